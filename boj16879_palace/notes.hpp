// BOJ 16879's notes blocks (contract: scripts/notes/blocks.hpp); tested: notes/drift. Values,
// moves and the picture's cells are the game's (game.hpp: Game::value, Game::legal, Picture).
#pragma once
#include "../scripts/notes/blocks.hpp"
#include "game.hpp"  // its main.cpp, main() renamed

namespace notes {
int g(int x, int y) { return static_cast<int>(Game::value({Game::ull(x), Game::ull(y)})); }

// The options of (x, y), Game::legal's cells: left by d, down by d, then the diagonal.
struct Option {
  int kind, length, x, y;  // kind 0 left, 1 down, 2 diagonal
};
std::vector<Option> options(int x, int y, bool diagonal = true) {
  std::vector<Option> out;
  for (int u = 0; u <= x; ++u)
    for (int v = 0; v <= y; ++v) {
      if (!Game::legal({Game::ull(x), Game::ull(y)}, {Game::ull(u), Game::ull(v)})) continue;
      const int kind = v == y ? 0 : u == x ? 1 : 2;
      if (kind < 2 || diagonal) out.push_back({kind, kind == 1 ? y - v : x - u, u, v});
    }
  std::sort(out.begin(), out.end(), [](const Option& a, const Option& b) {
    return std::tie(a.kind, a.length) < std::tie(b.kind, b.length);
  });
  return out;
}

// The table as the board stands: y grows upward, (0, 0) at the bottom left.
std::string palace_table(const Strings&) {
  const int n = 12;
  return grid("y \\ x", labels(0, n - 1), ints(n - 1, 0, -1),
              [&](int y, int x) { return std::to_string(g(x, y)); });
}

std::string palace_options(const Strings& spec) {
  const int x = arg(spec, 1), y = arg(spec, 2);
  const char* kinds[] = {tr("left %d", "왼쪽 %d"), tr("down %d", "아래 %d"),
                         tr("diagonal", "대각선")};
  std::string out = header({tr("move", "수"), tr("to", "도착"), "g"});
  std::set<int> seen;
  for (const Option& m : options(x, y)) {
    out +=
        row({say(kinds[m.kind], m.length), say("(%d, %d)", m.x, m.y), std::to_string(g(m.x, m.y))});
    seen.insert(g(m.x, m.y));
  }
  return out + say(tr("\nThe options of (%d, %d) have the values {%s}; the least value missing "
                      "is g(%d, %d) = %d.\n",
                      "\n(%d, %d)의 다음 상태들의 값은 {%s}이고, 여기에 없는 가장 작은 값이 "
                      "g(%d, %d) = %d이다.\n"),
                   x, y, join({seen.begin(), seen.end()}).c_str(), x, y, g(x, y));
}

// Where the rook moves alone do not reach every value below g (the proof says: exactly on
// the cells x = y = 1 (mod 3), missing only g - 2, the diagonal neighbour's value).
std::string palace_diagonal(const Strings&) {
  const int n = 24;
  int cells = 0;  // each one special: any other cell that misses a value stops the generator
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y) {
      std::set<int> seen;
      for (const Option& m : options(x, y, false)) seen.insert(g(m.x, m.y));
      std::vector<int> missing;
      for (int v = 0; v < g(x, y); ++v)
        if (!seen.count(v)) missing.push_back(v);
      const bool special = x % 3 == 1 && y % 3 == 1;
      if (missing.empty() && !special) continue;
      if (!special || missing != std::vector<int>{g(x, y) - 2} || g(x - 1, y - 1) != g(x, y) - 2)
        die(say("16879: the rook moves from (%d, %d) miss {%s}", x, y, join(missing).c_str()));
      ++cells;
    }
  return say(tr("Checked by the generator on the %d cells of the picture: the rook moves alone "
                "reach every value below g except on %d cells, which are exactly the %d cells "
                "with x mod 3 = y mod 3 = 1; on each of them the one value missed is g − 2, and "
                "it is the value of the diagonal neighbour (x − 1, y − 1).\n",
                "생성기가 그림의 칸 %d개 전부에서 확인했다: 룩 이동(왼쪽, 아래)만으로 g보다 "
                "작은 값에 모두 닿지는 못하는 칸은 %d개뿐이고, 그 %d개 칸은 정확히 x mod 3 = y mod "
                "3 = 1인 칸들이다. 그 칸마다 닿지 못하는 값은 g − 2 하나이며, 이는 대각선 이웃 "
                "(x − 1, y − 1)의 값이다.\n"),
             n * n, cells, cells);
}

