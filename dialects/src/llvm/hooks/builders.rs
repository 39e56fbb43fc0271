//! The builders the `.td` declares without a body, as MLIR's
//! `LLVMDialect.cpp` writes them: each fills the operation state with the
//! operands, result types, properties and regions of the op.

use super::directives::{element_type_at, DYNAMIC_INDEX};
use crate::llvm::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::set_state_prop;
use ods_runtime::{Attribute, BlockId, Context, OperationState, Type, TypeKind, Value};

/// Sets the inherent attribute `name`.
pub(crate) fn set(ctx: &mut Context, state: &mut OperationState, name: &str, value: Attribute) {
    set_state_prop(ctx, state, name, Some(value));
}

/// Sets the unit attribute `name` when `on`.
fn set_flag(ctx: &mut Context, state: &mut OperationState, name: &str, on: bool) {
    if on {
        let unit = convert::unit_attr(ctx);
        set(ctx, state, name, unit);
    }
}

/// Sets the `operandSegmentSizes` of `sizes`.
fn set_segments(ctx: &mut Context, state: &mut OperationState, sizes: &[i32]) {
    let sizes = convert::dense_i32_array(ctx, sizes);
    set(ctx, state, "operandSegmentSizes", sizes);
}

/// What the function type returns: nothing for `void`.
pub(crate) fn results_of(ctx: &Context, ty: LLVMFunctionType) -> Vec<Type> {
    let result = ty.return_type(ctx);
    if LLVMVoidType::isa(ctx, result) {
        Vec::new()
    } else {
        vec![result]
    }
}

/// `llvm.extractvalue` of the element at `position`.
pub(crate) fn extract_value(
    ctx: &mut Context,
    state: &mut OperationState,
    container: Value,
    position: &[i64],
) {
    let container_type = ctx.value_type(container);
    state.operands.push(container);
    // A position the container does not have gives the container's type,
    // which the verifier then rejects.
    let ty = element_type_at(ctx, container_type, position).unwrap_or(container_type);
    state.result_types.push(ty);
    let position = convert::dense_i64_array(ctx, position);
    set(ctx, state, "position", position);
}

/// The parts of an `llvm.mlir.global`.
pub(crate) struct GlobalParts {
    pub ty: Type,
    pub is_constant: bool,
    pub linkage: Linkage,
    pub name: String,
    pub value: Attribute,
    pub alignment: u64,
    pub addr_space: u32,
    pub dso_local: bool,
    pub thread_local_: bool,
    pub comdat: Option<Attribute>,
    pub dbg_exprs: Vec<Attribute>,
}

/// `llvm.mlir.global` (MLIR's `GlobalOp::build`).
pub(crate) fn global(ctx: &mut Context, state: &mut OperationState, g: GlobalParts) {
    let name = convert::string_attr(ctx, &g.name);
    set(ctx, state, "sym_name", name);
    let ty = convert::type_attr(ctx, g.ty);
    set(ctx, state, "global_type", ty);
    set_flag(ctx, state, "constant", g.is_constant);
    set(ctx, state, "value", g.value);
    set_flag(ctx, state, "dso_local", g.dso_local);
    set_flag(ctx, state, "thread_local_", g.thread_local_);
    if g.alignment != 0 {
        let alignment = convert::i64_attr(ctx, g.alignment as i64);
        set(ctx, state, "alignment", alignment);
    }
    let linkage = LinkageAttr::get(ctx, g.linkage).into();
    set(ctx, state, "linkage", linkage);
    let space = convert::i32_attr(ctx, g.addr_space as i32);
    set(ctx, state, "addr_space", space);
    if let Some(comdat) = g.comdat {
        set(ctx, state, "comdat", comdat);
    }
    if !g.dbg_exprs.is_empty() {
        let exprs = convert::array_attr(ctx, g.dbg_exprs);
        set(ctx, state, "dbg_exprs", exprs);
    }
    let region = ctx.create_region();
    state.regions.push(region);
}

