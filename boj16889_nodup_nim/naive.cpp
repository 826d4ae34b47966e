// BOJ 16889 중복 없는 님 게임: brute force of the whole game from the rules (no Grundy values, no
//   xor): the mover wins iff some move reaches a lost position. A position is the sorted live
//   piles, memoized across calls. Refuses (exit 2) more than kMaxTotal stones: ~7 ms for the
//   worst call at -O2, ~0.3 s for the 1815 small checks of `cases write`.
// Status: agrees with main.cpp on every small generated case, and with pile_search.hpp.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <utility>
#include <vector>

const int kMaxTotal = 24;

namespace naive_detail {
// A pile: stones left r, and the amounts taken that are still <= r (bit t-1: amount t): a
// larger one could not be taken again anyway.
using Pile = std::pair<int, std::uint64_t>;
std::map<std::vector<Pile>, bool> memo;  // sorted live piles -> mover wins

// The pile with r stones and amounts `taken` used, cut to 1..r; {0, 0} when it has no move.
Pile make(int r, std::uint64_t taken) {
  const std::uint64_t all = r >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << r) - 1;
  taken &= all;
  return taken == all ? Pile{0, 0} : Pile{r, taken};
}

bool wins(const std::vector<Pile>& pos) {
  if (pos.empty()) return false;  // no move anywhere: the mover has lost
  if (auto it = memo.find(pos); it != memo.end()) return it->second;
  bool win = false;
  for (size_t i = 0; i < pos.size() && !win; ++i) {
    if (i > 0 && pos[i] == pos[i - 1]) continue;  // an identical pile: the same moves
    const auto [r, used] = pos[i];
    for (int t = 1; t <= r && !win; ++t) {
      if (used >> (t - 1) & 1) continue;
      std::vector<Pile> next = pos;
      next.erase(next.begin() + i);
      if (const Pile q = make(r - t, used | std::uint64_t{1} << (t - 1)); q.first > 0) {
        next.insert(std::lower_bound(next.begin(), next.end(), q), q);
      }
      win = !wins(next);
    }
  }
  memo.emplace(pos, win);
  return win;
}
}  // namespace naive_detail

// Piles of at most 64 stones with a history (bit t-1: amount t taken). No size limit: the
// caller keeps the search small (tests/explain/ does, by the number of pile states).
bool naive_mover_wins(const std::vector<std::pair<int, std::uint64_t>>& piles) {
  std::vector<naive_detail::Pile> pos;
  for (const auto& [r, taken] : piles) {
    if (r < 0 || r > 64) {
      std::fprintf(stderr, "error: a pile of %d stones, the brute force handles 0..64\n", r);
      std::exit(2);
    }
    if (const naive_detail::Pile q = naive_detail::make(r, taken); q.first > 0) pos.push_back(q);
  }
  std::sort(pos.begin(), pos.end());
  return naive_detail::wins(pos);
}

bool naive_first_wins(const std::vector<int>& piles) {
  long long total = 0;
  for (int a : piles) total += a;
  if (total > kMaxTotal) {
    std::fprintf(stderr, "error: %lld stones in all, the brute force handles at most %d\n", total,
                 kMaxTotal);
    std::exit(2);
  }
  std::vector<std::pair<int, std::uint64_t>> fresh;
  for (int a : piles) fresh.push_back({a, 0});
  return naive_mover_wins(fresh);
}

#ifndef NAIVE_LIBRARY
#define main boj_solution_main  // main.cpp's reader, not its main(): it rejects alike
#include "main.cpp"
#undef main

int main() {
  std::vector<int> piles;  // a pile past kMaxTotal is refused by naive_first_wins
  read_piles(
      [&piles](unsigned long long a) { piles.push_back(a > 99 ? 99 : static_cast<int>(a)); });
  std::puts(naive_first_wins(piles) ? "koosaga" : "cubelover");
}
#endif
