// Runs a program on one input file, measuring its CPU time (user + sys, as the judge
//   scripts/judge/judge.cpp does) and killing it after a wall-clock deadline. Portable POSIX
//   (fork/exec, setitimer, getrusage, plain files): no memfd, so it also works on macOS.
// Use: Runner r(dir) with a private scratch directory; r.run(program, input_path, deadline, res).
// Status: used by scripts/shrink/shrink.cpp only.
#pragma once
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <string>

namespace shrink {

struct Result {
  bool timed_out = false;  // killed at the wall-clock deadline
  double cpu = 0;          // seconds of CPU, user + sys
  bool signaled = false;
  int code = 0;  // the signal when signaled, else the exit status
  std::string out, err;
};

// Why a run did not end normally (a crash or an exit status); empty for exit 0 and for a kill
// at the deadline, which the caller words.
inline std::string abnormal(const Result& r) {
  if (r.timed_out) return "";
  if (r.signaled)
    return "crashed: killed by signal " + std::to_string(r.code) + " (" + strsignal(r.code) + ")";
  if (r.code != 0) return "exit status " + std::to_string(r.code);
  return "";
}

inline double children_cpu() {
  struct rusage u;
  getrusage(RUSAGE_CHILDREN, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// The parent's own timer interrupts waitpid (no SA_RESTART); the child is then killed. A timer
// in the parent, unlike alarm() in the child, also stops a program that ignores SIGALRM.
extern "C" inline void shrink_on_alarm(int) {}

class Runner {
 public:
  explicit Runner(std::string dir) : dir_(std::move(dir)) {
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_handler = shrink_on_alarm;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, nullptr);
  }

  // False only when the run could not be set up (files, fork).
  // Runs one at a time: the CPU time is the growth of the reaped children's total.
  bool run(const std::string& program, const std::string& input, double deadline, Result& r) {
    r = Result();
    const double cpu_before = children_cpu();
    const std::string out_path = dir_ + "/stdout", err_path = dir_ + "/stderr";
    const int in = open(input.c_str(), O_RDONLY);
    const int out = open(out_path.c_str(), O_RDWR | O_CREAT | O_TRUNC, 0600);
    const int err = open(err_path.c_str(), O_RDWR | O_CREAT | O_TRUNC, 0600);
    const pid_t pid = in < 0 || out < 0 || err < 0 ? -1 : fork();
    if (pid < 0) {
      close_all(in, out, err);
      return false;
    }
    if (pid == 0) {
      dup2(in, 0);
      dup2(out, 1);
      dup2(err, 2);
      // A program that prints forever must not fill the disk before its time is up.
      struct rlimit cap = {kOutputCap, kOutputCap};
      setrlimit(RLIMIT_FSIZE, &cap);
      execl(program.c_str(), program.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    set_timer(deadline);
    int status = 0;
    for (;;) {
      if (waitpid(pid, &status, 0) == pid) break;
      if (errno != EINTR) break;
      r.timed_out = true;  // only the timer interrupts us
      kill(pid, SIGKILL);
    }
    set_timer(0);
    r.cpu = children_cpu() - cpu_before;
    if (!r.timed_out) {
      r.signaled = WIFSIGNALED(status);
      r.code = r.signaled ? WTERMSIG(status) : WEXITSTATUS(status);
    }
    r.out = slurp(out);
    r.err = slurp(err);
    close_all(in, out, err);
    return true;
  }

 private:
  static constexpr rlim_t kOutputCap = 64 << 20;
  std::string dir_;

  static void set_timer(double seconds) {
    struct itimerval t;
    std::memset(&t, 0, sizeof t);
    t.it_value.tv_sec = static_cast<time_t>(seconds);
    t.it_value.tv_usec =
        static_cast<suseconds_t>((seconds - static_cast<double>(t.it_value.tv_sec)) * 1e6);
    setitimer(ITIMER_REAL, &t, nullptr);
  }

  static std::string slurp(int fd) {
    std::string s;
    char chunk[1 << 16];
    lseek(fd, 0, SEEK_SET);
    for (ssize_t n; (n = read(fd, chunk, sizeof chunk)) > 0;)
      s.append(chunk, static_cast<size_t>(n));
    return s;
  }

  static void close_all(int a, int b, int c) {
    for (const int fd : {a, b, c}) {
      if (fd >= 0) close(fd);
    }
  }
};

}  // namespace shrink
