// BOJ 16889 Nim without repeats against perfect play (scripts/play.sh 16889): the game's part
//   of the trainer; the session itself is scripts/play/play.hpp.
// Position: per pile (input order) the stones left and the set of amounts already taken from
//   it, shown as `3{1,4}`; a pile's history matters, so its value is exact: explain.cpp's
//   state_grundy, the mex search over (stones left, amounts taken), not the fresh-pile
//   formula. A move `PILE AMOUNT` takes AMOUNT stones from pile PILE (1-based), an amount not
//   taken from that pile before. Piles above explain.cpp's kMaxSearch (63) stones are refused
//   at the start: their values with history are beyond the search.
// Status: tests/play/ checks every machine move on small starts with naive.cpp.
#define EXPLAIN_LIBRARY
#include "../../boj16889_nodup_nim/explain.cpp"
#include "play.hpp"

struct NodupNim {
  struct Pile {
    unsigned left = 0;
    std::uint64_t taken = 0;  // bit t-1: amount t was taken from this pile
  };
  using Pos = std::vector<Pile>;
  struct Move {
    size_t pile = 0;
    unsigned amount = 0;
  };
  static constexpr const char* kTitle = "BOJ 16889 Nim without repeats";
  static constexpr const char* kPlayers[2] = {"koosaga", "cubelover"};
  static constexpr size_t kArity = 2;
  static constexpr const char* kSyntax = "PILE AMOUNT";
  static constexpr const char* kSyntaxHelp =
      "take AMOUNT stones from pile PILE (1-based, input order); an amount already taken from "
      "that pile (shown in braces) may not be taken from it again";
  static constexpr const char* kComponent = "pile";
  static constexpr const char* kValueNote = "; exact, each pile's history included";

  static Pile fresh(unsigned long long a) {
    if (a > ex::kMaxSearch) {
      rd::fail("a pile of %llu stones: the trainer plays piles of at most %llu stones", a,
               ex::kMaxSearch);
    }
    return {static_cast<unsigned>(a), 0};
  }

  // main.cpp's own reader, so a bad start file gets its error line, word for word; the pile
  // limit is checked after the whole input, so a malformed file gets main.cpp's error first.
  static Pos read_start(int& first) {
    first = 0;
    std::vector<unsigned long long> sizes;
    read_piles([&sizes](unsigned long long a) { sizes.push_back(a); });
    Pos p;
    for (auto a : sizes) p.push_back(fresh(a));
    return p;
  }

  static Pos random_start(Rng& rng, int& first) {
    first = 0;
    Pos p(rng.between(1, 4));
    for (auto& q : p) q = fresh(rng.between(1, 8));
    return p;
  }

  static std::string show(const Pile& q) {
    std::string s = std::to_string(q.left) + "{";
    const char* sep = "";
    for (unsigned t = 1; t <= 64; ++t)
      if (q.taken >> (t - 1) & 1) s += sep + std::to_string(t), sep = ",";
    return s + "}";
  }
  static std::string show(const Pos& p) {
    std::string s = "piles (left{taken})";
    for (const auto& q : p) s += " " + show(q);
    return s;
  }
  static std::string show(const Move& m) {
    return std::to_string(m.pile + 1) + " " + std::to_string(m.amount);
  }

  static std::string parse(const Pos& p, int, const std::vector<unsigned long long>& v, Move& m) {
    if (v[0] < 1 || v[0] > p.size()) {
      return "there is no pile " + std::to_string(v[0]) + " (piles 1 to " +
             std::to_string(p.size()) + ")";
    }
    const Pile& q = p[v[0] - 1];
    const std::string name = "pile " + std::to_string(v[0]);
    if (v[1] == 0) return "take at least one stone";
    if (v[1] > q.left) {
      return name + " has " + std::to_string(q.left) + " stone" + (q.left == 1 ? "" : "s") +
             " left";
    }
    m = {static_cast<size_t>(v[0] - 1), static_cast<unsigned>(v[1])};
    if (q.taken & ex::bit(m.amount)) {
      return std::to_string(v[1]) + " was already taken from " + name + " (taken: " + show(q) + ")";
    }
    return "";
  }

  static void apply(Pos& p, int, const Move& m) {
    p[m.pile].left -= m.amount;
    p[m.pile].taken |= ex::bit(m.amount);
  }

  static unsigned long long value(const Pile& q) {
    return static_cast<unsigned long long>(ex::state_grundy(q.left, q.taken));
  }
  static std::vector<unsigned long long> values(const Pos& p) {
    std::vector<unsigned long long> v;
    for (const auto& q : p) v.push_back(value(q));
    return v;
  }

  static bool allowed(const Pile& q, unsigned t) { return t <= q.left && !(q.taken & ex::bit(t)); }

  static bool can_move(const Pos& p, int) {
    for (const auto& q : p)
      for (unsigned t = 1; t <= q.left; ++t)
        if (allowed(q, t)) return true;
    return false;
  }

  static bool winning_move(const Pos& p, int, const Pos*, const Move*, Move& m, std::string& why) {
    unsigned long long s = 0;
    for (const auto& q : p) s ^= value(q);
    if (s == 0) return false;
    for (size_t i = 0; i < p.size(); ++i) {
      const unsigned long long g = value(p[i]), want = g ^ s;
      if (want >= g) continue;
      for (unsigned t = 1; t <= p[i].left; ++t) {
        if (!allowed(p[i], t)) continue;
        Pile after = p[i];
        after.left -= t, after.taken |= ex::bit(t);
        if (value(after) != want) continue;
        m = {i, t};
        why = "taking " + std::to_string(t) + " from pile " + std::to_string(i + 1) +
              " leaves it worth " + std::to_string(want) + " (history included): nim-sum 0";
        return true;
      }
      ex::internal("pile %zu of value %llu has no move to value %llu", i + 1, g, want);
    }
    ex::internal("the nim-sum is %llu but no pile can lower it to 0", s);
  }

  static Move keep_going(const Pos& p, int, std::string& why) {
    for (size_t i = 0; i < p.size(); ++i)
      for (unsigned t = 1; t <= p[i].left; ++t)
        if (allowed(p[i], t)) {
          why = "the smallest amount allowed from the first pile that has a move";
          return {i, t};
        }
    ex::internal("keep_going called without a move");
  }
};

int main(int argc, char** argv) { return play::run<NodupNim>(argc, argv); }
