//! The parts of a vector type (shape, scalable dimensions, element type),
//! read and rebuilt: what the verifiers, builders and folders compare.

use ods_runtime::asm::printer::type_to_string;
use ods_runtime::{Context, Type, TypeKind};

/// A vector type taken apart (MLIR's `VectorType`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct VectorParts {
    /// The sizes of the dimensions.
    pub shape: Vec<i64>,
    /// Which dimensions are scalable (`[8]`).
    pub scalable: Vec<bool>,
    /// The element type.
    pub element: Type,
}

impl VectorParts {
    /// The parts of `ty`, if it is a vector.
    pub fn of(ctx: &Context, ty: Type) -> Option<VectorParts> {
        match ctx.type_kind(ty) {
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => Some(VectorParts {
                shape: shape.to_vec(),
                scalable: scalable.to_vec(),
                element: *element,
            }),
            _ => None,
        }
    }

    /// The number of dimensions.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// The number of elements (of the base vector, for a scalable one).
    pub fn num_elements(&self) -> i64 {
        self.shape.iter().product()
    }

    /// The vector type of these parts as MLIR prints it, for a type that
    /// may not exist yet (`vector<2x[4]xf32>`).
    pub fn to_string(&self, ctx: &Context) -> String {
        let mut text = String::from("vector<");
        for (&size, &scalable) in self.shape.iter().zip(&self.scalable) {
            text += &if scalable {
                format!("[{size}]x")
            } else {
                format!("{size}x")
            };
        }
        text += &type_to_string(ctx, self.element);
        text + ">"
    }

    /// The vector type of these parts.
    pub fn make(&self, ctx: &mut Context) -> Type {
        vector_type(ctx, &self.shape, &self.scalable, self.element)
    }
}

/// The vector of `shape` (scalable where `scalable` says) and `element`.
pub(crate) fn vector_type(
    ctx: &mut Context,
    shape: &[i64],
    scalable: &[bool],
    element: Type,
) -> Type {
    ctx.ty(TypeKind::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element,
    })
}

/// The vector shape of `ty`: its shape, or none for a scalar.
pub(crate) fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    VectorParts::of(ctx, ty)
        .map(|p| p.shape)
        .unwrap_or_default()
}

/// The element type of a vector, or the type itself.
pub(crate) fn element_of(ctx: &Context, ty: Type) -> Type {
    VectorParts::of(ctx, ty).map_or(ty, |p| p.element)
}

/// `ty` as MLIR prints it, quoted (`'vector<4xf32>'`).
pub(crate) fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}

/// The size in bits of an integer, index or float type under MLIR's
/// default data layout (`DataLayout::getTypeSizeInBits`: an index is 64
/// bits wide).
pub(crate) fn layout_bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        TypeKind::Float(kind) => Some(kind.width()),
        _ => None,
    }
}
