// Runs a program as the judge does (posix_spawn, CPU time, a wall-clock deadline, output
//   capped at 64 MB), words how it ended, and compares outputs by Baekjoon's rule (compare()).
// Use: run::Runner r (one a thread); r.run({program, args...}, input, deadline, result) is
//   false only when the run could not be set up (r.error() says why); run::verdict(result).
// Status: used by the judge, the shrinker and mutate; tests/judge_cli.sh. POSIX: Linux, macOS.
#pragma once
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>
#include <string>
#include <vector>

#include "text.hpp"

extern char** environ;  // POSIX: the environment, passed on to each run

namespace run {

struct Result {
  bool started = true;     // false: the program could not be started (err says why; code 127)
  bool timed_out = false;  // killed at the deadline
  bool signaled = false;
  int code = 0;                  // the signal when signaled, else the exit status
  double cpu = 0, deadline = 0;  // seconds
  std::string out, err;
};

// Output as the judge compares it: CRLF read as LF (online-judge-tools' default; whether
// Baekjoon does is not known, and no output of these problems needs a CR).
inline std::string lf(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (!(s[i] == '\r' && i + 1 < s.size() && s[i + 1] == '\n')) out += s[i];
  }
  return out;
}

// Baekjoon's comparison (its checker is not public; each rule's source: tests/README.md): a
// newline for a space or the reverse, one trailing space a line and a missing final newline
// pass; other whitespace differences are a presentation error, other words a wrong answer.
enum class Match { exact, accepted, presentation, wrong };
enum Leeway : unsigned { kFinalNewline = 1, kTrailingSpace = 2, kNewlineForSpace = 4 };
struct Comparison {
  Match match;
  unsigned leeway = 0;  // with Match::accepted: which of the Leeway rules it took
};

// s without one final newline, one trailing space dropped from each line; `spaces` counts them.
inline std::string boj_lines(const std::string& s, size_t& spaces) {
  std::string out;
  const size_t end = !s.empty() && s.back() == '\n' ? s.size() - 1 : s.size();
  for (size_t i = 0; i <= end;) {
    size_t j = s.find('\n', i);
    if (j == std::string::npos || j > end) j = end;
    const bool space = j > i && s[j - 1] == ' ';
    spaces += space;
    out.append(s, i, j - i - space);
    if (j < end) out += '\n';
    i = j + 1;
  }
  return out;
}

inline Comparison compare(const std::string& actual_raw, const std::string& expected_raw) {
  const std::string actual = lf(actual_raw), expected = lf(expected_raw);
  if (actual == expected) return {Match::exact};
  size_t spaces_a = 0, spaces_e = 0;
  std::string a = boj_lines(actual, spaces_a), e = boj_lines(expected, spaces_e);
  unsigned leeway = 0;
  if (!actual.empty() && !expected.empty() && (actual.back() == '\n') != (expected.back() == '\n'))
    leeway |= kFinalNewline;
  if (spaces_a != spaces_e) leeway |= kTrailingSpace;
  if (a != e) {
    leeway |= kNewlineForSpace;
    for (std::string* t : {&a, &e}) std::replace(t->begin(), t->end(), '\n', ' ');
  }
  if (a == e) return {Match::accepted, leeway};
  return {words(actual) == words(expected) ? Match::presentation : Match::wrong};
}

// A run over the time limit fails for time only when it is also this many times slower than
// the reference on the same input ("many times slower": the iostream versions are 4-8x).
constexpr double kSlowerThanReference = 10;
// CPU seconds of calibrate() on the project's build machine (2-core Xeon, g++ 12 -O2): the
// judge's machine is assumed about as fast, so a slower machine scales the limit up.
constexpr double kBaselineSeconds = 0.056;

inline volatile std::uint64_t g_sink;
inline double calibrate() {  // best of 3 runs of a fixed serial loop, in CPU seconds
  // This thread's CPU time: other threads of a parallel judge do not count.
  const auto now = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
  };
  double best = 1e9;
  for (int rep = 0; rep < 3; ++rep) {
    const double t0 = now();
    std::uint64_t x = g_sink + 1;
    for (std::uint32_t i = 0; i < (1u << 25); ++i) {
      x = x * 6364136223846793005ULL + 1442695040888963407ULL;
      x ^= x >> 29;
    }
    g_sink = x;
    best = std::min(best, now() - t0);
  }
  return best;
}

inline double machine_factor() {
  static const double factor = std::max(1.0, calibrate() / kBaselineSeconds);
  return factor;
}

