// BOJ 11869's part of the web page (scripts/web/web.cpp): the note's Grundy picture, the
//   strip's first 16 cells as one coin's values, and how far a coin's moves reach, for the
//   moves the page lists.
// Status: tests/web/ checks each cell's value with the native explainer on `input`.
#pragma once
#include <string>

struct Picture {
  static constexpr int kRows = 1, kCols = 16;
  static ex::ull cell(int, int c) { return static_cast<ex::ull>(c); }
  static std::string label(int r, int c) { return "p = " + Game::write(cell(r, c)); }
  static std::string input(int r, int c) { return "1\n" + Game::write(cell(r, c)) + "\n"; }
  static const char* caption() {
    return ex::ko
               ? "칸 p에 놓인 동전 하나의 그런디 수. 칸을 가리키면 값과 갈 수 있는 칸이 보입니다."
               : "The Grundy value of one coin on cell p. Point at a cell for its value and "
                 "its options.";
  }
  static ex::ull reach(ex::ull cell) { return cell; }
};
