//! The verifiers of the LLVM dialect's control flow within a function,
//! with MLIR's messages (`LLVMDialect.cpp`): `llvm.switch` cases, one
//! exception type per function, and block tags with the block addresses
//! that name them.

use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::{AttrKind, Context, OpId, Type, WalkOrder, WalkResult};

/// A switch has a case value per case destination, of the condition's
/// type (MLIR's `SwitchOp::verify`; the type error names no op).
pub(crate) fn verify_switch(ctx: &Context, op: SwitchOp) -> Result<(), Diagnostic> {
    let destinations = ctx.successors(op.id()).len().saturating_sub(1);
    let values = op.case_values(ctx);
    let count = values.map_or(0, |v| {
        ods_runtime::ods::convert::dense_int_values(ctx, v).len()
    });
    if count != destinations {
        return Err(op_error(
            ctx,
            op.id(),
            "expects number of case values to match number of case destinations",
        ));
    }
    let element = values.and_then(|v| match ctx.attr_kind(v) {
        AttrKind::DenseElements { ty, .. } => {
            Some(ods_runtime::ods::pred::element_type_or_self(ctx, *ty))
        }
        _ => None,
    });
    if element.is_some_and(|e| e != ctx.value_type(op.value(ctx))) {
        return Err(Diagnostic::error(
            ctx.op_loc(op.id()),
            "expects case value type to match condition value type",
        ));
    }
    Ok(())
}

/// Every `llvm.landingpad` of a function gives, and every `llvm.resume`
/// takes, the same type (part of MLIR's `LLVMFuncOp::verify`, a plain
/// error at the function naming the first op that differs).
pub(crate) fn verify_exception_types(ctx: &Context, function: OpId) -> Result<(), Diagnostic> {
    let mut seen: Option<Type> = None;
    let mut message = "";
    let walked = ctx.walk_until(function, WalkOrder::PostOrder, &mut |o| {
        let (ty, text) = if let Some(pad) = LandingpadOp::cast(ctx, o) {
            (
                ctx.value_type(pad.res(ctx)),
                "'llvm.landingpad' should have a consistent result type inside a function",
            )
        } else if let Some(resume) = ResumeOp::cast(ctx, o) {
            (
                ctx.value_type(resume.value(ctx)),
                "'llvm.resume' should have a consistent input type inside a function",
            )
        } else {
            return WalkResult::Advance;
        };
        match seen {
            Some(first) if first != ty => {
                message = text;
                WalkResult::Interrupt
            }
            _ => {
                seen = Some(ty);
                WalkResult::Advance
            }
        }
    });
    if walked == WalkResult::Interrupt {
        return Err(Diagnostic::error(ctx.op_loc(function), message));
    }
    Ok(())
}

/// No two `llvm.blocktag`s of a function have the same tag (MLIR's
/// `verifyBlockTags`, a plain error at the second, whose text ends in a
/// colon as MLIR's does).
pub(crate) fn verify_block_tags(ctx: &Context, function: OpId) -> Result<(), Diagnostic> {
    let mut tags = std::collections::HashSet::new();
    let mut duplicate = None;
    ctx.walk_until(function, WalkOrder::PostOrder, &mut |o| {
        let Some(tag) = BlockTagOp::cast(ctx, o) else {
            return WalkResult::Advance;
        };
        if tags.insert(tag.tag(ctx)) {
            return WalkResult::Advance;
        }
        duplicate = Some((o, tag.tag(ctx).id(ctx)));
        WalkResult::Interrupt
    });
    match duplicate {
        Some((o, id)) => Err(super::verify_globals::nested_error(
            ctx,
            o,
            format!("duplicate block tag '{id}' in the same function: "),
        )),
        None => Ok(()),
    }
}

/// The `llvm.func` a block address names, from the module around it.
fn block_address_function(ctx: &Context, op: BlockAddressOp) -> Option<LLVMFuncOp> {
    let function = op.block_addr(ctx).function(ctx);
    let name = ods_runtime::ods::convert::try_flat_symbol_name(ctx, *function)?;
    super::verify::lookup(ctx, op.id(), name).and_then(|f| LLVMFuncOp::cast(ctx, f))
}

/// A block address names a tag some `llvm.blocktag` of its function has
/// (MLIR's `BlockAddressOp::verify`).
pub(crate) fn verify_block_address(ctx: &Context, op: BlockAddressOp) -> Result<(), Diagnostic> {
    let tag = *op.block_addr(ctx).tag(ctx);
    let found = block_address_function(ctx, op).is_some_and(|f| {
        ctx.walk_until(
            f.id(),
            WalkOrder::PostOrder,
            &mut |o| match BlockTagOp::cast(ctx, o) {
                Some(t) if t.tag(ctx) == tag => WalkResult::Interrupt,
                _ => WalkResult::Advance,
            },
        ) == WalkResult::Interrupt
    });
    if found {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op.id(),
        "expects an existing block label target in the referenced function",
    ))
}

/// A block address names an `llvm.func` (MLIR's
/// `BlockAddressOp::verifySymbolUses`).
pub(crate) fn verify_block_address_symbol(
    ctx: &Context,
    op: BlockAddressOp,
) -> Result<(), Diagnostic> {
    if block_address_function(ctx, op).is_some() {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op.id(),
        "must reference a function defined by 'llvm.func'",
    ))
}
