//! The C library's math functions, which MLIR's folders call on the host
//! (`sinf` for an `f32`, `sin` for an `f64`): the same functions give the
//! same bits, NaN signs included. Rust's own `f64::asinh` and the like are
//! computed otherwise, and `erf` has no Rust counterpart.

mod ffi {
    // The C math library, which the standard library links on every
    // platform it supports.
    extern "C" {
        pub fn acos(x: f64) -> f64;
        pub fn acosf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atan2(y: f64, x: f64) -> f64;
        pub fn atan2f(y: f32, x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn erfc(x: f64) -> f64;
        pub fn erfcf(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
        pub fn round(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn trunc(x: f64) -> f64;
        pub fn truncf(x: f32) -> f32;
    }
}

/// A function of one argument in double (`f64`) and single (`f32`)
/// precision.
#[derive(Clone, Copy)]
pub struct Unary {
    pub double: fn(f64) -> f64,
    pub single: fn(f32) -> f32,
}

/// A function of two arguments in both precisions.
#[derive(Clone, Copy)]
pub struct Binary {
    pub double: fn(f64, f64) -> f64,
    pub single: fn(f32, f32) -> f32,
}

macro_rules! unary {
    ($($name:ident: $double:ident, $single:ident;)*) => {
        $(
            pub const $name: Unary = Unary {
                // SAFETY: the C library's pure functions of a float, defined
                // for every argument.
                double: |x| unsafe { ffi::$double(x) },
                single: |x| unsafe { ffi::$single(x) },
            };
        )*
    };
}

unary! {
    ACOS: acos, acosf;
    ACOSH: acosh, acoshf;
    ASIN: asin, asinf;
    ASINH: asinh, asinhf;
    ATAN: atan, atanf;
    ATANH: atanh, atanhf;
    COS: cos, cosf;
    COSH: cosh, coshf;
    ERF: erf, erff;
    ERFC: erfc, erfcf;
    EXP: exp, expf;
    EXP2: exp2, exp2f;
    EXPM1: expm1, expm1f;
    LOG: log, logf;
    LOG10: log10, log10f;
    LOG1P: log1p, log1pf;
    LOG2: log2, log2f;
    ROUND: round, roundf;
    SIN: sin, sinf;
    SINH: sinh, sinhf;
    SQRT: sqrt, sqrtf;
    TAN: tan, tanf;
    TANH: tanh, tanhf;
    TRUNC: trunc, truncf;
}

pub const ATAN2: Binary = Binary {
    // SAFETY: as above.
    double: |y, x| unsafe { ffi::atan2(y, x) },
    single: |y, x| unsafe { ffi::atan2f(y, x) },
};

pub const POW: Binary = Binary {
    // SAFETY: as above.
    double: |x, y| unsafe { ffi::pow(x, y) },
    single: |x, y| unsafe { ffi::powf(x, y) },
};
