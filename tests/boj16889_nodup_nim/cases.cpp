// BOJ 16889's generated checks (`cases gen|write`: tests/common/cases.hpp); no answer
//   from main.cpp. Families: tests/README.md, "Per-problem files". Status: every input passes
//   the validator (`<p>/validate-inputs`), the set's hash is pinned (`<p>/cases-hash`).
#define NAIVE_LIBRARY
#include "../common/cases.hpp"  // with <algorithm>, <string>, <vector>, Rng

#include <numeric>

#include "../../boj16889_nodup_nim/naive.cpp"
#include "../../boj16889_nodup_nim/pile_search.hpp"

namespace {
const int kMaxN = static_cast<int>(facts::kNMax), kMaxA = static_cast<int>(facts::kValueMax),
          kGenStones = 24;
static_assert(facts::kValueMin == 1 && facts::kArity == 1, "a pile is one number from 1");

// The exact value of a fresh pile by search from the rules (independent of main.cpp).
unsigned exact_pile_value(int a) {
  static PileSearch search(kMaxA);
  return static_cast<unsigned>(search.value(a, 0));
}

int sum(const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0); }

unsigned value_xor(const std::vector<int>& v) {
  unsigned x = 0;
  for (int a : v) x ^= exact_pile_value(a);
  return x;
}

std::vector<int> generate(std::uint64_t seed) {
  Rng rng(seed * 0x2545F4914F6CDD1DULL + cases_seed);
  const auto draw = [&](int lo, int hi) { return static_cast<int>(rng.between(lo, hi)); };
  std::vector<int> p;
  switch (seed % 8) {
    case 0: {  // uniform: 1..8 piles, sizes drawn until the total fits
      const int n = draw(1, 8);
      do {
        const int hi = draw(1, kGenStones / n * 2);
        p.clear();
        for (int i = 0; i < n; ++i) p.push_back(draw(1, hi));
      } while (sum(p) > kGenStones);
      break;
    }
    case 1: {  // all equal
      const int n = draw(1, 8);
      p.assign(n, draw(1, kGenStones / n));
      break;
    }
    case 2:    // equal pairs: the mover loses
    case 3: {  // pairs plus one extra pile (which may match a pair)
      const int pairs = draw(1, 4);
      do {
        p.clear();
        for (int i = 0; i < pairs; ++i) p.insert(p.end(), 2, draw(1, 8));
        if (seed % 8 == 3) p.push_back(draw(1, 12));
      } while (sum(p) > kGenStones);
      break;
    }
    case 4: {  // sizes at, just below and just above triangular numbers k(k+1)/2
      const int n = draw(1, 5);
      do {
        p.clear();
        for (int i = 0; i < n; ++i) {
          const int k = draw(1, 6);
          p.push_back(std::max(1, k * (k + 1) / 2 + draw(0, 2) - 1));
        }
      } while (sum(p) > kGenStones);
      break;
    }
    case 5:  // a single pile: the mover takes it all
      p.push_back(draw(1, kGenStones));
      break;
    case 6: {  // exact per-pile values xor to 0 (the last pile completes it when possible)
      std::vector<int> fits;
      while (fits.empty()) {
        p.clear();
        const int n = draw(1, 5);
        for (int i = 0; i < n; ++i) p.push_back(draw(1, 12));
        const unsigned want = value_xor(p);
        for (int a = 1; a <= kGenStones - sum(p); ++a)
          if (exact_pile_value(a) == want) fits.push_back(a);
      }
      p.push_back(fits[rng.between(0, fits.size() - 1)]);
      break;
    }
    default: {  // two or three big piles
      const int n = draw(2, 3);
      do {
        p.clear();
        for (int i = 0; i < n; ++i) p.push_back(draw(5, 20));
      } while (sum(p) > kGenStones);
      break;
    }
  }
  shuffle(p, rng);
  return p;
}

CaseWriter* out = nullptr;  // the writer of the running `write`
// limit-NAME, answered by the exact values
void limit(const std::string& name, const std::vector<int>& p) {
  out->put("limit-" + name, listing(p), value_xor(p) != 0);
}

// Every multiset of `parts` more piles, each at most `hi` (so sizes never increase), with at
// most `budget` stones in all.
void multisets(std::vector<int>& cur, int parts, int hi, int budget) {
  if (parts == 0) return out->put(out->next("exhaustive"), listing(cur), naive_first_wins(cur));
  for (int a = 1; a <= std::min(hi, budget - (parts - 1)); ++a) {
    cur.push_back(a);
    multisets(cur, parts - 1, a, budget - a);
    cur.pop_back();
  }
}

