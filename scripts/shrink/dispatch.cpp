// shrink PROBLEM ...: runs <PROBLEM>_shrink from this program's directory, the shrinker built
//   for that problem with its input model (shrink.cpp; arguments and exit status are its own).
//   Callers name the problem as an argument; the model of each is compiled into its own binary.
// Exit: that of <PROBLEM>_shrink; 0 for --help; 2 usage or an unknown problem.
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>

#include "usage.hpp"

int main(int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') {
    const bool help = argc == 2 && (!std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "--help"));
    std::fputs(kUsage, help ? stdout : stderr);
    return help ? 0 : 2;
  }
  const std::string self = argv[0];
  const std::string dir = self.substr(0, self.find_last_of('/') + 1);
  const std::string shrinker = dir + argv[1] + "_shrink";
  if (std::strchr(argv[1], '/') == nullptr) execv(shrinker.c_str(), argv);
  std::fprintf(stderr, "shrink: unknown problem '%s' (no %s)\n", argv[1], shrinker.c_str());
  return 2;
}
