// The shrinking itself: greedy passes (run()) make a failing case smaller while it fails the
//   same way by the judge's rules (verdict.hpp, against REFERENCE's output), within a budget.
//   Game values (Game::input_value, Game::make) only choose candidates; every verdict comes
//   from running the programs. Use: Shrinker s(options, dir); s.start(s.classify(...));
//   s.run(case). Status: shrink.cpp; parse() also by tests/io/fuzz_target.cpp; tests/shrink/.
#pragma once
#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "../lib/facts.hpp"
#include "../lib/files.hpp"
#include "../lib/number.hpp"
#include "../lib/run.hpp"
#include "../lib/text.hpp"
#include "../lib/verdict.hpp"

namespace shrink {
using run::Result;
using verdict::Kind;
using verdict::Verdict;
const size_t kArity = facts::kArity;
const bool kNamesFirst = std::string(BOJ_FACT_FIRST_PLAYER) == "input";

struct Case {
  std::vector<long long> values;  // component i is values[i * kArity .. i * kArity + kArity)
  std::string extra;              // the player who moves first, when the input names one
  size_t count() const { return values.size() / kArity; }
};

// A number token as the reader takes it (number.hpp), within [min, max].
inline bool in_range(const std::string& t, long long min, long long max, long long& v) {
  unsigned long long u = 0;  // at most 10^18
  return number::parse(t, u) == number::kOk && (v = static_cast<long long>(u)) >= min && v <= max;
}

// The input as a Case: a count in n_min..n_max, that many components of numbers in
// v_min..v_max, and the first player's name when the input names one. The defaults are the
// constraints (the shrinker); the fuzz target's reference reader passes what main.cpp reads.
inline bool parse(const std::string& text, Case& c, std::string& why, long long n_min = 1,
                  long long n_max = facts::kNMax, long long v_min = facts::kValueMin,
                  long long v_max = facts::kValueMax) {
  const std::vector<std::string> tok = words(text);
  const auto span = [](long long lo, long long hi) {
    return std::to_string(lo) + ".." + std::to_string(hi);
  };
  long long n = 0;
  if (tok.empty() || !in_range(tok[0], n_min, n_max, n))
    return why = "the count is missing or outside " + span(n_min, n_max), false;
  const size_t end = 1 + static_cast<size_t>(n) * kArity, want = end + (kNamesFirst ? 1 : 0);
  if (tok.size() != want)
    return why = std::to_string(tok.size()) + " tokens, the count says " + std::to_string(want),
           false;
  c = Case();
  for (size_t i = 1; i < end; ++i) {
    long long v = 0;
    if (!in_range(tok[i], v_min, v_max, v))
      return why = "token " + std::to_string(i + 1) + " ('" + tok[i].substr(0, 20) +
                   "') is not a number in " + span(v_min, v_max),
             false;
    c.values.push_back(v);
  }
  const char* const* players = facts::players();  // the only two names the input may end with
  if (kNamesFirst && (c.extra = tok.back()) != players[0] && c.extra != players[1])
    return why = std::string("the last token is not ") + players[0] + " or " + players[1], false;
  return true;
}

// The canonical form the validators accept (one component a line, or all on one line when a
// component is one number), so every input the shrinker makes is valid.
inline std::string print(const Case& c) {
  std::string s = std::to_string(c.count()) + "\n";
  const size_t line = kArity > 1 ? kArity : c.values.size();
  for (size_t i = 0; i < c.values.size(); ++i)
    s += std::to_string(c.values[i]) + ((i + 1) % line == 0 ? '\n' : ' ');
  return kNamesFirst ? s + c.extra + "\n" : s;
}

struct Options {
  std::string solution, reference, input, cases, out, naive, validator;
  double limit = 1, max_seconds = 20, max_runs = 2000;  // limit: the judge's, CPU seconds
};

class Shrinker {
 public:
  Shrinker(const Options& o, const std::string& dir)
      : o_(o), cand_(dir + "/candidate.in"), allowance_(3 * o.limit + 1) {}  // a run's (run.hpp)

