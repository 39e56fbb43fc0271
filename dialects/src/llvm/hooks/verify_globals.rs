//! The verifiers of the LLVM dialect's module-level ops, with MLIR's
//! messages (`LLVMDialect.cpp`): aliases and ifuncs, comdats, the bodies of
//! global initializers, linker options and module flags.

use super::verify::lookup;
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::{Attribute, BlockId, Context, OpId};

/// Whether `op` stands directly in a module (MLIR's `satisfiesLLVMModule`
/// of its parent; an op without a parent is at the top).
pub(crate) fn at_module_level(ctx: &Context, op: OpId) -> bool {
    ctx.parent_op(op)
        .is_none_or(|parent| ctx.op_name_str(parent) == "builtin.module")
}

/// The error of an op that must stand directly in a module.
pub(crate) fn verify_at_module_level(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if at_module_level(ctx, op) {
        return Ok(());
    }
    Err(op_error(ctx, op, "must appear at the module level"))
}

/// A plain error at `op`, nested in the op being verified, with the note
/// showing `op` itself (MLIR's `Operation::emitError` on the nested op).
pub(crate) fn nested_error(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    ods_runtime::verify::with_current_op(ctx, op, Diagnostic::error(ctx.op_loc(op), message))
}

/// A global's or function's comdat names an `llvm.comdat_selector`
/// (MLIR's `verifyComdat`, a plain error).
pub(crate) fn verify_comdat(
    ctx: &Context,
    op: OpId,
    comdat: Option<Attribute>,
) -> Result<(), Diagnostic> {
    let Some(comdat) = comdat else {
        return Ok(());
    };
    let target = ods_runtime::interfaces::symbols::lookup_nearest_symbol_from(ctx, op, comdat);
    if target.is_some_and(|t| ComdatSelectorOp::cast(ctx, t).is_some()) {
        return Ok(());
    }
    Err(Diagnostic::error(ctx.op_loc(op), "expected comdat symbol"))
}

/// A comdat region holds only selectors (MLIR's `ComdatOp` region
/// constraint, a plain error at the first other op).
pub(crate) fn verify_comdat_body(ctx: &Context, op: ComdatOp) -> Result<(), Diagnostic> {
    let stray = ctx
        .regions(op.id())
        .iter()
        .flat_map(|&r| ctx.blocks(r))
        .flat_map(|&b| ctx.block_ops(b))
        .find(|&o| ComdatSelectorOp::cast(ctx, o).is_none());
    match stray {
        Some(o) => Err(nested_error(
            ctx,
            o,
            "only comdat selector symbols can appear in a comdat region",
        )),
        None => Ok(()),
    }
}

/// Every op of an initializer block declares that it touches no memory
/// (MLIR's `MemoryEffectOpInterface::hasNoEffect` test of global and
/// alias initializers); `message` is the plain error at the first that may.
pub(crate) fn verify_initializer_effects(
    ctx: &Context,
    block: BlockId,
    message: &str,
) -> Result<(), Diagnostic> {
    let effectful = ctx
        .block_ops(block)
        .into_iter()
        .find(|&o| !ods_runtime::rewrite::effects::is_memory_effect_free(ctx, o));
    match effectful {
        Some(o) => Err(nested_error(ctx, o, message)),
        None => Ok(()),
    }
}

/// An alias has a type a global may have and a linkage LLVM allows for
/// aliases (MLIR's `AliasOp::verify`).
pub(crate) fn verify_alias(ctx: &Context, op: AliasOp) -> Result<(), Diagnostic> {
    let ty = op.alias_type(ctx);
    // MLIR also admits types of other dialects that implement its
    // `PointerElementTypeInterface`; none of ours does.
    let valid = super::types::is_compatible_outer_type(ctx, ty)
        && !(LLVMVoidType::isa(ctx, ty)
            || LLVMTokenType::isa(ctx, ty)
            || LLVMMetadataType::isa(ctx, ty)
            || LLVMLabelType::isa(ctx, ty));
    if !valid {
        return Err(op_error(
            ctx,
            op.id(),
            "expects type to be a valid element type for an LLVM global alias",
        ));
    }
    let linkage = op.linkage(ctx);
    if !matches!(
        linkage,
        Linkage::External
            | Linkage::Internal
            | Linkage::Private
            | Linkage::Weak
            | Linkage::WeakODR
            | Linkage::Linkonce
            | Linkage::LinkonceODR
            | Linkage::AvailableExternally
    ) {
        return Err(op_error(
            ctx,
            op.id(),
            format!(
                "'{}' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally",
                linkage.stringify()
            ),
        ));
    }
    Ok(())
}

/// An alias's initializer returns a pointer and has no side effects
/// (MLIR's `AliasOp::verifyRegions`).
pub(crate) fn verify_alias_regions(ctx: &Context, op: AliasOp) -> Result<(), Diagnostic> {
    let region = ctx.regions(op.id())[0];
    let Some(&block) = ctx.blocks(region).first() else {
        return Ok(());
    };
    let returned = ctx
        .block_ops(block)
        .last()
        .and_then(|&t| ctx.operands(t).first().copied());
    if !returned.is_some_and(|v| LLVMPointerType::isa(ctx, ctx.value_type(v))) {
        return Err(op_error(
            ctx,
            op.id(),
            "initializer region must always return a pointer",
        ));
    }
    verify_initializer_effects(
        ctx,
        block,
        "ops with side effects are not allowed in alias initializers",
    )
}

