// libFuzzer harness shared by every target: runs one problem's real main.cpp, unchanged,
// in-process on the fuzz bytes and checks its contract on every input:
//   - main returns 0: stdout is exactly one winner name + "\n", stderr is empty;
//   - main calls exit: the status is 1, stdout is empty, stderr is exactly one line
//     "error: ..." of printable ASCII;
//   - it agrees with a small reference reader written from the rules (tokens split
//     on the six blanks, an optional BOM, plain decimal 0..10^18 (leading zeros allowed),
//     exactly the counted values, the problem's own range checks): the same inputs are
//     rejected, and on the others the same winner is printed.
// How: each problem's file tests/<folder>/fuzz.cpp includes its main.cpp through
// fuzz_target.hpp, runs what main() runs, and gives the reference reader of its rules; linked
// with -Wl,--wrap=exit, every call of exit comes to __wrap_exit below, which during a run
// longjmps back here (elsewhere, libFuzzer's own exit, it calls the real one).
// stdin/stdout/stderr are swapped for memory streams around each run.
// Build (tests/io/CMakeLists.txt does it per problem, target <p>_fuzz):
//   clang++ -std=gnu++17 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
//     -Wl,--wrap=exit tests/io/fuzz_target.cpp tests/<folder>/fuzz.cpp
// Run: scripts/fuzz.sh PROBLEM SECONDS; CTest <p>/fuzz-short (a few seconds, seeded).
// Status: 150 s per target on the reader of commit bc13a23 (num_slow restarts the token):
// 0.6M-1.7M executions each, no finding (it found the 1025-byte-token bug of the first reader
// from the corpus seeds).
#include "fuzz_target.hpp"

#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "../../scripts/lib/text.hpp"  // visible()

namespace {
std::jmp_buf back;
volatile int exit_status = -1;
volatile bool in_run = false;  // main.cpp is running: its exit comes back here
}  // namespace

extern "C" [[noreturn]] void __real_exit(int status);
extern "C" [[noreturn]] void __wrap_exit(int status) {
  if (!in_run) __real_exit(status);
  exit_status = status;
  std::longjmp(back, 1);
}

std::vector<fuzz::Token> fuzz::tokens(const std::uint8_t* data, size_t size) {
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

bool fuzz::number(const Token& t, unsigned long long& value) {
  if (t.size == 0) return false;
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

namespace {
using fuzz::kWinners;

void show(const char* label, const char* text, size_t len) {
  std::fprintf(stderr, "%s: %s\n", label, visible(std::string(text, len), 400).c_str());
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
  exit_status = -1;
  volatile int returned = -1;
  in_run = true;
  if (setjmp(back) == 0) returned = fuzz::run_solution();
  in_run = false;
  stdin = saved_in;
  stdout = saved_out;
  stderr = saved_err;
  std::fclose(in);
  std::fclose(out_stream);  // sets out, out_len
  std::fclose(err_stream);

  const int status = exit_status;
  const auto broken = [&](const char* what, int shown_status) {
    finding(what, shown_status, out, out_len, err, err_len);
  };
  if (status == -1) {
    if (returned != 0) broken("main returned non-zero", returned);
    if (err_len != 0) broken("stderr not empty on success", status);
    if (!is_winner(out, out_len)) broken("stdout is not one winner name", status);
  } else {
    if (status != 1) broken("exit status not 1", status);
    if (out_len != 0) broken("stdout not empty on error", status);
    if (!is_error_line(err, err_len))
      broken("stderr is not one printable line 'error: ...'", status);
  }
  const int want = fuzz::reference(data, size);
  const int got = status != -1 ? -1 : is_winner(out, out_len) == 1 ? 0 : 1;
  if (want != got) {
    broken(want == -1  ? "the reference reader rejects this input"
           : want == 0 ? "the reference reader wants the first winner name"
                       : "the reference reader wants the second winner name",
           status);
  }
  std::free(out);
  std::free(err);
  return 0;
}
