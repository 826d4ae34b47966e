// WRONG for BOJ 16889: the pile values typed in as a table with one wrong entry far from the
//   small cases: a pile of 50 worth 10 (the right value is 9). First caught on a big case
//   (limit-nmax-45-to-60, a million piles); tests/shrink/ checks that it shrinks to at most
//   3 piles, one of them 50.
#include <cstdio>

int g[61] = {0, 1, 1, 2, 2, 2, 3, 3, 3,  3, 4, 4, 4, 4,  4,  5,  5,  5,  5, 5, 5,
             6, 6, 6, 6, 6, 6, 6, 7, 7,  7, 7, 7, 7, 7,  7,  8,  8,  8,  8, 8, 8,
             8, 8, 8, 9, 9, 9, 9, 9, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10};

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  int x = 0;
  for (int i = 0; i < n; ++i) {
    int a;
    if (std::scanf("%d", &a) != 1) return 1;
    x ^= g[a];
  }
  std::puts(x ? "koosaga" : "cubelover");
}
