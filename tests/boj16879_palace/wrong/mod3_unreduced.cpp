// Wrong solution for BOJ 16879: the right block structure, but the value inside a 3x3 block is
//   x%3 + y%3 (0..4) instead of (x + y) % 3. (1,2) gets 3 instead of 0, so a lone palace
//   there is called a koosaga win; (2,2) gets 4 instead of 1.
// Caught by: exhaustive (N = 1 on (1,2)), exhaustive pairs and the stress cases.
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
    nim ^= 3 * ((x / 3) ^ (y / 3)) + x % 3 + y % 3;
  }
  std::cout << (nim ? "koosaga" : "cubelover") << '\n';
}
