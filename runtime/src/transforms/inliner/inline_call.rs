//! Inlining one call or region (MLIR's `inlineCall` and `inlineRegion` in
//! `InliningUtils.cpp`): legality through the dialects' inliner
//! interfaces, the callee's blocks cloned (or moved) into the caller at
//! the call, call-site locations, and the terminators replaced by the
//! interfaces, with casts where the call's and the callee's types differ.

use rustc_hash::FxHashMap;

use crate::interfaces::inliner::inliner_interface;
use crate::interfaces::prelude::mlir::{CallOpInterface, CallableOpInterface};
use crate::ir::{InsertPoint, ValueMapping};
use crate::{AttrKind, Attribute, BlockId, Context, OpId, RegionId, Type, Value};

/// Whether `op`, of a region inlined into `dest`, may be inlined, and the
/// ops in its regions when its dialect wants them checked too.
fn is_legal_to_inline_op(ctx: &Context, op: OpId, dest: RegionId, cloned: bool) -> bool {
    let Some(interface) = inliner_interface(ctx, op) else {
        return false;
    };
    if !interface.is_legal_to_inline_op(ctx, op, dest, cloned) {
        return false;
    }
    !interface.should_analyze_recursively(ctx, op)
        || ctx
            .regions(op)
            .iter()
            .all(|&r| is_legal_to_inline_ops(ctx, r, dest, cloned))
}

/// Whether every op of `src` may be inlined into `dest`.
fn is_legal_to_inline_ops(ctx: &Context, src: RegionId, dest: RegionId, cloned: bool) -> bool {
    ctx.region_op_iter(src)
        .collect::<Vec<_>>()
        .into_iter()
        .all(|op| crate::stack::grow(|| is_legal_to_inline_op(ctx, op, dest, cloned)))
}

/// `callee` called from `caller`: a call-site location, with `caller` at
/// the bottom of the stack `callee` may be already (MLIR's
/// `stackLocations`).
fn stack_locations(ctx: &mut Context, callee: Attribute, caller: Attribute) -> Attribute {
    match *ctx.attr_kind(callee) {
        AttrKind::CallSiteLoc {
            callee: inner,
            caller: outer,
        } => {
            let caller = stack_locations(ctx, outer, caller);
            ctx.attr(AttrKind::CallSiteLoc {
                callee: inner,
                caller,
            })
        }
        _ => ctx.attr(AttrKind::CallSiteLoc { callee, caller }),
    }
}

/// Gives every op and block argument in `blocks`, nested ones too, the
/// call-site location of its location called from `caller`.
fn remap_inlined_locations(ctx: &mut Context, blocks: &[BlockId], caller: Attribute) {
    let mut mapped: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    let mut remap = |ctx: &mut Context, loc: Attribute| {
        *mapped
            .entry(loc)
            .or_insert_with(|| stack_locations(ctx, loc, caller))
    };
    let mut pending: Vec<BlockId> = blocks.to_vec();
    while let Some(block) = pending.pop() {
        for i in 0..ctx.num_block_args(block) {
            let loc = remap(ctx, ctx.block_arg_loc(block, i));
            ctx.set_block_arg_loc(block, i, loc);
        }
        for op in ctx.block_ops(block) {
            let loc = remap(ctx, ctx.op_loc(op));
            ctx.set_op_loc(op, loc);
            for &region in ctx.regions(op) {
                pending.extend(ctx.blocks(region).iter().copied());
            }
        }
    }
}

/// Points the operands of the ops in `blocks` that `mapping` maps at
/// what it maps them to.
fn remap_inlined_operands(ctx: &mut Context, blocks: &[BlockId], mapping: &ValueMapping) {
    let mut ops = Vec::new();
    for &block in blocks {
        for op in ctx.block_op_iter(block) {
            ctx.walk(op, crate::ir::WalkOrder::PreOrder, &mut |o| ops.push(o));
        }
    }
    for op in ops {
        for (i, operand) in ctx.operands(op).into_iter().enumerate() {
            if let Some(&new) = mapping.get(&operand) {
                ctx.set_operand(op, i, new);
            }
        }
    }
}

