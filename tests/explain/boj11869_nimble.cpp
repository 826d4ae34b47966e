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
// Exit: 0 all passed (counts printed), 1 at the first failure (input and text shown).
#define EXPLAIN_LIBRARY
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <unordered_map>

#include "../../boj11869_nimble/explain.cpp"
#include "../common/rng.hpp"

namespace {
using Cells = std::vector<unsigned long long>;

std::unordered_map<std::uint64_t, bool> memo;  // packed position -> the player to move wins

// Coins off cell 0, sorted descending, 4 bits each (cells 1..15, at most 16 coins).
std::uint64_t pack(std::vector<int> c) {
  std::sort(c.rbegin(), c.rend());
  std::uint64_t key = 0;
  for (int x : c)
    if (x > 0) key = key << 4 | static_cast<std::uint64_t>(x);
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

long long checked = 0, won = 0, lost = 0, big = 0;

[[noreturn]] void failure(const Cells& in, const std::string& text, const std::string& why) {
  std::printf("FAIL: %s\ninput: %zu /", why.c_str(), in.size());
  for (unsigned long long c : in) std::printf(" %llu", c);
  std::printf("\nexplain output:\n%s", text.c_str());
  std::exit(1);
}

// Checks one position; `judge`: also run the brute force (small positions only).
void check(const Cells& in, bool judge) {
  const std::string text = ex::explain(in);
  const size_t cut = text.rfind("after: ");
  if (text.empty() || text.back() != '\n' || cut == std::string::npos ||
      (cut > 0 && text[cut - 1] != '\n')) {
    failure(in, text, "the last line is not an `after:` line");
  }
  const std::string tail = text.substr(cut + 7, text.size() - cut - 8);
  const bool says_lost = text.find("\nevery move loses: ") != std::string::npos;
  const bool says_won = text.find("\nwinning move: ") != std::string::npos;
  if (says_lost == says_won)
    failure(in, text, "not exactly one of `winning move`/`every move loses`");
  const char* winner = says_lost ? "\ncubelover wins.\n" : "\nkoosaga wins.\n";
  if (text.find(winner) == std::string::npos)
    failure(in, text, "no winner line matching the verdict");
  if (judge && wins(in) == says_lost) {
    failure(in, text,
            says_lost ? "says every move loses, but koosaga wins (brute force)"
                      : "shows a winning move, but koosaga loses (brute force)");
  }
  bool can_move = false;
  for (unsigned long long c : in) can_move |= c > 0;
  if (tail == "none") {
    if (can_move || !says_lost) failure(in, text, "`after: none` although a coin can move");
  } else {
    Cells out;
    std::istringstream s(tail);
    for (unsigned long long c; s >> c;) out.push_back(c);
    if (!s.eof() || out.size() != in.size()) failure(in, text, "unreadable `after:` position");
    size_t changed = 0, moved = 0;
    for (size_t i = 0; i < in.size(); ++i)
      if (out[i] != in[i]) ++changed, moved = i;
    if (changed != 1 || out[moved] > in[moved]) {
      failure(in, text, "the `after:` position is not one coin slid left");
    }
    if (judge && wins(out) != says_lost) {
      failure(in, text,
              says_lost ? "after the move cubelover should win (brute force)"
                        : "after the winning move cubelover still wins (brute force)");
    }
  }
  ++checked;
  if (!judge) {
    ++big;
  } else {
    ++(says_lost ? lost : won);
  }
}

// Every ordered tuple of m coins on cells 0..top.
void every_tuple(size_t m, unsigned long long top) {
  Cells c(m, 0);
  for (;;) {
    check(c, true);
    size_t i = 0;
    while (i < m && c[i] == top) c[i++] = 0;
    if (i == m) return;
    ++c[i];
  }
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
    check(c, true);
  }
  for (int k = 0; k < 300; ++k) {
    Cells c(rng.between(1, 50));
    for (auto& x : c) x = rng.between(1, 1000000000);
    if (k % 2) c.insert(c.end(), c.begin(), c.end());  // doubled: lost, by mirroring
    check(c, false);
  }
  std::printf(
      "boj11869_nimble explain: %lld positions checked: %lld winning moves and %lld lost "
      "positions confirmed by brute force (%zu positions searched), %lld big ones for legality\n",
      checked, won, lost, memo.size(), big);
  return 0;
}
