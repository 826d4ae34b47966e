// BOJ 11869 Nimble: the game for every tool (contract: scripts/lib/game.hpp); moves and words in
//   text(). Status: checked against naive.cpp by tests/boj11869_nimble/explain.cpp.
#include <vector>

#include "../scripts/lib/game.hpp"
#define main boj_solution_main  // its main() renamed: every tool has its own
#include "main.cpp"
#undef main

struct Nimble : ex::Plain<Nimble, std::vector<ex::ull>> {
  using ull = ex::ull;
  static constexpr size_t kMoveNumbers = 2;
  static constexpr const char* kSyntax = "COIN CELL";

  struct Text {
    const char *intro, *component, *role, *no_move, *syntax_help, *move, *reason, *position,
        *no_component, *stuck, *not_left, *to_zero;
    const char *value_note = "", *follow = "";  // neither note is needed here
  };
  static const Text& text() {
    static const Text en = {
        "Each coin is one game on its own: a coin on cell p is a nim heap of coin_grundy(p) "
        "stones (sliding it to a cell q < p is taking stones from the heap).\n",
        "  coin %zu on cell %llu",
        "player",
        "no coin is off cell 0",
        "move coin COIN (1-based, input order) to cell CELL (0-based), left of where it is",
        "move coin %zu from cell %llu to cell %llu",
        "a coin can always move to a smaller Grundy value.",
        "coins on cells%s",
        "there is no coin %llu (coins 1 to %zu)",
        "coin %llu is on cell 0 and cannot move",
        "coin %llu is on cell %llu; it moves left only, to a cell from 0 to %llu",
        "coin %llu is on cell %llu; it moves left only, so cell 0 is the only cell it can reach",
    };
    static const Text ko = {
        "동전 하나하나가 독립된 게임입니다. 칸 p의 동전은 돌 coin_grundy(p)개짜리 님 더미와 "
        "같습니다 "
        "(칸 q < p로 옮기는 것이 더미에서 돌을 가져가는 것입니다).\n",
        "  동전 %zu (칸 %llu)",
        "사람이",
        "모든 동전이 칸 0에 있습니다",
        "동전 COIN(1부터, 입력 순서)을 칸 CELL(0부터)로 옮깁니다. 지금 칸보다 왼쪽이어야 합니다",
        "동전 %zu, 칸 %llu → 칸 %llu",
        "동전은 언제나 더 작은 그런디 수의 칸으로 옮길 수 있습니다.",
        "동전 위치%s",
        "%llu번 동전은 없습니다 (동전은 %zu개입니다)",
        "%llu번 동전은 칸 0에 있어 움직일 수 없습니다",
        "%llu번 동전은 칸 %llu에 있습니다. 왼쪽으로만, 칸 0부터 %llu까지 옮길 수 있습니다",
        "%llu번 동전은 칸 %llu에 있습니다. 왼쪽으로만 옮길 수 있으므로 갈 수 있는 칸은 0뿐입니다",
    };
    return ex::ko ? ko : en;
  }

  static constexpr ex::Said kReader[] = {
      // main.cpp's lines in Korean (ex::reader_line)
      {"line *: cell * is off the strip (cells 0 to 9999999999)",
       "줄 *: 칸 *: 띠 밖입니다 (칸은 0부터 9999999999까지)"},
      {"line *: expected * coins after M, found more",
       "줄 *: M 뒤에 동전 *개가 와야 하는데 더 있습니다"},
      {"M, the number of coins", "동전의 개수 M"},
      {"a coin position", "동전의 위치"},
  };
  static Pos read(int& first) {  // main.cpp's own reader: its error lines, word for word
    first = 0;
    Pos cells;
    read_coins([&cells](ull p) { cells.push_back(p); });
    return cells;
  }
  static Pos random_start(Rng& rng, int& first) {
    first = 0;
    Pos cells(rng.between(1, 4));
    for (auto& c : cells) c = rng.between(0, 9);
    return cells;
  }

  static ull value(ull cell) { return coin_grundy(cell); }

  // The move to Grundy value `want` is the move to cell `want`.
  static Move move_to(const Pos&, int, size_t i, ull want) {
    if (coin_grundy(want) != want) ex::internal("coin_grundy(%llu) is not %llu", want, want);
    return {i, want};
  }
  static bool any_move(const Pos& p, int, Move& m) {  // one cell left with the first coin that can
    for (size_t i = 0; i < p.size(); ++i)
      if (p[i] > 0) return m = {i, p[i] - 1}, true;
    return false;
  }

  static std::string component(const Pos& p, size_t i) {
    return ex::say(text().component, i + 1, p[i]);
  }
  static std::string describe(const Pos& p, int, const Move& m) {
    return ex::say(text().move, m.i + 1, p[m.i], m.to);
  }
  static std::string reason(const Pos&, int, const Move&) { return text().reason; }
  static std::string write(ull cell) { return std::to_string(cell); }
  static std::string parse(const Pos& p, int, const std::vector<ull>& v, Move& m) {
    m = {static_cast<size_t>(v[0] - 1), v[1]};
    const ull at = p[m.i];
    if (at == 0) return ex::say(text().stuck, v[0]);
    if (v[1] >= at && at == 1) return ex::say(text().to_zero, v[0], at);
    if (v[1] >= at) return ex::say(text().not_left, v[0], at, at - 1);
    return "";
  }

  static std::string input(const Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + write(p[i]);
    return s + "\n";
  }

  // One coin worth v where one fits the limits, else two: the xor of coins up to 10^9 may be
  // 2^30 - 1, split at its top bit.
  static void make(ull v, std::vector<long long>& out) {
    if (v > facts::kValueMax) out.push_back(1LL << 29), v ^= 1ULL << 29;
    if (v != 0) out.push_back(static_cast<long long>(v));
  }
  static ull input_value(const long long* c) { return coin_grundy(static_cast<ull>(*c)); }
};
using Game = Nimble;

struct Picture {
  static constexpr int kRows = 1, kCols = 16;
  static ex::ull cell(int, int c) { return static_cast<ex::ull>(c); }
  static std::string label(int r, int c) { return "p = " + Game::write(cell(r, c)); }
  static const char* caption() {
    return ex::ko
               ? "칸 p에 놓인 동전 하나의 그런디 수. 칸을 가리키면 값과 갈 수 있는 칸이 보입니다."
               : "The Grundy value of one coin on cell p. Point at a cell for its value and "
                 "its options.";
  }
  static ex::ull reach(ex::ull cell) { return cell; }

  static Board board(const Game::Pos& p, int) {
    Board b{1, 1, {}};
    for (ex::ull c : p) b.cols = std::max<ex::ull>(b.cols, c + 1);
    return b;
  }
  static std::string piece(const Game::Pos&, int, size_t i) { return std::to_string(i + 1); }
  static Spot at(const Board&, const Game::Pos& p, int, size_t i) { return {0, p[i]}; }
};
