//! The dialect registry: what is known about each registered operation
//! (traits and the hooks that generated code provides).

use crate::asm::{AsmParser, OpAsmParser, OpAsmPrinter, PResult};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{
    AttrOrType, Attribute, BlockId, OpId, OperationState, RegionId, Symbol, Type, Value,
};
use rustc_hash::FxHashMap;
use std::any::TypeId;

/// Structural traits the verifier and printer rely on: a bit set, combined
/// with `|`. The other ODS traits are checked by the op's generated
/// verifier instead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traits(pub u32);

impl Traits {
    /// `IsolatedFromAbove`: regions may not use values defined outside
    /// the op.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1);
    /// `NoTerminator`: a single-block region needs no terminator.
    pub const NO_TERMINATOR: Traits = Traits(2);
    /// `SingleBlock`: each region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(4);
    /// `Terminator`: the op must end its block; custom forms may elide it.
    pub const TERMINATOR: Traits = Traits(8);
    /// Regions are graph regions: no dominance requirement.
    pub const GRAPH_REGIONS: Traits = Traits(16);
    /// `SymbolTable`: the op's region holds named symbols (recorded; not
    /// checked yet).
    pub const SYMBOL_TABLE: Traits = Traits(32);
    /// `ZeroOperands`.
    pub const ZERO_OPERANDS: Traits = Traits(64);
    /// `ZeroResults`.
    pub const ZERO_RESULTS: Traits = Traits(128);
    /// `ConstantLike`: the op makes a constant (its folder returns it);
    /// the rewrite driver deduplicates and hoists such ops.
    pub const CONSTANT_LIKE: Traits = Traits(256);
    /// `RecursiveMemoryEffects`: the op's effects are those of the ops in
    /// its regions.
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(512);
    /// `Commutative`: the operands may be reordered; folding moves the
    /// constant ones last.
    pub const COMMUTATIVE: Traits = Traits(1024);
    /// `Idempotent`: `f(f(x))` is `f(x)`, and `f(x, x)` is `x`.
    pub const IDEMPOTENT: Traits = Traits(2048);
    /// `Involution`: `f(f(x))` is `x`.
    pub const INVOLUTION: Traits = Traits(4096);
    /// `AlwaysSpeculatableImplTrait` (part of `Pure`): the op may always
    /// run speculatively.
    pub const ALWAYS_SPECULATABLE: Traits = Traits(8192);
    /// `RecursivelySpeculatableImplTrait`: the op may run speculatively
    /// when the ops in its regions may.
    pub const RECURSIVELY_SPECULATABLE: Traits = Traits(16384);
    /// `AutomaticAllocationScope`: stack allocations (`memref.alloca`) in
    /// the op's regions are freed when control leaves them.
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(32768);
    /// `Elementwise`: the op maps each element of its vector or tensor
    /// operands on its own (patterns match ops by it, as MLIR's
    /// `OpTraitRewritePattern<OpTrait::Elementwise>`).
    pub const ELEMENTWISE: Traits = Traits(65536);
    /// `AffineScope`: the op's regions start a new scope of affine
    /// symbols: its values and region arguments are valid symbols of the
    /// `affine` ops inside.
    pub const AFFINE_SCOPE: Traits = Traits(131072);
    /// `MemRefsNormalizable`: the op keeps its meaning when its memref
    /// operands and results trade an affine layout for the identity
    /// (`normalize-memrefs` rewrites only such users).
    pub const MEMREFS_NORMALIZABLE: Traits = Traits(262144);

