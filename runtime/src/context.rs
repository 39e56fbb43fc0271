//! The [`Context`]: uniquers for symbols, types and attributes, the IR
//! arenas, and the dialect registry. All mutation goes through `&mut Context`.

use crate::diag::Diagnostic;
use crate::ir::arena::{Arena, Id};
use crate::ir::attrs::{AffineExpr, AttrKind, Attribute, Symbol};
use crate::ir::interning::Interning;
use crate::ir::pool::Pool;
use crate::ir::source_locs::SourceLocs;
use crate::ir::storage::{AttrOrType, Storage};
use crate::ir::structure::*;
use crate::ir::types::{Type, TypeKind};
use crate::registry::Registry;
use crate::shared::CowArc;
use std::fmt;

/// Why an IR operation failed: erasing what is still used, writing printed
/// IR, reading an op that was not verified. Converts into a
/// [`Diagnostic`] (at an unknown location) with `?`.
///
/// A stale handle is a programming error, as an index out of bounds is:
/// the accessors panic with the message of [`IrError::StaleOp`] (and the
/// like) instead of returning it; [`Context::is_live`] checks first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// The operation was erased.
    StaleOp(OpId),
    /// The block was erased.
    StaleBlock(BlockId),
    /// The region was erased.
    StaleRegion(RegionId),
    /// An operation is erased while its results are still used.
    ResultsInUse(OpId),
    /// A block is erased while its arguments are still used.
    ArgumentsInUse(BlockId),
    /// An operand, result, argument or region index is out of range.
    OutOfRange(&'static str, usize),
    /// Inserting an entity that already has a parent.
    AlreadyAttached(&'static str),
    /// Writing printed IR failed.
    Io(String),
    /// An operation does not have the shape its definition gives it (a
    /// missing attribute, a wrong operand count): it was not verified.
    Invalid(String),
}

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrError::StaleOp(id) => write!(f, "operation {id:?} no longer exists"),
            IrError::StaleBlock(id) => write!(f, "block {id:?} no longer exists"),
            IrError::StaleRegion(id) => write!(f, "region {id:?} no longer exists"),
            IrError::ResultsInUse(id) => {
                write!(f, "operation {id:?} is erased while its results are in use")
            }
            IrError::ArgumentsInUse(id) => {
                write!(f, "block {id:?} is erased while its arguments are in use")
            }
            IrError::OutOfRange(what, i) => write!(f, "{what} index {i} is out of range"),
            IrError::AlreadyAttached(what) => write!(f, "the {what} already has a parent"),
            IrError::Io(e) => write!(f, "cannot write: {e}"),
            IrError::Invalid(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for IrError {}

/// The result of an IR operation that can fail ([`IrError`]).
pub type IrResult<T> = Result<T, IrError>;

/// Owns everything: uniqued types, attributes and strings; every operation,
/// block and region; the registry of known operations.
pub struct Context {
    /// Symbols, types, attributes and parsed sources, shared with the
    /// context's forks.
    pub(crate) interned: Interning,
    pub(crate) ops: Arena<OpData>,
    pub(crate) blocks: Arena<BlockData>,
    pub(crate) regions: Arena<RegionData>,
    /// The operands, results, regions and successors of the operations.
    pub(crate) operand_pool: Pool<Operand>,
    pub(crate) result_pool: Pool<ValueSlot>,
    pub(crate) region_pool: Pool<RegionId>,
    pub(crate) successor_pool: Pool<BlockId>,
    /// The operations registered so far, by name: their traits and
    /// hooks (verifier, parser, printer, folder). `builtin.module` is
    /// always there; a dialect adds its ops with its `register` function.
    pub registry: CowArc<Registry>,
    /// Whether operations that no dialect registered are accepted.
    pub allow_unregistered: bool,
    /// Whether the verifier's errors at an operation carry the note
    /// "see current operation: ..." (MLIR's `printOpOnDiagnostic`, on by
    /// default; `--verify-diagnostics` turns it off).
    pub print_op_on_diagnostic: bool,
    /// Whether the verifier checks the operations isolated from above that
    /// one operation holds on several threads (MLIR's multithreading, on by
    /// default; mlir-opt's `--mlir-disable-threading` turns it off).
    pub multithreading: bool,
    /// Whether parsing a file makes a `builtin.module` around its
    /// top-level operations unless it holds one module (on by default;
    /// off, the file must hold one operation, which is the result:
    /// mlir-opt's `--no-implicit-module`).
    pub implicit_module: bool,
    /// The engine that reports the remarks passes emit
    /// ([`Context::remark`]); none by default, and remarks are dropped.
    pub remarks: Option<std::sync::Arc<crate::remark::RemarkEngine>>,
    /// The printing flags the operation in that note is printed with
    /// (forced to the generic form, local scope, and elements attributes of
    /// more than 16 elements elided, as MLIR does).
    pub note_print_options: crate::asm::PrintOptions,
    /// Resources of the `{-# dialect_resources: ... #-}` section, kept as
    /// parsed: `(dialect, [(key, blob text)])` in order.
    pub dialect_resources: Vec<(Symbol, Vec<(Symbol, String)>)>,
    /// The `external_resources` section, kept as printed text by group:
    /// `(group, [(key, value)])`, the value a blob, a string or a bool.
    pub external_resources: Vec<(Symbol, Vec<(Symbol, String)>)>,
    unknown_loc: Attribute,
    empty_dictionary: Attribute,
    /// Alias names given in the input to attributes of other dialects,
    /// which print under the same names (their dialects chose them).
    pub(crate) dialect_attr_aliases: rustc_hash::FxHashMap<Attribute, String>,
    /// The same by name: the bodies of dialect attributes, kept as text,
    /// refer to each other by these names.
    pub(crate) dialect_alias_targets: rustc_hash::FxHashMap<String, Attribute>,
    /// Operations whose properties were written with aliases: operations
    /// that mlir-opt knows, whose properties it gives aliases.
    pub(crate) aliased_properties: rustc_hash::FxHashSet<OpId>,
    /// The mutable state of mutable dialect types and attributes; a fork
    /// starts with a copy, and its changes are merged back.
    pub(crate) mutable_states: rustc_hash::FxHashMap<AttrOrType, MutableState>,
    /// The properties a registered op is created with, by its name and the
    /// properties it was given: its defaults filled in
    /// ([`OpInfo::populate_default_properties`](crate::registry::OpInfo)),
    /// once per distinct pair rather than for every op.
    pub(crate) populated_properties:
        rustc_hash::FxHashMap<(Symbol, Option<Attribute>), Option<Attribute>>,
    /// Diagnostics emitted with [`Context::emit`], with the task that
    /// emitted them; a `Mutex` because verifiers, which see `&Context` (on
    /// several threads), emit warnings and remarks.
    emitted: std::sync::Mutex<Vec<(usize, Diagnostic)>>,
    /// The observers of the actions executed on this context
    /// ([`Context::execute_action`]), shared with its forks.
    pub(crate) action_observers: Option<crate::action::Observers>,
    /// The parsers attached to `external_resources` groups, by group.
    pub(crate) resource_parsers: Vec<(Symbol, crate::asm::resource_parser::ResourceParser)>,
}

/// The mutable state of a mutable type or attribute ([`Context::mutate`]).
pub(crate) type MutableState = std::sync::Arc<dyn std::any::Any + Send + Sync>;

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// An empty context with the builtin dialect (`builtin.module`)
    /// registered and unregistered operations refused.
    pub fn new() -> Context {
        let mut ctx = Context::without_ir(Interning::default(), CowArc::default());
        ctx.unknown_loc = ctx.attr(AttrKind::UnknownLoc);
        debug_assert_eq!(ctx.unknown_loc, Attribute::UNKNOWN_LOC);
        ctx.empty_dictionary = ctx.attr(AttrKind::Dictionary(Box::new([])));
        crate::builtin::register(&mut ctx);
        ctx.registry.mark_loaded("builtin");
        ctx
    }

    /// Makes room for the IR of a text of `len` bytes, so that the arenas
    /// of a large input grow once instead of doubling (and copying) while
    /// it is parsed. Room left unused costs address space, not memory.
    pub(crate) fn reserve_for_text(&mut self, len: usize) {
        // About an op per 32 bytes of text, with two operands and a result.
        let ops = len / 32;
        self.ops.reserve(ops);
        self.operand_pool.reserve(2 * ops);
        self.result_pool.reserve(ops);
    }

    /// A context for another thread: it shares this one's interned
    /// storage (a handle means the same in both), its registry and its
    /// settings, and holds no IR. A pass manager moves the ops it runs on
    /// there and back ([`Context::move_regions_to`]).
    pub(crate) fn fork(&self) -> Context {
        let mut fork = Context::without_ir(self.interned.share(), self.registry.share());
        fork.allow_unregistered = self.allow_unregistered;
        fork.print_op_on_diagnostic = self.print_op_on_diagnostic;
        fork.multithreading = self.multithreading;
        fork.remarks = self.remarks.clone();
        fork.note_print_options = self.note_print_options;
        fork.dialect_resources = self.dialect_resources.clone();
        fork.external_resources = self.external_resources.clone();
        fork.unknown_loc = self.unknown_loc;
        fork.empty_dictionary = self.empty_dictionary;
        fork.dialect_attr_aliases = self.dialect_attr_aliases.clone();
        fork.dialect_alias_targets = self.dialect_alias_targets.clone();
        fork.mutable_states = self.mutable_states.clone();
        fork.action_observers = self.action_observers.clone();
        fork
    }

    /// A context with `interned` and `registry`, no IR and the default
    /// settings; `unknown_loc` and `empty_dictionary` are still to be set.
    fn without_ir(interned: Interning, registry: CowArc<Registry>) -> Context {
        Context {
            interned,
            ops: Arena::default(),
            blocks: Arena::default(),
            regions: Arena::default(),
            operand_pool: Pool::default(),
            result_pool: Pool::default(),
            region_pool: Pool::default(),
            successor_pool: Pool::default(),
            registry,
            allow_unregistered: false,
            print_op_on_diagnostic: true,
            multithreading: true,
            implicit_module: true,
            remarks: None,
            note_print_options: crate::asm::PrintOptions::default(),
            dialect_resources: Vec::new(),
            external_resources: Vec::new(),
            unknown_loc: Attribute(0),
            empty_dictionary: Attribute(0),
            dialect_attr_aliases: Default::default(),
            dialect_alias_targets: Default::default(),
            aliased_properties: Default::default(),
            mutable_states: Default::default(),
            populated_properties: Default::default(),
            emitted: Default::default(),
            action_observers: None,
            resource_parsers: Vec::new(),
        }
    }

    /// Takes back what a fork made that outlives its IR: the diagnostics it
    /// emitted (with their tasks) and the mutable states it set.
    pub(crate) fn join(&mut self, fork: &mut Context) {
        let emitted = std::mem::take(fork.emitted.get_mut().unwrap_or_else(|e| e.into_inner()));
        self.emitted
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .extend(emitted);
        for (of, state) in &fork.mutable_states {
            let same = self
                .mutable_states
                .get(of)
                .is_some_and(|s| std::sync::Arc::ptr_eq(s, state));
            if !same {
                self.mutable_states.insert(*of, state.clone());
            }
        }
    }

    // ----- uniquing --------------------------------------------------------

    /// The interned string `s` (the same handle for equal strings).
    pub fn symbol(&mut self, s: &str) -> Symbol {
        Symbol(self.interned.symbol(s))
    }

    /// The text of an interned string.
    pub fn symbol_str(&self, s: Symbol) -> &str {
        self.interned.get().symbols.get(s.0)
    }

    /// The uniqued type. As MLIR's `MemRefType::get` does, a memref drops
    /// an identity layout and the default memory space (an integer 0), so
    /// spelling them or not gives the same type.
    pub fn ty(&mut self, mut kind: TypeKind) -> Type {
        self.canonicalize_type(&mut kind);
        Type(self.interned.ty(kind))
    }

    /// The type `kind` describes if the context holds it already (with no
    /// `&mut`: for checks that may not create types).
    pub fn find_ty(&self, mut kind: TypeKind) -> Option<Type> {
        self.canonicalize_type(&mut kind);
        self.interned.get().types.find(&kind).map(Type)
    }

    fn canonicalize_type(&self, kind: &mut TypeKind) {
        match kind {
            TypeKind::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => {
                if layout.is_some_and(|l| self.is_identity_map(l, shape.len())) {
                    *layout = None;
                }
                if memory_space.is_some_and(|m| self.is_default_memory_space(m)) {
                    *memory_space = None;
                }
            }
            TypeKind::UnrankedMemRef { memory_space, .. }
                if memory_space.is_some_and(|m| self.is_default_memory_space(m)) =>
            {
                *memory_space = None;
            }
            _ => {}
        }
    }

    /// MLIR's `AffineMap::isIdentity`, which does not look at symbols:
    /// `(d0, d1)[s0] -> (d0, d1)` is one.
    fn is_identity_map(&self, a: Attribute, rank: usize) -> bool {
        match self.attr_kind(a) {
            AttrKind::AffineMap { dims, results, .. } => {
                *dims as usize == rank
                    && results.len() == rank
                    && results
                        .iter()
                        .enumerate()
                        .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
            }
            _ => false,
        }
    }

    /// MLIR's `skipDefaultMemorySpace`: any integer zero, whatever its
    /// type (`0 : ui64` too).
    fn is_default_memory_space(&self, a: Attribute) -> bool {
        matches!(self.attr_kind(a), AttrKind::Integer { value, .. } if value.is_zero())
    }

    /// What a type is: the kind it was made from (after the
    /// canonicalization of [`Context::ty`]).
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.interned.get().types.get(t.0)
    }

    /// Bits one element of a dense elements attribute takes in its raw
    /// (hex) form: `i1` is packed by the bit, other widths round up to
    /// bytes, a complex holds two byte-aligned parts; 0 for element types
    /// that have no raw form.
    pub fn dense_storage_bits(&self, element: Type) -> u32 {
        match self.type_kind(element) {
            TypeKind::Integer { width: 1, .. } => 1,
            TypeKind::Integer { width, .. } => width.next_multiple_of(8),
            TypeKind::Index => 64,
            TypeKind::Float(k) => k.width().next_multiple_of(8),
            TypeKind::Complex(e) => 2 * self.dense_storage_bits(*e).next_multiple_of(8),
            _ => 0,
        }
    }

    /// The uniqued attribute (or location): the same handle for equal
    /// kinds. A dictionary made this way keeps its entries as given; use
    /// [`Context::dictionary`] to sort them.
    pub fn attr(&mut self, kind: AttrKind) -> Attribute {
        let position = match kind {
            AttrKind::FileLineColLoc {
                file,
                line,
                col,
                end: None,
            } => self.interned.get().source_locs.find(file, line, col),
            _ => None,
        };
        position.unwrap_or_else(|| Attribute(self.interned.attr(kind)))
    }

    /// What an attribute is.
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        if SourceLocs::is_position(a) {
            return self.source_loc_kind(a);
        }
        self.interned.get().attrs.get(a.0)
    }

    /// Whether `a` is a source position as the parser records one (a
    /// `FileLineColLoc` without an end whose kind is made only when first
    /// asked for): a reader that needs no more can skip making it.
    pub fn is_source_position(&self, a: Attribute) -> bool {
        SourceLocs::is_position(a)
    }

    /// The kind of a source position, interned when first asked for.
    #[cold]
    fn source_loc_kind(&self, a: Attribute) -> &AttrKind {
        let interned = self.interned.get();
        let (file, line, col) = interned
            .source_locs
            .resolve(a)
            .expect("a source position of this context");
        let kind = AttrKind::FileLineColLoc {
            file,
            line,
            col,
            end: None,
        };
        interned.attrs.get(interned.attrs.intern_shared(kind))
    }

    // ----- dialect types and attributes ---------------------------------------

    /// The uniqued dialect type with parameters `params`: equal parameters
    /// give the same handle. Generated `get` functions call it.
    pub fn dialect_type<S: Storage>(&mut self, params: S) -> Type {
        Type(self.interned.dialect_type(params))
    }

    /// The uniqued dialect attribute with parameters `params`.
    pub fn dialect_attr<S: Storage>(&mut self, params: S) -> Attribute {
        Attribute(self.interned.dialect_attr(params))
    }

    /// The dialect attribute with parameters `params` if the context holds
    /// it already (with no `&mut`, as [`Context::find_ty`]): for readers
    /// that compare with an attribute the op's creation interned.
    pub fn find_dialect_attr<S: Storage>(&self, params: &S) -> Option<Attribute> {
        self.interned.find_dialect_attr(params).map(Attribute)
    }

    /// The dialect type with parameters `params` if the context holds it
    /// already (with no `&mut`): for a verifier that compares with a type
    /// the op's creation interned.
    pub fn find_dialect_type<S: Storage>(&self, params: &S) -> Option<Type> {
        self.interned.find_dialect_type(params).map(Type)
    }

    /// The parameters of `t` if it is a dialect type of definition `S`
    /// (MLIR's `dyn_cast`, for generated typed handles).
    pub fn type_params<S: Storage>(&self, t: Type) -> Option<&S> {
        self.type_kind(t).dialect_storage()?.downcast()
    }

    /// The parameters of `a` if it is a dialect attribute of definition `S`.
    pub fn attr_params<S: Storage>(&self, a: Attribute) -> Option<&S> {
        self.attr_kind(a).dialect_storage()?.downcast()
    }

    /// The mutable state of a mutable type or attribute (MLIR's "Mutable
    /// attributes and types"): `None` until [`Context::mutate`] sets one.
    /// The parameters are the immutable key; the state may change after
    /// the handle exists, which is how a recursive type refers to itself.
    ///
    /// # Panics
    ///
    /// If the state set for `of` is not an `M`.
    #[track_caller]
    pub fn mutable_state<M: std::any::Any>(&self, of: impl Into<AttrOrType>) -> Option<&M> {
        let of = of.into();
        self.mutable_states.get(&of).map(|s| {
            s.downcast_ref().unwrap_or_else(|| {
                panic!(
                    "the mutable state of {of:?} is not a {}",
                    std::any::type_name::<M>()
                )
            })
        })
    }

    /// Changes the mutable state of `of` (MLIR's `Base::mutate`): `f` sees
    /// the state (`None` before the first mutation), may replace it, and
    /// returns what the caller reports (say, whether a body was accepted).
    ///
    /// # Panics
    ///
    /// If the state set for `of` is not an `M`.
    #[track_caller]
    pub fn mutate<M: std::any::Any + Send + Sync + Clone, R>(
        &mut self,
        of: impl Into<AttrOrType>,
        f: impl FnOnce(&mut Option<M>) -> R,
    ) -> R {
        let of = of.into();
        // A state a fork shares is copied before it changes.
        let mut state = self.mutable_states.remove(&of).map(|s| {
            let s = s.downcast::<M>().unwrap_or_else(|_| {
                panic!(
                    "the mutable state of {of:?} is not a {}",
                    std::any::type_name::<M>()
                )
            });
            std::sync::Arc::unwrap_or_clone(s)
        });
        let r = f(&mut state);
        if let Some(s) = state {
            self.mutable_states.insert(of, std::sync::Arc::new(s));
        }
        r
    }

    /// `loc(unknown)`, the location of what has no better one (the same
    /// as [`Attribute::UNKNOWN_LOC`]).
    pub fn unknown_loc(&self) -> Attribute {
        self.unknown_loc
    }

    /// `loc(fused<metadata>[locs])` simplified as MLIR's `FusedLoc::get`:
    /// unknown locations are dropped, repeats kept once, fused locations
    /// with the same metadata spliced in; what is left alone (without
    /// metadata) is returned as itself, and nothing left gives `unknown`
    /// (or, with metadata, a fused location of `unknown` alone).
    pub fn fused_loc(&mut self, locs: &[Attribute], metadata: Option<Attribute>) -> Attribute {
        let mut kept: Vec<Attribute> = Vec::with_capacity(locs.len());
        let mut keep = |l: Attribute| {
            if !kept.contains(&l) {
                kept.push(l);
            }
        };
        for &l in locs {
            match self.attr_kind(l) {
                // Already simplified, so spliced in as it is (an `unknown`
                // it holds with metadata included, as MLIR does).
                AttrKind::FusedLoc {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => inner.iter().for_each(|&i| keep(i)),
                AttrKind::UnknownLoc => {}
                _ => keep(l),
            }
        }
        match (kept.as_slice(), metadata) {
            ([], None) => return self.unknown_loc,
            ([], Some(_)) => kept.push(self.unknown_loc),
            ([single], None) => return *single,
            _ => {}
        }
        self.attr(AttrKind::FusedLoc {
            locs: kept.into(),
            metadata,
        })
    }

    /// Number of distinct attributes made so far.
    pub fn attr_count(&self) -> usize {
        self.interned.get().attrs.len()
    }

    // ----- diagnostics -----------------------------------------------------

    /// Reports a diagnostic that does not stop the work at hand: a warning
    /// or remark (MLIR's `emitWarning`/`emitRemark`), or an error reported
    /// besides the one returned. The tool that runs the work prints them
    /// ([`Context::take_diagnostics`]).
    pub fn emit(&self, diagnostic: Diagnostic) {
        let task = crate::parallel::current_task();
        self.emitted
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((task, diagnostic));
    }

    /// The diagnostics emitted so far, in order, leaving none. It needs no
    /// `&mut`, so that a tool can report what was emitted before output of
    /// its own while passes run (an IR dump between passes).
    pub fn take_diagnostics(&self) -> Vec<Diagnostic> {
        let mut emitted = self.emitted.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut *emitted)
            .into_iter()
            .map(|(_, d)| d)
            .collect()
    }

    /// Puts the diagnostics emitted since the first `since` in the order
    /// of the tasks that emitted them (stable within a task), as MLIR's
    /// `ParallelDiagnosticHandler` does.
    pub(crate) fn order_emitted_since(&self, since: usize) {
        let mut emitted = self.emitted.lock().unwrap_or_else(|e| e.into_inner());
        emitted[since..].sort_by_key(|(task, _)| *task);
    }

    /// How many diagnostics were emitted and not taken yet.
    pub(crate) fn emitted_count(&self) -> usize {
        self.emitted.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Drops the diagnostics emitted after the first `len` (what a parse
    /// that is read again emitted).
    pub(crate) fn truncate_emitted(&self, len: usize) {
        self.emitted
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .truncate(len);
    }

    // ----- checked access --------------------------------------------------
    //
    // A handle to an erased entity is a programming error, as an index out
    // of bounds is: the plain accessors panic with a message naming the
    // handle, and [`Context::is_live`] serves code that must recover.

    #[inline]
    #[track_caller]
    pub(crate) fn op(&self, op: OpId) -> &OpData {
        live(&self.ops, op)
    }

    #[inline]
    #[track_caller]
    pub(crate) fn op_mut(&mut self, op: OpId) -> &mut OpData {
        live_mut(&mut self.ops, op)
    }

    /// The operands of `op`, with their use-list links.
    #[inline]
    #[track_caller]
    pub(crate) fn op_operands(&self, op: OpId) -> &[Operand] {
        self.operand_pool.get(self.op(op).operands)
    }

    #[inline]
    #[track_caller]
    pub(crate) fn op_operands_mut(&mut self, op: OpId) -> &mut [Operand] {
        let span = self.op(op).operands;
        self.operand_pool.get_mut(span)
    }

    /// The results of `op`: their types and use-list heads.
    #[inline]
    #[track_caller]
    pub(crate) fn op_results(&self, op: OpId) -> &[ValueSlot] {
        self.result_pool.get(self.op(op).results)
    }

    #[inline]
    #[track_caller]
    pub(crate) fn block(&self, b: BlockId) -> &BlockData {
        live(&self.blocks, b)
    }

    #[inline]
    #[track_caller]
    pub(crate) fn block_mut(&mut self, b: BlockId) -> &mut BlockData {
        live_mut(&mut self.blocks, b)
    }

    #[inline]
    #[track_caller]
    pub(crate) fn region(&self, r: RegionId) -> &RegionData {
        live(&self.regions, r)
    }

    #[inline]
    #[track_caller]
    pub(crate) fn region_mut(&mut self, r: RegionId) -> &mut RegionData {
        live_mut(&mut self.regions, r)
    }

    /// Whether a handle still names something: an operation, block or
    /// region that was not erased, or a value whose owner was not.
    pub fn is_live(&self, handle: impl Into<Handle>) -> bool {
        match handle.into() {
            Handle::Op(op) => self.ops.get(op).is_some(),
            Handle::Block(b) => self.blocks.get(b).is_some(),
            Handle::Region(r) => self.regions.get(r).is_some(),
            Handle::Value(Value::Result(op, i)) => self
                .ops
                .get(op)
                .is_some_and(|d| (i as usize) < d.results.len()),
            Handle::Value(Value::Arg(b, i)) => self
                .blocks
                .get(b)
                .is_some_and(|d| (i as usize) < d.args.len()),
        }
    }

    // ----- queries -------------------------------------------------------------

    /// The operation's name, as an interned symbol.
    #[track_caller]
    pub fn op_name(&self, op: OpId) -> Symbol {
        self.op(op).name
    }

    /// The operation's name, `dialect.mnemonic`.
    #[track_caller]
    pub fn op_name_str(&self, op: OpId) -> &str {
        self.symbol_str(self.op(op).name)
    }

    /// The operation's location.
    #[track_caller]
    pub fn op_loc(&self, op: OpId) -> Attribute {
        self.op(op).loc
    }

    /// Replaces the operation's location.
    #[track_caller]
    pub fn set_op_loc(&mut self, op: OpId, loc: Attribute) {
        self.op_mut(op).loc = loc;
    }

    /// The number of operands.
    #[track_caller]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len()
    }

    /// Operand `i`; panics when out of range, as slice indexing does.
    #[track_caller]
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        let operands = self.op_operands(op);
        match operands.get(i) {
            Some(o) => o.value,
            None => out_of_range("operand", i, operands.len()),
        }
    }

    /// The operands, in order.
    #[track_caller]
    pub fn operands(&self, op: OpId) -> Vec<Value> {
        self.op_operands(op).iter().map(|o| o.value).collect()
    }

    /// The number of results.
    #[track_caller]
    pub fn num_results(&self, op: OpId) -> usize {
        self.op(op).results.len()
    }

    /// Result `i`; panics when out of range, as slice indexing does.
    #[track_caller]
    pub fn result(&self, op: OpId, i: usize) -> Value {
        let n = self.op(op).results.len();
        if i >= n {
            out_of_range("result", i, n)
        }
        Value::Result(op, i as u32)
    }

    /// The results, in order.
    #[track_caller]
    pub fn results(&self, op: OpId) -> Vec<Value> {
        let n = self.op(op).results.len();
        (0..n as u32).map(|i| Value::Result(op, i)).collect()
    }

    /// The discardable attributes, sorted by name.
    #[track_caller]
    pub fn attrs(&self, op: OpId) -> &[(Symbol, Attribute)] {
        match self.attr_kind(self.op(op).attrs) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// The discardable attributes as one dictionary attribute.
    #[track_caller]
    pub fn attr_dictionary(&self, op: OpId) -> Attribute {
        self.op(op).attrs
    }

    /// Replaces the discardable attributes by `dict`, a dictionary
    /// attribute.
    #[track_caller]
    pub fn set_attr_dictionary(&mut self, op: OpId, dict: Attribute) {
        debug_assert!(matches!(self.attr_kind(dict), AttrKind::Dictionary(_)));
        self.op_mut(op).attrs = dict;
    }

    /// The discardable attribute `name`, if the operation has it.
    #[track_caller]
    pub fn get_attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.attrs(op)
            .iter()
            .find(|(n, _)| self.symbol_str(*n) == name)
            .map(|&(_, a)| a)
    }

    /// Sets (or with `None` removes) a discardable attribute.
    #[track_caller]
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Option<Attribute>) {
        let name = self.symbol(name);
        let mut entries: Vec<(Symbol, Attribute)> = self
            .attrs(op)
            .iter()
            .filter(|(n, _)| *n != name)
            .copied()
            .collect();
        if let Some(v) = value {
            entries.push((name, v));
        }
        let dict = self.dictionary(entries);
        self.op_mut(op).attrs = dict;
    }

    /// A dictionary attribute; entries are sorted by name and the last of
    /// equal names wins.
    pub fn dictionary(&mut self, mut entries: Vec<(Symbol, Attribute)>) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary;
        }
        entries.reverse();
        entries.sort_by(|a, b| self.symbol_str(a.0).cmp(self.symbol_str(b.0)));
        entries.dedup_by(|a, b| a.0 == b.0);
        self.attr(AttrKind::Dictionary(entries.into()))
    }

    /// The inherent attributes and properties (`<{...}>`), as a dictionary
    /// attribute; `None` when the operation has none.
    #[track_caller]
    pub fn properties(&self, op: OpId) -> Option<Attribute> {
        self.op(op).properties
    }

    /// Replaces the properties.
    #[track_caller]
    pub fn set_properties(&mut self, op: OpId, props: Option<Attribute>) {
        self.op_mut(op).properties = props;
    }

    /// The operation's regions, in order.
    #[track_caller]
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        self.region_pool.get(self.op(op).regions)
    }

    /// The operation's successor blocks, in order.
    #[track_caller]
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        self.successor_pool.get(self.op(op).successors)
    }

    /// The block that holds the operation; `None` when it is detached.
    #[track_caller]
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent.map(|s| self.blocks.at_slot(s))
    }

    /// The region that holds the block; `None` when it is detached.
    #[track_caller]
    pub fn block_parent_region(&self, b: BlockId) -> Option<RegionId> {
        self.block(b).parent
    }

    /// The operation that holds the region; `None` when it is detached.
    #[track_caller]
    pub fn region_parent_op(&self, r: RegionId) -> Option<OpId> {
        self.region(r).parent
    }

    /// The region whose block holds `op`, if any (MLIR's
    /// `getParentRegion`).
    #[track_caller]
    pub fn parent_region(&self, op: OpId) -> Option<RegionId> {
        self.block(self.parent_block(op)?).parent
    }

    /// The operation whose region holds `op`, if any.
    #[track_caller]
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.parent_block(op)?;
        let r = self.block(b).parent?;
        self.region(r).parent
    }

    /// The blocks of a region, in order.
    #[track_caller]
    pub fn blocks(&self, r: RegionId) -> &[BlockId] {
        &self.region(r).blocks
    }

    /// The arguments of a block, in order.
    #[track_caller]
    pub fn block_args(&self, b: BlockId) -> Vec<Value> {
        let n = self.block(b).args.len();
        (0..n as u32).map(|i| Value::Arg(b, i)).collect()
    }

    /// The number of arguments of a block.
    #[track_caller]
    pub fn num_block_args(&self, b: BlockId) -> usize {
        self.block(b).args.len()
    }

    /// The location of argument `i` of a block.
    #[track_caller]
    pub fn block_arg_loc(&self, b: BlockId, i: usize) -> Attribute {
        let locs = &self.block(b).arg_locs;
        match locs.get(i) {
            Some(&l) => l,
            None => out_of_range("argument", i, locs.len()),
        }
    }

    /// Where `v` is defined: its op's location, or its block argument's
    /// (MLIR's `Value::getLoc`).
    pub fn value_loc(&self, v: Value) -> Attribute {
        match v {
            Value::Result(op, _) => self.op_loc(op),
            Value::Arg(b, i) => self.block_arg_loc(b, i as usize),
        }
    }

    /// Replaces the location of argument `i` of a block.
    #[track_caller]
    pub fn set_block_arg_loc(&mut self, b: BlockId, i: usize, loc: Attribute) {
        let locs = &mut self.block_mut(b).arg_locs;
        let n = locs.len();
        match locs.get_mut(i) {
            Some(l) => *l = loc,
            None => out_of_range("argument", i, n),
        }
    }

    /// The operations of a block, in order.
    #[track_caller]
    pub fn block_ops(&self, b: BlockId) -> Vec<OpId> {
        self.block_op_iter(b).collect()
    }

    /// The operations of a block, in order, one at a time (nothing is
    /// collected); the block must not change meanwhile.
    #[track_caller]
    pub fn block_op_iter(&self, b: BlockId) -> impl Iterator<Item = OpId> + '_ {
        let mut cur = self.block(b).first;
        std::iter::from_fn(move || {
            let op = cur?;
            cur = self.next_op(op);
            Some(op)
        })
    }

    /// The operations of every block of a region, block after block, one
    /// at a time (MLIR's `Region::getOps`); the region must not change
    /// meanwhile.
    #[track_caller]
    pub fn region_op_iter(&self, r: RegionId) -> impl Iterator<Item = OpId> + '_ {
        self.blocks(r)
            .iter()
            .flat_map(move |&b| self.block_op_iter(b))
    }

    /// The first operation of a block.
    #[track_caller]
    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).first
    }

    /// The last operation of a block (its terminator, when it has one).
    #[track_caller]
    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).last
    }

    /// The operation after `op` in its block.
    #[track_caller]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).next.map(|s| self.ops.at_slot(s))
    }

    /// The operation before `op` in its block.
    #[track_caller]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).prev.map(|s| self.ops.at_slot(s))
    }

    /// The type of a value.
    #[track_caller]
    pub fn value_type(&self, v: Value) -> Type {
        self.value_slot(v).ty
    }

    /// Changes the type of a value in place (MLIR's `Value::setType`), as
    /// shape inference refines result types.
    #[track_caller]
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.value_slot_mut(v).ty = ty;
    }

    /// The types of values, in order (MLIR's `ValueRange::getTypes`).
    #[track_caller]
    pub fn value_types(&self, values: impl IntoIterator<Item = Value>) -> Vec<Type> {
        values.into_iter().map(|v| self.value_type(v)).collect()
    }

    #[inline]
    #[track_caller]
    pub(crate) fn value_slot(&self, v: Value) -> &ValueSlot {
        let (slots, what, i) = match v {
            Value::Result(op, i) => (self.op_results(op), "result", i),
            Value::Arg(b, i) => (&self.block(b).args[..], "argument", i),
        };
        match slots.get(i as usize) {
            Some(s) => s,
            None => out_of_range(what, i as usize, slots.len()),
        }
    }

    #[inline]
    #[track_caller]
    fn value_slot_mut(&mut self, v: Value) -> &mut ValueSlot {
        let (slots, what, i) = match v {
            Value::Result(op, i) => {
                let span = self.op(op).results;
                (self.result_pool.get_mut(span), "result", i)
            }
            Value::Arg(b, i) => (&mut self.block_mut(b).args[..], "argument", i),
        };
        let n = slots.len();
        match slots.get_mut(i as usize) {
            Some(s) => s,
            None => out_of_range(what, i as usize, n),
        }
    }

    /// Every use of a value, most recent first.
    #[track_caller]
    pub fn uses(&self, v: Value) -> Vec<Use> {
        self.use_iter(v).collect()
    }

    /// The uses of a value, most recent first, one at a time: for a
    /// question that the first few answer (a value may have very many).
    #[track_caller]
    pub fn use_iter(&self, v: Value) -> impl Iterator<Item = Use> + '_ {
        let mut cur = self.value_slot(v).first_use;
        std::iter::from_fn(move || {
            let l = cur?;
            cur = self.linked(l).next;
            Some(Use {
                op: self.ops.at_slot(l.slot),
                index: l.index,
            })
        })
    }

    /// Whether a value has any use.
    #[track_caller]
    pub fn has_uses(&self, v: Value) -> bool {
        self.value_slot(v).first_use.is_some()
    }

    /// The operation that defines a value, if it is a result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match v {
            Value::Result(op, _) => Some(op),
            Value::Arg(..) => None,
        }
    }

    /// The block a value is defined in (`None` for a result of a detached
    /// operation).
    #[track_caller]
    pub fn value_block(&self, v: Value) -> Option<BlockId> {
        match v {
            Value::Result(op, _) => self.parent_block(op),
            Value::Arg(b, _) => {
                self.block(b);
                Some(b)
            }
        }
    }

    // ----- use lists -------------------------------------------------------

    /// The operand a use-list link names.
    fn linked(&self, l: Link) -> &Operand {
        &self.op_operands(self.ops.at_slot(l.slot))[l.index as usize]
    }

    fn linked_mut(&mut self, l: Link) -> &mut Operand {
        let op = self.ops.at_slot(l.slot);
        &mut self.op_operands_mut(op)[l.index as usize]
    }

    /// Links operand `index` of `op` (whose value is set) into its use list.
    pub(crate) fn link_use(&mut self, op: OpId, index: u32) {
        let value = self.op_operands(op)[index as usize].value;
        let this = Link::new(op, index);
        let head = self.value_slot(value).first_use;
        {
            let o = &mut self.op_operands_mut(op)[index as usize];
            o.prev = None;
            o.next = head;
        }
        if let Some(h) = head {
            self.linked_mut(h).prev = Some(this);
        }
        self.value_slot_mut(value).first_use = Some(this);
    }

    pub(crate) fn unlink_use(&mut self, op: OpId, index: u32) {
        let (value, prev, next) = {
            let o = &self.op_operands(op)[index as usize];
            (o.value, o.prev, o.next)
        };
        match prev {
            Some(p) => self.linked_mut(p).next = next,
            // The value may be gone already when a whole region is erased.
            None => {
                if self.is_live(value) {
                    self.value_slot_mut(value).first_use = next;
                }
            }
        }
        if let Some(n) = next {
            self.linked_mut(n).prev = prev;
        }
    }

    /// Unlinks every operand of `op` from its value's uses and leaves `op`
    /// without operands: what erasing nested ops one at a time needs (the
    /// op itself is erased afterwards).
    pub(crate) fn drop_operands(&mut self, op: OpId) {
        for i in 0..self.op(op).operands.len() {
            self.unlink_use(op, i as u32);
        }
        self.set_operand_storage(op, &[]);
    }

    /// Makes operand `i` of `op` use `v`.
    #[track_caller]
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        let n = self.op(op).operands.len();
        if i >= n {
            out_of_range("operand", i, n)
        }
        self.value_slot(v);
        self.unlink_use(op, i as u32);
        self.op_operands_mut(op)[i].value = v;
        self.link_use(op, i as u32)
    }

    /// Appends an operand using `v` to `op`; the new use heads `v`'s use
    /// list, as a new use does in MLIR (`insertOperands`).
    #[track_caller]
    pub fn append_operand(&mut self, op: OpId, v: Value) {
        let i = self.num_operands(op);
        self.insert_operand(op, i, v);
    }

    /// Inserts an operand using `v` at index `i` of `op` (`i` may be the
    /// number of operands); the later operands move up one. The new use
    /// heads `v`'s use list and every other use keeps its place, as
    /// [`erase_operand`](Context::erase_operand) keeps them.
    #[track_caller]
    pub fn insert_operand(&mut self, op: OpId, i: usize, v: Value) {
        let n = self.op(op).operands.len();
        if i > n {
            out_of_range("operand", i, n + 1)
        }
        self.value_slot(v);
        let mut moved: Vec<Value> = self.op_operands(op)[i..].iter().map(|o| o.value).collect();
        moved.sort_unstable();
        moved.dedup();
        let lists: Vec<(Value, Vec<Use>)> = moved.into_iter().map(|v| (v, self.uses(v))).collect();
        let mut operands = self.op_operands(op).to_vec();
        operands.insert(i, Operand::unlinked(v));
        self.set_operand_storage(op, &operands);
        let shift = |u: Use| {
            let index = if u.op == op && u.index as usize >= i {
                u.index + 1
            } else {
                u.index
            };
            Use { op: u.op, index }
        };
        self.relink_uses(lists, shift);
        self.link_use(op, i as u32);
    }

    /// Links each value's uses again in their order, each moved by
    /// `shift` (an operand's index after operands were inserted or
    /// removed before it).
    fn relink_uses(&mut self, lists: Vec<(Value, Vec<Use>)>, shift: impl Fn(Use) -> Use) {
        for (value, uses) in lists {
            let uses: Vec<Link> = uses
                .into_iter()
                .map(|u| {
                    let u = shift(u);
                    Link::new(u.op, u.index)
                })
                .collect();
            self.value_slot_mut(value).first_use = uses.first().copied();
            for (k, &u) in uses.iter().enumerate() {
                let o = self.linked_mut(u);
                o.prev = k.checked_sub(1).map(|p| uses[p]);
                o.next = uses.get(k + 1).copied();
            }
        }
    }

    /// Stores `operands` as those of `op`, links as they are (the callers
    /// link them again).
    fn set_operand_storage(&mut self, op: OpId, operands: &[Operand]) {
        let span = self.op(op).operands;
        self.op_mut(op).operands = self.operand_pool.replace(span, operands);
    }

    /// Makes successor `i` of `op` the block `b`.
    #[track_caller]
    pub fn set_successor(&mut self, op: OpId, i: usize, b: BlockId) {
        self.block(b);
        let span = self.op(op).successors;
        let successors = self.successor_pool.get_mut(span);
        let n = successors.len();
        match successors.get_mut(i) {
            Some(s) => *s = b,
            None => out_of_range("successor", i, n),
        }
    }

    /// Removes operand `i` of `op`; the later operands move down one.
    /// Every use keeps its place in its value's use list, as MLIR's
    /// `eraseOperands` moves operands in place.
    #[track_caller]
    pub fn erase_operand(&mut self, op: OpId, i: usize) {
        let n = self.op(op).operands.len();
        if i >= n {
            out_of_range("operand", i, n)
        }
        self.unlink_use(op, i as u32);
        let mut moved: Vec<Value> = self.op_operands(op)[i + 1..]
            .iter()
            .map(|o| o.value)
            .collect();
        moved.sort_unstable();
        moved.dedup();
        let lists: Vec<(Value, Vec<Use>)> = moved.into_iter().map(|v| (v, self.uses(v))).collect();
        let mut operands = self.op_operands(op).to_vec();
        operands.remove(i);
        self.set_operand_storage(op, &operands);
        let shift = |u: Use| {
            let index = if u.op == op && u.index as usize > i {
                u.index - 1
            } else {
                u.index
            };
            Use { op: u.op, index }
        };
        self.relink_uses(lists, shift);
    }

    /// Replaces every use of `old` by `new`.
    #[track_caller]
    pub fn replace_all_uses_with(&mut self, old: Value, new: Value) {
        self.value_slot(new);
        if old == new {
            return;
        }
        for u in self.uses(old) {
            self.unlink_use(u.op, u.index);
            self.op_operands_mut(u.op)[u.index as usize].value = new;
            self.link_use(u.op, u.index);
        }
    }
}

