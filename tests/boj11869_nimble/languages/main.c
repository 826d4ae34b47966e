/* BOJ 11869 in C11, as a student would submit it: a coin on cell p is a nim heap of p, so the
 * first player wins when the xor of the cells is not 0. Checked by tests/languages.sh. */
#include <stdio.h>

int main(void) {
  int m;
  long p, nim_sum = 0;
  if (scanf("%d", &m) != 1) return 1;
  while (m-- > 0 && scanf("%ld", &p) == 1) nim_sum ^= p;
  puts(nim_sum ? "koosaga" : "cubelover");
  return 0;
}
