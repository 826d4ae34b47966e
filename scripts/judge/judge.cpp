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
//   --then           starts another group: its own PROGRAM, limit and reference
//   --calibrate      prints this machine's slowness factor (see Time) and exits
// Verdict: a case passes when the program exits 0 and its stdout equals the .out exactly
// after CRLF -> LF (online-judge-tools' default); a strict failure that Baekjoon would accept
// says so. Time: CPU time (user + sys). A case fails for time when it is over S x F, F this
// machine's slowness against the project's build machine (a fixed loop, timed only when a
// case is over S; F >= 1) and, with --reference, also over 10 x REF's time on that input. The
// parent kills a program (and what it started) still running after 3 S + 1 s of wall clock;
// a program that writes more than 64 MB is stopped too.
// Exit: 0 all passed, 1 a case failed, 2 usage or setup error.
// Portable POSIX (Linux, macOS, BSDs): output goes to unlinked temporary files reused from case
// to case, and SIGCHLD wakes poll() through a pipe, so the deadline needs no timer in the child
// and costs nothing when a program ends in time (about 0.5 ms a case on Linux).
// Status: used by scripts/check.sh, scripts/verify.sh and every sample test in CTest.
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "../lib/visible.hpp"
namespace {

constexpr std::size_t kShownBytes = 400;  // bytes of a case shown in a FAIL report

constexpr double kSlowerThanReference = 10;  // "many times slower": the iostream versions are 4-8x
constexpr long long kOutputCap = 64LL << 20;
// CPU seconds of calibrate() on the project's build machine (2-core Xeon, g++ 12 -O2): the
// judge's machine is assumed about as fast, so a slower machine scales the limit up.
constexpr double kBaselineSeconds = 0.056;

int g_wake[2] = {-1, -1};  // SIGCHLD writes a byte here
volatile sig_atomic_t g_child = 0;

void on_child(int) {
  const int saved = errno;
  const char c = 0;
  if (write(g_wake[1], &c, 1) < 0) {
  }  // full pipe: a wake-up is pending anyway
  errno = saved;
}

void on_stop(int sig) {  // Ctrl-C or kill: take the program down with us
  if (g_child > 0) kill(-static_cast<pid_t>(g_child), SIGKILL);
  signal(sig, SIG_DFL);
  raise(sig);
}

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; }

std::string read_file(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  ok = static_cast<bool>(in);
  return s.str();
}

std::string read_fd(int fd) {
  std::string s;
  char chunk[1 << 16];
  lseek(fd, 0, SEEK_SET);
  for (ssize_t n; (n = read(fd, chunk, sizeof chunk)) > 0;) s.append(chunk, static_cast<size_t>(n));
  return s;
}

int temp_fd() {  // an unlinked temporary file, not inherited through exec
  const char* dir = std::getenv("TMPDIR");
  std::string path = std::string(dir && *dir ? dir : "/tmp") + "/judge.XXXXXX";
  const int fd = mkstemp(&path[0]);
  if (fd >= 0) {
    unlink(path.c_str());
    fcntl(fd, F_SETFD, FD_CLOEXEC);
  }
  return fd;
}

bool setup() {
  if (pipe(g_wake) != 0) return false;
  for (const int fd : g_wake) {
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  }
  struct sigaction sa {};
  sa.sa_handler = on_child;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_NOCLDSTOP;
  if (sigaction(SIGCHLD, &sa, nullptr) != 0) return false;
  for (const int sig : {SIGINT, SIGTERM, SIGHUP})
    if (signal(sig, on_stop) == SIG_IGN) signal(sig, SIG_IGN);  // keep nohup's wish
  return true;
}

void drain_wake() {
  char buf[64];
  while (read(g_wake[0], buf, sizeof buf) > 0) {
  }
}

struct Run {
  int status = 0;
  bool killed = false;
  double cpu = 0, wall = 0;
  std::string out, err;
};

// Runs `program` on the file `input` with a wall-clock deadline kept from here.
bool run(const std::string& program, const std::string& input, double deadline, Run& r) {
  static const int out = temp_fd(), err = temp_fd();
  const int in = open(input.c_str(), O_RDONLY);
  if (in < 0 || out < 0 || err < 0) return false;
  for (const int fd : {out, err}) {
    if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0) return false;
  }
  drain_wake();
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) return false;
  if (pid == 0) {
    setpgid(0, 0);  // its own group, so a kill reaches whatever it starts
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    const rlimit cap{static_cast<rlim_t>(kOutputCap), static_cast<rlim_t>(kOutputCap)};
    setrlimit(RLIMIT_FSIZE, &cap);
    execl(program.c_str(), program.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid, pid);  // also here: a kill may come before the child runs
  g_child = pid;
  close(in);
  rusage ru{};
  for (;;) {
    const pid_t w = wait4(pid, &r.status, WNOHANG, &ru);
    if (w == pid) break;
    if (w < 0 && errno != EINTR) return false;
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
    const double left = deadline - spent.count();
    if (left <= 0) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      while (wait4(pid, &r.status, 0, &ru) < 0 && errno == EINTR) {
      }
      r.killed = true;
      break;
    }
    pollfd p{g_wake[0], POLLIN, 0};
    poll(&p, 1, static_cast<int>(std::ceil(left * 1000)));
    drain_wake();
  }
  g_child = 0;
  const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - start;
  r.wall = wall.count();
  r.cpu = seconds(ru.ru_utime) + seconds(ru.ru_stime);
  r.out = read_fd(out);
  r.err = read_fd(err);
  return true;
}

