//! `convert-memref-to-emitc` (MLIR's `MemRefToEmitC`): memrefs of static
//! shape, identity layout, rank above 0 and no empty dimension become
//! `!emitc.array`s: `alloca` a variable, `alloc` a `malloc` (or
//! `aligned_alloc`) cast to a pointer to the element, `load` and `store`
//! a subscript, `copy` a `memcpy`, `global` and `get_global` their emitc
//! twins (a rank-0 global a scalar, taken by address). The module then
//! includes the standard headers its calls need. Any other memref op
//! fails the conversion.

mod access;
mod globals;
mod headers;
mod storage;

use super::emitc_types::add_unrealized_cast_materializations;
use super::lowering::add_lowering;
use crate::emitc::ArrayType;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionTarget, Converted, TypeConverter,
};
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId, Type, TypeKind};

include!(concat!(env!("OUT_DIR"), "/memref_to_emitc.rs"));

/// The static shape of `ty` if it is a memref C can hold as an array:
/// identity layout, rank above 0, no dynamic or empty dimension (MLIR's
/// `isMemRefTypeLegalForEmitC`), with its element type.
pub(super) fn array_shape(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type)> {
    let TypeKind::MemRef {
        shape,
        element,
        layout: None,
        ..
    } = ctx.type_kind(ty)
    else {
        return None;
    };
    let shape: Option<Vec<i64>> = shape.iter().copied().collect();
    let shape = shape.filter(|s| !s.is_empty() && !s.contains(&0))?;
    Some((shape, *element))
}

/// The pass's types: every type as it is, a memref C can hold as the
/// `!emitc.array` of its shape and converted element type, casts between
/// them.
pub fn memref_to_emitc_type_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    populate_memref_to_emitc_type_conversion(&mut converter);
    converter
}

/// Adds to `converter` a memref C can hold as the `!emitc.array` of its
/// shape and element type, and casts between them (MLIR's
/// `populateMemRefToEmitCTypeConversion`).
pub fn populate_memref_to_emitc_type_conversion(converter: &mut TypeConverter) {
    // Elements convert as themselves; a memref C cannot hold does not
    // convert at all.
    converter.add_conversion_fn(|ctx, t| {
        if !matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
            return None;
        }
        Some(match array_shape(ctx, t) {
            Some((shape, element)) => {
                Converted::Types(vec![ArrayType::get(ctx, shape, element).ty()])
            }
            None => Converted::Failure,
        })
    });
    add_unrealized_cast_materializations(converter);
}

/// Adds the patterns that lower `memref` ops to `emitc` with `converter`
/// (MLIR's `populateMemRefToEmitCConversionPatterns`).
pub fn populate_memref_to_emitc_patterns(
    converter: &TypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    use crate::memref::*;
    let c = || converter.clone();
    add_lowering::<AllocaOp, ()>(patterns, c(), storage::AllocaLowering);
    add_lowering::<AllocOp, ()>(patterns, c(), storage::AllocLowering);
    add_lowering::<CopyOp, ()>(patterns, c(), storage::CopyLowering);
    add_lowering::<GlobalOp, ()>(patterns, c(), globals::GlobalLowering);
    add_lowering::<GetGlobalOp, ()>(patterns, c(), globals::GetGlobalLowering);
    add_lowering::<LoadOp, ()>(patterns, c(), access::LoadLowering);
    add_lowering::<StoreOp, ()>(patterns, c(), access::StoreLowering);
}

/// The pass: every memref op in the module is lowered, or the pass fails
/// and leaves the IR as it was; then the module includes the headers of
/// the library functions called.
#[derive(Debug, Default)]
pub struct MemRefToEmitC;

impl ConvertMemRefToEmitC for MemRefToEmitC {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertMemRefToEmitCOptions,
        _: &mut ConvertMemRefToEmitCStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_memref_to_emitc_patterns(&memref_to_emitc_type_converter(), &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect("memref");
        target.add_legal_dialect("emitc");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)?;
        headers::include_standard_headers(ctx, op, options.lower_to_cpp);
        Ok(())
    }
}
