// WRONG (BOJ 11869 님블): right idea, but the nim-sum is kept in an unsigned short, so every
// bit of P_i above bit 15 is lost. All small cases pass; it fails only where the high bits
// decide: limit-m1-p-low16-zero (one coin on 65536 * 15258), limit-m99-pairs-plus-low16-zero,
// limit-m100-pairs-plus-two-low16-equal, limit-m100-bit29-only.
#include <iostream>

int main() {
  int m;
  std::cin >> m;
  unsigned short x = 0;
  for (int i = 0; i < m; ++i) {
    int p;
    std::cin >> p;
    x ^= p;
  }
  std::cout << (x ? "koosaga" : "cubelover") << '\n';
}
