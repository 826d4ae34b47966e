// The shrinking itself: classifies a run by the judge's own rules (scripts/lib/verdict.hpp,
//   against the reference's output), and greedily makes a failing case smaller while it fails
//   the same way (verdict::same_failure) (the passes: run() and each function), within a
//   budget of runs and seconds.
// Use: Shrinker s(model, options, scratch_dir); s.set_target(s.classify(case, ...)); s.run(case).
// Status: used by scripts/shrink/shrink.cpp only.
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../lib/files.hpp"
#include "../lib/run.hpp"
#include "../lib/verdict.hpp"
#include "model.hpp"

namespace shrink {
using run::Result;

struct Options {
  std::string solution, reference, input, out, naive, validator;
  double limit = 1, max_seconds = 20;  // limit: the judge's, CPU seconds
  long max_runs = 2000;
};

using verdict::Kind;
using verdict::Verdict;

class Shrinker {
 public:
  Shrinker(const Model& m, const Options& o, const std::string& dir)
      : m_(m), o_(o), a_(static_cast<size_t>(m.arity)), cand_(dir + "/candidate.in") {}

  // Runs SOLUTION on `c` and classifies the run by the judge's rules (verdict.hpp), the
  // expected output being REFERENCE's on `c`; `ref` holds the reference's run when one was
  // needed.
  Verdict classify(const Case& c, Result& sol, verdict::Reference& ref) {
    const double t0 = seconds();
    write_file(cand_, m_.print(c));
    runner_.run(o_.solution, cand_, deadline(), sol);
    ref = reference();
    const Verdict v = verdict::classify(sol, o_.limit, false, nullptr, ref);
    longest_ = std::max(longest_, seconds() - t0);
    return v;
  }
  verdict::Reference reference() {
    verdict::Reference ref;
    ref.program = &o_.reference, ref.runner = &runner_, ref.input = cand_;
    ref.deadline = deadline();
    return ref;
  }

  double deadline() const { return 3 * o_.limit + 1; }

  // Does `c` fail as the original did (and is it valid)? Counts against the budget.
  // A candidate is started only when it and the final run of the report (each as long as the
  // longest run so far) still fit in the seconds: a time limit costs seconds a run.
  bool fails(const Case& c) {
    stopped_ = stopped_ || runs_ >= o_.max_runs || seconds() + 2 * longest_ >= o_.max_seconds;
    if (stopped_) return false;
    ++runs_;
    const double t0 = seconds();
    struct Longest {  // however fails() returns
      double& longest;
      const Shrinker& s;
      double t0;
      ~Longest() { longest = std::max(longest, s.seconds() - t0); }
    } timed{longest_, *this, t0};
    Result sol, v;
    write_file(cand_, m_.print(c));
    runner_.run(o_.solution, cand_, deadline(), sol);
    // Against a crash, an output limit or a time limit, a clean run cannot fail the same way:
    // no reference run needed.
    if (target_.kind >= Kind::time && target_.kind != Kind::cannot_run &&
        verdict::clean(sol, o_.limit))
      return false;
    verdict::Reference ref = reference();
    if (!verdict::same_failure(verdict::classify(sol, o_.limit, false, nullptr, ref), target_))
      return false;
    return o_.validator.empty() || (runner_.run(o_.validator, cand_, deadline(), v) &&
                                    !v.timed_out && run::verdict(v).empty());
  }

  void set_target(const Verdict& v) { target_ = v; }
  long runs() const { return runs_; }
  bool stopped() const { return stopped_; }  // a budget ran out (runs() says which)
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

  // Greedy passes until a fixpoint or the budget. A wrong answer first gets the
  // value-preserving reductions (merge, fold, isolate), which keep the true answer; the plain
  // ones follow for every failure. A time limit only drops components: lowered numbers would
  // home in on the edge of the limit, where the verdict depends on the machine's load (not
  // deterministic), each step costing the whole limit.
  void run(Case& c) {
    for (bool changed = true; changed && !stopped_;) {
      changed = false;
      if (target_.kind == Kind::wrong) {
        changed = merge(c, 0);
        changed = merge(c, 1) || changed;  // fold
        changed = isolate(c) || changed;
      }
      changed = drop(c) || changed;
      if (target_.kind == Kind::time) break;
      changed = twin(c) || changed;
      changed = lower_chunks(c) || changed;
      changed = lower_each(c) || changed;
    }
  }

