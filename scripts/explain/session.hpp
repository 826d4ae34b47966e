// The trainer: a session of one game G against perfect play, in a terminal (play.sh, ex::run)
//   or on the web page (web/web.cpp feeds the same Session line by line). Its protocol on
//   stdout: scripts/README.md. Status: tests/explain/check.hpp plays every small start through
//   pipes against naive.cpp; tests/web/ through the page.
#pragma once
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "../lib/number.hpp"
#include "explain.hpp"

namespace ex {
// Writes what is buffered; output that cannot be written ends the session as main.cpp ends.
inline void flush() {
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) rd::fail("cannot write standard output");
}

// begin() opens it; then feed() each line typed after the prompt `prompt()> ` until it
// returns false (quit); take() hands over what was said since the last take().
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
  Session(Pos start, int first) : pos_(start), mover_(first), first_(first) {}

  void begin(int side) {  // side: 0 the user moves first, 1 second, -1 ask
    const Words& w = words();
    out_ += say(w.moves_first, ex::title(), G::kPlayers[first_], G::kPlayers[1 - first_]);
    out_ += say(w.position, G::show(pos_).c_str());
    asking_ = side < 0;
    if (asking_) {
      out_ += say(w.ask_side, G::kPlayers[first_], G::kPlayers[1 - first_]);
    } else {
      choose(side);
    }
  }
  const char* prompt() const { return asking_ ? tr("side", "선공/후공") : G::kPlayers[user_]; }
  bool feed(const std::string& line) { return asking_ ? side_line(line) : user_line(line); }
  std::string take() { return std::move(out_); }

  // What a page draws: the position, whose turn, the user's side, and the last move (null
  // before the first) with the position it was made from.
  const Pos& pos() const { return pos_; }
  int mover() const { return mover_; }
  int user() const { return user_; }
  bool asking() const { return asking_; }
  bool over() const { return over_; }
  const Move* last_move() const { return history_.empty() ? nullptr : &history_.back().move; }
  const Pos* before_last() const { return history_.empty() ? nullptr : &history_.back().before; }

 private:
  Pos pos_;
  int mover_, first_, user_ = 0;
  bool over_ = false, asking_ = false;
  std::vector<Turn> history_;
  std::string out_;

  void choose(int side) {
    asking_ = false;
    user_ = side == 0 ? first_ : 1 - first_;
    out_ += say(words().you_play, G::kPlayers[user_], side == 0 ? words().first : words().second,
                G::kPlayers[1 - user_]);
    advance();
  }

  void advance() {
    const Words& w = words();
    for (Move m;;) {
      over_ = !G::any_move(pos_, mover_, m);
      if (over_) return finish();
      const char* const name = G::kPlayers[mover_];
      if (mover_ == user_) return void(out_ += say(w.your_turn, name));
      out_ += say(w.machine_turn, name);
      if (winning_move(m)) {
        out_ += say(w.machine_why, name, G::show(m).c_str(), G::describe(pos_, mover_, m).c_str(),
                    G::follows(pos_, mover_, before_last(), last_move(), m));
      } else {  // m is any_move's
        out_ += say(w.machine_any, name, G::show(m).c_str(), G::describe(pos_, mover_, m).c_str());
      }
      record(m, false);
    }
  }

  bool side_line(const std::string& line) {
    const char* const* names = G::kPlayers;
    const std::vector<std::string> w = ::words(line);
    // The side in either language's word (선공, 후공), whichever the session speaks.
    const auto is = [&](const char* en, const char* korean, const char* number, const char* name) {
      return w.size() == 1 && (w[0] == en || w[0] == korean || w[0] == number || w[0] == name);
    };
    if (is(kEnglish.first, kKorean.first, "1", names[first_])) {
      choose(0);
    } else if (is(kEnglish.second, kKorean.second, "2", names[1 - first_])) {
      choose(1);
    } else if (w.size() == 1 && w[0] == "quit") {
      return false;
    } else {
      out_ += words().side_error;
    }
    return true;
  }

  static ull nim_sum(const Pos& p) { return ex::nim_sum(values<G>(p)); }
  bool winning_move(Move& m) const { return ex::winning_move<G>(pos_, mover_, last_move(), m); }

  void record(const Move& m, bool user) {
    Turn t{pos_, mover_, m, user, false, m};
    const bool won = nim_sum(pos_) != 0;
    if (won) winning_move(t.win);  // found: ex::winning_move exits 3 itself otherwise
    G::apply(pos_, mover_, m);
    mover_ = 1 - mover_;
    t.gave_away = won && nim_sum(pos_) != 0;
    history_.push_back(t);
    out_ += say(words().position, G::show(pos_).c_str());
  }

  // One line on the user's turn (or after the end): a move, a command, or an error; false
  // after quit.
  bool user_line(const std::string& line) {
    const Words& w = words();
    const std::vector<std::string> word = ::words(line);
    const std::string first = word.empty() ? "" : word[0];
    if (line.find('\x1B') != std::string::npos) {
      out_ += say(w.escape, visible(line, 24).c_str(), G::kSyntax);
    } else if (word.empty()) {
      out_ += say(w.empty_line, G::kSyntax);
    } else if (word.size() > 1 && first.find_first_of("0123456789") != 0) {
      out_ +=
          say(is_command(first) ? w.no_arguments : w.unknown_command, visible(first, 24).c_str());
    } else if (first == "quit" || first == "exit") {
      out_ += w.bye;
      return false;
    } else if (first == "help") {
      out_ += say(w.help, G::kSyntax, G::text().syntax_help, ex::noun());
    } else if (first == "hint") {
      Move m;
      if (winning_move(m)) {
        out_ += say(w.hint, G::show(m).c_str(), G::move_status(pos_, mover_, m).c_str());
      } else {
        out_ += w.no_hint;
      }
    } else if (first == "values") {
      std::string s;
      for (ull g : values<G>(pos_)) s += " " + std::to_string(g);
      out_ += say(w.values, s.c_str() + 1, ex::noun(), G::text().value_note, nim_sum(pos_));
    } else if (first == "undo") {
      if (undo()) advance();
    } else if (!is_command(first) && first.find_first_not_of("0123456789") != std::string::npos) {
      out_ += say(w.unknown_command, visible(first, 24).c_str());
    } else if (over_) {
      out_ += w.game_over;
    } else {
      std::vector<ull> nums;
      Move m;
      std::string why = parse_numbers(word, nums);
      if (why.empty()) why = G::parse(pos_, mover_, nums, m);
      if (why.empty()) {
        record(m, true);
        advance();
      } else {
        out_ += say("%s%s\n", tr("error: ", "오류: "), why.c_str());
      }
    }
    return true;
  }

  static bool is_command(const std::string& w) {
    return w == "quit" || w == "exit" || w == "help" || w == "hint" || w == "values" || w == "undo";
  }

  // The numbers of a move: G::kMoveNumbers tokens as the reader takes them (number.hpp), the
  // first a component.
  std::string parse_numbers(const std::vector<std::string>& tokens, std::vector<ull>& out) const {
    if (tokens.size() != G::kMoveNumbers) {
      return say(words().arity, G::kSyntax, G::kMoveNumbers, tokens.size());
    }
    for (const std::string& t : tokens) {
      ull v = 0;
      switch (number::parse(t, v)) {
        case number::kNotNumber:
          return say(words().not_number, G::kSyntax, visible(t, 24).c_str());
        case number::kTooLarge:
          return say(words().too_large, visible(t, 24).c_str());
        case number::kOk:
          out.push_back(v);
      }
    }
    if (out[0] < 1 || out[0] > pos_.size()) return say(G::text().no_component, out[0], pos_.size());
    return "";
  }

  // Takes back moves up to and including the user's last one; false when there is none.
  bool undo() {
    size_t keep = history_.size();
    while (keep > 0 && !history_[keep - 1].user) --keep;
    if (keep == 0) {
      out_ += words().no_undo;
      return false;
    }
    pos_ = history_[keep - 1].before;
    mover_ = history_[keep - 1].mover;
    history_.resize(keep - 1);
    out_ += words().undone;
    out_ += say(words().position, G::show(pos_).c_str());
    return true;
  }

  void finish() {
    const Words& w = words();
    out_ += say(w.no_move_left, G::kPlayers[mover_]);
    out_ += mover_ == user_ ? w.you_lose : w.you_win;
    for (size_t i = 0; i < history_.size() && mover_ == user_; ++i) {
      const Turn& t = history_[i];
      if (!t.user || !t.gave_away) continue;
      out_ += say(w.gave_away, G::show(t.move).c_str(), G::show(t.before).c_str(), i + 1,
                  G::show(t.win).c_str());
      break;
    }
    out_ += w.game_over;
  }
};

// The terminal trainer on the lines of `in`; returns main()'s exit code.
template <class G>
int run(Session<G>& s, std::FILE* in, int side) {
  s.begin(side);
  for (std::string line;;) {
    std::printf("%s%s> ", s.take().c_str(), s.prompt());
    flush();
    line.clear();
    int c;
    while ((c = std::fgetc(in)) != EOF && c != '\n') line += static_cast<char>(c);
    if (!line.empty() && line.back() == '\r') line.pop_back();  // a line typed on Windows
    if (c == EOF && line.empty()) {
      std::printf("\n");
      flush();
      return 0;
    }
    if (!isatty(fileno(in))) std::printf("%s\n", visible(line, 200).c_str());  // for a log
    if (!s.feed(line)) {
      std::printf("%s", s.take().c_str());
      flush();
      return 0;
    }
  }
}
}  // namespace ex
