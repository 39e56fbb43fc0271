//! The verifiers of the core LLVM ops, with MLIR's messages
//! (`LLVMDialect.cpp`).

use super::directives::element_type_at;
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::{AttrKind, Context, OpId, Type};

/// The op's error with the note MLIR attaches at the function returned
/// from.
fn at_function(ctx: &Context, op: OpId, function: OpId, message: &str) -> Diagnostic {
    op_error(ctx, op, message).with_note(ctx.op_loc(function), "when returning from function")
}

/// The ops around `op`, innermost first.
fn ancestors(ctx: &Context, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    std::iter::successors(ctx.parent_op(op), |&o| ctx.parent_op(o))
}

/// The symbol `name` in the nearest module around `op`.
pub(crate) fn lookup(ctx: &Context, op: OpId, name: &str) -> Option<OpId> {
    ancestors(ctx, op)
        .filter(|&o| ctx.op_name_str(o) == "builtin.module")
        .find_map(|module| ods_runtime::interfaces::symbols::lookup_symbol_in(ctx, module, name))
}

fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    ods_runtime::ods::op::op_error(ctx, op, message)
}

/// `llvm.return` returns what its function's type says (MLIR's
/// `ReturnOp::verify`).
pub(crate) fn verify_return(ctx: &Context, op: ReturnOp) -> Result<(), Diagnostic> {
    let Some(function) = ancestors(ctx, op.id()).find_map(|o| LLVMFuncOp::cast(ctx, o)) else {
        return Ok(());
    };
    let expected =
        LLVMFunctionType::from_type_unchecked(function.function_type(ctx)).return_type(ctx);
    let operands = ctx.operands(op.id());
    let void = LLVMVoidType::isa(ctx, expected);
    match operands.first() {
        Some(_) if void => Err(at_function(
            ctx,
            op.id(),
            function.id(),
            "expected no operands",
        )),
        None if !void => Err(at_function(
            ctx,
            op.id(),
            function.id(),
            "expected 1 operand",
        )),
        Some(&v) if ctx.value_type(v) != expected => Err(at_function(
            ctx,
            op.id(),
            function.id(),
            "mismatching result types",
        )),
        _ => Ok(()),
    }
}

/// The extracted or inserted value has the type at the position (MLIR's
/// `ExtractValueOp::verify` and `InsertValueOp::verify`, whose mismatch
/// messages differ: `extracting` names all three types, an insertion the
/// value's and the container's).
pub(crate) fn verify_value_position(
    ctx: &Context,
    op: OpId,
    container: Type,
    position: &[i64],
    value: Type,
    extracting: bool,
) -> Result<(), Diagnostic> {
    let expected = element_type_at(ctx, container, position).map_err(|m| op_error(ctx, op, m))?;
    if expected == value {
        return Ok(());
    }
    let message = if extracting {
        format!(
            "Type mismatch: extracting from {} should produce {} but this op returns {}",
            type_text(ctx, container),
            type_text(ctx, expected),
            type_text(ctx, value)
        )
    } else {
        format!(
            "Type mismatch: cannot insert {} into {}",
            type_text(ctx, value),
            type_text(ctx, container)
        )
    };
    Err(op_error(ctx, op, message))
}

/// A global stands at the top of a module, its string initializer is an
/// `i8` array of its length, it has either an initializer value or region,
/// its linkage suits its value and type, its comdat names a selector and
/// its alignment is a power of two (MLIR's `GlobalOp::verify`).
pub(crate) fn verify_global(ctx: &Context, op: GlobalOp) -> Result<(), Diagnostic> {
    let id = op.id();
    super::verify_globals::verify_at_module_level(ctx, id)?;
    let ty = op.global_type(ctx);
    if let Some(value) = op.value(ctx) {
        if let AttrKind::String { value: s, .. } = ctx.attr_kind(value) {
            let ok = LLVMArrayType::try_from(ctx, ty).is_some_and(|a| {
                a.num_elements(ctx) == s.len() as u64
                    && ods_runtime::ods::pred::is_integer_of_width(ctx, a.element_type(ctx), 8)
            });
            if !ok {
                return Err(op_error(
                    ctx,
                    id,
                    "requires an i8 array type of the length equal to that of the string attribute",
                ));
            }
        }
        let region = ctx.regions(id)[0];
        if !ctx.blocks(region).is_empty() {
            return Err(op_error(
                ctx,
                id,
                "cannot have both initializer value and region",
            ));
        }
    }
    if let Some(value) = op.value(ctx) {
        if op.linkage(ctx) == Linkage::Common && !is_zero_attribute(ctx, value) {
            return Err(op_error(
                ctx,
                id,
                "expected zero value for 'common' linkage",
            ));
        }
    }
    if op.linkage(ctx) == Linkage::Appending && !LLVMArrayType::isa(ctx, ty) {
        return Err(op_error(
            ctx,
            id,
            "expected array type for 'appending' linkage",
        ));
    }
    if LLVMTargetExtType::isa(ctx, ty) && op.value(ctx).is_some() {
        return Err(op_error(
            ctx,
            id,
            "global with target extension type can only be initialized with zero-initializer",
        ));
    }
    if LLVMLabelType::isa(ctx, ty) || LLVMVoidType::isa(ctx, ty) || LLVMFunctionType::isa(ctx, ty) {
        return Err(op_error(
            ctx,
            id,
            "expects type to be a valid element type for an LLVM global",
        ));
    }
    super::verify_globals::verify_comdat(ctx, id, op.comdat(ctx))?;
    if op.alignment(ctx).is_some_and(|a| !a.is_power_of_two()) {
        return Err(Diagnostic::error(
            ctx.op_loc(id),
            "alignment attribute is not a power of 2",
        ));
    }
    Ok(())
}

