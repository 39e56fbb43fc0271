//! Extensible dialects (MLIR's "Defining an Extensible dialect"): ops,
//! types and attributes added to a dialect at runtime, from closures
//! rather than generated code.
//!
//! A dialect opts in with [`DialectInfo::extensible`](crate::registry::DialectInfo::extensible)
//! (`isExtensible = 1` in its `.td`). [`Context::extensible_dialect_mut`]
//! then gives an [`ExtensibleDialect`] that registers:
//!
//! - [`DynamicOpDefinition`]s: a name, a verifier and optionally a region
//!   verifier, a custom parser and printer, a folder, canonicalization
//!   patterns and structural [`Traits`](crate::registry::Traits). The op
//!   is then an ordinary registered op: built with an
//!   [`OperationState`](crate::OperationState), verified, parsed and printed
//!   (generic form always, custom form when it has a parser and printer),
//!   folded and canonicalized by [`crate::rewrite`].
//! - [`DynamicTypeDefinition`]s and [`DynamicAttrDefinition`]s: a name and a
//!   verifier of the parameters, which are attributes (a type parameter is
//!   a type attribute). Instances are uniqued like every type and attribute
//!   ([`DynamicType::get`], [`DynamicAttr::get`]) and read back with
//!   [`DynamicType::try_from`]. Without a parser and printer of its own, an
//!   instance is written `!dialect.name<param, ...>` (`#dialect.name<...>`),
//!   with no `<>` when it has no parameters.
//!
//! The textual IR finds a dynamic type or attribute by its name after the
//! dialect's own parser does not know it, as MLIR's generated parsers of an
//! extensible dialect fall back to the dynamic definitions; a dialect with
//! no parser of its own reads its dynamic ones directly (where MLIR would
//! want a hand-written `parseType`). Printing needs no dispatch: each
//! instance prints its name and then its parameters.
//!
//! ```
//! use ods_runtime::dynamic::{DynamicOpDefinition, DynamicType, DynamicTypeDefinition};
//! use ods_runtime::ods::{convert::type_attr, op::op_error};
//! use ods_runtime::registry::{DefinitionId, DialectInfo};
//! use ods_runtime::diag::Diagnostic;
//! use ods_runtime::{parse_source, verify::verify, Context, IntegerType, Signedness};
//!
//! struct MyDialect;
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut ctx = Context::new();
//! let mut info = DialectInfo::new("my", DefinitionId::of::<MyDialect>());
//! info.extensible = true;
//! ctx.registry.register_dialect(info)?;
//!
//! let mut dialect = ctx.extensible_dialect_mut("my")?;
//! let pair = dialect.register_dynamic_type(DynamicTypeDefinition::new(
//!     "pair",
//!     |_ctx, loc, params| match params.len() {
//!         2 => Ok(()),
//!         n => Err(Diagnostic::error(loc, format!("expected 2 type arguments, but had {n}"))),
//!     },
//! ))?;
//! dialect.register_dynamic_op(DynamicOpDefinition::new("nop", |ctx, op| {
//!     match ctx.num_operands(op) {
//!         0 => Ok(()),
//!         n => Err(op_error(ctx, op, format!("expected no operands, but had {n}"))),
//!     }
//! }))?;
//!
//! let module = parse_source(&mut ctx, r#"%0 = "my.nop"() : () -> !my.pair<i32, f64>"#, "in.mlir")?;
//! verify(&ctx, module)?;
//! let i32 = IntegerType::get(&mut ctx, 32, Signedness::Signless).ty();
//! let i32 = type_attr(&mut ctx, i32);
//! let error = DynamicType::get(&mut ctx, &pair, vec![i32]).unwrap_err();
//! assert_eq!(error.message, "expected 2 type arguments, but had 1");
//! # Ok(())
//! # }
//! ```

mod op;
mod parse;
mod type_attr;

pub use op::DynamicOpDefinition;
pub use type_attr::{DynamicAttr, DynamicAttrDefinition, DynamicType, DynamicTypeDefinition};

use crate::context::Context;
use crate::registry::Registry;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// Why a dialect cannot be extended, or a definition not registered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DynamicError {
    /// No dialect is registered under the namespace.
    UnknownDialect(String),
    /// The dialect is registered but not extensible.
    NotExtensible(String),
    /// Something of that kind and full name is registered already.
    AlreadyRegistered {
        /// `"operation"`, `"type"` or `"attribute"`.
        kind: &'static str,
        /// The full name, `dialect.name`.
        name: String,
    },
}

impl std::fmt::Display for DynamicError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DynamicError::UnknownDialect(ns) => write!(f, "dialect '{ns}' is not registered"),
            DynamicError::NotExtensible(ns) => write!(f, "dialect '{ns}' is not extensible"),
            DynamicError::AlreadyRegistered { kind, name } => {
                write!(f, "{kind} '{name}' is already registered")
            }
        }
    }
}

impl std::error::Error for DynamicError {}

/// The dynamic types and attributes of the extensible dialects, by
/// namespace and name (dynamic ops live with the others in the registry).
#[derive(Clone, Default)]
pub(crate) struct DynamicDefs {
    types: FxHashMap<&'static str, FxHashMap<String, Arc<DynamicTypeDefinition>>>,
    attrs: FxHashMap<&'static str, FxHashMap<String, Arc<DynamicAttrDefinition>>>,
}

