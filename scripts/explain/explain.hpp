// The explanation of a position, the same for every game G (<folder>/explain.hpp):
//   each component's Grundy value, the nim-sum and what it means, the winner, and a winning
//   move with why it wins, or that every move loses, with one legal move anyway.
// Last line, always: `after: <the position after the shown move>` (G::after) or `after: none`
//   when the player to move has no move; the same in both languages, for programs to read.
// Also what every game's moves share, written once: the values and nim-sum of a position, the
//   winning move (G gives the move of one component to a value).
// Use: ex::explain<G>(pos, first), first = the player to move (0 or 1). A game G derives from
//   ex::Plain<G, ...> and hides what it does otherwise.
// Status: tests/<folder>/explain.cpp checks every shown move against naive.cpp.
#pragma once
#include <string>
#include <vector>

#include "../lib/facts.hpp"
#include "words.hpp"

namespace ex {
const size_t kListed = 20;  // components listed one per line; the rest are counted

// A move of component i; `to`: where it goes (a number, or what the game makes it).
template <class To = ull>
struct Move {
  size_t i = 0;
  To to{};
};

// What a game G does unless it says otherwise: winning moves are tried from the first component
// (kFollow: from the one of the last move), every start is played, nothing is unproved, a move
// puts component i on `to`, the `after:` line writes each component as G::write does, and the
// trainer shows a position as its `after:` line.
template <class G, class P, class M = Move<>>
struct Plain {
  using Pos = P;
  using Move = M;
  static inline const char* const* const kPlayers = facts::players();  // problem.txt
  static constexpr bool kFollow = false;
  static void playable(const Pos&) {}
  static std::string status(const Pos&, int) { return ""; }
  static std::string move_status(const Pos&, int, const Move&) { return ""; }
  static bool proved_after(const Pos&, const Move&) { return true; }
  static const char* follows(const Pos&, int, const Pos*, const Move*, const Move&) { return ""; }
  static void apply(Pos& p, int, const Move& m) { p[m.i] = m.to; }
  static std::string after(const Pos& p, int) {
    std::string s;
    for (const auto& c : p) s += " " + G::write(c);
    return s;
  }
  static std::string show(const Pos& p) { return say(G::text().position, G::after(p, 0).c_str()); }
  static std::string show(const Move& m) {  // as the trainer's user types it
    return std::to_string(m.i + 1) + " " + std::to_string(m.to);
  }
};

template <class G>
std::vector<ull> values(const typename G::Pos& p) {
  std::vector<ull> v;
  for (const auto& c : p) v.push_back(G::value(c));
  return v;
}
inline ull nim_sum(const std::vector<ull>& g) {
  ull s = 0;
  for (ull v : g) s ^= v;
  return s;
}

// A component whose value has the nim-sum's highest bit goes to the value that makes the
// nim-sum 0 (G::move_to); among such moves one that G::proved_after is preferred. False when
// the nim-sum is 0. `last`: the last move, where a G with kFollow starts looking.
template <class G>
bool winning_move(const typename G::Pos& p, int mover, const typename G::Move* last,
                  typename G::Move& m) {
  const std::vector<ull> g = values<G>(p);
  const ull s = nim_sum(g);
  const size_t n = p.size(), start = G::kFollow && last && last->i < n ? last->i : 0;
  bool found = false;
  for (size_t k = 0; k < n && s != 0; ++k) {
    const size_t i = (start + k) % n;
    if ((g[i] ^ s) >= g[i]) continue;
    const typename G::Move c = G::move_to(p, mover, i, g[i] ^ s);
    if (!found || G::proved_after(p, c)) m = c;
    if (G::proved_after(p, c)) return true;
    found = true;
  }
  if (s != 0 && !found) internal("the nim-sum is %llu but no component can lower it to 0", s);
  return found;
}

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

  std::string out = say(w.moves_first, t.title, mover, other) + t.intro;
  for (size_t i = 0; i < g.size() && i < kListed; ++i) {
    out += say(w.value, G::component(pos, i).c_str(), g[i], binary(g[i], width).c_str());
  }
  if (g.size() > kListed) out += say(w.more, g.size() - kListed, t.noun);
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
    return out + say(w.no_move, topic(mover).c_str(), t.no_move) + "after: none\n";
  } else {
    out += say(w.every_move_loses, topic(other).c_str(), G::describe(pos, first, m).c_str());
  }
  typename G::Pos next = pos;
  G::apply(next, first, m);
  return out + "after:" + G::after(next, 1 - first) + "\n";
}
}  // namespace ex
