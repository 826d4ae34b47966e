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
      for (int i = 0; i < int(label.size()); ++i) {  // i = id(w, b, h, k), in that order
        const int k = i % 2, h = i / 2 % (kHeap + 1), b = i / 2 / (kHeap + 1) % a,
                  w = i / 2 / (kHeap + 1) / a;
        if (b <= w || label[i]) continue;
        bool win = false, all_won = true;
        auto see = [&](int w2, int b2, int h2) {
          const char t = label[id(w2, b2, h2, 1 - k)];
          win |= t == 2;
          all_won &= t == 1;
        };
        // The king's own stone to any other cell, never onto or past the other stone.
        for (int x = 0; x < a; ++x)
          if (k == 0 ? x < b && x != w : x > w && x != b) see(k ? w : x, k ? x : b, h);
        for (int x = 0; x < h; ++x) see(w, b, x);
        if (win || all_won) label[i] = win ? 1 : 2, changed = true;
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
    for (int k = 0; k < 2; ++k)
      for (int h = 0; h <= kHeap; ++h) {
        const char l = label[id(w, b, h, k)];
        if (l == 2) out.heaps[k].push_back(h);
        out.draws += l == 0;
      }
    const std::vector<int>&white = out.heaps[0], &black = out.heaps[1];
    const unsigned long long want = bridge_grundy(b - w + 1);
    if (out.draws || white != black || white.size() != 1 ||
        static_cast<unsigned long long>(white[0]) != want)
      die(
          say("18937: bridge of %d cells, stones on %d and %d: losing heaps {%s} / {%s}, %d "
              "draws; bridge_grundy(gap + 2) = %llu",
              a, w, b, join(white).c_str(), join(black).c_str(), out.draws, want));
    return out;
  }
};

std::string bridge_heaps(const Strings&) {
  std::string out =
      header({tr("bridge of A cells", "다리의 칸 수 A"), tr("gap A − 2", "간격 A − 2"),
              tr("heaps h ≤ 15 with which Whiteking to move loses",
                 "Whiteking이 둘 차례면 지는 더미 h ≤ 15"),
              tr("… Blackking to move loses", "… Blackking이 둘 차례면 지는 더미"),
              tr("draws", "무승부"), "`bridge_grundy(A)`"});
  for (int a = 2; a <= 12; ++a) {
    const BridgeHeap::Losing l = BridgeHeap(a).losing(0, a - 1);
    out += row({std::to_string(a), std::to_string(a - 2), "{" + join(l.heaps[0]) + "}",
                "{" + join(l.heaps[1]) + "}", std::to_string(l.draws),
                std::to_string(bridge_grundy(a))});
  }
  return out;
}

std::string bridge_placements(const Strings& spec) {
  const int a = arg(spec, 1);
  const BridgeHeap game(a);
  return grid(tr("white on w \\ black on b", "흰 돌 w \\ 검은 돌 b"), labels(1, a - 1),
              ints(0, a - 2), [&](int w, int i) {
                return i + 1 > w ? std::to_string(game.losing(w, i + 1).heaps[0][0]) : "";
              });
}

const std::vector<Block> kBlocks = {{"bridge-heaps", bridge_heaps},
                                    {"bridge-placements", bridge_placements}};

const std::vector<Figure> kPictures = {};
}  // namespace notes
