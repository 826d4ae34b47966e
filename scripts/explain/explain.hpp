// The explanation of a position, the same for every game G (lib/game.hpp): values, nim-sum,
//   winner and a winning move with why.
// Use: ex::explain<G>(pos, first). Status: tests/<folder>/explain.cpp, against naive.cpp.
#pragma once
#include <string>
#include <vector>

#include "../lib/game.hpp"

namespace ex {
const size_t kListed = 20;  // components listed one per line; the rest are counted

template <class G>
std::string explain(const typename G::Pos& pos, int first) {
  const Words& w = words();
  const auto& t = G::text();
  const char* const mover = G::kPlayers[first];
  const char* const other = G::kPlayers[1 - first];
  const std::vector<ull> g = values<G>(pos);
  ull s = 0, top = 0;
  for (ull v : g) s ^= v, top = v > top ? v : top;
  int width = 1;
  while (top >> width) ++width;

  std::string out = say(w.moves_first, ex::title(), mover, other) + t.intro;
  for (size_t i = 0; i < g.size() && i < kListed; ++i) {
    out += say(w.value, G::component(pos, i).c_str(), g[i], binary(g[i], width).c_str());
  }
  if (g.size() > kListed) out += say(w.more, g.size() - kListed, ex::noun());
  out += say(w.nim_sum, s, binary(s, width).c_str());
  out += s != 0 ? say(w.not_zero, t.role) : std::string(w.zero);
  out += say(w.wins, s != 0 ? mover : other) + G::status(pos, first);
  typename G::Move m;
  if (s != 0) {
    winning_move<G>(pos, first, nullptr, m);  // found: it exits 3 itself otherwise
    out += say(w.winning_move, G::describe(pos, first, m).c_str()) + G::move_status(pos, first, m);
    out += say(w.why, g[m.i], g[m.i], s, g[m.i] ^ s, G::reason(pos, first, m).c_str());
    out += say(w.then_zero, subject(other).c_str(), subject(mover).c_str(), t.follow,
               subject(other).c_str());
  } else if (!G::any_move(pos, first, m)) {
    return out + say(w.no_move, topic(mover).c_str(), t.no_move);
  } else {
    out += say(w.every_move_loses, topic(other).c_str(), G::describe(pos, first, m).c_str());
  }
  return out;
}
}  // namespace ex
