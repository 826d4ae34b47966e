// BOJ 18937 Kings' bridge - check of the winning-move explainer
//   (boj18937_kings_bridge/explain.cpp).
// Claim: for every start position the explainer's `after:` line is one legal move of the king
//   to move (his stone on one bridge moved to another cell without reaching or passing the
//   other stone, the rest untouched, the other king to move next) that leaves the other
//   king lost; and it says "every move loses" exactly when the king to move is lost, naming
//   the right winner.
// How: explain() is called in-process and its text parsed. The judge is an independent brute
//   force of the rules: the game is loopy (stones may step back), so every placement of the
//   stones x king to move is labelled by retrograde analysis (no move: lost; a move to a lost
//   node: won; all moves to won nodes: lost; never labelled: a draw, which fails the check).
//   No Grundy values, no xor. Positions: one bridge of 2..16 cells, every ordered pair of
//   2..9, triple of 2..6, quadruple of 2..4, each with either king first, then seeded random
//   ones (up to 5 bridges of up to 10 cells, at most 40000 placements). Big random inputs
//   (up to 1000 bridges up to 10^9 cells) are checked for legality and wording only.
// Korean: every position is explained again with ex::ko (--ko) and must give the same
//   `after:` line, the same verdict in Korean words and the same numbers (exc::korean).
// Shared: the checks every explanation must pass whatever the game, the failure report,
//   the tuple enumeration and the counts are in tests/common/explain_check.hpp.
// Exit: 0 all passed (counts printed), 1 at the first failure (input and text shown).
#define EXPLAIN_LIBRARY
#include <memory>
#include <sstream>
#include <string>

#include "../../boj18937_kings_bridge/explain.cpp"
#include "../../scripts/lib/rng.hpp"
#include "../common/explain_check.hpp"

namespace {
using Lengths = std::vector<unsigned long long>;
struct Stones {  // cells 0 .. A-1 on one bridge, as explain.cpp and the note number them
  unsigned long long w, b;
  bool operator!=(const Stones& o) const { return w != o.w || b != o.b; }
};

// The labelled graph of one list of bridges.
struct Game {
  std::vector<int> len, stride;
  std::vector<std::vector<int>> index;      // per bridge: index[w][b] of a placement, or -1
  std::vector<std::vector<Stones>> stones;  // per bridge: placement -> stones
  int placements = 1;
  std::vector<char> label;  // node = code * 2 + king to move; 1 mover wins, 2 loses, 0 draw

  // Calls f(code after the move) for every move of king k from placement code.
  template <class F>
  void moves(int code, int k, F f) const {
    for (size_t i = 0; i < len.size(); ++i) {
      const int p = code / stride[i] % static_cast<int>(stones[i].size()),
                base = code - p * stride[i];
      const int w = static_cast<int>(stones[i][p].w), b = static_cast<int>(stones[i][p].b);
      if (k == 0) {
        for (int x = 0; x < b; ++x)
          if (x != w) f(base + index[i][x * len[i] + b] * stride[i]);
      } else {
        for (int x = w + 1; x < len[i]; ++x)
          if (x != b) f(base + index[i][w * len[i] + x] * stride[i]);
      }
    }
  }

  explicit Game(const Lengths& lengths) {
    for (unsigned long long a : lengths) {
      const int n = static_cast<int>(a);
      len.push_back(n);
      stride.push_back(placements);
      std::vector<int> id(n * n, -1);
      std::vector<Stones> st;
      for (int w = 0; w < n; ++w)
        for (int b = w + 1; b < n; ++b)
          id[w * n + b] = static_cast<int>(st.size()),
                     st.push_back(
                         {static_cast<unsigned long long>(w), static_cast<unsigned long long>(b)});
      index.push_back(id);
      stones.push_back(st);
      placements *= static_cast<int>(st.size());
    }
    const int nodes = 2 * placements;
    std::vector<int> left(nodes, 0), queue;
    label.assign(nodes, 0);
    for (int node = 0; node < nodes; ++node) {
      moves(node / 2, node % 2, [&](int) { ++left[node]; });
      if (left[node] == 0) label[node] = 2, queue.push_back(node);
    }
    for (size_t head = 0; head < queue.size(); ++head) {
      const int s = queue[head], k = 1 - s % 2;  // king k moved into s; moves are reversible
      moves(s / 2, k, [&](int code) {
        const int t = 2 * code + k;
        if (label[t]) return;
        if (label[s] == 2) {
          label[t] = 1, queue.push_back(t);
        } else if (--left[t] == 0) {
          label[t] = 2, queue.push_back(t);
        }
      });
    }
  }

