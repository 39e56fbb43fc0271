//! Dialect conversion, as MLIR's `DialectConversion.h` has it: a
//! [`ConversionTarget`] says which ops are legal, a [`TypeConverter`]
//! what types become, [`ConversionPattern`]s rewrite illegal ops over
//! their remapped operands through a [`ConversionPatternRewriter`], and
//! the drivers ([`apply_partial_conversion`], [`apply_full_conversion`],
//! [`apply_analysis_conversion`]) legalize every op or leave the IR as it
//! was. Values whose types a conversion changed meet their users through
//! `builtin.unrealized_conversion_cast`s, which
//! [`reconcile_unrealized_casts`] folds away.

mod driver;
mod journal;
mod legalizer;
mod materialize;
mod pattern;
mod patterns;
mod reconcile;
mod remap;
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
