// WRONG for BOJ 16889: the right pile values, but N misread as at most 100,000: the piles
//   go into a fixed array and only the first 100,000 are used.
// Caught by: limit-nmax-pairs-then-60-1 (the first 100,000 piles are equal pairs, so the
//   prefix says cubelover; the last two piles make it koosaga).
#include <cstdio>

int a[100000];

int main() {
  int n;
  std::scanf("%d", &n);
  if (n > 100000) n = 100000;
  int x = 0;
  for (int i = 0; i < n; ++i) {
    std::scanf("%d", &a[i]);
    int k = 0;
    while ((k + 1) * (k + 2) / 2 <= a[i]) ++k;
    x ^= k;
  }
  std::puts(x ? "koosaga" : "cubelover");
}
