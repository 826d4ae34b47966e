// libFuzzer target of boj16889_nodup_nim: its real main.cpp at file scope (BOJ_NO_MAIN, `exit`
// renamed: see fuzz_target.hpp), run as its main() runs, and a reference reader of 16889's
// rules. Linked with the shared harness tests/io/fuzz_target.cpp, which checks main.cpp's
// contract and compares it with the reference on every input. Built by tests/io/CMakeLists.txt
// (target boj16889_nodup_nim_fuzz); run by scripts/fuzz.sh 16889 SECONDS and CTest
// boj16889_nodup_nim/fuzz-short.
#include "fuzz_target.hpp"

#define BOJ_NO_MAIN
#define exit fuzz_exit
#include "../../boj16889_nodup_nim/main.cpp"
#undef exit

namespace fuzz {
// main.cpp's main() on a fresh reader (its globals would carry one input into the next).
int run_solution() {
  rd::len = rd::pos = 0, rd::at_eof = false, rd::line = 1, rd::buf[0] = '\0';
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
