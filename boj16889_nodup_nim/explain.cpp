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
// Korean: `--ko` (scripts/explain.sh --ko), every line in Korean but `after:`; see
//   scripts/lib/explain_text.hpp. Error lines for bad input stay main.cpp's own.
// With -DEXPLAIN_LIBRARY: no main(); explain(piles) returns the whole text (in Korean when
//   ex::ko is set).
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
  if (ko) {
    add(out, "BOJ 16889 중복 없는 님 게임: 더미 %zu개, koosaga가 선공, cubelover가 후공이다.\n", n);
    add(out,
        "더미 하나하나가 독립된 게임이다. 돌 a개짜리 새 더미의 그런디 수는 pile_grundy(a)이고,\n");
    add(out, "이미 돌을 잃은 더미의 값은 허용된 수로 갈 수 있는 값들의 mex(없는 값 중 가장 작은\n");
    add(out, "값)로, 여기서는 탐색으로 구한다.\n");
    for (size_t i = 0; i < n && i < kListed; ++i) {
      add(out, "  더미 %zu: 돌 %llu개, 새 더미: 그런디 수 %llu (이진수 %s)\n", i + 1, piles[i],
          g[i], binary(g[i], width).c_str());
    }
    if (n > kListed) add(out, "  ... 외 더미 %zu개\n", n - kListed);
  } else {
    add(out, "BOJ 16889 Nim without repeats: %zu pile%s; koosaga moves first, cubelover second.\n",
        n, n == 1 ? "" : "s");
    add(out, "Each pile is one game on its own. A fresh pile of a stones has Grundy value\n");
    add(out, "pile_grundy(a); a pile that has lost stones is worth the mex (smallest value\n");
    add(out, "missing) of the values its allowed moves reach, found here by search.\n");
    for (size_t i = 0; i < n && i < kListed; ++i) {
      add(out, "  pile %zu: %llu stone%s, fresh: Grundy value %llu (binary %s)\n", i + 1, piles[i],
          piles[i] == 1 ? "" : "s", g[i], binary(g[i], width).c_str());
    }
    if (n > kListed) add(out, "  ... and %zu more piles\n", n - kListed);
  }
  verdict(out, nim_sum, width, tr("player", "사람"), "koosaga", "cubelover");
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
      if (ko) {
        add(out,
            "이기는 수: 더미 %zu에서 돌 %u개를 가져간다 (이 더미에서 %u개를 가져간 적은 없다).\n",
            i + 1, t, t);
        why(out, g[i], nim_sum);
        add(out, "  mex의 정의에 따라 더 작은 값마다 그 값으로 가는 수가 있다.\n");
        if (a == t) {
          add(out, "  이 수는 더미를 비우고, 그 값은 0이다.");
        } else if (t > a - t) {
          add(out,
              "  이 수를 두면 돌 %u개가 남고 (%u개를 다시 가져가기에는 모자라다), 값은 %llu이다.",
              a - t, t, want);
        } else {
          add(out,
              "  이 수를 두면 돌 %u개가 남고 앞으로 이 더미에서 %u개는 가져갈 수 없으며, 값은 "
              "%llu이다.",
              a - t, t, want);
        }
        add(out, " 그러면 님 합이 0이 되고,\n");
        add(out,
            "  cubelover가 무엇을 두든 koosaga가 다시 0으로 만들 수 있으므로 마지막 수는 "
            "koosaga가 둔다.\n");
      } else {
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
          add(out,
              "  This one leaves %u stones, from which %u may never be taken again, worth %llu.",
              a - t, t, want);
        }
        add(out, " Then the nim-sum is 0;\n");
        add(out,
            "  whatever cubelover does, koosaga can make it 0 again and makes the last move.\n");
      }
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
    if (ko) {
      add(out,
          "이기는 수: 이 도구로는 구할 수 없다. 그 수를 둘 수 있는 더미는 모두 돌이 %llu개보다\n",
          kMaxSearch);
      add(out,
          "  많은데, 돌을 잃은 더미의 값은 돌 %llu개까지만 탐색한다. 그래도 승자는 확실하다:\n",
          kMaxSearch);
      add(out, "  님 합이 0이 아니다.\n");
    } else {
      add(out, "winning move: beyond this tool. Every pile that can carry it has more than %llu\n",
          kMaxSearch);
      add(out, "  stones, and the values of piles that have lost stones are searched only up to\n");
      add(out, "  %llu stones. The winner is certain all the same: the nim-sum is not 0.\n",
          kMaxSearch);
    }
    add(out, "after: unknown\n");
    return out;
  }
  size_t i = 0;
  while (i < n && piles[i] == 0) ++i;
  if (i == n) {
    add(out, tr("every move loses: koosaga has no move at all (every pile is empty).\n",
                "모든 수가 진다: koosaga는 둘 수 있는 수가 아예 없다 (모든 더미가 비어 있다).\n"));
    add(out, "after: none\n");
    return out;
  }
  if (ko) {
    add(out, "모든 수가 진다: 어떤 수든 그런디 수 하나를 바꾸므로 님 합이 0이 아니게 되고,\n");
    add(out,
        "  cubelover는 언제나 다시 0으로 되돌릴 수 있다. 어떤 수를 두어도 되므로, 돌이 있는\n");
    add(out, "  첫 더미에서 두는 수를 보인다: 더미 %zu에서 돌 1개를 가져간다 (이 더미에서 1개를\n",
        i + 1);
    add(out, "  가져간 적은 없다).\n");
  } else {
    add(out, "every move loses: a move changes one Grundy value, so the nim-sum stops being 0,\n");
    add(out, "  and cubelover can always bring it back to 0. Any legal move will do; shown, on\n");
    add(out,
        "  the first pile with a stone: take 1 stone from pile %zu (1 was never taken from it).\n",
        i + 1);
  }
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
int main(int argc, char** argv) {
  ex::options(argc, argv, "boj16889_nodup_nim_explain");
  std::vector<unsigned long long> piles;
  read_piles([&piles](unsigned long long a) { piles.push_back(a); });
  std::fputs(ex::explain(piles).c_str(), stdout);
  return 0;
}
#endif
