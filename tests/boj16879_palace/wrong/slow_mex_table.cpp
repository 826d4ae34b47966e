// Wrong (too slow) for BOJ 16879: right values, wrong cost: the Grundy table filled on demand by
// scanning a cell's row and column for its mex, so a palace near (2999, 2999) needs ~9M cells x
// ~6000 reads. Passes every small case; the limit-* cases exceed verify.sh's time limit: it
// judges time, not only answers.
#include <iostream>
#include <vector>

std::vector<std::vector<int>> memo(3000, std::vector<int>(3000, -1));

int grundy(int x, int y) {
  if (memo[x][y] >= 0) return memo[x][y];
  std::vector<char> seen(2 * 3000 + 2, 0);
  for (int a = 0; a < x; ++a) seen[grundy(a, y)] = 1;
  for (int b = 0; b < y; ++b) seen[grundy(x, b)] = 1;
  if (x > 0 && y > 0) seen[grundy(x - 1, y - 1)] = 1;
  int m = 0;
  while (seen[m]) ++m;
  return memo[x][y] = m;
}

int main() {
  std::ios::sync_with_stdio(false);
  int n;
  std::cin >> n;
  int nim = 0;
  for (int i = 0; i < n; ++i) {
    int x, y;
    std::cin >> x >> y;
    nim ^= grundy(x, y);
  }
  std::cout << (nim ? "koosaga" : "cubelover") << "\n";
}
