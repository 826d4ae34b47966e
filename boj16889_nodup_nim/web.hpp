// BOJ 16889's part of the web page (scripts/web/web.cpp): the note's Grundy picture, the
//   values of fresh piles of 1 to 60 stones (rows of ten, as the note's table); how far a
//   pile's moves reach, for the moves the page lists; and the board the page draws: a row per
//   pile, its stones in cells 1 .. left, the pile drawn on its top stone (cell 0: empty), so
//   taking t stones moves it to cell left - t.
// Status: tests/web/ checks each cell's value with the native explainer on `input`.
#pragma once
#include <algorithm>
#include <string>

struct Picture {
  static constexpr int kRows = 6, kCols = 10;
  static ex::Pile cell(int r, int c) {
    return Game::fresh(static_cast<ex::ull>(r * kCols + c + 1));
  }
  static std::string label(int r, int c) { return "a = " + std::to_string(cell(r, c).left); }
  static std::string input(int r, int c) { return input(Game::Pos{cell(r, c)}, 0); }
  // The problem's input for a start of fresh piles (the page's explain box follows the game's
  // start).
  static std::string input(const Game::Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i].left);
    return s + "\n";
  }
  static const char* caption() {
    return ex::ko ? "새 더미(돌 a개)의 그런디 수. 칸을 가리키면 값과 가져갈 수 있는 개수마다 남는 "
                    "더미가 보입니다."
                  : "The Grundy value of a fresh pile of a stones. Point at a cell for its value "
                    "and the pile each amount leaves.";
  }
  static ex::ull reach(const ex::Pile& q) { return q.left; }

  static Board board(const Game::Pos& p, int) {
    Board b{p.size(), 1, {}};
    for (size_t i = 0; i < p.size(); ++i) {
      b.cols = std::max<ex::ull>(b.cols, p[i].left + 1);
      for (ex::ull s = 1; s < p[i].left; ++s) b.marks.push_back({i, s, "●"});
    }
    return b;
  }
  static std::string piece(const Game::Pos&, int, size_t i) { return std::to_string(i + 1); }
  static Spot at(const Board&, const Game::Pos& p, int, size_t i) { return {i, p[i].left}; }
  static Spot to(const Board&, const Game::Pos& p, int, const Game::Move& m) {
    return {m.i, p[m.i].left - m.to};
  }
};
