//! mlir-opt's reproducer flags: `--run-reproducer` (the pipeline and
//! settings of the input's `mlir_reproducer` resource),
//! `--mlir-generate-reproducer` (the output IR with the pipeline that made
//! it) and `--mlir-pass-pipeline-crash-reproducer` (on a pass failure, the
//! IR before the pipeline, or before the failing pass with
//! `--mlir-pass-pipeline-local-reproducer`), as MLIR's
//! `PassReproducerOptions` and `PassCrashRecovery.cpp` write them.

use crate::asm::resource_parser::{ResourceEntry, ResourceError};
use crate::asm::{print_top_level_with_resources, PrintOptions};
use crate::diag::Diagnostic;
use crate::pass::{
    parse_pass_pipeline, pass_text, OpPassManager, Pass, PassInstrumentation, PassManager,
    PassRegistry, PipelineError,
};
use crate::{Attribute, Context, OpId, Symbol};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, Mutex};

/// The flags, as clap reads them.
#[derive(Debug, clap::Args)]
pub(super) struct ReproducerFlags {
    /// Run the pipeline stored in the reproducer (the input's
    /// `mlir_reproducer` resource)
    #[arg(long = "run-reproducer", value_name = "BOOL", num_args = 0..=1, value_parser = super::llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    run: bool,
    /// Generate an mlir reproducer at the provided filename (no crash
    /// required)
    #[arg(long = "mlir-generate-reproducer", value_name = "FILE")]
    generate: Option<String>,
    /// Generate a .mlir reproducer file at the given output path if the
    /// pass manager fails
    #[arg(long = "mlir-pass-pipeline-crash-reproducer", value_name = "FILE")]
    crash: Option<String>,
    /// When generating a crash reproducer, attempt to generate a reproducer
    /// with the smallest pipeline
    #[arg(long = "mlir-pass-pipeline-local-reproducer", value_name = "BOOL", num_args = 0..=1,
          value_parser = super::llvm_bool, require_equals = true, default_missing_value = "true",
          default_value = "false")]
    local: bool,
}

/// What a chunk's `mlir_reproducer` resource sets.
#[derive(Debug, Default)]
pub(super) struct Stored {
    pipeline: Option<String>,
    disable_threading: Option<bool>,
    verify_each: Option<bool>,
}

/// The resource's settings as its parser fills them in.
pub(super) type StoredHandle = Arc<Mutex<Stored>>;

impl ReproducerFlags {
    /// Whether a reproducer is written to standard output (`-`).
    pub(super) fn writes_stdout(&self) -> bool {
        [&self.generate, &self.crash]
            .iter()
            .any(|to| to.as_deref() == Some("-"))
    }

