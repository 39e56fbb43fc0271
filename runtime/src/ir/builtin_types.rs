//! Typed views of the builtin types, as MLIR's C++ classes are: a `Copy`
//! wrapper around a [`Type`] known to be of one kind, made with `try_from`
//! (MLIR's `dyn_cast`) and read with methods that cannot fail.
//!
//! ```
//! use ods_runtime::ir::builtin_types::{RankedTensorType, ShapedType};
//! use ods_runtime::{Context, FloatKind, TypeKind};
//!
//! let mut ctx = Context::new();
//! let f64_type = ctx.ty(TypeKind::Float(FloatKind::F64));
//! let t = RankedTensorType::get(&mut ctx, &[Some(2), None], f64_type, None);
//! let tensor = RankedTensorType::try_from(&ctx, t.ty()).unwrap();
//! assert_eq!(tensor.shape(&ctx), &[Some(2), None]);
//! assert_eq!(tensor.element_type(&ctx), f64_type);
//! assert!(RankedTensorType::try_from(&ctx, f64_type).is_none());
//! assert_eq!(ShapedType::try_from(&ctx, t.ty()).unwrap().rank(&ctx), Some(2));
//! ```

use super::attrs::Attribute;
use super::types::{Dim, FloatKind, Signedness, Type, TypeKind};
use crate::context::Context;

/// Declares a wrapper: the struct, `try_from` by a pattern on the kind, the
/// handle back, and the conversion into [`Type`].
macro_rules! type_wrapper {
    ($(#[$doc:meta])* $name:ident, $pattern:pat) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(Type);

        impl $name {
            /// The type as this kind, or `None` when it is another
            /// (MLIR's `dyn_cast`).
            pub fn try_from(ctx: &Context, ty: Type) -> Option<$name> {
                matches!(ctx.type_kind(ty), $pattern).then_some($name(ty))
            }

            /// The type handle.
            pub fn ty(self) -> Type {
                self.0
            }
        }

        impl From<$name> for Type {
            fn from(t: $name) -> Type {
                t.0
            }
        }
    };
}

/// Reads the fields of a wrapper's kind; the wrapper guarantees the kind.
macro_rules! fields {
    ($ctx:expr, $self:expr, $pattern:pat => $out:expr) => {
        match $ctx.type_kind($self.0) {
            $pattern => $out,
            _ => unreachable!("a typed wrapper holds a type of its kind"),
        }
    };
}

type_wrapper!(
    /// `iN`, `siN`, `uiN`.
    IntegerType,
    TypeKind::Integer { .. }
);

impl IntegerType {
    /// The integer type of `width` bits.
    pub fn get(ctx: &mut Context, width: u32, signedness: Signedness) -> IntegerType {
        IntegerType(ctx.ty(TypeKind::Integer { width, signedness }))
    }

    /// The width in bits.
    pub fn width(self, ctx: &Context) -> u32 {
        fields!(ctx, self, TypeKind::Integer { width, .. } => *width)
    }

    /// Signless, signed or unsigned.
    pub fn signedness(self, ctx: &Context) -> Signedness {
        fields!(ctx, self, TypeKind::Integer { signedness, .. } => *signedness)
    }

    /// Whether it is `iN`.
    pub fn is_signless(self, ctx: &Context) -> bool {
        self.signedness(ctx) == Signedness::Signless
    }
}

type_wrapper!(
    /// `f16`, `bf16`, `f32`, `f64` and the other builtin floats.
    FloatType,
    TypeKind::Float(_)
);

impl FloatType {
    /// The builtin float of that kind.
    pub fn get(ctx: &mut Context, kind: FloatKind) -> FloatType {
        FloatType(ctx.ty(TypeKind::Float(kind)))
    }

    /// Which float it is.
    pub fn kind(self, ctx: &Context) -> FloatKind {
        fields!(ctx, self, TypeKind::Float(k) => *k)
    }

    /// The width in bits.
    pub fn width(self, ctx: &Context) -> u32 {
        self.kind(ctx).width()
    }
}

type_wrapper!(
    /// `(inputs) -> results`.
    FunctionType,
    TypeKind::Function { .. }
);

impl FunctionType {
    /// The function type with these inputs and results.
    pub fn get(ctx: &mut Context, inputs: &[Type], results: &[Type]) -> FunctionType {
        FunctionType(ctx.ty(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        }))
    }

    /// The argument types.
    pub fn inputs(self, ctx: &Context) -> &[Type] {
        fields!(ctx, self, TypeKind::Function { inputs, .. } => inputs)
    }

    /// The result types.
    pub fn results(self, ctx: &Context) -> &[Type] {
        fields!(ctx, self, TypeKind::Function { results, .. } => results)
    }
}

