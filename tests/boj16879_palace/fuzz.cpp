// libFuzzer target of boj16879_palace (tests/io/fuzz_target.hpp): its real main.cpp run as its
// main() runs, and a reference reader of 16879's rules. Run by scripts/fuzz.sh 16879 SECONDS.
#define BOJ_FUZZ_MAIN "../../boj16879_palace/main.cpp"
#include "../io/fuzz_target.hpp"

namespace fuzz {
int run_solution() {
  fresh_reader();
  unsigned long long nim_sum = 0;
  read_palaces([&nim_sum](unsigned x, unsigned y) { nim_sum ^= palace_grundy(x, y); });
  rd::write_line(kWinner[nim_sum != 0]);
  return 0;
}

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
