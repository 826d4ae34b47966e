// BOJ 16879 validator (testlib style): accepts exactly the canonical input on stdin.
// Format: `N\n` (1 <= N <= 300000), then N lines `x y\n` (0 <= x, y <= 2999); numbers plain
//   decimal without sign or leading zeros, one space between, '\n' line ends (no CR), the
//   final newline present, nothing after.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input bytes). Status: accepts the samples and every generated case.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>

namespace {
std::string in;
size_t pos = 0;
long line = 1;

[[noreturn]] void invalid(const std::string& why) {
  std::fprintf(stderr, "invalid: line %ld: %s\n", line, why.c_str());
  std::exit(1);
}

std::string shown(char c) {
  if (c >= ' ' && c < 127) return std::string("'") + c + "'";
  char b[8];
  std::snprintf(b, sizeof b, "\\x%02X", static_cast<unsigned char>(c));
  return b;
}

// A number lo..hi in canonical decimal; `what` names it in messages.
long long number(const char* what, long long lo, long long hi) {
  if (pos >= in.size()) invalid(std::string("expected ") + what + ", found the end of the input");
  const size_t start = pos;
  long long v = 0;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9' && pos - start < 10) {
    v = v * 10 + (in[pos++] - '0');
  }
  if (pos == start) invalid(std::string("expected ") + what + ", found " + shown(in[pos]));
  if (pos < in.size() && in[pos] >= '0' && in[pos] <= '9') {
    invalid(std::string(what) + " has too many digits");
  }
  if (in[start] == '0' && pos - start > 1) invalid(std::string(what) + " has a leading zero");
  if (v < lo || v > hi) {
    invalid(std::string(what) + " = " + std::to_string(v) + " is outside " + std::to_string(lo) +
            ".." + std::to_string(hi));
  }
  return v;
}

void expect(char c, const char* what) {
  if (pos >= in.size()) invalid(std::string("expected ") + what + ", found the end of the input");
  if (in[pos] != c) invalid(std::string("expected ") + what + ", found " + shown(in[pos]));
  ++pos;
  line += c == '\n';
}
}  // namespace

int main() {
  in.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  const long long n = number("N", 1, 300000);
  expect('\n', "a newline after N");
  for (long long i = 0; i < n; ++i) {
    number("x", 0, 2999);
    expect(' ', "one space between x and y");
    number("y", 0, 2999);
    expect('\n', "a newline after y");
  }
  if (pos != in.size()) invalid("extra data after the last palace");
  return 0;
}
