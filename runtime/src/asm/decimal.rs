//! Decimal numbers appended to the printer's text without the formatting
//! machinery: `write!` interprets a format and pads for every number, and
//! the printer writes several per operation (value numbers, integer
//! widths).

/// Appends `n` in decimal.
pub(crate) fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[start..] {
        out.push(char::from(d));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn digits() {
        let mut out = String::new();
        for n in [0, 7, 10, 4096, u64::MAX] {
            super::push_u64(&mut out, n);
            out.push(' ');
        }
        assert_eq!(out, "0 7 10 4096 18446744073709551615 ");
    }
}
