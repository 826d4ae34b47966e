// libFuzzer target of boj11869_nimble: its real main.cpp at file scope (BOJ_NO_MAIN, `exit`
// renamed: see fuzz_target.hpp), run as its main() runs, and a reference reader of 11869's
// rules. Linked with the shared harness tests/io/fuzz_target.cpp, which checks main.cpp's
// contract and compares it with the reference on every input. Built by tests/io/CMakeLists.txt
// (target boj11869_nimble_fuzz); run by scripts/fuzz.sh 11869 SECONDS and CTest
// boj11869_nimble/fuzz-short.
#include "fuzz_target.hpp"

#define BOJ_NO_MAIN
#define exit fuzz_exit
#include "../../boj11869_nimble/main.cpp"
#undef exit

namespace fuzz {
// main.cpp's main() on a fresh reader (its globals would carry one input into the next).
int run_solution() {
  rd::len = rd::pos = 0, rd::at_eof = false, rd::line = 1, rd::buf[0] = '\0';
  unsigned long long nim_sum = 0;
  read_coins([&nim_sum](unsigned long long p) { nim_sum ^= coin_grundy(p); });
  rd::write_line(kWinner[nim_sum != 0]);
  return 0;
}

const char* const kWinners[2] = {"koosaga\n", "cubelover\n"};

// Coins on cells 0 .. 10^10 - 1; a coin is a nim heap of its cell.
int reference(const std::uint8_t* data, size_t size) {
  const std::vector<Token> t = tokens(data, size);
  unsigned long long n = 0, v = 0, nim = 0;
  if (t.empty() || !number(t[0], n) || n != t.size() - 1) return -1;
  for (size_t i = 1; i < t.size(); ++i) {
    if (!number(t[i], v) || v >= 10000000000ULL) return -1;
    nim ^= v;
  }
  return nim != 0 ? 0 : 1;
}
}  // namespace fuzz
