// Seeded PRNG: SplitMix64 (Steele, Lea, Flood 2014): the same numbers with every compiler and
//   library, unlike <random>'s distributions. Status: the case and bench generators, the explain
//   checks, the trainer's random starts.
#pragma once
#include <cstdint>
#include <stdexcept>

struct Rng {
  std::uint64_t state;
  explicit Rng(std::uint64_t seed) : state(seed) {}
  static std::uint64_t mix(std::uint64_t z) {  // the finalizer
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  std::uint64_t next() { return mix(state += 0x9E3779B97F4A7C15ULL); }
  // Uniform in [lo, hi] (inclusive, the whole range too); the tiny modulo bias does not matter
  // for tests. lo > hi, the caller's bug, ends the program in every build (an assert would not
  // under NDEBUG); a modulo by hi - lo + 1 once divided by zero (SIGFPE).
  std::uint64_t between(std::uint64_t lo, std::uint64_t hi) {
    if (lo > hi) throw std::logic_error("Rng::between: lo > hi");
    const std::uint64_t span = hi - lo + 1;  // 0: all 2^64 values
    return span == 0 ? next() : lo + next() % span;
  }
};
