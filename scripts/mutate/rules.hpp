// The mutation rules: which changes mutate.cpp makes to a main.cpp. make_mutants() applies
//   each rule of kRules wherever it fits, found from the tokens by a small parser of
//   declarations, assignments, returns, loops and simple statements.
// Status: scripts/mutate.sh; the rule list is in tests/README.md, "Mutation testing".
#pragma once
#include <algorithm>
#include <cctype>
#include <cstring>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

// The report's rows, one per operator family (tests/README.md says each; the swaps are kSwaps
// below); a mutant's variant names the exact change.
const char* const kRules[] = {
    "aor", "bor", "ror", "lor", "cst", "wid", "del", "out", "loop",
};

struct Edit {
  size_t off, len;
  std::string text;
};

struct Mutant {
  std::string rule, variant;  // kRules id and the exact change, e.g. ror "<=><"
  std::vector<Edit> edits;    // by offset: edits[0] is on the mutated line
};

namespace mutate_rules {

// The two names main.cpp prints (the `players` fact), which the `out` rule swaps; empty: none.
using Players = std::pair<std::string, std::string>;

struct Tok {
  size_t off;
  std::string text;
  bool tmpl = false;  // a `<` or `>` of `X_cast<...>`: never an operator
  unsigned char first() const { return static_cast<unsigned char>(text[0]); }
  bool ident() const { return std::isalpha(first()) || first() == '_'; }
  bool literal() const { return std::isdigit(first()) || first() == '\''; }  // a number or char
};

// Identifiers, numbers, char and string literals and punctuators (the first of the listed
// multi-character ones that fits, else one character); blanks, comments and the rest of a line
// from `#` are skipped. By hand: <regex> was half of mutate's compile time.
inline std::vector<Tok> lex(const std::string& s) {
  static const char* const kPunct[] = {"<<=", ">>=", "...", "->", "::", "++", "--", "<<", ">>",
                                       "<=",  ">=",  "==",  "!=", "+=", "-=", "*=", "/=", "%=",
                                       "&=",  "|=",  "^=",  "&&", "||", "[[", "]]"};
  const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  std::vector<Tok> out;
  bool in_cast = false;  // after X_cast's `<`, before its `>` (T never holds another bracket here)
  for (size_t i = 0, end; i < s.size(); i = end) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    end = i + 1;
    if (std::isspace(c)) continue;
    if (s.compare(i, 2, "//") == 0 || c == '#') {
      end = std::min(s.find_first_of("\r\n", i), s.size());
      continue;
    }
    if (s.compare(i, 2, "/*") == 0 && s.find("*/", i + 2) != std::string::npos) {
      end = s.find("*/", i + 2) + 2;
      continue;
    }
    if (c == '"' || c == '\'') {  // to its closing quote; a backslash may not end a line
      for (size_t k = i + 1; k < s.size(); ++k) {
        if (s[k] == '\\') {
          if (k + 1 >= s.size() || s[k + 1] == '\n' || s[k + 1] == '\r') break;
          ++k;
        } else if (s[k] == s[i]) {
          end = k + 1;
          break;
        }
      }
    } else if (std::isdigit(c)) {
      while (end < s.size() && (word(s[end]) || s[end] == '.' || s[end] == '\'')) ++end;
    } else if (std::isalpha(c) || c == '_') {
      while (end < s.size() && word(s[end])) ++end;
    } else {
      for (const char* p : kPunct) {
        if (s.compare(i, std::strlen(p), p) == 0) {
          end = i + std::strlen(p);
          break;
        }
      }
    }
    Tok tok{i, s.substr(i, end - i)};
    const std::string w = out.empty() ? "" : out.back().text;
    const bool open = tok.text == "<" && w.size() > 5 && w.compare(w.size() - 5, 5, "_cast") == 0;
    tok.tmpl = open || (in_cast && tok.text == ">");
    in_cast = open || (in_cast && !tok.tmpl);
    out.push_back(tok);
  }
  return out;
}

