// BOJ 11869's part of the web page (scripts/web/web.cpp): the note's Grundy picture, the
//   strip's first 16 cells as one coin's values; how far a coin's moves reach, for the moves
//   the page lists; and the board the page draws: the strip, each coin on its cell.
// Status: tests/web/ checks each cell's value with the native explainer on `input`.
#pragma once
#include <algorithm>
#include <string>

struct Picture {
  static constexpr int kRows = 1, kCols = 16;
  static ex::ull cell(int, int c) { return static_cast<ex::ull>(c); }
  static std::string label(int r, int c) { return "p = " + Game::write(cell(r, c)); }
  static std::string input(int r, int c) { return input(Game::Pos{cell(r, c)}, 0); }
  // The problem's input for a start (the page's explain box follows the game's start).
  static std::string input(const Game::Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + Game::write(p[i]);
    return s + "\n";
  }
  static const char* caption() {
    return ex::ko
               ? "칸 p에 놓인 동전 하나의 그런디 수. 칸을 가리키면 값과 갈 수 있는 칸이 보입니다."
               : "The Grundy value of one coin on cell p. Point at a cell for its value and "
                 "its options.";
  }
  static ex::ull reach(ex::ull cell) { return cell; }

  // The board: one row of cells 0 .. the last coin's; a move puts its coin on cell `to`.
  static Board board(const Game::Pos& p, int) {
    Board b{1, 1, {}};
    for (ex::ull c : p) b.cols = std::max<ex::ull>(b.cols, c + 1);
    return b;
  }
  static std::string piece(const Game::Pos&, int, size_t i) { return std::to_string(i + 1); }
  static Spot at(const Board&, const Game::Pos& p, int, size_t i) { return {0, p[i]}; }
  static Spot to(const Board&, const Game::Pos&, int, const Game::Move& m) { return {0, m.to}; }
};
