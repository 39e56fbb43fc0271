//! What the enums generated from `EnumInfo` definitions share.

use std::fmt;

/// A string that names no case of an enum: the error of a generated
/// enum's `FromStr`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCase {
    /// The enum's Rust name.
    pub enum_name: &'static str,
    /// The string that was read.
    pub text: String,
}

impl UnknownCase {
    /// `text` is not a case of the enum `enum_name`.
    pub fn new(enum_name: &'static str, text: &str) -> UnknownCase {
        UnknownCase {
            enum_name,
            text: text.to_string(),
        }
    }
}

impl fmt::Display for UnknownCase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a case of {}", self.text, self.enum_name)
    }
}

impl std::error::Error for UnknownCase {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_text_and_the_enum() {
        let e = UnknownCase::new("CmpPredicate", "sle");
        assert_eq!(e.to_string(), "'sle' is not a case of CmpPredicate");
    }
}
