// BOJ 11869's generated checks (`cases gen|write`: tests/common/cases.hpp); no answer
//   from main.cpp. Families: tests/README.md, "Per-problem files". Status: every input passes
//   the validator (`<p>/validate-inputs`), the set's hash is pinned (`<p>/cases-hash`).
#define NAIVE_LIBRARY
#include "../common/cases.hpp"  // with <algorithm>, <string>, <vector>, Rng

#include "../../boj11869_nimble/naive.cpp"

namespace {
using Coins = std::vector<long long>;
const long long kMaxP = facts::kValueMax;
const int kMaxM = static_cast<int>(facts::kNMax), kHalf = kMaxM / 2;  // limit-m<kMaxM>-...
static_assert(facts::kValueMin == 1 && facts::kArity == 1 && kMaxM % 4 == 0 && kMaxM >= 8,
              "the limit cases split M coins in two halves of pairs");

// A small random position for the naive: at most kMaxCoins coins on cells 1..kMaxCell.
Coins gen(std::uint64_t seed) {
  Rng rng(seed);
  const long long c = kMaxCell;
  auto cell = [&] { return static_cast<long long>(rng.between(1, c)); };
  Coins p;
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

CaseWriter* out = nullptr;  // the writer of the running `write`

void put(const std::string& name, const Coins& p, bool first_wins) {
  out->put(name, listing(p), std::string(winner(first_wins)) + "\n");
}

// k random values, each twice (the second player mirrors: a losing position).
Coins pairs(int k, Rng& rng, long long lo, long long hi) {
  Coins p;
  for (int i = 0; i < k; ++i) {
    p.push_back(rng.between(lo, hi));
    p.push_back(p.back());
  }
  return p;
}

// k pairs in lo..hi, then the coins more() draws after them, shuffled.
template <class More>
Coins mixed(Rng& rng, int k, long long lo, long long hi, const More& more) {
  Coins p = pairs(k, rng, lo, hi);
  const Coins extra = more();
  p.insert(p.end(), extra.begin(), extra.end());
  shuffle(p, rng);
  return p;
}
Coins no_more() { return {}; }

// Two coins that agree below bit b and differ above it (the mover evens them, then copies),
// for every b that cells up to `hi` allow; and one coin on 2^b times an odd number.
void low_bits(Rng& rng, const std::string& prefix, int b0, int b1, long long hi) {
  low_bit_twins(rng, b0, b1, 1, hi, [&](int b, long long p1, long long p2, long long zero) {
    const std::string name = prefix + "p-low" + std::to_string(b);
    put(name + "-equal", {p1, p2}, true);
    put(name + "-zero", {zero}, true);
  });
}

// Answers by construction: pairs win for the mover with one more coin, or two on distinct
// cells (he leaves only pairs), and lose without.
void write_limits() {
  Rng rng(cases_seed);
  const std::string m = "limit-m" + std::to_string(kMaxM),
                    m1 = "limit-m" + std::to_string(kMaxM - 1);
  put("limit-m1-p1", {1}, true);
  put("limit-m1-pmax", {kMaxP}, true);
  // 2^16 * 15258 (the largest such P): a solution that xors in 16 bits sees 0 here.
  put("limit-m1-p-low16-zero", {65536LL * (kMaxP / 65536)}, true);
  put(m + "-all-1", Coins(kMaxM, 1), false);
  put(m1 + "-all-1", Coins(kMaxM - 1, 1), true);
  put(m + "-all-max", Coins(kMaxM, kMaxP), false);
  put(m1 + "-all-max", Coins(kMaxM - 1, kMaxP), true);
  {  // 99 coins on 1 and one on 10^9
    Coins p(kMaxM - 1, 1);
    p.push_back(kMaxP);
    put(m + "-ones-and-max", p, true);
  }
  put(m + "-pairs", mixed(rng, kHalf, kMaxP / 2, kMaxP, no_more), false);  // 50 large pairs
  const auto one_more = [&] { return Coins{static_cast<long long>(rng.between(1, kMaxP))}; };
  put(m1 + "-pairs-plus-one", mixed(rng, kHalf - 1, kMaxP / 2, kMaxP, one_more), true);
  const auto two_more = [&] {  // two distinct extras
    const long long a = rng.between(1, kMaxP - 1);
    return Coins{a, a + 1};
  };
  put(m + "-pairs-plus-two", mixed(rng, kHalf - 1, 1, kMaxP, two_more), true);
  // Values equal in their low 16 bits and differing above: the true nim-sum is nonzero, the
  // 16-bit one is 0. Pairs keep the rest cancelling.
  const auto low16_equal = [&] {
    const long long low = rng.between(1, 65535);
    return Coins{low, low + 65536LL * 15000};
  };
  put(m + "-pairs-plus-two-low16-equal", mixed(rng, kHalf - 1, 1, kMaxP, low16_equal), true);
  const auto low16_zero = [&] {
    return Coins{65536LL * static_cast<long long>(rng.between(1, kMaxP / 65536))};
  };
  put(m1 + "-pairs-plus-low16-zero", mixed(rng, kHalf - 1, 1, kMaxP, low16_zero), true);
  const auto bit29 = [&] {  // the highest bit P can have (2^29) is the only one left over
    const long long x = rng.between(1, kMaxP - (1LL << 29));
    return Coins{x, x + (1LL << 29), kMaxP, kMaxP};
  };
  put(m + "-bit29-only", mixed(rng, kHalf - 2, 1, kMaxP, bit29), true);
  {  // coins 1..50 are 25 pairs, 51..100 are 24 pairs + two distinct: the tail decides
    Coins p = mixed(rng, kHalf / 2, 1, kMaxP, no_more);
    const Coins tail = mixed(rng, kHalf / 2 - 1, 1, kMaxP, [&] {
      const long long a = rng.between(2, kMaxP);
      return Coins{a, a - 1};
    });
    p.insert(p.end(), tail.begin(), tail.end());
    put(m + "-tail-decides", p, true);
  }
  {  // coins 1..50 are 24 pairs + a and a - 1, 51..100 are 24 pairs + a and a - 1 again
    Coins head = pairs(kHalf / 2 - 1, rng, 1, kMaxP);
    const long long a = rng.between(2, kMaxP);
    head.insert(head.end(), {a, a - 1});
    shuffle(head, rng);
    const Coins tail = mixed(rng, kHalf / 2 - 1, 1, kMaxP, [a] { return Coins{a, a - 1}; });
    head.insert(head.end(), tail.begin(), tail.end());
    put(m + "-pairs-split-at-" + std::to_string(kHalf), head, false);
  }
  low_bits(rng, "limit-", 1, 29, kMaxP);  // 10^9 < 2^30
  const auto low16_equal_any = [&] {      // the same among 100 coins: 49 pairs + two
    const long long low = rng.between(1, 65535);
    return Coins{low, low + 65536LL * static_cast<long long>(rng.between(1, 15000))};
  };
  put(m + "-p-low16-equal", mixed(rng, kHalf - 1, 1, kMaxP, low16_equal_any), true);
}

// Near-twins over all of 1..10^9: a coin on p is worth p, so a coin of value v is cell v.
void write_twin_cases() {
  Rng rng(cases_seed * 100 + 19);
  TwinDomain d = linear_domain(1, kMaxP, 0, {kMaxP, 1});
  d.put = put;
  write_twins(d, rng, 6, 120, 0);
}

void write_all(CaseWriter& w) {
  out = &w;
  // Every multiset of 1..4 coins on cells 1..12, in lexicographic order of sorted cells.
  Coins p;
  auto rec = [&](auto&& self, long long from) -> void {
    if (!p.empty()) put(w.next("exhaustive"), p, naive_first_wins(p));
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
    put(w.next("stress"), q, naive_first_wins(q));
  }
  write_limits();
  write_twin_cases();
}
}  // namespace

int main(int argc, char** argv) {
  return cases_main(
      argc, argv, [](std::uint64_t seed) { return listing(gen(seed)); }, write_all);
}
