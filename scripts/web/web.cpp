// The engine of one game's web page: the explainer's and trainer's own C++ as WebAssembly,
//   built per game by scripts/web.sh; web.js only draws what it returns and forwards clicks
//   as typed lines. Use: the C functions below (scripts/README.md lists them).
// Status: tests/web/ compares every word, move and picture cell with the native tools.
#include BOJ_GAME

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "../explain/explain.hpp"
#include "../explain/session.hpp"
#include "../lib/number.hpp"

namespace {
const ex::ull kReach = 63;  // the largest number tried in a listed move: bigger ones are typed
const size_t kDrawn = 60;   // components drawn; the rest are counted
const ex::ull kBoardRows = 24, kBoardCols = 40;  // a bigger board is not drawn (the list is)

std::string reply;
std::unique_ptr<ex::Session<Game>> session;
bool alive = false;
std::string start_input;  // the session's start as the problem's input
Board frame{0, 0, {}};    // the start's board: a board that shrank with the pieces would jump

const char* give(std::string s) {
  reply = std::move(s);
  return reply.c_str();
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    out += c == '"' || c == '\\'                 ? std::string{'\\', c}
           : c == '\n'                           ? std::string("\\n")
           : static_cast<unsigned char>(c) < ' ' ? ex::say("\\u%04x", c)
                                                 : std::string(1, c);
  }
  return out + "\"";
}

// main.cpp's reader on `text` from its start, as if it were the whole standard input.
void reread(const char* text) {
  std::FILE* f = std::fopen("/input", "wb");
  if (!f || std::fputs(text, f) < 0 || std::fclose(f) != 0) rd::fail("cannot store the input");
  if (!std::freopen("/input", "rb", stdin)) rd::fail("cannot read the input");
  rd::len = rd::pos = 0;
  rd::line = 1;
}

// Component i's legal moves for `mover`, as typed: every tuple up to min(reach, kReach) that
// G::parse (the trainer's own check) accepts; `more`: some moves name bigger numbers.
std::vector<typename Game::Move> moves(const Game::Pos& p, int mover, size_t i, bool& more) {
  const ex::ull reach = Picture::reach(p[i]), top = reach < kReach ? reach : kReach;
  more = reach > kReach;
  std::vector<typename Game::Move> out;
  std::vector<ex::ull> v(Game::kMoveNumbers, 0);
  v[0] = i + 1;
  for (;;) {
    typename Game::Move m;
    if (Game::parse(p, mover, v, m).empty()) out.push_back(m);
    size_t k = Game::kMoveNumbers - 1;  // the next tuple, the last number fastest
    while (k > 0 && v[k] == top) v[k--] = 0;
    if (k == 0) return out;
    ++v[k];
  }
}

std::string spot(const Spot& at) {
  return "[" + std::to_string(at.row) + "," + std::to_string(at.col) + "]";
}

// A component as JSON: its words, value and the moves of `mover`, each with what it leaves;
// on a drawn board `b`, where its piece is and where each move puts it.
std::string component(const Game::Pos& p, int mover, size_t i, bool with_moves,
                      const Board* b = nullptr) {
  std::string s = "{\"text\":" + quoted(Game::component(p, i)) +
                  ",\"value\":" + std::to_string(Game::value(p[i]));
  if (b) {
    s += ",\"at\":" + spot(Picture::at(*b, p, mover, i)) +
         ",\"piece\":" + quoted(Picture::piece(p, mover, i));
  }
  if (!with_moves) return s + "}";
  bool more = false;
  s += ",\"moves\":[";
  const auto list = moves(p, mover, i, more);
  for (size_t k = 0; k < list.size(); ++k) {
    Game::Pos next = p;
    Game::apply(next, mover, list[k]);
    s += (k ? ",{" : "{") + std::string("\"line\":") + quoted(Game::show(list[k])) +
         ",\"words\":" + quoted(Game::describe(p, mover, list[k])) +
         ",\"after\":" + quoted(Game::write(next[i])) +
         ",\"value\":" + std::to_string(Game::value(next[i])) +
         (b ? ",\"to\":" + spot(Picture::at(*b, next, mover, i)) : "") + "}";
  }
  return s + "],\"more\":" + (more ? "true" : "false") + "}";
}
}  // namespace

