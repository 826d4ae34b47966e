// Shrink fixture (tests/shrink/check.sh), not a plausible mistake: right answers, but it
//   aborts (SIGABRT) on any pile of 37 stones. verify.sh must shrink its first crash to the
//   one-pile input `1` / `37`: a crash is shrunk while the same signal remains.
#include <cstdio>
#include <cstdlib>

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  int x = 0;
  for (int i = 0; i < n; ++i) {
    int a, k = 0;
    if (std::scanf("%d", &a) != 1) return 1;
    if (a == 37) std::abort();
    while ((k + 1) * (k + 2) / 2 <= a) ++k;
    x ^= k;
  }
  std::puts(x ? "koosaga" : "cubelover");
}
