// Wrong solution for BOJ 16879: (x - y) mod 3 inside a 3x3 block instead of (x + y) mod 3. The
//   diagonal step keeps x - y, so the mex breaks: (0,1) gets 2 instead of 1, and (0,1) + (1,0)
//   (1 xor 1 = 0, the mirror image) is called a koosaga win. Caught by the exhaustive pairs on
//   0..5 x 0..5 and the stress cases.
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  std::cin >> n;
  int nim = 0;
  for (int i = 0; i < n; ++i) {
    int x, y;
    std::cin >> x >> y;
    nim ^= 3 * ((x / 3) ^ (y / 3)) + ((x - y) % 3 + 3) % 3;
  }
  std::cout << (nim ? "koosaga" : "cubelover") << '\n';
}
