//! The types EmitC supports (MLIR's `emitc::isSupportedEmitCType` and
//! kin), the checks of its own types and the custom form of
//! `!emitc.array`.

use crate::emitc::*;
use ods_runtime::asm::{AsmParser, AsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::type_text;
use ods_runtime::ods::pred;
use ods_runtime::Value;
use ods_runtime::{Attribute, Context, FloatKind, Type, TypeKind};

/// A signless, signed or unsigned integer of 1, 8, 16, 32 or 64 bits.
pub(crate) fn is_supported_integer_type(ctx: &Context, ty: Type) -> bool {
    [1, 8, 16, 32, 64]
        .iter()
        .any(|&width| pred::is_integer_of_width(ctx, ty, width))
}

/// `f16`, `bf16`, `f32` or `f64`.
pub(crate) fn is_supported_float_type(ctx: &Context, ty: Type) -> bool {
    [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
    ]
    .into_iter()
    .any(|kind| pred::is_float_kind(ctx, ty, kind))
}

/// `!emitc.size_t`, `!emitc.ssize_t` or `!emitc.ptrdiff_t`.
pub(crate) fn is_pointer_wide_type(ctx: &Context, ty: Type) -> bool {
    SizeTType::isa(ctx, ty) || SignedSizeTType::isa(ctx, ty) || PtrDiffTType::isa(ctx, ty)
}

/// `index`, an opaque type, a supported integer or a pointer-wide type.
pub(crate) fn is_integer_index_or_opaque_type(ctx: &Context, ty: Type) -> bool {
    pred::is_index(ctx, ty)
        || OpaqueType::isa(ctx, ty)
        || is_supported_integer_type(ctx, ty)
        || is_pointer_wide_type(ctx, ty)
}

/// What C has as a value type: `index`, pointer-wide types, supported
/// integers and floats, pointers.
pub(crate) fn is_fundamental_type(ctx: &Context, ty: Type) -> bool {
    pred::is_index(ctx, ty)
        || is_pointer_wide_type(ctx, ty)
        || is_supported_integer_type(ctx, ty)
        || is_supported_float_type(ctx, ty)
        || PointerType::isa(ctx, ty)
}

/// A type EmitC can emit: opaque types, pointers to and arrays of such
/// types (not arrays of arrays), `index`, pointer-wide types, supported
/// integers and floats, static tensors and tuples of them.
pub(crate) fn is_supported_emitc_type(ctx: &Context, ty: Type) -> bool {
    if OpaqueType::isa(ctx, ty) {
        return true;
    }
    if let Some(ptr) = PointerType::try_from(ctx, ty) {
        return is_supported_emitc_type(ctx, ptr.pointee(ctx));
    }
    if let Some(array) = ArrayType::try_from(ctx, ty) {
        let element = array.element_type(ctx);
        return !ArrayType::isa(ctx, element) && is_supported_emitc_type(ctx, element);
    }
    if pred::is_index(ctx, ty) || is_pointer_wide_type(ctx, ty) {
        return true;
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. } => is_supported_integer_type(ctx, ty),
        TypeKind::Float(_) => is_supported_float_type(ctx, ty),
        TypeKind::RankedTensor { shape, element, .. } => {
            shape.iter().all(Option::is_some)
                && !ArrayType::isa(ctx, *element)
                && is_supported_emitc_type(ctx, *element)
        }
        TypeKind::Tuple(types) => types
            .iter()
            .all(|&t| !ArrayType::isa(ctx, t) && is_supported_emitc_type(ctx, t)),
        _ => false,
    }
}

/// What an array may hold: supported floats, integers, `index`, opaque
/// and pointer-wide types, pointers.
pub(crate) fn is_valid_array_element_type(ctx: &Context, ty: Type) -> bool {
    is_supported_float_type(ctx, ty)
        || is_integer_index_or_opaque_type(ctx, ty)
        || PointerType::isa(ctx, ty)
}

/// The type an lvalue holds (the type itself if it is no lvalue, for a
/// verifier that met another type first).
pub(crate) fn lvalue_value_type(ctx: &Context, ty: Type) -> Type {
    LValueType::try_from(ctx, ty).map_or(ty, |l| l.value_type(ctx))
}

/// Where a `TypesMatchWith` transformer makes its type: the parser's
/// context interns it, the verifier's finds it (a type the context does
/// not hold yet is no operand's, so the transformer's own input, which
/// the constraints tell from the type it is compared with, stands for it).
pub(crate) trait TypeMaker {
    /// The context.
    fn context(&self) -> &Context;
    /// The dialect type of `params`, if it is or can be made.
    fn make<S: ods_runtime::Storage>(&mut self, params: S) -> Option<Type>;
}

impl TypeMaker for &Context {
    fn context(&self) -> &Context {
        self
    }

