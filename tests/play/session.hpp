// What the four trainer checks share (tests/play/<folder>.cpp): start the trainer
//   (scripts/play/<folder>.cpp, built as play_<folder>) on pipes, read its lines up to each
//   prompt, and play whole games against it with a scripted player, checking the machine's
//   every move with the problem's brute force; then the bad-input, EOF, undo and start-file
//   checks.
// Use: a check defines Rules (a position, its legal moves, the brute force, the start file's
//   text) and calls play_check::main_for<Rules>(argc, argv): argv[1] the trainer, argv[2] the
//   problem's reader corpus (tests/<folder>/corpus).
// Status: run by CTest as play/<folder>/sessions (label play).
#pragma once
#include <dirent.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../../scripts/lib/rng.hpp"

namespace play_check {
using ull = unsigned long long;
using Numbers = std::vector<ull>;

int failures = 0;
[[gnu::format(printf, 1, 2)]] void fail(const char* fmt, ...) {
  if (++failures > 20) return;  // the first few say enough
  std::va_list args;
  va_start(args, fmt);
  std::fputs("FAIL: ", stdout);
  std::vprintf(fmt, args);
  std::fputc('\n', stdout);
  va_end(args);
}

std::string numbers_text(const Numbers& m) {
  std::string s;
  for (ull v : m) s += (s.empty() ? "" : " ") + std::to_string(v);
  return s;
}

bool parse_numbers(const std::string& s, Numbers& out) {
  std::istringstream in(s);
  out.clear();
  std::string w;
  while (in >> w) {
    if (w.find_first_not_of("0123456789") != std::string::npos || w.size() > 18) return false;
    out.push_back(std::stoull(w));
  }
  return !out.empty();
}

// The trainer on two pipes. Every read waits at most 10 s: a hang fails instead of blocking.
class Proc {
 public:
  Proc(const std::string& exe, const std::vector<std::string>& args) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) std::perror("pipe"), std::exit(2);
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], 0), dup2(out[1], 1);
      close(in[0]), close(in[1]), close(out[0]), close(out[1]);
      std::vector<char*> argv{const_cast<char*>(exe.c_str())};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      execv(exe.c_str(), argv.data());
      _exit(127);
    }
    close(in[0]), close(out[1]);
    to_ = in[1], from_ = out[0];
  }
  ~Proc() {
    if (to_ >= 0) close(to_);
    if (from_ >= 0) close(from_);
    if (pid_ > 0 && !reaped_) kill(pid_, SIGKILL), waitpid(pid_, nullptr, 0);
  }

  void send(const std::string& line) {
    const std::string s = line + "\n";
    echo_ = line, echo_pending_ = true;
    if (write(to_, s.data(), s.size()) != static_cast<ssize_t>(s.size())) fail("write failed");
  }
  void close_input() { close(to_), to_ = -1; }

  // The lines up to the next prompt (`NAME> `, no newline; returned in `prompt`): true, or
  // the lines up to the end of the output: false. The echo of the line just sent (the trainer
  // echoes piped input after the prompt, for a readable log) is dropped.
  bool until_prompt(std::vector<std::string>& lines, std::string& prompt) {
    lines.clear();
    for (;;) {
      size_t nl;
      while ((nl = buf_.find('\n')) != std::string::npos) {
        std::string line = buf_.substr(0, nl);
        buf_.erase(0, nl + 1);
        if (echo_pending_ && line == echo_) {
          echo_pending_ = false;
          continue;
        }
        lines.push_back(line);
      }
      if (buf_.size() >= 2 && buf_.compare(buf_.size() - 2, 2, "> ") == 0) {
        prompt = buf_.substr(0, buf_.size() - 2);
        buf_.clear();
        return true;
      }
      pollfd p{from_, POLLIN, 0};
      if (poll(&p, 1, 10000) <= 0) {
        fail("no output for 10 s (after: '%s')", buf_.c_str());
        return false;
      }
      char chunk[4096];
      const ssize_t got = read(from_, chunk, sizeof chunk);
      if (got <= 0) {
        if (!buf_.empty()) lines.push_back(buf_), buf_.clear();
        return false;
      }
      buf_.append(chunk, static_cast<size_t>(got));
    }
  }

  int wait_exit() {
    int status = 0;
    waitpid(pid_, &status, 0);
    reaped_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool reaped_ = false;
  std::string buf_, echo_;
  bool echo_pending_ = false;
};

