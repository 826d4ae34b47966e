// libFuzzer target of boj18937_kings_bridge: its real main.cpp at file scope (BOJ_NO_MAIN, `exit`
// renamed: see fuzz_target.hpp), run as its main() runs, and a reference reader of 18937's
// rules. Linked with the shared harness tests/io/fuzz_target.cpp, which checks main.cpp's
// contract and compares it with the reference on every input. Built by tests/io/CMakeLists.txt
// (target boj18937_kings_bridge_fuzz); run by scripts/fuzz.sh 18937 SECONDS and CTest
// boj18937_kings_bridge/fuzz-short.
#include "fuzz_target.hpp"

#define BOJ_NO_MAIN
#define exit fuzz_exit
#include "../../boj18937_kings_bridge/main.cpp"
#undef exit

namespace fuzz {
// main.cpp's main() on a fresh reader (its globals would carry one input into the next).
int run_solution() {
  rd::len = rd::pos = 0, rd::at_eof = false, rd::line = 1, rd::buf[0] = '\0';
  unsigned long long nim_sum = 0;
  const int first = read_bridges([&nim_sum](unsigned long long a) { nim_sum ^= bridge_grundy(a); });
  rd::write_line(winner(first, nim_sum));
  return 0;
}

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
