// WRONG (BOJ 11869 님블): right everywhere except one class of big cells: for P > 5 * 10^8 with
//   P % 7 == 3 the value has bit 3 flipped (the shape of a typo in a fast path or a table for
//   big inputs). Passes every check before the near-twins: the limit cases are equal pairs
//   (a wrong value cancels with its twin) or random (nim-sum far from 8), and the small cases
//   stop at cell 12. Caught by twin-zero-* (three coins p, q, p xor q, one of them in the
//   class) and twin-bit3-* (two coins 8 apart, one in the class).
#include <iostream>

int main() {
  int m;
  std::cin >> m;
  long long x = 0;
  for (int i = 0; i < m; ++i) {
    long long p;
    std::cin >> p;
    x ^= p > 500000000 && p % 7 == 3 ? p ^ 8 : p;
  }
  std::cout << (x ? "koosaga" : "cubelover") << '\n';
}
