// Tokens of one C++ source file, enough for the mutation rules (scripts/mutate/rules.hpp):
// identifiers, numbers, char and string literals, punctuators; comments and preprocessor lines
// are skipped. Each token keeps its byte range, so a mutant is the source with ranges replaced.
// Angle brackets of `X_cast<...>` are marked as template brackets, never as operators.
// Status: used by scripts/mutate/mutate.cpp on the four main.cpp.
#pragma once
#include <cctype>
#include <cstddef>
#include <string>
#include <vector>

struct Tok {
  enum Kind { kIdent, kNumber, kChar, kString, kPunct } kind;
  size_t off, len;
  int line;
  std::string text;
  bool tmpl = false;  // a `<` or `>` of a template argument list
};

inline std::vector<Tok> lex(const std::string& s) {
  static const char* const kPuncts[] = {"<<=", ">>=", "...", "->", "::", "++", "--", "<<", ">>",
                                        "<=",  ">=",  "==",  "!=", "&&", "||", "+=", "-=", "*=",
                                        "/=",  "%=",  "&=",  "|=", "^=", "[[", "]]"};
  std::vector<Tok> out;
  size_t i = 0;
  int line = 1;
  bool line_start = true;  // only blanks so far on this line
  auto add = [&](Tok::Kind k, size_t start) {
    out.push_back({k, start, i - start, line, s.substr(start, i - start)});
  };
  while (i < s.size()) {
    const char c = s[i];
    if (c == '\n') {
      ++line, ++i, line_start = true;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '#' && line_start) {  // a preprocessor line, with continuations
      while (i < s.size() && s[i] != '\n') i += s[i] == '\\' && i + 1 < s.size() ? 2 : 1;
    } else if (s.compare(i, 2, "//") == 0) {
      while (i < s.size() && s[i] != '\n') ++i;
    } else if (s.compare(i, 2, "/*") == 0) {
      const size_t end = s.find("*/", i + 2);
      for (const size_t stop = end == std::string::npos ? s.size() : end + 2; i < stop; ++i) {
        line += s[i] == '\n';
      }
    } else {
      line_start = false;
      const size_t start = i;
      if (c == '"' || c == '\'') {
        for (++i; i < s.size() && s[i] != c; ++i) i += s[i] == '\\';
        ++i;
        add(c == '"' ? Tok::kString : Tok::kChar, start);
      } else if (std::isdigit(static_cast<unsigned char>(c))) {
        while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '.' ||
                                s[i] == '\'' || s[i] == '_')) {
          ++i;
        }
        add(Tok::kNumber, start);
      } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_')) ++i;
        add(Tok::kIdent, start);
      } else {
        size_t n = 1;
        for (const char* p : kPuncts) {
          const size_t len = std::char_traits<char>::length(p);
          if (s.compare(i, len, p) == 0) {
            n = len;
            break;
          }
        }
        i += n;
        add(Tok::kPunct, start);
      }
    }
  }
  // X_cast<T>: mark the brackets (T never holds another bracket in these files).
  for (size_t k = 0; k + 1 < out.size(); ++k) {
    const std::string& t = out[k].text;
    if (out[k].kind == Tok::kIdent && t.size() > 5 && t.compare(t.size() - 5, 5, "_cast") == 0 &&
        out[k + 1].text == "<") {
      out[k + 1].tmpl = true;
      for (size_t j = k + 2; j < out.size(); ++j) {
        if (out[j].text == ">") {
          out[j].tmpl = true;
          break;
        }
      }
    }
  }
  return out;
}
