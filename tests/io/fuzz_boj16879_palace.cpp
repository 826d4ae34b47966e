// libFuzzer target of boj16879_palace: its real main.cpp at file scope, unchanged (only
// `exit` and `main` renamed, see fuzz_target.hpp), and a reference reader of 16879's rules.
// Linked with the shared harness tests/io/fuzz_target.cpp, which checks main.cpp's contract
// and compares it with the reference on every input. Built by tests/io/CMakeLists.txt
// (target boj16879_palace_fuzz); run by scripts/fuzz.sh 16879 SECONDS and CTest
// boj16879_palace/fuzz-short.
#include "fuzz_target.hpp"

#define exit fuzz_exit
#define main solution_main
#include "../../boj16879_palace/main.cpp"
#undef main
#undef exit
#include "fuzz_solution.hpp"  // run_solution(): a fresh reader, then main.cpp's main

namespace fuzz {
const char* const kWinners[2] = {"koosaga\n", "cubelover\n"};

// Palaces (x, y), 0 <= x, y < 3000; g(x, y) = 3 ((x/3) xor (y/3)) + (x + y) mod 3.
int reference(const std::uint8_t* data, size_t size) {
  const std::vector<Token> t = tokens(data, size);
  unsigned long long n = 0, v = 0, w = 0, nim = 0;
  if (t.empty() || !number(t[0], n)) return -1;
  if ((t.size() - 1) % 2 != 0 || n != (t.size() - 1) / 2) return -1;
  for (size_t i = 1; i < t.size(); i += 2) {
    if (!number(t[i], v) || !number(t[i + 1], w) || v >= 3000 || w >= 3000) return -1;
    nim ^= 3 * ((v / 3) ^ (w / 3)) + (v + w) % 3;
  }
  return nim != 0 ? 0 : 1;
}
}  // namespace fuzz
