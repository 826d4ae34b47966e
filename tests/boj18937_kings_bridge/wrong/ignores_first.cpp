// WRONG (BOJ 18937): right nim-sum, but reads the third line and then assumes Whiteking always
// moves first (as in most nim problems, where the first player is fixed). Wrong whenever
// Blackking starts. Caught by exhaustive-00002 (`1` / `2` / `Blackking` -> Whiteking) and
// limit-n1-a2-black.
#include <iostream>
#include <string>

int main() {
  int n;
  std::cin >> n;
  long long x = 0;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    x ^= a - 2;
  }
  std::string first;
  std::cin >> first;
  std::cout << (x != 0 ? "Whiteking" : "Blackking") << '\n';
}
