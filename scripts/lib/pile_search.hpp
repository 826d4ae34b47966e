// BOJ 16889: the exact Grundy value of one pile with a history, by memoized search straight
//   from the rules (never from main.cpp's formula). A pile is (stones left r, amounts already
//   taken from it); an amount above r can never be taken again, so only amounts 1..r are kept
//   (bit t-1 for amount t). Its value is the mex of the values after each amount t <= r not
//   yet taken.
// Used by the notes (scripts/notes/gen_notes.cpp), the explainer
//   (scripts/explain/boj16889_nodup_nim.hpp) and the case generator
//   (tests/boj16889_nodup_nim/cases.cpp); tests/boj16889_nodup_nim/domain.cpp has its own
//   128-bit search for piles past 64 stones.
// Time: every pile up to 60 stones is 114,058 states, well under a second.
#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

class PileSearch {
 public:
  explicit PileSearch(int most) : memo_(most + 1) {}  // piles of at most `most` <= 64 stones

  // The amounts of `taken` that still matter with r stones left.
  static std::uint64_t cut(int r, std::uint64_t taken) {
    return r >= 64 ? taken : taken & ((std::uint64_t{1} << r) - 1);
  }
  static std::uint64_t bit(int t) { return std::uint64_t{1} << (t - 1); }

  // The value of r stones left with the amounts `taken` (cut to 1..r) used.
  int value(int r, std::uint64_t taken) {
    if (const auto it = memo_[r].find(taken); it != memo_[r].end()) return it->second;
    std::uint64_t seen = 0;  // a value is at most the moves left: 10 for 64 stones
    for (int t = 1; t <= r; ++t) {
      if (!(taken & bit(t))) seen |= std::uint64_t{1} << value(r - t, cut(r - t, taken | bit(t)));
    }
    int mex = 0;
    while (seen >> mex & 1) ++mex;
    return memo_[r][taken] = mex;  // the map may have grown meanwhile: index again
  }

  // The states searched so far.
  size_t states() const {
    size_t n = 0;
    for (const auto& m : memo_) n += m.size();
    return n;
  }

 private:
  std::vector<std::unordered_map<std::uint64_t, int>> memo_;  // memo_[r]: taken -> value
};
