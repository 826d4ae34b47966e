// BOJ 16889's explainer and trainer against naive.cpp (checks: tests/explain/check.hpp; positions:
//   tests/README.md). Status: `boj16889_nodup_nim/explain`, `play/boj16889_nodup_nim/sessions`.
#include BOJ_GAME
#define NAIVE_LIBRARY
#include "../../boj16889_nodup_nim/naive.cpp"
#include "../explain/check.hpp"

struct Rules : check::Base<NodupNim> {
  static bool taken(const G::Pile& q, ull t) {
    return std::find(q.taken.begin(), q.taken.end(), t) != q.taken.end();
  }
  static std::vector<Numbers> moves(const Pos& p, int) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i)
      for (ull t = 1; t <= p[i].left && p[i].left <= 64; ++t)  // big: not needed
        if (!taken(p[i], t)) all.push_back({i + 1, t});
    return all;
  }
  static void apply(Pos& p, int, const Numbers& m) {  // the amounts taken kept in order
    std::vector<ull>& taken = p[m[0] - 1].taken;
    p[m[0] - 1].left -= m[1];
    taken.insert(std::upper_bound(taken.begin(), taken.end(), m[1]), m[1]);
  }
  static bool step(const G::Pile& a, int, const G::Pile& b) {  // t stones, not taken before
    const ull t = a.left - b.left;
    Pos one{a};
    if (b.left < a.left && !taken(a, t)) apply(one, 0, {1, t});
    return one[0] == b;
  }
  static bool mover_wins(const Pos& p, int) {
    std::vector<std::pair<int, std::uint64_t>> piles;
    for (const G::Pile& q : p) {
      std::uint64_t mask = 0;
      for (ull t : q.taken)
        if (t <= q.left) mask |= std::uint64_t{1} << (t - 1);
      piles.push_back({static_cast<int>(q.left), mask});
    }
    return naive_mover_wins(piles);
  }
  // Pile states a fresh pile of a stones reaches (sets of distinct amounts with sum <= a): a
  // bound that keeps the random positions small enough for naive.cpp.
  static double states(ull a) {
    std::vector<double> ways(a + 1, 0);
    ways[0] = 1;
    for (ull t = 1; t <= a; ++t)
      for (ull s = a; s >= t; --s) ways[s] += ways[s - t];
    double total = 0;
    for (double w : ways) total += w;
    return total;
  }

  static void positions(const Visit& visit) {
    auto judged = [&](const Numbers& a) { visit(fresh(a), 0, Judge::brute_force); };
    for (const auto& [m, hi] : {std::pair<size_t, ull>{1, 63}, {0, 0}, {2, 12}, {3, 8}, {4, 6}})
      check::every_tuple(m, 0, hi, judged);
    Rng rng(16889);
    for (int k = 0; k < 1500;) {
      Numbers a(rng.between(1, 5));
      double product = 1;
      for (auto& x : a) x = rng.between(0, rng.between(0, 1) ? 10 : 30), product *= states(x);
      if (product <= 1e4) judged(a), ++k;
    }
    const auto proved = [&](const Numbers& a) {  // a big pile's winning move, proved
      const std::string text = ex::explain<G>(fresh(a), 0);
      if (!check::has(text, G::text().status_proved) || check::has(text, G::text().predicted))
        check::fail("no proved winning move for " + check::text_of(a) + ":\n" + text);
      visit(fresh(a), 0, Judge::after);
    };
    proved({1000, 3}), proved({1000000000000000000ULL});
    for (int k = 0; k < 300; ++k) {
      Numbers a(rng.between(1, 4), 0);
      a[0] = rng.between(111, k % 2 ? 1000 : 1000000000000000000ULL);
      for (size_t i = 1; i < a.size(); ++i) a[i] = rng.between(0, 8);
      proved(a);
    }
    // Every move loses, and the verdict says it rests on Lemma A.
    const std::string lost = ex::explain<G>(fresh({1000, 999}), 0);
    if (!check::has(lost, G::text().status_lost)) check::fail("1000 999:\n" + lost);
    for (int k = 0; k < 200; ++k) {
      Numbers a(rng.between(1, 500));
      for (auto& x : a) x = rng.between(1, k % 4 == 3 ? 1000000 : 60);
      check::big(visit, k, fresh(a));
    }
  }
  static void starts(const Add& add) {
    for (size_t n = 1; n <= 4; ++n)
      check::every_multiset(n, 1, n < 4 ? 8 : 5, [&](const Numbers& a) { add(fresh(a), 0); });
  }
  static std::pair<Pos, int> bad_start() { return {fresh({6, 3}), 0}; }
  static inline const std::vector<std::string> kBadLines = {"1 0", "1 7", "3 1", "2 4"};
};

int main(int argc, char** argv) { return check::run<Rules>(argc, argv); }
