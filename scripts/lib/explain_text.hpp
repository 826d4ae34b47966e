// Text helpers shared by the four winning-move explainers (boj*/explain.cpp, namespace ex):
//   printf into a string, the exit-3 internal error, binary digits, the components' Grundy
//   values with their nim-sum, and the lines every explanation words alike (the nim-sum and
//   who wins by it, the first line of why a winning move wins).
// Use: #include "../scripts/lib/explain_text.hpp" in boj*/explain.cpp; what differs per game
//   (the components, their moves, the `after:` line, the input) stays in that file.
// Korean: with ex::ko set (explain.cpp's `--ko`, scripts/explain.sh --ko) every line is in
//   Korean except the machine-read `after:` line, which stays as it is; the same numbers
//   appear (tests/explain/*.cpp compare them), and a Korean text says `이기는 수: ` or
//   `모든 수가 진다: ` and `승자: NAME` where the English one says `winning move: ` or
//   `every move loses: ` and `NAME wins.`.
// Status: every explainer's text is checked by tests/explain/*.cpp and tests/explain/script.sh.
#pragma once
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace ex {
const size_t kListed = 20;  // components listed one per line; the rest are counted

inline bool ko = false;  // Korean text (the `after:` line stays as it is)

// The text for the language chosen: tr("English", "한국어").
inline const char* tr(const char* en, const char* korean) { return ko ? korean : en; }

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

// The nim-sum and what it means: `mover` (a `role`: player, king; Korean: 사람, 왕) wins when
// it is not 0, else `other`.
inline void verdict(std::string& out, unsigned long long nim_sum, int width, const char* role,
                    const char* mover, const char* other) {
  add(out,
      tr("nim-sum (xor of all Grundy values): %llu (binary %s)\n",
         "님 합 (모든 그런디 수의 XOR): %llu (이진수 %s)\n"),
      nim_sum, binary(nim_sum, width).c_str());
  if (nim_sum != 0) {
    add(out,
        tr("  not 0: the %s to move can make it 0 and win.\n",
           "  0이 아니므로 현재 차례인 %s이 님 합을 0으로 만들어 이길 수 있다.\n"),
        role);
    add(out, tr("%s wins.\n", "승자: %s\n"), mover);
  } else {
    add(out, tr("  0: whoever moves now loses against best play.\n",
                "  0이므로 지금 두는 쪽이 진다 (상대가 최선을 다할 때).\n"));
    add(out, tr("%s wins.\n", "승자: %s\n"), other);
  }
}

// The first line of why a winning move on a component of Grundy value g wins (English: the
// explainer goes on with "  is smaller, ..."; Korean: the line is a whole sentence).
inline void why(std::string& out, unsigned long long g, unsigned long long nim_sum) {
  add(out,
      tr("  why: its Grundy value %llu has the nim-sum's highest 1 bit, so %llu xor %llu = %llu\n",
         "  이유: 그런디 수(%llu)에 님 합의 최상위 1 비트가 켜져 있으므로 목표 값(%llu xor %llu = "
         "%llu)이 더 작다.\n"),
      g, g, nim_sum, g ^ nim_sum);
}

// Reads the explainer's command line: nothing, or --ko. Anything else: usage, exit 2.
inline void options(int argc, char** argv, const char* program) {
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--ko") {
      ko = true;
    } else {
      std::fprintf(stderr, "usage: %s [--ko] < input   (--ko: the explanation in Korean)\n",
                   program);
      std::exit(2);
    }
  }
}
}  // namespace ex
