//! `arith-expand` (MLIR's `ArithExpandOpsPass`): the arith ops that have
//! no direct lowering to LLVM (ceiling and floor divisions, integer and
//! float minima and maxima, scaled float conversions, and with
//! `include-bf16` the bf16 conversions) rewritten into ones that have,
//! under a partial conversion that fails if any is left.

use super::create_scalar_or_splat_constant;
use super::{ArithExpandOpsPass, ArithExpandOpsPassOptions, ArithExpandOpsPassStatistics};
use crate::arith::flags::IsExact;
use crate::arith::hooks::with_element_type;
use crate::arith::{
    AddIOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpFPredicate, CmpIOp,
    CmpIPredicate, DivFOp, DivSIOp, DivUIOp, ExtFOp, ExtUIOp, FloorDivSIOp, MaxNumFOp, MaxSIOp,
    MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, ScalingExtFOp,
    ScalingTruncFOp, SelectOp, ShLIOp, ShRUIOp, SubIOp, TruncFOp, TruncIOp,
};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversionPattern,
};
use ods_runtime::ir::float::bit_width;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::pass::PassFailure;
use ods_runtime::{
    Attribute, Context, FloatKind, IrResult, OpId, Signedness, Type, TypeKind, Value,
};

/// The implementation of `arith-expand`.
#[derive(Debug, Default)]
pub struct ArithExpand;

impl ArithExpandOpsPass for ArithExpand {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ArithExpandOpsPassOptions,
        _: &mut ArithExpandOpsPassStatistics,
    ) -> Result<(), PassFailure> {
        if options.include_f8_e8_m0 || options.include_f4_e2_m1 {
            return Err(PassFailure::from(ods_runtime::diag::Diagnostic::error(
                ctx.op_loc(op),
                "arith-expand: the include-f8e8m0 and include-f4e2m1 expansions are not \
                 implemented in ods-dialects yet",
            )));
        }
        let mut patterns = ConversionPatternSet::new();
        populate_arith_expand_ops_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("arith");
        for name in [
            CeilDivSIOp::NAME,
            CeilDivUIOp::NAME,
            FloorDivSIOp::NAME,
            MaximumFOp::NAME,
            MinimumFOp::NAME,
            MaxNumFOp::NAME,
            MinNumFOp::NAME,
            MaxSIOp::NAME,
            MaxUIOp::NAME,
            MinSIOp::NAME,
            MinUIOp::NAME,
            ScalingExtFOp::NAME,
            ScalingTruncFOp::NAME,
        ] {
            target.add_illegal_op(name);
        }
        if options.include_bf16 {
            patterns
                .add_op_pattern(BFloat16ExtF)
                .add_op_pattern(BFloat16TruncF);
            target.add_dynamically_legal_op(ExtFOp::NAME, |ctx, op| {
                Some(!is_conversion(ctx, op, FloatKind::BF16, FloatKind::F32))
            });
            target.add_dynamically_legal_op(TruncFOp::NAME, |ctx, op| {
                Some(!is_conversion(ctx, op, FloatKind::F32, FloatKind::BF16))
            });
        }
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}

/// Adds the expansions of the divisions rounding up or down into
/// truncating ones (MLIR's `populateCeilFloorDivExpandOpsPatterns`, which
/// the lowerings to llvm also apply).
pub fn populate_ceil_floor_div_expand_ops_patterns(patterns: &mut ConversionPatternSet) {
    patterns
        .add_op_pattern(CeilDivSI)
        .add_op_pattern(CeilDivUI)
        .add_op_pattern(FloorDivSI);
}

