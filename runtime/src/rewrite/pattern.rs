//! Rewrite patterns (MLIR's `RewritePattern`, `OpRewritePattern`) and the
//! sets a driver applies (`RewritePatternSet`, frozen into
//! `FrozenRewritePatternSet`).

use super::rewriter::PatternRewriter;
use crate::ods::op::Op;
use crate::registry::PatternFn;
use crate::{Context, IrResult, OpId, Symbol};
use rustc_hash::FxHashMap;

/// A rewrite of operations matching a root: `match_and_rewrite` returns
/// `Ok(true)` when it changed the IR, through the rewriter only, and
/// `Ok(false)` (or [`PatternRewriter::notify_match_failure`]) when the op
/// does not match, leaving the IR as it was.
pub trait RewritePattern {
    /// The name of the ops it applies to; `None` for any op.
    fn root(&self) -> Option<&str>;
    /// How much the pattern is preferred over others that match the same
    /// op (MLIR's `PatternBenefit`): higher first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging and match-failure reports.
    fn debug_name(&self) -> &str {
        std::any::type_name::<Self>()
    }
    /// Matches `op` and rewrites it.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool>;
}

/// A pattern on one op type (MLIR's `OpRewritePattern<T>`); add it with
/// [`RewritePatternSet::add_op_pattern`].
pub trait OpRewritePattern {
    /// The op it matches.
    type Op: Op;
    /// See [`RewritePattern::benefit`].
    fn benefit(&self) -> u16 {
        1
    }
    /// Matches `op` and rewrites it, as [`RewritePattern::match_and_rewrite`].
    fn match_and_rewrite(&self, op: Self::Op, rewriter: &mut PatternRewriter<'_>)
        -> IrResult<bool>;
}

/// An [`OpRewritePattern`] seen as a [`RewritePattern`].
struct Typed<P>(P);

impl<P: OpRewritePattern> RewritePattern for Typed<P> {
    fn root(&self) -> Option<&str> {
        Some(P::Op::NAME)
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn debug_name(&self) -> &str {
        std::any::type_name::<P>()
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let typed = P::Op::from_id_unchecked(op);
        self.0.match_and_rewrite(typed, rewriter)
    }
}

/// A function pattern on ops named `root` (how generated code and the
/// registry's canonicalization patterns are written).
pub struct FnPattern {
    /// The op name it applies to; `None` for any op.
    pub root: Option<String>,
    /// See [`RewritePattern::benefit`].
    pub benefit: u16,
    /// The rewrite.
    pub rewrite: PatternFn,
    /// MLIR's debug name of the pattern it stands for, if given (else the
    /// root's name stands in).
    pub name: Option<String>,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&str> {
        self.root.as_deref()
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.name
            .as_deref()
            .or(self.root.as_deref())
            .unwrap_or("FnPattern")
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
        (self.rewrite)(rewriter, op)
    }
}

/// Patterns being collected.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> RewritePatternSet {
        RewritePatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a pattern on one op type.
    pub fn add_op_pattern(&mut self, pattern: impl OpRewritePattern + 'static) -> &mut Self {
        self.add(Typed(pattern))
    }

    /// Adds a function pattern on the ops of type `T`.
    pub fn add_op_fn<T: Op>(&mut self, rewrite: PatternFn) -> &mut Self {
        self.add_fn(Some(T::NAME), rewrite)
    }

    /// The patterns, in the order they were added.
    pub fn iter(&self) -> impl Iterator<Item = &dyn RewritePattern> {
        self.patterns.iter().map(|p| &**p)
    }

    /// Adds a function pattern on ops named `root` (`None`: any op).
    pub fn add_fn(&mut self, root: Option<&str>, rewrite: PatternFn) -> &mut Self {
        self.add(FnPattern {
            root: root.map(str::to_string),
            benefit: 1,
            rewrite,
            name: None,
        })
    }

    /// Adds a function pattern on the ops of type `T` that stands for the
    /// MLIR pattern `name`, a struct of an anonymous namespace (as DRR's
    /// and most C++ patterns are): its debug name, which `disable-patterns`
    /// and action logs use, is `(anonymous namespace)::NAME`.
    pub fn add_named_op_fn<T: Op>(&mut self, name: &str, rewrite: PatternFn) -> &mut Self {
        self.add(FnPattern {
            root: Some(T::NAME.to_string()),
            benefit: 1,
            rewrite,
            name: Some(format!("(anonymous namespace)::{name}")),
        })
    }

    /// Leaves out the patterns whose debug name is in `disabled` and, when
    /// `enabled` is not empty, those whose name is not in it (the filters
    /// of MLIR's `FrozenRewritePatternSet`).
    pub fn filter_by_debug_name(&mut self, disabled: &[String], enabled: &[String]) {
        self.patterns.retain(|p| {
            let name = p.debug_name();
            !disabled.iter().any(|d| d == name)
                && (enabled.is_empty() || enabled.iter().any(|e| e == name))
        });
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The set, indexed by root name for `ctx` and sorted by benefit.
    pub fn freeze(self, ctx: &mut Context) -> FrozenRewritePatternSet {
        FrozenRewritePatternSet::new(ctx, self.patterns)
    }
}

/// Patterns ready to apply: for each root name the patterns that may match
/// it, the ones on any op merged in, by decreasing benefit, in the order
/// they were added among equals (MLIR's `PatternApplicator` order).
pub struct FrozenRewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    by_root: FxHashMap<Symbol, Vec<usize>>,
    any_root: Vec<usize>,
}

impl FrozenRewritePatternSet {
    fn new(ctx: &mut Context, patterns: Vec<Box<dyn RewritePattern>>) -> FrozenRewritePatternSet {
        let mut by_root: FxHashMap<Symbol, Vec<usize>> = FxHashMap::default();
        let mut any_root = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(name) => by_root.entry(ctx.symbol(name)).or_default().push(i),
                None => any_root.push(i),
            }
        }
        let benefit = |i: &usize| std::cmp::Reverse(patterns[*i].benefit());
        for list in by_root.values_mut() {
            list.extend(&any_root);
            list.sort_by_key(benefit);
        }
        any_root.sort_by_key(benefit);
        FrozenRewritePatternSet {
            patterns,
            by_root,
            any_root,
        }
    }

    /// The patterns to try on an op named `name`, best first.
    pub fn for_op(&self, name: Symbol) -> impl Iterator<Item = &dyn RewritePattern> {
        self.by_root
            .get(&name)
            .unwrap_or(&self.any_root)
            .iter()
            .map(|&i| &*self.patterns[i])
    }

    /// Whether it holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}