// Near-twins over the piles 1..60, worth their exact values (the search above).
void write_twin_cases() {
  std::vector<std::vector<int>> by_value(16);
  for (int a = 1; a <= kMaxA; ++a) by_value[exact_pile_value(a)].push_back(a);
  Rng rng(cases_seed * 100 + 19);
  TwinDomain d;
  d.bits = 4;  // values 1..10
  d.any = [](Rng& r) -> long long {
    return r.between(0, 7) == 0 ? (r.between(0, 1) ? kMaxA : 1) : r.between(1, kMaxA);
  };
  d.value = [](long long a) {
    return static_cast<std::uint64_t>(exact_pile_value(static_cast<int>(a)));
  };
  d.of_value = [&](std::uint64_t v, Rng& r) -> long long {
    if (v >= by_value.size() || by_value[v].empty()) return -1;
    return by_value[v][r.between(0, by_value[v].size() - 1)];
  };
  d.put = [](const std::string& name, const Parts& c, bool first_wins) {
    out->put(name, listing(c), first_wins);
  };
  write_twins(d, rng, 40, 80, 40);
}

// Every pile 1..60 through main.cpp: next to the next size (the value must step up there and
// only there), and next to the piles worth the bits of its value (1, 3, 10 and 36 stones are
// worth 1, 2, 4 and 8 by the search), so the xor is 0.
void every_pile() {
  for (int a = 1; a < kMaxA; ++a)
    limit("pair-" + std::to_string(a) + "-" + std::to_string(a + 1), {a, a + 1});
  const int basis[] = {1, 3, 10, 36};
  for (int a = 1; a <= kMaxA; ++a) {
    std::vector<int> p = {a};
    for (int i = 0; i < 4; ++i)
      if (exact_pile_value(a) >> i & 1) p.push_back(basis[i]);
    limit("pile-" + std::to_string(a) + "-balanced", p);
  }
}

void write_all(CaseWriter& w) {
  out = &w;
  std::vector<int> cur;
  for (int parts = 1; parts <= 3; ++parts) multisets(cur, parts, kGenStones, kGenStones);
  multisets(cur, 4, 18, 18);

  // N = 1: a fresh pile always wins for the mover (take it all); the search must agree.
  for (int a : {1, 55, 56, 57, 58, 59, 60}) limit("n1-a" + std::to_string(a), {a});
  // Equal pairs lose for the mover; pairs plus one pile win.
  limit("nmax-all1", std::vector<int>(kMaxN, 1));
  limit("nmax-all60", std::vector<int>(kMaxN, kMaxA));
  limit("n999999-all60", std::vector<int>(kMaxN - 1, kMaxA));

  Rng rng(cases_seed);
  const auto draw = [&](int lo, int hi) { return static_cast<int>(rng.between(lo, hi)); };
  std::vector<int> p(kMaxN);
  for (int& a : p) a = draw(1, kMaxA);
  limit("nmax-random", p);

  // Random, then the last pile chosen so that the exact values xor to 0.
  for (int pick = 0; pick == 0; p.back() = pick) {
    for (int& a : p) a = draw(1, kMaxA);
    const unsigned want = value_xor(std::vector<int>(p.begin(), p.end() - 1));
    for (int a = kMaxA; a >= 1 && pick == 0; --a) pick = exact_pile_value(a) == want ? a : 0;
  }
  limit("nmax-random-zero-sum", p);

  // Sizes 45..60 only (values 9 and 10); the last pile moves to the other side of 55 when
  // needed so that the value-9 and value-10 counts are both odd.
  for (int& a : p) a = draw(45, kMaxA);
  if (value_xor(p) == 0) p.back() = p.back() >= 55 ? 50 : 57;
  limit("nmax-45-to-60", p);
  limit("n2-a45-a60", {45, 60});
  for (int& a : p) a = draw(1, 10), a = a * (a + 1) / 2;
  limit("nmax-triangular", p);

  // Adjacent equal pairs (every even prefix balanced), then two last piles that decide.
  for (size_t i = 0; i + 3 < p.size(); i += 2) p[i] = p[i + 1] = draw(1, kMaxA);
  for (auto [x, y] : {std::pair<int, int>{60, 1}, {55, 60}, {59, 58}}) {
    p[kMaxN - 2] = x;
    p[kMaxN - 1] = y;
    limit("nmax-pairs-then-" + std::to_string(x) + "-" + std::to_string(y), p);
  }

  every_pile();
  write_twin_cases();
}

}  // namespace

int main(int argc, char** argv) {
  return cases_main(argc, argv, generate, listing<int>, naive_first_wins, write_all);
}
