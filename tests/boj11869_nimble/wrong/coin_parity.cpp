// WRONG (BOJ 11869 님블): koosaga wins iff the number of coins is odd, as if each coin took
// exactly one move to reach cell 0.
// Fails: sample 4 (`1 2`), exhaustive cases like `1 2`, stress.
#include <iostream>

int main() {
  int m;
  std::cin >> m;
  std::cout << (m % 2 ? "koosaga" : "cubelover") << '\n';
}