/// Moves `block`'s ops from `first` on to a new block right after it
/// (MLIR's `Block::splitBlock`).
fn split_block(ctx: &mut Context, block: BlockId, first: Option<OpId>) -> BlockId {
    let new = ctx.create_block(&[]);
    if let Some(region) = ctx.block_parent_region(block) {
        let blocks = ctx.blocks(region);
        let next = blocks
            .iter()
            .position(|&b| b == block)
            .and_then(|i| blocks.get(i + 1))
            .copied();
        ctx.insert_block(region, next, new);
    }
    let mut cur = first;
    while let Some(op) = cur {
        cur = ctx.next_op(op);
        ctx.move_op(op, InsertPoint::End(new));
    }
    new
}

/// Moves every op of `from` to the end of `to`.
fn splice_ops(ctx: &mut Context, from: BlockId, to: BlockId) {
    for op in ctx.block_ops(from) {
        ctx.move_op(op, InsertPoint::End(to));
    }
}

/// Inlines region `src` after op `call` (which is in a block), with its
/// entry arguments mapped in `mapping`, replacing `results` (of types
/// `result_types`) by what the region yields. Legality is asked of the
/// dialects first; on failure nothing changes. `clone`: copy the region,
/// else move its blocks. `inlined` sees the new blocks before their
/// terminators are replaced (MLIR's `processInlinedBlocks`).
#[allow(clippy::too_many_arguments)]
fn inline_region_after(
    ctx: &mut Context,
    src: RegionId,
    call: OpId,
    mapping: &mut ValueMapping,
    results: &[Value],
    result_types: &[Type],
    clone: bool,
    inlined: &mut dyn FnMut(&Context, &[BlockId]),
) -> bool {
    let (Some(&entry), Some(inline_block)) = (ctx.blocks(src).first(), ctx.parent_block(call))
    else {
        return false;
    };
    if ctx
        .block_args(entry)
        .iter()
        .any(|a| !mapping.contains_key(a))
    {
        return false;
    }
    let Some(insert_region) = ctx.block_parent_region(inline_block) else {
        return false;
    };
    let region_legal = ctx
        .region_parent_op(insert_region)
        .and_then(|parent| inliner_interface(ctx, parent))
        .is_some_and(|i| i.is_legal_to_inline_region(ctx, insert_region, src, clone));
    if !region_legal || !is_legal_to_inline_ops(ctx, src, insert_region, clone) {
        return false;
    }

    let post_block = split_block(ctx, inline_block, ctx.next_op(call));
    let new_blocks = if clone {
        ctx.clone_region_into(src, insert_region, Some(post_block), mapping)
    } else {
        let blocks = ctx.blocks(src).to_vec();
        for &b in &blocks {
            ctx.detach_block(b);
            ctx.insert_block(insert_region, Some(post_block), b);
        }
        blocks
    };
    let call_loc = ctx.op_loc(call);
    if !matches!(ctx.attr_kind(call_loc), AttrKind::UnknownLoc) {
        remap_inlined_locations(ctx, &new_blocks, call_loc);
    }
    remap_inlined_operands(ctx, &new_blocks, mapping);
    inlined(ctx, &new_blocks);

    let first_new = new_blocks[0];
    if let [only] = new_blocks[..] {
        if let Some(terminator) = ctx.last_op(only) {
            if let Some(interface) = inliner_interface(ctx, terminator) {
                interface.handle_terminator_with_values(ctx, terminator, results);
            }
            ctx.erase_op_with_uses(terminator);
        }
        splice_ops(ctx, post_block, only);
        ctx.erase_block_with_uses(post_block);
    } else {
        for (&result, &ty) in results.iter().zip(result_types) {
            let arg = ctx.add_block_arg(post_block, ty, call_loc);
            ctx.replace_all_uses_with(result, arg);
        }
        for &block in &new_blocks {
            let Some(terminator) = ctx.last_op(block) else {
                continue;
            };
            if let Some(interface) = inliner_interface(ctx, terminator) {
                interface.handle_terminator_with_block(ctx, terminator, post_block);
            }
        }
    }
    splice_ops(ctx, first_new, inline_block);
    ctx.erase_block_with_uses(first_new);
    true
}

