// BOJ 16879 궁전 게임: brute force of the whole game from the rules (no Grundy values, no xor): the
//   mover wins iff some move reaches a lost position. A position is the sorted cells off (0,0) (a
//   palace there never moves again), memoized across calls. Refuses (exit 2) what naive_refusal()
//   names; the worst accepted call takes ~40 ms at -O2.
// Status: agrees with samples 1-4 and main.cpp on every exhaustive and stress case.
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

// Each cell a palace on (x, y) moves to, by the rules: left in its row, down in its column, one
// step diagonally; to(x2, y2) true stops. Also the explain check's rule (not game.hpp's).
template <class To>
bool naive_moves(int x, int y, To to) {
  bool stop = false;
  for (int x2 = 0; x2 < x && !stop; ++x2) stop = to(x2, y);
  for (int y2 = 0; y2 < y && !stop; ++y2) stop = to(x, y2);
  return stop || (x > 0 && y > 0 && to(x - 1, y - 1));
}

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
    win = naive_moves(x, y, loses_after);
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
