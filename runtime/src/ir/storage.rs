//! The storage of dialect attributes and types: one design for every
//! dialect. A definition's parameters are a plain Rust value (any
//! `Clone + Eq + Hash + Debug` type); the [`Context`](crate::Context)
//! uniques them next to the builtin kinds, behind the same `Copy` handles.
//!
//! A generated typed handle (`StructType`, `ShapeAttr`) wraps the handle and
//! reads its parameters with [`Context::type_params`](crate::Context::type_params)
//! or [`Context::attr_params`](crate::Context::attr_params); a definition
//! needs no variant of its own in [`TypeKind`](super::TypeKind) or
//! [`AttrKind`](super::AttrKind).

use crate::asm::AsmPrinter;
use crate::ir::{Attribute, Type};
use crate::registry::AliasResult;
use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// An attribute or a type: what the printer names with an alias, what a
/// mutable definition keeps state for, what a cyclic print tracks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AttrOrType {
    /// An attribute (locations included).
    Attr(Attribute),
    /// A type.
    Type(Type),
}

impl AttrOrType {
    /// The parameters of a dialect attribute or type; `None` for a builtin
    /// one.
    pub fn dialect_storage(self, ctx: &crate::Context) -> Option<&DialectStorage> {
        match self {
            AttrOrType::Attr(a) => ctx.attr_kind(a).dialect_storage(),
            AttrOrType::Type(t) => ctx.type_kind(t).dialect_storage(),
        }
    }
}

impl From<Attribute> for AttrOrType {
    fn from(a: Attribute) -> AttrOrType {
        AttrOrType::Attr(a)
    }
}

impl From<Type> for AttrOrType {
    fn from(t: Type) -> AttrOrType {
        AttrOrType::Type(t)
    }
}

/// The parameters of one dialect attribute or type definition, which
/// identify an instance: two `get`s with equal parameters give one handle.
///
/// Generated code implements it for each `AttrDef`/`TypeDef`; a hand-written
/// definition may too. Floats in parameters should be compared bitwise
/// (store `f64::to_bits`) so that `Eq` and `Hash` agree.
pub trait Storage: Clone + Eq + Hash + fmt::Debug + Send + Sync + 'static {
    /// The namespace of the dialect that defines it (`toy` in
    /// `!toy.struct<...>`).
    const DIALECT: &'static str;

    /// The namespace of the dialect of this instance: [`Storage::DIALECT`],
    /// except for storages shared by several dialects (the dynamic types
    /// and attributes of [`crate::dynamic`]).
    fn dialect_namespace(&self) -> &'static str {
        Self::DIALECT
    }

    /// Prints the instance after `!dialect.` or `#dialect.` (its mnemonic
    /// and parameters): MLIR's dialect `printType`/`printAttribute` for it.
    /// `this` is the handle being printed. The printer chooses between the
    /// pretty form `!dialect.body` and `!dialect<"body">` from the text.
    fn print(&self, this: AttrOrType, p: &mut AsmPrinter<'_>);

    /// The type of an attribute that has one (`AttributeSelfTypeParameter`),
    /// read after the body as `: type` and, as in MLIR, never printed by
    /// the generic printer (the dialect's own print may show it).
    fn self_type(&self) -> Option<Type> {
        None
    }

    /// The native traits the definition lists (`NativeTypeTrait`,
    /// `NativeAttrTrait`: `ValueSemantics`, `IsMutable`, ...), which
    /// predicates ask as MLIR's `hasTrait`.
    const TRAITS: &'static [&'static str] = &[];

    /// The alias the value asks to be printed under (MLIR's
    /// `OpAsmTypeInterface`/`OpAsmAttrInterface::getAlias`, which
    /// `genMnemonicAlias` generates); the dialects' alias hooks come after.
    fn alias(&self) -> Option<AliasResult> {
        None
    }

    /// The parameters as MLIR's C++ storage holds them, when they differ
    /// (`None` when they are so already): an optional parameter of a plain
    /// C++ value (`OptionalParameter<"uint64_t">`) is that value, `T()`
    /// when absent, so a present `T()` is absent
    /// ([`crate::ods::cpp_default`]). The context uniques and looks up the
    /// normalized parameters.
    fn normalized(&self) -> Option<Self> {
        None
    }
}

