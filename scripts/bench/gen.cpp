// The benchmark's input of one problem from its facts alone (problem.txt, seed included), in
//   the validators' canonical form; tests/README.md, "Speed", says what it draws.
// Use: `<p>_bench_gen SCALE` (about 10^6 numbers a unit; 0.001 is a thousand).
// Status: the input of every row of scripts/bench.sh.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../lib/facts.hpp"
#include "../lib/rng.hpp"

namespace {
void put(unsigned long long v, char after) {  // 10^8 numbers at scale 100: not printf
  char s[24];
  char* end = std::to_chars(s, s + sizeof s - 1, v).ptr;
  *end++ = after;
  std::fwrite(s, 1, static_cast<size_t>(end - s), stdout);
}
}  // namespace

int main(int argc, char** argv) {
  char* end = nullptr;
  const double scale = argc == 2 ? std::strtod(argv[1], &end) : 0;
  if (!(scale > 0 && scale <= 1000) || *end != '\0') {
    std::fputs("usage: bench_gen SCALE (0 < SCALE <= 1000: about 10^6 numbers each)\n", stderr);
    return 2;
  }
  const unsigned long long per_unit =
      std::max<unsigned long long>(facts::kNMax, 1000000 / facts::kArity);
  const auto n = std::max(1ULL, static_cast<unsigned long long>(per_unit * scale));
  const unsigned long long numbers = n * facts::kArity;
  const unsigned long long lo = facts::kValueMin, hi = facts::kValueMax;
  Rng rng(facts::kSeed);
  std::setvbuf(stdout, nullptr, _IOFBF, 1 << 16);
  put(n, '\n');
  for (unsigned long long i = 1; i <= numbers; ++i) {
    const bool line_end = facts::kArity > 1 ? i % facts::kArity == 0 : i == numbers;
    put(rng.between(lo, hi), line_end ? '\n' : ' ');
  }
  if (std::string(BOJ_FACT_FIRST_PLAYER) == "input")
    std::printf("%s\n", facts::players()[rng.between(0, 1)]);
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
  std::fputs("gen: cannot write standard output\n", stderr);
  return 1;
}
