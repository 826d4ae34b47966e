// Validator for BOJ 11869 님블 (Nimble), testlib style, reading stdin.
// Canonical format: line 1 `M` (1 <= M <= 100); line 2 the M positions P_i
//   (1 <= P_i <= 10^9) separated by single spaces; every line ends in '\n' (final newline
//   present), nothing after it. Numbers are plain decimal: no sign, no leading zeros.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input). Status: passes every tests/boj11869_nimble/*.in and `cases write` output.
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

// A number in [lo, hi] that ends exactly at a `sep` byte, which is consumed.
long long number(const char* what, long long lo, long long hi, char sep) {
  const size_t start = pos;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9' && pos - start <= 11) ++pos;
  if (pos == start) {
    if (pos == in.size()) invalid(std::string("expected ") + what + ", found the end of input");
    invalid(std::string("expected ") + what + ", found byte " +
            std::to_string(static_cast<unsigned char>(in[pos])));
  }
  const std::string digits = in.substr(start, pos - start);
  if (digits.size() > 1 && digits[0] == '0') invalid(std::string(what) + " has a leading zero");
  if (digits.size() > 11) invalid(std::string(what) + " is too long");
  const long long v = std::stoll(digits);
  if (v < lo || v > hi) {
    invalid(std::string(what) + " = " + digits + " is outside " + std::to_string(lo) + ".." +
            std::to_string(hi));
  }
  if (pos == in.size()) invalid(std::string("input ends right after ") + what);
  if (in[pos] != sep) {
    invalid(std::string("after ") + what + " expected " + (sep == ' ' ? "a space" : "'\\n'") +
            ", found byte " + std::to_string(static_cast<unsigned char>(in[pos])));
  }
  ++pos;
  if (sep == '\n') ++line;
  return v;
}
}  // namespace

int main() {
  in.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  const long long m = number("M", 1, 100, '\n');
  for (long long i = 0; i < m; ++i) {
    number(("P_" + std::to_string(i + 1)).c_str(), 1, 1000000000, i + 1 < m ? ' ' : '\n');
  }
  if (pos != in.size()) invalid("extra data after the last position");
  return 0;
}
