// WRONG (BOJ 18937): "whoever can move first wins": the first king wins iff some bridge has a
// free cell, as he can always retreat. He cannot: the other king follows each retreat. Caught
// by sample-1 and exhaustive-00149 (`2` / `3 3` / `Whiteking` -> Blackking) and
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
