// WRONG (BOJ 18937): heap = A_i - 1 (the distance between the stones) instead of the free cells
// A_i - 2. Off by one: a 2-cell bridge looks like a heap of 1. Caught by exhaustive-00001
// (`1` / `2` / `Whiteking` -> Blackking) and limit-n1-a2-*.
#include <iostream>
#include <string>

int main() {
  int n;
  std::cin >> n;
  long long x = 0;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    x ^= a - 1;
  }
  std::string first;
  std::cin >> first;
  const std::string other = first == "Whiteking" ? "Blackking" : "Whiteking";
  std::cout << (x != 0 ? first : other) << '\n';
}
