// The tools' words: ko and tr() (English or Korean, as --ko says: the scripts pass it when the
//   locale or their own --ko/--en says Korean, scripts/lib/common.sh; no tool reads the locale),
//   say() (printf into a string), words() (the runs of non-space), visible() (text on one line).
// Status: used by the judge, shrinker, notes and explainer (as ex::ko, ex::say).
#pragma once
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

inline bool ko = false;  // --ko: the words in Korean
inline const char* tr(const char* en, const char* korean) { return ko ? korean : en; }

[[gnu::format(printf, 1, 2)]] inline std::string say(const char* fmt, ...) {
  std::va_list args, again;
  va_start(args, fmt);
  va_copy(again, args);
  const int n = std::vsnprintf(nullptr, 0, fmt, args);
  va_end(args);
  std::string s(n > 0 ? n : 0, '\0');
  std::vsnprintf(&s[0], s.size() + 1, fmt, again);  // and the '\0' after it, which s has
  va_end(again);
  return s;
}

inline std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  return {std::istream_iterator<std::string>(in), {}};
}

// The length of the valid UTF-8 sequence of two to four bytes at s[i], or 0 (overlong forms,
// surrogates and values past U+10FFFF are not valid).
inline std::size_t utf8_length(const std::string& s, std::size_t i) {
  const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = at(i);
  const std::size_t n = c >= 0xC2 && c <= 0xDF   ? 2
                        : c >= 0xE0 && c <= 0xEF ? 3
                        : c >= 0xF0 && c <= 0xF4 ? 4
                                                 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((at(i + k) & 0xC0) != 0x80) return 0;
  const unsigned char d = at(i + 1);
  if ((c == 0xE0 && d < 0xA0) || (c == 0xED && d > 0x9F) || (c == 0xF0 && d < 0x90) ||
      (c == 0xF4 && d > 0x8F))
    return 0;
  return n;
}

// \n, \r, \t spelled out, a space before a line end as \x20, valid UTF-8 as it is, other bytes
// as \xNN; cut after about `cap` bytes (never inside a character), the full size said.
inline std::string visible(const std::string& s, std::size_t cap) {
  std::string out;
  std::size_t i = 0;
  for (; i < s.size() && i < cap; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t next = c == ' ' ? s.find_first_not_of(' ', i) : 0;
    const bool trailing =
        c == ' ' && (next == std::string::npos || s[next] == '\n' || s[next] == '\r');
    const std::size_t text = c >= 0xC2 ? utf8_length(s, i) : 0;  // Hangul stays Hangul
    if (text) {
      out.append(s, i, text);
      i += text - 1;
    } else if (c == '\n' || c == '\r' || c == '\t') {
      out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
    } else if (c < ' ' || c >= 127 || trailing) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", c);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  if (i < s.size()) out += "... (" + std::to_string(s.size()) + tr(" bytes)", "바이트)");
  return out;
}
