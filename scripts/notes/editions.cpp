// The READMEs' own checks: each README.ko.md in step with its README.md by per-section stamps,
//   and every command and repo path the READMEs quote. `stamp` declares a Korean note up to
//   date. Use: usage() below; the folders are CMake's PROBLEMS. Status: CTest notes/editions,
//   notes/commands (tests/notes/editions_selftest.sh); gen_notes.sh --stamp.
// A stamp `<!-- en-sync: HASH -->` follows the Korean title and each Korean `## ` heading; HASH
//   is the hash of the English section in the same place, so a changed English section makes its
//   Korean one stale until a maintainer brings it in step and stamps again.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "../lib/files.hpp"
#include "note.hpp"

namespace {

const std::string kStamp = "<!-- en-sync: ";
int failures = 0;

int fail(const std::string& what) { return std::printf("FAIL: %s\n", what.c_str()), ++failures, 1; }
bool exists(const std::string& path) { return access(path.c_str(), F_OK) == 0; }

struct Note {
  Strings lines;
  std::vector<char> generated, code;  // per line: in a generated block; in a fenced code block
  std::vector<size_t> sections;       // the lines that open a section: 0, then each `## `
};

bool load(const std::string& path, Note& n) {
  std::string text;
  if (!read_file(path, text)) return false;
  n = {split_lines(text), {}, {}, {0}};
  bool fence = false, open = false;
  for (const std::string& l : n.lines) {
    const bool mark = is_marker(l);
    if (mark) open = starts(l, kBegin);
    n.generated.push_back(open && !mark);
    if (!mark && starts(l, "```")) fence = !fence;
    n.code.push_back(!mark && (fence || starts(l, "```")));
    if (!mark && !n.code.back() && starts(l, "## ")) n.sections.push_back(n.code.size() - 1);
  }
  return true;
}

// Section s of the English note, without its generated blocks (their captions change with the
// code, not with the prose), the language line and the blank lines at its ends, hashed.
std::string section_hash(const Note& n, size_t s) {
  const size_t to = s + 1 < n.sections.size() ? n.sections[s + 1] : n.lines.size();
  std::string text;
  for (size_t i = n.sections[s]; i < to; ++i)
    if (!n.generated[i] && !(i == 0 && starts(n.lines[i], "English | "))) text += n.lines[i] + "\n";
  text.erase(0, text.find_first_not_of('\n'));
  text.erase(text.find_last_not_of('\n') + 1);
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a 64
  for (unsigned char c : text + (text.empty() ? "" : "\n")) h = (h ^ c) * 1099511628211ull;
  return say("%016" PRIx64, h);
}

// FOLDER's two editions: each Korean stamp checked, or (write) written anew.
int edition(const std::string& root, const std::string& folder, bool write) {
  const std::string dir = root + "/" + (folder == "." ? "" : folder + "/");
  const std::string who = folder == "." ? "README" : folder;
  Note en, ko;
  if (!load(dir + "README.md", en)) return fail(who + ": cannot read " + dir + "README.md");
  if (!load(dir + "README.ko.md", ko))
    return fail(who + ": README.ko.md is missing: every README.md has its Korean edition");
  std::vector<size_t> at;  // where the stamps go: after the `# ` title, after each `## ` heading
  for (size_t i = 0; i < ko.lines.size(); ++i)
    if (!ko.code[i] && ((at.empty() && starts(ko.lines[i], "# ")) || starts(ko.lines[i], "## ")))
      at.push_back(i + 1);
  if (at.size() != en.sections.size())
    return fail(who + ": README.md has " + std::to_string(en.sections.size() - 1) +
                " ## sections (and a title), README.ko.md " +
                std::to_string(at.empty() ? 0 : at.size() - 1) +
                (at.empty() ? " and no `# ` title" : "") + "; make the sections correspond");
  const std::string restamp = "; then run scripts/gen_notes.sh --stamp " + folder;
  std::string text;
  for (size_t i = 0, s = 0; i <= ko.lines.size(); ++i) {
    const std::string old = i < ko.lines.size() ? marker(ko.lines[i], kStamp) : "";
    if (s < at.size() && i == at[s]) {
      const std::string name = s == 0 ? "the title and introduction"
                                      : "section '" + en.lines[en.sections[s]].substr(3) + "'";
      const std::string hash = section_hash(en, s++);
      text += kStamp + hash + " -->\n";
      if (!write && old.empty())
        fail(who + ": " + name + " of README.ko.md has no `<!-- en-sync: HASH -->` line after " +
             "its heading; check it against English" + restamp);
      else if (!write && old != hash)
        fail(who + ": " + name + " changed in English; bring README.ko.md in step" + restamp);
      if (!old.empty()) continue;  // an old stamp is replaced
    }
    if (i < ko.lines.size()) text += ko.lines[i] + '\n';
  }
  if (!write) return 0;
  if (!write_file(dir + "README.ko.md", text))
    return std::fprintf(stderr, "error: cannot write %sREADME.ko.md\n", dir.c_str()), 2;
  std::printf("stamped   %s/README.ko.md: %zu sections (the title and %zu ## sections)\n",
              folder.c_str(), at.size(), at.size() - 1);
  return 0;
}

// A placeholder: ~/x.cpp, $X, tests/<p>/, *.cpp, {a,b}, ..., or a part of capitals between
// -/._ or the ends (FILE, sample-K.in), README apart.
bool placeholder(const std::string& t) {
  if (t.empty() || std::strchr("~/$", t[0]) || t.find_first_of("<>*{}…") != std::string::npos ||
      t.find("...") != std::string::npos)
    return true;
  for (size_t from = 0, to; from <= t.size(); from = to + 1) {
    to = std::min(t.find_first_of("-/._", from), t.size());
    const std::string part = t.substr(from, to - from);
    if (!part.empty() && part != "README" &&
        std::all_of(part.begin(), part.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
      return true;
  }
  return false;
}

// The commands and repo paths one README quotes: a code block's lines, each line's `code spans`.
void check_commands(const std::string& root, const std::string& rel) {
  Note n;
  if (!load(root + "/" + rel, n)) return;
  for (size_t i = 0; i < n.lines.size(); ++i) {
    const std::string& l = n.lines[i];
    Strings quoted;  // in a code block the whole line is quoted
    if (n.code[i]) quoted.push_back(starts(l, "$ ") ? l.substr(2) : l);
    for (size_t a = l.find('`'), b;
         !n.code[i] && a != std::string::npos && (b = l.find('`', a + 1)) != std::string::npos;
         a = l.find('`', b + 1))
      quoted.push_back(l.substr(a + 1, b - a - 1));
    const std::string where = rel + ":" + std::to_string(i + 1) + ": ";
    for (const std::string& q : quoted) {
      const Strings ws = words(q);
      const bool repo = ws.size() == 1 && (starts(ws[0], "scripts/") || starts(ws[0], "tests/") ||
                                           (starts(ws[0], "boj") && std::isdigit(ws[0][3] & 255)));
      if (repo && !placeholder(ws[0]) && !exists(root + "/" + ws[0]))
        fail(where + "`" + q + "`: no such file or folder in the repository");
      std::string script, help;  // the command being read, its --help text
      for (std::string w : ws) {
        if (w == "#" || w == "|" || w == ";" || w == "&&") script.clear();  // its end
        if (starts(w, "scripts/") && ends(w, ".sh") && !placeholder(w)) {
          script = w, help.clear();
          if (!exists(root + "/" + w)) fail(where + "`" + w + "`: no such script");
          // scripts/lib/*.sh have no help file and no options to check.
          if (w.find('/', 8) != std::string::npos) continue;
          const std::string file = "scripts/help/" + w.substr(8, w.size() - 11) + ".txt";
          if (!read_file(root + "/" + file, help) && exists(root + "/" + w))
            fail(where + "`" + w + "`: no help file " + file);
          continue;
        }
        if (script.empty() || help.empty()) continue;
        std::replace_if(
            w.begin(), w.end(), [](char c) { return std::strchr("[]()|,", c); }, ' ');
        for (const std::string& t : words(w)) {
          if (starts(t, "-") && t.size() > 1 && !std::isdigit(t[1] & 255)) {
            if (help.find(t) == std::string::npos)
              fail(where + "`" + q + "`: " + script + " --help names no option " + t);
          } else if (!placeholder(t) &&
                     (t.find('/') != std::string::npos || ends(t, ".cpp") || ends(t, ".in")) &&
                     !exists(root + "/" + t)) {
            fail(where + "`" + q + "`: no such file " + t + " (commands run from the root)");
          }
        }
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if ((mode == "check" || mode == "commands") && argc >= 4) {
    for (int i = 3; i < argc; ++i) {
      const std::string f = argv[i], dir = f == "." ? "" : f + "/";
      if (mode == "check") edition(argv[2], f, false);
      if (mode == "commands") check_commands(argv[2], dir + "README.md");
      if (mode == "commands") check_commands(argv[2], dir + "README.ko.md");
    }
    std::printf(failures ? "notes/%s: %d problem(s)\n" : "notes/%s: every README agrees\n",
                mode == "check" ? "editions" : "commands", failures);
    return failures ? 1 : 0;
  }
  if (mode == "stamp" && argc == 4) return edition(argv[2], argv[3], true);
  std::fprintf(stderr,
               "usage: editions check ROOT FOLDER... | editions stamp ROOT FOLDER | "
               "editions commands ROOT FOLDER...\n");
  return 2;
}