type_wrapper!(
    /// `tuple<...>`.
    TupleType,
    TypeKind::Tuple(_)
);

impl TupleType {
    /// The tuple of these element types.
    pub fn get(ctx: &mut Context, types: &[Type]) -> TupleType {
        TupleType(ctx.ty(TypeKind::Tuple(types.into())))
    }

    /// The element types.
    pub fn types(self, ctx: &Context) -> &[Type] {
        fields!(ctx, self, TypeKind::Tuple(types) => types)
    }

    /// The number of elements.
    pub fn size(self, ctx: &Context) -> usize {
        self.types(ctx).len()
    }
}

type_wrapper!(
    /// `complex<T>`.
    ComplexType,
    TypeKind::Complex(_)
);

impl ComplexType {
    /// The complex type of that element type.
    pub fn get(ctx: &mut Context, element: Type) -> ComplexType {
        ComplexType(ctx.ty(TypeKind::Complex(element)))
    }

    /// The type of the real and imaginary parts.
    pub fn element_type(self, ctx: &Context) -> Type {
        fields!(ctx, self, TypeKind::Complex(e) => *e)
    }
}

type_wrapper!(
    /// `vector<4x[8]xf32>`.
    VectorType,
    TypeKind::Vector { .. }
);

impl VectorType {
    /// The fixed-length vector of that shape and element type.
    pub fn get(ctx: &mut Context, shape: &[i64], element: Type) -> VectorType {
        VectorType(ctx.ty(TypeKind::Vector {
            shape: shape.into(),
            scalable: vec![false; shape.len()].into(),
            element,
        }))
    }

    /// The sizes of the dimensions (always static).
    pub fn shape(self, ctx: &Context) -> &[i64] {
        fields!(ctx, self, TypeKind::Vector { shape, .. } => shape)
    }

    /// Which dimensions are scalable (`[8]`).
    pub fn scalable_dims(self, ctx: &Context) -> &[bool] {
        fields!(ctx, self, TypeKind::Vector { scalable, .. } => scalable)
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        fields!(ctx, self, TypeKind::Vector { element, .. } => *element)
    }
}

type_wrapper!(
    /// `tensor<2x?xf32>`, with an optional encoding.
    RankedTensorType,
    TypeKind::RankedTensor { .. }
);

impl RankedTensorType {
    /// The ranked tensor of that shape (`None` for a dynamic size),
    /// element type and encoding.
    pub fn get(
        ctx: &mut Context,
        shape: &[Dim],
        element: Type,
        encoding: Option<Attribute>,
    ) -> RankedTensorType {
        RankedTensorType(ctx.ty(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding,
        }))
    }

    /// The sizes of the dimensions, `None` where dynamic.
    pub fn shape(self, ctx: &Context) -> &[Dim] {
        fields!(ctx, self, TypeKind::RankedTensor { shape, .. } => shape)
    }

    /// The number of dimensions.
    pub fn rank(self, ctx: &Context) -> usize {
        self.shape(ctx).len()
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        fields!(ctx, self, TypeKind::RankedTensor { element, .. } => *element)
    }

    /// The encoding attribute, if any.
    pub fn encoding(self, ctx: &Context) -> Option<Attribute> {
        fields!(ctx, self, TypeKind::RankedTensor { encoding, .. } => *encoding)
    }
}

type_wrapper!(
    /// `tensor<*xf32>`.
    UnrankedTensorType,
    TypeKind::UnrankedTensor(_)
);

