// BOJ 11869's notes blocks (contract: scripts/notes/blocks.hpp); tested: notes/drift.
#pragma once
#include "../scripts/notes/blocks.hpp"
#include "game.hpp"  // its main.cpp, main() renamed

namespace notes {

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

std::string nimble_single(const BlockArgs&) {
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

std::string nimble_pairs(const BlockArgs&) {
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
std::string nimble_game(const BlockArgs& a) {
  const Sample s = read_sample(a, 1);
  std::vector<int> cells = s.numbers;
  const std::vector<int> g = coin_values(*std::max_element(cells.begin(), cells.end()) + 1);
  auto values = [&] { return map_values(cells, [&](int p) { return g[p]; }); };
  const int winner = winner_of(s, 0, nim_sum(values()));
  std::string out =
      say(tr("Sample %s (`%s`): coins on cells %s; the nim-sum is %d, so **%s** wins.\n\n",
             "예제 %s (`%s`): 동전이 칸 %s에 있다. 님 합이 %d이므로 **%s**가 이긴다.\n\n"),
          s.n.c_str(), s.path.c_str(), join(cells, ", ").c_str(), nim_sum(values()),
          facts::players()[winner]);
  return play_out(
      out, s, {tr("cells after", "둔 뒤의 칸")}, 0, winner, true, values,
      [&] { return join(cells, " "); },
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

const std::vector<Block> kBlocks = {
    {"nimble-single", nimble_single}, {"nimble-pairs", nimble_pairs}, {"nimble-game", nimble_game}};

const std::vector<Figure> kPictures = {};
}  // namespace notes
