// The trainer: a terminal session of one game G against perfect play (scripts/play.sh).
// Protocol (stdout, flushed at every prompt so a program on the other end of a pipe sees each
//   line at once): `position: ...` and `turn: NAME (you|machine)` after every move; the
//   machine's move as `machine (NAME): MOVE` then `  why: ...`; the prompt `NAME> ` (no
//   newline); a rejected line gets one `error: ...` line and the same prompt again; at the end
//   `result: you win|lose`, after a loss from a won position `gave away: ...`, and the session
//   goes on (undo and play on, values, quit) until quit or the end of the input. Input that
//   is not a terminal is echoed after the prompt, so a piped session reads like one typed.
//   With ex::ko (--ko) the words are Korean; prompts, moves and the `error: ` prefix are not.
// Status: tests/explain/ plays every small start through pipes and checks the machine's every
//   move with naive.cpp; tests/play/tmux.sh plays one game in a terminal.
#pragma once
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "explain.hpp"

namespace ex {
// `s` as it may be shown: bytes outside printable ASCII as \xNN, cut to `limit` bytes.
inline std::string printable(const std::string& s, size_t limit = 24) {
  std::string out;
  for (size_t i = 0; i < s.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    out += c >= ' ' && c < 127 ? std::string(1, static_cast<char>(c)) : say("\\x%02X", c);
  }
  return s.size() > limit ? out + "..." : out;
}

inline std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> words;
  std::string w;
  for (char c : line + " ") {
    if (c == ' ' || c == '\t') {
      if (!w.empty()) words.push_back(w), w.clear();
    } else {
      w += c;
    }
  }
  return words;
}

// Writes what is buffered; output that cannot be written ends the session as main.cpp ends.
inline void flush() {
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) rd::fail("cannot write standard output");
}

template <class G>
class Session {
  using Pos = typename G::Pos;
  using Move = typename G::Move;
  struct Turn {
    Pos before;
    int mover;
    Move move;
    bool user, gave_away;  // gave_away: won before the move, lost after it
    Move win;              // a winning move from `before`, when gave_away
  };

 public:
  Session(Pos start, int first, std::FILE* in)
      : pos_(start), mover_(first), first_(first), in_(in) {}

  int run(int side) {  // side: 0 the user moves first, 1 second, -1 ask
    const Words& w = words();
    std::printf(w.moves_first, G::text().title, G::kPlayers[first_], G::kPlayers[1 - first_]);
    std::printf(w.position, G::show(pos_).c_str());
    if (side < 0) side = ask_side();
    if (side < 0) return 0;
    user_ = side == 0 ? first_ : 1 - first_;
    std::printf(w.you_play, G::kPlayers[user_], side == 0 ? w.first : w.second,
                G::kPlayers[1 - user_]);
    for (Move any;;) {
      over_ = !G::any_move(pos_, mover_, any);
      if (over_) {
        finish();
      } else if (mover_ != user_) {
        machine_move();
        continue;
      } else {
        std::printf(w.your_turn, G::kPlayers[mover_]);
      }
      if (!user_turn()) return 0;
    }
  }

 private:
  Pos pos_;
  int mover_, first_, user_ = 0;
  bool over_ = false;
  std::FILE* in_;
  std::vector<Turn> history_;

  // One line from the user after the prompt; false at the end of the input.
  bool prompt(const char* name, std::string& line) {
    std::printf("%s> ", name);
    flush();
    line.clear();
    int c;
    while ((c = std::fgetc(in_)) != EOF && c != '\n') line += static_cast<char>(c);
    if (!line.empty() && line.back() == '\r') line.pop_back();  // a line typed on Windows
    if (c == EOF && line.empty()) {
      std::printf("\n");
      flush();
      return false;
    }
    if (!isatty(fileno(in_))) std::printf("%s\n", printable(line, 200).c_str());  // for a log
    return true;
  }

  int ask_side() {
    const char* const* names = G::kPlayers;
    std::printf(words().ask_side, names[first_], names[1 - first_]);
    std::string line;
    while (prompt("side", line)) {
      const std::vector<std::string> w = split(line);
      if (w.size() == 1 && (w[0] == "first" || w[0] == "1" || w[0] == names[first_])) return 0;
      if (w.size() == 1 && (w[0] == "second" || w[0] == "2" || w[0] == names[1 - first_])) return 1;
      if (w.size() == 1 && w[0] == "quit") return -1;
      std::printf("%s", words().side_error);
    }
    return -1;
  }

  static ull nim_sum(const Pos& p) { return ex::nim_sum(values<G>(p)); }
  const Move* last_move() const { return history_.empty() ? nullptr : &history_.back().move; }
  const Pos* before_last() const { return history_.empty() ? nullptr : &history_.back().before; }
  bool winning_move(Move& m) const { return ex::winning_move<G>(pos_, mover_, last_move(), m); }

