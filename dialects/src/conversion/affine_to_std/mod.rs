//! `lower-affine` (MLIR's `LowerAffinePass`, `AffineToStandard.cpp`): the
//! affine dialect's loops, conditionals, maps and memory accesses become
//! `scf`, `arith` and `memref` ops. Each map is expanded where its op was
//! (see the `expand` module): no constant is shared or folded.
//!
//! Not lowered (the ops stay, as MLIR leaves what a partial conversion
//! cannot convert): `affine.vector_load` and `affine.vector_store` (MLIR
//! lowers them to the vector dialect, which this crate has not).

mod bounds;
mod dma;
pub(crate) mod expand;
mod if_lowering;
mod index_ops;
mod loops;
mod memory;
mod reductions;
mod values;

use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

include!(concat!(env!("OUT_DIR"), "/affine_to_std.rs"));

/// Adds the patterns that lower `affine` ops to `scf`, `arith` and
/// `memref` (MLIR's `populateAffineToStdConversionPatterns`).
pub fn populate_affine_to_std_patterns(patterns: &mut ConversionPatternSet) {
    patterns
        .add_op_pattern(values::ApplyLowering)
        .add_op_pattern(dma::DmaStartLowering)
        .add_op_pattern(dma::DmaWaitLowering)
        .add_op_pattern(memory::AccessLowering::<crate::affine::AffineLoadOp>::new())
        .add_op_pattern(values::MinLowering)
        .add_op_pattern(values::MaxLowering)
        .add_op_pattern(loops::ParallelLowering)
        .add_op_pattern(memory::AccessLowering::<crate::affine::AffinePrefetchOp>::new())
        .add_op_pattern(memory::AccessLowering::<crate::affine::AffineStoreOp>::new())
        .add_op_pattern(loops::ForLowering)
        .add_op_pattern(if_lowering::IfLowering)
        .add_op_pattern(loops::YieldLowering);
}

/// Adds the patterns that expand `affine.delinearize_index` and
/// `affine.linearize_index` to `arith` (MLIR's
/// `populateAffineExpandIndexOpsPatterns`).
pub fn populate_affine_expand_index_ops_patterns(patterns: &mut ConversionPatternSet) {
    patterns
        .add_op_pattern(index_ops::DelinearizeLowering)
        .add_op_pattern(index_ops::LinearizeLowering);
}

/// The pass: a partial conversion in which `arith`, `memref` and `scf` are
/// legal and every other op is converted where a pattern applies.
#[derive(Debug, Default)]
pub struct LowerAffine;

impl LowerAffinePass for LowerAffine {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &LowerAffinePassOptions,
        _: &mut LowerAffinePassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_affine_to_std_patterns(&mut patterns);
        populate_affine_expand_index_ops_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        for dialect in ["arith", "memref", "scf", "vector"] {
            target.add_legal_dialect(dialect);
        }
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