    /// Whether every trait of `other` is in `self`.
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

/// Checks one operation; the error is the diagnostic to report.
pub type VerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;
/// Registers and loads a dialect with the dialects it depends on (its
/// generated `try_register`, [`DialectInfo::load`]).
pub type DialectLoadFn = fn(&mut Context) -> Result<(), RegistryError>;
/// Parses an op's custom form after its name: fills the state (operands,
/// result types, attributes, regions) that the parser then creates the op
/// from.
pub type ParseFn = fn(&mut OpAsmParser<'_, '_>, &mut OperationState) -> PResult<()>;
/// Prints an op's custom form after its name, which the printer has
/// written (as MLIR's `printAssembly` does); an error only when writing
/// fails.
pub type PrintFn = fn(&mut OpAsmPrinter<'_, '_>, OpId) -> crate::context::IrResult<()>;
/// Takes a name suggested for a value (MLIR's `OpAsmSetValueNameFn`); an
/// empty name asks for the default number.
pub type SetValueNameFn<'a> = &'a mut dyn FnMut(Value, &str);
/// `OpAsmOpInterface::getAsmResultNames`: suggests names for results of
/// the op (`%c0`, `%true`); a name given to result `i > 0` starts a result
/// group there (`%a, %b:2 = ...`). Other values and second names are
/// ignored.
pub type AsmResultNamesFn = fn(&Context, OpId, SetValueNameFn<'_>);
/// `OpAsmOpInterface::getAsmBlockArgumentNames`: suggests names for the
/// arguments of the blocks of one of the op's regions. Other values and
/// second names are ignored.
pub type AsmBlockArgNamesFn = fn(&Context, OpId, RegionId, SetValueNameFn<'_>);
/// Takes the name a type suggests for a value of it (MLIR's
/// `OpAsmSetNameFn`, `OpAsmTypeInterface::getAsmName`).
pub type SetNameFn<'a> = &'a mut dyn FnMut(&str);
/// Takes a name for a block (MLIR's `OpAsmSetBlockNameFn`), printed
/// `^name` after sanitizing.
pub type SetBlockNameFn<'a> = &'a mut dyn FnMut(BlockId, &str);
/// `OpAsmOpInterface::getAsmBlockNames`: names for the blocks of the op's
/// regions. Blocks of other ops, empty and second names are ignored.
pub type AsmBlockNamesFn = fn(&Context, OpId, SetBlockNameFn<'_>);
/// Folds an operation given its constant operands: `Some` attributes (or
/// values, by result) when it folds.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;
/// Completes an op's properties dictionary (`None` for none) with the
/// defaults it lacks: [`OpInfo::populate_default_properties`].
pub type PopulateDefaultsFn = fn(&mut Context, Option<Attribute>) -> Option<Attribute>;

/// An op's conversion of an attribute given in `<{...}>` for one of its
/// inherent names ([`OpInfo::convert_property`]).
pub type ConvertPropertyFn = fn(&mut Context, &str, Attribute) -> Result<Attribute, String>;

/// A rewrite of one operation through the rewriter: `Ok(true)` when it
/// changed the IR. The canonicalization patterns of an op
/// (`hasCanonicalizer`, `hasCanonicalizeMethod`) have this shape.
pub type PatternFn =
    fn(&mut crate::rewrite::PatternRewriter<'_>, OpId) -> crate::context::IrResult<bool>;

/// A memory effect an operation declares (`MemoryEffects<[MemRead]>`), as
/// MLIR's `MemoryEffects::Effect` kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryEffect {
    /// `MemAlloc`.
    Allocate,
    /// `MemAlloc` on one of the op's results (`Res<..., [MemAlloc]>`): an
    /// allocation the op's value stands for, which does not keep an unused
    /// op alive (MLIR's `wouldOpBeTriviallyDead`).
    AllocateResult,
    /// `MemFree`.
    Free,
    /// `MemRead`.
    Read,
    /// `MemWrite`.
    Write,
}

/// The state of a constant op of the dialect that makes `value` of type
/// `ty` at `loc`, or `None` when the dialect cannot (MLIR's
/// `Dialect::materializeConstant`): how folding turns an attribute into a
/// value.
pub type MaterializeConstantFn =
    fn(&mut Context, Attribute, crate::Type, Attribute) -> Option<crate::OperationState>;

/// What a result folds to: a constant or an existing value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// A constant, to materialize in place of the result.
    Attr(Attribute),
    /// An existing value that replaces the result.
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

/// An operation name or dialect namespace that another definition already
/// holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegistryError {
    /// What is registered twice: `"operation"` or `"dialect"`.
    pub what: &'static str,
    /// The operation name or dialect namespace.
    pub name: String,
    /// The definition registered first, which stays.
    pub registered: DefinitionId,
    /// The definition that was refused.
    pub rejected: DefinitionId,
}

impl std::fmt::Display for RegistryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} '{}' is already registered by `{}`; `{}` cannot register another definition under that name",
            self.what,
            self.name, self.registered.name, self.rejected.name
        )
    }
}

impl std::error::Error for RegistryError {}

