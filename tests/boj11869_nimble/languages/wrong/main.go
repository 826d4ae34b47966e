// A wrong BOJ 11869 in Go: the count M is xored in with the cells (fails sample 1).
// tests/languages.sh checks that it is rejected.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var m int64
	fmt.Fscan(in, &m)
	nimSum := m
	for i := int64(0); i < m; i++ {
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
