// BOJ 16889 Nim without repeats: the game for every tool (contract: scripts/lib/game.hpp); moves
//   and words in text(); what is proved: README section 4. Status: checked against naive.cpp,
//   proved moves too, by tests/boj16889_nodup_nim/explain.cpp.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "../scripts/lib/game.hpp"
#define main boj_solution_main  // its main() renamed: every tool has its own
#include "main.cpp"
#undef main
#include "pile_search.hpp"

namespace ex {
struct Pile {
  ull left = 0;
  std::vector<ull> taken;  // sorted
  bool operator==(const Pile& o) const { return left == o.left && taken == o.taken; }
};
}  // namespace ex

struct NodupNim : ex::Plain<NodupNim, std::vector<ex::Pile>> {
  using ull = ex::ull;
  using Pile = ex::Pile;
  static constexpr size_t kMoveNumbers = 2;
  static constexpr const char* kSyntax = "PILE AMOUNT";
  // Up to kMaxSearch stones a pile is valued by search, history included; a fresh pile's
  // pile_grundy is exact by search up to kExact, past it it rests on Lemma A (not proved).
  static const ull kMaxSearch = 63, kExact = 110;

  struct Text {
    const char *intro, *component, *formula, *role, *no_move, *syntax_help, *value_note, *move,
        *empties, *fresh_left, *blocked_left, *by_lemma, *status, *status_proved, *status_predicted,
        *status_lost, *predicted, *position, *no_component, *zero, *too_few, *taken;
    const char* follow = "";  // no note on following a move
  };
  static const Text& text() {
    static const Text en = {
        "Each pile is one game on its own. A fresh pile of a stones has Grundy value "
        "pile_grundy(a), the largest k with 1 + 2 + ... + k <= a; a pile that has lost stones "
        "is worth the mex (smallest value missing) of the values its allowed moves reach, found "
        "here by search for piles of up to 63 stones.\n",
        "  pile %1$zu: %2$llu stone%4$s, fresh%3$s",  // 4: the plural ending, unused in Korean
        " (by the formula, which past 110 stones rests on Lemma A)",
        "player",
        "every pile is empty",
        "take AMOUNT stones from pile PILE (1-based, input order); an amount already taken from "
        "that pile (shown in braces) may not be taken from it again",
        ", exact, each pile's history included",
        "take %1$llu stone%3$s from pile %2$zu",
        "this one empties the pile, worth 0 then.",
        "this one leaves %1$llu stone%5$s, a fresh pile again (%2$llu can never be taken from so "
        "few), worth %3$llu%4$s.",
        "this one leaves %1$llu stone%5$s, from which %2$llu may never be taken again, worth "
        "%3$llu%4$s.",
        " by Lemma A (checked by search, not proved)",
        "status: the values of fresh piles of up to 110 stones are exact (exhaustive search, "
        "README section 4); past 110 stones they come from the formula, which rests on Lemma A "
        "(checked by search, not proved). ",
        "The winner is proved all the same: the winning move below leaves only piles whose values "
        "are proved, with nim-sum 0.\n",
        "This winner and the winning move below, the one the formula predicts, rest on Lemma A "
        "too.\n",
        "That every move loses rests on Lemma A too.\n",
        "  (predicted by the formula: this move rests on Lemma A, not proved)\n",
        "piles (left{taken})%s",
        "there is no pile %llu (piles 1 to %zu)",
        "take at least one stone",
        "pile %llu has %llu stone%s left",
        "%llu was already taken from pile %llu (taken: %s)",
    };
    static const Text ko = {
        "더미 하나하나가 독립된 게임입니다. 돌 a개짜리 새 더미의 그런디 수는 pile_grundy(a), 곧 "
        "1 + 2 + ... + k <= a인 가장 큰 k입니다. 돌을 가져간 적이 있는 더미의 값은 허용된 수로 갈 "
        "수 있는 값들의 mex(없는 값 중 가장 작은 값)이고, 여기서는 돌 63개 이하의 더미를 탐색해서 "
        "구합니다.\n",
        "  더미 %zu: 돌 %llu개, 새 더미%s",
        " (공식으로 구한 값: 돌이 110개를 넘으면 보조정리 A에 기댑니다)",
        "사람이",
        "모든 더미가 비어 있습니다",
        "더미 PILE(1부터, 입력 순서)에서 돌 AMOUNT개를 가져갑니다. 그 더미에서 이미 가져간 "
        "개수(중괄호 안)는 다시 가져갈 수 없습니다",
        ", 이력까지 반영한 정확한 값",
        "더미 %2$zu에서 돌 %1$llu개 가져가기",
        "이 수는 더미를 비우고, 그 값은 0입니다.",
        "이 수를 두면 돌 %llu개가 남아 다시 새 더미가 되고 (그렇게 적은 돌에서 %llu개를 가져갈 "
        "수는 없습니다), 값은 %llu입니다%s.",
        "이 수를 두면 돌 %llu개가 남고 앞으로 이 더미에서 %llu개는 가져갈 수 없으며, 값은 "
        "%llu입니다%s.",
        " (보조정리 A에 따른 값: 탐색으로 확인했을 뿐 증명되지 않았습니다)",
        "근거: 돌 110개 이하인 새 더미의 값은 정확합니다 (전수 탐색, 노트 4절). 110개를 넘는 "
        "더미의 값은 공식에서 오며, 공식은 보조정리 A(탐색으로 확인했을 뿐 증명되지 않음)에 "
        "기댑니다. ",
        "그래도 승자는 증명됩니다: 아래의 이기는 수를 두면 값이 모두 증명된 더미만 남고 님 합이 "
        "0입니다.\n",
        "이 승자와, 공식이 예측하는 아래의 이기는 수도 보조정리 A에 기댑니다.\n",
        "어떤 수를 두어도 진다는 것도 보조정리 A에 기댑니다.\n",
        "  (공식이 예측한 수: 보조정리 A에 기대며, 증명되지 않았습니다)\n",
        "더미 (남은 돌{가져간 개수})%s",
        "%llu번 더미는 없습니다 (더미는 %zu개입니다)",
        "돌을 적어도 1개 가져가야 합니다",
        "더미 %llu에는 돌이 %llu개밖에 남아 있지 않습니다",
        "더미 %2$llu에서는 이미 %1$llu개를 가져갔습니다 (지금 상태: %3$s)",
    };
    return ex::ko ? ko : en;
  }

