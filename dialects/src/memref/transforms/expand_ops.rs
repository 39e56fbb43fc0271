//! `memref-expand` (MLIR's `ExpandOpsPass`): a `memref.reshape` whose
//! shape operand has a static size becomes a `memref.reinterpret_cast`,
//! its dynamic sizes loaded from the shape and its strides their running
//! products, under a partial conversion.

use super::super::hooks::MemRefParts;
use super::{ExpandOpsPass, ExpandOpsPassOptions, ExpandOpsPassStatistics};
use crate::arith::{ConstantOp, IndexCastOp, MulIOp};
use crate::memref::*;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversionPattern,
};
use ods_runtime::ods::convert::{index, index_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::pass::PassFailure;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, IrResult, OpId, Value};

/// The implementation of `memref-expand`.
#[derive(Debug, Default)]
pub struct ExpandOps;

impl ExpandOpsPass for ExpandOps {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ExpandOpsPassOptions,
        _: &mut ExpandOpsPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_expand_ops_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("arith");
        target.add_legal_dialect("memref");
        target.add_dynamically_legal_op(ReshapeOp::NAME, |ctx, op| {
            Some(static_shape_rank(ctx, ReshapeOp::from_id_unchecked(op)).is_none())
        });
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}

/// Adds the expansion of `memref-expand` (MLIR's
/// `populateExpandOpsPatterns`).
pub fn populate_expand_ops_patterns(patterns: &mut ConversionPatternSet) {
    patterns.add_op_pattern(ReshapeToReinterpretCast);
}

/// The size of the shape operand of `reshape`, when static.
fn static_shape_rank(ctx: &Context, reshape: ReshapeOp) -> Option<i64> {
    let shape = MemRefParts::of(ctx, ctx.value_type(reshape.shape(ctx)))?.shape;
    match shape.as_slice() {
        &[rank] if rank != DYNAMIC => Some(rank),
        _ => None,
    }
}

/// An `index` constant.
fn constant_index(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, value: i64) -> Value {
    let (ty, attr) = (index(rw.context()), index_attr(rw.context(), value));
    ConstantOp::create(rw, loc, ty, attr).result(rw)
}

/// `memref.reshape` with a shape of static size as a
/// `memref.reinterpret_cast` at offset 0.
struct ReshapeToReinterpretCast;

impl OpConversionPattern for ReshapeToReinterpretCast {
    type Op = ReshapeOp;
    fn match_and_rewrite(
        &self,
        op: ReshapeOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(rank) = static_shape_rank(rw, op) else {
            return Ok(false);
        };
        let result_type = rw.value_type(op.result(rw));
        let Some(result_shape) = MemRefParts::of(rw, result_type).map(|p| p.shape) else {
            return Ok(false);
        };
        let loc = op.loc(rw);
        let shape = op.shape(rw);
        let rank = rank as usize;
        let mut sizes = vec![FoldResult::Attr(index_attr(rw.context(), 0)); rank];
        let mut strides = sizes.clone();
        let mut stride: Option<Value> = None;
        let mut static_stride = 1i64;
        for i in (0..rank).rev() {
            let dim = result_shape.get(i).copied().unwrap_or(DYNAMIC);
            let size = if dim == DYNAMIC {
                let position = constant_index(rw, loc, i as i64);
                let mut size =
                    LoadOp::create_inferred(rw, loc, shape, &[position], None, None)?.result(rw);
                let index_type = index(rw.context());
                if rw.value_type(size) != index_type {
                    size = IndexCastOp::create(rw, loc, index_type, size).out(rw);
                }
                sizes[i] = FoldResult::Value(size);
                size
            } else {
                let size = constant_index(rw, loc, dim);
                sizes[i] = FoldResult::Attr(index_attr(rw.context(), dim));
                size
            };
            strides[i] = match stride {
                Some(s) => FoldResult::Value(s),
                None => FoldResult::Attr(index_attr(rw.context(), static_stride)),
            };
            if i == 0 {
                continue;
            }
            stride = match stride {
                Some(s) => Some(MulIOp::create_inferred(rw, loc, s, size, None)?.result(rw)),
                None if dim == DYNAMIC => {
                    let constant = constant_index(rw, loc, static_stride);
                    Some(MulIOp::create_inferred(rw, loc, constant, size, None)?.result(rw))
                }
                None => {
                    static_stride = static_stride.wrapping_mul(dim);
                    None
                }
            };
        }
        let zero = FoldResult::Attr(index_attr(rw.context(), 0));
        let source = op.source(rw);
        let cast = ReinterpretCastOp::create_result_type_offset_fold_result(
            rw,
            loc,
            result_type,
            source,
            zero,
            &sizes,
            &strides,
            None,
        );
        let result = cast.result(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
