// A number token as every main.cpp's reader takes it: decimal digits (any leading zeros) worth
//   0..10^18. number::parse(token, v) is kOk and sets v, or kNotNumber or kTooLarge; the tool
//   then checks its own range. Status: used by the shrinker and the trainer; the reader itself
//   is lib/reader.hpp, fuzzed against tests/io/fuzz_target.cpp.
#pragma once
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <string>

namespace number {

enum Parse { kOk, kNotNumber, kTooLarge };

inline Parse parse(const std::string& t, unsigned long long& v) {
  if (t.empty() || t.find_first_not_of("0123456789") != std::string::npos) return kNotNumber;
  const std::size_t first = std::min(t.find_first_not_of('0'), t.size() - 1);
  const std::string digits = t.substr(first);
  if (digits.size() > 19 || (digits.size() == 19 && digits > "1000000000000000000"))
    return kTooLarge;
  v = std::stoull(digits);
  return kOk;
}

// A random start's seed (play.sh --random, the web page): decimal digits only, all 64 bits;
// strtoull alone would take a sign or leading blanks, and wrap -1 to 2^64 - 1.
inline bool seed(const char* t, unsigned long long& v) {
  char* end = nullptr;
  errno = 0;
  v = std::strtoull(t, &end, 10);
  return *t >= '0' && *t <= '9' && *end == '\0' && errno == 0;
}

}  // namespace number
