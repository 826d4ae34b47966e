// The Grundy functions of the four main.cpp that gen_notes.cpp checks its tables against.
// Each is compiled from the real main.cpp, without its main(), in a translation unit of its
// own (scripts/notes/solution_<folder>.cpp), so no solution is pasted inside a namespace and
// a header added to a main.cpp stays at file scope. Linked into gen_notes by
// scripts/CMakeLists.txt. Status: in use.
#pragma once

unsigned long long coin_grundy(unsigned long long p);    // boj11869_nimble/main.cpp
unsigned palace_grundy(unsigned x, unsigned y);          // boj16879_palace/main.cpp
unsigned long long pile_grundy(unsigned long long a);    // boj16889_nodup_nim/main.cpp
unsigned long long bridge_grundy(unsigned long long a);  // boj18937_kings_bridge/main.cpp