/// Parses a dialect type after `!dialect.` (or inside `!dialect<...>`):
/// MLIR's `Dialect::parseType`.
pub type ParseTypeFn = fn(&mut AsmParser<'_, '_>) -> PResult<Type>;
/// Parses a dialect attribute after `#dialect.`, given the type written
/// after it (`: type`), if any: MLIR's `Dialect::parseAttribute`.
pub type ParseAttrFn = fn(&mut AsmParser<'_, '_>, Option<Type>) -> PResult<Attribute>;

/// How a dialect names an attribute or type in the printed IR (MLIR's
/// `OpAsmDialectInterface::getAlias` result).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AliasResult {
    /// An alias, which another hook may override.
    Overlapping(String),
    /// An alias that no other hook overrides.
    Final(String),
}

impl AliasResult {
    /// The alias name, without its `#` or `!`.
    pub fn name(&self) -> &str {
        match self {
            AliasResult::Overlapping(n) | AliasResult::Final(n) => n,
        }
    }
}

/// The alias hook of a dialect: an alias for an attribute or type, or
/// `None`.
pub type AliasFn = fn(&Context, AttrOrType) -> Option<AliasResult>;

/// What a dialect registers besides its operations: how its attributes and
/// types are read, and the aliases it gives them when printed.
#[derive(Clone)]
pub struct DialectInfo {
    /// The namespace (`toy`).
    pub namespace: &'static str,
    /// The Rust definition it comes from.
    pub definition: DefinitionId,
    /// Reads the dialect's types; without one, a type of the dialect is an
    /// error (`dialect 'x' provides no type parsing hook`).
    pub parse_type: Option<ParseTypeFn>,
    /// Reads the dialect's attributes; without one, an attribute of the
    /// dialect is an error.
    pub parse_attr: Option<ParseAttrFn>,
    /// Names attributes and types in the printed IR (`OpAsmDialectInterface`).
    pub alias: Option<AliasFn>,
    /// `hasConstantMaterializer`: makes the constants folding produces.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// The dialect's own object, one per context: what
    /// [`Context::dialect`] returns.
    pub object: std::sync::Arc<dyn std::any::Any + Send + Sync>,
    /// Verifies an attribute named `<namespace>.x` on any op
    /// (`hasOperationAttrVerify`, and the types of `discardableAttrs`):
    /// MLIR's `Dialect::verifyOperationAttribute`.
    pub verify_op_attr: Option<VerifyOpAttrFn>,
    /// Verifies an attribute of the dialect on an argument of a region of
    /// an op (`hasRegionArgAttrVerify`; a function's `arg_attrs`).
    pub verify_region_arg_attr: Option<VerifyRegionAttrFn>,
    /// Verifies an attribute of the dialect on a result of a region of an
    /// op (`hasRegionResultAttrVerify`; a function's `res_attrs`).
    pub verify_region_result_attr: Option<VerifyRegionAttrFn>,
    /// Answers interface queries for the dialect's ops that do not
    /// implement the interface themselves, registered or not
    /// (`hasOperationInterfaceFallback`).
    pub op_interface_fallback: Option<InterfaceFallbackFn>,
    /// Dialect-wide canonicalization patterns (`hasCanonicalizer`), which
    /// the canonicalizer adds before the ops' own.
    pub canonicalization_patterns: Option<fn(&mut crate::rewrite::RewritePatternSet)>,
    /// Run when the context is dropped (`hasNonDefaultDestructor`), in
    /// reverse registration order.
    pub destroy: Option<fn(&mut Context)>,
    /// `isExtensible`: ops, types and attributes may be added to the
    /// dialect at runtime ([`Context::extensible_dialect_mut`]).
    pub extensible: bool,
    /// How the inliner treats the dialect's ops (MLIR's
    /// `DialectInlinerInterface`); without one, nothing of the dialect is
    /// inlined.
    pub inliner: Option<std::sync::Arc<dyn crate::interfaces::inliner::DialectInlinerInterface>>,
    /// Registers and loads the dialect with the dialects it depends on
    /// (its generated `try_register`): how [`Context::load_dialect`] loads
    /// it on first use.
    pub load: Option<DialectLoadFn>,
    /// Run when [`Context::load_dialect`] loads the dialect: MLIR's
    /// dialect extensions that load further dialects whose ops their
    /// interfaces create (func's inliner loads cf).
    pub load_extensions: Vec<fn(&mut Context)>,
}

