// BOJ 18937 Kings' bridge: brute force of the whole combined game from the rules: the game is
//   loopy, so every placement x king to move is labelled by retrograde analysis, and a draw
//   anywhere exits 3 (never seen). Refuses (exit 2) past kMaxPlacements placements or kMaxEdges
//   edges (~0.1 s a call at -O2; generated cases < 0.04 s).
// Status: agrees with the samples and main.cpp on every exhaustive and stress case.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace naive {
constexpr long long kMaxPlacements = 200000, kMaxEdges = 20000000;

[[noreturn]] inline void die(int code, const std::string& msg) {
  std::fprintf(stderr, "error: %s\n", msg.c_str());
  std::exit(code);
}

struct Bridge {
  int a;                              // cells 0..a-1
  long long count, stride;            // placements; place value in the node code
  std::vector<int> white, black, id;  // placement -> cells; id[w * a + b] -> placement
};

// Calls f(code of the new placement) for every move of king k (0 white, 1 black) from code.
template <class F>
void for_moves(const std::vector<Bridge>& br, long long code, int k, F f) {
  for (const Bridge& g : br) {
    const int p = static_cast<int>(code / g.stride % g.count);
    const int w = g.white[p], b = g.black[p];
    const auto to = [&](int q) { f(code + (q - p) * g.stride); };  // placement q on this bridge
    if (k == 0) {  // white: any other cell left of black
      for (int x = 0; x < b; ++x)
        if (x != w) to(g.id[x * g.a + b]);
    } else {  // black: any other cell right of white
      for (int x = w + 1; x < g.a; ++x)
        if (x != b) to(g.id[w * g.a + x]);
    }
  }
}

// Labels every node of the game of these bridges: br gets the bridges of 3 cells or more,
// label[code * 2 + king to move] is 1 when the mover wins, 2 when he loses.
inline void label_game(const std::vector<int>& lengths, std::vector<Bridge>& br,
                       std::vector<char>& label) {
  br.clear();
  long long placements = 1, cells = 0;
  for (int a : lengths) {
    if (a < 2) die(1, "a bridge of " + std::to_string(a) + " cells cannot hold both stones");
    if (a == 2) continue;
    const long long c = 1LL * a * (a - 1) / 2;
    if (c > kMaxPlacements || placements * c > kMaxPlacements) {
      die(2, "too large for the brute force (placements product > 200000)");
    }
    Bridge g{a, c, placements, {}, {}, std::vector<int>(1LL * a * a, -1)};
    for (int w = 0; w < a; ++w)
      for (int b = w + 1; b < a; ++b) {
        g.id[w * a + b] = static_cast<int>(g.white.size());
        g.white.push_back(w);
        g.black.push_back(b);
      }
    placements *= c;
    cells += a;
    br.push_back(std::move(g));
  }
  if (2 * placements * cells > kMaxEdges) die(2, "too large for the brute force (edges > 2e7)");

  const int nodes = static_cast<int>(2 * placements);
  std::vector<int> left(nodes);  // moves not yet known to reach a won node
  label.assign(nodes, 0);
  std::vector<int> queue;
  queue.reserve(nodes);
  for (int s = 0; s < nodes; ++s) {
    for_moves(br, s / 2, s % 2, [&](long long) { ++left[s]; });
    if (left[s] == 0) label[s] = 2, queue.push_back(s);
  }
  // Moves are reversible (x -> y implies y -> x), so the predecessors of (P, king k to move)
  // are (Q, the other king to move) for every Q the other king reaches from P.
  for (size_t head = 0; head < queue.size(); ++head) {
    const int s = queue[head], k = 1 - s % 2;  // k: the king who moved into s
    for_moves(br, s / 2, k, [&](long long q) {
      const int t = static_cast<int>(q * 2 + k);
      if (label[t]) return;
      if (label[s] == 2) {
        label[t] = 1, queue.push_back(t);
      } else if (--left[t] == 0) {
        label[t] = 2, queue.push_back(t);
      }
    });
  }
  if (static_cast<int>(queue.size()) != nodes) {
    die(3, std::to_string(nodes - queue.size()) + " of " + std::to_string(nodes) +
               " positions are draws: the game is not what the solution assumes");
  }
}
}  // namespace naive

// at: the white and black cells per bridge (input order) to start from instead of the ends
// (the whole graph is labelled either way); empty: the fresh bridges.
int naive_winner(const std::vector<int>& lengths, int first,
                 const std::vector<std::pair<int, int>>& at = {}) {
  // The graph of the last lengths asked about is kept: a check asks about one game twice
  // (before and after a move).
  static std::vector<int> labelled;
  static std::vector<naive::Bridge> br;
  static std::vector<char> label;
  if (label.empty() || lengths != labelled)
    naive::label_game(lengths, br, label), labelled = lengths;
  long long start = 0;
  for (size_t i = 0, j = 0; i < lengths.size(); ++i) {
    if (lengths[i] == 2) continue;
    const naive::Bridge& g = br[j++];
    const int w = at.empty() ? 0 : at[i].first, b = at.empty() ? g.a - 1 : at[i].second;
    start += g.id[w * g.a + b] * g.stride;
  }
  return label[start * 2 + first] == 1 ? first : 1 - first;
}

#ifndef NAIVE_LIBRARY
#define main boj_solution_main  // main.cpp's reader, not its main(): it rejects alike
#include "main.cpp"
#undef main

int main() {
  std::vector<int> lengths;
  const int first = read_bridges([&lengths](unsigned long long a) {
    if (a > 1000000) naive::die(2, "too large for the brute force (a bridge > 10^6 cells)");
    lengths.push_back(static_cast<int>(a));
  });
  std::puts(kKings[naive_winner(lengths, first)]);
}
#endif
