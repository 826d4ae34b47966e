// WRONG (BOJ 11869 님블): read M <= 50 from the statement, so a fixed array of 50 coins and
// only the first 50 positions are xored. Small cases pass; it fails on
// limit-m100-tail-decides and limit-m100-pairs-split-at-50 (and any M > 50 case where the
// tail's nim-sum is nonzero).
#include <algorithm>
#include <iostream>

int main() {
  int m;
  std::cin >> m;
  int p[50];
  const int n = std::min(m, 50);
  for (int i = 0; i < n; ++i) std::cin >> p[i];
  int x = 0;
  for (int i = 0; i < n; ++i) x ^= p[i];
  std::cout << (x ? "koosaga" : "cubelover") << '\n';
}
