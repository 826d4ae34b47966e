// BOJ 18937 Kings' bridge: the game for every tool (contract: scripts/lib/game.hpp); moves and
//   words in text(). Status: checked against naive.cpp by tests/boj18937_kings_bridge/explain.cpp.
#include <vector>

#include "../scripts/lib/game.hpp"
#define main boj_solution_main  // its main() renamed: every tool has its own
#include "main.cpp"
#undef main

namespace ex {
struct Bridge {
  ull a = 2, w = 0, b = 1;
  bool operator==(const Bridge& o) const { return a == o.a && w == o.w && b == o.b; }
};
}  // namespace ex

struct KingsBridge : ex::Plain<KingsBridge, std::vector<ex::Bridge>> {
  using ull = ex::ull;
  using Bridge = ex::Bridge;
  using Plain::show;
  static constexpr bool kFollow = true;  // a retreat is answered on its bridge
  static constexpr size_t kMoveNumbers = 2;
  static constexpr const char* kSyntax = "BRIDGE CELL";

  struct Text {
    const char *intro, *component, *role, *no_move, *syntax_help, *value_note, *follow, *colors[2],
        *cells, *toward, *away, *move, *reason, *follows, *position, *no_component, *off_bridge,
        *same_cell, *onto, *past;
  };
  static const Text& text() {
    static const Text en = {
        "Each bridge is one game on its own, a nim heap of its gap (the free cells between the "
        "stones): moving toward the other stone takes from the heap, and a move away can be "
        "undone at once by the other king following. Its Grundy value (bridge_grundy) is the "
        "gap.\n",
        "  bridge %zu: %llu cells, white on %llu, black on %llu, gap %llu",
        "king",
        "on every bridge the stones touch",
        "move your own stone on bridge BRIDGE (1-based, input order) to cell CELL (0-based), "
        "toward or away from the other stone but never onto or past it",
        ", each the gap between the stones",
        " (after a move away: follow it)",
        {"white", "black"},
        "%llu cell%s",  // %s: the plural ending, unused in Korean
        "toward the %s stone",
        "away from the %s stone",
        "%s moves his stone on bridge %zu %s %s (cell %llu to cell %llu)",
        "the move leaves a gap of %llu, worth %llu.",
        " (this follows your retreat: the gap is back to what it was)",
        "bridges%s",
        "there is no bridge %llu (bridges 1 to %zu)",
        "bridge %llu has cells 0 to %llu only",
        "your stone on bridge %llu is already on cell %llu",
        "cell %llu is the %s stone's on bridge %llu: %s moves only his %s stone, and never onto "
        "or past the other",
        "cell %llu is past the %s stone (cell %llu) on bridge %llu: %s moves only his %s stone, "
        "and never onto or past the other",
    };
    static const Text ko = {
        "다리 하나하나가 독립된 게임이고, 간격(두 돌 사이의 빈칸 수)만큼의 님 더미와 같습니다. "
        "전진(상대 돌 쪽으로 가기)은 더미에서 가져가는 것이고, 후퇴는 상대 왕이 바로 따라가서 "
        "되돌릴 수 있습니다. 다리의 그런디 수(bridge_grundy)는 간격입니다.\n",
        "  다리 %zu: %llu칸, 흰 돌 칸 %llu, 검은 돌 칸 %llu, 간격 %llu",
        "왕이",
        "모든 다리에서 두 돌이 붙어 있습니다",
        "다리 BRIDGE(1부터, 입력 순서)에 있는 내 돌을 칸 CELL(0부터)로 옮깁니다. 전진도 후퇴도 "
        "되지만, 상대 돌 위나 그 너머로는 갈 수 없습니다",
        ", 각각 두 돌 사이의 간격",
        " (후퇴에는 따라가기로 답합니다)",
        {"흰", "검은"},
        "%llu칸",
        "전진",
        "후퇴",
        "%1$s 다리 %2$zu의 자기 돌을 %3$s %4$s (칸 %5$llu → 칸 %6$llu)",
        "이 수를 두면 간격이 %llu칸 남고, 그 값은 %llu입니다.",
        " (후퇴를 따라가 간격을 원래대로 돌려놓습니다)",
        "다리%s",
        "%llu번 다리는 없습니다 (다리는 %zu개입니다)",
        "다리 %llu: 칸 번호는 0부터 %llu까지입니다",
        "다리 %llu의 내 돌은 이미 칸 %llu에 있습니다",
        "칸 %llu에는 %s 돌이 있습니다 (다리 %llu). 왕은 자기 돌(%s: %s 돌)만 옮길 수 있고, 상대 돌 "
        "위나 그 너머로는 갈 수 없습니다",
        "칸 %llu: %s 돌(칸 %llu) 너머입니다 (다리 %llu). 왕은 자기 돌(%s: %s 돌)만 옮길 수 있고, "
        "상대 돌 위나 그 너머로는 갈 수 없습니다",
    };
    return ex::ko ? ko : en;
  }

