// Wrong solution for BOJ 16879, the example of issue 19: right everywhere except one cell far
//   from the small cases, (2998, 2999), counted 1 instead of 0 (a typo in a lookup table has
//   this shape). First caught on a big case, limit-board-pairs-* (300,000 palaces);
//   tests/shrink/ checks that it shrinks to the one palace `2998 2999`.
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
    nim ^= x == 2998 && y == 2999 ? 1 : 3 * ((x / 3) ^ (y / 3)) + (x + y) % 3;
  }
  std::cout << (nim ? "koosaga" : "cubelover") << '\n';
}
