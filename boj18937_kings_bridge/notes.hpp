// BOJ 18937's notes blocks (contract: scripts/notes/blocks.hpp); tested: notes/drift.
#pragma once
#include "../scripts/notes/blocks.hpp"
#include "game.hpp"  // its main.cpp, main() renamed

namespace notes {
// One bridge of a cells (white on w < black on b) plus a nim heap h <= kHeap either king may
// take from: the loopy game labelled from the rules by retrograde analysis.

const int kHeap = 15;

struct BridgeHeap {
  int a;
  std::vector<char> label;  // 0 draw (no decision), 1 the mover wins, 2 the mover loses
  int id(int w, int b, int h, int k) const { return ((w * a + b) * (kHeap + 1) + h) * 2 + k; }

  explicit BridgeHeap(int cells) : a(cells), label(a * a * (kHeap + 1) * 2, 0) {
    // Iterate to the fixed point: a node is won once a move reaches a lost node, lost once
    // every move reaches a won node. What stays unlabelled can be neither: a draw.
    for (bool changed = true; changed;) {
      changed = false;
      for (int w = 0; w < a; ++w) {
        for (int b = w + 1; b < a; ++b) {
          for (int h = 0; h <= kHeap; ++h) {
            for (int k = 0; k < 2; ++k) {
              char& l = label[id(w, b, h, k)];
              if (l) continue;
              bool win = false, all_won = true;
              auto see = [&](int w2, int b2, int h2) {
                const char t = label[id(w2, b2, h2, 1 - k)];
                win |= t == 2;
                all_won &= t == 1;
              };
              // The king's own stone to any other cell, never onto or past the other stone.
              if (k == 0) {
                for (int x = 0; x < b; ++x)
                  if (x != w) see(x, b, h);
              } else {
                for (int x = w + 1; x < a; ++x)
                  if (x != b) see(w, x, h);
              }
              for (int x = 0; x < h; ++x) see(w, b, x);
              if (win || all_won) l = win ? 1 : 2, changed = true;
            }
          }
        }
      }
    }
  }

