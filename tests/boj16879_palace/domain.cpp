// BOJ 16879's key fact: palace_grundy(x, y) against the mex of the rules (mex_table.hpp) on the
//   whole 3000 x 3000 board. Status: `boj16879_palace/domain`, about 0.2 s and 20 MB.
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
