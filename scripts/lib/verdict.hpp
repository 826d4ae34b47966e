// The judge's rules, once: a run classified into Baekjoon's verdicts as data (kind, stable
//   token, code; scripts/README.md lists them) and worded for a person (English or Korean).
// Use: classify() by the judge and the shrinker; same_failure() by the shrinker.
// Status: tests/judge_cli.sh (every token), tests/shrink/.
#pragma once
#include <csignal>
#include <string>

#include "run.hpp"
#include "text.hpp"

namespace verdict {

// busy: not judged, the machine gave the run too little CPU to tell (neither pass nor fail).
enum class Kind {
  accepted,
  accepted_ws,
  presentation,
  wrong,
  time,
  runtime,
  output,
  cannot_run,
  busy
};
constexpr const char* kTokens[] = {"AC", "AC-WS", "PE", "WA", "TLE", "RE", "OLE", "NORUN", "BUSY"};

// The rules of Baekjoon's whitespace leeway, as run::Leeway's bits: codes, English, Korean.
constexpr const char* kLeeway[][3] = {
    {"final-newline", "missing final newline", "마지막 줄바꿈 없음"},
    {"trailing-space", "a trailing space", "줄 끝 공백 하나"},
    {"newline-for-space", "a newline for a space", "공백 대신 줄바꿈"}};

struct Verdict {
  Kind kind = Kind::accepted;
  std::string code;      // "" when a kind has none
  unsigned leeway = 0;   // AC-WS, PE strict: which of run::Leeway's rules the output took
  double cpu = 0;        // the solution's CPU seconds
  double ref_cpu = -1;   // the reference's, when it ran (-1: it did not)
  bool excused = false;  // over the limit, but the reference was slow too: passed
  bool close = false;    // CPU within 25% of the limit: load alone can move it across
  bool failed() const { return kind > Kind::accepted_ws && kind != Kind::busy; }
  const char* token() const { return kTokens[static_cast<int>(kind)]; }
};

// By what the program did (a time limit's code says: it took the CPU, or it slept).
inline bool same_failure(const Verdict& now, const Verdict& first) {
  return now.kind == first.kind && now.code == first.code;
}

// The rules an output took: in the words of --ko, or (column 0) as codes.
inline std::string leeway_words(unsigned leeway, int column = ko ? 2 : 1) {
  std::string out;
  for (unsigned b = 0; b < 3; ++b)
    if (leeway >> b & 1)
      out += (out.empty() ? "" : column ? ", " : ",") + std::string(kLeeway[b][column]);
  return out;
}

// A reference run, made at most once per classify() and only when the rules need it.
struct Reference {
  const std::string* program = nullptr;  // none: nullptr
  run::Runner* runner = nullptr;
  std::string input;
  double seconds = 0;  // as run::Runner::run's
  run::Result result;
  bool ran = false, fine = false;
  const run::Result* get() {
    if (!program) return nullptr;
    if (!ran) {
      ran = true;
      fine = runner->run(*program, input, seconds, result) && run::verdict(result).empty();
    }
    return &result;
  }
};

// Over the CPU limit as this machine measures it (the first half of the time rule).
inline bool over_limit(const run::Result& r, double limit) {
  return r.cpu > limit && r.cpu > limit * run::machine_factor();
}

// A run that ended well within the limit: it can be no time limit, runtime error or output
// limit, whatever the reference does (the shrinker skips the reference for such a target).
inline bool clean(const run::Result& r, double limit) {
  return run::verdict(r).empty() && !over_limit(r, limit);
}

// `limit`: CPU seconds; the expected output is `*expected` (a case's .out), else the reference's.
inline Verdict classify(const run::Result& r, double limit, bool strict,
                        const std::string* expected, Reference& ref) {
  Verdict v;
  v.cpu = r.cpu;
  const double edge = limit * run::machine_factor();
  v.close = r.cpu > 0.75 * edge && r.cpu < 1.25 * edge;
  const auto with = [&](Kind k, std::string code = "") {
    v.kind = k, v.code = std::move(code);
    if (ref.ran && ref.fine) v.ref_cpu = ref.result.cpu;
    return v;
  };
  const auto reference_failed = [&] {
    return with(ref.result.stop == run::Stop::busy ? Kind::busy : Kind::cannot_run, "reference");
  };
  if (!r.started) return with(Kind::cannot_run, "solution");
  if (r.stop == run::Stop::busy) return with(Kind::busy, "solution");
  if (r.stop == run::Stop::idle) return with(Kind::time, "idle");
  if (over_limit(r, limit)) {
    const run::Result* rr = ref.get();
    if (!rr) return with(Kind::time, "cpu");
    if (!ref.fine) return reference_failed();
    if (r.cpu > run::kSlowerThanReference * rr->cpu) return with(Kind::time, "cpu");
    if (r.stopped()) return with(Kind::busy, "solution");  // slow here, and no answer
    v.excused = true;
  }
  if (r.signaled && r.code == SIGXFSZ) return with(Kind::output);
  if (r.signaled) {
    const std::string name = run::signal_name(r.code);
    return with(Kind::runtime, name.rfind("SIG", 0) == 0 ? name : "SIG" + name);
  }
  if (r.code != 0) return with(Kind::runtime, "exit-" + std::to_string(r.code));
  if (!expected) {
    if (!ref.get()) return with(Kind::cannot_run, "reference");
    if (!ref.fine) return reference_failed();
    expected = &ref.result.out;
  }
  const run::Comparison c = run::compare(r.out, *expected);
  if (c.match == run::Match::wrong) return with(Kind::wrong);
  if (c.match == run::Match::presentation) return with(Kind::presentation);
  v.leeway = c.leeway;
  if (strict && r.out != *expected) return with(Kind::presentation, "strict");
  return c.match == run::Match::exact ? with(Kind::accepted)
                                      : with(Kind::accepted_ws, leeway_words(c.leeway, 0));
}

// A failure's kind for a person: English words, or with --ko Baekjoon's Korean name (the one
// its result page shows), and what was measured (times, the signal, the status).
inline std::string words(const Verdict& v, const run::Result& r, double limit) {
  const auto kind = [](const char* en, const char* korean) { return std::string(tr(en, korean)); };
  std::string s;
  switch (v.kind) {
    case Kind::accepted:
    case Kind::accepted_ws:
      return "";
    case Kind::presentation:
      if (v.code != "strict") return kind("presentation error", "출력 형식이 잘못되었습니다");
      return kind("whitespace only", "공백만 다름") +
             say(tr(": Baekjoon accepts it (%s), --strict does not",
                    ": 백준은 통과시키지만(%s) --strict에서는 실패"),
                 v.leeway ? leeway_words(v.leeway).c_str() : tr("CRLF line ends", "CRLF 줄바꿈"));
    case Kind::wrong:
      return kind("wrong answer", "틀렸습니다");
    case Kind::output:
    case Kind::runtime:
      return run::verdict(r, false);
    case Kind::cannot_run:
      if (v.code == "reference") {
        return kind("could not run the reference", "기준 풀이를 실행하지 못함") +
               tr(": main.cpp failed on this input, so it cannot be judged",
                  ": 이 입력에서 main.cpp가 실패해서 채점할 수 없음");
      }
      return kind("could not run", "실행하지 못함") + ": " + r.err;
    case Kind::busy:
      return v.code == "solution" && r.stopped()
                 ? run::verdict(r, false)
                 : kind("not judged: the machine is too busy", "채점하지 못함: 기계가 너무 바쁨") +
                       (v.code == "solution"
                            ? say(tr(" (%.3f s CPU, the reference as slow: no answer to judge)",
                                     " (CPU %.3f초, 기준 풀이도 그만큼 느림. 채점할 출력 없음)"),
                                  r.cpu)
                            : std::string(
                                  tr(" to run the reference", " (기준 풀이를 돌리지 못함)")));
    case Kind::time:
      if (v.code == "idle") {
        s = run::verdict(r, false) + say(tr("; the limit is %g s", ". 제한은 %g초"), limit);
      } else {
        s = kind("time limit", "시간 초과") +
            say(tr(": %.3f s CPU%s, over %g s × %.2f (this machine's slowness) = %.3f s",
                   ": CPU %.3f초%s, 제한 %g초 × %.2f(이 기계의 속도 보정 계수) = %.3f초를 넘음"),
                r.cpu, r.stopped() ? tr(" and still running", "를 쓰고도 끝나지 않음") : "", limit,
                run::machine_factor(), limit * run::machine_factor());
      }
      if (v.ref_cpu >= 0) {
        s += v.code == "idle" ? say(tr("; the reference took %.3f s CPU on this input",
                                       ". 기준 풀이는 이 입력에서 CPU %.3f초"),
                                    v.ref_cpu)
                              : say(tr(" and over 10 × the reference's %.3f s on this input",
                                       ", 기준 풀이(이 입력에 %.3f초)의 10배도 넘음"),
                                    v.ref_cpu);
      }
      return s;
  }
  return s;
}

}  // namespace verdict
