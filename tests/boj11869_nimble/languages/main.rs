// BOJ 11869 in Rust 2021, as a student would submit it: a coin on cell p is a nim heap of p.
// std::io::read_to_string is Rust 1.65's: Debian 12's rustc (1.63) refused it. Checked by
// tests/languages.sh, also as `p (1).rs`: a browser's second download is no crate name.
use std::io;

fn main() {
    let input = io::read_to_string(io::stdin()).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let m: usize = tokens.next().unwrap().parse().unwrap();
    let nim_sum = tokens
        .take(m)
        .fold(0u64, |x, p| x ^ p.parse::<u64>().unwrap());
    println!("{}", if nim_sum != 0 { "koosaga" } else { "cubelover" });
}
