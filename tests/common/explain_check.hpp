// Shared by the four move checks tests/explain/boj*.cpp (namespace exc): the checks every
//   explanation must pass whatever the game (its last line is `after: ...`, it says exactly one
//   of "winning move"/"every move loses" and names the matching winner; the brute force agrees
//   before and after the shown move), the failure report, the count of the components that a
//   move changed, the enumeration of every tuple, doubled positions (lost by mirroring), the
//   Korean explanation (--ko) against the English one, and the counts of the closing line.
// Use: #include "../common/explain_check.hpp" after the explainer; reading the `after:`
//   position, the legality of the move and the brute force itself stay in each check.
// Status: used by the four tests/explain/boj*.cpp (CTest <p>/explain).
#pragma once
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace exc {
// How a check knows who wins: by the brute force (small positions); by mirroring (a position
// made by doubled(): the player to move loses, since the other copies every move on the twin
// component, and after any move the other wins); or not at all (big random positions:
// legality and wording only).
enum class Judge { brute_force, mirror, none };

// The components of v, then a copy of them (v.insert(v.end(), v.begin(), v.end()) would be
// undefined: insert's range may not point into the vector itself).
template <class T>
std::vector<T> doubled(const std::vector<T>& v) {
  std::vector<T> out(v);
  out.insert(out.end(), v.begin(), v.end());
  return out;
}

// Reports a failed check and exits 1: why, the input (its count, then what `items` prints)
// and the explanation's whole text.
template <class Items>
[[noreturn]] void fail(const std::string& why, size_t n, const std::string& text, Items items) {
  std::printf("FAIL: %s\ninput: %zu /", why.c_str(), n);
  items();
  std::printf("\nexplain output:\n%s", text.c_str());
  std::exit(1);
}

// What the text says, read by verdict().
struct Verdict {
  std::string tail;  // the last line after `after: `
  bool says_lost;    // "every move loses" (else "winning move")
};

// The checks every explanation passes whatever the game: the last line is `after: ...`, the
// text says exactly one of "winning move"/"every move loses", and it names the winner that
// goes with that (`mover`, the one to move, with a winning move; else `other`). On a failure
// calls fail(why), which must not return.
template <class Fail>
Verdict verdict(const std::string& text, const std::string& mover, const std::string& other,
                Fail fail) {
  const size_t cut = text.rfind("after: ");
  if (text.empty() || text.back() != '\n' || cut == std::string::npos ||
      (cut > 0 && text[cut - 1] != '\n')) {
    fail("the last line is not an `after:` line");
  }
  const std::string tail = text.substr(cut + 7, text.size() - cut - 8);
  const bool says_lost = text.find("\nevery move loses: ") != std::string::npos;
  const bool says_won = text.find("\nwinning move: ") != std::string::npos;
  if (says_lost == says_won) fail("not exactly one of `winning move`/`every move loses`");
  const std::string winner = "\n" + (says_lost ? other : mover) + " wins.\n";
  if (text.find(winner) == std::string::npos) fail("no winner line matching the verdict");
  return {tail, says_lost};
}

// The truth (`by` the brute force or mirroring) against the text on the position as given:
// `mover_wins` there (`mover` names the one to move in the failure).
template <class Fail>
void judge_start(bool mover_wins, bool says_lost, const std::string& mover, Fail fail,
                 Judge by = Judge::brute_force) {
  if (mover_wins == says_lost) {
    const std::string why = by == Judge::mirror ? " (mirroring)" : " (brute force)";
    fail(says_lost ? "says every move loses, but " + mover + " wins" + why
                   : "shows a winning move, but " + mover + " loses" + why);
  }
}

// The truth against the text after the shown move: `next_wins`, the one to move then.
template <class Fail>
void judge_after(bool next_wins, bool says_lost, const std::string& next, Fail fail,
                 Judge by = Judge::brute_force) {
  if (next_wins != says_lost) {
    const std::string why = by == Judge::mirror ? " (mirroring)" : " (brute force)";
    fail(says_lost ? "after the move " + next + " should win" + why
                   : "after the winning move " + next + " still wins" + why);
  }
}

inline long long korean_checked = 0;  // Korean explanations compared, for the closing line

// The digit runs of a text, sorted: the numbers it mentions, whatever the word order.
inline std::vector<std::string> numbers(const std::string& text) {
  std::vector<std::string> out;
  for (size_t i = 0; i < text.size();) {
    size_t j = i;
    while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
    if (j > i) out.push_back(text.substr(i, j - i));
    i = j > i ? j : i + 1;
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The Korean explanation (ex::ko, what --ko prints) of a position whose English one passed
// the checks above: the same `after:` line (so the same move, which the brute force has
// judged), the same verdict in Korean words (`이기는 수: ` or `모든 수가 진다: `, and
// `승자: NAME` naming the same winner), and the same numbers (Grundy values, nim-sum, cells,
// counts; compared as multisets since Korean orders its words differently). `explain` makes
// the text; failures show it.
template <class Explain, class Fail>
void korean(const std::string& english, bool says_lost, const std::string& mover,
            const std::string& other, Explain explain, Fail fail) {
  ex::ko = true;
  const std::string text = explain();
  ex::ko = false;
  auto bad = [&](const std::string& why) { fail("--ko: " + why + "; Korean output:\n" + text); };
  const size_t cut = text.rfind("\nafter: "), en_cut = english.rfind("\nafter: ");
  if (cut == std::string::npos || text.substr(cut) != english.substr(en_cut)) {
    bad("its `after:` line is not the English explanation's");
  }
  const bool says_lost_ko = text.find("\n모든 수가 진다: ") != std::string::npos;
  const bool says_won_ko = text.find("\n이기는 수: ") != std::string::npos;
  if (says_lost_ko == says_won_ko || says_lost_ko != says_lost) {
    bad(says_lost ? "not `모든 수가 진다: ` alone, as the English says every move loses"
                  : "not `이기는 수: ` alone, as the English shows a winning move");
  }
  if (text.find("\n승자: " + (says_lost ? other : mover) + "\n") == std::string::npos) {
    bad("no line `승자: " + (says_lost ? other : mover) + "`");
  }
  if (numbers(text) != numbers(english)) bad("not the same numbers as the English explanation");
  ++korean_checked;
}

// What a move changed: how many components differ between `before` and `after` (same size),
// and the last one that does (0 when none does).
struct Changes {
  size_t count, last;
};
template <class T>
Changes changes(const std::vector<T>& before, const std::vector<T>& after) {
  Changes c{0, 0};
  for (size_t i = 0; i < before.size(); ++i)
    if (after[i] != before[i]) ++c.count, c.last = i;
  return c;
}

// Calls f(t) for every tuple t of m values in lo..hi, t[0] changing fastest.
template <class F>
void every_tuple(size_t m, unsigned long long lo, unsigned long long hi, F f) {
  std::vector<unsigned long long> t(m, lo);
  for (;;) {
    f(t);
    size_t i = 0;
    while (i < m && t[i] == hi) t[i++] = lo;
    if (i == m) return;
    ++t[i];
  }
}

// The positions checked, for the closing line.
struct Tally {
  long long checked = 0, won = 0, lost = 0, mirrored = 0, big = 0;

  // One more position, judged as `judge` says.
  void count(Judge judge, bool says_lost) {
    ++checked;
    if (judge == Judge::none) {
      ++big;
    } else if (judge == Judge::mirror) {
      ++mirrored;
    } else {
      ++(says_lost ? lost : won);
    }
  }

  // The closing line; `searched`: the brute force's memo size, or -1 when it has none.
  void print(const char* problem, long long searched) const {
    std::printf(
        "%s explain: %lld positions checked: %lld winning moves and %lld lost positions "
        "confirmed by brute force",
        problem, checked, won, lost);
    if (searched >= 0) std::printf(" (%lld positions searched)", searched);
    std::printf(
        ", %lld doubled ones lost by mirroring, %lld big ones for legality; %lld Korean "
        "explanations (--ko) agree with the English ones\n",
        mirrored, big, korean_checked);
  }
};
}  // namespace exc
