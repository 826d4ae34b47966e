// What every problem's benchmark input generator (<folder>/bench_gen.cpp) shares: a buffered
// put() of text and numbers, and main(): `gen NUMBER SCALE` prints the problem's max-size input
// times SCALE (the count is multiplied, so the bytes grow SCALE times) from a fixed seed,
// 20240601 + NUMBER, by the problem's generate(). Used by scripts/bench.sh, which builds
// <folder>/bench_gen.cpp and writes the inputs to build/bench/. Status: in use.
#pragma once
#include <cstdio>
#include <cstdlib>

#include "../lib/rng.hpp"

namespace bench {
char out[1 << 16];
size_t used = 0;

inline void flush() {
  std::fwrite(out, 1, used, stdout);
  used = 0;
}
inline void put(const char* s) {
  while (*s) {
    if (used == sizeof out) flush();
    out[used++] = *s++;
  }
}
inline void put(unsigned long long v, char after) {
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
}  // namespace bench

// The problem's part: its max-size input times `scale`, through bench::put.
void generate(unsigned long long scale, Rng& rng);

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fputs("usage: gen NUMBER SCALE (NUMBER: the problem's BOJ number, the seed's part)\n",
               stderr);
    return 2;
  }
  Rng rng(20240601 + std::strtol(argv[1], nullptr, 10));
  generate(std::strtoull(argv[2], nullptr, 10), rng);
  bench::flush();
  return std::fflush(stdout) == 0 ? 0 : 1;
}
