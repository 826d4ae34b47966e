// The explainer and trainer of one game: build/bin/<folder>_explain, built per game with
//   BOJ_GAME. Use: usage() below; run by scripts/explain.sh and scripts/play.sh, whose --help
//   gives the options and exit codes. Status: tests/explain/, tests/play/.
#include BOJ_GAME

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "explain.hpp"
#include "session.hpp"

namespace {
[[noreturn]] void usage(const char* why) {
  std::fprintf(stderr,
               "error: %s (usage: [--ko] < input, or [--ko] --play --start FILE | --random SEED "
               "[--side first|second])\n",
               why);
  std::exit(2);
}
// main.cpp's reader fails with one English line on stderr and exit(1). In Korean stderr goes to
// a file, whose lines are said again at the exit in Korean (ex::reader_line).
std::FILE* caught = nullptr;
int stderr_copy = -1;
void say_caught() {
  std::fflush(stderr);
  dup2(stderr_copy, 2);
  std::rewind(caught);
  for (char line[1024]; std::fgets(line, sizeof line, caught);)
    std::fputs(ex::reader_line<Game>(line).c_str(), stderr);
}
}  // namespace

int main(int argc, char** argv) {
  const char *start = nullptr, *seed = nullptr;
  bool play = false;
  int side = -1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool valued = a == "--start" || a == "--random" || a == "--side";
    if (valued && i + 1 >= argc) usage(("missing value after " + a).c_str());
    if (a == "--ko") {
      ex::ko = true;
    } else if (a == "--play") {
      play = true;
    } else if (a == "--start") {
      start = argv[++i];
    } else if (a == "--random") {
      seed = argv[++i];
    } else if (a == "--side") {
      const std::string v = argv[++i];
      if (v != "first" && v != "second") usage("--side takes first or second");
      side = v == "first" ? 0 : 1;
    } else {
      usage(("unknown argument '" + a + "'").c_str());
    }
  }
  if (ex::ko && (caught = std::tmpfile()) && (stderr_copy = dup(2)) >= 0 &&
      dup2(fileno(caught), 2) >= 0)
    std::atexit(say_caught);
  int first = 0;
  if (!play) {
    if (start || seed || side >= 0) usage("--start, --random and --side need --play");
    const Game::Pos pos = Game::read(first);
    const std::string text = ex::explain<Game>(pos, first);
    write_line(text.substr(0, text.size() - 1).c_str());  // it adds the last newline
    return 0;
  }
  if ((start == nullptr) == (seed == nullptr)) usage("give one of --start FILE and --random SEED");
  // The commands come from the original stdin; main.cpp's reader reads the file on fd 0.
  const int commands = dup(0);
  std::FILE* in = commands < 0 ? nullptr : fdopen(commands, "r");
  if (!in) usage("cannot read the commands from standard input");
  Game::Pos pos;
  if (start) {
    if (!std::freopen(start, "rb", stdin))
      rd::fail(tr("cannot open %s: %s", "%s 파일을 열 수 없습니다: %s"), start,
               std::strerror(errno));
    pos = Game::read(first);
    Game::playable(pos);
  } else {
    unsigned long long s = 0;
    if (!number::seed(seed, s)) usage("--random takes a number");
    Rng rng(s);
    pos = Game::random_start(rng, first);
  }
  ex::Session<Game> session(pos, first);
  return ex::run(session, in, side);
}
