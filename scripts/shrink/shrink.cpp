// shrink: turns a failing input into a small one that fails the same way, so the user sees
//   which component their program gets wrong (QuickCheck-style; the passes: shrinker.hpp).
// Usage: kUsage below, built once per problem with BOJ_GAME; exit codes: scripts/README.md.
// Status: run by verify.sh; tests/shrink/.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include BOJ_GAME
#include "../explain/explain.hpp"
#include "shrinker.hpp"

namespace {

constexpr std::size_t kShownBytes = 200;  // bytes of an answer shown in the report
constexpr const char* kUsage =
    "usage: <folder>_shrink SOLUTION REFERENCE CASE.in [--cases DIR] [--out FILE.in]"
    " [--time-limit S] [--max-runs N] [--max-seconds S] [--naive PROGRAM] [--validator PROGRAM]"
    " [--ko]\n";
using namespace shrink;

bool parse_args(int argc, char** argv, Options& o) {
  std::vector<std::string> pos;
  const std::map<std::string, std::string*> texts{{"--out", &o.out},
                                                  {"--cases", &o.cases},
                                                  {"--naive", &o.naive},
                                                  {"--validator", &o.validator}};
  const std::map<std::string, double*> numbers{
      {"--time-limit", &o.limit}, {"--max-seconds", &o.max_seconds}, {"--max-runs", &o.max_runs}};
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--ko") {
      ko = true;
    } else if (a.rfind("--", 0) != 0) {
      pos.push_back(a);
    } else if (i + 1 < argc && texts.count(a)) {
      *texts.at(a) = argv[++i];
    } else if (i + 1 < argc && numbers.count(a)) {
      *numbers.at(a) = std::atof(argv[++i]);
    } else {
      return false;
    }
  }
  if (pos.size() != 3 || o.limit <= 0 || o.max_runs < 1 || o.max_seconds <= 0) return false;
  o.solution = pos[0], o.reference = pos[1], o.input = pos[2];
  return true;
}

// Each line of `text` indented, for the report.
void indented(const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) std::printf("    %s\n", line.c_str());
}

std::string plural(size_t n) {
  if (ko) return BOJ_FACT_NOUN_KO " " + std::to_string(n) + "개";
  return std::to_string(n) + " " BOJ_FACT_NOUN_EN + (n == 1 ? "" : "s");
}

// A time limit in sizes and times, not in game values: what a student can act on.
void sizes_and_times(const char* what, const Case& c, const Verdict& v, const Result& sol,
                     const Options& o) {
  const std::string solution =
      sol.stopped() ? say(tr("stopped after %.3f s CPU (%.1f s)", "CPU %.3f초(%.1f초) 뒤 멈춤"),
                          sol.cpu, sol.wall)
                    : say(tr("%.3f s CPU", "CPU %.3f초"), sol.cpu);
  const std::string reference = v.ref_cpu >= 0 ? say(tr("%.3f s CPU", "CPU %.3f초"), v.ref_cpu)
                                               : std::string(tr("not run", "실행 안 함"));
  std::printf(tr("  %s: %s, %zu bytes: the solution %s; main.cpp %s; the limit %g s × %.2f "
                 "(this machine) = %.3f s\n",
                 "  %s: %s, %zu바이트. 풀이 %s, main.cpp %s, 제한 %g초 × %.2f(이 기계의 속도 "
                 "보정 계수) = %.3f초\n"),
              what, plural(c.count()).c_str(), print(c).size(), solution.c_str(), reference.c_str(),
              o.limit, run::machine_factor(), o.limit * run::machine_factor());
}

std::string base(const std::string& path) { return path.substr(path.find_last_of('/') + 1); }

