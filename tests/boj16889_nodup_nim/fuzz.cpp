// libFuzzer target of boj16889_nodup_nim (tests/io/fuzz_target.hpp): its real main.cpp run as its
// main() runs, and a reference reader of 16889's rules. Run by scripts/fuzz.sh 16889 SECONDS.
#define BOJ_FUZZ_MAIN "../../boj16889_nodup_nim/main.cpp"
#include "../io/fuzz_target.hpp"

namespace fuzz {
int run_solution() {
  fresh_reader();
  unsigned long long nim_sum = 0;
  read_piles([&nim_sum](unsigned long long a) { nim_sum ^= pile_grundy(a); });
  rd::write_line(kWinner[nim_sum != 0]);
  return 0;
}

const char* const kWinners[2] = {"koosaga\n", "cubelover\n"};

// Piles of any size; a pile is worth the largest k with k(k+1)/2 <= a.
int reference(const std::uint8_t* data, size_t size) {
  const std::vector<Token> t = tokens(data, size);
  unsigned long long n = 0, v = 0, nim = 0;
  if (t.empty() || !number(t[0], n) || n != t.size() - 1) return -1;
  for (size_t i = 1; i < t.size(); ++i) {
    if (!number(t[i], v)) return -1;
    unsigned long long lo = 0, hi = 2000000000;  // k(k+1)/2 <= 10^18 needs k < 1.5e9
    while (lo < hi) {
      const unsigned long long mid = (lo + hi + 1) / 2;
      if (mid * (mid + 1) / 2 <= v) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    nim ^= lo;
  }
  return nim != 0 ? 0 : 1;
}
}  // namespace fuzz
