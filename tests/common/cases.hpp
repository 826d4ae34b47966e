// Shared by every tests/<folder>/cases.cpp: its command line (`cases gen|write|write-beyond`,
// tests/README.md), checked writes of NAME.in + .out or .err, the set's hash, and the pieces
// every generator draws and prints with. Status: every case set; <p>/cases-hash pins each hash.
#pragma once
#include <sys/stat.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "../../scripts/lib/facts.hpp"
#include "../../scripts/lib/rng.hpp"
#include "multisets.hpp"
#include "sha256.hpp"

// The seed every draw of the data starts from: problem.txt's, or `--seed S`.
inline std::uint64_t cases_seed = facts::kSeed;

inline std::string numbered(const std::string& kind, int i) {
  char b[48];
  std::snprintf(b, sizeof b, "%s-%05d", kind.c_str(), i);
  return b;
}

class CaseWriter {
 public:
  explicit CaseWriter(std::string dir) : dir_(std::move(dir)) {}

  void put(const std::string& name, const std::string& input, const std::string& output) {
    file(name + ".in", input);
    file(name + ".out", output);
    counted(name);
  }
  // A malformed input: NAME.err holds the one stderr line the program must print (exit 1).
  void put_error(const std::string& name, const std::string& input, const std::string& error) {
    file(name + ".in", input);
    file(name + ".err", error);
    counted(name);
  }
  // NAME.in as a directory, which open() gives as stdin but read() refuses: fread's error path.
  void put_unreadable(const std::string& name, const std::string& error) {
    const std::string path = dir_ + "/" + name + ".in";
    if (mkdir(path.c_str(), 0755) != 0) {
      std::fprintf(stderr, "error: cannot create %s\n", path.c_str());
      std::exit(2);
    }
    file(name + ".err", error);
    counted(name);
  }
  std::string next(const std::string& kind) const { return numbered(kind, count(kind) + 1); }
  // = `cd DIR && find * -type f | LC_ALL=C sort | xargs sha256sum | sha256sum`
  std::string hash() {
    std::sort(files_.begin(), files_.end());
    std::string listing;
    for (const auto& [name, h] : files_) listing += h + "  " + name + "\n";
    const std::string h = sha256(listing);
    write(dir_.substr(0, dir_.find_last_not_of('/') + 1) + ".sha256", h + "\n");
    return h;
  }
  // How many cases of a kind were put ("" for all).
  int count(const std::string& kind) const {
    int n = 0;
    for (int k = 0; k < kKinds; ++k) n += kind.empty() || kind == kKind[k] ? counts_[k] : 0;
    return n;
  }

 private:
  void file(const std::string& name, const std::string& text) {
    write(dir_ + "/" + name, text);
    files_.emplace_back(name, sha256(text));
  }
  static void write(const std::string& path, const std::string& text) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    const bool ok = f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
    if (!(f && std::fclose(f) == 0 && ok)) {
      std::fprintf(stderr, "error: cannot write %s\n", path.c_str());
      std::exit(2);
    }
  }
  void counted(const std::string& name) {  // by the name's prefix, which verify.sh globs
    for (int k = 0; k < kKinds; ++k) {
      if (name.rfind(std::string(kKind[k]) + "-", 0) == 0) return void(++counts_[k]);
    }
    std::fprintf(stderr, "error: case name %s has no known prefix\n", name.c_str());
    std::exit(2);
  }
  static constexpr int kKinds = 5;
  static constexpr const char* kKind[kKinds] = {"exhaustive", "stress", "limit", "twin", "beyond"};
  std::string dir_;
  int counts_[kKinds] = {};
  std::vector<std::pair<std::string, std::string>> files_;  // name, SHA-256 of its bytes
};

// Fisher-Yates with the generator's own draws (the same seed, the same cases).
template <class T>
void shuffle(std::vector<T>& v, Rng& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.between(0, i - 1)]);
}

// The usual input: the count on line 1, the values on line 2 separated by spaces.
template <class T>
std::string listing(const std::vector<T>& v) {
  std::string s = std::to_string(v.size()) + "\n";
  s.reserve(s.size() + 3 * v.size() + 1);
  for (size_t i = 0; i < v.size(); ++i) s += (i ? " " : "") + std::to_string(v[i]);
  return s + "\n";
}

