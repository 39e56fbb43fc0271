//! The ready-made conversion patterns that carry a type conversion across
//! the ops every dialect has in some form (MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern`,
//! `populateCallOpTypeConversionPattern`,
//! `populateReturnOpTypeConversionPattern` and
//! `populateBranchOpInterfaceTypeConversionPattern`): they find the ops by
//! their interfaces, so any dialect's functions, calls, returns and
//! branches are covered. Each pattern shares the conversion's
//! [`TypeConverter`](super::TypeConverter) through an `Rc`, as the target's
//! legality callbacks do.

mod branch;
mod call;
mod function;
mod named;
mod rebuild;
mod return_like;

pub use branch::{
    is_legal_for_branch_op_interface_type_conversion_pattern,
    populate_branch_op_interface_type_conversion_pattern, ShouldConvertBranchOperand,
};
pub use call::populate_call_op_type_conversion_pattern;
pub use function::{
    populate_any_function_op_interface_type_conversion_pattern,
    populate_function_op_interface_type_conversion_pattern,
};
pub use rebuild::rebuild_with_converted_types;
pub use return_like::{is_return_like, populate_return_op_type_conversion_pattern};
