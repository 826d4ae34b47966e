// BOJ 16879 Palace game - winning-move explainer for learners (a study tool, not a submission).
// Use: scripts/explain.sh 16879 < input. Reads the input with main.cpp's own read_palaces()
//   (so it accepts exactly what the solution accepts; invalid input: one `error: ...` line on
//   stderr, exit 1) and prints each palace's Grundy value, the nim-sum, the winner and one
//   winning move, or says that every move loses and shows one legal move anyway.
// Last line, always: `after: X_1,Y_1 ... X_N,Y_N` (the palaces after the shown move, input
//   order) or `after: none` when no palace can move (all on (0,0)).
// How: the Grundy values come from main.cpp's palace_grundy (included, not retyped). The
//   winning move is searched among the palace's own moves (left, down, one diagonal step)
//   for a cell whose Grundy value is g xor nim-sum; none found means palace_grundy is not
//   the mex of the moves (exit 3).
// Shared: the text helpers and the lines the four explainers word alike (the nim-sum and
//   who wins by it, why a winning move wins) are in scripts/lib/explain_text.hpp.
// Korean: `--ko` (scripts/explain.sh --ko), every line in Korean but `after:`; see
//   scripts/lib/explain_text.hpp. Error lines for bad input stay main.cpp's own.
// With -DEXPLAIN_LIBRARY: no main(); explain(palaces) returns the whole text (in Korean when
//   ex::ko is set).
// Status: tests/explain/boj16879_palace.cpp checks every shown move with a brute force.
#define BOJ_NO_MAIN  // main.cpp without its main(): its reader, read_*() and Grundy function

#include <string>
#include <utility>
#include <vector>

#include "../scripts/lib/explain_text.hpp"
#include "main.cpp"

