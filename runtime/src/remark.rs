//! Optimization remarks (MLIR's `mlir/IR/Remarks.h`): structured notes a
//! pass emits on what it did (`Passed`), did not do (`Missed`), tried and
//! failed (`Failure`) or measured (`Analysis`). A [`RemarkEngine`] set on
//! the context ([`Context::remarks`]) keeps those whose category its
//! filters select, and reports them as remark diagnostics
//! (`[Passed] name | Category:cat | Key=value, ...`) or to a
//! [`RemarkStreamer`] (LLVM's YAML remark files,
//! [`YamlRemarkStreamer`]); without an engine, remarks cost nothing.
//!
//! ```
//! use ods_runtime::remark::{RemarkCategories, RemarkEngine, RemarkKind, RemarkOpts, RemarkPolicy};
//! use ods_runtime::{parse_source, Context};
//! use std::sync::Arc;
//!
//! let mut ctx = Context::new();
//! let module = parse_source(&mut ctx, "module {}", "in.mlir").unwrap();
//! let categories = RemarkCategories { passed: Some("loop.*".into()), ..Default::default() };
//! let engine = RemarkEngine::new(&categories, RemarkPolicy::All, true, None);
//! ctx.remarks = Some(Arc::new(engine));
//! let loc = ctx.op_loc(module);
//! ctx.remark(RemarkKind::Passed, loc, RemarkOpts::name("unroll").category("loop"))
//!     .message("unrolled")
//!     .arg("factor", 4);
//! // Not selected: no filter for missed remarks.
//! ctx.remark(RemarkKind::Missed, loc, RemarkOpts::name("unroll").category("loop"));
//! let reported = ctx.take_diagnostics();
//! assert_eq!(reported.len(), 1);
//! assert_eq!(
//!     reported[0].message,
//!     "[Passed] unroll | Category:loop | Remark=unrolled, factor=4"
//! );
//! ```

mod regex;
mod yaml;

use regex::Regex;
pub use yaml::YamlRemarkStreamer;

use crate::diag::{Diagnostic, Severity};
use crate::{AttrKind, Attribute, Context};
use std::sync::Mutex;

/// What a remark says of a transformation (MLIR's `RemarkKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RemarkKind {
    /// It was applied.
    Passed,
    /// A profitable one was found but not applied.
    Missed,
    /// It was tried and failed.
    Failure,
    /// Information without an outcome (analysis results).
    Analysis,
}

impl RemarkKind {
    /// The kind's name, as remarks print it (`Passed`, ...).
    pub fn name(self) -> &'static str {
        match self {
            RemarkKind::Passed => "Passed",
            RemarkKind::Missed => "Missed",
            RemarkKind::Failure => "Failure",
            RemarkKind::Analysis => "Analysis",
        }
    }
}

/// How a remark is named and grouped (MLIR's `RemarkOpts`): its name, the
/// category the filters select on, a sub-category, and the function it
/// is about.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RemarkOpts {
    /// The remark's name.
    pub name: String,
    /// Its category (what `--remarks-filter*` match).
    pub category: String,
    /// A sub-category, printed after the category (`cat:sub`).
    pub sub_category: String,
    /// The function the remark is about, if any.
    pub function: String,
}

impl RemarkOpts {
    /// Options with the remark's name.
    pub fn name(name: &str) -> RemarkOpts {
        RemarkOpts {
            name: name.to_string(),
            ..RemarkOpts::default()
        }
    }

    /// With the category set.
    pub fn category(self, category: &str) -> RemarkOpts {
        RemarkOpts {
            category: category.to_string(),
            ..self
        }
    }

    /// With the sub-category set.
    pub fn sub_category(self, sub_category: &str) -> RemarkOpts {
        RemarkOpts {
            sub_category: sub_category.to_string(),
            ..self
        }
    }

    /// With the function set.
    pub fn function(self, function: &str) -> RemarkOpts {
        RemarkOpts {
            function: function.to_string(),
            ..self
        }
    }

    /// `category:sub-category`, or whichever of them is not empty.
    pub fn combined_category(&self) -> String {
        match (self.category.is_empty(), self.sub_category.is_empty()) {
            (false, false) => format!("{}:{}", self.category, self.sub_category),
            (false, true) => self.category.clone(),
            _ => self.sub_category.clone(),
        }
    }
}

