//! What the handle of a generated attribute or type definition
//! (`AttrDef`, `TypeDef`) shares with all others: attribute and type
//! interfaces are implemented on it, and found by its storage.

use crate::ir::storage::Storage;

/// A generated attribute or type handle (`ShapeAttr`, `StructType`).
pub trait Def: Copy + 'static {
    /// The untyped handle: [`crate::Attribute`] or [`crate::Type`].
    type Value: Copy;
    /// The parameters the context stores for it, which tell its instances
    /// from other definitions'.
    type Storage: Storage;

    /// Wraps `value` without checking its definition.
    fn from_value_unchecked(value: Self::Value) -> Self;

    /// The untyped handle.
    fn value(self) -> Self::Value;
}
