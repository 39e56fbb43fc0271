//! MLIR's builtin type classes by their C++ names (`::mlir::IntegerType`,
//! ...), as the prelude's type constraints record them (`mlirCppType`): a
//! generated op parser reads a single operand's or result's type as MLIR's
//! `parseCustomTypeWithFallback<Class>` does, with `invalid kind of type
//! specified` for another class.

use crate::context::Context;
use crate::ir::{Type, TypeKind};
use crate::ods::pred;

/// Whether `ty` is an instance of the builtin type class named `class`
/// (MLIR's `isa<Class>`); `true` for `::mlir::Type` and for a class not
/// known here, which a parser does not check.
pub fn is_instance(ctx: &Context, ty: Type, class: &str) -> bool {
    let kind = ctx.type_kind(ty);
    match class {
        "::mlir::IntegerType" => matches!(kind, TypeKind::Integer { .. }),
        "::mlir::IndexType" => matches!(kind, TypeKind::Index),
        "::mlir::FloatType" => matches!(kind, TypeKind::Float(_)),
        "::mlir::NoneType" => matches!(kind, TypeKind::None),
        "::mlir::FunctionType" => matches!(kind, TypeKind::Function { .. }),
        "::mlir::TupleType" => matches!(kind, TypeKind::Tuple(_)),
        "::mlir::ComplexType" => matches!(kind, TypeKind::Complex(_)),
        "::mlir::OpaqueType" => matches!(kind, TypeKind::Opaque { .. }),
        "::mlir::RankedTensorType" => matches!(kind, TypeKind::RankedTensor { .. }),
        "::mlir::UnrankedTensorType" => matches!(kind, TypeKind::UnrankedTensor(_)),
        "::mlir::TensorType" => matches!(
            kind,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)
        ),
        "::mlir::MemRefType" => matches!(kind, TypeKind::MemRef { .. }),
        "::mlir::UnrankedMemRefType" => matches!(kind, TypeKind::UnrankedMemRef { .. }),
        "::mlir::BaseMemRefType" => pred::is_base_memref(ctx, ty),
        "::mlir::VectorType" => pred::is_vector(ctx, ty),
        "::mlir::ShapedType" => pred::is_shaped(ctx, ty),
        // The bufferization dialect's type interfaces, which MLIR attaches
        // to the builtin tensors and memrefs.
        "::mlir::bufferization::TensorLikeType" => {
            pred::type_has_interface(ctx, ty, "TensorLikeType")
        }
        "::mlir::bufferization::BufferLikeType" => {
            pred::type_has_interface(ctx, ty, "BufferLikeType")
        }
        _ => true,
    }
}

/// The name MLIR's error gives the class (its static `name`,
/// `builtin.integer`), when it has one: `FloatType`, an interface, has
/// none, nor do `TensorType` and `BaseMemRefType`, base classes, and
/// `ShapedType`, an interface.
pub fn name(class: &str) -> Option<&'static str> {
    Some(match class {
        "::mlir::IntegerType" => "builtin.integer",
        "::mlir::IndexType" => "builtin.index",
        "::mlir::NoneType" => "builtin.none",
        "::mlir::FunctionType" => "builtin.function",
        "::mlir::TupleType" => "builtin.tuple",
        "::mlir::ComplexType" => "builtin.complex",
        "::mlir::OpaqueType" => "builtin.opaque",
        "::mlir::RankedTensorType" => "builtin.tensor",
        "::mlir::UnrankedTensorType" => "builtin.unranked_tensor",
        "::mlir::MemRefType" => "builtin.memref",
        "::mlir::UnrankedMemRefType" => "builtin.unranked_memref",
        "::mlir::VectorType" => "builtin.vector",
        _ => return None,
    })
}
