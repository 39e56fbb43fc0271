//! The value a C++ type is value-initialized to (`T()`: 0, `false`, an
//! empty string, an enum's 0). MLIR stores an `OptionalParameter` of such
//! a type as the plain value, absent being `T()`: `offsetInBits = 0` is
//! the attribute without `offsetInBits`. Generated storages hold these
//! parameters as `Option`s and make a present `T()` absent
//! ([`crate::Storage::normalized`]), so that uniquing and printing agree
//! with MLIR's.

/// A value whose C++ type has a `T()` a user can write.
pub trait CppDefault {
    /// Whether the value equals its C++ type's `T()`.
    fn is_cpp_default(&self) -> bool;
}

macro_rules! zero_default {
    ($($t:ty),*) => {$(
        impl CppDefault for $t {
            fn is_cpp_default(&self) -> bool {
                *self == <$t>::default()
            }
        }
    )*};
}

zero_default!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize, f32, f64);

impl CppDefault for bool {
    fn is_cpp_default(&self) -> bool {
        !*self
    }
}

impl CppDefault for String {
    fn is_cpp_default(&self) -> bool {
        self.is_empty()
    }
}

/// Whether `value` is present with its C++ type's `T()`, which MLIR's
/// storage cannot tell from absent.
pub fn is_present_default<T: CppDefault>(value: &Option<T>) -> bool {
    value.as_ref().is_some_and(CppDefault::is_cpp_default)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_false_and_empty_are_the_defaults() {
        assert!(is_present_default(&Some(0u64)));
        assert!(is_present_default(&Some(false)));
        assert!(is_present_default(&Some(String::new())));
        assert!(is_present_default(&Some(-0.0f64)));
        assert!(!is_present_default::<u64>(&None));
        assert!(!is_present_default(&Some(3i32)));
        assert!(!is_present_default(&Some(true)));
        assert!(!is_present_default(&Some("a".to_string())));
    }
}
