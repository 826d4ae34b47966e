// judge: runs programs on cases under a time limit, compares outputs as Baekjoon does, names
//   what failed.
// Usage: judge [OPTIONS] PROGRAM CASE.in... [--then [OPTIONS] PROGRAM CASE.in...]...
//   CASE.in is an input, CASE.out its expected output; a lone `-` reads case paths from stdin,
//   one a line (no limit on their number: verify.sh passes thousands).
//   --time-limit S   the limit in seconds, fractional (0.5); default 10
//   --limit-text T   how the limit was found ("Python 3: 0.5 s x 3 + 2 s = 3.5 s"), shown once
//   --reference REF  a trusted solution; a case fails for time only if PROGRAM is also many
//                    times slower than REF on that input (see Time)
//   --keep-going     runs every case and prints one line each (name, verdict, CPU ms);
//                    default: stops at the first failure and prints only that one
//   --strict         byte for byte: what Baekjoon accepts for its whitespace fails
//   --budget S       starts no case after S seconds of wall clock; a run that stops so passes
//                    and says `PASS on K of M cases (budget)`
//   --ko             the report in Korean (a FAIL line keeps its English kind first)
//   --progress       on stderr: the whole run's estimated time once, then about every 5 s
//                    how many cases are judged
//   --then           starts another group: its own PROGRAM, limit and reference
//   --calibrate      prints this machine's slowness factor (see Time) and exits
// Verdict (run::compare, scripts/lib/run.hpp): an output passes when it equals the .out or
// differs only where Baekjoon allows (a missing final newline, one trailing space a line, a
// newline for a space or the reverse); the run ends with one line counting such outputs. Any
// other difference in whitespace alone is `presentation error` (출력 형식이 잘못되었습니다), in
// the words `wrong answer`; with --strict, a difference Baekjoon allows is `whitespace only`.
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
#include <string>
#include <vector>