// v zero-padded to 20 digits: past the judge's limits, leading zeros are read too.
inline std::string padded(unsigned long long v) {
  const std::string t = std::to_string(v);
  return std::string(20 - t.size(), '0') + t;
}

// The winner's name, for a problem whose first player (problem.txt's players) moves first.
inline const char* winner(bool first_wins) { return facts::players()[first_wins ? 0 : 1]; }

// Near-twin checks, twin-*: the answer only says whether the nim-sum is 0, so a program off by
// delta in one value is wrong exactly when the true nim-sum is 0 or delta. Equal pairs cancel
// whatever the values and random sums lie far from a one-bit delta, so these pin one relation
// at a time: twin-bit{b} (two values differing in bit b), twin-zero (three distinct values
// xoring to 0), twin-equal (two different components of one value). Values come from the
// generator's own theory (a mex table, a search, a proved identity), never from main.cpp.
struct TwinDomain {
  int bits;                                       // every value is below 2^bits
  std::function<long long(Rng&)> any;             // a random component of the judge's domain
  std::function<std::uint64_t(long long)> value;  // its true Grundy value
  std::function<long long(std::uint64_t, Rng&)> of_value;  // a random one worth v, or -1
  // writes NAME with these components (in this order); first_wins: the mover wins
  std::function<void(const std::string&, const std::vector<long long>&, bool)> put;
};

inline void write_twins(const TwinDomain& d, Rng& rng, int per_bit, int zeros, int equals) {
  const auto shuffled = [&](std::vector<long long> c) {
    shuffle(c, rng);
    return c;
  };
  const int kTries = 10000;  // draws before a relation is given up as not in the domain
  for (int b = 0; b < d.bits; ++b) {
    for (int k = 1; k <= per_bit; ++k) {
      for (int t = 0; t < kTries; ++t) {
        const long long a = d.any(rng), c = d.of_value(d.value(a) ^ (1ULL << b), rng);
        if (c < 0) continue;
        d.put("twin-bit" + std::to_string(b) + "-" + std::to_string(k), shuffled({a, c}), true);
        break;
      }
    }
  }
  for (int k = 1; k <= zeros; ++k) {
    for (int t = 0; t < kTries; ++t) {
      const long long a = d.any(rng), b = d.any(rng);
      const std::uint64_t va = d.value(a), vb = d.value(b);
      if (va == 0 || vb == 0 || va == vb) continue;
      const long long c = d.of_value(va ^ vb, rng);
      if (c < 0) continue;
      d.put("twin-zero-" + std::to_string(k), shuffled({a, b, c}), false);
      break;
    }
  }
  for (int k = 1; k <= equals; ++k) {
    for (int t = 0; t < kTries; ++t) {
      const long long a = d.any(rng), c = d.of_value(d.value(a), rng);
      if (c < 0 || c == a) continue;
      d.put("twin-equal-" + std::to_string(k), shuffled({a, c}), false);
      break;
    }
  }
}

// The twin domain of components worth their number less `offset`, lo..hi: an end (one of
// `edges`) 1 time in 8, a value of a random bit length 3 times in 8, any 4 times in 8.
inline TwinDomain linear_domain(long long lo, long long hi, long long offset,
                                std::vector<long long> edges) {
  TwinDomain d;
  const unsigned long long top = static_cast<unsigned long long>(hi - offset);
  d.bits = 64 - __builtin_clzll(top);
  d.any = [=, bits = d.bits](Rng& r) -> long long {
    const std::uint64_t shape = r.between(0, 7);
    if (shape == 0) return edges[r.between(0, edges.size() - 1)];
    if (shape > 3) return static_cast<long long>(r.between(lo, hi));
    const int len = static_cast<int>(r.between(1, bits));
    return offset +
           static_cast<long long>(r.between(1ULL << (len - 1), std::min((1ULL << len) - 1, top)));
  };
  d.value = [offset](long long c) { return static_cast<std::uint64_t>(c - offset); };
  d.of_value = [=](std::uint64_t v, Rng&) -> long long {
    return v >= static_cast<std::uint64_t>(lo - offset) && v <= top
               ? static_cast<long long>(v) + offset
               : -1;
  };
  return d;
}

