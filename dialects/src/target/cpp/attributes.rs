//! C++ for MLIR's attributes (MLIR's `CppEmitter::emitAttribute`):
//! integer and float literals, dense elements as braced lists, opaque
//! text, symbol names and types.

use super::emitter::{CppEmitter, Emitted};
use crate::emitc::OpaqueAttr;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ir::float::{ap_to_string, decode, Decoded};
use ods_runtime::{AttrKind, Attribute, BigInt, DenseData, FloatKind, Signedness, Type, TypeKind};

/// An integer literal: `true`/`false` for one bit.
fn int_literal(value: &BigInt, width: u32) -> String {
    if width == 1 {
        return if value.is_zero() { "false" } else { "true" }.to_string();
    }
    value.to_string()
}

/// A float literal with the suffix of its type (`f` for `f32`), `NAN`,
/// or `INFINITY`.
fn float_literal(kind: FloatKind, bits: u128) -> String {
    match decode(kind, bits) {
        Decoded::Nan => "NAN".to_string(),
        Decoded::Inf(negative) => if negative { "-INFINITY" } else { "INFINITY" }.to_string(),
        Decoded::Finite(..) => {
            let suffix = match kind {
                FloatKind::F16 => "f16",
                FloatKind::BF16 => "bf16",
                FloatKind::F32 => "f",
                _ => "",
            };
            format!("{}{suffix}", ap_to_string(kind, bits, 0, 0, false))
        }
    }
}

const FLOAT_KINDS: [FloatKind; 4] = [
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::F32,
    FloatKind::F64,
];

impl CppEmitter<'_> {
    /// The float kind of `ty` if it is one C++ has.
    fn emitted_float_kind(&self, ty: Type) -> Option<FloatKind> {
        match self.ctx.type_kind(ty) {
            TypeKind::Float(kind) if FLOAT_KINDS.contains(kind) => Some(*kind),
            _ => None,
        }
    }

    /// The width of an integer or index type, and whether C++ reads it
    /// unsigned.
    fn integer_shape(&self, ty: Type) -> Option<(u32, bool)> {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                Some((*width, *signedness == Signedness::Unsigned))
            }
            TypeKind::Index => Some((64, false)),
            _ => None,
        }
    }

    /// The C++ text of `attr`.
    pub(crate) fn emit_attribute(&mut self, loc: Attribute, attr: Attribute) -> Emitted {
        let ctx = self.ctx;
        let float_error = || {
            Diagnostic::error(
                loc,
                "expected floating point attribute to be f16, bf16, f32 or f64",
            )
        };
        match ctx.attr_kind(attr) {
            AttrKind::Float { ty, bits } => {
                let kind = self.emitted_float_kind(*ty).ok_or_else(float_error)?;
                self.write(&float_literal(kind, *bits));
                return Ok(());
            }
            AttrKind::Integer { ty, value } => {
                if let Some((width, _)) = self.integer_shape(*ty) {
                    self.write(&int_literal(value, width));
                    return Ok(());
                }
            }
            AttrKind::DenseElements { ty, data, .. } => {
                let element = ods_runtime::ods::pred::element_type_or_self(ctx, *ty);
                let count = element_count(ctx, *ty);
                let item = |i: usize, n: usize| if n == 1 { 0 } else { i };
                let items: Option<Vec<String>> = match data {
                    DenseData::Floats(bits) => {
                        let kind = self.emitted_float_kind(element).ok_or_else(float_error)?;
                        Some(
                            (0..count)
                                .map(|i| float_literal(kind, bits[item(i, bits.len())]))
                                .collect(),
                        )
                    }
                    DenseData::Ints(values) => self.integer_shape(element).map(|(width, _)| {
                        (0..count)
                            .map(|i| int_literal(&values[item(i, values.len())], width))
                            .collect()
                    }),
                    _ => None,
                };
                if let Some(items) = items {
                    self.write(&format!("{{{}}}", items.join(", ")));
                    return Ok(());
                }
            }
            AttrKind::SymbolRef { root, nested } => {
                if nested.len() > 1 {
                    return Err(Diagnostic::error(
                        loc,
                        "attribute has more than 1 nested reference",
                    ));
                }
                self.write(ctx.symbol_str(*root));
                return Ok(());
            }
            AttrKind::Type(ty) => return self.emit_type(loc, *ty),
            _ => {}
        }
        if let Some(opaque) = OpaqueAttr::try_from(ctx, attr) {
            self.write(opaque.value(ctx));
            return Ok(());
        }
        let text = ods_runtime::asm::printer::attr_to_string(ctx, attr);
        Err(Diagnostic::error(
            loc,
            format!("cannot emit attribute: {text}"),
        ))
    }
}

/// The number of elements of a shaped type with a static shape.
fn element_count(ctx: &ods_runtime::Context, ty: Type) -> usize {
    let dims = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => shape.iter().map(|d| d.unwrap_or(0)).collect(),
        TypeKind::Vector { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    };
    dims.iter().map(|&d| d.max(0) as usize).product()
}
