// What the shared libFuzzer harness (tests/io/fuzz_target.cpp) and one problem's target
// (tests/<folder>/fuzz.cpp) give each other. The problem's file defines BOJ_FUZZ_MAIN as the
// path of its main.cpp and includes this header, which includes that main.cpp, unchanged, at
// file scope with its main() renamed; main.cpp's std::exit reaches the harness through the linker
// (-Wl,--wrap=exit, fuzz_target.cpp). The file then defines run_solution, kWinners and
// reference in namespace fuzz. Status: used by every tests/<folder>/fuzz.cpp (targets <p>_fuzz,
// tests/io/CMakeLists.txt).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#ifdef BOJ_FUZZ_MAIN
#define main boj_solution_main  // its main() renamed: this file has its own
#include BOJ_FUZZ_MAIN
#undef main
// main.cpp's reader back at its start: its globals would carry one input into the next.
inline void fresh_reader() { rd::len = rd::pos = 0, rd::line = 1; }
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
// A plain decimal integer (leading zeros allowed) of value at most 10^18.
bool number(const Token& t, unsigned long long& value);
}  // namespace fuzz
