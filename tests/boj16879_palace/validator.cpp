// BOJ 16879 validator (testlib style): accepts exactly the canonical input on stdin.
// Format: `N\n` (1 <= N <= 300000), then N lines `x y\n` (0 <= x, y <= 2999); numbers plain
//   decimal without sign or leading zeros, one space between, '\n' line ends (no CR), the
//   final newline present, nothing after.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input bytes). Status: accepts the samples and every generated case.
#include "../common/validator.hpp"

#include <string>

namespace {
using val::expect, val::invalid;

// A number lo..hi in canonical decimal; `what` names it in messages.
long long number(const char* what, long long lo, long long hi) {
  const std::string digits = val::digits();
  if (digits.empty()) val::expected(what);
  if (digits.size() > 10) invalid(std::string(what) + " has too many digits");
  if (digits.size() > 1 && digits[0] == '0') invalid(std::string(what) + " has a leading zero");
  const long long v = std::stoll(digits);
  if (v < lo || v > hi) {
    invalid(std::string(what) + " = " + digits + " is outside " + std::to_string(lo) + ".." +
            std::to_string(hi));
  }
  return v;
}
}  // namespace

int main() {
  val::read_stdin();
  const long long n = number("N", 1, 300000);
  expect('\n', "a newline after N");
  for (long long i = 0; i < n; ++i) {
    number("x", 0, 2999);
    expect(' ', "one space between x and y");
    number("y", 0, 2999);
    expect('\n', "a newline after y");
  }
  if (!val::at_end()) invalid("extra data after the last palace");
  return 0;
}
