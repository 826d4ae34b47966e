// shrink: turns a failing input into a small one that fails the same way, so the user sees
//   which component their program gets wrong (QuickCheck/Hypothesis-style shrinking).
// Usage: shrink PROBLEM SOLUTION REFERENCE CASE.in [--out FILE.in] [--time-limit S]
//          [--max-runs N] [--max-seconds S] [--naive PROGRAM] [--validator PROGRAM]
//   PROBLEM is a folder name (boj16889_nodup_nim); REFERENCE is the proved main.cpp binary.
// How: the failure is first classified as the judge would (wrong answer, wrong format, crash
//   with its signal or exit status, time limit). Then, greedily and in a fixed order until
//   nothing changes: drop chunks of components (halves, quarters, ... single ones, and pairs
//   of chunks), replace the input by twin copies of one component, set chunks of numbers to
//   their smallest legal value, clear each number's bits (highest first) and lower it by binary
//   search toward its smallest value (with its identical twins, then alone). A candidate is
//   kept when the solution still fails the same way (for a wrong answer: a well-formed answer
//   that differs from REFERENCE's) and the validator, when given, accepts it. Candidates are
//   printed in the canonical format (model.hpp); the 18937 king token is kept. The result is
//   cross-checked with the brute force (--naive) when it is small enough for it (the brute
//   force exits 2 otherwise).
// A time limit is shrunk by dropping components only (numbers are kept; see run()).
// Budget: at most --max-runs candidates (default 2000) and --max-seconds (default 20); the
//   run count makes the result deterministic, the seconds only cut off slow programs (a time
//   limit failure costs the full limit per candidate). The report says when a budget ran out.
// Debug: SHRINK_TRACE=1 prints one stderr line per candidate run.
// Exit: 0 shrunk and reported (--out written, with FILE.out holding REFERENCE's answer); 1 the
//   failure did not reproduce or the case is not in the problem's format; 2 usage or setup
//   error; 3 the brute force disagrees with REFERENCE on the shrunk input (a bug to report).
// Status: called by scripts/lib/shrink.sh from scripts/verify.sh; tested by tests/shrink/.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "model.hpp"
#include "run.hpp"

namespace {
using shrink::Case;
using shrink::Model;
using shrink::Result;

std::string lf(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (!(s[i] == '\r' && i + 1 < s.size() && s[i + 1] == '\n')) out += s[i];
  }
  return out;
}

// Whitespace and control bytes made visible, cut to `cap` bytes (as the judge shows them).
std::string visible(const std::string& s, size_t cap = 200) {
  std::string out;
  for (size_t i = 0; i < s.size() && i < cap; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < ' ' || c >= 127) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", c);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  if (s.size() > cap) out += "... (" + std::to_string(s.size()) + " bytes)";
  return out;
}

bool write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f << text;
  return static_cast<bool>(f);
}

struct Options {
  std::string problem, solution, reference, input, out, naive, validator;
  double limit = 2, max_seconds = 20;
  long max_runs = 2000;
};

// How a run failed; two failures are "the same" when kind and code agree.
struct Failure {
  enum Kind { kNone, kWrongAnswer, kWrongFormat, kCrash, kTimeout } kind = kNone;
  int code = 0;  // crash: signal * 1000 + 1, or exit status * 1000 + 2 (one number to compare)
  std::string why;
  bool same(const Failure& o) const { return kind == o.kind && code == o.code; }
};

class Shrinker {
 public:
  Shrinker(const Model& m, const Options& o, const std::string& dir)
      : m_(m), o_(o), runner_(dir), cand_(dir + "/candidate.in") {}

