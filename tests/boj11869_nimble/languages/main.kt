// BOJ 11869 in Kotlin (JVM), as a student would submit it: a coin on cell p is a nim heap of
// p. readln() and readlnOrNull() are Kotlin 1.6's: Debian 12's kotlinc (1.3.31) refused them.
// Checked by tests/languages.sh.
fun main() {
    val m = readln().trim().toInt()
    val cells = generateSequence { readlnOrNull() }.flatMap { it.trim().split(Regex("\\s+")) }
    val nimSum = cells.filter { it.isNotEmpty() }.take(m).fold(0L) { x, p -> x xor p.toLong() }
    println(if (nimSum != 0L) "koosaga" else "cubelover")
}
