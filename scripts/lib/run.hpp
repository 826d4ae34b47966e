// Runs a program as the judge does (posix_spawn, or a fork of a waiting Python: fork_server.py;
//   stopped by the CPU it took, or by sleeping, never by the wall clock alone; output capped at
//   64 MB), words how it ended, and compares outputs by Baekjoon's rule (compare()).
// Use: run::Runner r (one a thread); r.run({program, args...}, input, seconds, result) is
//   false only when the run could not be set up (r.error() says why); run::verdict(result).
// Status: used by the judge and the shrinker; tests/judge_cli.sh. POSIX: Linux (the load rule
//   reads /proc; elsewhere a run is stopped by the wall clock and called unjudged).
#pragma once
#include <dirent.h>
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
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>
#include <string>
#include <vector>

#include "text.hpp"

extern char** environ;  // POSIX: the environment, passed on to each run

namespace run {

// Why a run was stopped before it ended: it took its allowance of CPU; it slept (or waited)
// that long; or the machine gave it too little CPU to tell (10 × the allowance of wall clock).
enum class Stop { none, cpu, idle, busy };

struct Result {
  bool started = true;  // false: the program could not be started (err says why; code 127)
  Stop stop = Stop::none;
  bool signaled = false;
  int code = 0;                             // the signal when signaled, else the exit status
  double cpu = 0, wall = 0, allowance = 0;  // seconds; allowance: of CPU, this machine's
  std::string out, err;
  bool stopped() const { return stop != Stop::none; }
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
// The calibration loop's CPU seconds on Baekjoon's judge, derived, not measured (no public
// figure of its machines was found): each of its 2^25 steps is a chain of 6 dependent cycles
// (multiply 3, add 1, shift 1, xor 1) on a core assumed to run at 3.6 GHz. A machine that
// takes longer scales every limit up by the ratio, its "slowness factor" (never below 1).
constexpr double kJudgeSeconds = 6.0 * (1u << 25) / 3.6e9;

inline volatile std::uint64_t g_sink;
inline double calibrate(int reps = 5) {  // best of `reps` runs of a serial loop, CPU seconds
  // This thread's CPU time: other threads of a parallel judge do not count, and a busy
  // machine only delays it (the best run is the one least disturbed by cache sharing).
  const auto now = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
  };
  double best = 1e9;
  for (int rep = 0; rep < reps; ++rep) {
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

// The calibration loop's seconds here: measured once (0.3-0.5 s) and kept in
// build/machine-speed.txt, beside build/bin/ of the running tool (or BOJ_MACHINE_SPEED), or
// measured `fresh` (judge --calibrate).
inline std::string speed_file() {
  if (const char* f = std::getenv("BOJ_MACHINE_SPEED"); f && *f) return f;
  char self[4096];
  const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  std::string dir(self, static_cast<size_t>(std::max<ssize_t>(n, 0)));
  dir.erase(dir.find_last_of('/') == std::string::npos ? 0 : dir.find_last_of('/'));
  return n <= 0 ? "" : dir.substr(0, dir.rfind('/') + 1) + "machine-speed.txt";
}
inline double machine_seconds(bool fresh = false) {
  const std::string file = speed_file(), tmp = file + "." + std::to_string(getpid());
  double t = 0;
  if (std::FILE* f = fresh ? nullptr : std::fopen(file.c_str(), "r")) {
    if (std::fscanf(f, "%lf", &t) != 1 || !(t > 0 && t < 100)) t = 0;
    std::fclose(f);
  }
  if (t > 0) return t;
  t = calibrate();
  if (std::FILE* f = file.empty() ? nullptr : std::fopen(tmp.c_str(), "w")) {
    const bool ok = std::fprintf(f, "%.4f\n", t) > 0;
    if (std::fclose(f) == 0 && ok) std::rename(tmp.c_str(), file.c_str());  // whole or none
    std::remove(tmp.c_str());
  }
  return t;
}

inline double machine_factor() {
  static const double factor = std::max(1.0, machine_seconds() / kJudgeSeconds);
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
  if (r.stop == Stop::cpu) {
    return kind("time limit", "시간 초과") +
           say(tr(": stopped after %.3f s of CPU (the most a run here may take), still running",
                  ": CPU %.3f초(이 기계에서 한 실행에 주는 최대치)를 쓰고도 끝나지 않아 멈춤"),
               r.cpu);
  }
  if (r.stop == Stop::idle) {
    return kind("time limit", "시간 초과") +
           say(tr(": asleep or waiting (for input?): %.3f s of CPU in %.1f s, stopped",
                  ": 잠들었거나 무언가(입력?)를 기다림. %2$.1f초 동안 CPU %1$.3f초만 쓰고 멈춤"),
               r.cpu, r.wall);
  }
  if (r.stop == Stop::busy) {
    return tr("not judged", "채점하지 못함") +
           say(tr(": the machine is too busy: it got %.3f s of CPU in %.1f s, stopped",
                  ": 기계가 너무 바쁨. %2$.1f초 동안 CPU를 %1$.3f초밖에 받지 못해 멈춤"),
               r.cpu, r.wall);
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

// What a process and its descendants are doing, from Linux's /proc: the CPU seconds they took
// (each thread's utime and stime, and the children already reaped: cutime, cstime), and
// whether any thread is on a CPU or waiting for one (state R). False when the process is gone.
struct Usage {
  double cpu = 0;
  bool runnable = false;
};
inline bool add_usage(pid_t pid, Usage& u, int depth = 0) {
  static const double tick = static_cast<double>(sysconf(_SC_CLK_TCK));
  const std::string dir = "/proc/" + std::to_string(pid);
  const auto stat = [&](const std::string& file, bool children) {
    std::FILE* f = std::fopen(file.c_str(), "r");
    char line[1024] = "";
    const char* end = f && std::fgets(line, sizeof line, f) ? std::strrchr(line, ')') : nullptr;
    if (f) std::fclose(f);
    char state = 0;
    unsigned long user = 0, sys = 0;
    long child_user = 0, child_sys = 0;
    if (!end || std::sscanf(end + 1, " %c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu %ld %ld",
                            &state, &user, &sys, &child_user, &child_sys) != 5)
      return false;
    u.cpu += static_cast<double>(children ? child_user + child_sys : user + sys) / tick;
    u.runnable = u.runnable || (!children && state == 'R');
    return true;
  };
  if (!stat(dir + "/stat", true)) return false;
  DIR* tasks = opendir((dir + "/task").c_str());
  if (!tasks) return false;
  while (const dirent* e = readdir(tasks)) {
    if (e->d_name[0] == '.') continue;
    const std::string task = dir + "/task/" + e->d_name;
    stat(task + "/stat", false);
    std::FILE* f = depth < 16 ? std::fopen((task + "/children").c_str(), "r") : nullptr;
    for (int child; f && std::fscanf(f, "%d", &child) == 1;) add_usage(child, u, depth + 1);
    if (f) std::fclose(f);
  }
  closedir(tasks);
  return true;
}

// A run is stopped for time by what it did, never by the wall clock alone: the CPU it took,
// or the time it spent asleep (no thread on a CPU or waiting for one, seen at each look). A
// run the machine starves of CPU is stopped after this many times its allowance of wall
// clock, and left unjudged.
constexpr double kStarved = 10;
struct Watch {
  double asleep = 0, last = 0;  // seconds asleep so far; the wall clock at the last look
  Stop look(pid_t pid, double wall, double allowance) {
    static const bool proc = access("/proc/self/task", R_OK) == 0;
    if (!proc) return wall > allowance ? Stop::busy : Stop::none;  // nothing tells them apart
    Usage u;
    if (!add_usage(pid, u)) return Stop::none;  // it just ended: wait4 says how
    if (!u.runnable) asleep += wall - last;
    last = wall;
    if (u.cpu > allowance) return Stop::cpu;
    if (asleep > allowance) return Stop::idle;
    return wall > kStarved * allowance ? Stop::busy : Stop::none;
  }
};

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
    stop_server();
    for (const int fd : {out_, err_})
      if (fd >= 0) close(fd);
    if (slot_) slot_->used = false;
  }
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;

  // Runs argv with `input` as stdin, allowed `seconds` of Baekjoon's CPU (this machine's:
  // × machine_factor()). Stopped only by what it did: that much CPU, or that long asleep; a run
  // the machine starves (10 × the allowance of wall clock) is stopped as Stop::busy.
  bool run(const std::vector<std::string>& argv, const std::string& input, double seconds,
           Result& r) {
    r = Result();
    r.allowance = seconds * machine_factor();
    if (broken_) return false;
    const std::string in_path = input.empty() ? "/dev/null" : input;
    const auto rewind = [](int fd) { return ftruncate(fd, 0) == 0 && lseek(fd, 0, SEEK_SET) == 0; };
    if (!rewind(out_) || !rewind(err_)) return fail("cannot write a temporary file");
    char buf[1 << 16];
    while (read(slot_->read_end, buf, sizeof buf) > 0) continue;
    const auto start = std::chrono::steady_clock::now();
    const auto wall = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    pid_t pid = -1;
    const bool served = argv.size() == 1 && serve(argv[0], in_path, pid);
    if (!served && !spawn(argv, in_path, r, pid)) return false;
    if (!r.started) return true;
    slot_->child = pid;
    rusage ru{};
    int status = 0;
    double cpu = -1;  // a served run's, from its server
    bool killed = false;
    // The parent watches: a SIGCHLD (or the server's answer) wakes its poll(), and between
    // wake-ups it samples what the run did, so one that ends in time costs nothing more.
    const double tick = std::clamp(r.allowance / 20, 0.01, 0.25);
    double next_look = tick;  // a run that ends sooner is never looked at
    Watch watch;
    for (;;) {
      if (served) {
        if (server_answer(status, cpu)) break;
        if (server_.pid < 0) return fail("the Python server of " + argv[0] + " ended");
      } else if (const pid_t w = wait4(pid, &status, WNOHANG, &ru); w == pid) {
        break;
      } else if (w < 0 && errno != EINTR) {
        return fail("wait4");
      }
      if ((r.wall = wall()) >= next_look && r.stop == Stop::none) {
        next_look = r.wall + tick;
        r.stop = watch.look(pid, r.wall, r.allowance);
      }
      if (r.stop != Stop::none && !killed) {
        killed = true;
        kill(-pid, SIGKILL), kill(pid, SIGKILL);
        if (!served) {
          while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) continue;
          break;
        }
      }
      pollfd p[2] = {{slot_->read_end, POLLIN, 0}, {served ? server_.answers : -1, POLLIN, 0}};
      poll(p, 2, static_cast<int>(std::ceil(tick * 1000)));
      while (read(slot_->read_end, buf, sizeof buf) > 0) continue;
    }
    slot_->child = 0;
    r.wall = wall();
    r.cpu = served ? cpu + server_.start_cpu
                   : static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
                         static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    r.signaled = !r.stopped() && WIFSIGNALED(status);
    r.code = r.stopped() ? 0 : r.signaled ? WTERMSIG(status) : WEXITSTATUS(status);
    for (auto [fd, text] : {std::pair{out_, &r.out}, {err_, &r.err}}) {
      lseek(fd, 0, SEEK_SET);
      for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;)
        text->append(buf, static_cast<size_t>(n));
    }
    return true;
  }
  bool run(const std::string& program, const std::string& input, double seconds, Result& r) {
    return run(std::vector<std::string>{program}, input, seconds, r);
  }
  const std::string& error() const { return error_; }
  // From another thread: ends the run in progress, if any (its result is then of no use).
  void stop() {
    const pid_t pid = slot_ ? slot_->child.load() : 0;
    if (pid > 0) kill(-pid, SIGKILL);
  }

