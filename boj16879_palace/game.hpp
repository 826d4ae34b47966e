// BOJ 16879 Palace game: the game for every tool (contract: scripts/lib/game.hpp); moves and words
//   in text(). Status: checked against naive.cpp by tests/boj16879_palace/explain.cpp.
#include <utility>
#include <vector>

#include "../scripts/lib/game.hpp"
#define main boj_solution_main  // its main() renamed: every tool has its own
#include "main.cpp"
#undef main

struct Palace : ex::Plain<Palace, std::vector<std::pair<ex::ull, ex::ull>>,
                          ex::Move<std::pair<ex::ull, ex::ull>>> {
  using ull = ex::ull;
  using Cell = std::pair<ull, ull>;
  static constexpr size_t kMoveNumbers = 3;
  static constexpr const char* kSyntax = "PALACE X Y";

  struct Text {
    const char *intro, *component, *role, *no_move, *syntax_help, *left, *down, *diagonal, *move,
        *reason, *position, *no_component, *stuck, *cannot_reach, *nowhere, *diagonal_cell;
    const char *value_note = "", *follow = "";  // neither note is needed here
  };
  static const Text& text() {
    static const Text en = {
        "Each palace is one game on its own; its Grundy value palace_grundy(x, y) is the mex "
        "(smallest value missing) of the values of the cells it can move to.\n",
        "  palace %zu on (%llu,%llu)",
        "player",
        "every palace is on (0,0)",
        "move palace PALACE (1-based, input order) to (X, Y): left in its row, down in its "
        "column, or one step diagonally to (x-1, y-1)",
        "%llu cell%s left",  // %s: the plural ending, unused in Korean
        "%llu cell%s down",
        "one step diagonally (left and down)",
        "move palace %zu from (%llu,%llu) %s to (%llu,%llu)",
        "by the mex some move reaches every smaller value, and %s is such a cell.",
        "palaces on%s",
        "there is no palace %llu (palaces 1 to %zu)",
        "palace %llu is on (0,0) and cannot move",
        "palace %llu on (%llu,%llu) cannot reach (%llu,%llu): it moves left in its row, down in "
        "its column, or to %s",
        "nowhere diagonally",
        "(%llu,%llu)",
    };
    static const Text ko = {
        "궁전 하나하나가 독립된 게임입니다. 궁전의 그런디 수 palace_grundy(x, y)는 그 궁전이 갈 수 "
        "있는 칸들의 값의 mex(없는 값 중 가장 작은 값)입니다.\n",
        "  궁전 %zu (%llu,%llu)",
        "사람이",
        "모든 궁전이 (0,0)에 있습니다",
        "궁전 PALACE(1부터, 입력 순서)를 (X, Y)로 옮깁니다. 같은 행에서 왼쪽, 같은 열에서 아래, "
        "또는 대각선으로 한 칸 (x-1, y-1)로 갈 수 있습니다",
        "왼쪽으로 %llu칸",
        "아래로 %llu칸",
        "대각선으로 한 칸 (왼쪽 아래)",
        "궁전 %zu, (%llu,%llu)에서 %s 이동 → (%llu,%llu)",
        "mex의 정의에 따라 더 작은 값마다 그 값의 칸으로 가는 수가 있고, %s 바로 그런 칸입니다.",
        "궁전 위치%s",
        "%llu번 궁전은 없습니다 (궁전은 %zu개입니다)",
        "%llu번 궁전은 (0,0)에 있어 움직일 수 없습니다",
        "%1$llu번 궁전(%2$llu,%3$llu)은 (%4$llu,%5$llu) 칸으로 갈 수 없습니다. 갈 수 있는 곳은 "
        "같은 행의 왼쪽과 같은 열의 아래%6$s뿐입니다",
        "",
        ", 그리고 대각선 칸 (%llu,%llu)",
    };
    return ex::ko ? ko : en;
  }

  static constexpr ex::Said kReader[] = {
      // main.cpp's lines in Korean (ex::reader_line)
      {"line *: * = * is off the board (0 <= x, y < 3000)",
       "줄 *: * = *: 판 밖입니다 (0 <= x, y < 3000)"},
      {"line *: expected * palaces after N, found more",
       "줄 *: N 뒤에 궁전 *개가 와야 하는데 더 있습니다"},
      {"N, the number of palaces", "궁전의 개수 N"},
      {"a palace's x", "궁전의 x 좌표"},
      {"a palace's y", "궁전의 y 좌표"},
  };
  static Pos read(int& first) {  // main.cpp's own reader: its error lines, word for word
    first = 0;
    Pos p;
    read_palaces([&p](unsigned x, unsigned y) { p.push_back({x, y}); });
    return p;
  }
  static Pos random_start(Rng& rng, int& first) {
    first = 0;
    Pos p(rng.between(1, 3));
    for (auto& c : p) c = {rng.between(0, 7), rng.between(0, 7)};
    return p;
  }

  static ull value(Cell c) {
    return palace_grundy(static_cast<unsigned>(c.first), static_cast<unsigned>(c.second));
  }
  static bool legal(Cell from, Cell to) {
    const auto [x, y] = from;
    const auto [u, v] = to;
    return (v == y && u < x) || (u == x && v < y) || (x > 0 && y > 0 && u == x - 1 && v == y - 1);
  }

  // No move of value `want` means palace_grundy is not the mex of the moves: exit 3.
  static Move move_to(const Pos& p, int, size_t i, ull want) {
    const auto [x, y] = p[i];
    for (ull u = 0; u < x; ++u)
      if (value({u, y}) == want) return {i, {u, y}};
    for (ull v = 0; v < y; ++v)
      if (value({x, v}) == want) return {i, {x, v}};
    if (x > 0 && y > 0 && value({x - 1, y - 1}) == want) return {i, {x - 1, y - 1}};
    ex::internal("palace (%llu,%llu) has no move to Grundy value %llu", x, y, want);
  }
  static bool any_move(const Pos& p, int, Move& m) {  // one step with the first palace that can
    for (size_t i = 0; i < p.size(); ++i) {
      const auto [x, y] = p[i];
      if (x > 0 || y > 0) return m = {i, x > 0 ? Cell{x - 1, y} : Cell{x, y - 1}}, true;
    }
    return false;
  }

  static std::string component(const Pos& p, size_t i) {
    return ex::say(text().component, i + 1, p[i].first, p[i].second);
  }
  static std::string describe(const Pos& p, int, const Move& m) {
    const auto [x, y] = p[m.i];
    const auto [u, v] = m.to;
    const std::string how = v == y   ? ex::say(text().left, x - u, x - u == 1 ? "" : "s")
                            : u == x ? ex::say(text().down, y - v, y - v == 1 ? "" : "s")
                                     : text().diagonal;
    return ex::say(text().move, m.i + 1, x, y, how.c_str(), u, v);
  }
  static std::string reason(const Pos&, int, const Move& m) {
    return ex::say(text().reason, ex::subject("(" + write(m.to) + ")").c_str());
  }
  static std::string write(Cell c) {
    return std::to_string(c.first) + "," + std::to_string(c.second);
  }
  static std::string show(const Pos& p) {
    std::string s;
    for (Cell c : p) s += " (" + write(c) + ")";
    return ex::say(text().position, s.c_str());
  }
  static std::string show(const Move& m) {
    return std::to_string(m.i + 1) + " " + std::to_string(m.to.first) + " " +
           std::to_string(m.to.second);
  }
  static std::string parse(const Pos& p, int, const std::vector<ull>& v, Move& m) {
    m = {static_cast<size_t>(v[0] - 1), {v[1], v[2]}};
    const auto [x, y] = p[m.i];
    if (legal(p[m.i], m.to)) return "";
    if (x == 0 && y == 0) return ex::say(text().stuck, v[0]);
    const std::string diagonal =
        x > 0 && y > 0 ? ex::say(text().diagonal_cell, x - 1, y - 1) : std::string(text().nowhere);
    return ex::say(text().cannot_reach, v[0], x, y, v[1], v[2], diagonal.c_str());
  }

  static std::string input(const Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (const Cell& c : p) s += std::to_string(c.first) + " " + std::to_string(c.second) + "\n";
    return s;
  }

  static constexpr int kLast = static_cast<int>(facts::kValueMax), kSide = kLast + 1;  // 0..kLast
  static_assert(facts::kValueMin == 0, "a palace's cell counts from 0");

  // The palace of value v with the smallest x + y (the shortest line), for v < 3072; values
  // past it as 2048 and v xor 2048.
  static void make(ull v, std::vector<long long>& out) {
    static std::vector<int> cell;
    if (cell.empty()) {
      cell.assign(4096, -1);
      for (int sum = 0; sum <= 2 * kLast; ++sum) {
        for (int x = sum <= kLast ? 0 : sum - kLast; x <= sum && x <= kLast; ++x) {
          const unsigned g =
              palace_grundy(static_cast<unsigned>(x), static_cast<unsigned>(sum - x));
          if (cell[g] < 0) cell[g] = x * kSide + sum - x;
        }
      }
    }
    if (v >= 3072) make(2048, out), v ^= 2048;
    out.push_back(cell[v] / kSide);
    out.push_back(cell[v] % kSide);
  }
  static ull input_value(const long long* c) {
    return palace_grundy(static_cast<unsigned>(c[0]), static_cast<unsigned>(c[1]));
  }
};
using Game = Palace;

