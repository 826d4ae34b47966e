// libFuzzer target: runs one problem's real main.cpp, unchanged, in-process on the fuzz bytes
// and checks its contract on every input:
//   - main returns 0: stdout is exactly one winner name + "\n", stderr is empty;
//   - main calls exit: the status is 1, stdout is empty, stderr is exactly one line
//     "error: ..." of printable ASCII;
//   - it agrees with a small reference reader written here from the rules (tokens
//     split on the six blanks, an optional BOM, plain decimal 0..10^18 of at most 1024 bytes,
//     exactly the counted values, the problem's own range checks): the same inputs are
//     rejected, and on the others the same winner is printed.
// How: after the standard headers, `exit` is #defined to fuzz_exit (declared in std too), so
// main.cpp's std::exit(1) lands in fuzz_exit below, which longjmps back here; main is renamed
// the same way. (-Dexit=fuzz_exit on the command line does not work with libstdc++: <cstdlib>
// #undefs exit, then fails on `using ::exit`.) stdin/stdout/stderr are swapped for memory
// streams around each run and the reader's state (rd::len, pos, at_eof, line, buf[0]) is
// reset first.
// Build (tests/io/CMakeLists.txt does it per problem, target <p>_fuzz):
//   clang++ -std=gnu++17 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
//     -DPROBLEM=11869 -I<folder of main.cpp> tests/io/fuzz_target.cpp
// Run: scripts/fuzz.sh PROBLEM SECONDS; CTest <p>/fuzz-short (a few seconds, seeded).
// Status: 150 s per target on the reader of commit bc13a23 (num_slow restarts the token):
// 0.6M-1.7M executions each, no finding (it found the 1025-byte-token bug of the first reader
// from the corpus seeds).
#include <cmath>  // every header a main.cpp includes, before `exit` is redefined
#include <csetjmp>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace fuzz {
std::jmp_buf back;
volatile int exit_status = -1;
}  // namespace fuzz

// The solution's std::exit (see the header).
extern "C" [[noreturn]] void fuzz_exit(int status) noexcept {
  fuzz::exit_status = status;
  std::longjmp(fuzz::back, 1);
}
namespace std {
using ::fuzz_exit;
}  // namespace std

#define exit fuzz_exit
#define main solution_main
#include "main.cpp"  // found through -I<folder>
#undef main
#undef exit

