// Keeps the Korean edition of the notes (README.ko.md beside every README.md: the top level
// and the four problem folders) in step with the English one, and stamps it.
// Usage:
//   editions check ROOT [FOLDER...]  every pair (or those of the FOLDERs, "." the top level);
//                                prints each problem found, exit 1 if any
//   editions stamp ROOT FOLDER   writes the en-sync stamps of FOLDER/README.ko.md (FOLDER "."
//                                for the top level): declares every Korean section up to date
//   editions hash ROOT FOLDER    the English sections' hashes (for a look by hand)
// What check compares, per pair:
//   - line 1: `English | [한국어](README.ko.md)` in English, `[English](README.md) | 한국어`;
//   - the `##` and `###` headings: same count, levels and order, same section numbers;
//   - the generated blocks: same SPECs in the same order, and inside each block the same
//     numbers (the sequence of digit runs: captions differ, numbers may not);
//   - every relative link in both files resolves: the file, and for a .md target its
//     #anchor, computed as GitHub does (lower case, spaces to '-', punctuation dropped,
//     Hangul kept; see slug() for the characters kept);
//   - a picture with a Korean twin (X.svg, X.ko.svg) is shown as the twin in README.ko.md;
//   - the sync stamps: the title and every `##` heading of README.ko.md is followed by
//     `<!-- en-sync: HASH -->`, HASH the FNV-1a 64 of its English twin's text (the part
//     before the first `##` for the title; generated blocks' contents and line 1 left out).
//     A mismatch names the section whose English text changed since its twin was stamped.
// Exit: 0 all pairs agree (or stamped), 1 a check failed, 2 usage or a file unreadable.
// Status: run by the CTest test notes/editions and by scripts/gen_notes.sh --stamp.
#include <sys/stat.h>

#include <cctype>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Strings = std::vector<std::string>;

const char* const kEnglishLine = "English | [한국어](README.ko.md)";
const char* const kKoreanLine = "[English](README.md) | 한국어";
const char* const kBegin = "<!-- BEGIN generated: ";
const char* const kEnd = "<!-- END generated: ";
const char* const kStamp = "<!-- en-sync: ";
const std::string kClose = " -->";

int failures = 0;

void fail(const std::string& what) {
  std::printf("FAIL: %s\n", what.c_str());
  ++failures;
}

bool exists(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

bool read_lines(const std::string& path, Strings& lines) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  lines.clear();
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return true;
}

