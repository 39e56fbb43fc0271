//! Dynamic operations (MLIR's `DynamicOpDefinition`). The registry's hooks
//! are `fn` pointers, which keeps the static path free of indirection; a
//! dynamic op registers the trampolines below, which find the op's
//! definition through [`OpInfo::dynamic`] and call its closures.

use super::DynamicError;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::context::{Context, IrResult};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, OpId, OperationState, Symbol};
use crate::registry::{DefinitionId, FoldResult, MemoryEffect, OpInfo, Traits};
use crate::rewrite::RewritePatternSet;
use std::sync::Arc;

type VerifyClosure = dyn Fn(&Context, OpId) -> Result<(), Diagnostic> + Send + Sync;
type ParseClosure =
    dyn Fn(&mut OpAsmParser<'_, '_>, &mut OperationState) -> PResult<()> + Send + Sync;
type PrintClosure = dyn Fn(&mut OpAsmPrinter<'_, '_>, OpId) -> IrResult<()> + Send + Sync;
type FoldClosure =
    dyn Fn(&mut Context, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>> + Send + Sync;
type PatternsClosure = dyn Fn(&mut RewritePatternSet) + Send + Sync;

/// An operation defined at runtime: its name within the dialect and its
/// hooks, set builder-style and registered with
/// [`ExtensibleDialect::register_dynamic_op`](super::ExtensibleDialect::register_dynamic_op).
/// The hooks have the shapes of the generated ones
/// ([`crate::registry::OpInfo`]), as closures.
pub struct DynamicOpDefinition {
    name: String,
    traits: Traits,
    memory_effects: Option<&'static [MemoryEffect]>,
    verify: Box<VerifyClosure>,
    verify_regions: Option<Box<VerifyClosure>>,
    parse: Option<Box<ParseClosure>>,
    print: Option<Box<PrintClosure>>,
    fold: Option<Box<FoldClosure>>,
    canonicalization_patterns: Option<Box<PatternsClosure>>,
}

impl DynamicOpDefinition {
    /// The op `name` (without its dialect prefix) checked by `verify`,
    /// which runs before the ops nested in it are verified; it has no
    /// traits, no custom form, no folder and no patterns until given them.
    pub fn new(
        name: impl Into<String>,
        verify: impl Fn(&Context, OpId) -> Result<(), Diagnostic> + Send + Sync + 'static,
    ) -> DynamicOpDefinition {
        DynamicOpDefinition {
            name: name.into(),
            traits: Traits::default(),
            memory_effects: None,
            verify: Box::new(verify),
            verify_regions: None,
            parse: None,
            print: None,
            fold: None,
            canonicalization_patterns: None,
        }
    }

    /// Checks run after the ops nested in the op verified
    /// (`verifyRegionInvariants`).
    pub fn with_region_verifier(
        mut self,
        verify: impl Fn(&Context, OpId) -> Result<(), Diagnostic> + Send + Sync + 'static,
    ) -> Self {
        self.verify_regions = Some(Box::new(verify));
        self
    }

    /// Reads the custom form after the op's name. Without a parser, the
    /// custom form is an error (`dynamic operation do not define any
    /// parser function`), as in MLIR.
    pub fn with_parser(
        mut self,
        parse: impl Fn(&mut OpAsmParser<'_, '_>, &mut OperationState) -> PResult<()>
            + Send
            + Sync
            + 'static,
    ) -> Self {
        self.parse = Some(Box::new(parse));
        self
    }

    /// Prints the custom form after the op's name; without a printer the
    /// op prints in the generic form.
    pub fn with_printer(
        mut self,
        print: impl Fn(&mut OpAsmPrinter<'_, '_>, OpId) -> IrResult<()> + Send + Sync + 'static,
    ) -> Self {
        self.print = Some(Box::new(print));
        self
    }

    /// The folder: given the op's constant operands, what its results fold
    /// to, or `None`.
    pub fn with_fold(
        mut self,
        fold: impl Fn(&mut Context, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>>
            + Send
            + Sync
            + 'static,
    ) -> Self {
        self.fold = Some(Box::new(fold));
        self
    }

    /// Adds the op's canonicalization patterns to a set, as the
    /// canonicalizer collects them.
    pub fn with_canonicalization_patterns(
        mut self,
        populate: impl Fn(&mut RewritePatternSet) + Send + Sync + 'static,
    ) -> Self {
        self.canonicalization_patterns = Some(Box::new(populate));
        self
    }

    /// The op's structural traits.
    pub fn with_traits(mut self, traits: Traits) -> Self {
        self.traits = traits;
        self
    }

    /// The memory effects the op has (`&[]`: none, as `Pure`), which let
    /// the rewrite driver erase it when its results are unused; without
    /// them its effects are unknown.
    pub fn with_memory_effects(mut self, effects: &'static [MemoryEffect]) -> Self {
        self.memory_effects = Some(effects);
        self
    }

    /// The name within the dialect (`dynamic_generic` of
    /// `test.dynamic_generic`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The op's structural traits.
    pub fn traits(&self) -> Traits {
        self.traits
    }

    /// Adds the op's canonicalization patterns, if it has any, to `set`.
    pub fn populate_canonicalization_patterns(&self, set: &mut RewritePatternSet) {
        if let Some(populate) = &self.canonicalization_patterns {
            populate(set);
        }
    }
}

impl std::fmt::Debug for DynamicOpDefinition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DynamicOpDefinition")
            .field("name", &self.name)
            .field("traits", &self.traits)
            .finish_non_exhaustive()
    }
}

