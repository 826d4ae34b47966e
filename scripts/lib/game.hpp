// The game contract: what one problem's <folder>/game.hpp says once, for every tool that knows
//   the game (explainer, trainer, web page, shrinker, fuzzer, notes, tests/). It includes its
//   main.cpp (main renamed), so values and reader are the submitted ones, and defines
//   `struct Game : ex::Plain<Game, Pos, Move>` and `struct Picture`.
// A Game defines:
//   names     text(): its words in the language ex::ko chooses; kSyntax, the trainer's move
//             syntax; kMoveNumbers, the numbers in it. Title, players, noun: problem.txt's.
//   position  Pos, a vector of components; read(first): main.cpp's reader (its error lines);
//             random_start(rng, first): a small start; input(pos, first): a start as input.
//   values    value(component): its Grundy value (main.cpp's, or a search where the game has
//             history); input_value(numbers): the value of an input component;
//             make(v, numbers): the fewest input components worth v in all.
//   moves     move_to(pos, mover, i, v): component i's move to value v (v below its value);
//             any_move(pos, mover, m): a legal move, false when none;
//             parse(pos, mover, numbers, m): a typed move, "" if legal, else why not.
//   words     component(pos, i), describe(pos, mover, m), reason(pos, mover, m), write(c).
// It may define, else Plain's: kFollow, playable, status, move_status, proved_after, follows,
//   apply, after, show.
// A Picture defines (the notes' picture, the web board): kRows, kCols, cell(r, c), label(r, c),
//   caption(), reach(component); board(pos, first), piece(pos, first, i), at(board, pos, first, i).
// Status: tests/<folder>/explain.cpp (against naive.cpp), the web, shrink and fuzz tests.
#pragma once
#include <string>
#include <vector>

#include "../explain/words.hpp"  // ex::say, ex::ko, ex::internal
#include "facts.hpp"
#include "rng.hpp"

namespace ex {
// The names problem.txt gives, in the language ex::ko chooses.
inline const char* title() {
  return tr("BOJ " BOJ_FACT_NUMBER " " BOJ_FACT_TITLE_EN,
            "BOJ " BOJ_FACT_NUMBER " " BOJ_FACT_TITLE_KO);
}
inline const char* noun() { return tr(BOJ_FACT_NOUN_EN, BOJ_FACT_NOUN_KO); }

// A move of component i; `to`: where it goes (a number, or what the game makes it).
template <class To = ull>
struct Move {
  size_t i = 0;
  To to{};
};

// What a game G does unless it says otherwise: winning moves are tried from the first component
// (kFollow: from the one of the last move), every start is played, nothing is unproved, a move
// puts component i on `to`, after() writes each component as G::write does, and the trainer
// shows a position as after() writes it.
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
}  // namespace ex

// The board a web page draws (Picture::board): rows x cols cells, marks that only decorate,
// and each component's piece (Picture::piece, its text) at a Spot (Picture::at; a move goes to
// where the position after it puts the piece).
struct Spot {
  ex::ull row, col;
};
struct Mark {
  ex::ull row, col;
  const char* text;
};
struct Board {
  ex::ull rows, cols;
  std::vector<Mark> marks;
  bool y_up = false;  // row 0 is the top, the largest y (else a row is a component)
  ex::ull block = 0;  // the side of the blocks ruled on it, 0 for none
};
