// WRONG (BOJ 11869 님블): koosaga wins iff the sum of the positions is odd, i.e. it counts
// every single-cell step as one move, as if each move slid a coin exactly one cell.
// Fails: sample 6 (1 2 3 4, sum 10 even, but 1^2^3^4 = 4), exhaustive cases like `1 3`.
#include <iostream>

int main() {
  int m;
  std::cin >> m;
  long long sum = 0;
  for (int i = 0; i < m; ++i) {
    long long p;
    std::cin >> p;
    sum += p;
  }
  std::cout << (sum % 2 ? "koosaga" : "cubelover") << '\n';
}
