// BOJ 16879 궁전 게임 (Palace game) - https://www.acmicpc.net/problem/16879
// Rules: N palaces on a 3000x3000 board. A move takes one palace left or down any distance
//   (a rook) or one step diagonally to (x-1, y-1); who cannot move loses. koosaga moves first.
// Key fact: g(x, y) = 3 * ((x/3) xor (y/3)) + (x + y) mod 3: the board is 3x3 blocks whose
//   block values xor like rook nim, each block a latin square of x + y mod 3 (proof in README).
// Constraints: 1 <= N <= 300000, 0 <= x, y < 3000. Also answered: N = 0 and N past 300000;
//   a palace off the board is an error.
// Time: O(input bytes). Memory: O(1) beyond a 64 KiB input buffer.
// Status: samples; the formula equals the mex of the rules on all 9,000,000 cells; brute
//   force of the whole game on every small position; seeded stress; input corpus under
//   ASan/UBSan and libFuzzer (tests/, scripts/test.sh).
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// ---- reader: one block, identical in all four solutions (tests/reader_identical.sh) ----
// Whitespace-separated tokens from stdin through one fixed 64 KiB buffer, so memory does not
// grow with N. Accepts any blanks between tokens, CRLF, no final newline and a UTF-8 BOM.
// Numbers are plain decimal integers 0..10^18 (fits every sum and product below). On any
// error: one line on stderr, nothing on stdout, exit status 1.
namespace rd {
char buf[(1 << 16) + 1];  // +1: a NUL sentinel after the data stops every scan loop
size_t len = 0, pos = 0;
long line = 1;  // line of the next unread byte, for messages
bool at_eof = false;

[[noreturn, gnu::format(printf, 1, 2)]] void fail(const char* fmt, ...) {
  std::va_list args;
  va_start(args, fmt);
  std::fputs("error: ", stderr);
  std::vfprintf(stderr, fmt, args);
  std::fputc('\n', stderr);
  va_end(args);
  std::exit(1);
}

bool blank(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// Reads more input after buf[keep, len), the token being read, which moves to the front
// (keep follows it). False at the end of input.
bool refill(size_t& keep) {
  if (at_eof) return false;
  const size_t kept = len - keep;
  if (kept > 1024) fail("line %ld: a token longer than 1024 characters", line);
  std::memmove(buf, buf + keep, kept);
  const size_t got = std::fread(buf + kept, 1, sizeof buf - 1 - kept, stdin);
  if (std::ferror(stdin)) fail("cannot read standard input");
  const bool first = len == 0 && !at_eof;
  pos -= keep;
  keep = 0;
  len = kept + got;
  buf[len] = '\0';
  at_eof = got == 0;
  if (first && len >= 3 && std::memcmp(buf, "\xEF\xBB\xBF", 3) == 0) pos = 3;  // UTF-8 BOM
  return got > 0;
}

// Skips blanks; true when a token follows (buf[pos] is its first byte).
bool more() {
  for (;;) {
    const unsigned char c = static_cast<unsigned char>(buf[pos]);
    if (c > ' ') return true;
    if (blank(c)) {
      line += c == '\n';
      ++pos;
    } else if (pos < len) {
      return true;  // a control byte: the start of a bad token
    } else if (size_t keep = pos; !refill(keep)) {
      return false;
    }
  }
}

// Moves pos past the token that starts at buf[start] (start follows refills).
void skip_token(size_t& start) {
  while (!blank(static_cast<unsigned char>(buf[pos]))) {
    if (pos < len) {
      ++pos;
    } else if (!refill(start)) {
      return;
    }
  }
}

// The token at buf[start, pos) with non-printable bytes escaped, cut to 24 bytes.
const char* shown(size_t start) {
  static char out[4 * 24 + 4];
  char* o = out;
  for (size_t i = start; i < pos && i < start + 24; ++i) {
    const unsigned char c = static_cast<unsigned char>(buf[i]);
    o += c >= ' ' && c < 127 ? std::sprintf(o, "%c", c) : std::sprintf(o, "\\x%02X", c);
  }
  std::strcpy(o, pos - start > 24 ? "..." : "");
  return out;
}

[[noreturn]] void bad_token(size_t start, const char* what) {
  skip_token(start);
  fail("line %ld: expected %s, found '%s'", line, what, shown(start));
}

// The next token as a number 0..10^18; `what` names it in messages.
unsigned long long num(const char* what) {
  if (!more()) fail("line %ld: expected %s, found the end of the input", line, what);
  size_t start = pos;
  unsigned long long v = 0;
  for (;;) {
    const unsigned d = static_cast<unsigned char>(buf[pos]) - unsigned{'0'};
    if (d <= 9) {
      v = v * 10 + d;  // wraps only past 19 digits, which are re-read below
      ++pos;
    } else if (pos < len || !refill(start)) {
      break;
    }
  }
  if (pos == start || !(blank(static_cast<unsigned char>(buf[pos])) || pos == len)) {
    bad_token(start, what);
  }
  if (pos - start > 18) {  // 10^18 has 19 digits; leading zeros are allowed
    size_t s = start;
    while (buf[s] == '0' && pos - s > 1) ++s;
    v = 0;
    for (size_t i = s; i < pos && pos - s <= 19; ++i) v = v * 10 + (buf[i] - '0');
    if (pos - s > 19 || v > 1000000000000000000ULL) {
      fail("line %ld: %s %s is too large (at most 10^18)", line, what, shown(start));
    }
  }
  return v;
}

// The next token, which must be exactly `a` (returns 0) or `b` (returns 1).
int one_of(const char* a, const char* b) {
  if (!more()) fail("line %ld: expected %s or %s, found the end of the input", line, a, b);
  size_t start = pos;
  skip_token(start);
  const size_t n = pos - start;
  if (n == std::strlen(a) && std::memcmp(buf + start, a, n) == 0) return 0;
  if (n == std::strlen(b) && std::memcmp(buf + start, b, n) == 0) return 1;
  fail("line %ld: expected %s or %s, found '%s'", line, a, b, shown(start));
}
}  // namespace rd
// ---- end of reader ----

// Grundy value of one palace on (x, y).
unsigned long long palace_grundy(unsigned long long x, unsigned long long y) {
  return 3 * ((x / 3) ^ (y / 3)) + (x + y) % 3;
}

const unsigned long long kBoard = 3000;

int main() {
  if (!rd::more()) rd::fail("empty input: expected N, the number of palaces");
  const unsigned long long n = rd::num("N, the number of palaces");
  unsigned long long nim_sum = 0;
  for (unsigned long long i = 0; i < n; ++i) {
    if (!rd::more()) rd::fail("expected %llu palaces (x y) after N, found %llu", n, i);
    const unsigned long long x = rd::num("a palace's x");
    if (!rd::more()) rd::fail("expected %llu palaces (x y) after N, found %llu and an x", n, i);
    const unsigned long long y = rd::num("a palace's y");
    if (x >= kBoard || y >= kBoard) {
      rd::fail("line %ld: palace (%llu, %llu) is off the board (0 <= x, y < 3000)", rd::line, x, y);
    }
    nim_sum ^= palace_grundy(x, y);
  }
  if (rd::more()) rd::fail("line %ld: expected %llu palaces after N, found more", rd::line, n);
  std::puts(nim_sum != 0 ? "koosaga" : "cubelover");
  return 0;
}
