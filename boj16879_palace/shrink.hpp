// BOJ 16879's input model for the shrinker (scripts/shrink/model.hpp says what a model is):
//   1 <= N <= 300000 palaces, 0 <= x, y < 3000 (problem.txt's numbers); values by main.cpp's Grundy
//   function.
#pragma once
#include <vector>

#include "../scripts/shrink/model.hpp"
#define main boj_solution_main  // its main() renamed: this file has its own
#include "main.cpp"
#undef main

namespace shrink {
constexpr int kLast = static_cast<int>(facts::kValueMax), kSide = kLast + 1;  // x, y in 0..kLast
static_assert(facts::kValueMin == 0, "a palace's cell counts from 0");

// The palace of value v with the smallest x + y (the shortest line), for v < 3072; values
// past it as 2048 and v xor 2048.
inline void make(Value v, std::vector<long long>& out) {
  static std::vector<int> cell;
  if (cell.empty()) {
    cell.assign(4096, -1);
    for (int sum = 0; sum <= 2 * kLast; ++sum) {
      for (int x = sum <= kLast ? 0 : sum - kLast; x <= sum && x <= kLast; ++x) {
        const unsigned g = palace_grundy(static_cast<unsigned>(x), static_cast<unsigned>(sum - x));
        if (cell[g] < 0) cell[g] = x * kSide + sum - x;
      }
    }
  }
  if (v >= 3072) make(2048, out), v ^= 2048;
  out.push_back(cell[v] / kSide);
  out.push_back(cell[v] % kSide);
}
inline Value value(const long long* c) {
  return palace_grundy(static_cast<unsigned>(c[0]), static_cast<unsigned>(c[1]));
}

const Model kModel = {facts::kArity, facts::kValueMin, facts::kValueMax, facts::kNMax, value, make};
}  // namespace shrink
