//! Rust names made from ODS names: `snake_case` for functions and
//! accessors, `SCREAMING_SNAKE_CASE` for constants (bit-enum cases); and
//! the accessor names of MLIR's C++, to check names as `mlir-tblgen` does.

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

/// The accessor MLIR's C++ gives an ODS name, after `get`/`set`: the first
/// letter upper case, and each `_` before a lower-case letter dropped with
/// that letter upper case (`a_b` and `aB` both give `AB`).
pub fn mlir_accessor_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut chars = name.chars().peekable();
    if let Some(first) = chars.next() {
        out.push(first.to_ascii_uppercase());
    }
    while let Some(c) = chars.next() {
        match chars.peek() {
            Some(&next) if c == '_' && next.is_ascii_lowercase() => {
                out.push(next.to_ascii_uppercase());
                chars.next();
            }
            _ => out.push(c),
        }
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

    #[test]
    fn accessor_names_are_mlirs() {
        for (name, accessor) in [
            ("x", "X"),
            ("a_b", "AB"),
            ("aB", "AB"),
            ("a__b", "A_B"),
            ("a_", "A_"),
            ("_x", "_x"),
            ("a_1", "A_1"),
        ] {
            assert_eq!(mlir_accessor_name(name), accessor, "{name}");
        }
    }
}