  // Classifies SOLUTION on `c`; fills the outputs for the report.
  Failure classify(const Case& c, Result& sol, Result& ref, bool& ref_ok) {
    Failure f;
    ref_ok = false;
    write_file(cand_, m_.print(c));
    runner_.run(o_.solution, cand_, o_.limit, sol);
    const std::string abnormal = shrink::abnormal(sol, o_.limit);
    if (sol.timed_out) {
      f = {Failure::kTimeout, 0, abnormal};
    } else if (sol.signaled) {
      f = {Failure::kCrash, sol.code * 1000 + 1, abnormal};
    } else if (sol.code != 0) {
      f = {Failure::kCrash, sol.code * 1000 + 2, abnormal};
    }
    // A crash or a time limit needs no reference answer, which saves a run per candidate.
    if (f.kind != Failure::kNone ||
        (target_.kind != Failure::kNone && target_.kind != Failure::kWrongAnswer &&
         target_.kind != Failure::kWrongFormat)) {
      return f;
    }
    runner_.run(o_.reference, cand_, o_.limit, ref);
    ref_ok = shrink::abnormal(ref, o_.limit).empty() && well_formed(ref.out);
    if (!ref_ok || lf(sol.out) == lf(ref.out)) return f;
    if (well_formed(sol.out)) return {Failure::kWrongAnswer, 0, "wrong answer"};
    return {Failure::kWrongFormat, 0, "wrong answer (not a well-formed answer line)"};
  }

  // Does `c` fail as the original did (and is it valid)? Counts against the budget.
  bool fails(const Case& c) {
    if (out_of_budget()) return false;
    ++runs_;
    if (std::getenv("SHRINK_TRACE") != nullptr) {
      std::fprintf(stderr, "run %ld: %zu components, %.2f s\n", runs_, count(c), seconds());
    }
    Result sol, ref;
    bool ref_ok = false;
    if (!classify(c, sol, ref, ref_ok).same(target_)) return false;
    if (o_.validator.empty()) return true;
    Result v;
    return runner_.run(o_.validator, cand_, o_.limit, v) && shrink::abnormal(v, o_.limit).empty();
  }

  void set_target(const Failure& f) { target_ = f; }
  long runs() const { return runs_; }
  const std::string& stop_reason() const { return stop_; }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

  // Greedy passes until a fixpoint or the budget. A time limit only drops components: lowered
  // numbers would home in on the edge of the limit, where the verdict depends on the machine's
  // load (not deterministic), each step costing the whole limit.
  void run(Case& c) {
    for (bool changed = true; changed && stop_.empty();) {
      changed = drop(c);
      if (target_.kind == Failure::kTimeout) break;
      changed = twin(c) || changed;
      changed = lower_chunks(c) || changed;
      changed = lower_each(c) || changed;
    }
  }

 private:
  const Model& m_;
  const Options& o_;
  shrink::Runner runner_;
  std::string cand_, stop_;
  Failure target_;
  long runs_ = 0;
  static constexpr size_t kPairChunks = 16, kTwinTries = 16;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();

  bool well_formed(const std::string& out) const {
    const std::string s = lf(out);
    return s == std::string(m_.answers[0]) + "\n" || s == std::string(m_.answers[1]) + "\n";
  }

  bool out_of_budget() {
    if (!stop_.empty()) return true;
    if (runs_ >= o_.max_runs) {
      stop_ = "the run budget (" + std::to_string(o_.max_runs) + " runs) was spent";
    } else if (seconds() >= o_.max_seconds) {
      char buf[96];
      std::snprintf(buf, sizeof buf, "the time budget (%g s) was spent", o_.max_seconds);
      stop_ = buf;
    }
    return !stop_.empty();
  }

  size_t count(const Case& c) const { return m_.count(c); }

