// The trainer's shared driver: a terminal session of one game against perfect play.
// Use: each scripts/play/<folder>.cpp defines a Game (its position, moves, values, the
//   machine's move) and calls play::run<Game>(argc, argv); scripts/play.sh builds and starts
//   it. Arguments: --start FILE | --random SEED, and optionally --side first|second.
// Protocol (stdout, flushed at every prompt so a program on the other end of a pipe sees each
//   line at once): `position: ...` and `turn: NAME (you|machine)` after every move; the
//   machine's move as `machine (NAME): MOVE` then `  why: ...`; the prompt `NAME> ` (no
//   newline); a rejected line gets one `error: ...` line and the same prompt again; at the end
//   `result: you win|lose`, and after a loss from a won position `gave away: ...`. Input
//   that is not a terminal is echoed after the prompt, so a piped session reads like one typed.
// Status: tests/play/ plays every small start through pipes and checks the machine's every
//   move with the problem's brute force; tests/play/tmux.sh runs one game in a terminal.
#pragma once
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "../lib/rng.hpp"

namespace play {
using ull = unsigned long long;

// `s` as it may be shown: bytes outside printable ASCII as \xNN, cut to `limit` bytes.
inline std::string printable(const std::string& s, size_t limit = 24) {
  std::string out;
  for (size_t i = 0; i < s.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    char hex[5];
    std::snprintf(hex, sizeof hex, "\\x%02X", c);
    out += c >= ' ' && c < 127 ? std::string(1, static_cast<char>(c)) : std::string(hex);
  }
  return s.size() > limit ? out + "..." : out;
}

// Numbers in a move: whitespace-separated decimal tokens, each at most 10^18.
inline std::string parse_numbers(const std::vector<std::string>& tokens, size_t want,
                                 const char* syntax, std::vector<ull>& out) {
  if (tokens.size() != want) {
    return "a move is " + std::string(syntax) + " (" + std::to_string(want) + " numbers), got " +
           std::to_string(tokens.size()) + " word" + (tokens.size() == 1 ? "" : "s");
  }
  out.clear();
  for (const std::string& t : tokens) {
    if (t.empty() || t.size() > 19 || t.find_first_not_of("0123456789") != std::string::npos) {
      if (!t.empty() && t.find_first_not_of("0123456789") == std::string::npos) {
        return "'" + printable(t) + "' is too large";
      }
      return "expected " + std::string(syntax) + ", found '" + printable(t) + "'";
    }
    const ull v = std::strtoull(t.c_str(), nullptr, 10);
    if (t.size() == 19 && v > 1000000000000000000ULL) return "'" + t + "' is too large";
    out.push_back(v);
  }
  return "";
}

inline std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> words;
  std::string w;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      if (!w.empty()) words.push_back(w), w.clear();
    } else {
      w += c;
    }
  }
  if (!w.empty()) words.push_back(w);
  return words;
}

// Reads the start, the way main.cpp reads its input: rd:: reads stdin, so the file is put on
// stdin for the read, and the session's commands come from a copy of the original stdin.
template <class Game>
typename Game::Pos read_start_file(const char* path, int& first) {
  if (!std::freopen(path, "rb", stdin)) {
    std::fprintf(stderr, "error: cannot open %s: %s\n", path, std::strerror(errno));
    std::exit(1);
  }
  return Game::read_start(first);
}

template <class Game>
class Session {
  using Pos = typename Game::Pos;
  using Move = typename Game::Move;
  struct Turn {
    Pos before;
    int mover;
    Move move;
    bool user;
    bool won;      // the mover had a winning position
    bool has_win;  // ... and `win` is a winning move from it
    Move win;
    bool gave_away;  // won before the move, lost after it
  };

 public:
  Session(Pos start, int first, std::FILE* in)
      : pos_(start), mover_(first), first_(first), in_(in) {}

  int run(int side) {  // side: 0 the user moves first, 1 second, -1 ask
    const char* const* names = Game::kPlayers;
    std::printf("%s: %s moves first, %s second.\n", Game::kTitle, names[first_], names[1 - first_]);
    std::printf("position: %s\n", Game::show(pos_).c_str());
    if (side < 0) side = ask_side();
    if (side < 0) return 0;
    user_ = side == 0 ? first_ : 1 - first_;
    std::printf("you play %s (%s); the machine plays %s. Type help for the commands.\n",
                names[user_], side == 0 ? "first" : "second", names[1 - user_]);
    for (;;) {
      if (!Game::can_move(pos_, mover_)) return finish();
      if (mover_ != user_) {
        machine_move();
        continue;
      }
      std::printf("turn: %s (you)\n", names[mover_]);
      if (!user_turn()) return 0;
    }
  }

