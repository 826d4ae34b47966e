// The mutation rules: which changes scripts/mutate/mutate.cpp makes to a main.cpp.
// Each rule is one row of kRules (id, what it does); make_mutants() applies every rule at
// every place it fits and returns one Mutant per change. A place is found from the tokens
// (lexer.hpp) and a small statement parser of function bodies: declarations, assignments,
// returns, loops and simple statements. Everything inside [[...]] attributes is left alone.
// A change that provably cannot alter the program is not made: a width cut of a value that
// is a literal already inside the cut, a cut to the value's own type or wider, any change
// inside a function the file never calls.
// Status: used by scripts/mutate.sh; the rule list is the table in tests/README.md.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "lexer.hpp"

struct RuleInfo {
  const char* id;
  const char* what;
};
// One row per operator family (the report's rows); a mutant's variant names the exact change.
const RuleInfo kRules[] = {
    {"aor", "arithmetic swap: + <-> -, * <-> /, % -> /, ++ <-> --, += <-> -=, *= -> /="},
    {"bor", "bitwise swap: ^ -> | and &, | -> ^, & -> |, << <-> >>, ^= -> |=, |= -> ^="},
    {"ror", "relational swap and boundary shift: < <-> <=, > <-> >=, == <-> !="},
    {"lor", "logic: && <-> ||, a unary ! dropped"},
    {"cst", "constant +1, -1 and to 0 (integer and character literals)"},
    {"wid",
     "width cut of a value that is stored or returned: casts to 8, 16, 32 bits"
     " (unsigned and int), masks to 24 and 31 bits"},
    {"del", "a statement deleted (expression statements, break, continue, return;)"},
    {"out", "output names: the two swapped on a line, or one replaced by the other"},
    {"loop",
     "a loop stops one item early (i < n -> i + 1 < n) or after k = 1, 2, 10, 100,"
     " 100000 rounds"},
};

struct Edit {
  size_t off, len;
  std::string text;
};

struct Mutant {
  std::string rule, variant;  // kRules id and the exact change, e.g. ror "<=><"
  int line = 0;               // the line of the first edit
  std::vector<Edit> edits;
};

namespace mutate_rules {

inline bool is_type_word(const std::string& t) {
  static const std::set<std::string> kWords = {
      "const", "constexpr", "static", "inline", "unsigned", "signed", "long",  "int",
      "short", "char",      "bool",   "size_t", "auto",     "double", "float", "void"};
  return kWords.count(t) != 0;
}

// Width in bits of a declared type from its words (0: not an integer, or unknown).
inline int type_width(const std::vector<std::string>& words, bool pointer) {
  if (pointer) return 0;
  int longs = 0;
  bool any = false;
  for (const auto& w : words) {
    if (w == "double" || w == "float" || w == "void" || w == "auto") return 0;
    if (w == "bool") return 1;
    if (w == "char") return 8;
    if (w == "short") return 16;
    // size_t only holds positions in the reader's buffer of 65537 bytes: 17 bits, so a cut to
    // 24 bits or more cannot change one.
    if (w == "size_t") return 17;
    longs += w == "long";
    any = any || w == "int" || w == "unsigned" || w == "signed" || w == "long";
  }
  return longs ? 64 : any ? 32 : 0;
}

// Value of an integer literal (digits and a u/l suffix), or false for anything else.
inline bool literal_value(const Tok& t, unsigned long long& v, std::string& suffix) {
  if (t.kind == Tok::kChar) {
    const std::string& s = t.text;
    if (s.size() == 3) {
      v = static_cast<unsigned char>(s[1]);
    } else if (s.size() == 4 && s[1] == '\\') {
      const char e = s[2];
      v = e == 'n'   ? 10
          : e == 'r' ? 13
          : e == 't' ? 9
          : e == '0' ? 0
                     : static_cast<unsigned char>(e);
    } else if (s.size() == 6 && s[2] == 'x') {
      v = std::stoull(s.substr(3, 2), nullptr, 16);
    } else {
      return false;
    }
    suffix.clear();
    return true;
  }
  if (t.kind != Tok::kNumber) return false;
  std::string digits = t.text;
  const size_t end = digits.find_last_not_of("uUlL") + 1;  // a number starts with a digit
  suffix = digits.substr(end);
  digits.resize(end);
  if (digits.find_first_of(".eE'") != std::string::npos && digits.rfind("0x", 0) != 0) {
    return false;
  }
  v = std::stoull(digits, nullptr, 0);
  return true;
}

struct Parser {
  const std::string& src;
  const std::vector<Tok>& t;
  std::vector<Mutant>& out;
  std::map<std::string, int> width;  // variable -> bits, last declaration in file order
  int fn_width = 0;                  // the current function's return width
  struct Function {
    std::string name;
    size_t begin, end;  // byte range of the definition
  };
  std::vector<Function> functions;