 private:
  // A Python solution's launcher has a sidecar PROGRAM.serve (languages.sh writes it): its
  // interpreter, fork_server.py and the source, one a line. Its runs are forks of one server.
  struct Server {
    std::string program;  // whose server it is ("": none started)
    pid_t pid = -1;
    int requests = -1, answers = -1;
    double start_cpu = 0;  // the interpreter's own start, paid by every fresh run
    std::string pending;   // answer bytes not yet a whole line
  };

  Slot* slot_ = nullptr;
  int out_ = -1, err_ = -1;
  Server server_;
  std::string error_;
  bool broken_ = false;  // the constructor failed: error() says why

  bool spawn(const std::vector<std::string>& argv, const std::string& in_path, Result& r,
             pid_t& pid) {
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const int in = open(in_path.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) return fail("cannot read " + in_path);
    // posix_spawn, not fork: the child shares the parent's memory until exec (vfork), so no
    // page tables are copied; on a VM that halves the cost of a run.
    posix_spawn_file_actions_t files;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_adddup2(&files, in, 0);
    posix_spawn_file_actions_adddup2(&files, out_, 1);
    posix_spawn_file_actions_adddup2(&files, err_, 2);
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);  // its own group: 0
    const int spawned = posix_spawnp(&pid, args[0], &files, &attr, args.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    posix_spawnattr_destroy(&attr);
    close(in);
    if (spawned == ENOENT || spawned == EACCES || spawned == ENOEXEC || spawned == ENOTDIR) {
      r.started = false;
      r.code = 127;  // as a shell says it: a program that cannot be started exits 127
      r.err =
          "cannot start " + argv[0] + ": " + std::strerror(spawned) +
          (spawned == ENOEXEC ? " (neither a compiled program nor a script with a #! line)" : "");
      return true;
    }
    if (spawned != 0) return errno = spawned, fail("cannot start " + argv[0]);
    return true;
  }

