// libFuzzer target of boj11869_nimble: its real main.cpp at file scope, unchanged (only
// `exit` and `main` renamed, see fuzz_target.hpp), and a reference reader of 11869's rules.
// Linked with the shared harness tests/io/fuzz_target.cpp, which checks main.cpp's contract
// and compares it with the reference on every input. Built by tests/io/CMakeLists.txt
// (target boj11869_nimble_fuzz); run by scripts/fuzz.sh 11869 SECONDS and CTest
// boj11869_nimble/fuzz-short.
#include "fuzz_target.hpp"

#define exit fuzz_exit
#define main solution_main
#include "../../boj11869_nimble/main.cpp"
#undef main
#undef exit
#include "fuzz_solution.hpp"  // run_solution(): a fresh reader, then main.cpp's main

namespace fuzz {
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
