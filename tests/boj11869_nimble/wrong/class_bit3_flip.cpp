// WRONG (BOJ 11869 님블): for P > 5 * 10^8 with P % 7 == 3 the value has bit 3 flipped (a typo
//   in a fast path for big inputs). Before the near-twins, the limit cases are equal pairs (it
//   cancels) or random (nim-sum far from 8) and the small ones stop at cell 12. Caught by
//   twin-zero-* (p, q, p xor q, one in the class) and twin-bit3-* (two coins 8 apart).
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
