// The tools' words: ko and tr() (English or Korean, as --ko says), say() (printf into a
//   string), words() (the runs of non-space of a text), visible() (output made readable in a
//   one-line report: \n, \r and \t spelled out, a space before a line end (or the end) as \x20,
//   other control and non-ASCII bytes as \xNN, cut to `cap` bytes with the full size said).
// Status: used by scripts/judge/, scripts/shrink/, scripts/notes/gen_notes.cpp and
//   scripts/explain/ (as ex::ko and ex::say).
#pragma once
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

inline bool ko = false;  // --ko: the words in Korean
inline const char* tr(const char* en, const char* korean) { return ko ? korean : en; }

[[gnu::format(printf, 1, 2)]] inline std::string say(const char* fmt, ...) {
  char line[1024];
  std::va_list args;
  va_start(args, fmt);
  std::vsnprintf(line, sizeof line, fmt, args);
  va_end(args);
  return line;
}

inline std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  return {std::istream_iterator<std::string>(in), {}};
}

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
