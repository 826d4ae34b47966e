// BOJ 16889's key fact: pile_grundy(a) against a fresh pile's value by search from the rules
//   (pile_search.hpp, 128-bit sets) for every a <= 90 (stated: 60; `--up-to A` goes on, about
//   2.5 times the time per 10 stones), and Lemma A in its stronger form: r{t} is worth
//   M(r, {t}) for 1 <= t < r <= 70. Status: `boj16889_nodup_nim/domain`.
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
