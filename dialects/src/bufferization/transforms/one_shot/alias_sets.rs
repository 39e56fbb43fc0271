//! `dump-alias-sets`: the analysis' alias sets written on the IR, for tests
//! (MLIR's `annotateOpsWithAliasSets`). Each value is named as the printer
//! names it, and a set lists its values in the order they joined it.

use crate::bufferization::interface::UnionFind;
use ods_runtime::asm::ValueNames;
use ods_runtime::ods::convert::{array_attr, str_array_attr};
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{Attribute, Context, OpId, Value, WalkOrder};

/// The alias sets of an op's tensor results, one array of names each.
pub const OP_RESULT_ALIAS_SETS_ATTR: &str = "__opresult_alias_set_attr__";
/// The alias sets of the tensor arguments of an op's blocks: an array per
/// region, of an array per block, of an array of names per argument.
pub const BLOCK_ARG_ALIAS_SETS_ATTR: &str = "__bbarg_alias_set_attr__";

/// Annotates every op under `root` (itself included) with the alias sets
/// of its tensor results and of its blocks' tensor arguments.
pub fn annotate(ctx: &mut Context, root: OpId, aliases: &UnionFind) {
    let mut print_options = ctx.note_print_options;
    print_options.local_scope = false;
    let names = ValueNames::new(ctx, root, print_options);
    let set_of = |ctx: &mut Context, value: Value| -> Attribute {
        let members: Vec<String> = aliases
            .members(value)
            .into_iter()
            .map(|alias| names.operand(ctx, alias))
            .collect();
        str_array_attr(ctx, &members)
    };
    let tensor = |ctx: &Context, value: Value| is_tensor(ctx, ctx.value_type(value));
    let mut ops = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| ops.push(op));
    for op in ops {
        let mut result_sets = Vec::new();
        for result in ctx.results(op) {
            if tensor(ctx, result) {
                result_sets.push(set_of(ctx, result));
            }
        }
        if !result_sets.is_empty() {
            let attr = array_attr(ctx, result_sets);
            ctx.set_attr(op, OP_RESULT_ALIAS_SETS_ATTR, Some(attr));
        }
        let mut any_tensor_arg = false;
        let mut region_sets = Vec::new();
        for region in ctx.regions(op).to_vec() {
            let mut block_sets = Vec::new();
            for block in ctx.blocks(region).to_vec() {
                let mut arg_sets = Vec::new();
                for arg in ctx.block_args(block) {
                    if tensor(ctx, arg) {
                        arg_sets.push(set_of(ctx, arg));
                        any_tensor_arg = true;
                    }
                }
                block_sets.push(array_attr(ctx, arg_sets));
            }
            region_sets.push(array_attr(ctx, block_sets));
        }
        if any_tensor_arg {
            let attr = array_attr(ctx, region_sets);
            ctx.set_attr(op, BLOCK_ARG_ALIAS_SETS_ATTR, Some(attr));
        }
    }
}
