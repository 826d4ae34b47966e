// BOJ 11869 Nimble - check of the winning-move explainer (boj11869_nimble/explain.cpp).
// Claim: for every position the explainer's `after:` line is one legal move of koosaga (one
//   coin slid left, the others untouched) that leaves cubelover, now to move, lost; and it
//   says "every move loses" exactly when koosaga is lost, naming the right winner.
// How: explain() is called in-process and its text parsed. The judge is an independent brute
//   force of the rules (memoized win/loss over sorted multisets of the coins off cell 0; no
//   Grundy values, no xor). Positions: every ordered tuple of up to 5 coins on cells 0..7
//   and of 6 coins on cells 0..4, then seeded random ones (up to 8 coins on cells 0..15).
//   Big random inputs (up to 100 coins on cells up to 10^9) are checked for legality and wording
//   only.
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

#include "../../boj11869_nimble/explain.cpp"
#include "../../scripts/lib/rng.hpp"
#include "../common/explain_check.hpp"

namespace {
using Cells = std::vector<unsigned long long>;

std::unordered_map<std::uint64_t, bool> memo;  // packed position -> the player to move wins

// Coins off cell 0, sorted descending, 4 bits each (cells 1..15, at most 16 coins). A plain
// array and indices, not vector iterators: the _GLIBCXX_DEBUG build's checked iterators made
// this hot loop 30 times slower.
std::uint64_t pack(const std::vector<int>& c) {
  int s[16];
  size_t n = 0;
  for (size_t i = 0; i < c.size(); ++i) {
    if (c[i] == 0) continue;
    if (n == 16) std::abort();  // more than a key holds
    s[n++] = c[i];
  }
  for (size_t i = 1; i < n; ++i)  // insertion sort, descending: a few values
    for (size_t j = i; j > 0 && s[j - 1] < s[j]; --j) std::swap(s[j - 1], s[j]);
  std::uint64_t key = 0;
  for (size_t i = 0; i < n; ++i) key = key << 4 | static_cast<std::uint64_t>(s[i]);
  return key;
}

bool wins(const std::vector<int>& c) {
  const std::uint64_t key = pack(c);
  const auto found = memo.find(key);
  if (found != memo.end()) return found->second;
  bool win = false;
  std::vector<int> next = c;
  for (size_t i = 0; i < c.size() && !win; ++i) {
    for (int q = 0; q < c[i] && !win; ++q) {
      next[i] = q;
      win = !wins(next);
    }
    next[i] = c[i];
  }
  return memo[key] = win;
}

bool wins(const Cells& c) { return wins(std::vector<int>(c.begin(), c.end())); }

exc::Tally tally;

[[noreturn]] void failure(const Cells& in, const std::string& text, const std::string& why) {
  exc::fail(why, in.size(), text, [&] {
    for (unsigned long long c : in) std::printf(" %llu", c);
  });
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
  for (unsigned long long c : in) can_move |= c > 0;
  if (tail == "none") {
    if (can_move || !says_lost) fail("`after: none` although a coin can move");
  } else {
    Cells out;
    std::istringstream s(tail);
    for (unsigned long long c; s >> c;) out.push_back(c);
    if (!s.eof() || out.size() != in.size()) fail("unreadable `after:` position");
    const auto [changed, moved] = exc::changes(in, out);
    if (changed != 1 || out[moved] > in[moved]) {
      fail("the `after:` position is not one coin slid left");
    }
    if (judge != exc::Judge::none) {
      const bool next_wins = judge == exc::Judge::mirror || wins(out);
      exc::judge_after(next_wins, says_lost, "cubelover", fail, judge);
    }
  }
  tally.count(judge, says_lost);
}

// Every ordered tuple of m coins on cells 0..top.
void every_tuple(size_t m, unsigned long long top) {
  exc::every_tuple(m, 0, top, [](const Cells& c) { check(c, exc::Judge::brute_force); });
}
}  // namespace

int main() {
  for (size_t m = 0; m <= 4; ++m) every_tuple(m, 7);
  every_tuple(5, 7);
  every_tuple(6, 4);
  Rng rng(11869);
  for (int k = 0; k < 5000; ++k) {
    Cells c(rng.between(1, 8));
    for (auto& x : c) x = rng.between(0, 15);
    check(c, exc::Judge::brute_force);
  }
  for (int k = 0; k < 300; ++k) {
    Cells c(rng.between(1, 50));
    for (auto& x : c) x = rng.between(1, 1000000000);
    if (k % 2) {
      check(exc::doubled(c), exc::Judge::mirror);
    } else {
      check(c, exc::Judge::none);
    }
  }
  tally.print("boj11869_nimble", static_cast<long long>(memo.size()));
  return 0;
}