/// One remark: its kind, where it is, its options and its `key=value`
/// arguments in the order given (a message is the argument `Remark`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// What it says of the transformation.
    pub kind: RemarkKind,
    /// Where.
    pub loc: Attribute,
    /// Its name and categories.
    pub opts: RemarkOpts,
    /// Its arguments, in the order given.
    pub args: Vec<(String, String)>,
}

impl Remark {
    /// The remark as a diagnostic's message (MLIR's `Remark::print`):
    /// `[Kind] name | Category:cat | Function=f | ` and the arguments sorted
    /// by key, `key=value` separated by `, `, a value with a space, comma or
    /// brace quoted.
    pub fn message(&self) -> String {
        let mut out = format!("[{}] {} | ", self.kind.name(), self.opts.name);
        let category = self.opts.combined_category();
        if !category.is_empty() {
            out.push_str(&format!("Category:{category} | "));
        }
        if !self.opts.function.is_empty() {
            out.push_str(&format!("Function={} | ", self.opts.function));
        }
        let mut args: Vec<&(String, String)> = self.args.iter().collect();
        args.sort_by(|a, b| a.0.cmp(&b.0));
        let args: Vec<String> = args
            .into_iter()
            .map(|(key, value)| match value.contains([' ', ',', '{', '}']) {
                true => format!("{key}=\"{value}\""),
                false => format!("{key}={value}"),
            })
            .collect();
        out.push_str(&args.join(", "));
        out
    }
}

/// The category filters, each a regular expression (MLIR's
/// `RemarkCategories`): `all` for every kind, or `|`-joined with the one of
/// each kind. A kind with neither is not reported.
#[derive(Clone, Debug, Default)]
pub struct RemarkCategories {
    /// For every kind (`--remarks-filter`).
    pub all: Option<String>,
    /// For passed remarks (`--remarks-filter-passed`).
    pub passed: Option<String>,
    /// For missed remarks (`--remarks-filter-missed`).
    pub missed: Option<String>,
    /// For analysis remarks (`--remarks-filter-analyse`).
    pub analysis: Option<String>,
    /// For failure remarks (`--remarks-filter-failed`).
    pub failed: Option<String>,
}

/// When the engine reports remarks (MLIR's remark emitting policies).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RemarkPolicy {
    /// Each when it is emitted.
    #[default]
    All,
    /// At [`RemarkEngine::finalize`], the last of those with the same kind,
    /// place, name and categories, ordered by place (file, line, column;
    /// others last). mlir-opt 22 orders them by its hash set instead, which
    /// changes with threads.
    Final,
}

/// Where reported remarks are written besides the diagnostics (MLIR's
/// `MLIRRemarkStreamerBase`).
pub trait RemarkStreamer: Send {
    /// Writes one remark.
    fn stream(&mut self, ctx: &Context, remark: &Remark);
    /// Called once the last remark is written.
    fn finalize(&mut self) {}
}

/// The filters, the policy and the outputs of remarks (MLIR's
/// `RemarkEngine`), shared by the contexts that run a pipeline's threads.
pub struct RemarkEngine {
    /// By kind: passed, missed, failure, analysis.
    filters: [Option<Regex>; 4],
    policy: RemarkPolicy,
    /// Whether remarks are also reported as remark diagnostics.
    as_diagnostics: bool,
    state: Mutex<EngineState>,
}

/// What the engine's users share.
struct EngineState {
    streamer: Option<Box<dyn RemarkStreamer>>,
    /// With the final policy, what is reported at the end.
    postponed: Vec<Remark>,
}

impl RemarkEngine {
    /// An engine with the filters of `categories` (MLIR drops a filter
    /// that is not a valid regular expression, and so that kind), the
    /// `policy`, reporting remarks as diagnostics if `as_diagnostics` and to
    /// `streamer`, if any.
    pub fn new(
        categories: &RemarkCategories,
        policy: RemarkPolicy,
        as_diagnostics: bool,
        streamer: Option<Box<dyn RemarkStreamer>>,
    ) -> RemarkEngine {
        let filter = |specific: &Option<String>| -> Option<Regex> {
            specific.as_ref()?;
            let parts: Vec<&str> = [&categories.all, specific]
                .into_iter()
                .flatten()
                .map(String::as_str)
                .filter(|p| !p.is_empty())
                .collect();
            if parts.is_empty() {
                return None;
            }
            let joined = parts.join("|");
            let trimmed = joined.trim();
            // The pattern matches whole categories.
            match trimmed.starts_with('^') && trimmed.ends_with('$') {
                true => Regex::new(&joined),
                false => Regex::new(&format!("^({joined})$")),
            }
        };
        let each = |kind: &Option<String>| filter(&kind.clone().or(categories.all.clone()));
        RemarkEngine {
            filters: [
                each(&categories.passed),
                each(&categories.missed),
                each(&categories.failed),
                each(&categories.analysis),
            ],
            policy,
            as_diagnostics,
            state: Mutex::new(EngineState {
                streamer,
                postponed: Vec::new(),
            }),
        }
    }

