//! What `EmitC.td` leaves to Rust, with the semantics of MLIR's
//! `EmitC.cpp`: the types EmitC supports and its type checks (`types`),
//! the custom assembly of its ops (`asm`) and of its `custom<...>`
//! directives (`directives`), the op verifiers (`verify`), the symbol,
//! cast, region-branch and C-expression interfaces (`interfaces`) and the
//! builders the `.td` declares without a body (`builders`).

mod asm;
mod builders;
mod directives;
mod interfaces;
mod types;
mod verify;

pub(crate) use directives::{
    parse_switch_cases, parse_type_and_initial_value, print_switch_cases,
    print_type_and_initial_value,
};
pub(crate) use interfaces::{any_not_fundamental, expression_has_side_effects, expression_root};
pub(crate) use types::{
    is_integer_index_or_opaque_type, is_supported_emitc_type, is_supported_float_type,
    is_valid_array_element_type, lvalue_of_element, lvalue_of_pointee, lvalue_value_type,
    pointer_to_lvalue_value,
};
pub(crate) use verify::verbatim_pieces;
pub use verify::VerbatimPiece;
// What the lowerings to emitc check their types with.
#[cfg(any(feature = "arith", feature = "math"))]
pub(crate) use types::{is_pointer_wide_type, is_supported_integer_type};

use crate::emitc::*;
use ods_runtime::ods::op::Op;
use ods_runtime::Value;
use ods_runtime::{Attribute, Context, OpBuilder, OperationState, Type};

/// The body builder of `emitc.for` (MLIR's `function_ref<void(OpBuilder &,
/// Location, Value)>`): called with the context, a builder at the end of
/// the new body, the op's location and the induction variable.
pub type ForBodyBuilder<'a> = &'a mut dyn FnMut(&mut Context, OpBuilder, Attribute, Value);
/// A builder of a block without arguments (`emitc.if`'s then and else).
pub use crate::conditionals::RegionBuilder;

impl EmitCDialectHooks for EmitCDialect {
    /// Any constant is an `emitc.constant` (MLIR's `materializeConstant`).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        let mut state = ConstantOp::state(ctx, loc);
        ConstantOp::build(ctx, &mut state, ty, value);
        Some(state)
    }
}
