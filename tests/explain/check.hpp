// The explainer's and trainer's checks against naive.cpp, shared by each tests/<p>/explain.cpp
// (its Rules, see Base; main: check::run<Rules>): `[--every K]` checks the explanations in-process
// (<p>/explain, <p>/explain-san); `sessions EXE` plays whole games on the trainer's Session, then
// types bad lines into `EXE --play` (play/<p>/sessions). Exit 0 passed, 1 a failure, 2 usage.
#pragma once
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../../scripts/explain/explain.hpp"
#include "../../scripts/explain/session.hpp"
#include "../../scripts/lib/rng.hpp"
#include "../../scripts/lib/run.hpp"
#include "../common/multisets.hpp"

namespace check {
using ull = unsigned long long;
using Numbers = std::vector<ull>;

// Who wins, by: the brute force (small positions); the brute force after the shown move (a big
// position whose winning move leaves a small one); mirroring (big()'s doubled positions: the
// mover loses, as the other copies every move on the twin); or nothing (legality and words).
enum class Judge { brute_force, after, mirror, none };

inline int failures = 0;
inline std::map<std::string, long> tally;  // what passed, by kind: run()'s summary
inline void fail(const std::string& why) {
  if (++failures <= 20) std::printf("FAIL: %s\n", why.c_str());  // the first few say enough
}

// A Rules derives from Base<G> (G: <folder>/game.hpp's game) and adds, all static and from the
// rules, not from G: moves(pos, mover), every legal move in the trainer's syntax;
// apply(pos, mover, numbers); step(c, mover, d), whether d is c after one legal move;
// mover_wins(pos, mover) by naive.cpp; positions(visit), starts(add); bad_start() and kBadLines.
template <class Game>
struct Base {
  using G = Game;
  using Pos = typename G::Pos;
  using Judge = check::Judge;
  using Numbers = check::Numbers;
  using ull = check::ull;
  using Visit = std::function<void(const Pos&, int, Judge)>;
  using Add = std::function<void(const Pos&, int)>;
  static Pos fresh(const Numbers& a) {
    Pos p;
    for (ull x : a) p.push_back(G::fresh(x));
    return p;
  }
};

// A big position: odd k, doubled (Judge::mirror); even k, as it is (Judge::none).
template <class Visit, class Pos>
void big(const Visit& visit, int k, const Pos& p, int first = 0) {
  Pos twice(p);
  twice.insert(twice.end(), p.begin(), p.end());
  k % 2 ? visit(twice, first, Judge::mirror) : visit(p, first, Judge::none);
}

inline std::string text_of(const Numbers& m) {
  std::string s;
  for (ull v : m) s += (s.empty() ? "" : " ") + std::to_string(v);
  return s;
}

template <class F>  // f(t) for every t of m values in lo..hi
void every_tuple(size_t m, ull lo, ull hi, const F& f, Numbers t = {}) {
  if (t.size() == m) return f(t);
  for (t.push_back(lo); t.back() <= hi; ++t.back()) every_tuple(m, lo, hi, f, t);
}
template <class F>  // small values: tests/common/multisets.hpp, which the case generators use
void every_multiset(int m, int lo, int hi, F f) {
  multisets(m, lo, hi, [&](const std::vector<int>& t) { f(Numbers(t.begin(), t.end())); });
}

// The digit runs of a text, sorted: the numbers it mentions, whatever the word order.
inline std::vector<std::string> numbers(std::string text) {
  for (char& c : text) c = c >= '0' && c <= '9' ? c : ' ';
  std::vector<std::string> out = ::words(text);
  std::sort(out.begin(), out.end());
  return out;
}

inline bool has(const std::string& s, const std::string& what) { return s.find(what) != s.npos; }

inline bool parse_numbers(const std::string& s, Numbers& out) {  // as the trainer reads them
  out.clear();
  for (const std::string& w : ::words(s))
    if (number::parse(w, out.emplace_back()) != number::kOk) return false;
  return !out.empty();
}

// Whether b is a after one legal move of `mover`: one component changed, by R::step.
template <class R>
bool one_move(const typename R::Pos& a, int mover, const typename R::Pos& b) {
  size_t changed = 0;
  for (size_t i = 0; i < a.size(); ++i)
    changed += a[i] == b[i] ? 0 : R::step(a[i], mover, b[i]) ? 1 : 2;
  return changed == 1;
}

// One explained position: the text's verdict against the judge, before and after the shown
// move, and the Korean text against the English one; counted when it passes.
template <class R>
void explained(const typename R::Pos& pos, int first, Judge judge) {
  const std::string text = ex::explain<typename R::G>(pos, first);
  ex::ko = true;
  const std::string korean = ex::explain<typename R::G>(pos, first);
  ex::ko = false;
  const bool lost = has(text, "\nevery move loses: "), won = has(text, "\nwinning move: ");
  const std::string winner = R::G::kPlayers[lost ? 1 - first : first];
  std::string why;
  if (lost == won || !has(text, "\n" + winner + " wins.\n")) {
    why = "not one verdict (`winning move` or `every move loses`) and its winner";
  } else if (has(korean, "\n지는 상태입니다. ") != lost || has(korean, "\n이기는 수: ") != won ||
             !has(korean, "\n승자: " + winner + "\n") || numbers(korean) != numbers(text)) {
    why = "--ko: not the same verdict and numbers in Korean words";
  } else if ((judge == Judge::brute_force && R::mover_wins(pos, first) == lost) ||
             (judge == Judge::mirror && !lost)) {
    why = "not the verdict of naive.cpp or mirroring";
  } else if (has(text, " has no move at all (")) {
    if (!R::moves(pos, first).empty() || !lost) why = "no move shown although a move exists";
  } else {
    // The move shown is the one the explainer chose; the rules (R::apply) say where it goes.
    typename R::G::Move m;
    lost ? R::G::any_move(pos, first, m) : ex::winning_move<typename R::G>(pos, first, nullptr, m);
    Numbers shown;
    typename R::Pos after = pos;
    if (parse_numbers(R::G::show(m), shown)) R::apply(after, first, shown);
    if (!has(text, R::G::describe(pos, first, m)) || !one_move<R>(pos, first, after)) {
      why = "the move shown is not one legal move of the mover";
    } else if ((judge == Judge::brute_force || judge == Judge::after) &&
               R::mover_wins(after, 1 - first) != lost) {
      why = "after the move shown, not naive.cpp's verdict";
    }
  }
  if (!why.empty())
    return fail(why + "; input:\n" + R::G::input(pos, first) + "explanation:\n" + text + korean);
  const char* const kBy[] = {"naive.cpp", "naive.cpp after the move", "mirroring", "legality"};
  ++tally[std::string(lost ? "lost" : "won") + " by " + kBy[static_cast<int>(judge)]];
}

inline std::vector<std::string> lines_of(const std::string& text) {  // at least one, maybe ""
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines.empty() ? std::vector<std::string>{""} : lines;
}

inline bool starts_with(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

template <class R>
bool legal(const typename R::Pos& p, int mover, const Numbers& m) {
  const std::vector<Numbers> all = R::moves(p, mover);
  return std::find(all.begin(), all.end(), m) != all.end();
}

// One whole game, the user on `side` (0 first) playing the hints (`hinted`: from a won start it
// must win) or random moves. The user wins exactly when its first position is won and it never
// gives the win away (the machine never may); then `gave away: your move M from POSITION (move
// K) lost the win; W would have kept it` names M, the first that did, and W, a winning move.
template <class R>
void session(const typename R::Pos& start, int first, int side, bool hinted, Rng& rng) {
  ++tally["sessions"];
  ex::Session<typename R::G> trainer(start, first);
  trainer.begin(side);
  std::vector<std::string> lines = lines_of(trainer.take());
  const auto ask = [&](const std::string& line) {
    trainer.feed(line);
    lines = lines_of(trainer.take());
  };
  const std::string what = say("%s [user %s%s]", visible(R::G::input(start, first), 200).c_str(),
                               side == 0 ? "first" : "second", hinted ? ", hint" : "");
  typename R::Pos pos = start, given_from;
  const int user = side == 0 ? first : 1 - first;
  int mover = first, first_turn = -1;  // 1: the user's first position was won; -1: no turn
  std::string result, gave_away;
  Numbers given, m;  // given: the first user move from a won position into a lost one
  for (int turn = 0; turn < 1000 && result.empty(); ++turn) {
    for (const std::string& line : lines) {
      if (starts_with(line, "result: ")) result = line;
      if (starts_with(line, "gave away: ")) gave_away = line;
      if (!starts_with(line, "machine (")) continue;
      ++tally["machine moves"];
      const bool won = R::mover_wins(pos, mover);
      if (mover == user || !parse_numbers(line.substr(line.find("): ") + 3), m) ||
          !legal<R>(pos, mover, m)) {
        return fail(what + ": unexpected or illegal machine move '" + line + "'");
      }
      R::apply(pos, mover, m);
      mover = 1 - mover;
      if (won && R::mover_wins(pos, mover))
        fail(what + ": the machine's move '" + line + "' gives a won position away");
    }
    if (!result.empty()) break;
    if (mover != user || std::string(trainer.prompt()) != R::G::kPlayers[user])
      return fail(what + ": prompt '" + trainer.prompt() + "' when it is not the user's turn");
    const bool wins = R::mover_wins(pos, mover);
    if (first_turn < 0) first_turn = wins;
    const char* const naive = wins ? " (naive.cpp: the mover wins)" : " (naive.cpp: it loses)";
    ask("values");
    const size_t at = lines.size() == 1 ? lines[0].rfind("; nim-sum ") : std::string::npos;
    if (at == std::string::npos || (std::stoull(lines[0].substr(at + 10)) != 0) != wins)
      fail(what + ": values say '" + lines[0] + "'" + naive);
    if (hinted) {
      ask("hint");
      if (lines.size() != 1 || !starts_with(lines[0], "hint: ") ||
          wins != parse_numbers(lines[0].substr(6), m) || (wins && !legal<R>(pos, mover, m))) {
        return fail(what + ": hint '" + lines[0] + "'" + naive);
      }
      if (!wins) break;
    } else {
      const std::vector<Numbers> all = R::moves(pos, mover);
      m = all[rng.between(0, all.size() - 1)];
    }
    ask(text_of(m));
    ++tally["user moves"];
    const typename R::Pos before = pos;
    R::apply(pos, mover, m);
    mover = 1 - mover;
    if (wins && R::mover_wins(pos, mover)) {
      if (hinted) fail(what + ": the hint " + text_of(m) + " does not win");
      if (given.empty()) given_from = before, given = m;
    }
  }
  const bool user_wins = first_turn < 0 ? mover != user : first_turn == 1 && given.empty();
  const std::string want = user_wins ? "result: you win" : "result: you lose";
  if (result != want || !R::moves(pos, mover).empty())
    fail(what + ": '" + result + "' (want '" + want + "') or moves left");
  if (!given.empty() || !gave_away.empty()) {
    const std::string& line = gave_away;
    const size_t a = line.find("your move "), b = line.find(" from "), c = line.find("; "),
                 d = line.find(" would have kept it");
    Numbers w;
    const bool named = !given.empty() && d != std::string::npos &&
                       parse_numbers(line.substr(a + 10, b - a - 10), m) &&
                       parse_numbers(line.substr(c + 2, d - c - 2), w) && m == given &&
                       legal<R>(given_from, user, w);
    if (named) R::apply(given_from, user, w);
    if (!named || R::mover_wins(given_from, 1 - user)) {
      fail(what + ": gave-away line '" + line + "', not the first give-away '" + text_of(given) +
           "' and a legal winning move instead");
    }
    ++tally["gave-away lines"];
  }
  if (result.empty()) return;
  ask("values");
  if (lines.size() != 1 || !starts_with(lines[0], "values: "))
    fail(what + ": after the result, values: '" + lines[0] + "'");
  ask("undo");  // undone when the user moved: it had a turn (a game with no result stops there)
  if (starts_with(lines[0], "undone: ") != (first_turn >= 0))
    fail(what + ": after the result, undo says '" + lines[0] + "'");
}

inline const std::vector<std::string> kCommonBadLines = {
    "",     "foo",  "hnt",    "1",          "1 2 3 4 5",
    "x y",  "-1 0", "0 0",    "999 0",      "1 99999999999999999999999",
    "1 1x", "undo", "\x1B[A", "hint please"};

inline std::string temporary(const std::string& text) {  // a file holding `text`; none: EXE fails
  char name[] = "/tmp/explain-check-XXXXXX";
  close(mkstemp(name));
  std::ofstream(name) << text;
  return name;
}

// `EXE --play`, typed each bad line, then a move, undo and quit. Each bad line must be echoed
// after the same prompt and answered by exactly one `error: ` line; undo must bring the start
// back; quit must exit 0.
template <class R>
void bad_lines(const std::string& exe) {
  const auto [start, first] = R::bad_start();
  std::vector<std::string> typed = kCommonBadLines;
  typed.insert(typed.end(), R::kBadLines.begin(), R::kBadLines.end());
  const size_t bad = typed.size();
  typed.insert(typed.end(), {text_of(R::moves(start, first).front()), "undo", "quit"});
  std::string commands;
  for (const std::string& line : typed) commands += line + "\n";
  const std::string start_file = temporary(R::G::input(start, first)), in = temporary(commands);
  run::Runner runner;
  run::Result r;
  if (!runner.run({exe, "--play", "--start", start_file, "--side", "first"}, in, 10, r))
    fail("cannot run " + exe + ": " + runner.error());
  std::remove(start_file.c_str()), std::remove(in.c_str());
  // After the start, the text between prompts: the echo of a typed line, then its answer.
  const std::string prompt = std::string(R::G::kPlayers[first]) + "> ";
  std::vector<std::string> turns;
  for (size_t at = 0, next; at != std::string::npos; at = next) {
    next = r.out.find(prompt, at);
    turns.push_back(r.out.substr(at, next - at));
    if (next != std::string::npos) next += prompt.size();
  }
  if (turns.size() != typed.size() + 1 || r.code != 0 || r.stopped())
    return fail(say("bad lines: %zu prompts for %zu lines, exit %d:\n%s", turns.size() - 1,
                    typed.size(), r.code, r.out.c_str()));
  for (size_t k = 0; k < bad; ++k, ++tally["bad lines"]) {
    const std::vector<std::string> lines = lines_of(turns[k + 1]);
    if (lines.size() != 2 || lines[0] != visible(typed[k], 200) ||
        !starts_with(lines[1], "error: "))
      fail("bad line '" + typed[k] + "': got '" + turns[k + 1] + "'");
  }
  const std::vector<std::string> undone = lines_of(turns[bad + 2]);  // undo, undone:, position:
  if (undone.size() < 3 || !starts_with(undone[2], "position: ") ||
      !has(turns[0], "\n" + undone[2] + "\n"))
    fail("undo does not bring the start back:\n" + r.out);
  if (turns.back() != "quit\nbye\n") fail("quit: '" + turns.back() + "'");
}

template <class R>
int run(int argc, char** argv) {
  const std::string mode = argc == 3 ? argv[1] : "";
  // --every K: a stride for the sanitized build (6 times slower), a part of every family.
  const long every = argc == 1 ? 1 : mode == "--every" ? std::atol(argv[2]) : 0;
  if (every >= 1) {
    long seen = 0;
    R::positions([&](const typename R::Pos& pos, int first, Judge judge) {
      if (failures == 0 && seen++ % every == 0) explained<R>(pos, first, judge);
    });
  } else if (mode == "sessions") {
    Rng rng(1);
    R::starts([&](const typename R::Pos& start, int first) {
      const bool first_wins = R::mover_wins(start, first);
      ++tally[first_wins ? "starts won by the first player" : "starts lost by the first player"];
      session<R>(start, first, first_wins ? 0 : 1, true, rng);
      session<R>(start, first, first_wins ? 1 : 0, false, rng);
      session<R>(start, first, first_wins ? 0 : 1, false, rng);  // may give it away
    });
    bad_lines<R>(argv[2]);
  } else {
    std::fprintf(stderr, "usage: %s [--every K | sessions EXPLAIN_BINARY]\n", argv[0]);
    return 2;
  }
  std::printf("%s %s, against naive.cpp:", ex::title(), mode == "sessions" ? "trainer" : "explain");
  for (const auto& [what, n] : tally) std::printf(" %ld %s,", n, what.c_str());
  std::printf(" %s\n", failures ? "FAIL" : "ok");
  return failures ? 1 : 0;
}
}  // namespace check
