// BOJ 11869 read as most accepted submissions do (cin >> x, unsynced): scripts/bench.sh's baseline.
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int m;
  std::cin >> m;
  long long nim = 0;
  for (int i = 0; i < m; ++i) {
    long long p;
    std::cin >> p;
    nim ^= p;
  }
  std::cout << (nim != 0 ? "koosaga" : "cubelover") << '\n';
  return 0;
}
