// The strict validator of every problem (<p>_validator), the statement's format from its facts:
// `validator < INPUT` (exit 0 valid; 1 and one `invalid: line L: ...` line), or `validator --list`
// (`PATH<tab>valid` or `PATH<tab>invalid: ...` for each path on stdin, in one process).
// Status: <p>/validate-inputs, <p>/validate-san; the shrinker's validity test.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "../../scripts/lib/facts.hpp"

namespace val {
inline std::string in;  // the whole input
inline size_t pos = 0;  // the next byte to read
inline long line = 1;   // the line pos is on, for messages

struct Invalid {
  std::string line;
};

[[noreturn]] inline void invalid(const std::string& why) {
  throw Invalid{"invalid: line " + std::to_string(line) + ": " + why};
}

inline bool at_end() { return pos >= in.size(); }

inline std::string shown(char c) {
  if (c == ' ') return "a space";
  if (c == '\n') return "'\\n'";
  if (c == '\r') return "'\\r' (CR)";
  if (c == '\t') return "'\\t' (tab)";
  if (c > ' ' && c < 127) return std::string("'") + c + "'";
  char b[8];
  std::snprintf(b, sizeof b, "\\x%02X", static_cast<unsigned char>(c));
  return b;
}

inline std::string found() { return at_end() ? "the end of the input" : shown(in[pos]); }

[[noreturn]] inline void expected(const std::string& what) {
  invalid("expected " + what + ", found " + found());
}

// Consumes the separator c that must follow the field `what`: `expected a space after A_3`.
template <class What>
void after(char c, const What& what) {
  if (at_end() || in[pos] != c) expected(shown(c) + " after " + what());
  line += in[pos++] == '\n';
}

// Consumes a number in [lo, hi] (0 <= lo <= hi) in canonical decimal; `what` names it.
template <class What>
long long number(const What& what, long long lo, long long hi) {
  const size_t start = pos;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9') ++pos;
  const std::string d = in.substr(start, pos - start);
  if (d.empty()) expected(what());
  if (d.size() > 1 && d[0] == '0') invalid(what() + " has a leading zero");
  const auto outside = [&](const std::string& shown_digits) {
    invalid(what() + " = " + shown_digits + " is outside " + std::to_string(lo) + ".." +
            std::to_string(hi));
  };
  if (d.size() > 18) {  // more than hi has (hi < 10^18): no std::stoll overflow below
    outside(d.size() > 24 ? d.substr(0, 24) + "... (" + std::to_string(d.size()) + " digits)" : d);
  }
  const long long v = std::stoll(d);
  if (v < lo || v > hi) outside(d);
  return v;
}
// A name (`what`) is a callable, made only when a message needs it (a million numbers build
// none).
inline void check() {
  const auto count = [] { return facts::word(BOJ_FACT_NAMES, 0); };
  const long long n = number(count, facts::kNMin, facts::kNMax);
  after('\n', count);
  const int arity = facts::kArity;
  for (long long i = 1; i <= n; ++i) {
    for (int k = 1; k <= arity; ++k) {
      const auto what = [i, k, arity] {
        const std::string field = facts::word(BOJ_FACT_NAMES, k);
        return arity == 1 ? field + "_" + std::to_string(i) : field;
      };
      number(what, facts::kValueMin, facts::kValueMax);
      after(k < arity || (arity == 1 && i < n) ? ' ' : '\n', what);
    }
  }
  if (std::string(BOJ_FACT_FIRST_PLAYER) == "input") {
    const char* const* players = facts::players();
    const std::string either = std::string(players[0]) + " or " + players[1];
    const size_t start = pos;
    while (!at_end() && std::isalpha(static_cast<unsigned char>(in[pos]))) ++pos;
    const std::string name = in.substr(start, pos - start);
    if (name.empty()) expected(either);
    if (name != players[0] && name != players[1]) {
      invalid("expected " + either + ", found '" + name.substr(0, 24) + "'");
    }
    after('\n', [] { return std::string("the first player's name"); });
  }
  if (!at_end())
    invalid(std::string("extra data after the last ") + BOJ_FACT_NOUN_EN + ": " + found());
}

// Checks `text` from its first byte: "" when valid, else the `invalid: ...` line.
inline std::string verdict(std::string text) {
  in = std::move(text), pos = 0, line = 1;
  try {
    check();
  } catch (const Invalid& e) {
    return e.line;
  }
  return "";
}

// All of a stream (stdin or a file); false on a read error.
inline bool slurp(std::FILE* f, std::string& text) {
  text.clear();
  char buf[1 << 16];
  for (size_t got; (got = std::fread(buf, 1, sizeof buf, f)) > 0;) text.append(buf, got);
  return !std::ferror(f);
}
}  // namespace val

int main(int argc, char** argv) {
  std::string text, v;
  if (argc == 1) {
    val::slurp(stdin, text);
    if ((v = val::verdict(std::move(text))).empty()) return 0;
    std::fprintf(stderr, "%s\n", v.c_str());
    return 1;
  }
  if (argc != 2 || std::string(argv[1]) != "--list") {
    std::fprintf(stderr, "usage: %s < INPUT | %s --list < PATHS\n", argv[0], argv[0]);
    return 2;
  }
  for (std::string path; std::getline(std::cin, path);) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f || !val::slurp(f, text) || std::fclose(f) != 0) {
      std::fprintf(stderr, "error: cannot read %s\n", path.c_str());
      return 2;
    }
    v = val::verdict(std::move(text));
    std::printf("%s\t%s\n", path.c_str(), v.empty() ? "valid" : v.c_str());
  }
  return std::fflush(stdout) == 0 ? 0 : 2;
}
