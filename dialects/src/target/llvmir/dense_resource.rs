//! `dense_resource<key> : type` initializers as LLVM constants (MLIR's
//! `convertDenseResourceElementsAttr`): the bytes of the file's builtin
//! resource `key`, read as the little-endian scalars of the LLVM type.

use super::constants::{nest, scalar_of, wrap, Constant};
use super::types::IrType;
use ods_runtime::{Context, FloatKind, Symbol, Type, TypeKind};

/// The constant of type `ty` the resource `handle` of shaped type `shaped`
/// holds, or MLIR's error: an innermost type LLVM keeps no raw data of, a
/// missing resource, bytes that are not one scalar per element, or a type
/// other than a tensor (of scalars or of 1-D vectors) or a vector.
pub(crate) fn resource_constant(
    ctx: &Context,
    shaped: Type,
    handle: Symbol,
    ty: &IrType,
) -> Result<Constant, String> {
    let (scalar, _) = scalar_of(ty);
    let bits = match scalar {
        IrType::Int(w @ (8 | 16 | 32 | 64)) => *w,
        IrType::Float(
            kind @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
        ) => ods_runtime::ir::float::bit_width(*kind),
        _ => return Err("no known conversion for innermost element type".to_string()),
    };
    let data = blob(ctx, handle).ok_or("resource does not exist")?;
    let elements = ods_runtime::ods::pred::num_elements(ctx, shaped)
        .and_then(|n| usize::try_from(n).ok())
        .filter(|&n| n > 0)
        .unwrap_or(1);
    if 8 * (data.len() / elements) != bits as usize {
        return Err("raw data size does not match element type size".to_string());
    }
    let supported = match ctx.type_kind(shaped) {
        TypeKind::RankedTensor { element, .. } => match ctx.type_kind(*element) {
            TypeKind::Vector { shape, .. } => shape.len() == 1,
            _ => true,
        },
        TypeKind::Vector { .. } => true,
        _ => false,
    };
    if !supported {
        return Err("unsupported dense_resource type".to_string());
    }
    let scalars = data.chunks_exact(bits as usize / 8).map(|bytes| {
        let raw = bytes
            .iter()
            .rev()
            .fold(0u128, |acc, &b| acc << 8 | u128::from(b));
        match scalar {
            IrType::Float(kind) => Constant::Float(*kind, raw),
            _ => Constant::Int(wrap(bits, raw as i128)),
        }
    });
    Ok(nest(ty, &mut scalars.collect::<Vec<_>>().into_iter()))
}

/// The bytes of the builtin resource `key` (its printed hex, after the
/// four bytes of its alignment).
fn blob(ctx: &Context, key: Symbol) -> Option<Vec<u8>> {
    let (_, entries) = ctx
        .dialect_resources
        .iter()
        .find(|(group, _)| ctx.symbol_str(*group) == "builtin")?;
    let (_, text) = entries.iter().find(|(name, _)| *name == key)?;
    let hex = text.trim_matches('"').strip_prefix("0x")?;
    let bytes: Option<Vec<u8>> = (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
        .collect();
    Some(bytes?.get(4..)?.to_vec())
}
