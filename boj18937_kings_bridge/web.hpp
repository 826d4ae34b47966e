// BOJ 18937's part of the web page (scripts/web/web.cpp): the note's Grundy picture, a
//   bridge's value by its gap (0 to 15 free cells, the white stone at the left end, white to
//   move), and how far a stone's moves reach, for the moves the page lists.
// Status: tests/web/ checks each cell's value with the native explainer on `input`.
#pragma once
#include <string>

struct Picture {
  static constexpr int kRows = 1, kCols = 16;
  static ex::Bridge cell(int, int c) { return Game::fresh(static_cast<ex::ull>(c) + 2); }
  static std::string label(int r, int c) {
    return (ex::ko ? "간격 " : "gap ") + std::to_string(Game::gap(cell(r, c)));
  }
  static std::string input(int r, int c) {
    return "1\n" + std::to_string(cell(r, c).a) + "\n" + Game::kPlayers[0] + "\n";
  }
  static const char* caption() {
    return ex::ko ? "다리 하나의 그런디 수는 두 돌 사이의 빈 칸 수(간격)입니다. 칸을 가리키면 값과 "
                    "흰 돌이 갈 수 있는 곳이 보입니다."
                  : "A bridge is worth its gap, the free cells between the stones. Point at a "
                    "cell for its value and where the white stone can go.";
  }
  static ex::ull reach(const ex::Bridge& q) { return q.a - 1; }
};