  static Bridge fresh(ull a) { return {a, 0, a - 1}; }  // the stones at the ends
  static constexpr ex::Said kReader[] = {
      // main.cpp's lines in Korean (ex::reader_line)
      {"line *: a bridge of * cells cannot hold both stones",
       "줄 *: 길이 *칸인 다리에는 두 돌을 놓을 수 없습니다"},
      {"line *: expected the first king, Whiteking or Blackking",
       "줄 *: 먼저 두는 왕(Whiteking 또는 Blackking)이 와야 합니다"},
      {"line *: expected nothing after the first king",
       "줄 *: 먼저 두는 왕 뒤에는 아무것도 없어야 합니다"},
      {"N, the number of bridges", "다리의 개수 N"},
      {"a bridge length", "다리의 길이"},
  };
  static Pos read(int& first) {  // main.cpp's own reader: its error lines, word for word
    Pos p;
    first = read_bridges([&p](ull a) { p.push_back(fresh(a)); });
    return p;
  }
  static Pos random_start(Rng& rng, int& first) {
    Pos p(rng.between(1, 3));
    for (auto& q : p) q = fresh(rng.between(2, 7));
    first = static_cast<int>(rng.between(0, 1));
    return p;
  }

  static ull gap(const Bridge& q) { return q.b - q.w - 1; }
  static ull value(const Bridge& q) { return bridge_grundy(gap(q) + 2); }
  static void apply(Pos& p, int mover, const Move& m) { (mover == 0 ? p[m.i].w : p[m.i].b) = m.to; }
  static Move toward(const Pos& p, int mover, size_t i, ull d) {  // d cells toward the other
    return {i, mover == 0 ? p[i].w + d : p[i].b - d};
  }

  // bridge_grundy(h + 2) is the identity on the gap h, so the gap to leave is the value.
  static Move move_to(const Pos& p, int mover, size_t i, ull want) {
    if (bridge_grundy(want + 2) != want)
      ex::internal("bridge_grundy(%llu) is not %llu", want + 2, want);
    return toward(p, mover, i, gap(p[i]) - want);
  }
  static bool any_move(const Pos& p, int mover, Move& m) {  // a step in, else a retreat
    for (size_t i = 0; i < p.size(); ++i)
      if (gap(p[i]) > 0) return m = toward(p, mover, i, 1), true;
    for (size_t i = 0; i < p.size(); ++i)
      if (mover == 0 ? p[i].w > 0 : p[i].b + 1 < p[i].a)
        return m = {i, mover == 0 ? p[i].w - 1 : p[i].b + 1}, true;
    return false;
  }

