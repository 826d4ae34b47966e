// BOJ 16879 궁전 게임 (Palace game): brute force of the whole game, straight from the rules.
// How: a position is the sorted multiset of the cells of the palaces not on (0,0) (a palace
//   there can never move again, so it does not matter), packed 12 bits a cell into one 64-bit
//   key. The player to move wins iff some move (one palace to (x',y) with x'<x, to (x,y')
//   with y'<y, or to (x-1,y-1)) reaches a position where the mover loses. Every position is
//   searched once (memo kept across calls). No Grundy values, no xor.
// Limits: at most kMaxPalaces = 5 palaces, coordinates 0..kMaxCoord = 63, and the product of
//   (x+1)(y+1) over the palaces (a bound on the positions reachable) at most kMaxStates =
//   60000; the worst calls take about 40 ms at -O2. Larger: refused.
// Standalone: reads the problem's input with main.cpp's own reader, prints koosaga/cubelover,
//   exit 0; malformed input: main.cpp's error line, exit 1; too large: exit 2. With
//   -DNAIVE_LIBRARY: no main(), use naive_first_wins().
// Status: agrees with samples 1-4 (sample 5 is past its limits) and with main.cpp on all
//   1300 exhaustive and 1000 stress cases of tests/boj16879_palace/cases.cpp.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <unordered_map>
#include <utility>
#include <vector>

const int kMaxPalaces = 5, kMaxCoord = 63;
const long long kMaxStates = 60000;

namespace naive_detail {
std::unordered_map<std::uint64_t, bool> memo;  // packed position -> mover wins

// pos: the cells x * 64 + y of the palaces not on (0,0), sorted descending. As a cell is never
// 0, packing them 12 bits each into the memo's key is unambiguous whatever their number.
bool wins(const std::vector<int>& pos) {
  if (pos.empty()) return false;  // every palace on (0,0): the mover has lost
  std::uint64_t key = 0;
  for (int c : pos) key = key << 12 | static_cast<std::uint64_t>(c);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  bool win = false;
  for (size_t i = 0; i < pos.size() && !win; ++i) {
    if (i > 0 && pos[i] == pos[i - 1]) continue;  // same cell: the same moves
    const int x = pos[i] / 64, y = pos[i] % 64;
    auto loses_after = [&](int x2, int y2) {  // palace i moved to (x2, y2): the mover loses
      std::vector<int> next = pos;
      next.erase(next.begin() + i);
      const int c = x2 * 64 + y2;
      if (c > 0) next.insert(std::lower_bound(next.begin(), next.end(), c, std::greater<int>()), c);
      return !wins(next);
    };
    for (int x2 = 0; x2 < x && !win; ++x2) win = loses_after(x2, y);
    for (int y2 = 0; y2 < y && !win; ++y2) win = loses_after(x, y2);
    if (x > 0 && y > 0 && !win) win = loses_after(x - 1, y - 1);
  }
  memo.emplace(key, win);
  return win;
}
}  // namespace naive_detail

// Why the brute force refuses these palaces, or nullptr when it accepts them.
const char* naive_refusal(const std::vector<std::pair<int, int>>& palaces) {
  if (palaces.size() > static_cast<size_t>(kMaxPalaces)) return "more than 5 palaces";
  long long states = 1;
  for (const auto& [x, y] : palaces) {
    if (x < 0 || y < 0 || x > kMaxCoord || y > kMaxCoord) return "a coordinate outside 0..63";
    states *= (x + 1LL) * (y + 1LL);
    if (states > kMaxStates) return "more than 60000 positions ((x+1)(y+1) multiplied)";
  }
  return nullptr;
}

// True iff the first player (koosaga) wins with palaces on these cells (x, y). Refuses
// (exit 2) what naive_refusal() names.
bool naive_first_wins(const std::vector<std::pair<int, int>>& palaces) {
  if (const char* why = naive_refusal(palaces)) {
    std::fprintf(stderr, "error: %s, too large for the brute force\n", why);
    std::exit(2);
  }
  std::vector<int> cells;
  for (const auto& [x, y] : palaces) {
    if (x > 0 || y > 0) cells.push_back(x * 64 + y);
  }
  std::sort(cells.begin(), cells.end(), std::greater<int>());
  return naive_detail::wins(cells);
}

#ifndef NAIVE_LIBRARY
#define main boj_solution_main  // main.cpp's reader, not its main(): it rejects alike
#include "main.cpp"
#undef main

int main() {
  std::vector<std::pair<int, int>> palaces;
  read_palaces([&palaces](unsigned x, unsigned y) { palaces.emplace_back(x, y); });
  std::puts(naive_first_wins(palaces) ? "koosaga" : "cubelover");
}
#endif