    /// Whether remarks of `kind` in `category` are reported.
    pub fn is_enabled(&self, kind: RemarkKind, category: &str) -> bool {
        self.filters[kind as usize]
            .as_ref()
            .is_some_and(|f| f.is_match(category))
    }

    /// Reports `remark` now, or at [`finalize`](Self::finalize) with the
    /// final policy.
    pub fn report(&self, ctx: &Context, remark: Remark) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        match self.policy {
            RemarkPolicy::All => self.write(ctx, &mut state, &remark),
            RemarkPolicy::Final => {
                let same = |r: &Remark| {
                    (r.kind, r.loc, &r.opts) == (remark.kind, remark.loc, &remark.opts)
                };
                state.postponed.retain(|r| !same(r));
                state.postponed.push(remark);
            }
        }
    }

    /// Reports what the final policy kept, then finishes the streamer's
    /// output (at the end of a run, as MLIR's engine is destroyed).
    pub fn finalize(&self, ctx: &Context) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let mut postponed = std::mem::take(&mut state.postponed);
        postponed.sort_by_key(|r| place(ctx, r.loc));
        for remark in &postponed {
            self.write(ctx, &mut state, remark);
        }
        if let Some(streamer) = &mut state.streamer {
            streamer.finalize();
        }
    }

    fn write(&self, ctx: &Context, state: &mut EngineState, remark: &Remark) {
        if let Some(streamer) = &mut state.streamer {
            streamer.stream(ctx, remark);
        }
        if self.as_diagnostics {
            ctx.emit(Diagnostic::new(
                Severity::Remark,
                remark.loc,
                remark.message(),
            ));
        }
    }
}

/// The file, line and column of `loc` (a file location first, then
/// others), for the final policy's order.
fn place(ctx: &Context, loc: Attribute) -> (bool, String, u32, u32) {
    match crate::diag::file_line_col(ctx, loc) {
        Some((file, line, col)) => (false, file.to_string(), line, col),
        None => (true, String::new(), 0, 0),
    }
}

/// A remark being built; it is reported when dropped (MLIR's
/// `InFlightRemark`). Nothing is built when the engine does not report it.
pub struct InFlightRemark<'c> {
    ctx: &'c Context,
    remark: Option<Remark>,
}

impl InFlightRemark<'_> {
    /// Adds the message (the argument `Remark`).
    pub fn message(self, text: impl std::fmt::Display) -> Self {
        self.arg("Remark", text)
    }

    /// Adds the argument `key=value`.
    pub fn arg(mut self, key: &str, value: impl std::fmt::Display) -> Self {
        if let Some(remark) = &mut self.remark {
            remark.args.push((key.to_string(), value.to_string()));
        }
        self
    }

    /// Whether the remark will be reported.
    pub fn is_enabled(&self) -> bool {
        self.remark.is_some()
    }
}

impl Drop for InFlightRemark<'_> {
    fn drop(&mut self) {
        if let (Some(remark), Some(engine)) = (self.remark.take(), &self.ctx.remarks) {
            engine.report(self.ctx, remark);
        }
    }
}

impl Context {
    /// A remark of `kind` at `loc` (MLIR's `remark::passed`, `missed`,
    /// `failed`, `analysis`): built with its message and arguments, and
    /// reported when dropped if the context's engine selects its category.
    pub fn remark(&self, kind: RemarkKind, loc: Attribute, opts: RemarkOpts) -> InFlightRemark<'_> {
        let enabled = self
            .remarks
            .as_ref()
            .is_some_and(|e| e.is_enabled(kind, &opts.category));
        InFlightRemark {
            ctx: self,
            remark: enabled.then(|| Remark {
                kind,
                loc,
                opts,
                args: Vec::new(),
            }),
        }
    }
}

/// Whether `loc` is a file location (the YAML output's `DebugLoc`).
fn file_loc(ctx: &Context, loc: Attribute) -> Option<(String, u32, u32)> {
    match *ctx.attr_kind(loc) {
        AttrKind::FileLineColLoc {
            file, line, col, ..
        } => Some((ctx.symbol_str(file).to_string(), line, col)),
        _ => None,
    }
}
