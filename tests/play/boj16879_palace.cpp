// The trainer of BOJ 16879 Palace game (scripts/play/boj16879_palace.cpp) through pipes,
//   against naive.cpp: every start of one palace on 0..5 x 0..5 and of two palaces on
//   0..3 x 0..3 and of three on 0..2 x 0..2, in both roles (see session.hpp).
// Use: play_boj16879_palace_check PLAY_BINARY tests/boj16879_palace/corpus (CTest does).
#define NAIVE_LIBRARY
#include "../../boj16879_palace/naive.cpp"
#include "session.hpp"

using play_check::Numbers;

struct Rules {
  using Pos = std::vector<std::pair<int, int>>;
  static constexpr const char* kName = "boj16879_palace";
  static constexpr const char* kPlayers[2] = {"koosaga", "cubelover"};

  static std::string input(const Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (const auto& [x, y] : p) s += std::to_string(x) + " " + std::to_string(y) + "\n";
    return s;
  }
  static std::vector<Numbers> moves(const Pos& p, int) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i) {
      const auto [x, y] = p[i];
      auto add = [&](int a, int b) {
        all.push_back(
            {i + 1, static_cast<unsigned long long>(a), static_cast<unsigned long long>(b)});
      };
      for (int a = 0; a < x; ++a) add(a, y);
      for (int b = 0; b < y; ++b) add(x, b);
      if (x > 0 && y > 0) add(x - 1, y - 1);
    }
    return all;
  }
  static bool legal(const Pos& p, int mover, const Numbers& m) {
    for (const Numbers& x : moves(p, mover))
      if (x == m) return true;
    return false;
  }
  static void apply(Pos& p, int, const Numbers& m) {
    p[m[0] - 1] = {static_cast<int>(m[1]), static_cast<int>(m[2])};
  }
  static bool mover_wins(const Pos& p, int) { return naive_first_wins(p); }

  static std::vector<std::pair<Pos, int>> starts() {
    std::vector<std::pair<Pos, int>> all;
    for (int x = 0; x <= 5; ++x)
      for (int y = 0; y <= 5; ++y) all.push_back({{{x, y}}, 0});
    for (int c = 0; c < 16; ++c)
      for (int d = c; d < 16; ++d) all.push_back({{{c / 4, c % 4}, {d / 4, d % 4}}, 0});
    for (int c = 0; c < 9; ++c)
      for (int d = c; d < 9; ++d)
        for (int e = d; e < 9; ++e)
          all.push_back({{{c / 3, c % 3}, {d / 3, d % 3}, {e / 3, e % 3}}, 0});
    return all;
  }
  static std::pair<Pos, int> bad_input_start() { return {{{7, 4}, {3, 7}, {1, 0}}, 0}; }
  static std::vector<std::string> bad_lines() {
    auto v = play_check::common_bad_lines();
    v.insert(v.end(), {"1 7 4", "1 8 4", "1 5 3", "1 6 2", "3 0 1", "4 0 0", "1 2", "2 3 8"});
    return v;
  }
};

int main(int argc, char** argv) { return play_check::main_for<Rules>(argc, argv); }