    fn make<S: ods_runtime::Storage>(&mut self, params: S) -> Option<Type> {
        self.find_dialect_type(&params)
    }
}

impl TypeMaker for &mut Context {
    fn context(&self) -> &Context {
        self
    }

    fn make<S: ods_runtime::Storage>(&mut self, params: S) -> Option<Type> {
        Some(self.dialect_type(params))
    }
}

/// A pointer to what the lvalue `ty` holds.
pub(crate) fn pointer_to_lvalue_value(mut ctx: impl TypeMaker, ty: Type) -> Type {
    let pointee = lvalue_value_type(ctx.context(), ty);
    ctx.make(PointerTypeStorage { pointee }).unwrap_or(ty)
}

/// An lvalue of what the pointer `ty` points to.
pub(crate) fn lvalue_of_pointee(mut ctx: impl TypeMaker, ty: Type) -> Type {
    let c = ctx.context();
    let value_type = PointerType::try_from(c, ty).map_or(ty, |p| p.pointee(c));
    ctx.make(LValueTypeStorage { value_type }).unwrap_or(ty)
}

/// An lvalue of the element of the array or pointer `value`.
pub(crate) fn lvalue_of_element(ctx: &mut Context, value: Value) -> Type {
    let ty = ctx.value_type(value);
    let element = match (ArrayType::try_from(ctx, ty), PointerType::try_from(ctx, ty)) {
        (Some(array), _) => array.element_type(ctx),
        (_, Some(pointer)) => pointer.pointee(ctx),
        _ => ty,
    };
    LValueType::get(ctx, element).ty()
}

fn type_error(loc: Attribute, message: impl Into<String>) -> Result<(), Diagnostic> {
    Err(Diagnostic::error(loc, message.into()))
}

impl ArrayTypeHooks for ArrayType {
    fn verify(
        ctx: &Context,
        loc: Attribute,
        shape: &[i64],
        element_type: &Type,
    ) -> Result<(), Diagnostic> {
        if shape.is_empty() {
            return type_error(loc, "shape must not be empty");
        }
        if shape.iter().any(|&d| d < 0) {
            return type_error(loc, "dimensions must have non-negative size");
        }
        if !is_valid_array_element_type(ctx, *element_type) {
            return type_error(loc, "invalid array element type");
        }
        Ok(())
    }

    /// `<4x8xf32>`.
    fn parse(p: &mut AsmParser<'_, '_>) -> PResult<Self> {
        let start = p.current_location();
        p.parse_less()?;
        let dims = p.parse_dimension_list(false)?;
        let at = p.current_location();
        let element = p.parse_type()?;
        if !is_valid_array_element_type(p.ctx(), element) {
            // MLIR quotes the type a second time.
            let text = type_text(p.ctx(), element);
            return Err(p.emit_error(at, format!("invalid array element type '{text}'")));
        }
        p.parse_greater()?;
        let shape = dims.into_iter().map(|d| d.unwrap_or(0)).collect();
        let loc = p.encoded_source_loc(start);
        ArrayType::get_checked(p.ctx(), loc, shape, element)
            .map_err(|d| p.diagnostic_error(start, d))
    }

    fn print(self, p: &mut AsmPrinter<'_>) {
        p.write("<");
        for dim in self.shape(p.ctx()).to_vec() {
            p.write(&format!("{dim}x"));
        }
        p.print_type(self.element_type(p.ctx()));
        p.write(">");
    }
}

impl LValueTypeHooks for LValueType {
    fn verify(ctx: &Context, loc: Attribute, value_type: &Type) -> Result<(), Diagnostic> {
        if !is_supported_emitc_type(ctx, *value_type) {
            let text = type_text(ctx, *value_type);
            return type_error(
                loc,
                format!("!emitc.lvalue must wrap supported emitc type, but got {text}"),
            );
        }
        if ArrayType::isa(ctx, *value_type) {
            return type_error(loc, "!emitc.lvalue cannot wrap !emitc.array type");
        }
        Ok(())
    }
}

impl OpaqueTypeHooks for OpaqueType {
    fn verify(_ctx: &Context, loc: Attribute, value: &str) -> Result<(), Diagnostic> {
        if value.is_empty() {
            return type_error(loc, "expected non empty string in !emitc.opaque type");
        }
        if value.ends_with('*') {
            return type_error(
                loc,
                "pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead",
            );
        }
        Ok(())
    }
}

impl PointerTypeHooks for PointerType {
    fn verify(ctx: &Context, loc: Attribute, pointee: &Type) -> Result<(), Diagnostic> {
        if LValueType::isa(ctx, *pointee) {
            return type_error(loc, "pointers to lvalues are not allowed");
        }
        Ok(())
    }
}
