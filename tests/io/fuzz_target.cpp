// libFuzzer harness of every problem (<p>_fuzz, built by tests/io/CMakeLists.txt with BOJ_GAME):
// runs main.cpp in-process on the fuzz bytes; it must print one winner name or exit 1 with one
// `error: ` line, and agree with a reference reader from the rules and facts (fuzz::reference).
// Run: scripts/fuzz.sh PROBLEM SECONDS; <p>/fuzz-short. Status: 150 s a target at bc13a23, no
// finding (it found the first reader's 1025-byte-token bug).
#include BOJ_GAME

#include <algorithm>
#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>

#include "../../scripts/shrink/shrinker.hpp"  // shrink::parse, visible()

namespace {
std::jmp_buf back;
volatile int exit_status = -1;
volatile bool in_run = false;  // main.cpp is running: its exit comes back here
}  // namespace

// Linked with -Wl,--wrap=exit: main.cpp's exit comes back to the run by longjmp; libFuzzer's own
// exit is the real one.
extern "C" [[noreturn]] void __real_exit(int status);
extern "C" [[noreturn]] void __wrap_exit(int status) {
  if (!in_run) __real_exit(status);
  exit_status = status;
  std::longjmp(back, 1);
}

namespace fuzz {
// The winner (0: the first player name, 1: the second) of the input, or -1 where it breaks
// the rules or the facts: the shrinker's parse with main.cpp's ranges, after one BOM.
int reference(const std::uint8_t* data, size_t size) {
  const size_t bom = size >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  shrink::Case c;
  std::string why;
  if (!shrink::parse(std::string(data + bom, data + size), c, why, 0, 1000000000000000000LL,
                     facts::kReadMin, facts::kReadMax)) {
    return -1;
  }
  unsigned long long nim = 0;
  for (size_t i = 0; i < c.values.size(); i += shrink::kArity)
    nim ^= Game::input_value(&c.values[i]);
  const int first = c.extra == facts::players()[1] ? 1 : 0;
  return nim != 0 ? first : 1 - first;
}
}  // namespace fuzz

namespace {

// 1 + the index of the player whose name and a newline out is exactly, or 0.
int is_winner(const std::string& out) {
  for (int i = 0; i < 2; ++i)
    if (out == std::string(facts::players()[i]) + "\n") return 1 + i;
  return 0;
}

bool is_error_line(const std::string& s) {
  return s.size() >= 8 && s.compare(0, 7, "error: ") == 0 && s.back() == '\n' &&
         std::all_of(s.begin(), s.end() - 1, [](unsigned char c) { return c >= ' ' && c < 127; });
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
  const auto swap_streams = [&] {  // the memory streams for the standard ones, and back
    std::swap(stdin, in), std::swap(stdout, out_stream), std::swap(stderr, err_stream);
  };
  swap_streams();
  exit_status = -1;
  volatile int returned = -1;
  in_run = true;
  if (setjmp(back) == 0) {
    rd::len = rd::pos = 0, rd::line = 1;  // a fresh reader, as a new process has
    returned = boj_solution_main();
  }
  in_run = false;
  swap_streams();
  std::fclose(in);
  std::fclose(out_stream);  // sets out, out_len
  std::fclose(err_stream);

  const std::string o(out, out_len), e(err, err_len);
  std::free(out);
  std::free(err);
  const int status = exit_status;
  // A broken contract: described, then an abort, which libFuzzer reports and saves as a crash.
  const auto broken = [&](const char* what, int shown_status) {
    std::fprintf(stderr, "\n*** contract broken: %s (exit status %d, -1: main returned)\n", what,
                 shown_status);
    std::fprintf(stderr, "stdout: %s\n", visible(o, 400).c_str());
    std::fprintf(stderr, "stderr: %s\n", visible(e, 400).c_str());
    std::abort();
  };
  if (status == -1) {
    if (returned != 0) broken("main returned non-zero", returned);
    if (!e.empty()) broken("stderr not empty on success", status);
    if (!is_winner(o)) broken("stdout is not one winner name", status);
  } else {
    if (status != 1) broken("exit status not 1", status);
    if (!o.empty()) broken("stdout not empty on error", status);
    if (!is_error_line(e)) broken("stderr is not one printable line 'error: ...'", status);
  }
  const int want = fuzz::reference(data, size);
  const int got = status != -1 ? -1 : is_winner(o) == 1 ? 0 : 1;
  if (want != got) {
    broken(want == -1  ? "the reference reader rejects this input"
           : want == 0 ? "the reference reader wants the first winner name"
                       : "the reference reader wants the second winner name",
           status);
  }
  return 0;
}
