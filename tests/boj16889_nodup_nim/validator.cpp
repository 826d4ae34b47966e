// Validator for BOJ 16889 중복 없는 님 게임 (Nim without repeats), testlib style, reading stdin.
// Canonical format: line 1 `N` (1 <= N <= 10^6); line 2 the N pile sizes A_i (1 <= A_i <= 60;
//   both ranges from problem.txt) separated by single spaces; every line ends in '\n' (final
//   newline present), nothing after it. Numbers are plain decimal: no sign, no leading zeros.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input), about 10 ms for N = 10^6. Status: passes every generated and kept input.
#include "../common/validator.hpp"

#include <string>

void val::check() {
  const long long n = val::number("N", facts::kNMin, facts::kNMax);
  val::after('\n', "N");
  for (long long i = 1; i <= n; ++i) {
    const auto a = [i] { return "A_" + std::to_string(i); };
    val::number(a, facts::kValueMin, facts::kValueMax);
    val::after(i < n ? ' ' : '\n', a);
  }
  if (!val::at_end()) val::invalid("extra data after the last pile size: " + val::found());
}
