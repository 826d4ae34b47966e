// BOJ 18937 Kings' bridge - strict validator of the stated constraints and canonical format.
// Accepts exactly: line 1 `N` (1..100000); line 2 N lengths A_i (2..10^9) separated by single
//   spaces; line 3 `Whiteking` or `Blackking` (ranges and names from problem.txt); every line ends
//   in '\n', nothing follows. Numbers are plain decimal without sign or leading zeros. No CR, no
//   tabs, no BOM.
// Exit 0 and no output when valid; else one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input). Status: passes every generated case and both samples.
#include "../common/validator.hpp"

#include <cctype>
#include <string>

void val::check() {
  const long long n = val::number("N", facts::kNMin, facts::kNMax);
  val::after('\n', "N");
  for (long long i = 1; i <= n; ++i) {
    const auto a = [i] { return "A_" + std::to_string(i); };
    val::number(a, facts::kValueMin, facts::kValueMax);
    val::after(i < n ? ' ' : '\n', a);
  }
  const size_t start = val::pos;
  while (!val::at_end() && std::isalpha(static_cast<unsigned char>(val::in[val::pos]))) ++val::pos;
  const std::string king = val::in.substr(start, val::pos - start);
  const std::string kings = std::string(facts::players()[0]) + " or " + facts::players()[1];
  if (king != facts::players()[0] && king != facts::players()[1]) {
    if (king.empty()) val::expected(kings);
    val::invalid("expected " + kings + ", found '" + king.substr(0, 24) + "'");
  }
  val::after('\n', "the king's name");
  if (!val::at_end()) val::invalid("extra data after line 3: " + val::found());
}
