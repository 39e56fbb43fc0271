//! The `llvm.*` attributes of function arguments and results (MLIR's
//! `LLVMDialect::verifyRegionArgAttribute`, `verifyRegionResultAttribute`
//! and `verifyParameterAttribute`): each has the kind of value it takes,
//! and most a kind of type they may be attached to.

use super::types::is_compatible_type;
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::function::{function_type, function_type_parts};
use ods_runtime::interfaces::prelude::mlir::FunctionOpInterface;
use ods_runtime::{AttrKind, Attribute, Context, OpId, Type, TypeKind};

/// What an attribute's value must be.
#[derive(Clone, Copy)]
enum Value {
    Unit,
    Type,
    Integer,
}

/// What an attribute may be attached to, when the type is an LLVM one.
#[derive(Clone, Copy)]
enum Target {
    Pointer,
    Integer,
    Any,
}

/// The value and target of each attribute MLIR checks; the others are free.
fn rule(name: &str) -> Option<(Value, Target)> {
    let rule = match name {
        "llvm.noalias" | "llvm.readonly" | "llvm.readnone" | "llvm.writeonly" | "llvm.nest"
        | "llvm.nocapture" | "llvm.nofree" | "llvm.nonnull" => (Value::Unit, Target::Pointer),
        "llvm.sret" | "llvm.byval" | "llvm.byref" | "llvm.elementtype" | "llvm.inalloca"
        | "llvm.preallocated" => (Value::Type, Target::Pointer),
        "llvm.signext" | "llvm.zeroext" => (Value::Unit, Target::Integer),
        "llvm.align" | "llvm.dereferenceable" | "llvm.dereferenceable_or_null" => {
            (Value::Integer, Target::Pointer)
        }
        "llvm.alignstack" => (Value::Integer, Target::Any),
        "llvm.noundef" | "llvm.inreg" | "llvm.returned" => (Value::Unit, Target::Any),
        _ => return None,
    };
    Some(rule)
}

/// The attributes a result may not have.
const NOT_ON_RESULTS: [&str; 15] = [
    "llvm.allocalign",
    "llvm.allocptr",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.preallocated",
    "llvm.readnone",
    "llvm.readonly",
    "llvm.returned",
    "llvm.alignstack",
    "llvm.sret",
    "llvm.writeonly",
];

/// The op's error, without the op's name (MLIR's `emitError`), the
/// attribute's name quoted as a string attribute prints.
fn error(ctx: &Context, op: OpId, name: &str, message: &str) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), format!("\"{name}\" {message}"))
}

/// `attr`, named `name`, on a parameter of type `ty` of `op`.
fn verify_parameter(
    ctx: &Context,
    op: OpId,
    ty: Type,
    name: &str,
    attr: Attribute,
) -> Result<(), Diagnostic> {
    let Some((value, target)) = rule(name) else {
        return Ok(());
    };
    let (value_ok, wanted) = match (value, ctx.attr_kind(attr)) {
        (Value::Unit, AttrKind::Unit) | (Value::Type, AttrKind::Type(_)) => (true, ""),
        (Value::Integer, AttrKind::Integer { .. }) => (true, ""),
        (Value::Unit, _) => (false, "should be a unit attribute"),
        (Value::Type, _) => (false, "should be a type attribute"),
        (Value::Integer, _) => (false, "should be an integer attribute"),
    };
    if !value_ok {
        return Err(error(ctx, op, name, wanted));
    }
    // A type of no LLVM representation yet may take any attribute.
    if !is_compatible_type(ctx, ty) {
        return Ok(());
    }
    match target {
        Target::Pointer if !LLVMPointerType::isa(ctx, ty) => Err(error(
            ctx,
            op,
            name,
            "attribute attached to non-pointer LLVM type",
        )),
        Target::Integer if !matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) => Err(error(
            ctx,
            op,
            name,
            "attribute attached to non-integer LLVM type",
        )),
        _ => Ok(()),
    }
}

/// The argument and result types of a function op: a builtin or an LLVM
/// function type (a `void` result is none).
fn signature(ctx: &Context, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    FunctionOpInterface::try_from(ctx, op)?;
    let ty = function_type(ctx, op)?;
    if let Some(parts) = function_type_parts(ctx, ty) {
        return Some(parts);
    }
    let function = LLVMFunctionType::try_from(ctx, ty)?;
    let result = function.return_type(ctx);
    let results = if LLVMVoidType::isa(ctx, result) {
        Vec::new()
    } else {
        vec![result]
    };
    Some((function.params(ctx).to_vec(), results))
}

/// An `llvm.*` attribute of argument `arg` of a function op.
pub(crate) fn verify_argument_attribute(
    ctx: &Context,
    op: OpId,
    arg: usize,
    name: &str,
    attr: Attribute,
) -> Result<(), Diagnostic> {
    match signature(ctx, op).and_then(|(args, _)| args.get(arg).copied()) {
        Some(ty) => verify_parameter(ctx, op, ty, name, attr),
        None => Ok(()),
    }
}

/// An `llvm.*` attribute of result `result` of a function op.
pub(crate) fn verify_result_attribute(
    ctx: &Context,
    op: OpId,
    result: usize,
    name: &str,
    attr: Attribute,
) -> Result<(), Diagnostic> {
    let Some(ty) = signature(ctx, op).and_then(|(_, results)| results.get(result).copied()) else {
        return Ok(());
    };
    if LLVMVoidType::isa(ctx, ty) {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            "cannot attach result attributes to functions with a void return",
        ));
    }
    if NOT_ON_RESULTS.contains(&name) {
        return Err(error(ctx, op, name, "is not a valid result attribute"));
    }
    verify_parameter(ctx, op, ty, name, attr)
}
