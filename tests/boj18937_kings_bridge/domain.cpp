// BOJ 18937's key fact in every position, not only the start: the king to move wins iff the xor
//   of bridge_grundy(gap + 2) is nonzero, and no position is a draw although stones retreat;
//   naive.cpp labels every placement of 1 bridge of 2..200, 2 of 2..25, 3 of 2..10 (12.3M
//   positions). Status: `boj18937_kings_bridge/domain`, a few seconds.
#define NAIVE_LIBRARY
#include "../../boj18937_kings_bridge/naive.cpp"
#include BOJ_GAME  // main.cpp, through its game
#include "../common/multisets.hpp"

namespace {
long long positions = 0;
int sets = 0;  // bridge multisets checked

bool check(const std::vector<int>& lengths) {
  std::vector<naive::Bridge> br;  // the bridges of 3 cells or more: a bridge of 2 has no move
  std::vector<char> label;
  naive::label_game(lengths, br, label);
  ++sets;
  unsigned long long twos = 0;  // the bridges of 2 cells, fixed: stones on 0 and 1
  for (int a : lengths) twos ^= a == 2 ? bridge_grundy(2) : 0;
  for (size_t s = 0; s < label.size(); ++s, ++positions) {
    unsigned long long x = twos;
    for (const naive::Bridge& g : br) {
      const long long p = static_cast<long long>(s / 2) / g.stride % g.count;
      x ^= bridge_grundy(static_cast<unsigned long long>(g.black[p] - g.white[p] + 1));
    }
    if (label[s] == 1 + (x == 0)) continue;
    std::printf("boj18937_kings_bridge domain: MISMATCH lengths");
    for (int a : lengths) std::printf(" %d", a);
    std::printf(", %s to move, stones (white, black):", s % 2 ? "Blackking" : "Whiteking");
    for (size_t i = 0, j = 0; i < lengths.size(); ++i) {  // in input order
      const naive::Bridge* g = lengths[i] == 2 ? nullptr : &br[j++];
      const long long p = g ? static_cast<long long>(s / 2) / g->stride % g->count : 0;
      std::printf(" (%d, %d)", g ? g->white[p] : 0, g ? g->black[p] : 1);
    }
    std::printf(": retrograde says the mover %s, nim-sum of bridge_grundy(gap + 2) = %llu\n",
                label[s] == 1 ? "wins" : "loses", x);
    return false;
  }
  return true;
}

}  // namespace

int main() {
  bool ok = true;  // after the first mismatch, nothing more is checked
  for (const auto& [k, hi] : {std::pair<int, int>{1, 200}, {2, 25}, {3, 10}})
    multisets(k, 2, hi, [&ok](const std::vector<int>& lengths) { ok = ok && check(lengths); });
  if (!ok) return 1;
  std::printf(
      "boj18937_kings_bridge domain: %lld positions of %d bridge multisets (1 bridge 2..200, "
      "2 bridges 2..25, 3 bridges 2..10), either king to move: no draw, and the mover wins iff "
      "xor bridge_grundy(gap + 2) != 0\n",
      positions, sets);
  return 0;
}
