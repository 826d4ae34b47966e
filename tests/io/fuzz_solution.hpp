// run_solution() for a problem's fuzz target (tests/io/fuzz_<folder>.cpp): include it right
// after that problem's main.cpp, whose reader state it resets before each run (the reader's
// globals would otherwise carry one input's buffer into the next).
// Status: used by the four fuzz_<folder>.cpp.
#pragma once

namespace fuzz {
int run_solution() {
  rd::len = 0;
  rd::pos = 0;
  rd::at_eof = false;
  rd::line = 1;
  rd::buf[0] = '\0';
  return solution_main();
}
}  // namespace fuzz
