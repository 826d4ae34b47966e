// Benchmark input generator: `gen PROBLEM SCALE` prints to stdout the max-size input of a
// problem times SCALE (the count is multiplied, so the bytes grow SCALE times), from a fixed
// seed: 11869 a million coins on cells 1..10^9 (its real inputs are tiny), 16879 300000
// palaces, 16889 10^6 piles of 1..60, 18937 100000 bridges of about 10^9 cells.
// Used by scripts/bench.sh, which writes the inputs to build/bench/. Status: in use.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "../lib/rng.hpp"

namespace {
char out[1 << 16];
size_t used = 0;

void flush() {
  std::fwrite(out, 1, used, stdout);
  used = 0;
}
void put(const char* s) {
  while (*s) {
    if (used == sizeof out) flush();
    out[used++] = *s++;
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
  if (argc != 3) {
    std::fputs("usage: gen PROBLEM SCALE (PROBLEM: 11869 16879 16889 18937)\n", stderr);
    return 2;
  }
  const long problem = std::strtol(argv[1], nullptr, 10);
  const unsigned long long scale = std::strtoull(argv[2], nullptr, 10);
  Rng rng(20240601 + problem);
  if (problem == 11869) {
    const unsigned long long m = 1000000 * scale;
    put(m, '\n');
    for (unsigned long long i = 0; i < m; ++i)
      put(rng.between(1, 1000000000), i + 1 < m ? ' ' : '\n');
  } else if (problem == 16879) {
    const unsigned long long n = 300000 * scale;
    put(n, '\n');
    for (unsigned long long i = 0; i < n; ++i) {
      put(rng.between(0, 2999), ' ');
      put(rng.between(0, 2999), '\n');
    }
  } else if (problem == 16889) {
    const unsigned long long n = 1000000 * scale;
    put(n, '\n');
    for (unsigned long long i = 0; i < n; ++i) put(rng.between(1, 60), i + 1 < n ? ' ' : '\n');
  } else if (problem == 18937) {
    const unsigned long long n = 100000 * scale;
    put(n, '\n');
    for (unsigned long long i = 0; i < n; ++i) {
      put(rng.between(999000000, 1000000000), i + 1 < n ? ' ' : '\n');
    }
    put(rng.between(0, 1) == 0 ? "Whiteking\n" : "Blackking\n");
  } else {
    std::fputs("gen: unknown problem\n", stderr);
    return 2;
  }
  flush();
  return std::fflush(stdout) == 0 ? 0 : 1;
}