  // Removes chunks of components, coarse to fine: ddmin's complement step. At each size also
  // pairs of chunks (when there are at most kPairChunks), since in these games two equal
  // components cancel: removing one of them changes the answer, removing both does not.
  bool drop(Case& c) {
    bool changed = false;
    for (size_t chunk = count(c) / 2; chunk >= 1 && stop_.empty();
         chunk = std::min(chunk / 2, count(c) / 2)) {
      for (size_t i = 0; i < count(c) && count(c) > 1 && stop_.empty();) {
        if (try_without(c, i, chunk, count(c), 0)) {
          changed = true;
        } else {
          i += chunk;
        }
      }
      for (bool again = true; again && stop_.empty();) {
        again = false;
        const size_t chunks = (count(c) + chunk - 1) / chunk;
        for (size_t i = 0; chunks <= kPairChunks && i < chunks && !again && stop_.empty(); ++i) {
          for (size_t j = i + 1; j < chunks && !again && stop_.empty(); ++j) {
            again = try_without(c, i * chunk, chunk, j * chunk, chunk);
          }
        }
        changed = changed || again;
      }
    }
    return changed;
  }

  // Tries `c` without components [i, i + n) and [j, j + m) (cut to the end, j > i); keeps the
  // candidate when it still fails. Never removes every component.
  bool try_without(Case& c, size_t i, size_t n, size_t j, size_t m) {
    const size_t total = count(c), a = static_cast<size_t>(m_.arity);
    n = std::min(n, total - i);
    m = j < total ? std::min(m, total - j) : 0;
    if (n + m >= total) return false;
    Case cand;
    cand.extra = c.extra;
    for (size_t k = 0; k < total; ++k) {
      if ((k >= i && k < i + n) || (k >= j && k < j + m)) continue;
      cand.values.insert(cand.values.end(), c.values.begin() + static_cast<long>(k * a),
                         c.values.begin() + static_cast<long>((k + 1) * a));
    }
    if (!fails(cand)) return false;
    c = cand;
    return true;
  }

  // Replaces the input by two copies of one of its first kTwinTries components: a pair of
  // twins has nim-sum 0, so a program that does not cancel them (sums, counts) fails on it.
  bool twin(Case& c) {
    const size_t a = static_cast<size_t>(m_.arity);
    for (size_t i = 0; i < count(c) && i < kTwinTries && count(c) > 2 && stop_.empty(); ++i) {
      Case cand;
      cand.extra = c.extra;
      for (int copy = 0; copy < 2; ++copy) {
        cand.values.insert(cand.values.end(), c.values.begin() + static_cast<long>(i * a),
                           c.values.begin() + static_cast<long>((i + 1) * a));
      }
      if (fails(cand)) {
        c = cand;
        return true;
      }
    }
    return false;
  }