/// Anything [`Context::is_live`] can check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handle {
    /// An operation.
    Op(OpId),
    /// A block.
    Block(BlockId),
    /// A region.
    Region(RegionId),
    /// A result or block argument.
    Value(Value),
}

impl From<OpId> for Handle {
    fn from(op: OpId) -> Handle {
        Handle::Op(op)
    }
}

impl From<BlockId> for Handle {
    fn from(b: BlockId) -> Handle {
        Handle::Block(b)
    }
}

impl From<RegionId> for Handle {
    fn from(r: RegionId) -> Handle {
        Handle::Region(r)
    }
}

impl From<Value> for Handle {
    fn from(v: Value) -> Handle {
        Handle::Value(v)
    }
}

/// The kinds of entity the context keeps in arenas: each names its stale
/// handles in its own words.
trait Entity: Sized {
    fn stale(id: Id<Self>) -> IrError;
}

impl Entity for OpData {
    fn stale(id: OpId) -> IrError {
        IrError::StaleOp(id)
    }
}

impl Entity for BlockData {
    fn stale(id: BlockId) -> IrError {
        IrError::StaleBlock(id)
    }
}

impl Entity for RegionData {
    fn stale(id: RegionId) -> IrError {
        IrError::StaleRegion(id)
    }
}

/// The entity `id` names; a stale handle panics, naming it.
#[inline]
#[track_caller]
fn live<T: Entity>(arena: &Arena<T>, id: Id<T>) -> &T {
    match arena.get(id) {
        Some(d) => d,
        None => stale(T::stale(id)),
    }
}

/// [`live`], mutably.
#[inline]
#[track_caller]
fn live_mut<T: Entity>(arena: &mut Arena<T>, id: Id<T>) -> &mut T {
    match arena.get_mut(id) {
        Some(d) => d,
        None => stale(T::stale(id)),
    }
}

/// Panics on a stale handle, naming it.
#[cold]
#[track_caller]
fn stale(e: IrError) -> ! {
    panic!("{e}")
}

/// Panics on an index out of range, as slice indexing does.
#[cold]
#[track_caller]
fn out_of_range(what: &str, i: usize, len: usize) -> ! {
    panic!("{what} index {i} is out of range (there are {len})")
}
