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

enum class Kind { accepted, accepted_ws, presentation, wrong, time, runtime, output, cannot_run };
constexpr const char* kTokens[] = {"AC", "AC-WS", "PE", "WA", "TLE", "RE", "OLE", "NORUN"};

// The rules of Baekjoon's whitespace leeway, as run::Leeway's bits: codes, English, Korean.
constexpr const char* kLeeway[][3] = {
    {"final-newline", "missing final newline", "마지막 줄바꿈 없음"},
    {"trailing-space", "a trailing space", "줄 끝 공백 하나"},
    {"newline-for-space", "a newline for a space", "공백 대신 줄바꿈"}};

struct Verdict {
  Kind kind = Kind::accepted;
  std::string code;     // "" when a kind has none
  unsigned leeway = 0;  // AC-WS, PE strict: which of run::Leeway's rules the output took
  double cpu = 0;       // the solution's CPU seconds
  double ref_cpu = -1;  // the reference's, when it ran (-1: it did not)
  bool busy = false;    // over the limit, but the reference was slow too: passed
  bool failed() const { return kind > Kind::accepted_ws; }
  const char* token() const { return kTokens[static_cast<int>(kind)]; }
};

inline bool same_failure(const Verdict& now, const Verdict& first) {
  if (now.kind != first.kind) return false;
  if (now.kind == Kind::time) return first.code != "killed" || now.code == "killed";
  return now.code == first.code;
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
  double deadline = 0;
  run::Result result;
  bool ran = false, fine = false;
  const run::Result* get() {
    if (!program) return nullptr;
    if (!ran) {
      ran = true;
      fine = runner->run(*program, input, deadline, result) && run::verdict(result).empty();
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
  const auto with = [&](Kind k, std::string code = "") {
    v.kind = k, v.code = std::move(code);
    if (ref.ran && ref.fine) v.ref_cpu = ref.result.cpu;
    return v;
  };
  if (!r.started) return with(Kind::cannot_run, "solution");
  if (r.timed_out) {
    ref.get();  // only for the report: how long the reference takes here
    return with(Kind::time, "killed");
  }
  if (over_limit(r, limit)) {
    const run::Result* rr = ref.get();
    if (!rr) return with(Kind::time, "cpu");
    if (!ref.fine) return with(Kind::cannot_run, "reference");
    if (r.cpu > run::kSlowerThanReference * rr->cpu) return with(Kind::time, "cpu");
    v.busy = true;
  }
  if (r.signaled && r.code == SIGXFSZ) return with(Kind::output);
  if (r.signaled) {
    const std::string name = run::signal_name(r.code);
    return with(Kind::runtime, name.rfind("SIG", 0) == 0 ? name : "SIG" + name);
  }
  if (r.code != 0) return with(Kind::runtime, "exit-" + std::to_string(r.code));
  if (!expected) {
    if (!ref.get() || !ref.fine) return with(Kind::cannot_run, "reference");
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
    case Kind::time:
      if (v.code == "killed") {
        s = run::verdict(r, false) + say(tr("; the limit is %g s", ". 제한은 %g초"), limit);
      } else {
        s = kind("time limit", "시간 초과") +
            say(tr(": %.3f s CPU, over %g s × %.2f (this machine's slowness) = %.3f s",
                   ": CPU %.3f초, 제한 %g초 × %.2f(이 기계의 속도 보정 계수) = %.3f초를 넘음"),
                r.cpu, limit, run::machine_factor(), limit * run::machine_factor());
      }
      if (v.ref_cpu >= 0) {
        s += v.code == "killed" ? say(tr("; the reference took %.3f s CPU on this input",
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
