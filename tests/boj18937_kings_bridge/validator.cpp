// BOJ 18937 Kings' bridge - strict validator of the stated constraints and canonical format.
// Accepts exactly: line 1 `N` (1..100000); line 2 N lengths A_i (2..10^9) separated by single
//   spaces; line 3 `Whiteking` or `Blackking`; every line ends in '\n', nothing follows.
//   Numbers are plain decimal without sign or leading zeros. No CR, no tabs, no BOM.
// Exit 0 and no output when valid; else one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input). Status: passes every generated case and both samples.
#include "../common/validator.hpp"

#include <string>

namespace {
using val::in, val::pos, val::expect, val::invalid;

long long number(const char* what, long long lo, long long hi) {
  const std::string digits = val::digits();
  if (digits.empty()) val::expected(what);
  if (digits.size() > 1 && digits[0] == '0') invalid(std::string(what) + " has a leading zero");
  if (digits.size() > 10) invalid(std::string(what) + " is out of range");
  const long long v = std::stoll(digits);
  if (v < lo || v > hi) {
    invalid(std::string(what) + " = " + digits + " is out of range [" + std::to_string(lo) + ", " +
            std::to_string(hi) + "]");
  }
  return v;
}
}  // namespace

int main() {
  val::read_stdin();
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
  if (!val::at_end()) invalid("unexpected data after line 3");
  return 0;
}