// A signal's short name (numbers differ between systems): SEGV; SIG<number> for one not listed.
inline std::string signal_name(int sig) {
  static const std::pair<int, const char*> kNames[] = {
      {SIGSEGV, "SEGV"}, {SIGABRT, "ABRT"}, {SIGFPE, "FPE"},   {SIGBUS, "BUS"},   {SIGILL, "ILL"},
      {SIGKILL, "KILL"}, {SIGTERM, "TERM"}, {SIGPIPE, "PIPE"}, {SIGALRM, "ALRM"}, {SIGXCPU, "XCPU"},
      {SIGINT, "INT"},   {SIGHUP, "HUP"},   {SIGTRAP, "TRAP"}, {SIGXFSZ, "XFSZ"}};
  for (const auto& [n, name] : kNames)
    if (n == sig) return name;
  return "SIG" + std::to_string(sig);
}

// How a run ended, "" for exit status 0: English first (scripts and the shrinker match it), with
// --ko Baekjoon's Korean name beside it, or alone when `beside` is false (verdict::words).
inline std::string verdict(const Result& r, bool beside = true) {
  const auto kind = [&](const char* english, const char* korean) {
    return !ko ? english : beside ? std::string(english) + " (" + korean + ")" : korean;
  };
  if (r.timed_out) {
    return kind("time limit", "시간 초과") +
           say(tr(": still running after %.1f s (wall clock; %.3f s CPU), killed",
                  ": 실제 시간 %.1f초(CPU %.3f초)가 지나도 끝나지 않아 강제로 끝냄"),
               r.deadline, r.cpu);
  }
  if (r.signaled && r.code == SIGXFSZ)
    return kind("output limit exceeded", "출력 초과") +
           tr(" (more than 64 MB)", ": 64 MB 넘게 출력함");
  if (r.signaled) {
    return kind("crashed", "런타임 에러") +
           say(tr(": killed by signal %d (%s)", ": 시그널 %d (%s)로 종료됨"), r.code,
               signal_name(r.code).c_str());
  }
  if (r.code != 0) return kind("exit status", "런타임 에러, 종료 코드") + say(" %d", r.code);
  return "";
}

// A SIGCHLD writes a byte to every Runner's pipe (each waits for its own child); Ctrl-C or a
// kill takes every running child down with us. Slots and their pipes are never freed (a
// handler may be walking the list or hold a pipe): the list only grows, and a slot is reused.
struct Slot {
  std::atomic<bool> used{true};
  std::atomic<pid_t> child{0};
  int read_end = -1, wake = -1;  // set before the slot is in the list
  Slot* next = nullptr;
};
inline std::atomic<Slot*> g_slots{nullptr};

inline void on_child(int) {
  const int saved = errno;
  for (Slot* s = g_slots.load(); s; s = s->next)
    (void)!write(s->wake, "", 1);  // a full pipe: a wake-up is pending anyway
  errno = saved;
}

inline void on_stop(int sig) {
  for (Slot* s = g_slots.load(); s; s = s->next)
    if (s->child > 0) kill(-s->child, SIGKILL);
  signal(sig, SIG_DFL);
  raise(sig);
}

inline Slot* take_slot() {
  for (Slot* s = g_slots.load(); s; s = s->next)
    if (!s->used.exchange(true)) return s;
  int p[2];
  if (pipe(p) != 0) return nullptr;
  for (const int fd : p) fcntl(fd, F_SETFD, FD_CLOEXEC), fcntl(fd, F_SETFL, O_NONBLOCK);
  Slot* s = new Slot;  // never freed: see above
  s->read_end = p[0];
  s->wake = p[1];
  s->next = g_slots.load();
  while (!g_slots.compare_exchange_weak(s->next, s)) continue;
  return s;
}

class Runner {
 public:
  Runner() {
    static std::once_flag once;
    std::call_once(once, [] {
      struct sigaction sa {};
      sa.sa_handler = on_child;
      sigemptyset(&sa.sa_mask);
      sa.sa_flags = SA_NOCLDSTOP | SA_RESTART;
      sigaction(SIGCHLD, &sa, nullptr);
      for (const int sig : {SIGINT, SIGTERM, SIGHUP})
        if (signal(sig, on_stop) == SIG_IGN) signal(sig, SIG_IGN);  // keep nohup's wish
    });
    slot_ = take_slot();
    // Caps what a run may write (stdout, stderr, files) at 64 MB. posix_spawn cannot set a
    // child's limit, so it is this process's own and every child inherits it.
    const rlimit cap{64 << 20, 64 << 20};
    setrlimit(RLIMIT_FSIZE, &cap);
    const char* dir = std::getenv("TMPDIR");
    for (int* fd : {&out_, &err_}) {  // unlinked temporary files, not inherited through exec
      std::string path = std::string(dir && *dir ? dir : "/tmp") + "/run.XXXXXX";
      if ((*fd = mkstemp(&path[0])) >= 0) unlink(path.c_str()), fcntl(*fd, F_SETFD, FD_CLOEXEC);
      if (*fd < 0) fail("cannot create a temporary file in " + path.substr(0, path.rfind('/')));
    }
    if (!slot_) fail("cannot make a pipe to wait on");
    broken_ = !error_.empty();
  }
  ~Runner() {
    for (const int fd : {out_, err_})
      if (fd >= 0) close(fd);
    if (slot_) slot_->used = false;
  }
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;

