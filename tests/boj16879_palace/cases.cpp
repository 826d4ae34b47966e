// BOJ 16879's generated checks (`cases gen|write`: tests/common/cases.hpp); no answer
//   from main.cpp. Families: tests/README.md, "Per-problem files". Status: every input passes
//   the validator (`<p>/validate-inputs`), the set's hash is pinned (`<p>/cases-hash`).
#define NAIVE_LIBRARY
#include "../common/cases.hpp"  // with <algorithm>, <string>, <vector>, Rng

#include <array>
#include <numeric>

#include "../../boj16879_palace/naive.cpp"
#include "mex_table.hpp"

namespace {
using Palaces = std::vector<std::pair<int, int>>;
const int kSide = static_cast<int>(facts::kValueMax) + 1, kMaxN = static_cast<int>(facts::kNMax);
static_assert(facts::kValueMin == 0 && facts::kArity == 2, "a palace is (x, y) from (0, 0)");

// Cell c of a board ys wide: (c / ys, c % ys).
std::pair<int, int> at(long long c, int ys = kSide) { return {c / ys, c % ys}; }
std::string format(const Palaces& p) {
  std::string s = std::to_string(p.size()) + "\n";
  for (const auto& [x, y] : p) s += std::to_string(x) + " " + std::to_string(y) + "\n";
  return s;
}

// One random input within naive.cpp's limits, its shape chosen by the seed.
Palaces generate(std::uint64_t seed) {
  Rng rng(seed * 0x9E3779B97F4A7C15ULL + cases_seed);
  static const std::vector<std::uint16_t> small = mex_table(64);  // for nim-sum 0 shapes
  const int shape = static_cast<int>(seed % 8);
  const auto draw = [&](int lo, int hi) { return static_cast<int>(rng.between(lo, hi)); };
  for (;;) {
    Palaces p;
    const int n = draw(1, 5);
    // x, then y: a braced list is evaluated in order (a call's arguments are not)
    auto cell = [&](int hi) { return std::pair<int, int>{draw(0, hi), draw(0, hi)}; };
    switch (shape) {
      case 0:  // uniform on a small square
      case 1: {
        const int hi = draw(2, 11);
        for (int i = 0; i < n; ++i) p.push_back(cell(hi));
        break;
      }
      case 2: {  // all on one cell
        const auto c = cell(draw(1, 5));
        p.assign(rng.between(2, 5), c);
        break;
      }
      case 3: {  // nim-sum 0: the last palace cancels the others (values from the mex table)
        const int hi = draw(3, 11);
        int s = 0;
        for (int i = 0; i + 1 < std::max(n, 2); ++i) {
          p.push_back(cell(hi));
          s ^= small[p.back().first * 64 + p.back().second];
        }
        Palaces fit;
        for (int c = 0; c < 64 * 64; ++c)
          if (small[c] == s) fit.push_back(at(c, 64));
        if (fit.empty()) continue;
        p.push_back(fit[rng.between(0, fit.size() - 1)]);
        break;
      }
      case 4: {  // pairs: the same cell twice or mirrored, maybe one extra
        const int hi = draw(2, 7);
        for (int i = 0; i + 1 < n; i += 2) {
          const auto c = cell(hi);
          p.push_back(c);
          p.push_back(rng.between(0, 1) ? c : std::make_pair(c.second, c.first));
        }
        if (n % 2 == 1 && rng.between(0, 1)) p.push_back(cell(hi));
        break;
      }
      case 5: {  // boundary cells: (0,0), the axes, the brute force's largest coordinate
        for (int i = 0; i < n; ++i) {
          const int k = draw(0, 3), v = draw(0, 63);
          const std::pair<int, int> edge[] = {{0, 0}, {v, 0}, {0, v}};
          p.push_back(k < 3 ? edge[k] : cell(4));
        }
        break;
      }
      case 6:  // a single palace anywhere the brute force reaches
        p.push_back(cell(63));
        break;
      default: {  // one far palace and small ones
        p.push_back(cell(draw(12, 63)));
        for (int i = 1; i < n; ++i) p.push_back(cell(3));
        break;
      }
    }
    if (p.empty() || naive_refusal(p) != nullptr) continue;
    shuffle(p, rng);
    return p;
  }
}

CaseWriter* out = nullptr;  // the writer of the running `write`
void put(const std::string& name, const Palaces& p, bool first_wins) {
  out->put(name, format(p), first_wins);
}

// The cells (x * kSide + y) of each value of the mex table g, in order.
std::vector<std::vector<int>> by_value(const std::vector<std::uint16_t>& g) {
  std::vector<std::vector<int>> cells(3072);  // 3 * 1023 + 2 is the largest value
  for (int c = 0; c < kSide * kSide; ++c) cells[g[c]].push_back(c);
  return cells;
}

// Near-twins: a palace is the cell x * kSide + y, worth g[cell] (the mex table).
void write_twin_cases(const std::vector<std::uint16_t>& g) {
  const std::vector<std::vector<int>> cells = by_value(g);
  Rng rng(cases_seed * 100 + 19);
  const auto of_value = [&](std::uint64_t v, Rng& r) -> long long {
    if (v >= cells.size() || cells[v].empty()) return -1;
    return cells[v][r.between(0, cells[v].size() - 1)];
  };
  const auto palaces = [&](const Parts& c) {
    Palaces p;
    for (const long long cell : c) p.push_back(at(cell));
    return p;
  };
  TwinDomain d;
  d.bits = 12;
  d.any = [&](Rng& r) -> long long {
    if (r.between(0, 7) == 0) {  // a corner
      return (r.between(0, 1) ? kSide - 1 : 0) * kSide + (r.between(0, 1) ? kSide - 1 : 0);
    }
    return static_cast<long long>(r.between(0, kSide * kSide - 1));
  };
  d.value = [&](long long c) { return static_cast<std::uint64_t>(g[c]); };
  d.of_value = of_value;
  d.put = [&](const std::string& name, const Parts& c, bool first_wins) {
    put(name, palaces(c), first_wins);
  };
  write_twins(d, rng, 8, 60, 30);
  // The cover: a shuffled pool of all values; each set takes 31 of them and the one value
  // that completes the xor, retried until that value is still in the pool (the last set is
  // what is left, and xors to 0 as the xor of 0..3071 is 0).
  std::vector<int> pool(cells.size());
  std::iota(pool.begin(), pool.end(), 0);
  for (int k = 1; !pool.empty(); ++k) {
    while (pool.size() > 32) {  // the set is pool[0..31]
      shuffle(pool, rng);
      int x = 0;
      for (int i = 0; i < 31; ++i) x ^= pool[i];
      const auto at = std::find(pool.begin() + 31, pool.end(), x);
      if (at == pool.end()) continue;
      std::swap(*at, pool[31]);
      break;
    }
    Parts c;
    for (int i = 0; i < 32; ++i) c.push_back(of_value(static_cast<std::uint64_t>(pool[i]), rng));
    pool.erase(pool.begin(), pool.begin() + 32);
    put("twin-cover-" + std::to_string(k), palaces(c), false);
  }
}

// All 9,000,000 cells through main.cpp, 300000 an input, each beside one of the same mex value
// (an odd class's cell twice): cubelover, and one cell the program gets wrong flips it. Errors
// that depend on the value alone cancel in pairs; the random nmax-* cases catch those.
void whole_board(const std::vector<std::uint16_t>& g, Rng& rng) {
  std::vector<std::pair<int, int>> pairs;
  for (auto& cls : by_value(g)) {
    if (cls.empty()) continue;
    shuffle(cls, rng);
    if (cls.size() % 2) cls.push_back(cls[rng.between(0, cls.size() - 2 + (cls.size() == 1))]);
    for (size_t i = 0; i < cls.size(); i += 2) pairs.emplace_back(cls[i], cls[i + 1]);
  }
  shuffle(pairs, rng);
  const size_t per = kMaxN / 2;
  for (size_t from = 0, k = 1; from < pairs.size(); from += per, ++k) {
    Palaces p;
    for (size_t i = from; i < std::min(pairs.size(), from + per); ++i) {
      p.push_back(at(pairs[i].first));
      p.push_back(at(pairs[i].second));
    }
    shuffle(p, rng);
    put(numbered("limit-board-pairs", static_cast<int>(k)), p, false);
  }
}

void write_limits() {
  const std::vector<std::uint16_t> g = mex_table(kSide);
  auto value = [&](const Palaces& p) {
    int s = 0;
    for (const auto& [x, y] : p) s ^= g[static_cast<size_t>(x) * kSide + y];
    return s;
  };
  auto emit = [&](const std::string& name, const Palaces& p) {
    put("limit-" + name, p, value(p) != 0);
  };
  for (const auto& [x, y] : Palaces{{0, 0}, {0, kSide - 1}, {kSide - 1, 0}, {kSide - 1, kSide - 1}})
    emit("n1-" + std::to_string(x) + "-" + std::to_string(y), Palaces{{x, y}});
  // One palace of value 0 on the diagonal (3k, 3k), on both sides of 2048 = 2^11: a program
  // that stores a coordinate in 11 bits (or any width up to 11) loses the 0 on one palace.
  for (int x : {3, 6, 126, 129, 255, 258, 510, 513, 1020, 1023, 2046, 2049, 2997})
    emit("n1-zero-" + std::to_string(x) + "-" + std::to_string(x), Palaces{{x, x}});
  // One palace of value 2^b, b = 0..11 (values reach 3071 < 2^12): its low b bits are 0, so
  // a program that keeps only b bits of a value (or of the nim-sum) calls it a loss.
  for (int b = 0; b < 12; ++b) {
    emit("n1-value-bit" + std::to_string(b),
         {at(std::find(g.begin(), g.end(), 1 << b) - g.begin())});
  }

  Rng rng(cases_seed);
  struct Region {
    const char* name;
    int x0, x1, y0, y1;
  };
  const Region regions[] = {
      {"board", 0, kSide - 1, 0, kSide - 1},
      {"x-far", 2048, kSide - 1, 0, kSide - 1},
      {"y-far", 0, kSide - 1, 2048, kSide - 1},
      {"both-far", 2048, kSide - 1, 2048, kSide - 1},
      {"top-corner", 2990, kSide - 1, 2990, kSide - 1},
      {"x-far-y-low", 2048, kSide - 1, 0, 8},
      {"x-low-y-far", 0, 8, 2048, kSide - 1},
      {"last-column", kSide - 3, kSide - 1, 0, kSide - 1},
      {"middle", 1024, 2047, 1024, 2047},
  };
  auto draw = [&](const Region& r) {  // x, then y
    return std::pair<int, int>{rng.between(r.x0, r.x1), rng.between(r.y0, r.y1)};
  };
  Palaces p;
  for (int i = 0; i < kMaxN; ++i) p.push_back(draw(regions[0]));
  emit("nmax-board-random", p);
  for (const Region& r : regions) {
    // N-1 random palaces, then one in the region whose value cancels their xor (the one
    // before it is redrawn until such a cell exists).
    std::vector<std::pair<int, int>> with(4096, {-1, -1});
    for (int x = r.x0; x <= r.x1; ++x)
      for (int y = r.y0; y <= r.y1; ++y) with[g[static_cast<size_t>(x) * kSide + y]] = {x, y};
    p.clear();
    for (int i = 0; i + 1 < kMaxN; ++i) p.push_back(draw(r));
    while (with[value(p)].first < 0) p.back() = draw(r);
    p.push_back(with[value(p)]);
    std::swap(p.back(), p[rng.between(0, p.size() - 1)]);
    emit(std::string("nmax-") + r.name + "-zero", p);
  }
  emit("nmax-one-cell", Palaces(kMaxN, {kSide - 1, kSide - 1}));
  p.assign(kMaxN - 1, {kSide - 1, kSide - 2});
  p.push_back({1234, 2345});
  emit("nmax-one-cell-odd", p);
  whole_board(g, rng);
  write_twin_cases(g);
}

void write_all(CaseWriter& w) {
  out = &w;
  // Every multiset of k cells of 0..xs-1 x 0..ys-1.
  for (const auto [k, xs, ys] : {std::array<int, 3>{1, 12, 12}, {2, 6, 6}, {3, 3, 4}, {4, 2, 3}}) {
    multisets(k, 0, xs * ys - 1, [ys = ys](const std::vector<int>& cells) {
      Palaces p;
      for (const int c : cells) p.push_back(at(c, ys));
      put(out->next("exhaustive"), p, naive_first_wins(p));
    });
  }
  write_limits();
}

}  // namespace

int main(int argc, char** argv) {
  return cases_main(argc, argv, generate, format, naive_first_wins, write_all);
}
