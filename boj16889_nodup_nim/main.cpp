// BOJ 16889 중복 없는 님 게임 (Nim without repeats) - https://www.acmicpc.net/problem/16889
// Rules: nim on N piles, except that no pile may ever lose the same number of stones twice;
//   who cannot move loses. koosaga moves first, cubelover second.
// Key fact: a fresh pile of a stones is worth the largest k with k(k+1)/2 <= a, the most
//   moves it can ever give (1 + 2 + ... + k <= a); koosaga wins iff the xor of these != 0.
// Constraints: 1 <= N <= 10^6, 1 <= A_i <= 60. Also answered: N = 0, N past 10^6, A_i = 0
//   and A_i past 60 (exact search confirms the formula up to a = 110; past that it rests on
//   one unproved lemma, see README).
// Time: O(input bytes). Memory: O(1) beyond a 64 KiB input buffer.
// Status: the formula equals the exact Grundy value, by search over (stones left, amounts
//   taken), for every a <= 90 in CI; brute force of the whole game on every small position;
//   seeded stress; input corpus under ASan/UBSan and libFuzzer (tests/, scripts/test.sh).
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Largest k with k(k+1)/2 <= a, by its definition (used to fill the table below).
constexpr unsigned long long max_moves(unsigned long long a) {
  unsigned long long k = 0;
  while ((k + 1) * (k + 2) / 2 <= a) ++k;
  return k;
}

struct SmallPiles {  // max_moves(a) for a < 64, computed at compile time
  unsigned char k[64];
  constexpr SmallPiles() : k{} {
    for (unsigned a = 0; a < 64; ++a) k[a] = static_cast<unsigned char>(max_moves(a));
  }
};
constexpr SmallPiles kSmallPiles;

// max_moves(a) for big piles: a floating-point guess made exact with integer steps.
[[gnu::noinline]] unsigned long long max_moves_big(unsigned long long a) {
  auto k = static_cast<unsigned long long>(std::sqrt(2.0L * static_cast<long double>(a)));
  while (k * (k + 1) / 2 > a) --k;  // a <= 10^18 keeps k(k+1) < 2^64
  while ((k + 1) * (k + 2) / 2 <= a) ++k;
  return k;
}

// Grundy value of a fresh pile of a stones: the largest k with k(k+1)/2 <= a. Proved by
// exhaustive search for a <= 60 (the judge's domain), checked to 90 in CI and to 110 once;
// past that it rests on Lemma A (README section 4), which is not proved.
unsigned long long pile_grundy(unsigned long long a) {
  return a < 64 ? kSmallPiles.k[a] : max_moves_big(a);
}

// Who wins (Sprague-Grundy): the player to move wins iff the nim-sum, the xor of the Grundy
// values of all piles, is not 0. koosaga moves first.
const char* const kWinner[2] = {"cubelover", "koosaga"};  // indexed by nim-sum != 0

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

// Reads the whole input, N and then N pile sizes, and calls on_pile(a) for each pile in
// input order; malformed input ends the program (rd::fail). The one place that reads:
// the explainer and trainer (scripts/explain/) read through it too, so both reject alike, word for
// word.
template <class OnPile>
void read_piles(OnPile on_pile) {
  if (!rd::more()) rd::fail("empty input: expected N, the number of piles");
  const unsigned long long n = rd::num("N, the number of piles");
  for (unsigned long long i = 0; i < n; ++i) {
    if (!rd::more()) rd::fail("expected %llu pile sizes after N, found %llu", n, i);
    on_pile(rd::num("a pile size"));
  }
  if (rd::more()) rd::fail("line %lld: expected %llu pile sizes after N, found more", rd::line, n);
}

#ifndef BOJ_NO_MAIN  // the tools that include this file (scripts/, tests/) bring their own main()
int main() {
  unsigned long long nim_sum = 0;
  read_piles([&nim_sum](unsigned long long a) { nim_sum ^= pile_grundy(a); });
  rd::write_line(kWinner[nim_sum != 0]);
}
#endif
