// Validator for BOJ 11869 님블 (Nimble), testlib style, reading stdin.
// Canonical format: line 1 `M` (1 <= M <= 100); line 2 the M positions P_i
//   (1 <= P_i <= 10^9) separated by single spaces; every line ends in '\n' (final newline
//   present), nothing after it. Numbers are plain decimal: no sign, no leading zeros.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input). Status: passes every tests/boj11869_nimble/*.in and `cases write` output.
#include "../common/validator.hpp"

#include <string>

namespace {
using val::in, val::pos, val::invalid;

std::string byte_here() { return "byte " + std::to_string(static_cast<unsigned char>(in[pos])); }

// A number in [lo, hi] that ends exactly at a `sep` byte, which is consumed.
long long number(const std::string& what, long long lo, long long hi, char sep) {
  const std::string digits = val::digits();
  if (digits.empty()) {
    invalid("expected " + what + ", found " + (val::at_end() ? "the end of input" : byte_here()));
  }
  if (digits.size() > 1 && digits[0] == '0') invalid(what + " has a leading zero");
  if (digits.size() > 11) invalid(what + " is too long");
  const long long v = std::stoll(digits);
  if (v < lo || v > hi) {
    invalid(what + " = " + digits + " is outside " + std::to_string(lo) + ".." +
            std::to_string(hi));
  }
  if (val::at_end()) invalid("input ends right after " + what);
  if (in[pos] != sep) {
    invalid("after " + what + " expected " + (sep == ' ' ? "a space" : "'\\n'") + ", found " +
            byte_here());
  }
  val::skip();
  return v;
}
}  // namespace

int main() {
  val::read_stdin();
  const long long m = number("M", 1, 100, '\n');
  for (long long i = 0; i < m; ++i) {
    number("P_" + std::to_string(i + 1), 1, 1000000000, i + 1 < m ? ' ' : '\n');
  }
  if (pos != in.size()) invalid("extra data after the last position");
  return 0;
}
