//! Changing a function's signature (the `eraseArguments` and
//! `eraseResults` of MLIR's `FunctionOpInterface`, through
//! `function_interface_impl`): the function type loses the types, the
//! `arg_attrs`/`res_attrs` dictionaries lose their entries (and go when
//! none is left with anything in it), and a body's entry block loses the
//! arguments.

use super::function::{argument_types, function_body, function_type, inherent, result_types};
use crate::ods::convert::{array_attr, type_attr};
use crate::ods::op::{get_prop, set_prop};
use crate::{AttrKind, Attribute, Context, OpId, Type};

/// Erases the arguments of function `op` that `erase` selects (by index;
/// shorter than the arguments: the rest stay). Their values in the body
/// must be unused.
pub fn erase_arguments(ctx: &mut Context, op: OpId, erase: &[bool]) {
    let inputs = kept(&argument_types(ctx, op), erase);
    let results = result_types(ctx, op);
    set_signature(ctx, op, &inputs, &results);
    shrink_attr_dicts(ctx, op, "arg_attrs", erase);
    let entry = function_body(ctx, op).and_then(|r| ctx.blocks(r).first().copied());
    if let Some(entry) = entry {
        ctx.erase_block_args(entry, |i| erase.get(i).copied().unwrap_or(false));
    }
}

/// Erases the results of function `op` that `erase` selects (its returns
/// are the caller's to change).
pub fn erase_results(ctx: &mut Context, op: OpId, erase: &[bool]) {
    let inputs = argument_types(ctx, op);
    let results = kept(&result_types(ctx, op), erase);
    set_signature(ctx, op, &inputs, &results);
    shrink_attr_dicts(ctx, op, "res_attrs", erase);
}

/// The items `erase` does not select.
fn kept<T: Copy>(items: &[T], erase: &[bool]) -> Vec<T> {
    items
        .iter()
        .enumerate()
        .filter(|&(i, _)| !erase.get(i).copied().unwrap_or(false))
        .map(|(_, &t)| t)
        .collect()
}

/// Whether `op` keeps its inherent attributes as properties (a function
/// op's `function_type` tells).
fn uses_properties(ctx: &Context, op: OpId) -> bool {
    get_prop(ctx, op, "function_type").is_some()
}

fn set_inherent(ctx: &mut Context, op: OpId, name: &str, value: Option<Attribute>) {
    if uses_properties(ctx, op) {
        set_prop(ctx, op, name, value);
    } else {
        ctx.set_attr(op, name, value);
    }
}

/// Gives function `op` the type `(inputs) -> results` (MLIR's
/// `setFunctionType`); an op without a `function_type` is left alone.
pub fn set_signature(ctx: &mut Context, op: OpId, inputs: &[Type], results: &[Type]) {
    if function_type(ctx, op).is_none() {
        return;
    }
    let ty = ctx.function_type(inputs, results);
    let attr = type_attr(ctx, ty);
    set_inherent(ctx, op, "function_type", Some(attr));
}

/// Drops the entries `erase` selects from the array of dictionaries
/// `name`, which goes when every dictionary left is empty.
fn shrink_attr_dicts(ctx: &mut Context, op: OpId, name: &str, erase: &[bool]) {
    let Some(AttrKind::Array(dicts)) = inherent(ctx, op, name).map(|a| ctx.attr_kind(a).clone())
    else {
        return;
    };
    let left = kept(&dicts, erase);
    let empty =
        |a: &Attribute| matches!(ctx.attr_kind(*a), AttrKind::Dictionary(d) if d.is_empty());
    let value = if left.iter().all(empty) {
        None
    } else {
        Some(array_attr(ctx, left))
    };
    set_inherent(ctx, op, name, value);
}
