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
#include <vector>

#include "../../scripts/lib/text.hpp"  // visible()

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

// A plain decimal token of at most 10^18 (any leading zeros); past it the value sticks at
// 10^18 + 1, so it never wraps.
bool number(const Token& t, unsigned long long& value) {
  const unsigned long long kMax = 1000000000000000000ULL;
  value = 0;
  for (size_t i = 0; i < t.size; ++i) {
    if (t.data[i] < '0' || t.data[i] > '9') return false;
    value = std::min(value * 10 + (t.data[i] - '0'), kMax + 1);
  }
  return t.size > 0 && value <= kMax;
}

// The winner (0: the first player name, 1: the second) of the input, or -1 where it breaks
// the rules or the facts.
int reference(const std::uint8_t* data, size_t size) {
  const std::vector<Token> t = tokens(data, size);
  const size_t named = std::string(BOJ_FACT_FIRST_PLAYER) == "input" ? 1 : 0;
  const size_t arity = static_cast<size_t>(facts::kArity);
  unsigned long long n = 0;
  if (t.empty() || !number(t[0], n) || t.size() < 1 + named) return -1;
  if ((t.size() - 1 - named) % arity != 0 || n != (t.size() - 1 - named) / arity) return -1;
  unsigned long long nim = 0;
  std::vector<long long> component(arity);
  for (size_t i = 1; i + named < t.size(); i += arity) {
    for (size_t k = 0; k < arity; ++k) {
      unsigned long long v = 0;
      if (!number(t[i + k], v) || v < static_cast<unsigned long long>(facts::kReadMin) ||
          v > static_cast<unsigned long long>(facts::kReadMax)) {
        return -1;
      }
      component[k] = static_cast<long long>(v);
    }
    nim ^= Game::input_value(component.data());
  }
  int first = 0;
  if (named) {
    const Token& name = t.back();
    const auto is = [&name](const char* s) {
      return name.size == std::strlen(s) && std::memcmp(name.data, s, name.size) == 0;
    };
    if (!is(facts::players()[0]) && !is(facts::players()[1])) return -1;
    first = is(facts::players()[0]) ? 0 : 1;
  }
  return nim != 0 ? first : 1 - first;
}
}  // namespace fuzz

namespace {

// A broken contract: describe it and abort, which libFuzzer reports and saves as a crash.
[[noreturn]] void finding(const char* what, int status, const char* out, size_t out_len,
                          const char* err, size_t err_len) {
  std::fprintf(stderr, "\n*** contract broken: %s (exit status %d, -1: main returned)\n", what,
               status);
  std::fprintf(stderr, "stdout: %s\n", visible(std::string(out, out_len), 400).c_str());
  std::fprintf(stderr, "stderr: %s\n", visible(std::string(err, err_len), 400).c_str());
  std::abort();
}

// 1 + the index of the player whose name and a newline out is exactly, or 0.
int is_winner(const char* out, size_t len) {
  for (int i = 0; i < 2; ++i) {
    const char* name = facts::players()[i];
    const size_t n = std::strlen(name);
    if (len == n + 1 && std::memcmp(out, name, n) == 0 && out[n] == '\n') return 1 + i;
  }
  return 0;
}

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
