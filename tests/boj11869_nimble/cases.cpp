// Case generator for BOJ 11869 님블 (Nimble).
// `cases gen SEED`: one random valid input small enough for naive.cpp (1..6 coins, cells
//   1..12); the shape comes from SEED % 6: uniform, all equal, nim-sum 0 by construction,
//   pairs (+ maybe one extra), boundary cells only (1 and 12), a single coin.
// `cases write DIR`: DIR/NAME.in + .out for
//   exhaustive-NNNNN  every multiset of 1..4 coins on cells 1..12 (12+78+364+1365 = 1819),
//   stress-NNNNN      seeds 1..1000 through `gen`,
//   limit-NAME        M = 1 / 99 / 100, P = 1 / 10^9, large paired values, and values that
//                     agree in their low 16 bits or sit on both sides of coin 50.
//   Small answers come from naive.cpp in-process; limit answers from the construction: a
//   position made of equal pairs loses for the mover (the second player copies each move on
//   the twin coin), and pairs plus one or two coins on distinct cells a != b wins (move the
//   higher of the two down to the other, or the single one to 0, leaving only pairs).
// Time: `write` about 0.3 s. Status: every written input passes validator.cpp.
#define NAIVE_LIBRARY
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "../../boj11869_nimble/naive.cpp"
#include "../../scripts/lib/rng.hpp"

namespace {
const long long kMaxP = 1000000000;

std::string render(const std::vector<long long>& p) {
  std::string s = std::to_string(p.size()) + "\n";
  for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i]);
  return s + "\n";
}

const char* winner(bool first_wins) { return first_wins ? "koosaga" : "cubelover"; }

void shuffle(std::vector<long long>& v, Rng& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.between(0, i - 1)]);
}

// A small random position for the naive: at most kMaxCoins coins on cells 1..kMaxCell.
std::vector<long long> gen(std::uint64_t seed) {
  Rng rng(seed);
  const long long c = kMaxCell;
  auto cell = [&] { return static_cast<long long>(rng.between(1, c)); };
  std::vector<long long> p;
  const int m = static_cast<int>(rng.between(1, kMaxCoins));
  switch (seed % 6) {
    case 0:  // uniform
      for (int i = 0; i < m; ++i) p.push_back(cell());
      break;
    case 1:  // all equal
      p.assign(m, cell());
      break;
    case 2: {  // nim-sum 0: the last coin cancels the others (retry until it fits the strip)
      for (;;) {
        p.clear();
        long long x = 0;
        for (int i = 0; i < std::max(m - 1, 1); ++i) p.push_back(cell()), x ^= p.back();
        if (x >= 1 && x <= c) p.push_back(x);
        if (x <= c) break;
      }
      break;
    }
    case 3:  // pairs, plus one extra when m is odd
      for (int i = 0; i + 1 < m; i += 2) p.push_back(cell()), p.push_back(p.back());
      if (m % 2) p.push_back(cell());
      break;
    case 4:  // boundary cells only
      for (int i = 0; i < m; ++i) p.push_back(rng.between(0, 1) ? 1 : c);
      break;
    default:  // a single coin
      p.push_back(cell());
  }
  shuffle(p, rng);
  return p;
}

std::string dir;
int written = 0;

void put(const std::string& name, const std::vector<long long>& p, bool first_wins) {
  std::ofstream(dir + "/" + name + ".in", std::ios::binary) << render(p);
  std::ofstream(dir + "/" + name + ".out", std::ios::binary) << winner(first_wins) << '\n';
  ++written;
}

std::string num5(int i) {
  std::string s = std::to_string(i);
  return std::string(5 - std::min<size_t>(5, s.size()), '0') + s;
}

// k random values, each twice (the second player mirrors: a losing position).
std::vector<long long> pairs(int k, Rng& rng, long long lo = 1, long long hi = kMaxP) {
  std::vector<long long> p;
  for (int i = 0; i < k; ++i) {
    p.push_back(rng.between(lo, hi));
    p.push_back(p.back());
  }
  return p;
}

