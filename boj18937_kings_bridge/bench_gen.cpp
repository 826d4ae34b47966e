// BOJ 18937's benchmark input for scripts/bench.sh (scripts/bench/gen.hpp): 100000 bridges of about
// 10^9 cells, then a random first king.
#include "../scripts/bench/gen.hpp"

void generate(unsigned long long scale, Rng& rng) {
  using bench::put;
  const unsigned long long n = 100000 * scale;
  put(n, '\n');
  for (unsigned long long i = 0; i < n; ++i) {
    put(rng.between(999000000, 1000000000), i + 1 < n ? ' ' : '\n');
  }
  put(rng.between(0, 1) == 0 ? "Whiteking\n" : "Blackking\n");
}