  // Sets every number of components [i, i + chunk) to the minimum at once: on a long input this
  // lowers many numbers per run; single numbers are left to lower_each.
  bool lower_chunks(Case& c) {
    bool changed = false;
    const size_t a = static_cast<size_t>(m_.arity);
    for (size_t chunk = count(c); chunk >= 2 && stop_.empty(); chunk /= 2) {
      for (size_t i = 0; i < count(c) && stop_.empty(); i += chunk) {
        const size_t end = std::min(count(c), i + chunk) * a;
        Case cand = c;
        bool any = false;
        for (size_t k = i * a; k < end; ++k) {
          any = any || cand.values[k] != m_.lo;
          cand.values[k] = m_.lo;
        }
        if (any && fails(cand)) {
          c = cand;
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
    const size_t a = static_cast<size_t>(m_.arity);
    for (size_t k = 0; k < c.values.size() && stop_.empty(); ++k) {
      if (c.values[k] == m_.lo) continue;
      std::vector<size_t> twins;
      const size_t first = k / a * a;
      for (size_t j = k % a; j < c.values.size(); j += a) {
        if (std::equal(c.values.begin() + static_cast<long>(j - k % a),
                       c.values.begin() + static_cast<long>(j - k % a + a),
                       c.values.begin() + static_cast<long>(first))) {
          twins.push_back(j);
        }
      }
      if (twins.size() > 1 && lower(c, twins)) {
        changed = true;
        continue;
      }
      changed = lower(c, {k}) || changed;
    }
    return changed;
  }

  // Lowers the numbers at `at` (all equal) together, as lower_each says; true if it did.
  bool lower(Case& c, const std::vector<size_t>& at) {
    const long long before = c.values[at[0]];
    Case cand = c;
    const auto set = [&](Case& x, long long v) {
      for (const size_t k : at) x.values[k] = v;
    };
    set(cand, m_.lo);
    if (fails(cand)) {
      c = cand;
      return true;
    }
    long long now = before;
    for (int bit = 62; bit >= 0 && stop_.empty(); --bit) {
      const long long v = now & ~(1LL << bit);
      if (v == now || v <= m_.lo) continue;
      set(cand, v);
      if (fails(cand)) now = v;
    }
    long long pass = m_.lo, fail = now;
    while (fail - pass > 1 && stop_.empty()) {
      set(cand, pass + (fail - pass) / 2);
      if (fails(cand)) {
        fail = cand.values[at[0]];
      } else {
        pass = cand.values[at[0]];
      }
    }
    set(c, fail);
    return fail != before;
  }
};

bool parse_args(int argc, char** argv, Options& o) {
  std::vector<std::string> pos;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool has_value = i + 1 < argc;
    if (a == "--out" && has_value) {
      o.out = argv[++i];
    } else if (a == "--naive" && has_value) {
      o.naive = argv[++i];
    } else if (a == "--validator" && has_value) {
      o.validator = argv[++i];
    } else if (a == "--time-limit" && has_value) {
      o.limit = std::atof(argv[++i]);
    } else if (a == "--max-runs" && has_value) {
      o.max_runs = std::atol(argv[++i]);
    } else if (a == "--max-seconds" && has_value) {
      o.max_seconds = std::atof(argv[++i]);
    } else if (a.rfind("--", 0) == 0) {
      return false;
    } else {
      pos.push_back(a);
    }
  }
  if (pos.size() != 4 || o.limit <= 0 || o.max_runs < 1 || o.max_seconds <= 0) return false;
  o.problem = pos[0];
  o.solution = pos[1];
  o.reference = pos[2];
  o.input = pos[3];
  return true;
}

// The input as the report shows it: whole when short, else its start.
void show_input(const std::string& text) {
  const long lines = std::count(text.begin(), text.end(), '\n');
  if (lines <= 12 && text.size() <= 300) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) std::printf("    %s\n", line.c_str());
  } else {
    std::printf("    %s\n", visible(text, 120).c_str());
  }
}

