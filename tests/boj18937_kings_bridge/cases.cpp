// BOJ 18937 Kings' bridge - generated checks.
// `cases gen SEED`: one random valid input small enough for naive.cpp, its shape chosen from the
//   seed (uniform, all equal, gaps with nim-sum 0 by construction, pairs plus an extra, many
//   2-cell bridges, N = 1), the first king random.
// `cases write DIR`: DIR/NAME.in + .out for
//   exhaustive-NNNNN  every multiset of bridge lengths with 1 bridge 2..60, 2 bridges 2..16,
//                     3 bridges 2..8, 4 bridges 2..5, 5 bridges 2..4; each with both kings
//                     first (638 cases; initial positions only: the input has no other).
//   stress-NNNNN      seeds 1..1000 through `gen`.
//   limit-NAME        N = 1 with A = 2, 3, 10^9; N = 100000 of one value; N = 100000 random
//                     pairs, with or without one extra bridge; 10^9 in quantity.
// Answers: naive.cpp in-process (the whole game, no formula) for exhaustive and stress. The
//   big limit cases are built so the answer is known without main.cpp: a pair of equal
//   bridges cancels (the second king answers in kind), 2-cell bridges allow no move, and a
//   single remaining bridge with a gap is won by the king to move (he closes it).
// Time: ~2 s for `write` at -O2. Status: every .in passes validator.cpp.
#ifndef NAIVE_LIBRARY
#define NAIVE_LIBRARY
#endif
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "../../boj18937_kings_bridge/naive.cpp"
#include "../../scripts/lib/rng.hpp"

namespace {
const char* const kKings[] = {"Whiteking", "Blackking"};
constexpr int kMaxA = 1000000000, kMaxN = 100000;

struct Case {
  std::vector<int> a;
  int first;
};

std::string input_text(const Case& c) {
  std::string s = std::to_string(c.a.size()) + "\n";
  for (size_t i = 0; i < c.a.size(); ++i) s += (i ? " " : "") + std::to_string(c.a[i]);
  return s + "\n" + kKings[c.first] + "\n";
}

// The naive's work for these lengths: nodes x cells, a bound on its edges. Generated cases
// stay under 2e6 (a few ms each), well inside naive.cpp's own refusal bounds.
bool small_enough(const std::vector<int>& a) {
  long long placements = 1, cells = 0;
  for (int x : a) {
    if (x == 2) continue;
    placements *= 1LL * x * (x - 1) / 2;
    cells += x;
    if (placements > 100000) return false;
  }
  return 2 * placements * cells <= 2000000;
}

void shuffle(std::vector<int>& v, Rng& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.between(0, i - 1)]);
}

Case generate(std::uint64_t seed) {
  Rng rng(seed * 0x9E3779B97F4A7C15ULL + 18937);
  const int shape = static_cast<int>(rng.between(0, 5));
  const int first = static_cast<int>(rng.between(0, 1));
  for (;;) {
    std::vector<int> a;
    switch (shape) {
      case 0: {  // uniform: N and a length cap that usually fit together
        static const int cap[] = {0, 200, 20, 9, 6, 5, 4};
        const int n = static_cast<int>(rng.between(1, 6));
        for (int i = 0; i < n; ++i) a.push_back(static_cast<int>(rng.between(2, cap[n])));
        break;
      }
      case 1: {  // all equal
        const int n = static_cast<int>(rng.between(1, 5));
        a.assign(n, static_cast<int>(rng.between(2, n == 1 ? 200 : 12)));
        break;
      }
      case 2: {  // gaps whose nim-sum is 0 by construction: the last is the xor of the others
        const int n = static_cast<int>(rng.between(2, 4));
        int x = 0;
        for (int i = 0; i + 1 < n; ++i) {
          const int g = static_cast<int>(rng.between(0, n == 2 ? 15 : 7));
          x ^= g;
          a.push_back(g + 2);
        }
        a.push_back(x + 2);
        break;
      }
      case 3: {  // pairs of equal lengths, maybe one extra
        const int pairs = static_cast<int>(rng.between(1, 2));
        for (int i = 0; i < pairs; ++i) a.insert(a.end(), 2, static_cast<int>(rng.between(2, 8)));
        if (rng.between(0, 1)) a.push_back(static_cast<int>(rng.between(2, 8)));
        break;
      }
      case 4: {  // many 2-cell bridges (no move there) around a few short ones
        const int n = static_cast<int>(rng.between(5, 60));
        for (int i = 0; i < n; ++i)
          a.push_back(rng.between(0, 9) < 8 ? 2 : static_cast<int>(rng.between(3, 6)));
        break;
      }
      default:  // N = 1
        a.push_back(static_cast<int>(rng.between(2, 250)));
    }
    shuffle(a, rng);
    if (small_enough(a)) return {a, first};
  }
}

