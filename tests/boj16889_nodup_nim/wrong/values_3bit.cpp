// WRONG for BOJ 16889: each pile's value kept in a 3-bit field ("the values are small"), so
//   the values 8, 9, 10 of piles 36..60 lose their bit 3 and read as 0, 1, 2. A 3-bit cut of
//   every value is a 3-bit cut of the nim-sum, so it answers wrongly only when the true
//   nim-sum is exactly 8: no check before the near-twins has that nim-sum (the balanced ones
//   are 0, the pairs of neighbours 0 or 1, the random ones something else). Caught by
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