std::string plural(size_t n, const char* noun) {
  std::string s = std::to_string(n) + " " + noun;
  if (n == 1) s.pop_back();  // coins -> coin, palaces -> palace, bridges -> bridge
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (argc == 2 && (std::strcmp(argv[1], "-h") == 0 || std::strcmp(argv[1], "--help") == 0)) {
    std::printf(
        "usage: shrink PROBLEM SOLUTION REFERENCE CASE.in [--out FILE.in] [--time-limit S]"
        " [--max-runs N] [--max-seconds S] [--naive PROGRAM] [--validator PROGRAM]\n");
    return 0;
  }
  if (!parse_args(argc, argv, o)) {
    std::fprintf(stderr,
                 "usage: shrink PROBLEM SOLUTION REFERENCE CASE.in [options] (see --help)\n");
    return 2;
  }
  const Model* m = shrink::find_model(o.problem);
  if (m == nullptr) {
    std::fprintf(stderr, "shrink: unknown problem '%s'\n", o.problem.c_str());
    return 2;
  }
  std::ifstream in_file(o.input, std::ios::binary);
  std::stringstream text;
  text << in_file.rdbuf();
  if (!in_file) {
    std::fprintf(stderr, "shrink: cannot read %s\n", o.input.c_str());
    return 2;
  }
  const std::string name = o.input.substr(o.input.find_last_of('/') + 1);
  Case c;
  std::string why;
  if (!m->parse(text.str(), c, why)) {
    std::printf("shrink: %s is not in the problem's format (%s), not shrunk\n", name.c_str(),
                why.c_str());
    return 1;
  }

  const char* tmp = std::getenv("TMPDIR");
  std::string dir = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/shrink.XXXXXX";
  if (mkdtemp(&dir[0]) == nullptr) {
    std::perror("shrink: mkdtemp");
    return 2;
  }
  Shrinker s(*m, o, dir);
  Result sol, ref;
  bool ref_ok = false;
  const Failure original = s.classify(c, sol, ref, ref_ok);
  const size_t n0 = m->count(c), bytes0 = text.str().size();
  int rc = 0;
  if (original.kind == Failure::kNone) {
    std::printf(
        "shrink: %s: the failure did not reproduce (a time limit near the edge?), not"
        " shrunk\n",
        name.c_str());
    rc = 1;
  } else {
    std::printf("shrink: %s: %s, %s, %zu bytes\n", name.c_str(), original.why.c_str(),
                plural(n0, m->noun).c_str(), bytes0);
    s.set_target(original);
    s.run(c);
    const std::string small = m->print(c);
    std::printf("shrink: %s, %zu bytes, after %ld runs in %.1f s; %s\n",
                plural(m->count(c), m->noun).c_str(), small.size(), s.runs(), s.seconds(),
                !s.stop_reason().empty() ? ("stopped early: " + s.stop_reason()).c_str()
                : original.kind == Failure::kTimeout
                    ? "no component can be dropped (fixpoint; numbers are kept for a time limit)"
                    : "no smaller change fails (fixpoint)");
    // The last word on the shrunk input: run everything once more, for the report.
    const Failure now = s.classify(c, sol, ref, ref_ok);
    if (!ref_ok) {  // a crash or time limit skipped the reference
      shrink::Runner r(dir);
      r.run(o.reference, dir + "/candidate.in", o.limit, ref);
      ref_ok = shrink::abnormal(ref, o.limit).empty();
    }
    show_input(small);
    std::string check = "main.cpp";
    if (!o.naive.empty()) {
      shrink::Runner r(dir);
      Result nv;
      r.run(o.naive, dir + "/candidate.in", 60, nv);
      if (nv.code == 2 && !nv.signaled && !nv.timed_out) {
        check += "; too large for the brute force";
      } else if (!shrink::abnormal(nv, 60).empty()) {
        check += "; the brute force failed: " + shrink::abnormal(nv, 60);
      } else if (lf(nv.out) == lf(ref.out)) {
        check += "; the brute force agrees";
      } else {
        check += "; THE BRUTE FORCE DISAGREES: " + visible(nv.out);
        rc = 3;
      }
    }
    std::printf("  expected: %s (%s)\n", visible(ref.out).c_str(), check.c_str());
    const std::string abnormal = shrink::abnormal(sol, o.limit);
    std::printf("  actual:   %s\n", abnormal.empty() ? visible(sol.out).c_str() : abnormal.c_str());
    if (!sol.err.empty()) std::printf("  stderr:   %s\n", visible(sol.err).c_str());
    if (!now.same(original)) {
      std::printf("  note: on this last run it %s (timing varies near the limit)\n",
                  now.kind == Failure::kNone ? "passed" : now.why.c_str());
    }
    if (!o.out.empty()) {
      bool ok = write_file(o.out, small);
      if (ok && o.out.size() > 3 && o.out.compare(o.out.size() - 3, 3, ".in") == 0) {
        ok = write_file(o.out.substr(0, o.out.size() - 3) + ".out", ref.out);
      }
      if (!ok) {
        std::fprintf(stderr, "shrink: cannot write %s\n", o.out.c_str());
        rc = 2;
      }
    }
  }
  for (const char* f : {"/candidate.in", "/stdout", "/stderr"}) unlink((dir + f).c_str());
  rmdir(dir.c_str());
  return rc;
}
