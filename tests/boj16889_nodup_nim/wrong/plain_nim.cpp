// WRONG for BOJ 16889: ordinary nim, the xor of the pile sizes, as if the "no amount twice"
//   rule did not change anything.
// Caught by: exhaustive (e.g. `2\n1 2`: xor 3 says koosaga, but both piles are worth 1 and
//   cubelover wins), stress, and limit-nmax-pairs-then-55-60.
#include <cstdio>

int main() {
  int n;
  std::scanf("%d", &n);
  int x = 0;
  for (int i = 0; i < n; ++i) {
    int a;
    std::scanf("%d", &a);
    x ^= a;
  }
  std::puts(x ? "koosaga" : "cubelover");
}
