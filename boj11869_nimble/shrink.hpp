// BOJ 11869's input model for the shrinker (scripts/shrink/model.hpp says what a model is):
//   1 <= M <= 100 coins, 1 <= P_i <= 10^9 (problem.txt's numbers); values by main.cpp's Grundy
//   function.
#pragma once
#include <vector>

#include "../scripts/shrink/model.hpp"
#define main boj_solution_main  // its main() renamed: this file has its own
#include "main.cpp"
#undef main

namespace shrink {
// One coin worth v where one fits the limits, else two: the xor of coins up to 10^9 may be
// 2^30 - 1, split at its top bit.
inline void make(Value v, std::vector<long long>& out) {
  if (v > facts::kValueMax) out.push_back(1LL << 29), v ^= 1ULL << 29;
  if (v != 0) out.push_back(static_cast<long long>(v));
}
inline Value value(const long long* c) { return coin_grundy(static_cast<Value>(*c)); }

const Model kModel = {facts::kArity, facts::kValueMin, facts::kValueMax, facts::kNMax, value, make};
}  // namespace shrink
