// WRONG for BOJ 16889: each pile's value kept in 3 bits ("the values are small"): 8, 9, 10 read
//   as 0, 1, 2. That cuts the nim-sum to 3 bits, wrong only when it is exactly 8, which no check
//   before the near-twins has (balanced 0, neighbours 0 or 1, random ones else). Caught by
//   twin-bit3-* (a pile worth 1 or 2 and one worth 9 or 10).
#include <cstdio>

struct Pile {
  unsigned value : 3;
};

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  unsigned x = 0;
  for (int i = 0; i < n; ++i) {
    int a;
    if (std::scanf("%d", &a) != 1) return 1;
    unsigned k = 0;
    while ((k + 1) * (k + 2) / 2 <= static_cast<unsigned>(a)) ++k;
    Pile p{};
    p.value = k & 7;
    x ^= p.value;
  }
  std::puts(x ? "koosaga" : "cubelover");
}
