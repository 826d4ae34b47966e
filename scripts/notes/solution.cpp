// One main.cpp for the note generator: scripts/CMakeLists.txt compiles this file once per
// problem with BOJ_MAIN set to its main.cpp, so each solution keeps a translation unit of its
// own (no solution pasted inside a namespace; a header added to a main.cpp stays at file
// scope), and gen_notes.cpp calls its Grundy function through solutions.hpp.
#define BOJ_NO_MAIN
#include BOJ_MAIN
#include "solutions.hpp"  // after the definitions: a declaration that disagrees fails here
