// BOJ 16889 Nim without repeats - winning-move explainer for learners (a study tool, not a
//   submission).
// Use: scripts/explain.sh 16889 < input. Reads the input with main.cpp's own read_piles()
//   (so it accepts exactly what the solution accepts; invalid input: one `error: ...` line on
//   stderr, exit 1) and prints each pile's Grundy value, the nim-sum, the winner and one
//   winning move, or says that every move loses and shows one legal move anyway.
// Last line, always: `after: L_1{T..} ... L_N{T..}` (per pile, input order: the stones left
//   and the amounts already taken from it, e.g. `3{4}`; a fresh pile is `5{}`), `after: none`
//   when no pile has a stone, or `after: unknown` when the winning move is beyond the search.
// How: a fresh pile's Grundy value is main.cpp's pile_grundy (included, not retyped). A move
//   leaves a pile that has lost stones, whose value pile_grundy does not give: it is found by
//   memoized search over (stones left, amounts taken that are still <= stones left), feasible
//   for piles up to kMaxSearch = 63 stones. The search is checked against pile_grundy on
//   every fresh pile it meets (exit 3 on a disagreement).
// Shared: the text helpers and the lines the four explainers word alike (the nim-sum and
//   who wins by it, why a winning move wins) are in scripts/lib/explain_text.hpp.
// With -DEXPLAIN_LIBRARY: no main(); explain(piles) returns the whole text.
// Status: tests/explain/boj16889_nodup_nim.cpp checks every shown move with a brute force.
#define BOJ_NO_MAIN  // main.cpp without its main(): its reader, read_*() and Grundy function

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "../scripts/lib/explain_text.hpp"
#include "main.cpp"

namespace ex {
const unsigned long long kMaxSearch = 63;  // largest pile whose moves are searched
std::unordered_map<std::uint64_t, int> memo[kMaxSearch + 1];  // [left][taken mask] -> Grundy

std::uint64_t bit(unsigned long long t) { return std::uint64_t{1} << (t - 1); }  // amount t

// Grundy value of a pile with `left` <= kMaxSearch stones from which the amounts in `taken`
// (bit t-1: amount t) were already taken: the mex over the amounts still allowed.
int state_grundy(unsigned left, std::uint64_t taken) {
  taken &= (std::uint64_t{1} << left) - 1;  // amounts above `left` can no longer be taken
  const auto found = memo[left].find(taken);
  if (found != memo[left].end()) return found->second;
  std::uint64_t seen = 0;
  for (unsigned t = 1; t <= left; ++t)
    if (!(taken & bit(t))) seen |= std::uint64_t{1} << state_grundy(left - t, taken | bit(t));
  int g = 0;
  while (seen >> g & 1) ++g;
  return memo[left][taken] = g;
}

std::string explain(const std::vector<unsigned long long>& piles) {
  std::string out;
  const size_t n = piles.size();
  const auto [g, nim_sum, width] = grundy_values(piles, [](unsigned long long a) {
    const unsigned long long v = pile_grundy(a);
    if (a <= kMaxSearch) {
      const int searched = state_grundy(static_cast<unsigned>(a), 0);
      if (static_cast<unsigned long long>(searched) != v) {
        internal("pile_grundy(%llu) = %llu, but the search of the rules gives %d", a, v, searched);
      }
    }
    return v;
  });
  add(out, "BOJ 16889 Nim without repeats: %zu pile%s; koosaga moves first, cubelover second.\n", n,
      n == 1 ? "" : "s");
  add(out, "Each pile is one game on its own. A fresh pile of a stones has Grundy value\n");
  add(out, "pile_grundy(a); a pile that has lost stones is worth the mex (smallest value\n");
  add(out, "missing) of the values its allowed moves reach, found here by search.\n");
  for (size_t i = 0; i < n && i < kListed; ++i) {
    add(out, "  pile %zu: %llu stone%s, fresh: Grundy value %llu (binary %s)\n", i + 1, piles[i],
        piles[i] == 1 ? "" : "s", g[i], binary(g[i], width).c_str());
  }
  if (n > kListed) add(out, "  ... and %zu more piles\n", n - kListed);
  verdict(out, nim_sum, width, "player", "koosaga", "cubelover");
  if (nim_sum != 0) {
    size_t too_big = 0;
    for (size_t i = 0; i < n; ++i) {
      const unsigned long long want = g[i] ^ nim_sum;
      if (want >= g[i]) continue;  // the highest set bit of the nim-sum is not set in g[i]
      if (piles[i] > kMaxSearch) {
        ++too_big;
        continue;
      }
      const unsigned a = static_cast<unsigned>(piles[i]);
      unsigned t = 1;
      while (t <= a && static_cast<unsigned long long>(state_grundy(a - t, bit(t))) != want) ++t;
      if (t > a) internal("no move from a fresh pile of %u stones has Grundy value %llu", a, want);
      add(out, "winning move: take %u stone%s from pile %zu (%u was never taken from it).\n", t,
          t == 1 ? "" : "s", i + 1, t);
      why(out, g[i], nim_sum);
      add(out, "  is smaller, and by the mex some move reaches every smaller value.\n");
      if (a == t) {
        add(out, "  This one empties the pile, worth 0 then.");
      } else if (t > a - t) {
        add(out, "  This one leaves %u stone%s (too few to take %u again), worth %llu.", a - t,
            a - t == 1 ? "" : "s", t, want);
      } else {
        add(out, "  This one leaves %u stones, from which %u may never be taken again, worth %llu.",
            a - t, t, want);
      }
      add(out, " Then the nim-sum is 0;\n");
      add(out, "  whatever cubelover does, koosaga can make it 0 again and makes the last move.\n");
      add(out, "after:");
      for (size_t j = 0; j < n; ++j) {
        if (j == i) {
          add(out, " %u{%u}", a - t, t);
        } else {
          add(out, " %llu{}", piles[j]);
        }
      }
      add(out, "\n");
      return out;
    }
    if (too_big == 0) internal("the nim-sum is %llu but no pile can lower it to 0", nim_sum);
    add(out, "winning move: beyond this tool. Every pile that can carry it has more than %llu\n",
        kMaxSearch);
    add(out, "  stones, and the values of piles that have lost stones are searched only up to\n");
    add(out, "  %llu stones. The winner is certain all the same: the nim-sum is not 0.\n",
        kMaxSearch);
    add(out, "after: unknown\n");
    return out;
  }
  size_t i = 0;
  while (i < n && piles[i] == 0) ++i;
  if (i == n) {
    add(out, "every move loses: koosaga has no move at all (every pile is empty).\n");
    add(out, "after: none\n");
    return out;
  }
  add(out, "every move loses: a move changes one Grundy value, so the nim-sum stops being 0,\n");
  add(out, "  and cubelover can always bring it back to 0. Any legal move will do; shown, on\n");
  add(out,
      "  the first pile with a stone: take 1 stone from pile %zu (1 was never taken from it).\n",
      i + 1);
  add(out, "after:");
  for (size_t j = 0; j < n; ++j) {
    if (j == i) {
      add(out, " %llu{1}", piles[j] - 1);
    } else {
      add(out, " %llu{}", piles[j]);
    }
  }
  add(out, "\n");
  return out;
}
}  // namespace ex

#ifndef EXPLAIN_LIBRARY
int main() {
  std::vector<unsigned long long> piles;
  read_piles([&piles](unsigned long long a) { piles.push_back(a); });
  std::fputs(ex::explain(piles).c_str(), stdout);
  return 0;
}
#endif