impl Registry {
    /// The dynamic type `name` of dialect `namespace` (MLIR's
    /// `lookupTypeDefinition`).
    pub fn dynamic_type(&self, namespace: &str, name: &str) -> Option<&Arc<DynamicTypeDefinition>> {
        self.dynamic.types.get(namespace)?.get(name)
    }

    /// The dynamic attribute `name` of dialect `namespace` (MLIR's
    /// `lookupAttrDefinition`).
    pub fn dynamic_attr(&self, namespace: &str, name: &str) -> Option<&Arc<DynamicAttrDefinition>> {
        self.dynamic.attrs.get(namespace)?.get(name)
    }

    /// Whether the dialect of `namespace` is registered and extensible.
    pub fn is_extensible(&self, namespace: &str) -> bool {
        self.dialect(namespace).is_some_and(|d| d.extensible)
    }
}

impl Context {
    /// The extensible dialect `namespace`, to add dynamic ops, types and
    /// attributes to; an error when it is not registered or not
    /// extensible.
    pub fn extensible_dialect_mut(
        &mut self,
        namespace: &str,
    ) -> Result<ExtensibleDialect<'_>, DynamicError> {
        let Some(info) = self.registry.dialect(namespace) else {
            return Err(DynamicError::UnknownDialect(namespace.to_string()));
        };
        if !info.extensible {
            return Err(DynamicError::NotExtensible(namespace.to_string()));
        }
        let namespace = info.namespace;
        Ok(ExtensibleDialect {
            ctx: self,
            namespace,
        })
    }
}

/// An extensible dialect of a context, open for registration (MLIR's
/// `ExtensibleDialect`): [`Context::extensible_dialect_mut`].
pub struct ExtensibleDialect<'c> {
    ctx: &'c mut Context,
    namespace: &'static str,
}

impl ExtensibleDialect<'_> {
    /// The dialect's namespace.
    pub fn namespace(&self) -> &'static str {
        self.namespace
    }

    /// Registers the op `namespace.name`; an error when an op of that
    /// name (dynamic or not) is registered.
    pub fn register_dynamic_op(&mut self, def: DynamicOpDefinition) -> Result<(), DynamicError> {
        op::register(self.ctx, self.namespace, def)
    }

    /// Registers a dynamic type and returns its definition, which makes
    /// instances ([`DynamicType::get`]); an error when the dialect has a
    /// dynamic type of that name.
    pub fn register_dynamic_type(
        &mut self,
        mut def: DynamicTypeDefinition,
    ) -> Result<Arc<DynamicTypeDefinition>, DynamicError> {
        def.core.dialect = self.namespace;
        let defs = self.ctx.registry.dynamic.types.entry(self.namespace);
        insert_unique(defs.or_default(), "type", self.namespace, def)
    }

    /// Registers a dynamic attribute and returns its definition
    /// ([`DynamicAttr::get`]); an error when the dialect has a dynamic
    /// attribute of that name.
    pub fn register_dynamic_attr(
        &mut self,
        mut def: DynamicAttrDefinition,
    ) -> Result<Arc<DynamicAttrDefinition>, DynamicError> {
        def.core.dialect = self.namespace;
        let defs = self.ctx.registry.dynamic.attrs.entry(self.namespace);
        insert_unique(defs.or_default(), "attribute", self.namespace, def)
    }

    /// The dynamic type `name` of this dialect.
    pub fn lookup_type_definition(&self, name: &str) -> Option<Arc<DynamicTypeDefinition>> {
        self.ctx
            .registry
            .dynamic_type(self.namespace, name)
            .cloned()
    }

    /// The dynamic attribute `name` of this dialect.
    pub fn lookup_attr_definition(&self, name: &str) -> Option<Arc<DynamicAttrDefinition>> {
        self.ctx
            .registry
            .dynamic_attr(self.namespace, name)
            .cloned()
    }

    /// The dynamic op `name` (without the dialect prefix) of this dialect.
    pub fn lookup_op_definition(&mut self, name: &str) -> Option<Arc<DynamicOpDefinition>> {
        let full = self.ctx.symbol(&format!("{}.{name}", self.namespace));
        self.ctx.registry.get(full)?.dynamic.clone()
    }
}

/// What the maps of dynamic types and attributes need of a definition.
trait Named {
    fn name(&self) -> &str;
}

impl Named for DynamicTypeDefinition {
    fn name(&self) -> &str {
        &self.core.name
    }
}

impl Named for DynamicAttrDefinition {
    fn name(&self) -> &str {
        &self.core.name
    }
}

fn insert_unique<D: Named>(
    defs: &mut FxHashMap<String, Arc<D>>,
    kind: &'static str,
    namespace: &str,
    def: D,
) -> Result<Arc<D>, DynamicError> {
    if defs.contains_key(def.name()) {
        return Err(DynamicError::AlreadyRegistered {
            kind,
            name: format!("{namespace}.{}", def.name()),
        });
    }
    let def = Arc::new(def);
    defs.insert(def.name().to_string(), def.clone());
    Ok(def)
}
