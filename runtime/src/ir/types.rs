//! Builtin types: uniqued in the [`Context`](crate::Context), handled by
//! `Copy` ids that compare by identity.

use crate::ir::attrs::Attribute;

/// A uniqued type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// Every floating-point type MLIR 22 knows, by its keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
}

impl FloatKind {
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
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    Tuple(Box<[Type]>),
    Complex(Type),
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        element: Type,
    },
    RankedTensor {
        shape: Box<[Dim]>,
        element: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor(Type),
    MemRef {
        shape: Box<[Dim]>,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attribute>,
    },
    /// `!dialect.body` or `!dialect<"body">`: a type of a dialect that is not
    /// registered, kept as text.
    Opaque {
        dialect: Box<str>,
        data: Box<str>,
    },
}

impl TypeKind {
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
