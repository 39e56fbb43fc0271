//! Materializations: the ops that turn values of one type into values of
//! another where a conversion leaves both (MLIR's source and target
//! materializations, `builtin.unrealized_conversion_cast` by default).

use crate::ir::builder::{InsertPoint, OpBuilder};
use crate::{Attribute, Context, OpId, OperationState, Type, Value};

/// Where a materialization creates its ops, and what it created, so that
/// the conversion can undo them.
pub struct MaterializationBuilder<'a> {
    ctx: &'a mut Context,
    builder: OpBuilder,
    created: Vec<OpId>,
}

impl<'a> MaterializationBuilder<'a> {
    pub(super) fn new(ctx: &'a mut Context, point: InsertPoint) -> MaterializationBuilder<'a> {
        MaterializationBuilder {
            ctx,
            builder: OpBuilder { point },
            created: Vec::new(),
        }
    }

    /// The context, to make types and attributes with.
    pub fn context(&mut self) -> &mut Context {
        self.ctx
    }

    /// Creates an op from `state` at the builder's place (after the ones
    /// it created before).
    pub fn insert(&mut self, state: OperationState) -> OpId {
        let op = self.builder.insert(self.ctx, state);
        self.created.push(op);
        op
    }

    /// The ops it created, in order.
    pub(super) fn into_created(self) -> Vec<OpId> {
        self.created
    }
}

/// Typed op builders (`XOp::create`) create their ops at the
/// materialization's place.
impl crate::ir::OpCreator for MaterializationBuilder<'_> {
    fn context(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert_state(&mut self, state: OperationState) -> OpId {
        self.insert(state)
    }
}

/// A `builtin.unrealized_conversion_cast` of `inputs` to `types` at `loc`,
/// created by `builder`.
pub fn unrealized_cast(
    builder: &mut MaterializationBuilder<'_>,
    types: &[Type],
    inputs: &[Value],
    loc: Attribute,
) -> OpId {
    let mut state = OperationState::new(builder.context(), CAST, loc);
    state.operands = inputs.to_vec();
    state.result_types = types.to_vec();
    builder.insert(state)
}

/// The name of the cast op conversions insert.
pub const CAST: &str = "builtin.unrealized_conversion_cast";

/// Whether `op` is a `builtin.unrealized_conversion_cast`.
pub fn is_unrealized_cast(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(op) == CAST
}