  // `ref` holds the reference's run when one was needed. Against a crash, an output limit or a
  // time limit (the target), a clean run cannot fail the same way: passed, no reference run.
  Verdict classify(const Case& c, Result& sol, verdict::Reference& ref) {
    const double t0 = seconds();
    write_file(cand_, print(c));
    runner_.run(o_.solution, cand_, allowance_, sol);
    ref = {};
    ref.program = &o_.reference, ref.runner = &runner_, ref.input = cand_, ref.seconds = allowance_;
    const bool clean = target_.kind >= Kind::time && target_.kind != Kind::cannot_run &&
                       verdict::clean(sol, o_.limit);
    const Verdict v = clean ? Verdict() : verdict::classify(sol, o_.limit, false, nullptr, ref);
    longest_ = std::max(longest_, seconds() - t0);
    return v;
  }

  // Does `c` fail as the original did (and is it valid)? A run of the budget, started only when
  // it and the report's last run (each as long as the longest so far) fit in the seconds.
  bool fails(const Case& c) {
    stopped_ = stopped_ || runs_ >= o_.max_runs || seconds() + 2 * longest_ >= o_.max_seconds;
    if (stopped_) return false;
    ++runs_;
    const double t0 = seconds();
    Result sol, v;
    verdict::Reference ref;
    const bool failed = verdict::same_failure(classify(c, sol, ref), target_) &&
                        (o_.validator.empty() || (runner_.run(o_.validator, cand_, allowance_, v) &&
                                                  run::verdict(v).empty()));
    longest_ = std::max(longest_, seconds() - t0);
    return failed;
  }

