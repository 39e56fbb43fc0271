//! What the LLVM dialect's `.td` files leave to Rust, with the semantics of
//! MLIR's `LLVMDialect.cpp`, `LLVMTypes.cpp` and `LLVMTypeSyntax.cpp`: the
//! type tests and the type syntax (`types`, `structs`), the custom
//! assembly of the core ops (`asm`, `asm_alias`, `asm_intrinsic`,
//! `functions`, `invoke`) and the `custom<...>` directives of the others
//! (`directives`, `debug_info`), the verifiers (`verify`, `verify_*`: the
//! module-level ops in `verify_globals`, control flow in `verify_control`,
//! `llvm.getelementptr` in `verify_gep`, the `llvm.*` attributes of
//! function arguments and results in `verify_params`, the
//! `llvm.data_layout` string in `data_layout_string`), the folders
//! (`fold`), and each op's hooks (`ops`).

mod asm;
mod asm_alias;
mod asm_intrinsic;
mod attrs;
mod builders;
mod data_layout_string;
mod debug_info;
mod directives;
mod fold;
mod functions;
mod interfaces;
mod intrinsics;
mod invoke;
mod ops;
mod structs;
mod types;
mod verify;
mod verify_atomic;
mod verify_casts;
mod verify_constant;
mod verify_control;
mod verify_gep;
mod verify_globals;
mod verify_params;

pub(crate) use builders::results_of;
pub(crate) use data_layout_string::data_layout_error;
pub(crate) use debug_info::{
    dwarf_name, parse_dwarf, parse_tbaa_members, print_dwarf, print_tbaa_members, Dwarf,
};
pub(crate) use intrinsics::{vector_bit_width, vector_num_elements, EmptyExpression};
pub use intrinsics::{AssumeAlignTag, AssumeSeparateStorageTag};
pub use structs::{IdentifiedBody, LLVMStructTypeStorage};
pub(crate) use types::{
    i1_same_shape, is_compatible_float_type, is_compatible_outer_type, is_compatible_vector_type,
    is_loadable_type, is_scalable_vector_type, size_in_bytes, val_and_bool_struct,
};
pub(crate) use verify::alias_addr_space;

/// The C++ attribute classes the `.td` files name as parameter types
/// (`StringAttr`, `DIScopeAttr`, ...) that have no generated handle of
/// their own: the runtime's attribute handle stands for each.
pub mod cpp_attr_classes {
    /// MLIR's `StringAttr`.
    pub type StringAttr = ods_runtime::Attribute;
    /// MLIR's `BoolAttr`.
    pub type BoolAttr = ods_runtime::Attribute;
    /// MLIR's `IntegerAttr`.
    pub type IntegerAttr = ods_runtime::Attribute;
    /// MLIR's `FloatAttr`.
    pub type FloatAttr = ods_runtime::Attribute;
    /// MLIR's `TypeAttr`.
    pub type TypeAttr = ods_runtime::Attribute;
    /// MLIR's `FlatSymbolRefAttr`.
    pub type FlatSymbolRefAttr = ods_runtime::Attribute;
    /// MLIR's `DistinctAttr`.
    pub type DistinctAttr = ods_runtime::Attribute;
    /// MLIR's `FusedLoc`.
    pub type FusedLoc = ods_runtime::Attribute;
    /// The base of the debug-info scopes.
    pub type DIScopeAttr = ods_runtime::Attribute;
    /// The base of the debug-info nodes.
    pub type DINodeAttr = ods_runtime::Attribute;
    /// The base of the debug-info types.
    pub type DITypeAttr = ods_runtime::Attribute;
    /// The base of the debug-info variables.
    pub type DIVariableAttr = ods_runtime::Attribute;
    /// The base of the TBAA nodes.
    pub type TBAANodeAttr = ods_runtime::Attribute;
}

/// The `none` case of the bit enums, as the `.td`'s default values name
/// it (C++'s spelling of their empty set).
#[allow(non_upper_case_globals)]
impl IntegerOverflowFlags {
    pub const none: Self = Self::NONE;
}

