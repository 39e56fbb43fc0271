//! Builtin attributes (including locations), uniqued in the
//! [`Context`](crate::Context) and handled by `Copy` ids.

use crate::ir::bigint::BigInt;
use crate::ir::types::Type;

/// A uniqued attribute (locations included): a `Copy` handle into the
/// [`Context`](crate::Context) that made it; equal attributes have equal
/// handles. [`Context::attr_kind`](crate::Context::attr_kind) reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// `loc(unknown)`: every [`Context`](crate::Context) interns it first,
    /// so it is the same handle in all of them.
    pub const UNKNOWN_LOC: Attribute = Attribute(0);
}

/// An interned string (identifier, attribute name, op name): made with
/// [`Context::symbol`](crate::Context::symbol), read with
/// [`Context::symbol_str`](crate::Context::symbol_str), compared by handle.
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
    /// Complex integers as (real, imaginary) pairs, read as `Ints`.
    ComplexInts(Box<[(BigInt, BigInt)]>),
    /// Complex floats as (real, imaginary) bit patterns.
    ComplexFloats(Box<[(u128, u128)]>),
    /// Strings, as bytes (they need not be UTF-8).
    Strings(Box<[Box<[u8]>]>),
}

impl DenseData {
    /// The number of elements stored (one for a splat).
    pub fn len(&self) -> usize {
        match self {
            DenseData::Ints(v) => v.len(),
            DenseData::Floats(v) => v.len(),
            DenseData::ComplexInts(v) => v.len(),
            DenseData::ComplexFloats(v) => v.len(),
            DenseData::Strings(v) => v.len(),
        }
    }

