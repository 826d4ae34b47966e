// BOJ 18937 Kings' bridge - whole-domain check of bridge_grundy in main.cpp.
// Claim: in EVERY position (not only the initial one) the king to move wins iff the xor of
//   bridge_grundy(gap + 2) over the bridges is nonzero, gap = free cells between the stones,
//   and no position is a draw although stones may retreat and positions repeat.
// How: for every multiset of lengths (1 bridge 2..200, 2 bridges 2..25, 3 bridges 2..10) the
//   graph of all placements x king to move is labelled by retrograde analysis (no move: lost;
//   a move to a lost node: won; all moves to won nodes: lost; the rest: draws). Written apart
//   from naive.cpp: move lists precomputed per bridge, out-degrees from the count of free
//   cells behind/in front, so the two brute forces do not share code.
// Time: ~3 s at -O2 (12.3M positions, 4.6e8 edge visits). Status: passes; no draw found;
//   each of a - 1, a, (a - 2) % 64 and (a - 2) / 2 * 2 put in bridge_grundy is caught.
#define BOJ_NO_MAIN
#include <cstdio>
#include <functional>
#include <vector>

#include "../../boj18937_kings_bridge/main.cpp"

namespace {
struct Bridge {
  int a, count, stride;
  std::vector<int> w, b;                // placement -> cells
  std::vector<std::vector<int>> to[2];  // placement -> placements after a white/black move
};

Bridge make(int a, int stride) {
  Bridge g{a, 0, stride, {}, {}, {}};
  std::vector<int> id(a * a, -1);
  for (int w = 0; w < a; ++w)
    for (int b = w + 1; b < a; ++b) id[w * a + b] = g.count++, g.w.push_back(w), g.b.push_back(b);
  for (int k = 0; k < 2; ++k) g.to[k].resize(g.count);
  for (int p = 0; p < g.count; ++p) {
    for (int x = 0; x < g.b[p]; ++x)  // white: anywhere before the black stone
      if (x != g.w[p]) g.to[0][p].push_back(id[x * a + g.b[p]]);
    for (int x = g.w[p] + 1; x < a; ++x)  // black: anywhere after the white stone
      if (x != g.b[p]) g.to[1][p].push_back(id[g.w[p] * a + x]);
  }
  return g;
}

long long positions = 0, edges = 0;
int multisets = 0;

// Labels every position of the bridges `lengths`; false (after printing) on a draw or mismatch.
bool check(const std::vector<int>& lengths) {
  std::vector<Bridge> br;
  int placements = 1;
  for (int a : lengths) br.push_back(make(a, placements)), placements *= br.back().count;
  const int nodes = 2 * placements;  // node = code * 2 + king to move (0 white, 1 black)
  std::vector<int> left(nodes), digit(br.size());
  std::vector<char> label(nodes, 0);  // 1: mover wins, 2: mover loses
  std::vector<int> queue;
  queue.reserve(nodes);
  auto decode = [&](int code) {
    for (size_t i = 0; i < br.size(); ++i) digit[i] = code / br[i].stride % br[i].count;
  };
  for (int code = 0; code < placements; ++code) {
    decode(code);
    int white = 0, black = 0;  // moves: free cells behind + in front of one's stone
    for (size_t i = 0; i < br.size(); ++i) {
      white += br[i].b[digit[i]] - 1;
      black += br[i].a - 2 - br[i].w[digit[i]];
    }
    left[2 * code] = white, left[2 * code + 1] = black;
    for (int k = 0; k < 2; ++k)
      if (left[2 * code + k] == 0) label[2 * code + k] = 2, queue.push_back(2 * code + k);
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    const int s = queue[head], code = s / 2, k = 1 - s % 2;  // k moved into s
    decode(code);
    for (size_t i = 0; i < br.size(); ++i) {
      const int p = digit[i], base = code - p * br[i].stride;
      for (int q : br[i].to[k][p]) {  // moves are reversible: k's moves from s lead back
        const int t = 2 * (base + q * br[i].stride) + k;
        ++edges;
        if (label[t]) continue;
        if (label[s] == 2) {
          label[t] = 1, queue.push_back(t);
        } else if (--left[t] == 0) {
          label[t] = 2, queue.push_back(t);
        }
      }
    }
  }
  ++multisets;
  for (int s = 0; s < nodes; ++s) {
    decode(s / 2);
    unsigned long long x = 0;
    for (size_t i = 0; i < br.size(); ++i) {
      x ^=
          bridge_grundy(static_cast<unsigned long long>(br[i].b[digit[i]] - br[i].w[digit[i]] + 1));
    }
    ++positions;
    if (label[s] == 1 + (x == 0)) continue;
    std::printf("boj18937_kings_bridge domain: MISMATCH lengths");
    for (int a : lengths) std::printf(" %d", a);
    std::printf(", %s to move, stones (white, black):", s % 2 ? "Blackking" : "Whiteking");
    for (size_t i = 0; i < br.size(); ++i)
      std::printf(" (%d, %d)", br[i].w[digit[i]], br[i].b[digit[i]]);
    std::printf(": retrograde says %s, nim-sum of bridge_grundy(gap + 2) = %llu\n",
                label[s] == 0   ? "draw"
                : label[s] == 1 ? "mover wins"
                                : "mover loses",
                x);
    return false;
  }
  return true;
}
}  // namespace

int main() {
  std::vector<int> cur;
  std::function<bool(int, int, int)> all = [&](int k, int lo, int hi) {
    if (k == 0) return check(cur);
    for (int x = lo; x <= hi; ++x) {
      cur.push_back(x);
      const bool ok = all(k - 1, x, hi);
      cur.pop_back();
      if (!ok) return false;
    }
    return true;
  };
  if (!all(1, 2, 200) || !all(2, 2, 25) || !all(3, 2, 10)) return 1;
  std::printf(
      "boj18937_kings_bridge domain: %lld positions of %d bridge multisets (1 bridge 2..200, "
      "2 bridges 2..25, 3 bridges 2..10), either king to move: no draw, and the mover wins iff "
      "xor bridge_grundy(gap + 2) != 0 (%lld retrograde edges)\n",
      positions, multisets, edges);
  return 0;
}
