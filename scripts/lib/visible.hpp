// Output made readable in a one-line report: \n, \r and \t spelled out, other control and
// non-ASCII bytes as \xNN, cut to `cap` bytes with the full size said. One spelling for the
// judge's FAIL lines and the shrinker's report, so the two show a case alike.
// Status: used by scripts/judge/judge.cpp and scripts/shrink/shrink.cpp.
#pragma once
#include <cstddef>
#include <cstdio>
#include <string>

inline std::string visible(const std::string& s, std::size_t cap) {
  std::string out;
  for (std::size_t i = 0; i < s.size() && i < cap; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < ' ' || c >= 127) {
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