/// Registers `def` as `namespace.name` with the trampolines of the hooks
/// it has.
pub(super) fn register(
    ctx: &mut Context,
    namespace: &'static str,
    def: DynamicOpDefinition,
) -> Result<(), DynamicError> {
    let full = format!("{namespace}.{}", def.name);
    let name = ctx.symbol(&full);
    if ctx.registry.is_registered(name) {
        return Err(DynamicError::AlreadyRegistered {
            kind: "operation",
            name: full,
        });
    }
    let mut info = OpInfo::new(name, DefinitionId::of::<DynamicOpDefinition>());
    info.traits = def.traits;
    info.memory_effects = def.memory_effects;
    info.verify = Some(verify);
    info.verify_regions = def.verify_regions.is_some().then_some(verify_regions as _);
    // Always: without a parser of its own the custom form reports MLIR's
    // error rather than the runtime's.
    info.parse = Some(parse);
    info.print = def.print.is_some().then_some(print as _);
    info.fold = def.fold.is_some().then_some(fold as _);
    info.dynamic = Some(Arc::new(def));
    ctx.registry
        .register(&full, info)
        .map_err(|e| DynamicError::AlreadyRegistered {
            kind: e.what,
            name: e.name,
        })
}

/// The definition of the dynamic op `name`, whose trampoline is running.
fn definition(ctx: &Context, name: Symbol) -> Arc<DynamicOpDefinition> {
    ctx.registry
        .get(name)
        .and_then(|info| info.dynamic.clone())
        .unwrap_or_else(|| {
            panic!(
                "the dynamic op '{}' lost its definition (OpInfo::dynamic)",
                ctx.symbol_str(name)
            )
        })
}

fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    (definition(ctx, ctx.op_name(op)).verify)(ctx, op)
}

fn verify_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    match &definition(ctx, ctx.op_name(op)).verify_regions {
        Some(verify) => verify(ctx, op),
        None => Ok(()),
    }
}

fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    match &definition(p.ctx(), state.name).parse {
        Some(parse) => parse(p, state),
        None => Err(p.emit_error(
            p.current_location(),
            "dynamic operation do not define any parser function",
        )),
    }
}

fn print(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
    let def = definition(p.ctx(), p.ctx().op_name(op));
    match &def.print {
        Some(print) => print(p, op),
        None => Ok(()),
    }
}

fn fold(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    (definition(ctx, ctx.op_name(op)).fold.as_ref()?)(ctx, op, operands)
}