int write_limits() {
  const int before = written;
  Rng rng(11869);
  put("limit-m1-p1", {1}, true);
  put("limit-m1-pmax", {kMaxP}, true);
  // 2^16 * 15258: a solution that xors in 16 bits sees 0 here.
  put("limit-m1-p-low16-zero", {65536LL * 15258}, true);
  put("limit-m100-all-1", std::vector<long long>(100, 1), false);
  put("limit-m99-all-1", std::vector<long long>(99, 1), true);
  put("limit-m100-all-max", std::vector<long long>(100, kMaxP), false);
  put("limit-m99-all-max", std::vector<long long>(99, kMaxP), true);
  {  // 99 coins on 1 and one on 10^9
    std::vector<long long> p(99, 1);
    p.push_back(kMaxP);
    put("limit-m100-ones-and-max", p, true);
  }
  {  // 50 random large pairs, shuffled
    auto p = pairs(50, rng, kMaxP / 2, kMaxP);
    shuffle(p, rng);
    put("limit-m100-pairs", p, false);
  }
  {  // 49 pairs + one extra
    auto p = pairs(49, rng, kMaxP / 2, kMaxP);
    p.push_back(rng.between(1, kMaxP));
    shuffle(p, rng);
    put("limit-m99-pairs-plus-one", p, true);
  }
  {  // 49 pairs + two distinct extras
    auto p = pairs(49, rng, 1, kMaxP);
    const long long a = rng.between(1, kMaxP - 1);
    p.push_back(a), p.push_back(a + 1);
    shuffle(p, rng);
    put("limit-m100-pairs-plus-two", p, true);
  }
  // Values equal in their low 16 bits and differing above: the true nim-sum is nonzero, the
  // 16-bit one is 0. Pairs keep the rest cancelling.
  {
    auto p = pairs(49, rng, 1, kMaxP);
    const long long low = rng.between(1, 65535);
    p.push_back(low), p.push_back(low + 65536LL * 15000);
    shuffle(p, rng);
    put("limit-m100-pairs-plus-two-low16-equal", p, true);
  }
  {
    auto p = pairs(49, rng, 1, kMaxP);
    p.push_back(65536LL * rng.between(1, 15258));
    shuffle(p, rng);
    put("limit-m99-pairs-plus-low16-zero", p, true);
  }
  {  // the highest bit P can have (2^29) is the only one left over
    auto p = pairs(48, rng, 1, kMaxP);
    const long long x = rng.between(1, kMaxP - (1LL << 29));
    p.push_back(x), p.push_back(x + (1LL << 29)), p.push_back(kMaxP), p.push_back(kMaxP);
    shuffle(p, rng);
    put("limit-m100-bit29-only", p, true);
  }
  {  // coins 1..50 are 25 pairs, 51..100 are 24 pairs + two distinct: the tail decides
    auto head = pairs(25, rng, 1, kMaxP);
    shuffle(head, rng);
    auto tail = pairs(24, rng, 1, kMaxP);
    const long long a = rng.between(2, kMaxP);
    tail.push_back(a), tail.push_back(a - 1);
    shuffle(tail, rng);
    head.insert(head.end(), tail.begin(), tail.end());
    put("limit-m100-tail-decides", head, true);
  }
  {  // coins 1..50 are 24 pairs + two distinct, 51..100 hold the partners of those two
    auto head = pairs(24, rng, 1, kMaxP);
    const long long a = rng.between(2, kMaxP), b = a - 1;
    head.push_back(a), head.push_back(b);
    shuffle(head, rng);
    auto tail = pairs(24, rng, 1, kMaxP);
    tail.push_back(a), tail.push_back(b);
    shuffle(tail, rng);
    head.insert(head.end(), tail.begin(), tail.end());
    put("limit-m100-pairs-split-at-50", head, false);
  }
  return written - before;
}
}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (argc == 3 && mode == "gen") {
    std::cout << render(gen(std::stoull(argv[2])));
    return 0;
  }
  if (argc != 3 || mode != "write") {
    std::cerr << "usage: cases gen SEED | cases write DIR\n";
    return 2;
  }
  dir = argv[2];
  int exhaustive = 0, stress = 0;
  // Every multiset of 1..4 coins on cells 1..12, in lexicographic order of sorted cells.
  std::vector<long long> p;
  auto rec = [&](auto&& self, long long from) -> void {
    if (!p.empty()) put("exhaustive-" + num5(++exhaustive), p, naive_first_wins(p));
    if (p.size() == 4) return;
    for (long long c = from; c <= 12; ++c) {
      p.push_back(c);
      self(self, c);
      p.pop_back();
    }
  };
  rec(rec, 1);
  for (int seed = 1; seed <= 1000; ++seed) {
    const auto q = gen(seed);
    put("stress-" + num5(++stress), q, naive_first_wins(q));
  }
  const int limit = write_limits();
  std::cout << "wrote " << written << " cases: " << exhaustive << " exhaustive, " << stress
            << " stress, " << limit << " limit\n";
  return 0;
}