  // The failure to keep, and the seconds from now.
  void start(const Verdict& target) { target_ = target, begun_ = std::chrono::steady_clock::now(); }
  long runs() const { return runs_; }
  bool stopped() const { return stopped_; }  // a budget ran out (runs() says which)
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begun_).count();
  }

  // Greedy passes to a fixpoint or the budget: for a wrong answer first the value-preserving
  // ones (merge, fold, isolate), then the plain ones. A time limit only drops components:
  // lowered numbers would home in on the limit's edge, where the verdict depends on the
  // machine's load, each step costing the whole limit.
  void run(Case& c) {
    for (Case before; before.values != c.values && !stopped_;) {
      before = c;
      if (target_.kind == Kind::wrong) merge(c, 0), merge(c, 1), isolate(c);
      drop(c);
      if (target_.kind == Kind::time) break;
      lower_each(c);
    }
  }

 private:
  const Options& o_;
  run::Runner runner_;
  std::string cand_;
  double allowance_;
  Verdict target_;
  long runs_ = 0;
  bool stopped_ = false;
  double longest_ = 0;  // the longest run so far (solution, reference, validator), seconds
  static constexpr size_t kIsolate = 32;
  std::chrono::steady_clock::time_point begun_ = std::chrono::steady_clock::now();

  std::vector<long long>::const_iterator at(const Case& c, size_t i) const {
    return c.values.begin() + static_cast<long>(i * kArity);
  }

  // The xor of the Grundy values of components [i, i + n).
  unsigned long long value_of(const Case& c, size_t i, size_t n) const {
    unsigned long long v = 0;
    for (size_t k = i; k < i + n; ++k) v ^= Game::input_value(&*at(c, k));
    return v;
  }

  // `c` with components [i, i + n) replaced by `with` (numbers, whole components).
  Case spliced(const Case& c, size_t i, size_t n, const std::vector<long long>& with) const {
    Case cand = c;
    const auto from = cand.values.begin() + static_cast<long>(i * kArity);
    cand.values.insert(cand.values.erase(from, from + static_cast<long>(n * kArity)), with.begin(),
                       with.end());
    return cand;
  }

  bool keep(Case& c, const Case& cand) { return fails(cand) && (c = cand, true); }

  // Calls pass(chunk) for chunk sizes coarse to fine: half the components, a quarter, ... one
  // (never over half of those left), until the budget.
  template <class Pass>
  void by_chunks(const Case& c, Pass pass) {
    for (size_t chunk = std::max<size_t>(c.count() / 2, 1); !stopped_;
         chunk = std::max<size_t>(1, std::min(chunk / 2, c.count() / 2))) {
      pass(chunk);
      if (chunk == 1) break;
    }
  }

  // Replaces windows of components by the fewest worth their xor (Game::make; none for 0): a
  // sum of games plays as one nim heap of its xor (Sprague-Grundy), so the true answer stays,
  // and the failure too when the wrong value lies outside the window. fold = 0 (merge): a window
  // is a chunk; a single component goes only to a different one, the smallest of its value.
  // fold = 1: a chunk and the component after it (before it, at the end), as if the chunk were
  // dropped with a compensating change: what merge leaves by the wrong component becomes fewer.
  void merge(Case& c, size_t fold) {
    by_chunks(c, [&](size_t chunk) {
      for (size_t i = 0; i < c.count() && !stopped_;) {
        const size_t n = std::min(chunk, c.count() - i), width = n + fold;
        if (width > c.count()) break;
        const size_t first = fold != 0 && i + n == c.count() ? i - 1 : i;
        std::vector<long long> with;
        Game::make(value_of(c, first, width), with);
        const bool smaller = width > 1 ? with.size() < width * kArity
                                       : with.size() == kArity &&
                                             !std::equal(with.begin(), with.end(), at(c, first));
        const Case cand = spliced(c, first, width, with);
        if (!smaller || cand.count() == 0 || !keep(c, cand))
          i += n;
        else if (fold == 0)
          i += with.size() / kArity;  // past the merged ones
      }
    });
  }

  // Keeps one component and replaces all the others by the fewest worth their xor, for each
  // component in turn (at most kIsolate of them): merge's chunks are contiguous and never
  // span the wrong component, so a few of its results may sit on both sides of it.
  void isolate(Case& c) {
    for (size_t j = 0; j < c.count() && c.count() <= kIsolate && !stopped_; ++j) {
      std::vector<long long> with(at(c, j), at(c, j + 1));
      Game::make(value_of(c, 0, c.count()) ^ value_of(c, j, 1), with);
      if (with.size() < c.values.size() && keep(c, spliced(c, 0, c.count(), with))) return;
    }
  }

  // Removes chunks of components, coarse to fine: ddmin's complement step. Two equal components
  // cancel, so removing one of them may change the answer: merge and isolate remove both.
  void drop(Case& c) {
    by_chunks(c, [&](size_t chunk) {
      for (size_t i = 0; i < c.count() && !stopped_;) {
        const size_t n = std::min(chunk, c.count() - i);  // never all
        if (n == c.count() || !keep(c, spliced(c, i, n, {}))) i += chunk;
      }
    });
  }

  // Each number in turn: its minimum, then each set bit cleared, highest first (values are read
  // bit by bit: xor16 keeps 65536 * 15258 failing down to 65536), then a binary search between a
  // passing and a failing value. The predicate need not be monotone: the result fails and its
  // predecessor passed.
  void lower_each(Case& c) {
    for (size_t k = 0; k < c.values.size() && !stopped_; ++k) {
      if (c.values[k] == facts::kValueMin) continue;
      Case cand = c;
      cand.values[k] = facts::kValueMin;
      if (keep(c, cand)) continue;
      long long now = c.values[k];
      for (int bit = 62; bit >= 0 && !stopped_; --bit) {
        const long long v = now & ~(1LL << bit);
        if (v == now || v <= facts::kValueMin) continue;
        cand.values[k] = v;
        if (fails(cand)) now = v;
      }
      long long pass = facts::kValueMin, fail = now;
      while (fail - pass > 1 && !stopped_) {
        cand.values[k] = pass + (fail - pass) / 2;
        (fails(cand) ? fail : pass) = cand.values[k];
      }
      c.values[k] = fail;
    }
  }
};

}  // namespace shrink
