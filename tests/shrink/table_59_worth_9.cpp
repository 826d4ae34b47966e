// WRONG for BOJ 16889, the example of issue 11: the pile values typed in as a table with one
//   wrong entry, a pile of 59 worth 9 (the right value is 10). It first fails on
//   limit-nmax-45-to-60 (a million piles); tests/shrink/ checks that verify.sh shrinks that to
//   two piles, one of them 59.
#include <cstdio>

int g[61] = {0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4,  4,  5,  5,  5, 5, 5, 5,
             6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7,  7,  8,  8,  8, 8, 8, 8,
             8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 9, 10};

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
