// WRONG (BOJ 18937): xor of the lengths A_i instead of the gaps A_i - 2. Plausible: "a bridge
// is a heap of its cells". The two differ whenever an odd number of bridges have A_i with
// bit 1 set, e.g. one bridge of 2 cells (nobody can move, yet 2 != 0). Caught by
// exhaustive-00001 (`1` / `2` / `Whiteking` -> Blackking) and limit-n1-a2-*.
#include <iostream>
#include <string>

int main() {
  int n;
  std::cin >> n;
  long long x = 0;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    x ^= a;
  }
  std::string first;
  std::cin >> first;
  const std::string other = first == "Whiteking" ? "Blackking" : "Whiteking";
  std::cout << (x != 0 ? first : other) << '\n';
}
