// WRONG (BOJ 18937): one wrong gap far from the small cases: a bridge of 999,999,999 cells
//   (gap 999,999,997) is counted as closed, gap 0 (the shape of a sentinel or a table entry
//   gone wrong). First caught on a big case, limit-n99999-pairs-near-amax-extra-* (49,999
//   pairs and one such bridge); tests/shrink/ checks that it shrinks to one bridge.
#include <iostream>
#include <string>

int main() {
  int n;
  std::cin >> n;
  long long x = 0;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    x ^= a == 999999999 ? 0 : a - 2;
  }
  std::string first;
  std::cin >> first;
  const std::string other = first == "Whiteking" ? "Blackking" : "Whiteking";
  std::cout << (x != 0 ? first : other) << '\n';
}
