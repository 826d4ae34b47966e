// What a problem's <folder>/notes.hpp builds its note's blocks with: markdown tables, samples
//   from tests/<folder>/, the nim-sum, a sample played out.
// Contract: a notes.hpp includes this and its game.hpp and defines kBlocks (Block: the blocks
//   `<!-- BEGIN generated: NAME ... -->` of README.md and README.ko.md) and kPictures (Figure).
//   Every value comes from the rules and is checked against main.cpp (die: exit 1); with --ko
//   only the words change, never a number or the numbers' order.
// Status: used by scripts/notes/gen_notes.cpp, built once per problem.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "../lib/facts.hpp"
#include "../lib/files.hpp"
#include "../lib/text.hpp"  // ko, tr, say
#include "note.hpp"

namespace notes {

[[noreturn]] inline void die(const std::string& what) {
  std::fprintf(stderr, "gen_notes: %s\n", what.c_str());
  std::exit(1);
}

inline std::string join(const std::vector<int>& v, const char* sep) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? sep : "") + std::to_string(v[i]);
  return out;
}

inline int to_int(const std::string& s) {
  char* end = nullptr;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || v < 0 || v > 1000000) die("not a small number: '" + s + "'");
  return static_cast<int>(v);
}

inline int mex(const std::set<int>& values) {
  int v = 0;
  while (values.count(v)) ++v;
  return v;
}

// A block `<!-- BEGIN generated: NAME ARG... -->`: its name and what writes it from the root,
// the problem's folder and the spec's words (arg(1) is the first after the name).
struct BlockArgs {
  const std::string &root, &folder;
  const Strings& spec;
  std::string arg(size_t i) const {
    if (spec.size() <= i) die("block '" + spec[0] + "' needs more arguments");
    return spec[i];
  }
};
struct Block {
  const char* name;
  std::string (*make)(const BlockArgs&);
};

// The block's sample (tests/FOLDER/KIND-N.in, N its first argument; KIND: sample, or example
// for worked examples) and its expected answer: a count, that many items of `per` numbers
// each, then `extra` tokens.
struct Sample {
  std::string n, path, answer;
  Strings tokens;
  std::vector<int> numbers;  // the items' numbers, in order
};

inline Sample read_sample(const BlockArgs& a, int per, size_t extra = 0,
                          const std::string& kind = "sample") {
  Sample s;
  s.n = a.arg(1);
  const std::string stem = "tests/" + a.folder + "/" + kind + "-" + s.n;
  s.path = stem + ".in";
  s.tokens = words(read_file(a.root + "/" + s.path));
  const Strings out = words(read_file(a.root + "/" + stem + ".out"));
  if (out.size() != 1) die("unexpected answer file for " + s.path);
  s.answer = out[0];
  const size_t count = to_int(s.tokens.at(0)) * per;
  if (s.tokens.size() != 1 + count + extra) die("bad " + s.path);
  for (size_t i = 1; i <= count; ++i) s.numbers.push_back(to_int(s.tokens[i]));
  return s;
}

inline std::string row(const Strings& cells) {
  std::string out = "|";
  for (const std::string& c : cells) out += " " + c + " |";
  return out + "\n";
}

// A table's first row and the rule under it.
inline std::string header(const Strings& cells) {
  std::string out = row(cells) + "|";
  for (size_t i = 0; i < cells.size(); ++i) out += "---|";
  return out + "\n";
}

// A table with a corner cell, a header of column labels and one row per row label (in bold):
// cell(r, i) for row label r and column index i.
inline std::string grid(const std::string& corner, const Strings& columns,
                        const std::vector<int>& rows,
                        const std::function<std::string(int, int)>& cell) {
  Strings head{corner};
  head.insert(head.end(), columns.begin(), columns.end());
  std::string out = header(head);
  for (int r : rows) {
    Strings cells{"**" + std::to_string(r) + "**"};
    for (size_t i = 0; i < columns.size(); ++i) cells.push_back(cell(r, static_cast<int>(i)));
    out += row(cells);
  }
  return out;
}

// from, from + step, ... up to `to` (inclusive); as numbers, or as column labels.
inline std::vector<int> ints(int from, int to, int step = 1) {
  std::vector<int> v;
  for (int i = from; step > 0 ? i <= to : i >= to; i += step) v.push_back(i);
  return v;
}
inline Strings labels(int from, int to) {
  Strings v;
  for (int i : ints(from, to)) v.push_back(std::to_string(i));
  return v;
}

template <class Items, class Value>
inline std::vector<int> map_values(const Items& items, Value value) {
  std::vector<int> v;
  for (const auto& item : items) v.push_back(value(item));
  return v;
}

inline int nim_sum(const std::vector<int>& values) {
  return std::accumulate(values.begin(), values.end(), 0, std::bit_xor<int>());
}

// Who wins the sample by the nim-sum of its components' values, `first` moving first; it must
// be the sample's answer.
inline int winner_of(const Sample& s, int first, int sum) {
  const int winner = sum != 0 ? first : 1 - first;
  const char* name = facts::players()[winner];
  if (s.answer != name) die(s.path + ": the rules say " + name);
  return winner;
}

// A sample played out after `intro`, one row per move: after the move's words come the position
// (`show`), the `values` when `after` names a second column (`after`: the captions), and their
// nim-sum; `move(mover, nim-sum)` makes the mover's move and says it, or returns false with the
// reason it has none. Only the loser may be left without a move; the closing line says so
// (`last`: and that the winner made the last move). `player`: the column of who moves.
inline std::string play_out(const std::string& intro, const Sample& s, Strings after, int first,
                            int winner, bool last, const std::function<std::vector<int>()>& values,
                            const std::function<std::string()>& show,
                            const std::function<bool(int, int, std::string&)>& move,
                            const char* player = tr("player", "두는 사람")) {
  const bool with_values = after.size() > 1;
  after.push_back(tr("nim-sum after", "둔 뒤의 님 합"));
  Strings head{tr("move", "수"), player, tr("plays", "둔 수")};
  head.insert(head.end(), after.begin(), after.end());
  const char* const* names = facts::players();
  std::string out = intro + header(head);
  auto line = [&](Strings cells, bool moved) {
    cells.push_back(moved ? show() : "");
    if (with_values) cells.push_back(moved ? join(values(), " ") : "");
    cells.push_back(moved ? std::to_string(nim_sum(values())) : "");
    out += row(cells);
  };
  line({tr("start", "시작"), "", ""}, true);
  for (int k = 1, mover = first;; ++k, mover = 1 - mover) {
    std::string words;
    const bool moved = move(mover, nim_sum(values()), words);
    line({std::to_string(k), names[mover], words}, moved);
    if (!moved && mover == winner) die(s.path + ": the winner is stuck");
    if (k > 200) die(s.path + ": the game does not end");
    if (moved) continue;
    // Korean particles: 은/이 after a final consonant as Korean reads the name, else 는/가.
    const char *loser = names[mover], *won = names[winner];
    return out +
           (ko ? say("\n%s%s 둘 수 없으므로%s%s%s 이긴다.\n", loser,
                     facts::final_consonant(loser) ? "은" : "는", last ? ", 마지막 수를 둔 " : " ",
                     won, facts::final_consonant(won) ? "이" : "가")
               : say("\n%s cannot move, so %s%s wins.\n", loser, won,
                     last ? " made the last move and" : ""));
  }
}

// A picture of the note: FILE in the problem's folder (its Korean twin: FILE with .ko before
// the extension) and what draws it.
struct Figure {
  const char* file;
  std::string (*draw)();
};
}  // namespace notes
