// The Grundy value of one palace on every cell of a side x side board, by mex straight from
// the rules (never from main.cpp): the generator's answers (cases.cpp) and the whole-board
// check of main.cpp's palace_grundy (domain.cpp) both stand on it.
// How: cells in order of x, then y. The options of (x, y) are (x', y) for x' < x (kept as the
// bitset row[y] of their values), (x, y') for y' < y (the bitset col, cleared for each x) and
// (x-1, y-1); its value is the first in none of them. A mex is at most the number of options,
// x + y + 1 <= 5999 on the 3000 x 3000 board, so 94 words (6016 bits) cannot overflow.
// Time: about 0.2 s at -O2 for side 3000 (a word scan per cell up to its mex); 18 MB.
#pragma once
#include <cstdint>
#include <vector>

// g[x * side + y]: the value of (x, y), side <= 3000.
inline std::vector<std::uint16_t> mex_table(int side) {
  const int words = 94;
  std::vector<std::uint64_t> row(static_cast<size_t>(side) * words, 0);
  std::vector<std::uint16_t> g(static_cast<size_t>(side) * side);
  for (int x = 0; x < side; ++x) {
    std::vector<std::uint64_t> col(words, 0);
    for (int y = 0; y < side; ++y) {
      const int diag = x > 0 && y > 0 ? g[(x - 1) * side + y - 1] : -1;
      const std::uint64_t* r = &row[static_cast<size_t>(y) * words];
      int v = 0;
      for (int i = 0; i < words; ++i) {
        std::uint64_t used = r[i] | col[i];
        if (diag >= 0 && diag >> 6 == i) used |= std::uint64_t{1} << (diag & 63);
        if (~used != 0) {
          v = i * 64 + __builtin_ctzll(~used);
          break;
        }
      }
      g[static_cast<size_t>(x) * side + y] = static_cast<std::uint16_t>(v);
      col[v >> 6] |= std::uint64_t{1} << (v & 63);
    }
    for (int y = 0; y < side; ++y) {
      const int v = g[static_cast<size_t>(x) * side + y];
      row[static_cast<size_t>(y) * words + (v >> 6)] |= std::uint64_t{1} << (v & 63);
    }
  }
  return g;
}
