//! The complex ops over `!llvm.struct<(f, f)>` values (MLIR's
//! `ComplexStructBuilder` and the patterns of `ComplexToLLVM.cpp`): the
//! parts are extracted, computed on and inserted into a poison struct,
//! with the op's fast-math flags (`abs`'s square root takes none).

use super::floats::LlvmFloats;
use crate::arith::FastMathFlags;
use crate::complex::{AbsOp, AddOp, CreateOp, DivOp, ImOp, MulOp, ReOp, SubOp};
use crate::conversion::complex_to_standard::division::DivisionBuilder;
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{ExtractValueOp, InsertValueOp, LLVMStructType, PoisonOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, IrResult, Type, Value};

/// The real and imaginary parts of a complex value.
pub(super) type Parts = (Value, Value);

/// The float type of the parts of `complex`, a converted complex value.
fn part_type(rw: &ConversionPatternRewriter<'_>, complex: Value) -> Option<Type> {
    let ty = rw.value_type(complex);
    let fields = LLVMStructType::try_from(rw, ty)?.elements(rw).to_vec();
    fields.first().copied()
}

/// The parts of `complex` (`llvm.extractvalue`s of fields 0 and 1).
fn parts(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    complex: Value,
) -> Parts {
    let re = ExtractValueOp::create(rw, loc, ty, complex, vec![0]).res(rw);
    let im = ExtractValueOp::create(rw, loc, ty, complex, vec![1]).res(rw);
    (re, im)
}

/// `(re, im)` inserted into `poison`, a poison struct of type `ty`.
fn pack(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    poison: Value,
    (re, im): Parts,
) -> Value {
    let with_re = InsertValueOp::create(rw, loc, ty, poison, re, vec![0]).res(rw);
    InsertValueOp::create(rw, loc, ty, with_re, im, vec![1]).res(rw)
}

/// The struct type the complex result of `op` becomes.
fn struct_type(
    op: impl Op,
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
) -> Option<Type> {
    let result = rw.results(op.id())[0];
    let ty = rw.value_type(result);
    converter.convert_type(rw.context(), ty)
}

/// `complex.create`: its operands inserted into a poison struct.
pub(super) struct Create;

impl LlvmLowering<CreateOp> for Create {
    fn lower(
        &self,
        op: CreateOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = struct_type(op, converter, rw) else {
            return rw.notify_match_failure(op.id(), "failed to convert result type");
        };
        let loc = op.loc(rw);
        let poison = PoisonOp::create(rw, loc, ty).res(rw);
        let value = pack(rw, loc, ty, poison, (operands[0], operands[1]));
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// `complex.re` (`IM` false) and `complex.im` (`IM` true): a field of
/// the struct.
pub(super) struct Part<const IM: bool>;

impl<const IM: bool> Part<IM> {
    fn lower(
        op: impl Op,
        operand: Value,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = part_type(rw, operand) else {
            return rw.notify_match_failure(op.id(), "operand is no complex struct");
        };
        let loc = op.loc(rw);
        let part = ExtractValueOp::create(rw, loc, ty, operand, vec![i64::from(IM)]).res(rw);
        rw.replace_op(op.id(), &[part])?;
        Ok(true)
    }
}

impl LlvmLowering<ReOp> for Part<false> {
    fn lower(
        &self,
        op: ReOp,
        operands: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Part::<false>::lower(op, operands[0], rw)
    }
}

impl LlvmLowering<ImOp> for Part<true> {
    fn lower(
        &self,
        op: ImOp,
        operands: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Part::<true>::lower(op, operands[0], rw)
    }
}

/// `complex.abs`: `sqrt(re² + im²)`.
pub(super) struct Abs;

impl LlvmLowering<AbsOp> for Abs {
    fn lower(
        &self,
        op: AbsOp,
        operands: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = part_type(rw, operands[0]) else {
            return rw.notify_match_failure(op.id(), "operand is no complex struct");
        };
        let (loc, fmf) = (op.loc(rw), op.fastmath(rw));
        let (re, im) = parts(rw, loc, ty, operands[0]);
        let mut e = LlvmFloats {
            rw: &mut *rw,
            loc,
            ty,
        };
        let re2 = e.mulf(re, re, fmf);
        let im2 = e.mulf(im, im, fmf);
        let norm = e.addf(re2, im2, fmf);
        let abs = e.sqrt(norm);
        rw.replace_op(op.id(), &[abs])?;
        Ok(true)
    }
}

/// A binary complex op with fast-math flags.
pub(super) trait BinaryOp: Op {
    fn fmf(self, ctx: &Context) -> FastMathFlags;
}

macro_rules! binary_ops {
    ($($op:ty),*) => {$(
        impl BinaryOp for $op {
            fn fmf(self, ctx: &Context) -> FastMathFlags {
                self.fastmath(ctx)
            }
        }
    )*};
}

binary_ops!(AddOp, SubOp, MulOp, DivOp);

/// What computes the parts of a binary op's result from those of its
/// operands, with its flags.
type Rule = Box<dyn Fn(&mut LlvmFloats<'_, '_>, Parts, Parts, FastMathFlags) -> Parts>;

/// A binary complex op: the operands' parts extracted, a poison result
/// made, `rule` computes the parts, which are inserted.
pub(super) struct Binary {
    rule: Rule,
}

impl Binary {
    /// The lowering by `rule`.
    pub fn new(
        rule: impl Fn(&mut LlvmFloats<'_, '_>, Parts, Parts, FastMathFlags) -> Parts + 'static,
    ) -> Self {
        Binary {
            rule: Box::new(rule),
        }
    }
}

impl<O: BinaryOp> LlvmLowering<O> for Binary {
    fn lower(
        &self,
        op: O,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let (Some(ty), Some(struct_ty)) =
            (part_type(rw, operands[0]), struct_type(op, converter, rw))
        else {
            return rw.notify_match_failure(op.id(), "operands are no complex structs");
        };
        let (loc, fmf) = (op.loc(rw), op.fmf(rw));
        let lhs = parts(rw, loc, ty, operands[0]);
        let rhs = parts(rw, loc, ty, operands[1]);
        let poison = PoisonOp::create(rw, loc, struct_ty).res(rw);
        let result = (self.rule)(
            &mut LlvmFloats {
                rw: &mut *rw,
                loc,
                ty,
            },
            lhs,
            rhs,
            fmf,
        );
        let value = pack(rw, loc, struct_ty, poison, result);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// `(a + bi)(c + di) = (ca - db) + (bc + ad)i`, in MLIR's order of
/// operands.
pub(super) fn mul(
    e: &mut LlvmFloats<'_, '_>,
    (a, b): Parts,
    (c, d): Parts,
    fmf: FastMathFlags,
) -> Parts {
    let ca = e.mulf(c, a, fmf);
    let db = e.mulf(d, b, fmf);
    let re = e.subf(ca, db, fmf);
    let bc = e.mulf(b, c, fmf);
    let ad = e.mulf(a, d, fmf);
    let im = e.addf(bc, ad, fmf);
    (re, im)
}
