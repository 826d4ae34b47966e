// Shared by the strict validators tests/boj*/validator.cpp (namespace val): all of stdin
//   in one string with the read position and line, the one-line rejection `invalid: line L:
//   <why>` (stderr, exit 1), the one way a byte is shown in messages, one byte skipped or
//   expected, and a number in canonical decimal within its range.
// Use: #include "../common/validator.hpp", val::read_stdin(), then read the format with
//   val::number, val::expect, val::after and val::skip; each validator keeps its format, its
//   ranges and the names of its fields. A name (`what`) is a string or a callable returning
//   one, made only when a message needs it (a million numbers build no names).
// Status: used by every tests/boj*/validator.cpp (CTest <p>/validate-inputs and
//   <p>/validate-san); every rejection reads `invalid: line L: expected <what>, found <byte>`
//   or names the field and the rule it breaks.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>

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

// A byte in messages, the same in every validator: a space, '\n', '\r' (CR), '\t' (tab),
// 'c' when printable ASCII, else \xHH.
inline std::string shown(char c) {
  switch (c) {
    case ' ':
      return "a space";
    case '\n':
      return "'\\n'";
    case '\r':
      return "'\\r' (CR)";
    case '\t':
      return "'\\t' (tab)";
    default:
      break;
  }
  if (c > ' ' && c < 127) return std::string("'") + c + "'";
  char b[8];
  std::snprintf(b, sizeof b, "\\x%02X", static_cast<unsigned char>(c));
  return b;
}

// What is at pos, for messages: the byte there or the end of the input.
inline std::string found() { return at_end() ? "the end of the input" : shown(in[pos]); }

// Rejects with `expected <what>, found <the byte at pos | the end of the input>`.
[[noreturn]] inline void expected(const std::string& what) {
  invalid("expected " + what + ", found " + found());
}

// Consumes the byte at pos (there must be one), counting lines.
inline void skip() { line += in[pos++] == '\n'; }

// The name `what` stands for: the string itself, or what the callable returns.
template <class What>
std::string name(const What& what) {
  if constexpr (std::is_invocable_v<const What&>) {
    return what();
  } else {
    return std::string(what);
  }
}

// Consumes the byte c, which must be next; `what` names it for expected().
template <class What>
void expect(char c, const What& what) {
  if (at_end() || in[pos] != c) expected(name(what));
  skip();
}

// Consumes the separator c that must follow the field `what`: `expected a space after A_3`.
template <class What>
void after(char c, const What& what) {
  if (at_end() || in[pos] != c) expected(shown(c) + " after " + name(what));
  skip();
}

// Consumes a number in [lo, hi] (0 <= lo <= hi) written in canonical decimal: digits only, no
// sign, no leading zero. `what` names it in messages. Too many digits is out of range too.
template <class What>
long long number(const What& what, long long lo, long long hi) {
  const size_t start = pos;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9') ++pos;
  const std::string d = in.substr(start, pos - start);
  if (d.empty()) expected(name(what));
  if (d.size() > 1 && d[0] == '0') invalid(name(what) + " has a leading zero");
  const auto outside = [&](const std::string& shown_digits) {
    invalid(name(what) + " = " + shown_digits + " is outside " + std::to_string(lo) + ".." +
            std::to_string(hi));
  };
  if (d.size() > 18) {  // more than hi has (hi < 10^18): no std::stoll overflow below
    outside(d.size() > 24 ? d.substr(0, 24) + "... (" + std::to_string(d.size()) + " digits)" : d);
  }
  const long long v = std::stoll(d);
  if (v < lo || v > hi) outside(d);
  return v;
}
}  // namespace val
