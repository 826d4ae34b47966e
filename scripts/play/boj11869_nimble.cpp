// BOJ 11869 Nimble against perfect play (scripts/play.sh 11869): the game's part of the
//   trainer; the session itself is scripts/play/play.hpp.
// Position: the coins' cells in input order. A move `COIN CELL` moves coin COIN (1-based) to a
//   cell CELL (0-based) left of it. A coin on cell p is a nim heap of p (main.cpp's
//   coin_grundy); the machine moves a coin to the cell that makes the nim-sum 0, found by
//   explain.cpp's bisection.
// Status: tests/play/ checks every machine move on small starts with naive.cpp.
#define EXPLAIN_LIBRARY
#include "../../boj11869_nimble/explain.cpp"
#include "play.hpp"

struct Nimble {
  using Pos = std::vector<unsigned long long>;
  struct Move {
    size_t coin = 0;
    unsigned long long to = 0;
  };
  static constexpr const char* kTitle = "BOJ 11869 Nimble";
  static constexpr const char* kPlayers[2] = {"koosaga", "cubelover"};
  static constexpr size_t kArity = 2;
  static constexpr const char* kSyntax = "COIN CELL";
  static constexpr const char* kSyntaxHelp =
      "move coin COIN (1-based, input order) to cell CELL (0-based), left of where it is";
  static constexpr const char* kComponent = "coin";
  static constexpr const char* kValueNote = "";

  // main.cpp's own reader, so a bad start file gets its error line, word for word.
  static Pos read_start(int& first) {
    first = 0;
    Pos cells;
    read_coins([&cells](unsigned long long p) { cells.push_back(p); });
    return cells;
  }

  static Pos random_start(Rng& rng, int& first) {
    first = 0;
    Pos cells(rng.between(1, 4));
    for (auto& c : cells) c = rng.between(0, 9);
    return cells;
  }

  static std::string show(const Pos& p) {
    std::string s = "coins on cells";
    for (auto c : p) s += " " + std::to_string(c);
    return s;
  }
  static std::string show(const Move& m) {
    return std::to_string(m.coin + 1) + " " + std::to_string(m.to);
  }

  static std::string parse(const Pos& p, int, const std::vector<unsigned long long>& v, Move& m) {
    if (v[0] < 1 || v[0] > p.size()) {
      return "there is no coin " + std::to_string(v[0]) + " (coins 1 to " +
             std::to_string(p.size()) + ")";
    }
    m = {static_cast<size_t>(v[0] - 1), v[1]};
    const unsigned long long at = p[m.coin];
    if (v[1] >= at) {
      if (at == 0) return "coin " + std::to_string(v[0]) + " is on cell 0 and cannot move";
      return "coin " + std::to_string(v[0]) + " is on cell " + std::to_string(at) +
             "; it moves left only, to a cell from 0 to " + std::to_string(at - 1);
    }
    return "";
  }

  static void apply(Pos& p, int, const Move& m) { p[m.coin] = m.to; }

  static std::vector<unsigned long long> values(const Pos& p) {
    std::vector<unsigned long long> v;
    for (auto c : p) v.push_back(coin_grundy(c));
    return v;
  }

  static bool can_move(const Pos& p, int) {
    for (auto c : p)
      if (c > 0) return true;
    return false;
  }

  static bool winning_move(const Pos& p, int, const Pos*, const Move*, Move& m, std::string& why) {
    unsigned long long s = 0;
    for (auto c : p) s ^= coin_grundy(c);
    if (s == 0) return false;
    for (size_t i = 0; i < p.size(); ++i) {
      const unsigned long long g = coin_grundy(p[i]), want = g ^ s;
      if (want >= g) continue;
      const unsigned long long q = ex::first_cell_reaching(want, p[i]);
      if (q >= p[i] || coin_grundy(q) != want)
        ex::internal("no cell below %llu has value %llu", p[i], want);
      m = {i, q};
      why = "coin " + std::to_string(i + 1) + " to cell " + std::to_string(q) +
            " makes the nim-sum 0";
      return true;
    }
    ex::internal("the nim-sum is %llu but no coin can lower it to 0", s);
  }

  static Move keep_going(const Pos& p, int, std::string& why) {
    size_t i = 0;
    while (p[i] == 0) ++i;  // can_move() was true
    why = "one step left with the first coin that can move";
    return {i, p[i] - 1};
  }
};

int main(int argc, char** argv) { return play::run<Nimble>(argc, argv); }