  void record(const Move& m, bool user) {
    Turn t{pos_, mover_, m, user, false, m};
    const bool won = nim_sum(pos_) != 0;
    if (won) winning_move(t.win);  // found: ex::winning_move exits 3 itself otherwise
    G::apply(pos_, mover_, m);
    mover_ = 1 - mover_;
    t.gave_away = won && nim_sum(pos_) != 0;
    history_.push_back(t);
    std::printf(words().position, G::show(pos_).c_str());
  }

  void machine_move() {
    const Words& w = words();
    const char* const name = G::kPlayers[mover_];
    std::printf(w.machine_turn, name);
    Move m;
    if (winning_move(m)) {
      std::printf(w.machine_why, name, G::show(m).c_str(), G::describe(pos_, mover_, m).c_str(),
                  G::follows(pos_, mover_, before_last(), last_move(), m));
    } else {
      G::any_move(pos_, mover_, m);
      std::printf(w.machine_any, name, G::show(m).c_str(), G::describe(pos_, mover_, m).c_str());
    }
    record(m, false);
  }

  // Reads lines until one is a legal move (played), undo, or quit/EOF (false).
  bool user_turn() {
    const Words& w = words();
    std::string line;
    for (;;) {
      if (!prompt(G::kPlayers[user_], line)) return false;
      const std::vector<std::string> word = split(line);
      const std::string first = word.empty() ? "" : word[0];
      if (line.find('\x1B') != std::string::npos) {
        std::printf(w.escape, printable(line).c_str(), G::kSyntax);
      } else if (word.empty()) {
        std::printf(w.empty_line, G::kSyntax);
      } else if (word.size() > 1 && first.find_first_of("0123456789") != 0) {
        std::printf(is_command(first) ? w.no_arguments : w.unknown_command,
                    printable(first).c_str());
      } else if (first == "quit" || first == "exit") {
        std::printf("%s", w.bye);
        flush();
        return false;
      } else if (first == "help") {
        std::printf(w.help, G::kSyntax, G::text().syntax_help, G::text().noun);
      } else if (first == "hint") {
        Move m;
        if (winning_move(m)) {
          std::printf(w.hint, G::show(m).c_str(), G::move_status(pos_, mover_, m).c_str());
        } else {
          std::printf("%s", w.no_hint);
        }
      } else if (first == "values") {
        std::string s;
        for (ull g : values<G>(pos_)) s += " " + std::to_string(g);
        std::printf(w.values, s.c_str() + 1, G::text().noun, G::text().value_note, nim_sum(pos_));
      } else if (first == "undo") {
        if (undo()) return true;
      } else if (!is_command(first) && first.find_first_not_of("0123456789") != std::string::npos) {
        std::printf(w.unknown_command, printable(first).c_str());
      } else if (over_) {
        std::printf("%s", w.game_over);
      } else {
        std::vector<ull> nums;
        Move m;
        std::string why = parse_numbers(word, nums);
        if (why.empty()) why = G::parse(pos_, mover_, nums, m);
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

  // The numbers of a move: G::kArity decimal tokens, each at most 10^18, the first a component.
  std::string parse_numbers(const std::vector<std::string>& tokens, std::vector<ull>& out) const {
    if (tokens.size() != G::kArity) {
      return say(words().arity, G::kSyntax, G::kArity, tokens.size());
    }
    for (const std::string& t : tokens) {
      if (t.find_first_not_of("0123456789") != std::string::npos) {
        return say(words().not_number, G::kSyntax, printable(t).c_str());
      }
      if (t.size() > 19 || (t.size() == 19 && t > "1000000000000000000")) {
        return say(words().too_large, printable(t).c_str());
      }
      out.push_back(std::strtoull(t.c_str(), nullptr, 10));
    }
    if (out[0] < 1 || out[0] > pos_.size()) return say(G::text().no_component, out[0], pos_.size());
    return "";
  }

  // Takes back moves up to and including the user's last one; false when there is none.
  bool undo() {
    size_t keep = history_.size();
    while (keep > 0 && !history_[keep - 1].user) --keep;
    if (keep == 0) {
      std::printf("%s", words().no_undo);
      return false;
    }
    pos_ = history_[keep - 1].before;
    mover_ = history_[keep - 1].mover;
    history_.resize(keep - 1);
    std::printf("%s", words().undone);
    std::printf(words().position, G::show(pos_).c_str());
    return true;
  }

  void finish() {
    const Words& w = words();
    std::printf(w.no_move_left, G::kPlayers[mover_]);
    std::printf("%s", mover_ == user_ ? w.you_lose : w.you_win);
    for (size_t i = 0; i < history_.size() && mover_ == user_; ++i) {
      const Turn& t = history_[i];
      if (!t.user || !t.gave_away) continue;
      std::printf(w.gave_away, G::show(t.move).c_str(), G::show(t.before).c_str(), i + 1,
                  G::show(t.win).c_str());
      break;
    }
    std::printf("%s", w.game_over);
  }
};
}  // namespace ex
