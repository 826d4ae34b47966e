// The trainer: a session of one game G against perfect play, in a terminal (play.sh, ex::run)
//   or on the web page (web/web.cpp feeds the same Session line by line). Its protocol on
//   stdout: scripts/README.md. Status: tests/explain/check.hpp plays every small start through
//   pipes against naive.cpp; tests/play/tmux.sh in a terminal; tests/web/ through the page.
#pragma once
#include <unistd.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "../lib/number.hpp"
#include "explain.hpp"

namespace ex {
// `s` as it may be shown: valid UTF-8 (선공) as it is, other bytes outside printable ASCII as
// \xNN, cut to about `limit` bytes (never inside a character).
inline std::string printable(const std::string& s, size_t limit = 24) {
  std::string out;
  size_t i = 0;
  for (; i < s.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const size_t text = c >= 0xC2 ? utf8_length(s, i) : 0;
    if (text) {
      out.append(s, i, text);
      i += text - 1;
    } else {
      out += c >= ' ' && c < 127 ? std::string(1, static_cast<char>(c)) : say("\\x%02X", c);
    }
  }
  return i < s.size() ? out + "..." : out;
}

inline std::vector<std::string> split(const std::string& line) {  // at spaces and tabs
  std::vector<std::string> words;
  for (size_t i = 0, end; (i = line.find_first_not_of(" \t", i)) != std::string::npos; i = end) {
    end = line.find_first_of(" \t", i);
    words.push_back(line.substr(i, end - i));  // npos: to the end
  }
  return words;
}

// Writes what is buffered; output that cannot be written ends the session as main.cpp ends.
inline void flush() {
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) rd::fail("cannot write standard output");
}

// The output of a session, printf-style, appended to `out` (no length limit, unlike say()).
[[gnu::format(printf, 2, 3)]] inline void put(std::string& out, const char* fmt, ...) {
  std::va_list args, again;
  va_start(args, fmt);
  va_copy(again, args);
  const int n = std::vsnprintf(nullptr, 0, fmt, args);
  va_end(args);
  if (n >= 0) {
    const size_t at = out.size();
    out.resize(at + n + 1);  // vsnprintf writes the terminating zero too
    std::vsnprintf(&out[at], n + 1, fmt, again);
    out.resize(at + n);
  }
  va_end(again);
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
    put(out_, w.moves_first, ex::title(), G::kPlayers[first_], G::kPlayers[1 - first_]);
    put(out_, w.position, G::show(pos_).c_str());
    asking_ = side < 0;
    if (asking_) {
      put(out_, w.ask_side, G::kPlayers[first_], G::kPlayers[1 - first_]);
    } else {
      choose(side);
    }
  }
  const char* prompt() const { return asking_ ? "side" : G::kPlayers[user_]; }
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
    put(out_, words().you_play, G::kPlayers[user_], side == 0 ? words().first : words().second,
        G::kPlayers[1 - user_]);
    advance();
  }

  void advance() {
    const Words& w = words();
    for (Move m;;) {
      over_ = !G::any_move(pos_, mover_, m);
      if (over_) return finish();
      const char* const name = G::kPlayers[mover_];
      if (mover_ == user_) return put(out_, w.your_turn, name);
      put(out_, w.machine_turn, name);
      if (winning_move(m)) {
        put(out_, w.machine_why, name, G::show(m).c_str(), G::describe(pos_, mover_, m).c_str(),
            G::follows(pos_, mover_, before_last(), last_move(), m));
      } else {  // m is any_move's
        put(out_, w.machine_any, name, G::show(m).c_str(), G::describe(pos_, mover_, m).c_str());
      }
      record(m, false);
    }
  }

  bool side_line(const std::string& line) {
    const char* const* names = G::kPlayers;
    const std::vector<std::string> w = split(line);
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
      put(out_, "%s", words().side_error);
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
    put(out_, words().position, G::show(pos_).c_str());
  }

  // One line on the user's turn (or after the end): a move, a command, or an error; false
  // after quit.
  bool user_line(const std::string& line) {
    const Words& w = words();
    const std::vector<std::string> word = split(line);
    const std::string first = word.empty() ? "" : word[0];
    if (line.find('\x1B') != std::string::npos) {
      put(out_, w.escape, printable(line).c_str(), G::kSyntax);
    } else if (word.empty()) {
      put(out_, w.empty_line, G::kSyntax);
    } else if (word.size() > 1 && first.find_first_of("0123456789") != 0) {
      put(out_, is_command(first) ? w.no_arguments : w.unknown_command, printable(first).c_str());
    } else if (first == "quit" || first == "exit") {
      put(out_, "%s", w.bye);
      return false;
    } else if (first == "help") {
      put(out_, w.help, G::kSyntax, G::text().syntax_help, ex::noun());
    } else if (first == "hint") {
      Move m;
      if (winning_move(m)) {
        put(out_, w.hint, G::show(m).c_str(), G::move_status(pos_, mover_, m).c_str());
      } else {
        put(out_, "%s", w.no_hint);
      }
    } else if (first == "values") {
      std::string s;
      for (ull g : values<G>(pos_)) s += " " + std::to_string(g);
      put(out_, w.values, s.c_str() + 1, ex::noun(), G::text().value_note, nim_sum(pos_));
    } else if (first == "undo") {
      if (undo()) advance();
    } else if (!is_command(first) && first.find_first_not_of("0123456789") != std::string::npos) {
      put(out_, w.unknown_command, printable(first).c_str());
    } else if (over_) {
      put(out_, "%s", w.game_over);
    } else {
      std::vector<ull> nums;
      Move m;
      std::string why = parse_numbers(word, nums);
      if (why.empty()) why = G::parse(pos_, mover_, nums, m);
      if (why.empty()) {
        record(m, true);
        advance();
      } else {
        put(out_, "error: %s\n", why.c_str());
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
          return say(words().not_number, G::kSyntax, printable(t).c_str());
        case number::kTooLarge:
          return say(words().too_large, printable(t).c_str());
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
      put(out_, "%s", words().no_undo);
      return false;
    }
    pos_ = history_[keep - 1].before;
    mover_ = history_[keep - 1].mover;
    history_.resize(keep - 1);
    put(out_, "%s", words().undone);
    put(out_, words().position, G::show(pos_).c_str());
    return true;
  }

  void finish() {
    const Words& w = words();
    put(out_, w.no_move_left, G::kPlayers[mover_]);
    put(out_, "%s", mover_ == user_ ? w.you_lose : w.you_win);
    for (size_t i = 0; i < history_.size() && mover_ == user_; ++i) {
      const Turn& t = history_[i];
      if (!t.user || !t.gave_away) continue;
      put(out_, w.gave_away, G::show(t.move).c_str(), G::show(t.before).c_str(), i + 1,
          G::show(t.win).c_str());
      break;
    }
    put(out_, "%s", w.game_over);
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
    if (!isatty(fileno(in))) std::printf("%s\n", printable(line, 200).c_str());  // for a log
    if (!s.feed(line)) {
      std::printf("%s", s.take().c_str());
      flush();
      return 0;
    }
  }
}
}  // namespace ex