/// An ifunc's linkage is one LLVM allows for ifuncs (MLIR's
/// `IFuncOp::verify`).
pub(crate) fn verify_ifunc(ctx: &Context, op: IFuncOp) -> Result<(), Diagnostic> {
    let linkage = op.linkage(ctx);
    if matches!(
        linkage,
        Linkage::External
            | Linkage::Internal
            | Linkage::Private
            | Linkage::Weak
            | Linkage::WeakODR
            | Linkage::Linkonce
            | Linkage::LinkonceODR
    ) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op.id(),
        format!(
            "'{}' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage",
            linkage.stringify()
        ),
    ))
}

/// An ifunc's resolver is, through any aliases of it, a function defined
/// here that returns a pointer in the ifunc's address space (MLIR's
/// `IFuncOp::verifySymbolUses`; an alias whose initializer is more than an
/// `llvm.mlir.addressof` is taken on trust, as there).
pub(crate) fn verify_ifunc_resolver(ctx: &Context, op: IFuncOp) -> Result<(), Diagnostic> {
    let mut target = lookup(ctx, op.id(), op.resolver(ctx));
    while let Some(alias) = target.and_then(|t| AliasOp::cast(ctx, t)) {
        let region = ctx.regions(alias.id())[0];
        let returned = ctx
            .blocks(region)
            .first()
            .and_then(|&b| ctx.block_ops(b).last().copied())
            .and_then(|t| ctx.operands(t).first().copied());
        let address_of = returned
            .and_then(|v| ctx.defining_op(v))
            .and_then(|d| AddressOfOp::cast(ctx, d));
        let Some(address_of) = address_of else {
            return Ok(());
        };
        target = lookup(ctx, address_of.id(), address_of.global_name(ctx));
    }
    let Some(resolver) = target.and_then(|t| LLVMFuncOp::cast(ctx, t)) else {
        return Err(op_error(ctx, op.id(), "must have a function resolver"));
    };
    let external = ctx.blocks(ctx.regions(resolver.id())[0]).is_empty();
    if external || resolver.linkage(ctx) == Linkage::AvailableExternally {
        return Err(op_error(ctx, op.id(), "resolver must be a definition"));
    }
    let returned =
        LLVMFunctionType::from_type_unchecked(resolver.function_type(ctx)).return_type(ctx);
    if !LLVMPointerType::isa(ctx, returned) {
        return Err(op_error(ctx, op.id(), "resolver must return a pointer"));
    }
    let space = LLVMPointerType::try_from(ctx, op.resolver_type(ctx)).map(|p| p.address_space(ctx));
    if space != Some(op.address_space(ctx)) {
        return Err(op_error(ctx, op.id(), "resolver has incorrect type"));
    }
    Ok(())
}

/// `llvm.module_flags` stands in a module and lists module flags (MLIR's
/// `ModuleFlagsOp::verify`).
pub(crate) fn verify_module_flags(ctx: &Context, op: ModuleFlagsOp) -> Result<(), Diagnostic> {
    verify_at_module_level(ctx, op.id())?;
    let flags = ods_runtime::ods::convert::try_as_array(ctx, op.flags(ctx)).unwrap_or_default();
    if flags.iter().any(|&f| !ModuleFlagAttr::isa(ctx, f)) {
        return Err(op_error(ctx, op.id(), "expected a module flag attribute"));
    }
    Ok(())
}

/// `llvm.dso_local_equivalent` names a function, or an alias of no
/// global variable, neither of `extern_weak` linkage (MLIR's
/// `DSOLocalEquivalentOp::verifySymbolUses`).
pub(crate) fn verify_dso_local_equivalent(
    ctx: &Context,
    op: DSOLocalEquivalentOp,
) -> Result<(), Diagnostic> {
    let target = lookup(ctx, op.id(), op.function_name(ctx));
    let function = target.and_then(|t| LLVMFuncOp::cast(ctx, t));
    let alias = target.and_then(|t| AliasOp::cast(ctx, t));
    let linkage = match (function, alias) {
        (Some(f), _) => f.linkage(ctx),
        (None, Some(a)) => a.linkage(ctx),
        (None, None) => {
            return Err(op_error(
                ctx,
                op.id(),
                "must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'",
            ))
        }
    };
    if let Some(alias) = alias {
        let mut names_global = false;
        ctx.walk(alias.id(), ods_runtime::WalkOrder::PostOrder, &mut |o| {
            let Some(address_of) = AddressOfOp::cast(ctx, o) else {
                return;
            };
            let target = lookup(ctx, o, address_of.global_name(ctx));
            names_global |= target.is_some_and(|t| GlobalOp::cast(ctx, t).is_some());
        });
        if names_global {
            return Err(op_error(
                ctx,
                op.id(),
                "must reference an alias to a function",
            ));
        }
    }
    if linkage == Linkage::ExternWeak {
        return Err(op_error(
            ctx,
            op.id(),
            "target function with 'extern_weak' linkage not allowed",
        ));
    }
    Ok(())
}
