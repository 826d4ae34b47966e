// Study-note generator: prints every generated part of the notes <folder>/README.md (and, in
// Korean, README.ko.md) and the 16879 heatmap. Every value comes from the rules (mex of the
// options, memoized search of a pile's history, retrograde analysis of the loopy kings' game),
// never from a formula; each table is then compared with the Grundy function of main.cpp
// (solutions.hpp), and any disagreement stops the generator with exit status 1. Usage:
//   gen_notes readme ROOT FOLDER       ROOT/FOLDER/README.md with every block between
//                                      "<!-- BEGIN generated: SPEC -->" and
//                                      "<!-- END generated: SPEC -->" regenerated (stdout)
//   gen_notes block ROOT FOLDER SPEC   one block (stdout)
//   gen_notes svg                      boj16879_palace/grundy-24x24.svg (stdout)
//   gen_notes --ko MODE ...            the same in Korean: README.ko.md, grundy-24x24.ko.svg;
//                                      only the words differ, every number is the same
// SPEC is listed in block() below. scripts/gen_notes.sh runs this on every note;
// tests/notes/drift.sh fails when a committed note differs from what this prints.
#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../../boj16889_nodup_nim/pile_search.hpp"
#include "../lib/files.hpp"
#include "../lib/text.hpp"  // ko, tr, say
#include "note.hpp"
#include "solutions.hpp"  // the four main.cpp's Grundy functions (scripts/notes/solution.cpp)

namespace {

// Korean captions (README.ko.md, grundy-24x24.ko.svg, by --ko): every block is the same
// computation, only its words change, so its numbers (and their order) are the English block's.

[[noreturn]] void die(const std::string& what) {
  std::fprintf(stderr, "gen_notes: %s\n", what.c_str());
  std::exit(1);
}

std::string join(const std::vector<int>& v, const char* sep) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? sep : "") + std::to_string(v[i]);
  return out;
}

int to_int(const std::string& s) {
  char* end = nullptr;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || v < 0 || v > 1000000) die("not a small number: '" + s + "'");
  return static_cast<int>(v);
}

// The least value that no option has.
int mex(const std::set<int>& values) {
  int v = 0;
  while (values.count(v)) ++v;
  return v;
}

// A sample (tests/FOLDER/KIND-N.in; KIND: sample, or example for 16889's worked examples) and
// its expected answer: a count, that many items of `per` numbers each, then `extra` tokens.
struct Sample {
  std::string path, answer;
  Strings tokens;
  std::vector<int> numbers;  // the items' numbers, in order
};

Sample read_sample(const std::string& root, const std::string& folder, const std::string& n,
                   int per, size_t extra = 0, const std::string& kind = "sample") {
  Sample s;
  const std::string stem = "tests/" + folder + "/" + kind + "-" + n;
  s.path = stem + ".in";
  s.tokens = words(read_file(root + "/" + s.path));
  const Strings out = words(read_file(root + "/" + stem + ".out"));
  if (out.size() != 1) die("unexpected answer file for " + s.path);
  s.answer = out[0];
  const size_t count = to_int(s.tokens.at(0)) * per;
  if (s.tokens.size() != 1 + count + extra) die("bad " + s.path);
  for (size_t i = 1; i <= count; ++i) s.numbers.push_back(to_int(s.tokens[i]));
  return s;
}

// A markdown table row from cells.
std::string row(const Strings& cells) {
  std::string out = "|";
  for (const std::string& c : cells) out += " " + c + " |";
  return out + "\n";
}

// A table's first row and the rule under it.
std::string header(const Strings& cells) {
  std::string out = row(cells) + "|";
  for (size_t i = 0; i < cells.size(); ++i) out += "---|";
  return out + "\n";
}

// A table with a corner cell, a header of column labels and one row per row label (in bold):
// cell(r, i) for row label r and column index i.
std::string grid(const std::string& corner, const Strings& columns, const std::vector<int>& rows,
                 const std::function<std::string(int, int)>& cell) {
  Strings head{corner};
  head.insert(head.end(), columns.begin(), columns.end());
  std::string out = header(head);
  for (int r : rows) {
    Strings cells{"**" + std::to_string(r) + "**"};
    for (size_t i = 0; i < columns.size(); ++i) cells.push_back(cell(r, static_cast<int>(i)));
    out += row(cells);
  }
  return out;
}

// from, from + step, ... up to `to` (inclusive); as numbers, or as column labels.
std::vector<int> ints(int from, int to, int step = 1) {
  std::vector<int> v;
  for (int i = from; step > 0 ? i <= to : i >= to; i += step) v.push_back(i);
  return v;
}
Strings labels(int from, int to) {
  Strings v;
  for (int i : ints(from, to)) v.push_back(std::to_string(i));
  return v;
}

const char* const kPlayers[] = {"koosaga", "cubelover"};

// value(item) for each item: the components' values in a sample.
template <class Items, class Value>
std::vector<int> map_values(const Items& items, Value value) {
  std::vector<int> v;
  for (const auto& item : items) v.push_back(value(item));
  return v;
}

int nim_sum(const std::vector<int>& values) {
  int x = 0;
  for (int v : values) x ^= v;
  return x;
}

