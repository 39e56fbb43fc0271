//! Rust names made from ODS names: `snake_case` for functions and
//! accessors, `SCREAMING_SNAKE_CASE` for constants (bit-enum cases).

/// `operandSegmentSizes` gives `operand_segment_sizes`; `sym_name` stays.
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            let prev_upper = i > 0 && chars[i - 1].is_ascii_uppercase();
            if i > 0 && !out.ends_with('_') && (prev_lower || (prev_upper && next_lower)) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() || c == '_' {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    out
}

/// The name of a constant: `fastMath` and `fast_math` give `FAST_MATH`;
/// a leading digit gets a `_`.
pub fn screaming_snake_case(name: &str) -> String {
    let mut out = snake_case(name).to_ascii_uppercase();
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_are_screaming_snake_case() {
        for (name, constant) in [
            ("fast", "FAST"),
            ("fastMath", "FAST_MATH"),
            ("read_write", "READ_WRITE"),
            ("RW", "RW"),
            ("HTTPServer", "HTTP_SERVER"),
            ("8bit", "_8BIT"),
        ] {
            assert_eq!(screaming_snake_case(name), constant, "{name}");
        }
    }
}
