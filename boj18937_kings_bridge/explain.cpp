// BOJ 18937 Kings' bridge - winning-move explainer for learners (a study tool, not a
//   submission).
// Use: scripts/explain.sh 18937 < input. Reads the input with main.cpp's own read_bridges()
//   (so it accepts exactly what the solution accepts; invalid input: one `error: ...` line on
//   stderr, exit 1) and prints each bridge's gap and Grundy value, the nim-sum, the winner and
//   one winning move, or says that every move loses and shows one legal move anyway.
// Last line, always: `after: KING W_1,B_1 ... W_N,B_N` (the king to move next, then per
//   bridge, input order, the cells of the white and the black stone after the shown move,
//   numbered 0 .. A_i - 1 as in the note) or `after: none` when the king to move has no move
//   (every bridge has 2 cells).
// How: the Grundy values come from main.cpp's bridge_grundy (included, not retyped): a bridge
//   whose stones have h free cells between them plays like a fresh bridge of h + 2 cells.
//   Moving toward the other stone by d cells turns the gap h into h - d; bridge_grundy
//   increases with the length, so the gap with the wanted value is found by bisection and
//   then checked (exit 3 if absent).
// Shared: the text helpers and the lines the four explainers word alike (the nim-sum and
//   who wins by it, why a winning move wins) are in scripts/lib/explain_text.hpp.
// Korean: `--ko` (scripts/explain.sh --ko), every line in Korean but `after:`; see
//   scripts/lib/explain_text.hpp. Error lines for bad input stay main.cpp's own.
// With -DEXPLAIN_LIBRARY: no main(); explain(lengths, first) returns the whole text (first:
//   0 Whiteking moves first, 1 Blackking; in Korean when ex::ko is set).
// Status: tests/explain/boj18937_kings_bridge.cpp checks every shown move with a brute force.
#define BOJ_NO_MAIN  // main.cpp without its main(): its reader, read_*() and Grundy function

#include <string>
#include <vector>

#include "../scripts/lib/explain_text.hpp"
#include "main.cpp"