// The words of a declaration's type, each with the width it alone fixes (-1: none). size_t only
// holds positions in the reader's buffer of 65537 bytes: 17 bits, so a cut to 24 bits or more
// cannot change one.
inline const std::map<std::string, int> kTypeWords = {
    {"const", -1},    {"constexpr", -1}, {"static", -1}, {"inline", -1},
    {"unsigned", -1}, {"signed", -1},    {"long", -1},   {"int", -1},
    {"short", 16},    {"char", 8},       {"bool", 1},    {"size_t", 17},
    {"auto", 0},      {"double", 0},     {"float", 0},   {"void", 0}};
inline bool is_type_word(const std::string& w) { return kTypeWords.count(w) != 0; }

// Width in bits of a declared type from its words (0: not an integer, or unknown).
inline int type_width(const std::vector<std::string>& words) {
  if (std::count(words.begin(), words.end(), "*")) return 0;  // a pointer
  int longs = 0;
  bool any = false;
  for (const auto& w : words) {
    const auto fixed = kTypeWords.find(w);
    if (fixed != kTypeWords.end() && fixed->second >= 0) return fixed->second;
    longs += w == "long";
    any = any || w == "int" || w == "unsigned" || w == "signed" || w == "long";
  }
  return longs ? 64 : any ? 32 : 0;
}

inline bool literal_value(const Tok& t, unsigned long long& v) {
  const std::string& s = t.text;
  if (s[0] == '\'') {  // 'c', '\n' (the escapes used: n r t 0 and the character itself), '\xHH'
    const size_t e = std::string("nrt0").find(s[2]);
    if (s.size() == 3) v = static_cast<unsigned char>(s[1]);
    if (s.size() == 4 && s[1] == '\\') v = e < 4 ? "\n\r\t"[e] : static_cast<unsigned char>(s[2]);
    if (s.size() == 6 && s[2] == 'x') v = std::stoull(s.substr(3, 2), nullptr, 16);
    return s.size() == 3 || (s.size() == 4 && s[1] == '\\') || (s.size() == 6 && s[2] == 'x');
  }
  if (!t.literal()) return false;
  const std::string digits = s.substr(0, s.find_last_not_of("uUlL") + 1);  // without u/l
  if (digits.find_first_of(".eE'") != std::string::npos && digits.rfind("0x", 0) != 0) {
    return false;
  }
  v = std::stoull(digits, nullptr, 0);
  return true;
}

struct Parser {
  const std::string& src;
  std::vector<Tok> t;
  std::vector<Mutant> out;
  std::map<std::string, int> width;  // variable -> bits, last declaration in file order
  int fn_width = 0;                  // the current function's return width

  void add(const std::string& rule, const std::string& variant, std::vector<Edit> e) {
    std::sort(e.begin(), e.end(), [](const Edit& a, const Edit& b) { return a.off < b.off; });
    out.push_back({rule, variant, e});
  }
  Edit replace(size_t a, size_t b, const std::string& with) const {  // tokens a..b inclusive
    return {t[a].off, end_of(b) - t[a].off, with};
  }

  size_t match(size_t i) const {  // the closing bracket of t[i]
    for (int depth = 0; i < t.size(); ++i) {
      const int n = static_cast<int>(t[i].text.size());  // [[ and ]] count twice
      depth += std::strchr("([{", t[i].text[0]) ? n : std::strchr(")]}", t[i].text[0]) ? -n : 0;
      if (depth == 0) return i;
    }
    return t.size() - 1;
  }
  // First token at bracket depth 0 from i that is one of `stops`.
  size_t until(size_t i, std::initializer_list<const char*> stops) const {
    for (; i < t.size() && std::find(stops.begin(), stops.end(), t[i].text) == stops.end(); ++i) {
      if (t[i].text == "(" || t[i].text == "[" || t[i].text == "{") i = match(i);
    }
    return std::min(i, t.size());  // t.size(): none
  }
  size_t end_of(size_t i) const { return t[i].off + t[i].text.size(); }
  std::string text(size_t a, size_t b) const { return src.substr(t[a].off, end_of(b) - t[a].off); }