#[allow(non_upper_case_globals)]
impl GEPNoWrapFlags {
    pub const none: Self = Self::NONE;
}

/// What the generated module calls by name: the `custom<...>` directives
/// of the formats, brought into its scope by the overlay.
pub(crate) mod format {
    pub(crate) use super::debug_info::{parse_expression_arg, print_expression_arg};
    pub(crate) use super::directives::{
        parse_gep_indices, parse_indirect_br_op_sucessors, parse_insert_extract_value_element_type,
        parse_llvm_linkage, parse_op_bundles, parse_shuffle_type, parse_switch_op_cases,
        print_gep_indices, print_indirect_br_op_sucessors, print_insert_extract_value_element_type,
        print_llvm_linkage, print_op_bundles, print_shuffle_type, print_switch_op_cases,
    };
    pub(crate) use super::types::{
        parse_ext_type_params, parse_function_types, parse_pretty_llvm_type, print_ext_type_params,
        print_function_types, print_pretty_llvm_type,
    };
}

use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{get_prop, set_prop};
use ods_runtime::{AttrKind, Attribute, Context, OpId, OperationState, Symbol, Value};

/// An index of `llvm.getelementptr` given to its builder: a constant or a
/// value (MLIR's `GEPArg`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepArg {
    /// A constant index, kept in the op's `rawConstantIndices`.
    Constant(i32),
    /// A dynamic index, an operand.
    Dynamic(Value),
}

/// Adds the operands and the named attributes of an aggregate builder.
pub(crate) fn add_operands_and_attributes(
    ctx: &mut Context,
    state: &mut OperationState,
    operands: &[Value],
    attributes: &[(Symbol, Attribute)],
) {
    let _ = ctx;
    state.operands.extend_from_slice(operands);
    state.attributes.extend_from_slice(attributes);
}

/// A new distinct attribute around `unit`, as `DistinctAttr::create`
/// gives the alias-analysis attributes their identity: its number is
/// fresh in the process (the printer renumbers them), above those a
/// parsed file names.
pub(crate) fn fresh_distinct(ctx: &mut Context) -> Attribute {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1 << 48);
    let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let referenced = ctx.attr(AttrKind::Unit);
    ctx.attr(AttrKind::Distinct { id, referenced })
}

/// The overflow flags of an arithmetic op (none when it has none).
pub(crate) fn overflow_flags(ctx: &Context, op: OpId) -> IntegerOverflowFlags {
    get_prop(ctx, op, "overflowFlags")
        .and_then(|a| IntegerOverflowFlagsAttr::try_from(ctx, a))
        .map(|a| a.value(ctx))
        .unwrap_or_default()
}

/// Sets the overflow flags of an arithmetic op.
pub(crate) fn set_overflow_flags(ctx: &mut Context, op: OpId, flags: IntegerOverflowFlags) {
    let attr = IntegerOverflowFlagsAttr::get(ctx, flags).into();
    set_prop(ctx, op, "overflowFlags", Some(attr));
}

/// An op's alias-analysis or access-group attribute `name`, when present,
/// is an array (MLIR's `verifyAccessGroupOpInterface` and
/// `verifyAliasAnalysisOpInterface` check the kind of each element; the
/// attribute's own constraint already did).
pub(crate) fn verify_array_of(ctx: &Context, op: OpId, name: &str) -> Result<(), Diagnostic> {
    match get_prop(ctx, op, name) {
        Some(a) if !matches!(ctx.attr_kind(a), AttrKind::Array(_)) => Err(
            ods_runtime::ods::op::op_error(ctx, op, format!("expected '{name}' to be an array")),
        ),
        _ => Ok(()),
    }
}

impl super::LLVMDialect {
    /// The discardable attribute asking the lowering of a function to
    /// llvm for its C wrapper (MLIR's `getEmitCWrapperAttrName`).
    pub const EMIT_C_WRAPPER_ATTR_NAME: &'static str = "llvm.emit_c_interface";
}
