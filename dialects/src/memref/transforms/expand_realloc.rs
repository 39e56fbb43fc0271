//! `expand-realloc` (MLIR's `ExpandReallocPass`): a `memref.realloc`
//! becomes an `scf.if` that allocates a bigger buffer and copies the old
//! one into it when the old one is smaller than asked, and reinterprets
//! the old buffer at the new size otherwise, under a partial conversion.
//! It exists with the `scf` feature.

use super::super::hooks::MemRefParts;
use super::{ExpandReallocPass, ExpandReallocPassOptions, ExpandReallocPassStatistics};
use crate::arith::{CmpIOp, CmpIPredicate, ConstantOp};
use crate::memref::*;
use crate::scf::{IfOp, YieldOp};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversionPattern,
};
use ods_runtime::ods::convert::{index, index_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::pass::PassFailure;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Builder, Context, IrResult, OpBuilder, OpId, Value};

/// The implementation of `expand-realloc`.
#[derive(Debug, Default)]
pub struct ExpandRealloc;

impl ExpandReallocPass for ExpandRealloc {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ExpandReallocPassOptions,
        _: &mut ExpandReallocPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_expand_realloc_patterns(&mut patterns, options.emit_deallocs);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("arith");
        target.add_legal_dialect("scf");
        target.add_legal_dialect("memref");
        target.add_illegal_op(ReallocOp::NAME);
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}

/// Adds the expansion of `memref.realloc`, which deallocates the old
/// buffer after copying it when `emit_deallocs` (MLIR's
/// `populateExpandReallocPatterns`).
pub fn populate_expand_realloc_patterns(patterns: &mut ConversionPatternSet, emit_deallocs: bool) {
    patterns.add_op_pattern(ExpandReallocOp { emit_deallocs });
}

/// The size of the only dimension of a memref type, if it is ranked.
fn only_dim(ctx: &Context, value: Value) -> Option<i64> {
    MemRefParts::of(ctx, ctx.value_type(value))?
        .shape
        .first()
        .copied()
}

/// `memref.realloc` as its allocation, copy and reinterpretation.
struct ExpandReallocOp {
    emit_deallocs: bool,
}

impl OpConversionPattern for ExpandReallocOp {
    type Op = ReallocOp;
    fn match_and_rewrite(
        &self,
        op: ReallocOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let (source, result) = (op.source(rw), op.result0(rw));
        let (Some(input_size), Some(output_size)) = (only_dim(rw, source), only_dim(rw, result))
        else {
            return Ok(false);
        };
        let loc = op.loc(rw);
        let index_type = index(rw.context());
        let current = if input_size == DYNAMIC {
            let zero = constant_index(rw, loc, 0);
            FoldResult::Value(DimOp::create(rw, loc, index_type, source, zero).result(rw))
        } else {
            FoldResult::Attr(index_attr(rw.context(), input_size))
        };
        let dynamic_size = op.dynamic_result_size(rw);
        let target = match dynamic_size {
            Some(size) if output_size == DYNAMIC => FoldResult::Value(size),
            _ => FoldResult::Attr(index_attr(rw.context(), output_size)),
        };
        let lhs = as_value(rw, loc, &current);
        let rhs = as_value(rw, loc, &target);
        let cond = CmpIOp::create_inferred(rw, loc, CmpIPredicate::Ult, lhs, rhs)?.result(rw);
        let result_type = rw.value_type(result);
        let alignment = op.alignment_attr(rw);
        let emit_deallocs = self.emit_deallocs;
        let mut grow = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
            let mut b = Builder { ctx, at };
            let sizes: Vec<Value> = dynamic_size.into_iter().collect();
            let new_alloc =
                AllocOp::create_with_attrs(&mut b, loc, result_type, &sizes, &[], alignment)
                    .memref(&b);
            let (zero, one) = (index_attr(b.ctx, 0), index_attr(b.ctx, 1));
            let subview = SubViewOp::create_offsets_fold_result(
                &mut b,
                loc,
                new_alloc,
                &[FoldResult::Attr(zero)],
                std::slice::from_ref(&current),
                &[FoldResult::Attr(one)],
                None,
            )
            .result(&b);
            CopyOp::create(&mut b, loc, source, subview);
            if emit_deallocs {
                DeallocOp::create(&mut b, loc, source);
            }
            YieldOp::create(&mut b, loc, &[new_alloc]);
        };
        let mut keep = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
            let mut b = Builder { ctx, at };
            let (zero, one) = (index_attr(b.ctx, 0), index_attr(b.ctx, 1));
            let cast = ReinterpretCastOp::create_result_type_offset_fold_result(
                &mut b,
                loc,
                result_type,
                source,
                FoldResult::Attr(zero),
                std::slice::from_ref(&target),
                &[FoldResult::Attr(one)],
                None,
            )
            .result(&b);
            YieldOp::create(&mut b, loc, &[cast]);
        };
        let branch = IfOp::create_cond(rw, loc, cond, Some(&mut grow), Some(&mut keep));
        let value = rw.results(branch.id())[0];
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// An `index` constant.
fn constant_index(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, value: i64) -> Value {
    let (ty, attr) = (index(rw.context()), index_attr(rw.context(), value));
    ConstantOp::create(rw, loc, ty, attr).result(rw)
}

/// `size` as a value: a new `index` constant when it is an attribute
/// (MLIR's `getValueOrCreateConstantIndexOp`).
fn as_value(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, size: &FoldResult) -> Value {
    match size {
        FoldResult::Value(v) => *v,
        FoldResult::Attr(a) => {
            let ty = index(rw.context());
            ConstantOp::create(rw, loc, ty, *a).result(rw)
        }
    }
}