  static Pile fresh(ull a) { return {a, {}}; }
  static constexpr ex::Said kReader[] = {
      // main.cpp's lines in Korean (ex::reader_line)
      {"line *: expected * piles after N, found more",
       "줄 *: N 뒤에 더미 *개가 와야 하는데 더 있습니다"},
      {"N, the number of piles", "더미의 개수 N"},
      {"a pile size", "더미의 돌 개수"},
      {"a pile of * stones: the trainer plays piles of at most * stones",
       "돌 *개짜리 더미: 트레이너는 돌 *개 이하의 더미만 둡니다"},
  };
  static Pos read(int& first) {  // main.cpp's own reader: its error lines, word for word
    first = 0;
    Pos p;
    read_piles([&p](ull a) { p.push_back(fresh(a)); });
    return p;
  }
  static Pos random_start(Rng& rng, int& first) {
    first = 0;
    Pos p(rng.between(1, 4));
    for (auto& q : p) q = fresh(rng.between(1, 8));
    return p;
  }
  // The trainer's start: every pile within the search, as past it the values after a move are
  // unknown (the error goes the way main.cpp's go).
  static void playable(const Pos& p) {
    for (const Pile& q : p)
      if (q.left > kMaxSearch)
        rd::fail("a pile of %llu stones: the trainer plays piles of at most %llu stones", q.left,
                 kMaxSearch);
  }

  static ull T(ull j) { return j * (j + 1) / 2; }

  static int search(const Pile& q) {
    static PileSearch piles(kMaxSearch);
    std::uint64_t taken = 0;  // the amounts taken that still matter (<= left <= 63)
    for (ull t : q.taken)
      if (t <= q.left) taken |= std::uint64_t{1} << (t - 1);
    const int g = piles.value(static_cast<int>(q.left), taken);
    if (taken == 0 && static_cast<ull>(g) != pile_grundy(q.left)) {
      ex::internal("pile_grundy(%llu) = %llu, but the search of the rules gives %d", q.left,
                   pile_grundy(q.left), g);
    }
    return g;
  }
  static ull value(const Pile& q) {
    if (q.left <= kMaxSearch) return static_cast<ull>(search(q));
    return pile_grundy(q.left);  // fresh: the formula; r{t} with K(r) < t < r: Lemma A
  }
  static bool proved(const Pile& q) {  // searched, or fresh (no amount taken is <= left) up to 110
    const bool fresh = q.taken.empty() || q.taken.front() > q.left;  // taken is sorted
    return q.left <= kMaxSearch || (fresh && q.left <= kExact);
  }
  static bool allowed(const Pile& q, ull t) {
    return t >= 1 && t <= q.left && !std::binary_search(q.taken.begin(), q.taken.end(), t);
  }
  static void apply(Pos& p, int, const Move& m) {
    Pile& q = p[m.i];
    q.left -= m.to;
    q.taken.insert(std::upper_bound(q.taken.begin(), q.taken.end(), m.to), m.to);
  }
  static bool proved_after(const Pos& p, const Move& m) {
    Pos next = p;
    apply(next, 0, m);
    return std::all_of(next.begin(), next.end(), proved);
  }

