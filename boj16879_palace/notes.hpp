// BOJ 16879's notes blocks (contract: scripts/notes/blocks.hpp); tested: notes/drift.
#pragma once
#include "../scripts/notes/blocks.hpp"
#include "game.hpp"  // its main.cpp, main() renamed

namespace notes {

// The moves of a palace on (x, y), as the notes list them: left d, down d, the diagonal.
struct Move {
  int length, kind, x, y;  // kind 0 left, 1 down, 2 the diagonal (2 cells long); the target
};

std::vector<Move> palace_moves(int x, int y) {
  std::vector<Move> out;
  for (int d = 1; d <= x; ++d) out.push_back({d, 0, x - d, y});
  for (int d = 1; d <= y; ++d) out.push_back({d, 1, x, y - d});
  if (x > 0 && y > 0) out.push_back({2, 2, x - 1, y - 1});
  return out;
}

std::vector<std::vector<int>> palace_values(int n) {
  std::vector<std::vector<int>> g(n, std::vector<int>(n));
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      std::set<int> seen;
      for (const Move& m : palace_moves(x, y)) seen.insert(g[m.x][m.y]);
      g[x][y] = mex(seen);
      if (static_cast<unsigned>(g[x][y]) != palace_grundy(x, y)) {
        die(say("16879: mex gives g(%d, %d) = %d, palace_grundy says %u", x, y, g[x][y],
                palace_grundy(x, y)));
      }
    }
  }
  return g;
}

// The table as the board stands: y grows upward, (0, 0) at the bottom left.
std::string palace_table(const BlockArgs&) {
  const int n = 12;
  const auto g = palace_values(n);
  return grid("y \\ x", labels(0, n - 1), ints(n - 1, 0, -1),
              [&](int y, int x) { return std::to_string(g[x][y]); });
}

std::string palace_options(const BlockArgs& a) {
  const int x = to_int(a.arg(1)), y = to_int(a.arg(2));
  const auto g = palace_values(std::max(x, y) + 1);
  const char* kinds[] = {tr("left %d", "왼쪽 %d"), tr("down %d", "아래 %d"),
                         tr("diagonal", "대각선")};
  std::string out = header({tr("move", "수"), tr("to", "도착"), "g"});
  std::set<int> seen;
  for (const Move& m : palace_moves(x, y)) {
    out +=
        row({say(kinds[m.kind], m.length), say("(%d, %d)", m.x, m.y), std::to_string(g[m.x][m.y])});
    seen.insert(g[m.x][m.y]);
  }
  return out + say(tr("\nThe options of (%d, %d) have the values {%s}; the least value missing "
                      "is g(%d, %d) = %d.\n",
                      "\n(%d, %d)의 다음 상태들의 값은 {%s}이고, 여기에 없는 가장 작은 값이 "
                      "g(%d, %d) = %d이다.\n"),
                   x, y, join({seen.begin(), seen.end()}, ", ").c_str(), x, y, g[x][y]);
}

// Where the rook moves alone do not reach every value below g (the proof says: exactly on
// the cells x = y = 1 (mod 3), missing only g - 2, the diagonal neighbour's value).
std::string palace_diagonal(const BlockArgs&) {
  const int n = 24;
  const auto g = palace_values(n);
  int cells = 0;  // each one special: any other cell that misses a value stops the generator
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      std::set<int> seen;
      for (const Move& m : palace_moves(x, y)) {
        if (m.kind != 2) seen.insert(g[m.x][m.y]);
      }
      std::vector<int> missing;
      for (int v = 0; v < g[x][y]; ++v) {
        if (!seen.count(v)) missing.push_back(v);
      }
      const bool special = x % 3 == 1 && y % 3 == 1;
      if (missing.empty() && !special) continue;
      if (!special || missing.size() != 1 || missing[0] != g[x][y] - 2 ||
          g[x - 1][y - 1] != g[x][y] - 2) {
        die(say("16879: the rook moves from (%d, %d) miss {%s}", x, y,
                join(missing, ", ").c_str()));
      }
      ++cells;
    }
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

