// BOJ 11869 in Rust 2021, as a student would submit it: a coin on cell p is a nim heap of p.
// Checked by tests/languages.sh.
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let m: usize = tokens.next().unwrap().parse().unwrap();
    let nim_sum = tokens
        .take(m)
        .fold(0u64, |x, p| x ^ p.parse::<u64>().unwrap());
    println!("{}", if nim_sum != 0 { "koosaga" } else { "cubelover" });
}
