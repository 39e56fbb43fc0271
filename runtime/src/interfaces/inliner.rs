//! The dialect side of inlining (MLIR's `DialectInlinerInterface`): a
//! dialect says whether its calls, the regions of its ops and its ops may
//! be inlined, and turns its terminators into what stands in for them
//! once a region is inlined. A dialect registers one in
//! [`DialectInfo::inliner`](crate::registry::DialectInfo::inliner); the
//! inliner asks the interface of the dialect of the op in question, and
//! takes "no" from a dialect without one, as MLIR does.

use std::sync::Arc;

use crate::{Attribute, BlockId, Context, OpId, RegionId, Type, Value};

/// How the inliner treats the ops of one dialect. Every legality hook
/// answers "no" unless the dialect says otherwise, as in MLIR.
pub trait DialectInlinerInterface: Send + Sync {
    /// Whether call `call` may be replaced by the body of `callable`;
    /// `would_be_cloned` is false when the body moves instead (its last
    /// use).
    fn is_legal_to_inline_call(
        &self,
        _ctx: &Context,
        _call: OpId,
        _callable: OpId,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether region `src` may be inlined into region `dest`, asked of
    /// the dialect of `dest`'s op.
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _dest: RegionId,
        _src: RegionId,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether op `op` may be inlined into region `dest`.
    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _op: OpId,
        _dest: RegionId,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether the regions of the legal op `op` are checked too.
    fn should_analyze_recursively(&self, _ctx: &Context, _op: OpId) -> bool {
        true
    }

    /// Replaces terminator `op` of an inlined block, when the callee had
    /// several blocks, by what branches to `new_dest` with its results
    /// (MLIR's `handleTerminator(Operation *, Block *)`).
    fn handle_terminator_with_block(&self, _ctx: &mut Context, _op: OpId, _new_dest: BlockId) {}

    /// Replaces the uses of `values_to_replace` (the call's results) by
    /// what terminator `op` of the single inlined block returns; the
    /// terminator is erased after (MLIR's `handleTerminator(Operation *,
    /// ValueRange)`).
    fn handle_terminator_with_values(
        &self,
        _ctx: &mut Context,
        _op: OpId,
        _values_to_replace: &[Value],
    ) {
    }

    /// A detached op of one operand, `input`, and one result of type
    /// `result_type`, at `loc`, that converts between a call's and its
    /// callee's types; `None` when the dialect has none (MLIR's
    /// `materializeCallConversion`). The caller inserts it.
    fn materialize_call_conversion(
        &self,
        _ctx: &mut Context,
        _input: Value,
        _result_type: Type,
        _loc: Attribute,
    ) -> Option<OpId> {
        None
    }
}

/// The inliner interface of the dialect of `op`, if it has one (MLIR's
/// `InlinerInterface::getInterfaceFor`). Shared, so that it can be called
/// while the context changes.
pub fn inliner_interface(ctx: &Context, op: OpId) -> Option<Arc<dyn DialectInlinerInterface>> {
    let namespace = ctx.registry.registered_dialect_of_op(ctx.op_name_str(op))?;
    ctx.registry.dialect(namespace)?.inliner.clone()
}
