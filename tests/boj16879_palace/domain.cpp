// BOJ 16879 domain check: palace_grundy(x, y) of main.cpp against the Grundy value of one
//   palace computed by mex straight from the rules, on every cell of the 3000x3000 board.
// How: cells in order of x, then y. The options of (x, y) are (x', y) for x' < x (kept as
//   the bitset row[y] of their values), (x, y') for y' < y (the bitset col, cleared for each
//   x) and (x-1, y-1); g is the first value in none of them. A mex is at most the number of
//   options, x + y + 1 <= 5999, so 6016-bit sets cannot overflow (no assumed value bound).
// Time: about 0.2 s at -O2 (9e6 cells, a word scan each up to the mex). Memory: 2.3 MB.
// Status: passes against the formula 3 * ((x/3) xor (y/3)) + (x + y) mod 3.
#define BOJ_NO_MAIN
#include <cstdint>
#include <cstdio>
#include <vector>

#include "../../boj16879_palace/main.cpp"

namespace {
const int kSide = 3000;
const int kWords = 94;  // 94 * 64 = 6016 > 5999 >= every mex

struct Bits {
  std::uint64_t w[kWords] = {};
  void set(int v) { w[v >> 6] |= std::uint64_t{1} << (v & 63); }
};

// The least value in neither a nor b and not equal to extra (extra < 0: none).
int mex(const Bits& a, const Bits& b, int extra) {
  for (int i = 0; i < kWords; ++i) {
    std::uint64_t used = a.w[i] | b.w[i];
    if (extra >= 0 && extra >> 6 == i) used |= std::uint64_t{1} << (extra & 63);
    if (~used != 0) return i * 64 + __builtin_ctzll(~used);
  }
  return -1;  // unreachable: see the bound above
}
}  // namespace

int main() {
  std::vector<Bits> row(kSide);                  // row[y]: values of (x', y), x' < x
  std::vector<int> prev(kSide, -1), cur(kSide);  // g(x-1, .) and g(x, .)
  int largest = 0;
  for (int x = 0; x < kSide; ++x) {
    Bits col;  // values of (x, y'), y' < y
    for (int y = 0; y < kSide; ++y) {
      const int g = mex(row[y], col, x > 0 && y > 0 ? prev[y - 1] : -1);
      const unsigned long long got = palace_grundy(x, y);
      if (got != static_cast<unsigned long long>(g)) {
        std::printf(
            "boj16879_palace domain: MISMATCH at (%d, %d): palace_grundy = %llu, mex = %d\n", x, y,
            got, g);
        return 1;
      }
      cur[y] = g;
      col.set(g);
      if (g > largest) largest = g;
    }
    for (int y = 0; y < kSide; ++y) row[y].set(cur[y]);
    prev.swap(cur);
  }
  std::printf(
      "boj16879_palace domain: palace_grundy(x, y) equals the mex of the rules on all %d cells "
      "0 <= x, y < %d (values 0..%d)\n",
      kSide * kSide, kSide, largest);
  return 0;
}