/// `llvm.func` (MLIR's `LLVMFuncOp::build`), its body empty.
#[allow(clippy::too_many_arguments)]
pub(crate) fn function(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    ty: Type,
    linkage: Linkage,
    dso_local: bool,
    cconv: CConv,
    comdat: Option<Attribute>,
    arg_attrs: &[Attribute],
    function_entry_count: Option<u64>,
) {
    let name = convert::string_attr(ctx, name);
    set(ctx, state, "sym_name", name);
    let ty = convert::type_attr(ctx, ty);
    set(ctx, state, "function_type", ty);
    let linkage = LinkageAttr::get(ctx, linkage).into();
    set(ctx, state, "linkage", linkage);
    let cconv = CConvAttr::get(ctx, cconv).into();
    set(ctx, state, "CConv", cconv);
    set_flag(ctx, state, "dso_local", dso_local);
    if let Some(comdat) = comdat {
        set(ctx, state, "comdat", comdat);
    }
    if let Some(count) = function_entry_count {
        let count = convert::i64_attr(ctx, count as i64);
        set(ctx, state, "function_entry_count", count);
    }
    if !arg_attrs.is_empty() {
        let attrs = convert::array_attr(ctx, arg_attrs.to_vec());
        set(ctx, state, "arg_attrs", attrs);
    }
    let region = ctx.create_region();
    state.regions.push(region);
}

/// The properties every `llvm.call` has.
fn call_defaults(ctx: &mut Context, state: &mut OperationState, operand_count: usize) {
    let cconv = CConvAttr::get(ctx, CConv::C).into();
    set(ctx, state, "CConv", cconv);
    let tail = TailCallKindAttr::get(ctx, TailCallKind::None).into();
    set(ctx, state, "TailCallKind", tail);
    set_segments(ctx, state, &[operand_count as i32, 0]);
    let bundles = convert::dense_i32_array(ctx, &[]);
    set(ctx, state, "op_bundle_sizes", bundles);
}

/// `llvm.call` of a function of type `ty`, direct when `callee` names it;
/// a variadic callee's type is kept (MLIR's `CallOp::build`).
pub(crate) fn call(
    ctx: &mut Context,
    state: &mut OperationState,
    ty: LLVMFunctionType,
    callee: Option<&str>,
    args: &[Value],
) {
    state.result_types.extend(results_of(ctx, ty));
    state.operands.extend_from_slice(args);
    call_defaults(ctx, state, args.len());
    if let Some(name) = callee {
        let callee = convert::flat_symbol_ref(ctx, name);
        set(ctx, state, "callee", callee);
    }
    if ty.var_arg(ctx) {
        let ty = convert::type_attr(ctx, ty.ty());
        set(ctx, state, "var_callee_type", ty);
    }
}

/// `llvm.call` of the symbol `callee` with the given result types.
pub(crate) fn call_results(
    ctx: &mut Context,
    state: &mut OperationState,
    results: &[Type],
    callee: Attribute,
    args: &[Value],
) {
    state.result_types.extend_from_slice(results);
    state.operands.extend_from_slice(args);
    call_defaults(ctx, state, args.len());
    set(ctx, state, "callee", callee);
}

/// `llvm.call_intrinsic` of the intrinsic named `intrin`.
pub(crate) fn call_intrinsic(
    ctx: &mut Context,
    state: &mut OperationState,
    results: &[Type],
    intrin: Attribute,
    args: &[Value],
    fastmath: Option<Attribute>,
) {
    state.result_types.extend_from_slice(results);
    state.operands.extend_from_slice(args);
    set(ctx, state, "intrin", intrin);
    if let Some(flags) = fastmath {
        set(ctx, state, "fastmathFlags", flags);
    }
    set_segments(ctx, state, &[args.len() as i32, 0]);
    let bundles = convert::dense_i32_array(ctx, &[]);
    set(ctx, state, "op_bundle_sizes", bundles);
}

/// The successors of `llvm.invoke` and their operands.
pub(crate) struct InvokeEdges {
    pub normal: BlockId,
    pub normal_ops: Vec<Value>,
    pub unwind: BlockId,
    pub unwind_ops: Vec<Value>,
}

