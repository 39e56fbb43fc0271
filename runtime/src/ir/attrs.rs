//! Builtin attributes (including locations), uniqued in the
//! [`Context`](crate::Context) and handled by `Copy` ids.

use crate::ir::bigint::BigInt;
use crate::ir::types::Type;

/// A uniqued attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// `loc(unknown)`: every [`Context`](crate::Context) interns it first,
    /// so it is the same handle in all of them.
    pub const UNKNOWN_LOC: Attribute = Attribute(0);
}

/// An interned string (identifier, attribute name, op name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub(crate) u32);

/// The elements of a dense attribute, row-major.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Integers (and `i1` booleans), as their type reads them (see
    /// [`AttrKind::Integer`]).
    Ints(Box<[BigInt]>),
    /// Float bit patterns.
    Floats(Box<[u128]>),
    /// Complex integers or floats as (real, imaginary) pairs of the above.
    ComplexInts(Box<[(BigInt, BigInt)]>),
    ComplexFloats(Box<[(u128, u128)]>),
    Strings(Box<[Box<[u8]>]>),
}

impl DenseData {
    pub fn len(&self) -> usize {
        match self {
            DenseData::Ints(v) => v.len(),
            DenseData::Floats(v) => v.len(),
            DenseData::ComplexInts(v) => v.len(),
            DenseData::ComplexFloats(v) => v.len(),
            DenseData::Strings(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// An affine expression, as in `affine_map<(d0)[s0] -> (d0 + s0 * 2)>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

impl AffineExpr {
    /// Whether the expression depends on a dimension (is not symbolic or
    /// constant). Products with zero and differences of equal terms, which
    /// MLIR folds away as it builds them, do not.
    pub fn has_dims(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => true,
            AffineExpr::Symbol(_) | AffineExpr::Constant(_) => false,
            AffineExpr::Mul(a, b) if a.is_zero() || b.is_zero() => false,
            AffineExpr::Add(a, b) if Self::cancel(a, b) => false,
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::Mod(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b) => a.has_dims() || b.has_dims(),
        }
    }

    fn is_zero(&self) -> bool {
        match self {
            AffineExpr::Constant(c) => *c == 0,
            AffineExpr::Mul(a, b) => a.is_zero() || b.is_zero(),
            AffineExpr::Add(a, b) => (a.is_zero() && b.is_zero()) || Self::cancel(a, b),
            _ => false,
        }
    }

    /// Whether `a + b` is `x - x`.
    fn cancel(a: &AffineExpr, b: &AffineExpr) -> bool {
        matches!(b, AffineExpr::Mul(x, k) if **k == AffineExpr::Constant(-1) && **x == *a)
    }
}

/// The storage behind an [`Attribute`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    Unit,
    /// An integer of an integer or index type; `i1` prints as `true`/`false`.
    /// The value is the integer the type reads: sign-extended for signed
    /// and signless types (signless `i1` holds 0 and 1), zero-extended for
    /// unsigned ones, within the type's width.
    Integer {
        ty: Type,
        value: BigInt,
    },
    Float {
        ty: Type,
        bits: u128,
    },
    String {
        value: Box<[u8]>,
        ty: Option<Type>,
    },
    Array(Box<[Attribute]>),
    /// Entries sorted by name, as MLIR keeps them.
    Dictionary(Box<[(Symbol, Attribute)]>),
    Type(Type),
    SymbolRef {
        root: Symbol,
        nested: Box<[Symbol]>,
    },
    DenseElements {
        ty: Type,
        data: DenseData,
        splat: bool,
    },
    /// `array<i32: 1, 2>`: elements as in [`DenseData`].
    DenseArray {
        element: Type,
        data: DenseData,
    },
    DenseResource {
        ty: Type,
        handle: Symbol,
    },
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    AffineMap {
        dims: u32,
        symbols: u32,
        results: Box<[AffineExpr]>,
    },
    IntegerSet {
        dims: u32,
        symbols: u32,
        constraints: Box<[(AffineExpr, bool)]>,
    },
    StridedLayout {
        offset: Option<i64>,
        strides: Box<[Option<i64>]>,
    },
    /// `distinct[id]<referenced>`.
    Distinct {
        id: u64,
        referenced: Attribute,
    },
    /// `#dialect.body` or `#dialect<"body">` of an unregistered dialect.
    Opaque {
        dialect: Box<str>,
        data: Box<str>,
        ty: Option<Type>,
    },
    // ----- locations -----
    UnknownLoc,
    FileLineColLoc {
        file: Symbol,
        line: u32,
        col: u32,
        end: Option<(u32, u32)>,
    },
    NameLoc {
        name: Symbol,
        child: Option<Attribute>,
    },
    CallSiteLoc {
        callee: Attribute,
        caller: Attribute,
    },
    FusedLoc {
        locs: Box<[Attribute]>,
        metadata: Option<Attribute>,
    },
}

impl AttrKind {
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineColLoc { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }
}
