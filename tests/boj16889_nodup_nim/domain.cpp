// Whole-domain check of BOJ 16889's key fact: pile_grundy(a) of main.cpp equals the Grundy
//   value of a fresh pile of a stones, computed by mex straight from the rules.
// How: boj16889_nodup_nim/pile_search.hpp's search (the one the notes, the explainer and the case
//   generator use) with 128-bit sets of taken amounts, so piles up to 127 stones fit; every
//   a <= kCheckedUpTo is checked.
// Checked: every a in 0..60 (the stated domain) and on to kCheckedUpTo = 90: 2,346,960
//   states, the union of those reachable from fresh piles a <= 90. Going further costs about
//   x2.5 per 10 stones (a <= 100 is 5.8M states, a <= 110 13.5M).
// Also checked: Lemma A of the note, the one step of the proof that is not proved by hand,
//   in its stronger form: for every 1 <= t < r <= kLemmaUpTo = 70, the pile with r stones
//   left and {t} taken is worth M(r, {t}), the most moves it has left (greedy count).
// Usage: domain [--up-to A] (A <= 120; default 90) to check further by hand.
// Status: passes; prints the number of states searched.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../../boj16889_nodup_nim/pile_search.hpp"
#include BOJ_GAME  // main.cpp, through its game

int main(int argc, char** argv) {
  const int kCheckedUpTo = 90, kStatedMax = 60, kMaxPile = 120, kLemmaUpTo = 70;
  int up_to = kCheckedUpTo;
  if (argc == 3 && std::string(argv[1]) == "--up-to") up_to = std::atoi(argv[2]);
  if (up_to < 0 || up_to > kMaxPile || (argc != 1 && argc != 3)) {
    std::puts("usage: domain [--up-to A]   (0 <= A <= 120)");
    return 2;
  }
  WidePileSearch search(std::max(up_to, kLemmaUpTo));
  for (int a = 0; a <= up_to; ++a) {
    const int exact = search.value(a, 0);
    const unsigned long long claimed = pile_grundy(static_cast<unsigned long long>(a));
    if (claimed != static_cast<unsigned long long>(exact)) {
      std::printf("boj16889_nodup_nim domain: MISMATCH at a = %d: pile_grundy = %llu, mex = %d\n",
                  a, claimed, exact);
      return 1;
    }
  }
  std::printf(
      "boj16889_nodup_nim domain: pile_grundy(a) = mex of the rules for every a in 0..%d "
      "(stated domain 1..%d), %zu pile states searched\n",
      up_to, kStatedMax, search.states());
  int lemma_states = 0;
  for (int r = 2; r <= kLemmaUpTo; ++r) {
    for (int t = 1; t < r; ++t, ++lemma_states) {
      const int value = search.value(r, WidePileSearch::bit(t)),
                m = search.most_moves(r, WidePileSearch::bit(t));
      if (value != m) {
        std::printf("boj16889_nodup_nim domain: Lemma A FAILS at r = %d, t = %d: %d != M = %d\n", r,
                    t, value, m);
        return 1;
      }
    }
  }
  std::printf(
      "boj16889_nodup_nim domain: Lemma A (value of r{t} = M(r, {t}) for 1 <= t < r <= %d) "
      "holds on all %d states\n",
      kLemmaUpTo, lemma_states);
  return 0;
}
