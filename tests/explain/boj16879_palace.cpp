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
// Exit: 0 all passed (counts printed), 1 at the first failure (input and text shown).
#define EXPLAIN_LIBRARY
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <unordered_map>

#include "../../boj16879_palace/explain.cpp"
#include "../common/rng.hpp"

namespace {
using Cells = std::vector<ex::Cell>;

std::unordered_map<std::uint64_t, bool> memo;  // packed position -> the player to move wins

// Palaces off (0,0) as x * 16 + y (coordinates 0..15), sorted descending, 8 bits each.
std::uint64_t pack(const std::vector<int>& c) {
  std::vector<int> s;
  for (int v : c)
    if (v != 0) s.push_back(v);
  std::sort(s.rbegin(), s.rend());
  std::uint64_t key = 0;
  for (int v : s) key = key << 8 | static_cast<std::uint64_t>(v);
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

long long checked = 0, won = 0, lost = 0, big = 0;

[[noreturn]] void failure(const Cells& in, const std::string& text, const std::string& why) {
  std::printf("FAIL: %s\ninput: %zu /", why.c_str(), in.size());
  for (const auto& [x, y] : in) std::printf(" %llu %llu /", x, y);
  std::printf("\nexplain output:\n%s", text.c_str());
  std::exit(1);
}

bool one_move(ex::Cell from, ex::Cell to) {
  const auto [x, y] = from;
  const auto [u, v] = to;
  return (v == y && u < x) || (u == x && v < y) || (x > 0 && y > 0 && u == x - 1 && v == y - 1);
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
  for (const auto& [x, y] : in) can_move |= x > 0 || y > 0;
  if (tail == "none") {
    if (can_move || !says_lost) failure(in, text, "`after: none` although a palace can move");
  } else {
    Cells out;
    std::istringstream s(tail);
    unsigned long long x, y;
    char comma;
    while (s >> x >> comma >> y && comma == ',') out.push_back({x, y});
    if (!s.eof() || out.size() != in.size()) failure(in, text, "unreadable `after:` position");
    size_t changed = 0, moved = 0;
    for (size_t i = 0; i < in.size(); ++i)
      if (out[i] != in[i]) ++changed, moved = i;
    if (changed != 1 || !one_move(in[moved], out[moved])) {
      failure(in, text, "the `after:` position is not one legal palace move");
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

// Every ordered tuple of m palaces on 0..top x 0..top.
void every_tuple(size_t m, unsigned long long top) {
  std::vector<unsigned long long> d(2 * m, 0);
  for (;;) {
    Cells c(m);
    for (size_t i = 0; i < m; ++i) c[i] = {d[2 * i], d[2 * i + 1]};
    check(c, true);
    size_t i = 0;
    while (i < 2 * m && d[i] == top) d[i++] = 0;
    if (i == 2 * m) return;
    ++d[i];
  }
}
}  // namespace

int main() {
  every_tuple(0, 0);
  every_tuple(1, 15);
  every_tuple(2, 5);
  every_tuple(3, 3);
  check({{3, 2}}, true);  // samples 1-4 (sample 5 is too big for the brute force)
  check({{3, 3}}, true);
  check({{6, 6}}, true);
  check({{7, 4}, {3, 7}, {1, 0}}, true);
  Rng rng(16879);
  for (int k = 0; k < 3000; ++k) {
    Cells c(rng.between(1, 4));
    for (auto& [x, y] : c) x = rng.between(0, 7), y = rng.between(0, 7);
    check(c, true);
  }
  for (int k = 0; k < 200; ++k) {
    Cells c(rng.between(1, 1000));
    for (auto& [x, y] : c) x = rng.between(0, 2999), y = rng.between(0, 2999);
    if (k % 2) c.insert(c.end(), c.begin(), c.end());  // doubled: lost, by mirroring
    check(c, false);
  }
  std::printf(
      "boj16879_palace explain: %lld positions checked: %lld winning moves and %lld lost "
      "positions confirmed by brute force (%zu positions searched), %lld big ones for legality\n",
      checked, won, lost, memo.size(), big);
  return 0;
}
