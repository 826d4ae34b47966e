// BOJ 18937's explainer and trainer against naive.cpp (checks: tests/explain/check.hpp; positions:
//   tests/README.md). Status: `boj18937_kings_bridge/explain`,
//   `play/boj18937_kings_bridge/sessions`.
#include BOJ_GAME
#define NAIVE_LIBRARY
#include "../../boj18937_kings_bridge/naive.cpp"
#include "../explain/check.hpp"

struct Rules : check::Base<KingsBridge> {
  // Stone k's cell moved to c: never onto or past the other stone, off the bridge, or in place.
  static bool step(const G::Bridge& q, int k, ull c) {
    return k == 0 ? c < q.b && c != q.w : c > q.w && c < q.a && c != q.b;
  }
  static std::vector<Numbers> moves(const Pos& p, int k) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i)
      for (ull c = 0; c < p[i].a && p[i].a <= 100; ++c)  // big: not needed
        if (step(p[i], k, c)) all.push_back({i + 1, c});
    return all;
  }
  static void apply(Pos& p, int k, const Numbers& m) {
    (k == 0 ? p[m[0] - 1].w : p[m[0] - 1].b) = m[1];
  }
  static bool step(const G::Bridge& a, int k, const G::Bridge& b) {  // king k's stone moved
    return k == 0 ? b.b == a.b && step(a, 0, b.w) : b.w == a.w && step(a, 1, b.b);
  }
  static bool mover_wins(const Pos& p, int k) {
    std::vector<int> lengths;
    std::vector<std::pair<int, int>> at;
    for (const G::Bridge& q : p) {
      lengths.push_back(static_cast<int>(q.a));
      at.push_back({static_cast<int>(q.w), static_cast<int>(q.b)});
    }
    return naive_winner(lengths, k, at) == k;
  }

  static void positions(const Visit& visit) {
    auto both = [&](const Numbers& a) {
      visit(fresh(a), 0, Judge::brute_force), visit(fresh(a), 1, Judge::brute_force);
    };
    for (const auto& [m, hi] : {std::pair<size_t, ull>{1, 16}, {0, 2}, {2, 9}, {3, 6}, {4, 4}})
      check::every_tuple(m, 2, hi, both);
    Rng rng(18937);
    for (int k = 0; k < 600;) {
      Numbers a(rng.between(1, 5));
      double product = 1;
      for (auto& x : a) x = rng.between(2, 10), product *= static_cast<double>(x * (x - 1) / 2);
      if (product <= 40000)
        visit(fresh(a), static_cast<int>(rng.between(0, 1)), Judge::brute_force), ++k;
    }
    for (int k = 0; k < 200; ++k) {
      Numbers a(rng.between(1, 500));
      for (auto& x : a) x = rng.between(2, 1000000000);
      check::big(visit, k, fresh(a), static_cast<int>(rng.between(0, 1)));
    }
  }
  static void starts(const Add& add) {
    for (size_t n = 1; n <= 3; ++n)
      check::every_multiset(n, 2, 7, [&](const Numbers& a) { add(fresh(a), 0), add(fresh(a), 1); });
  }
  static std::pair<Pos, int> bad_start() { return {fresh({3, 5}), 0}; }
  // Onto the black stone, past it, off the bridge, the white stone's own cell, no bridge 3.
  static inline const std::vector<std::string> kBadLines = {"1 2", "2 4", "2 3 1", "1 3",
                                                            "1 0", "3 1", "2 7"};
};

int main(int argc, char** argv) { return check::run<Rules>(argc, argv); }