/// The initializer region returns the global's type and has no side
/// effects (MLIR's `GlobalOp::verifyRegions`).
pub(crate) fn verify_global_regions(ctx: &Context, op: GlobalOp) -> Result<(), Diagnostic> {
    let region = ctx.regions(op.id())[0];
    let Some(&block) = ctx.blocks(region).first() else {
        return Ok(());
    };
    let Some(&terminator) = ctx.block_ops(block).last() else {
        return Ok(());
    };
    let Some(ret) = ReturnOp::cast(ctx, terminator) else {
        return Ok(());
    };
    let ty = op.global_type(ctx);
    if let Some(&value) = ctx.operands(ret.id()).first() {
        let found = ctx.value_type(value);
        if found != ty {
            return Err(op_error(
                ctx,
                op.id(),
                format!(
                    "initializer region type {} does not match global type {}",
                    type_text(ctx, found),
                    type_text(ctx, ty)
                ),
            ));
        }
    }
    super::verify_globals::verify_initializer_effects(
        ctx,
        block,
        "ops with side effects not allowed in global initializers",
    )
}

/// `llvm.mlir.addressof` names a global, alias, function or ifunc, a
/// global or alias in the address space of the pointer it gives (MLIR's
/// `AddressOfOp::verifySymbolUses`).
pub(crate) fn verify_address_of(
    ctx: &Context,
    op: OpId,
    name: &str,
    result: Type,
) -> Result<(), Diagnostic> {
    let target = lookup(ctx, op, name);
    let Some(target) = target else {
        return Err(op_error(
            ctx,
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    };
    let space = LLVMPointerType::try_from(ctx, result).map_or(0, |p| p.address_space(ctx));
    let target_space = GlobalOp::cast(ctx, target)
        .map(|g| g.addr_space(ctx))
        .or_else(|| AliasOp::cast(ctx, target).map(|a| alias_addr_space(ctx, a)));
    if target_space.is_some_and(|s| s != space) {
        return Err(op_error(
            ctx,
            op,
            "pointer address space must match address space of the referenced global or alias",
        ));
    }
    if GlobalOp::cast(ctx, target).is_none()
        && LLVMFuncOp::cast(ctx, target).is_none()
        && AliasOp::cast(ctx, target).is_none()
        && IFuncOp::cast(ctx, target).is_none()
    {
        return Err(op_error(
            ctx,
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    }
    Ok(())
}

/// The call's operands and results match the callee's type (the type
/// checks of MLIR's `CallOp::verifySymbolUses`).
pub(crate) fn verify_call_types(
    ctx: &Context,
    op: CallOp,
    callee: &LLVMFunctionType,
) -> Result<(), Diagnostic> {
    let id = op.id();
    if callee.var_arg(ctx) && op.var_callee_type(ctx).is_none() {
        return Err(op_error(
            ctx,
            id,
            "missing var_callee_type attribute for vararg call",
        ));
    }
    let operands = op.callee_operands(ctx);
    let args = if op.callee(ctx).is_some() {
        &operands[..]
    } else {
        &operands[1..]
    };
    let params = callee.params(ctx);
    let variadic = callee.var_arg(ctx);
    if params.len() != args.len() && !(variadic && args.len() >= params.len()) {
        return Err(op_error(ctx, id, "incorrect number of operands for callee"));
    }
    for (i, (&param, &arg)) in params.iter().zip(args).enumerate() {
        let found = ctx.value_type(arg);
        if found != param {
            return Err(op_error(
                ctx,
                id,
                format!(
                    "operand type mismatch for operand {i}: {} != {}",
                    type_text(ctx, found),
                    type_text(ctx, param)
                ),
            ));
        }
    }
    let returned = callee.return_type(ctx);
    let results = ctx.results(id);
    let void = LLVMVoidType::isa(ctx, returned);
    if void && !results.is_empty() {
        return Err(op_error(
            ctx,
            id,
            "calling function with void result must not produce values",
        ));
    }
    if !void && results.len() != 1 {
        return Err(op_error(
            ctx,
            id,
            "expected function call to produce a value",
        ));
    }
    if let Some(&r) = results.first() {
        let found = ctx.value_type(r);
        if !void && found != returned {
            return Err(op_error(
                ctx,
                id,
                format!(
                    "result type mismatch: {} != {}",
                    type_text(ctx, found),
                    type_text(ctx, returned)
                ),
            ));
        }
    }
    Ok(())
}

/// The address space of the pointer an alias's initializer returns
/// (MLIR's `AliasOp::getAddrSpace`); 0 without one.
pub(crate) fn alias_addr_space(ctx: &Context, alias: AliasOp) -> u32 {
    let region = ctx.regions(alias.id())[0];
    let returned = ctx
        .blocks(region)
        .first()
        .and_then(|&b| ctx.block_ops(b).last().copied())
        .and_then(|t| ctx.operands(t).first().copied());
    returned
        .and_then(|v| LLVMPointerType::try_from(ctx, ctx.value_type(v)))
        .map_or(0, |p| p.address_space(ctx))
}

/// A function's linkage suits it (MLIR's `LLVMFuncOp::verify`): no
/// `common` linkage, a comdat that names a selector, a declaration is
/// `external` or `extern_weak`, and a definition is not both `no_inline`
/// and `always_inline`, nor `optimize_none` without `no_inline`, has one
/// exception type and no block tag twice.
pub(crate) fn verify_function(ctx: &Context, op: LLVMFuncOp) -> Result<(), Diagnostic> {
    let linkage = op.linkage(ctx);
    if linkage == Linkage::Common {
        return Err(op_error(
            ctx,
            op.id(),
            "functions cannot have 'common' linkage",
        ));
    }
    super::verify_globals::verify_comdat(ctx, op.id(), op.comdat(ctx))?;
    let region = ctx.regions(op.id())[0];
    let external = ctx.blocks(region).is_empty();
    if external {
        if !matches!(linkage, Linkage::External | Linkage::ExternWeak) {
            return Err(op_error(
                ctx,
                op.id(),
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    }
    // A definition's inlining attributes agree (a plain error for the
    // first, as MLIR's `emitError`).
    if op.no_inline(ctx) && op.always_inline(ctx) {
        return Err(Diagnostic::error(
            ctx.op_loc(op.id()),
            "no_inline and always_inline attributes are incompatible",
        ));
    }
    if op.optimize_none(ctx) && !op.no_inline(ctx) {
        return Err(op_error(
            ctx,
            op.id(),
            "with optimize_none must also be no_inline",
        ));
    }
    super::verify_control::verify_exception_types(ctx, op.id())?;
    super::verify_control::verify_block_tags(ctx, op.id())
}

/// A call's variadic callee type fits it, each operand bundle has a tag,
/// and it has a callee, named or as its first operand, which is then a
/// pointer (MLIR's `CallOp::verify`).
pub(crate) fn verify_call(ctx: &Context, op: CallOp) -> Result<(), Diagnostic> {
    let operands = op.callee_operands(ctx);
    let args = match op.callee(ctx) {
        Some(_) => &operands[..],
        None => operands.get(1..).unwrap_or_default(),
    };
    super::invoke::verify_var_callee_type(ctx, op.id(), op.var_callee_type(ctx), args)?;
    verify_operand_bundles(
        ctx,
        op.id(),
        op.op_bundle_operands(ctx).len(),
        op.op_bundle_tags(ctx),
    )?;
    if op.callee(ctx).is_some() {
        return Ok(());
    }
    let Some(&target) = ctx.operands(op.id()).first() else {
        return Err(op_error(
            ctx,
            op.id(),
            "must have either a `callee` attribute or at least an operand",
        ));
    };
    let ty = ctx.value_type(target);
    if !LLVMPointerType::isa(ctx, ty) {
        return Err(op_error(
            ctx,
            op.id(),
            format!(
                "indirect call expects a pointer as callee: {}",
                type_text(ctx, ty)
            ),
        ));
    }
    Ok(())
}

/// A call's operand bundles have one string tag each (MLIR's
/// `verifyOperandBundles`, whose errors name no op).
pub(crate) fn verify_operand_bundles(
    ctx: &Context,
    op: OpId,
    bundles: usize,
    tags: Option<ods_runtime::Attribute>,
) -> Result<(), Diagnostic> {
    let tags = tags
        .and_then(|t| ods_runtime::ods::convert::try_as_array(ctx, t))
        .unwrap_or_default();
    if tags
        .iter()
        .any(|&t| !matches!(ctx.attr_kind(t), AttrKind::String { .. }))
    {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            "operand bundle tag must be a StringAttr",
        ));
    }
    if bundles != tags.len() {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!(
                "expected {bundles} operand bundle tags, but actually got {}",
                tags.len()
            ),
        ));
    }
    Ok(())
}

/// Whether an atomic access may be of type `ty`: a pointer, an integer of
/// at least 8 bits and a power of two, or `bf16`, `f16`, `f32`, `f64`
/// (MLIR's `isTypeCompatibleWithAtomicOp`).
fn atomic_type(ctx: &Context, ty: Type) -> bool {
    use ods_runtime::{FloatKind, TypeKind};
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width >= 8 && width.is_power_of_two(),
        TypeKind::Float(k) => matches!(
            k,
            FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64
        ),
        _ => LLVMPointerType::isa(ctx, ty),
    }
}

/// The atomic parts of a load or store (MLIR's `verifyAtomicMemOp`): an
/// atomic access has a supported type, ordering and an alignment; another
/// no synchronization scope.
pub(crate) fn verify_atomic_access(
    ctx: &Context,
    op: OpId,
    value: Type,
    (ordering, unsupported): (AtomicOrdering, &[AtomicOrdering]),
    (alignment, syncscope): (Option<u64>, bool),
) -> Result<(), Diagnostic> {
    if ordering == AtomicOrdering::NotAtomic {
        if syncscope {
            return Err(op_error(
                ctx,
                op,
                "expected syncscope to be null for non-atomic access",
            ));
        }
        return Ok(());
    }
    if !atomic_type(ctx, value) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "unsupported type {} for atomic access",
                type_text(ctx, value)
            ),
        ));
    }
    if unsupported.contains(&ordering) {
        return Err(op_error(
            ctx,
            op,
            format!("unsupported ordering '{}'", ordering.stringify()),
        ));
    }
    if alignment.is_none() {
        return Err(op_error(ctx, op, "expected alignment for atomic access"));
    }
    Ok(())
}

