// One definition of a number token, the one every main.cpp's reader takes: plain decimal
//   digits (leading zeros allowed, as many as there are) worth 0..10^18.
// Use: number::parse(token, v) is number::kOk and sets v, or says why not (kNotNumber: empty
//   or a byte that is not a digit; kTooLarge: over 10^18). A tool then checks its
//   own range (a problem's limits) on v.
// Status: used by scripts/shrink/shrinker.hpp and scripts/explain/session.hpp; the reader itself
//   is scripts/lib/reader.hpp (pasted into each main.cpp), whose fuzz reference is
//   tests/io/fuzz_target.cpp.
#pragma once
#include <algorithm>
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

}  // namespace number
