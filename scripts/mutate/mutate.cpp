// mutate: mutation testing of the four main.cpp (run it through scripts/mutate.sh).
// Usage: mutate [--jobs N] [--sample N --seed S] [--time-limit SEC] [--work DIR]
//               [--equivalent FILE] [--list] [--cxx CXX] [--opt FLAG] [--no-sanitize]
//               [--part reader|game]
//               --problem NAME SOURCE CASELIST [--problem ...]
//   CASELIST: one .in path a line; its expected result is NAME.out (exit 0, stdout exactly
//   that, empty stderr) or NAME.err (exit 1, empty stdout, stderr exactly that).
// Each mutant (rules.hpp) is written, built (jobs at once) and run on the cases until the
// first failure: killed. One that passes every case is equivalent when the list names it
// (key: problem, rule:variant#occurrence, the mutated line's text; see tests/mutate/
// equivalent.txt), survived otherwise. One that does not compile: "not built".
// The case that killed the last mutant is tried first by the next ones (most kill at once).
// Output: survivors and listing errors, then a table per problem and operator, then
// `mutants N: killed K, equivalent E, survived S, not built B`. Exit 0 when nothing
// survived and the list is right, 1 otherwise, 2 on usage or setup errors.
// Status: used by scripts/mutate.sh and the `mutate` CTest test.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "rules.hpp"

namespace {

struct Problem {
  std::string name, source_path, source;
  std::vector<std::string> cases;  // .in paths
  std::vector<std::string> want;   // expected stdout or stderr
  std::vector<bool> is_error;      // .err: exit 1, stderr = want
  std::vector<size_t> order;       // try order (move-to-front), guarded by mu
  std::mutex mu;
};

struct Job {
  Problem* p;
  Mutant m;
  std::string id, line_text;  // rule:variant#occurrence and the mutated line, trimmed
  bool reader = false;
  std::string listed;  // the equivalence reason, when listed
  enum State { kKilled, kSurvived, kEquivalent, kNoBuild, kListedButKilled } state = kSurvived;
  std::string why;
  double seconds = 0;
};

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  out = s.str();
  return true;
}

