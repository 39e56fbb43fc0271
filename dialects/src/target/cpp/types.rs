//! C++ for MLIR's types (MLIR's `CppEmitter::emitType` and kin): integers
//! as `<cstdint>` types, floats, `size_t`, static tensors as `Tensor<...>`,
//! tuples as `std::tuple`, and EmitC's own types.

use super::emitter::{CppEmitter, Emitted};
use crate::emitc::{
    ArrayType, LValueType, OpaqueType, PointerType, PtrDiffTType, SignedSizeTType, SizeTType,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::type_text;
use ods_runtime::{AttrKind, Attribute, FloatKind, Signedness, Type, TypeKind};

impl CppEmitter<'_> {
    /// An error at `loc` naming `ty` after `message`.
    fn type_error(&self, loc: Attribute, message: &str, ty: Type) -> Diagnostic {
        Diagnostic::error(loc, format!("{message}{}", type_text(self.ctx, ty)))
    }

    /// The C++ type of `ty`.
    pub(crate) fn emit_type(&mut self, loc: Attribute, ty: Type) -> Emitted {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let unsigned = *signedness == Signedness::Unsigned;
                match (*width, unsigned) {
                    (1, _) => self.write("bool"),
                    (8 | 16 | 32 | 64, true) => self.write(&format!("uint{width}_t")),
                    (8 | 16 | 32 | 64, false) => self.write(&format!("int{width}_t")),
                    _ => return Err(self.type_error(loc, "cannot emit integer type ", ty)),
                }
                return Ok(());
            }
            TypeKind::Float(kind) => {
                let name = match kind {
                    FloatKind::F16 => "_Float16",
                    FloatKind::BF16 => "__bf16",
                    FloatKind::F32 => "float",
                    FloatKind::F64 => "double",
                    _ => return Err(self.type_error(loc, "cannot emit float type ", ty)),
                };
                self.write(name);
                return Ok(());
            }
            TypeKind::Index => {
                self.write("size_t");
                return Ok(());
            }
            TypeKind::UnrankedTensor(_) => {
                return Err(Diagnostic::error(loc, "cannot emit unranked tensor type"));
            }
            TypeKind::RankedTensor { shape, element, .. } => {
                let (shape, element) = (shape.clone(), *element);
                if shape.iter().any(Option::is_none) {
                    let message = "cannot emit tensor type with non static shape";
                    return Err(Diagnostic::error(loc, message));
                }
                self.write("Tensor<");
                if ArrayType::isa(ctx, element) {
                    return Err(self.type_error(loc, "cannot emit tensor of array type ", ty));
                }
                self.emit_type(loc, element)?;
                for size in shape.iter().flatten() {
                    self.write(&format!(", {size}"));
                }
                self.write(">");
                return Ok(());
            }
            TypeKind::Tuple(types) => return self.emit_tuple_type(loc, &types.clone()),
            _ => {}
        }
        if SizeTType::isa(ctx, ty) {
            self.write("size_t");
        } else if SignedSizeTType::isa(ctx, ty) {
            self.write("ssize_t");
        } else if PtrDiffTType::isa(ctx, ty) {
            self.write("ptrdiff_t");
        } else if let Some(opaque) = OpaqueType::try_from(ctx, ty) {
            self.write(opaque.value(ctx));
        } else if let Some(array) = ArrayType::try_from(ctx, ty) {
            self.emit_type(loc, array.element_type(ctx))?;
            self.write(&array_dims(array.shape(ctx)));
        } else if let Some(lvalue) = LValueType::try_from(ctx, ty) {
            self.emit_type(loc, lvalue.value_type(ctx))?;
        } else if let Some(pointer) = PointerType::try_from(ctx, ty) {
            if ArrayType::isa(ctx, pointer.pointee(ctx)) {
                return Err(self.type_error(loc, "cannot emit pointer to array type ", ty));
            }
            self.emit_type(loc, pointer.pointee(ctx))?;
            self.write("*");
        } else {
            return Err(self.type_error(loc, "cannot emit type ", ty));
        }
        Ok(())
    }

    /// `void` for no type, the type itself for one, a `std::tuple` for
    /// more.
    pub(crate) fn emit_types(&mut self, loc: Attribute, types: &[Type]) -> Emitted {
        match types {
            [] => {
                self.write("void");
                Ok(())
            }
            [one] => self.emit_type(loc, *one),
            _ => self.emit_tuple_type(loc, types),
        }
    }

    /// `std::tuple<...>` of `types` (no arrays).
    pub(crate) fn emit_tuple_type(&mut self, loc: Attribute, types: &[Type]) -> Emitted {
        if types.iter().any(|&t| ArrayType::isa(self.ctx, t)) {
            return Err(Diagnostic::error(loc, "cannot emit tuple of array type"));
        }
        self.write("std::tuple<");
        self.interleave_comma(types, |e, &t| e.emit_type(loc, t))?;
        self.write(">");
        Ok(())
    }

    /// `type name`, with an array's dimensions after the name.
    pub(crate) fn emit_variable_declaration(
        &mut self,
        loc: Attribute,
        ty: Type,
        name: &str,
    ) -> Emitted {
        if let Some(array) = ArrayType::try_from(self.ctx, ty) {
            self.emit_type(loc, array.element_type(self.ctx))?;
            self.write(&format!(" {name}{}", array_dims(array.shape(self.ctx))));
            return Ok(());
        }
        self.emit_type(loc, ty)?;
        self.write(&format!(" {name}"));
        Ok(())
    }

    /// `type name` for a global or field whose type is the `TypeAttr`
    /// `attr`.
    pub(crate) fn emit_typed_declaration(
        &mut self,
        loc: Attribute,
        attr: Attribute,
        name: &str,
    ) -> Emitted {
        match self.ctx.attr_kind(attr) {
            AttrKind::Type(ty) => self.emit_variable_declaration(loc, *ty, name),
            _ => self.emit_attribute(loc, attr),
        }
    }

    /// `each` on the items in turn, with `, ` between them, up to the
    /// first error.
    pub(crate) fn interleave_comma<T>(
        &mut self,
        items: &[T],
        mut each: impl FnMut(&mut Self, &T) -> Emitted,
    ) -> Emitted {
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            each(self, item)?;
        }
        Ok(())
    }
}

/// `[d0][d1]...` of an array's shape.
pub(crate) fn array_dims(shape: &[i64]) -> String {
    shape.iter().map(|d| format!("[{d}]")).collect()
}