// Where a time limit's shrink starts: it only drops components, each run costing up to the
// allowance, so from the smallest limit case in --cases (the judge set) at most half the size of
// `c` that is too slow the same way, looked for within the seconds: its path, or "". A wrong value
// shrinks from where it failed: merges keep the values, so a limit case shrinks as fast as a small
// one.
std::string smaller_start(Shrinker& s, const Options& o, const Verdict& target, Case& c) {
  std::vector<std::pair<std::uintmax_t, std::string>> files;
  std::error_code error;  // no such folder: no smaller start
  const std::uintmax_t half = print(c).size() / 2;
  for (const auto& f : std::filesystem::directory_iterator(o.cases, error)) {
    if (base(f.path()).rfind("limit-", 0) == 0 && f.path().extension() == ".in" &&
        f.file_size() <= half)
      files.emplace_back(f.file_size(), f.path());
  }
  std::sort(files.begin(), files.end());
  Result sol;
  verdict::Reference ref;
  for (const auto& [size, path] : files) {
    Case cand;
    std::string why;
    if (s.seconds() >= o.max_seconds) break;
    if (parse(read_file(path), cand, why) &&
        verdict::same_failure(s.classify(cand, sol, ref), target))
      return c = cand, path;
  }
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (argc == 2 && (argv[1] == std::string("-h") || argv[1] == std::string("--help")))
    return std::printf("%s", kUsage), 0;
  if (!parse_args(argc, argv, o)) return std::fprintf(stderr, "%s", kUsage), 2;
  const std::string text = read_file(o.input), name = base(o.input);
  Case c;
  std::string why;
  if (!parse(text, c, why)) {
    std::printf(tr("shrink: %s is not in the problem's format (%s), not shrunk\n",
                   "줄이기: 문제의 입력 형식이 아니라서 줄이지 않습니다: %s (%s)\n"),
                name.c_str(), why.c_str());
    return 1;
  }
  const char* tmp = std::getenv("TMPDIR");
  std::string dir = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/shrink.XXXXXX";
  if (mkdtemp(&dir[0]) == nullptr) return std::perror("shrink: mkdtemp"), 2;
  const std::string cand = dir + "/candidate.in";
  Shrinker s(o, dir);
  Result sol;
  verdict::Reference ref;
  const Verdict original = s.classify(c, sol, ref);
  const bool slow = original.kind == Kind::time;
  std::error_code error;  // the folder goes however it ends
  if (!original.failed()) {
    std::printf(tr("shrink: %s: the failure did not reproduce (a time limit near the edge?), not"
                   " shrunk\n",
                   "줄이기: %s: 실패가 다시 나오지 않아 줄이지 않습니다 (제한 근처의 시간 초과일 "
                   "수 있습니다)\n"),
                name.c_str());
    std::filesystem::remove_all(dir, error);
    return 1;
  }
  int rc = 0;
  std::printf(tr("shrink: %s: %s, %s, %zu bytes\n", "줄이기: %s: %s, %s, %zu바이트\n"),
              name.c_str(), verdict::words(original, sol, o.limit).c_str(),
              plural(c.count()).c_str(), text.size());
  if (slow) sizes_and_times(tr("first", "처음"), c, original, sol, o);
  const std::string from = slow ? smaller_start(s, o, original, c) : "";  // no --cases: ""
  if (!from.empty()) {
    std::printf(tr("shrink: so does the smaller %s (%zu bytes): starting from it\n",
                   "줄이기: 더 작은 %s(%zu바이트)도 같은 방식으로 실패하므로 여기서부터 "
                   "줄입니다\n"),
                base(from).c_str(), print(c).size());
  }
  s.start(original);
  s.run(c);
  const std::string small = print(c);
  std::string end = slow ? tr("no " BOJ_FACT_NOUN_EN
                              " can be dropped (fixpoint; numbers are kept for a time limit)",
                              BOJ_FACT_NOUN_KO
                              " 하나를 더 빼면 실패하지 않습니다 (고정점). 시간 초과에서는 "
                              "입력의 숫자는 그대로 두고 " BOJ_FACT_NOUN_KO "만 뺍니다")
                         : tr("no smaller change fails (fixpoint)",
                              "이보다 더 줄이면 실패하지 않습니다 (고정점)");
  if (s.stopped()) {
    end = s.runs() >= o.max_runs ? say(tr("stopped early: the run budget (%g runs) was spent",
                                          "실행 횟수 한도(%g번)를 다 써서 일찍 멈췄습니다"),
                                       o.max_runs)
                                 : say(tr("stopped early: the time budget (%g s) was spent",
                                          "시간 한도(%g초)를 다 써서 일찍 멈췄습니다"),
                                       o.max_seconds);
  }
  std::printf(tr("shrink: %s, %zu bytes, after %ld runs in %.1f s; %s\n",
                 "줄이기: %s, %zu바이트, %ld번 실행, %.1f초. %s\n"),
              plural(c.count()).c_str(), small.size(), s.runs(), s.seconds(), end.c_str());
  // The last word on the shrunk input: run everything once more, for the report.
  const Verdict now = s.classify(c, sol, ref);
  const Result& expected = *ref.get();  // run now if the verdict did not need it
  if (slow) sizes_and_times(tr("shrunk", "줄인 뒤"), c, now, sol, o);
  const bool whole = std::count(small.begin(), small.end(), '\n') <= 12 && small.size() <= 300;
  indented(whole ? small : visible(small, 120));  // else its start
  std::string check = tr("main.cpp", "main.cpp의 답");
  if (!o.naive.empty()) {
    Result nv;
    run::Runner().run(o.naive, cand, 60, nv);
    if (nv.code == 2 && !nv.signaled && !nv.stopped()) {
      check += tr("; too large for the brute force", ", 브루트 포스로 풀기에는 너무 큼");
    } else if (!run::verdict(nv).empty()) {
      check += tr("; the brute force failed: ", ", 브루트 포스는 실패: ") + run::verdict(nv);
    } else if (run::compare(nv.out, expected.out).match <= run::Match::accepted) {
      check += tr("; the brute force agrees", ", 브루트 포스도 같은 답");
    } else {
      check += tr("; THE BRUTE FORCE DISAGREES: ", ", 브루트 포스의 답은 다름: ") +
               visible(nv.out, kShownBytes);
      rc = 3;
    }
  }
  std::printf(tr("  expected: %s (%s)\n", "  기대한 답: %s (%s)\n"),
              visible(expected.out, kShownBytes).c_str(), check.c_str());
  std::printf(tr("  actual:   %s\n", "  실제 답:   %s\n"),
              now.kind <= Kind::wrong ? visible(sol.out, kShownBytes).c_str()
                                      : verdict::words(now, sol, o.limit).c_str());
  if (!sol.err.empty()) std::printf("  stderr:   %s\n", visible(sol.err, kShownBytes).c_str());
  if (!verdict::same_failure(now, original)) {
    std::printf(tr("  note: on this last run it %s (timing varies near the limit)\n",
                   "  참고: 마지막 실행 결과: %s (제한 근처에서는 측정 시간이 흔들립니다)\n"),
                now.failed() ? verdict::words(now, sol, o.limit).c_str() : tr("passed", "통과"));
  }
  if (!o.out.empty()) {
    const size_t stem = o.out.size() - 3;  // FILE.in: main.cpp's answer in FILE.out too
    const bool in = o.out.size() > 3 && o.out.compare(stem, 3, ".in") == 0;
    if (write_file(o.out, small) &&
        (!in || write_file(o.out.substr(0, stem) + ".out", expected.out))) {
      std::printf(tr("  saved:    %s (and .out, main.cpp's answer)\n",
                     "  저장:     %s (.out에는 main.cpp의 답)\n"),
                  o.out.c_str());
    } else {
      std::fprintf(stderr, tr("shrink: cannot write %s\n", "줄이기: 쓸 수 없습니다: %s\n"),
                   o.out.c_str());
      rc = 2;
    }
  }
  // What the shrunk input means in the game, in the explainer's words (explain.sh's), without
  // the `after:` line, which is for programs; Game::read is main.cpp's reader, on stdin. A time
  // limit has its sizes and times, above.
  int first = 0;
  if (!slow && std::freopen(cand.c_str(), "rb", stdin)) {
    const std::string words = ex::explain<Game>(Game::read(first), first);
    std::printf("%s\n", tr("  explained:", "  설명:"));
    indented(words.substr(0, words.rfind("after:")));
  }
  std::filesystem::remove_all(dir, error);
  return rc;
}
