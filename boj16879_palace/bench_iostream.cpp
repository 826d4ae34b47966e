// BOJ 16879 read as most accepted submissions do (cin >> x, unsynced): scripts/bench.sh's baseline.
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
    nim ^= 3 * ((x / 3) ^ (y / 3)) + (x + y) % 3;
  }
  std::cout << (nim != 0 ? "koosaga" : "cubelover") << '\n';
  return 0;
}