  // Starts `program`'s case in its server (started first if need be): false when it has none
  // or the server cannot start, and the run is an ordinary one.
  bool serve(const std::string& program, const std::string& in_path, pid_t& pid) {
    if (std::getenv("BOJ_FRESH_START")) return false;
    if (server_.program != program) {
      std::vector<std::string> argv;
      std::FILE* f = std::fopen((program + ".serve").c_str(), "r");
      if (!f) return false;  // not served: the server, if any, stays for its own program
      for (char line[4096]; std::fgets(line, sizeof line, f);)
        argv.emplace_back(line, std::strcspn(line, "\n"));
      std::fclose(f);
      stop_server();
      server_.program = program;
      if (argv.size() != 3 || !start_server(argv)) return stop_server(), false;
    }
    if (server_.pid < 0) return false;
    const std::string line = in_path + "\n";
    std::string answer;
    if (write(server_.requests, line.data(), line.size()) != static_cast<ssize_t>(line.size()) ||
        !server_line(answer, 60) || std::sscanf(answer.c_str(), "pid %d", &pid) != 1) {
      stop_server();  // the next run spawns afresh
      return false;
    }
    return true;
  }

  bool start_server(const std::vector<std::string>& argv) {
    int req[2], ans[2];
    if (pipe(req) != 0) return false;
    if (pipe(ans) != 0) return close(req[0]), close(req[1]), false;
    // Above fd 4, close-on-exec: dup2 onto 3 and 4 in the child clears the flag there only.
    int fds[4] = {req[0], req[1], ans[0], ans[1]};
    for (int& fd : fds) {
      const int high = fcntl(fd, F_DUPFD_CLOEXEC, 10);
      close(fd), fd = high;
    }
    server_.requests = fds[1], server_.answers = fds[2];
    fcntl(server_.answers, F_SETFL, O_NONBLOCK);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&files, out_, 1);
    posix_spawn_file_actions_adddup2(&files, err_, 2);
    posix_spawn_file_actions_adddup2(&files, fds[0], 3);
    posix_spawn_file_actions_adddup2(&files, fds[3], 4);
    const int spawned = posix_spawn(&server_.pid, args[0], &files, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    close(fds[0]), close(fds[3]);
    if (spawned != 0) return server_.pid = -1, false;
    std::string ready;
    return server_line(ready, 60) &&
           std::sscanf(ready.c_str(), "ready %lf", &server_.start_cpu) == 1 &&
           (server_.start_cpu /= 1e6) >= 0;
  }

