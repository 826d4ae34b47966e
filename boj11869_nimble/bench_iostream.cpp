// BOJ 11869, read the way most accepted submissions do: `cin >> x` with
// sync_with_stdio(false) and cin.tie(nullptr). The baseline for scripts/bench.sh only.
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
