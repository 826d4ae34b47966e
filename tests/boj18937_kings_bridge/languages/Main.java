// BOJ 18937 in Java, as a student would submit it (class Main): a bridge is a nim heap of its
// gap A - 2. Checked by tests/languages.sh.
import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringBuilder text = new StringBuilder();
    for (String line; (line = in.readLine()) != null;) text.append(line).append(' ');
    StringTokenizer tokens = new StringTokenizer(text.toString());
    int n = Integer.parseInt(tokens.nextToken());
    long nimSum = 0;
    for (int i = 0; i < n; i++) nimSum ^= Long.parseLong(tokens.nextToken()) - 2;
    String first = tokens.nextToken();
    String other = first.equals("Whiteking") ? "Blackking" : "Whiteking";
    System.out.println(nimSum != 0 ? first : other);
  }
}
