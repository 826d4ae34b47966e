// BOJ 16889 Nim without repeats - check of the winning-move explainer
//   (boj16889_nodup_nim/explain.cpp).
// Claim: for every position of fresh piles the explainer's `after:` line is one legal move of
//   koosaga (t stones taken from one pile, leaving it at a - t stones with {t} taken, the
//   others untouched) that leaves cubelover, now to move, lost; and it says "every move
//   loses" exactly when koosaga is lost, naming the right winner.
// How: explain() is called in-process and its text parsed. The judge is an independent brute
//   force of the rules: a pile is (stones left, EVERY amount ever taken from it, not only
//   those still possible), a position the sorted list of its piles, memoized win/loss; no
//   Grundy values, no xor. Positions: every single pile 0..63, every ordered pair 0..12,
//   triple 0..8 and quadruple 0..6, then seeded random ones (up to 5 piles of up to 30
//   stones, as long as the brute force stays small). Big random inputs (up to 1000 piles of
//   1..60, or piles past 63) are checked for legality and wording only.
// Korean: every position is explained again with ex::ko (--ko) and must give the same
//   `after:` line, the same verdict in Korean words and the same numbers (exc::korean).
// Shared: the checks every explanation must pass whatever the game, the failure report,
//   the tuple enumeration and the counts are in tests/common/explain_check.hpp.
// Exit: 0 all passed (counts printed), 1 at the first failure (input and text shown).
#define EXPLAIN_LIBRARY
#include <algorithm>
#include <array>
#include <cstdint>
#include <sstream>
#include <utility>

#include "../../boj16889_nodup_nim/explain.cpp"
#include "../../scripts/lib/rng.hpp"
#include "../common/explain_check.hpp"

