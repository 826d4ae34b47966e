// The READMEs' own checks: each README.ko.md in step with its README.md, and every command and
//   repo path the READMEs quote; `stamp` declares a Korean note up to date. What is compared:
//   tests/README.md, "The notes and their Korean edition". Use: usage() below.
// Status: CTest notes/editions, notes/commands (tests/notes/editions_selftest.sh); gen_notes.sh.
#include <dirent.h>
#include <fnmatch.h>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "../lib/files.hpp"
#include "note.hpp"

namespace {

const char* const kEnglishLine = "English | [한국어](README.ko.md)";
const char* const kKoreanLine = "[English](README.md) | 한국어";
const std::string kStamp = "<!-- en-sync: ", kStampLine = "`<!-- en-sync: HASH -->`";

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

struct Heading {
  int level;
  std::string text;
  size_t line;
};

struct Block {
  std::string spec;
  Strings numbers;  // digit runs, in order
};

struct Note {
  std::string path, dir;
  Strings lines;
  std::vector<Heading> headings;  // every level, code fences skipped
  std::vector<Block> blocks;
  std::vector<char> generated;  // per line: inside a generated block (markers excluded)
  std::vector<char> code;       // per line: inside a fenced code block (fences included)
};

bool load(const std::string& path, Note& n) {
  std::string text;
  if (!read_file(path, text)) return false;
  n.path = path;
  n.dir = path.substr(0, path.rfind('/') + 1);
  n.lines = split_lines(text);
  n.generated.assign(n.lines.size(), 0);
  n.code.assign(n.lines.size(), 0);
  const std::regex digits("[0-9]+"), heading("(#{1,6}) ([\\s\\S]*)");
  bool fence = false, open = false;
  for (size_t i = 0; i < n.lines.size(); ++i) {
    const std::string& l = n.lines[i];
    if (!marker(l, kBegin).empty() || !marker(l, kEnd).empty()) {
      open = starts(l, kBegin);
      if (open) n.blocks.push_back({marker(l, kBegin), {}});
      continue;
    }
    n.generated[i] = open;
    for (std::sregex_iterator m(l.begin(), l.end(), digits), end; open && m != end; ++m) {
      n.blocks.back().numbers.push_back(m->str());
    }
    if (starts(l, "```")) fence = !fence;
    n.code[i] = fence || starts(l, "```");
    std::smatch h;
    if (!n.code[i] && std::regex_match(l, h, heading)) {
      n.headings.push_back({static_cast<int>(h.length(1)), h[2], i});
    }
  }
  return true;
}

// GitHub keeps letters, marks, numbers, '_', '-' and spaces; these ranges cover the letters
// and numbers of notes written in English and Korean (Latin, Greek, Cyrillic, Hangul, kana,
// CJK ideographs, superscript digits). Everything else (punctuation, ·, —, ≤, arrows) goes.
bool kept(unsigned cp) {
  if (cp < 0x80) return std::isalnum(static_cast<int>(cp)) || cp == '_' || cp == '-' || cp == ' ';
  if (cp == 0xB2 || cp == 0xB3 || cp == 0xB9) return true;
  if (cp >= 0xC0 && cp <= 0x24F) return cp != 0xD7 && cp != 0xF7;
  return (cp >= 0x370 && cp <= 0x4FF) || (cp >= 0x1100 && cp <= 0x11FF) ||
         (cp >= 0x3040 && cp <= 0x30FF) || (cp >= 0x3130 && cp <= 0x318F) ||
         (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xAC00 && cp <= 0xD7AF);
}

// A heading's anchor as GitHub computes it (links [t](u) count as t).
std::string slug(const std::string& heading) {
  std::string out;
  for (size_t i = 0; i < heading.size();) {
    if (heading.compare(i, 2, "](") == 0 && heading.find(')', i) != std::string::npos) {
      i = heading.find(')', i) + 1;
      continue;
    }
    const size_t from = i;
    const unsigned char c = heading[i++];
    int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;  // UTF-8; bad bytes as is
    unsigned cp = more == 3 ? c & 7 : more == 2 ? c & 15 : more == 1 ? c & 31 : c;
    while (more-- > 0 && i < heading.size()) cp = cp << 6 | (heading[i++] & 63);
    if (!kept(cp)) continue;
    if (cp == ' ') {
      out += '-';
    } else {
      out += cp < 0x80 ? std::string(1, std::tolower(static_cast<int>(cp)))
                       : heading.substr(from, i - from);
    }
  }
  return out;
}

std::set<std::string> anchors(const Note& n) {
  std::set<std::string> out;
  std::map<std::string, int> copies;  // a repeated heading's anchor gets -1, -2, ...
  for (const Heading& h : n.headings) {
    const std::string base = slug(h.text);
    const int k = copies[base]++;
    out.insert(k ? base + "-" + std::to_string(k) : base);
  }
  return out;
}

// The `code spans` of a line (a last unpaired backquote opens none); `prose` gets the rest.
Strings spans(const std::string& line, std::string* prose = nullptr) {
  Strings out;
  std::string span;
  bool in = false;
  for (char c : line) {
    if (c == '`' && in) out.push_back(span), span.clear();
    if (c == '`') in = !in;
    if (in && c != '`') span += c;
    if (!in && prose && c != '`') *prose += c;
  }
  return out;
}

// Every relative link of the note (outside code) resolves; in the Korean note, a picture with
// a Korean twin (grundy-24x24.svg and .ko.svg) is shown as the twin (prose may link either).
void check_links(const Note& n, const std::string& name, bool korean) {
  for (size_t i = 0; i < n.lines.size(); ++i) {
    if (n.code[i]) continue;
    std::string l;
    spans(n.lines[i], &l);
    for (size_t at = l.find("]("); at != std::string::npos; at = l.find("](", at + 2)) {
      const size_t close = l.find(')', at + 2);
      if (close == std::string::npos) continue;
      std::string target = l.substr(at + 2, close - at - 2);
      target = target.substr(0, target.find(' '));  // a title "..." follows a space
      if (target.empty() || target.find(':') != std::string::npos) continue;  // https:, mailto:
      const size_t hash = target.find('#');
      const std::string file = target.substr(0, hash);
      const std::string where = name + ":" + std::to_string(i + 1) + ": link (" + target + ")";
      const std::string path = file.empty() ? n.path : n.dir + file;
      const std::string twin =
          ends(file, ".svg") ? file.substr(0, file.size() - 4) + ".ko.svg" : "";
      const size_t bracket = l.rfind('[', at);
      Note target_note;
      if (!exists(path)) {
        fail(where + ": no such file " + path);
      } else if (korean && bracket > 0 && bracket != std::string::npos && l[bracket - 1] == '!' &&
                 !twin.empty() && !ends(file, ".ko.svg") && exists(n.dir + twin)) {
        fail(where + ": shows " + file + "; the Korean note shows its Korean twin " + twin +
             " (Korean title and captions)");
      } else if (hash != std::string::npos && hash + 1 < target.size() && ends(path, ".md") &&
                 !(load(path, target_note) &&
                   anchors(target_note).count(target.substr(hash + 1)))) {
        fail(where + ": no heading of " + path + " has the anchor #" + target.substr(hash + 1));
      }
    }
  }
}

// The leading section number of a heading ("4.", "4.2"), or "".
std::string number(const std::string& text) {
  std::string n = text.substr(0, text.find_first_not_of("0123456789."));
  while (!n.empty() && n.back() == '.') n.pop_back();
  return n;
}

// A section of the English note: the lines from `from` (a heading) up to `to`.
struct Section {
  std::string title;  // heading text ("" for the part before the first ##)
  size_t from, to;
};

// The part before the first ## (title and introduction), then every ## section.
std::vector<Section> sections(const Note& n) {
  std::vector<Section> out{{"", 0, n.lines.size()}};
  for (const Heading& h : n.headings) {
    if (h.level != 2) continue;
    out.back().to = h.line;
    out.push_back({h.text, h.line, n.lines.size()});
  }
  return out;
}

std::string section_hash(const Note& n, const Section& s) {
  std::string text;
  size_t blank = 0;
  for (size_t i = s.from; i < s.to; ++i) {
    if (n.generated[i] || (i == 0 && n.lines[i] == kEnglishLine)) continue;
    if (n.lines[i].empty()) {
      ++blank;  // blank lines at the ends do not count
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

// Where each stamp of the Korean note goes: after its `# ` title, after each `##` heading.
std::vector<size_t> stamp_lines(const Note& ko) {
  std::vector<size_t> out;
  for (const Heading& h : ko.headings) {
    if ((h.level == 1 && out.empty()) || h.level == 2) out.push_back(h.line + 1);
  }
  return out;
}

std::string label(const std::string& folder) { return folder == "." ? "README" : folder; }

bool load_pair(const std::string& root, const std::string& folder, Note& en, Note& ko) {
  const std::string dir = root + "/" + (folder == "." ? "" : folder + "/");
  if (!load(dir + "README.md", en))
    return fail(label(folder) + ": cannot read " + dir + "README.md");
  if (!load(dir + "README.ko.md", ko)) {
    return fail(label(folder) + ": README.ko.md is missing: every README.md has its Korean " +
                "edition beside it");
  }
  return true;
}

void check_pair(const std::string& root, const std::string& folder) {
  Note en, ko;
  if (!load_pair(root, folder, en, ko)) return;
  const std::string who = label(folder);
  if (en.lines.empty() || en.lines[0] != kEnglishLine) {
    fail(who + ": line 1 of README.md is not `" + kEnglishLine + "`");
  }
  if (ko.lines.empty() || ko.lines[0] != kKoreanLine) {
    fail(who + ": line 1 of README.ko.md is not `" + kKoreanLine + "`");
  }
  auto same_count = [&](size_t e, size_t k, const std::string& what) {  // of README.md, .ko.md
    if (e == k) return true;
    return fail(who + ": README.md has " + std::to_string(e) + what + ", README.ko.md " +
                std::to_string(k));
  };

  // Headings ## and ###: same levels and order, same numbers.
  std::vector<Heading> he, hk;
  auto sub = [](const Heading& h) { return h.level == 2 || h.level == 3; };
  std::copy_if(en.headings.begin(), en.headings.end(), std::back_inserter(he), sub);
  std::copy_if(ko.headings.begin(), ko.headings.end(), std::back_inserter(hk), sub);
  bool agree = same_count(he.size(), hk.size(), " ##/### headings");
  for (size_t i = 0; i < he.size() && i < hk.size(); ++i) {
    const std::string num = number(he[i].text);  // "## 4. ..." keeps its 4; "Step 1" has none
    if (he[i].level != hk[i].level || (!num.empty() && num != number(hk[i].text))) {
      fail(who + ": heading " + std::to_string(i + 1) +
           " differs: README.md:" + std::to_string(he[i].line + 1) + " `" + he[i].text +
           "`, README.ko.md:" + std::to_string(hk[i].line + 1) + " `" + hk[i].text + "`");
      agree = false;
      break;
    }
  }

  // Generated blocks: same SPECs in order, same numbers inside.
  same_count(en.blocks.size(), ko.blocks.size(), " generated blocks");
  for (size_t i = 0; i < en.blocks.size() && i < ko.blocks.size(); ++i) {
    const Block &e = en.blocks[i], &k = ko.blocks[i];
    if (e.spec != k.spec) {
      fail(who + ": generated block " + std::to_string(i + 1) + " is `" + e.spec +
           "` in README.md, `" + k.spec + "` in README.ko.md");
      break;
    }
    size_t j = 0;
    while (j < e.numbers.size() && j < k.numbers.size() && e.numbers[j] == k.numbers[j]) ++j;
    auto at = [j](const Strings& v) { return j < v.size() ? v[j] : "(none)"; };
    if (e.numbers != k.numbers) {
      fail(who + ": generated block `" + e.spec + "`: number " + std::to_string(j + 1) + " is " +
           at(e.numbers) + " in README.md, " + at(k.numbers) +
           " in README.ko.md (run scripts/gen_notes.sh)");
    }
  }

  check_links(en, who + "/README.md", false);
  check_links(ko, who + "/README.ko.md", true);

  // Stamps: only meaningful once the sections correspond.
  const std::vector<Section> secs = sections(en);
  const std::vector<size_t> at = stamp_lines(ko);
  if (!agree || at.size() != secs.size()) {
    if (agree) fail(who + ": README.ko.md has no `# ` title line to stamp");
    return;
  }
  const std::string restamp = "run scripts/gen_notes.sh --stamp " + folder;
  std::vector<std::string> stamps;
  for (size_t line : at)
    stamps.push_back(line < ko.lines.size() ? marker(ko.lines[line], kStamp) : "");
  if (stamps == std::vector<std::string>(stamps.size())) {
    fail(who + ": README.ko.md has no " + kStampLine + " stamps yet (" +
         std::to_string(secs.size()) + " due: the title and each ## heading); once it is " +
         "checked against README.md, " + restamp);
    return;
  }
  for (size_t s = 0; s < secs.size(); ++s) {
    // "section 4" (its own number, else its place among the ## sections), then its title.
    const std::string& title = secs[s].title;
    const std::string where =
        s == 0 ? "the title and introduction"
               : "section " + (number(title).empty() ? std::to_string(s) : number(title));
    const size_t words = title.find_first_not_of("0123456789. ");
    const std::string name =
        s == 0 ? where
               : where + " '" + (words == std::string::npos ? title : title.substr(words)) + "'";
    if (stamps[s].empty()) {
      fail(who + ": " + name + " of README.ko.md has no " + kStampLine +
           " line after its heading; check it against English, then " + restamp);
    } else if (stamps[s] != section_hash(en, secs[s])) {
      fail(who + ": " + name + " changed in English; update " + where + " of README.ko.md, then " +
           restamp);
    }
  }
}

int stamp(const std::string& root, const std::string& folder) {
  Note en, ko;
  if (!load_pair(root, folder, en, ko)) return 1;
  const std::vector<Section> secs = sections(en);
  const std::vector<size_t> at = stamp_lines(ko);
  if (at.size() != secs.size()) {
    fail(label(folder) + ": README.md has " + std::to_string(secs.size() - 1) +
         " ## sections (+ the title), README.ko.md " +
         std::to_string(at.empty() ? 0 : at.size() - 1) + "; make the sections correspond first");
    return 1;
  }
  std::string text;
  for (size_t i = 0, next = 0; i <= ko.lines.size(); ++i) {
    const bool due = next < at.size() && i == at[next];
    if (due) text += kStamp + section_hash(en, secs[next++]) + " -->\n";
    if (i < ko.lines.size() && !(due && !marker(ko.lines[i], kStamp).empty())) {
      text += ko.lines[i] + '\n';  // an old stamp is replaced
    }
  }
  if (!write_file(ko.path, text)) {
    std::fprintf(stderr, "error: cannot write %s\n", ko.path.c_str());
    return 2;
  }
  std::printf("stamped   %s/README.ko.md: %zu sections (the title and %zu ## sections)\n",
              folder.c_str(), secs.size(), secs.size() - 1);
  return 0;
}

// The commands and repo paths one README quotes (tests/README.md, notes/commands).
void check_commands(const std::string& root, const std::string& rel) {
  Note n;
  if (!load(root + "/" + rel, n)) return;
  // A placeholder: ~/x.cpp, $X, FILE or sample-K.in (a word of capitals between -/._ or the
  // ends, but README), tests/<p>/, *.cpp, {a,b}, ...
  const std::regex caps("(^|[-/._])(?!README([-/._]|$))[A-Z]+([-/._]|$)");
  auto placeholder = [&](const std::string& t) {
    return t.empty() || std::strchr("~/$", t[0]) || std::regex_search(t, caps) ||
           t.find_first_of("<>*{}…") != std::string::npos || t.find("...") != std::string::npos;
  };
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
          std::ifstream txt(root + "/" + file);
          help.assign(std::istreambuf_iterator<char>(txt), {});
          if (help.empty() && exists(root + "/" + w))
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
