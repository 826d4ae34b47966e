// The benchmark's input for one problem, from its facts alone (problem.txt through
//   scripts/lib/facts.hpp): `<p>_bench_gen SCALE` prints max(n_max, 10^6 / arity) * SCALE
//   components (about 10^6 numbers per unit of SCALE, and never fewer components than the
//   problem allows), each `arity` numbers uniform in value_min..value_max, then, when
//   first_player = input, a random one of the players; in the canonical form the validators
//   accept (one line of numbers, or a line a component when arity > 1). Drawn from the fact
//   `seed`, so a copied or renumbered problem times the same input.
// Use: scripts/bench.sh builds it (CMake target <p>_bench_gen) and writes build/bench/.
// Status: the input of every problem's row in scripts/bench.sh.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../lib/facts.hpp"
#include "../lib/rng.hpp"

namespace {
char out[1 << 16];
size_t used = 0;

void flush() {
  if (std::fwrite(out, 1, used, stdout) != used) {
    std::fputs("gen: cannot write standard output\n", stderr);
    std::exit(1);
  }
  used = 0;
}
void put(const char* s) {
  for (; *s; ++s) {
    if (used == sizeof out) flush();
    out[used++] = *s;
  }
}
void put(unsigned long long v, char after) {
  char digits[24];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v > 0);
  if (used + 24 > sizeof out) flush();
  while (n > 0) out[used++] = digits[--n];
  out[used++] = after;
}
}  // namespace

int main(int argc, char** argv) {
  char* end = nullptr;
  const unsigned long long scale = argc == 2 ? std::strtoull(argv[1], &end, 10) : 0;
  if (scale == 0 || *end != '\0') {
    std::fputs("usage: bench_gen SCALE (SCALE >= 1: about 10^6 numbers each)\n", stderr);
    return 2;
  }
  const unsigned long long per_unit =
      std::max<unsigned long long>(facts::kNMax, 1000000 / facts::kArity);
  const unsigned long long n = per_unit * scale, numbers = n * facts::kArity;
  const unsigned long long lo = facts::kValueMin, hi = facts::kValueMax;
  Rng rng(facts::kSeed);
  put(n, '\n');
  for (unsigned long long i = 1; i <= numbers; ++i) {
    const bool line_end = facts::kArity > 1 ? i % facts::kArity == 0 : i == numbers;
    put(rng.between(lo, hi), line_end ? '\n' : ' ');
  }
  if (std::string(BOJ_FACT_FIRST_PLAYER) == "input") {
    put(facts::players()[rng.between(0, 1)]);
    put("\n");
  }
  flush();
  return std::fflush(stdout) == 0 ? 0 : 1;
}
