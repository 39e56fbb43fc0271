//! The type converter of wide integer emulation (MLIR's
//! `WideIntEmulationConverter`): an integer twice as wide as the widest
//! the target supports, `i2N`, becomes `vector<2xiN>` (low half first),
//! a vector of them gains a trailing dimension of two (`vector<...xi2N>`
//! becomes `vector<...x2xiN>`), and a function type has its inputs and
//! results converted. Integers the target supports and other types stay;
//! wider integers do not convert.

use ods_runtime::conversion::TypeConverter;
use ods_runtime::interfaces::function::function_type_parts;
use ods_runtime::ods::convert::{function, integer, vector};
use ods_runtime::{Context, Signedness, Type, TypeKind};
use std::rc::Rc;

/// What `i2N` and vectors of it become when the target's widest integer
/// is `iN`.
pub struct WideIntEmulationConverter {
    converter: Rc<TypeConverter>,
    max_int_width: u32,
}

impl WideIntEmulationConverter {
    /// The converter for a target whose widest integer has
    /// `widest_int_supported` bits; `None` unless that is a power of two
    /// of at least 2 (what MLIR asserts).
    pub fn new(widest_int_supported: u32) -> Option<WideIntEmulationConverter> {
        if !widest_int_supported.is_power_of_two() || widest_int_supported < 2 {
            return None;
        }
        let max = widest_int_supported;
        let mut converter = TypeConverter::new();
        converter.add_conversion(move |ctx, ty| convert(ctx, ty, max));
        Some(WideIntEmulationConverter {
            converter: Rc::new(converter),
            max_int_width: max,
        })
    }

    /// The width of the widest integer the target supports, `N`.
    pub fn max_target_int_bit_width(&self) -> u32 {
        self.max_int_width
    }

    /// The type converter, shared with the patterns and legality checks
    /// that use it.
    pub fn type_converter(&self) -> &Rc<TypeConverter> {
        &self.converter
    }

    /// What `ty` converts to when that is a vector type (MLIR's
    /// `convertType<VectorType>`), as an `i2N` or a vector of them does.
    pub(super) fn convert_to_vector(&self, ctx: &mut Context, ty: Type) -> Option<Type> {
        let converted = self.converter.convert_type(ctx, ty)?;
        matches!(ctx.type_kind(converted), TypeKind::Vector { .. }).then_some(converted)
    }
}

/// What `ty` becomes with `max` the widest supported integer width;
/// `None` when it does not convert.
fn convert(ctx: &mut Context, ty: Type, max: u32) -> Option<Type> {
    match ctx.type_kind(ty).clone() {
        TypeKind::Integer { width, .. } => split(ctx, ty, width, &[], max),
        TypeKind::Vector { shape, element, .. } => match *ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => split(ctx, ty, width, &shape, max),
            _ => Some(ty),
        },
        TypeKind::Function { .. } => {
            let (inputs, results) = function_type_parts(ctx, ty)?;
            let inputs: Option<Vec<Type>> = inputs.iter().map(|&t| convert(ctx, t, max)).collect();
            let results: Option<Vec<Type>> =
                results.iter().map(|&t| convert(ctx, t, max)).collect();
            Some(function(ctx, &inputs?, &results?))
        }
        _ => Some(ty),
    }
}

/// `ty`, an integer of `width` bits or a vector of `shape` of them: kept
/// when the target supports the width, halved into a trailing dimension
/// of two when it is twice the widest, not converted otherwise.
fn split(ctx: &mut Context, ty: Type, width: u32, shape: &[i64], max: u32) -> Option<Type> {
    if width <= max {
        return Some(ty);
    }
    if width != 2 * max {
        return None;
    }
    let half = integer(ctx, max, Signedness::Signless);
    let mut shape = shape.to_vec();
    shape.push(2);
    Some(vector(ctx, &shape, half))
}