namespace {
using Piles = std::vector<unsigned long long>;
using Pile = std::pair<unsigned, std::uint64_t>;  // stones left, amounts taken (bit t-1: t)

// A position for the memo: the sorted piles' masks, then their stones left (6 bits each)
// and their number (top 4 bits).
const size_t kMaxPiles = 6;
using Key = std::array<std::uint64_t, kMaxPiles + 1>;
struct KeyHash {
  size_t operator()(const Key& k) const {
    std::uint64_t h = 0;
    for (std::uint64_t w : k) h = (h ^ w) * 0x9E3779B97F4A7C15ULL, h ^= h >> 29;
    return static_cast<size_t>(h);
  }
};
std::unordered_map<Key, bool, KeyHash> memo;  // position -> the player to move wins

// The sort uses a plain array, not vector iterators: the _GLIBCXX_DEBUG build's checked
// iterators made this hot path many times slower.
bool wins(std::vector<Pile>& ps) {  // at most kMaxPiles piles; restored on return
  if (ps.size() > kMaxPiles) std::abort();
  Pile sorted[kMaxPiles];
  for (size_t i = 0; i < ps.size(); ++i) sorted[i] = ps[i];
  std::sort(sorted, sorted + ps.size());
  Key key{};
  for (size_t i = 0; i < ps.size(); ++i) {
    key[i] = sorted[i].second;
    key[kMaxPiles] = key[kMaxPiles] << 6 | sorted[i].first;
  }
  key[kMaxPiles] |= std::uint64_t{ps.size()} << 60;
  const auto found = memo.find(key);
  if (found != memo.end()) return found->second;
  bool win = false;
  for (size_t i = 0; i < ps.size() && !win; ++i) {
    const Pile p = ps[i];
    for (unsigned t = 1; t <= p.first && !win; ++t) {
      const std::uint64_t b = std::uint64_t{1} << (t - 1);
      if (p.second & b) continue;  // t was taken from this pile before
      ps[i] = {p.first - t, p.second | b};
      win = !wins(ps);
    }
    ps[i] = p;
  }
  return memo[key] = win;
}

std::vector<Pile> fresh(const Piles& a) {
  std::vector<Pile> ps;
  for (unsigned long long x : a) ps.push_back({static_cast<unsigned>(x), 0});
  return ps;
}

// Number of pile states a fresh pile of a stones can reach (sets of distinct amounts with
// sum <= a), to keep the random positions small enough for the brute force.
double states(unsigned a) {
  std::vector<double> ways(a + 1, 0);  // ways[s]: sets of distinct amounts summing to s
  ways[0] = 1;
  for (unsigned t = 1; t <= a; ++t)
    for (unsigned s = a; s >= t; --s) ways[s] += ways[s - t];
  double total = 0;
  for (double w : ways) total += w;
  return total;
}

exc::Tally tally;

[[noreturn]] void failure(const Piles& in, const std::string& text, const std::string& why) {
  exc::fail(why, in.size(), text, [&] {
    for (unsigned long long a : in) std::printf(" %llu", a);
  });
}

// Reads `L{T,T,...}`; false when malformed.
bool read_pile(const std::string& tok, unsigned long long& left, std::vector<unsigned>& taken) {
  std::istringstream s(tok);
  char c;
  if (!(s >> left >> c) || c != '{') return false;
  taken.clear();
  if (s.peek() == '}') return s.get(), s.peek() == EOF;
  for (unsigned t; s >> t >> c;) {
    taken.push_back(t);
    if (c == '}') return s.peek() == EOF;
    if (c != ',') return false;
  }
  return false;
}

// Checks one position; `judge`: how the winner is known.
void check(const Piles& in, exc::Judge judge) {
  const std::string text = ex::explain(in);
  auto fail = [&](const std::string& why) { failure(in, text, why); };
  const auto [tail, says_lost] = exc::verdict(text, "koosaga", "cubelover", fail);
  exc::korean(
      text, says_lost, "koosaga", "cubelover", [&] { return ex::explain(in); }, fail);
  std::vector<Pile> before = fresh(in);
  if (judge != exc::Judge::none) {
    const bool mover_wins = judge == exc::Judge::brute_force && wins(before);
    exc::judge_start(mover_wins, says_lost, "koosaga", fail, judge);
  }
  bool can_move = false;
  for (unsigned long long a : in) can_move |= a > 0;
  if (tail == "none") {
    if (can_move || !says_lost) fail("`after: none` although a pile has stones");
  } else if (tail == "unknown") {
    bool has_big = false;  // allowed only when some pile is past the search's reach
    for (unsigned long long a : in) has_big |= a > ex::kMaxSearch;
    if (says_lost || !has_big) fail("`after: unknown` for piles within the search");
  } else {
    std::vector<Pile> out;
    std::istringstream s(tail);
    std::string tok;
    size_t changed = 0, moved = 0;
    while (s >> tok) {
      unsigned long long left;
      std::vector<unsigned> taken;
      const size_t i = out.size();
      if (i >= in.size() || !read_pile(tok, left, taken)) {
        fail("unreadable `after:` position");
      }
      if (taken.empty()) {
        if (left != in[i]) fail("a pile lost stones but lists no amount taken");
        out.push_back({static_cast<unsigned>(left), 0});
        continue;
      }
      ++changed, moved = i;
      if (taken.size() != 1 || taken[0] < 1 || left + taken[0] != in[i]) {
        fail("the `after:` pile is not one legal take from the fresh pile");
      }
      out.push_back({static_cast<unsigned>(left), std::uint64_t{1} << (taken[0] - 1)});
    }
    if (out.size() != in.size() || changed != 1) {
      fail("the `after:` position is not one move on one pile");
    }
    const unsigned long long t = in[moved] - out[moved].first;
    const std::string shown = "take " + std::to_string(t) + (t == 1 ? " stone" : " stones") +
                              " from pile " + std::to_string(moved + 1) + " ";
    if (text.find(shown) == std::string::npos) fail("the move's words differ");
    if (judge != exc::Judge::none) {
      const bool next_wins = judge == exc::Judge::mirror || wins(out);
      exc::judge_after(next_wins, says_lost, "cubelover", fail, judge);
    }
  }
  tally.count(judge, says_lost);
}

// Every ordered tuple of m piles of 0..top stones.
void every_tuple(size_t m, unsigned long long top) {
  exc::every_tuple(m, 0, top, [](const Piles& a) { check(a, exc::Judge::brute_force); });
}
}  // namespace

int main() {
  for (unsigned long long a = 0; a <= 63; ++a) check({a}, exc::Judge::brute_force);
  every_tuple(0, 0);
  every_tuple(2, 12);
  every_tuple(3, 8);
  every_tuple(4, 6);
  Rng rng(16889);
  for (int k = 0; k < 1500;) {
    Piles a(rng.between(1, 5));
    double product = 1;
    for (auto& x : a) x = rng.between(0, rng.between(0, 1) ? 10 : 30), product *= states(x);
    if (product > 1e4) continue;
    check(a, exc::Judge::brute_force);
    ++k;
  }
  for (int k = 0; k < 200; ++k) {
    Piles a(rng.between(1, 500));
    for (auto& x : a) x = rng.between(1, k % 4 == 3 ? 1000000 : 60);
    if (k % 2) {
      check(exc::doubled(a), exc::Judge::mirror);
    } else {
      check(a, exc::Judge::none);
    }
  }
  tally.print("boj16889_nodup_nim", static_cast<long long>(memo.size()));
  return 0;
}