/// The elements of the array attribute `name` of `op`, none without it.
fn array_prop(ctx: &Context, op: OpId, name: &str) -> Vec<ods_runtime::Attribute> {
    ods_runtime::ods::op::get_prop(ctx, op, name)
        .and_then(|a| ods_runtime::ods::convert::try_as_array(ctx, a))
        .map(<[_]>::to_vec)
        .unwrap_or_default()
}

/// `llvm.mlir.global_ctors` and `global_dtors` list as many functions as
/// priorities and data, each datum a symbol or `#llvm.zero` (MLIR's
/// `GlobalCtorsOp::verify`); `kind` is `ctors` or `dtors`.
pub(crate) fn verify_structors(ctx: &Context, op: OpId, kind: &str) -> Result<(), Diagnostic> {
    let (functions, priorities, data) = (
        array_prop(ctx, op, kind),
        array_prop(ctx, op, "priorities"),
        array_prop(ctx, op, "data"),
    );
    if functions.len() != priorities.len() || functions.len() != data.len() {
        return Err(op_error(
            ctx,
            op,
            format!("{kind}, priorities, and data must have the same number of elements"),
        ));
    }
    let symbol_or_zero = |&d: &ods_runtime::Attribute| {
        ZeroAttr::isa(ctx, d) || ods_runtime::ods::convert::try_flat_symbol_name(ctx, d).is_some()
    };
    if !data.iter().all(symbol_or_zero) {
        return Err(op_error(
            ctx,
            op,
            "data element must be symbol or #llvm.zero",
        ));
    }
    Ok(())
}

