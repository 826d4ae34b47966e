// The Grundy functions of the four main.cpp that gen_notes.cpp checks its tables against,
// each compiled from the real main.cpp by solution.cpp. Status: in use.
#pragma once

unsigned long long coin_grundy(unsigned long long p);    // boj11869_nimble/main.cpp
unsigned palace_grundy(unsigned x, unsigned y);          // boj16879_palace/main.cpp
unsigned long long pile_grundy(unsigned long long a);    // boj16889_nodup_nim/main.cpp
unsigned long long bridge_grundy(unsigned long long a);  // boj18937_kings_bridge/main.cpp