// Who wins the sample by the nim-sum of its components' values, `first` moving first; it must
// be the sample's answer.
int winner_of(const Sample& s, const char* const names[2], int first, int sum) {
  const int winner = sum != 0 ? first : 1 - first;
  if (s.answer != names[winner]) die(s.path + ": the rules say " + names[winner]);
  return winner;
}

// A sample played out after `intro`, one row per move: `state` gives the columns after the move's
// words (the position, its values), then comes the nim-sum of `values`; `move(mover, nim-sum)`
// makes the mover's move and says it, or returns false with the reason it has none. Only the loser
// may be left without a move; the closing line says so (`last`: and that the winner made the
// last move).
std::string play_out(const std::string& intro, const char* player, Strings after,
                     const char* const names[2], int first, int winner, bool last,
                     const std::string& path, const std::function<std::vector<int>()>& values,
                     const std::function<Strings()>& state,
                     const std::function<bool(int, int, std::string&)>& move) {
  after.push_back(tr("nim-sum after", "둔 뒤의 님 합"));
  Strings head{tr("move", "수"), player, tr("plays", "둔 수")};
  head.insert(head.end(), after.begin(), after.end());
  std::string out = intro + header(head);
  auto line = [&](Strings cells, bool moved) {
    Strings rest = moved ? state() : Strings(after.size() - 1);
    rest.push_back(moved ? std::to_string(nim_sum(values())) : "");
    cells.insert(cells.end(), rest.begin(), rest.end());
    out += row(cells);
  };
  line({tr("start", "시작"), "", ""}, true);
  for (int k = 1, mover = first;; ++k, mover = 1 - mover) {
    std::string words;
    const bool moved = move(mover, nim_sum(values()), words);
    line({std::to_string(k), names[mover], words}, moved);
    if (!moved && mover == winner) die(path + ": the winner is stuck");
    if (k > 200) die(path + ": the game does not end");
    if (moved) continue;
    // Korean particles: 은/이 after the final consonant of Whiteking and Blackking, else 는/가.
    const char *loser = names[mover], *won = names[winner];
    const bool king = ends(loser, "king");
    return out + (ko ? say("\n%s%s 둘 수 없으므로%s%s%s 이긴다.\n", loser, king ? "은" : "는",
                           last ? ", 마지막 수를 둔 " : " ", won, king ? "이" : "가")
                     : say("\n%s cannot move, so %s%s wins.\n", loser, won,
                           last ? " made the last move and" : ""));
  }
}

// ---------------------------------------------------------------------------------------
// BOJ 11869 Nimble.

// g[p] for a coin on cell p, 0 <= p < n: the moves reach exactly the cells 0 .. p-1.
std::vector<int> coin_values(int n) {
  std::vector<int> g(n);
  for (int p = 0; p < n; ++p) {
    std::set<int> seen;
    for (int q = 0; q < p; ++q) seen.insert(g[q]);
    g[p] = mex(seen);
    if (static_cast<unsigned long long>(g[p]) != coin_grundy(p)) {
      die(say("11869: mex gives g(%d) = %d, coin_grundy says %llu", p, g[p], coin_grundy(p)));
    }
  }
  return g;
}

std::string nimble_single() {
  const int n = 16;
  const std::vector<int> g = coin_values(n);
  Strings head{tr("cell p", "칸 p")}, by_mex{tr("g(p) = mex of the rules", "g(p) = 규칙의 mex")},
      code{"`coin_grundy(p)`"};
  for (int p = 0; p < n; ++p) {
    head.push_back(std::to_string(p));
    by_mex.push_back(std::to_string(g[p]));
    code.push_back(std::to_string(coin_grundy(p)));
  }
  return header(head) + row(by_mex) + row(code);
}

// The Grundy value of two coins on (p, q), by mex over the moves of the combined game.
std::string nimble_pairs() {
  const int n = 8;
  std::vector<std::vector<int>> g(n, std::vector<int>(n));
  return grid("p \\ q", labels(0, n - 1), ints(0, n - 1), [&](int p, int q) {
    std::set<int> seen;
    for (int r = 0; r < p; ++r) seen.insert(g[r][q]);
    for (int r = 0; r < q; ++r) seen.insert(g[p][r]);
    g[p][q] = mex(seen);
    if (static_cast<unsigned long long>(g[p][q]) != (coin_grundy(p) ^ coin_grundy(q))) {
      die(say("11869: two coins on %d, %d have value %d by mex", p, q, g[p][q]));
    }
    return std::to_string(g[p][q]);
  });
}

