// The input model of each problem for the shrinker: an input is a list of components (coins,
//   palaces, piles, bridges), each one or two numbers in the stated range, plus the extra
//   token of 18937 (the king who moves first). parse() reads any whitespace; print() writes
//   the canonical form the validators accept, so every input the shrinker makes is valid.
//   value() is a component's Grundy value and make(v) the fewest components worth v in all
//   (xor), within the limits: the value-preserving reductions of shrinker.hpp use them.
// Use: const Model* m = find_model("boj16889_nodup_nim"); Case c; m->parse(text, c, why);
//   m->print(c).
// Limits (the BOJ problem pages, acmicpc.net/problem/N; 18937's page states none, so these
//   are a statement mirror's, as its main.cpp says):
//   11869  1 <= M <= 100 coins, 1 <= P_i <= 10^9
//   16879  1 <= N <= 300000 palaces, 0 <= x, y < 3000
//   16889  1 <= N <= 10^6 piles, 1 <= A_i <= 60
//   18937  1 <= N <= 100000 bridges, 2 <= A_i <= 10^9, then Whiteking or Blackking
// Values: each main.cpp's own Grundy function, included with BOJ_NO_MAIN (one namespace per
//   problem, so the four identical reader blocks do not collide). They only choose candidates;
//   every verdict still comes from running the programs.
// Status: used by scripts/shrink/shrink.cpp only.
#pragma once
#include <cctype>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#define BOJ_NO_MAIN
namespace boj11869 {
#include "../../boj11869_nimble/main.cpp"
}
namespace boj16879 {
#include "../../boj16879_palace/main.cpp"
}
namespace boj16889 {
#include "../../boj16889_nodup_nim/main.cpp"
}
namespace boj18937 {
#include "../../boj18937_kings_bridge/main.cpp"
}

namespace shrink {

using Value = unsigned long long;

// make(): the components worth v, appended to `out` as numbers (arity per component); none
// for v = 0. One component where one fits the limits, else two: values reach the next power
// of two (an xor of coins up to 10^9 may be 2^30 - 1), split at its top bit.
inline void make_coins(Value v, std::vector<long long>& out) {
  if (v > 1000000000) out.push_back(1LL << 29), v ^= 1ULL << 29;
  if (v != 0) out.push_back(static_cast<long long>(v));
}
// The palace of value v with the smallest x + y (the shortest line), for v < 3072.
inline void make_palaces(Value v, std::vector<long long>& out) {
  static std::vector<int> cell;
  if (cell.empty()) {
    cell.assign(4096, -1);
    for (int sum = 0; sum <= 2 * 2999; ++sum) {
      for (int x = sum < 3000 ? 0 : sum - 2999; x <= sum && x < 3000; ++x) {
        const unsigned g =
            boj16879::palace_grundy(static_cast<unsigned>(x), static_cast<unsigned>(sum - x));
        if (cell[g] < 0) cell[g] = x * 3000 + sum - x;
      }
    }
  }
  if (v >= 3072) make_palaces(2048, out), v ^= 2048;
  out.push_back(cell[v] / 3000);
  out.push_back(cell[v] % 3000);
}
// The smallest pile worth v (k(k+1)/2 stones for value k) for v <= 10; values 11..15 as 8
// and v xor 8.
inline void make_piles(Value v, std::vector<long long>& out) {
  if (v > 10) out.push_back(36), v ^= 8;
  if (v != 0) out.push_back(static_cast<long long>(v * (v + 1) / 2));
}
inline void make_bridges(Value v, std::vector<long long>& out) {
  if (v > 999999998) out.push_back((1LL << 29) + 2), v ^= 1ULL << 29;
  if (v != 0) out.push_back(static_cast<long long>(v) + 2);
}

// value(): the Grundy value of one component, by each main.cpp.
inline Value coin(const long long* c) { return boj11869::coin_grundy(static_cast<Value>(*c)); }
inline Value palace(const long long* c) {
  return boj16879::palace_grundy(static_cast<unsigned>(c[0]), static_cast<unsigned>(c[1]));
}
inline Value pile(const long long* c) { return boj16889::pile_grundy(static_cast<Value>(*c)); }
inline Value bridge(const long long* c) { return boj18937::bridge_grundy(static_cast<Value>(*c)); }

struct Case {
  std::vector<long long> values;  // component i is values[i * arity .. i * arity + arity)
  std::string extra;              // 18937: Whiteking or Blackking; else empty
};

struct Model {
  const char* problem;
  const char* noun;  // what a component is, plural
  int arity;         // numbers per component
  long long lo, hi;  // the legal range of every number
  long long max_count;
  bool has_king;
  const char* const* answers;  // the only two well-formed outputs, without the newline
  Value (*value)(const long long* component);
  void (*make)(Value v, std::vector<long long>& out);
  const char* noun_ko;  // the noun in Korean (shrink --ko)