impl DialectInfo {
    /// The dialect `namespace` with no hooks; set the ones it has, then
    /// [`Registry::register_dialect`] it.
    pub fn new(namespace: &'static str, definition: DefinitionId) -> DialectInfo {
        DialectInfo {
            namespace,
            definition,
            parse_type: None,
            parse_attr: None,
            alias: None,
            materialize_constant: None,
            object: std::sync::Arc::new(()),
            verify_op_attr: None,
            verify_region_arg_attr: None,
            verify_region_result_attr: None,
            op_interface_fallback: None,
            canonicalization_patterns: None,
            destroy: None,
            extensible: false,
            inliner: None,
            load: None,
            load_extensions: Vec::new(),
        }
    }

    /// The dialect whose Rust type is `T`, with `object` as its object (the
    /// value [`Context::dialect`] returns) and no hooks.
    pub fn of<T: std::any::Any + Send + Sync>(namespace: &'static str, object: T) -> DialectInfo {
        DialectInfo {
            object: std::sync::Arc::new(object),
            ..DialectInfo::new(namespace, DefinitionId::of::<T>())
        }
    }
}

/// `Dialect::verifyOperationAttribute`: checks the attribute `name` (of
/// the dialect) with value `value` on `op`.
pub type VerifyOpAttrFn = fn(&Context, OpId, &str, Attribute) -> Result<(), Diagnostic>;
/// `Dialect::verifyRegionArgAttribute` (and `...ResultAttribute`): checks
/// the attribute `name` = `value` on argument (result) `index` of region
/// `region` of `op`.
pub type VerifyRegionAttrFn =
    fn(&Context, OpId, usize, usize, &str, Attribute) -> Result<(), Diagnostic>;
/// `Dialect::getRegisteredInterfaceForOp`: the concept, as
/// [`crate::interfaces::InterfaceMap`] holds them, of the interface whose
/// concept type is `interface`, for the op named `op_name` of the dialect.
pub type InterfaceFallbackFn =
    fn(&Context, &str, TypeId) -> Option<&'static (dyn std::any::Any + Send + Sync)>;

