// BOJ 18937's generated checks (`cases gen|write`: tests/common/cases.hpp); no answer
//   from main.cpp. Families: tests/README.md, "Per-problem files". Status: every input passes
//   the validator (`<p>/validate-inputs`), the set's hash is pinned (`<p>/cases-hash`).
#define NAIVE_LIBRARY
#include "../common/cases.hpp"  // with <algorithm>, <string>, <vector>, Rng

#include "../../boj18937_kings_bridge/naive.cpp"

namespace {
const char* const* const kKings = facts::players();  // Whiteking, Blackking
constexpr int kMaxA = static_cast<int>(facts::kValueMax), kMaxN = static_cast<int>(facts::kNMax);

struct Case {
  std::vector<int> a;
  int first;
};

std::string input_text(const Case& c) { return listing(c.a) + kKings[c.first] + "\n"; }

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

Case generate(std::uint64_t seed) {
  Rng rng(seed * 0x9E3779B97F4A7C15ULL + cases_seed);
  const auto draw = [&](int lo, int hi) { return static_cast<int>(rng.between(lo, hi)); };
  const int shape = draw(0, 5), first = draw(0, 1);
  for (;;) {
    std::vector<int> a;
    switch (shape) {
      case 0: {  // uniform: N and a length cap that usually fit together
        static const int cap[] = {0, 200, 20, 9, 6, 5, 4};
        const int n = draw(1, 6);
        for (int i = 0; i < n; ++i) a.push_back(draw(2, cap[n]));
        break;
      }
      case 1: {  // all equal
        const int n = draw(1, 5);
        a.assign(n, draw(2, n == 1 ? 200 : 12));
        break;
      }
      case 2: {  // gaps whose nim-sum is 0 by construction: the last is the xor of the others
        const int n = draw(2, 4);
        int x = 0;
        for (int i = 0; i + 1 < n; ++i)
          a.push_back(draw(0, n == 2 ? 15 : 7) + 2), x ^= a.back() - 2;
        a.push_back(x + 2);
        break;
      }
      case 3: {  // pairs of equal lengths, maybe one extra
        const int pairs = draw(1, 2);
        for (int i = 0; i < pairs; ++i) a.insert(a.end(), 2, draw(2, 8));
        if (rng.between(0, 1)) a.push_back(draw(2, 8));
        break;
      }
      case 4: {  // many 2-cell bridges (no move there) around a few short ones
        const int n = draw(5, 60);
        for (int i = 0; i < n; ++i) a.push_back(rng.between(0, 9) < 8 ? 2 : draw(3, 6));
        break;
      }
      default:  // N = 1
        a.push_back(draw(2, 250));
    }
    shuffle(a, rng);
    if (small_enough(a)) return {a, first};
  }
}

CaseWriter* out = nullptr;  // the writer of the running `write`
// NAME, the king to move winning iff mover_wins.
void put(const std::string& name, const Case& c, bool mover_wins) {
  out->put(name, input_text(c), (c.first == 0) == mover_wins);
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

// Near-twins over all lengths 2..10^9: a bridge of A cells is worth its gap A - 2.
void write_twin_cases() {
  Rng rng(cases_seed * 100 + 19);
  TwinDomain d = linear_domain(2, kMaxA, 2, {2, 3, kMaxA});
  d.put = [&](const std::string& name, const Parts& c, bool first_wins) {
    put(name, {std::vector<int>(c.begin(), c.end()), static_cast<int>(rng.between(0, 1))},
        first_wins);
  };
  write_twins(d, rng, 6, 120, 0);
}

void low_bits_equal(Rng& rng) {
  // Two gaps that agree below bit b and differ above it (the mover evens the gaps, then answers
  // in kind), and one gap of 2^b times an odd number, below 10^9 < 2^30; either king first.
  low_bit_twins(rng, 0, kMaxA - 2, [&](int b, long long g2, long long g1, long long zero) {
    const std::string low = "low" + std::to_string(b);
    put("limit-gaps-" + low + "-equal", {{int(g2 + 2), int(g1 + 2)}, b % 2}, true);
    put("limit-gap-" + low + "-zero", {{int(zero + 2)}, 1 - b % 2}, true);
  });
  // The same among 100000 bridges: 49999 pairs and the two that decide.
  for (int b : {8, 16, 24, 29}) {
    Case c = built(rng, kMaxN / 2 - 1, 2, kMaxA, 0, 0, b % 2);
    // A low part past kMaxA - 2 - 2^b leaves no room for the second gap (rng.between(1, 0), a
    // modulo by zero, for some seeds): drawn again.
    unsigned long long low;
    do {
      low = rng.next() & ((1ULL << b) - 1);
    } while ((kMaxA - 2 - low) >> b == 0);
    c.a.push_back(static_cast<int>(low + 2));
    c.a.push_back(static_cast<int>(low + (1ULL << b) * rng.between(1, (kMaxA - 2 - low) >> b) + 2));
    shuffle(c.a, rng);
    put("limit-nmax-gaps-low" + std::to_string(b) + "-equal", c, true);
  }
}

void write_all(CaseWriter& w) {
  out = &w;
  // Every multiset of k lengths in [2, caps[k]], with both kings first.
  const int caps[] = {0, 60, 16, 8, 5, 4};
  for (int k = 1; k <= 5; ++k) {
    multisets(k, 2, caps[k], [&](const std::vector<int>& a) {
      for (int first = 0; first < 2; ++first)
        put(w.next("exhaustive"), {a, first}, naive_winner(a, first) == first);
    });
  }

  Rng rng(cases_seed);
  auto lim = [&](const std::string& name, const Case& c, bool win) {
    put("limit-" + name, c, win);
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
    lim("nmax-pairs-near-amax" + k, built(rng, kMaxN / 2, kMaxA - 64, kMaxA, 0, 0, f), false);
    lim("n99999-pairs-near-amax-extra" + k,
        built(rng, kMaxN / 2 - 1, kMaxA - 64, kMaxA, 0, kMaxA - 1, f), true);
    lim("n2-amax-pair" + k, {{kMaxA, kMaxA}, f}, false);
    lim("n3-amax-pair-extra" + k, {{kMaxA - 1, 3, kMaxA - 1}, f}, true);
  }
  low_bits_equal(rng);
  write_twin_cases();
}

}  // namespace

int main(int argc, char** argv) {
  return cases_main(
      argc, argv, generate, input_text,
      [](const Case& c) { return naive_winner(c.a, c.first) == 0; }, write_all);
}
