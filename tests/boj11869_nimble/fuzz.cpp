// libFuzzer target of boj11869_nimble (tests/io/fuzz_target.hpp): its real main.cpp run as its
// main() runs, and a reference reader of 11869's rules. Run by scripts/fuzz.sh 11869 SECONDS.
#define BOJ_FUZZ_MAIN "../../boj11869_nimble/main.cpp"
#include "../io/fuzz_target.hpp"

namespace fuzz {
int run_solution() {
  fresh_reader();
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
