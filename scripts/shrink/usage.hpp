// The shrinker's usage line, printed by shrink.cpp and by dispatch.cpp.
#pragma once

constexpr const char* kUsage =
    "usage: shrink PROBLEM SOLUTION REFERENCE CASE.in [--out FILE.in] [--time-limit S]"
    " [--max-runs N] [--max-seconds S] [--naive PROGRAM] [--validator PROGRAM] [--ko]\n";
