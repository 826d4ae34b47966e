// shrink: turns a failing input into a small one that fails the same way, so the user sees
//   which component their program gets wrong (QuickCheck/Hypothesis-style shrinking).
// Usage: shrink PROBLEM SOLUTION REFERENCE CASE.in [--out FILE.in] [--time-limit S]
//          [--slowness F] [--max-runs N] [--max-seconds S] [--naive PROGRAM] [--validator PROGRAM]
//   PROBLEM is a folder name (boj16889_nodup_nim); REFERENCE is the proved main.cpp binary;
//   S is the judge's limit and F this machine's slowness (`judge --calibrate`), used as the
//   judge uses them (shrinker.hpp: classify).
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
// Files: model.hpp (each problem's input), shrinker.hpp (the passes), ../lib/run.hpp (runs).
// Status: called by scripts/lib/shrink.sh from scripts/verify.sh; tested by tests/shrink/.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../lib/run.hpp"
#include "../lib/visible.hpp"
#include "model.hpp"
#include "shrinker.hpp"

namespace {

constexpr std::size_t kShownBytes = 200;  // bytes of an answer shown in the report
using shrink::Case;
using shrink::Failure;
using shrink::lf;
using shrink::Model;
using shrink::Options;
using shrink::Result;
using shrink::write_file;
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
    } else if (a == "--slowness" && has_value) {
      o.slowness = std::atof(argv[++i]);
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
        "usage: shrink PROBLEM SOLUTION REFERENCE CASE.in [--out FILE.in] [--time-limit S] "
        "[--slowness F]"
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
  shrink::Shrinker s(*m, o, dir);
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
      run::Runner r;
      r.run(o.reference, dir + "/candidate.in", 3 * o.limit + 1, ref);
    }
    show_input(small);
    std::string check = "main.cpp";
    if (!o.naive.empty()) {
      run::Runner r;
      Result nv;
      r.run(o.naive, dir + "/candidate.in", 60, nv);
      if (nv.code == 2 && !nv.signaled && !nv.timed_out) {
        check += "; too large for the brute force";
      } else if (nv.timed_out || !run::verdict(nv).empty()) {
        check +=
            "; the brute force failed: " + (nv.timed_out ? "no answer in 60 s" : run::verdict(nv));
      } else if (lf(nv.out) == lf(ref.out)) {
        check += "; the brute force agrees";
      } else {
        check += "; THE BRUTE FORCE DISAGREES: " + visible(nv.out, kShownBytes);
        rc = 3;
      }
    }
    std::printf("  expected: %s (%s)\n", visible(ref.out, kShownBytes).c_str(), check.c_str());
    const bool ran = now.kind != Failure::kCrash && now.kind != Failure::kTimeout;
    std::printf("  actual:   %s\n", ran ? visible(sol.out, kShownBytes).c_str() : now.why.c_str());
    if (!sol.err.empty()) std::printf("  stderr:   %s\n", visible(sol.err, kShownBytes).c_str());
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
  unlink((dir + "/candidate.in").c_str());
  rmdir(dir.c_str());
  return rc;
}