// Picture's board (the web page's Grundy picture) as an SVG, with the 3x3 blocks' lines.
std::string palace_svg() {
  const int rows = Picture::kRows, cols = Picture::kCols, c = 26, left = 44, top = 48;
  const int w = left + cols * c + 16, h = top + rows * c + 44, mid = left + cols * c / 2;
  int most = 0;
  for (int r = 0; r < rows; ++r)
    for (int k = 0; k < cols; ++k) most = std::max(most, int(Game::value(Picture::cell(r, k))));
  // viridis, 9 anchors, interpolated in integers so the file is the same on every machine
  const int anchors[9][3] = {{68, 1, 84},    {71, 45, 123},  {59, 82, 139},
                             {44, 114, 142}, {33, 145, 140}, {40, 174, 128},
                             {94, 201, 98},  {173, 220, 48}, {253, 231, 37}};
  auto colour = [&](int v) {
    const int pos = v * 8000 / std::max(most, 1), i = std::min(pos / 1000, 7), f = pos - i * 1000;
    std::string hex = "#";
    for (int k = 0; k < 3; ++k)
      hex += say("%02x", anchors[i][k] + (anchors[i + 1][k] - anchors[i][k]) * f / 1000);
    return hex;
  };
  auto text = [](int x, int y, int size, const char* anchor, const std::string& words,
                 const std::string& attrs = "", const char* end = "\n") {
    return say("<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"%s\"%s>%s</text>%s", x, y,
               size, anchor, attrs.c_str(), words.c_str(), end);
  };
  std::string out = say(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
      "font-family=\"DejaVu Sans, Arial, %ssans-serif\">\n",
      w, h, w, h, tr("", "Noto Sans KR, Malgun Gothic, "));
  out += "<!-- generated by scripts/notes/gen_notes.cpp (scripts/gen_notes.sh); do not edit -->\n";
  out += tr("<title>BOJ 16879: Grundy value g(x, y) of one palace, 0 &lt;= x, y &lt; 24</title>\n",
            "<title>BOJ 16879: 궁전 하나의 그런디 수 g(x, y), 0 &lt;= x, y &lt; 24</title>\n");
  out +=
      say(tr("<desc>Each cell shows g(x, y), the game's value, which equals the mex of the "
             "rules on the whole board; colour by value (0 dark, %d light). Lines every 3 "
             "cells mark the 3x3 blocks.</desc>\n",
             "<desc>각 칸에 게임의 값 g(x, y)를 적었다 (판 전체에서 규칙의 mex와 같다). 색은 "
             "값을 나타낸다 (0: 어두움, %d: 밝음). 3칸마다 그은 선이 3x3 블록을 나눈다.</desc>\n"),
          most);
  out += say("<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h);
  out += text(mid, 22, 15, "middle",
              tr("g(x, y); lines every 3 cells mark the 3x3 blocks",
                 "g(x, y), 3칸마다 그은 선이 3x3 블록"));
  out += text(mid, 38, 11, "middle",
              say(tr("(0, 0) at the bottom left; colour: 0 dark … %d light",
                     "(0, 0)은 왼쪽 아래, 색: 0 어두움 … %d 밝음"),
                  most),
              " fill=\"#444\"");
  for (int k = 0; k < cols; ++k)  // column by column, each from its top row
    for (int r = 0; r < rows; ++r) {
      const int px = left + k * c, py = top + r * c, v = int(Game::value(Picture::cell(r, k)));
      out += say("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", px, py, c, c,
                 colour(v).c_str());
      out += text(px + c / 2, py + c / 2 + 4, 11, "middle", std::to_string(v),
                  v * 2 < most ? " fill=\"#ffffff\"" : " fill=\"#000000\"");
    }
  const char* line =
      "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ffffff\" "
      "stroke-width=\"1.5\"/>\n";
  for (int k = 0; k <= cols; k += 3)
    out += say(line, left + k * c, top, left + k * c, top + rows * c);
  for (int k = 0; k <= rows; k += 3)
    out += say(line, left, top + k * c, left + cols * c, top + k * c);
  for (int k = 0; k < cols; ++k)
    out += text(left + k * c + c / 2, top + rows * c + 14, 10, "middle",
                std::to_string(Picture::cell(rows - 1, k).first), "", "");
  for (int r = rows - 1; r >= 0; --r)
    out += text(left - 5, top + r * c + c / 2 + 4, 10, "end",
                std::to_string(Picture::cell(r, 0).second));
  out += text(mid, top + rows * c + 34, 12, "middle", "x");
  return out + text(14, top + rows * c / 2, 12, "middle", "y") + "</svg>\n";
}

const std::vector<Block> kBlocks = {{"palace-table", palace_table},
                                    {"palace-options", palace_options},
                                    {"palace-diagonal", palace_diagonal}};

const std::vector<Figure> kPictures = {{{"grundy-24x24.svg", palace_svg}}};
}  // namespace notes