 private:
  const Model& m_;
  const Options& o_;
  const size_t a_;  // the model's arity
  run::Runner runner_;
  std::string cand_;
  Verdict target_;
  long runs_ = 0;
  bool stopped_ = false;
  double longest_ = 0;  // the longest run so far (solution, reference, validator), seconds
  static constexpr size_t kPairChunks = 16, kTwinTries = 16, kIsolate = 32;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();

  size_t count(const Case& c) const { return m_.count(c); }
  // Where component i of `c` starts in c.values.
  std::vector<long long>::const_iterator at(const Case& c, size_t i) const {
    return c.values.begin() + static_cast<long>(i * a_);
  }

  // The xor of the Grundy values of components [i, i + n).
  Value value_of(const Case& c, size_t i, size_t n) const {
    Value v = 0;
    for (size_t k = i; k < i + n; ++k) v ^= m_.value(&*at(c, k));
    return v;
  }

  // `c` with components [i, i + n) replaced by `with` (numbers, whole components).
  Case spliced(const Case& c, size_t i, size_t n, const std::vector<long long>& with) const {
    Case cand = c;
    const auto from = cand.values.begin() + static_cast<long>(i * a_);
    cand.values.insert(cand.values.erase(from, from + static_cast<long>(n * a_)), with.begin(),
                       with.end());
    return cand;
  }

  // Takes `cand` when it still fails; true if it did.
  bool keep(Case& c, const Case& cand) {
    if (!fails(cand)) return false;
    c = cand;
    return true;
  }

  // Calls pass(chunk) for chunk sizes coarse to fine: half the components, a quarter, ... one
  // (never over half of those left), until the budget.
  template <class Pass>
  void by_chunks(const Case& c, Pass pass) {
    for (size_t chunk = std::max<size_t>(count(c) / 2, 1); !stopped_;
         chunk = std::max<size_t>(1, std::min(chunk / 2, count(c) / 2))) {
      pass(chunk);
      if (chunk == 1) break;
    }
  }

  // Replaces windows of components by the fewest worth their xor (model.make; none when it is
  // 0). A sum of games plays as one nim heap of its xor (Sprague-Grundy), so the true answer
  // stays: when the wrong value lies outside the window the failure stays too, and a window
  // holding it is left alone. fold = 0 (merge): each chunk is a window; a single component is
  // replaced only by a different one (the model's smallest of its value): fewer bytes.
  // fold = 1: the window is a chunk and the component just after it (before it, at the end),
  // as if the chunk were dropped with a compensating change. Where merge leaves the wrong
  // component and one or two others, fold takes them into fewer.
  bool merge(Case& c, size_t fold) {
    bool changed = false;
    by_chunks(c, [&](size_t chunk) {
      for (size_t i = 0; i < count(c) && !stopped_;) {
        const size_t n = std::min(chunk, count(c) - i), width = n + fold;
        if (width > count(c)) break;
        const size_t first = fold != 0 && i + n == count(c) ? i - 1 : i;
        std::vector<long long> with;
        m_.make(value_of(c, first, width), with);
        const bool smaller =
            width > 1 ? with.size() < width * a_
                      : with.size() == a_ && !std::equal(with.begin(), with.end(), at(c, first));
        const Case cand = spliced(c, first, width, with);
        if (smaller && count(cand) > 0 && keep(c, cand)) {
          changed = true;
          if (fold == 0) i += with.size() / a_;
        } else {
          i += n;
        }
      }
    });
    return changed;
  }

  // Keeps one component and replaces all the others by the fewest worth their xor, for each
  // component in turn (at most kIsolate of them): merge's chunks are contiguous and never
  // span the wrong component, so a few of its results may sit on both sides of it.
  bool isolate(Case& c) {
    for (size_t j = 0; j < count(c) && count(c) <= kIsolate && !stopped_; ++j) {
      std::vector<long long> with(at(c, j), at(c, j + 1));
      m_.make(value_of(c, 0, count(c)) ^ value_of(c, j, 1), with);
      if (with.size() < c.values.size() && keep(c, spliced(c, 0, count(c), with))) return true;
    }
    return false;
  }

