// The input reader of every <folder>/main.cpp, kept once: the block below, from its first
// marker line to its last, is pasted into each main.cpp between the same two lines by
// scripts/bundle.sh (a submission is one file, so it cannot include this). Edit it here, then
// run scripts/bundle.sh; `scripts/bundle.sh --check` (CTest repo/reader-bundled) fails when a
// main.cpp's copy differs. What it accepts and how it reads: tests/README.md, "The reader".
// Status: in every main.cpp; its behaviour is checked through them (corpus, fuzz, sanitizers).
#pragma once
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// ---- reader: pasted from scripts/lib/reader.hpp by scripts/bundle.sh; edit it there ----
// Numbers 0..10^18 between blanks (space, \t..\r: CRLF too), a UTF-8 BOM first. Bad input: one
// line on stderr (fail), nothing on stdout, exit status 1.
namespace rd {
char buf[1 << 16];        // one 64 KiB buffer: memory is flat in N
size_t len = 0, pos = 0;  // the data read is buf[0, len); the next byte is buf[pos]
long long line = 1;       // the line of buf[pos]
[[noreturn, gnu::format(printf, 1, 2)]] void fail(const char* fmt, ...) {
  std::va_list args;
  va_start(args, fmt);
  std::fputs("error: ", stderr), std::vfprintf(stderr, fmt, args), std::fputc('\n', stderr);
  va_end(args);
  std::exit(1);
}
// Reads the next part of the input into buf; false at its end.
bool refill() {
  const bool first = len == 0;
  pos = 0, len = std::fread(buf, 1, sizeof buf, stdin);
  if (std::ferror(stdin)) fail("cannot read standard input");
  if (first && len >= 3 && std::memcmp(buf, "\xEF\xBB\xBF", 3) == 0) pos = 3;  // the BOM
  return pos < len;
}
// The next byte, not taken (++pos takes it); -1 at the end of the input.
inline int peek() { return pos < len || refill() ? static_cast<unsigned char>(buf[pos]) : -1; }
inline bool blank(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
// Takes the blanks before the next token; returns its first byte, -1 at the end.
inline int skip() {
  int c;
  for (; (c = peek()) <= ' ' && blank(c); ++pos)
    if (c == '\n') ++line;
  return c;
}
[[noreturn]] void expected(const char* what) { fail("line %lld: expected %s", line, what); }
// The next token, a decimal number (leading zeros allowed); `what` names it in messages.
inline unsigned long long num(const char* what) {
  int c = skip();
  if (c < '0' || c > '9') expected(what);
  unsigned long long v = 0;
  for (; c >= '0' && c <= '9'; ++pos, c = peek()) {
    v = v * 10 + static_cast<unsigned>(c - '0');  // v <= 10^18 before: no overflow
    if (v > 1000000000000000000) fail("line %lld: %s is more than 10^18", line, what);
  }
  if (c == ' ')
    ++pos;  // the usual separator, taken now: skip() has less to do
  else if (c >= 0 && !blank(c))
    expected(what);  // a byte glued to the digits
  return v;
}
// Writes the answer; one that cannot be written (stdout on a full disk) is an error too.
void write_line(const char* answer) {
  std::puts(answer);
  if (std::fflush(stdout) != 0) fail("cannot write standard output");
}
}  // namespace rd
// ---- end of reader ----
