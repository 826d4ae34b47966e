// WRONG for BOJ 16889: the pile values typed in as a table, but only for sizes 0..59; the
//   array has room for 61, so g[60] is silently 0 (the right value is 10).
// Caught by: limit-n1-a60 (a single pile of 60 always wins for koosaga) and the other
//   limit cases with piles of 60; the small checks never reach 60.
#include <cstdio>

int g[61] = {0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5,  5,  5,  5,  5,
             5, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7,  8,  8,  8,  8,
             8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10};

int main() {
  int n;
  std::scanf("%d", &n);
  int x = 0;
  for (int i = 0; i < n; ++i) {
    int a;
    std::scanf("%d", &a);
    x ^= g[a];
  }
  std::puts(x ? "koosaga" : "cubelover");
}