double cpu_now() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return seconds(ru.ru_utime) + seconds(ru.ru_stime);
}

volatile std::uint64_t g_sink;

double calibrate() {  // best of 3 runs of a fixed serial loop, in CPU seconds
  double best = 1e9;
  for (int rep = 0; rep < 3; ++rep) {
    const double t0 = cpu_now();
    std::uint64_t x = g_sink + 1;
    for (std::uint32_t i = 0; i < (1u << 25); ++i) {
      x = x * 6364136223846793005ULL + 1442695040888963407ULL;
      x ^= x >> 29;
    }
    g_sink = x;
    best = std::min(best, cpu_now() - t0);
  }
  return best;
}

double machine_factor() {  // measured once, and only when a case needs it
  static const double factor = std::max(1.0, calibrate() / kBaselineSeconds);
  return factor;
}

std::string lf(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (!(s[i] == '\r' && i + 1 < s.size() && s[i + 1] == '\n')) out += s[i];
  }
  return out;
}

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> w;
  std::istringstream in(s);
  for (std::string t; in >> t;) w.push_back(t);
  return w;
}

std::string strip_line_ends(const std::string& s) {  // blanks before each line end and at EOF
  std::string out;
  for (const char c : s) {
    if (c == '\n') {
      while (!out.empty() && (out.back() == ' ' || out.back() == '\t')) out.pop_back();
    }
    out += c;
  }
  while (!out.empty() && (out.back() == ' ' || out.back() == '\t')) out.pop_back();
  return out;
}

// Why Baekjoon would accept an output that strict comparison rejects ("" when it would not).
std::string tolerated(const std::string& actual, const std::string& expected) {
  if (words(actual) != words(expected)) return "";
  if (actual + "\n" == expected) return "missing final newline";
  if (strip_line_ends(actual) == strip_line_ends(expected)) return "trailing space at a line end";
  return "whitespace differs, e.g. a newline where a space was expected";
}
std::string signal_name(int sig) {  // numbers differ between systems, names do not
  static const std::pair<int, const char*> names[] = {
      {SIGSEGV, "SEGV"}, {SIGABRT, "ABRT"}, {SIGFPE, "FPE"},   {SIGBUS, "BUS"},   {SIGILL, "ILL"},
      {SIGKILL, "KILL"}, {SIGTERM, "TERM"}, {SIGPIPE, "PIPE"}, {SIGALRM, "ALRM"}, {SIGXCPU, "XCPU"},
      {SIGXFSZ, "XFSZ"}, {SIGINT, "INT"},   {SIGHUP, "HUP"},   {SIGTRAP, "TRAP"}};
  for (const auto& [n, name] : names)
    if (n == sig) return name;
  return strsignal(sig);
}

std::string format(const char* fmt, double a, double b = 0, double c = 0, double d = 0) {
  char buf[256];
  std::snprintf(buf, sizeof buf, fmt, a, b, c, d);
  return buf;
}

struct Group {
  double limit = 10;
  std::string reference, program;
  std::vector<std::string> cases;
};

bool keep_going = false, tolerant = false;

// The verdict of one case: "" when it passes; `note` says why a pass is special.
std::string judge_case(const Group& g, const std::string& in, const std::string& expected,
                       const Run& r, std::string& note) {
  const double deadline = 3 * g.limit + 1;
  if (r.killed) {
    std::string why = format(
        "time limit: still running after %.1f s (wall clock; %.3f s CPU), killed;"
        " the limit is %g s",
        deadline, r.cpu, g.limit);
    Run ref;
    if (!g.reference.empty() && run(g.reference, in, deadline, ref)) {
      why += format("; the reference took %.3f s CPU on this input", ref.cpu);
    }
    return why;
  }
  if (r.cpu > g.limit && r.cpu > g.limit * machine_factor()) {
    const double scaled = g.limit * machine_factor();
    if (g.reference.empty()) {
      return format("time limit: %.3f s CPU, over %g s x %.2f (this machine's slowness) = %.3f s",
                    r.cpu, g.limit, machine_factor(), scaled);
    }
    Run ref;
    if (!run(g.reference, in, deadline, ref)) return "could not run the reference";
    if (r.cpu > kSlowerThanReference * ref.cpu) {
      return format("time limit: %.3f s CPU, over %g s x %.2f (this machine's slowness) = %.3f s",
                    r.cpu, g.limit, machine_factor(), scaled) +
             format(" and over 10 x the reference's %.3f s on this input", ref.cpu);
    }
    note = format(
        "(slow: %.3f s CPU, but the reference took %.3f s here: this machine is too busy to judge "
        "time)",
        r.cpu, ref.cpu);
  }
  if (WIFSIGNALED(r.status)) {
    const int sig = WTERMSIG(r.status);
    if (sig == SIGXFSZ) return "output limit exceeded (more than 64 MB)";
    return "crashed: killed by signal " + std::to_string(sig) + " (" + signal_name(sig) + ")";
  }
  if (WEXITSTATUS(r.status) != 0) return "exit status " + std::to_string(WEXITSTATUS(r.status));
  const std::string actual = lf(r.out), want = lf(expected);
  if (actual == want) return "";
  const std::string reason = tolerated(actual, want);
  if (reason.empty()) return "wrong answer";
  if (tolerant) {
    note = "(tolerant: " + reason + ")";
    return "";
  }
  return "wrong answer under strict comparison; Baekjoon would accept it (" + reason + ")";
}