 private:
  Pos pos_;
  int mover_, first_, user_ = 0;
  std::FILE* in_;
  std::vector<Turn> history_;

  // One line from the user after the prompt; false at the end of the input.
  bool prompt(const char* name, std::string& line) {
    std::printf("%s> ", name);
    std::fflush(stdout);
    line.clear();
    int c;
    while ((c = std::fgetc(in_)) != EOF && c != '\n') line += static_cast<char>(c);
    if (!line.empty() && line.back() == '\r') line.pop_back();  // a line typed on Windows
    if (c == EOF && line.empty()) {
      std::printf("\n");
      return false;
    }
    if (!isatty(fileno(in_))) std::printf("%s\n", printable(line, 200).c_str());  // for a log
    return true;
  }

  int ask_side() {
    const char* const* names = Game::kPlayers;
    std::printf("play first (%s) or second (%s)? type first or second\n", names[first_],
                names[1 - first_]);
    std::string line;
    while (prompt("side", line)) {
      const std::vector<std::string> w = split(line);
      if (w.size() == 1 && (w[0] == "first" || w[0] == "1" || w[0] == names[first_])) return 0;
      if (w.size() == 1 && (w[0] == "second" || w[0] == "2" || w[0] == names[1 - first_])) return 1;
      if (w.size() == 1 && w[0] == "quit") return -1;
      std::printf("error: type first or second (or quit)\n");
    }
    return -1;
  }

  bool winning() const { return nim_sum(Game::values(pos_)) != 0; }
  static ull nim_sum(const std::vector<ull>& v) {
    ull s = 0;
    for (ull g : v) s ^= g;
    return s;
  }

  // The opponent's last move and the position before it (a retreat is followed in 18937).
  const Move* last_move() const { return history_.empty() ? nullptr : &history_.back().move; }
  const Pos* before_last() const { return history_.empty() ? nullptr : &history_.back().before; }

  void record(const Move& m, bool user) {
    Turn t{pos_, mover_, m, user, winning(), false, m, false};
    std::string why;
    if (t.won) t.has_win = Game::winning_move(pos_, mover_, before_last(), last_move(), t.win, why);
    Game::apply(pos_, mover_, m);
    mover_ = 1 - mover_;
    t.gave_away = t.won && winning();
    history_.push_back(t);
    std::printf("position: %s\n", Game::show(pos_).c_str());
  }

  void machine_move() {
    Move m;
    std::string why;
    if (!Game::winning_move(pos_, mover_, before_last(), last_move(), m, why)) {
      m = Game::keep_going(pos_, mover_, why);
      why = "every move loses (nim-sum 0); chose " + why;
    }
    std::printf("turn: %s (machine)\n", Game::kPlayers[mover_]);
    std::printf("machine (%s): %s\n  why: %s\n", Game::kPlayers[mover_], Game::show(m).c_str(),
                why.c_str());
    record(m, false);
  }

  // Reads lines until one is a legal move (played) or quit/EOF (false).
  bool user_turn() {
    std::string line;
    for (;;) {
      if (!prompt(Game::kPlayers[mover_], line)) return false;
      const std::vector<std::string> w = split(line);
      if (w.empty()) {
        std::printf("error: empty line; type a move (%s) or help\n", Game::kSyntax);
      } else if (w.size() > 1 && is_command(w[0])) {
        std::printf("error: %s takes nothing after it\n", w[0].c_str());
      } else if (w[0] == "quit" || w[0] == "exit") {
        std::printf("bye\n");
        return false;
      } else if (w[0] == "help") {
        help();
      } else if (w[0] == "hint") {
        hint();
      } else if (w[0] == "values") {
        values();
      } else if (w[0] == "undo") {
        if (undo()) return true;
      } else if (w[0][0] < '0' || w[0][0] > '9') {
        std::printf("error: unknown command '%s'; type help\n", printable(w[0]).c_str());
      } else {
        std::vector<ull> nums;
        Move m;
        std::string why = parse_numbers(w, Game::kArity, Game::kSyntax, nums);
        if (why.empty()) why = Game::parse(pos_, mover_, nums, m);
        if (why.empty()) {
          record(m, true);
          return true;
        }
        std::printf("error: %s\n", why.c_str());
      }
    }
  }

