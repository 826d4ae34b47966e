// WRONG (BOJ 18937): parity of the total gap, as if every move closed exactly one cell ("each
// king just steps forward by one"). Agrees with the xor when all gaps are 0 or 1 and on both
// samples, but not e.g. for `1` / `4` (gap 2: the first king closes it in one move).
// Caught by exhaustive-00005 (`1` / `4` / `Whiteking` -> Whiteking) and limit-n1-amax-*.
#include <iostream>
#include <string>

int main() {
  int n;
  std::cin >> n;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    sum += a - 2;
  }
  std::string first;
  std::cin >> first;
  const std::string other = first == "Whiteking" ? "Blackking" : "Whiteking";
  std::cout << (sum % 2 == 1 ? first : other) << '\n';
}
