// A wrong BOJ 11869 in Kotlin (JVM): the xor of the cells' lowest bits only (fails sample 2).
// tests/languages.sh checks that it is rejected.
fun main() {
    val tokens = System.`in`.bufferedReader().readText().split(Regex("\\s+")).filter { it.isNotEmpty() }
    val m = tokens[0].toInt()
    var bits = 0L
    for (p in tokens.subList(1, 1 + m)) bits = bits xor (p.toLong() and 1L)
    println(if (bits != 0L) "koosaga" else "cubelover")
}