/// Everything registered for one operation name.
#[derive(Clone)]
pub struct OpInfo {
    /// The full name, `dialect.mnemonic`.
    pub name: Symbol,
    /// The Rust definition it comes from, which tells a second
    /// registration of the same op from a clash.
    pub definition: DefinitionId,
    /// The structural traits.
    pub traits: Traits,
    /// Inherent attribute names: given in the attribute dictionary of the
    /// generic form, they move to the properties.
    pub inherent_attrs: &'static [&'static str],
    /// The inherent attributes that print in the attribute dictionary of
    /// the generic form instead of `<{...}>`, where they are refused
    /// (`usePropertiesForAttributes = 0` on the op's dialect). The context
    /// keeps them with the properties all the same.
    pub dictionary_attrs: &'static [&'static str],
    /// The inherent names that are properties rather than attributes
    /// (MLIR's `Property` arguments): given in an attribute dictionary they
    /// stay discardable attributes, as MLIR's `setInherentAttr` knows only
    /// attributes.
    pub properties: &'static [&'static str],
    /// An attribute given in `<{...}>` for an inherent name as the op keeps
    /// it (MLIR's `setPropertiesFromAttr`), or, when it does not convert,
    /// what the parser says after `invalid properties {...} for op x: `.
    pub convert_property: Option<ConvertPropertyFn>,
    /// The inherent attributes' constraints, which the parser checks on
    /// those given in an attribute dictionary (MLIR's
    /// `verifyInherentAttrs`); the verifier checks them all again.
    pub attr_constraints: &'static [crate::ods::spec::AttrSpec],
    /// The dialect whose ops drop their prefix in the custom forms printed
    /// in this op's regions (`OpAsmOpInterface::getDefaultDialect`).
    pub default_dialect: Option<&'static str>,
    /// Names for the op's results when it prints in its custom form.
    pub asm_result_names: Option<AsmResultNamesFn>,
    /// Names for the block arguments of the op's regions when it prints
    /// in its custom form.
    pub asm_block_arg_names: Option<AsmBlockArgNamesFn>,
    /// Names for the blocks of the op's regions when it prints in its
    /// custom form.
    pub asm_block_names: Option<AsmBlockNamesFn>,
    /// The op's own checks (constraints, traits, `hasVerifier`), run
    /// before the ops nested in it are verified.
    pub verify: Option<VerifyFn>,
    /// `hasRegionVerifier`: run after the nested ops verified.
    pub verify_regions: Option<VerifyFn>,
    /// The custom form's parser; without one, only the generic form
    /// parses.
    pub parse: Option<ParseFn>,
    /// The custom form's printer; without one, the op prints generic.
    pub print: Option<PrintFn>,
    /// Whether only the attributes its custom form prints as attributes
    /// get aliases (as MLIR's alias pass runs the printer): for a form that
    /// writes some of its attributes otherwise (`affine.load`'s map as
    /// subscripts, `affine.for`'s constant bounds as integers). By default
    /// all of a custom-printed op's attributes are visited.
    pub aliases_from_printed_attrs: bool,
    /// The memory effects the op declares (`NoMemoryEffect`, `Pure`:
    /// none); `None` when it does not implement `MemoryEffectOpInterface`,
    /// so that its effects are unknown.
    pub memory_effects: Option<&'static [MemoryEffect]>,
    /// The memory effects of an op that computes them
    /// (`MemoryEffectOpInterface::getEffects` written for it), asked when
    /// `memory_effects` is `None`.
    pub effects_hook: Option<fn(&Context, OpId) -> Vec<MemoryEffect>>,
    /// The folder (`hasFolder`).
    pub fold: Option<FoldFn>,
    /// The op's canonicalization patterns.
    pub canonicalization_patterns: Option<fn(&mut crate::rewrite::RewritePatternSet)>,
    /// Fills the defaults of default-valued attributes and properties the
    /// op is created without into its properties (MLIR's generated
    /// `populateDefaultProperties`, run whenever a registered op is
    /// created): given the properties dictionary, returns it completed.
    pub populate_default_properties: Option<PopulateDefaultsFn>,
    /// The interfaces the op implements, by concept
    /// ([`crate::interfaces`]).
    pub interfaces: crate::interfaces::InterfaceMap,
    /// Its dialect's answer to queries of interfaces the op does not
    /// implement (`hasOperationInterfaceFallback`), copied from the
    /// dialect at registration.
    pub interface_fallback: Option<InterfaceFallbackFn>,
    /// The definition of a dynamic op ([`crate::dynamic`]), whose closures
    /// the hooks above call; `None` for an op defined in Rust.
    pub dynamic: Option<std::sync::Arc<crate::dynamic::DynamicOpDefinition>>,
}

impl OpInfo {
    /// The op named `name` with no traits and no hooks; set the fields
    /// that apply, then [`Registry::register`] it.
    pub fn new(name: Symbol, definition: DefinitionId) -> OpInfo {
        OpInfo {
            name,
            definition,
            traits: Traits::default(),
            inherent_attrs: &[],
            dictionary_attrs: &[],
            properties: &[],
            convert_property: None,
            attr_constraints: &[],
            default_dialect: None,
            asm_result_names: None,
            asm_block_arg_names: None,
            asm_block_names: None,
            verify: None,
            verify_regions: None,
            parse: None,
            print: None,
            aliases_from_printed_attrs: false,
            memory_effects: None,
            effects_hook: None,
            fold: None,
            canonicalization_patterns: None,
            populate_default_properties: None,
            interfaces: Default::default(),
            interface_fallback: None,
            dynamic: None,
        }
    }
}

/// The registered operations by name: [`Context::registry`]. The parser
/// finds custom forms and inherent attribute names here, the verifier
/// traits and verifiers, the printer custom forms.
#[derive(Clone, Default)]
pub struct Registry {
    ops: FxHashMap<Symbol, OpInfo>,
    by_name: FxHashMap<String, Symbol>,
    /// In registration order, which the alias hooks are asked in.
    dialects: Vec<DialectInfo>,
    /// The interfaces of attribute and type definitions, by the Rust type
    /// of their storage.
    def_interfaces: FxHashMap<TypeId, crate::interfaces::InterfaceMap>,
    /// The DRR patterns of the registered dialects' `.td` files, each
    /// file's `populate_with_generated` once.
    patterns: Vec<fn(&mut crate::rewrite::RewritePatternSet)>,
    /// The dynamic types and attributes of the extensible dialects.
    pub(crate) dynamic: crate::dynamic::DynamicDefs,
    /// The dialects loaded so far ([`Registry::mark_loaded`]).
    loaded: std::collections::BTreeSet<&'static str>,
}

