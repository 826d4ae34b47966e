// BOJ 16889's notes blocks (contract: scripts/notes/blocks.hpp); tested: notes/drift.
#pragma once
#include <climits>

#include "../scripts/notes/blocks.hpp"
#include "game.hpp"  // its main.cpp, main() renamed
#include "pile_search.hpp"

namespace notes {
const auto amount = PileSearch::bit;             // amount t: bit t-1 of a set of amounts taken
const auto most_moves = PileSearch::most_moves;  // M(r, S) of Lemma A

// A count with its thousands apart, as the notes' prose writes 2 346 960.
std::string grouped(std::size_t n) {
  std::string s = std::to_string(n);
  for (std::size_t at = s.size(); at > 3; at -= 3) s.insert(at - 3, " ");
  return s;
}

std::string nodup_piles(const Strings&) {
  const int most = 60;
  PileSearch search(most);
  Strings head;
  for (int d = 0; d < 10; ++d) head.push_back("+" + std::to_string(d));
  const std::string table = grid("a", head, ints(0, most, 10), [&](int base, int d) {
    const int a = base + d;
    if (a > most) return std::string();
    const int g = search.value(a, 0);
    if (static_cast<unsigned long long>(g) != pile_grundy(a))
      die(say("16889: the search gives g(%d) = %d, pile_grundy says %llu", a, g, pile_grundy(a)));
    return std::to_string(g);
  });
  return table +
         say(tr("\nExact values of a fresh pile of a stones (row + column = a), by memoized "
                "search over (stones left, amounts taken that are at most the stones "
                "left): %s states. Each equals `pile_grundy(a)` of main.cpp.\n",
                "\n돌 a개짜리 새 더미의 정확한 값이다 (행 + 열 = a). (남은 돌, 가져간 개수 "
                "중 남은 돌 이하인 것들)에 대한 메모이제이션 탐색으로 구했고, 상태는 %s개다. "
                "모든 값이 main.cpp의 `pile_grundy(a)`와 같다.\n"),
             grouped(search.states()).c_str());
}

// Why "g = M for every state" fails: the states r{r - 2, r - 1} (the two largest amounts below
// r already taken) for 6 <= r <= 64.
std::string nodup_two_taken(const Strings&) {
  const int first = 6, last = 64;
  PileSearch search(last);
  int least_m = INT_MAX;
  for (int r = first; r <= last; ++r) {
    const std::uint64_t taken = amount(r - 2) | amount(r - 1);
    const int g = search.value(r, taken);
    if (g != 1) die(say("16889: %d{%d,%d} has value %d, not 1", r, r - 2, r - 1, g));
    least_m = std::min(least_m, most_moves(r, taken));
  }
  return say(
      tr("Checked by the generator: for every r from %d to %d the state r{r − 2, r − 1} has "
         "value 1 and M ≥ %d; the first of them, `%d{%d,%d}`, has M = %d.\n",
         "생성기가 확인했다: %d 이상 %d 이하의 모든 r에 대해 상태 r{r − 2, r − 1}의 값은 1이고 "
         "M ≥ %d이다. 그중 첫 번째인 `%d{%d,%d}`는 M = %d이다.\n"),
      first, last, least_m, first, first - 2, first - 1,
      most_moves(first, amount(first - 2) | amount(first - 1)));
}

// The largest class of states with at most `most_used` used amounts (cut to <= r) in which
// every member with M = m has, for each j < m, a move to a member with M = j. Whether a state
// belongs depends only on states with fewer stones, so membership is a memoized recursion.
struct ShortHistories {
  int most_used;
  std::vector<std::unordered_map<std::uint64_t, bool>> memo;  // memo[r][mask]
  ShortHistories(int most, int used) : most_used(used), memo(most + 1) {}
  // mask: the amounts taken before (only those <= r are kept).
  bool member(int r, std::uint64_t mask) {
    if (memo[r].count(mask)) return memo[r][mask];
    const int m = most_moves(r, mask);
    std::uint64_t reached = 0;  // bit j: a move reaches a member with M = j
    for (int t = 1; t <= r; ++t) {
      const std::uint64_t next = PileSearch::cut(r - t, mask | amount(t));
      if (mask & amount(t) || __builtin_popcountll(next) > most_used) continue;
      const int j = most_moves(r - t, next);
      if (j < m && !(reached >> j & 1) && member(r - t, next)) reached |= std::uint64_t{1} << j;
    }
    return memo[r][mask] = reached == (std::uint64_t{1} << m) - 1;
  }
};

std::string nodup_short_histories(const Strings&) {
  std::string out =
      header({tr("u (used amounts at most u)", "u (쓰인 개수의 상한)"),
              tr("Lemma A state T(u + 2){u + 3}", "보조정리 A의 상태 T(u + 2){u + 3}"),
              tr("in the class for u", "u일 때의 집합에 드는가"),
              tr("in the class for u + 1", "u + 1일 때의 집합에 드는가")});
  const char *yes = tr("yes", "예"), *no = tr("no", "아니요");
  for (int u = 1; u <= 5; ++u) {
    const int r = (u + 2) * (u + 3) / 2;
    const std::uint64_t taken = amount(u + 3);
    ShortHistories few(r, u), more(r, u + 1);
    out += row({std::to_string(u), say("`%d{%d}`", r, u + 3), few.member(r, taken) ? yes : no,
                more.member(r, taken) ? yes : no});
  }
  return out;
}

// Row a, column t: the value of the state after the first move took t of a stones,
// (a - t stones left, {t} taken); the last column is the fresh pile's value, their mex.
std::string nodup_one_move(const Strings&) {
  const int most = 30;
  PileSearch search(most);
  Strings head = labels(1, most);
  head.push_back("g(a)");
  return grid("a \\ t", head, ints(1, most), [&](int a, int i) {
    const int t = i + 1;
    if (t > most) return "**" + std::to_string(search.value(a, 0)) + "**";
    if (t > a) return std::string();
    return std::to_string(search.value(a - t, PileSearch::cut(a - t, amount(t))));
  });
}

const std::vector<Block> kBlocks = {{"nodup-piles", nodup_piles},
                                    {"nodup-one-move", nodup_one_move},
                                    {"nodup-two-taken", nodup_two_taken},
                                    {"nodup-short-histories", nodup_short_histories}};

const std::vector<Figure> kPictures = {};
}  // namespace notes