bool starts(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

// The SPEC of a marker line `OPEN SPEC -->`, or "" when the line is not one.
std::string marker(const std::string& line, const std::string& open) {
  if (!starts(line, open) || line.size() < open.size() + kClose.size() ||
      line.compare(line.size() - kClose.size(), kClose.size(), kClose) != 0) {
    return "";
  }
  return line.substr(open.size(), line.size() - open.size() - kClose.size());
}

struct Heading {
  int level;
  std::string text;
  size_t line;
};

struct Block {
  std::string spec;
  std::vector<std::string> numbers;  // digit runs, in order
};

// What the checks need from one note.
struct Note {
  std::string path, dir;
  Strings lines;
  std::vector<Heading> headings;  // every level, code fences skipped
  std::vector<Block> blocks;
  std::vector<char> generated;  // per line: inside a generated block (markers excluded)
  std::vector<char> code;       // per line: inside a fenced code block
};

std::vector<std::string> digit_runs(const std::string& s) {
  std::vector<std::string> out;
  for (size_t i = 0; i < s.size();) {
    if (s[i] < '0' || s[i] > '9') {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < s.size() && s[j] >= '0' && s[j] <= '9') ++j;
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

bool load(const std::string& path, Note& n) {
  n.path = path;
  n.dir = path.substr(0, path.rfind('/') + 1);
  if (!read_lines(path, n.lines)) return false;
  n.generated.assign(n.lines.size(), 0);
  n.code.assign(n.lines.size(), 0);
  bool fence = false;
  Block* open = nullptr;
  for (size_t i = 0; i < n.lines.size(); ++i) {
    const std::string& l = n.lines[i];
    if (!marker(l, kBegin).empty()) {
      n.blocks.push_back({marker(l, kBegin), {}});
      open = &n.blocks.back();
      continue;
    }
    if (!marker(l, kEnd).empty()) {
      open = nullptr;
      continue;
    }
    if (open) {
      n.generated[i] = 1;
      for (std::string& d : digit_runs(l)) open->numbers.push_back(d);
    }
    if (starts(l, "```")) {
      fence = !fence;
      n.code[i] = 1;
      continue;
    }
    n.code[i] = fence;
    if (fence || l.empty() || l[0] != '#') continue;
    size_t level = 0;
    while (level < l.size() && l[level] == '#') ++level;
    if (level <= 6 && level < l.size() && l[level] == ' ') {
      n.headings.push_back({static_cast<int>(level), l.substr(level + 1), i});
    }
  }
  return true;
}

// The next code point of s at i (advances i); bad UTF-8 gives the byte.
unsigned next_cp(const std::string& s, size_t& i) {
  const unsigned char c = s[i++];
  int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
  unsigned cp = more == 3 ? c & 7 : more == 2 ? c & 15 : more == 1 ? c & 31 : c;
  while (more-- > 0 && i < s.size()) cp = cp << 6 | (static_cast<unsigned char>(s[i++]) & 63);
  return cp;
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
  std::string text;
  for (size_t i = 0; i < heading.size(); ++i) {
    if (heading[i] == ']' && i + 1 < heading.size() && heading[i + 1] == '(') {
      const size_t close = heading.find(')', i);
      if (close != std::string::npos) {
        i = close;
        continue;
      }
    }
    text += heading[i];
  }
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const size_t from = i;
    const unsigned cp = next_cp(text, i);
    if (!kept(cp)) continue;
    if (cp == ' ') {
      out += '-';
    } else if (cp < 0x80) {
      out += static_cast<char>(std::tolower(static_cast<int>(cp)));
    } else {
      out += text.substr(from, i - from);
    }
  }
  return out;
}

std::set<std::string> anchors(const Note& n) {
  std::set<std::string> out;
  std::vector<std::string> seen;
  for (const Heading& h : n.headings) {
    const std::string base = slug(h.text);
    int copies = 0;
    for (const std::string& s : seen) copies += s == base;
    seen.push_back(base);
    out.insert(copies ? base + "-" + std::to_string(copies) : base);
  }
  return out;
}

std::string percent_decoded(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// Every relative link of the note (outside code fences and `code spans`) resolves.
void check_links(const Note& n, const std::string& name) {
  for (size_t i = 0; i < n.lines.size(); ++i) {
    if (n.code[i]) continue;
    std::string l;
    bool span = false;
    for (char c : n.lines[i]) {
      if (c == '`') span = !span;
      if (!span) l += c;
    }
    for (size_t at = l.find("]("); at != std::string::npos; at = l.find("](", at + 2)) {
      const size_t close = l.find(')', at + 2);
      if (close == std::string::npos) continue;
      std::string target = l.substr(at + 2, close - at - 2);
      target = target.substr(0, target.find(' '));  // a title "..." follows a space
      if (target.empty() || starts(target, "http:") || starts(target, "https:") ||
          starts(target, "mailto:")) {
        continue;
      }
      const size_t hash = target.find('#');
      const std::string file = percent_decoded(target.substr(0, hash));
      const std::string anchor =
          hash == std::string::npos ? "" : percent_decoded(target.substr(hash + 1));
      const std::string where = name + ":" + std::to_string(i + 1) + ": link (" + target + ")";
      const std::string path = file.empty() ? n.path : n.dir + file;
      if (!exists(path)) {
        fail(where + ": no such file " + path);
        continue;
      }
      if (anchor.empty() || path.size() < 3 || path.compare(path.size() - 3, 3, ".md") != 0)
        continue;
      Note target_note;
      if (!load(path, target_note)) {
        fail(where + ": cannot read " + path);
      } else if (!anchors(target_note).count(anchor)) {
        fail(where + ": no heading of " + path + " has the anchor #" + anchor);
      }
    }
  }
}

// A picture with a Korean twin (grundy-24x24.svg and grundy-24x24.ko.svg, written by
// scripts/gen_notes.sh) is shown in its Korean form by the Korean note: `![..](X.svg)` or
// `<img src="X.svg">`. (Prose may still name the English file.)
void check_twins(const Note& ko, const std::string& name) {
  for (size_t i = 0; i < ko.lines.size(); ++i) {
    if (ko.code[i]) continue;
    const std::string& l = ko.lines[i];
    std::vector<std::string> shown;
    for (size_t at = l.find("!["); at != std::string::npos; at = l.find("![", at + 2)) {
      const size_t open = l.find("](", at), close = l.find(')', open);
      if (open != std::string::npos && close != std::string::npos) {
        shown.push_back(l.substr(open + 2, close - open - 2));
      }
    }
    for (size_t at = l.find("src=\""); at != std::string::npos; at = l.find("src=\"", at + 5)) {
      const size_t close = l.find('"', at + 5);
      if (close != std::string::npos) shown.push_back(l.substr(at + 5, close - at - 5));
    }
    for (const std::string& file : shown) {
      const size_t n = file.size();
      if (n < 4 || file.compare(n - 4, 4, ".svg") != 0) continue;
      if (n >= 7 && file.compare(n - 7, 7, ".ko.svg") == 0) continue;
      const std::string twin = file.substr(0, n - 4) + ".ko.svg";
      if (exists(ko.dir + twin)) {
        fail(name + ":" + std::to_string(i + 1) + ": shows " + file + "; the Korean note shows " +
             "its Korean twin " + twin + " (Korean title and captions)");
      }
    }
  }
}

// The leading section number of a heading ("4.", "4.2"), or "".
std::string number(const std::string& text) {
  size_t i = 0;
  while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.'))
    ++i;
  std::string n = text.substr(0, i);
  while (!n.empty() && n.back() == '.') n.pop_back();
  return n;
}

std::uint64_t fnv1a(const std::string& s) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
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
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, fnv1a(text));
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
  if (!load(dir + "README.md", en)) {
    fail(label(folder) + ": cannot read " + dir + "README.md");
    return false;
  }
  if (!load(dir + "README.ko.md", ko)) {
    fail(label(folder) + ": README.ko.md is missing: every README.md has its Korean edition " +
         "beside it (issue 10)");
    return false;
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

  // Headings ## and ###: same levels and order, same numbers.
  std::vector<Heading> he, hk;
  for (const Heading& h : en.headings)
    if (h.level == 2 || h.level == 3) he.push_back(h);
  for (const Heading& h : ko.headings)
    if (h.level == 2 || h.level == 3) hk.push_back(h);
  bool headings_agree = he.size() == hk.size();
  for (size_t i = 0; i < he.size() && i < hk.size(); ++i) {
    const std::string num = number(he[i].text);  // "## 4. ..." keeps its 4; "Step 1" has none
    if (he[i].level != hk[i].level || (!num.empty() && num != number(hk[i].text))) {
      fail(who + ": heading " + std::to_string(i + 1) + " differs: README.md:" +
           std::to_string(he[i].line + 1) + " `" + std::string(he[i].level, '#') + " " +
           he[i].text + "`, README.ko.md:" + std::to_string(hk[i].line + 1) + " `" +
           std::string(hk[i].level, '#') + " " + hk[i].text + "`");
      headings_agree = false;
      break;
    }
  }
  if (he.size() != hk.size()) {
    fail(who + ": README.md has " + std::to_string(he.size()) + " ##/### headings, README.ko.md " +
         std::to_string(hk.size()));
  }

  // Generated blocks: same SPECs in order, same numbers inside.
  if (en.blocks.size() != ko.blocks.size()) {
    fail(who + ": README.md has " + std::to_string(en.blocks.size()) +
         " generated blocks, README.ko.md " + std::to_string(ko.blocks.size()));
  }
  for (size_t i = 0; i < en.blocks.size() && i < ko.blocks.size(); ++i) {
    const Block &e = en.blocks[i], &k = ko.blocks[i];
    if (e.spec != k.spec) {
      fail(who + ": generated block " + std::to_string(i + 1) + " is `" + e.spec +
           "` in README.md, `" + k.spec + "` in README.ko.md");
      break;
    }
    if (e.numbers != k.numbers) {
      size_t j = 0;
      while (j < e.numbers.size() && j < k.numbers.size() && e.numbers[j] == k.numbers[j]) ++j;
      auto at = [j](const std::vector<std::string>& v) { return j < v.size() ? v[j] : "(none)"; };
      fail(who + ": generated block `" + e.spec + "`: number " + std::to_string(j + 1) + " is " +
           at(e.numbers) + " in README.md, " + at(k.numbers) +
           " in README.ko.md (run scripts/gen_notes.sh)");
    }
  }

  check_links(en, who + "/README.md");
  check_links(ko, who + "/README.ko.md");
  check_twins(ko, who + "/README.ko.md");

  // Stamps: only meaningful once the sections correspond.
  if (!headings_agree) return;
  const std::vector<Section> secs = sections(en);
  const std::vector<size_t> at = stamp_lines(ko);
  if (at.size() != secs.size()) {
    fail(who + ": README.ko.md has no `# ` title line to stamp");
    return;
  }
  const std::string folder_arg = folder == "." ? "." : folder;
  size_t stamped = 0;
  for (size_t line : at)
    stamped += line < ko.lines.size() && !marker(ko.lines[line], kStamp).empty();
  if (stamped == 0) {
    fail(who + ": README.ko.md has no `" + kStamp + "HASH" + kClose + "` stamps yet (" +
         std::to_string(secs.size()) + " due: the title and each ## heading); once it is " +
         "checked against README.md, run scripts/gen_notes.sh --stamp " + folder_arg);
    return;
  }
  for (size_t s = 0; s < secs.size(); ++s) {
    // "section 4" (its own number, else its place among the ## sections), then its title.
    const std::string& title = secs[s].title;
    const std::string num = number(title).empty() ? std::to_string(s) : number(title);
    const size_t words = title.find_first_not_of("0123456789. ");
    const std::string where = s == 0 ? "the title and introduction" : "section " + num;
    const std::string name =
        s == 0 ? where
               : where + " '" + (words == std::string::npos ? title : title.substr(words)) + "'";
    const std::string stamp = at[s] < ko.lines.size() ? marker(ko.lines[at[s]], kStamp) : "";
    const std::string fix =
        "update " + where + " of README.ko.md, then run scripts/gen_notes.sh --stamp " + folder_arg;
    if (stamp.empty()) {
      fail(who + ": " + name + " of README.ko.md has no `" + kStamp + "HASH" + kClose +
           "` line after its heading; check it against English, then run scripts/gen_notes.sh " +
           "--stamp " + folder_arg);
    } else if (stamp != section_hash(en, secs[s])) {
      fail(who + ": " + name + " changed in English; " + fix);
    }
  }
}

int stamp(const std::string& root, const std::string& folder) {
  Note en, ko;
  if (!load_pair(root, folder, en, ko)) return 1;
  const std::vector<Section> secs = sections(en);
  const std::vector<size_t> at = stamp_lines(ko);
  if (at.size() != secs.size()) {
    std::printf(
        "FAIL: %s: README.md has %zu ## sections (+ the title), README.ko.md %zu; make "
        "the sections correspond first\n",
        label(folder).c_str(), secs.size() - 1, at.size() ? at.size() - 1 : 0);
    return 1;
  }
  Strings out;
  size_t next = 0;
  for (size_t i = 0; i < ko.lines.size(); ++i) {
    if (next < at.size() && i == at[next]) {
      out.push_back(kStamp + section_hash(en, secs[next]) + kClose);
      ++next;
      if (!marker(ko.lines[i], kStamp).empty()) continue;  // replaced
    }
    out.push_back(ko.lines[i]);
  }
  if (next < at.size()) out.push_back(kStamp + section_hash(en, secs[next]) + kClose);
  std::ofstream file(ko.path, std::ios::binary | std::ios::trunc);
  for (const std::string& l : out) file << l << '\n';
  if (!file.flush()) {
    std::fprintf(stderr, "error: cannot write %s\n", ko.path.c_str());
    return 2;
  }
  std::printf("stamped   %s/README.ko.md: %zu sections (the title and %zu ## sections)\n",
              folder.c_str(), secs.size(), secs.size() - 1);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "check" && argc >= 3) {
    Strings folders = {".", "boj11869_nimble", "boj16879_palace", "boj16889_nodup_nim",
                       "boj18937_kings_bridge"};
    if (argc > 3) folders.assign(argv + 3, argv + argc);
    for (const std::string& f : folders) check_pair(argv[2], f);
    if (failures) {
      std::printf("notes/editions: %d problem%s (Korean edition: README.ko.md)\n", failures,
                  failures == 1 ? "" : "s");
      return 1;
    }
    std::printf(
        "notes/editions: %zu README.md/README.ko.md pairs agree (headings, generated "
        "blocks and their numbers, links, en-sync stamps)\n",
        folders.size());
    return 0;
  }
  if (mode == "stamp" && argc == 4) return stamp(argv[2], argv[3]);
  if (mode == "hash" && argc == 4) {
    Note en;
    const std::string dir = std::string(argv[2]) + "/" + argv[3] + "/";
    if (!load(dir + "README.md", en)) return 2;
    for (const Section& s : sections(en))
      std::printf("%s  %s\n", section_hash(en, s).c_str(),
                  s.title.empty() ? "(title)" : s.title.c_str());
    return 0;
  }
  std::fprintf(stderr,
               "usage: editions check ROOT [FOLDER...] | editions stamp ROOT FOLDER | editions "
               "hash ROOT FOLDER\n");
  return 2;
}
