// BOJ 11869's key fact over its range: coin_grundy(p) against the mex of the rules for p <= 5000,
//   and naive.cpp's win or loss (the whole game) against the xor test for every 2 coins on
//   0..200 and 3 on 0..40. Status: `boj11869_nimble/domain`, about 0.5 s.
#include <cstdio>
#include <cstdlib>
#include <string>

#define NAIVE_LIBRARY
#include "../../boj11869_nimble/naive.cpp"
#include BOJ_GAME  // main.cpp, through its game
#include "../common/multisets.hpp"

int main() {
  const int kSingle = 5000, kTwo = 200, kThree = 40;
  std::vector<unsigned long long> g(kSingle + 1);
  std::vector<char> seen(kSingle + 2);
  for (int p = 0; p <= kSingle; ++p) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int q = 0; q < p; ++q) seen[g[q]] = 1;  // g[q] <= q < p, in range
    while (seen[g[p]]) ++g[p];
    if (g[p] != coin_grundy(p)) {
      std::printf("boj11869_nimble domain: MISMATCH g(%d) = %llu by mex, coin_grundy = %llu\n", p,
                  g[p], coin_grundy(p));
      return 1;
    }
  }

  int positions = 0;
  auto check = [&positions](const std::vector<int>& cells) {
    ++positions;
    unsigned long long x = 0;
    for (int c : cells) x ^= coin_grundy(static_cast<unsigned long long>(c));
    std::vector<long long> pos;  // naive.cpp's position: the cells other than 0, sorted already
    for (int c : cells)
      if (c > 0) pos.push_back(c);
    if (naive_detail::wins(pos) != (x != 0)) {
      std::string where;
      for (int c : cells) where += " " + std::to_string(c);
      std::printf("boj11869_nimble domain: MISMATCH coins on%s: the mover %s by the rules\n",
                  where.c_str(), x ? "loses" : "wins");
      std::exit(1);
    }
  };
  multisets(2, 0, kTwo, check);
  multisets(3, 0, kThree, check);
  std::printf(
      "boj11869_nimble domain: coin_grundy(p) = mex of the rules for all %d cells 0..%d; "
      "win/lose by naive.cpp = xor test on all %d positions of 2 coins on cells 0..%d and 3 "
      "coins on cells 0..%d\n",
      kSingle + 1, kSingle, positions, kTwo, kThree);
  return 0;
}
