// BOJ 18937 왕들의 외나무다리 돌게임 (Kings' bridge) - https://www.acmicpc.net/problem/18937
// Rules: N bridges of A_i cells, a white stone on the first cell and a black one on the last.
//   Whiteking moves a white stone, Blackking a black one, to another cell of its bridge
//   without reaching or passing the other stone; who cannot move loses.
// Key fact: a bridge is a nim heap of its gap A_i - 2: moving toward the other stone takes
//   from the heap, and a move away can be undone at once by the opponent following, which
//   never helps the mover (proof in README). So the king to move wins iff xor (A_i - 2) != 0.
// Constraints: 1 <= N <= 100000, 2 <= A_i <= 10^9 (a mirror's; the judge states none).
//   Also answered: N = 0, N past 100000, A_i up to 10^18; A_i < 2 is an error.
// Time: O(input bytes). Memory: O(1) beyond a 64 KiB input buffer.
// Status: samples; retrograde analysis of the loopy two-player game on every position of
//   small bridge sets finds no draw and this winner; brute force of the whole game on every
//   small input; seeded stress; input corpus under ASan/UBSan and libFuzzer (tests/).
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Grundy value of one bridge of a cells: the free cells between the two stones.
unsigned long long bridge_grundy(unsigned long long a) { return a - 2; }

const char* const kKings[] = {"Whiteking", "Blackking"};  // the input's and output's names

// Who wins (Sprague-Grundy): the king to move wins iff the nim-sum, the xor of the Grundy
// values of all bridges, is not 0.
const char* winner(int first, unsigned long long nim_sum) {
  return kKings[nim_sum != 0 ? first : 1 - first];
}

