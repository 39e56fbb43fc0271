//! `FunctionOpInterface` and `CallableOpInterface` as MLIR gives them
//! meaning: a function op keeps its signature in the `function_type` type
//! attribute and one attribute dictionary per argument and result in
//! `arg_attrs` and `res_attrs`; its body is its one region, whose entry
//! block takes the arguments. The interfaces' default methods read those
//! attributes here, and the interface's verifier (MLIR's
//! `function_interface_impl::verifyTrait`) checks them.

use super::prelude::mlir::{CallableOpInterface, FunctionOpInterface};
use crate::asm::printer::attr_to_string;
use crate::diag::Diagnostic;
use crate::ods::op::{get_prop, op_error, type_text};
use crate::{AttrKind, Attribute, BlockId, Context, OpId, RegionId, Type, TypeKind};

/// An inherent attribute of `op` by name, from its properties or, for an
/// op that keeps them as attributes, its attribute dictionary.
pub(super) fn inherent(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    get_prop(ctx, op, name).or_else(|| ctx.get_attr(op, name))
}

/// The function type of `op`: its `function_type` attribute's type, if it
/// has one.
pub fn function_type(ctx: &Context, op: OpId) -> Option<Type> {
    match ctx.attr_kind(inherent(ctx, op, "function_type")?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The inputs and results of `ty` when it is a builtin function type.
pub fn function_type_parts(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// The inputs and results of `op`'s function type (none for a type that is
/// not a builtin function type).
fn signature(ctx: &Context, op: OpId) -> (&[Type], &[Type]) {
    match function_type(ctx, op).map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { inputs, results }) => (inputs, results),
        _ => (&[], &[]),
    }
}

/// The argument types of `op`'s signature (MLIR's `getArgumentTypes`).
pub fn argument_types(ctx: &Context, op: OpId) -> Vec<Type> {
    signature(ctx, op).0.to_vec()
}

/// The result types of `op`'s signature (MLIR's `getResultTypes`).
pub fn result_types(ctx: &Context, op: OpId) -> Vec<Type> {
    signature(ctx, op).1.to_vec()
}

/// The body of a function-like `op`: its first region.
pub fn function_body(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.regions(op).first().copied()
}

/// Whether `op` is a declaration: it has no body or an empty one.
pub fn is_external(ctx: &Context, op: OpId) -> bool {
    function_body(ctx, op).is_none_or(|r| ctx.blocks(r).is_empty())
}

/// The callable region of `op` (MLIR's `getCallableRegion`): its body,
/// none for a declaration.
pub fn callable_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    function_body(ctx, op).filter(|&r| !ctx.blocks(r).is_empty())
}

/// Adds the entry block to the body of a function-like `op`, one argument
/// per input of its signature at the op's location, and returns it
/// (MLIR's `FunctionOpInterface::addEntryBlock`). `None` for an op without
/// a region or whose body has blocks already.
pub fn add_entry_block(ctx: &mut Context, op: OpId) -> Option<BlockId> {
    let body = function_body(ctx, op).filter(|&r| ctx.blocks(r).is_empty())?;
    let loc = ctx.op_loc(op);
    let args: Vec<(Type, Attribute)> = argument_types(ctx, op)
        .into_iter()
        .map(|ty| (ty, loc))
        .collect();
    let entry = ctx.create_block(&args);
    ctx.append_block(body, entry);
    Some(entry)
}

/// The default `verifyBody`: a function with a body has an entry block
/// whose arguments are the signature's inputs.
pub fn verify_body(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_entry_arguments(ctx, op, signature(ctx, op).0)
}

/// [`verify_body`] for a function whose type is not the builtin one: the
/// entry block's arguments are `inputs`.
pub fn verify_entry_arguments(ctx: &Context, op: OpId, inputs: &[Type]) -> Result<(), Diagnostic> {
    let Some(&entry) = callable_region(ctx, op).and_then(|r| ctx.blocks(r).first()) else {
        return Ok(());
    };
    let args = ctx.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&arg, &input)) in args.iter().zip(inputs).enumerate() {
        let arg_type = ctx.value_type(arg);
        if arg_type != input {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "type of entry block argument #{i}({}) must match the type of the \
                     corresponding argument in function signature({})",
                    type_text(ctx, arg_type),
                    type_text(ctx, input)
                ),
            ));
        }
    }
    Ok(())
}

/// Arguments or results: what the attribute-dictionary checks name.
#[derive(Clone, Copy)]
enum Side {
    Arguments,
    Results,
}

impl Side {
    fn attr_name(self) -> &'static str {
        match self {
            Side::Arguments => "arg_attrs",
            Side::Results => "res_attrs",
        }
    }
    /// The singular and plural words of the messages.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Side::Arguments => ("argument", "arguments"),
            Side::Results => ("result", "results"),
        }
    }
}

/// The checks of `arg_attrs` or `res_attrs`: one dictionary per argument
/// (result), holding only dialect attributes (`<dialect>.x`), each checked
/// by its dialect's region argument (result) hook, region 0.
fn verify_attr_dicts(ctx: &Context, op: OpId, side: Side) -> Result<(), Diagnostic> {
    let Some(all) = inherent(ctx, op, side.attr_name()) else {
        return Ok(());
    };
    // An attribute that is not an array is ODS's to refuse.
    let AttrKind::Array(dicts) = ctx.attr_kind(all) else {
        return Ok(());
    };
    let (one, many) = side.words();
    // The op's own reading of its type (`llvm.func`'s is not builtin).
    let expected = match (CallableOpInterface::try_from(ctx, op), side) {
        (Some(c), Side::Arguments) => (c.concept().get_argument_types)(op, ctx).len(),
        (Some(c), Side::Results) => (c.concept().get_result_types)(op, ctx).len(),
        (None, Side::Arguments) => signature(ctx, op).0.len(),
        (None, Side::Results) => signature(ctx, op).1.len(),
    };
    if dicts.len() != expected {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "expects {one} attribute array to have the same number of elements as the \
                 number of function {many}, got {}, but expected {expected}",
                dicts.len()
            ),
        ));
    }
    for (index, &dict) in dicts.iter().enumerate() {
        let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "expects {one} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    attr_to_string(ctx, dict)
                ),
            ));
        };
        for &(name, value) in entries.iter() {
            let name = ctx.symbol_str(name);
            if !name.contains('.') {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!("{many} may only have dialect attributes"),
                ));
            }
            let dialect = ctx.dialect_of_name(name);
            let hook = match side {
                Side::Arguments => dialect.and_then(|d| d.verify_region_arg_attr),
                Side::Results => dialect.and_then(|d| d.verify_region_result_attr),
            };
            if let Some(verify) = hook {
                verify(ctx, op, 0, index, name, value)?;
            }
        }
    }
    Ok(())
}

/// `FunctionOpInterface`'s verifier (MLIR's
/// `function_interface_impl::verifyTrait`): the op's own type check
/// (`verifyType`), the argument and result attribute dictionaries, one
/// region, then the body (`verifyBody`).
pub fn verify_function_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(function) = FunctionOpInterface::try_from(ctx, op) else {
        return Ok(());
    };
    function.verify_type(ctx, op)?;
    verify_attr_dicts(ctx, op, Side::Arguments)?;
    verify_attr_dicts(ctx, op, Side::Results)?;
    if ctx.regions(op).len() != 1 {
        return Err(op_error(ctx, op, "expects one region"));
    }
    function.verify_body(ctx, op)
}