  void add(const std::string& rule, const std::string& variant, std::vector<Edit> e) {
    std::sort(e.begin(), e.end(), [](const Edit& a, const Edit& b) { return a.off < b.off; });
    int line = 1;
    for (size_t i = 0; i < e[0].off; ++i) line += src[i] == '\n';
    out.push_back({rule, variant, line, e});
  }

  size_t match(size_t i) const {  // the closing bracket of t[i]
    int depth = 0;
    for (; i < t.size(); ++i) {
      const std::string& s = t[i].text;
      if (s == "(" || s == "[" || s == "{" || s == "[[") depth += s == "[[" ? 2 : 1;
      if (s == ")" || s == "]" || s == "}" || s == "]]") depth -= s == "]]" ? 2 : 1;
      if (depth == 0) return i;
    }
    return t.size() - 1;
  }
  // First token at bracket depth 0 from i that is one of `stops`.
  size_t until(size_t i, std::initializer_list<const char*> stops) const {
    for (; i < t.size(); ++i) {
      for (const char* s : stops) {
        if (t[i].text == s) return i;
      }
      if (t[i].text == "(" || t[i].text == "[" || t[i].text == "{") i = match(i);
    }
    return t.size();
  }
  size_t end_of(size_t i) const { return t[i].off + t[i].len; }
  std::string text(size_t a, size_t b) const {  // tokens a..b inclusive, as written
    return src.substr(t[a].off, end_of(b) - t[a].off);
  }

  // Width cuts of the value of tokens a..b, stored into (or returned as) a `bits`-wide type.
  void cuts(size_t a, size_t b, int bits) {
    if (a > b || bits < 16) return;
    unsigned long long v = 0;
    std::string suffix;
    const bool literal = a == b && literal_value(t[a], v, suffix);
    const std::string e = text(a, b);
    struct Cut {
      const char* name;
      int width;
      std::string before, after;
    };
    const Cut kCuts[] = {
        {"w8", 8, "static_cast<unsigned char>(", ")"},
        {"w16", 16, "static_cast<unsigned short>(", ")"},
        {"w24", 24, "((", ") & 0xFFFFFFULL)"},
        {"w31", 31, "((", ") & 0x7FFFFFFFULL)"},
        {"w32", 32, "static_cast<unsigned>(", ")"},
        {"w32s", 32, "static_cast<int>(", ")"},
    };
    for (const Cut& c : kCuts) {
      if (c.width >= bits || (c.name == std::string("w32s") && bits <= 32)) continue;
      const int keep = c.name == std::string("w32s") ? 31 : c.width;
      if (literal && v < (1ULL << keep)) continue;  // provably the same value
      add("wid", c.name, {{t[a].off, end_of(b) - t[a].off, c.before + e + c.after}});
    }
  }