std::string palace_game(const BlockArgs& a) {
  const Sample s = read_sample(a, 2);
  std::vector<std::pair<int, int>> pal;
  int side = 1;
  for (size_t i = 0; i < s.numbers.size(); i += 2) {
    pal.emplace_back(s.numbers[i], s.numbers[i + 1]);
    side = std::max({side, s.numbers[i] + 1, s.numbers[i + 1] + 1});
  }
  const auto g = palace_values(side);
  auto show = [&] {
    std::string out;
    for (auto [x, y] : pal) out += say("%s(%d,%d)", out.empty() ? "" : " ", x, y);
    return out;
  };
  auto values = [&] { return map_values(pal, [&](auto xy) { return g[xy.first][xy.second]; }); };
  const int winner = winner_of(s, 0, nim_sum(values()));
  std::string out =
      say(tr("Sample %s (`%s`): palaces %s with values %s; the nim-sum is %d, so "
             "**%s** wins.\n\n",
             "예제 %s (`%s`): 궁전 %s의 값은 %s이고, 님 합이 %d이므로 **%s**가 이긴다.\n\n"),
          s.n.c_str(), s.path.c_str(), show().c_str(), join(values(), " ").c_str(),
          nim_sum(values()), facts::players()[winner]);
  return play_out(
      out, s, {tr("palaces after", "둔 뒤의 궁전"), tr("values after", "둔 뒤의 값")}, 0, winner,
      false, values, show, [&](int mover, int sum, std::string& words) {
        int pick = -1, tx = 0, ty = 0;
        if (mover == winner) {
          // The first palace with an option of value g ^ sum; its shortest such move (left d
          // and down d are d cells long, the diagonal 2), left before down before diagonal.
          for (size_t i = 0; i < pal.size() && pick < 0; ++i) {
            const auto [x, y] = pal[i];
            std::vector<Move> moves = palace_moves(x, y);
            std::stable_sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) {
              return std::tie(a.length, a.kind) < std::tie(b.length, b.kind);
            });
            for (const Move& m : moves) {
              if (g[m.x][m.y] == (g[x][y] ^ sum)) {
                pick = static_cast<int>(i), tx = m.x, ty = m.y;
                break;
              }
            }
          }
        } else {
          // The palace farthest from (0, 0) (the first of them) moves left to half its x, or
          // down to half its y when it stands on the left edge.
          const auto far = std::max_element(pal.begin(), pal.end(), [](auto p, auto q) {
            return p.first + p.second < q.first + q.second;
          });
          if (far->first + far->second > 0) {
            pick = static_cast<int>(far - pal.begin()), tx = far->first, ty = far->second;
            (tx > 0 ? tx : ty) /= 2;
          }
        }
        if (pick < 0) {
          words = tr("no move: every palace is on (0,0)", "둘 수 없음: 모든 궁전이 (0,0)에 있다");
          return false;
        }
        auto [x, y] = pal[pick];
        words = say(tr("palace %d: (%d,%d) → (%d,%d)", "궁전 %d: (%d,%d) → (%d,%d)"), pick + 1, x,
                    y, tx, ty);
        if (mover == winner) words += say(tr(" (to value %d)", " (→ 값 %d)"), g[x][y] ^ sum);
        pal[pick] = {tx, ty};
        return true;
      });
}

std::string palace_svg() {
  const int n = 24, c = 26, left = 44, top = 48, right = 16, bottom = 44;
  const int w = left + n * c + right, h = top + n * c + bottom, mid = left + n * c / 2;
  const auto g = palace_values(n);
  int most = 0;
  for (const auto& col : g) most = std::max(most, *std::max_element(col.begin(), col.end()));
  // viridis, 9 anchors, interpolated in integers so the file is the same on every machine
  const int anchors[9][3] = {{68, 1, 84},    {71, 45, 123},  {59, 82, 139},
                             {44, 114, 142}, {33, 145, 140}, {40, 174, 128},
                             {94, 201, 98},  {173, 220, 48}, {253, 231, 37}};
  auto colour = [&](int v) {
    const int pos = v * 8 * 1000 / std::max(most, 1), i = std::min(pos / 1000, 7);
    const int f = pos - i * 1000;
    int rgb[3];
    for (int k = 0; k < 3; ++k)
      rgb[k] = anchors[i][k] + (anchors[i + 1][k] - anchors[i][k]) * f / 1000;
    return say("#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
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
  out += say(tr("<desc>Each cell shows g(x, y) computed by mex from the rules; colour by value (0 "
                "dark, %d light). Lines every 3 cells mark the 3x3 blocks.</desc>\n",
                "<desc>각 칸에 규칙의 mex로 계산한 g(x, y)를 적었다. 색은 값을 나타낸다 (0: "
                "어두움, %d: 밝음). 3칸마다 그은 선이 3x3 블록을 나눈다.</desc>\n"),
             most);
  out += say("<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h);
  out += text(mid, 22, 15, "middle",
              tr("g(x, y) by mex of the rules; lines every 3 cells",
                 "규칙의 mex로 구한 g(x, y), 3칸마다 선"));
  out += text(mid, 38, 11, "middle",
              say(tr("(0, 0) at the bottom left; colour: 0 dark … %d light",
                     "(0, 0)은 왼쪽 아래, 색: 0 어두움 … %d 밝음"),
                  most),
              " fill=\"#444\"");
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      const int px = left + x * c, py = top + (n - 1 - y) * c, v = g[x][y];
      out += say("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", px, py, c, c,
                 colour(v).c_str());
      out += text(px + c / 2, py + c / 2 + 4, 11, "middle", std::to_string(v),
                  v * 2 < most ? " fill=\"#ffffff\"" : " fill=\"#000000\"");
    }
  }
  const char* line =
      "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ffffff\" "
      "stroke-width=\"1.5\"/>\n";
  for (int k = 0; k <= n; k += 3) {
    out += say(line, left + k * c, top, left + k * c, top + n * c);
    out += say(line, left, top + k * c, left + n * c, top + k * c);
  }
  for (int k = 0; k < n; ++k) {
    out += text(left + k * c + c / 2, top + n * c + 14, 10, "middle", std::to_string(k), "", "");
    out += text(left - 5, top + (n - 1 - k) * c + c / 2 + 4, 10, "end", std::to_string(k));
  }
  out += text(mid, top + n * c + 34, 12, "middle", "x");
  return out + text(14, top + n * c / 2, 12, "middle", "y") + "</svg>\n";
}

const std::vector<Block> kBlocks = {{"palace-table", palace_table},
                                    {"palace-options", palace_options},
                                    {"palace-diagonal", palace_diagonal},
                                    {"palace-game", palace_game}};

const std::vector<Figure> kPictures = {{{"grundy-24x24.svg", palace_svg}}};
}  // namespace notes
