// WRONG (BOJ 18937): "whoever can move first wins": the first king wins iff some bridge has a
// free cell, on the idea that he can always retreat and never run out of moves. He can run
// out: each retreat is answered by the other king following. Wrong on paired bridges.
// Caught by sample-1 and exhaustive-00149 (`2` / `3 3` / `Whiteking` -> Blackking) and
// limit-nmax-pairs-*.
#include <iostream>
#include <string>

int main() {
  int n;
  std::cin >> n;
  bool room = false;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    room |= a > 2;
  }
  std::string first;
  std::cin >> first;
  const std::string other = first == "Whiteking" ? "Blackking" : "Whiteking";
  std::cout << (room ? first : other) << '\n';
}