  static std::string component(const Pos& p, size_t i) {
    return ex::say(text().component, i + 1, p[i].a, p[i].w, p[i].b, gap(p[i]));
  }
  static std::string describe(const Pos& p, int mover, const Move& m) {
    const ull from = mover == 0 ? p[m.i].w : p[m.i].b, d = from > m.to ? from - m.to : m.to - from;
    const bool in = mover == 0 ? m.to > from : m.to < from;
    const std::string cells = ex::say(text().cells, d, d == 1 ? "" : "s");
    const std::string dir = ex::say(in ? text().toward : text().away, text().colors[1 - mover]);
    return ex::say(text().move, ex::subject(kPlayers[mover]).c_str(), m.i + 1, cells.c_str(),
                   dir.c_str(), from, m.to);
  }
  static std::string reason(const Pos& p, int mover, const Move& m) {
    Pos next = p;
    apply(next, mover, m);
    return ex::say(text().reason, gap(next[m.i]), value(next[m.i]));
  }
  static std::string write(const Bridge& q) {
    return std::to_string(q.w) + "," + std::to_string(q.b);
  }
  static std::string after(const Pos& p, int next) {  // the king to move, then the stones
    return std::string(" ") + kPlayers[next] + Plain::after(p, next);
  }
  static std::string show(const Bridge& q) {
    if (q.a > 40) return ex::say("W@%llu B@%llu /%llu", q.w, q.b, q.a);
    std::string s(q.a, '.');
    s[q.w] = 'W', s[q.b] = 'B';
    return s;
  }
  static std::string show(const Pos& p) {
    std::string s;
    for (size_t i = 0; i < p.size(); ++i) s += " " + std::to_string(i + 1) + ":" + show(p[i]);
    return ex::say(text().position, s.c_str());
  }
  static std::string parse(const Pos& p, int mover, const std::vector<ull>& v, Move& m) {
    const Text& t = text();
    const Bridge& q = p[v[0] - 1];
    m = {static_cast<size_t>(v[0] - 1), v[1]};
    if (v[1] >= q.a) return ex::say(t.off_bridge, v[0], q.a - 1);
    const ull own = mover == 0 ? q.w : q.b, other = mover == 0 ? q.b : q.w;
    if (v[1] == own) return ex::say(t.same_cell, v[0], own);
    if (v[1] == other) {
      return ex::say(t.onto, v[1], t.colors[1 - mover], v[0], kPlayers[mover], t.colors[mover]);
    }
    if (mover == 0 ? v[1] > other : v[1] < other) {
      return ex::say(t.past, v[1], t.colors[1 - mover], other, v[0], kPlayers[mover],
                     t.colors[mover]);
    }
    return "";
  }
  // After the user's retreat on bridge i, the winning answer on it brings the gap back.
  static const char* follows(const Pos& p, int mover, const Pos* before, const Move* last,
                             const Move& m) {
    if (!before || !last || last->i != m.i) return "";
    const bool back = gap((*before)[m.i]) < gap(p[m.i]);
    Pos next = p;
    apply(next, mover, m);
    return back && gap((*before)[m.i]) == gap(next[m.i]) ? text().follows : "";
  }

  // A start of stones at the bridges' ends as the problem's input.
  static std::string input(const Pos& p, int first) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i].a);
    return s + "\n" + kPlayers[first] + "\n";
  }

  // One bridge of gap v where one fits the limits, else two, split at bit 29.
  static void make(ull v, std::vector<long long>& out) {
    if (v > facts::kValueMax - 2) out.push_back((1LL << 29) + 2), v ^= 1ULL << 29;
    if (v != 0) out.push_back(static_cast<long long>(v) + 2);
  }
  static ull input_value(const long long* c) { return bridge_grundy(static_cast<ull>(*c)); }
};
using Game = KingsBridge;

struct Picture {
  static constexpr int kRows = 1, kCols = 16;
  static ex::Bridge cell(int, int c) { return Game::fresh(static_cast<ex::ull>(c) + 2); }
  static std::string label(int r, int c) {
    return (ex::ko ? "간격 " : "gap ") + std::to_string(Game::gap(cell(r, c)));
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
};
