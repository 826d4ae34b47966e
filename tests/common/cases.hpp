// Shared by every tests/<folder>/cases.cpp: its command line (`cases gen|write`,
// tests/README.md), checked writes of NAME.in + .out, and the pieces every generator draws and
// prints with. Status: every case set; <p>/cases-hash pins each set's hash.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "../../scripts/lib/facts.hpp"
#include "../../scripts/lib/rng.hpp"
#include "multisets.hpp"

// The seed every draw of the data starts from: problem.txt's, or `--seed S`.
inline std::uint64_t cases_seed = facts::kSeed;

inline std::string numbered(const std::string& kind, int i) {
  char b[48];
  std::snprintf(b, sizeof b, "%s-%05d", kind.c_str(), i);
  return b;
}

[[noreturn]] inline void fail(const std::string& why) {
  std::fprintf(stderr, "error: %s\n", why.c_str());
  std::exit(2);
}

// One set's NAME.in + .out in dir, counted by kind (NAME's prefix, which verify.sh globs).
struct CaseWriter {
  std::string dir;
  std::map<std::string, int> counts{{"exhaustive", 0}, {"limit", 0}, {"stress", 0}, {"twin", 0}};

  // NAME.in, and NAME.out naming the winner: problem.txt's first player if `first`.
  void put(const std::string& name, const std::string& input, bool first) {
    const auto kind = counts.find(name.substr(0, name.find('-')));
    if (kind == counts.end()) fail("case name " + name + " has no known prefix");
    ++kind->second;
    write(dir + "/" + name + ".in", input);
    write(dir + "/" + name + ".out", std::string(facts::players()[first ? 0 : 1]) + "\n");
  }
  std::string next(const std::string& kind) const { return numbered(kind, counts.at(kind) + 1); }
  static void write(const std::string& path, const std::string& text) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    const bool ok = f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
    if (!(f && std::fclose(f) == 0 && ok)) fail("cannot write " + path);
  }
};

// Fisher-Yates with the generator's own draws (the same seed, the same cases).
template <class T>
void shuffle(std::vector<T>& v, Rng& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.between(0, i - 1)]);
}

// The usual input: the count on line 1, the values on line 2 separated by spaces.
template <class T>
std::string listing(const std::vector<T>& v) {
  std::string s = std::to_string(v.size()) + "\n";
  s.reserve(s.size() + 3 * v.size() + 1);
  for (size_t i = 0; i < v.size(); ++i) s += (i ? " " : "") + std::to_string(v[i]);
  return s + "\n";
}

// Near-twin checks, twin-*: the answer only says whether the nim-sum is 0, so a program off by
// delta in one value is wrong exactly when the true nim-sum is 0 or delta. Equal pairs cancel
// whatever the values and random sums lie far from a one-bit delta, so these pin one relation
// at a time: twin-bit{b} (two values differing in bit b), twin-zero (three distinct values
// xoring to 0), twin-equal (two different components of one value). Values come from the
// generator's own theory (a mex table, a search, a proved identity), never from main.cpp.
using Parts = std::vector<long long>;
struct TwinDomain {
  int bits;                                       // every value is below 2^bits
  std::function<long long(Rng&)> any;             // a random component of the judge's domain
  std::function<std::uint64_t(long long)> value;  // its true Grundy value
  std::function<long long(std::uint64_t, Rng&)> of_value;  // a random one worth v, or -1
  // writes NAME with these components (in this order); first_wins: the mover wins
  std::function<void(const std::string&, const Parts&, bool)> put;
};

inline void write_twins(const TwinDomain& d, Rng& rng, int per_bit, int zeros, int equals) {
  // draw() until it gives components (10000 tries, else the relation is not in the domain).
  const auto put = [&](const std::string& name, bool first_wins, const auto& draw) {
    for (int t = 0; t < 10000; ++t) {
      Parts c = draw();
      if (c.empty()) continue;
      shuffle(c, rng);
      return d.put(name, c, first_wins);
    }
  };
  for (int b = 0; b < d.bits; ++b) {
    for (int k = 1; k <= per_bit; ++k) {
      put("twin-bit" + std::to_string(b) + "-" + std::to_string(k), true, [&] {
        const long long a = d.any(rng), c = d.of_value(d.value(a) ^ (1ULL << b), rng);
        return c < 0 ? Parts{} : Parts{a, c};
      });
    }
  }
  for (int k = 1; k <= zeros; ++k) {
    put("twin-zero-" + std::to_string(k), false, [&] {
      const long long a = d.any(rng), b = d.any(rng);
      const std::uint64_t va = d.value(a), vb = d.value(b);
      const long long c = va == 0 || vb == 0 || va == vb ? -1 : d.of_value(va ^ vb, rng);
      return c < 0 ? Parts{} : Parts{a, b, c};
    });
  }
  for (int k = 1; k <= equals; ++k) {
    put("twin-equal-" + std::to_string(k), false, [&] {
      const long long a = d.any(rng), c = d.of_value(d.value(a), rng);
      return c < 0 || c == a ? Parts{} : Parts{a, c};
    });
  }
}

