/* A wrong BOJ 11869 in C11: the parity of the sum of the cells, not their xor (fails sample
 * 2: one coin on cell 2 is a win). tests/languages.sh checks that it is rejected. */
#include <stdio.h>

int main(void) {
  int m;
  long p, sum = 0;
  if (scanf("%d", &m) != 1) return 1;
  while (m-- > 0 && scanf("%ld", &p) == 1) sum += p;
  puts(sum % 2 ? "koosaga" : "cubelover");
  return 0;
}