/// Each function of `llvm.mlir.global_ctors` or `global_dtors` is an
/// `llvm.func` with a body (MLIR's `verifySymbolAttrUse`).
pub(crate) fn verify_structor_symbols(
    ctx: &Context,
    op: OpId,
    kind: &str,
) -> Result<(), Diagnostic> {
    for function in array_prop(ctx, op, kind) {
        let Some(name) = ods_runtime::ods::convert::try_flat_symbol_name(ctx, function) else {
            continue;
        };
        let target = lookup(ctx, op, name).and_then(|f| LLVMFuncOp::cast(ctx, f));
        let Some(target) = target else {
            return Err(op_error(
                ctx,
                op,
                format!("'{name}' does not reference a valid LLVM function"),
            ));
        };
        let body = ctx.regions(target.id())[0];
        if ctx.blocks(body).is_empty() {
            return Err(op_error(
                ctx,
                op,
                format!("'{name}' does not have a definition"),
            ));
        }
    }
    Ok(())
}

/// A fence orders at least as strongly as `acquire` (MLIR's
/// `FenceOp::verify`).
pub(crate) fn verify_fence(ctx: &Context, op: FenceOp) -> Result<(), Diagnostic> {
    if (op.ordering(ctx) as u64) <= AtomicOrdering::Monotonic as u64 {
        return Err(op_error(
            ctx,
            op.id(),
            "can be given only acquire, release, acq_rel, and seq_cst orderings",
        ));
    }
    Ok(())
}