/// Adds the expansions `arith-expand` always applies (MLIR's
/// `populateArithExpandOpsPatterns`).
pub fn populate_arith_expand_ops_patterns(patterns: &mut ConversionPatternSet) {
    use MinMaxKind::{Int, NanIgnoring, NanPropagating};
    populate_ceil_floor_div_expand_ops_patterns(patterns);
    patterns
        .add_op_pattern(MinMax::<MaximumFOp>::new(NanPropagating(
            CmpFPredicate::UGT,
        )))
        .add_op_pattern(MinMax::<MinimumFOp>::new(NanPropagating(
            CmpFPredicate::ULT,
        )))
        .add_op_pattern(MinMax::<MaxNumFOp>::new(NanIgnoring(CmpFPredicate::UGT)))
        .add_op_pattern(MinMax::<MinNumFOp>::new(NanIgnoring(CmpFPredicate::ULT)))
        .add_op_pattern(MinMax::<MaxSIOp>::new(Int(CmpIPredicate::Sgt)))
        .add_op_pattern(MinMax::<MaxUIOp>::new(Int(CmpIPredicate::Ugt)))
        .add_op_pattern(MinMax::<MinSIOp>::new(Int(CmpIPredicate::Slt)))
        .add_op_pattern(MinMax::<MinUIOp>::new(Int(CmpIPredicate::Ult)))
        .add_op_pattern(ScalingExtF)
        .add_op_pattern(ScalingTruncF);
}

/// Whether `op` (an `extf` or `truncf`) converts from element type `from`
/// to `to`.
fn is_conversion(ctx: &Context, op: OpId, from: FloatKind, to: FloatKind) -> bool {
    let kind = |v: Value| match ctx.type_kind(element_type_or_self(ctx, ctx.value_type(v))) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    };
    kind(ctx.operand(op, 0)) == Some(from) && kind(ctx.result(op, 0)) == Some(to)
}

fn cmpi(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    p: CmpIPredicate,
    a: Value,
    b: Value,
) -> IrResult<Value> {
    Ok(CmpIOp::create_inferred(rw, loc, p, a, b)?.result(rw))
}

fn select(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    c: Value,
    t: Value,
    f: Value,
) -> IrResult<Value> {
    Ok(SelectOp::create_inferred(rw, loc, c, t, f)?.result(rw))
}

/// `ceildivui(n, m)` as `n == 0 ? 0 : (n - 1) / m + 1`.
struct CeilDivUI;