  // Width cuts of the value of tokens a..b, stored into (or returned as) a `bits`-wide type.
  void cuts(size_t a, size_t b, int bits) {
    if (a > b || bits < 16) return;
    unsigned long long v = 0;
    const bool literal = a == b && literal_value(t[a], v);
    static const struct {
      const char *name, *before, *after;
      int width, keep;  // keep: the low bits a value keeps (a signed int keeps 31)
    } kCuts[] = {
        {"w8", "static_cast<unsigned char>(", ")", 8, 8},
        {"w16", "static_cast<unsigned short>(", ")", 16, 16},
        {"w24", "((", ") & 0xFFFFFFULL)", 24, 24},
        {"w31", "((", ") & 0x7FFFFFFFULL)", 31, 31},
        {"w32", "static_cast<unsigned>(", ")", 32, 32},
        {"w32s", "static_cast<int>(", ")", 32, 31},
    };
    for (const auto& c : kCuts) {
      if (c.width >= bits || (literal && v < (1ULL << c.keep))) continue;  // the same value
      add("wid", c.name, {replace(a, b, c.before + text(a, b) + c.after)});
    }
  }

  // A declaration from t[i] (a type word) to `stop`; records widths and cuts.
  void declaration(size_t i, size_t stop) {
    std::vector<std::string> words;  // type words, or a user type's name first
    for (; i < stop && (is_type_word(t[i].text) || t[i].text == "std" || t[i].text == "::" ||
                        (t[i].ident() && i + 1 < stop && t[i + 1].ident() &&
                         !is_type_word(t[i + 1].text) && words.empty()));
         ++i) {
      words.push_back(t[i].text);
    }
    while (i < stop) {  // declarators
      bool pointer = false;
      for (; i < stop && (t[i].text == "*" || t[i].text == "&" || t[i].text == "const"); ++i) {
        pointer = pointer || t[i].text == "*";
      }
      if (i >= stop || !t[i].ident()) return;
      const std::string name = t[i++].text;
      int bits = pointer ? 0 : type_width(words);
      // An array's size is left alone: a smaller buffer is an overflow that only a sanitizer
      // sees (the ASan tests run the real sizes), a larger one changes no output.
      if (i < stop && t[i].text == "[") i = match(i) + 1, bits = 0;
      if (i < stop && t[i].text == "=") {
        const size_t e = std::min(until(i + 1, {",", ";"}), stop);
        if (bits == 0 && words == std::vector<std::string>{"auto"} && i + 3 < e &&
            t[i + 2].text == "<") {
          std::vector<std::string> cast;  // auto x = static_cast<T>(...)
          for (size_t k = i + 3; k < e && t[k].text != ">"; ++k) cast.push_back(t[k].text);
          bits = type_width(cast);
        }
        cuts(i + 1, e - 1, bits);
        expression(i + 1, e);
        i = e;
      } else if (i < stop && (t[i].text == "{" || t[i].text == "(")) {
        i = match(i) + 1;
      }
      width[name] = bits;
      if (i >= stop || t[i].text != ",") return;
      ++i;
    }
  }

