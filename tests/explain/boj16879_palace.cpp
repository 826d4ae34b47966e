// BOJ 16879 Palace game - check of the winning-move explainer (boj16879_palace/explain.cpp).
// Claim: for every position the explainer's `after:` line is one legal move of koosaga (one
//   palace moved left, down or one step diagonally, the others untouched) that leaves
//   cubelover, now to move, lost; and it says "every move loses" exactly when koosaga is
//   lost, naming the right winner.
// How: explain() is called in-process and its text parsed. The judge is an independent brute
//   force of the rules (memoized win/loss over sorted multisets of the palaces off (0,0); no
//   Grundy values, no xor). Positions: every palace alone on 0..15 x 0..15, every ordered
//   pair on 0..5 x 0..5, every ordered triple on 0..3 x 0..3, samples 1-4, then seeded random
//   ones (up to 4 palaces on 0..7 x 0..7). Big random inputs (up to 2000 palaces anywhere on
//   the board) are checked for legality and wording only.
// Korean: every position is explained again with ex::ko (--ko) and must give the same
//   `after:` line, the same verdict in Korean words and the same numbers (exc::korean).
// Shared: the checks every explanation must pass whatever the game, the failure report,
//   the tuple enumeration and the counts are in tests/common/explain_check.hpp.
// Exit: 0 all passed (counts printed), 1 at the first failure (input and text shown).
#define EXPLAIN_LIBRARY
#include <cstdint>
#include <sstream>
#include <unordered_map>
#include <utility>

#include "../../boj16879_palace/explain.cpp"
#include "../../scripts/lib/rng.hpp"
#include "../common/explain_check.hpp"

namespace {
using Cells = std::vector<ex::Cell>;

std::unordered_map<std::uint64_t, bool> memo;  // packed position -> the player to move wins

// Palaces off (0,0) as x * 16 + y (coordinates 0..15), sorted descending, 8 bits each (at
// most 8 palaces). A plain array and indices, not vector iterators: the _GLIBCXX_DEBUG build's
// checked iterators made this hot loop many times slower.
std::uint64_t pack(const std::vector<int>& c) {
  int s[8];
  size_t n = 0;
  for (size_t i = 0; i < c.size(); ++i) {
    if (c[i] == 0) continue;
    if (n == 8) std::abort();  // more than a key holds
    s[n++] = c[i];
  }
  for (size_t i = 1; i < n; ++i)  // insertion sort, descending: a few values
    for (size_t j = i; j > 0 && s[j - 1] < s[j]; --j) std::swap(s[j - 1], s[j]);
  std::uint64_t key = 0;
  for (size_t i = 0; i < n; ++i) key = key << 8 | static_cast<std::uint64_t>(s[i]);
  return key;
}

bool wins(std::vector<int>& c) {  // c: x * 16 + y per palace; restored on return
  const std::uint64_t key = pack(c);
  const auto found = memo.find(key);
  if (found != memo.end()) return found->second;
  bool win = false;
  for (size_t i = 0; i < c.size() && !win; ++i) {
    const int v = c[i], x = v / 16, y = v % 16;
    for (int q = 0; q < x && !win; ++q) c[i] = q * 16 + y, win = !wins(c);
    for (int q = 0; q < y && !win; ++q) c[i] = x * 16 + q, win = !wins(c);
    if (x > 0 && y > 0 && !win) c[i] = v - 17, win = !wins(c);
    c[i] = v;
  }
  return memo[key] = win;
}

bool wins(const Cells& p) {
  std::vector<int> c;
  for (const auto& [x, y] : p) c.push_back(static_cast<int>(x * 16 + y));
  return wins(c);
}

exc::Tally tally;

[[noreturn]] void failure(const Cells& in, const std::string& text, const std::string& why) {
  exc::fail(why, in.size(), text, [&] {
    for (const auto& [x, y] : in) std::printf(" %llu %llu /", x, y);
  });
}

bool one_move(ex::Cell from, ex::Cell to) {
  const auto [x, y] = from;
  const auto [u, v] = to;
  return (v == y && u < x) || (u == x && v < y) || (x > 0 && y > 0 && u == x - 1 && v == y - 1);
}

// Checks one position; `judge`: how the winner is known.
void check(const Cells& in, exc::Judge judge) {
  const std::string text = ex::explain(in);
  auto fail = [&](const std::string& why) { failure(in, text, why); };
  const auto [tail, says_lost] = exc::verdict(text, "koosaga", "cubelover", fail);
  exc::korean(
      text, says_lost, "koosaga", "cubelover", [&] { return ex::explain(in); }, fail);
  if (judge != exc::Judge::none) {
    const bool mover_wins = judge == exc::Judge::brute_force && wins(in);
    exc::judge_start(mover_wins, says_lost, "koosaga", fail, judge);
  }
  bool can_move = false;
  for (const auto& [x, y] : in) can_move |= x > 0 || y > 0;
  if (tail == "none") {
    if (can_move || !says_lost) fail("`after: none` although a palace can move");
  } else {
    Cells out;
    std::istringstream s(tail);
    unsigned long long x, y;
    char comma;
    while (s >> x >> comma >> y && comma == ',') out.push_back({x, y});
    if (!s.eof() || out.size() != in.size()) fail("unreadable `after:` position");
    const auto [changed, moved] = exc::changes(in, out);
    if (changed != 1 || !one_move(in[moved], out[moved])) {
      fail("the `after:` position is not one legal palace move");
    }
    if (judge != exc::Judge::none) {
      const bool next_wins = judge == exc::Judge::mirror || wins(out);
      exc::judge_after(next_wins, says_lost, "cubelover", fail, judge);
    }
  }
  tally.count(judge, says_lost);
}

// Every ordered tuple of m palaces on 0..top x 0..top.
void every_tuple(size_t m, unsigned long long top) {
  exc::every_tuple(2 * m, 0, top, [m](const std::vector<unsigned long long>& d) {
    Cells c(m);
    for (size_t i = 0; i < m; ++i) c[i] = {d[2 * i], d[2 * i + 1]};
    check(c, exc::Judge::brute_force);
  });
}
}  // namespace

int main() {
  every_tuple(0, 0);
  every_tuple(1, 15);
  every_tuple(2, 5);
  every_tuple(3, 3);
  check({{3, 2}},
        exc::Judge::brute_force);  // samples 1-4 (sample 5 is too big for the brute force)
  check({{3, 3}}, exc::Judge::brute_force);
  check({{6, 6}}, exc::Judge::brute_force);
  check({{7, 4}, {3, 7}, {1, 0}}, exc::Judge::brute_force);
  Rng rng(16879);
  for (int k = 0; k < 3000; ++k) {
    Cells c(rng.between(1, 4));
    for (auto& [x, y] : c) x = rng.between(0, 7), y = rng.between(0, 7);
    check(c, exc::Judge::brute_force);
  }
  for (int k = 0; k < 200; ++k) {
    Cells c(rng.between(1, 1000));
    for (auto& [x, y] : c) x = rng.between(0, 2999), y = rng.between(0, 2999);
    if (k % 2) {
      check(exc::doubled(c), exc::Judge::mirror);
    } else {
      check(c, exc::Judge::none);
    }
  }
  tally.print("boj16879_palace", static_cast<long long>(memo.size()));
  return 0;
}