impl OpConversionPattern for CeilDivUI {
    type Op = CeilDivUIOp;
    fn match_and_rewrite(
        &self,
        op: CeilDivUIOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (a, b) = (op.lhs(rw), op.rhs(rw));
        let ty = rw.value_type(a);
        let zero = create_scalar_or_splat_constant(rw, loc, ty, 0);
        let is_zero = cmpi(rw, loc, CmpIPredicate::Eq, a, zero)?;
        let one = create_scalar_or_splat_constant(rw, loc, ty, 1);
        let minus_one = SubIOp::create_inferred(rw, loc, a, one, None)?.result(rw);
        let quotient = DivUIOp::create_inferred(rw, loc, minus_one, b, IsExact::No)?.result(rw);
        let plus_one = AddIOp::create_inferred(rw, loc, quotient, one, None)?.result(rw);
        let result = select(rw, loc, is_zero, zero, plus_one)?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The truncated quotient `a / b` and whether it is inexact: what the
/// signed ceiling and floor divisions correct by one.
fn inexact_quotient(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    a: Value,
    b: Value,
) -> IrResult<(Value, Value)> {
    let quotient = DivSIOp::create_inferred(rw, loc, a, b, IsExact::No)?.result(rw);
    let product = MulIOp::create_inferred(rw, loc, quotient, b, None)?.result(rw);
    let inexact = cmpi(rw, loc, CmpIPredicate::Ne, a, product)?;
    Ok((quotient, inexact))
}

/// Whether `a` and `b` have the same sign (`same`) or opposite signs.
fn signs(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    (a, b): (Value, Value),
    zero: Value,
    same: bool,
) -> IrResult<Value> {
    let a_neg = cmpi(rw, loc, CmpIPredicate::Slt, a, zero)?;
    let b_neg = cmpi(rw, loc, CmpIPredicate::Slt, b, zero)?;
    let p = if same {
        CmpIPredicate::Eq
    } else {
        CmpIPredicate::Ne
    };
    cmpi(rw, loc, p, a_neg, b_neg)
}

/// `ceildivsi(n, m)`: the truncated quotient, plus one when it is
/// inexact and `n` and `m` have the same sign.
struct CeilDivSI;

impl OpConversionPattern for CeilDivSI {
    type Op = CeilDivSIOp;
    fn match_and_rewrite(
        &self,
        op: CeilDivSIOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (a, b) = (op.lhs(rw), op.rhs(rw));
        let ty = rw.value_type(op.result(rw));
        let zero = create_scalar_or_splat_constant(rw, loc, ty, 0);
        let one = create_scalar_or_splat_constant(rw, loc, ty, 1);
        let (quotient, inexact) = inexact_quotient(rw, loc, a, b)?;
        let same_sign = signs(rw, loc, (a, b), zero, true)?;
        let round_up = AndIOp::create_inferred(rw, loc, inexact, same_sign)?.result(rw);
        let plus_one = AddIOp::create_inferred(rw, loc, quotient, one, None)?.result(rw);
        let result = select(rw, loc, round_up, plus_one, quotient)?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `floordivsi(n, m)`: the truncated quotient, minus one when it is
/// inexact and `n` and `m` have opposite signs.
struct FloorDivSI;

impl OpConversionPattern for FloorDivSI {
    type Op = FloorDivSIOp;
    fn match_and_rewrite(
        &self,
        op: FloorDivSIOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (a, b) = (op.lhs(rw), op.rhs(rw));
        let ty = rw.value_type(op.result(rw));
        let (quotient, inexact) = inexact_quotient(rw, loc, a, b)?;
        let zero = create_scalar_or_splat_constant(rw, loc, ty, 0);
        let opposite_signs = signs(rw, loc, (a, b), zero, false)?;
        let round_down = AndIOp::create_inferred(rw, loc, inexact, opposite_signs)?.result(rw);
        let minus_one = create_scalar_or_splat_constant(rw, loc, ty, -1);
        let less = AddIOp::create_inferred(rw, loc, quotient, minus_one, None)?.result(rw);
        let result = select(rw, loc, round_down, less, quotient)?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// An op of two operands `lhs` and `rhs` and one result: the minima and
/// maxima the expansions below share.
trait BinaryOp: Op {
    fn lhs_rhs(self, ctx: &Context) -> (Value, Value);
}

macro_rules! binary_ops {
    ($($op:ty),*) => {$(
        impl BinaryOp for $op {
            fn lhs_rhs(self, ctx: &Context) -> (Value, Value) {
                (self.lhs(ctx), self.rhs(ctx))
            }
        }
    )*};
}

binary_ops!(MaximumFOp, MinimumFOp, MaxNumFOp, MinNumFOp, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp);

/// How a minimum or maximum is expanded: a comparison that chooses
/// between the operands, then for floats a second choice where an operand
/// is NaN.
#[derive(Clone, Copy)]
enum MinMaxKind {
    /// `maxsi`, `maxui`, `minsi`, `minui`: the comparison only.
    Int(CmpIPredicate),
    /// `maximumf`, `minimumf`: a NaN operand gives NaN (the result is
    /// `rhs` where `rhs` is NaN, and the unordered comparison has chosen
    /// `lhs` where `lhs` is).
    NanPropagating(CmpFPredicate),
    /// `maxnumf`, `minnumf`: a NaN operand gives the other (the result is
    /// `rhs` where `lhs` is NaN).
    NanIgnoring(CmpFPredicate),
}

/// A minimum or maximum as comparisons and selects.
struct MinMax<T> {
    kind: MinMaxKind,
    op: std::marker::PhantomData<T>,
}

impl<T> MinMax<T> {
    fn new(kind: MinMaxKind) -> Self {
        MinMax {
            kind,
            op: std::marker::PhantomData,
        }
    }
}

impl<T: BinaryOp> OpConversionPattern for MinMax<T> {
    type Op = T;
    fn match_and_rewrite(
        &self,
        op: T,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = rw.op_loc(op.id());
        let (lhs, rhs) = op.lhs_rhs(rw);
        let cmpf = |rw: &mut ConversionPatternRewriter<'_>, p, a, b| -> IrResult<Value> {
            Ok(CmpFOp::create_inferred(rw, loc, p, a, b, None)?.result(rw))
        };
        let (cmp, nan_of) = match self.kind {
            MinMaxKind::Int(p) => (cmpi(rw, loc, p, lhs, rhs)?, None),
            MinMaxKind::NanPropagating(p) => (cmpf(rw, p, lhs, rhs)?, Some(rhs)),
            MinMaxKind::NanIgnoring(p) => (cmpf(rw, p, lhs, rhs)?, Some(lhs)),
        };
        let mut result = select(rw, loc, cmp, lhs, rhs)?;
        if let Some(x) = nan_of {
            let is_nan = cmpf(rw, CmpFPredicate::UNO, x, x)?;
            result = select(rw, loc, is_nan, rhs, result)?;
        }
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The scale of a scaled conversion as `f8E8M0FNU` (of the scale's
/// shape): a scale of 16 bits or more is truncated to it, which keeps its
/// exponent; `None` for a narrower scale of another type.
fn e8m0_scale(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    scale: Value,
    fastmath: Option<Attribute>,
) -> Option<Value> {
    let ty = rw.value_type(scale);
    let element = element_type_or_self(rw, ty);
    let kind = match rw.type_kind(element) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    };
    if kind == Some(FloatKind::F8E8M0FNU) {
        return Some(scale);
    }
    let wide = kind.is_some_and(|k| bit_width(k) >= 16)
        || matches!(rw.type_kind(element), TypeKind::Integer { width, .. } if *width >= 16);
    if !wide {
        return None;
    }
    let ctx = rw.context();
    let e8m0 = ctx.ty(TypeKind::Float(FloatKind::F8E8M0FNU));
    let e8m0 = with_element_type(ctx, ty, e8m0);
    Some(TruncFOp::create_with_attrs(rw, loc, e8m0, scale, None, fastmath).out(rw))
}

/// `scaling_extf(x, s)` as `extf(x) * extf(s)`: extending an
/// `f8E8M0FNU` scale gives `2^s`, NaN kept.
struct ScalingExtF;

impl OpConversionPattern for ScalingExtF {
    type Op = ScalingExtFOp;
    fn match_and_rewrite(
        &self,
        op: ScalingExtFOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let fastmath = op.fastmath_attr(rw);
        let Some(scale) = e8m0_scale(rw, loc, op.scale(rw), fastmath) else {
            return rw.notify_match_failure(
                op.id(),
                "scaling_extf is using scales of type which can not be converted to f8E8M0FNU",
            );
        };
        let ty = rw.value_type(op.out(rw));
        let input = op.r#in(rw);
        let scale = ExtFOp::create_with_attrs(rw, loc, ty, scale, fastmath).out(rw);
        let input = ExtFOp::create_with_attrs(rw, loc, ty, input, fastmath).out(rw);
        let result = MulFOp::create_with_attrs(rw, loc, ty, input, scale, fastmath).result(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `scaling_truncf(x, s)` as `truncf(x / extf(s))`.
struct ScalingTruncF;

impl OpConversionPattern for ScalingTruncF {
    type Op = ScalingTruncFOp;
    fn match_and_rewrite(
        &self,
        op: ScalingTruncFOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let fastmath = op.fastmath_attr(rw);
        let Some(scale) = e8m0_scale(rw, loc, op.scale(rw), fastmath) else {
            return rw.notify_match_failure(
                op.id(),
                "scaling_truncf is using scales type which can not be converted to f8E8M0FNU",
            );
        };
        let input = op.r#in(rw);
        let input_ty = rw.value_type(input);
        let result_ty = rw.value_type(op.out(rw));
        let rounding = op.roundingmode_attr(rw);
        let scale = ExtFOp::create_with_attrs(rw, loc, input_ty, scale, fastmath).out(rw);
        let quotient =
            DivFOp::create_with_attrs(rw, loc, input_ty, input, scale, fastmath).result(rw);
        let result =
            TruncFOp::create_with_attrs(rw, loc, result_ty, quotient, rounding, fastmath).out(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// An integer type of `width` bits shaped as `like`.
fn int_like(rw: &mut ConversionPatternRewriter<'_>, like: Type, width: u32) -> Type {
    let ctx = rw.context();
    let int = ctx.ty(TypeKind::Integer {
        width,
        signedness: Signedness::Signless,
    });
    with_element_type(ctx, like, int)
}

/// `extf` from bf16 to f32 as a bit shift: bf16 is the top half of f32.
struct BFloat16ExtF;

impl OpConversionPattern for BFloat16ExtF {
    type Op = ExtFOp;
    fn match_and_rewrite(
        &self,
        op: ExtFOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if !is_conversion(rw, op.id(), FloatKind::BF16, FloatKind::F32) {
            return rw.notify_match_failure(op.id(), "not a ext of bf16 to f32.");
        }
        let loc = op.loc(rw);
        let input = op.r#in(rw);
        let input_ty = rw.value_type(input);
        let result_ty = rw.value_type(op.out(rw));
        let i16 = int_like(rw, input_ty, 16);
        let i32 = int_like(rw, input_ty, 32);
        let bits = BitcastOp::create(rw, loc, i16, input).out(rw);
        let wide = ExtUIOp::create(rw, loc, i32, bits).out(rw);
        let c16 = create_scalar_or_splat_constant(rw, loc, i32, 16);
        let shifted = ShLIOp::create_inferred(rw, loc, wide, c16, None)?.result(rw);
        let result = BitcastOp::create(rw, loc, result_ty, shifted).out(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `truncf` from f32 to bf16 on the bits: rounded to nearest even by
/// adding `0x7FFF` plus the lowest bit kept, then the top half; a NaN
/// becomes the quiet NaN `0x7FC0`.
struct BFloat16TruncF;

impl OpConversionPattern for BFloat16TruncF {
    type Op = TruncFOp;
    fn match_and_rewrite(
        &self,
        op: TruncFOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if !is_conversion(rw, op.id(), FloatKind::F32, FloatKind::BF16) {
            return rw.notify_match_failure(op.id(), "not a trunc of f32 to bf16.");
        }
        let loc = op.loc(rw);
        let input = op.r#in(rw);
        let input_ty = rw.value_type(input);
        let result_ty = rw.value_type(op.out(rw));
        let i16 = int_like(rw, input_ty, 16);
        let i32 = int_like(rw, input_ty, 32);
        let is_nan =
            CmpFOp::create_inferred(rw, loc, CmpFPredicate::UNE, input, input, None)?.result(rw);
        let bias = create_scalar_or_splat_constant(rw, loc, i32, 0x7FFF);
        let quiet_nan = create_scalar_or_splat_constant(rw, loc, i16, 0x7FC0);
        let c16 = create_scalar_or_splat_constant(rw, loc, i32, 16);
        let c1 = create_scalar_or_splat_constant(rw, loc, i32, 1);
        let bits = BitcastOp::create(rw, loc, i32, input).out(rw);
        let shrui = |rw: &mut ConversionPatternRewriter<'_>, a| -> IrResult<Value> {
            Ok(ShRUIOp::create_inferred(rw, loc, a, c16, IsExact::No)?.result(rw))
        };
        let lowest_kept = shrui(rw, bits)?;
        let lowest_kept = AndIOp::create_inferred(rw, loc, lowest_kept, c1)?.result(rw);
        let rounding = AddIOp::create_inferred(rw, loc, lowest_kept, bias, None)?.result(rw);
        let rounded = AddIOp::create_inferred(rw, loc, bits, rounding, None)?.result(rw);
        let top = shrui(rw, rounded)?;
        let top = TruncIOp::create(rw, loc, i16, top, None).out(rw);
        let top = select(rw, loc, is_nan, quiet_nan, top)?;
        let result = BitcastOp::create(rw, loc, result_ty, top).out(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
