// What the explainer and trainer say in every game, one table per language, each sentence
//   whole; a game's own sentences are in its game.hpp. Machine-read text (`after:`, prompts,
//   moves, numbers) is the same in both. Use: words()'s table, say(fmt, ...).
// Status: tests/explain/ prints every sentence in both languages.
#pragma once
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <string>
#include <vector>

#include "../lib/facts.hpp"
#include "../lib/text.hpp"

namespace ex {
using ull = unsigned long long;
using ::ko;  // --ko: every sentence in Korean
using ::say;

// A bug in this tool or in main.cpp's function, never the input's fault: exit 3.
[[noreturn, gnu::format(printf, 1, 2)]] inline void internal(const char* fmt, ...) {
  std::va_list args;
  va_start(args, fmt);
  std::fputs("error: internal: ", stderr);
  std::vfprintf(stderr, fmt, args);
  std::fputc('\n', stderr);
  va_end(args);
  std::exit(3);
}

inline std::string binary(ull v, int width) {
  std::string s;
  for (int i = 0; i < 64 && (v >> i || i < width); ++i) s.insert(s.begin(), '0' + (v >> i & 1));
  return s.empty() ? "0" : s;
}

struct Words {
  // The explanation. %s: a component (the game's words), a player, a move in words.
  const char *value, *nim_sum, *not_zero, *zero, *wins, *winning_move, *why, *then_zero,
      *every_move_loses, *no_move, *more;
  // The trainer.
  const char *moves_first, *position, *ask_side, *side_error, *you_play, *first, *second,
      *your_turn, *machine_turn, *machine_why, *machine_any, *empty_line, *no_arguments, *bye,
      *unknown_command, *escape, *help, *hint, *no_hint, *values, *undone, *no_undo, *no_move_left,
      *you_win, *you_lose, *gave_away, *game_over, *arity, *not_number, *too_large;
};

inline const Words kEnglish = {
    "%s: Grundy value %llu (binary %s)\n",
    "nim-sum (xor of all Grundy values): %llu (binary %s)\n",
    "  not 0: the %s to move can make it 0 and win.\n",
    "  0: whoever moves now loses against best play.\n",
    "%s wins.\n",
    "winning move: %s.\n",
    "  why: its Grundy value %llu has the nim-sum's highest set bit, so %llu xor %llu = %llu is "
    "smaller; %s\n",
    "  Then the nim-sum is 0: whatever %s does, %s can make it 0 again%s, so %s is the one left "
    "without a move.\n",
    "every move loses: a move changes one Grundy value, so the nim-sum stops being 0, and %s "
    "can always bring it back to 0. Any legal move will do; shown: %s.\n",
    "every move loses: %s has no move at all (%s).\n",
    "  ... and %zu more %ss\n",
    "%s: %s moves first, %s second.\n",
    "position: %s\n",
    "play first (%s) or second (%s)? type first or second\n",
    "error: type first or second (or quit)\n",
    "you play %s (%s); the machine plays %s. Type help for the commands.\n",
    "first",
    "second",
    "turn: %s (you)\n",
    "turn: %s (machine)\n",
    "machine (%s): %s\n  why: %s makes the nim-sum 0%s\n",
    "machine (%s): %s\n  why: every move loses (nim-sum 0); chose %s\n",
    "error: empty line; type a move (%s) or help\n",
    "error: %s takes nothing after it\n",
    "bye\n",
    "error: unknown command '%s'; type help\n",
    "error: '%s' is an escape sequence (an arrow key?); type a move (%s) or help\n",
    "help: a move is %s: %s.\n"
    "  hint    a winning move, in the same syntax (or none, and why)\n"
    "  values  each %s's Grundy value and the nim-sum\n"
    "  undo    take back your last move and the machine's answer\n"
    "  quit    end the session (so does the end of the input)\n",
    "hint: %s%s\n",
    "hint: none (the nim-sum is 0: every move makes it nonzero, and the machine can make it 0 "
    "again)\n",
    "values: %s (one per %s, in input order%s); nim-sum %llu\n",
    "undone: back before your last move\n",
    "error: nothing to undo (you have not moved yet)\n",
    "turn: %s, who has no move left\n",
    "result: you win\n",
    "result: you lose\n",
    "gave away: your move %s from %s (move %zu) lost the win; %s would have kept it\n",
    "the game is over: type undo to take back your last move and play on, values, or quit\n",
    "a move is %s (%zu numbers), got %zu words",
    "expected %s, found '%s'",
    "'%s' is too large",
};

inline const Words kKorean = {
    "%s: 그런디 수 %llu (이진수 %s)\n",
    "님 합 (모든 그런디 수의 XOR): %llu (이진수 %s)\n",
    // The mover is 쪽 in both lines: the zero line takes no role (explain.hpp prints it as is).
    "  0이 아니므로 지금 두는 쪽이 님 합을 0으로 만들어 이길 수 있습니다.\n",
    "  0이므로 지금 두는 쪽이 집니다 (상대가 최선을 다할 때).\n",
    "승자: %s\n",
    "이기는 수: %s.\n",
    "  이유: 이 수가 바꾸는 그런디 수 %1$llu에는 님 합의 최상위 비트가 켜져 있으므로, 목표 "
    "값(그런디 수와 님 합의 XOR)이 그보다 작습니다: %2$llu XOR %3$llu = %4$llu. %5$s\n",
    "  그러면 님 합이 0이 됩니다. %s 무엇을 두든 %s 다시 0으로 만들 수 있으므로%s, 결국 %s 둘 "
    "수 없게 됩니다.\n",
    "지는 상태입니다. 어떤 수든 그런디 수 하나를 바꾸므로 님 합이 0이 아니게 되고, %s 언제나 "
    "다시 0으로 되돌릴 수 있습니다. 어떤 수를 두어도 지므로, 한 예를 보입니다: %s.\n",
    "지는 상태입니다. %s 둘 수 있는 수가 아예 없습니다 (%s).\n",
    "  ... 외 %2$s %1$zu개\n",
    "%s: 선공 %s, 후공 %s\n",
    "상태: %s\n",
    "선공(%s)과 후공(%s) 중 어느 쪽으로 두겠습니까? 선공 또는 후공을 입력하십시오\n",
    "오류: 선공 또는 후공을 입력하십시오 (끝내려면 quit)\n",
    // A command is named as the page's button, then as typed: 무르기(undo).
    "나: %s (%s), 컴퓨터: %s. 명령 목록은 도움말(help)로 볼 수 있습니다.\n",
    "선공",
    "후공",
    "차례: %s (나)\n",
    "차례: %s (컴퓨터)\n",
    // The follow remark (a game's own, in parentheses) first, then the move in words: no
    // parentheses inside parentheses.
    "컴퓨터 (%1$s): %2$s\n  이유: 님 합을 0으로 만드는 수입니다%4$s. 둔 수: %3$s\n",
    "컴퓨터 (%s): %s\n  이유: 님 합이 0이라 어떤 수를 두어도 집니다. 고른 수: %s\n",
    "오류: 빈 줄입니다. 수(%s)나 도움말(help)을 입력하십시오\n",
    "오류: %s 뒤에는 아무것도 붙일 수 없습니다\n",
    "종료합니다\n",
    "오류: 모르는 명령입니다: '%s'. 도움말(help)을 입력하십시오\n",
    "오류: 이스케이프 시퀀스가 들어왔습니다 (화살표 키?): '%s'. 수(%s)나 도움말(help)을 "
    "입력하십시오\n",
    "도움말: 수는 %s 형식입니다. %s.\n"
    "  힌트(hint)        이기는 수를 같은 형식으로 보여 줍니다 (없으면 그 이유)\n"
    "  그런디 수(values) %s마다 그런디 수와 님 합을 보여 줍니다\n"
    "  무르기(undo)      내가 마지막으로 둔 수와 컴퓨터의 응수를 무릅니다\n"
    "  끝내기(quit)      끝냅니다 (입력이 끝나도 끝납니다)\n",
    "힌트: %s%s\n",
    "힌트: 이기는 수가 없습니다 (님 합이 0입니다. 어떤 수를 두어도 0이 아니게 되고, 컴퓨터가 "
    "다시 0으로 만들 수 있습니다)\n",
    "그런디 수: %s (%s마다 하나, 입력 순서%s). 님 합 %llu\n",
    "무르기: 내가 마지막으로 둔 수 이전으로 돌아갔습니다\n",
    "오류: 무를 수가 없습니다 (아직 두지 않았습니다)\n",
    "차례: %s, 더 둘 수 있는 수가 없습니다\n",
    "결과: 이겼습니다\n",
    "결과: 졌습니다\n",
    "놓친 승리: %3$zu번째 수(내 수)에서 승리를 놓쳤습니다 (그때 상태: %2$s). 그때 둔 수: %1$s, "
    "이길 수 있었던 수: %4$s\n",
    "게임이 끝났습니다. 무르기(undo)로 마지막 수를 무르고 이어서 둘 수 있고, 그런디 수(values)를 "
    "보거나 끝낼(quit) 수도 있습니다\n",
    "수는 %s 형식입니다 (숫자 %zu개). 입력한 단어는 %zu개입니다",
    "수는 %s 형식이어야 합니다. 숫자가 아닌 단어: '%s'",
    "너무 큰 숫자입니다: '%s'",
};

inline const Words& words() { return ko ? kKorean : kEnglish; }

// `text` (a player's name, a number, a cell) with the particle it takes in Korean, by its last
// sound (facts::final_consonant): subject() 이/가, topic() 은/는; in English, the text alone.
inline std::string particle(const std::string& text, const char* after_consonant,
                            const char* other) {
  return ko ? text + (facts::final_consonant(text) ? after_consonant : other) : text;
}
inline std::string subject(const std::string& text) { return particle(text, "이", "가"); }
inline std::string topic(const std::string& text) { return particle(text, "은", "는"); }

// A line of main.cpp's reader (rd::fail, English only: main.cpp stays as the judge takes it)
// and its Korean. In `en` each * stands for some text, said again in `ko` at its * in the same
// order, itself in Korean when a pair of the tables has it as its whole `en`; 이/가 after a *
// agrees with that text (subject()).
struct Said {
  const char *en, *ko;
};
// The reader's own lines, the same in every game (scripts/lib/reader.hpp); a game's come
// first (G::kReader), from main.cpp's reading of its input.
inline const Said kReader[] = {
    {"line *: expected *", "줄 *: *이/가 와야 합니다"},
    {"line *: * is more than 10^18", "줄 *: *이/가 10^18보다 큽니다"},
    {"cannot read standard input", "표준 입력을 읽을 수 없습니다"},
    {"cannot write standard output", "표준 출력에 쓸 수 없습니다"},
};

// `s` against `pattern`: the texts its *s stand for, each up to the first place where the rest
// of the pattern to the next * follows; false when it does not match.
inline bool match(const std::string& s, const std::string& pattern,
                  std::vector<std::string>& parts) {
  size_t i = 0;
  for (size_t k = 0;;) {
    const size_t star = pattern.find('*', k);
    const std::string literal = pattern.substr(k, star - k);
    if (s.compare(i, literal.size(), literal) != 0) return false;
    i += literal.size();
    if (star == std::string::npos) return i == s.size();
    k = star + 1;
    const std::string next = pattern.substr(k, pattern.find('*', k) - k);
    const size_t end = next.empty() ? s.size() : s.find(next, i);
    if (end == std::string::npos) return false;
    parts.push_back(s.substr(i, end - i));
    i = end;
  }
}

// The reader's line `line` ("error: ...\n") in the words of ex::ko: in Korean the first pair
// of G::kReader, then kReader, that matches, or the English words after 오류: when none does.
template <class G>
std::string reader_line(std::string line) {
  if (!ko || line.rfind("error: ", 0) != 0) return line;
  const bool newline = line.back() == '\n';
  line = line.substr(7, line.size() - 7 - newline);
  const auto korean = [](const std::string& text) {
    for (const Said& s : G::kReader)
      if (text == s.en) return std::string(s.ko);
    return text;
  };
  std::vector<Said> said(std::begin(G::kReader), std::end(G::kReader));
  said.insert(said.end(), std::begin(kReader), std::end(kReader));
  for (const Said& s : said) {
    std::vector<std::string> parts;
    if (!match(line, s.en, parts)) continue;
    std::string out;
    size_t n = 0;
    for (const char* c = s.ko; *c; ++c) {
      if (*c != '*') {
        out += *c;
      } else if (std::strncmp(c + 1, "이/가", 7) == 0) {
        out += subject(korean(parts.at(n++))), c += 7;
      } else {
        out += korean(parts.at(n++));
      }
    }
    line = out;
    break;
  }
  return "오류: " + line + (newline ? "\n" : "");
}
}  // namespace ex