  // The operator and constant rules on tokens [a, b).
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
      const Tok& p = t[i - (i > 0)];
      const bool operand_before =
          i > 0 && ((p.ident() && !is_type_word(p.text) && p.text != "return") || p.literal() ||
                    p.text == ")" || p.text == "]" || p.text == "}");
      // Operator swaps (from, rule, to); the first nine only where the operator is binary.
      static const char* const kSwaps[][3] = {
          {"+", "aor", "-"},   {"-", "aor", "+"},   {"*", "aor", "/"},   {"/", "aor", "*"},
          {"%", "aor", "/"},   {"^", "bor", "|"},   {"^", "bor", "&"},   {"|", "bor", "^"},
          {"&", "bor", "|"},   {"<<", "bor", ">>"}, {">>", "bor", "<<"}, {"++", "aor", "--"},
          {"--", "aor", "++"}, {"+=", "aor", "-="}, {"-=", "aor", "+="}, {"*=", "aor", "/="},
          {"^=", "bor", "|="}, {"|=", "bor", "^="}, {"<", "ror", "<="},  {"<=", "ror", "<"},
          {">", "ror", ">="},  {">=", "ror", ">"},  {"==", "ror", "!="}, {"!=", "ror", "=="},
          {"&&", "lor", "||"}, {"||", "lor", "&&"}, {"!", "lor", ""}};
      for (size_t w = 0; w < std::size(kSwaps) && !k.tmpl; ++w) {
        if (k.text == kSwaps[w][0] && (w >= 9 || operand_before))
          add(kSwaps[w][1], k.text + ">" + kSwaps[w][2], {replace(i, i, kSwaps[w][2])});
      }
      unsigned long long v = 0;
      if (literal_value(k, v)) {
        const std::string suffix = k.text.substr(k.text.find_last_not_of("uUlL") + 1);  // ' : none
        const auto to = [&](const char* op, unsigned long long n) {  // a char stays a char
          return k.text[0] == '\'' ? "(" + k.text + op + "1)" : std::to_string(n) + suffix;
        };
        add("cst", "+1", {replace(i, i, to(" + ", v + 1))});
        if (v > 0) add("cst", "-1", {replace(i, i, to(" - ", v - 1))});
        if (v > 0) add("cst", "0", {replace(i, i, "0" + suffix)});
      }
    }
  }

  // Output names (the players, as string literals): each replaced by its partner, and both
  // swapped where a line has both.
  void output_names(const Players& players) {
    if (players.first.empty()) return;
    const std::string x = '"' + players.first + '"', y = '"' + players.second + '"';
    std::map<size_t, std::pair<int, std::vector<Edit>>> lines;  // by line: names seen (1 x, 2 y)
    for (size_t i = 0; i < t.size(); ++i) {
      if (t[i].text != x && t[i].text != y) continue;
      const Edit partner = replace(i, i, t[i].text == x ? y : x);
      add("out", "one", {partner});
      auto& [names, edits] = lines[src.rfind('\n', t[i].off)];
      names |= t[i].text == x ? 1 : 2;
      edits.push_back(partner);
    }
    for (const auto& [line, l] : lines) {
      if (l.first == 3) add("out", "swap", l.second);
    }
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
      const size_t last = statement(close + 1);
      return last + 1 < t.size() && t[last + 1].text == "else" ? statement(last + 2) : last;
    }
    if (s == "for" || s == "while") {  // the condition is t[c0, c1); an empty one goes before t[c1]
      const size_t close = match(i + 1);
      size_t c0 = i + 2, c1 = close;
      if (s == "for") {
        c0 = until(i + 2, {";"}) + 1, c1 = until(c0, {";"});
        if (c0 > i + 3) simple(i + 2, c0 - 1, false);
      }
      expression(c0, c1);
      expression(c1 + 1, close);  // a for's increment
      const size_t last = statement(close + 1);
      for (const char* k : {"1", "2", "10", "100", "100000"}) {
        const std::string cap = std::string("mut_k_++ < ") + k;
        add("loop", std::string("cap") + k,
            {{t[i].off, 0, "{ unsigned long long mut_k_ = 0; "},
             {end_of(last), 0, " }"},
             c0 < c1 ? replace(c0, c1 - 1, "(" + text(c0, c1 - 1) + ") && " + cap)
                     : Edit{t[c1].off, 0, cap}});
      }
      size_t less = 0, n = 0;  // "early" where a for's condition has one comparison: `<`
      for (size_t k = c0; k < c1; ++k) {
        if (t[k].text == "<" && !t[k].tmpl) less = k, ++n;
        if (t[k].text == "&&" || t[k].text == "||" || t[k].text == "<=" || t[k].text == ">") ++n;
      }
      if (s == "for" && n == 1 && less) add("loop", "early", {{t[less].off, 1, "+ 1 <"}});
      return last;
    }
    const size_t semi = until(i, {";"});
    if (s != "return") {
      simple(i, semi, true);
    } else if (semi > i + 1) {
      cuts(i + 1, semi - 1, fn_width);
      expression(i + 1, semi);
    } else {
      add("del", "stmt", {replace(i, semi, "{}")});
    }
    return semi;
  }

  // A declaration or expression statement t[i, semi).
  void simple(size_t i, size_t semi, bool deletable) {
    if (is_type_word(t[i].text) || (t[i].text == "std" && i + 3 < semi && t[i + 3].ident())) {
      return declaration(i, semi);
    }
    if (deletable) add("del", "stmt", {replace(i, semi, "{}")});
    static const std::set<std::string> kAssign = {"=", "+=", "-=", "^=", "|=", "&=", "*="};
    if (t[i].ident() && i + 2 < semi && kAssign.count(t[i + 1].text) && width.count(t[i].text))
      cuts(i + 2, semi - 1, width[t[i].text]);
    expression(i, semi);
  }

  // Top level: namespaces, structs, declarations, function definitions.
  void file() {
    for (size_t i = 0; i < t.size();) {
      const std::string& s = t[i].text;
      if (s == "namespace") {
        i = until(i, {"{"}) + 1;  // the namespace's closing brace is skipped below
      } else if (s == "}" || s == ";") {
        ++i;
      } else if (s == "[[") {
        i = match(i) + 1;
      } else if (s == "struct") {
        const size_t open = until(i, {"{"}), close = match(open);
        for (size_t k = open + 1; k < close;) k = item(k, close);  // members
        i = until(close, {";"}) + 1;
      } else {
        i = item(i, t.size());
      }
    }
  }
  // A declaration or function definition from t[i]; returns the index after it.
  size_t item(size_t i, size_t limit) {
    const size_t stop = std::min(until(i, {";", "{", "("}), limit);
    if (stop >= limit || t[stop].text != "(") {
      if (is_type_word(t[i].text)) declaration(i, until(i, {";"}));
      return until(i, {";"}) + 1;
    }
    std::vector<std::string> words;  // a function: its return type, header, then body
    for (size_t k = i; k + 1 < stop; ++k) words.push_back(t[k].text);
    fn_width = type_width(words);
    const size_t close = match(stop);
    size_t k = close + 1;  // past const, noexcept, `-> T` and member initializers a_{x}
    while (k < limit && t[k].text != "{" && t[k].text != ";") {
      k = t[k].text == "(" ? match(k) + 1 : k + 1;
      if (k < limit && t[k].text == "{" && t[k - 1].ident()) k = match(k) + 1;
    }
    if (k >= limit || t[k].text == ";") return k + 1;
    // Parameters are declarations too (their widths matter for the body's assignments).
    for (size_t p = stop + 1, end; p < close; p = end + 1) {
      end = std::min(until(p, {","}), close);
      if (is_type_word(t[p].text)) declaration(p, end);
    }
    return statement(k) + 1;
  }
};

}  // namespace mutate_rules

// Every mutant of `src`, in source order of their first edits; `players`: its output names.
inline std::vector<Mutant> make_mutants(const std::string& src,
                                        const mutate_rules::Players& players) {
  mutate_rules::Parser p{src, mutate_rules::lex(src), {}, {}, 0};
  p.file();
  p.output_names(players);
  std::stable_sort(p.out.begin(), p.out.end(), [](const Mutant& a, const Mutant& b) {
    return a.edits[0].off < b.edits[0].off;
  });
  return p.out;
}

// The mutant's source: `src` with its edits applied (back to front, so offsets stay valid).
inline std::string mutated_source(const std::string& src, const Mutant& m) {
  std::string s = src;
  for (auto e = m.edits.rbegin(); e != m.edits.rend(); ++e) s.replace(e->off, e->len, e->text);
  return s;
}
