//! The complex ops the expansions read and build: the parts of a value,
//! a value from its parts, and the complex ops an expansion leaves to the
//! conversion (`log` takes a `complex.abs`), on top of the `arith` and
//! `math` ops of [`crate::emit`].

use crate::arith::FastMathFlags;
use crate::complex::{CreateOp, ImOp, ReOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Type, TypeKind, Value};

/// Builds at the rewriter's insertion point, at the location of the op
/// being expanded, on floats of its element type.
pub(super) type Emitter<'r, 'a> = crate::emit::Emitter<'r, ConversionPatternRewriter<'a>>;

/// `fmf` without `nnan` and `ninf`: what the steps that need NaNs and
/// infinities to work take (MLIR's `fmfWithNaNInf`).
pub(super) fn with_nan_inf(fmf: FastMathFlags) -> FastMathFlags {
    fmf.clear(FastMathFlags::NNAN | FastMathFlags::NINF)
}

/// Whether `fmf` rules out NaNs and infinities both, which lets the
/// expansions skip their special cases.
pub(super) fn finite_only(fmf: FastMathFlags) -> bool {
    fmf.contains(FastMathFlags::NNAN | FastMathFlags::NINF)
}

/// `$name(a, b, flags)`: a binary op on `complex<ty>` values, which the
/// conversion expands in turn.
macro_rules! complex_binary {
    ($($name:ident => $op:ty),* $(,)?) => {$(
        pub fn $name(&mut self, a: Value, b: Value, flags: FastMathFlags) -> Value {
            let ty = self.complex_type();
            let op = <$op>::create(self.rw, self.loc, ty, a, b, Some(flags));
            self.rw.result(op.id(), 0)
        }
    )*};
}

/// `$name(a, flags)`: a unary op on a `complex<ty>` value, which the
/// conversion expands in turn.
macro_rules! complex_unary {
    ($($name:ident => $op:ty),* $(,)?) => {$(
        pub fn $name(&mut self, a: Value, flags: FastMathFlags) -> Value {
            let ty = self.complex_type();
            let op = <$op>::create(self.rw, self.loc, ty, a, Some(flags));
            self.rw.result(op.id(), 0)
        }
    )*};
}

impl Emitter<'_, '_> {
    /// The real and imaginary parts of `complex`.
    pub fn parts(&mut self, complex: Value) -> (Value, Value) {
        (self.re(complex), self.im(complex))
    }

    pub fn re(&mut self, complex: Value) -> Value {
        let op = ReOp::create(self.rw, self.loc, self.ty, complex, None);
        self.rw.result(op.id(), 0)
    }

    pub fn im(&mut self, complex: Value) -> Value {
        let op = ImOp::create(self.rw, self.loc, self.ty, complex, None);
        self.rw.result(op.id(), 0)
    }

    /// `complex.create` of type `complex<ty>`.
    pub fn create(&mut self, re: Value, im: Value) -> Value {
        let ty = self.complex_type();
        let op = CreateOp::create(self.rw, self.loc, ty, re, im);
        self.rw.result(op.id(), 0)
    }

    /// `complex.abs`, which the conversion expands in turn.
    pub fn complex_abs(&mut self, complex: Value, flags: FastMathFlags) -> Value {
        let op = crate::complex::AbsOp::create(self.rw, self.loc, self.ty, complex, Some(flags));
        self.rw.result(op.id(), 0)
    }

    complex_binary!(
        complex_add => crate::complex::AddOp,
        complex_mul => crate::complex::MulOp,
        complex_div => crate::complex::DivOp,
        complex_pow => crate::complex::PowOp,
    );
    complex_unary!(complex_sqrt => crate::complex::SqrtOp, complex_log => crate::complex::LogOp);

    fn complex_type(&mut self) -> Type {
        let ty = self.ty;
        self.rw.context().ty(TypeKind::Complex(ty))
    }
}
