// judge: runs programs on cases under a time limit, compares strictly, names what failed.
// Usage: judge [OPTIONS] PROGRAM CASE.in... [--then [OPTIONS] PROGRAM CASE.in...]...
//   CASE.in is an input, CASE.out its expected output; a lone `-` reads case paths from stdin,
//   one a line (no limit on their number: verify.sh passes thousands).
//   --time-limit S   the judge's limit in seconds, fractional (0.5); default 10
//   --reference REF  a trusted solution; a case fails for time only if PROGRAM is also many
//                    times slower than REF on that input (see Time)
//   --keep-going     runs every case and prints one line each (name, verdict, CPU ms);
//                    default: stops at the first failure and prints only that one
//   --tolerant       passes an output that differs only in whitespace Baekjoon tolerates
//   --ko             the report in Korean, but for the lines scripts read: `FAIL CASE: why`
//                    and --keep-going's case lines
//   --progress       about every 5 s, on stderr: how many of the cases are judged
//   --then           starts another group: its own PROGRAM, limit and reference
//   --calibrate      prints this machine's slowness factor (see Time) and exits
// Verdict: a case passes when the program exits 0 and its stdout equals the .out exactly
// after CRLF -> LF (online-judge-tools' default). A strict failure that Baekjoon would accept
// (the same words) is `whitespace only: ...`, with the first differing line's bytes shown.
// Time: CPU time (user + sys). A case fails for time when it is over S x F, F this machine's
// slowness against the project's build machine (a fixed loop, timed only when a case is over
// S; F >= 1) and, with --reference, also over 10 x REF's time on that input. The parent kills
// a program (and what it started) still running after 3 S + 1 s of wall clock; a program
// that writes more than 64 MB is stopped too. Runs: scripts/lib/run.hpp.
// Output: `N passed, M failed`; on a pass then `passed N cases; worst CPU time X ms, Y% of
// the limit (CASE)`, the case whose CPU time came closest to its limit.
// Exit: 0 all passed, 1 a case failed, 2 usage or setup error or stdout not written.
// Status: used by scripts/check.sh, scripts/verify.sh and every sample test in CTest.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "../lib/files.hpp"
#include "../lib/run.hpp"
#include "../lib/text.hpp"
namespace {

constexpr std::size_t kShownBytes = 400;  // bytes of a case shown in a FAIL report

bool keep_going = false, tolerant = false, progress = false;  // and ko (text.hpp)

// When strict comparison rejects an output Baekjoon would accept (the same words): what
// differs first (English, Korean), with `where` showing the bytes from the start of the line
// before the first difference; nullptr otherwise.
const char* const* whitespace_only(const std::string& actual, const std::string& expected,
                                   std::string& where) {
  static const char* const kWhy[][2] = {
      {"missing final newline", "마지막 줄바꿈이 없음"},
      {"trailing space at a line end", "줄 끝에 공백이 있음"},
      {"whitespace differs, e.g. a newline where a space was expected",
       "공백 문자가 다름 (예: 공백 자리에 줄바꿈)"}};
  if (words(actual) != words(expected)) return nullptr;
  size_t i = 0;
  while (i < actual.size() && i < expected.size() && actual[i] == expected[i]) ++i;
  const size_t from = std::max(i < 2 ? 0 : expected.rfind('\n', i - 2) + 1, i < 40 ? 0 : i - 40);
  const auto show = [&](const std::string& s) {
    return "\"" + visible(s.substr(std::min(from, s.size()), i - from + 1), 60) + "\"";
  };
  where = say("first difference at byte %zu: expected %s, actual %s", i, show(expected).c_str(),
              show(actual).c_str());
  const auto blanks_then_line_end = [i](const std::string& s) {
    const size_t j = s.find_first_not_of(" \t", i);
    return i < s.size() && j != i && (j == std::string::npos || s[j] == '\n');
  };
  if (actual + "\n" == expected) return kWhy[0];
  return blanks_then_line_end(actual) || blanks_then_line_end(expected) ? kWhy[1] : kWhy[2];
}

struct Group {
  double limit = 10;
  std::string reference, program;
  std::vector<std::string> cases;
};

run::Runner runner;

// The verdict of one case: "" when it passes; `note` says why a pass is special.
std::string judge_case(const Group& g, const std::string& in, const std::string& expected,
                       const run::Result& r, std::string& note) {
  const double deadline = 3 * g.limit + 1;
  run::Result ref;
  const std::string abnormal = run::verdict(r);
  if (r.timed_out) {
    const bool ref_ran = !g.reference.empty() && runner.run(g.reference, in, deadline, ref);
    return abnormal + say("; the limit is %g s", g.limit) +
           (ref_ran ? say("; the reference took %.3f s CPU on this input", ref.cpu) : "");
  }
  if (r.cpu > g.limit && r.cpu > g.limit * run::machine_factor()) {
    const std::string why =
        say("time limit: %.3f s CPU, over %g s x %.2f (this machine's slowness) = %.3f s", r.cpu,
            g.limit, run::machine_factor(), g.limit * run::machine_factor());
    if (g.reference.empty()) return why;
    if (!runner.run(g.reference, in, deadline, ref)) return "could not run the reference";
    if (r.cpu > run::kSlowerThanReference * ref.cpu)
      return why + say(" and over 10 x the reference's %.3f s on this input", ref.cpu);
    note = say(tr("(slow: %.3f s CPU, but the reference took %.3f s here: this machine is too "
                  "busy to judge time)",
                  "(느림: CPU %.3f초, 그러나 기준 풀이도 이 입력에 %.3f초가 걸렸다: 기계가 "
                  "너무 바빠 시간은 판정하지 않는다)"),
               r.cpu, ref.cpu);
  }
  if (!abnormal.empty()) return abnormal;
  const std::string actual = run::lf(r.out), want = run::lf(expected);
  if (actual == want) return "";
  std::string where;
  const char* const* why = whitespace_only(actual, want, where);
  if (!why) return "wrong answer";
  if (tolerant) {
    note = std::string(tr("(tolerant: ", "(관대한 비교: ")) + why[ko] + ")";
    return "";
  }
  return std::string("whitespace only: Baekjoon would accept it (") + why[0] + "); " + where;
}

int usage(const std::string& why) {
  std::fprintf(stderr,
               "judge: %s\nusage: judge [--time-limit S] [--reference REF] [--keep-going] "
               "[--tolerant] [--ko] [--progress] PROGRAM CASE.in... [--then ...]\n",
               why.c_str());
  return 2;
}

bool parse_seconds(const std::string& s, double& v) {  // 2, 0.5, .5; nothing else
  const size_t dot = s.find('.');
  const bool shape = !s.empty() && s.find_first_not_of("0123456789.") == std::string::npos &&
                     (dot == std::string::npos || s.find('.', dot + 1) == std::string::npos) &&
                     s != ".";
  if (!shape) return false;
  v = std::strtod(s.c_str(), nullptr);
  return v > 0 && v <= 3600;
}

// Judges every case of every group; returns the number that failed (-1: a setup error).
int judge_all(const std::vector<Group>& groups) {
  size_t total = 0, done = 0, passed = 0, failed = 0;
  for (const Group& g : groups) total += g.cases.size();
  double worst = -1, worst_ms = 0;  // the largest CPU time as a share of its limit
  std::string worst_case;
  auto last_report = std::chrono::steady_clock::now();
  for (const Group& g : groups) {
    if (!g.reference.empty()) {
      std::printf(tr("time rule: a case fails for time when its CPU time is over %g s (the "
                     "judge's limit) x this machine's slowness (>= 1) and over 10 x the "
                     "reference's on the same input; killed after %g s of wall clock\n",
                     "시간 규칙: CPU 시간이 %g초(채점 시간 제한) x 이 기계의 느린 정도(1 이상)를 "
                     "넘고 같은 입력에서 기준 풀이의 10배도 넘으면 시간 초과다. 벽시계로 %g초가 "
                     "지나면 강제로 끝낸다\n"),
                  g.limit, 3 * g.limit + 1);
      std::fflush(stdout);
    }
    for (const std::string& in : g.cases) {
      const std::string name = in.substr(0, in.size() - 3);
      const std::string input = read_file(in), expected = read_file(name + ".out");
      run::Result r;
      if (!runner.run(g.program, in, 3 * g.limit + 1, r)) {
        std::fprintf(stderr, "judge: %s\n", runner.error().c_str());
        return -1;
      }
      std::string note;
      const std::string why = judge_case(g, in, expected, r, note);
      if (keep_going) {
        const std::string& told = why.empty() ? note : why;
        std::printf("%-40s %s %5lld ms%s%s\n", name.c_str(), why.empty() ? "PASS" : "FAIL",
                    static_cast<long long>(std::llround(r.cpu * 1000)), told.empty() ? "" : " ",
                    told.c_str());
      } else if (!why.empty()) {
        std::printf("FAIL %s: %s\n", in.c_str(), why.c_str());
      } else if (!note.empty()) {
        std::printf("note %s: %s\n", in.c_str(), note.c_str());
      }
      ++done;
      if (progress && std::chrono::steady_clock::now() - last_report > std::chrono::seconds(5)) {
        last_report = std::chrono::steady_clock::now();
        std::fprintf(
            stderr,
            tr("judge: %zu of %zu cases judged\n", "judge: 케이스 %zu개 채점 (전체 %zu개)\n"), done,
            total);
      }
      if (why.empty()) {
        ++passed;
        if (r.cpu / g.limit > worst)
          worst = r.cpu / g.limit, worst_ms = r.cpu * 1000, worst_case = name;
        continue;
      }
      ++failed;
      std::printf(tr("  input:    %s\n  expected: %s\n  actual:   %s\n",
                     "  입력:     %s\n  기대 출력: %s\n  실제 출력: %s\n"),
                  visible(input, kShownBytes).c_str(), visible(expected, kShownBytes).c_str(),
                  visible(r.out, kShownBytes).c_str());
      if (!r.err.empty()) std::printf("  stderr:   %s\n", visible(r.err, kShownBytes).c_str());
      if (!keep_going) break;
    }
    if (failed && !keep_going) break;
  }
  std::printf(tr("%zu passed, %zu failed\n", "통과 %zu, 실패 %zu\n"), passed, failed);
  if (!failed) {
    std::printf(tr("passed %zu cases; worst CPU time %.0f ms, %.1f%% of the limit (%s)\n",
                   "케이스 %zu개 모두 통과; 가장 긴 CPU 시간 %.0f ms, 시간 제한의 %.1f%% (%s)\n"),
                passed, worst_ms, worst * 100, worst_case.c_str());
  }
  return static_cast<int>(std::min<size_t>(failed, 1));
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<Group> groups(1);
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    Group& g = groups.back();
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (a == "--time-limit") {
      if (!v || !parse_seconds(v, g.limit)) {
        return usage(std::string("--time-limit needs seconds > 0, like 2 or 0.5 (got '") +
                     (v ? v : "") + "')");
      }
      ++i;
    } else if (a == "--reference") {
      if (!v) return usage("--reference needs a program");
      g.reference = v, ++i;
    } else if (a == "--keep-going" || a == "--tolerant" || a == "--ko" || a == "--progress") {
      (a == "--keep-going" ? keep_going
       : a == "--tolerant" ? tolerant
       : a == "--ko"       ? ko
                           : progress) = true;
    } else if (a == "--calibrate") {
      const double t = run::calibrate();
      std::printf("calibration loop: %.3f s CPU (build machine: %.3f s); slowness factor %.2f\n", t,
                  run::kBaselineSeconds, std::max(1.0, t / run::kBaselineSeconds));
      return 0;
    } else if (a == "--then") {
      groups.emplace_back();
    } else if (a == "-" && !g.program.empty()) {
      for (std::string line; std::getline(std::cin, line);)
        if (!line.empty()) g.cases.push_back(line);
    } else if (a.size() > 1 && a[0] == '-') {
      return usage("unknown option '" + a + "'");
    } else if (g.program.empty()) {
      g.program = a.find('/') == std::string::npos ? "./" + a : a;  // never a search of PATH
    } else if (a.size() > 3 && a.compare(a.size() - 3, 3, ".in") == 0) {
      g.cases.push_back(a);
    } else {
      return usage(a + " is not a .in file");
    }
  }
  for (Group& g : groups) {
    if (g.program.empty() || g.cases.empty())
      return usage("a program and at least one case, please");
    if (!g.reference.empty() && g.reference.find('/') == std::string::npos)
      g.reference = "./" + g.reference;
    for (const std::string& p : {g.program, g.reference}) {
      if (!p.empty() && access(p.c_str(), X_OK) != 0) {
        std::fprintf(stderr, "judge: cannot execute %s: %s\n", p.c_str(), std::strerror(errno));
        return 2;
      }
    }
  }
  const int failed = judge_all(groups);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "judge: cannot write standard output: %s\n", std::strerror(errno));
    return 2;
  }
  return failed < 0 ? 2 : failed;
}