  bool run(const std::vector<std::string>& argv, const std::string& input, double deadline,
           Result& r, const char* stdout_path = nullptr) {
    r = Result();
    r.deadline = deadline;
    if (broken_) return false;
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const int in = open(input.empty() ? "/dev/null" : input.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) return fail("cannot read " + input);
    const int out = stdout_path ? open(stdout_path, O_WRONLY | O_CLOEXEC) : out_;
    const auto rewind = [](int fd) { return ftruncate(fd, 0) == 0 && lseek(fd, 0, SEEK_SET) == 0; };
    if (out < 0 || !rewind(out_) || !rewind(err_)) {
      close(in);
      return fail(std::string("cannot write ") + (out < 0 ? stdout_path : "a temporary file"));
    }
    char buf[1 << 16];
    while (read(slot_->read_end, buf, sizeof buf) > 0) continue;
    const auto start = std::chrono::steady_clock::now();
    const auto seconds_since_start = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    // posix_spawn, not fork: the child shares the parent's memory until exec (vfork), so no
    // page tables are copied; on a VM that halves the cost of a run.
    posix_spawn_file_actions_t files;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_adddup2(&files, in, 0);
    posix_spawn_file_actions_adddup2(&files, out, 1);
    posix_spawn_file_actions_adddup2(&files, err_, 2);
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);  // its own group: 0
    pid_t pid = -1;
    const int spawned = posix_spawnp(&pid, args[0], &files, &attr, args.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    posix_spawnattr_destroy(&attr);
    close(in);
    if (stdout_path) close(out);
    if (spawned == ENOENT || spawned == EACCES || spawned == ENOEXEC || spawned == ENOTDIR) {
      r.started = false;
      r.code = 127;  // as a shell says it: a program that cannot be started exits 127
      r.err =
          "cannot start " + argv[0] + ": " + std::strerror(spawned) +
          (spawned == ENOEXEC ? " (neither a compiled program nor a script with a #! line)" : "");
      return true;
    }
    if (spawned != 0) return errno = spawned, fail("cannot start " + argv[0]);
    slot_->child = pid;
    rusage ru{};
    int status = 0;
    // The parent keeps the deadline: a SIGCHLD wakes its poll() through the slot's pipe, so
    // the child needs no timer and a run that ends in time costs nothing more.
    for (pid_t w; (w = wait4(pid, &status, WNOHANG, &ru)) != pid;) {
      if (w < 0 && errno != EINTR) return fail("wait4");
      const double left = deadline - seconds_since_start();
      if (left <= 0) {
        kill(-pid, SIGKILL), kill(pid, SIGKILL);
        while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) continue;
        r.timed_out = true;
        break;
      }
      pollfd p{slot_->read_end, POLLIN, 0};
      poll(&p, 1, static_cast<int>(std::ceil(left * 1000)));
      while (read(slot_->read_end, buf, sizeof buf) > 0) continue;
    }
    slot_->child = 0;
    r.cpu = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
            static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    r.signaled = !r.timed_out && WIFSIGNALED(status);
    r.code = r.timed_out ? 0 : r.signaled ? WTERMSIG(status) : WEXITSTATUS(status);
    for (auto [fd, text] : {std::pair{out_, &r.out}, {err_, &r.err}}) {
      lseek(fd, 0, SEEK_SET);
      for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;)
        text->append(buf, static_cast<size_t>(n));
    }
    return true;
  }
  bool run(const std::string& program, const std::string& input, double deadline, Result& r) {
    return run(std::vector<std::string>{program}, input, deadline, r);
  }
  const std::string& error() const { return error_; }
  // From another thread: ends the run in progress, if any (its result is then of no use).
  void stop() {
    const pid_t pid = slot_ ? slot_->child.load() : 0;
    if (pid > 0) kill(-pid, SIGKILL);
  }

 private:
  Slot* slot_ = nullptr;
  int out_ = -1, err_ = -1;
  std::string error_;
  bool broken_ = false;  // the constructor failed: error() says why

  bool fail(const std::string& what) {
    error_ = what + ": " + std::strerror(errno);
    return false;
  }
};

}  // namespace run