    /// Whether no element is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// An affine expression, as in `affine_map<(d0)[s0] -> (d0 + s0 * 2)>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
///
/// Build one with the operators (`+`, `-`, `*`, unary `-`) and
/// [`floor_div`](AffineExpr::floor_div), [`ceil_div`](AffineExpr::ceil_div)
/// and [`modulo`](AffineExpr::modulo), which simplify as MLIR does (constants
/// fold and go right, like terms merge); a subtraction `a - b` is
/// `a + b * -1`, as MLIR builds it. The variants themselves build an
/// expression as it is given.
pub enum AffineExpr {
    /// Dimension `dN`.
    Dim(u32),
    /// Symbol `sN`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `a + b`.
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `a * b`.
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `a mod b`.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `a floordiv b`.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `a ceildiv b`.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

impl AffineExpr {
    /// Whether the expression depends on a dimension (is not symbolic or
    /// constant).
    pub fn has_dims(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => true,
            AffineExpr::Symbol(_) | AffineExpr::Constant(_) => false,
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::Mod(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b) => a.has_dims() || b.has_dims(),
        }
    }
}

/// The storage behind an [`Attribute`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
///
/// [`Context::attr`](crate::Context::attr) interns one and returns its
/// handle. Locations are attributes too, as in MLIR: the last five
/// variants.
pub enum AttrKind {
    /// `unit`: present or not, no value (flags such as `nonnull`).
    Unit,
    /// An integer of an integer or index type; `i1` prints as `true`/`false`.
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value in the type's width, as the type reads it: extended by
        /// the sign for signless and signed types, by zeros for unsigned
        /// ones and `i1` (0 or 1).
        value: BigInt,
    },
    /// A float of a float type, `1.5 : f32`.
    Float {
        /// The float type.
        ty: Type,
        /// The bit pattern in that type's format ([`float`](super::float)
        /// encodes and decodes it).
        bits: u128,
    },
    /// `"text"`, with an optional type (`"text" : i32`).
    String {
        /// The bytes, unescaped (they need not be UTF-8).
        value: Box<[u8]>,
        /// The type, if one was given.
        ty: Option<Type>,
    },
    /// `[a, b, ...]`.
    Array(Box<[Attribute]>),
    /// Entries sorted by name, as MLIR keeps them.
    Dictionary(Box<[(Symbol, Attribute)]>),
    /// A type used as an attribute (`i32` in `{t = i32}`).
    Type(Type),
    /// `@root::@nested::...`: a reference to a symbol.
    SymbolRef {
        /// The symbol in the nearest symbol table.
        root: Symbol,
        /// The path inside it; empty for a flat reference.
        nested: Box<[Symbol]>,
    },
    /// `dense<...> : tensor<...>` (or a vector).
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// The elements, row-major; one when `splat`.
        data: DenseData,
        /// Whether one element stands for all.
        splat: bool,
        /// For `i1` elements read from hex data: the unused high bits of the
        /// last byte, which MLIR keeps in its packed storage (such data is
        /// never a splat, and hex printing writes them back). Zero otherwise.
        i1_padding: u8,
    },
    /// `array<i32: 1, 2>`: elements as in [`DenseData`].
    DenseArray {
        /// The element type (an integer or float type).
        element: Type,
        /// The elements.
        data: DenseData,
    },
    /// `dense_resource<handle> : type`: elements kept in the file's
    /// resource section.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The key of the resource.
        handle: Symbol,
    },
    /// `sparse<indices, values> : type`.
    Sparse {
        /// The shaped type.
        ty: Type,
        /// The coordinates of the stored elements: a dense `i64` tensor.
        indices: Attribute,
        /// The stored elements: a dense tensor.
        values: Attribute,
    },
    /// `affine_map<(d0, ...)[s0, ...] -> (results)>`.
    AffineMap {
        /// The number of dimensions.
        dims: u32,
        /// The number of symbols.
        symbols: u32,
        /// The result expressions.
        results: Box<[AffineExpr]>,
    },
    /// `affine_set<(d0, ...)[s0, ...] : (constraints)>`.
    IntegerSet {
        /// The number of dimensions.
        dims: u32,
        /// The number of symbols.
        symbols: u32,
        /// Each constraint `expr == 0` (`true`) or `expr >= 0` (`false`).
        constraints: Box<[(AffineExpr, bool)]>,
    },
    /// `strided<[s0, ...], offset: o>`: a memref layout.
    StridedLayout {
        /// The offset, [`DYNAMIC`](crate::ods::pred::DYNAMIC) when dynamic
        /// (`?`), as MLIR's `StridedLayoutAttr::getOffset`.
        offset: i64,
        /// The strides, [`DYNAMIC`](crate::ods::pred::DYNAMIC) where
        /// dynamic.
        strides: Box<[i64]>,
    },
    /// `distinct[id]<referenced>`.
    Distinct {
        /// The number that makes it distinct (renumbered when printed).
        id: u64,
        /// The attribute it wraps.
        referenced: Attribute,
    },
    /// `#dialect.body` or `#dialect<"body">` of an unregistered dialect.
    Opaque {
        /// The dialect namespace (a symbol, so that the variant fits the
        /// 32 bytes of the largest others).
        dialect: Symbol,
        /// The body, as written between the delimiters.
        data: Box<str>,
        /// The type after `:`, if any.
        ty: Option<Type>,
    },
    /// An attribute of a registered dialect: its definition's parameters
    /// (read them with [`Context::attr_params`](crate::Context::attr_params)).
    Dialect(crate::ir::storage::DialectStorage),
    // ----- locations -----
    /// `loc(unknown)`: also [`Attribute::UNKNOWN_LOC`].
    UnknownLoc,
    /// `loc("file":line:col)`, optionally with an end (`to line:col`).
    FileLineColLoc {
        /// The file name.
        file: Symbol,
        /// 1-based line.
        line: u32,
        /// 1-based column, in bytes.
        col: u32,
        /// The end of a range: `(line, col)`.
        end: Option<(u32, u32)>,
    },
    /// `loc("name"(child))`: a named location.
    NameLoc {
        /// The name.
        name: Symbol,
        /// The location it names, if given.
        child: Option<Attribute>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSiteLoc {
        /// Where the code is.
        callee: Attribute,
        /// Where it was called (or inlined) from.
        caller: Attribute,
    },
    /// `loc(fused<metadata>[locs...])`: several locations as one.
    FusedLoc {
        /// The locations fused.
        locs: Box<[Attribute]>,
        /// The optional metadata attribute.
        metadata: Option<Attribute>,
    },
}

// The attribute table stores an `AttrKind` per attribute (a module of a
// million operations has over a million, a location each): no variant
// should grow it past 32 bytes.
const _: () = assert!(std::mem::size_of::<AttrKind>() == 32);

impl AttrKind {
    /// The parameters of a dialect attribute.
    pub fn dialect_storage(&self) -> Option<&crate::ir::storage::DialectStorage> {
        match self {
            AttrKind::Dialect(s) => Some(s),
            _ => None,
        }
    }

    /// Whether it is a location (one of the last five variants).
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
