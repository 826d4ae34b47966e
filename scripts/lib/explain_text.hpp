// Text helpers shared by the four winning-move explainers (boj*/explain.cpp, namespace ex):
//   printf into a string, the exit-3 internal error, binary digits, the components' Grundy
//   values with their nim-sum, and the lines every explanation words alike (the nim-sum and
//   who wins by it, the first line of why a winning move wins).
// Use: #include "../scripts/lib/explain_text.hpp" in boj*/explain.cpp; what differs per game
//   (the components, their moves, the `after:` line, the input) stays in that file.
// Status: every explainer's text is checked by tests/explain/*.cpp and tests/explain/script.sh.
#pragma once
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace ex {
const size_t kListed = 20;  // components listed one per line; the rest are counted

[[gnu::format(printf, 2, 3)]] inline void add(std::string& out, const char* fmt, ...) {
  char line[512];
  std::va_list args;
  va_start(args, fmt);
  std::vsnprintf(line, sizeof line, fmt, args);
  va_end(args);
  out += line;
}

// A bug in this tool or in main.cpp's function, never the input's fault: exit 3.
[[noreturn, gnu::format(printf, 1, 2)]] inline void internal(const char* fmt, ...) {
  std::va_list args;
  va_start(args, fmt);
  std::fputs("error: internal: ", stderr);
  std::vfprintf(stderr, fmt, args);
  std::fputc('\n', stderr);
  va_end(args);
  std::exit(3);
}

// v in binary, at least `width` digits.
inline std::string binary(unsigned long long v, int width) {
  std::string s;
  for (int i = 0; i < 64 && (v >> i || i < width); ++i)
    s.insert(s.begin(), static_cast<char>('0' + (v >> i & 1)));
  return s.empty() ? "0" : s;
}

inline int bits(unsigned long long v) {
  int n = 1;
  while (v >> n) ++n;
  return n;
}

// The components' Grundy values, their xor, and the binary digits of the largest (the width
// every value is shown with).
struct Values {
  std::vector<unsigned long long> g;
  unsigned long long nim_sum;
  int width;
};

// g[i] = grundy(items[i]), in input order.
template <class T, class Grundy>
Values grundy_values(const std::vector<T>& items, Grundy grundy) {
  Values v{std::vector<unsigned long long>(items.size()), 0, 1};
  unsigned long long top = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    v.g[i] = grundy(items[i]);
    v.nim_sum ^= v.g[i];
    if (v.g[i] > top) top = v.g[i];
  }
  v.width = bits(top);
  return v;
}

// The nim-sum and what it means: `mover` (a `role`: player, king) wins when it is not 0,
// else `other`.
inline void verdict(std::string& out, unsigned long long nim_sum, int width, const char* role,
                    const char* mover, const char* other) {
  add(out, "nim-sum (xor of all Grundy values): %llu (binary %s)\n", nim_sum,
      binary(nim_sum, width).c_str());
  if (nim_sum != 0) {
    add(out, "  not 0: the %s to move can make it 0 and win.\n", role);
    add(out, "%s wins.\n", mover);
  } else {
    add(out, "  0: whoever moves now loses against best play.\n");
    add(out, "%s wins.\n", other);
  }
}

// The first line of why a winning move on a component of Grundy value g wins.
inline void why(std::string& out, unsigned long long g, unsigned long long nim_sum) {
  add(out,
      "  why: its Grundy value %llu has the nim-sum's highest 1 bit, so %llu xor %llu = %llu\n", g,
      g, nim_sum, g ^ nim_sum);
}
}  // namespace ex