#include "../lib/files.hpp"
#include "../lib/run.hpp"
#include "../lib/text.hpp"
namespace {

constexpr std::size_t kShownBytes = 400;  // bytes of a case shown in a FAIL report

bool keep_going = false, strict = false, progress = false;  // and ko (text.hpp)
double budget = 0;                                          // --budget; 0: none

// Where `actual` first differs from `expected`: the bytes from the start of that line.
std::string first_difference(const std::string& actual, const std::string& expected) {
  size_t i = 0;
  while (i < actual.size() && i < expected.size() && actual[i] == expected[i]) ++i;
  const size_t from = std::max(i < 2 ? 0 : expected.rfind('\n', i - 2) + 1, i < 40 ? 0 : i - 40);
  const auto show = [&](const std::string& s) {
    return "\"" + visible(s.substr(std::min(from, s.size()), i - from + 1), 60) + "\"";
  };
  return say(tr("first difference at byte %zu: expected %s, actual %s",
                "%zu번째 바이트부터 다름: 기대 출력 %s, 실제 출력 %s"),
             i, show(expected).c_str(), show(actual).c_str());
}

// The rules of Baekjoon's whitespace leeway, as run::Leeway's bits.
constexpr const char* kLeeway[][2] = {{"missing final newline", "마지막 줄바꿈 없음"},
                                      {"a trailing space", "줄 끝 공백 하나"},
                                      {"a newline for a space", "공백 대신 줄바꿈"}};
std::string leeway_words(unsigned leeway) {
  std::string out;
  for (unsigned b = 0; b < 3; ++b)
    if (leeway >> b & 1) out += (out.empty() ? "" : ", ") + std::string(kLeeway[b][ko]);
  return out;
}

struct Group {
  double limit = 10;
  std::string limit_text, reference, program;
  std::vector<std::string> cases;
};

run::Runner runner;

// The verdict of one case: "" when it passes; `note` says why a pass is special, `leeway` which
// of Baekjoon's whitespace rules it took.
std::string judge_case(const Group& g, const std::string& in, const std::string& expected,
                       const run::Result& r, std::string& note, unsigned& leeway) {
  const double deadline = 3 * g.limit + 1;
  run::Result ref;
  const std::string abnormal = run::verdict(r);
  if (r.timed_out) {
    const bool ref_ran = !g.reference.empty() && runner.run(g.reference, in, deadline, ref);
    return abnormal + say(tr("; the limit is %g s", "; 제한은 %g초"), g.limit) +
           (ref_ran ? say(tr("; the reference took %.3f s CPU on this input",
                             "; 기준 풀이는 이 입력에 CPU %.3f초"),
                          ref.cpu)
                    : "");
  }
  if (r.cpu > g.limit && r.cpu > g.limit * run::machine_factor()) {
    const std::string why =
        run::kind("time limit", "시간 초과") +
        say(tr(": %.3f s CPU, over %g s x %.2f (this machine's slowness) = %.3f s",
               ": CPU %.3f초, 제한 %g초 x %.2f(이 기계의 속도 보정) = %.3f초를 넘음"),
            r.cpu, g.limit, run::machine_factor(), g.limit * run::machine_factor());
    if (g.reference.empty()) return why;
    if (!runner.run(g.reference, in, deadline, ref)) return "could not run the reference";
    if (r.cpu > run::kSlowerThanReference * ref.cpu)
      return why + say(tr(" and over 10 x the reference's %.3f s on this input",
                          ", 기준 풀이(이 입력에 %.3f초)의 10배도 넘음"),
                       ref.cpu);
    note = say(tr("(slow: %.3f s CPU, but the reference took %.3f s here: this machine is too "
                  "busy to judge time)",
                  "(느림: CPU %.3f초지만 기준 풀이도 %.3f초 걸림. 기계가 바빠 시간은 판정하지 "
                  "않습니다)"),
               r.cpu, ref.cpu);
  }
  if (!abnormal.empty()) return abnormal;
  const run::Comparison c = run::compare(r.out, expected);
  if (c.match == run::Match::wrong) return run::kind("wrong answer", "틀렸습니다");
  if (c.match == run::Match::presentation) {
    return run::kind("presentation error", "출력 형식이 잘못되었습니다") + ": " +
           first_difference(run::lf(r.out), run::lf(expected));
  }
  if (strict && r.out != expected) {
    const std::string why = c.match == run::Match::exact
                                ? std::string(tr("CRLF line ends", "CRLF 줄바꿈"))
                                : leeway_words(c.leeway);
    return run::kind("whitespace only", "공백만 다름") +
           say(tr(": Baekjoon accepts it (%s), --strict does not; ",
                  ": 백준은 통과시키지만(%s) --strict에서는 실패; "),
               why.c_str()) +
           first_difference(r.out, expected);
  }
  leeway = c.leeway;
  return "";
}

int usage(const std::string& why) {
  std::fprintf(stderr,
               "judge: %s\nusage: judge [--time-limit S] [--limit-text T] [--reference REF] "
               "[--keep-going] [--strict] [--budget S] [--ko] [--progress] PROGRAM CASE.in... "
               "[--then ...]\n       judge --calibrate\n",
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
  return v > 0 && v <= 86400;
}

std::string duration(double s) {
  return s < 90 ? say(tr("%.0f s", "%.0f초"), s) : say(tr("%.0f min", "%.0f분"), s / 60);
}

// Judges every case of every group; returns the number that failed (-1: a setup error).
int judge_all(const std::vector<Group>& groups) {
  size_t total = 0, done = 0, passed = 0, failed = 0, leeway_cases = 0;
  unsigned leeway_seen = 0;
  for (const Group& g : groups) total += g.cases.size();
  double worst = -1, worst_ms = 0;  // the largest CPU time as a share of its limit
  std::string worst_case;
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  double last_report = 0;
  bool estimated = false, out_of_budget = false;
  for (const Group& g : groups) {
    if (!g.limit_text.empty())
      std::printf(tr("time limit: %s\n", "시간 제한: %s\n"), g.limit_text.c_str());
    if (!g.reference.empty()) {
      std::printf(
          tr("time rule: a case fails for time when its CPU time is over %g s x this "
             "machine's slowness (>= 1) and over 10 x the reference's on the same "
             "input; killed after %g s of wall clock\n",
             "시간 규칙: CPU 시간이 %g초 x 이 기계의 속도 보정(1 이상)을 넘고 같은 입력에서 "
             "기준 풀이의 10배도 넘으면 시간 초과입니다. 실제 시간 %g초가 지나면 강제로 "
             "끝냅니다\n"),
          g.limit, 3 * g.limit + 1);
    }
    for (const std::string& in : g.cases) {
      if (budget > 0 && elapsed() > budget) {
        out_of_budget = true;
        break;
      }
      const std::string name = in.substr(0, in.size() - 3);
      const std::string input = read_file(in), expected = read_file(name + ".out");
      run::Result r;
      if (!runner.run(g.program, in, 3 * g.limit + 1, r)) {
        std::fprintf(stderr, "judge: %s\n", runner.error().c_str());
        return -1;
      }
      std::string note;
      unsigned leeway = 0;
      const std::string why = judge_case(g, in, expected, r, note, leeway);
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
      const double now = elapsed();
      if (progress && !estimated && now > 3 && done < total) {
        estimated = true;
        std::fflush(stdout);  // progress never lands inside a line of the report
        std::fprintf(stderr,
                     tr("judge: %zu cases in %s; all %zu at this pace: about %s%s\n",
                        "judge: %zu개 채점에 %s; 이 속도면 %zu개 전부 약 %s%s\n"),
                     done, duration(now).c_str(), total, duration(now / done * total).c_str(),
                     budget > 0 || now / done * total < 60
                         ? ""
                         : tr(" (--budget SECONDS: the most telling cases first, then stop)",
                              " (--budget 초: 중요한 케이스부터 정한 시간만큼만)"));
        last_report = now;
      } else if (progress && now - last_report > 5) {
        last_report = now;
        std::fflush(stdout);
        std::fprintf(stderr,
                     tr("judge: %zu of %zu cases judged\n", "judge: 케이스 %zu/%zu개 채점\n"), done,
                     total);
      }
      if (why.empty()) {
        ++passed;
        leeway_cases += leeway != 0;
        leeway_seen |= leeway;
        if (r.cpu / g.limit > worst)
          worst = r.cpu / g.limit, worst_ms = r.cpu * 1000, worst_case = name;
        continue;
      }
      ++failed;
      std::printf(tr("  input:    %s\n  expected: %s\n  actual:   %s\n",
                     "  입력:      %s\n  기대 출력: %s\n  실제 출력: %s\n"),
                  visible(input, kShownBytes).c_str(), visible(expected, kShownBytes).c_str(),
                  visible(r.out, kShownBytes).c_str());
      if (!r.err.empty()) {
        std::printf(tr("  stderr:   %s\n", "  stderr:    %s\n"),
                    visible(r.err, kShownBytes).c_str());
      }
      if (!keep_going) break;
    }
    if ((failed && !keep_going) || out_of_budget) break;
  }
  std::printf(tr("%zu passed, %zu failed\n", "통과 %zu, 실패 %zu\n"), passed, failed);
  if (leeway_cases) {
    std::printf(tr("note: %zu of %zu outputs differ from the expected ones only where Baekjoon "
                   "allows it (%s): passed, as Baekjoon passes them; --strict fails them\n",
                   "참고: 출력 %zu/%zu개는 백준이 허용하는 공백만 다릅니다(%s). 백준처럼 통과로 "
                   "처리합니다. --strict를 주면 실패로 처리합니다\n"),
                leeway_cases, passed, leeway_words(leeway_seen).c_str());
  }
  if (!failed && out_of_budget) {
    std::printf(tr("PASS on %zu of %zu cases (budget %g s)\n",
                   "PASS: 케이스 %zu/%zu개 통과 (시간 예산 %g초)\n"),
                passed, total, budget);
  }
  if (!failed && passed) {
    std::printf(tr("passed %zu cases; worst CPU time %.0f ms, %.1f%% of the limit (%s)\n",
                   "케이스 %zu개 모두 통과; 가장 긴 CPU 시간 %.0f ms, 시간 제한의 %.1f%% (%s)\n"),
                passed, worst_ms, worst * 100, worst_case.c_str());
  }
  return static_cast<int>(std::min<size_t>(failed, 1));
}

}  // namespace

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 1 << 12);  // whole lines, so stderr never splits one
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
    } else if (a == "--limit-text") {
      if (!v) return usage("--limit-text needs a text");
      g.limit_text = v, ++i;
    } else if (a == "--budget") {
      if (!v || !parse_seconds(v, budget)) {
        return usage(std::string("--budget needs seconds > 0 (got '") + (v ? v : "") + "')");
      }
      ++i;
    } else if (a == "--reference") {
      if (!v) return usage("--reference needs a program");
      g.reference = v, ++i;
    } else if (a == "--keep-going" || a == "--strict" || a == "--ko" || a == "--progress") {
      (a == "--keep-going" ? keep_going
       : a == "--strict"   ? strict
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
