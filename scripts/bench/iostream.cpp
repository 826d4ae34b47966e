// The benchmark's baseline for every problem: each number of the input read as most accepted
//   submissions read it (cin >> x, unsynced), then their xor printed. It stops at the first
//   token that is not a number (a player's name); the game's few operations a number are left
//   out, which only flatters it. Status: scripts/bench.sh (CTest repo/bench).
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  unsigned long long x, all = 0;
  while (std::cin >> x) all ^= x;
  std::cout << all << '\n';
  return 0;
}
