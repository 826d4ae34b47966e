// BOJ 16879's explainer and trainer (its game.hpp) against naive.cpp: what is checked in
//   tests/explain/check.hpp, on which positions in tests/README.md, "Per-problem files".
// Status: `boj16879_palace/explain`, `play/boj16879_palace/sessions`.
#include BOJ_GAME
#define NAIVE_LIBRARY
#include "../../boj16879_palace/naive.cpp"
#include "../explain/check.hpp"

struct Rules : check::Base<Palace> {
  static bool step(G::Cell a, int, G::Cell b) {  // left, down, or one diagonal step
    const auto [x, y] = a;
    const auto [u, v] = b;
    return (v == y && u < x) || (u == x && v < y) || (x > 0 && y > 0 && u == x - 1 && v == y - 1);
  }
  static std::vector<Numbers> moves(const Pos& p, int) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i)
      for (unsigned long long u = 0; u <= p[i].first && p[i].first + p[i].second < 100; ++u)
        for (unsigned long long v = 0; v <= p[i].second; ++v)
          if (step(p[i], 0, {u, v})) all.push_back({i + 1, u, v});
    return all;
  }
  static void apply(Pos& p, int, const Numbers& m) { p[m[0] - 1] = {m[1], m[2]}; }

  static Pos palaces(const Numbers& d) {  // (d[0], d[1]), (d[2], d[3]), ...
    Pos p(d.size() / 2);
    for (size_t i = 0; i < p.size(); ++i) p[i] = {d[2 * i], d[2 * i + 1]};
    return p;
  }
  static std::vector<std::pair<int, int>> cells(const Pos& p) {
    std::vector<std::pair<int, int>> c;
    for (const auto& [x, y] : p) c.push_back({static_cast<int>(x), static_cast<int>(y)});
    return c;
  }
  static bool mover_wins(const Pos& p, int) { return naive_first_wins(cells(p)); }

  template <class Visit>
  static void positions(Visit visit) {
    for (size_t m = 0; m <= 3; ++m) {
      const unsigned long long top[] = {0, 15, 5, 3};
      check::every_tuple(2 * m, 0, top[m],
                         [&](const Numbers& d) { visit(palaces(d), 0, Judge::brute_force); });
    }
    for (const Pos& p : {Pos{{3, 2}}, Pos{{3, 3}}, Pos{{6, 6}}, Pos{{7, 4}, {3, 7}, {1, 0}}}) {
      visit(p, 0, Judge::brute_force);  // samples 1-4 (sample 5 is past naive.cpp)
    }
    Rng rng(16879);
    for (int k = 0; k < 3000;) {
      Pos p(rng.between(1, 4));
      for (auto& [x, y] : p) x = rng.between(0, 7), y = rng.between(0, 7);
      if (naive_refusal(cells(p))) continue;
      visit(p, 0, Judge::brute_force);
      ++k;
    }
    for (int k = 0; k < 200; ++k) {
      Pos p(rng.between(1, 1000));
      for (auto& [x, y] : p) x = rng.between(0, 2999), y = rng.between(0, 2999);
      k % 2 ? visit(check::doubled(p), 0, Judge::mirror) : visit(p, 0, Judge::none);
    }
  }
  template <class Add>
  static void starts(Add add) {
    const unsigned long long top[] = {0, 5, 3, 2};
    for (size_t m = 1; m <= 3; ++m) {
      check::every_tuple(2 * m, 0, top[m], [&](const Numbers& d) {
        const Pos p = palaces(d);
        if (std::is_sorted(p.begin(), p.end())) add(p, 0);  // each multiset once
      });
    }
  }
  static std::pair<Pos, int> bad_start() { return {{{7, 4}, {3, 7}, {1, 0}}, 0}; }
  static inline const std::vector<std::string> kBadLines = {"1 7 4", "1 8 4", "1 5 3", "1 6 2",
                                                            "3 0 1", "4 0 0", "1 2",   "2 3 8"};
};

int main(int argc, char** argv) { return check::run<Rules>(argc, argv); }