impl Registry {
    /// Registers `info` under `name`. The same definition again changes
    /// nothing (a dialect may be registered twice); another definition
    /// under a registered name is an error and leaves the first in place.
    pub fn register(&mut self, name: &str, mut info: OpInfo) -> Result<(), RegistryError> {
        if let Some(old) = self.ops.get(&info.name) {
            if old.definition == info.definition {
                return Ok(());
            }
            return Err(RegistryError {
                what: "operation",
                name: name.to_string(),
                registered: old.definition,
                rejected: info.definition,
            });
        }
        if let Some((namespace, _)) = name.split_once('.') {
            info.interface_fallback = info
                .interface_fallback
                .or_else(|| self.dialect(namespace)?.op_interface_fallback);
        }
        self.by_name.insert(name.to_string(), info.name);
        self.ops.insert(info.name, info);
        Ok(())
    }

    /// Registers a dialect's hooks under its namespace; the same
    /// definition again changes nothing, another one is an error.
    pub fn register_dialect(&mut self, info: DialectInfo) -> Result<(), RegistryError> {
        if let Some(old) = self.dialect(info.namespace) {
            if old.definition == info.definition {
                return Ok(());
            }
            return Err(RegistryError {
                what: "dialect",
                name: info.namespace.to_string(),
                registered: old.definition,
                rejected: info.definition,
            });
        }
        self.dialects.push(info);
        Ok(())
    }

    /// Whether the dialect of `namespace` is registered: builtin, or one
    /// a `register` added (MLIR loads such a dialect when it is first
    /// used, see [`Context::load_dialect`]). MLIR refuses unknown ops and
    /// symbol bodies of such a dialect (it has no hook for them) rather
    /// than keeping them opaque.
    pub fn is_registered_dialect(&self, namespace: &str) -> bool {
        namespace == "builtin" || self.dialect(namespace).is_some()
    }

    /// Marks the dialect `namespace` loaded (MLIR's loaded dialects: those
    /// the parsed IR names, with the dialects they depend on, and those
    /// the passes of a pipeline depend on). A dialect's generated
    /// `try_register` marks it, and [`Context::load_dialect`] loads a
    /// registered one; which dialects are loaded is what MLIR's passes
    /// that visit "the loaded dialects" see (`convert-to-emitc`).
    pub fn mark_loaded(&mut self, namespace: &'static str) {
        self.loaded.insert(namespace);
    }

    /// Whether the dialect `namespace` is loaded.
    pub fn is_loaded(&self, namespace: &str) -> bool {
        self.loaded.contains(namespace)
    }

    /// Leaves only builtin loaded: what a tool does once it has
    /// registered the dialects it offers, as mlir-opt offers its dialects
    /// in a registry and a context loads each on first use.
    pub fn reset_loaded_dialects(&mut self) {
        self.loaded.clear();
        self.loaded.insert("builtin");
    }

    /// The loaded dialects (see [`Registry::mark_loaded`]), builtin
    /// among them, sorted by namespace as MLIR's `getLoadedDialects`.
    pub fn loaded_dialects(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.loaded.iter().copied()
    }

