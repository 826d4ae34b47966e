// BOJ 11869's explainer and trainer against naive.cpp (checks: tests/explain/check.hpp; positions:
//   tests/README.md). Status: `boj11869_nimble/explain`, `play/boj11869_nimble/sessions`.
#include BOJ_GAME
#define NAIVE_LIBRARY
#include "../../boj11869_nimble/naive.cpp"
#include "../explain/check.hpp"

struct Rules : check::Base<Nimble> {
  static std::vector<Numbers> moves(const Pos& p, int) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size() && p[i] <= 100; ++i)  // big positions need none of them
      for (ull q = 0; q < p[i]; ++q) all.push_back({i + 1, q});
    return all;
  }
  static void apply(Pos& p, int, const Numbers& m) { p[m[0] - 1] = m[1]; }
  static bool step(ull a, int, ull b) { return b < a; }  // left
  static bool mover_wins(const Pos& p, int) { return naive_first_wins({p.begin(), p.end()}); }

  static void positions(const Visit& visit) {
    for (size_t m = 0; m <= 5; ++m)
      check::every_tuple(m, 0, 7, [&](const Pos& p) { visit(p, 0, Judge::brute_force); });
    check::every_tuple(6, 0, 4, [&](const Pos& p) { visit(p, 0, Judge::brute_force); });
    Rng rng(11869);
    for (int k = 0; k < 5000; ++k) {
      Pos p(rng.between(1, kMaxCoins));
      for (auto& c : p) c = rng.between(0, kMaxCell);
      visit(p, 0, Judge::brute_force);
    }
    for (int k = 0; k < 300; ++k) {
      Pos p(rng.between(1, 50));
      for (auto& c : p) c = rng.between(1, 1000000000);
      check::big(visit, k, p);
    }
  }
  static void starts(const Add& add) {
    for (size_t m = 1; m <= 4; ++m)
      check::every_multiset(m, 0, 6, [&](const Pos& p) { add(p, 0); });
  }
  static std::pair<Pos, int> bad_start() { return {{1, 2, 3, 4}, 0}; }
  static inline const std::vector<std::string> kBadLines = {"1 1", "1 5", "4 4", "5 0", "2 0 0"};
};

int main(int argc, char** argv) { return check::run<Rules>(argc, argv); }
