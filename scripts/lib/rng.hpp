// Seeded PRNG: SplitMix64 (Steele, Lea, Flood 2014): the same numbers with every compiler and
//   library, unlike <random>'s distributions. Status: the case and bench generators, the explain
//   checks, the trainer's random starts.
#pragma once
#include <cstdint>

struct Rng {
  std::uint64_t state;
  explicit Rng(std::uint64_t seed) : state(seed) {}
  static std::uint64_t mix(std::uint64_t z) {  // the finalizer
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  std::uint64_t next() { return mix(state += 0x9E3779B97F4A7C15ULL); }
  // Uniform in [lo, hi] (inclusive); the tiny modulo bias does not matter for tests.
  std::uint64_t between(std::uint64_t lo, std::uint64_t hi) { return lo + next() % (hi - lo + 1); }
};