  // A declaration from t[i] (a type word) to its `;` (or `stop`); records widths and cuts.
  void declaration(size_t i, size_t stop) {
    std::vector<std::string> words;
    while (i < stop && (is_type_word(t[i].text) || t[i].text == "std" || t[i].text == "::" ||
                        (t[i].kind == Tok::kIdent && i + 1 < stop && t[i + 1].kind == Tok::kIdent &&
                         !is_type_word(t[i + 1].text) && words.empty()))) {
      words.push_back(t[i].text);
      ++i;
    }
    while (i < stop) {  // declarators
      bool pointer = false;
      while (i < stop && (t[i].text == "*" || t[i].text == "&" || t[i].text == "const")) {
        pointer = pointer || t[i].text == "*";
        ++i;
      }
      if (i >= stop || t[i].kind != Tok::kIdent) return;
      const std::string name = t[i].text;
      int bits = type_width(words, pointer);
      ++i;
      // An array's size is left alone: a smaller buffer is an overflow that only a sanitizer
      // sees (the ASan tests run the real sizes), a larger one changes no output.
      if (i < stop && t[i].text == "[") i = match(i) + 1, bits = 0;
      if (i < stop && t[i].text == "=") {
        const size_t e = std::min(until(i + 1, {",", ";"}), stop);
        if (bits == 0 && words.size() == 1 && words[0] == "auto" && t[i + 1].tmpl == false &&
            i + 3 < e && t[i + 2].text == "<") {
          std::vector<std::string> cast;  // auto x = static_cast<T>(...)
          for (size_t k = i + 3; k < e && t[k].text != ">"; ++k) cast.push_back(t[k].text);
          bits = type_width(cast, false);
        }
        cuts(i + 1, e - 1, bits);
        expression(i + 1, e);
        i = e;
      } else if (i < stop && (t[i].text == "{" || t[i].text == "(")) {
        i = match(i) + 1;
      }
      width[name] = bits;
      if (i < stop && t[i].text == ",")
        ++i;
      else
        return;
    }
  }

  // Operator, constant and output-name rules on tokens [a, b).
  void expression(size_t a, size_t b) {
    for (size_t i = a; i < b; ++i) {
      const Tok& k = t[i];
      if (k.text == "[[") {
        i = match(i);
        continue;
      }
      if (k.text == "{" && i > a && (t[i - 1].text == ")" || t[i - 1].text == "]")) {
        i = statement(i);  // a lambda's body: statements like any function's
        continue;
      }
      const bool operand_before =
          i > 0 && ((t[i - 1].kind == Tok::kIdent && !is_type_word(t[i - 1].text) &&
                     t[i - 1].text != "return") ||
                    t[i - 1].kind == Tok::kNumber || t[i - 1].kind == Tok::kChar ||
                    t[i - 1].text == ")" || t[i - 1].text == "]" || t[i - 1].text == "}");
      // Operator swaps (from, rule, to); the first nine only where the operator is binary.
      static const char* const kSwaps[][3] = {
          {"+", "aor", "-"},   {"-", "aor", "+"},   {"*", "aor", "/"},   {"/", "aor", "*"},
          {"%", "aor", "/"},   {"^", "bor", "|"},   {"^", "bor", "&"},   {"|", "bor", "^"},
          {"&", "bor", "|"},   {"<<", "bor", ">>"}, {">>", "bor", "<<"}, {"++", "aor", "--"},
          {"--", "aor", "++"}, {"+=", "aor", "-="}, {"-=", "aor", "+="}, {"*=", "aor", "/="},
          {"^=", "bor", "|="}, {"|=", "bor", "^="}, {"<", "ror", "<="},  {"<=", "ror", "<"},
          {">", "ror", ">="},  {">=", "ror", ">"},  {"==", "ror", "!="}, {"!=", "ror", "=="},
          {"&&", "lor", "||"}, {"||", "lor", "&&"}, {"!", "lor", ""}};
      for (size_t w = 0; w < std::size(kSwaps) && k.kind == Tok::kPunct && !k.tmpl; ++w) {
        if (k.text == kSwaps[w][0] && (w >= 9 || operand_before))
          add(kSwaps[w][1], k.text + ">" + kSwaps[w][2], {{k.off, k.len, kSwaps[w][2]}});
      }
      unsigned long long v = 0;
      std::string suffix;
      if (literal_value(k, v, suffix)) {
        const bool ch = k.kind == Tok::kChar;
        add("cst", "+1",
            {{k.off, k.len, ch ? "(" + k.text + " + 1)" : std::to_string(v + 1) + suffix}});
        if (v > 0) {
          add("cst", "-1",
              {{k.off, k.len, ch ? "(" + k.text + " - 1)" : std::to_string(v - 1) + suffix}});
          add("cst", "0", {{k.off, k.len, "0" + suffix}});
        }
      }
    }
  }