  // The heap sizes with which each king (0 white, 1 black) to move loses, and the draws. It
  // dies unless both kings lose with exactly one heap, bridge_grundy(b - w + 1): the placement
  // is then equivalent to that heap.
  struct Losing {
    std::vector<int> heaps[2];
    int draws = 0;
  };
  Losing losing(int w, int b) const {
    Losing out;
    for (int k = 0; k < 2; ++k) {
      for (int h = 0; h <= kHeap; ++h) {
        const char l = label[id(w, b, h, k)];
        if (l == 2) out.heaps[k].push_back(h);
        out.draws += l == 0;
      }
    }
    const std::vector<int>&white = out.heaps[0], &black = out.heaps[1];
    const unsigned long long want = bridge_grundy(b - w + 1);
    if (out.draws || white != black || white.size() != 1 ||
        static_cast<unsigned long long>(white[0]) != want) {
      die(
          say("18937: bridge of %d cells, stones on %d and %d: losing heaps {%s} / {%s}, %d "
              "draws; bridge_grundy(gap + 2) = %llu",
              a, w, b, join(white, ", ").c_str(), join(black, ", ").c_str(), out.draws, want));
    }
    return out;
  }
};

std::string bridge_heaps(const BlockArgs&) {
  std::string out =
      header({tr("bridge of A cells", "다리의 칸 수 A"), tr("gap A − 2", "간격 A − 2"),
              tr("heaps h ≤ 15 with which Whiteking to move loses",
                 "Whiteking이 둘 차례면 지는 더미 h ≤ 15"),
              tr("… Blackking to move loses", "… Blackking이 둘 차례면 지는 더미"),
              tr("draws", "무승부"), "`bridge_grundy(A)`"});
  for (int a = 2; a <= 12; ++a) {
    const BridgeHeap::Losing l = BridgeHeap(a).losing(0, a - 1);
    out += row({std::to_string(a), std::to_string(a - 2), "{" + join(l.heaps[0], ", ") + "}",
                "{" + join(l.heaps[1], ", ") + "}", std::to_string(l.draws),
                std::to_string(bridge_grundy(a))});
  }
  return out;
}

std::string bridge_placements(const BlockArgs& args) {
  const int a = to_int(args.arg(1));
  const BridgeHeap game(a);
  return grid(tr("white on w \\ black on b", "흰 돌 w \\ 검은 돌 b"), labels(1, a - 1),
              ints(0, a - 2), [&](int w, int i) {
                return i + 1 > w ? std::to_string(game.losing(w, i + 1).heaps[0][0]) : "";
              });
}

// Sample N played out. The winner follows a retreat by as much on its bridge, else makes the nim
// move on the first bridge that has one. The loser retreats one cell on the first bridge where
// he can, else advances one on the first with a free cell.
std::string bridge_game(const BlockArgs& a) {
  const Sample s = read_sample(a, 1, 1);
  const std::vector<int>& len = s.numbers;
  const int count = static_cast<int>(len.size());
  std::vector<int> pos[2];  // pos[0]: white stones' cells, pos[1]: black stones' cells
  for (int a : len) {
    pos[0].push_back(0);
    pos[1].push_back(a - 1);
  }
  const char* const* names = facts::players();
  const int first = s.tokens.back() == names[0] ? 0 : 1;
  auto gaps = [&] {
    std::vector<int> g;
    for (int i = 0; i < count; ++i) g.push_back(pos[1][i] - pos[0][i] - 1);
    return g;
  };
  auto board = [&] {
    std::string out;
    for (int i = 0; i < count; ++i) {
      std::string cells(len[i], '.');
      cells[pos[0][i]] = 'W';
      cells[pos[1][i]] = 'B';
      out += (i ? " `" : "`") + cells + "`";
    }
    return out;
  };
  const int winner = winner_of(s, first, nim_sum(gaps()));
  std::string out =
      say(tr("Sample %s (`%s`): bridges of %s cells, %s moves first; the gaps are %s, "
             "nim-sum %d, so **%s** wins.\n\n",
             "예제 %s (`%s`): 다리의 길이는 %s칸이고 %s이 먼저 둔다. 간격은 %s, 님 합은 "
             "%d이므로 **%s**이 이긴다.\n\n"),
          s.n.c_str(), s.path.c_str(), join(len, tr(" and ", ", ")).c_str(), names[first],
          join(gaps(), tr(" and ", ", ")).c_str(), nim_sum(gaps()), names[winner]);
  int retreat_bridge = -1;
  return play_out(
      out, s, {tr("bridges after", "둔 뒤의 다리"), tr("gaps after", "둔 뒤의 간격")}, first,
      winner, false, gaps, board,
      [&](int mover, int sum, std::string& words) {
        const std::vector<int> g = gaps();
        int pick = -1, by = 0;
        const char *en = "advances", *korean = "전진";
        if (mover == winner && retreat_bridge >= 0) {
          pick = retreat_bridge, by = 1, en = "follows", korean = "따라감";
        } else if (mover == winner) {
          for (int i = 0; i < count && pick < 0; ++i) {
            if ((g[i] ^ sum) < g[i]) pick = i, by = g[i] - (g[i] ^ sum);
          }
        } else {
          for (int i = 0; i < count && pick < 0; ++i) {
            if (pos[mover][i] != (mover == 0 ? 0 : len[i] - 1)) {  // off its starting cell
              pick = i, by = -1, en = "retreats", korean = "후퇴";
            }
          }
          for (int i = 0; i < count && pick < 0; ++i) {
            if (g[i] > 0) pick = i, by = 1;
          }
        }
        retreat_bridge = by < 0 ? pick : -1;
        if (pick < 0) {
          words = say(tr("no move: no free cell, every %s stone on its end cell",
                         "둘 수 없음: 빈칸이 없고, %s 돌은 모두 자기 끝 칸에 있다"),
                      mover == 0 ? tr("white", "흰") : tr("black", "검은"));
          return false;
        }
        pos[mover][pick] += (mover == 0 ? 1 : -1) * by;  // white advances to the right
        const bool nim = mover == winner && std::string(en) == "advances";
        words = ko ? say("다리 %d: %c %d칸 %s", pick + 1, "WB"[mover], std::abs(by), korean)
                   : say("bridge %d: %c %s %d", pick + 1, "WB"[mover], en, std::abs(by));
        if (nim) words += tr(" (nim move)", " (님 수)");
        return true;
      },
      tr("king", "왕"));
}

const std::vector<Block> kBlocks = {{"bridge-heaps", bridge_heaps},
                                    {"bridge-placements", bridge_placements},
                                    {"bridge-game", bridge_game}};

const std::vector<Figure> kPictures = {};
}  // namespace notes