/// A shuffle of scalable vectors is a splat (MLIR's
/// `ShuffleVectorOp::verify`).
pub(crate) fn verify_shuffle(ctx: &Context, op: ShuffleVectorOp) -> Result<(), Diagnostic> {
    let v1 = ctx.value_type(op.v1(ctx));
    if super::types::is_scalable_vector_type(ctx, v1) && op.mask(ctx).iter().any(|&i| i != 0) {
        return Err(op_error(
            ctx,
            op.id(),
            "expected a splat operation for scalable vectors",
        ));
    }
    Ok(())
}

/// A target extension type has a zero value only when LLVM gives it one
/// (MLIR's `ZeroOp::verify`, `LLVMTargetExtType::hasProperty(HasZeroInit)`).
pub(crate) fn verify_zero(ctx: &Context, op: ZeroOp) -> Result<(), Diagnostic> {
    let ty = ctx.value_type(op.res(ctx));
    if let Some(ext) = LLVMTargetExtType::try_from(ctx, ty) {
        if !super::types::target_ext_supports_mem_ops(ctx, ext) {
            return Err(op_error(
                ctx,
                op.id(),
                "target extension type does not support zero-initializer",
            ));
        }
    }
    Ok(())
}

/// An alloca's target extension type supports memory operations (MLIR's
/// `AllocaOp::verify`).
pub(crate) fn verify_alloca(ctx: &Context, op: AllocaOp) -> Result<(), Diagnostic> {
    if let Some(ext) = LLVMTargetExtType::try_from(ctx, op.elem_type(ctx)) {
        if !super::types::target_ext_supports_mem_ops(ctx, ext) {
            return Err(op_error(
                ctx,
                op.id(),
                "this target extension type cannot be used in alloca",
            ));
        }
    }
    Ok(())
}

/// Inline assembly cannot be a `musttail` call: LLVM's inline asm has no
/// such form (MLIR's `InlineAsmOp::verify`).
pub(crate) fn verify_inline_asm(ctx: &Context, op: InlineAsmOp) -> Result<(), Diagnostic> {
    if op.tail_call_kind(ctx) == TailCallKind::MustTail {
        return Err(op_error(
            ctx,
            op.id(),
            "tail call kind 'musttail' is not supported by this operation",
        ));
    }
    Ok(())
}

/// Whether `value` is zero throughout: an integer or float zero, or
/// elements and arrays of them (MLIR's `isZeroAttribute`).
fn is_zero_attribute(ctx: &Context, value: ods_runtime::Attribute) -> bool {
    use ods_runtime::ir::DenseData;
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => value.is_zero(),
        AttrKind::Float { ty, bits } => is_float_zero(ctx, *ty, *bits),
        AttrKind::DenseElements { ty, data, .. } => {
            let element = ods_runtime::ods::pred::element_type_or_self(ctx, *ty);
            match data {
                DenseData::Ints(ints) => ints.iter().all(|i| i.is_zero()),
                DenseData::Floats(floats) => floats.iter().all(|&b| is_float_zero(ctx, element, b)),
                _ => false,
            }
        }
        AttrKind::Array(elements) => elements.iter().all(|&e| is_zero_attribute(ctx, e)),
        _ => false,
    }
}

/// Whether the bits of a float of type `ty` are a zero of either sign.
fn is_float_zero(ctx: &Context, ty: Type, bits: u128) -> bool {
    let width = match ctx.type_kind(ty) {
        ods_runtime::TypeKind::Float(kind) => ods_runtime::ir::float::bit_width(*kind),
        _ => 128,
    };
    let magnitude = u128::MAX >> (129 - width.clamp(1, 128));
    bits & magnitude == 0
}
