// boj18937_kings_bridge/main.cpp for the note generator: the real file, without its main(), in a
// translation unit of its own; gen_notes.cpp calls its Grundy function through solutions.hpp.
#define BOJ_NO_MAIN
#include "../../boj18937_kings_bridge/main.cpp"
#include "solutions.hpp"  // after the definitions: a declaration that disagrees fails here
