// Validator for BOJ 16889 중복 없는 님 게임 (Nim without repeats), testlib style, reading stdin.
// Canonical format: line 1 `N` (1 <= N <= 10^6); line 2 the N pile sizes A_i (1 <= A_i <= 60)
//   separated by single spaces; every line ends in '\n' (final newline present), nothing
//   after it. Numbers are plain decimal: no sign, no leading zeros.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input), about 10 ms for N = 10^6. Status: passes every generated and kept input.
#include "../common/validator.hpp"

#include <string>

namespace {
using val::in, val::pos, val::invalid;

std::string byte_name() {
  if (val::at_end()) return "the end of input";
  const unsigned char c = static_cast<unsigned char>(in[pos]);
  if (c == '\n') return "'\\n'";
  if (c == '\r') return "'\\r' (CR)";
  if (c == ' ') return "a space";
  if (c > ' ' && c < 127) return std::string("'") + static_cast<char>(c) + "'";
  return "byte " + std::to_string(c);
}

// A number in [lo, hi] that ends exactly at a `sep` byte, which is consumed. `what` and
// `index` (0: none) name it in messages.
long long number(const char* what, long long index, long long lo, long long hi, char sep) {
  const auto name = [&] {
    return std::string(what) + (index > 0 ? "_" + std::to_string(index) : std::string());
  };
  const std::string digits = val::digits();
  if (digits.empty()) invalid("expected " + name() + ", found " + byte_name());
  if (digits.size() > 1 && digits[0] == '0') invalid(name() + " has a leading zero");
  if (digits.size() > 9) invalid(name() + " is too long");
  const long long v = std::stoll(digits);
  if (v < lo || v > hi) {
    invalid(name() + " = " + digits + " is outside " + std::to_string(lo) + ".." +
            std::to_string(hi));
  }
  if (val::at_end() || in[pos] != sep) {
    invalid(std::string("after ") + name() + " expected " + (sep == ' ' ? "a space" : "'\\n'") +
            ", found " + byte_name());
  }
  val::skip();
  return v;
}
}  // namespace

int main() {
  val::read_stdin();
  const long long n = number("N", 0, 1, 1000000, '\n');
  for (long long i = 1; i <= n; ++i) number("A", i, 1, 60, i < n ? ' ' : '\n');
  if (!val::at_end()) invalid("extra data after the last pile size: " + byte_name());
  return 0;
}
