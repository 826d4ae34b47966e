// BOJ 11869 Nimble - winning-move explainer for learners (a study tool, not a submission).
// Use: scripts/explain.sh 11869 < input. Reads the input with main.cpp's own read_coins()
//   (so it accepts exactly what the solution accepts; invalid input: one `error: ...` line on
//   stderr, exit 1) and prints each coin's Grundy value, the nim-sum, the winner and one
//   winning move, or says that every move loses and shows one legal move anyway.
// Last line, always: `after: C_1 ... C_M` (the coins' cells after the shown move, input order)
//   or `after: none` when no coin can move (all on cell 0).
// How: the Grundy values come from main.cpp's coin_grundy (included, not retyped). A coin on
//   cell p reaches every cell q < p, and coin_grundy increases with the cell, so the cell
//   with the wanted Grundy value is found by bisection and then checked (exit 3 if absent).
// Shared: the text helpers and the lines the four explainers word alike (the nim-sum and
//   who wins by it, why a winning move wins) are in scripts/lib/explain_text.hpp.
// Korean: `--ko` (scripts/explain.sh --ko), every line in Korean but `after:`; see
//   scripts/lib/explain_text.hpp. Error lines for bad input stay main.cpp's own.
// With -DEXPLAIN_LIBRARY: no main(); explain(cells) returns the whole text (in Korean when
//   ex::ko is set).
// Status: tests/explain/boj11869_nimble.cpp checks every shown move with a brute force.
#define BOJ_NO_MAIN  // main.cpp without its main(): its reader, read_*() and Grundy function

#include <string>
#include <vector>

#include "../scripts/lib/explain_text.hpp"
#include "main.cpp"

namespace ex {
// The smallest cell q < p with coin_grundy(q) >= want (coin_grundy increases), or p.
unsigned long long first_cell_reaching(unsigned long long want, unsigned long long p) {
  unsigned long long lo = 0, hi = p;
  while (lo < hi) {
    const unsigned long long mid = lo + (hi - lo) / 2;
    if (coin_grundy(mid) >= want) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

std::string explain(const std::vector<unsigned long long>& cells) {
  std::string out;
  const size_t m = cells.size();
  const auto [g, nim_sum, width] = grundy_values(cells, coin_grundy);
  if (ko) {
    add(out, "BOJ 11869 님블: 동전 %zu개, koosaga가 선공, cubelover가 후공이다.\n", m);
    add(out, "동전 하나하나가 독립된 게임이다. 칸 p의 동전은 돌 coin_grundy(p)개짜리 님 더미와\n");
    add(out, "같다 (칸 q < p로 옮기는 것이 더미에서 돌을 가져가는 것이다).\n");
  } else {
    add(out, "BOJ 11869 Nimble: %zu coin%s; koosaga moves first, cubelover second.\n", m,
        m == 1 ? "" : "s");
    add(out,
        "Each coin is one game on its own: a coin on cell p is a nim heap of coin_grundy(p)\n");
    add(out, "stones (sliding it to a cell q < p is taking stones from the heap).\n");
  }
  for (size_t i = 0; i < m && i < kListed; ++i) {
    add(out,
        tr("  coin %zu on cell %llu: Grundy value %llu (binary %s)\n",
           "  동전 %zu (칸 %llu): 그런디 수 %llu (이진수 %s)\n"),
        i + 1, cells[i], g[i], binary(g[i], width).c_str());
  }
  if (m > kListed) add(out, tr("  ... and %zu more coins\n", "  ... 외 동전 %zu개\n"), m - kListed);
  verdict(out, nim_sum, width, tr("player", "사람"), "koosaga", "cubelover");
  if (nim_sum != 0) {
    for (size_t i = 0; i < m; ++i) {
      const unsigned long long want = g[i] ^ nim_sum;
      if (want >= g[i]) continue;  // the highest set bit of the nim-sum is not set in g[i]
      const unsigned long long q = first_cell_reaching(want, cells[i]);
      if (q >= cells[i] || coin_grundy(q) != want) {
        internal("no cell left of %llu has Grundy value %llu", cells[i], want);
      }
      add(out,
          tr("winning move: move coin %zu from cell %llu to cell %llu.\n",
             "이기는 수: 동전 %zu, 칸 %llu → 칸 %llu.\n"),
          i + 1, cells[i], q);
      why(out, g[i], nim_sum);
      if (ko) {
        add(out,
            "  동전은 언제나 더 작은 그런디 수의 칸으로 옮길 수 있다. 그러면 님 합이 0이 되고,\n");
        add(out, "  cubelover가 무엇을 두든 koosaga가 다시 0으로 만들 수 있으므로 마지막 수는\n");
        add(out, "  koosaga가 둔다.\n");
      } else {
        add(out,
            "  is smaller, and a coin can always move to a smaller Grundy value. Then the "
            "nim-sum\n");
        add(out,
            "  is 0; whatever cubelover does, koosaga can make it 0 again and makes the last "
            "move.\n");
      }
      add(out, "after:");
      for (size_t j = 0; j < m; ++j) add(out, " %llu", j == i ? q : cells[j]);
      add(out, "\n");
      return out;
    }
    internal("the nim-sum is %llu but no coin can lower it to 0", nim_sum);
  }
  size_t i = 0;
  while (i < m && cells[i] == 0) ++i;
  if (i == m) {
    add(out,
        tr("every move loses: koosaga has no move at all (no coin is off cell 0).\n",
           "모든 수가 진다: koosaga는 둘 수 있는 수가 아예 없다 (모든 동전이 칸 0에 있다).\n"));
    add(out, "after: none\n");
    return out;
  }
  if (ko) {
    add(out, "모든 수가 진다: 어떤 수든 그런디 수 하나를 바꾸므로 님 합이 0이 아니게 되고,\n");
    add(out,
        "  cubelover는 언제나 다시 0으로 되돌릴 수 있다. 어떤 수를 두어도 되므로, 움직일 수\n");
    add(out, "  있는 첫 동전을 왼쪽으로 한 칸 옮기는 수를 보인다: 동전 %zu, 칸 %llu → 칸 %llu.\n",
        i + 1, cells[i], cells[i] - 1);
  } else {
    add(out, "every move loses: a move changes one Grundy value, so the nim-sum stops being 0,\n");
    add(out, "  and cubelover can always bring it back to 0. Any legal move will do; shown: the\n");
    add(out, "  first coin that can move, one cell left: coin %zu from cell %llu to cell %llu.\n",
        i + 1, cells[i], cells[i] - 1);
  }
  add(out, "after:");
  for (size_t j = 0; j < m; ++j) add(out, " %llu", j == i ? cells[j] - 1 : cells[j]);
  add(out, "\n");
  return out;
}
}  // namespace ex

#ifndef EXPLAIN_LIBRARY
int main(int argc, char** argv) {
  ex::options(argc, argv, "boj11869_nimble_explain");
  std::vector<unsigned long long> cells;
  read_coins([&cells](unsigned long long p) { cells.push_back(p); });
  std::fputs(ex::explain(cells).c_str(), stdout);
  return 0;
}
#endif
