// BOJ 11869 in C++17, as a student would submit it (iostream, untied): a coin on cell p is a
// nim heap of p. Checked by tests/languages.sh.
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int m = 0;
  std::cin >> m;
  long long nim_sum = 0;
  for (int i = 0; i < m; ++i) {
    long long p = 0;
    std::cin >> p;
    nim_sum ^= p;
  }
  std::cout << (nim_sum != 0 ? "koosaga" : "cubelover") << '\n';
}
