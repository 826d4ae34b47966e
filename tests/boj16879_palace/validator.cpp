// BOJ 16879 validator (testlib style): accepts exactly the canonical input on stdin.
// Format: `N\n` (1 <= N <= 300000), then N lines `x y\n` (0 <= x, y <= 2999; both ranges from
//   problem.txt); numbers plain
//   decimal without sign or leading zeros, one space between, '\n' line ends (no CR), the
//   final newline present, nothing after.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input bytes). Status: accepts the samples and every generated case.
#include "../common/validator.hpp"

void val::check() {
  const long long n = val::number("N", facts::kNMin, facts::kNMax);
  val::after('\n', "N");
  for (long long i = 0; i < n; ++i) {
    val::number("x", facts::kValueMin, facts::kValueMax);
    val::expect(' ', "one space between x and y");
    val::number("y", facts::kValueMin, facts::kValueMax);
    val::after('\n', "y");
  }
  if (!val::at_end()) val::invalid("extra data after the last palace: " + val::found());
}
