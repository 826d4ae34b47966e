// libFuzzer target of boj18937_kings_bridge (tests/io/fuzz_target.hpp): its real main.cpp run as
// its main() runs, and a reference reader of 18937's rules. Run by scripts/fuzz.sh 18937 SECONDS.
#define BOJ_FUZZ_MAIN "../../boj18937_kings_bridge/main.cpp"
#include "../io/fuzz_target.hpp"

namespace fuzz {
int run_solution() {
  fresh_reader();
  unsigned long long nim_sum = 0;
  const int first = read_bridges([&nim_sum](unsigned long long a) { nim_sum ^= bridge_grundy(a); });
  rd::write_line(kKings[nim_sum != 0 ? first : 1 - first]);
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
