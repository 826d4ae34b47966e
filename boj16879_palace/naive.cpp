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

// Cells x * 64 + y of the palaces not on (0,0), sorted descending. As a cell is never 0, the
// 12-bit packing is unambiguous whatever the number of palaces.
struct Pos {
  int n = 0;
  int cell[kMaxPalaces] = {};
  std::uint64_t key() const {
    std::uint64_t k = 0;
    for (int i = 0; i < n; ++i) k = k << 12 | static_cast<std::uint64_t>(cell[i]);
    return k;
  }
};

bool wins(const Pos& pos);

// `pos` with palace i moved to (x, y): true iff the mover there loses.
bool loses_after(const Pos& pos, int i, int x, int y) {
  Pos next;
  const int c = x * 64 + y;
  bool placed = c == 0;  // a palace reaching (0,0) leaves the game
  for (int j = 0; j < pos.n; ++j) {
    if (j == i) continue;
    if (!placed && c > pos.cell[j]) next.cell[next.n++] = c, placed = true;
    next.cell[next.n++] = pos.cell[j];
  }
  if (!placed) next.cell[next.n++] = c;
  return !wins(next);
}

bool wins(const Pos& pos) {
  if (pos.n == 0) return false;  // every palace on (0,0): the mover has lost
  const std::uint64_t key = pos.key();
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  bool win = false;
  for (int i = 0; i < pos.n && !win; ++i) {
    if (i > 0 && pos.cell[i] == pos.cell[i - 1]) continue;  // same cell: the same moves
    const int x = pos.cell[i] / 64, y = pos.cell[i] % 64;
    for (int x2 = 0; x2 < x && !win; ++x2) win = loses_after(pos, i, x2, y);
    for (int y2 = 0; y2 < y && !win; ++y2) win = loses_after(pos, i, x, y2);
    if (x > 0 && y > 0 && !win) win = loses_after(pos, i, x - 1, y - 1);
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
  naive_detail::Pos pos;
  for (int c : cells) pos.cell[pos.n++] = c;
  return naive_detail::wins(pos);
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