  // Output names: each replaced by its partner, and both swapped where a line has both.
  void output_names() {
    const std::pair<std::string, std::string> kPairs[] = {{"\"koosaga\"", "\"cubelover\""},
                                                          {"\"Whiteking\"", "\"Blackking\""}};
    for (const auto& [x, y] : kPairs) {
      std::map<int, std::vector<size_t>> by_line;
      for (size_t i = 0; i < t.size(); ++i) {
        if (t[i].text == x || t[i].text == y) {
          add("out", "one", {{t[i].off, t[i].len, t[i].text == x ? y : x}});
          by_line[t[i].line].push_back(i);
        }
      }
      for (const auto& [line, idx] : by_line) {
        std::vector<Edit> e;
        bool has_x = false, has_y = false;
        for (size_t i : idx) {
          has_x = has_x || t[i].text == x, has_y = has_y || t[i].text == y;
          e.push_back({t[i].off, t[i].len, t[i].text == x ? y : x});
        }
        if (has_x && has_y) add("out", "swap", e);
      }
    }
  }

  // The loop mutants of a for/while whose keyword is t[kw], condition tokens [c0, c1), body
  // ending with t[body_end]. `cond_at`: where an empty condition goes.
  void loop(size_t kw, size_t c0, size_t c1, size_t cond_at, size_t body_end) {
    for (const char* k : {"1", "2", "10", "100", "100000"}) {
      std::vector<Edit> e = {{t[kw].off, 0, "{ unsigned long long mut_k_ = 0; "},
                             {end_of(body_end), 0, " }"}};
      const std::string cap = std::string("mut_k_++ < ") + k;
      if (c0 < c1) {
        e.push_back(
            {t[c0].off, end_of(c1 - 1) - t[c0].off, "(" + text(c0, c1 - 1) + ") && " + cap});
      } else {
        e.push_back({t[cond_at].off, 0, cap});
      }
      add("loop", std::string("cap") + k, e);
    }
    if (t[kw].text != "for" || c0 >= c1) return;
    size_t less = 0, n = 0;
    for (size_t i = c0; i < c1; ++i) {
      if (t[i].text == "<" && !t[i].tmpl) less = i, ++n;
      if (t[i].text == "&&" || t[i].text == "||" || t[i].text == "<=" || t[i].text == ">") ++n;
    }
    if (n == 1 && less) add("loop", "early", {{t[less].off, 1, "+ 1 <"}});
  }

  // One statement from t[i]; returns the index of its last token.
  size_t statement(size_t i) {
    const std::string& s = t[i].text;
    if (s == "{") {
      const size_t close = match(i);
      for (size_t k = i + 1; k < close;) k = statement(k) + 1;
      return close;
    }
    if (s == "if") {
      const size_t close = match(i + 1);
      expression(i + 2, close);
      size_t last = statement(close + 1);
      if (last + 1 < t.size() && t[last + 1].text == "else") last = statement(last + 2);
      return last;
    }
    if (s == "for" || s == "while") {
      const size_t open = i + 1, close = match(open);
      size_t c0 = open + 1, c1 = close, cond_at = close;
      if (s == "for") {
        const size_t s1 = until(open + 1, {";"}), s2 = until(s1 + 1, {";"});
        if (s1 > open + 1) simple(open + 1, s1, false);
        expression(s1 + 1, s2);
        expression(s2 + 1, close);
        c0 = s1 + 1, c1 = s2, cond_at = s2;
      } else {
        expression(open + 1, close);
      }
      const size_t last = statement(close + 1);
      loop(i, c0, c1, cond_at, last);
      return last;
    }
    const size_t semi = until(i, {";"});
    if (s == "return") {
      if (semi > i + 1) {
        cuts(i + 1, semi - 1, fn_width);
        expression(i + 1, semi);
      } else {
        add("del", "stmt", {{t[i].off, end_of(semi) - t[i].off, "{}"}});
      }
      return semi;
    }
    simple(i, semi, true);
    return semi;
  }