/// Inlines the body `src` of `callable` in place of call `call` (MLIR's
/// `inlineCall`): the call's arguments stand for the entry block's, and
/// its results are replaced by what the body returns; where types
/// differ, the call's dialect materializes casts. Returns whether it
/// inlined; on failure nothing changes. The call itself stays, for the
/// caller to erase. `clone`: copy the body, else move it (the callee's
/// last use). `inlined` sees the new blocks first.
pub fn inline_call(
    ctx: &mut Context,
    call: OpId,
    callable: OpId,
    src: RegionId,
    clone: bool,
    inlined: &mut dyn FnMut(&Context, &[BlockId]),
) -> bool {
    let (Some(call_if), Some(callable_if)) = (
        CallOpInterface::try_from(ctx, call),
        CallableOpInterface::try_from(ctx, callable),
    ) else {
        return false;
    };
    let (Some(&entry), Some(call_block)) = (ctx.blocks(src).first(), ctx.parent_block(call)) else {
        return false;
    };
    let result_types = callable_if.get_result_types(ctx);
    let operands = call_if.get_arg_operands(ctx);
    let results = ctx.results(call);
    let args = ctx.block_args(entry).to_vec();
    if operands.len() != args.len() || results.len() != result_types.len() {
        return false;
    }

    let interface = inliner_interface(ctx, call);
    let loc = ctx.op_loc(call);
    let mut casts: Vec<OpId> = Vec::new();
    let mut cast = |ctx: &mut Context, input: Value, ty: Type, at: InsertPoint| {
        let op = interface
            .as_ref()?
            .materialize_call_conversion(ctx, input, ty, loc)?;
        ctx.insert_op(at, op);
        casts.push(op);
        Some(op)
    };
    let mut mapping = ValueMapping::default();
    let mut converted = true;
    for (&arg, &operand) in args.iter().zip(&operands) {
        let ty = ctx.value_type(arg);
        let value = match ctx.value_type(operand) == ty {
            true => Some(operand),
            false => {
                cast(ctx, operand, ty, InsertPoint::Before(call)).map(|op| Value::Result(op, 0))
            }
        };
        let Some(value) = value else {
            converted = false;
            break;
        };
        mapping.insert(arg, value);
    }
    // Result casts go after the call, in order; each turns what replaces
    // the result back into the call's type.
    let after_call = match ctx.next_op(call) {
        Some(next) => InsertPoint::Before(next),
        None => InsertPoint::End(call_block),
    };
    for (&result, &callee_type) in results.iter().zip(&result_types) {
        let ty = ctx.value_type(result);
        if !converted || ty == callee_type {
            continue;
        }
        let Some(op) = cast(ctx, result, ty, after_call) else {
            converted = false;
            break;
        };
        ctx.replace_all_uses_with(result, Value::Result(op, 0));
        ctx.set_operand(op, 0, result);
    }
    let done = converted
        && interface
            .as_ref()
            .is_some_and(|i| i.is_legal_to_inline_call(ctx, call, callable, clone))
        && inline_region_after(
            ctx,
            src,
            call,
            &mut mapping,
            &results,
            &result_types,
            clone,
            inlined,
        );
    if !done {
        // Nothing changes on failure: the casts go.
        for op in casts {
            let input = ctx.operand(op, 0);
            ctx.replace_all_uses_with(Value::Result(op, 0), input);
            ctx.erase_op_with_uses(op);
        }
    }
    done
}
