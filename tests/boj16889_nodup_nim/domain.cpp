// Whole-domain check of BOJ 16889's key fact: pile_grundy(a) of main.cpp equals the Grundy
//   value of a fresh pile of a stones, computed by mex straight from the rules.
// How: a pile state is (stones left r, amounts already taken); amounts above r can never be
//   taken again, so the set is cut to 1..r. Its value is the mex of the values of
//   (r - t, (used + t) cut to 1..r-t) over every amount t <= r not yet used. States live in
//   an open-addressing table keyed by a 128-bit word (bits 0..119: the used amounts, bits
//   120..126: r), so piles up to kMaxPile = 120 fit; every a <= kCheckedUpTo is checked.
// Checked: every a in 0..60 (the stated domain) and on to kCheckedUpTo = 90: 2,346,960
//   states, the union of those reachable from fresh piles a <= 90. Time: about 3 s at -O2;
//   280 MiB for the table. Going further costs about x2.5 per 10 stones: a <= 100 is 5.8M
//   states and 7 s, a <= 110 is 13.5M states and 16 s (both run once by hand, both pass).
// Also checked: Lemma A of the note, the one step of the proof that is not proved by hand,
//   in its stronger form: for every 1 <= t < r <= kLemmaUpTo = 70, the pile with r stones
//   left and {t} taken is worth M(r, {t}), the most moves it has left (greedy count).
// Usage: domain [--up-to A] (A <= 120; default 90) to check further by hand.
// Status: passes; prints the number of states searched.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define BOJ_NO_MAIN
#include "../../boj16889_nodup_nim/main.cpp"

namespace {
const int kCheckedUpTo = 90, kStatedMax = 60, kMaxPile = 120, kLemmaUpTo = 70;
static_assert(kCheckedUpTo <= kMaxPile, "the key holds piles up to 120 stones");

struct Key {
  std::uint64_t lo, hi;  // used amounts t = 1..120 at bit t-1; r in bits 56..62 of hi
  bool operator==(const Key& o) const { return lo == o.lo && hi == o.hi; }
};

// Open addressing with linear probing; size a power of two kept under 3/4 full.
class Table {
 public:
  explicit Table(int log2_size) : keys_(size_t{1} << log2_size), vals_(keys_.size(), kEmpty) {}
  // The slot of `k`: either holding k, or the empty slot where it belongs.
  size_t slot(const Key& k) const {
    std::uint64_t h = (k.lo ^ (k.hi * 0x9E3779B97F4A7C15ULL)) * 0xBF58476D1CE4E5B9ULL;
    size_t i = static_cast<size_t>(h >> 17) & (keys_.size() - 1);
    while (vals_[i] != kEmpty && !(keys_[i] == k)) i = (i + 1) & (keys_.size() - 1);
    return i;
  }
  bool has(size_t i) const { return vals_[i] != kEmpty; }
  unsigned char value(size_t i) const { return vals_[i]; }
  void put(size_t i, const Key& k, unsigned char v) {
    if (++used_ * 4 > keys_.size() * 3) {
      std::puts("boj16889_nodup_nim domain: state table full");
      std::exit(1);
    }
    keys_[i] = k;
    vals_[i] = v;
  }
  size_t size() const { return used_; }

 private:
  static constexpr unsigned char kEmpty = 0xFF;
  std::vector<Key> keys_;
  std::vector<unsigned char> vals_;
  size_t used_ = 0;
};

Table* table;  // sized by main() for the range it checks

// The used amounts cut to 1..r (bits 0..r-1).
Key cut(int r, std::uint64_t lo, std::uint64_t hi) {
  if (r < 64) return {r == 0 ? 0 : lo & ((std::uint64_t{1} << r) - 1), 0};
  return {lo, hi & ((std::uint64_t{1} << (r - 64)) - 1)};
}

// Grundy value of the pile with r stones left and used amounts `used` (already cut to 1..r).
unsigned grundy(int r, Key used) {
  const Key key{used.lo, used.hi | static_cast<std::uint64_t>(r) << 56};
  if (size_t i = table->slot(key); table->has(i)) return table->value(i);
  std::uint32_t seen = 0;  // values are at most 15 for r <= 120 (1 + 2 + ... + 16 > 120)
  for (int t = 1; t <= r; ++t) {
    const bool low = t <= 64;
    const std::uint64_t bit = std::uint64_t{1} << ((t - 1) & 63);
    if (((low ? used.lo : used.hi) & bit) != 0) continue;
    const Key next = cut(r - t, used.lo | (low ? bit : 0), used.hi | (low ? 0 : bit));
    seen |= std::uint32_t{1} << grundy(r - t, next);
  }
  unsigned mex = 0;
  while (seen >> mex & 1) ++mex;
  table->put(table->slot(key), key, static_cast<unsigned char>(mex));  // slot may have moved
  return mex;
}

// M(r, {t}): how many of the smallest amounts other than t fit into r stones.
unsigned most_moves(int r, int t) {
  unsigned count = 0;
  for (int u = 1, sum = 0; sum + u <= r; ++u) {
    if (u == t) continue;
    sum += u;
    ++count;
  }
  return count;
}
}  // namespace

int main(int argc, char** argv) {
  int up_to = kCheckedUpTo;
  if (argc == 3 && std::string(argv[1]) == "--up-to") up_to = std::atoi(argv[2]);
  if (up_to < 0 || up_to > kMaxPile || (argc != 1 && argc != 3)) {
    std::puts("usage: domain [--up-to A]   (0 <= A <= 120)");
    return 2;
  }
  Table states(up_to <= kCheckedUpTo ? 24 : 26);
  table = &states;
  for (int a = 0; a <= up_to; ++a) {
    const unsigned exact = grundy(a, Key{0, 0});
    const unsigned long long claimed = pile_grundy(static_cast<unsigned long long>(a));
    if (claimed != exact) {
      std::printf("boj16889_nodup_nim domain: MISMATCH at a = %d: pile_grundy = %llu, mex = %u\n",
                  a, claimed, exact);
      return 1;
    }
  }
  std::printf(
      "boj16889_nodup_nim domain: pile_grundy(a) = mex of the rules for every a in 0..%d "
      "(stated domain 1..%d), %zu pile states searched\n",
      up_to, kStatedMax, table->size());
  int lemma_states = 0;
  for (int r = 2; r <= kLemmaUpTo; ++r) {
    for (int t = 1; t < r; ++t, ++lemma_states) {
      const unsigned value = grundy(r, cut(r, t <= 64 ? std::uint64_t{1} << (t - 1) : 0,
                                           t > 64 ? std::uint64_t{1} << (t - 65) : 0));
      if (value != most_moves(r, t)) {
        std::printf("boj16889_nodup_nim domain: Lemma A FAILS at r = %d, t = %d: %u != M = %u\n", r,
                    t, value, most_moves(r, t));
        return 1;
      }
    }
  }
  std::printf(
      "boj16889_nodup_nim domain: Lemma A (value of r{t} = M(r, {t}) for 1 <= t < r <= %d) "
      "holds on all %d states\n",
      kLemmaUpTo, lemma_states);
  return 0;
}
