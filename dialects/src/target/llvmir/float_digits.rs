//! The decimal text LLVM's `APFloat::toString(Str, 6, 0, false)` gives an
//! `f32` or `f64`: LLVM writes a float constant in that form only when it
//! reads back to the same value, so its digits must be LLVM's own, with
//! their double rounding (the exact decimal expansion is first truncated
//! to about the digits the precision needs, then rounded half up to six).

/// Digits kept: `APFloat::toString`'s `FormatPrecision` as the writer
/// passes it.
const PRECISION: usize = 6;

/// A non-negative integer in base 2^32 words, least significant first:
/// just what the digit expansion needs.
struct Digits(Vec<u32>);

impl Digits {
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for w in &mut self.0 {
            let v = u64::from(*w) * u64::from(m) + carry;
            *w = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place by `d`, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for w in self.0.iter_mut().rev() {
            let v = (rem << 32) | u64::from(*w);
            *w = (v / u64::from(d)) as u32;
            rem = v % u64::from(d);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    fn bits(&self) -> usize {
        self.0
            .last()
            .map_or(0, |top| 32 * self.0.len() - top.leading_zeros() as usize)
    }
}

/// `significand * 2^exp` (significand non-zero) in LLVM's scientific
/// form with six digits after the point (`7.249720e+02`).
pub(crate) fn scientific(negative: bool, significand: u64, exp: i32) -> String {
    let zeros = significand.trailing_zeros();
    let (significand, mut exp) = (significand >> zeros, exp + zeros as i32);
    let mut n = Digits(vec![significand as u32]);
    if significand >> 32 != 0 {
        n.0.push((significand >> 32) as u32);
    }
    // `significand * 2^exp` as an integer times a power of ten:
    // N * 2^-e is N * 5^e * 10^-e.
    let (factor, count) = if exp > 0 { (2, exp) } else { (5, -exp) };
    for _ in 0..count {
        n.mul_small(factor);
    }
    exp = exp.min(0);
    // Truncate to about the bits six digits need (LLVM's first
    // `AdjustToPrecision`, 196/59 standing for lg2(10)).
    let required = (PRECISION * 196).div_ceil(59);
    let bits = n.bits();
    if bits > required {
        let removable = (bits - required) * 59 / 196;
        for _ in 0..removable {
            n.div_small(10);
        }
        exp += removable as i32;
    }
    // Decimal digits, least significant first, trailing zeros dropped.
    let mut digits = Vec::new();
    while !n.0.is_empty() {
        let d = n.div_small(10) as u8;
        if digits.is_empty() && d == 0 {
            exp += 1;
        } else {
            digits.push(b'0' + d);
        }
    }
    round_to_precision(&mut digits, &mut exp);
    exp += digits.len() as i32 - 1;
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push(digits[digits.len() - 1] as char);
    out.push('.');
    out.extend(digits[..digits.len() - 1].iter().rev().map(|&d| d as char));
    out.extend(std::iter::repeat_n('0', PRECISION + 1 - digits.len()));
    out.push_str(&format!(
        "e{}{:02}",
        if exp < 0 { '-' } else { '+' },
        exp.abs()
    ));
    out
}

/// Rounds `digits` (least significant first) half up to PRECISION digits,
/// dropping the zeros that leaves at the bottom (LLVM's second
/// `AdjustToPrecision`).
fn round_to_precision(digits: &mut Vec<u8>, exp: &mut i32) {
    let n = digits.len();
    if n <= PRECISION {
        return;
    }
    let mut first = n - PRECISION;
    if digits[first - 1] < b'5' {
        while first < n && digits[first] == b'0' {
            first += 1;
        }
    } else {
        while first < n && digits[first] == b'9' {
            first += 1;
        }
        if first == n {
            *exp += n as i32;
            *digits = vec![b'1'];
            return;
        }
        digits[first] += 1;
    }
    *exp += first as i32;
    digits.drain(..first);
}