std::string trim(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

std::string line_of(const std::string& src, int line) {
  size_t a = 0;
  for (int l = 1; l < line && a != std::string::npos; ++l) a = src.find('\n', a) + 1;
  return trim(src.substr(a, src.find('\n', a) - a));
}

// Runs argv with stdin from `in` (or /dev/null), stdout and stderr into files; returns the
// wait status. Output is capped at 16 MB and run time at `limit` seconds.
int run(const std::vector<std::string>& argv, const std::string& in, const std::string& out,
        const std::string& err, unsigned limit) {
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    const int i = open(in.empty() ? "/dev/null" : in.c_str(), O_RDONLY);
    const int o = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int e = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (i < 0 || o < 0 || e < 0) _exit(126);
    dup2(i, 0), dup2(o, 1), dup2(e, 2);
    const rlimit fsize{16 << 20, 16 << 20};
    setrlimit(RLIMIT_FSIZE, &fsize);
    if (limit) alarm(limit);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

struct Options {
  unsigned jobs = 2, time_limit = 2;
  long sample = -1;
  unsigned long long seed = 1;
  std::string work = "mutants", equivalent, cxx = "g++", opt = "-O1";
  bool list = false, static_link = true;  // static: each run starts ~20% faster
  // Not every problem is in the run: a `*` (reader) entry may match only mutants of another
  // problem (a reader function this one never calls has none), so it cannot be called stale.
  bool subset = false;
  bool sanitize = true;
  std::string part;  // "reader" or "game": only the mutants of that part of the file
};

// Runs `bin` on the problem's cases (when `quick`: only the corpus, the kept and the beyond
// cases, where the reader's odd paths are) until the first
// failure; returns "CASE: why", or "" when all pass. The failing case moves to the front.
std::string first_failure(Problem& p, const std::string& bin, const std::string& dir,
                          unsigned limit, bool quick) {
  const std::string out = dir + "/out", err = dir + "/err";
  std::vector<size_t> order;
  {
    std::lock_guard<std::mutex> lock(p.mu);
    order = p.order;
  }
  for (size_t c : order) {
    const std::string& in = p.cases[c];
    const std::string name = in.substr(in.rfind('/', in.rfind('/') - 1) + 1);
    if (quick &&
        (name.find("/exhaustive-") != std::string::npos ||
         name.find("/stress-") != std::string::npos || name.find("/limit-") != std::string::npos)) {
      continue;
    }
    const int rs = run({bin}, in, out, err, limit);
    std::string got_out, got_err, why;
    read_file(out, got_out);
    read_file(err, got_err);
    const bool want_error = p.is_error[c];
    if (WIFSIGNALED(rs)) {
      why =
          WTERMSIG(rs) == SIGALRM ? "time limit" : std::string("signal ") + strsignal(WTERMSIG(rs));
    } else if (WEXITSTATUS(rs) != (want_error ? 1 : 0)) {
      why = "exit status " + std::to_string(WEXITSTATUS(rs));
    } else if (want_error ? !got_out.empty() || got_err != p.want[c]
                          : got_out != p.want[c] || !got_err.empty()) {
      why = want_error ? "error output differs" : "wrong answer";
    }
    if (!why.empty()) {
      std::lock_guard<std::mutex> lock(p.mu);
      auto at = std::find(p.order.begin(), p.order.end(), c);
      if (at != p.order.end()) p.order.erase(at);
      p.order.insert(p.order.begin(), c);
      return name + ": " + why;
    }
  }
  return "";
}

// Builds and runs one mutant in `dir`.
void process(Job& j, const Options& o, const std::string& dir) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::string src = dir + "/m.cpp", bin = dir + "/m", out = dir + "/out", err = dir + "/err";
  {
    std::ofstream f(src, std::ios::binary);
    f << mutated_source(j.p->source, j.m);
    if (!f.flush()) {
      j.state = Job::kNoBuild, j.why = "cannot write " + src;
      return;
    }
  }
  auto build = [&](bool sanitize) {
    std::remove(bin.c_str());
    std::vector<std::string> cc = {o.cxx, "-std=gnu++17", o.opt, "-w", "-DONLINE_JUDGE", "-DBOJ",
                                   src,   "-o",           bin};
    if (sanitize) {
      cc.insert(cc.end(), {"-fsanitize=address,undefined", "-fno-sanitize-recover=all"});
    } else if (o.static_link) {
      cc.push_back("-static");
    }
    const int st = run(cc, "", out, err, 300);
    return WIFEXITED(st) && WEXITSTATUS(st) == 0;
  };
  if (!build(false)) {
    j.state = Job::kNoBuild;
  } else {
    j.state = Job::kSurvived;
    j.why = first_failure(*j.p, bin, dir, o.time_limit, false);
    // A survivor again under ASan/UBSan on the corpus, kept and beyond cases, as the suite's
    // corpus-asan test would run it: an overflow or a fall off a function's end is a kill.
    if (j.why.empty() && o.sanitize && j.m.rule != "" && build(true)) {
      j.why = first_failure(*j.p, bin, dir, o.time_limit * 5, true);
      if (!j.why.empty()) j.why += " (ASan/UBSan build)";
    }
    if (!j.why.empty()) j.state = Job::kKilled;
  }
  if (!j.listed.empty()) {
    if (j.state == Job::kSurvived)
      j.state = Job::kEquivalent;
    else if (j.state == Job::kKilled)
      j.state = Job::kListedButKilled;
  }
  j.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

int usage() {
  std::fprintf(stderr,
               "usage: mutate [--jobs N] [--sample N --seed S] [--time-limit SEC] [--work DIR]\n"
               "              [--equivalent FILE] [--list] [--cxx CXX] [--opt FLAG]\n"
               "              [--no-sanitize] [--part reader|game]\n"
               "              --problem NAME SOURCE CASELIST [--problem ...]\n");
  return 2;
}

std::uint64_t mix(std::uint64_t h) {  // SplitMix64's finalizer: a stable hash step
  h ^= h >> 30, h *= 0xBF58476D1CE4E5B9ULL, h ^= h >> 27, h *= 0x94D049BB133111EBULL;
  return h ^ (h >> 31);
}
std::uint64_t hash(const std::string& s, std::uint64_t seed) {
  std::uint64_t h = mix(seed);
  for (unsigned char c : s) h = mix(h ^ c);
  return h;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  std::vector<Problem*> problems;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    if (a == "--jobs")
      o.jobs = static_cast<unsigned>(std::max(1, std::atoi(next().c_str())));
    else if (a == "--sample")
      o.sample = std::atol(next().c_str());
    else if (a == "--seed")
      o.seed = std::strtoull(next().c_str(), nullptr, 10);
    else if (a == "--time-limit")
      o.time_limit = static_cast<unsigned>(std::atoi(next().c_str()));
    else if (a == "--work")
      o.work = next();
    else if (a == "--equivalent")
      o.equivalent = next();
    else if (a == "--cxx")
      o.cxx = next();
    else if (a == "--opt")
      o.opt = next();
    else if (a == "--list")
      o.list = true;
    else if (a == "--subset")
      o.subset = true;
    else if (a == "--no-sanitize")
      o.sanitize = false;
    else if (a == "--part")
      o.part = next();
    else if (a == "--problem" && i + 3 < argc) {
      auto* p = new Problem;
      p->name = argv[++i], p->source_path = argv[++i];
      const std::string list = argv[++i];
      std::string text;
      if (!read_file(p->source_path, p->source) || !read_file(list, text)) {
        std::fprintf(stderr, "mutate: cannot read %s or %s\n", p->source_path.c_str(),
                     list.c_str());
        return 2;
      }
      std::istringstream lines(text);
      for (std::string in; std::getline(lines, in);) {
        if (in.empty()) continue;
        const std::string base = in.substr(0, in.size() - 3);
        std::string want;
        if (read_file(base + ".out", want)) {
          p->is_error.push_back(false);
        } else if (read_file(base + ".err", want)) {
          p->is_error.push_back(true);
        } else {
          std::fprintf(stderr, "mutate: %s has no .out or .err\n", in.c_str());
          return 2;
        }
        p->cases.push_back(in);
        p->want.push_back(want);
        p->order.push_back(p->order.size());
      }
      problems.push_back(p);
    } else {
      return usage();
    }
  }
  if (problems.empty()) return usage();

  // The equivalence list: PROBLEM :: RULE:VARIANT#K :: LINE TEXT :: REASON (PROBLEM may be *).
  struct Listed {
    std::string problem, id, line, reason;
    int used = 0;
    int file_line;
  };
  std::vector<Listed> listed;
  if (!o.equivalent.empty()) {
    std::string text;
    if (!read_file(o.equivalent, text)) {
      std::fprintf(stderr, "mutate: cannot read %s\n", o.equivalent.c_str());
      return 2;
    }
    std::istringstream lines(text);
    int n = 0;
    for (std::string l; std::getline(lines, l);) {
      ++n;
      if (trim(l).empty() || trim(l)[0] == '#') continue;
      const size_t a = l.find(" :: "), b = l.find(" :: ", a + 4), c = l.rfind(" :: ");
      if (a == std::string::npos || b == std::string::npos || c <= b ||
          trim(l.substr(c + 4)).empty()) {
        std::fprintf(stderr, "%s:%d: want PROBLEM :: RULE:VARIANT#K :: LINE :: REASON\n",
                     o.equivalent.c_str(), n);
        return 2;
      }
      listed.push_back({trim(l.substr(0, a)), trim(l.substr(a + 4, b - a - 4)),
                        trim(l.substr(b + 4, c - b - 4)), trim(l.substr(c + 4)), 0, n});
    }
  }

  std::vector<Job> jobs;
  size_t total_generated = 0;
  for (Problem* p : problems) {
    const size_t r0 = p->source.find("---- reader:"), r1 = p->source.find("---- end of reader");
    std::map<std::string, int> seen;
    std::vector<Job> mine;
    for (Mutant& m : make_mutants(p->source)) {
      Job j;
      j.p = p, j.m = m, j.line_text = line_of(p->source, m.line);
      j.reader = r0 != std::string::npos && m.edits[0].off > r0 && m.edits[0].off < r1;
      const std::string base = m.rule + ":" + m.variant;
      j.id = base + "#" + std::to_string(++seen[base + "\n" + j.line_text]);
      for (Listed& l : listed) {
        if ((l.problem == p->name || l.problem == "*") && l.id == j.id && l.line == j.line_text) {
          j.listed = l.reason;
          ++l.used;
        }
      }
      if (o.part.empty() || (o.part == "reader") == j.reader) mine.push_back(std::move(j));
    }
    total_generated += mine.size();
    if (o.sample >= 0 && static_cast<size_t>(o.sample) < mine.size()) {
      std::stable_sort(mine.begin(), mine.end(), [&](const Job& a, const Job& b) {
        // The problem is in the key, so the four identical readers give different picks.
        return hash(p->name + a.id + a.line_text, o.seed) <
               hash(p->name + b.id + b.line_text, o.seed);
      });
      mine.resize(static_cast<size_t>(o.sample));
    }
    for (Job& j : mine) jobs.push_back(std::move(j));
  }

  if (o.list) {
    for (const Job& j : jobs) {
      std::printf("%s :: %s :: %s\n    -> %s\n", j.p->name.c_str(), j.id.c_str(),
                  j.line_text.c_str(), line_of(mutated_source(j.p->source, j.m), j.m.line).c_str());
    }
    std::printf("%zu mutants\n", jobs.size());
    return 0;
  }

  // Sanitizer reports end a run with codes of their own, never 0 or 1.
  setenv("ASAN_OPTIONS", "detect_leaks=0:exitcode=86", 1);
  setenv("UBSAN_OPTIONS", "halt_on_error=1:exitcode=87", 1);
  mkdir(o.work.c_str(), 0755);
  const auto t0 = std::chrono::steady_clock::now();
  // The unchanged program must pass every case, or every mutant would look killed.
  for (Problem* p : problems) {
    const std::string dir = o.work + "/original";
    mkdir(dir.c_str(), 0755);
    Job j;
    j.p = p;
    process(j, o, dir);
    if (j.state == Job::kNoBuild && o.static_link) {
      o.static_link = false;  // a toolchain without static libraries
      process(j, o, dir);
    }
    if (j.state != Job::kSurvived) {
      std::fprintf(stderr, "mutate: the unchanged %s %s\n", p->source_path.c_str(),
                   j.state == Job::kNoBuild ? "does not build" : ("fails " + j.why).c_str());
      return 2;
    }
  }
  std::atomic<size_t> next{0};
  std::vector<std::thread> pool;
  for (unsigned w = 0; w < o.jobs; ++w) {
    pool.emplace_back([&, w] {
      const std::string dir = o.work + "/w" + std::to_string(w);
      mkdir(dir.c_str(), 0755);
      for (size_t k; (k = next++) < jobs.size();) {
        process(jobs[k], o, dir);
        const Job& j = jobs[k];
        if (j.state == Job::kSurvived || j.state == Job::kListedButKilled) {  // seen at once
          std::fprintf(stderr, "mutate: %s %s :: %s :: %s\n",
                       j.state == Job::kSurvived ? "survived" : "listed but killed",
                       j.p->name.c_str(), j.id.c_str(), j.line_text.c_str());
        }
        if (k % 50 == 49) std::fprintf(stderr, "mutate: %zu of %zu mutants\n", k + 1, jobs.size());
      }
    });
  }
  for (auto& t : pool) t.join();
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  bool bad = false;
  for (const Job& j : jobs) {
    if (j.state == Job::kSurvived || j.state == Job::kListedButKilled) {
      bad = true;
      std::printf("%s %s :: %s :: %s\n    mutant: %s\n",
                  j.state == Job::kSurvived ? "SURVIVED" : "LISTED-BUT-KILLED", j.p->name.c_str(),
                  j.id.c_str(), j.line_text.c_str(),
                  line_of(mutated_source(j.p->source, j.m), j.m.line).c_str());
      if (j.state == Job::kListedButKilled) std::printf("    killed by %s\n", j.why.c_str());
    }
  }
  if (o.sample < 0 && o.part.empty()) {  // only a full run sees every mutant
    for (const Listed& l : listed) {
      if (l.used == 0 && ((l.problem == "*" && !o.subset) ||
                          std::any_of(problems.begin(), problems.end(),
                                      [&](Problem* p) { return p->name == l.problem; }))) {
        std::printf("STALE %s:%d: no such mutant: %s :: %s :: %s\n", o.equivalent.c_str(),
                    l.file_line, l.problem.c_str(), l.id.c_str(), l.line.c_str());
        bad = true;
      }
    }
  }

  std::printf("%-22s %-5s %8s %7s %6s %10s %8s %9s %8s\n", "problem", "op", "mutants", "reader",
              "killed", "equivalent", "survived", "not built", "seconds");
  size_t n = 0, killed = 0, eq = 0, surv = 0, nobuild = 0;
  for (Problem* p : problems) {
    for (const RuleInfo& r : kRules) {
      size_t c[6] = {0, 0, 0, 0, 0, 0}, reader = 0, count = 0;
      double secs = 0;
      for (const Job& j : jobs) {
        if (j.p != p || j.m.rule != r.id) continue;
        ++count, ++c[j.state], secs += j.seconds, reader += j.reader;
      }
      if (!count) continue;
      const size_t k = c[Job::kKilled] + c[Job::kListedButKilled];
      std::printf("%-22s %-5s %8zu %7zu %6zu %10zu %8zu %9zu %8.1f\n", p->name.c_str(), r.id, count,
                  reader, k, c[Job::kEquivalent], c[Job::kSurvived], c[Job::kNoBuild], secs);
      n += count, killed += k, eq += c[Job::kEquivalent], surv += c[Job::kSurvived],
          nobuild += c[Job::kNoBuild];
    }
  }
  if (o.sample >= 0) {
    std::printf("sample of %zu of %zu mutants (seed %llu); %.1f s wall on %u jobs\n", jobs.size(),
                total_generated, o.seed, wall, o.jobs);
  } else {
    std::printf("%.1f s wall on %u jobs\n", wall, o.jobs);
  }
  std::printf("mutants %zu: killed %zu, equivalent %zu, survived %zu, not built %zu\n", n, killed,
              eq, surv, nobuild);
  return bad ? 1 : 0;
}
