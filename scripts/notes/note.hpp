// What gen_notes.cpp and editions.cpp both read in a note: its lines and the markers
// "<!-- BEGIN generated: SPEC -->" / "<!-- END generated: SPEC -->" around generated blocks.
#pragma once
#include <sstream>
#include <string>
#include <vector>

#include "../lib/text.hpp"  // words()

using Strings = std::vector<std::string>;

const std::string kBegin = "<!-- BEGIN generated: ", kEnd = "<!-- END generated: ";

inline bool starts(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }
inline bool ends(const std::string& s, const std::string& p) {
  return s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
}

// The SPEC of a marker line `OPEN SPEC -->`, or "" when the line is not one.
inline std::string marker(const std::string& line, const std::string& open) {
  if (!starts(line, open) || line.size() < open.size() + 4 || !ends(line, " -->")) return "";
  return line.substr(open.size(), line.size() - open.size() - 4);
}
inline bool is_marker(const std::string& l) {
  return !(marker(l, kBegin) + marker(l, kEnd)).empty();
}

// The lines of a text, without their '\n' (a last line without one counts too).
inline Strings split_lines(const std::string& text) {
  std::istringstream in(text);
  Strings lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}