  static bool is_command(const std::string& w) {
    return w == "quit" || w == "exit" || w == "help" || w == "hint" || w == "values" || w == "undo";
  }

  void help() {
    std::printf("help: a move is %s: %s.\n", Game::kSyntax, Game::kSyntaxHelp);
    std::printf("  hint    a winning move, in the same syntax (or none, and why)\n");
    std::printf("  values  each %s's Grundy value and the nim-sum\n", Game::kComponent);
    std::printf("  undo    take back your last move and the machine's answer\n");
    std::printf("  quit    end the session (so does the end of the input)\n");
  }

  void hint() {
    Move m;
    std::string why;
    if (Game::winning_move(pos_, mover_, before_last(), last_move(), m, why)) {
      std::printf("hint: %s\n", Game::show(m).c_str());
    } else {
      std::printf(
          "hint: none (the nim-sum is 0: every move makes it nonzero, and the machine can make "
          "it 0 again)\n");
    }
  }

  void values() {
    const std::vector<ull> v = Game::values(pos_);
    std::string s;
    for (ull g : v) s += " " + std::to_string(g);
    std::printf("values:%s (%ss in input order%s); nim-sum %llu\n", s.c_str(), Game::kComponent,
                Game::kValueNote, nim_sum(v));
  }

  // Takes back moves up to and including the user's last one; false when there is none.
  bool undo() {
    size_t keep = history_.size();
    while (keep > 0 && !history_[keep - 1].user) --keep;
    if (keep == 0) {
      std::printf("error: nothing to undo (you have not moved yet)\n");
      return false;
    }
    pos_ = history_[keep - 1].before;
    mover_ = history_[keep - 1].mover;
    history_.resize(keep - 1);
    std::printf("undone: back before your last move\nposition: %s\n", Game::show(pos_).c_str());
    return true;
  }

  int finish() {
    const bool user_lost = mover_ == user_;
    std::printf("turn: %s, who has no move left\n", Game::kPlayers[mover_]);
    std::printf("result: %s\n", user_lost ? "you lose" : "you win");
    if (user_lost) {
      for (size_t i = 0; i < history_.size(); ++i) {
        const Turn& t = history_[i];
        if (!t.user || !t.gave_away) continue;
        if (t.has_win) {
          std::printf(
              "gave away: your move %s from %s (move %zu) lost the win; %s would have kept it\n",
              Game::show(t.move).c_str(), Game::show(t.before).c_str(), i + 1,
              Game::show(t.win).c_str());
        }
        break;
      }
    }
    std::fflush(stdout);
    return 0;
  }
};

[[noreturn]] inline void usage(const char* why) {
  std::fprintf(stderr,
               "error: %s (usage: play --start FILE | --random SEED [--side first|second])\n", why);
  std::exit(2);
}

template <class Game>
int run(int argc, char** argv) {
  const char* start = nullptr;
  const char* seed = nullptr;
  int side = -1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--start" || a == "--random" || a == "--side") && i + 1 >= argc)
      usage("missing value");
    if (a == "--start") {
      start = argv[++i];
    } else if (a == "--random") {
      seed = argv[++i];
    } else if (a == "--side") {
      const std::string s = argv[++i];
      if (s != "first" && s != "second") usage("--side takes first or second");
      side = s == "first" ? 0 : 1;
    } else {
      usage(("unknown argument '" + a + "'").c_str());
    }
  }
  if ((start == nullptr) == (seed == nullptr)) usage("give one of --start FILE and --random SEED");
  // The commands come from the original stdin; main.cpp's reader takes over fd 0 for the file.
  const int commands = dup(0);
  std::FILE* in = commands < 0 ? nullptr : fdopen(commands, "r");
  if (!in) usage("cannot read the commands from standard input");
  int first = 0;
  typename Game::Pos pos;
  if (start) {
    pos = read_start_file<Game>(start, first);
  } else {
    char* end = nullptr;
    errno = 0;
    const ull s = std::strtoull(seed, &end, 10);
    if (*seed == '\0' || *end != '\0' || errno) usage("--random takes a number");
    Rng rng(s);
    pos = Game::random_start(rng, first);
  }
  Session<Game> session(pos, first, in);
  return session.run(side);
}
}  // namespace play