// For b = b0..b1: two numbers up to hi that agree below bit b (their low part at least lo) and
// differ above it, so a nim-sum cut to b bits is 0 and the true one is not; and 2^b times an
// odd number, 0 when cut. fn(b, larger, smaller, that multiple).
template <class F>
void low_bit_twins(Rng& rng, int b0, int b1, unsigned long long lo, unsigned long long hi,
                   const F& fn) {
  for (int b = b0; b <= b1; ++b) {
    const unsigned long long bit = 1ULL << b, low = rng.between(lo, std::min(bit - 1, hi - bit));
    const unsigned long long highs = (hi - low) >> b;  // high parts that keep a number <= hi
    const unsigned long long h1 = rng.between(0, highs - 1), h2 = rng.between(h1 + 1, highs);
    const unsigned long long odd = 2 * rng.between(0, ((hi >> b) + 1) / 2 - 1) + 1;
    fn(b, static_cast<long long>(low | h2 << b), static_cast<long long>(low | h1 << b),
       static_cast<long long>(odd << b));
  }
}

// What the shared reader block says in one problem's messages.
struct ReaderText {
  const char* first;  // the first number, e.g. "N, the number of bridges"
  const char* next;   // the next one, e.g. "a bridge length"
  const char* item;   // one item's text, e.g. "2999"; N equal items lose for the mover when
  const char* tail;   // N is even, win when N is odd; tail: what follows the items
  const char* win;    // the answer line when the mover wins
  const char* lose;   // and when he loses
  const char* bad;    // an item the game refuses (nullptr: none), and
  const char* why;    // its error after "error: line L: "
};

