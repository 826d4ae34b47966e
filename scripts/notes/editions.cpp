// The READMEs' own checks: each README.ko.md in step with its README.md by per-section stamps,
//   and every command and repo path the READMEs quote. `stamp` declares a Korean note up to
//   date. Use: usage() below. Status: CTest notes/editions, notes/commands
//   (tests/notes/editions_selftest.sh); gen_notes.sh --stamp.
// A stamp `<!-- en-sync: HASH -->` follows the Korean title and each Korean `## ` heading; HASH
//   is the hash of the English section in the same place, so a changed English section makes its
//   Korean one stale until a maintainer brings it in step and stamps again.
#include <dirent.h>
#include <fnmatch.h>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "../lib/files.hpp"
#include "note.hpp"

namespace {

const std::string kStamp = "<!-- en-sync: ";
int failures = 0;

bool fail(const std::string& what) {
  std::printf("FAIL: %s\n", what.c_str());
  ++failures;
  return false;
}

bool exists(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

// "." and the problems: every folder boj<number>_<name> of ROOT with a main.cpp, in byte order
// (the glob of scripts/lib/common.sh and CMakeLists.txt). Listed, not globbed: a root that
// holds [, * or ? would be a pattern.
Strings all_folders(const std::string& root) {
  Strings folders;
  if (DIR* dir = opendir(root.c_str())) {
    while (const dirent* e = readdir(dir)) {
      const std::string name = e->d_name;
      if (!fnmatch("boj[0-9]*_*", name.c_str(), 0) && exists(root + "/" + name + "/main.cpp"))
        folders.push_back(name);
    }
    closedir(dir);
  }
  std::sort(folders.begin(), folders.end());
  folders.insert(folders.begin(), ".");
  return folders;
}

struct Note {
  std::string path;
  Strings lines;
  std::vector<char> generated, code;  // per line: in a generated block; in a fenced code block
  std::vector<size_t> sections;       // the lines that open a section: 0, then each `## `
};

bool load(const std::string& path, Note& n) {
  std::string text;
  if (!read_file(path, text)) return false;
  n.path = path;
  n.lines = split_lines(text);
  n.generated.assign(n.lines.size(), 0);
  n.code.assign(n.lines.size(), 0);
  n.sections = {0};
  bool fence = false, open = false;
  for (size_t i = 0; i < n.lines.size(); ++i) {
    const std::string& l = n.lines[i];
    if (!marker(l, kBegin).empty() || !marker(l, kEnd).empty()) {
      open = starts(l, kBegin);
      continue;
    }
    n.generated[i] = open;
    if (starts(l, "```")) fence = !fence;
    n.code[i] = fence || starts(l, "```");
    if (!n.code[i] && starts(l, "## ")) n.sections.push_back(i);
  }
  return true;
}

// Section s of the English note, without its generated blocks (their captions change with the
// code, not with the prose), the language line and the blank lines at its ends, hashed.
std::string section_hash(const Note& n, size_t s) {
  const size_t to = s + 1 < n.sections.size() ? n.sections[s + 1] : n.lines.size();
  std::string text;
  size_t blank = 0;
  for (size_t i = n.sections[s]; i < to; ++i) {
    if (n.generated[i] || (i == 0 && starts(n.lines[i], "English | "))) continue;
    if (n.lines[i].empty()) {
      ++blank;
      continue;
    }
    if (!text.empty()) text += std::string(blank, '\n');
    blank = 0;
    text += n.lines[i] + "\n";
  }
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a 64
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, h);
  return buf;
}

// Where each stamp of the Korean note goes: after its `# ` title, after each `## ` heading.
std::vector<size_t> stamp_lines(const Note& ko) {
  std::vector<size_t> out;
  for (size_t i = 0; i < ko.lines.size(); ++i) {
    if (!ko.code[i] && ((out.empty() && starts(ko.lines[i], "# ")) || starts(ko.lines[i], "## ")))
      out.push_back(i + 1);
  }
  return out;
}

// The two editions of FOLDER, their sections in step (the same number), and where the stamps go.
bool load_pair(const std::string& root, const std::string& folder, Note& en, Note& ko,
               std::vector<size_t>& at) {
  const std::string dir = root + "/" + (folder == "." ? "" : folder + "/");
  const std::string who = folder == "." ? "README" : folder;
  if (!load(dir + "README.md", en)) return fail(who + ": cannot read " + dir + "README.md");
  if (!load(dir + "README.ko.md", ko))
    return fail(who + ": README.ko.md is missing: every README.md has its Korean edition");
  at = stamp_lines(ko);
  if (at.size() == en.sections.size()) return true;
  return fail(who + ": README.md has " + std::to_string(en.sections.size() - 1) +
              " ## sections (and a title), README.ko.md " +
              std::to_string(at.empty() ? 0 : at.size() - 1) +
              (at.empty() ? " and no `# ` title" : "") + "; make the sections correspond");
}

void check_pair(const std::string& root, const std::string& folder) {
  Note en, ko;
  std::vector<size_t> at;
  if (!load_pair(root, folder, en, ko, at)) return;
  const std::string who = folder == "." ? "README" : folder;
  const std::string restamp = "; then run scripts/gen_notes.sh --stamp " + folder;
  for (size_t s = 0; s < at.size(); ++s) {
    const std::string name = s == 0 ? "the title and introduction"
                                    : "section '" + en.lines[en.sections[s]].substr(3) + "'";
    const std::string stamp = at[s] < ko.lines.size() ? marker(ko.lines[at[s]], kStamp) : "";
    if (stamp.empty()) {
      fail(who + ": " + name + " of README.ko.md has no `<!-- en-sync: HASH -->` line after " +
           "its heading; check it against English" + restamp);
    } else if (stamp != section_hash(en, s)) {
      fail(who + ": " + name + " changed in English; bring README.ko.md in step" + restamp);
    }
  }
}

int stamp(const std::string& root, const std::string& folder) {
  Note en, ko;
  std::vector<size_t> at;
  if (!load_pair(root, folder, en, ko, at)) return 1;
  std::string text;
  for (size_t i = 0, next = 0; i <= ko.lines.size(); ++i) {
    const bool due = next < at.size() && i == at[next];
    if (due) text += kStamp + section_hash(en, next++) + " -->\n";
    if (i < ko.lines.size() && !(due && !marker(ko.lines[i], kStamp).empty())) {
      text += ko.lines[i] + '\n';  // an old stamp is replaced
    }
  }
  if (!write_file(ko.path, text)) {
    std::fprintf(stderr, "error: cannot write %s\n", ko.path.c_str());
    return 2;
  }
  std::printf("stamped   %s/README.ko.md: %zu sections (the title and %zu ## sections)\n",
              folder.c_str(), at.size(), at.size() - 1);
  return 0;
}

// The `code spans` of a line (a last unpaired backquote opens none).
Strings spans(const std::string& line) {
  Strings out;
  std::string span;
  bool in = false;
  for (char c : line) {
    if (c == '`' && in) out.push_back(span), span.clear();
    if (c == '`') in = !in;
    if (in && c != '`') span += c;
  }
  return out;
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

// The commands and repo paths one README quotes (tests/README.md, notes/commands).
void check_commands(const std::string& root, const std::string& rel) {
  Note n;
  if (!load(root + "/" + rel, n)) return;
  auto repo_path = [](const std::string& t) {
    return (starts(t, "boj") && t.size() > 3 && std::isdigit(static_cast<unsigned char>(t[3]))) ||
           starts(t, "scripts/") || starts(t, "tests/");
  };
  for (size_t i = 0; i < n.lines.size(); ++i) {
    const std::string& l = n.lines[i];  // in a code block the whole line is quoted
    const Strings quoted = n.code[i] ? Strings{starts(l, "$ ") ? l.substr(2) : l} : spans(l);
    const std::string where = rel + ":" + std::to_string(i + 1) + ": ";
    for (const std::string& q : quoted) {
      const Strings ws = words(q);
      if (ws.size() == 1 && repo_path(ws[0]) && !placeholder(ws[0]) &&
          !exists(root + "/" + ws[0])) {
        fail(where + "`" + q + "`: no such file or folder in the repository");
      }
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
          if (starts(t, "-") && t.size() > 1 && !std::isdigit(static_cast<unsigned char>(t[1]))) {
            if (help.find(t) == std::string::npos) {
              fail(where + "`" + q + "`: " + script + " --help names no option " + t);
            }
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
  if ((mode == "check" || mode == "commands") && argc >= 3) {
    const Strings folders = argc > 3 ? Strings(argv + 3, argv + argc) : all_folders(argv[2]);
    Strings notes;  // for commands: each folder's two READMEs, then tests/ and scripts/ ones
    for (const std::string& f : folders) {
      if (mode == "check") check_pair(argv[2], f);
      const std::string dir = f == "." ? "" : f + "/";
      notes.insert(notes.end(), {dir + "README.md", dir + "README.ko.md"});
    }
    if (argc == 3) notes.insert(notes.end(), {"tests/README.md", "scripts/README.md"});
    for (const std::string& rel : notes) {
      if (mode == "commands") check_commands(argv[2], rel);
    }
    std::printf(failures ? "notes/%s: %d problem(s)\n" : "notes/%s: every README agrees\n",
                mode == "check" ? "editions" : "commands", failures);
    return failures ? 1 : 0;
  }
  if (mode == "stamp" && argc == 4) return stamp(argv[2], argv[3]);
  std::fprintf(stderr,
               "usage: editions check ROOT [FOLDER...] | editions stamp ROOT FOLDER | "
               "editions commands ROOT [FOLDER...]\n");
  return 2;
}