/// `llvm.invoke` (MLIR's `InvokeOp::build`).
pub(crate) fn invoke(
    ctx: &mut Context,
    state: &mut OperationState,
    results: &[Type],
    callee: Option<Attribute>,
    ops: &[Value],
    edges: InvokeEdges,
) {
    state.result_types.extend_from_slice(results);
    state.operands.extend_from_slice(ops);
    state.operands.extend_from_slice(&edges.normal_ops);
    state.operands.extend_from_slice(&edges.unwind_ops);
    state.successors.extend([edges.normal, edges.unwind]);
    if let Some(callee) = callee {
        set(ctx, state, "callee", callee);
    }
    let cconv = CConvAttr::get(ctx, CConv::C).into();
    set(ctx, state, "CConv", cconv);
    set_segments(
        ctx,
        state,
        &[
            ops.len() as i32,
            edges.normal_ops.len() as i32,
            edges.unwind_ops.len() as i32,
            0,
        ],
    );
    let bundles = convert::dense_i32_array(ctx, &[]);
    set(ctx, state, "op_bundle_sizes", bundles);
}

/// `llvm.mlir.alias`, its initializer region empty.
pub(crate) fn alias(
    ctx: &mut Context,
    state: &mut OperationState,
    ty: Type,
    linkage: Linkage,
    name: &str,
    dso_local: bool,
    thread_local_: bool,
) {
    let ty = convert::type_attr(ctx, ty);
    set(ctx, state, "alias_type", ty);
    let name = convert::string_attr(ctx, name);
    set(ctx, state, "sym_name", name);
    let linkage = LinkageAttr::get(ctx, linkage).into();
    set(ctx, state, "linkage", linkage);
    set_flag(ctx, state, "dso_local", dso_local);
    set_flag(ctx, state, "thread_local_", thread_local_);
    let region = ctx.create_region();
    state.regions.push(region);
}

/// `llvm.comdat` with an empty body.
pub(crate) fn comdat(ctx: &mut Context, state: &mut OperationState, name: &str) {
    let name = convert::string_attr(ctx, name);
    set(ctx, state, "sym_name", name);
    let region = ctx.create_region();
    let block = ctx.create_block(&[]);
    ctx.append_block(region, block);
    state.regions.push(region);
}

/// `llvm.cond_br` with its optional branch weights.
pub(crate) fn cond_br(
    ctx: &mut Context,
    state: &mut OperationState,
    condition: Value,
    (true_dest, true_operands): (BlockId, &[Value]),
    (false_dest, false_operands): (BlockId, &[Value]),
    weights: Option<(u32, u32)>,
) {
    state.operands.push(condition);
    state.operands.extend_from_slice(true_operands);
    state.operands.extend_from_slice(false_operands);
    state.successors.extend([true_dest, false_dest]);
    set_segments(
        ctx,
        state,
        &[1, true_operands.len() as i32, false_operands.len() as i32],
    );
    if let Some((t, f)) = weights {
        let weights = convert::dense_i32_array(ctx, &[t as i32, f as i32]);
        set(ctx, state, "branch_weights", weights);
    }
}

/// `llvm.fence`.
pub(crate) fn fence(
    ctx: &mut Context,
    state: &mut OperationState,
    ordering: AtomicOrdering,
    syncscope: &str,
) {
    let ordering = ordering.to_attr(ctx);
    set(ctx, state, "ordering", ordering);
    if !syncscope.is_empty() {
        let scope = convert::string_attr(ctx, syncscope);
        set(ctx, state, "syncscope", scope);
    }
}

/// `llvm.getelementptr` of constant and dynamic indices.
pub(crate) fn gep(
    ctx: &mut Context,
    state: &mut OperationState,
    (result_type, element_type): (Type, Type),
    base: Value,
    indices: &[GepArg],
    no_wrap_flags: GEPNoWrapFlags,
) {
    state.result_types.push(result_type);
    state.operands.push(base);
    let mut constants = Vec::with_capacity(indices.len());
    for index in indices {
        match *index {
            GepArg::Constant(c) => constants.push(c),
            GepArg::Dynamic(v) => {
                constants.push(DYNAMIC_INDEX);
                state.operands.push(v);
            }
        }
    }
    let constants = convert::dense_i32_array(ctx, &constants);
    set(ctx, state, "rawConstantIndices", constants);
    let element_type = convert::type_attr(ctx, element_type);
    set(ctx, state, "elem_type", element_type);
    let flags = no_wrap_flags.to_attr(ctx);
    set(ctx, state, "noWrapFlags", flags);
}

