//! The verifier of `llvm.mlir.constant`, with MLIR 22's messages
//! (`ConstantOp::verify` and `verifyStructArrayConstant` in
//! `LLVMDialect.cpp`): a string is an `i8` array of its length, a struct
//! an array of its scalar elements, an array of structs nested arrays of
//! them, and a scalar or elements attribute fits the type's elements.

use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::ods::pred;
use ods_runtime::{AttrKind, Attribute, Context, FloatKind, Type, TypeKind};
use std::collections::HashSet;

type Check = Result<(), Diagnostic>;

/// MLIR's `ConstantOp::verify`.
pub(crate) fn verify_constant(ctx: &Context, op: ConstantOp) -> Check {
    let value = op.value(ctx);
    let ty = ctx.value_type(op.res(ctx));
    let error = |message: String| Err(op_error(ctx, op.id(), message));
    if let AttrKind::String { value: s, .. } = ctx.attr_kind(value) {
        let fits = LLVMArrayType::try_from(ctx, ty).is_some_and(|a| {
            a.num_elements(ctx) == s.len() as u64
                && pred::is_integer_of_width(ctx, a.element_type(ctx), 8)
        });
        if !fits {
            return error(format!(
                "expected array type of {} i8 elements for the string constant",
                s.len()
            ));
        }
        return Ok(());
    }
    if let Some(st) = LLVMStructType::try_from(ctx, ty) {
        return verify_struct(ctx, op, value, st.elements(ctx));
    }
    if LLVMTargetExtType::isa(ctx, ty) {
        return error("does not support target extension type.".into());
    }
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } => {
            if !matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) {
                return error("expected integer type".into());
            }
            Ok(())
        }
        AttrKind::Float { ty: attr_ty, .. } => float_semantics(ctx, op, *attr_ty, ty),
        _ if pred::is_elements_attr(ctx, value) => {
            verify_elements(ctx, op, value, pred::elements_type(ctx, value), ty)
        }
        AttrKind::Array(elements) => {
            let Some(array) = LLVMArrayType::try_from(ctx, ty) else {
                return error("expected array or struct type for array attribute".into());
            };
            verify_struct_array(ctx, op, array, elements, 0)
        }
        _ => error("only supports integer, float, string or elements attributes".into()),
    }
}

/// A struct constant: an array of integers and floats of the element
/// types, one per element.
fn verify_struct(ctx: &Context, op: ConstantOp, value: Attribute, body: &[Type]) -> Check {
    let error = |message: String| Err(op_error(ctx, op.id(), message));
    let AttrKind::Array(elements) = ctx.attr_kind(value) else {
        return error("expected array attribute for struct type".into());
    };
    if elements.len() != body.len() {
        return error(format!("expected array attribute of size {}", body.len()));
    }
    for (i, (&element, &ty)) in elements.iter().zip(body).enumerate() {
        let scalar = match ctx.type_kind(ty) {
            TypeKind::Integer { signedness, .. } => {
                *signedness == ods_runtime::Signedness::Signless
            }
            TypeKind::Index | TypeKind::Float(_) => true,
            _ => false,
        };
        if !scalar {
            return error(
                "expected struct element types to be floating point type or integer type".into(),
            );
        }
        let element_ty = match ctx.attr_kind(element) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
            _ => {
                return error(
                    "expected element of array attribute to be floating point or integer".into(),
                )
            }
        };
        if element_ty != ty {
            return error(format!("struct element at index {i} is of wrong type"));
        }
    }
    Ok(())
}

/// A float of type `attr_ty` may initialize `ty`: a float type of the
/// same semantics, an integer of its width, or anything else.
fn float_semantics(ctx: &Context, op: ConstantOp, attr_ty: Type, ty: Type) -> Check {
    let error = |message: String| Err(op_error(ctx, op.id(), message));
    let width = |t| match ctx.type_kind(t) {
        TypeKind::Float(kind) => Some(FloatKind::width(*kind)),
        _ => None,
    };
    match ctx.type_kind(ty) {
        TypeKind::Float(_) if ty != attr_ty => {
            error("attribute and type have different float semantics".into())
        }
        TypeKind::Integer { .. } => {
            let bits = width(attr_ty).unwrap_or(0);
            if !pred::is_integer_of_width(ctx, ty, bits) {
                return error(format!("expected integer type of width {bits}"));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Whether `ty` is a scalable vector or nests one in arrays or vectors.
fn has_scalable_vector(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            scalable, element, ..
        } => scalable.iter().any(|&s| s) || has_scalable_vector(ctx, *element),
        _ => LLVMArrayType::try_from(ctx, ty)
            .is_some_and(|a| has_scalable_vector(ctx, a.element_type(ctx))),
    }
}

/// The number of scalars in `ty`, through vectors and arrays (MLIR's
/// `getNumElements`).
fn scalar_count(ctx: &Context, ty: Type) -> u64 {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } => {
            shape.iter().map(|&d| d as u64).product::<u64>() * scalar_count(ctx, *element)
        }
        _ => match LLVMArrayType::try_from(ctx, ty) {
            Some(a) => a.num_elements(ctx) * scalar_count(ctx, a.element_type(ctx)),
            None => 1,
        },
    }
}

