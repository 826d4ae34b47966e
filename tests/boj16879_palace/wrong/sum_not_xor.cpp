// Wrong solution for BOJ 16879: the right Grundy value of each palace, but the values are
//   added instead of xored. Right for N = 1; (1,0) twice (right: 1 xor 1 = 0, cubelover
//   mirrors every move) is called a koosaga win.
// Caught by: exhaustive pairs and triples, the stress cases, limit-nmax-one-cell.
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  std::cin >> n;
  long long total = 0;
  for (int i = 0; i < n; ++i) {
    int x, y;
    std::cin >> x >> y;
    total += 3 * ((x / 3) ^ (y / 3)) + (x + y) % 3;
  }
  std::cout << (total ? "koosaga" : "cubelover") << '\n';
}
