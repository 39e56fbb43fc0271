//! Dialect conversion, as MLIR's `DialectConversion.h` has it: a
//! [`ConversionTarget`] says which ops are legal, a [`TypeConverter`]
//! what types become, [`ConversionPattern`]s rewrite illegal ops over
//! their remapped operands through a [`ConversionPatternRewriter`], and
//! the drivers ([`apply_partial_conversion`], [`apply_full_conversion`],
//! [`apply_analysis_conversion`]) legalize every op or leave the IR as it
//! was. Values whose types a conversion changed meet their users through
//! `builtin.unrealized_conversion_cast`s, which
//! [`reconcile_unrealized_casts`] folds away. A type may convert to
//! several (a one-to-many conversion): patterns then receive each operand
//! as the values it became ([`ConversionPattern::match_and_rewrite_one_to_n`])
//! and replace a result by several
//! ([`ConversionPatternRewriter::replace_op_with_multiple`]).
//!
//! Ready-made patterns carry a type conversion across any dialect's
//! functions, calls, returns and branches, found by their interfaces
//! ([`populate_function_op_interface_type_conversion_pattern`] and the
//! others of MLIR's `DialectConversion.h` and `FuncConversions.h`).

mod deferred;
mod driver;
mod erased;
mod journal;
mod legalizer;
mod materialize;
mod pattern;
mod patterns;
mod reconcile;
mod remap;
mod replaced;
mod rewriter;
mod signature;
mod target;
mod type_converter;

pub use driver::{apply_analysis_conversion, apply_full_conversion, apply_partial_conversion};
pub use materialize::{is_unrealized_cast, unrealized_cast, MaterializationBuilder, CAST};
pub use pattern::{flatten_values, ConversionPattern, ConversionPatternSet, OpConversionPattern};
pub use patterns::*;
pub use reconcile::reconcile_unrealized_casts;
pub use rewriter::ConversionPatternRewriter;
pub use signature::{InputMapping, SignatureConversion};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use type_converter::{
    Converted, SourceMaterializationFn, TargetMaterializationFn, TypeConverter,
};
