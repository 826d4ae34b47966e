// A wrong BOJ 11869 in C++17: a coin on cell p taken as a heap of p - 1 (fails sample 1: a
// coin on cell 1 can still move). tests/languages.sh checks that it is rejected.
#include <iostream>

int main() {
  int m = 0;
  std::cin >> m;
  long long nim_sum = 0;
  for (int i = 0; i < m; ++i) {
    long long p = 0;
    std::cin >> p;
    nim_sum ^= p - 1;
  }
  std::cout << (nim_sum != 0 ? "koosaga" : "cubelover") << '\n';
}
