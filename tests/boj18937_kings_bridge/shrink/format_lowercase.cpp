// Shrink fixture (tests/shrink/check.sh), not a plausible mistake: the right winner, but
//   written in lower case once there are 3 bridges or more (a wrong format, not a wrong
//   answer). verify.sh must shrink its first failure to 3 bridges of 2 cells, keeping the
//   king who moves first.
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
  const bool white_wins = (x != 0) == (first == "Whiteking");
  std::cout << (n >= 3 ? (white_wins ? "whiteking" : "blackking")
                       : (white_wins ? "Whiteking" : "Blackking"))
            << '\n';
}
