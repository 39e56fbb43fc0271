//! The builders of `affine.dma_start` and `affine.dma_wait` (MLIR's
//! `AffineDmaStartOp::build` and `AffineDmaWaitOp::build`): each memref
//! followed by the subscripts its map reads, the map kept as an attribute.

use super::dma::{AffineDmaStartOp, AffineDmaWaitOp};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, OpCreator, OperationState, Value};

/// Adds `memref[indices]` with its map under `name`.
fn add_access(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    memref: Value,
    map: Attribute,
    indices: &[Value],
) {
    state.attributes.push((ctx.symbol(name), map));
    state.operands.push(memref);
    state.operands.extend_from_slice(indices);
}

impl AffineDmaStartOp {
    /// Fills `state`: a transfer of `num_elements` from `src_mem_ref` at
    /// `src_map` of `src_indices` to `dest_mem_ref` at `dst_map` of
    /// `dest_indices`, signalled at `tag_map` of `tag_indices` in
    /// `tag_mem_ref`; with `stride`, `elements_per_stride` elements every
    /// `stride` (both or neither).
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &mut Context,
        state: &mut OperationState,
        src_mem_ref: Value,
        src_map: Attribute,
        src_indices: &[Value],
        dest_mem_ref: Value,
        dst_map: Attribute,
        dest_indices: &[Value],
        tag_mem_ref: Value,
        tag_map: Attribute,
        tag_indices: &[Value],
        num_elements: Value,
        stride: Option<(Value, Value)>,
    ) {
        add_access(ctx, state, "src_map", src_mem_ref, src_map, src_indices);
        add_access(ctx, state, "dst_map", dest_mem_ref, dst_map, dest_indices);
        add_access(ctx, state, "tag_map", tag_mem_ref, tag_map, tag_indices);
        state.operands.push(num_elements);
        if let Some((stride, elements_per_stride)) = stride {
            state.operands.extend([stride, elements_per_stride]);
        }
    }

    /// [`Self::build`] in one call: creates the op at `builder`'s
    /// insertion point and returns it.
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        builder: &mut impl OpCreator,
        loc: Attribute,
        src_mem_ref: Value,
        src_map: Attribute,
        src_indices: &[Value],
        dest_mem_ref: Value,
        dst_map: Attribute,
        dest_indices: &[Value],
        tag_mem_ref: Value,
        tag_map: Attribute,
        tag_indices: &[Value],
        num_elements: Value,
        stride: Option<(Value, Value)>,
    ) -> Self {
        let mut state = Self::state(builder.context(), loc);
        Self::build(
            builder.context(),
            &mut state,
            src_mem_ref,
            src_map,
            src_indices,
            dest_mem_ref,
            dst_map,
            dest_indices,
            tag_mem_ref,
            tag_map,
            tag_indices,
            num_elements,
            stride,
        );
        AffineDmaStartOp(builder.insert_state(state))
    }
}

impl AffineDmaWaitOp {
    /// Fills `state`: a wait for the `num_elements` transfer signalled at
    /// `tag_map` of `tag_indices` in `tag_mem_ref`.
    pub fn build(
        ctx: &mut Context,
        state: &mut OperationState,
        tag_mem_ref: Value,
        tag_map: Attribute,
        tag_indices: &[Value],
        num_elements: Value,
    ) {
        add_access(ctx, state, "tag_map", tag_mem_ref, tag_map, tag_indices);
        state.operands.push(num_elements);
    }

    /// [`Self::build`] in one call: creates the op at `builder`'s
    /// insertion point and returns it.
    pub fn create(
        builder: &mut impl OpCreator,
        loc: Attribute,
        tag_mem_ref: Value,
        tag_map: Attribute,
        tag_indices: &[Value],
        num_elements: Value,
    ) -> Self {
        let mut state = Self::state(builder.context(), loc);
        Self::build(
            builder.context(),
            &mut state,
            tag_mem_ref,
            tag_map,
            tag_indices,
            num_elements,
        );
        AffineDmaWaitOp(builder.insert_state(state))
    }
}
