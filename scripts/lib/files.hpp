// A whole file as a string: read_file(path, text) is false when it cannot be read; read_file(path)
//   is for a file a tool cannot do without (one line on stderr, exit 2); write_file(path, text).
// Status: used by the judge, notes and the shrinker.
#pragma once
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

inline bool read_file(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  text = s.str();
  return static_cast<bool>(in);
}

inline std::string read_file(const std::string& path) {
  std::string text;
  if (!read_file(path, text)) {
    std::fprintf(stderr, "error: cannot read %s: %s\n", path.c_str(), std::strerror(errno));
    std::exit(2);
  }
  return text;
}

inline bool write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f << text;
  return static_cast<bool>(f.flush());
}
