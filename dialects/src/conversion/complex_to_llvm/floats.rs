//! The llvm ops the complex lowerings compute the parts with, at one
//! place and on one float type: the steps of the division algorithms of
//! `convert-complex-to-standard` ([`DivisionBuilder`]) built as llvm ops,
//! arith's fast-math flags as llvm's.

use crate::arith::{CmpFPredicate, FastMathFlags};
use crate::conversion::arith_to_llvm::fastmath_to_llvm;
use crate::conversion::complex_to_standard::division::DivisionBuilder;
use crate::llvm::{
    flags, AndOp, ConstantOp, CopySignOp, FAbsOp, FAddOp, FCmpOp, FCmpPredicate, FDivOp, FMulOp,
    FSubOp, OrOp, SelectOp, SqrtOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert::{float_attr, integer};
use ods_runtime::{Attribute, Signedness, Type, Value};

/// Builds llvm ops with `rw` at its insertion point, at `loc`, on floats
/// of type `ty`.
pub(super) struct LlvmFloats<'r, 'a> {
    pub rw: &'r mut ConversionPatternRewriter<'a>,
    pub loc: Attribute,
    pub ty: Type,
}

/// `$name(a, b, fmf)`: a binary llvm float op of type `ty`.
macro_rules! binary {
    ($($name:ident => $op:ty),* $(,)?) => {$(
        fn $name(&mut self, a: Value, b: Value, fmf: FastMathFlags) -> Value {
            let flags = Some(fastmath_to_llvm(fmf));
            <$op>::create(self.rw, self.loc, self.ty, a, b, flags).res(self.rw)
        }
    )*};
}

impl LlvmFloats<'_, '_> {
    /// `llvm.intr.sqrt`, without fast-math flags (as MLIR builds it).
    pub fn sqrt(&mut self, a: Value) -> Value {
        SqrtOp::create(self.rw, self.loc, self.ty, a, None).res(self.rw)
    }

    /// The type of `i1` values.
    fn i1(&mut self) -> Type {
        integer(self.rw.context(), 1, Signedness::Signless)
    }
}

impl DivisionBuilder for LlvmFloats<'_, '_> {
    binary!(
        addf => FAddOp,
        subf => FSubOp,
        mulf => FMulOp,
        divf => FDivOp,
        copysign => CopySignOp,
    );

    fn absf(&mut self, a: Value, fmf: FastMathFlags) -> Value {
        let flags = Some(fastmath_to_llvm(fmf));
        FAbsOp::create(self.rw, self.loc, self.ty, a, flags).res(self.rw)
    }

    fn cmpf(&mut self, p: CmpFPredicate, a: Value, b: Value, fmf: FastMathFlags) -> Value {
        // The predicates are numbered alike.
        let p = FCmpPredicate::from_int(p.to_int()).expect("arith's predicates are llvm's");
        let (i1, flags) = (self.i1(), Some(fastmath_to_llvm(fmf)));
        FCmpOp::create(self.rw, self.loc, i1, p, a, b, flags).res(self.rw)
    }

    fn andi(&mut self, a: Value, b: Value) -> Value {
        let i1 = self.i1();
        AndOp::create(self.rw, self.loc, i1, a, b).res(self.rw)
    }

    fn ori(&mut self, a: Value, b: Value) -> Value {
        let i1 = self.i1();
        OrOp::create(self.rw, self.loc, i1, a, b, flags::IsDisjoint::No).res(self.rw)
    }

    fn select(&mut self, condition: Value, t: Value, f: Value) -> Value {
        let ty = self.rw.value_type(t);
        SelectOp::create(self.rw, self.loc, ty, condition, t, f, None).res(self.rw)
    }

    fn constant(&mut self, v: f64) -> Value {
        let attr = float_attr(self.rw.context(), self.ty, v);
        ConstantOp::create(self.rw, self.loc, self.ty, attr).res(self.rw)
    }
}
