// The input model of a problem for the shrinker: an input is a count, then that many
//   components of `arity` numbers each in the stated range, then (when problem.txt says
//   first_player = input) the player who moves first. parse() reads any whitespace; print()
//   writes the canonical form the validators accept, so every input the shrinker makes is valid.
//   value() is a component's Grundy value and make(v) the fewest components worth v in all
//   (xor), within the limits: the value-preserving reductions of shrinker.hpp use them.
// Use: kModel, the model of the problem this shrink.cpp is built for: its limits from
//   problem.txt, value() and make() from its game (<folder>/game.hpp: Game::input_value, make).
//   Values only choose candidates; every verdict still comes from running the programs.
// Status: used by scripts/shrink/shrink.cpp only.
#pragma once
#include <sstream>
#include <string>
#include <vector>

#include "../lib/facts.hpp"
#include "../lib/number.hpp"

namespace shrink {

using Value = unsigned long long;

struct Case {
  std::vector<long long> values;  // component i is values[i * arity .. i * arity + arity)
  std::string extra;              // the player who moves first, when the input names one
};

struct Model {
  int arity;         // numbers per component
  long long lo, hi;  // the legal range of every number
  long long max_count;
  Value (*value)(const long long* component);
  void (*make)(Value v, std::vector<long long>& out);
  // From problem.txt: the players (the only two well-formed outputs, without the newline),
  // whether the input ends with the one who moves first, the component's noun.
  const char* const* answers = facts::players();
  bool has_king = std::string(BOJ_FACT_FIRST_PLAYER) == "input";
  const char* noun = BOJ_FACT_NOUN_EN;
  const char* noun_ko = BOJ_FACT_NOUN_KO;  // shrink --ko

  size_t count(const Case& c) const { return c.values.size() / static_cast<size_t>(arity); }

  bool parse(const std::string& text, Case& c, std::string& why) const {
    std::istringstream in(text);
    std::vector<std::string> tok;
    for (std::string t; in >> t;) tok.push_back(t);
    long long n = 0;
    if (tok.empty() || !in_range(tok[0], 1, max_count, n)) {
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
      if (!in_range(tok[i], lo, hi, v)) {
        why = "token " + std::to_string(i + 1) + " ('" + tok[i].substr(0, 20) +
              "') is not a number in " + std::to_string(lo) + ".." + std::to_string(hi);
        return false;
      }
      c.values.push_back(v);
    }
    if (has_king) {
      c.extra = tok.back();
      if (c.extra != answers[0] && c.extra != answers[1]) {
        why = std::string("the last token is not ") + answers[0] + " or " + answers[1];
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
  // A number token as the reader takes it (number.hpp), within [min, max].
  static bool in_range(const std::string& t, long long min, long long max, long long& v) {
    unsigned long long u = 0;
    if (number::parse(t, u) != number::kOk) return false;
    v = static_cast<long long>(u);  // at most 10^18
    return v >= min && v <= max;
  }
};

const Model kModel = {facts::kArity, facts::kValueMin,  facts::kValueMax,
                      facts::kNMax,  Game::input_value, Game::make};
}  // namespace shrink
