//! The IR: uniqued types and attributes, and operations, blocks and regions
//! in generational arenas.

pub mod affine;
mod append_vec;
pub mod arena;
pub mod attrs;
pub mod bigint;
pub mod builder;
pub mod builtin_types;
pub mod float;
mod getters;
pub(crate) mod interning;
pub(crate) mod pool;
pub(crate) mod slot_table;
pub(crate) mod source_locs;
pub mod storage;
pub mod structure;
pub(crate) mod transfer;
pub mod types;
pub(crate) mod uniquer;

pub use attrs::{AffineExpr, AttrKind, Attribute, DenseData, Symbol};
pub use bigint::BigInt;
pub use builder::{
    Builder, InsertPoint, OpBuilder, OpCreator, OperationState, ValueMapping, WalkOrder, WalkResult,
};
pub use builtin_types::{
    ComplexType, FloatType, FunctionType, IntegerType, MemRefType, RankedTensorType, ShapedType,
    TensorType, TupleType, UnrankedMemRefType, UnrankedTensorType, VectorType,
};
pub use storage::{AttrOrType, DialectStorage, Storage};
pub use structure::{BlockId, OpId, RegionId, Use, Value};
pub use types::{Dim, FloatKind, Signedness, Type, TypeKind};