namespace ex {
const char* const kColors[] = {"white", "black"};
const char* const kColorsKo[] = {"흰", "검은"};

// "three cells", "12 cells"; Korean "세 칸", "12칸".
std::string cells_in_words(unsigned long long d) {
  static const char* const kWordsKo[] = {"영",   "한",   "두",   "세",   "네", "다섯",
                                         "여섯", "일곱", "여덟", "아홉", "열"};
  if (ko) return d <= 10 ? std::string(kWordsKo[d]) + " 칸" : std::to_string(d) + "칸";
  static const char* const kWords[] = {"zero", "one",   "two",   "three", "four", "five",
                                       "six",  "seven", "eight", "nine",  "ten"};
  std::string s = d <= 10 ? kWords[d] : std::to_string(d);
  return s + (d == 1 ? " cell" : " cells");
}

// The smallest gap h < gap with bridge_grundy(h + 2) >= want (it increases), or gap.
unsigned long long first_gap_reaching(unsigned long long want, unsigned long long gap) {
  unsigned long long lo = 0, hi = gap;
  while (lo < hi) {
    const unsigned long long mid = lo + (hi - lo) / 2;
    if (bridge_grundy(mid + 2) >= want) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

// The move: king k moves his stone on bridge i by d cells toward the other stone.
void describe(std::string& out, const std::vector<unsigned long long>& lengths, int k, size_t i,
              unsigned long long d) {
  const unsigned long long from = k == 0 ? 0 : lengths[i] - 1, to = k == 0 ? d : lengths[i] - 1 - d;
  if (ko) {
    add(out, "%s이 다리 %zu의 자기 돌을 %s 돌 쪽으로 %s 옮긴다\n  (칸 %llu → 칸 %llu)", kKings[k],
        i + 1, kColorsKo[1 - k], cells_in_words(d).c_str(), from, to);
  } else {
    add(out, "%s moves his stone on bridge %zu %s toward the %s stone\n  (cell %llu to cell %llu)",
        kKings[k], i + 1, cells_in_words(d).c_str(), kColors[1 - k], from, to);
  }
}

void after(std::string& out, const std::vector<unsigned long long>& lengths, int k, size_t i,
           unsigned long long d) {
  add(out, "after: %s", kKings[1 - k]);
  for (size_t j = 0; j < lengths.size(); ++j) {
    const unsigned long long w = j == i && k == 0 ? d : 0;
    const unsigned long long b = j == i && k == 1 ? lengths[j] - 1 - d : lengths[j] - 1;
    add(out, " %llu,%llu", w, b);
  }
  add(out, "\n");
}

std::string explain(const std::vector<unsigned long long>& lengths, int first) {
  std::string out;
  const size_t n = lengths.size();
  const char* const mover = kKings[first];
  const char* const other = kKings[1 - first];
  const auto [g, nim_sum, width] = grundy_values(lengths, bridge_grundy);
  if (ko) {
    add(out, "BOJ 18937 왕들의 외나무다리 돌게임: 다리 %zu개, %s이 선공, %s이 후공이다.\n", n,
        mover, other);
    add(out,
        "다리 하나하나가 독립된 게임이고, 간격(두 돌 사이의 빈 칸 수)만큼의 님 더미와 같다.\n");
    add(out, "상대 돌 쪽으로 가는 것은 더미에서 가져가는 것이고, 물러나는 수는 상대 왕이 바로\n");
    add(out, "따라가서 되돌릴 수 있다. 다리의 그런디 수는 bridge_grundy다.\n");
  } else {
    add(out, "BOJ 18937 Kings' bridge: %zu bridge%s; %s moves first, %s second.\n", n,
        n == 1 ? "" : "s", mover, other);
    add(out, "Each bridge is one game on its own, a nim heap of its gap (the free cells between\n");
    add(out,
        "the stones): moving toward the other stone takes from the heap, and a move away can\n");
    add(out, "be undone at once by the other king following. Its Grundy value is bridge_grundy.\n");
  }
  for (size_t i = 0; i < n && i < kListed; ++i) {
    add(out,
        tr("  bridge %zu: %llu cells, white on 0, black on %llu, gap %llu: Grundy value %llu"
           " (binary %s)\n",
           "  다리 %zu: %llu칸, 흰 돌은 0, 검은 돌은 %llu, 간격 %llu: 그런디 수 %llu"
           " (이진수 %s)\n"),
        i + 1, lengths[i], lengths[i] - 1, lengths[i] - 2, g[i], binary(g[i], width).c_str());
  }
  if (n > kListed)
    add(out, tr("  ... and %zu more bridges\n", "  ... 외 다리 %zu개\n"), n - kListed);
  verdict(out, nim_sum, width, tr("king", "왕"), mover, other);
  if (nim_sum != 0) {
    for (size_t i = 0; i < n; ++i) {
      const unsigned long long want = g[i] ^ nim_sum, gap = lengths[i] - 2;
      if (want >= g[i]) continue;  // the highest set bit of the nim-sum is not set in g[i]
      const unsigned long long h = first_gap_reaching(want, gap);
      if (h >= gap || bridge_grundy(h + 2) != want) {
        internal("no gap below %llu has Grundy value %llu", gap, want);
      }
      add(out, tr("winning move: ", "이기는 수: "));
      describe(out, lengths, first, i, gap - h);
      add(out, ".\n");
      why(out, g[i], nim_sum);
      if (ko) {
        add(out, "  이 수를 두면 간격이 %llu칸 남고 그 값은 %llu이다. 그러면 님 합이 0이 되고,\n",
            h, want);
        add(out, "  %s이 무엇을 두든 %s이 다시 0으로 만들 수 있으므로(물러나는 수에는 따라가면\n",
            other, mover);
        add(out, "  된다) 결국 %s이 둘 수 없게 된다.\n", other);
      } else {
        add(out,
            "  is smaller; the move leaves a gap of %llu, worth %llu. Then the nim-sum is 0:\n", h,
            want);
        add(out, "  whatever %s does, %s can make it 0 again (after a move away: follow\n", other,
            mover);
        add(out, "  it), so %s is the one left without a move.\n", other);
      }
      after(out, lengths, first, i, gap - h);
      return out;
    }
    internal("the nim-sum is %llu but no bridge can lower it to 0", nim_sum);
  }
  size_t i = 0;
  while (i < n && lengths[i] == 2) ++i;
  if (i == n) {
    add(out,
        tr("every move loses: %s has no move at all (on every bridge the stones touch).\n",
           "모든 수가 진다: %s은 둘 수 있는 수가 아예 없다 (모든 다리에서 두 돌이 붙어 있다).\n"),
        mover);
    add(out, "after: none\n");
    return out;
  }
  if (ko) {
    add(out, "모든 수가 진다: 어떤 수든 간격 하나를 바꾸므로 님 합이 0이 아니게 되고, %s은\n",
        other);
    add(out,
        "  언제나 다시 0으로 되돌릴 수 있다. 어떤 수를 두어도 된다 (처음에는 두 돌이 양 끝에\n");
    add(out, "  있으므로 모든 수가 상대 돌 쪽으로 가는 수다). 빈 칸이 있는 첫 다리에서 한 칸\n");
    add(out, "  옮기는 수를 보인다:\n  ");
  } else {
    add(out, "every move loses: a move changes one gap, so the nim-sum stops being 0, and %s\n",
        other);
    add(out, "  can always bring it back to 0. Any legal move will do (at the start the stones\n");
    add(out, "  are at the ends, so every move is toward the other stone); shown: the first\n");
    add(out, "  bridge with a free cell, one step:\n  ");
  }
  describe(out, lengths, first, i, 1);
  add(out, ".\n");
  after(out, lengths, first, i, 1);
  return out;
}
}  // namespace ex

#ifndef EXPLAIN_LIBRARY
int main(int argc, char** argv) {
  ex::options(argc, argv, "boj18937_kings_bridge_explain");
  std::vector<unsigned long long> lengths;
  const int first = read_bridges([&lengths](unsigned long long a) { lengths.push_back(a); });
  std::fputs(ex::explain(lengths, first).c_str(), stdout);
  return 0;
}
#endif
