// BOJ 18937 Kings' bridge against perfect play (scripts/play.sh 18937): the game's part of the
//   trainer; the session itself is scripts/play/play.hpp.
// Position: per bridge (input order) its cells 0..A-1 with the white stone W and the black
//   stone B, drawn as `W..B.` (up to 40 cells) or `W@w B@b /A`. A move `BRIDGE CELL` moves
//   the mover's own stone on bridge BRIDGE (1-based) to cell CELL (0-based), toward the other
//   stone or away from it, never onto or past it. A bridge is worth its gap (free cells
//   between the stones, main.cpp's bridge_grundy of gap + 2 cells). The machine moves toward
//   the other stone to make the nim-sum of the gaps 0, on the bridge of the user's last move
//   first, so a retreat is followed (and undone) when that is the winning answer.
// Status: tests/play/ checks every machine move on small starts with naive.cpp.
#define EXPLAIN_LIBRARY
#include "../../boj18937_kings_bridge/explain.cpp"
#include "play.hpp"

struct KingsBridge {
  struct Bridge {
    unsigned long long a = 2, w = 0, b = 1;
  };
  using Pos = std::vector<Bridge>;
  struct Move {
    size_t bridge = 0;
    unsigned long long to = 0;
  };
  static constexpr const char* kTitle = "BOJ 18937 Kings' bridge";
  static constexpr const char* kPlayers[2] = {"Whiteking", "Blackking"};
  static constexpr size_t kArity = 2;
  static constexpr const char* kSyntax = "BRIDGE CELL";
  static constexpr const char* kSyntaxHelp =
      "move your own stone on bridge BRIDGE (1-based, input order) to cell CELL (0-based), toward "
      "or away from the other stone but never onto or past it";
  static constexpr const char* kComponent = "bridge";
  static constexpr const char* kValueNote = ", each the gap between the stones";

  // main.cpp's own reader, so a bad start file gets its error line, word for word.
  static Pos read_start(int& first) {
    Pos p;
    first = read_bridges([&p](unsigned long long a) { p.push_back({a, 0, a - 1}); });
    return p;
  }

  static Pos random_start(Rng& rng, int& first) {
    Pos p(rng.between(1, 3));
    for (auto& q : p) q.a = rng.between(2, 7), q.w = 0, q.b = q.a - 1;
    first = static_cast<int>(rng.between(0, 1));
    return p;
  }

  static std::string show(const Bridge& q) {
    if (q.a > 40) {
      return "W@" + std::to_string(q.w) + " B@" + std::to_string(q.b) + " /" + std::to_string(q.a);
    }
    std::string s(q.a, '.');
    s[q.w] = 'W', s[q.b] = 'B';
    return s;
  }
  static std::string show(const Pos& p) {
    std::string s = "bridges";
    for (size_t i = 0; i < p.size(); ++i) s += " " + std::to_string(i + 1) + ":" + show(p[i]);
    return s;
  }
  static std::string show(const Move& m) {
    return std::to_string(m.bridge + 1) + " " + std::to_string(m.to);
  }

  static std::string parse(const Pos& p, int mover, const std::vector<unsigned long long>& v,
                           Move& m) {
    if (v[0] < 1 || v[0] > p.size()) {
      return "there is no bridge " + std::to_string(v[0]) + " (bridges 1 to " +
             std::to_string(p.size()) + ")";
    }
    const Bridge& q = p[v[0] - 1];
    m = {static_cast<size_t>(v[0] - 1), v[1]};
    const std::string at = "bridge " + std::to_string(v[0]);
    if (v[1] >= q.a) {
      return at + " has cells 0 to " + std::to_string(q.a - 1) + " only";
    }
    const unsigned long long own = mover == 0 ? q.w : q.b, other = mover == 0 ? q.b : q.w;
    if (v[1] == own) return "your stone on " + at + " is already on cell " + std::to_string(own);
    if (mover == 0 ? v[1] >= other : v[1] <= other) {
      return "cell " + std::to_string(v[1]) + " is " + (v[1] == other ? "" : "past ") + "the " +
             ex::kColors[1 - mover] + " stone (cell " + std::to_string(other) + ") on " + at +
             ": " + kPlayers[mover] + " moves only his " + ex::kColors[mover] +
             " stone, and never onto or past the other";
    }
    return "";
  }

  static void apply(Pos& p, int mover, const Move& m) {
    (mover == 0 ? p[m.bridge].w : p[m.bridge].b) = m.to;
  }

  static unsigned long long gap(const Bridge& q) { return q.b - q.w - 1; }
  static std::vector<unsigned long long> values(const Pos& p) {
    std::vector<unsigned long long> v;
    for (const auto& q : p) v.push_back(bridge_grundy(gap(q) + 2));
    return v;
  }

  static bool can_move(const Pos& p, int mover) {
    for (const auto& q : p)
      if (gap(q) > 0 || (mover == 0 ? q.w > 0 : q.b + 1 < q.a)) return true;
    return false;
  }

  // Toward the other stone by d cells.
  static Move toward(const Pos& p, int mover, size_t i, unsigned long long d) {
    return {i, mover == 0 ? p[i].w + d : p[i].b - d};
  }

  static bool winning_move(const Pos& p, int mover, const Pos* prev, const Move* last, Move& m,
                           std::string& why) {
    const std::vector<unsigned long long> g = values(p);
    unsigned long long s = 0;
    for (auto x : g) s ^= x;
    if (s == 0) return false;
    const size_t n = p.size(), start = last && last->bridge < n ? last->bridge : 0;
    for (size_t k = 0; k < n; ++k) {
      const size_t i = (start + k) % n;  // the bridge just moved on first: follow a retreat
      const unsigned long long want = g[i] ^ s;
      if (want >= g[i]) continue;
      const unsigned long long h = ex::first_gap_reaching(want, gap(p[i]));
      if (h >= gap(p[i]) || bridge_grundy(h + 2) != want)
        ex::internal("no gap has value %llu", want);
      m = toward(p, mover, i, gap(p[i]) - h);
      why = "toward the other stone on bridge " + std::to_string(i + 1) + ", leaving a gap of " +
            std::to_string(h) + ": nim-sum 0";
      if (k == 0 && last && prev && gap((*prev)[i]) < gap(p[i]) && gap((*prev)[i]) == h) {
        why += " (this follows your retreat: the gap is back to what it was)";
      }
      return true;
    }
    ex::internal("the nim-sum is %llu but no bridge can lower it to 0", s);
  }

  static Move keep_going(const Pos& p, int mover, std::string& why) {
    size_t best = p.size();
    for (size_t i = 0; i < p.size(); ++i)
      if (gap(p[i]) > 0 && (best == p.size() || gap(p[i]) > gap(p[best]))) best = i;
    if (best < p.size()) {
      why = "one step toward the other stone on the bridge with the widest gap";
      return toward(p, mover, best, 1);
    }
    for (size_t i = 0; i < p.size(); ++i) {
      if (mover == 0 && p[i].w > 0) {
        why = "a one-cell retreat (every gap is 0)";
        return {i, p[i].w - 1};
      }
      if (mover == 1 && p[i].b + 1 < p[i].a) {
        why = "a one-cell retreat (every gap is 0)";
        return {i, p[i].b + 1};
      }
    }
    ex::internal("keep_going called without a move");
  }
};

int main(int argc, char** argv) { return play::run<KingsBridge>(argc, argv); }
