//! Builtin types: uniqued in the [`Context`](crate::Context), handled by
//! `Copy` ids that compare by identity.

use crate::ir::attrs::Attribute;

/// A uniqued type: a `Copy` handle into the [`Context`](crate::Context)
/// that made it; equal types have equal handles, so `==` compares types.
/// What it is: [`Context::type_kind`](crate::Context::type_kind) or a typed
/// view of [`builtin_types`](super::builtin_types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// How an integer type reads its bits: MLIR's `iN`, `siN` and `uiN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no sign semantics; operations decide (the usual case).
    Signless,
    /// `siN`: two's complement.
    Signed,
    /// `uiN`: unsigned.
    Unsigned,
}

/// Every floating-point type MLIR 22 knows, by its keyword.
///
/// The small formats are named as in MLIR (and LLVM's `APFloat`): `EeMm`
/// gives the exponent and mantissa bits; `FN` means finite (no
/// infinities), `UZ` an unsigned zero (the negative-zero pattern is NaN),
/// `B11` an exponent bias of 11 and `FNU` finite with no sign bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `f4E2M1FN`: 4 bits, 2 exponent, 1 mantissa, finite.
    F4E2M1FN,
    /// `f6E2M3FN`: 6 bits, 2 exponent, 3 mantissa, finite.
    F6E2M3FN,
    /// `f6E3M2FN`: 6 bits, 3 exponent, 2 mantissa, finite.
    F6E3M2FN,
    /// `f8E5M2`: 8 bits, IEEE-like, with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: 8 bits, IEEE-like, with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: 8 bits, finite, one NaN pattern per sign.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: 8 bits, finite, unsigned zero.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: 8 bits, finite, unsigned zero.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: as `f8E4M3FNUZ` with exponent bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: 8 bits, IEEE-like, with infinities and NaNs.
    F8E3M4,
    /// `f8E8M0FNU`: 8 exponent bits only (a power of two), unsigned.
    F8E8M0FNU,
    /// `bf16`: bfloat16, the upper half of an `f32`.
    BF16,
    /// `f16`: IEEE half precision.
    F16,
    /// `tf32`: 19 bits, `f32`'s exponent with a 10-bit mantissa.
    TF32,
    /// `f32`: IEEE single precision.
    F32,
    /// `f64`: IEEE double precision.
    F64,
    /// `f80`: x87 extended precision.
    F80,
    /// `f128`: IEEE quadruple precision.
    F128,
}

impl FloatKind {
    /// Every kind, by increasing width.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The type's spelling in the textual IR (`f32`, `f8E4M3FN`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The kind spelled `s` in the textual IR, if it is a float type.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// Width in bits of the storage.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            _ => 8,
        }
    }
}

/// A dimension of a shaped type: `None` is dynamic (`?`).
pub type Dim = Option<i64>;

/// The storage behind a [`Type`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
///
/// [`Context::ty`](crate::Context::ty) interns one and returns its handle;
/// [`Context::type_kind`](crate::Context::type_kind) reads it back. The
/// typed views of [`builtin_types`](super::builtin_types) read the fields
/// without a `match`.
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// The number of bits (at most 16777215, as in MLIR).
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`: a target-sized integer for sizes and subscripts.
    Index,
    /// A builtin float type.
    Float(FloatKind),
    /// `none`: the unit type.
    None,
    /// `(inputs) -> results`.
    Function {
        /// The argument types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// `tuple<...>`.
    Tuple(Box<[Type]>),
    /// `complex<T>`.
    Complex(Type),
    /// `vector<4x[8]xf32>`: a static shape, some dimensions scalable.
    Vector {
        /// The sizes of the dimensions.
        shape: Box<[i64]>,
        /// Which dimensions are scalable (`[8]`); as long as `shape`.
        scalable: Box<[bool]>,
        /// The element type.
        element: Type,
    },
    /// `tensor<2x?xf32, encoding>`.
    RankedTensor {
        /// The sizes of the dimensions, `None` where dynamic.
        shape: Box<[Dim]>,
        /// The element type.
        element: Type,
        /// The encoding attribute, if any.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xT>`.
    UnrankedTensor(Type),
    /// `memref<4x?xf32, layout, memory space>`.
    MemRef {
        /// The sizes of the dimensions, `None` where dynamic.
        shape: Box<[Dim]>,
        /// The element type.
        element: Type,
        /// The layout; `None` for the identity (which the context drops
        /// when given).
        layout: Option<Attribute>,
        /// The memory space; `None` for the default (`0 : i64` is
        /// dropped the same way).
        memory_space: Option<Attribute>,
    },
    /// `memref<*xT, memory space>`.
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// The memory space; `None` for the default.
        memory_space: Option<Attribute>,
    },
    /// A type of a registered dialect: its definition's parameters (read
    /// them with [`Context::type_params`](crate::Context::type_params)).
    Dialect(crate::ir::storage::DialectStorage),
    /// `!dialect.body` or `!dialect<"body">`: a type of a dialect that is not
    /// registered, kept as text.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The body, as written between the delimiters.
        data: Box<str>,
    },
}

impl TypeKind {
    /// The parameters of a dialect type.
    pub fn dialect_storage(&self) -> Option<&crate::ir::storage::DialectStorage> {
        match self {
            TypeKind::Dialect(s) => Some(s),
            _ => None,
        }
    }

    /// Whether a memref may hold values of this type (MLIR's
    /// `MemRefElementTypeInterface` among builtin types): scalars, vectors,
    /// complex numbers and memrefs.
    pub fn is_memref_element(&self) -> bool {
        matches!(
            self,
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }
}
