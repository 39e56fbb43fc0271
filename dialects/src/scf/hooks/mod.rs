//! What `SCFOps.td` leaves to Rust, with the semantics of MLIR's `SCF.cpp`:
//! the custom assembly of the loops and conditionals (`asm`), their
//! verifiers (`verify`), the builders the `.td` declares without a body
//! (`builders`), the region-branch and loop interfaces (`interfaces`) and
//! the canonicalization patterns (`canonicalize`).

mod asm;
mod builders;
mod canonicalize;
mod int_range;
mod interfaces;
mod values;
mod verify;

pub(crate) use int_range::register_int_range_interface;
pub(crate) use interfaces::{for_speculatability, SCFDependencies};

use ods_runtime::{Attribute, OpBuilder};

/// The body builder of `scf.for` (MLIR's `function_ref<void(OpBuilder &,
/// Location, Value, ValueRange)>`): called with the context, a builder at
/// the end of the new body, the op's location, the induction variable and
/// the loop-carried arguments.
pub type ForBodyBuilder<'a> =
    &'a mut dyn FnMut(&mut Context, OpBuilder, Attribute, Value, &[Value]);
/// A body builder given the new block's arguments (`scf.while`'s regions,
/// `scf.forall`, `scf.parallel` without reductions).
pub type BodyBuilder<'a> = &'a mut dyn FnMut(&mut Context, OpBuilder, Attribute, &[Value]);
/// The body builder of `scf.parallel`: the induction variables, then the
/// reduction values.
pub type ParallelBodyBuilder<'a> =
    &'a mut dyn FnMut(&mut Context, OpBuilder, Attribute, &[Value], &[Value]);
/// A builder of a block without arguments (`scf.if`'s then and else).
pub use crate::conditionals::RegionBuilder;

use crate::scf::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Context, OperationState, Value};

impl IndexSwitchOpHooks for IndexSwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::index_switch(ctx, self)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::index_switch(patterns);
    }
}

impl ReduceOpHooks for ReduceOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reduce_regions(ctx, self)
    }

    fn build_operands(ctx: &mut Context, state: &mut OperationState, operands: Vec<Value>) {
        builders::reduce_op(ctx, state, &operands);
    }

    fn build_empty(_ctx: &mut Context, _state: &mut OperationState) {}
}

impl ReduceReturnOpHooks for ReduceReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reduce_return(ctx, self)
    }
}
