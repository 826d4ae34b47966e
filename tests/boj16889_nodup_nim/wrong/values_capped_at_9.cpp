// WRONG for BOJ 16889: pile values found by a brute force that only finished up to 54
//   stones, then assumed to stay 9 from 45 on; the true value is 10 for 55..60.
// Caught by: limit-n2-a45-a60 and limit-nmax-45-to-60 (a pile of 45 is worth 9, one of 60
//   is worth 10); every small check and every N = 1 check still passes.
#include <cstdio>

int main() {
  int n;
  std::scanf("%d", &n);
  int x = 0;
  for (int i = 0; i < n; ++i) {
    int a, k = 0;
    std::scanf("%d", &a);
    while (k < 9 && (k + 1) * (k + 2) / 2 <= a) ++k;
    x ^= k;
  }
  std::puts(x ? "koosaga" : "cubelover");
}