    /// The dialect of a dotted operation name, when it is registered.
    pub fn registered_dialect_of_op<'n>(&self, op_name: &'n str) -> Option<&'n str> {
        op_name
            .split_once('.')
            .map(|(d, _)| d)
            .filter(|d| self.is_registered_dialect(d))
    }

    /// The dialect registered under `namespace`.
    pub fn dialect(&self, namespace: &str) -> Option<&DialectInfo> {
        self.dialects.iter().find(|d| d.namespace == namespace)
    }

    /// The dialect registered under `namespace`, to set hooks the `.td`
    /// cannot give after its generated `register` (say, `alias`, MLIR's
    /// `OpAsmDialectInterface`).
    pub fn dialect_mut(&mut self, namespace: &str) -> Option<&mut DialectInfo> {
        self.dialects.iter_mut().find(|d| d.namespace == namespace)
    }

    /// The registered dialects, in registration order.
    pub fn dialects(&self) -> impl Iterator<Item = &DialectInfo> {
        self.dialects.iter()
    }

    /// Records the DRR patterns of a `.td` file (its generated
    /// `populate_with_generated`), once however often it is given.
    pub fn add_patterns(&mut self, populate: fn(&mut crate::rewrite::RewritePatternSet)) {
        if !self
            .patterns
            .iter()
            .any(|&p| std::ptr::fn_addr_eq(p, populate))
        {
            self.patterns.push(populate);
        }
    }

    /// The DRR patterns of the registered dialects, as `--apply-patterns`
    /// applies them.
    pub fn drr_patterns(&self) -> crate::rewrite::RewritePatternSet {
        let mut set = crate::rewrite::RewritePatternSet::new();
        for populate in &self.patterns {
            populate(&mut set);
        }
        set
    }

    /// What is registered for the op named `name`.
    pub fn get(&self, name: Symbol) -> Option<&OpInfo> {
        self.ops.get(&name)
    }

    /// The interfaces of the attribute or type definition whose storage
    /// type is `definition`, if it has any.
    pub fn def_interfaces(&self, definition: TypeId) -> Option<&crate::interfaces::InterfaceMap> {
        self.def_interfaces.get(&definition)
    }

    /// The interfaces of the definition whose storage type is
    /// `definition`, to add to.
    pub fn def_interfaces_mut(
        &mut self,
        definition: TypeId,
    ) -> &mut crate::interfaces::InterfaceMap {
        self.def_interfaces.entry(definition).or_default()
    }

    /// The registered op `name`, to change (attach an interface).
    pub fn get_mut(&mut self, name: Symbol) -> Option<&mut OpInfo> {
        self.ops.get_mut(&name)
    }

    /// The registered ops, sorted by name (as MLIR's
    /// `getRegisteredOperations`).
    pub fn ops(&self) -> impl Iterator<Item = &OpInfo> {
        let mut names: Vec<(&str, &OpInfo)> = self
            .by_name
            .iter()
            .filter_map(|(n, s)| Some((n.as_str(), self.ops.get(s)?)))
            .collect();
        names.sort_by_key(|(n, _)| *n);
        names.into_iter().map(|(_, info)| info)
    }

    /// Whether an op named `name` is registered.
    pub fn is_registered(&self, name: Symbol) -> bool {
        self.ops.contains_key(&name)
    }

    /// The operation a custom form names (MLIR's
    /// `parseCustomOperationName`): `name` when it is registered, else, for
    /// a name without a `.`, `default_dialect.name`, the default dialect
    /// of the enclosing op (`builtin` at the top level). The error says
    /// what was tried, in MLIR's words.
    pub fn lookup_custom(&self, name: &str, default_dialect: &str) -> Result<&OpInfo, String> {
        if let Some(info) = self.by_name.get(name).and_then(|s| self.ops.get(s)) {
            return Ok(info);
        }
        let (dialect, full) = match name.split_once('.') {
            Some((dialect, rest)) if !rest.is_empty() => (dialect, name.to_string()),
            _ => (default_dialect, format!("{default_dialect}.{name}")),
        };
        if let Some(info) = self.by_name.get(&full).and_then(|s| self.ops.get(s)) {
            return Ok(info);
        }
        let tried = if full != name {
            format!(" (tried '{full}' as well)")
        } else {
            String::new()
        };
        if self.namespaces().contains(&dialect) {
            Err(format!("custom op '{name}' is unknown{tried}"))
        } else {
            // MLIR puts a space after the name even without `tried`.
            Err(format!(
                "Dialect `{dialect}' not found for custom op '{name}' {tried}"
            ))
        }
    }

    /// The namespaces of the dialects with anything registered, sorted:
    /// the ops' prefixes, the dialects' hooks and `builtin`.
    pub fn namespaces(&self) -> Vec<&str> {
        let mut all: Vec<&str> = self
            .by_name
            .keys()
            .filter_map(|n| n.split_once('.').map(|(d, _)| d))
            .chain(self.dialects.iter().map(|d| d.namespace))
            .chain(["builtin"])
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    }

    /// The traits of the op named `name`; `None` when it is not
    /// registered.
    pub fn traits(&self, name: Symbol) -> Option<Traits> {
        self.ops.get(&name).map(|i| i.traits)
    }

    /// The traits of the op named `name`, by its text (a name that is not
    /// interned is not registered); `None` when it is not registered.
    pub fn traits_by_name(&self, name: &str) -> Option<Traits> {
        self.by_name.get(name).and_then(|&s| self.traits(s))
    }
}
