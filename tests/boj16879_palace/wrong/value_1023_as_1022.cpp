// Wrong solution for BOJ 16879: a table of the 3072 values with 1023 stored as 1022, so about
//   3000 cells all over the board are off by one bit. The whole-board pairs hold two of them
//   alike and the random nim-sum-0 limit cases an even number. Caught by twin-cover-* (sets of
//   distinct values xoring to 0 that cover every value).
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
