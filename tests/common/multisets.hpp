// fn(values) for every multiset of k values in lo..hi, each as a nondecreasing list, in
// lexicographic order (the order the exhaustive-* cases are numbered in): the case generators
// and the domain checks. Status: every exhaustive-* set, whose hashes are pinned.
#pragma once
#include <vector>

template <class F>
void multisets(int k, int lo, int hi, const F& fn) {
  std::vector<int> cur;
  const auto rec = [&](const auto& self, int from) -> void {
    if (static_cast<int>(cur.size()) == k) return fn(cur);
    for (int x = from; x <= hi; ++x) {
      cur.push_back(x);
      self(self, x);
      cur.pop_back();
    }
  };
  rec(rec, lo);
}
