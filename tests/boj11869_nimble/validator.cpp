// Validator for BOJ 11869 님블 (Nimble), testlib style, reading stdin.
// Canonical format: line 1 `M` (1 <= M <= 100); line 2 the M positions P_i
//   (1 <= P_i <= 10^9; both ranges from problem.txt) separated by single spaces; every line ends in
//   '\n' (final newline present), nothing after it. Numbers are plain decimal: no sign, no leading
//   zeros.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input). Status: passes every tests/boj11869_nimble/*.in and `cases write` output.
#include "../common/validator.hpp"

#include <string>

void val::check() {
  const long long m = val::number("M", facts::kNMin, facts::kNMax);
  val::after('\n', "M");
  for (long long i = 1; i <= m; ++i) {
    const auto p = [i] { return "P_" + std::to_string(i); };
    val::number(p, facts::kValueMin, facts::kValueMax);
    val::after(i < m ? ' ' : '\n', p);
  }
  if (!val::at_end()) val::invalid("extra data after the last position: " + val::found());
}
