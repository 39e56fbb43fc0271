//! What the expansions of `math-expand-ops` build with: the shared
//! [`Emitter`](crate::emit::Emitter) on the greedy driver's rewriter, on
//! the type of the op expanded, with the integer ops and casts the
//! rounding and bit-counting expansions use, and the pattern that runs an
//! expansion.

use crate::arith::flags::IsExact;
use crate::arith::{
    AddIOp, BitcastOp, CmpIOp, CmpIPredicate, FPToSIOp, MaxSIOp, MinSIOp, SIToFPOp, ShLIOp,
    ShRUIOp, SubIOp, UIToFPOp,
};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{OpRewritePattern, PatternRewriter};
use ods_runtime::{IrResult, Type, Value};

/// Builds at the rewriter's insertion point, at the location of the op
/// being expanded, on values of its operand's type.
pub(super) type Expander<'r, 'a> = crate::emit::Emitter<'r, PatternRewriter<'a>>;

/// `$name(a, b)`: an integer op of `a`'s type with its optional flags
/// unset.
macro_rules! integer {
    ($($name:ident => $op:ident($($unset:expr)?)),* $(,)?) => {$(
        pub fn $name(&mut self, a: Value, b: Value) -> Value {
            let ty = self.rw.value_type(a);
            let op = $op::create(self.rw, self.loc, ty, a, b $(, $unset)?);
            self.rw.result(op.id(), 0)
        }
    )*};
}

/// `$name(a, ty)`: a cast of `a` to `ty`.
macro_rules! cast {
    ($($name:ident => $op:ty),* $(,)?) => {$(
        pub fn $name(&mut self, a: Value, ty: Type) -> Value {
            let op = <$op>::create(self.rw, self.loc, ty, a);
            self.rw.result(op.id(), 0)
        }
    )*};
}

impl Expander<'_, '_> {
    integer!(
        addi => AddIOp(None),
        subi => SubIOp(None),
        shli => ShLIOp(None),
        shrui => ShRUIOp(IsExact::No),
        maxsi => MaxSIOp(),
        minsi => MinSIOp(),
    );
    cast!(
        bitcast => BitcastOp,
        fptosi => FPToSIOp,
        sitofp => SIToFPOp,
        uitofp => UIToFPOp,
    );

    pub fn cmpi(&mut self, p: CmpIPredicate, a: Value, b: Value) -> Value {
        let ty = self.bool_type_like(a);
        let op = CmpIOp::create(self.rw, self.loc, ty, p, a, b);
        self.rw.result(op.id(), 0)
    }

    /// The signless integer type of `width` bits in the shape of `ty`.
    pub fn integer_type_like(&mut self, ty: Type, width: u32) -> Type {
        let element = self.integer_type(width);
        crate::arith::with_element_type(self.rw.context(), ty, element)
    }
}

/// An expansion of ops `O`: `rule` returns the value that replaces the
/// op, or `None` where the op is not expanded.
pub(super) struct Expand<O> {
    pub rule: fn(&mut Expander<'_, '_>, O) -> Option<Value>,
}

impl<O: Op> OpRewritePattern for Expand<O> {
    type Op = O;
    fn match_and_rewrite(&self, op: O, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let operand = rw.operand(op.id(), 0);
        let ty = rw.value_type(operand);
        let loc = rw.op_loc(op.id());
        rw.set_insertion_point(op.id());
        let Some(replacement) = (self.rule)(&mut Expander { rw, loc, ty }, op) else {
            return Ok(false);
        };
        rw.replace_op(op.id(), &[replacement])?;
        Ok(true)
    }
}

/// The expansions build their ops without fast-math flags.
pub(super) const NONE: crate::arith::FastMathFlags = crate::arith::FastMathFlags::NONE;