// Sample N played out: the winner makes the nim move on the first coin (input order) that has
// one; the loser moves the coin on the highest cell (the first of them) to half its cell.
std::string nimble_game(const std::string& root, const std::string& n) {
  const Sample s = read_sample(root, "boj11869_nimble", n, 1);
  std::vector<int> cells = s.numbers;
  const std::vector<int> g = coin_values(*std::max_element(cells.begin(), cells.end()) + 1);
  auto values = [&] { return map_values(cells, [&](int p) { return g[p]; }); };
  const int winner = winner_of(s, kPlayers, 0, nim_sum(values()));
  std::string out = say(
      tr("Sample %s (`%s`): coins on cells %s; the nim-sum is %d, so **%s** wins.\n\n",
         "예제 %s (`%s`): 동전이 칸 %s에 있다. 님 합이 %d이므로 **%s**가 이긴다.\n\n"),
      n.c_str(), s.path.c_str(), join(cells, ", ").c_str(), nim_sum(values()), kPlayers[winner]);
  return play_out(
      out, tr("player", "두는 사람"), {tr("cells after", "둔 뒤의 칸")}, kPlayers, 0, winner, true,
      s.path, values, [&] { return Strings{join(cells, " ")}; },
      [&](int mover, int sum, std::string& words) {
        size_t pick = 0;
        int to = -1;
        if (mover == winner) {
          for (size_t i = 0; i < cells.size() && to < 0; ++i) {
            for (int q = cells[i] - 1; q >= 0 && to < 0; --q) {
              if (g[q] == (g[cells[i]] ^ sum)) pick = i, to = q;
            }
          }
        } else {
          pick = std::max_element(cells.begin(), cells.end()) - cells.begin();
          if (cells[pick] > 0) to = cells[pick] / 2;
        }
        if (to < 0) {
          words = tr("no move: every coin is on cell 0", "둘 수 없음: 모든 동전이 0번 칸에 있다");
          return false;
        }
        words = say(tr("coin %zu: %d → %d", "동전 %zu: %d → %d"), pick + 1, cells[pick], to);
        if (mover == winner) words += tr(" (nim move)", " (님 수)");
        cells[pick] = to;
        return true;
      });
}

// ---------------------------------------------------------------------------------------
// BOJ 16879 Palace game.

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

// g[x][y] for 0 <= x, y < n by mex of the options.
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
std::string palace_table() {
  const int n = 12;
  const auto g = palace_values(n);
  return grid("y \\ x", labels(0, n - 1), ints(n - 1, 0, -1),
              [&](int y, int x) { return std::to_string(g[x][y]); });
}

// Every option of one cell with its value, and the mex.
std::string palace_options(int x, int y) {
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
std::string palace_diagonal() {
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
                "생성기가 그림의 칸 %d개 전부에서 확인했다: 가로·세로 이동(왼쪽, 아래)만으로 g보다 "
                "작은 값에 모두 닿지는 못하는 칸은 %d개뿐이고, 그 %d개 칸은 정확히 x mod 3 = y mod "
                "3 = 1인 칸들이다. 그 칸마다 닿지 못하는 값은 g − 2 하나이며, 이는 대각선 이웃 "
                "(x − 1, y − 1)의 값이다.\n"),
             n * n, cells, cells);
}

