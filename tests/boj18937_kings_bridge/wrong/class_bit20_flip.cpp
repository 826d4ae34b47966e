// WRONG (BOJ 18937): for A > 2 * 10^8 with A % 5 == 1 the gap A - 2 has bit 20 flipped (a typo
//   in a fast path for big inputs). Before the near-twins, a wrong gap cancels with its twin in
//   the big limit cases, the low-bit cases' nim-sums are far from 2^20 and the small cases stop
//   at 60 cells. Caught by twin-zero-* and twin-bit20-*.
#include <iostream>
#include <string>

int main() {
  int n;
  std::cin >> n;
  long long x = 0;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    const long long gap = a - 2;
    x ^= a > 200000000 && a % 5 == 1 ? gap ^ (1 << 20) : gap;
  }
  std::string first;
  std::cin >> first;
  const std::string other = first == "Whiteking" ? "Blackking" : "Whiteking";
  std::cout << (x != 0 ? first : other) << '\n';
}