  size_t count(const Case& c) const { return c.values.size() / static_cast<size_t>(arity); }

  bool parse(const std::string& text, Case& c, std::string& why) const {
    std::istringstream in(text);
    std::vector<std::string> tok;
    for (std::string t; in >> t;) tok.push_back(t);
    long long n = 0;
    if (tok.empty() || !number(tok[0], 1, max_count, n)) {
      why = "the count is missing or outside 1.." + std::to_string(max_count);
      return false;
    }
    const size_t want = 1 + static_cast<size_t>(n) * arity + (has_king ? 1 : 0);
    if (tok.size() != want) {
      why = std::to_string(tok.size()) + " tokens, the count says " + std::to_string(want);
      return false;
    }
    c = Case();
    for (size_t i = 1; i < 1 + static_cast<size_t>(n) * arity; ++i) {
      long long v = 0;
      if (!number(tok[i], lo, hi, v)) {
        why = "token " + std::to_string(i + 1) + " ('" + tok[i].substr(0, 20) +
              "') is not a number in " + std::to_string(lo) + ".." + std::to_string(hi);
        return false;
      }
      c.values.push_back(v);
    }
    if (has_king) {
      c.extra = tok.back();
      if (c.extra != answers[0] && c.extra != answers[1]) {
        why = "the last token is not Whiteking or Blackking";
        return false;
      }
    }
    return true;
  }

  std::string print(const Case& c) const {
    std::string s = std::to_string(count(c)) + "\n";
    for (size_t i = 0; i < c.values.size(); ++i) {
      s += std::to_string(c.values[i]);
      const bool last_of_component = (i + 1) % static_cast<size_t>(arity) == 0;
      const bool last = i + 1 == c.values.size();
      s += arity > 1 ? (last_of_component ? '\n' : ' ') : (last ? '\n' : ' ');
    }
    if (has_king) s += c.extra + "\n";
    return s;
  }

 private:
  static bool number(const std::string& t, long long min, long long max, long long& v) {
    if (t.empty() || t.size() > 18) return false;
    for (const char ch : t) {
      if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
    }
    v = std::atoll(t.c_str());
    return v >= min && v <= max;
  }
};

inline const Model* find_model(const std::string& problem) {
  static const char* const kNim[] = {"koosaga", "cubelover"};
  static const char* const kKings[] = {"Whiteking", "Blackking"};
  // problem, noun, arity, lo, hi, max_count, has_king, answers, value, make, noun_ko
  static const Model models[] = {
      {"boj11869_nimble", "coins", 1, 1, 1000000000, 100, false, kNim, coin, make_coins, "동전"},
      {"boj16879_palace", "palaces", 2, 0, 2999, 300000, false, kNim, palace, make_palaces, "궁전"},
      {"boj16889_nodup_nim", "piles", 1, 1, 60, 1000000, false, kNim, pile, make_piles, "더미"},
      {"boj18937_kings_bridge", "bridges", 1, 2, 1000000000, 100000, true, kKings, bridge,
       make_bridges, "다리"},
  };
  for (const Model& m : models) {
    if (problem == m.problem) return &m;
  }
  return nullptr;
}

}  // namespace shrink