int usage(const std::string& why) {
  std::fprintf(stderr,
               "judge: %s\nusage: judge [--time-limit S] [--reference REF] [--keep-going] "
               "[--tolerant] PROGRAM CASE.in... [--then ...]\n",
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

}  // namespace

int main(int argc, char** argv) {
  std::vector<Group> groups(1);
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    Group& g = groups.back();
    auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (a == "--time-limit") {
      const char* v = value();
      if (!v || !parse_seconds(v, g.limit)) {
        return usage(std::string("--time-limit needs seconds > 0, like 2 or 0.5 (got '") +
                     (v ? v : "") + "')");
      }
    } else if (a == "--reference") {
      const char* v = value();
      if (!v) return usage("--reference needs a program");
      g.reference = v;
    } else if (a == "--keep-going") {
      keep_going = true;
    } else if (a == "--tolerant") {
      tolerant = true;
    } else if (a == "--calibrate") {
      const double t = calibrate();
      std::printf("calibration loop: %.3f s CPU (build machine: %.3f s); slowness factor %.2f\n", t,
                  kBaselineSeconds, std::max(1.0, t / kBaselineSeconds));
      return 0;
    } else if (a == "--then") {
      groups.emplace_back();
    } else if (a == "-" && !g.program.empty()) {
      for (std::string line; std::getline(std::cin, line);)
        if (!line.empty()) g.cases.push_back(line);
    } else if (a.size() > 1 && a[0] == '-') {
      return usage("unknown option '" + a + "'");
    } else if (g.program.empty()) {
      g.program = a;
    } else if (a.size() > 3 && a.compare(a.size() - 3, 3, ".in") == 0) {
      g.cases.push_back(a);
    } else {
      return usage(a + " is not a .in file");
    }
  }
  for (const Group& g : groups) {
    if (g.program.empty() || g.cases.empty())
      return usage("a program and at least one case, please");
    for (const std::string& p : {g.program, g.reference}) {
      if (!p.empty() && access(p.c_str(), X_OK) != 0) {
        std::fprintf(stderr, "judge: cannot execute %s: %s\n", p.c_str(), std::strerror(errno));
        return 2;
      }
    }
  }
  if (!setup()) {
    std::perror("judge: setup");
    return 2;
  }
  int passed = 0, failed = 0;
  for (const Group& g : groups) {
    if (!g.reference.empty()) {
      std::printf(
          "time rule: a case fails for time when its CPU time is over %g s (the judge's "
          "limit) x this machine's slowness (>= 1) and over 10 x the reference's on the "
          "same input; killed after %g s of wall clock\n",
          g.limit, 3 * g.limit + 1);
      std::fflush(stdout);
    }
    for (const std::string& in : g.cases) {
      const std::string out_path = in.substr(0, in.size() - 3) + ".out";
      bool ok_in = false, ok_out = false;
      const std::string input = read_file(in, ok_in);
      const std::string expected = read_file(out_path, ok_out);
      if (!ok_in || !ok_out) {
        std::fprintf(stderr, "judge: cannot read %s or its .out\n", in.c_str());
        return 2;
      }
      Run r;
      if (!run(g.program, in, 3 * g.limit + 1, r)) {
        std::perror("judge");
        return 2;
      }
      std::string note;
      const std::string why = judge_case(g, in, expected, r, note);
      const std::string name = in.substr(0, in.size() - 3);
      if (keep_going) {
        const std::string& say = why.empty() ? note : why;
        std::printf("%-40s %s %5lld ms%s%s\n", name.c_str(), why.empty() ? "PASS" : "FAIL",
                    static_cast<long long>(std::llround(r.cpu * 1000)), say.empty() ? "" : " ",
                    say.c_str());
      } else if (!why.empty()) {
        std::printf("FAIL %s: %s\n", in.c_str(), why.c_str());
      } else if (!note.empty()) {
        std::printf("note %s: %s\n", in.c_str(), note.c_str());
      }
      if (why.empty()) {
        ++passed;
        continue;
      }
      ++failed;
      std::printf("  input:    %s\n  expected: %s\n  actual:   %s\n",
                  visible(input, kShownBytes).c_str(), visible(expected, kShownBytes).c_str(),
                  visible(r.out, kShownBytes).c_str());
      if (!r.err.empty()) std::printf("  stderr:   %s\n", visible(r.err, kShownBytes).c_str());
      if (!keep_going) break;
    }
    if (failed && !keep_going) break;
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