  // Removes chunks of components, coarse to fine: ddmin's complement step. At each size also
  // pairs of chunks (when there are at most kPairChunks), since in these games two equal
  // components cancel: removing one of them changes the answer, removing both does not.
  bool drop(Case& c) {
    bool changed = false;
    by_chunks(c, [&](size_t chunk) {
      for (size_t i = 0; i < count(c) && count(c) > 1 && !stopped_;) {
        if (without(c, i, chunk, count(c), 0)) {
          changed = true;
        } else {
          i += chunk;
        }
      }
      for (bool again = true; again && !stopped_;) {
        again = false;
        const size_t chunks = (count(c) + chunk - 1) / chunk;
        for (size_t i = 0; chunks <= kPairChunks && i < chunks && !again && !stopped_; ++i) {
          for (size_t j = i + 1; j < chunks && !again && !stopped_; ++j) {
            again = without(c, i * chunk, chunk, j * chunk, chunk);
          }
        }
        changed = changed || again;
      }
    });
    return changed;
  }

  // Tries `c` without components [i, i + n) and [j, j + m) (cut to the end, i + n <= j); keeps
  // the candidate when it still fails. Never removes every component.
  bool without(Case& c, size_t i, size_t n, size_t j, size_t m) {
    const size_t total = count(c);
    n = std::min(n, total - i);
    m = std::min(m, total - j);
    return n + m < total && keep(c, spliced(spliced(c, j, m, {}), i, n, {}));
  }

  // Replaces the input by two copies of one of its first kTwinTries components: a pair of
  // twins has nim-sum 0, so a program that does not cancel them (sums, counts) fails on it.
  bool twin(Case& c) {
    for (size_t i = 0; i < count(c) && i < kTwinTries && count(c) > 2 && !stopped_; ++i) {
      std::vector<long long> two(at(c, i), at(c, i + 1));
      two.insert(two.end(), at(c, i), at(c, i + 1));
      if (keep(c, spliced(c, 0, count(c), two))) return true;
    }
    return false;
  }

  // Sets every number of components [i, i + chunk) to the minimum at once: on a long input this
  // lowers many numbers per run; single numbers are left to lower_each.
  bool lower_chunks(Case& c) {
    bool changed = false;
    for (size_t chunk = count(c); chunk >= 2 && !stopped_; chunk /= 2) {
      for (size_t i = 0; i < count(c) && !stopped_; i += chunk) {
        const size_t n = std::min(chunk, count(c) - i);
        const std::vector<long long> lowest(n * a_, m_.lo);
        if (!std::equal(lowest.begin(), lowest.end(), at(c, i)) &&
            keep(c, spliced(c, i, n, lowest))) {
          changed = true;
        }
      }
    }
    return changed;
  }

  // Each number in turn, first together with the same number of every identical component (a
  // pair of twins cancels, and lowering one twin alone breaks that), then alone: its minimum,
  // then each set bit cleared, highest first (values in these games are read bit by bit: xor16
  // keeps 65536 * 15258 failing down to 65536), then a binary search between a value known to
  // pass and one known to fail. The predicate need not be monotone: the result is a failing
  // value whose predecessor passed.
  bool lower_each(Case& c) {
    bool changed = false;
    for (size_t k = 0; k < c.values.size() && !stopped_; ++k) {
      if (c.values[k] == m_.lo) continue;
      std::vector<size_t> twins;
      for (size_t j = 0; j < count(c); ++j) {
        if (std::equal(at(c, j), at(c, j + 1), at(c, k / a_))) twins.push_back(j * a_ + k % a_);
      }
      if (twins.size() > 1 && lower(c, twins)) {
        changed = true;
        continue;
      }
      changed = lower(c, {k}) || changed;
    }
    return changed;
  }

  // Lowers the numbers at `where` (all equal) together, as lower_each says; true if it did.
  bool lower(Case& c, const std::vector<size_t>& where) {
    const long long before = c.values[where[0]];
    Case cand = c;
    const auto set = [&](Case& x, long long v) {
      for (const size_t k : where) x.values[k] = v;
    };
    set(cand, m_.lo);
    if (keep(c, cand)) return true;
    long long now = before;
    for (int bit = 62; bit >= 0 && !stopped_; --bit) {
      const long long v = now & ~(1LL << bit);
      if (v == now || v <= m_.lo) continue;
      set(cand, v);
      if (fails(cand)) now = v;
    }
    long long pass = m_.lo, fail = now;
    while (fail - pass > 1 && !stopped_) {
      const long long mid = pass + (fail - pass) / 2;
      set(cand, mid);
      (fails(cand) ? fail : pass) = mid;
    }
    set(c, fail);
    return fail != before;
  }
};

}  // namespace shrink
