// BOJ 18937's part of the web page (scripts/web/web.cpp): the note's Grundy picture, a
//   bridge's value by its gap (0 to 15 free cells, the white stone at the left end, white to
//   move); how far a stone's moves reach, for the moves the page lists; and the board the
//   page draws: a row of cells per bridge, the mover's stone as the bridge's piece and the
//   other stone beside it.
// Status: tests/web/ checks each cell's value with the native explainer on `input`.
#pragma once
#include <algorithm>
#include <string>

struct Picture {
  static constexpr int kRows = 1, kCols = 16;
  static ex::Bridge cell(int, int c) { return Game::fresh(static_cast<ex::ull>(c) + 2); }
  static std::string label(int r, int c) {
    return (ex::ko ? "간격 " : "gap ") + std::to_string(Game::gap(cell(r, c)));
  }
  static std::string input(int r, int c) { return input(Game::Pos{cell(r, c)}, 0); }
  // The problem's input for a start of stones at the bridges' ends (the page's explain box
  // follows the game's start).
  static std::string input(const Game::Pos& p, int first) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i].a);
    return s + "\n" + Game::kPlayers[first] + "\n";
  }
  static const char* caption() {
    return ex::ko ? "다리 하나의 그런디 수는 두 돌 사이의 빈칸 수(간격)입니다. 칸을 가리키면 값과 "
                    "흰 돌이 갈 수 있는 곳이 보입니다."
                  : "A bridge is worth its gap, the free cells between the stones. Point at a "
                    "cell for its value and where the white stone can go.";
  }
  static ex::ull reach(const ex::Bridge& q) { return q.a - 1; }

  static Board board(const Game::Pos& p, int mover) {
    Board b{p.size(), 1, {}};
    for (size_t i = 0; i < p.size(); ++i) {
      b.cols = std::max<ex::ull>(b.cols, p[i].a);
      b.marks.push_back({i, mover == 0 ? p[i].b : p[i].w, mover == 0 ? "B" : "W"});
    }
    return b;
  }
  static std::string piece(const Game::Pos&, int mover, size_t) { return mover == 0 ? "W" : "B"; }
  static Spot at(const Board&, const Game::Pos& p, int mover, size_t i) {
    return {i, mover == 0 ? p[i].w : p[i].b};
  }
  static Spot to(const Board&, const Game::Pos&, int, const Game::Move& m) { return {m.i, m.to}; }
};
