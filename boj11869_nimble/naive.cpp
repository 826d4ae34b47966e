// BOJ 11869 님블: brute force of the whole game from the rules (no Grundy values, no xor): the
//   mover wins iff some move reaches a lost position. A position is the sorted cells off cell 0
//   (a coin there never moves again), memoized across calls. Refuses (exit 2) more than kMaxCoins
//   coins or a cell past kMaxCell: C(18,6) = 18564 positions, ~35 ms for the worst call at -O2.
// Status: agrees with main.cpp on every generated case; domain.cpp's judge of 2 and 3 coins.
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
