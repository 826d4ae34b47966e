// BOJ 11869's benchmark input for scripts/bench.sh (scripts/bench/gen.hpp): a million coins on
// cells 1..10^9 (its real inputs have at most 100, too small to time).
#include "../scripts/bench/gen.hpp"

void generate(unsigned long long scale, Rng& rng) {
  using bench::put;
  const unsigned long long m = 1000000 * scale;
  put(m, '\n');
  for (unsigned long long i = 0; i < m; ++i)
    put(rng.between(1, 1000000000), i + 1 < m ? ' ' : '\n');
}