int written = 0;
void write(const std::string& dir, const std::string& name, const Case& c, int winner) {
  const std::string base = dir + "/" + name;
  std::ofstream(base + ".in", std::ios::binary) << input_text(c);
  std::ofstream(base + ".out", std::ios::binary) << kKings[winner] << '\n';
  ++written;
}

std::string numbered(const char* kind, int i) {
  char b[32];
  std::snprintf(b, sizeof b, "%s-%05d", kind, i);
  return b;
}

// Big cases: `pairs` equal pairs of random lengths in [lo, hi], `twos` 2-cell bridges and an
// optional extra bridge with a gap, shuffled. The king to move wins iff the extra is there.
Case built(Rng& rng, int pairs, int lo, int hi, int twos, int extra, int first) {
  Case c{{}, first};
  for (int i = 0; i < pairs; ++i) c.a.insert(c.a.end(), 2, static_cast<int>(rng.between(lo, hi)));
  c.a.insert(c.a.end(), twos, 2);
  if (extra) c.a.push_back(extra);
  shuffle(c.a, rng);
  return c;
}

int write_all(const std::string& dir) {
  int exhaustive = 0, stress = 0, limit = 0;
  // Every multiset of `k` lengths in [2, hi], nondecreasing, with both kings first.
  std::vector<int> cur;
  std::function<void(int, int, int)> rec = [&](int k, int lo, int hi) {
    if (k == 0) {
      for (int first = 0; first < 2; ++first) {
        const Case c{cur, first};
        write(dir, numbered("exhaustive", ++exhaustive), c, naive_winner(c.a, first));
      }
      return;
    }
    for (int x = lo; x <= hi; ++x) {
      cur.push_back(x);
      rec(k - 1, x, hi);
      cur.pop_back();
    }
  };
  const int caps[] = {0, 60, 16, 8, 5, 4};
  for (int k = 1; k <= 5; ++k) rec(k, 2, caps[k]);

  for (int seed = 1; seed <= 1000; ++seed) {
    const Case c = generate(seed);
    write(dir, numbered("stress", ++stress), c, naive_winner(c.a, c.first));
  }

  Rng rng(18937);
  auto lim = [&](const std::string& name, const Case& c, bool first_wins) {
    write(dir, "limit-" + name, c, first_wins ? c.first : 1 - c.first);
    ++limit;
  };
  for (int f = 0; f < 2; ++f) {
    const std::string k = f ? "-black" : "-white";
    lim("n1-a2" + k, {{2}, f}, false);  // nobody can move: the first king loses at once
    lim("n1-a3" + k, {{3}, f}, true);
    lim("n1-amax" + k, {{kMaxA}, f}, true);
    lim("nmax-all-a2" + k, built(rng, 0, 2, 2, kMaxN, 0, f), false);
    lim("nmax-all-amax" + k, built(rng, kMaxN / 2, kMaxA, kMaxA, 0, 0, f), false);
    lim("nmax-pairs" + k, built(rng, kMaxN / 2, 2, kMaxA, 0, 0, f), false);
    // 49999 pairs + one 2-cell bridge + the extra = 100000 bridges.
    lim("nmax-pairs-extra" + k,
        built(rng, kMaxN / 2 - 1, 2, kMaxA, 1, static_cast<int>(rng.between(3, kMaxA)), f), true);
    lim("nmax-pairs-extra3" + k, built(rng, kMaxN / 2 - 1, 2, kMaxA, 1, 3, f), true);
    lim("n99999-pairs-extra-amax" + k, built(rng, kMaxN / 2 - 1, 2, kMaxA, 0, kMaxA, f), true);
    // 10^9 in quantity: 99999 copies (odd) and one 2-cell bridge.
    lim("nmax-odd-amax" + k, built(rng, kMaxN / 2 - 1, kMaxA, kMaxA, 1, kMaxA, f), true);
    // Lengths just under 10^9 in pairs with an extra one of them.
    lim("nmax-pairs-near-amax" + k, built(rng, kMaxN / 2, kMaxA - 64, kMaxA, 0, 0, f), false);
    lim("n99999-pairs-near-amax-extra" + k,
        built(rng, kMaxN / 2 - 1, kMaxA - 64, kMaxA, 0, kMaxA - 1, f), true);
    // Few bridges, long ones: two equal, or two equal and a third.
    lim("n2-amax-pair" + k, {{kMaxA, kMaxA}, f}, false);
    lim("n3-amax-pair-extra" + k, {{kMaxA - 1, 3, kMaxA - 1}, f}, true);
  }
  std::printf("wrote %d cases: %d exhaustive, %d stress, %d limit\n", written, exhaustive, stress,
              limit);
  return 0;
}
}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (argc == 3 && mode == "gen") {
    std::fputs(input_text(generate(std::strtoull(argv[2], nullptr, 10))).c_str(), stdout);
    return 0;
  }
  if (argc == 3 && mode == "write") return write_all(argv[2]);
  std::fprintf(stderr, "usage: cases gen SEED | cases write DIR\n");
  return 2;
}