// ---- reader: one block, identical in all four solutions (tests/reader_identical.sh) ----
// Whitespace-separated tokens from stdin through one fixed 64 KiB buffer, so memory does not
// grow with N. Accepts any blanks between tokens, CRLF, no final newline and a UTF-8 BOM.
// Numbers are plain decimal integers 0..10^18 (fits every sum and product below). On any
// error: one line on stderr, nothing on stdout, exit status 1.
// Speed: a NUL sentinel after the data ends every scan loop, so the usual token costs one
// compare per byte; anything unusual (runs of blanks, CR, a buffer end, errors) is handled
// by separate cold functions, which start the token again.
// Output: write_line() writes the answer; when it cannot be written (a full disk, stdout on
// /dev/full) that is an error too, reported like a bad input (coreutils tools do the same).
// `inline` on every function is a hint GCC -O2 follows (the speed in tests/README.md was
// measured with it); on the globals, in one file, it changes nothing.
namespace rd {
inline char buf[(1 << 16) + 1];  // +1: the sentinel
inline size_t len = 0, pos = 0;  // the data is buf[0, len); the next unread byte is buf[pos]
inline long long line = 1;       // the line of buf[pos] (long long: printed with %lld)
inline bool at_eof = false;

[[noreturn, gnu::format(printf, 1, 2), gnu::cold]] inline void fail(const char* fmt, ...) {
  std::va_list args;
  va_start(args, fmt);
  std::fputs("error: ", stderr);
  std::vfprintf(stderr, fmt, args);
  std::fputc('\n', stderr);
  va_end(args);
  std::exit(1);
}

inline bool blank(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// Moves buf[keep, len), a token being read, to the front (pos follows it) and reads on after
// it. False at the end of the input.
[[gnu::noinline]] inline bool refill(size_t keep) {
  const size_t kept = len - keep;
  if (kept > 1024) fail("line %lld: a token longer than 1024 characters", line);
  std::memmove(buf, buf + keep, kept);
  const bool first = len == 0 && !at_eof;
  pos -= keep;
  const size_t got = at_eof ? 0 : std::fread(buf + kept, 1, sizeof buf - 1 - kept, stdin);
  if (std::ferror(stdin)) fail("cannot read standard input");
  len = kept + got;
  buf[len] = '\0';
  at_eof = got == 0;
  if (first && len >= 3 && std::memcmp(buf, "\xEF\xBB\xBF", 3) == 0) pos = 3;  // UTF-8 BOM
  return !at_eof;
}

// more() for everything but a token right at pos: newlines, runs of blanks, buffer ends.
[[gnu::noinline]] inline bool skip_blanks() {
  for (;; ++pos) {
    const unsigned char c = static_cast<unsigned char>(buf[pos]);
    if (c > ' ') return true;
    if (c == '\n') {
      ++line;
    } else if (!blank(c)) {
      if (pos < len) return true;  // a control byte: it starts a bad token
      if (!refill(pos)) return false;
      --pos;  // the loop's ++pos comes back to it (unsigned wrap-around is defined)
    }
  }
}

// Skips blanks; true when a token follows (buf[pos] is its first byte).
inline bool more() { return static_cast<unsigned char>(buf[pos]) > ' ' || skip_blanks(); }

// The token at buf[start, ...) with unprintable bytes escaped, cut to 24 bytes; moves pos
// past it.
[[gnu::cold]] inline const char* shown(size_t start) {
  for (;;) {
    if (blank(static_cast<unsigned char>(buf[pos]))) break;
    if (pos < len) {
      ++pos;
    } else {
      const bool more_data = refill(start);
      start = 0;
      if (!more_data) break;
    }
  }
  if (pos - start > 1024) fail("line %lld: a token longer than 1024 characters", line);
  static char out[4 * 24 + 4];
  char* o = out;
  for (size_t i = start; i < pos && i < start + 24; ++i) {
    const unsigned char c = static_cast<unsigned char>(buf[i]);
    o += c > ' ' && c < 127 ? std::sprintf(o, "%c", c) : std::sprintf(o, "\\x%02X", c);
  }
  std::strcpy(o, pos - start > 24 ? "..." : "");
  return out;
}

// num() for everything but its usual case, reading the token again from its start: a buffer
// end inside it, no digits, a bad byte after them, more than 18 digits, or another blank.
[[gnu::cold, gnu::noinline]] inline unsigned long long num_slow(const char* what) {
  size_t start = pos, p = pos;
  unsigned long long v = 0;
  unsigned d;  // the byte after the digits, minus '0'
  for (;;) {
    while ((d = static_cast<unsigned char>(buf[p]) - unsigned{'0'}) <= 9) {
      v = v * 10 + d;
      ++p;
    }
    if (d != 0u - '0' || p < len) break;  // not the sentinel (testing d first saves a load)
    pos = p;                              // the sentinel: read on, keeping the digits so far
    const bool more_data = refill(start);
    p = pos;
    start = 0;
    if (!more_data) break;
  }
  pos = p;
  if (p - start > 1024) fail("line %lld: a token longer than 1024 characters", line);
  if (p == start || !(blank(static_cast<unsigned char>(buf[p])) || p == len)) {
    fail("line %lld: expected %s, found '%s'", line, what, shown(start));
  }
  size_t s = start;
  while (buf[s] == '0' && p - s > 1) ++s;  // leading zeros are allowed
  if (p - s > 19 || (p - s == 19 && v > 1000000000000000000ULL)) {
    fail("line %lld: %s %s is too large (at most 10^18)", line, what, shown(start));
  }
  return v;
}

// The token at pos as a number 0..10^18; `what` names it in messages. Call it only after
// more() was true: buf[pos] is then not a blank, so a token without digits cannot pass for
// the usual case. Only that case is inline, 1 to 18 digits then a space or a newline (eaten
// too): the smaller the inlined part, the fewer instructions per token (scripts/bench.sh).
inline unsigned long long num(const char* what) {
  size_t p = pos;
  unsigned long long v = 0;
  unsigned d;  // the byte after the digits, minus '0'
  while ((d = static_cast<unsigned char>(buf[p]) - unsigned{'0'}) <= 9) {
    v = v * 10 + d;
    ++p;
  }
  if (p - pos > 18) return num_slow(what);
  if (d == unsigned{'\n'} - '0') {
    ++line;
  } else if (d != unsigned{' '} - '0') {
    return num_slow(what);
  }
  pos = p + 1;
  return v;
}

// The line of the number num() just returned (it may have eaten the newline after it).
inline long long number_line() { return line - (pos > 0 && buf[pos - 1] == '\n'); }

// The next token, which must be exactly `a` (returns 0) or `b` (returns 1).
inline int one_of(const char* a, const char* b) {
  if (!more()) fail("line %lld: expected %s or %s, found the end of the input", line, a, b);
  const char* const token = shown(pos);  // NUL-free and <= 24 bytes when it matches
  if (std::strcmp(token, a) == 0) return 0;
  if (std::strcmp(token, b) == 0) return 1;
  fail("line %lld: expected %s or %s, found '%s'", line, a, b, token);
}

// Writes `answer` and a newline to stdout. The flush makes a failed write show now, not in
// exit() where it would pass unnoticed; ferror() also catches one that failed before it.
inline void write_line(const char* answer) {
  std::puts(answer);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) fail("cannot write standard output");
}
}  // namespace rd
// ---- end of reader ----

// Reads the whole input, N, then N bridge lengths, then the first king's name, and calls
// on_bridge(a) for each bridge in input order; returns the king who moves first (0 Whiteking,
// 1 Blackking). Malformed input or a bridge too short for its stones ends the program
// (rd::fail). The one place that reads: the explainer and trainer (scripts/explain/) read through
// it too, so both reject alike, word for word.
template <class OnBridge>
int read_bridges(OnBridge on_bridge) {
  if (!rd::more()) rd::fail("empty input: expected N, the number of bridges");
  const unsigned long long n = rd::num("N, the number of bridges");
  for (unsigned long long i = 0; i < n; ++i) {
    if (!rd::more()) rd::fail("expected %llu bridge lengths after N, found %llu", n, i);
    const unsigned long long a = rd::num("a bridge length");
    if (a < 2)
      rd::fail("line %lld: a bridge of %llu cells cannot hold both stones", rd::number_line(), a);
    on_bridge(a);
  }
  const int first = rd::one_of(kKings[0], kKings[1]);
  if (rd::more()) rd::fail("line %lld: unexpected input after the first king's name", rd::line);
  return first;
}

#ifndef BOJ_NO_MAIN  // the tools that include this file (scripts/, tests/) bring their own main()
int main() {
  unsigned long long nim_sum = 0;
  const int first = read_bridges([&nim_sum](unsigned long long a) { nim_sum ^= bridge_grundy(a); });
  rd::write_line(winner(first, nim_sum));
}
#endif
