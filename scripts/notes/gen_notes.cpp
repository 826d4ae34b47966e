// Study-note generator of one problem (<folder>_gen_notes, built with BOJ_NOTES, the problem's
//   notes.hpp): prints the generated blocks of its README.md (README.ko.md with --ko) and its
//   pictures; here the markers and the blocks every problem has: `code`, `play`. Use: usage()
//   below, through scripts/gen_notes.sh. Status: tests/notes/drift.sh.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <regex>
#include <string>
#include <vector>

#include BOJ_NOTES

#include "../explain/session.hpp"

namespace {
using namespace notes;

// Marks the definition of `name`: the first line at column 0 (not a comment, a preprocessor line
// or a closing brace) that contains the word, with the comment lines just above it, through the
// line that closes its braces (or the line itself when it has none and ends with ';').
void mark(const Strings& lines, const std::string& name, const std::string& file,
          std::vector<char>& shown) {
  const std::regex word("\\b" + name + "\\b");  // an identifier, not part of a longer one
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    if (l.empty() || std::strchr(" \t#}", l[0]) || starts(l, "//") || !std::regex_search(l, word))
      continue;
    size_t from = i;
    while (from > 0 && starts(lines[from - 1], "//")) --from;
    // Braces in a string, a character or a // comment do not count.
    static const std::regex skipped(R"("(\\.|[^"\\])*"|'(\\.|[^'\\])*'|//.*)");
    long depth = 0;
    bool opened = false;
    for (size_t j = i; j < lines.size(); ++j) {
      const std::string bare = std::regex_replace(lines[j], skipped, "");
      depth +=
          std::count(bare.begin(), bare.end(), '{') - std::count(bare.begin(), bare.end(), '}');
      opened |= bare.find_first_of("{}") != std::string::npos;
      if (opened ? depth == 0 : lines[j].find(';') != std::string::npos)
        return std::fill(shown.begin() + from, shown.begin() + j + 1, 1);
    }
    die("unbalanced braces after the definition of " + name + " in " + file);
  }
  die("no definition of '" + name + "' at column 0 in " + file);
}

// The definitions, in the file's order; those split only by blank lines show as one.
std::string code(const std::string& root, const std::string& folder, const Strings& spec) {
  if (spec.size() < 3) die("usage: code FILE NAME...");
  const std::string& file = spec[1];
  const Strings lines = split_lines(read_file(root + "/" + file));
  std::vector<char> shown(lines.size());
  for (size_t i = 2; i < spec.size(); ++i) mark(lines, spec[i], file, shown);
  std::string where, body;
  for (size_t from = 0, to; from < lines.size(); from = to + 1) {
    to = from;
    if (!shown[from]) continue;
    for (size_t j = from + 1; j < lines.size() && (shown[j] || lines[j].empty()); ++j)
      if (shown[j]) to = j;
    where += say("%s%zu–%zu", where.empty() ? "" : ", ", from + 1, to + 1);
    if (!body.empty()) body += "\n// ...\n\n";
    for (size_t k = from; k <= to; ++k) body += lines[k] + "\n";
  }
  const std::string link =
      starts(file, folder + "/") ? file.substr(folder.size() + 1) : "../" + file;
  return say(tr("From [`%s`](%s), lines %s (cut by scripts/gen_notes.sh):\n\n",
                "[`%s`](%s)의 %s번째 줄 (scripts/gen_notes.sh가 잘라 옴):\n\n"),
             file.c_str(), link.c_str(), where.c_str()) +
         "```cpp\n" + body + "```\n";
}

// A start played in the trainer (scripts/explain/session.hpp) as scripts/play.sh shows it: the
// machine takes the winner's side; the user, the loser, types each time the game's any_move.
std::string play(const std::string& root, const std::string& folder, const Strings& spec) {
  if (spec.size() != 2) die("usage: play START (sample-N or example-N)");
  const std::string input = "tests/" + folder + "/" + spec[1] + ".in";
  if (!std::freopen((root + "/" + input).c_str(), "rb", stdin)) die("cannot read " + input);
  rd::len = rd::pos = 0, rd::line = 1;  // main.cpp's reader, on this input from its start
  int first = 0;
  const Game::Pos start = Game::read(first);
  const bool user_first = ex::nim_sum(ex::values<Game>(start)) == 0;
  ex::Session<Game> session(start, first);
  session.begin(user_first ? 0 : 1);
  std::string out = say("$ scripts/play.sh %s" BOJ_FACT_NUMBER " %s --%s\n", ko ? "--ko " : "",
                        input.c_str(), user_first ? "first" : "second") +
                    session.take();
  for (Game::Move m; !session.over();) {
    Game::any_move(session.pos(), session.mover(), m);
    const std::string line = Game::show(m);
    out += std::string(session.prompt()) + "> " + line + "\n";
    session.feed(line);
    out += session.take();
  }
  return "```text\n" + out + "```\n";
}

std::string block(const std::string& root, const std::string& folder, const std::string& text) {
  const Strings spec = words(text);
  if (spec.empty()) die("empty block name");
  if (spec[0] == "code") return code(root, folder, spec);
  if (spec[0] == "play") return play(root, folder, spec);
  for (const Block& b : kBlocks)
    if (spec[0] == b.name) return b.make(spec);
  die("unknown block '" + spec[0] + "'");
}

// The note with every generated block replaced; markers are kept, and a blank line separates
// each block from its markers.
std::string readme(const std::string& root, const std::string& folder) {
  const std::string path = root + "/" + folder + (ko ? "/README.ko.md" : "/README.md");
  const Strings lines = split_lines(read_file(path));
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    out += lines[i] + "\n";
    if (!marker(lines[i], kEnd).empty()) die(say("%s:%zu: END without BEGIN", path.c_str(), i + 1));
    const std::string spec = marker(lines[i], kBegin);
    if (spec.empty()) continue;
    size_t j = i + 1;  // the next marker, which must be this block's END
    while (j < lines.size() && !is_marker(lines[j])) ++j;
    if (j >= lines.size() || marker(lines[j], kEnd) != spec)
      die(say("%s:%zu: no \"%s%s -->\" before the next marker", path.c_str(), i + 1, kEnd.c_str(),
              spec.c_str()));
    out += "\n" + block(root, folder, spec) + "\n" + lines[j] + "\n";
    i = j;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--ko") ko = true, --argc, ++argv;
  const std::string mode = argc > 1 ? argv[1] : "";
  std::string out;
  if (mode == "readme" && argc == 4) {
    out = readme(argv[2], argv[3]);
  } else if (mode == "block" && argc >= 5) {
    std::string spec;
    for (int i = 4; i < argc; ++i) spec += std::string(i > 4 ? " " : "") + argv[i];
    out = block(argv[2], argv[3], spec);
  } else if (mode == "pictures" && argc == 2) {
    for (const Figure& p : kPictures) out += std::string(p.file) + "\n";
  } else if (mode == "picture" && argc == 3) {
    for (const Figure& p : kPictures)
      if (argv[2] == std::string(p.file)) out = p.draw();
    if (out.empty()) die(std::string("no picture ") + argv[2]);
  } else {
    std::fprintf(stderr,
                 "usage: gen_notes [--ko] readme ROOT FOLDER | gen_notes [--ko] block ROOT FOLDER "
                 "SPEC... | gen_notes pictures | gen_notes [--ko] picture FILE\n");
    return 2;
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}
