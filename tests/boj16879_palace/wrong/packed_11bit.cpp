// Wrong solution for BOJ 16879: the right formula, but palaces packed as x << 11 | y first
//   (sorted, pairs cancelled), so y >= 2048 unpacks as (x + 1, y - 2048). Caught by
//   limit-n1-zero-2049-2049 (one palace of value 0 with y >= 2048) and the nim-sum-0 limit
//   cases limit-nmax-y-far-zero, limit-nmax-x-low-y-far-zero, ...
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  std::cin >> n;
  std::vector<int> key(n);
  for (int& k : key) {
    int x, y;
    std::cin >> x >> y;
    k = x << 11 | y;
  }
  std::sort(key.begin(), key.end());
  int nim = 0;
  for (int i = 0; i < n; ++i) {
    if (i + 1 < n && key[i] == key[i + 1]) {  // two palaces on one cell cancel
      ++i;
      continue;
    }
    const int x = key[i] >> 11, y = key[i] & 2047;
    nim ^= 3 * ((x / 3) ^ (y / 3)) + (x + y) % 3;
  }
  std::cout << (nim ? "koosaga" : "cubelover") << '\n';
}
