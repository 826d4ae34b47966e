// Domain check for BOJ 11869 님블 (Nimble): main.cpp's coin_grundy against the rules.
// 1. g(p) = mex{ g(q) : q < p } (a coin on p may move to any cell q < p) for p = 0..5000,
//    compared with coin_grundy(p).
// 2. The combined claim for two coins: a win/lose table straight from the rules (a position
//    wins iff some move reaches a losing one) for every pair of cells 0..200, compared with
//    (coin_grundy(p) ^ coin_grundy(q)) != 0; likewise three coins on cells 0..40.
// Time: about 15 ms at -O2. Status: passes.
#define BOJ_NO_MAIN
#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../boj11869_nimble/main.cpp"

namespace {
[[noreturn, gnu::format(printf, 1, 2)]] void mismatch(const char* format, ...) {
  std::va_list args;
  va_start(args, format);
  std::printf("boj11869_nimble domain: MISMATCH ");
  std::vprintf(format, args);
  std::printf("\n");
  std::exit(1);
}
}  // namespace

int main() {
  const int kSingle = 5000, kTwo = 200, kThree = 40;
  std::vector<unsigned long long> g(kSingle + 1);
  std::vector<char> seen(kSingle + 2);
  for (int p = 0; p <= kSingle; ++p) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int q = 0; q < p; ++q) seen[g[q]] = 1;  // g[q] <= q < p, in range
    while (seen[g[p]]) ++g[p];
    if (g[p] != coin_grundy(p))
      mismatch("g(%d) = %llu by mex, coin_grundy = %llu", p, g[p], coin_grundy(p));
  }

  // win2[p][q]: the mover wins with coins on p and q. Cells ascend, so every move's target
  // (one coordinate lowered) is already known.
  std::vector<std::vector<char>> win2(kTwo + 1, std::vector<char>(kTwo + 1));
  for (int p = 0; p <= kTwo; ++p) {
    for (int q = 0; q <= kTwo; ++q) {
      bool w = false;
      for (int r = 0; r < p && !w; ++r) w = !win2[r][q];
      for (int r = 0; r < q && !w; ++r) w = !win2[p][r];
      win2[p][q] = w;
      if (w != ((coin_grundy(p) ^ coin_grundy(q)) != 0))
        mismatch("coins on %d, %d: the mover %s by the rules", p, q, w ? "wins" : "loses");
    }
  }

  const int n = kThree + 1;
  std::vector<char> win3(n * n * n);
  auto at = [&](int a, int b, int c) -> char& { return win3[(a * n + b) * n + c]; };
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      for (int c = 0; c < n; ++c) {
        bool w = false;
        for (int r = 0; r < a && !w; ++r) w = !at(r, b, c);
        for (int r = 0; r < b && !w; ++r) w = !at(a, r, c);
        for (int r = 0; r < c && !w; ++r) w = !at(a, b, r);
        at(a, b, c) = w;
        if (w != ((coin_grundy(a) ^ coin_grundy(b) ^ coin_grundy(c)) != 0))
          mismatch("coins on %d, %d, %d: the mover %s by the rules", a, b, c, w ? "wins" : "loses");
      }
    }
  }
  std::printf(
      "boj11869_nimble domain: coin_grundy(p) = mex of the rules for all %d cells 0..%d; "
      "win/lose of 2 coins = xor test on all %d positions (cells 0..%d); 3 coins on all %d "
      "positions (cells 0..%d)\n",
      kSingle + 1, kSingle, (kTwo + 1) * (kTwo + 1), kTwo, n * n * n, kThree);
  return 0;
}
