// WRONG for BOJ 16889: the right idea (a pile is worth the largest k with 1 + 2 + ... + k <=
//   a) with `<` for `<=`, so a pile of exactly k(k+1)/2 stones gets k - 1.
// Caught by: exhaustive (`1\n1`: value 0, says cubelover; koosaga takes the stone), stress
//   (triangular shapes), limit-n1-a1 and limit-nmax-triangular.
#include <cstdio>

int main() {
  int n;
  std::scanf("%d", &n);
  int x = 0;
  for (int i = 0; i < n; ++i) {
    int a, k = 0;
    std::scanf("%d", &a);
    while ((k + 1) * (k + 2) / 2 < a) ++k;
    x ^= k;
  }
  std::puts(x ? "koosaga" : "cubelover");
}
