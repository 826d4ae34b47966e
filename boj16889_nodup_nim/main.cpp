// BOJ 16889 중복 없는 님 게임 (Nim without repeats) - https://www.acmicpc.net/problem/16889
// Rules: nim on N piles, except that no pile may ever lose the same number of stones twice;
//   who cannot move loses. koosaga moves first, cubelover second.
// Key fact: a fresh pile of a stones is worth the largest k with 1 + 2 + ... + k <= a, the most
//   moves it can give; koosaga wins iff the xor of these values is not 0.
// Constraints: 1 <= N <= 10^6, 1 <= A_i <= 60; also N = 0, N > 10^6, A_i up to 10^18. Time O(N).
// Status: value = the rules' search for a <= 90 (CI); brute force; stress; corpus; ASan; fuzzer.
#include <array>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Grundy value of a fresh pile of a stones: the largest k with k(k+1)/2 <= a (a table for a < 64).
// Proved for a <= 60 by search, checked to 110; past that it rests on Lemma A (README, part 4).
constexpr auto kSmallPiles = [] {
  std::array<unsigned char, 64> t{};
  for (unsigned a = 1, k = 0; a < 64; ++a) t[a] = k += (k + 1) * (k + 2) / 2 <= a;
  return t;
}();
inline unsigned long long pile_grundy(unsigned long long a) {
  if (a < 64) return kSmallPiles[a];
  auto k = static_cast<unsigned long long>(std::sqrt(2.0L * static_cast<long double>(a)));
  while (k * (k + 1) / 2 > a) --k;  // a <= 10^18 keeps k(k+1) < 2^64
  while ((k + 1) * (k + 2) / 2 <= a) ++k;
  return k;
}
const char* const kWinner[2] = {"cubelover", "koosaga"};  // [the xor of all values != 0]
// The input, read after main (the reader, then read_piles): every value reaches on_pile(a).
template <class OnPile>
void read_piles(OnPile on_pile);
void write_line(const char* answer);  // the answer on stdout, or exit 1

int main() {
  unsigned long long nim_sum = 0;
  read_piles([&nim_sum](unsigned long long a) { nim_sum ^= pile_grundy(a); });
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
}  // namespace rd
void write_line(const char* answer) {  // stdout that cannot take it (a full disk): an error too
  if (std::puts(answer) < 0 || std::fflush(stdout) != 0) rd::fail("cannot write standard output");
}
// ---- end of reader ----

// Reads N and the N piles, calling on_pile(a) for each (the explainer and trainer too).
template <class OnPile>
void read_piles(OnPile on_pile) {
  const unsigned long long n = rd::num("N, the number of piles");
  for (unsigned long long i = 0; i < n; ++i) on_pile(rd::num("a pile size"));
  if (rd::skip() >= 0) rd::fail("line %lld: expected %llu piles after N, found more", rd::line, n);
}
