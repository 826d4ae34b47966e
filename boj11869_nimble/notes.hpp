// BOJ 11869's notes blocks (contract: scripts/notes/blocks.hpp); tested: notes/drift.
#pragma once
#include "../scripts/notes/blocks.hpp"
#include "game.hpp"  // its main.cpp, main() renamed

namespace notes {

// The mex row beside main.cpp's row: a reader sees them agree, and notes/drift sees a change.
std::string nimble_single(const Strings&) {
  Strings head{tr("cell p", "칸 p")}, by_mex{tr("g(p) = mex of the rules", "g(p) = 규칙의 mex")},
      code{"`coin_grundy(p)`"};
  std::set<int> below;  // the values of the cells below p, which a coin on p reaches
  for (int p = 0; p < 16; ++p) {
    head.push_back(std::to_string(p));
    by_mex.push_back(std::to_string(mex(below)));
    below.insert(mex(below));
    code.push_back(std::to_string(coin_grundy(p)));
  }
  return header(head) + row(by_mex) + row(code);
}

std::string nimble_pairs(const Strings&) {
  const int n = 8;
  std::vector<std::vector<int>> g(n, std::vector<int>(n));
  return grid("p \\ q", labels(0, n - 1), ints(0, n - 1), [&](int p, int q) {
    std::set<int> seen;
    for (int r = 0; r < p; ++r) seen.insert(g[r][q]);
    for (int r = 0; r < q; ++r) seen.insert(g[p][r]);
    g[p][q] = mex(seen);
    if (static_cast<unsigned long long>(g[p][q]) != (coin_grundy(p) ^ coin_grundy(q)))
      die(say("11869: two coins on %d, %d have value %d by mex", p, q, g[p][q]));
    return std::to_string(g[p][q]);
  });
}

const std::vector<Block> kBlocks = {{"nimble-single", nimble_single},
                                    {"nimble-pairs", nimble_pairs}};

const std::vector<Figure> kPictures = {};
}  // namespace notes