/// The scalar type under arrays, then a vector or tensor (MLIR's
/// `getElementType` of the constant's verifier).
fn scalar_type(ctx: &Context, mut ty: Type) -> Type {
    while let Some(a) = LLVMArrayType::try_from(ctx, ty) {
        ty = a.element_type(ctx);
    }
    pred::element_type(ctx, ty).unwrap_or(ty)
}

/// Dense elements initialize a vector or array of as many scalars, of a
/// fitting element type; a scalable vector takes only a splat.
fn verify_elements(
    ctx: &Context,
    op: ConstantOp,
    value: Attribute,
    attr_ty: Type,
    ty: Type,
) -> Check {
    let error = |message: String| Err(op_error(ctx, op.id(), message));
    if has_scalable_vector(ctx, ty) {
        let splat = matches!(
            ctx.attr_kind(value),
            AttrKind::DenseElements { splat: true, .. }
        );
        if !splat {
            return error("scalable vector type requires a splat attribute".into());
        }
        return Ok(());
    }
    if !pred::is_vector(ctx, ty) && !LLVMArrayType::isa(ctx, ty) {
        return error("expected vector or array type".into());
    }
    let expected = scalar_count(ctx, ty);
    let actual = pred::num_elements(ctx, attr_ty).unwrap_or(0) as u64;
    if expected != actual {
        return error(format!(
            "type and attribute have a different number of elements: {expected} vs. {actual}"
        ));
    }
    let attr_element = pred::element_type(ctx, attr_ty).unwrap_or(attr_ty);
    let element = scalar_type(ctx, ty);
    match ctx.type_kind(attr_element) {
        TypeKind::Float(_) => float_semantics(ctx, op, attr_element, element),
        TypeKind::Integer { .. } if !matches!(ctx.type_kind(element), TypeKind::Integer { .. }) => {
            error("expected integer element type for integer elements attribute".into())
        }
        _ => Ok(()),
    }
}

/// An array attribute initializing an array of structs, or of arrays of
/// them, dimension `dim` deep (MLIR's `verifyStructArrayConstant`): as
/// many elements as the array, each a zero, an undef, or an array (of the
/// struct's size for a struct). Repeated elements are checked once.
fn verify_struct_array(
    ctx: &Context,
    op: ConstantOp,
    array: LLVMArrayType,
    elements: &[Attribute],
    dim: usize,
) -> Check {
    let error = |message: String| Err(op_error(ctx, op.id(), message));
    if array.num_elements(ctx) != elements.len() as u64 {
        return error(format!(
            "array attribute size does not match array type size in dimension {dim}: {} vs. {}",
            elements.len(),
            array.num_elements(ctx)
        ));
    }
    let is_zero_or_undef = |a| ZeroAttr::isa(ctx, a) || UndefAttr::isa(ctx, a);
    let mut verified = HashSet::new();
    let element_type = array.element_type(ctx);
    if let Some(sub) = LLVMArrayType::try_from(ctx, element_type) {
        for (i, &element) in elements.iter().enumerate() {
            if !verified.insert(element) || is_zero_or_undef(element) {
                continue;
            }
            let AttrKind::Array(nested) = ctx.attr_kind(element) else {
                return error(format!(
                    "nested attribute for sub-array in dimension {dim} at index {i} must be a zero, or undef, or array attribute"
                ));
            };
            verify_struct_array(ctx, op, sub, nested, dim + 1)?;
        }
        return Ok(());
    }
    let Some(st) = LLVMStructType::try_from(ctx, element_type) else {
        return error("for array with an array attribute must have a struct element type".into());
    };
    let size = st.elements(ctx).len();
    for (i, &element) in elements.iter().enumerate() {
        if !verified.insert(element) || is_zero_or_undef(element) {
            continue;
        }
        let AttrKind::Array(nested) = ctx.attr_kind(element) else {
            return error(format!(
                "nested attribute for struct element at index {i} must be a zero, or undef, or array attribute"
            ));
        };
        if nested.len() != size {
            return error(format!(
                "nested array attribute size for struct element at index {i} must match struct size: {} vs. {size}",
                nested.len()
            ));
        }
    }
    Ok(())
}
