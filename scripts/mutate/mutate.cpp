// mutate: mutation testing of each main.cpp (rules.hpp), run by scripts/mutate.sh.
// Usage: usage() below; the case list, --compile and the run: scripts/README.md. Verdicts and
//   the equivalence lists: tests/README.md, "Mutation testing".
// Status: scripts/mutate.sh; CTest repo/mutate (a sample), repo/mutate-setup.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "../lib/files.hpp"
#include "../lib/rng.hpp"
#include "../lib/run.hpp"
#include "rules.hpp"

namespace {

std::string trim(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

std::string line_at(const std::string& src, size_t off) {  // the line holding byte `off`
  const size_t a = off ? src.rfind('\n', off - 1) + 1 : 0;
  return trim(src.substr(a, src.find('\n', a) - a));
}

struct Case {
  std::string in, want;  // want: the expected stdout, or stderr when `error`
  bool error = false;    // exit 1, empty stdout, stderr = want
  bool full = false;     // stdout is /dev/full
};

struct Problem {
  std::string name, source, original;  // original: the unchanged program, built
  mutate_rules::Players players;       // the players fact, from mutate.sh
  std::vector<Case> cases;
  std::vector<size_t> order;  // try order (move-to-front), guarded by mu
  std::vector<char> passes;   // 1: the unchanged program passes that case (seen), by mu
  std::mutex mu;
};

struct Job {
  Problem* p;
  Mutant m;
  std::string id, line_text;  // rule:variant#occurrence and the mutated line, trimmed
  std::string listed, why;    // the equivalence reason, when listed; the killing case
  bool reader = false;
  enum State { kKilled, kSurvived, kEquivalent, kNoBuild, kListedButKilled } state = kSurvived;
  double seconds = 0;
  std::string key() const { return p->name + " :: " + id + " :: " + line_text; }
  std::string mutated_line() const { return line_at(mutated_source(p->source, m), m.edits[0].off); }
};

constexpr double kTimeLimit = 2;  // seconds of wall clock a case

struct Options {
  unsigned jobs = 1;
  long sample = -1;
  unsigned long long seed = 1;
  std::string work = "mutants", part;   // part: reader or game
  std::vector<std::string> equivalent;  // the lists (--equivalent, repeated)
  std::vector<std::string> compile;     // the judge's build command ({src}, {out})
  bool list = false, subset = false;
};

[[noreturn]] void setup_error(const std::string& why) {
  std::fprintf(stderr, "mutate: %s\n", why.c_str());
  std::_Exit(2);
}

void load(Problem& p, const std::string& list) {
  std::istringstream lines(read_file(list));
  for (std::string in; std::getline(lines, in);) {
    if (in.empty()) continue;
    const std::string base = in.substr(0, in.size() - 3);
    Case c{in, "", false, false};
    if (!read_file(base + ".out", c.want) && !(c.error = read_file(base + ".err", c.want)))
      setup_error(in + " has no .out or .err");
    p.cases.push_back(c);
  }
  const auto sample = std::find_if(p.cases.begin(), p.cases.end(), [](const Case& c) {
    return !c.error && (c.in.find("/sample-") != std::string::npos ||
                        c.in.find("/example-") != std::string::npos);
  });
  if (sample != p.cases.end() && access("/dev/full", W_OK) == 0)
    p.cases.push_back({sample->in, "error: cannot write standard output\n", true, true});
  for (size_t k = 0; k < p.cases.size(); ++k) p.order.push_back(k);
  p.passes.assign(p.cases.size(), 0);
}

std::string case_name(const Case& c) {  // its folder and file name
  return c.in.substr(c.in.rfind('/', c.in.rfind('/') - 1) + 1) + (c.full ? " > /dev/full" : "");
}

// Runs `bin` on case `c`: "" when it passes, else why not.
std::string failure(run::Runner& runner, const std::string& bin, const Case& c, double limit) {
  run::Result r;
  if (!runner.run({bin}, c.in, limit, r, c.full ? "/dev/full" : nullptr))
    setup_error(runner.error());
  const std::string why = run::verdict(r);
  if (r.timed_out || r.signaled || r.code != (c.error ? 1 : 0))
    return why.empty() ? "exit status 0" : why;
  return (c.error ? r.out.empty() && r.err == c.want : r.out == c.want && r.err.empty()) ? ""
         : c.error ? "error output differs"
                   : "wrong answer";
}

// The first case `bin` fails (`quick`: no exhaustive, stress or limit ones) as "CASE: why", moved
// to the front; "" when none. It counts once the unchanged program is seen to pass it (else every
// mutant would look killed), checked here once a case rather than on every case up front.
std::string first_failure(Problem& p, run::Runner& runner, const std::string& bin, double limit,
                          bool quick) {
  const auto order = [&] {
    std::lock_guard<std::mutex> lock(p.mu);
    return p.order;
  }();
  for (const size_t k : order) {
    const Case& c = p.cases[k];
    const std::string name = case_name(c);
    const auto has = [&](const char* s) { return name.find(s) != std::string::npos; };
    if (quick && (has("/exhaustive-") || has("/stress-") || has("/limit-"))) continue;
    const std::string why = failure(runner, bin, c, limit);
    if (why.empty()) continue;
    const bool seen = [&] {
      std::lock_guard<std::mutex> lock(p.mu);
      return p.passes[k] != 0;
    }();
    if (!seen) {
      const std::string own = failure(runner, p.original, c, kTimeLimit);
      if (!own.empty()) setup_error("the unchanged " + p.name + " fails " + name + ": " + own);
    }
    std::lock_guard<std::mutex> lock(p.mu);
    p.passes[k] = 1;
    p.order.erase(std::find(p.order.begin(), p.order.end(), k));
    p.order.insert(p.order.begin(), k);
    return name + ": " + why;
  }
  return "";
}

// Whether the compiler's messages put the failure on the source: a diagnostic at `src:LINE` or
// a link error in its code (`src:(.text...)`), and no sign of a machine out of disk or memory.
bool blames_source(const std::string& err, const std::string& src) {
  for (const char* sign : {"No space left on device", "Cannot allocate memory", "Killed signal",
                           "internal compiler error", "cannot find -l"}) {
    if (err.find(sign) != std::string::npos) return false;
  }
  for (size_t at = err.find(src + ":"); at != std::string::npos; at = err.find(src + ":", at + 1)) {
    const char next = at + src.size() + 1 < err.size() ? err[at + src.size() + 1] : '\0';
    if ((next >= '0' && next <= '9') || next == '(') return true;
  }
  return false;
}

// Builds `source` as `bin` (bin.cpp beside it) with the judge's command (-static dropped for
// the sanitizers, whose runtimes link dynamically); false when the compiler rejects the source.
// Any other failure ends the run (setup_error): the mutant would otherwise go untested.
bool build(run::Runner& runner, const std::string& source, const std::string& bin, bool sanitize,
           const Options& o) {
  const std::string src = bin + ".cpp";
  std::remove(bin.c_str());
  if (!write_file(src, source)) setup_error("cannot write " + src);
  std::vector<std::string> cc;
  for (const std::string& word : o.compile) {
    if (word == "{src}" || word == "{out}") {
      cc.push_back(word == "{src}" ? src : bin);
    } else if (!(sanitize && word == "-static")) {
      cc.push_back(word);
    }
  }
  if (sanitize) cc.insert(cc.end(), {"-fsanitize=address,undefined", "-fno-sanitize-recover=all"});
  run::Result r;
  if (!runner.run(cc, "", 300, r)) setup_error(runner.error());
  const std::string why = run::verdict(r);
  if (why.empty()) return true;
  if (!r.timed_out && !r.signaled && r.code == 1 && blames_source(r.err, src)) return false;
  setup_error("cannot build " + src + " (" + cc[0] + ": " + why + "), not for its source:\n" +
              r.err.substr(r.err.size() > 2000 ? r.err.size() - 2000 : 0));
}

void process(Job& j, const Options& o, run::Runner& runner, const std::string& dir) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::string bin = dir + "/m", source = mutated_source(j.p->source, j.m);
  const auto build = [&](bool sanitize) { return ::build(runner, source, bin, sanitize, o); };
  j.state = Job::kNoBuild;
  if (build(false)) {
    j.why = first_failure(*j.p, runner, bin, kTimeLimit, false);
    if (j.why.empty()) {
      // The same source compiled a moment ago: a sanitizer build that fails is the machine's.
      if (!build(true)) setup_error("the ASan/UBSan build of " + j.key() + " fails");
      j.why = first_failure(*j.p, runner, bin, kTimeLimit * 5, true);
      if (!j.why.empty()) j.why += " (ASan/UBSan build)";
    }
    j.state = j.why.empty() ? Job::kSurvived : Job::kKilled;
  }
  if (!j.listed.empty() && j.state != Job::kNoBuild)
    j.state = j.state == Job::kSurvived ? Job::kEquivalent : Job::kListedButKilled;
  j.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

int usage() {
  std::fprintf(stderr,
               "usage: mutate --compile FILE [--jobs N] [--sample N --seed S] [--work DIR]\n"
               "              [--equivalent FILE]... [--list] [--subset] [--part reader|game]\n"
               "              --problem NAME SOURCE CASELIST PLAYERS [--problem ...]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  std::deque<Problem> problems;
  std::string jobs_arg = std::to_string(std::max(1U, std::thread::hardware_concurrency()));
  std::string sample_arg = "-1", seed_arg = "1", compile;  // as given
  const std::map<std::string, std::string*> value = {
      {"--work", &o.work},   {"--compile", &compile},   {"--part", &o.part},
      {"--jobs", &jobs_arg}, {"--sample", &sample_arg}, {"--seed", &seed_arg}};
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (value.count(a) && i + 1 < argc) {
      *value.at(a) = argv[++i];
    } else if (a == "--equivalent" && i + 1 < argc) {
      o.equivalent.push_back(argv[++i]);
    } else if (a == "--list" || a == "--subset") {
      (a == "--list" ? o.list : o.subset) = true;
    } else if (a == "--problem" && i + 4 < argc) {
      Problem& p = problems.emplace_back();
      p.name = argv[++i];
      p.source = read_file(argv[++i]);
      load(p, argv[++i]);
      std::istringstream(argv[++i]) >> p.players.first >> p.players.second;
    } else {
      return usage();
    }
  }
  if (problems.empty() || compile.empty() ||
      !(o.part.empty() || o.part == "reader" || o.part == "game"))
    return usage();
  std::istringstream words(read_file(compile));
  for (std::string w; std::getline(words, w);)
    if (!w.empty()) o.compile.push_back(w);
  if (o.compile.empty()) setup_error("no build command in " + compile);
  o.jobs = static_cast<unsigned>(std::max(1, std::atoi(jobs_arg.c_str())));
  o.sample = std::atol(sample_arg.c_str());
  o.seed = std::strtoull(seed_arg.c_str(), nullptr, 10);

  struct Listed {
    std::string problem, id, line, reason, file;
    int used, file_line;
  };
  std::vector<Listed> listed;
  for (const std::string& file : o.equivalent) {
    std::istringstream lines(read_file(file));
    int n = 0;
    for (std::string l; std::getline(lines, l);) {
      ++n;
      if (trim(l).empty() || trim(l)[0] == '#') continue;
      const size_t a = l.find(" :: "), b = l.find(" :: ", a + 4), c = l.rfind(" :: ");
      if (a == std::string::npos || b == std::string::npos || c <= b ||
          trim(l.substr(c + 4)).empty()) {
        std::fprintf(stderr, "%s:%d: want PROBLEM :: RULE:VARIANT#K :: LINE :: REASON\n",
                     file.c_str(), n);
        return 2;
      }
      listed.push_back({trim(l.substr(0, a)), trim(l.substr(a + 4, b - a - 4)),
                        trim(l.substr(b + 4, c - b - 4)), trim(l.substr(c + 4)), file, 0, n});
    }
  }

  std::vector<Job> jobs;
  size_t total_generated = 0, total_listed = 0;
  for (Problem& p : problems) {
    const size_t r0 = p.source.find("---- reader:"), r1 = p.source.find("---- end of reader");
    std::map<std::string, int> seen;
    std::vector<Job> mine;
    for (Mutant& m : make_mutants(p.source, p.players)) {
      Job j;
      j.p = &p, j.m = m, j.line_text = line_at(p.source, m.edits[0].off);
      j.reader = r0 != std::string::npos && m.edits[0].off > r0 && m.edits[0].off < r1;
      const std::string base = m.rule + ":" + m.variant;
      j.id = base + "#" + std::to_string(++seen[base + "\n" + j.line_text]);
      for (Listed& l : listed) {
        if ((l.problem == p.name || l.problem == "*") && l.id == j.id && l.line == j.line_text) {
          j.listed = l.reason;
          ++l.used;
        }
      }
      if (o.part.empty() || (o.part == "reader") == j.reader) mine.push_back(std::move(j));
    }
    total_generated += mine.size();
    if (o.sample >= 0) {
      // A sample asks whether the tests still kill what they killed; a listed equivalent
      // cannot be killed and costs every case and an ASan build (the full run checks the list).
      const size_t all = mine.size();
      mine.erase(
          std::remove_if(mine.begin(), mine.end(), [](const Job& j) { return !j.listed.empty(); }),
          mine.end());
      total_listed += all - mine.size();
    }
    if (o.sample >= 0 && static_cast<size_t>(o.sample) < mine.size()) {
      // The problem is in the key, so the identical readers give different picks.
      const auto key = [&](const Job& j) {
        std::uint64_t h = Rng::mix(o.seed);
        for (const unsigned char c : p.name + j.id + j.line_text) h = Rng::mix(h ^ c);
        return h;
      };
      std::stable_sort(mine.begin(), mine.end(),
                       [&](const Job& a, const Job& b) { return key(a) < key(b); });
      mine.resize(static_cast<size_t>(o.sample));
    }
    for (Job& j : mine) jobs.push_back(std::move(j));
  }
  if (o.list) {
    for (const Job& j : jobs)
      std::printf("%s\n    -> %s\n", j.key().c_str(), j.mutated_line().c_str());
    std::printf("%zu mutants\n", jobs.size());
    return 0;
  }

  // Sanitizer reports end a run with codes of their own, never 0 or 1.
  setenv("ASAN_OPTIONS", "detect_leaks=0:exitcode=86", 1);
  setenv("UBSAN_OPTIONS", "halt_on_error=1:exitcode=87", 1);
  mkdir(o.work.c_str(), 0755);
  const auto t0 = std::chrono::steady_clock::now();
  // The unchanged programs, against which each killing case is checked (first_failure).
  for (Problem& p : problems) {
    run::Runner runner;
    p.original = o.work + "/original-" + p.name;
    if (!build(runner, p.source, p.original, false, o))
      setup_error("the unchanged " + p.name + " does not build");
  }
  std::atomic<size_t> next{0};
  std::vector<std::thread> pool;
  for (unsigned w = 0; w < o.jobs; ++w) {
    pool.emplace_back([&, w] {
      const std::string dir = o.work + "/w" + std::to_string(w);
      mkdir(dir.c_str(), 0755);
      run::Runner runner;
      for (size_t k; (k = next++) < jobs.size();) {
        process(jobs[k], o, runner, dir);
        const Job& j = jobs[k];
        if (j.state == Job::kSurvived || j.state == Job::kListedButKilled) {  // seen at once
          std::fprintf(stderr, "mutate: %s %s\n",
                       j.state == Job::kSurvived ? "survived" : "listed but killed",
                       j.key().c_str());
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
      std::printf("%s %s\n    mutant: %s\n",
                  j.state == Job::kSurvived ? "SURVIVED" : "LISTED-BUT-KILLED", j.key().c_str(),
                  j.mutated_line().c_str());
      if (j.state == Job::kListedButKilled) std::printf("    killed by %s\n", j.why.c_str());
    }
  }
  for (const Listed& l : listed) {
    const bool in_run =
        (l.problem == "*" && !o.subset) ||
        std::any_of(problems.begin(), problems.end(), [&](auto& p) { return p.name == l.problem; });
    if (o.sample < 0 && o.part.empty() && l.used == 0 && in_run) {  // every mutant was seen
      std::printf("STALE %s:%d: no such mutant: %s :: %s :: %s\n", l.file.c_str(), l.file_line,
                  l.problem.c_str(), l.id.c_str(), l.line.c_str());
      bad = true;
    }
  }

  std::printf("%-22s %-5s %8s %7s %6s %10s %8s %9s %8s\n", "problem", "op", "mutants", "reader",
              "killed", "equivalent", "survived", "not built", "seconds");
  size_t sum[6] = {0, 0, 0, 0, 0, 0};  // by state, then the count in [5]
  for (Problem& p : problems) {
    for (const char* rule : kRules) {
      size_t c[6] = {0, 0, 0, 0, 0, 0}, reader = 0;
      double secs = 0;
      for (const Job& j : jobs) {
        if (j.p != &p || j.m.rule != rule) continue;
        ++c[j.state], ++c[5], secs += j.seconds, reader += j.reader;
      }
      c[Job::kKilled] += c[Job::kListedButKilled];
      for (int s = 0; s < 6; ++s) sum[s] += c[s];
      if (c[5]) {
        std::printf("%-22s %-5s %8zu %7zu %6zu %10zu %8zu %9zu %8.1f\n", p.name.c_str(), rule, c[5],
                    reader, c[Job::kKilled], c[Job::kEquivalent], c[Job::kSurvived],
                    c[Job::kNoBuild], secs);
      }
    }
  }
  if (o.sample >= 0) {
    std::printf("sample of %zu of %zu mutants (seed %llu; not the %zu listed as equivalent); ",
                jobs.size(), total_generated, o.seed, total_listed);
  }
  std::printf("%.1f s wall on %u jobs\n", wall, o.jobs);
  std::printf("mutants %zu: killed %zu, equivalent %zu, survived %zu, not built %zu\n", sum[5],
              sum[Job::kKilled], sum[Job::kEquivalent], sum[Job::kSurvived], sum[Job::kNoBuild]);
  return bad ? 1 : 0;
}
