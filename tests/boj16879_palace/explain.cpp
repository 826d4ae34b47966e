// BOJ 16879's explainer and trainer against naive.cpp (checks: tests/explain/check.hpp; positions:
//   tests/README.md). Status: `boj16879_palace/explain`, `play/boj16879_palace/sessions`.
#include BOJ_GAME
#define NAIVE_LIBRARY
#include "../../boj16879_palace/naive.cpp"
#include "../explain/check.hpp"

struct Rules : check::Base<Palace> {
  static bool step(G::Cell a, int, G::Cell b) {  // one of the brute force's moves
    const auto is_b = [&b](int u, int v) { return G::Cell(u, v) == b; };
    return naive_moves(static_cast<int>(a.first), static_cast<int>(a.second), is_b);
  }
  static std::vector<Numbers> moves(const Pos& p, int) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i) {
      const size_t from = all.size();
      if (p[i].first + p[i].second >= 100) continue;
      naive_moves(static_cast<int>(p[i].first), static_cast<int>(p[i].second), [&](int u, int v) {
        all.push_back({i + 1, static_cast<ull>(u), static_cast<ull>(v)});
        return false;
      });
      std::sort(all.begin() + static_cast<long>(from), all.end());  // by (u, v), as sessions draw
    }
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

  static void positions(const Visit& visit) {
    const ull top[] = {0, 15, 5, 3};
    for (size_t m = 0; m <= 3; ++m)
      check::every_tuple(2 * m, 0, top[m],
                         [&](const Numbers& d) { visit(palaces(d), 0, Judge::brute_force); });
    for (const Pos& p : {Pos{{3, 2}}, Pos{{3, 3}}, Pos{{6, 6}}, Pos{{7, 4}, {3, 7}, {1, 0}}})
      visit(p, 0, Judge::brute_force);  // samples 1-4 (sample 5 is past naive.cpp)
    Rng rng(16879);
    for (int k = 0; k < 3000;) {
      Pos p(rng.between(1, 4));
      for (auto& [x, y] : p) x = rng.between(0, 7), y = rng.between(0, 7);
      if (!naive_refusal(cells(p))) visit(p, 0, Judge::brute_force), ++k;
    }
    for (int k = 0; k < 200; ++k) {
      Pos p(rng.between(1, 1000));
      for (auto& [x, y] : p) x = rng.between(0, 2999), y = rng.between(0, 2999);
      check::big(visit, k, p);
    }
  }
  static void starts(const Add& add) {
    const ull top[] = {0, 5, 3, 2};
    for (size_t m = 1; m <= 3; ++m)
      check::every_tuple(2 * m, 0, top[m], [&](const Numbers& d) {
        const Pos p = palaces(d);
        if (std::is_sorted(p.begin(), p.end())) add(p, 0);  // each multiset once
      });
  }
  static std::pair<Pos, int> bad_start() { return {{{7, 4}, {3, 7}, {1, 0}}, 0}; }
  static inline const std::vector<std::string> kBadLines = {"1 7 4", "1 8 4", "1 5 3", "1 6 2",
                                                            "3 0 1", "4 0 0", "1 2",   "2 3 8"};
};

// First, the trainer takes exactly the brute force's moves: each typed from a cell of the 12x12
// corner to each other (game.hpp's legal(), which parse() asks, is not the rule checked here).
int main(int argc, char** argv) {
  for (check::ull a = 0; a < 12 * 12 * 12 * 12; ++a) {
    const Palace::Cell from{a / 1728, a / 144 % 12}, to{a / 12 % 12, a % 12};
    const bool rule = Rules::step(from, 0, to);
    Palace::Move m;
    if (Palace::parse({from}, 0, {1, to.first, to.second}, m).empty() != rule) {
      std::printf("FAIL: the trainer %s the move (%llu,%llu) to (%llu,%llu) (naive.cpp's rules)\n",
                  rule ? "refuses" : "takes", from.first, from.second, to.first, to.second);
      return 1;
    }
  }
  return check::run<Rules>(argc, argv);
}
