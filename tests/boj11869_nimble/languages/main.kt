// BOJ 11869 in Kotlin (JVM), as a student would submit it: a coin on cell p is a nim heap of
// p. Kotlin 1.3 (Debian's kotlinc) and later. Checked by tests/languages.sh.
import java.io.StreamTokenizer

fun main() {
    val tokens = StreamTokenizer(System.`in`.bufferedReader())
    tokens.nextToken()
    val m = tokens.nval.toInt()
    var nimSum = 0L
    repeat(m) {
        tokens.nextToken()
        nimSum = nimSum xor tokens.nval.toLong()
    }
    println(if (nimSum != 0L) "koosaga" else "cubelover")
}
