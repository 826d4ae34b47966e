// BOJ 18937 Kings' bridge - strict validator of the stated constraints and canonical format.
// Accepts exactly: line 1 `N` (1..100000); line 2 N lengths A_i (2..10^9) separated by single
//   spaces; line 3 `Whiteking` or `Blackking`; every line ends in '\n', nothing follows.
//   Numbers are plain decimal without sign or leading zeros. No CR, no tabs, no BOM.
// Exit 0 and no output when valid; else one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input). Status: passes every generated case and both samples.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>

namespace {
std::string in;
size_t pos = 0;
int line = 1;

[[noreturn]] void invalid(const std::string& why) {
  std::fprintf(stderr, "invalid: line %d: %s\n", line, why.c_str());
  std::exit(1);
}

std::string shown(char c) {
  if (c >= ' ' && c < 127) return std::string("'") + c + "'";
  char b[8];
  std::snprintf(b, sizeof b, "\\x%02X", static_cast<unsigned char>(c));
  return b;
}

void expect(char c, const char* what) {
  if (pos >= in.size()) invalid(std::string("expected ") + what + ", found the end of the input");
  if (in[pos] != c) invalid(std::string("expected ") + what + ", found " + shown(in[pos]));
  ++pos;
  if (c == '\n') ++line;
}

long long number(const char* what, long long lo, long long hi) {
  const size_t start = pos;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9' && pos - start <= 11) ++pos;
  if (pos == start) {
    invalid(std::string("expected ") + what + ", found " +
            (start < in.size() ? shown(in[start]) : "the end of the input"));
  }
  if (in[start] == '0' && pos - start > 1) invalid(std::string(what) + " has a leading zero");
  if (pos - start > 10) invalid(std::string(what) + " is out of range");
  const long long v = std::stoll(in.substr(start, pos - start));
  if (v < lo || v > hi) {
    invalid(std::string(what) + " = " + std::to_string(v) + " is out of range [" +
            std::to_string(lo) + ", " + std::to_string(hi) + "]");
  }
  return v;
}
}  // namespace

int main() {
  in.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  const long long n = number("N", 1, 100000);
  expect('\n', "a line break after N");
  for (long long i = 0; i < n; ++i) {
    if (i > 0) expect(' ', "a single space between lengths");
    number("A_i", 2, 1000000000);
  }
  expect('\n', "a line break after the N lengths");
  const size_t start = pos;
  while (pos < in.size() && in[pos] >= 'A' && in[pos] <= 'z') ++pos;
  const std::string king = in.substr(start, pos - start);
  if (king != "Whiteking" && king != "Blackking") {
    invalid("expected Whiteking or Blackking, found '" + king.substr(0, 24) + "'");
  }
  expect('\n', "a line break after the king's name");
  if (pos != in.size()) invalid("unexpected data after line 3");
  return 0;
}
