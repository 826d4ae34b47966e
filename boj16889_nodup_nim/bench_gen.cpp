// BOJ 16889's benchmark input for scripts/bench.sh (scripts/bench/gen.hpp): 10^6 piles of 1..60
// stones.
#include "../scripts/bench/gen.hpp"

void generate(unsigned long long scale, Rng& rng) {
  using bench::put;
  const unsigned long long n = 1000000 * scale;
  put(n, '\n');
  for (unsigned long long i = 0; i < n; ++i) put(rng.between(1, 60), i + 1 < n ? ' ' : '\n');
}