// The twin domain of components worth their number less `offset`, lo..hi: an end (one of
// `edges`) 1 time in 8, a value of a random bit length 3 times in 8, any 4 times in 8.
inline TwinDomain linear_domain(long long lo, long long hi, long long offset,
                                std::vector<long long> edges) {
  TwinDomain d;
  const unsigned long long top = static_cast<unsigned long long>(hi - offset);
  d.bits = 64 - __builtin_clzll(top);
  d.any = [=, bits = d.bits](Rng& r) -> long long {
    const std::uint64_t shape = r.between(0, 7);
    if (shape == 0) return edges[r.between(0, edges.size() - 1)];
    if (shape > 3) return static_cast<long long>(r.between(lo, hi));
    const int len = static_cast<int>(r.between(1, bits));
    return offset +
           static_cast<long long>(r.between(1ULL << (len - 1), std::min((1ULL << len) - 1, top)));
  };
  d.value = [offset](long long c) { return static_cast<std::uint64_t>(c - offset); };
  d.of_value = [=](std::uint64_t v, Rng&) -> long long {
    return v >= static_cast<std::uint64_t>(lo - offset) && v <= top
               ? static_cast<long long>(v) + offset
               : -1;
  };
  return d;
}

// For each bit b >= 1 up to hi's highest: two numbers up to hi that agree below bit b
// (their low part at least lo) and differ above it, so a nim-sum cut to b bits is 0 and the true
// one is not; and 2^b times an odd number, 0 when cut. fn(b, larger, smaller, that multiple).
template <class F>
void low_bit_twins(Rng& rng, unsigned long long lo, unsigned long long hi, const F& fn) {
  for (int b = 1; 1ULL << b <= hi; ++b) {
    const unsigned long long bit = 1ULL << b, low = rng.between(lo, std::min(bit - 1, hi - bit));
    const unsigned long long highs = (hi - low) >> b;  // high parts that keep a number <= hi
    const unsigned long long h1 = rng.between(0, highs - 1), h2 = rng.between(h1 + 1, highs);
    const unsigned long long odd = 2 * rng.between(0, ((hi >> b) + 1) / 2 - 1) + 1;
    fn(b, static_cast<long long>(low | h2 << b), static_cast<long long>(low | h1 << b),
       static_cast<long long>(odd << b));
  }
}

// `cases gen SEED`: text(gen(SEED)). `cases write DIR [--seed S]`: stress-00001..01000 from seeds
// 1..1000, answered by first(input) (the naive: whether problem.txt's first player wins), and
// the rest of the set by write(w).
template <class Gen, class Text, class First>
int cases_main(int argc, char** argv, const Gen& gen, const Text& text, const First& first,
               void (*write)(CaseWriter&)) {
  const bool seeded = argc == 5 && std::string(argv[3]) == "--seed";
  const std::string mode = argc == 3 || seeded ? argv[1] : "";
  if (seeded) cases_seed = std::strtoull(argv[4], nullptr, 10);
  if (mode == "gen") {
    const std::string s = text(gen(std::strtoull(argv[2], nullptr, 10)));
    return std::fwrite(s.data(), 1, s.size(), stdout) == s.size() ? 0 : 2;
  }
  if (mode == "write") {
    CaseWriter w{argv[2]};
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      const auto in = gen(seed);
      w.put(w.next("stress"), text(in), first(in));
    }
    write(w);
    int all = 0;
    for (const auto& [kind, n] : w.counts) all += n;
    std::printf("wrote %d cases:", all);
    for (const auto& [kind, n] : w.counts) std::printf(" %d %s", n, kind.c_str());
    return std::printf("\n") < 0 || std::fflush(stdout) != 0 ? 2 : 0;
  }
  std::fprintf(stderr, "usage: cases gen SEED | cases write DIR [--seed S]\n");
  return 2;
}
