// A wrong BOJ 11869 in Java: the first player wins when the farthest coin is on an odd cell
// (fails sample 2). tests/languages.sh checks that it is rejected.
import java.util.Scanner;

public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    int m = in.nextInt();
    long farthest = 0;
    for (int i = 0; i < m; i++) farthest = Math.max(farthest, in.nextLong());
    System.out.println(farthest % 2 == 1 ? "koosaga" : "cubelover");
  }
}
