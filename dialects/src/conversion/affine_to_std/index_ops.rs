//! `affine.delinearize_index` and `affine.linearize_index` as `arith` ops
//! (MLIR's `populateAffineExpandIndexOpsPatterns`, which `lower-affine`
//! includes): the suffix products of the basis as strides, then floor
//! divisions and Euclidean remainders by them, or a sum of the indices
//! scaled by them.

use super::expand::constant_index;
use crate::affine::{AffineDelinearizeIndexOp, AffineLinearizeIndexOp};
use crate::arith::flags::IsExact;
use crate::arith::{
    AddIOp, CmpIOp, CmpIPredicate, DivSIOp, FloorDivSIOp, IntegerOverflowFlags, MulIOp, RemSIOp,
    SelectOp,
};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::interfaces::prelude::mlir::LoopLikeOpInterface;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, IrResult, OpId, Value};

/// A dynamic entry of a static basis (MLIR's `ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// The products of the basis after each of its elements, the whole
/// basis's first (MLIR's `computeStrides`); the dynamic elements are the
/// last of `dynamic_basis`, in order.
fn compute_strides(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    dynamic_basis: &[Value],
    static_basis: &[i64],
    known_non_negative: bool,
) -> Vec<Value> {
    let mut flags = IntegerOverflowFlags::NSW;
    if known_non_negative {
        flags |= IntegerOverflowFlags::NUW;
    }
    let mut dynamic_index = dynamic_basis.len();
    let mut dynamic_part: Option<Value> = None;
    let mut static_part = 1i64;
    let mut strides = Vec::with_capacity(static_basis.len());
    for &element in static_basis.iter().rev() {
        if element == DYNAMIC {
            dynamic_index -= 1;
            let next = dynamic_basis[dynamic_index];
            dynamic_part = Some(match dynamic_part {
                Some(part) => multiply(rw, loc, part, next, flags),
                None => next,
            });
        } else {
            static_part = static_part.wrapping_mul(element);
        }
        let stride = match dynamic_part {
            Some(part) if static_part == 1 => part,
            _ => {
                let constant = constant_index(rw, loc, static_part);
                match dynamic_part {
                    Some(part) => multiply(rw, loc, part, constant, flags),
                    None => constant,
                }
            }
        };
        strides.push(stride);
    }
    strides.reverse();
    strides
}

fn multiply(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    a: Value,
    b: Value,
    flags: IntegerOverflowFlags,
) -> Value {
    let ty = rw.value_type(a);
    MulIOp::create(rw, loc, ty, a, b, Some(flags)).result(rw)
}

fn add_nsw(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, a: Value, b: Value) -> Value {
    let ty = rw.value_type(a);
    AddIOp::create(rw, loc, ty, a, b, Some(IntegerOverflowFlags::NSW)).result(rw)
}

pub(super) struct DelinearizeLowering;

impl OpConversionPattern for DelinearizeLowering {
    type Op = AffineDelinearizeIndexOp;
    fn match_and_rewrite(
        &self,
        op: AffineDelinearizeIndexOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let linear = op.linear_index(rw);
        let num_results = rw.results(op.id()).len();
        let static_basis = op.static_basis(rw);
        let static_basis = if num_results == static_basis.len() {
            &static_basis[1..]
        } else {
            &static_basis[..]
        };
        if num_results == 1 {
            rw.replace_op(op.id(), &[linear])?;
            return Ok(true);
        }
        let dynamic_basis = op.dynamic_basis(rw);
        let strides = compute_strides(rw, loc, &dynamic_basis, static_basis, true);
        let Some((&first, _)) = strides.split_first() else {
            return rw.notify_match_failure(op.id(), "no basis");
        };
        let zero = constant_index(rw, loc, 0);
        let ty = rw.value_type(linear);
        let mut results = vec![FloorDivSIOp::create(rw, loc, ty, linear, first).result(rw)];
        // The Euclidean remainder of the linear index by `stride`.
        let modulo = |rw: &mut ConversionPatternRewriter<'_>, stride: Value| {
            let remainder = RemSIOp::create(rw, loc, ty, linear, stride).result(rw);
            let i1 = bool_type(rw.context());
            let negative =
                CmpIOp::create(rw, loc, i1, CmpIPredicate::Slt, remainder, zero).result(rw);
            let corrected = add_nsw(rw, loc, remainder, stride);
            SelectOp::create(rw, loc, ty, negative, corrected, remainder).result(rw)
        };
        for pair in strides.windows(2) {
            let modulus = modulo(rw, pair[0]);
            results.push(DivSIOp::create(rw, loc, ty, modulus, pair[1], IsExact::No).result(rw));
        }
        if let Some(&last) = strides.last() {
            results.push(modulo(rw, last));
        }
        rw.replace_op(op.id(), &results)?;
        Ok(true)
    }
}

/// `i1`.
fn bool_type(ctx: &mut Context) -> ods_runtime::Type {
    ctx.ty(ods_runtime::TypeKind::Integer {
        width: 1,
        signedness: ods_runtime::Signedness::Signless,
    })
}

pub(super) struct LinearizeLowering;

impl OpConversionPattern for LinearizeLowering {
    type Op = AffineLinearizeIndexOp;
    fn match_and_rewrite(
        &self,
        op: AffineLinearizeIndexOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let indices = op.multi_index(rw);
        let Some((&last, leading)) = indices.split_last() else {
            let zero = constant_index(rw, loc, 0);
            rw.replace_op(op.id(), &[zero])?;
            return Ok(true);
        };
        let static_basis = op.static_basis(rw);
        let static_basis = if indices.len() == static_basis.len() {
            &static_basis[1..]
        } else {
            &static_basis[..]
        };
        let dynamic_basis = op.dynamic_basis(rw);
        let disjoint = op.disjoint(rw);
        let strides = compute_strides(rw, loc, &dynamic_basis, static_basis, disjoint);
        let mut scaled = Vec::with_capacity(indices.len());
        for (&stride, &index) in strides.iter().zip(leading) {
            let value = multiply(rw, loc, index, stride, IntegerOverflowFlags::NSW);
            scaled.push((value, enclosing_invariant_loops(rw, op.id(), index)));
        }
        scaled.push((last, enclosing_invariant_loops(rw, op.id(), last)));
        // The terms invariant in the most loops first, to be hoisted.
        scaled.sort_by_key(|&(_, loops)| std::cmp::Reverse(loops));
        let sum = scaled
            .iter()
            .skip(1)
            .fold(scaled[0].0, |acc, &(v, _)| add_nsw(rw, loc, acc, v));
        rw.replace_op(op.id(), &[sum])?;
        Ok(true)
    }
}

/// How many loops around `op`, from the innermost, `value` is defined
/// outside of (MLIR's `numEnclosingInvariantLoops`).
fn enclosing_invariant_loops(ctx: &Context, op: OpId, value: Value) -> usize {
    let mut count = 0;
    let mut current = ctx.parent_op(op);
    while let Some(parent) = current {
        if let Some(loop_like) = LoopLikeOpInterface::try_from(ctx, parent) {
            if !loop_like.is_defined_outside_of_loop(ctx, value) {
                break;
            }
            count += 1;
        }
        current = ctx.parent_op(parent);
    }
    count
}
