//! The builders `EmitC.td` declares without a body, as MLIR's `EmitC.cpp`
//! builds: each makes the op's regions and blocks, runs the body-builder
//! callback at the end of a new body, or gives the body its implicit
//! `emitc.yield`.

use crate::emitc::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::set_state_prop;
use ods_runtime::{AttrKind, Attribute, OpBuilder, Symbol, Type};
use ods_runtime::{Context, OperationState, Value};

use crate::conditionals::region_with_block;

/// `emitc.for` from `lb` to `ub` by `step`: the body's argument is the
/// induction variable; without a body builder the body is only the
/// implicit `emitc.yield`.
pub(super) fn for_op(
    ctx: &mut Context,
    state: &mut OperationState,
    (lb, ub, step): (Value, Value, Value),
    body_builder: Option<super::ForBodyBuilder<'_>>,
) {
    state.operands.extend([lb, ub, step]);
    let ty = ctx.value_type(lb);
    let (region, block) = region_with_block(ctx, &[(ty, state.loc)]);
    state.regions.push(region);
    match body_builder {
        None => ForOp::ensure_terminator(ctx, region, state.loc),
        Some(build) => {
            let iv = ctx.block_args(block)[0];
            build(ctx, OpBuilder::at_end(block), state.loc, iv);
        }
    }
}

/// `emitc.if` with empty then and else blocks where asked (none
/// otherwise), as MLIR's builder that adds neither terminator.
pub(super) fn if_op(
    ctx: &mut Context,
    state: &mut OperationState,
    cond: Value,
    blocks: (bool, bool),
) {
    state.operands.push(cond);
    crate::conditionals::push_regions(ctx, state, blocks);
}

/// The then body from `then_builder` (by default, MLIR's
/// `buildTerminatedBody`: an `emitc.yield`), the else body from
/// `else_builder` if any.
pub(super) fn if_op_with_bodies(
    ctx: &mut Context,
    state: &mut OperationState,
    cond: Value,
    then_builder: Option<super::RegionBuilder<'_>>,
    else_builder: Option<super::RegionBuilder<'_>>,
) {
    state.operands.push(cond);
    let ensure_terminator: crate::conditionals::EnsureTerminator = IfOp::ensure_terminator;
    crate::conditionals::build_bodies(ctx, state, then_builder, else_builder, ensure_terminator);
}

/// `emitc.func` `name` of type `ty` with the attributes `attrs`, an empty
/// body region, and one attribute dictionary per argument when
/// `arg_attrs` gives any.
pub(super) fn func_op(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    ty: Type,
    attrs: Vec<(Symbol, Attribute)>,
    arg_attrs: Vec<Attribute>,
) {
    let sym_name = convert::string_attr(ctx, name);
    set_state_prop(ctx, state, "sym_name", Some(sym_name));
    let function_type = convert::type_attr(ctx, ty);
    set_state_prop(ctx, state, "function_type", Some(function_type));
    state.attributes.extend(attrs);
    state.regions.push(ctx.create_region());
    if !arg_attrs.is_empty() {
        let all = ctx.attr(AttrKind::Array(arg_attrs.into()));
        set_state_prop(ctx, state, "arg_attrs", Some(all));
    }
}

impl FileOpHooks for FileOp {
    /// `emitc.file "id"` with an empty body block.
    fn build_id(ctx: &mut Context, state: &mut OperationState, id: String) {
        state.regions.push(region_with_block(ctx, &[]).0);
        let id = convert::string_attr(ctx, &id);
        set_state_prop(ctx, state, "id", Some(id));
    }
}
