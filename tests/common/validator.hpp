// Shared by the four strict validators tests/boj*/validator.cpp (namespace val): all of stdin
//   in one string with the read position and line, the one-line rejection `invalid: line L:
//   <why>` (stderr, exit 1), a byte as messages show it, one byte skipped or expected, and the
//   run of digits a number is made of.
// Use: #include "../common/validator.hpp", val::read_stdin(), then read the format with
//   val::expect, val::skip and val::digits; each validator keeps its format, its ranges, what a
//   number may look like and the wording of its messages.
// Status: used by the four tests/boj*/validator.cpp (CTest <p>/validate-inputs); their stderr
//   line and exit status are byte for byte those of the validators before it.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

namespace val {
inline std::string in;  // all of stdin
inline size_t pos = 0;  // the next byte to read
inline long line = 1;   // the line pos is on, for messages

inline void read_stdin() {
  char buf[1 << 16];
  for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
}

[[noreturn]] inline void invalid(const std::string& why) {
  std::fprintf(stderr, "invalid: line %ld: %s\n", line, why.c_str());
  std::exit(1);
}

inline bool at_end() { return pos >= in.size(); }

// A byte in messages: 'c' when printable ASCII, else \xHH.
inline std::string shown(char c) {
  if (c >= ' ' && c < 127) return std::string("'") + c + "'";
  char b[8];
  std::snprintf(b, sizeof b, "\\x%02X", static_cast<unsigned char>(c));
  return b;
}

// Rejects with `expected <what>, found <the byte at pos | the end of the input>`.
[[noreturn]] inline void expected(const std::string& what) {
  invalid("expected " + what + ", found " + (at_end() ? "the end of the input" : shown(in[pos])));
}

// Consumes the byte at pos (there must be one), counting lines.
inline void skip() { line += in[pos++] == '\n'; }

// Consumes the byte c, which must be next; `what` names it for expected().
inline void expect(char c, const char* what) {
  if (at_end() || in[pos] != c) expected(what);
  skip();
}

// Consumes the longest run of decimal digits at pos and returns it (empty: no digit at pos).
inline std::string digits() {
  const size_t start = pos;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9') ++pos;
  return in.substr(start, pos - start);
}
}  // namespace val
