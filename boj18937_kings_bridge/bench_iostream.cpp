// BOJ 18937 read as most accepted submissions do (cin >> x, unsynced): scripts/bench.sh's baseline.
#include <iostream>
#include <string>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  std::cin >> n;
  long long nim = 0;
  for (int i = 0; i < n; ++i) {
    long long a;
    std::cin >> a;
    nim ^= a - 2;
  }
  std::string first;
  std::cin >> first;
  const std::string other = first == "Whiteking" ? "Blackking" : "Whiteking";
  std::cout << (nim != 0 ? first : other) << '\n';
  return 0;
}