struct Picture {
  static constexpr int kRows = 24, kCols = 24;
  static Game::Cell cell(int r, int c) {
    return {static_cast<ex::ull>(c), static_cast<ex::ull>(kRows - 1 - r)};
  }
  static std::string label(int r, int c) { return "(" + Game::write(cell(r, c)) + ")"; }
  static const char* caption() {
    return ex::ko
               ? "궁전 하나의 그런디 수 (x는 오른쪽, y는 위로). 칸을 가리키면 값과 갈 수 있는 칸이 "
                 "보입니다."
               : "The Grundy value of one palace (x to the right, y upward). Point at a cell "
                 "for its value and its options.";
  }
  static ex::ull reach(const Game::Cell& c) { return c.first > c.second ? c.first : c.second; }

  static Board board(const Game::Pos& p, int) {
    Board b{1, 1, {}, true, 3};  // 3x3 blocks: the note's idea
    for (const Game::Cell& c : p) {
      b.cols = std::max<ex::ull>(b.cols, c.first + 1);
      b.rows = std::max<ex::ull>(b.rows, c.second + 1);
    }
    return b;
  }
  static std::string piece(const Game::Pos&, int, size_t i) { return std::to_string(i + 1); }
  static Spot at(const Board& b, const Game::Pos& p, int, size_t i) {  // y grows upward
    return {b.rows - 1 - p[i].second, p[i].first};
  }
};
