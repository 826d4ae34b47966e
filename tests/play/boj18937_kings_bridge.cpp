// The trainer of BOJ 18937 Kings' bridge (scripts/play/boj18937_kings_bridge.cpp) through
//   pipes, against naive.cpp's retrograde labelling of the loopy game (from any placement of
//   the stones, retreats included): every start of 1 to 3 bridges of 2..7 cells with either
//   king first, in both roles (see session.hpp).
// Use: play_boj18937_kings_bridge_check PLAY_BINARY tests/boj18937_kings_bridge/corpus.
#define NAIVE_LIBRARY
#include "../../boj18937_kings_bridge/naive.cpp"
#include "session.hpp"

using play_check::Numbers;

struct Rules {
  struct Bridge {
    int a, w, b;
  };
  using Pos = std::vector<Bridge>;
  static constexpr const char* kName = "boj18937_kings_bridge";
  static constexpr const char* kPlayers[2] = {"Whiteking", "Blackking"};

  static std::string input(const Pos& p, int first) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i].a);
    return s + "\n" + kPlayers[first] + "\n";
  }
  static std::vector<Numbers> moves(const Pos& p, int mover) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i) {
      const Bridge& q = p[i];
      const int lo = mover == 0 ? 0 : q.w + 1, hi = mover == 0 ? q.b - 1 : q.a - 1;
      for (int c = lo; c <= hi; ++c)
        if (c != (mover == 0 ? q.w : q.b))
          all.push_back({i + 1, static_cast<unsigned long long>(c)});
    }
    return all;
  }
  static bool legal(const Pos& p, int mover, const Numbers& m) {
    for (const Numbers& x : moves(p, mover))
      if (x == m) return true;
    return false;
  }
  static void apply(Pos& p, int mover, const Numbers& m) {
    (mover == 0 ? p[m[0] - 1].w : p[m[0] - 1].b) = static_cast<int>(m[1]);
  }
  static bool mover_wins(const Pos& p, int mover) {
    std::vector<int> lengths;
    std::vector<std::pair<int, int>> at;
    for (const Bridge& q : p) lengths.push_back(q.a), at.push_back({q.w, q.b});
    return naive_winner(lengths, mover, at) == mover;
  }

  static std::vector<std::pair<Pos, int>> starts() {
    std::vector<std::pair<Pos, int>> all;
    for (int n = 1; n <= 3; ++n) {
      std::vector<int> a(n, 2);
      for (;;) {
        Pos p;
        for (int x : a) p.push_back({x, 0, x - 1});
        all.push_back({p, 0});
        all.push_back({p, 1});
        int i = n - 1;
        while (i >= 0 && a[i] == 7) --i;
        if (i < 0) break;
        ++a[i];
        for (int j = i + 1; j < n; ++j) a[j] = a[i];
      }
    }
    return all;
  }
  static std::pair<Pos, int> bad_input_start() { return {{{3, 0, 2}, {5, 0, 4}}, 0}; }
  static std::vector<std::string> bad_lines() {
    auto v = play_check::common_bad_lines();
    // Onto the black stone, past it, off the bridge, the white stone's own cell, no bridge 3.
    v.insert(v.end(), {"1 2", "2 4", "2 3 1", "1 3", "1 0", "3 1", "2 7"});
    return v;
  }
};

int main(int argc, char** argv) { return play_check::main_for<Rules>(argc, argv); }