namespace ex {
using Cell = std::pair<unsigned long long, unsigned long long>;

// How a palace gets from `from` to `to` in one move, in words.
std::string how(Cell from, Cell to) {
  char s[96];
  if (ko) {
    if (to.second == from.second) {
      std::snprintf(s, sizeof s, "왼쪽으로 %llu칸", from.first - to.first);
    } else if (to.first == from.first) {
      std::snprintf(s, sizeof s, "아래로 %llu칸", from.second - to.second);
    } else {
      std::snprintf(s, sizeof s, "대각선으로 한 칸 (왼쪽 아래)");
    }
    return s;
  }
  if (to.second == from.second) {
    std::snprintf(s, sizeof s, "%llu cell%s left", from.first - to.first,
                  from.first - to.first == 1 ? "" : "s");
  } else if (to.first == from.first) {
    std::snprintf(s, sizeof s, "%llu cell%s down", from.second - to.second,
                  from.second - to.second == 1 ? "" : "s");
  } else {
    std::snprintf(s, sizeof s, "one step diagonally (left and down)");
  }
  return s;
}

// A move of the palace on `c` to a cell of Grundy value `want`; false when there is none.
bool find_move(Cell c, unsigned long long want, Cell& to) {
  const unsigned long long x = c.first, y = c.second;
  for (unsigned long long i = 0; i < x; ++i)
    if (palace_grundy(i, y) == want) return to = {i, y}, true;
  for (unsigned long long j = 0; j < y; ++j)
    if (palace_grundy(x, j) == want) return to = {x, j}, true;
  if (x > 0 && y > 0 && palace_grundy(x - 1, y - 1) == want) return to = {x - 1, y - 1}, true;
  return false;
}

void after(std::string& out, const std::vector<Cell>& palaces, size_t moved, Cell to) {
  add(out, "after:");
  for (size_t j = 0; j < palaces.size(); ++j) {
    const Cell c = j == moved ? to : palaces[j];
    add(out, " %llu,%llu", c.first, c.second);
  }
  add(out, "\n");
}

std::string explain(const std::vector<Cell>& palaces) {
  std::string out;
  const size_t n = palaces.size();
  const auto [g, nim_sum, width] =
      grundy_values(palaces, [](Cell c) { return palace_grundy(c.first, c.second); });
  if (ko) {
    add(out, "BOJ 16879 궁전 게임: 궁전 %zu개, koosaga가 선공, cubelover가 후공이다.\n", n);
    add(out, "궁전 하나하나가 독립된 게임이다. 궁전의 그런디 수 palace_grundy(x, y)는 그 궁전이\n");
    add(out, "갈 수 있는 칸들의 값의 mex(없는 값 중 가장 작은 값)다.\n");
  } else {
    add(out, "BOJ 16879 Palace game: %zu palace%s; koosaga moves first, cubelover second.\n", n,
        n == 1 ? "" : "s");
    add(out,
        "Each palace is one game on its own; its Grundy value palace_grundy(x, y) is the mex\n");
    add(out, "(smallest value missing) of the values of the cells it can move to.\n");
  }
  for (size_t i = 0; i < n && i < kListed; ++i) {
    add(out,
        tr("  palace %zu on (%llu,%llu): Grundy value %llu (binary %s)\n",
           "  궁전 %zu (%llu,%llu): 그런디 수 %llu (이진수 %s)\n"),
        i + 1, palaces[i].first, palaces[i].second, g[i], binary(g[i], width).c_str());
  }
  if (n > kListed)
    add(out, tr("  ... and %zu more palaces\n", "  ... 외 궁전 %zu개\n"), n - kListed);
  verdict(out, nim_sum, width, tr("player", "사람"), "koosaga", "cubelover");
  if (nim_sum != 0) {
    for (size_t i = 0; i < n; ++i) {
      const unsigned long long want = g[i] ^ nim_sum;
      Cell to;
      if (want >= g[i]) continue;  // the highest set bit of the nim-sum is not set in g[i]
      if (!find_move(palaces[i], want, to)) {
        internal("palace (%llu,%llu) of Grundy value %llu has no move to Grundy value %llu",
                 palaces[i].first, palaces[i].second, g[i], want);
      }
      add(out,
          tr("winning move: move palace %zu from (%llu,%llu) %s to (%llu,%llu).\n",
             "이기는 수: 궁전 %zu, (%llu,%llu)에서 %s 이동 → (%llu,%llu).\n"),
          i + 1, palaces[i].first, palaces[i].second, how(palaces[i], to).c_str(), to.first,
          to.second);
      why(out, g[i], nim_sum);
      if (ko) {
        add(out,
            "  mex의 정의에 따라 더 작은 값마다 그 값으로 가는 수가 있고, (%llu,%llu)가 그런\n",
            to.first, to.second);
        add(out,
            "  칸이다. 그러면 님 합이 0이 되고, cubelover가 무엇을 두든 koosaga가 다시 0으로\n");
        add(out, "  만들 수 있으므로 마지막 수는 koosaga가 둔다.\n");
      } else {
        add(out,
            "  is smaller, and by the mex some move reaches every smaller value; (%llu,%llu)\n",
            to.first, to.second);
        add(out,
            "  is such a cell. Then the nim-sum is 0; whatever cubelover does, koosaga can make\n");
        add(out, "  it 0 again and makes the last move.\n");
      }
      after(out, palaces, i, to);
      return out;
    }
    internal("the nim-sum is %llu but no palace can lower it to 0", nim_sum);
  }
  size_t i = 0;
  while (i < n && palaces[i].first == 0 && palaces[i].second == 0) ++i;
  if (i == n) {
    add(out,
        tr("every move loses: koosaga has no move at all (every palace is on (0,0)).\n",
           "모든 수가 진다: koosaga는 둘 수 있는 수가 아예 없다 (모든 궁전이 (0,0)에 있다).\n"));
    add(out, "after: none\n");
    return out;
  }
  const Cell from = palaces[i];
  const Cell to =
      from.first > 0 ? Cell{from.first - 1, from.second} : Cell{from.first, from.second - 1};
  if (ko) {
    add(out, "모든 수가 진다: 어떤 수든 그런디 수 하나를 바꾸므로 님 합이 0이 아니게 되고,\n");
    add(out,
        "  cubelover는 언제나 다시 0으로 되돌릴 수 있다. 어떤 수를 두어도 되므로, 움직일 수\n");
    add(out, "  있는 첫 궁전을 한 번 옮기는 수를 보인다: 궁전 %zu, (%llu,%llu)에서 %s 이동 →\n",
        i + 1, from.first, from.second, how(from, to).c_str());
    add(out, "  (%llu,%llu).\n", to.first, to.second);
  } else {
    add(out, "every move loses: a move changes one Grundy value, so the nim-sum stops being 0,\n");
    add(out, "  and cubelover can always bring it back to 0. Any legal move will do; shown: the\n");
    add(out,
        "  first palace that can move, one step: palace %zu from (%llu,%llu) %s to "
        "(%llu,%llu).\n",
        i + 1, from.first, from.second, how(from, to).c_str(), to.first, to.second);
  }
  after(out, palaces, i, to);
  return out;
}
}  // namespace ex

#ifndef EXPLAIN_LIBRARY
int main(int argc, char** argv) {
  ex::options(argc, argv, "boj16879_palace_explain");
  std::vector<ex::Cell> palaces;
  read_palaces([&palaces](unsigned x, unsigned y) { palaces.push_back({x, y}); });
  std::fputs(ex::explain(palaces).c_str(), stdout);
  return 0;
}
#endif