namespace {
#if PROBLEM == 18937
const char* const kWinners[] = {"Whiteking\n", "Blackking\n"};
#elif PROBLEM == 11869 || PROBLEM == 16879 || PROBLEM == 16889
const char* const kWinners[] = {"koosaga\n", "cubelover\n"};
#else
#error "build with -DPROBLEM=11869, 16879, 16889 or 18937"
#endif

// ---- the reference reader: simple and slow, straight from the rules of the issue
struct Token {
  const unsigned char* data;
  size_t size;
};

std::vector<Token> tokens(const std::uint8_t* data, size_t size) {
  const auto blank = [](unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  size_t i = size >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  std::vector<Token> out;
  while (i < size) {
    if (blank(data[i])) {
      ++i;
      continue;
    }
    const size_t start = i;
    while (i < size && !blank(data[i])) ++i;
    out.push_back({data + start, i - start});
  }
  return out;
}

// A plain decimal integer of at most 1024 bytes and value at most 10^18.
bool number(const Token& t, unsigned long long& value) {
  if (t.size == 0 || t.size > 1024) return false;
  for (size_t i = 0; i < t.size; ++i) {
    if (t.data[i] < '0' || t.data[i] > '9') return false;
  }
  size_t i = 0;
  while (i + 1 < t.size && t.data[i] == '0') ++i;
  if (t.size - i > 19) return false;
  value = 0;
  for (; i < t.size; ++i) value = value * 10 + (t.data[i] - '0');
  return value <= 1000000000000000000ULL;
}

// The winner's index in kWinners, or -1 for an input that must be rejected.
int reference(const std::uint8_t* data, size_t size) {
  const std::vector<Token> t = tokens(data, size);
  unsigned long long n = 0, v = 0, w = 0, nim = 0;
  if (t.empty() || !number(t[0], n)) return -1;
#if PROBLEM == 11869  // coins on cells 0 .. 10^10 - 1; a coin is a nim heap of its cell
  if (n != t.size() - 1) return -1;
  for (size_t i = 1; i < t.size(); ++i) {
    if (!number(t[i], v) || v >= 10000000000ULL) return -1;
    nim ^= v;
  }
#elif PROBLEM == 16879  // palaces (x, y), 0 <= x, y < 3000
  if ((t.size() - 1) % 2 != 0 || n != (t.size() - 1) / 2) return -1;
  for (size_t i = 1; i < t.size(); i += 2) {
    if (!number(t[i], v) || !number(t[i + 1], w) || v >= 3000 || w >= 3000) return -1;
    nim ^= 3 * ((v / 3) ^ (w / 3)) + (v + w) % 3;
  }
#elif PROBLEM == 16889  // piles of any size; worth the largest k with k(k+1)/2 <= a
  if (n != t.size() - 1) return -1;
  for (size_t i = 1; i < t.size(); ++i) {
    if (!number(t[i], v)) return -1;
    unsigned long long lo = 0, hi = 2000000000;  // k(k+1)/2 <= 10^18 needs k < 1.5e9
    while (lo < hi) {
      const unsigned long long mid = (lo + hi + 1) / 2;
      if (mid * (mid + 1) / 2 <= v) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    nim ^= lo;
  }
#else  // bridges of at least 2 cells, a nim heap of A - 2; then the first king's name
  if (t.size() < 2 || n != t.size() - 2) return -1;
  for (size_t i = 1; i + 1 < t.size(); ++i) {
    if (!number(t[i], v) || v < 2) return -1;
    nim ^= v - 2;
  }
  const Token& name = t.back();
  const auto is = [&name](const char* s) {
    return name.size == std::strlen(s) && std::memcmp(name.data, s, name.size) == 0;
  };
  if (!is("Whiteking") && !is("Blackking")) return -1;
  const int first = is("Whiteking") ? 0 : 1;
  return nim != 0 ? first : 1 - first;
#endif
  return nim != 0 ? 0 : 1;
}

void show(const char* label, const char* text, size_t len) {
  std::fprintf(stderr, "%s (%zu bytes): \"", label, len);
  for (size_t i = 0; i < len && i < 400; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= ' ' && c < 127 && c != '\\' && c != '"') {
      std::fputc(c, stderr);
    } else {
      std::fprintf(stderr, "\\x%02X", c);
    }
  }
  std::fputs(len > 400 ? "\"...\n" : "\"\n", stderr);
}

// A broken contract: describe it and abort, which libFuzzer reports and saves as a crash.
[[noreturn]] void finding(const char* what, int status, const char* out, size_t out_len,
                          const char* err, size_t err_len) {
  std::fprintf(stderr, "\n*** contract broken: %s (exit status %d, -1: main returned)\n", what,
               status);
  show("stdout", out, out_len);
  show("stderr", err, err_len);
  std::abort();
}

// 1 + the index of the winner name that out is exactly, or 0.
int is_winner(const char* out, size_t len) {
  for (int i = 0; i < 2; ++i) {
    if (len == std::strlen(kWinners[i]) && std::memcmp(out, kWinners[i], len) == 0) return 1 + i;
  }
  return 0;
}

// Exactly one line "error: ...\n", every byte before the newline printable ASCII.
bool is_error_line(const char* err, size_t len) {
  if (len < 8 || std::memcmp(err, "error: ", 7) != 0 || err[len - 1] != '\n') return false;
  for (size_t i = 0; i + 1 < len; ++i) {
    const unsigned char c = static_cast<unsigned char>(err[i]);
    if (c < ' ' || c >= 127) return false;
  }
  return true;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  // fmemopen refuses an empty buffer; an empty file is the same input.
  FILE* in = size > 0 ? fmemopen(const_cast<std::uint8_t*>(data), size, "r")
                      : std::fopen("/dev/null", "r");
  char* out = nullptr;
  char* err = nullptr;
  size_t out_len = 0, err_len = 0;
  FILE* out_stream = open_memstream(&out, &out_len);
  FILE* err_stream = open_memstream(&err, &err_len);
  if (in == nullptr || out_stream == nullptr || err_stream == nullptr) {
    std::perror("fuzz_target: cannot open the memory streams");
    std::abort();
  }
  FILE* const saved_in = stdin;
  FILE* const saved_out = stdout;
  FILE* const saved_err = stderr;
  stdin = in;
  stdout = out_stream;
  stderr = err_stream;
  rd::len = 0;
  rd::pos = 0;
  rd::at_eof = false;
  rd::line = 1;
  rd::buf[0] = '\0';
  fuzz::exit_status = -1;
  volatile int returned = -1;
  if (setjmp(fuzz::back) == 0) returned = solution_main();
  stdin = saved_in;
  stdout = saved_out;
  stderr = saved_err;
  std::fclose(in);
  std::fclose(out_stream);  // sets out, out_len
  std::fclose(err_stream);

  const int status = fuzz::exit_status;
  if (status == -1) {
    if (returned != 0) finding("main returned non-zero", returned, out, out_len, err, err_len);
    if (err_len != 0) finding("stderr not empty on success", status, out, out_len, err, err_len);
    if (!is_winner(out, out_len)) {
      finding("stdout is not one winner name", status, out, out_len, err, err_len);
    }
  } else {
    if (status != 1) finding("exit status not 1", status, out, out_len, err, err_len);
    if (out_len != 0) finding("stdout not empty on error", status, out, out_len, err, err_len);
    if (!is_error_line(err, err_len)) {
      finding("stderr is not one printable line 'error: ...'", status, out, out_len, err, err_len);
    }
  }
  const int want = reference(data, size);
  const int got = status != -1 ? -1 : is_winner(out, out_len) == 1 ? 0 : 1;
  if (want != got) {
    char what[120];
    std::snprintf(what, sizeof what, "the reference reader %s",
                  want == -1  ? "rejects this input"
                  : want == 0 ? "wants the first winner name"
                              : "wants the second winner name");
    finding(what, status, out, out_len, err, err_len);
  }
  std::free(out);
  std::free(err);
  return 0;
}
