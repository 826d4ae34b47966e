// BOJ 11869 님블 (Nimble) - https://www.acmicpc.net/problem/11869
// Rules: M coins on a strip of cells 0, 1, 2, ...; a move slides one coin one or more cells
//   left; whoever makes the last move wins. koosaga moves first, cubelover second.
// Key fact: a coin on cell p is a nim heap of p (sliding it to q < p takes p - q stones), so
//   by Sprague-Grundy koosaga wins iff P_1 xor ... xor P_M != 0.
// Constraints: 1 <= M <= 100, 1 <= P_i <= 10^9; also M = 0 and any cell up to 9999999999.
// Time O(input), memory O(1). Status: samples; g(p) = p by mex; brute force on every small
//   position; seeded stress; input corpus under ASan/UBSan and libFuzzer (tests/).
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Grundy value of one coin on cell p: its moves reach exactly the cells 0 .. p-1.
unsigned long long coin_grundy(unsigned long long p) { return p; }

const char* const kWinner[2] = {"cubelover", "koosaga"};  // [the xor of all values != 0]
// The input, read after main (the reader, then read_coins): every value reaches on_coin(p).
template <class OnCoin>
void read_coins(OnCoin on_coin);
void write_line(const char* answer);  // the answer on stdout, or exit 1

int main() {
  unsigned long long nim_sum = 0;
  read_coins([&nim_sum](unsigned long long p) { nim_sum ^= coin_grundy(p); });
  write_line(kWinner[nim_sum != 0]);
  return 0;
}
// ---- reader: pasted from scripts/lib/reader.hpp by scripts/bundle.sh; edit it there ----
// Numbers 0..10^18 between blanks (space, \t..\r), a UTF-8 BOM first; bad input: fail(), exit 1.
namespace rd {
char buf[(1 << 16) + 1];  // 64 KiB of input (memory is flat in N), then a 0 that ends a scan
size_t len = 0, pos = 0;  // the data read is buf[0, len); the next byte is buf[pos]
long long line = 1;       // the line of buf[pos]
[[noreturn, gnu::format(printf, 1, 2)]] void fail(const char* fmt, ...) {  // one line on stderr
  std::va_list args;
  va_start(args, fmt);
  std::fputs("error: ", stderr), std::vfprintf(stderr, fmt, args), std::fputc('\n', stderr);
  va_end(args);
  std::exit(1);
}
bool refill() {  // reads the next part of the input into buf, a 0 after it; false at its end
  const bool first = len == 0;
  pos = 0, len = std::fread(buf, 1, sizeof buf - 1, stdin), buf[len] = 0;
  if (std::ferror(stdin)) fail("cannot read standard input");
  if (first && len >= 3 && std::memcmp(buf, "\xEF\xBB\xBF", 3) == 0) pos = 3;  // the BOM
  return pos < len;
}
// The next byte, not taken (++pos takes it); -1 at the end of the input.
inline int peek() { return pos < len || refill() ? static_cast<unsigned char>(buf[pos]) : -1; }
inline bool blank(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
inline int skip() {  // takes the blanks before a token; returns its first byte, -1 at the end
  int c;
  for (; (c = peek()) <= ' ' && blank(c); ++pos) line += c == '\n';
  return c;
}
unsigned long long digits(const char* what) {  // the number at pos, with care, across reads
  unsigned long long v = 0;
  for (int c; (c = peek()) >= 0 && !blank(c); ++pos) {
    if (c < '0' || c > '9') fail("line %lld: expected %s", line, what);  // a byte glued to it
    v = v * 10 + static_cast<unsigned>(c - '0');  // v <= 10^18 before: no overflow
    if (v > 1000000000000000000) fail("line %lld: %s is more than 10^18", line, what);
  }
  return v;
}
inline unsigned long long num(const char* what) {  // the next number; `what` names it in errors
  unsigned long long v = static_cast<unsigned>(skip() - '0');  // its first digit
  if (v > 9) fail("line %lld: expected %s", line, what);
  size_t p = pos + 1;
  for (unsigned d; (d = static_cast<unsigned char>(buf[p]) - 48u) <= 9; ++p) v = v * 10 + d;
  // Done if 18 digits or fewer (v < 10^18) end at ' ' or '\n' (taken); else read with care.
  if (p - pos > 18 || (buf[p] != ' ' && buf[p] != '\n')) return digits(what);
  line += buf[p] == '\n', pos = p + 1;
  return v;
}
inline long long num_line() { return line - (pos > 0 && buf[pos - 1] == '\n'); }  // num()'s line
}  // namespace rd
void write_line(const char* answer) {  // stdout that cannot take it (a full disk): an error too
  if (std::puts(answer) < 0 || std::fflush(stdout) != 0) rd::fail("cannot write standard output");
}
// ---- end of reader ----

// Reads M and the M cells; the explainer and trainer read through it too: they reject alike.
template <class OnCoin>
void read_coins(OnCoin on_coin) {
  const unsigned long long m = rd::num("M, the number of coins");
  for (unsigned long long i = 0; i < m; ++i) {
    const unsigned long long p = rd::num("a coin position");
    if (p >= 10000000000) {
      rd::fail("line %lld: cell %llu is off the strip (cells 0 to 9999999999)", rd::num_line(), p);
    }
    on_coin(p);
  }
  if (rd::skip() >= 0) rd::fail("line %lld: expected %llu coins after M, found more", rd::line, m);
}