/// [`Storage`] behind a pointer, as the context keeps it.
trait DynStorage: Any + fmt::Debug + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn dyn_eq(&self, other: &dyn DynStorage) -> bool;
    fn dialect(&self) -> &'static str;
    fn print(&self, this: AttrOrType, p: &mut AsmPrinter<'_>);
    fn self_type(&self) -> Option<Type>;
    fn alias(&self) -> Option<AliasResult>;
    fn has_trait(&self, name: &str) -> bool;
}

impl<S: Storage> DynStorage for S {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn dyn_eq(&self, other: &dyn DynStorage) -> bool {
        other.as_any().downcast_ref::<S>() == Some(self)
    }

    fn dialect(&self) -> &'static str {
        self.dialect_namespace()
    }

    fn print(&self, this: AttrOrType, p: &mut AsmPrinter<'_>) {
        Storage::print(self, this, p)
    }

    fn self_type(&self) -> Option<Type> {
        Storage::self_type(self)
    }

    fn alias(&self) -> Option<AliasResult> {
        Storage::alias(self)
    }

    fn has_trait(&self, name: &str) -> bool {
        S::TRAITS.contains(&name)
    }
}

/// The parameters of a dialect attribute or type, of any definition:
/// the payload of [`TypeKind::Dialect`](super::TypeKind::Dialect) and
/// [`AttrKind::Dialect`](super::AttrKind::Dialect). Compared by definition
/// and parameters; its hash is computed once.
#[derive(Clone)]
pub struct DialectStorage {
    hash: u64,
    params: Arc<dyn DynStorage>,
}

impl DialectStorage {
    /// Wraps the parameters of one instance.
    pub fn new<S: Storage>(params: S) -> DialectStorage {
        DialectStorage {
            hash: hash_params(&params),
            params: Arc::new(params),
        }
    }

    /// The parameters, if they are of definition `S`.
    pub fn downcast<S: Storage>(&self) -> Option<&S> {
        self.params.as_any().downcast_ref()
    }

    /// Whether the parameters are of definition `S`.
    pub fn is<S: Storage>(&self) -> bool {
        self.params.as_any().is::<S>()
    }

    /// Which definition the parameters belong to (the Rust type of its
    /// storage).
    pub fn definition(&self) -> TypeId {
        self.params.as_any().type_id()
    }

    /// The namespace of the defining dialect.
    pub fn dialect(&self) -> &'static str {
        self.params.dialect()
    }

    /// The hash the context uniques it by.
    pub(crate) fn hash_value(&self) -> u64 {
        self.hash
    }

    /// The body after `!dialect.`, through the definition's printer.
    pub(crate) fn print(&self, this: AttrOrType, p: &mut AsmPrinter<'_>) {
        self.params.print(this, p)
    }

    /// The attribute's own type, if it has one.
    pub fn self_type(&self) -> Option<Type> {
        self.params.self_type()
    }

    /// The alias the value asks for ([`Storage::alias`]).
    pub fn alias(&self) -> Option<AliasResult> {
        self.params.alias()
    }

    /// Whether the definition lists the native trait `name`
    /// ([`Storage::TRAITS`]).
    pub fn has_trait(&self, name: &str) -> bool {
        self.params.has_trait(name)
    }
}

/// The hash of `S`'s parameters, with the definition mixed in so that two
/// definitions with equal parameters do not collide.
pub(crate) fn hash_params<S: Storage>(params: &S) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    TypeId::of::<S>().hash(&mut h);
    params.hash(&mut h);
    h.finish()
}

impl PartialEq for DialectStorage {
    fn eq(&self, other: &DialectStorage) -> bool {
        self.hash == other.hash && self.params.dyn_eq(&*other.params)
    }
}

impl Eq for DialectStorage {}

impl Hash for DialectStorage {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl fmt::Debug for DialectStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.params.fmt(f)
    }
}