std::string temp_file(const std::string& text) {
  char path[] = "/tmp/play-check-XXXXXX";
  const int fd = mkstemp(path);
  if (fd < 0 || write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
    std::perror("temp file"), std::exit(2);
  }
  close(fd);
  return path;
}

bool starts_with(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

struct Stats {
  long starts = 0, sessions = 0, machine_moves = 0, user_moves = 0, bad_lines = 0, gave_away = 0;
};
Stats stats;

// `gave away: your move M from POSITION (move K) lost the win; W would have kept it`: M must be
// the first move that gave the win away, W a legal winning move from where M was played.
template <class Rules>
void check_gave_away(const std::string& what, const std::string& line,
                     const typename Rules::Pos& from, const Numbers& given, int user) {
  if (given.empty()) {
    if (!line.empty()) fail("%s: '%s' but no win was given away", what.c_str(), line.c_str());
    return;
  }
  ++stats.gave_away;
  const size_t a = line.find("your move "), b = line.find(" from "), c = line.find("; "),
               d = line.find(" would have kept it");
  Numbers m, w;
  if (a == std::string::npos || b == std::string::npos || c == std::string::npos ||
      d == std::string::npos || !parse_numbers(line.substr(a + 10, b - a - 10), m) ||
      !parse_numbers(line.substr(c + 2, d - c - 2), w)) {
    fail("%s: no gave-away line naming move %s (got '%s')", what.c_str(),
         numbers_text(given).c_str(), line.c_str());
    return;
  }
  if (m != given) {
    fail("%s: '%s' names %s, the first give-away was %s", what.c_str(), line.c_str(),
         numbers_text(m).c_str(), numbers_text(given).c_str());
  }
  typename Rules::Pos after = from;
  if (!Rules::legal(from, user, w)) {
    fail("%s: '%s': the move instead is illegal", what.c_str(), line.c_str());
    return;
  }
  Rules::apply(after, user, w);
  if (Rules::mover_wins(after, 1 - user)) {
    fail("%s: '%s': the move instead does not win either", what.c_str(), line.c_str());
  }
}

// One whole game: the user takes `side` (0 first, 1 second) and either plays the hint every
// turn (`hinted`, from a won start it must win) or random legal moves. As the machine never
// gives a win away (checked), the user wins exactly when the first position it moves in is
// won and no move of its gives the win away; after a loss from a won position the trainer
// must name the first such move (`gave away: ...`) and a winning move instead of it.
template <class Rules>
void session(const std::string& exe, const typename Rules::Pos& start, int first, int side,
             bool hinted, ull seed) {
  ++stats.sessions;
  const std::string file = temp_file(Rules::input(start, first));
  Proc proc(exe, {"--start", file, "--side", side == 0 ? "first" : "second"});
  std::string what = Rules::input(start, first);
  for (char& c : what)
    if (c == '\n') c = '/';
  what += std::string(side == 0 ? " [user first" : " [user second") +
          (hinted ? ", hinted]" : ", random]");
  typename Rules::Pos pos = start;
  const int user = side == 0 ? first : 1 - first;
  int mover = first;
  Rng rng(seed);
  std::vector<std::string> lines;
  std::string prompt, result, gave_away_line;
  int first_turn = -1;  // 1: the user's first position was won, 0: lost, -1: it never moved
  typename Rules::Pos given_from;
  Numbers given_move;  // the first user move from a won position into a lost one
  for (int turn = 0; turn < 1000; ++turn) {
    const bool at_prompt = proc.until_prompt(lines, prompt);
    for (const std::string& line : lines) {
      if (starts_with(line, "result: ")) result = line;
      if (starts_with(line, "gave away: ")) gave_away_line = line;
      if (!starts_with(line, "machine (")) continue;
      Numbers m;
      if (mover == user || !parse_numbers(line.substr(line.find("): ") + 3), m)) {
        fail("%s: unexpected machine line '%s'", what.c_str(), line.c_str());
        std::remove(file.c_str());
        return;
      }
      ++stats.machine_moves;
      const bool won = Rules::mover_wins(pos, mover);
      if (!Rules::legal(pos, mover, m)) {
        fail("%s: the machine's move '%s' is illegal", what.c_str(), line.c_str());
        std::remove(file.c_str());
        return;
      }
      Rules::apply(pos, mover, m);
      mover = 1 - mover;
      if (won && Rules::mover_wins(pos, mover)) {
        fail("%s: the machine's move '%s' gives away a won position", what.c_str(), line.c_str());
      }
    }
    if (!at_prompt) break;
    if (mover != user || prompt != Rules::kPlayers[user]) {
      fail("%s: prompt '%s' when it is not the user's turn", what.c_str(), prompt.c_str());
      break;
    }
    const bool wins = Rules::mover_wins(pos, mover);
    if (first_turn < 0) first_turn = wins;
    proc.send("values");
    proc.until_prompt(lines, prompt);
    const size_t at = lines.size() == 1 ? lines[0].rfind("; nim-sum ") : std::string::npos;
    if (at == std::string::npos || !starts_with(lines[0], "values: ") ||
        (std::stoull(lines[0].substr(at + 10)) != 0) != wins) {
      fail("%s: values say '%s', the brute force says the mover %s", what.c_str(),
           lines.empty() ? "" : lines[0].c_str(), wins ? "wins" : "loses");
    }
    Numbers m;
    if (hinted) {
      proc.send("hint");
      proc.until_prompt(lines, prompt);
      if (lines.size() != 1 || !starts_with(lines[0], "hint: ") ||
          (wins != parse_numbers(lines[0].substr(6), m))) {
        fail("%s: hint '%s' where the brute force says the mover %s", what.c_str(),
             lines.empty() ? "" : lines[0].c_str(), wins ? "wins" : "loses");
        break;
      }
      if (!wins) break;
      if (!Rules::legal(pos, mover, m))
        fail("%s: hint '%s' is illegal", what.c_str(), lines[0].c_str());
    } else {
      const std::vector<Numbers> all = Rules::moves(pos, mover);
      if (all.empty()) {
        fail("%s: a prompt where the user has no move", what.c_str());
        break;
      }
      m = all[rng.between(0, all.size() - 1)];
    }
    proc.send(numbers_text(m));
    ++stats.user_moves;
    const typename Rules::Pos before = pos;
    Rules::apply(pos, mover, m);
    mover = 1 - mover;
    if (wins && Rules::mover_wins(pos, mover)) {
      if (hinted) fail("%s: the hint %s does not win", what.c_str(), numbers_text(m).c_str());
      if (given_move.empty()) given_from = before, given_move = m;
    }
  }
  proc.close_input();
  const int code = proc.wait_exit();
  // The user wins from a won first turn kept won, or when the machine is left without a move
  // before the user's first turn.
  const bool user_wins = first_turn < 0 ? mover != user : first_turn == 1 && given_move.empty();
  const char* want = user_wins ? "result: you win" : "result: you lose";
  if (code != 0 || result != want || !Rules::moves(pos, mover).empty()) {
    fail("%s: ended with exit %d, '%s' (want '%s'), %zu moves left", what.c_str(), code,
         result.c_str(), want, Rules::moves(pos, mover).size());
  }
  check_gave_away<Rules>(what, gave_away_line, given_from, given_move, user);
  std::remove(file.c_str());
}

// Every line must be answered by exactly one `error: ` line and the same prompt again.
template <class Rules>
void bad_lines(const std::string& exe, const typename Rules::Pos& start, int first,
               const std::vector<std::string>& bad) {
  const std::string file = temp_file(Rules::input(start, first));
  Proc proc(exe, {"--start", file, "--side", "first"});
  std::vector<std::string> lines;
  std::string prompt, want;
  proc.until_prompt(lines, want);
  for (const std::string& line : bad) {
    ++stats.bad_lines;
    proc.send(line);
    const bool at_prompt = proc.until_prompt(lines, prompt);
    if (!at_prompt || prompt != want || lines.size() != 1 || !starts_with(lines[0], "error: ")) {
      fail("bad line '%s': got %zu lines ('%s'), prompt '%s'", line.c_str(), lines.size(),
           lines.empty() ? "" : lines[0].c_str(), prompt.c_str());
    }
  }
  proc.close_input();  // EOF in the middle of the game ends it cleanly
  if (proc.until_prompt(lines, prompt) || proc.wait_exit() != 0) fail("EOF mid-game: not exit 0");
  std::remove(file.c_str());
}

// A move then undo brings the start back; quit exits 0.
template <class Rules>
void undo_and_quit(const std::string& exe, const typename Rules::Pos& start, int first) {
  const std::string file = temp_file(Rules::input(start, first));
  Proc proc(exe, {"--start", file, "--side", "first"});
  std::vector<std::string> lines, after;
  std::string prompt;
  proc.until_prompt(lines, prompt);
  std::string start_line;
  for (const auto& l : lines)
    if (starts_with(l, "position: ")) start_line = l;
  proc.send(numbers_text(Rules::moves(start, first).front()));
  proc.until_prompt(lines, prompt);
  proc.send("undo");
  proc.until_prompt(after, prompt);
  if (after.size() < 2 || after[1] != start_line) {
    fail("undo: '%s' is not the start '%s'", after.size() < 2 ? "" : after[1].c_str(),
         start_line.c_str());
  }
  proc.send("quit");
  if (proc.until_prompt(lines, prompt) || proc.wait_exit() != 0) fail("quit: not exit 0");
  std::remove(file.c_str());
}

// Each malformed start file: the solution's own error line (corpus .err), exit 1, no stdout.
void bad_starts(const std::string& exe, const std::string& corpus) {
  DIR* dir = opendir(corpus.c_str());
  if (!dir) return fail("no corpus at %s", corpus.c_str());
  int seen = 0;
  while (dirent* e = readdir(dir)) {
    const std::string name = e->d_name;
    if (name.size() < 4 || name.compare(name.size() - 4, 4, ".err") != 0) continue;
    const std::string base = corpus + "/" + name.substr(0, name.size() - 4);
    std::ifstream err(base + ".err");
    std::string want;
    std::getline(err, want);
    const std::string cmd = "'" + exe + "' --start '" + base + ".in' --side first </dev/null 2>&1";
    std::FILE* p = popen(cmd.c_str(), "r");
    std::string got;
    char chunk[512];
    while (std::fgets(chunk, sizeof chunk, p)) got += chunk;
    const int status = pclose(p);
    ++seen;
    if (got != want + "\n" || !WIFEXITED(status) || WEXITSTATUS(status) != 1) {
      fail("start %s.in: got '%s' exit %d, want '%s' exit 1", base.c_str(), got.c_str(),
           WEXITSTATUS(status), want.c_str());
    }
  }
  closedir(dir);
  if (seen == 0) fail("no .err files in %s", corpus.c_str());
  std::printf("bad start files: %d, each the solution's own error line and exit 1\n", seen);
}

template <class Rules>
int main_for(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s PLAY_BINARY CORPUS_DIR\n", argv[0]);
    return 2;
  }
  signal(SIGPIPE, SIG_IGN);
  const std::string exe = argv[1];
  ull seed = 1;
  long won = 0, lost = 0;
  for (const auto& [start, first] : Rules::starts()) {
    ++stats.starts;
    const bool first_wins = Rules::mover_wins(start, first);
    (first_wins ? won : lost) += 1;
    session<Rules>(exe, start, first, first_wins ? 0 : 1, true, seed++);
    session<Rules>(exe, start, first, first_wins ? 1 : 0, false, seed++);
    session<Rules>(exe, start, first, first_wins ? 0 : 1, false, seed++);  // may give it away
  }
  const auto [start, first] = Rules::bad_input_start();
  bad_lines<Rules>(exe, start, first, Rules::bad_lines());
  undo_and_quit<Rules>(exe, start, first);
  bad_starts(exe, argv[2]);
  std::printf(
      "%s: %ld starts (%ld won, %ld lost for the first player), %ld sessions, %ld machine moves "
      "and %ld user moves checked by the brute force, %ld gave-away lines checked, %ld bad lines "
      "answered: %s\n",
      Rules::kName, stats.starts, won, lost, stats.sessions, stats.machine_moves, stats.user_moves,
      stats.gave_away, stats.bad_lines, failures ? "FAIL" : "ok");
  return failures ? 1 : 0;
}

// Lines every trainer must refuse, whatever the game.
std::vector<std::string> common_bad_lines() {
  return {"",     "foo",  "hnt", "1",     "1 2 3 4 5",
          "x y",  "-1 0", "0 0", "999 0", "1 99999999999999999999999",
          "1 1x", "undo"};
}
}  // namespace play_check
