// BOJ 18937 왕들의 외나무다리 돌게임 (Kings' bridge) - https://www.acmicpc.net/problem/18937
// Rules: N bridges of A_i cells, a white stone on the first cell and a black one on the last.
//   Whiteking moves a white stone, Blackking a black one, to another cell of its bridge
//   without reaching or passing the other stone; who cannot move loses.
// Key fact: a bridge is a nim heap of its gap A_i - 2: a move toward the other stone takes
//   from it, a move away the opponent undoes by following (proof in README).
// Constraints: 1 <= N <= 100000, 2 <= A_i <= 10^9 (a mirror's); also N = 0, N > 100000, A_i
//   up to 10^18. Time O(N). Status: samples; no draw (retrograde); brute force; stress; fuzz.
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

// Grundy value of one bridge of a cells: the free cells between the two stones.
unsigned long long bridge_grundy(unsigned long long a) { return a - 2; }
const char* const kKings[] = {"Whiteking", "Blackking"};  // the mover wins iff the xor != 0
// The input, read after main (the reader, then read_bridges): every value reaches on_bridge(a).
template <class OnBridge>
int read_bridges(OnBridge on_bridge);
void write_line(const char* answer);  // the answer on stdout, or exit 1

int main() {
  unsigned long long nim_sum = 0;
  const int first = read_bridges([&nim_sum](unsigned long long a) { nim_sum ^= bridge_grundy(a); });
  write_line(kKings[nim_sum != 0 ? first : 1 - first]);
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

// Reads N, the bridges and the first king (returns 0 or 1); the explainer and trainer too.
template <class OnBridge>
int read_bridges(OnBridge on_bridge) {
  const unsigned long long n = rd::num("N, the number of bridges");
  for (unsigned long long i = 0; i < n; ++i) {
    const unsigned long long a = rd::num("a bridge length");
    if (a < 2)
      rd::fail("line %lld: a bridge of %llu cells cannot hold both stones", rd::num_line(), a);
    on_bridge(a);
  }
  std::string name;  // the first king's name; a bad one is cut at 10 bytes
  for (int c = rd::skip(); c >= 0 && !rd::blank(c) && name.size() < 10; ++rd::pos, c = rd::peek())
    name += static_cast<char>(c);
  const int first = name == kKings[0] ? 0 : name == kKings[1] ? 1 : -1;
  if (first < 0) rd::fail("line %lld: expected the first king, Whiteking or Blackking", rd::line);
  if (rd::skip() >= 0) rd::fail("line %lld: expected nothing after the first king", rd::line);
  return first;
}