    /// With `--run-reproducer`, has the chunk's parser hand the
    /// `mlir_reproducer` resource to a parser of its keys (MLIR's
    /// `attachResourceParser`); the resource is then not printed back.
    pub(super) fn attach(&self, ctx: &mut Context) -> Option<StoredHandle> {
        if !self.run {
            return None;
        }
        let stored = StoredHandle::default();
        let fill = stored.clone();
        ctx.attach_resource_parser(
            "mlir_reproducer",
            Box::new(move |entry: &ResourceEntry<'_>| {
                let mut stored = fill.lock().unwrap_or_else(|e| e.into_inner());
                match entry.key {
                    "pipeline" => stored.pipeline = Some(entry.as_string()?),
                    "disable_threading" => stored.disable_threading = Some(entry.as_bool()?),
                    "verify_each" => stored.verify_each = Some(entry.as_bool()?),
                    key => {
                        return Err(ResourceError::AtKey(format!(
                            "unknown 'mlir_reproducer' resource key '{key}'"
                        )))
                    }
                }
                Ok(())
            }),
        );
        Some(stored)
    }

    /// The reproducer's pipeline, which the pass flags then extend, if it
    /// has one; its settings applied to `ctx`. The error is the pipeline
    /// parser's, which mlir-opt writes as it is.
    pub(super) fn stored_pipeline(
        stored: Option<&StoredHandle>,
        ctx: &mut Context,
        passes: &PassRegistry,
    ) -> Result<Option<OpPassManager>, PipelineError> {
        let Some(stored) = stored else {
            return Ok(None);
        };
        let stored = stored.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(disable) = stored.disable_threading {
            ctx.multithreading = !disable;
        }
        stored
            .pipeline
            .as_deref()
            .map(|text| parse_pass_pipeline(text, passes))
            .transpose()
    }

    /// Whether the verifier runs after each pass: the reproducer's
    /// setting, else `default` (`--verify-each`).
    pub(super) fn verify_each(stored: Option<&StoredHandle>, default: bool) -> bool {
        stored
            .and_then(|s| s.lock().unwrap_or_else(|e| e.into_inner()).verify_each)
            .unwrap_or(default)
    }

    /// With `--mlir-pass-pipeline-crash-reproducer`, sets up `pm` to
    /// write a reproducer when it fails on `top`; MLIR's error when the
    /// local reproducer is asked for with threads on.
    pub(super) fn enable_crash_reproducer(
        &self,
        ctx: &mut Context,
        pm: &mut PassManager,
        top: OpId,
        print: PrintOptions,
        verify_each: bool,
    ) -> Result<Option<CrashReproducer>, Diagnostic> {
        let Some(file) = &self.crash else {
            return Ok(None);
        };
        if self.local && ctx.multithreading {
            let message = "Local crash reproduction may not be used without disabling \
                           mutli-threading first.";
            return Err(Diagnostic::error(ctx.unknown_loc(), message));
        }
        let settings = Settings::new(ctx, print, !ctx.multithreading, verify_each);
        let whole = (!self.local).then(|| {
            let pipeline = pm.print_as_textual_pipeline(false);
            reproducer_text(ctx, top, &pipeline, &settings)
        });
        let tracker = Rc::new(RefCell::new(CrashTracker {
            file: file.clone(),
            local: self.local,
            settings,
            whole,
            running: Vec::new(),
            failed: false,
        }));
        pm.add_instrumentation(Box::new(Shared(tracker.clone())));
        Ok(Some(CrashReproducer(tracker)))
    }

    /// With `--mlir-generate-reproducer`, writes the reproducer of `top`
    /// after `pm` ran on it: the pipeline, threads and verifier left at
    /// MLIR's defaults for it (threads on, verifier off). A file that does
    /// not open is left unwritten, silently (as MLIR's `makeReproducer`).
    pub(super) fn generate(
        &self,
        ctx: &mut Context,
        top: OpId,
        pm: &PassManager,
        print: PrintOptions,
    ) {
        let Some(file) = &self.generate else {
            return;
        };
        let settings = Settings::new(ctx, print, false, false);
        let text = reproducer_text(ctx, top, &pm.print_as_textual_pipeline(false), &settings);
        let _ = write_file(file, &text);
    }
}

/// What a reproducer records besides the pipeline, and the symbols of
/// its resource group and keys.
#[derive(Clone, Copy)]
struct Settings {
    print: PrintOptions,
    disable_threading: bool,
    verify_each: bool,
    symbols: [Symbol; 4],
}

impl Settings {
    /// The settings, with the resource's symbols interned in `ctx`.
    fn new(
        ctx: &mut Context,
        print: PrintOptions,
        disable_threading: bool,
        verify_each: bool,
    ) -> Settings {
        let names = [
            "mlir_reproducer",
            "pipeline",
            "disable_threading",
            "verify_each",
        ];
        Settings {
            print,
            disable_threading,
            verify_each,
            symbols: names.map(|name| ctx.symbol(name)),
        }
    }
}

/// `top` printed as mlir-opt prints it, with the `mlir_reproducer`
/// resource after the others, without the blank line that ends
/// mlir-opt's output (MLIR prints the op alone).
fn reproducer_text(ctx: &Context, top: OpId, pipeline: &str, settings: &Settings) -> String {
    let [group, p, t, v] = settings.symbols;
    let mut quoted = String::from("\"");
    crate::asm::escape::escape_into(&mut quoted, pipeline.as_bytes());
    quoted.push('"');
    let group = (
        group,
        vec![
            (p, quoted),
            (t, settings.disable_threading.to_string()),
            (v, settings.verify_each.to_string()),
        ],
    );
    let printed = print_top_level_with_resources(ctx, top, settings.print, &[group]);
    let mut text = printed.unwrap_or_else(|e| e.to_string());
    if text.ends_with('\n') {
        text.pop();
    }
    text
}

/// Writes `text` to `path`, or gives LLVM's message.
fn write_file(path: &str, text: &str) -> Result<(), String> {
    let mut out = super::files::open_output(path)?;
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| super::files::io_error_text(&e))
}

use std::io::Write as _;

/// A pass running on an op: its description, its op, and (local
/// reproducers) the reproducer of the IR before it.
struct Running {
    pass: &'static str,
    op: OpId,
    description: String,
    text: Option<String>,
}

/// Follows the passes as they run (MLIR's `PassCrashReproducerGenerator`
/// and its instrumentation): the first pass that fails gets the
/// reproducer and the error, when it fails.
struct CrashTracker {
    file: String,
    local: bool,
    settings: Settings,
    /// The whole reproducer, made before the run (not local).
    whole: Option<String>,
    /// The passes running, and those that failed after the first failure.
    running: Vec<Running>,
    failed: bool,
}

