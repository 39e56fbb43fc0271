//! The type conversions the lowerings to `emitc` share (MLIR's
//! `populateEmitCSizeTTypeConversions`): `index` becomes `!emitc.size_t`,
//! with unrealized casts of one value between the two.

use crate::emitc::SizeTType;
use ods_runtime::conversion::{unrealized_cast, MaterializationBuilder, TypeConverter};
use ods_runtime::{Attribute, Type, TypeKind, Value};

/// Adds to `converter` the conversion of `index` to `!emitc.size_t` and
/// the casts that materialize it either way.
pub fn populate_emitc_size_t_type_conversions(converter: &mut TypeConverter) {
    converter.add_conversion(|ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::Index).then(|| SizeTType::get(ctx).ty())
    });
    add_unrealized_cast_materializations(converter);
}

/// Materializes the conversions of `converter` either way as unrealized
/// casts.
pub fn add_unrealized_cast_materializations(converter: &mut TypeConverter) {
    // Casts of one value only, as MLIR's `materializeAsUnrealizedCast`.
    let cast =
        |b: &mut MaterializationBuilder<'_>, types: &[Type], inputs: &[Value], loc: Attribute| {
            let [_] = inputs else { return None };
            let op = unrealized_cast(b, types, inputs, loc);
            Some(b.context().results(op))
        };
    converter.add_source_materialization(move |b, ty, inputs, loc| {
        cast(b, &[ty], inputs, loc).map(|results| results[0])
    });
    converter.add_target_materialization(cast);
}
