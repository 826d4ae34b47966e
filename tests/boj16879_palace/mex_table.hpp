// The Grundy value of one palace on every cell of a side x side board, by mex from the rules (never
//   main.cpp): cases.cpp's answers and domain.cpp stand on it. Status: `boj16879_palace/domain`.
#pragma once
#include <cstdint>
#include <vector>

// g[x * side + y]: the value of (x, y), side <= 3000.
inline std::vector<std::uint16_t> mex_table(int side) {
  const int words = 94;  // a mex <= the options' count, x + y + 1 <= 5999: 6016 bits
  std::vector<std::uint64_t> row(static_cast<size_t>(side) * words, 0);
  std::vector<std::uint16_t> g(static_cast<size_t>(side) * side);
  // row[y]: the values of (x', y) for x' < x; col: those of (x, y') for y' < y.
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
