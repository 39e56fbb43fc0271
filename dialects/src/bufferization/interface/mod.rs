//! One-Shot Bufferize's view of an op (MLIR's `BufferizableOpInterface`
//! and its external models): which tensor operands an op reads and
//! writes, which results alias them, and how it becomes buffer IR. A
//! dialect plugs its ops in with a [`BufferizableModel`] per op name in
//! [`models`]; [`State`] answers the analysis' questions through them, and
//! [`Rewriter`] is what their `bufferize` rewrites with.

pub mod models;
mod options;
mod rewriter;
mod state;
pub mod unstructured;

pub use options::{Heuristic, LayoutMapOption, Options};
pub use rewriter::Rewriter;
pub use state::{Decisions, FuncInfo, State, Traversal, UnionFind};

use crate::bufferization::{AliasingOpOperand, AliasingValue, BufferRelation};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{Context, OpId, TypeKind, Use, Value};

/// How an op bufferizes (one MLIR `BufferizableOpInterface` model). The
/// defaults are the interface's.
pub trait BufferizableModel: Sync {
    /// Whether the buffer of tensor `operand` is read.
    fn reads(&self, st: &State<'_>, operand: Use) -> bool;
    /// Whether the buffer of tensor `operand` is written.
    fn writes(&self, st: &State<'_>, operand: Use) -> bool;
    /// The tensor results that may share the buffer of `operand`.
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue>;
    /// The tensor operands whose buffer `value` may share (the inverse of
    /// [`BufferizableModel::aliasing_values`]).
    fn aliasing_op_operands(&self, st: &State<'_>, value: Value) -> Vec<AliasingOpOperand> {
        default_aliasing_op_operands(self, st, value)
    }
    /// Whether result `value` is written by the op (or its regions).
    fn result_writes(&self, st: &State<'_>, value: Value) -> bool {
        st.default_result_writes(self, value)
    }
    /// Whether `operand` must bufferize in place: unranked tensors cannot
    /// be copied.
    fn must_be_in_place(&self, st: &State<'_>, operand: Use) -> bool {
        let ty = st
            .ctx
            .value_type(st.ctx.operand(operand.op, operand.index as usize));
        matches!(st.ctx.type_kind(ty), TypeKind::UnrankedTensor(..))
    }
    /// Whether the buffer of `value` may be written: results are, block
    /// arguments are not.
    fn is_writable(&self, st: &State<'_>, value: Value) -> bool {
        let _ = st;
        matches!(value, Value::Result(..))
    }
    /// Whether the op reads and writes the given operands element by
    /// element, so that equivalent ones do not conflict.
    fn elementwise(&self, st: &State<'_>, operands: &[Use]) -> bool {
        let _ = (st, operands);
        false
    }
    /// Whether region `index` of `op` may run more than once.
    fn is_repetitive_region(&self, ctx: &Context, op: OpId, index: usize) -> bool {
        crate::bufferization::hooks::analysis::default_is_repetitive_region(ctx, op, index as u32)
    }
    /// Whether region `index` of `op` runs its iterations in parallel.
    fn is_parallel_region(&self, ctx: &Context, op: OpId, index: usize) -> bool {
        let _ = (ctx, op, index);
        false
    }
    /// The buffer type `value` (a result or block argument of the op)
    /// bufferizes to.
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<ods_runtime::Type, Diagnostic> {
        rw.default_buffer_type(value, stack)
    }
    /// Whether `op` has tensors to bufferize: a tensor operand, result or
    /// block argument.
    fn has_tensor_semantics(&self, ctx: &Context, op: OpId) -> bool {
        crate::bufferization::hooks::analysis::default_has_tensor_semantics(ctx, op)
    }
    /// The operands of the loop's yield that alias a value defined
    /// outside the loop, which get a copy (MLIR's `scf.for`
    /// `resolveConflicts`).
    fn yields_to_copy(&self, st: &State<'_>, op: OpId) -> Vec<Use> {
        let _ = (st, op);
        Vec::new()
    }
    /// Whether the op rules out a conflict between `read` and `write`, one
    /// of them its own (MLIR's `isNotConflicting`).
    fn not_conflicting(&self, st: &State<'_>, read: Use, write: Use) -> bool {
        let _ = (st, read, write);
        false
    }
    /// Whether the op bufferizes regions of several blocks (MLIR's
    /// `supportsUnstructuredControlFlow`).
    fn supports_unstructured_control_flow(&self) -> bool {
        false
    }
    /// Whether the op's out-of-place operands get copies (MLIR's
    /// `resolveConflicts`, which an op may leave empty).
    fn copies_on_conflict(&self) -> bool {
        true
    }
    /// Checks the analysis' decisions the op cannot bufferize with
    /// (MLIR's `verifyAnalysis`).
    fn verify_analysis(&self, st: &State<'_>, op: OpId) -> Result<(), Diagnostic> {
        let _ = (st, op);
        Ok(())
    }
    /// Rewrites `op` into buffer IR at the rewriter's insertion point.
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic>;
}

/// MLIR's refusal of a region of several blocks in an op whose model does
/// not support unstructured control flow.
pub fn check_control_flow(
    ctx: &Context,
    model: &dyn BufferizableModel,
    op: OpId,
) -> Result<(), Diagnostic> {
    let unstructured = ctx.regions(op).iter().any(|&r| ctx.blocks(r).len() > 1);
    if unstructured && !model.supports_unstructured_control_flow() {
        return Err(op_error(
            ctx,
            op,
            "op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks",
        ));
    }
    Ok(())
}

/// The tensor operands whose aliasing values include `value` (MLIR's
/// `defaultGetAliasingOpOperands`).
fn default_aliasing_op_operands<M: BufferizableModel + ?Sized>(
    model: &M,
    st: &State<'_>,
    value: Value,
) -> Vec<AliasingOpOperand> {
    let Some(op) = owner(st.ctx, value) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for operand in tensor_operands(st.ctx, op) {
        for alias in model.aliasing_values(st, operand) {
            if alias.value == value {
                out.push(AliasingOpOperand {
                    operand,
                    relation: alias.relation,
                    is_definite: alias.is_definite,
                });
            }
        }
    }
    out
}

/// The op that defines `value`, or that owns the block it is an argument
/// of (MLIR's `getOwnerOfValue`).
pub fn owner(ctx: &Context, value: Value) -> Option<OpId> {
    match value {
        Value::Result(op, _) => Some(op),
        Value::Arg(block, _) => ctx
            .block_parent_region(block)
            .and_then(|r| ctx.region_parent_op(r)),
    }
}

/// The operands of `op` that are tensors.
pub fn tensor_operands(ctx: &Context, op: OpId) -> Vec<Use> {
    (0..ctx.num_operands(op))
        .filter(|&i| is_tensor(ctx, ctx.value_type(ctx.operand(op, i))))
        .map(|i| Use {
            op,
            index: i as u32,
        })
        .collect()
}

/// Whether `op` has a tensor operand or result, or a block argument of a
/// tensor type (MLIR's `hasTensorSemantics`).
pub fn has_tensor_semantics(ctx: &Context, op: OpId) -> bool {
    match models::lookup(ctx.op_name_str(op)) {
        Some(model) => model.has_tensor_semantics(ctx, op),
        None => crate::bufferization::hooks::analysis::default_has_tensor_semantics(ctx, op),
    }
}

/// An alias of `value` that is its buffer exactly.
pub fn equivalent(value: Value) -> AliasingValue {
    AliasingValue {
        value,
        relation: BufferRelation::Equivalent,
        is_definite: true,
    }
}

/// An error about `op` worded as MLIR's `emitOpError` (`'name' op msg`),
/// with the note that shows the op.
pub fn op_error(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    ods_runtime::verify::with_current_op(ctx, op, ods_runtime::ods::op::op_error(ctx, op, message))
}

/// An error at `op` (MLIR's `emitError`), with the note that shows it.
pub fn error_at(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    ods_runtime::verify::with_current_op(ctx, op, Diagnostic::error(ctx.op_loc(op), message))
}
