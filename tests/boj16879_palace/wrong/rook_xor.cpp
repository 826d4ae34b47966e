// Wrong solution for BOJ 16879: treats a palace as a rook only, g(x, y) = x xor y, forgetting
//   the diagonal step to (x-1, y-1). Already (1,1) differs: the rook-only value is 0, but the
//   palace steps to (0,0), so koosaga wins.
// Caught by: exhaustive (N = 1 on (1,1)) and the stress cases.
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
    nim ^= x ^ y;
  }
  std::cout << (nim ? "koosaga" : "cubelover") << '\n';
}