  // One whole line from the server within `wait` seconds (0: only what is there now).
  bool server_line(std::string& line, double wait) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(wait);
    for (;;) {
      if (const size_t nl = server_.pending.find('\n'); nl != std::string::npos) {
        line = server_.pending.substr(0, nl);
        server_.pending.erase(0, nl + 1);
        return true;
      }
      char buf[256];
      const ssize_t n = read(server_.answers, buf, sizeof buf);
      if (n > 0) {
        server_.pending.append(buf, static_cast<size_t>(n));
        continue;
      }
      if (n == 0 || (errno != EAGAIN && errno != EINTR)) return stop_server(), false;
      const double left =
          std::chrono::duration<double>(until - std::chrono::steady_clock::now()).count();
      if (left <= 0) return false;
      pollfd p{server_.answers, POLLIN, 0};
      poll(&p, 1, static_cast<int>(std::ceil(left * 1000)));
    }
  }

  // The served run's end, if it came: its wait status and CPU seconds.
  bool server_answer(int& status, double& cpu) {
    std::string line;
    long us = 0;
    if (!server_line(line, 0)) return false;
    if (std::sscanf(line.c_str(), "done %d %ld", &status, &us) != 2) return stop_server(), false;
    cpu = static_cast<double>(us) / 1e6;
    return true;
  }

  void stop_server() {
    for (int* fd : {&server_.requests, &server_.answers})
      if (*fd >= 0) close(*fd), *fd = -1;
    if (server_.pid > 0) {  // its requests closed: it ends; a stuck one is killed
      kill(server_.pid, SIGKILL);
      while (waitpid(server_.pid, nullptr, 0) < 0 && errno == EINTR) continue;
    }
    server_.pid = -1, server_.pending.clear();
  }

  bool fail(const std::string& what) {
    error_ = what + ": " + std::strerror(errno);
    return false;
  }
};

}  // namespace run
