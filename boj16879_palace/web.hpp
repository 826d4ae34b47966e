// BOJ 16879's part of the web page (scripts/web/web.cpp): the note's Grundy picture, the
//   24x24 board of one palace (x to the right, y upward, as grundy-24x24.svg), and how far a
//   palace's moves reach, for the moves the page lists.
// Status: tests/web/ checks each cell's value with the native explainer on `input`.
#pragma once
#include <string>

struct Picture {
  static constexpr int kRows = 24, kCols = 24;
  static Game::Cell cell(int r, int c) {
    return {static_cast<ex::ull>(c), static_cast<ex::ull>(kRows - 1 - r)};
  }
  static std::string label(int r, int c) { return "(" + Game::write(cell(r, c)) + ")"; }
  static std::string input(int r, int c) {
    return "1\n" + std::to_string(cell(r, c).first) + " " + std::to_string(cell(r, c).second) +
           "\n";
  }
  static const char* caption() {
    return ex::ko
               ? "궁전 하나의 그런디 수 (x는 오른쪽, y는 위로). 칸을 가리키면 값과 갈 수 있는 칸이 "
                 "보입니다."
               : "The Grundy value of one palace (x to the right, y upward). Point at a cell "
                 "for its value and its options.";
  }
  static ex::ull reach(const Game::Cell& c) { return c.first > c.second ? c.first : c.second; }
};
