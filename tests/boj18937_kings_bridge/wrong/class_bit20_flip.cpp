// WRONG (BOJ 18937): right everywhere except one class of long bridges: for A > 2 * 10^8 with
//   A % 5 == 1 the gap A - 2 has bit 20 flipped (the shape of a typo in a fast path for big
//   inputs). Passes every check before the near-twins: the big limit cases are equal pairs
//   plus at most one bridge with a gap (a wrong gap cancels with its twin, and one bridge
//   with a gap is a win either way), the low-bit cases have a nim-sum far from 2^20, the
//   small cases stop at 60 cells. Caught by twin-zero-* and twin-bit20-*.
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
