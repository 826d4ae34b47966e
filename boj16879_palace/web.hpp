// BOJ 16879's part of the web page (scripts/web/web.cpp): the note's Grundy picture, the
//   24x24 board of one palace (x to the right, y upward, as grundy-24x24.svg); how far a
//   palace's moves reach, for the moves the page lists; and the board the page draws: the
//   cells (0,0) .. the farthest palace's, each palace on its cell.
// Status: tests/web/ checks each cell's value with the native explainer on `input`.
#pragma once
#include <algorithm>
#include <string>

struct Picture {
  static constexpr int kRows = 24, kCols = 24;
  static Game::Cell cell(int r, int c) {
    return {static_cast<ex::ull>(c), static_cast<ex::ull>(kRows - 1 - r)};
  }
  static std::string label(int r, int c) { return "(" + Game::write(cell(r, c)) + ")"; }
  static std::string input(int r, int c) { return input(Game::Pos{cell(r, c)}, 0); }
  // The problem's input for a start (the page's explain box follows the game's start).
  static std::string input(const Game::Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (const Game::Cell& c : p)
      s += std::to_string(c.first) + " " + std::to_string(c.second) + "\n";
    return s;
  }
  static const char* caption() {
    return ex::ko
               ? "궁전 하나의 그런디 수 (x는 오른쪽, y는 위로). 칸을 가리키면 값과 갈 수 있는 칸이 "
                 "보입니다."
               : "The Grundy value of one palace (x to the right, y upward). Point at a cell "
                 "for its value and its options.";
  }
  static ex::ull reach(const Game::Cell& c) { return c.first > c.second ? c.first : c.second; }

  static Board board(const Game::Pos& p, int) {
    Board b{1, 1, {}};
    for (const Game::Cell& c : p) {
      b.cols = std::max<ex::ull>(b.cols, c.first + 1);
      b.rows = std::max<ex::ull>(b.rows, c.second + 1);
    }
    return b;
  }
  static std::string piece(const Game::Pos&, int, size_t i) { return std::to_string(i + 1); }
  static Spot at(const Board& b, const Game::Pos& p, int, size_t i) { return spot(b, p[i]); }
  static Spot to(const Board& b, const Game::Pos&, int, const Game::Move& m) {
    return spot(b, m.to);
  }
  static Spot spot(const Board& b, const Game::Cell& c) {  // y grows upward
    return {b.rows - 1 - c.second, c.first};
  }
};
