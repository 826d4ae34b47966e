// BOJ 11869 in Java, as a student would submit it (class Main): a coin on cell p is a nim heap
// of p. Checked by tests/languages.sh.
import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StreamTokenizer tokens = new StreamTokenizer(in);
    tokens.nextToken();
    int m = (int) tokens.nval;
    long nimSum = 0;
    for (int i = 0; i < m; i++) {
      tokens.nextToken();
      nimSum ^= (long) tokens.nval;
    }
    System.out.print(nimSum != 0 ? "koosaga" : "cubelover"); // no final newline: Baekjoon accepts it
  }
}
