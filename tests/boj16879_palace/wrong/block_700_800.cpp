// Wrong solution for BOJ 16879: right everywhere except one 3x3 block far from the small cases,
//   x in 2100..2102 and y in 2400..2402, where it uses (x - y) mod 3 for the place in the
//   block (a block of a hand-made table filled from the wrong latin square). First caught on
//   a big case, limit-board-pairs-*; tests/shrink/ checks that it shrinks to at most 3 palaces.
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  std::cin >> n;
  int nim = 0;
  for (int i = 0; i < n; ++i) {
    int x, y;
    std::cin >> x >> y;
    const bool odd_block = x / 3 == 700 && y / 3 == 800;
    nim ^= 3 * ((x / 3) ^ (y / 3)) + (odd_block ? (x - y + 3) % 3 : (x + y) % 3);
  }
  std::cout << (nim ? "koosaga" : "cubelover") << '\n';
}
