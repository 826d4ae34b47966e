// BOJ 11869 in Go, as a student would submit it: a coin on cell p is a nim heap of p.
// Checked by tests/languages.sh.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var m int
	fmt.Fscan(in, &m)
	var nimSum int64
	for i := 0; i < m; i++ {
		var p int64
		fmt.Fscan(in, &p)
		nimSum ^= p
	}
	if nimSum != 0 {
		fmt.Println("koosaga")
	} else {
		fmt.Println("cubelover")
	}
}
