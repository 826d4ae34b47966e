// A wrong BOJ 11869 in Rust 2021: the sum of the cells, not their xor, so the first player
// always wins (fails sample 3). tests/languages.sh checks that it is rejected.
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let m: usize = tokens.next().unwrap().parse().unwrap();
    let sum: u64 = tokens.take(m).map(|p| p.parse::<u64>().unwrap()).sum();
    println!("{}", if sum != 0 { "koosaga" } else { "cubelover" });
}
