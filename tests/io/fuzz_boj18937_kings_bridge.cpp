// libFuzzer target of boj18937_kings_bridge: its real main.cpp at file scope, unchanged (only
// `exit` and `main` renamed, see fuzz_target.hpp), and a reference reader of 18937's rules.
// Linked with the shared harness tests/io/fuzz_target.cpp, which checks main.cpp's contract
// and compares it with the reference on every input. Built by tests/io/CMakeLists.txt
// (target boj18937_kings_bridge_fuzz); run by scripts/fuzz.sh 18937 SECONDS and CTest
// boj18937_kings_bridge/fuzz-short.
#include "fuzz_target.hpp"

#define exit fuzz_exit
#define main solution_main
#include "../../boj18937_kings_bridge/main.cpp"
#undef main
#undef exit
#include "fuzz_solution.hpp"  // run_solution(): a fresh reader, then main.cpp's main

namespace fuzz {
const char* const kWinners[2] = {"Whiteking\n", "Blackking\n"};

// Bridges of at least 2 cells, each a nim heap of A - 2; then the first king's name.
int reference(const std::uint8_t* data, size_t size) {
  const std::vector<Token> t = tokens(data, size);
  unsigned long long n = 0, v = 0, nim = 0;
  if (t.empty() || !number(t[0], n)) return -1;
  if (t.size() < 2 || n != t.size() - 2) return -1;
  for (size_t i = 1; i + 1 < t.size(); ++i) {
    if (!number(t[i], v) || v < 2) return -1;
    nim ^= v - 2;
  }
  const Token& name = t.back();
  const auto is = [&name](const char* s) {
    return name.size == std::strlen(s) && std::memcmp(name.data, s, name.size) == 0;
  };
  if (!is("Whiteking") && !is("Blackking")) return -1;
  const int first = is("Whiteking") ? 0 : 1;
  return nim != 0 ? first : 1 - first;
}
}  // namespace fuzz
