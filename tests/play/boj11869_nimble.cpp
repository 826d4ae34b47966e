// The trainer of BOJ 11869 Nimble (scripts/play/boj11869_nimble.cpp) through pipes, against
//   naive.cpp: every start of 1 to 4 coins on cells 0..6 in both roles (see session.hpp).
// Use: play_boj11869_nimble_check PLAY_BINARY tests/boj11869_nimble/corpus (CTest does).
#define NAIVE_LIBRARY
#include "../../boj11869_nimble/naive.cpp"
#include "session.hpp"

using play_check::Numbers;

struct Rules {
  using Pos = std::vector<long long>;
  static constexpr const char* kName = "boj11869_nimble";
  static constexpr const char* kPlayers[2] = {"koosaga", "cubelover"};

  static std::string input(const Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i]);
    return s + "\n";
  }
  static std::vector<Numbers> moves(const Pos& p, int) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i)
      for (long long q = 0; q < p[i]; ++q)
        all.push_back({i + 1, static_cast<unsigned long long>(q)});
    return all;
  }
  static bool legal(const Pos& p, int mover, const Numbers& m) {
    for (const Numbers& x : moves(p, mover))
      if (x == m) return true;
    return false;
  }
  static void apply(Pos& p, int, const Numbers& m) { p[m[0] - 1] = static_cast<long long>(m[1]); }
  static bool mover_wins(const Pos& p, int) { return naive_first_wins(p); }

  static std::vector<std::pair<Pos, int>> starts() {
    std::vector<std::pair<Pos, int>> all;
    for (int m = 1; m <= 4; ++m) {
      Pos p(m, 0);
      for (;;) {
        all.push_back({p, 0});
        int i = m - 1;
        while (i >= 0 && p[i] == 6) --i;
        if (i < 0) break;
        ++p[i];
        for (int j = i + 1; j < m; ++j) p[j] = p[i];  // nondecreasing: each multiset once
      }
    }
    return all;
  }
  static std::pair<Pos, int> bad_input_start() { return {{1, 2, 3, 4}, 0}; }
  static std::vector<std::string> bad_lines() {
    auto v = play_check::common_bad_lines();
    v.insert(v.end(), {"1 1", "1 5", "4 4", "5 0", "hint please", "2 0 0"});
    return v;
  }
};

int main(int argc, char** argv) { return play_check::main_for<Rules>(argc, argv); }
