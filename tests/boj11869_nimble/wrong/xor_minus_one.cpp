// WRONG (BOJ 11869 님블): xors P_i - 1, as if the leftmost cell were 1 (an off-by-one on the
// strip's numbering), so a coin on cell 1 counts as finished.
// Fails: sample 1 (`1` / `1`), exhaustive-00001 and many more.
#include <iostream>

int main() {
  int m;
  std::cin >> m;
  long long x = 0;
  for (int i = 0; i < m; ++i) {
    long long p;
    std::cin >> p;
    x ^= p - 1;
  }
  std::cout << (x ? "koosaga" : "cubelover") << '\n';
}
