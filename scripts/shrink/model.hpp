// The input model of each problem for the shrinker: an input is a list of components (coins,
//   palaces, piles, bridges), each one or two numbers in the stated range, plus the extra
//   token of 18937 (the king who moves first). parse() reads any whitespace; print() writes
//   the canonical form the validators accept, so every input the shrinker makes is valid.
// Use: const Model* m = find_model("boj16889_nodup_nim"); Case c; m->parse(text, c, why);
//   m->print(c). The ranges are those of /work/shared/problems.md (18937: the mirror's).
// Status: used by scripts/shrink/shrink.cpp only.
#pragma once
#include <cctype>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace shrink {

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
  const char* answers[2];  // the only well-formed outputs, without the newline

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
  static const Model models[] = {
      {"boj11869_nimble", "coins", 1, 1, 1000000000, 100, false, {"koosaga", "cubelover"}},
      {"boj16879_palace", "palaces", 2, 0, 2999, 300000, false, {"koosaga", "cubelover"}},
      {"boj16889_nodup_nim", "piles", 1, 1, 60, 1000000, false, {"koosaga", "cubelover"}},
      {"boj18937_kings_bridge",
       "bridges",
       1,
       2,
       1000000000,
       100000,
       true,
       {"Whiteking", "Blackking"}},
  };
  for (const Model& m : models) {
    if (problem == m.problem) return &m;
  }
  return nullptr;
}

}  // namespace shrink