impl UnrankedTensorType {
    /// The unranked tensor of that element type.
    pub fn get(ctx: &mut Context, element: Type) -> UnrankedTensorType {
        UnrankedTensorType(ctx.ty(TypeKind::UnrankedTensor(element)))
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        fields!(ctx, self, TypeKind::UnrankedTensor(e) => *e)
    }
}

type_wrapper!(
    /// `memref<4x?xf32, layout, memory space>`.
    MemRefType,
    TypeKind::MemRef { .. }
);

impl MemRefType {
    /// The memref of that shape and element type, with the identity
    /// layout and the default memory space.
    pub fn get(ctx: &mut Context, shape: &[Dim], element: Type) -> MemRefType {
        MemRefType(ctx.ty(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout: None,
            memory_space: None,
        }))
    }

    /// The sizes of the dimensions, `None` where dynamic.
    pub fn shape(self, ctx: &Context) -> &[Dim] {
        fields!(ctx, self, TypeKind::MemRef { shape, .. } => shape)
    }

    /// The number of dimensions.
    pub fn rank(self, ctx: &Context) -> usize {
        self.shape(ctx).len()
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        fields!(ctx, self, TypeKind::MemRef { element, .. } => *element)
    }

    /// The layout, `None` for the identity.
    pub fn layout(self, ctx: &Context) -> Option<Attribute> {
        fields!(ctx, self, TypeKind::MemRef { layout, .. } => *layout)
    }

    /// The memory space, `None` for the default one.
    pub fn memory_space(self, ctx: &Context) -> Option<Attribute> {
        fields!(ctx, self, TypeKind::MemRef { memory_space, .. } => *memory_space)
    }
}

type_wrapper!(
    /// `memref<*xf32>`.
    UnrankedMemRefType,
    TypeKind::UnrankedMemRef { .. }
);

impl UnrankedMemRefType {
    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        fields!(ctx, self, TypeKind::UnrankedMemRef { element, .. } => *element)
    }
}

type_wrapper!(
    /// Any tensor, ranked or not (MLIR's `TensorType`).
    TensorType,
    TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)
);

impl TensorType {
    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }

    /// The shape, or `None` when unranked.
    pub fn shape(self, ctx: &Context) -> Option<&[Dim]> {
        match ctx.type_kind(self.0) {
            TypeKind::RankedTensor { shape, .. } => Some(shape),
            _ => None,
        }
    }
}

type_wrapper!(
    /// A tensor, memref or vector (MLIR's `ShapedType`).
    ShapedType,
    TypeKind::RankedTensor { .. }
        | TypeKind::UnrankedTensor(_)
        | TypeKind::MemRef { .. }
        | TypeKind::UnrankedMemRef { .. }
        | TypeKind::Vector { .. }
);

impl ShapedType {
    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        match ctx.type_kind(self.0) {
            TypeKind::RankedTensor { element, .. }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. }
            | TypeKind::Vector { element, .. }
            | TypeKind::UnrankedTensor(element) => *element,
            _ => unreachable!("a typed wrapper holds a type of its kind"),
        }
    }

    /// The shape, `None` where a size is dynamic; `None` as a whole when
    /// unranked.
    pub fn shape(self, ctx: &Context) -> Option<Vec<Dim>> {
        match ctx.type_kind(self.0) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape.to_vec())
            }
            TypeKind::Vector { shape, .. } => Some(shape.iter().map(|&d| Some(d)).collect()),
            _ => None,
        }
    }

    /// The number of dimensions, `None` when unranked.
    pub fn rank(self, ctx: &Context) -> Option<usize> {
        match ctx.type_kind(self.0) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape.len())
            }
            TypeKind::Vector { shape, .. } => Some(shape.len()),
            _ => None,
        }
    }

    /// Whether the rank is known.
    pub fn has_rank(self, ctx: &Context) -> bool {
        self.rank(ctx).is_some()
    }

    /// Whether every size is known.
    pub fn has_static_shape(self, ctx: &Context) -> bool {
        self.shape(ctx)
            .is_some_and(|s| s.iter().all(|d| d.is_some()))
    }
}