  // Label of the node with these stones and king k to move.
  int at(const std::vector<Stones>& pos, int k) const {
    int code = 0;
    for (size_t i = 0; i < len.size(); ++i) {
      code +=
          index[i][static_cast<int>(pos[i].w) * len[i] + static_cast<int>(pos[i].b)] * stride[i];
    }
    return label[2 * code + k];
  }
};

exc::Tally tally;

[[noreturn]] void failure(const Lengths& in, int first, const std::string& text,
                          const std::string& why) {
  exc::fail(why, in.size(), text, [&] {
    for (unsigned long long a : in) std::printf(" %llu", a);
    std::printf(" / %s", kKings[first]);
  });
}

// Checks one start position; `judge`: how the winner is known.
void check(const Lengths& in, int first, exc::Judge judge) {
  const std::string text = ex::explain(in, first);
  auto fail = [&](const std::string& why) { failure(in, first, text, why); };
  const auto [tail, says_lost] = exc::verdict(text, kKings[first], kKings[1 - first], fail);
  exc::korean(
      text, says_lost, kKings[first], kKings[1 - first], [&] { return ex::explain(in, first); },
      fail);
  std::vector<Stones> start;
  for (unsigned long long a : in) start.push_back({0, a - 1});
  std::unique_ptr<Game> game;
  if (judge == exc::Judge::brute_force) {
    game = std::make_unique<Game>(in);
    const int l = game->at(start, first);
    if (l == 0) fail("the brute force finds a draw");
    exc::judge_start(l == 1, says_lost, "the king to move", fail);
  } else if (judge == exc::Judge::mirror) {
    exc::judge_start(false, says_lost, "the king to move", fail, judge);
  }
  bool can_move = false;
  for (unsigned long long a : in) can_move |= a > 2;
  if (tail == "none") {
    if (can_move || !says_lost) fail("`after: none` although a stone can move");
  } else {
    std::istringstream s(tail);
    std::string king;
    s >> king;
    if (king != kKings[1 - first]) fail("`after:` does not name the other king to move");
    std::vector<Stones> out;
    Stones st;
    char comma;
    while (s >> st.w >> comma >> st.b && comma == ',') out.push_back(st);
    if (!s.eof() || out.size() != in.size()) fail("unreadable `after:` position");
    const auto [changed, moved] = exc::changes(start, out);
    const Stones a = start[moved], b = out[moved];
    const bool legal = first == 0 ? b.b == a.b && b.w != a.w && b.w < a.b
                                  : b.w == a.w && b.b != a.b && b.b > a.w && b.b < in[moved];
    if (changed != 1 || !legal) fail("the `after:` position is not one legal move of the mover");
    if (judge == exc::Judge::brute_force) {
      const int l = game->at(out, 1 - first);
      if (l == 0) fail("the brute force finds a draw after the move");
      exc::judge_after(l == 1, says_lost, "the other king", fail);
    } else if (judge == exc::Judge::mirror) {
      exc::judge_after(true, says_lost, "the other king", fail, judge);
    }
  }
  tally.count(judge, says_lost);
}

// Every ordered tuple of m bridges of 2..top cells, either king first.
void every_tuple(size_t m, unsigned long long top) {
  exc::every_tuple(m, 2, top, [](const Lengths& a) {
    check(a, 0, exc::Judge::brute_force), check(a, 1, exc::Judge::brute_force);
  });
}
}  // namespace

int main() {
  for (unsigned long long a = 2; a <= 16; ++a)
    check({a}, 0, exc::Judge::brute_force), check({a}, 1, exc::Judge::brute_force);
  every_tuple(0, 2);
  every_tuple(2, 9);
  every_tuple(3, 6);
  every_tuple(4, 4);
  Rng rng(18937);
  for (int k = 0; k < 600;) {
    Lengths a(rng.between(1, 5));
    double product = 1;
    for (auto& x : a) x = rng.between(2, 10), product *= static_cast<double>(x * (x - 1) / 2);
    if (product > 40000) continue;
    check(a, static_cast<int>(rng.between(0, 1)), exc::Judge::brute_force);
    ++k;
  }
  for (int k = 0; k < 200; ++k) {
    Lengths a(rng.between(1, 500));
    for (auto& x : a) x = rng.between(2, 1000000000);
    const int first = static_cast<int>(rng.between(0, 1));
    if (k % 2) {
      check(exc::doubled(a), first, exc::Judge::mirror);
    } else {
      check(a, first, exc::Judge::none);
    }
  }
  tally.print("boj18937_kings_bridge", -1);  // the retrograde analysis keeps no memo
  return 0;
}
