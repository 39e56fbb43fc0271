//! The folders and canonicalization patterns of `scf`'s ops, as MLIR's
//! `SCF.cpp` writes them.

use crate::scf::*;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, Context};

pub(super) fn for_op(patterns: &mut RewritePatternSet) {
    let _ = patterns;
}

pub(super) fn if_op(patterns: &mut RewritePatternSet) {
    let _ = patterns;
}

pub(super) fn while_op(patterns: &mut RewritePatternSet) {
    let _ = patterns;
}

pub(super) fn execute_region(patterns: &mut RewritePatternSet) {
    let _ = patterns;
}

pub(super) fn parallel_op(patterns: &mut RewritePatternSet) {
    let _ = patterns;
}

pub(super) fn index_switch(patterns: &mut RewritePatternSet) {
    let _ = patterns;
}

pub(super) fn fold_if(
    ctx: &mut Context,
    op: IfOp,
    constants: IfOpAdaptor<Option<Attribute>>,
) -> Option<Vec<FoldResult>> {
    let _ = (ctx, op, constants);
    None
}
