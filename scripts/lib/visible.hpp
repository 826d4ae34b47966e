// Output made readable in a one-line report: \n, \r and \t spelled out, a space before a line
// end (or the end) as \x20, other control and non-ASCII bytes as \xNN, cut to `cap` bytes with
// the full size said. One spelling for the judge's and the shrinker's reports.
// Status: used by scripts/judge/judge.cpp and scripts/shrink/shrink.cpp.
#pragma once
#include <cstddef>
#include <cstdio>
#include <string>

inline std::string visible(const std::string& s, std::size_t cap) {
  std::string out;
  for (std::size_t i = 0; i < s.size() && i < cap; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t next = c == ' ' ? s.find_first_not_of(' ', i) : 0;
    const bool trailing =
        c == ' ' && (next == std::string::npos || s[next] == '\n' || s[next] == '\r');
    if (c == '\n' || c == '\r' || c == '\t') {
      out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
    } else if (c < ' ' || c >= 127 || trailing) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", c);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  if (s.size() > cap) out += "... (" + std::to_string(s.size()) + " bytes)";
  return out;
}
