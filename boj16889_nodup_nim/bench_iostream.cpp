// BOJ 16889 read as most accepted submissions do (cin >> x, unsynced): scripts/bench.sh's baseline.
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  std::cin >> n;
  int nim = 0;
  for (int i = 0; i < n; ++i) {
    int a;
    std::cin >> a;
    int k = 0;
    while ((k + 1) * (k + 2) / 2 <= a) ++k;
    nim ^= k;
  }
  std::cout << (nim != 0 ? "koosaga" : "cubelover") << '\n';
  return 0;
}
