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
    case 2:  // nim-sum 0: the last coin cancels the others (retry until it fits the strip)
      for (long long x = c + 1; x > c;) {
        p.clear();
        x = 0;
        for (int i = 0; i < std::max(m - 1, 1); ++i) p.push_back(cell()), x ^= p.back();
        if (x >= 1 && x <= c) p.push_back(x);
      }
      break;
    case 3:  // pairs, plus one extra when m is odd
      for (int i = 0; i + 1 < m; i += 2) p.insert(p.end(), 2, cell());
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
  out->put(name, listing(p), first_wins);
}
Coins cat(Coins a, const Coins& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// Answers by construction: pairs win for the mover with one more coin, or two on distinct
// cells (he leaves only pairs), and lose without.
void write_limits() {
  Rng rng(cases_seed);
  const auto draw = [&](long long lo, long long hi) {
    return static_cast<long long>(rng.between(lo, hi));
  };
  // k pairs in lo..kMaxP (the second player mirrors: a loss), then the coins more() draws,
  // shuffled.
  const auto mixed = [&](int k, long long lo, const auto& more) {
    Coins p;
    for (int i = 0; i < k; ++i) p.insert(p.end(), 2, draw(lo, kMaxP));
    p = cat(p, more());
    shuffle(p, rng);
    return p;
  };
  const auto none = [] { return Coins{}; };
  long long a = 0;
  const auto a_and_less = [&] {  // two distinct extras
    a = draw(2, kMaxP);
    return Coins{a, a - 1};
  };
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
  put(m + "-ones-and-max", cat(Coins(kMaxM - 1, 1), {kMaxP}), true);  // 99 on 1, one on 10^9
  put(m + "-pairs", mixed(kHalf, kMaxP / 2, none), false);            // 50 large pairs
  put(m1 + "-pairs-plus-one", mixed(kHalf - 1, kMaxP / 2, [&] { return Coins{draw(1, kMaxP)}; }),
      true);
  put(m + "-pairs-plus-two",
      mixed(kHalf - 1, 1,
            [&] {
              a = draw(1, kMaxP - 1);
              return Coins{a, a + 1};
            }),
      true);
  // Values equal in their low 16 bits and differing above: the true nim-sum is nonzero, the
  // 16-bit one is 0. Pairs keep the rest cancelling.
  put(m + "-pairs-plus-two-low16-equal",
      mixed(kHalf - 1, 1,
            [&] {
              a = draw(1, 65535);
              return Coins{a, a + 65536LL * 15000};
            }),
      true);
  put(m1 + "-pairs-plus-low16-zero",
      mixed(kHalf - 1, 1, [&] { return Coins{65536LL * draw(1, kMaxP / 65536)}; }), true);
  put(m + "-bit29-only",
      mixed(kHalf - 2, 1,
            [&] {  // 2^29, P's highest bit, is left over
              a = draw(1, kMaxP - (1LL << 29));
              return Coins{a, a + (1LL << 29), kMaxP, kMaxP};
            }),
      true);
  // coins 1..50 are 25 pairs, 51..100 are 24 pairs + two distinct: the tail decides
  Coins p = mixed(kHalf / 2, 1, none);
  put(m + "-tail-decides", cat(p, mixed(kHalf / 2 - 1, 1, a_and_less)), true);
  // coins 1..50 are 24 pairs + a and a - 1, 51..100 are 24 pairs + a and a - 1 again
  p = mixed(kHalf / 2 - 1, 1, a_and_less);
  put(m + "-pairs-split-at-" + std::to_string(kHalf),
      cat(p, mixed(kHalf / 2 - 1, 1,
                   [&] {
                     return Coins{a, a - 1};
                   })),
      false);
  // Two coins that agree below bit b and differ above it (the mover evens them, then copies),
  // for every b of a cell up to 10^9 < 2^30; and one coin on 2^b times an odd number.
  low_bit_twins(rng, 1, kMaxP, [&](int b, long long p1, long long p2, long long zero) {
    put("limit-p-low" + std::to_string(b) + "-equal", {p1, p2}, true);
    put("limit-p-low" + std::to_string(b) + "-zero", {zero}, true);
  });
  put(m + "-p-low16-equal",
      mixed(kHalf - 1, 1,
            [&] {  // the same among 100 coins: 49 pairs + 2
              a = draw(1, 65535);
              return Coins{a, a + 65536LL * draw(1, 15000)};
            }),
      true);
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
  write_limits();
  // Near-twins over all of 1..10^9: a coin on p is worth p, so a coin of value v is cell v.
  Rng rng(cases_seed * 100 + 19);
  TwinDomain d = linear_domain(1, kMaxP, 0, {kMaxP, 1});
  d.put = put;
  write_twins(d, rng, 6, 120, 0);
}
}  // namespace

int main(int argc, char** argv) {
  return cases_main(argc, argv, gen, listing<long long>, naive_first_wins, write_all);
}
