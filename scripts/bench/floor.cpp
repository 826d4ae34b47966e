// The floor of the benchmark: a program that only reads stdin (fread into a 64 KiB buffer
// until EOF) and prints the byte count. Whatever a solution spends beyond this program's
// instructions on the same input is the cost of parsing and solving (scripts/bench.sh).
// Status: in use.
#include <cstdio>

static char buf[1 << 16];

int main() {
  unsigned long long total = 0;
  for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) total += got;
  std::printf("%llu\n", total);
  return 0;
}