/// `llvm.mlir.ifunc`.
pub(crate) fn ifunc(
    ctx: &mut Context,
    state: &mut OperationState,
    (name, ty): (&str, Type),
    (resolver, resolver_type): (&str, Type),
    linkage: Linkage,
    visibility: Visibility,
) {
    let name = convert::string_attr(ctx, name);
    set(ctx, state, "sym_name", name);
    let ty = convert::type_attr(ctx, ty);
    set(ctx, state, "i_func_type", ty);
    let resolver = convert::flat_symbol_ref(ctx, resolver);
    set(ctx, state, "resolver", resolver);
    let resolver_type = convert::type_attr(ctx, resolver_type);
    set(ctx, state, "resolver_type", resolver_type);
    let linkage = LinkageAttr::get(ctx, linkage).into();
    set(ctx, state, "linkage", linkage);
    let visibility = visibility.to_attr(ctx);
    set(ctx, state, "visibility_", visibility);
}

/// `llvm.indirectbr`.
pub(crate) fn indirect_br(
    ctx: &mut Context,
    state: &mut OperationState,
    addr: Value,
    operands: &[Vec<Value>],
    successors: &[BlockId],
) {
    state.operands.push(addr);
    let sizes: Vec<i32> = operands.iter().map(|o| o.len() as i32).collect();
    for group in operands {
        state.operands.extend_from_slice(group);
    }
    state.successors.extend_from_slice(successors);
    let sizes = convert::dense_i32_array(ctx, &sizes);
    set(ctx, state, "indbr_operand_segments", sizes);
}

/// The properties a memory access shares: alignment, unit flags, atomic
/// ordering (unless not atomic) and synchronization scope.
pub(crate) fn memory_access(
    ctx: &mut Context,
    state: &mut OperationState,
    alignment: u32,
    flags: &[(&str, bool)],
    ordering: AtomicOrdering,
    syncscope: &str,
) {
    if alignment != 0 {
        let alignment = convert::i64_attr(ctx, i64::from(alignment));
        set(ctx, state, "alignment", alignment);
    }
    for &(name, on) in flags {
        set_flag(ctx, state, name, on);
    }
    if ordering != AtomicOrdering::NotAtomic {
        let ordering = ordering.to_attr(ctx);
        set(ctx, state, "ordering", ordering);
    }
    if !syncscope.is_empty() {
        let scope = convert::string_attr(ctx, syncscope);
        set(ctx, state, "syncscope", scope);
    }
}

/// `llvm.shufflevector`: a vector of the operands' elements as long as the
/// mask.
pub(crate) fn shuffle(
    ctx: &mut Context,
    state: &mut OperationState,
    v1: Value,
    v2: Value,
    mask: &[i32],
) {
    state.operands.extend([v1, v2]);
    let ty = ctx.value_type(v1);
    let result = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            scalable, element, ..
        } => ctx.ty(TypeKind::Vector {
            shape: vec![mask.len() as i64].into(),
            scalable: vec![scalable.iter().any(|&s| s)].into(),
            element,
        }),
        _ => ty,
    };
    state.result_types.push(result);
    let mask = convert::dense_i32_array(ctx, mask);
    set(ctx, state, "mask", mask);
}

/// The cases of `llvm.switch`.
pub(crate) struct SwitchCases {
    pub values: Option<Attribute>,
    pub destinations: Vec<BlockId>,
    pub operands: Vec<Vec<Value>>,
}

/// `llvm.switch` (MLIR's `SwitchOp::build`).
pub(crate) fn switch(
    ctx: &mut Context,
    state: &mut OperationState,
    value: Value,
    (default, default_operands): (BlockId, &[Value]),
    cases: SwitchCases,
    weights: &[i32],
) {
    state.operands.push(value);
    state.operands.extend_from_slice(default_operands);
    for group in &cases.operands {
        state.operands.extend_from_slice(group);
    }
    state.successors.push(default);
    state.successors.extend_from_slice(&cases.destinations);
    let case_count: i32 = cases.operands.iter().map(|o| o.len() as i32).sum();
    set_segments(ctx, state, &[1, default_operands.len() as i32, case_count]);
    let sizes: Vec<i32> = cases.operands.iter().map(|o| o.len() as i32).collect();
    let sizes = convert::dense_i32_array(ctx, &sizes);
    set(ctx, state, "case_operand_segments", sizes);
    if let Some(values) = cases.values {
        set(ctx, state, "case_values", values);
    }
    if !weights.is_empty() {
        let weights = convert::dense_i32_array(ctx, weights);
        set(ctx, state, "branch_weights", weights);
    }
}
