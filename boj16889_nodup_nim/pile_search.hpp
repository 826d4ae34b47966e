// BOJ 16889: the exact Grundy value of one pile with a history, by memoized search from the rules
//   (never main.cpp's formula): the mex over each amount t <= r not yet taken; an amount above r
//   can never be taken again, so only 1..r are kept (bit t-1: amount t). PileSearch (64 stones)
//   serves the notes, game.hpp and cases.cpp, WidePileSearch (127) domain.cpp; every pile up to
//   60 stones is 114,058 states, well under a second.
#pragma once
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

template <class Set>
class BasicPileSearch {
 public:
  static constexpr int kBits = 8 * sizeof(Set);
  explicit BasicPileSearch(int most) : memo_(most + 1) {}  // piles of at most `most` < kBits + 1

  static Set cut(int r, Set taken) { return r >= kBits ? taken : taken & ((Set{1} << r) - 1); }
  static Set bit(int t) { return Set{1} << (t - 1); }

  // M(r, S): how many of the smallest amounts not in S fit into r stones (Lemma A's bound).
  static int most_moves(int r, Set taken) {
    int m = 0;
    for (int t = 1, sum = 0; sum + t <= r; ++t) {
      if (t > kBits || !(taken & bit(t))) sum += t, ++m;
    }
    return m;
  }

  // The value of r stones left with the amounts `taken` (cut to 1..r) used.
  int value(int r, Set taken) {
    // A reference into the map stays valid while the search below adds states (only its
    // iterators would not), and a state never reaches itself: r only falls.
    const auto [it, fresh] = memo_[r].try_emplace(taken, 0);
    int& v = it->second;
    if (!fresh) return v;
    std::uint32_t seen = 0;  // a value is at most the moves left: 15 for 127 stones
    for (int t = 1; t <= r; ++t) {
      if (!(taken & bit(t))) seen |= std::uint32_t{1} << value(r - t, cut(r - t, taken | bit(t)));
    }
    while (seen >> v & 1) ++v;
    return v;
  }

  std::size_t states() const {
    std::size_t n = 0;
    for (const auto& m : memo_) n += m.size();
    return n;
  }

 private:
  struct Hash {  // std::hash has no 128-bit overload in strict ISO mode
    std::size_t operator()(Set s) const {
      std::uint64_t h = static_cast<std::uint64_t>(s);
      if constexpr (kBits > 64) h ^= static_cast<std::uint64_t>(s >> 64) * 0x9E3779B97F4A7C15ULL;
      return h;
    }
  };
  std::vector<std::unordered_map<Set, int, Hash>> memo_;  // memo_[r]: taken -> value
};

using PileSearch = BasicPileSearch<std::uint64_t>;
__extension__ using WidePileSearch = BasicPileSearch<unsigned __int128>;
