// BOJ 16879 Palace game against perfect play (scripts/play.sh 16879): the game's part of the
//   trainer; the session itself is scripts/play/play.hpp.
// Position: the palaces' cells in input order. A move `PALACE X Y` moves palace PALACE
//   (1-based) to (X, Y): left along its row, down along its column, or one diagonal step
//   (x-1, y-1). Values are main.cpp's palace_grundy; the machine's move to nim-sum 0 is
//   explain.cpp's find_move, a search of the palace's own moves.
// Status: tests/play/ checks every machine move on small starts with naive.cpp.
#define EXPLAIN_LIBRARY
#include "../../boj16879_palace/explain.cpp"
#include "play.hpp"

struct Palace {
  using Pos = std::vector<ex::Cell>;
  struct Move {
    size_t palace = 0;
    ex::Cell to{0, 0};
  };
  static constexpr const char* kTitle = "BOJ 16879 Palace game";
  static constexpr const char* kPlayers[2] = {"koosaga", "cubelover"};
  static constexpr size_t kArity = 3;
  static constexpr const char* kSyntax = "PALACE X Y";
  static constexpr const char* kSyntaxHelp =
      "move palace PALACE (1-based, input order) to (X, Y): left in its row, down in its column, "
      "or one step diagonally to (x-1, y-1)";
  static constexpr const char* kComponent = "palace";
  static constexpr const char* kValueNote = "";

  // main.cpp's own reader, so a bad start file gets its error line, word for word.
  static Pos read_start(int& first) {
    first = 0;
    Pos palaces;
    read_palaces([&palaces](unsigned x, unsigned y) { palaces.push_back({x, y}); });
    return palaces;
  }

  static Pos random_start(Rng& rng, int& first) {
    first = 0;
    Pos p(rng.between(1, 3));
    for (auto& c : p) c = {rng.between(0, 7), rng.between(0, 7)};
    return p;
  }

  static std::string cell(ex::Cell c) {
    return "(" + std::to_string(c.first) + "," + std::to_string(c.second) + ")";
  }
  static std::string show(const Pos& p) {
    std::string s = "palaces on";
    for (auto c : p) s += " " + cell(c);
    return s;
  }
  static std::string show(const Move& m) {
    return std::to_string(m.palace + 1) + " " + std::to_string(m.to.first) + " " +
           std::to_string(m.to.second);
  }

  static std::string parse(const Pos& p, int, const std::vector<unsigned long long>& v, Move& m) {
    if (v[0] < 1 || v[0] > p.size()) {
      return "there is no palace " + std::to_string(v[0]) + " (palaces 1 to " +
             std::to_string(p.size()) + ")";
    }
    m = {static_cast<size_t>(v[0] - 1), {v[1], v[2]}};
    const auto [x, y] = p[m.palace];
    const auto [x2, y2] = m.to;
    if ((y2 == y && x2 < x) || (x2 == x && y2 < y) ||
        (x > 0 && y > 0 && x2 == x - 1 && y2 == y - 1))
      return "";
    if (x == 0 && y == 0) return "palace " + std::to_string(v[0]) + " is on (0,0) and cannot move";
    return "palace " + std::to_string(v[0]) + " on " + cell(p[m.palace]) + " cannot reach " +
           cell(m.to) + ": it moves left in its row, down in its column, or to " +
           (x > 0 && y > 0 ? cell({x - 1, y - 1}) : std::string("nowhere diagonally"));
  }

  static void apply(Pos& p, int, const Move& m) { p[m.palace] = m.to; }

  static unsigned long long value(ex::Cell c) {
    return palace_grundy(static_cast<unsigned>(c.first), static_cast<unsigned>(c.second));
  }
  static std::vector<unsigned long long> values(const Pos& p) {
    std::vector<unsigned long long> v;
    for (auto c : p) v.push_back(value(c));
    return v;
  }

  static bool can_move(const Pos& p, int) {
    for (auto c : p)
      if (c.first > 0 || c.second > 0) return true;
    return false;
  }

  static bool winning_move(const Pos& p, int, const Pos*, const Move*, Move& m, std::string& why) {
    unsigned long long s = 0;
    for (auto c : p) s ^= value(c);
    if (s == 0) return false;
    for (size_t i = 0; i < p.size(); ++i) {
      const unsigned long long g = value(p[i]), want = g ^ s;
      if (want >= g) continue;
      ex::Cell to;
      if (!ex::find_move(p[i], want, to))
        ex::internal("no move of palace %zu to value %llu", i + 1, want);
      m = {i, to};
      why = "palace " + std::to_string(i + 1) + " to " + cell(to) + " (value " +
            std::to_string(want) + ") makes the nim-sum 0";
      return true;
    }
    ex::internal("the nim-sum is %llu but no palace can lower it to 0", s);
  }

  static Move keep_going(const Pos& p, int, std::string& why) {
    size_t i = 0;
    while (p[i].first == 0 && p[i].second == 0) ++i;  // can_move() was true
    why = "one step with the first palace that can move";
    const ex::Cell c = p[i];
    return {i, c.first > 0 ? ex::Cell{c.first - 1, c.second} : ex::Cell{c.first, c.second - 1}};
  }
};

int main(int argc, char** argv) { return play::run<Palace>(argc, argv); }
