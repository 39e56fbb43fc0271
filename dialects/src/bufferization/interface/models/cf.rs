//! `cf.br` and `cf.cond_br` (MLIR's `ControlFlow` external models): a
//! branch neither reads nor writes what it forwards, which aliases the
//! successor's block arguments; its operands become buffers when the
//! region around it rewrites the successor's signature.

use super::Registry;
use crate::bufferization::interface::unstructured::branch_aliasing_values;
use crate::bufferization::interface::{BufferizableModel, Rewriter, State};
use crate::bufferization::AliasingValue;
use ods_runtime::diag::Diagnostic;
use ods_runtime::{OpId, Use};

pub(super) fn register(r: &mut Registry) {
    r.register("cf.br", &Branch);
    r.register("cf.cond_br", &Branch);
}

/// A branch between blocks of one region.
struct Branch;

impl BufferizableModel for Branch {
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        branch_aliasing_values(st, operand)
    }
    /// Nothing to do: the signature of the successor is bufferized with
    /// the op whose region holds it (`bufferize_block_signature`).
    fn bufferize(&self, _: &mut Rewriter<'_>, _: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }
}
