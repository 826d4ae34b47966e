// judge: runs programs on cases under a time limit, on every core, compares outputs as Baekjoon
//   does and gives each case a verdict, as data (verdict.hpp) and in words.
// Usage: usage() below; options, output and exit codes: scripts/README.md.
// Status: used by check.sh, verify.sh, lib/shrink.sh and every sample test; tests/judge_cli.sh.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
#include <vector>

#include "../lib/files.hpp"
#include "../lib/run.hpp"
#include "../lib/text.hpp"
#include "../lib/verdict.hpp"
namespace {

constexpr std::size_t kShownBytes = 400;  // bytes of a case shown in a FAIL report

bool keep_going = false, strict = false, progress = false;  // and ko (text.hpp)
double budget = 0;                                          // --budget; 0: none
unsigned jobs = 0;                                          // --jobs; 0: the cores
std::string verdicts_path;                                  // --verdicts

// Where `actual` first differs from `expected`: the bytes from the start of that line.
std::string first_difference(const std::string& actual, const std::string& expected) {
  size_t i = 0;
  while (i < actual.size() && i < expected.size() && actual[i] == expected[i]) ++i;
  const size_t from = std::max(i < 2 ? 0 : expected.rfind('\n', i - 2) + 1, i < 40 ? 0 : i - 40);
  const auto show = [&](const std::string& s) {
    return "\"" + visible(s.substr(std::min(from, s.size()), i - from + 1), 60) + "\"";
  };
  // Counted from 1 in both languages: Korean reads the number as an ordinal (N번째).
  return say(tr("first difference at byte %zu (counting from 1): expected %s, actual %s",
                "출력의 %zu번째 바이트부터 다릅니다. 기대 출력 %s, 실제 출력 %s"),
             i + 1, show(expected).c_str(), show(actual).c_str());
}

struct Group {
  double limit = 10;
  std::string limit_text, reference, program;
  std::vector<std::string> cases;
};

struct Item {
  const Group* group = nullptr;
  std::string in;
  double bytes = 0;  // the input's size, for the estimate
  bool done = false, stopped = false, error = false;
  run::Result r;
  verdict::Verdict v;
  std::string input, expected, error_text;
  double seconds = 0;  // wall clock of the whole item (runs and comparison)
};

// The words of a verdict for the report: "" on a pass (note: a busy machine's slow pass).
std::string why_words(const Item& it, std::string& note) {
  const verdict::Verdict& v = it.v;
  const double limit = it.group->limit;
  if (v.kind == verdict::Kind::busy) return verdict::words(v, it.r, limit);
  if (v.excused) {
    note = say(tr("(slow: %.3f s CPU, but the reference took %.3f s here: this machine is too "
                  "busy to judge time)",
                  "(느림: CPU %.3f초지만 기준 풀이도 %.3f초 걸림. 기계가 바빠 시간은 판정하지 "
                  "않습니다)"),
               v.cpu, v.ref_cpu);
  }
  if (!v.failed()) return "";
  std::string why = verdict::words(v, it.r, limit);
  if (v.kind == verdict::Kind::presentation) {
    why += v.code == "strict" ? tr("; ", ". ") + first_difference(it.r.out, it.expected)
                              : ": " + first_difference(run::lf(it.r.out), run::lf(it.expected));
  }
  return why;
}

int usage(const std::string& why) {
  std::fprintf(stderr,
               "judge: %s\nusage: judge [--time-limit S] [--limit-text T] [--reference REF] "
               "[--keep-going] [--strict] [--budget S] [--jobs N] [--verdicts FILE] [--ko] "
               "[--progress] PROGRAM CASE.in... [--then ...]\n       judge --calibrate\n"
               "exit: 0 all passed, 1 one failed, 2 a usage or setup error, 3 none failed but "
               "the machine was too busy to judge some\n",
               why.c_str());
  return 2;
}

bool parse_seconds(const std::string& s, double& v) {  // 2, 0.5, .5; nothing else
  char* end = nullptr;
  v = std::strtod(s.c_str(), &end);  // a second dot ends the number early
  return s.find_first_not_of("0123456789.") == std::string::npos && *end == '\0' && v > 0 &&
         v <= 86400;
}

bool is_case(const std::string& a) {
  return a.size() > 3 && a.compare(a.size() - 3, 3, ".in") == 0;
}

std::string duration(double s) {
  return s < 90 ? say(tr("%.0f s", "%.0f초"), s) : say(tr("%.0f min", "%.0f분"), s / 60);
}

// The whole run's wall time, from the items done so far: a + b x bytes a case, fitted by least
// squares (a, b >= 0), so it holds early whatever order the sizes come in (small samples, then
// big limit cases). -1 while the sizes cannot tell a from b (all alike) and little time passed.
double estimate(const std::vector<Item>& items, double elapsed) {
  double n = 0, s = 0, w = 0, ss = 0, sw = 0, all_bytes = 0, min_b = 1e300, max_b = 0;
  for (const Item& it : items) {
    all_bytes += it.bytes;
    if (!it.done || it.stopped) continue;
    n += 1, s += it.bytes, w += it.seconds, ss += it.bytes * it.bytes, sw += it.bytes * it.seconds;
    min_b = std::min(min_b, it.bytes), max_b = std::max(max_b, it.bytes);
  }
  if (n < 2 || w <= 0) return -1;
  const bool spread = max_b > 2 * min_b + 64;  // sizes far enough apart to fit both terms
  bool alike = true;  // every case is about the size of those judged: a per-case mean will do
  for (const Item& it : items)
    alike = alike && it.bytes <= 2 * max_b + 64 && 2 * it.bytes + 64 >= min_b;
  if (!spread && !alike && elapsed < 10) return -1;
  double b = spread ? (n * sw - s * w) / (n * ss - s * s) : 0, a = (w - b * s) / n;
  if (b < 0) b = 0, a = w / n;
  if (a < 0) a = 0, b = w / s;
  const double done_cost = a * n + b * s,
               all_cost = a * static_cast<double>(items.size()) + b * all_bytes;
  return done_cost > 0 ? elapsed * all_cost / done_cost : -1;
}

// Judges every case of every group, `jobs` at a time; returns the exit status (0 passed, 1 one
// failed, 3 some not judged) or -1 on a setup error. Workers take the cases in order; this thread
// reports them in that order.
int judge_all(const std::vector<Group>& groups) {
  std::vector<Item> items;
  for (const Group& g : groups) {
    for (const std::string& in : g.cases) {
      Item it;
      it.group = &g, it.in = in;
      struct stat st {};
      if (stat(in.c_str(), &st) == 0) it.bytes = static_cast<double>(st.st_size);
      items.push_back(std::move(it));
    }
  }
  const size_t total = items.size();
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::mutex mu;
  std::condition_variable changed;
  size_t next = 0;    // the next item a worker takes
  bool stop = false;  // no more items are taken
  bool over = false;  // stopped by --budget
  const unsigned n_jobs = static_cast<unsigned>(std::max<size_t>(1, std::min<size_t>(jobs, total)));
  std::vector<run::Runner> runners(n_jobs);  // made at its size: a Runner cannot move
  std::shared_mutex alone;  // a case the machine starved runs again with no other case beside it
  const auto stop_all = [&](bool budget_ran_out) {  // with mu held
    if (!stop) {
      stop = true, over = budget_ran_out;
      for (run::Runner& r : runners) r.stop();
    }
  };
  const auto work = [&](run::Runner& runner) {
    for (;;) {
      size_t k;
      {
        std::lock_guard<std::mutex> lock(mu);
        if (stop || next == total) return;
        k = next++;
      }
      Item& it = items[k];
      const Group& g = *it.group;
      const auto t0 = std::chrono::steady_clock::now();
      it.input = read_file(it.in);
      it.expected = read_file(it.in.substr(0, it.in.size() - 3) + ".out");
      const double seconds = 3 * g.limit + 1;  // of CPU; a sleeper as long (run.hpp)
      // A run the machine starved is run again with no other case beside it (alone already
      // with one job): still starved, it is left unjudged (BUSY), neither pass nor fail.
      for (int attempt = 0;
           attempt == 0 || (attempt == 1 && n_jobs > 1 && it.v.kind == verdict::Kind::busy);
           ++attempt) {
        std::shared_lock<std::shared_mutex> beside(alone, std::defer_lock);
        std::unique_lock<std::shared_mutex> only(alone, std::defer_lock);
        attempt == 0 ? beside.lock() : only.lock();
        if (!runner.run(g.program, it.in, seconds, it.r)) {
          it.error = true, it.error_text = runner.error();
          break;
        }
        verdict::Reference ref;
        ref.program = g.reference.empty() ? nullptr : &g.reference;
        ref.runner = &runner, ref.input = it.in, ref.seconds = seconds;
        it.v = verdict::classify(it.r, g.limit, strict, &it.expected, ref);
      }
      it.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::lock_guard<std::mutex> lock(mu);
      it.stopped = stop;  // a run cut short by a stop, or taken just before it: not counted
      it.done = true;
      changed.notify_all();
    }
  };
  std::vector<std::thread> pool;
  for (unsigned k = 0; k < n_jobs; ++k) pool.emplace_back(work, std::ref(runners[k]));

  std::FILE* verdicts = verdicts_path.empty() ? nullptr : std::fopen(verdicts_path.c_str(), "w");
  if (!verdicts_path.empty() && !verdicts) {
    std::fprintf(stderr, tr("judge: cannot write %s: %s\n", "채점기: 쓸 수 없습니다: %s: %s\n"),
                 verdicts_path.c_str(), std::strerror(errno));
  }
  size_t passed = 0, failed = 0, unjudged = 0, close = 0, leeway_cases = 0, shown = 0;
  unsigned leeway_seen = 0;
  double worst = -1, worst_ms = 0;  // the largest CPU time as a share of its limit
  std::string worst_case;
  double last_report = 0;
  bool estimated = false, setup_error = false;
  const Group* current = nullptr;
  std::unique_lock<std::mutex> lock(mu);
  while (shown < total) {
    if (budget > 0 && elapsed() > budget) stop_all(true);
    if (!items[shown].done) {
      if (stop && next <= shown) break;  // never taken
      changed.wait_for(lock, std::chrono::milliseconds(200));
      const double now = elapsed();
      if (progress && !estimated && now > 2) {
        const double all = estimate(items, now);
        if (all > 0) {
          estimated = true;
          size_t done = 0;
          for (const Item& it : items) done += it.done;
          std::fflush(stdout);  // progress never lands inside a line of the report
          std::fprintf(stderr,
                       tr("judge: %zu cases in %s; all %zu at this pace: about %s%s\n",
                          "채점기: %2$s 동안 %1$zu개 채점. 이 속도면 %3$zu개 전부 약 %4$s%5$s\n"),
                       done, duration(now).c_str(), total, duration(all).c_str(),
                       budget > 0 || all < 60
                           ? ""
                           : tr(" (--budget SECONDS: the most telling cases first, then stop)",
                                " (--budget 초: 중요한 케이스부터 그 시간만큼만 돌립니다)"));
          last_report = now;
        }
      } else if (progress && now - last_report > 5) {
        last_report = now;
        std::fflush(stdout);
        std::fprintf(stderr,
                     tr("judge: %zu of %zu cases judged\n", "채점기: 케이스 %zu/%zu개 채점\n"),
                     shown, total);
      }
      continue;
    }
    Item& it = items[shown];
    if (it.stopped) break;
    if (it.error) {
      std::fprintf(stderr, "judge: %s\n", it.error_text.c_str());
      setup_error = true;
      stop_all(false);
      break;
    }
    lock.unlock();
    ++shown;
    const Group& g = *it.group;
    if (&g != current) {
      current = &g;
      if (!g.limit_text.empty())
        std::printf(tr("time limit: %s\n", "시간 제한: %s\n"), g.limit_text.c_str());
      if (!g.reference.empty()) {
        std::printf(tr("time rule: a case fails for time when its CPU time is over %g s × %.2f "
                       "(this machine's slowness) and over 10 × the reference's on the same input; "
                       "a run is stopped after %.2f s of CPU, or as long asleep, never by the wall "
                       "clock alone\n",
                       "시간 규칙: CPU 시간이 %g초 × %.2f(이 기계의 속도 보정 계수)를 넘고, 같은 "
                       "입력에서 기준 풀이의 10배도 넘으면 시간 초과입니다. 실행은 CPU %.2f초를 "
                       "쓰거나 그만큼 잠들어 있으면 멈추며, 실제 시간만으로는 멈추지 않습니다\n"),
                    g.limit, run::machine_factor(), (3 * g.limit + 1) * run::machine_factor());
      }
    }
    const std::string name = it.in.substr(0, it.in.size() - 3);
    std::string note;
    const std::string why = why_words(it, note);
    const long long ms = std::llround(it.r.cpu * 1000);
    if (verdicts) {
      std::fprintf(verdicts, "%s\t%s\t%lld\t%s\n", it.in.c_str(), it.v.token(), ms,
                   it.v.code.empty() ? "-" : it.v.code.c_str());
    }
    const bool busy = it.v.kind == verdict::Kind::busy;
    const char* word = busy          ? tr("UNJUDGED", "채점 못함")
                       : why.empty() ? tr("PASS", "통과")
                                     : tr("FAIL", "실패");
    if (keep_going) {
      const std::string& told = why.empty() ? note : why;
      std::printf("%-40s %s %5lld ms%s%s\n", name.c_str(), word, ms, told.empty() ? "" : " ",
                  told.c_str());
    } else if (!why.empty()) {
      std::printf("%s %s: %s\n", word, it.in.c_str(), why.c_str());
    } else if (!note.empty()) {
      std::printf(tr("note %s: %s\n", "참고 %s: %s\n"), it.in.c_str(), note.c_str());
    }
    close += it.v.close;
    if (busy) {
      ++unjudged;
    } else if (!it.v.failed()) {
      ++passed;
      leeway_cases += it.v.leeway != 0;
      leeway_seen |= it.v.leeway;
      if (it.r.cpu / g.limit > worst)
        worst = it.r.cpu / g.limit, worst_ms = it.r.cpu * 1000, worst_case = name;
    } else {
      ++failed;
      std::printf(
          tr("  input:    %s\n  expected: %s\n  actual:   %s\n",
             "  입력:      %s\n  기대 출력: %s\n  실제 출력: %s\n"),
          visible(it.input, kShownBytes).c_str(), visible(it.expected, kShownBytes).c_str(),
          it.r.out.empty() ? tr("(none)", "(없음)") : visible(it.r.out, kShownBytes).c_str());
      if (!it.r.err.empty()) {
        std::printf(tr("  stderr:   %s\n", "  stderr:    %s\n"),
                    visible(it.r.err, kShownBytes).c_str());
      }
    }
    it.r = run::Result(), it.input.clear(), it.expected.clear();  // reported: free the bytes
    lock.lock();
    if (failed && !keep_going) {
      stop_all(false);
      break;
    }
  }
  const bool out_of_budget = over && shown < total;
  lock.unlock();
  for (std::thread& t : pool) t.join();
  if (verdicts && (std::fclose(verdicts) != 0)) {
    std::fprintf(stderr, tr("judge: cannot write %s\n", "채점기: 쓸 수 없습니다: %s\n"),
                 verdicts_path.c_str());
    return -1;
  }
  if (setup_error) return -1;
  if (leeway_cases) {
    std::printf(
        tr("note: %zu of %zu outputs differ from the expected ones only where Baekjoon "
           "allows it (%s): passed, as Baekjoon passes them; --strict fails them\n",
           "참고: 출력 %2$zu개 중 %1$zu개가 백준이 허용하는 공백만 다릅니다(%3$s). 백준처럼 "
           "통과로 처리하고, --strict를 주면 실패로 처리합니다.\n"),
        leeway_cases, passed, verdict::leeway_words(leeway_seen).c_str());
  }
  if (close) {
    std::printf(
        tr("note: %zu cases took within 25%% of the limit, where load alone moves CPU time "
           "across it: judge them again on a quieter machine if it matters\n",
           "참고: 케이스 %zu개는 CPU 시간이 제한의 25%% 안쪽으로 가까웠습니다. 이 근처에서는 "
           "기계의 부하만으로도 결과가 바뀔 수 있으니, 중요하다면 한가한 기계에서 다시 "
           "채점하십시오.\n"),
        close);
  }
  // One line says the outcome: the counts when something failed or was not judged, else the
  // pass with the case nearest its limit (and the budget's share when it cut the run short).
  if (failed || unjudged || !passed) {
    std::printf(tr("%zu passed, %zu failed", "통과 %zu, 실패 %zu"), passed, failed);
    if (unjudged)
      std::printf(tr(", %zu not judged: the machine was too busy (run again when it is quieter)",
                     ", 채점 못함 %zu: 기계가 너무 바빴습니다 (한가할 때 다시 돌리십시오)"),
                  unjudged);
    std::printf("\n");
  } else {
    const std::string of =
        out_of_budget ? say(tr(" of %zu cases (budget %g s)", "(전체 %zu개 중, 시간 예산 %g초)"),
                            total, budget)
                      : tr(" cases", "");
    std::printf(
        tr("PASS on %zu%s; closest to its limit: %s, %.0f ms CPU (%.1f%% of the limit)\n",
           "통과: 케이스 %zu개%s. 제한에 가장 가까운 케이스: %s, CPU %.0f ms (제한의 %.1f%%)\n"),
        passed, of.c_str(), worst_case.c_str(), worst_ms, worst * 100);
  }
  if (failed) return 1;
  return unjudged ? 3 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 1 << 12);  // whole lines, so stderr never splits one
  std::vector<Group> groups(1);
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    Group& g = groups.back();
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (a == "--time-limit" || a == "--budget") {
      const bool limit = a == "--time-limit";
      if (!v || !parse_seconds(v, limit ? g.limit : budget)) {
        return usage(a + " needs seconds > 0" + (limit ? ", like 2 or 0.5" : "") + " (got '" +
                     (v ? v : "") + "')");
      }
      ++i;
    } else if (a == "--limit-text" || a == "--verdicts" || a == "--reference") {
      const bool text = a == "--limit-text", file = a == "--verdicts";
      if (!v) return usage(a + " needs " + (text ? "a text" : file ? "a file" : "a program"));
      (text ? g.limit_text : file ? verdicts_path : g.reference) = v, ++i;
    } else if (a == "--jobs") {
      const std::string n = v ? v : "";
      if (n.empty() || n.size() > 4 || n.find_first_not_of("0123456789") != std::string::npos ||
          std::stoi(n) < 1) {
        return usage("--jobs needs a number of cases at once, 1 or more (got '" + n + "')");
      }
      jobs = static_cast<unsigned>(std::stoi(n)), ++i;
    } else if (a == "--keep-going" || a == "--strict" || a == "--ko" || a == "--progress") {
      (a == "--keep-going" ? keep_going
       : a == "--strict"   ? strict
       : a == "--ko"       ? ko
                           : progress) = true;
    } else if (a == "--calibrate") {
      // Measured again and kept (run::machine_seconds): the next runs use it.
      const double t = run::machine_seconds(true);
      std::printf(
          "calibration loop: %.3f s CPU (Baekjoon's judge, assumed: %.3f s); slowness "
          "factor %.2f, kept in %s\n",
          t, run::kJudgeSeconds, std::max(1.0, t / run::kJudgeSeconds), run::speed_file().c_str());
      return 0;
    } else if (a == "--then") {
      groups.emplace_back();
    } else if (a == "-" && !g.program.empty()) {
      for (std::string line; std::getline(std::cin, line);) {
        if (line.empty()) continue;
        if (!is_case(line)) return usage("'" + line + "' (read from stdin) is not a .in file");
        g.cases.push_back(line);
      }
    } else if (a.size() > 1 && a[0] == '-') {
      return usage("unknown option '" + a + "'");
    } else if (g.program.empty()) {
      g.program = a.find('/') == std::string::npos ? "./" + a : a;  // never a search of PATH
    } else if (is_case(a)) {
      g.cases.push_back(a);
    } else {
      return usage(a + " is not a .in file");
    }
  }
  if (jobs == 0) jobs = std::max(1U, std::thread::hardware_concurrency());
  for (Group& g : groups) {
    if (g.program.empty() || g.cases.empty())
      return usage("a program and at least one case, please");
    if (!g.reference.empty() && g.reference.find('/') == std::string::npos)
      g.reference = "./" + g.reference;
    for (const std::string& p : {g.program, g.reference}) {
      if (!p.empty() && access(p.c_str(), X_OK) != 0) {
        std::fprintf(stderr,
                     tr("judge: cannot execute %s: %s\n", "채점기: 실행할 수 없습니다: %s: %s\n"),
                     p.c_str(), std::strerror(errno));
        return 2;
      }
    }
  }
  const int failed = judge_all(groups);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(
        stderr,
        tr("judge: cannot write standard output: %s\n", "채점기: 표준 출력에 쓸 수 없습니다: %s\n"),
        std::strerror(errno));
    return 2;
  }
  return failed < 0 ? 2 : failed;  // judge_all's exit status
}
