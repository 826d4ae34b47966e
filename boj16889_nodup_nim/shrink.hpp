// BOJ 16889's input model for the shrinker (scripts/shrink/model.hpp says what a model is):
//   1 <= N <= 10^6 piles, 1 <= A_i <= 60 (problem.txt's numbers); values by main.cpp's Grundy
//   function.
#pragma once
#include <vector>

#include "../scripts/shrink/model.hpp"
#define main boj_solution_main  // its main() renamed: this file has its own
#include "main.cpp"
#undef main

namespace shrink {
// The smallest pile worth v (k(k+1)/2 stones for value k) for v <= 10; values 11..15 as 8
// and v xor 8.
inline void make(Value v, std::vector<long long>& out) {
  if (v > 10) out.push_back(36), v ^= 8;
  if (v != 0) out.push_back(static_cast<long long>(v * (v + 1) / 2));
}
inline Value value(const long long* c) { return pile_grundy(static_cast<Value>(*c)); }

const Model kModel = {facts::kArity, facts::kValueMin, facts::kValueMax, facts::kNMax, value, make};
}  // namespace shrink
