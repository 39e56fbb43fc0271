//! The runtime functions lowerings call (MLIR's `FunctionCallUtils`):
//! found in the enclosing module, or declared at its start.

use crate::llvm::{LLVMFuncOp, LLVMFunctionType};
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::symbols::lookup_symbol_in;
use ods_runtime::ir::builder::InsertPoint;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, OpId, Type};

/// The module `op` is in.
pub fn enclosing_module(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let mut current = rw.parent_op(op);
    while let Some(parent) = current {
        if rw.op_name_str(parent) == "builtin.module" {
            return Some(parent);
        }
        current = rw.parent_op(parent);
    }
    None
}

/// Runs `build` with the rewriter at the start of `module`'s body, its
/// insertion point kept.
pub fn at_module_start<R>(
    rw: &mut ConversionPatternRewriter<'_>,
    module: OpId,
    build: impl FnOnce(&mut ConversionPatternRewriter<'_>) -> R,
) -> R {
    let body = rw.blocks(rw.regions(module)[0])[0];
    let point = rw.insertion_point();
    rw.set_insertion_point_at(Some(InsertPoint::Start(body)));
    let result = build(rw);
    rw.set_insertion_point_at(point);
    result
}

/// The `llvm.func` `name` of `module`, or a new declaration of it taking
/// `params` and returning `result` at `loc` (MLIR's `lookupOrCreateFn`);
/// where another op holds the name, the declaration takes the first free
/// `name_N`, as MLIR's symbol table renames it.
pub fn lookup_or_create_fn(
    rw: &mut ConversionPatternRewriter<'_>,
    module: OpId,
    loc: Attribute,
    name: &str,
    params: Vec<Type>,
    result: Type,
) -> LLVMFuncOp {
    let mut unique = name.to_string();
    let mut counter = 0;
    while let Some(f) = lookup_symbol_in(rw, module, &unique) {
        if let Some(f) = LLVMFuncOp::cast(rw, f) {
            return f;
        }
        unique = format!("{name}_{counter}");
        counter += 1;
    }
    let ty = LLVMFunctionType::get(rw.context(), result, params, false).ty();
    at_module_start(rw, module, |rw| {
        LLVMFuncOp::create_name_type(
            rw, loc, unique, ty, None, None, None, None, None, None, None,
        )
    })
}

/// [`lookup_or_create_fn`] for a function of the C library or of MLIR's
/// runtime (`malloc`, `free`, `memrefCopy`, `puts`, ...: MLIR's
/// `lookupOrCreateReservedFn`). One the module declares with another type
/// is reported on its declaration, and `None` fails the pattern.
pub fn lookup_or_create_reserved_fn(
    rw: &mut ConversionPatternRewriter<'_>,
    module: OpId,
    loc: Attribute,
    name: &str,
    params: Vec<Type>,
    result: Type,
) -> Option<LLVMFuncOp> {
    let expected = LLVMFunctionType::get(rw.context(), result, params.clone(), false).ty();
    let f = lookup_or_create_fn(rw, module, loc, name, params, result);
    let found = f.function_type(rw);
    if found == expected {
        return Some(f);
    }
    let message = format!(
        "redefinition of reserved function '{name}' of different type '{}' is prohibited",
        type_to_string(rw, found)
    );
    let error = Diagnostic::error(rw.op_loc(f.id()), message);
    rw.emit(ods_runtime::verify::with_current_op(rw, f.id(), error));
    None
}
