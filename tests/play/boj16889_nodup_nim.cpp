// The trainer of BOJ 16889 Nim without repeats (scripts/play/boj16889_nodup_nim.cpp) through
//   pipes, against naive.cpp, which searches whole positions with history (stones left, amounts
//   taken): every start of 1 to 3 piles of 1..8 stones and of 4
//   piles of 1..5, in both roles (see session.hpp).
// Use: play_boj16889_nodup_nim_check PLAY_BINARY tests/boj16889_nodup_nim/corpus (CTest does).
#define NAIVE_LIBRARY
#include "../../boj16889_nodup_nim/naive.cpp"
#include "session.hpp"

using play_check::Numbers;

struct Rules {
  using Pos = std::vector<std::pair<int, std::uint32_t>>;  // stones left, amounts taken (bit t-1)
  static constexpr const char* kName = "boj16889_nodup_nim";
  static constexpr const char* kPlayers[2] = {"koosaga", "cubelover"};

  static std::string input(const Pos& p, int) {
    std::string s = std::to_string(p.size()) + "\n";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? " " : "") + std::to_string(p[i].first);
    return s + "\n";
  }
  static std::vector<Numbers> moves(const Pos& p, int) {
    std::vector<Numbers> all;
    for (size_t i = 0; i < p.size(); ++i)
      for (int t = 1; t <= p[i].first; ++t)
        if (!(p[i].second >> (t - 1) & 1))
          all.push_back({i + 1, static_cast<unsigned long long>(t)});
    return all;
  }
  static bool legal(const Pos& p, int mover, const Numbers& m) {
    for (const Numbers& x : moves(p, mover))
      if (x == m) return true;
    return false;
  }
  static void apply(Pos& p, int, const Numbers& m) {
    p[m[0] - 1].first -= static_cast<int>(m[1]);
    p[m[0] - 1].second |= 1u << (m[1] - 1);
  }
  static bool mover_wins(const Pos& p, int) {
    std::vector<naive_detail::Pile> pos;
    for (const auto& [left, taken] : p)
      if (naive_detail::Pile q = naive_detail::make(left, taken)) pos.push_back(q);
    std::sort(pos.begin(), pos.end());
    return naive_detail::wins(pos);
  }

  static std::vector<std::pair<Pos, int>> starts() {
    std::vector<std::pair<Pos, int>> all;
    for (int n = 1; n <= 4; ++n) {
      const int top = n < 4 ? 8 : 5;
      std::vector<int> a(n, 1);
      for (;;) {
        Pos p;
        for (int x : a) p.push_back({x, 0});
        all.push_back({p, 0});
        int i = n - 1;
        while (i >= 0 && a[i] == top) --i;
        if (i < 0) break;
        ++a[i];
        for (int j = i + 1; j < n; ++j) a[j] = a[i];
      }
    }
    return all;
  }
  static std::pair<Pos, int> bad_input_start() { return {{{6, 0}, {3, 0}}, 0}; }
  static std::vector<std::string> bad_lines() {
    auto v = play_check::common_bad_lines();
    v.insert(v.end(), {"1 0", "1 7", "3 1", "2 4"});
    return v;
  }
};

int main(int argc, char** argv) { return play_check::main_for<Rules>(argc, argv); }