impl CrashTracker {
    /// Writes the reproducer and emits MLIR's error at `loc`: "Pipeline
    /// failed while executing WHAT".
    fn report(&self, ctx: &Context, loc: Attribute, what: &str, text: &str) {
        let outcome = match write_file(&self.file, text) {
            Ok(()) => format!("reproducer generated at `{}`", self.file),
            Err(e) => {
                format!("failed to create output stream: Failed to create reproducer stream: {e}")
            }
        };
        let message = "Failures have been detected while processing an MLIR pass pipeline";
        let note = format!("Pipeline failed while executing {what}: {outcome}");
        ctx.emit(Diagnostic::error(loc, message).with_note(loc, note));
    }

    /// The end of the run on `top`: a local reproducer is written for the
    /// last pass that failed after the first failure (MLIR finalizes its
    /// generator once more), a whole one when the run failed with no pass
    /// failing.
    fn finish(&mut self, ctx: &Context, top: OpId, failed: bool) {
        if !failed {
            return;
        }
        let loc = ctx.op_loc(top);
        if self.local {
            if let Some(last) = self.running.pop() {
                self.report(ctx, loc, &last.description, &last.text.unwrap_or_default());
            }
        } else if let Some(text) = self.whole.take() {
            let what = format!("[{}]", self.descriptions());
            self.report(ctx, loc, &what, &text);
        }
        self.running.clear();
    }

    fn descriptions(&self) -> String {
        let all: Vec<&str> = self
            .running
            .iter()
            .map(|r| r.description.as_str())
            .collect();
        all.join(", ")
    }
}

/// The hooks the pass manager calls through [`Shared`].
impl CrashTracker {
    fn run_before_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        let text = self.local.then(|| {
            // The failing pass nested in the names of its op's ancestors
            // below the top-level op, which the reproducer prints.
            let mut top = op;
            let mut pipeline = pass_text(pass);
            while let Some(parent) = ctx.parent_op(top) {
                pipeline = format!("{}({pipeline})", ctx.op_name_str(top));
                top = parent;
            }
            let pipeline = format!("{}({pipeline})", ctx.op_name_str(top));
            reproducer_text(ctx, top, &pipeline, &self.settings)
        });
        self.running.push(Running {
            pass: pass.name(),
            op,
            description: describe(ctx, pass, op),
            text,
        });
    }

    fn run_after_pass(&mut self, _: &Context, pass: &dyn Pass, op: OpId) {
        if let Some(at) = self
            .running
            .iter()
            .rposition(|r| r.pass == pass.name() && r.op == op)
        {
            self.running.remove(at);
        }
    }

    fn run_after_pass_failed(&mut self, ctx: &Context, _: &dyn Pass, op: OpId) {
        // One report when the first pass fails; those failing later stay
        // among the running.
        if std::mem::replace(&mut self.failed, true) {
            return;
        }
        let loc = ctx.op_loc(op);
        if self.local {
            if let Some(last) = self.running.last() {
                let text = last.text.clone().unwrap_or_default();
                self.report(ctx, loc, &last.description, &text);
            }
        } else if let Some(text) = self.whole.take() {
            let what = format!("[{}]", self.descriptions());
            self.report(ctx, loc, &what, &text);
        }
        self.running.clear();
    }
}

/// `` `Canonicalizer` on 'func.func' operation: @f ``: a pass running on
/// an op, as MLIR's reproducer note names it.
fn describe(ctx: &Context, pass: &dyn Pass, op: OpId) -> String {
    let mut description = format!("`{}` on '{}' operation", pass.name(), ctx.op_name_str(op));
    if let Some(name) = crate::interfaces::symbols::symbol_name(ctx, op) {
        description.push_str(&format!(": @{}", String::from_utf8_lossy(name)));
    }
    description
}

/// The crash reproducer of a run: the tracker the pass manager holds.
pub(super) struct CrashReproducer(Rc<RefCell<CrashTracker>>);

impl CrashReproducer {
    /// After the run on `top`, which `failed` or not: what MLIR reports
    /// once the pass manager is done (emitted into `ctx`).
    pub(super) fn finish(&self, ctx: &Context, top: OpId, failed: bool) {
        self.0.borrow_mut().finish(ctx, top, failed);
    }
}

/// The tracker shared between the pass manager and the driver.
struct Shared(Rc<RefCell<CrashTracker>>);

impl PassInstrumentation for Shared {
    fn run_before_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        self.0.borrow_mut().run_before_pass(ctx, pass, op);
    }

    fn run_after_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        self.0.borrow_mut().run_after_pass(ctx, pass, op);
    }

    fn run_after_pass_failed(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        self.0.borrow_mut().run_after_pass_failed(ctx, pass, op);
    }
}
