// BOJ 16879 domain check: palace_grundy(x, y) of main.cpp against the Grundy value of one
//   palace computed by mex straight from the rules (mex_table.hpp), on every cell of the
//   3000x3000 board.
// Time: about 0.2 s at -O2 (9e6 cells). Memory: 20 MB.
// Status: passes against the formula 3 * ((x/3) xor (y/3)) + (x + y) mod 3.
#include <cstdio>

#include BOJ_GAME  // main.cpp, through its game
#include "mex_table.hpp"

int main() {
  const int kSide = 3000;
  const std::vector<std::uint16_t> g = mex_table(kSide);
  int largest = 0;
  for (int x = 0; x < kSide; ++x) {
    for (int y = 0; y < kSide; ++y) {
      const int want = g[static_cast<size_t>(x) * kSide + y];
      const unsigned long long got = palace_grundy(x, y);
      if (got != static_cast<unsigned long long>(want)) {
        std::printf(
            "boj16879_palace domain: MISMATCH at (%d, %d): palace_grundy = %llu, mex = %d\n", x, y,
            got, want);
        return 1;
      }
      if (want > largest) largest = want;
    }
  }
  std::printf(
      "boj16879_palace domain: palace_grundy(x, y) equals the mex of the rules on all %d cells "
      "0 <= x, y < %d (values 0..%d)\n",
      kSide * kSide, kSide, largest);
  return 0;
}