// The reader's odd paths, each with the exact error line its rules give (beyond-reader-*:
// main.cpp's own claims, not the judge's).
inline void reader_beyond(CaseWriter& w, const ReaderText& r) {
  // NAME: `input` stops on `line`, where `what` was due.
  auto expected = [&](const std::string& name, const std::string& input, int line,
                      const char* what) {
    w.put_error("beyond-reader-" + name, input,
                "error: line " + std::to_string(line) + ": expected " + what + "\n");
  };
  auto bad = [&](const std::string& name, const std::string& token) {
    expected(name, token + "\n", 1, r.first);
  };
  bad("colon-after-digits", "1:");       // ':' is '9' + 1
  bad("slash-after-digits", "1/");       // '/' is '0' - 1
  bad("bang-in-token", "1!");            // '!' is ' ' + 1
  bad("tilde-in-token", "1~");           // '~' the last printable byte
  bad("byte-08-after-digits", "1\x08");  // below '\t', not a blank
  bad("byte-0e-after-digits", "1\x0E");  // above '\r', not a blank
  bad("byte-1f-after-digits", "1\x1F");  // ' ' - 1
  bad("byte-80-after-digits", "1\x80");  // a high byte
  bad("letter-p-after-digits", "1P");
  bad("letter-j-after-digits", "1j");
  bad("bom-two-bytes", "\357\2731");  // not a BOM: only 2 of its 3 bytes (octal EF BB), then 1
  bad("slash-first", "/1");           // before '0'
  bad("colon-first", ":1");           // after '9'
  bad("byte-08-first", "\0101");      // a control byte (octal 010) where a token starts
  bad("byte-0e-first", "\0161");
  // A tab or a vertical tab after a number is a blank, not a new line; a CR, form feed or
  // space before the newline leaves the line at 1 until the newline.
  for (const auto& [name, b] : {std::pair<const char*, const char*>{"tab-not-a-line", "\t"},
                                {"vtab-not-a-line", "\v"},
                                {"cr-then-newline", "\r\n"},
                                {"ff-then-newline", "\f\n"},
                                {"space-then-newline", " \n"}}) {
    expected(name, std::string("1") + b + "x\n", b[1] == '\n' ? 2 : 1, r.next);
  }
  // A NUL after digits ends nothing: it is a byte glued to the number.
  expected("nul-after-digits-then-more", std::string("1\0\n", 3) + std::string(2000, ' '), 1,
           r.first);
  // A number of 70000 digits: more than 10^18, across the first refill.
  w.put_error("beyond-reader-token-fills-buffer", std::string(70000, '1') + "\n",
              std::string("error: line 1: ") + r.first + " is more than 10^18\n");
  // 10^18 + 1 as the 19th and 20th digits come (v * 10 past 2^64 would wrap to a small number).
  w.put_error("beyond-reader-n-wraps", "18446744073709551617\n" + std::string(r.item) + "\n",
              std::string("error: line 1: ") + r.first + " is more than 10^18\n");
  // N as a zero-padded token: 20 digits 300 bytes in (N = 1); 70000 zeros across the first
  // refill (N = 1); 302 digits cut by the first refill after "...0001" (N = 10).
  auto items = [&](int n) {
    std::string t;
    for (int i = 0; i < n; ++i) t += std::string(i ? " " : "") + r.item;
    return t + "\n" + r.tail;
  };
  w.put("beyond-reader-padded-n-at-300",
        std::string(300, ' ') + std::string(19, '0') + "1\n" + items(1), std::string(r.win) + "\n");
  w.put("beyond-reader-zeros-fill-buffer", std::string(70000, '0') + "1\n" + items(1),
        std::string(r.win) + "\n");
  w.put("beyond-reader-padded-n-across-refill",
        std::string((1 << 16) - 301, ' ') + std::string(300, '0') + "10\n" + items(10),
        std::string(r.lose) + "\n");
  // The same, then more than a whole buffer of items.
  w.put("beyond-reader-padded-n-across-refill-then-a-buffer",
        std::string((1 << 16) - 301, ' ') + std::string(300, '0') + "60000\n" + items(60000),
        std::string(r.lose) + "\n");
  expected("bad-token-at-300", std::string(300, ' ') + "1x\n", 1, r.first);
  expected("bad-token-at-2000", std::string(2000, ' ') + "1x\n", 1, r.first);
  expected("bad-token-at-end", "1\n1x", 2, r.next);
  expected("bad-token-across-refill", "1\n" + std::string((1 << 16) - 7, ' ') + "123x56789\n", 2,
           r.next);
  w.put_unreadable("beyond-reader-stdin-unreadable", "error: cannot read standard input\n");
  // A BOM after a refill, 65536 bytes in: only the input's first bytes may be one.
  expected("bom-at-refill", "1\n" + std::string((1 << 16) - 2, ' ') + "\xEF\xBB\xBF" + "5\n", 2,
           r.next);
  // A count of 2^32 + 1 with too few items: every width cut of N leaves 1, which reads one
  // item and then finds more, or none, where the count is right.
  const unsigned long long n = (1ULL << 32) + 1;
  expected("n-past-2-32", std::to_string(n) + "\n" + r.item + " " + r.item + "\n", 3, r.next);
  // An error's line number past 2^24 (16 MB of newlines before the bad item).
  if (r.bad) {
    w.put_error("beyond-reader-line-past-2-24",
                "1\n" + std::string(1 << 24, '\n') + r.bad + "\n" + r.tail,
                "error: line " + std::to_string((1 << 24) + 2) + ": " + r.why + "\n");
  }
}

inline int cases_main(int argc, char** argv, std::string (*gen)(std::uint64_t),
                      void (*write)(CaseWriter&), void (*beyond)(CaseWriter&)) {
  const bool seeded = argc == 5 && std::string(argv[3]) == "--seed";
  const std::string mode = argc == 3 || seeded ? argv[1] : "";
  if (seeded) cases_seed = std::strtoull(argv[4], nullptr, 10);
  if (mode == "gen") {
    const std::string text = gen(std::strtoull(argv[2], nullptr, 10));
    return std::fwrite(text.data(), 1, text.size(), stdout) == text.size() ? 0 : 2;
  }
  if (mode == "write" || mode == "write-beyond") {
    CaseWriter w(argv[2]);
    (mode == "write" ? write : beyond)(w);
    if (mode == "write") {
      std::printf("wrote %d cases: %d exhaustive, %d stress, %d limit, %d twin", w.count(""),
                  w.count("exhaustive"), w.count("stress"), w.count("limit"), w.count("twin"));
    } else {
      std::printf("wrote %d cases: %d beyond", w.count(""), w.count("beyond"));
    }
    std::printf("; sha256 %s\n", w.hash().c_str());
    return std::fflush(stdout) == 0 ? 0 : 2;
  }
  std::fprintf(stderr,
               "usage: cases gen SEED | cases write DIR [--seed S] | cases write-beyond DIR "
               "[--seed S]\n");
  return 2;
}