  // A move of pile i to value j: the search's; past it, taking a - T(j) when 2 T(j) < a leaves a
  // fresh pile worth j (so large an amount can never be taken again), else the move Lemma A
  // predicts (T(j) - 1 when a = 2 T(j)).
  static Move move_to(const Pos& p, int, size_t i, ull want) {
    const Pile& q = p[i];
    if (q.left <= kMaxSearch) {
      for (ull t = 1; t <= q.left; ++t) {
        Pile after = q;
        after.left -= t, after.taken.push_back(t);
        if (allowed(q, t) && value(after) == want) return {i, t};
      }
      ex::internal("pile %zu has no move to Grundy value %llu", i + 1, want);
    }
    const ull t = q.left - T(want);
    return {i, t == T(want) && want >= 3 ? T(want) - 1 : t};
  }
  static bool any_move(const Pos& p, int, Move& m) {  // the smallest amount from the first pile
    for (size_t i = 0; i < p.size(); ++i)
      for (ull t = 1; t <= p[i].left; ++t)
        if (allowed(p[i], t)) return m = {i, t}, true;
    return false;
  }

  static std::string component(const Pos& p, size_t i) {
    const ull a = p[i].left;
    return ex::say(text().component, i + 1, a, proved(p[i]) ? "" : text().formula,
                   a == 1 ? "" : "s");
  }
  static std::string describe(const Pos&, int, const Move& m) {
    return ex::say(text().move, m.to, m.i + 1, m.to == 1 ? "" : "s");
  }
  static std::string reason(const Pos& p, int, const Move& m) {
    Pos next = p;
    apply(next, 0, m);
    const Pile& q = next[m.i];
    const char* lemma = proved(q) ? "" : text().by_lemma;
    if (q.left == 0) return text().empties;
    return ex::say(m.to > q.left ? text().fresh_left : text().blocked_left, q.left, m.to, value(q),
                   lemma, q.left == 1 ? "" : "s");
  }
  static std::string write(const Pile& q) {
    std::string s = std::to_string(q.left) + "{";
    for (size_t k = 0; k < q.taken.size(); ++k) s += (k ? "," : "") + std::to_string(q.taken[k]);
    return s + "}";
  }
  static std::string parse(const Pos& p, int, const std::vector<ull>& v, Move& m) {
    const Text& t = text();
    const Pile& q = p[v[0] - 1];
    m = {static_cast<size_t>(v[0] - 1), v[1]};
    if (v[1] == 0) return t.zero;
    if (v[1] > q.left) return ex::say(t.too_few, v[0], q.left, q.left == 1 ? "" : "s");
    if (!allowed(q, v[1])) return ex::say(t.taken, v[1], v[0], write(q).c_str());
    return "";
  }

  // What is proved about the verdict, when some value is not (nothing otherwise).
  static std::string status(const Pos& p, int first) {
    if (std::all_of(p.begin(), p.end(), proved)) return "";
    Move m;
    const bool won = ex::winning_move<NodupNim>(p, first, nullptr, m);
    return text().status + std::string(!won                 ? text().status_lost
                                       : proved_after(p, m) ? text().status_proved
                                                            : text().status_predicted);
  }
  static std::string move_status(const Pos& p, int, const Move& m) {
    return proved_after(p, m) ? "" : text().predicted;
  }

  // A start of fresh piles as the problem's input.
  static std::string input(const Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i].left);
    return s + "\n";
  }

  // The smallest pile worth v (k(k+1)/2 stones for value k) for v <= 10; values 11..15 as 8
  // and v xor 8.
  static void make(ull v, std::vector<long long>& out) {
    if (v > 10) out.push_back(36), v ^= 8;
    if (v != 0) out.push_back(static_cast<long long>(v * (v + 1) / 2));
  }
  static ull input_value(const long long* c) { return pile_grundy(static_cast<ull>(*c)); }
};
using Game = NodupNim;

struct Picture {
  static constexpr int kRows = 6, kCols = 10;
  static ex::Pile cell(int r, int c) {
    return Game::fresh(static_cast<ex::ull>(r * kCols + c + 1));
  }
  static std::string label(int r, int c) { return "a = " + std::to_string(cell(r, c).left); }
  static const char* caption() {
    return ex::ko ? "새 더미(돌 a개)의 그런디 수. 칸을 가리키면 값과 가져갈 수 있는 개수마다 남는 "
                    "더미가 보입니다."
                  : "The Grundy value of a fresh pile of a stones. Point at a cell for its value "
                    "and the pile each amount leaves.";
  }
  static ex::ull reach(const ex::Pile& q) { return q.left; }

  static Board board(const Game::Pos& p, int) {
    Board b{p.size(), 1, {}};
    for (size_t i = 0; i < p.size(); ++i) {
      b.cols = std::max<ex::ull>(b.cols, p[i].left + 1);
      for (ex::ull s = 1; s < p[i].left; ++s) b.marks.push_back({i, s, "●"});
    }
    return b;
  }
  static std::string piece(const Game::Pos&, int, size_t i) { return std::to_string(i + 1); }
  static Spot at(const Board&, const Game::Pos& p, int, size_t i) { return {i, p[i].left}; }
};
