// What a problem's <folder>/notes.hpp builds its note's blocks with: markdown tables.
// Contract: a notes.hpp includes this and its game.hpp and defines kBlocks (Block: the blocks
//   `<!-- BEGIN generated: NAME ... -->` of README.md and README.ko.md) and kPictures (Figure).
//   Values and moves are the game's (game.hpp); a table that restates the rules (a mex, a
//   search) is checked against main.cpp (die: exit 1). With --ko only the words change, never a
//   number or the numbers' order. The worked games are gen_notes.cpp's `play` blocks.
// Status: used by scripts/notes/gen_notes.cpp, built once per problem.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "../lib/files.hpp"
#include "../lib/text.hpp"  // ko, tr, say
#include "note.hpp"

namespace notes {

[[noreturn]] inline void die(const std::string& what) {
  std::fprintf(stderr, "gen_notes: %s\n", what.c_str());
  std::exit(1);
}

inline std::string join(const std::vector<int>& v) {  // 1, 2, 3
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + std::to_string(v[i]);
  return out;
}

inline int mex(const std::set<int>& values) {
  int v = 0;
  while (values.count(v)) ++v;
  return v;
}

// A block `<!-- BEGIN generated: NAME ARG... -->`: its name and what writes it from the spec's
// words (spec[0] the name).
struct Block {
  const char* name;
  std::string (*make)(const Strings& spec);
};

// Argument i of a block's spec, a small number.
inline int arg(const Strings& spec, size_t i) {
  char* end = nullptr;
  const long v = i < spec.size() ? std::strtol(spec[i].c_str(), &end, 10) : -1;
  if (v < 0 || v > 1000000 || *end || spec[i].empty())
    die("block '" + spec[0] + "': argument " + std::to_string(i) + " is not a small number");
  return static_cast<int>(v);
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

// A picture of the note: FILE in the problem's folder (its Korean twin: FILE with .ko before
// the extension) and what draws it.
struct Figure {
  const char* file;
  std::string (*draw)();
};
}  // namespace notes
