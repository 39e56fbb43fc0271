//! The dialect registry: what is known about each registered operation
//! (traits and the hooks that generated code provides).

use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{Attribute, OpId, OperationState, Symbol};
use rustc_hash::FxHashMap;
use std::any::TypeId;

/// Structural traits the verifier and printer rely on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traits(pub u32);

impl Traits {
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1);
    pub const NO_TERMINATOR: Traits = Traits(2);
    pub const SINGLE_BLOCK: Traits = Traits(4);
    pub const TERMINATOR: Traits = Traits(8);
    /// Regions are graph regions: no dominance requirement.
    pub const GRAPH_REGIONS: Traits = Traits(16);
    pub const SYMBOL_TABLE: Traits = Traits(32);
    pub const ZERO_OPERANDS: Traits = Traits(64);
    pub const ZERO_RESULTS: Traits = Traits(128);

    pub fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }
}

pub type VerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;
pub type ParseFn = fn(&mut OpAsmParser<'_, '_>, &mut OperationState) -> PResult<()>;
pub type PrintFn = fn(&mut OpAsmPrinter<'_, '_>, OpId) -> crate::context::IrResult<()>;
/// Folds an operation given its constant operands: `Some` attributes (or
/// values, by result) when it folds.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;

/// A rewrite of one operation: `Ok(true)` when it changed the IR. The
/// canonicalization patterns of an op (`hasCanonicalizer`,
/// `hasCanonicalizeMethod`) have this shape.
pub type PatternFn = fn(&mut Context, OpId) -> crate::context::IrResult<bool>;

/// What a result folds to: a constant or an existing value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldResult {
    Attr(Attribute),
    Value(crate::ir::Value),
}

/// Which Rust definition an [`OpInfo`] comes from, as MLIR tells ops apart
/// by their `TypeID`: registering one again is a no-op, and another
/// definition under a registered name is an error.
#[derive(Clone, Copy, Debug)]
pub struct DefinitionId {
    id: TypeId,
    name: &'static str,
}

impl DefinitionId {
    /// The definition whose Rust type is `T` (the generated op struct).
    pub fn of<T: 'static>() -> DefinitionId {
        DefinitionId {
            id: TypeId::of::<T>(),
            name: std::any::type_name::<T>(),
        }
    }
}

impl PartialEq for DefinitionId {
    fn eq(&self, other: &DefinitionId) -> bool {
        self.id == other.id
    }
}

impl Eq for DefinitionId {}

/// An operation name that another definition already holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegistryError {
    pub name: String,
    pub registered: DefinitionId,
    pub rejected: DefinitionId,
}

impl std::fmt::Display for RegistryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "operation '{}' is already registered by `{}`; `{}` cannot register another definition under that name",
            self.name, self.registered.name, self.rejected.name
        )
    }
}

impl std::error::Error for RegistryError {}

/// Everything registered for one operation name.
#[derive(Clone)]
pub struct OpInfo {
    pub name: Symbol,
    pub definition: DefinitionId,
    pub traits: Traits,
    /// Inherent attribute names: given in the attribute dictionary of the
    /// generic form, they move to the properties.
    pub inherent_attrs: &'static [&'static str],
    pub verify: Option<VerifyFn>,
    pub verify_regions: Option<VerifyFn>,
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    pub fold: Option<FoldFn>,
    /// The op's canonicalization patterns.
    pub canonicalization_patterns: Option<fn() -> Vec<PatternFn>>,
}

impl OpInfo {
    pub fn new(name: Symbol, definition: DefinitionId) -> OpInfo {
        OpInfo {
            name,
            definition,
            traits: Traits::default(),
            inherent_attrs: &[],
            verify: None,
            verify_regions: None,
            parse: None,
            print: None,
            fold: None,
            canonicalization_patterns: None,
        }
    }
}

#[derive(Default)]
pub struct Registry {
    ops: FxHashMap<Symbol, OpInfo>,
    by_name: FxHashMap<String, Symbol>,
}

impl Registry {
    /// Registers `info` under `name`. The same definition again changes
    /// nothing (a dialect may be registered twice); another definition
    /// under a registered name is an error and leaves the first in place.
    pub fn register(&mut self, name: &str, info: OpInfo) -> Result<(), RegistryError> {
        if let Some(old) = self.ops.get(&info.name) {
            if old.definition == info.definition {
                return Ok(());
            }
            return Err(RegistryError {
                name: name.to_string(),
                registered: old.definition,
                rejected: info.definition,
            });
        }
        self.by_name.insert(name.to_string(), info.name);
        self.ops.insert(info.name, info);
        Ok(())
    }

    pub fn get(&self, name: Symbol) -> Option<&OpInfo> {
        self.ops.get(&name)
    }

    pub fn is_registered(&self, name: Symbol) -> bool {
        self.ops.contains_key(&name)
    }

    /// The operation a custom form names: `name`, or `builtin.name`.
    pub fn lookup_custom(&self, name: &str) -> Option<OpInfo> {
        let sym = self
            .by_name
            .get(name)
            .or_else(|| self.by_name.get(&format!("builtin.{name}")))?;
        self.ops.get(sym).cloned()
    }

    pub fn traits(&self, name: Symbol) -> Option<Traits> {
        self.ops.get(&name).map(|i| i.traits)
    }
}
