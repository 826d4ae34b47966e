// BOJ 11869 님블 (Nimble): brute force of the whole game, straight from the rules.
// How: a position is the sorted multiset of the cells of the coins not yet on cell 0 (a coin
//   on cell 0 can never move again, so it does not matter). The player to move wins iff some
//   move (one coin from cell p to any q < p) reaches a position where the mover loses. Every
//   position is searched once (memo kept across calls). No Grundy values, no xor.
// Limits: at most kMaxCoins = 6 coins on cells 0..kMaxCell = 12, i.e. at most C(18,6) = 18564
//   positions; the worst call (6 coins on cell 12) takes about 35 ms at -O2. Larger: refused.
// Standalone: reads the problem's input with main.cpp's own reader, prints koosaga/cubelover,
//   exit 0; malformed input: main.cpp's error line, exit 1; too large: exit 2. With
//   -DNAIVE_LIBRARY: no main(), use naive_first_wins(), or naive_detail::wins() on a sorted
//   position, without the limits.
// Status: agrees with the 7 samples and main.cpp on every generated case; its search is also
//   tests/boj11869_nimble/domain.cpp's judge of 2 coins on cells 0..200 and 3 on 0..40.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <vector>

const long long kMaxCoins = 6, kMaxCell = 12;

namespace naive_detail {
std::map<std::vector<long long>, bool> memo;  // sorted positive cells -> mover wins

bool wins(const std::vector<long long>& pos) {
  if (pos.empty()) return false;  // all coins on cell 0: the mover has lost
  if (auto it = memo.find(pos); it != memo.end()) return it->second;
  bool win = false;
  for (size_t i = 0; i < pos.size() && !win; ++i) {
    if (i > 0 && pos[i] == pos[i - 1]) continue;  // same cell: the same moves
    for (long long q = 0; q < pos[i] && !win; ++q) {
      std::vector<long long> next = pos;
      next.erase(next.begin() + i);
      if (q > 0) next.insert(std::lower_bound(next.begin(), next.end(), q), q);
      win = !wins(next);
    }
  }
  memo.emplace(pos, win);
  return win;
}
}  // namespace naive_detail

// True iff the first player (koosaga) wins with coins on these cells. Refuses (exit 2) more
// than kMaxCoins coins or a cell outside 0..kMaxCell.
bool naive_first_wins(const std::vector<long long>& cells) {
  if (static_cast<long long>(cells.size()) > kMaxCoins) {
    std::fprintf(stderr, "error: %zu coins, the brute force handles at most %lld\n", cells.size(),
                 kMaxCoins);
    std::exit(2);
  }
  std::vector<long long> pos;
  for (long long c : cells) {
    if (c < 0 || c > kMaxCell) {
      std::fprintf(stderr, "error: cell %lld, the brute force handles cells 0..%lld\n", c,
                   kMaxCell);
      std::exit(2);
    }
    if (c > 0) pos.push_back(c);
  }
  std::sort(pos.begin(), pos.end());
  return naive_detail::wins(pos);
}

#ifndef NAIVE_LIBRARY
#define main boj_solution_main  // main.cpp's reader, not its main(): it rejects alike
#include "main.cpp"
#undef main

int main() {
  std::vector<long long> cells;  // a cell past kMaxCell is refused by naive_first_wins
  read_coins(
      [&cells](unsigned long long p) { cells.push_back(p > 99 ? 99 : static_cast<long long>(p)); });
  std::puts(naive_first_wins(cells) ? "koosaga" : "cubelover");
}
#endif
