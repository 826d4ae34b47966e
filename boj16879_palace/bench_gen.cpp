// BOJ 16879's benchmark input for scripts/bench.sh (scripts/bench/gen.hpp): 300000 palaces on
// random cells.
#include "../scripts/bench/gen.hpp"

void generate(unsigned long long scale, Rng& rng) {
  using bench::put;
  const unsigned long long n = 300000 * scale;
  put(n, '\n');
  for (unsigned long long i = 0; i < n; ++i) {
    put(rng.between(0, 2999), ' ');
    put(rng.between(0, 2999), '\n');
  }
}