  // A declaration or expression statement t[i, semi).
  void simple(size_t i, size_t semi, bool deletable) {
    const bool decl = is_type_word(t[i].text) ||
                      (t[i].text == "std" && i + 3 < semi && t[i + 3].kind == Tok::kIdent);
    if (decl) {
      declaration(i, semi);
      return;
    }
    if (deletable) add("del", "stmt", {{t[i].off, end_of(semi) - t[i].off, "{}"}});
    static const std::set<std::string> kAssign = {"=", "+=", "-=", "^=", "|=", "&=", "*="};
    if (t[i].kind == Tok::kIdent && i + 2 < semi && kAssign.count(t[i + 1].text) &&
        width.count(t[i].text)) {
      cuts(i + 2, semi - 1, width[t[i].text]);
    }
    expression(i, semi);
  }

  // Top level: namespaces, declarations, function definitions.
  void file() {
    size_t i = 0;
    while (i < t.size()) {
      const std::string& s = t[i].text;
      if (s == "namespace") {
        i = until(i, {"{"}) + 1;  // the namespace's closing brace is skipped below
      } else if (s == "}" || s == ";") {
        ++i;
      } else if (s == "[[") {
        i = match(i) + 1;
      } else if (s == "struct") {
        const size_t open = until(i, {"{"}), close = match(open);
        file_range(open + 1, close);
        i = until(close, {";"}) + 1;
      } else {
        i = item(i, t.size());
      }
    }
  }
  void file_range(size_t a, size_t b) {  // members of a struct: handled like the top level
    for (size_t i = a; i < b;) i = item(i, b);
  }
  // A declaration or function definition from t[i]; returns the index after it.
  size_t item(size_t i, size_t limit) {
    const size_t stop = std::min(until(i, {";", "{", "("}), limit);
    if (stop < limit && t[stop].text == "(") {  // a function: header, then body
      std::vector<std::string> words;
      bool pointer = false;
      for (size_t k = i; k + 1 < stop; ++k) {
        if (t[k].text == "[[")
          k = match(k);
        else if (t[k].text == "*")
          pointer = true;
        else
          words.push_back(t[k].text);
      }
      fn_width = type_width(words, pointer);
      const std::string name = t[stop - 1].text;
      size_t k = match(stop) + 1;
      while (k < limit && t[k].text != "{" && t[k].text != ";") {
        k = (t[k].text == "(" || t[k].text == "{") ? match(k) + 1 : k + 1;
        if (k < limit && t[k].text == "{" && t[k - 1].kind == Tok::kIdent) k = match(k) + 1;
      }
      if (k >= limit || t[k].text == ";") return k + 1;
      // Parameters are declarations too (their widths matter for the body's assignments).
      for (size_t p = stop + 1; p < match(stop);) {
        const size_t e = until(p, {","});
        const size_t end = std::min(e, match(stop));
        if (is_type_word(t[p].text)) declaration(p, end);
        p = end + 1;
      }
      const size_t last = statement(k);
      functions.push_back({name, t[i].off, end_of(last)});
      return last + 1;
    }
    if (i < limit && is_type_word(t[i].text)) declaration(i, until(i, {";"}));
    return until(i, {";"}) + 1;
  }
};

}  // namespace mutate_rules

// Every mutant of `src`, in source order of rules applied.
inline std::vector<Mutant> make_mutants(const std::string& src) {
  const std::vector<Tok> toks = lex(src);
  std::vector<Mutant> out;
  mutate_rules::Parser p{src, toks, out, {}, 0, {}};
  p.file();
  p.output_names();
  // A function the file never calls (the reader's one_of() where no name is read) cannot change
  // any output: its mutants are not made.
  for (const auto& f : p.functions) {
    const auto uses =
        std::count_if(toks.begin(), toks.end(), [&](const Tok& k) { return k.text == f.name; });
    if (uses > 1 || f.name == "main") continue;
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const Mutant& m) {
                               return m.edits[0].off >= f.begin && m.edits[0].off < f.end;
                             }),
              out.end());
  }
  std::stable_sort(out.begin(), out.end(), [](const Mutant& a, const Mutant& b) {
    return a.edits[0].off < b.edits[0].off;
  });
  return out;
}

// The mutant's source: `src` with its edits applied (back to front, so offsets stay valid).
inline std::string mutated_source(const std::string& src, const Mutant& m) {
  std::string s = src;
  for (auto e = m.edits.rbegin(); e != m.edits.rend(); ++e) s.replace(e->off, e->len, e->text);
  return s;
}