extern "C" {
const char* web_explain(const char* input, int ko) {
  ex::ko = ko != 0;
  reread(input);
  int first = 0;
  const Game::Pos pos = Game::read(first);
  return give(ex::explain<Game>(pos, first));
}

// main.cpp's error line, caught by the page, in the words of `ko` (ex::reader_line).
const char* web_reader(const char* line, int ko) {
  ex::ko = ko != 0;
  return give(ex::reader_line<Game>(line));
}

const char* web_start(const char* input, const char* seed, int side, int ko) {
  ex::ko = ko != 0;
  alive = false;
  session.reset();  // a start the reader refuses leaves no game behind
  int first = 0;
  Game::Pos pos;
  if (*input) {
    reread(input);
    pos = Game::read(first);
    Game::playable(pos);
    start_input = input;
  } else {
    // The seed as play.sh --random takes it, all 64 bits: a JavaScript number holds 53 (the
    // page checks the text too, in the reader's language).
    unsigned long long s = 0;
    if (!number::seed(seed, s))
      rd::fail("the seed must be a whole number from 0 to 18446744073709551615");
    Rng rng(s);
    pos = Game::random_start(rng, first);
    start_input = Game::input(pos, first);
  }
  frame = pos.size() <= kDrawn ? Picture::board(pos, first) : Board{0, 0, {}};
  session = std::make_unique<ex::Session<Game>>(pos, first);
  session->begin(side);
  alive = true;
  return give(session->take());
}

const char* web_feed(const char* line) {
  if (!session || !alive) return give("");
  alive = session->feed(line);
  return give(visible(line, 200) + "\n" + session->take());
}

const char* web_prompt() { return session && alive ? session->prompt() : ""; }

const char* web_state() {
  if (!session) return give("{}");
  const Game::Pos& p = session->pos();
  const int mover = session->mover();
  const bool playing = alive && !session->asking() && !session->over();
  const bool over = session->over(), lost = over && mover == session->user();
  std::string s =
      "{\"title\":" + quoted(ex::title()) + ",\"players\":[" + quoted(Game::kPlayers[0]) + "," +
      quoted(Game::kPlayers[1]) + "]" + ",\"mover\":" + std::to_string(mover) +
      ",\"user\":" + std::to_string(session->user()) +
      ",\"asking\":" + (session->asking() ? "true" : "false") +
      ",\"over\":" + (over ? "true" : "false") + ",\"result\":\"" +
      (over ? (lost ? "lose" : "win") : "") + "\"" + ",\"alive\":" + (alive ? "true" : "false") +
      ",\"syntax\":" + quoted(Game::kSyntax) + ",\"input\":" + quoted(start_input) +
      ",\"position\":" + quoted(Game::show(p)) + ",\"count\":" + std::to_string(p.size());
  Board b{0, 0, {}};
  if (p.size() <= kDrawn) {
    b = Picture::board(p, mover);
    b.rows = std::max(b.rows, frame.rows);
    b.cols = std::max(b.cols, frame.cols);
  }
  const bool drawn = p.size() <= kDrawn && b.rows <= kBoardRows && b.cols <= kBoardCols;
  if (const auto* m = session->last_move()) {  // its mover is the one not to move now
    const Game::Pos& before = *session->before_last();
    s += ",\"last\":{\"by\":" + std::to_string(1 - mover) +
         ",\"component\":" + std::to_string(m->i) + ",\"line\":" + quoted(Game::show(*m)) +
         ",\"words\":" + quoted(Game::describe(before, 1 - mover, *m));
    if (drawn) {
      s += ",\"from\":" + spot(Picture::at(b, before, 1 - mover, m->i)) +
           ",\"to\":" + spot(Picture::at(b, p, 1 - mover, m->i));  // where it went
    }
    s += "}";
  }
  if (drawn) {
    s += ",\"board\":{\"rows\":" + std::to_string(b.rows) + ",\"cols\":" + std::to_string(b.cols) +
         ",\"yUp\":" + (b.y_up ? "true" : "false") + ",\"block\":" + std::to_string(b.block) +
         ",\"marks\":[";
    for (size_t k = 0; k < b.marks.size(); ++k) {
      s += (k ? ",{" : "{") + std::string("\"at\":") + spot({b.marks[k].row, b.marks[k].col}) +
           ",\"text\":" + quoted(b.marks[k].text) + "}";
    }
    s += "]}";
  }
  s += ",\"components\":[";
  for (size_t i = 0; i < p.size() && i < kDrawn; ++i) {
    s += (i ? "," : "") +
         component(p, mover, i, playing && mover == session->user(), drawn ? &b : nullptr);
  }
  return give(s + "]}");
}

const char* web_title(int ko) {
  ex::ko = ko != 0;
  return ex::title();
}

const char* web_picture(int ko) {
  ex::ko = ko != 0;
  std::string s = "{\"caption\":" + quoted(Picture::caption()) +
                  ",\"rows\":" + std::to_string(Picture::kRows) +
                  ",\"cols\":" + std::to_string(Picture::kCols) + ",\"cells\":[";
  Game::Pos cells;  // the picture's, row by row
  for (int r = 0; r < Picture::kRows; ++r)
    for (int c = 0; c < Picture::kCols; ++c) cells.push_back(Picture::cell(r, c));
  for (size_t k = 0; k < cells.size(); ++k) {
    const int r = static_cast<int>(k) / Picture::kCols, c = static_cast<int>(k) % Picture::kCols;
    const Game::Pos p{cells[k]};
    bool more = false;
    std::string targets;  // each option's cell in the picture, -1 when it is not drawn
    for (const auto& m : moves(p, 0, 0, more)) {
      Game::Pos next = p;
      Game::apply(next, 0, m);
      size_t at = 0;
      while (at < cells.size() && !(cells[at] == next[0])) ++at;
      targets += (targets.empty() ? "" : ",") + (at < cells.size() ? std::to_string(at) : "-1");
    }
    std::string cell = component(p, 0, 0, true);
    cell.insert(1, "\"label\":" + quoted(Picture::label(r, c)) + ",\"input\":" +
                       quoted(Game::input(p, 0)) + ",\"targets\":[" + targets + "],");
    s += (k ? "," : "") + cell;
  }
  return give(s + "]}");
}
}