std::string palace_game(const std::string& root, const std::string& n) {
  const Sample s = read_sample(root, "boj16879_palace", n, 2);
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
  const int winner = winner_of(s, kPlayers, 0, nim_sum(values()));
  std::string out =
      say(tr("Sample %s (`%s`): palaces %s with values %s; the nim-sum is %d, so "
             "**%s** wins.\n\n",
             "예제 %s (`%s`): 궁전 %s의 값은 %s이고, 님 합이 %d이므로 **%s**가 이긴다.\n\n"),
          n.c_str(), s.path.c_str(), show().c_str(), join(values(), " ").c_str(), nim_sum(values()),
          kPlayers[winner]);
  return play_out(
      out, tr("player", "두는 사람"),
      {tr("palaces after", "둔 뒤의 궁전"), tr("values after", "둔 뒤의 값")}, kPlayers, 0, winner,
      false, s.path, values,
      [&] {
        return Strings{show(), join(values(), " ")};
      },
      [&](int mover, int sum, std::string& words) {
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
          int best = 0;
          for (size_t i = 0; i < pal.size(); ++i) {
            if (pal[i].first + pal[i].second > best) {
              best = pal[i].first + pal[i].second, pick = static_cast<int>(i);
            }
          }
          if (pick >= 0) {
            tx = pal[pick].first, ty = pal[pick].second;
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
  const int w = left + n * c + right, h = top + n * c + bottom;
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
  out += say("<text x=\"%d\" y=\"22\" font-size=\"15\" text-anchor=\"middle\">%s</text>\n",
             left + n * c / 2,
             tr("g(x, y) by mex of the rules; lines every 3 cells",
                "규칙의 mex로 구한 g(x, y), 3칸마다 선"));
  out += say(tr("<text x=\"%d\" y=\"38\" font-size=\"11\" text-anchor=\"middle\" fill=\"#444\">"
                "(0, 0) at the bottom left; colour: 0 dark … %d light</text>\n",
                "<text x=\"%d\" y=\"38\" font-size=\"11\" text-anchor=\"middle\" fill=\"#444\">"
                "(0, 0)은 왼쪽 아래, 색: 0 어두움 … %d 밝음</text>\n"),
             left + n * c / 2, most);
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      const int px = left + x * c, py = top + (n - 1 - y) * c, v = g[x][y];
      out += say("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", px, py, c, c,
                 colour(v).c_str());
      out +=
          say("<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\" fill=\"%s\">"
              "%d</text>\n",
              px + c / 2, py + c / 2 + 4, v * 2 < most ? "#ffffff" : "#000000", v);
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
    out += say("<text x=\"%d\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">%d</text>",
               left + k * c + c / 2, top + n * c + 14, k);
    out += say("<text x=\"%d\" y=\"%d\" font-size=\"10\" text-anchor=\"end\">%d</text>\n", left - 5,
               top + (n - 1 - k) * c + c / 2 + 4, k);
  }
  out += say("<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">x</text>\n",
             left + n * c / 2, top + n * c + 34);
  out += say("<text x=\"14\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">y</text>\n",
             top + n * c / 2);
  return out + "</svg>\n";
}

// ---------------------------------------------------------------------------------------
// BOJ 16889 Nim without repeats: the exact value of a pile by memoized search over
// (stones left, amounts already taken that are still at most the stones left), PileSearch of
// boj16889_nodup_nim/pile_search.hpp (bit t-1 of a set: amount t).

const auto amount = PileSearch::bit;
const auto most_moves = PileSearch::most_moves;  // M(r, S) of Lemma A

// The value of a fresh pile of a stones, checked against main.cpp's pile_grundy.
int fresh(PileSearch& search, int a) {
  const int g = search.value(a, 0);
  if (static_cast<unsigned long long>(g) != pile_grundy(a)) {
    die(say("16889: the search gives g(%d) = %d, pile_grundy says %llu", a, g, pile_grundy(a)));
  }
  return g;
}

std::string nodup_piles() {
  const int most = 60;
  PileSearch search(most);
  Strings head;
  for (int d = 0; d < 10; ++d) head.push_back("+" + std::to_string(d));
  const std::string table = grid("a", head, ints(0, most, 10), [&](int base, int d) {
    const int a = base + d;
    if (a > most) return std::string();
    return std::to_string(fresh(search, a));
  });
  return table +
         say(tr("\nExact values of a fresh pile of a stones (row + column = a), by memoized "
                "search over (stones left, amounts taken that are at most the stones "
                "left): %zu states. Each equals `pile_grundy(a)` of main.cpp.\n",
                "\n돌 a개짜리 새 더미의 정확한 값이다 (행 + 열 = a). (남은 돌, 가져간 개수 "
                "중 남은 돌 이하인 것들)에 대한 메모이제이션 탐색으로 구했고, 상태는 %zu개다. "
                "모든 값이 main.cpp의 `pile_grundy(a)`와 같다.\n"),
             search.states());
}

// Why "g = M for every state" fails: the states r{r - 2, r - 1} (the two largest amounts below
// r already taken) for 6 <= r <= 64.
std::string nodup_two_taken() {
  const int first = 6, last = 64;
  PileSearch search(last);
  int least_m = INT_MAX;
  for (int r = first; r <= last; ++r) {
    const std::uint64_t taken = amount(r - 2) | amount(r - 1);
    const int g = search.value(r, taken);
    if (g != 1) die(say("16889: %d{%d,%d} has value %d, not 1", r, r - 2, r - 1, g));
    least_m = std::min(least_m, most_moves(r, taken));
  }
  return say(
      tr("Checked by the generator: for every r from %d to %d the state r{r − 2, r − 1} has "
         "value 1 and M ≥ %d; the first of them, `%d{%d,%d}`, has M = %d.\n",
         "생성기가 확인했다: %d 이상 %d 이하의 모든 r에 대해 상태 r{r − 2, r − 1}의 값은 1이고 "
         "M ≥ %d이다. 그중 첫 번째인 `%d{%d,%d}`는 M = %d이다.\n"),
      first, last, least_m, first, first - 2, first - 1,
      most_moves(first, amount(first - 2) | amount(first - 1)));
}

// The largest class of states with at most `most_used` used amounts (cut to <= r) in which
// every member with M = m has, for each j < m, a move to a member with M = j. Whether a state
// belongs depends only on states with fewer stones, so membership is a memoized recursion.
struct ShortHistories {
  int most_used;
  std::vector<std::unordered_map<std::uint64_t, bool>> memo;  // memo[r][mask]
  ShortHistories(int most, int used) : most_used(used), memo(most + 1) {}
  // mask: the amounts taken before (only those <= r are kept).
  bool member(int r, std::uint64_t mask) {
    const auto it = memo[r].find(mask);
    if (it != memo[r].end()) return it->second;
    const int m = most_moves(r, mask);
    std::uint64_t reached = 0;  // bit j: a move reaches a member with M = j
    for (int t = 1; t <= r; ++t) {
      const std::uint64_t next = PileSearch::cut(r - t, mask | amount(t));
      if (mask & amount(t) || __builtin_popcountll(next) > most_used) continue;
      const int j = most_moves(r - t, next);
      if (j < m && !(reached >> j & 1) && member(r - t, next)) reached |= std::uint64_t{1} << j;
    }
    return memo[r][mask] = reached == (std::uint64_t{1} << m) - 1;
  }
};

// The Lemma A states T(u + 2){u + 3} and the classes of states with at most u used amounts.
std::string nodup_short_histories() {
  std::string out =
      header({tr("used amounts at most u", "쓰인 개수가 u개 이하"),
              tr("Lemma A state T(u + 2){u + 3}", "보조정리 A의 상태 T(u + 2){u + 3}"),
              tr("in the class", "집합에 드는가"),
              tr("… in the class for u + 1", "… u + 1일 때의 집합에 드는가")});
  for (int u = 1; u <= 5; ++u) {
    const int r = (u + 2) * (u + 3) / 2;
    const std::uint64_t taken = amount(u + 3);
    ShortHistories few(r, u), more(r, u + 1);
    const char* yes = tr("yes", "예");
    const char* no = tr("no", "아니요");
    out += row({std::to_string(u), say("`%d{%d}`", r, u + 3), few.member(r, taken) ? yes : no,
                more.member(r, taken) ? yes : no});
  }
  return out;
}

// Row a, column t: the value of the state after the first move took t of a stones,
// (a - t stones left, {t} taken); the last column is the fresh pile's value, their mex.
std::string nodup_one_move() {
  const int most = 30;
  PileSearch search(most);
  Strings head = labels(1, most);
  head.push_back("g(a)");
  return grid("a \\ t", head, ints(1, most), [&](int a, int i) {
    const int t = i + 1;
    if (t > most) return "**" + std::to_string(search.value(a, 0)) + "**";
    if (t > a) return std::string();
    return std::to_string(search.value(a - t, PileSearch::cut(a - t, amount(t))));
  });
}

// Example N played out (tests/boj16889_nodup_nim/example-N.in; its answer comes from the brute
// force naive.cpp). A pile is (stones left, amounts already taken from it); its value is the
// exact one, by the search above. The winner: on the first pile (input order) with a move to
// value g xor s (g the pile's value, s the nim-sum), the smallest such amount. The loser: on
// the pile with the most stones left among those that still have a move (the first of them),
// the smallest amount never taken from it.
std::string nodup_game(const std::string& root, const std::string& n) {
  const Sample s = read_sample(root, "boj16889_nodup_nim", n, 1, 0, "example");
  const std::vector<int>& sizes = s.numbers;
  struct Pile {
    int left;
    std::uint64_t taken;  // the amounts taken from this pile
  };
  std::vector<Pile> piles;
  for (int a : sizes) piles.push_back({a, 0});
  if (sizes.empty()) die(s.path + ": no piles");
  const int most = *std::max_element(sizes.begin(), sizes.end());
  if (most > 60) die(s.path + ": the search handles piles up to 60 stones");
  PileSearch search(most);
  for (int a : sizes) fresh(search, a);
  auto value = [&](const Pile& p) {
    return search.value(p.left, PileSearch::cut(p.left, p.taken));
  };
  auto show = [&] {
    std::string out;
    for (const Pile& p : piles) {
      std::vector<int> taken;
      for (int t = 1; t <= 60; ++t) {
        if (p.taken & amount(t)) taken.push_back(t);
      }
      out += say("%s%d{%s}", out.empty() ? "" : " ", p.left, join(taken, ",").c_str());
    }
    return out;
  };
  auto values = [&] { return map_values(piles, value); };
  const int winner = winner_of(s, kPlayers, 0, nim_sum(values()));
  std::string out =
      say(tr("Example %s (`%s`, answer from the brute force): piles of %s stones with values "
             "%s; the nim-sum is %d, so **%s** wins.\n\n",
             "예제 %s (`%s`, 정답은 브루트 포스가 냄): 돌 %s개짜리 더미들의 값은 %s이고, 님 "
             "합이 %d이므로 **%s**가 이긴다.\n\n"),
          n.c_str(), s.path.c_str(), join(sizes, ", ").c_str(), join(values(), " ").c_str(),
          nim_sum(values()), kPlayers[winner]);
  out = play_out(
      out, tr("player", "두는 사람"),
      {tr("piles after: left{taken}", "둔 뒤의 더미: 남은 돌{가져간 개수}"),
       tr("values after", "둔 뒤의 값")},
      kPlayers, 0, winner, true, s.path, values,
      [&] {
        return Strings{show(), join(values(), " ")};
      },
      [&](int mover, int sum, std::string& words) {
        int pick = -1, take = 0;
        for (size_t i = 0; i < piles.size(); ++i) {
          const Pile& p = piles[i];
          for (int t = 1; t <= p.left; ++t) {
            if (p.taken & amount(t)) continue;  // taken from this pile before
            const bool better =
                mover == winner
                    ? pick < 0 && value({p.left - t, p.taken | amount(t)}) == (value(p) ^ sum)
                    : pick < 0 || p.left > piles[pick].left;
            if (better) pick = static_cast<int>(i), take = t;
            if (mover != winner) break;  // the loser takes the smallest allowed amount
          }
        }
        if (pick < 0) {
          words = tr("no move: each amount a pile could still lose was taken from it before",
                     "둘 수 없음: 어느 더미든 아직 가져갈 수 있을 만한 개수는 모두 그 더미에서 "
                     "이미 가져간 적이 있다");
          return false;
        }
        Pile& p = piles[pick];
        words = say(tr("pile %d: take %d", "더미 %d: %d개 가져감"), pick + 1, take);
        if (mover == winner) words += say(tr(" (to value %d)", " (→ 값 %d)"), value(p) ^ sum);
        p.left -= take;
        p.taken |= amount(take);
        return true;
      });
  int stones = 0;
  for (const Pile& p : piles) stones += p.left;
  if (stones > 0) {  // said before the closing ".\n"
    out.insert(out.size() - 2,
               ko ? say(". 판에는 아직 돌 %d개가 남아 있다", stones)
                  : say("; %d stone%s still on the table", stones, stones == 1 ? " is" : "s are"));
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// BOJ 18937 Kings' bridge: one bridge of a cells (white stone on w, black on b, w < b) plus a
// nim heap of h <= kHeap that either king may take from; retrograde analysis of this loopy
// game from the rules (a white move: w to any other cell left of b; black: b to any other
// cell right of w; either: the heap to a smaller size).

const int kHeap = 15;

struct BridgeHeap {
  int a;
  std::vector<char> label;  // 0 draw (no decision), 1 the mover wins, 2 the mover loses
  int id(int w, int b, int h, int k) const { return ((w * a + b) * (kHeap + 1) + h) * 2 + k; }

  explicit BridgeHeap(int cells) : a(cells), label(a * a * (kHeap + 1) * 2, 0) {
    // Iterate to the fixed point: a node is won once a move reaches a lost node, lost once
    // every move reaches a won node. What stays unlabelled can be neither: a draw.
    for (bool changed = true; changed;) {
      changed = false;
      for (int w = 0; w < a; ++w) {
        for (int b = w + 1; b < a; ++b) {
          for (int h = 0; h <= kHeap; ++h) {
            for (int k = 0; k < 2; ++k) {
              char& l = label[id(w, b, h, k)];
              if (l) continue;
              bool win = false, all_won = true;
              auto see = [&](int w2, int b2, int h2) {
                const char t = label[id(w2, b2, h2, 1 - k)];
                win |= t == 2;
                all_won &= t == 1;
              };
              if (k == 0) {
                for (int x = 0; x < b; ++x) {
                  if (x != w) see(x, b, h);
                }
              } else {
                for (int x = w + 1; x < a; ++x) {
                  if (x != b) see(w, x, h);
                }
              }
              for (int x = 0; x < h; ++x) see(w, b, x);
              if (win || all_won) l = win ? 1 : 2, changed = true;
            }
          }
        }
      }
    }
  }

  // The heap sizes with which each king (0 white, 1 black) to move loses, and the draws. It
  // dies unless both kings lose with exactly one heap, bridge_grundy(b - w + 1): the placement
  // is then equivalent to that heap.
  struct Losing {
    std::vector<int> heaps[2];
    int draws = 0;
  };
  Losing losing(int w, int b) const {
    Losing out;
    for (int k = 0; k < 2; ++k) {
      for (int h = 0; h <= kHeap; ++h) {
        const char l = label[id(w, b, h, k)];
        if (l == 2) out.heaps[k].push_back(h);
        out.draws += l == 0;
      }
    }
    const std::vector<int>&white = out.heaps[0], &black = out.heaps[1];
    const unsigned long long want = bridge_grundy(b - w + 1);
    if (out.draws || white != black || white.size() != 1 ||
        static_cast<unsigned long long>(white[0]) != want) {
      die(
          say("18937: bridge of %d cells, stones on %d and %d: losing heaps {%s} / {%s}, %d "
              "draws; bridge_grundy(gap + 2) = %llu",
              a, w, b, join(white, ", ").c_str(), join(black, ", ").c_str(), out.draws, want));
    }
    return out;
  }
};

std::string bridge_heaps() {
  std::string out =
      header({tr("bridge of A cells", "다리의 칸 수 A"), tr("gap A − 2", "간격 A − 2"),
              tr("heaps h ≤ 15 with which Whiteking to move loses",
                 "Whiteking이 둘 차례면 지는 더미 h ≤ 15"),
              tr("… Blackking to move loses", "… Blackking이 둘 차례면 지는 더미"),
              tr("draws", "무승부"), "`bridge_grundy(A)`"});
  for (int a = 2; a <= 12; ++a) {
    const BridgeHeap::Losing l = BridgeHeap(a).losing(0, a - 1);
    out += row({std::to_string(a), std::to_string(a - 2), "{" + join(l.heaps[0], ", ") + "}",
                "{" + join(l.heaps[1], ", ") + "}", std::to_string(l.draws),
                std::to_string(bridge_grundy(a))});
  }
  return out;
}

std::string bridge_placements(int a) {
  const BridgeHeap game(a);
  return grid(tr("white on w \\ black on b", "흰 돌 w \\ 검은 돌 b"), labels(1, a - 1),
              ints(0, a - 2), [&](int w, int i) {
                return i + 1 > w ? std::to_string(game.losing(w, i + 1).heaps[0][0]) : "";
              });
}

// Sample N played out. The winner: after a retreat of the loser, follow it on the same bridge
// by the same distance; otherwise the nim move on the first bridge that has one. The loser:
// retreat one cell on the first bridge where he can, else advance one cell on the first
// bridge with a free cell.
std::string bridge_game(const std::string& root, const std::string& n) {
  const Sample s = read_sample(root, "boj18937_kings_bridge", n, 1, 1);
  const std::vector<int>& len = s.numbers;
  const int count = static_cast<int>(len.size());
  std::vector<int> pos[2];  // pos[0]: white stones' cells, pos[1]: black stones' cells
  for (int a : len) {
    pos[0].push_back(0);
    pos[1].push_back(a - 1);
  }
  const char* const names[] = {"Whiteking", "Blackking"};
  const int first = s.tokens.back() == names[0] ? 0 : 1;
  auto gaps = [&] {
    std::vector<int> g;
    for (int i = 0; i < count; ++i) g.push_back(pos[1][i] - pos[0][i] - 1);
    return g;
  };
  auto board = [&] {
    std::string out;
    for (int i = 0; i < count; ++i) {
      std::string cells(len[i], '.');
      cells[pos[0][i]] = 'W';
      cells[pos[1][i]] = 'B';
      out += (i ? " `" : "`") + cells + "`";
    }
    return out;
  };
  const int winner = winner_of(s, names, first, nim_sum(gaps()));
  std::string out =
      say(tr("Sample %s (`%s`): bridges of %s cells, %s moves first; the gaps are %s, "
             "nim-sum %d, so **%s** wins.\n\n",
             "예제 %s (`%s`): 다리의 길이는 %s칸이고 %s이 먼저 둔다. 간격은 %s, 님 합은 "
             "%d이므로 **%s**이 이긴다.\n\n"),
          n.c_str(), s.path.c_str(), join(len, tr(" and ", ", ")).c_str(), names[first],
          join(gaps(), tr(" and ", ", ")).c_str(), nim_sum(gaps()), names[winner]);
  int retreat_bridge = -1;
  return play_out(
      out, tr("king", "왕"),
      {tr("bridges after", "둔 뒤의 다리"), tr("gaps after", "둔 뒤의 간격")}, names, first, winner,
      false, s.path, gaps,
      [&] {
        return Strings{board(), join(gaps(), " ")};
      },
      [&](int mover, int sum, std::string& words) {
        const std::vector<int> g = gaps();
        int pick = -1, by = 0;
        const char *en = "advances", *korean = "전진";
        if (mover == winner && retreat_bridge >= 0) {
          pick = retreat_bridge, by = 1, en = "follows", korean = "따라감";
        } else if (mover == winner) {
          for (int i = 0; i < count && pick < 0; ++i) {
            if ((g[i] ^ sum) < g[i]) pick = i, by = g[i] - (g[i] ^ sum);
          }
        } else {
          for (int i = 0; i < count && pick < 0; ++i) {
            if (pos[mover][i] != (mover == 0 ? 0 : len[i] - 1)) {  // off its starting cell
              pick = i, by = -1, en = "retreats", korean = "후퇴";
            }
          }
          for (int i = 0; i < count && pick < 0; ++i) {
            if (g[i] > 0) pick = i, by = 1;
          }
        }
        retreat_bridge = by < 0 ? pick : -1;
        if (pick < 0) {
          words = say(tr("no move: no free cell, every %s stone on its end cell",
                         "둘 수 없음: 빈 칸이 없고, %s 돌은 모두 자기 끝 칸에 있다"),
                      mover == 0 ? tr("white", "흰") : tr("black", "검은"));
          return false;
        }
        pos[mover][pick] += (mover == 0 ? 1 : -1) * by;  // white advances to the right
        const bool nim = mover == winner && std::string(en) == "advances";
        words = ko ? say("다리 %d: %c %d칸 %s", pick + 1, "WB"[mover], std::abs(by), korean)
                   : say("bridge %d: %c %s %d", pick + 1, "WB"[mover], en, std::abs(by));
        if (nim) words += tr(" (nim move)", " (님 수)");
        return true;
      });
}

// ---------------------------------------------------------------------------------------
// Code excerpts: the definitions of the given names, cut from a source file.

struct Range {
  size_t from, to;  // lines, 0-based, inclusive
};

// The definition of `name`: the first line at column 0 (not a comment, a preprocessor line or
// a closing brace) that contains the word, with the comment lines just above it, through the
// line that closes its braces (or the line itself when it has none and ends with ';').
Range definition(const Strings& lines, const std::string& name, const std::string& file) {
  const std::regex word("\\b" + name + "\\b");
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    if (l.empty() || std::strchr(" \t#}", l[0]) || starts(l, "//") || !std::regex_search(l, word)) {
      continue;
    }
    Range r{i, i};
    while (r.from > 0 && starts(lines[r.from - 1], "//")) --r.from;
    int depth = 0;
    bool opened = false;
    for (size_t j = i; j < lines.size(); ++j) {
      char quote = 0;
      for (size_t k = 0; k < lines[j].size(); ++k) {
        const char c = lines[j][k];
        if (quote) {
          if (c == '\\') {
            ++k;
          } else if (c == quote) {
            quote = 0;
          }
        } else if (c == '"' || c == '\'') {
          quote = c;
        } else if (c == '/' && k + 1 < lines[j].size() && lines[j][k + 1] == '/') {
          break;
        } else if (c == '{' || c == '}') {
          depth += c == '{' ? 1 : -1;
          opened = true;
        }
      }
      if (opened ? depth == 0 : lines[j].find(';') != std::string::npos) {
        r.to = j;
        return r;
      }
    }
    die("unbalanced braces after the definition of " + name + " in " + file);
  }
  die("no definition of '" + name + "' at column 0 in " + file);
}

std::string code(const std::string& root, const std::string& folder, const Strings& spec) {
  if (spec.size() < 3) die("usage: code FILE NAME...");
  const std::string& file = spec[1];
  const Strings lines = split_lines(read_file(root + "/" + file));
  std::vector<Range> ranges;
  for (size_t i = 2; i < spec.size(); ++i) ranges.push_back(definition(lines, spec[i], file));
  std::sort(ranges.begin(), ranges.end(),
            [](const Range& x, const Range& y) { return x.from < y.from; });
  std::vector<Range> merged;  // ranges split only by blank lines become one
  for (const Range& r : ranges) {
    bool joins = !merged.empty();
    for (size_t k = joins ? merged.back().to + 1 : 0; joins && k < r.from; ++k) {
      joins = lines[k].empty();
    }
    if (joins) {
      merged.back().to = std::max(merged.back().to, r.to);
    } else {
      merged.push_back(r);
    }
  }
  std::string where, body;
  for (size_t m = 0; m < merged.size(); ++m) {
    where += say("%s%zu–%zu", m ? ", " : "", merged[m].from + 1, merged[m].to + 1);
    if (m) body += "\n// ...\n\n";
    for (size_t k = merged[m].from; k <= merged[m].to; ++k) body += lines[k] + "\n";
  }
  const std::string link =
      starts(file, folder + "/") ? file.substr(folder.size() + 1) : "../" + file;
  return say(tr("From [`%s`](%s), lines %s (cut by scripts/gen_notes.sh):\n\n",
                "[`%s`](%s)의 %s번째 줄 (scripts/gen_notes.sh가 잘라 옴):\n\n"),
             file.c_str(), link.c_str(), where.c_str()) +
         "```cpp\n" + body + "```\n";
}

// ---------------------------------------------------------------------------------------

// One generated block for the note of `folder`.
std::string block(const std::string& root, const std::string& folder, const std::string& text) {
  const Strings spec = words(text);
  if (spec.empty()) die("empty block name");
  const std::string& name = spec[0];
  auto arg = [&](size_t i) {
    if (spec.size() <= i) die("block '" + text + "' needs more arguments");
    return spec[i];
  };
  if (name == "code") return code(root, folder, spec);
  if (name == "nimble-single") return nimble_single();
  if (name == "nimble-pairs") return nimble_pairs();
  if (name == "nimble-game") return nimble_game(root, arg(1));
  if (name == "palace-table") return palace_table();
  if (name == "palace-options") return palace_options(to_int(arg(1)), to_int(arg(2)));
  if (name == "palace-diagonal") return palace_diagonal();
  if (name == "palace-game") return palace_game(root, arg(1));
  if (name == "nodup-piles") return nodup_piles();
  if (name == "nodup-one-move") return nodup_one_move();
  if (name == "nodup-two-taken") return nodup_two_taken();
  if (name == "nodup-short-histories") return nodup_short_histories();
  if (name == "nodup-game") return nodup_game(root, arg(1));
  if (name == "bridge-heaps") return bridge_heaps();
  if (name == "bridge-placements") return bridge_placements(to_int(arg(1)));
  if (name == "bridge-game") return bridge_game(root, arg(1));
  die("unknown block '" + text + "'");
}

// The note with every generated block replaced; markers are kept, and a blank line separates
// each block from its markers.
std::string readme(const std::string& root, const std::string& folder) {
  const std::string path = root + "/" + folder + (ko ? "/README.ko.md" : "/README.md");
  const Strings lines = split_lines(read_file(path));
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    out += lines[i] + "\n";
    if (!marker(lines[i], kEnd).empty()) die(say("%s:%zu: END without BEGIN", path.c_str(), i + 1));
    const std::string spec = marker(lines[i], kBegin);
    if (spec.empty()) continue;
    size_t j = i + 1;  // the next marker, which must be this block's END
    while (j < lines.size() && marker(lines[j], kBegin).empty() && marker(lines[j], kEnd).empty()) {
      ++j;
    }
    if (j >= lines.size() || marker(lines[j], kEnd) != spec) {
      die(say("%s:%zu: no \"%s%s -->\" before the next marker", path.c_str(), i + 1, kEnd.c_str(),
              spec.c_str()));
    }
    out += "\n" + block(root, folder, spec) + "\n" + lines[j] + "\n";
    i = j;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--ko") {
    ko = true;
    --argc, ++argv;
  }
  const std::string mode = argc > 1 ? argv[1] : "";
  std::string out;
  if (mode == "readme" && argc == 4) {
    out = readme(argv[2], argv[3]);
  } else if (mode == "block" && argc >= 5) {
    std::string spec;
    for (int i = 4; i < argc; ++i) spec += std::string(i > 4 ? " " : "") + argv[i];
    out = block(argv[2], argv[3], spec);
  } else if (mode == "svg" && argc == 2) {
    out = palace_svg();
  } else {
    std::fprintf(stderr,
                 "usage: gen_notes [--ko] readme ROOT FOLDER | gen_notes [--ko] block ROOT FOLDER "
                 "SPEC... | gen_notes [--ko] svg\n");
    return 2;
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}
