// Wrong solution for BOJ 16879: the palace values read from a table of the 3072 values with
//   one wrong entry: value 1023 is stored as 1022 (bit 0 lost). Every palace of value 1023,
//   about 3000 cells all over the board, is off by one bit. The whole-board pairs cannot see
//   it (each pair is two palaces of value 1023, both off alike), and the random nim-sum-0
//   limit cases hold an even number of them: it passes every check before the near-twins.
//   Caught by twin-cover-* (sets of distinct values xoring to 0 that cover every value).
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
    const int v = 3 * ((x / 3) ^ (y / 3)) + (x + y) % 3;
    nim ^= v == 1023 ? 1022 : v;
  }
  std::cout << (nim ? "koosaga" : "cubelover") << '\n';
}
