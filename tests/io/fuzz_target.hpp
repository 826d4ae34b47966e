// What the shared libFuzzer harness (tests/io/fuzz_target.cpp) and one problem's target
// (tests/io/fuzz_<folder>.cpp) give each other. The problem's file defines BOJ_FUZZ_MAIN as
// the path of its main.cpp and includes this header, which includes that main.cpp at file
// scope without its main() and with `exit` renamed (after the standard headers below, so only
// main.cpp's own calls are renamed; -Dexit=... on the command line does not work with
// libstdc++: <cstdlib> #undefs exit, then fails on `using ::exit`); the file then defines
// run_solution, kWinners and reference in namespace fuzz. Status: used by the four
// fuzz_<folder>.cpp (targets <p>_fuzz, tests/io/CMakeLists.txt).
#pragma once
#include <cmath>  // every header a main.cpp includes, before `exit` is redefined
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

// main.cpp's std::exit: records the status and longjmps back into the harness.
extern "C" [[noreturn]] void fuzz_exit(int status) noexcept;
namespace std {
using ::fuzz_exit;
}  // namespace std

#ifdef BOJ_FUZZ_MAIN
#define BOJ_NO_MAIN
#define exit fuzz_exit
#include BOJ_FUZZ_MAIN
#undef exit
// main.cpp's reader back at its start: its globals would carry one input into the next.
inline void fresh_reader() {
  rd::len = rd::pos = 0, rd::at_eof = false, rd::line = 1, rd::buf[0] = '\0';
}
#endif

namespace fuzz {
// Given by the problem's file:
extern const char* const kWinners[2];  // the two winner lines main.cpp prints, "\n" included
int run_solution();                    // fresh_reader(), then what main.cpp's main() does
// The index in kWinners of the winner the rules give, or -1 for an input that must be
// rejected: a reference reader written from the rules, simple and slow.
int reference(const std::uint8_t* data, size_t size);

// Given by the harness, for the reference readers:
struct Token {
  const unsigned char* data;
  size_t size;
};
// The tokens: split on the six blanks, after an optional UTF-8 BOM.
std::vector<Token> tokens(const std::uint8_t* data, size_t size);
// A plain decimal integer of at most 1024 bytes and value at most 10^18.
bool number(const Token& t, unsigned long long& value);
}  // namespace fuzz
