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
        let state = Rc::new(RefCell::new(CrashState::default()));
        if !self.local {
            let pipeline = pm.print_as_textual_pipeline(false);
            state.borrow_mut().whole = Some(reproducer_text(ctx, top, &pipeline, &settings));
        }
        pm.add_instrumentation(Box::new(CrashTracker {
            state: state.clone(),
            local: self.local,
            settings,
            anchors: Vec::new(),
        }));
        Ok(Some(CrashReproducer {
            file: file.clone(),
            local: self.local,
            state,
        }))
    }

    /// With `--mlir-generate-reproducer`, writes the reproducer of `top`
    /// after `pm` ran on it: the pipeline, threads and verifier left at
    /// MLIR's defaults for it (threads on, verifier off). A file that does
    /// not open is reported as MLIR reports it.
    pub(super) fn generate(
        &self,
        ctx: &mut Context,
        top: OpId,
        pm: &PassManager,
        print: PrintOptions,
    ) -> Result<(), Diagnostic> {
        let Some(file) = &self.generate else {
            return Ok(());
        };
        let settings = Settings::new(ctx, print, false, false);
        let text = reproducer_text(ctx, top, &pm.print_as_textual_pipeline(false), &settings);
        write_file(file, &text).map_err(|e| {
            Diagnostic::error(
                ctx.unknown_loc(),
                format!("Failed to create reproducer stream: {e}"),
            )
        })
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
/// resource after the others, without the final newline (as MLIR
/// writes a reproducer).
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

/// The reproducer of a failed pass: what ran, on what, and the text.
struct Failure {
    /// `` `Canonicalizer` on 'func.func' operation: @f ``.
    description: String,
    loc: Attribute,
    /// The local reproducer's text.
    text: Option<String>,
}

/// What the tracker saw: the whole reproducer made before the run, the
/// passes running (described) and the local reproducer of the innermost,
/// and the first failure.
#[derive(Default)]
struct CrashState {
    whole: Option<String>,
    running: Vec<String>,
    local: Option<String>,
    failure: Option<Failure>,
}

/// Follows the passes as they run, to know which failed first.
struct CrashTracker {
    state: Rc<RefCell<CrashState>>,
    local: bool,
    settings: Settings,
    /// The anchors of the nested pipelines entered, outermost first (the
    /// top-level pipeline's is not reported).
    anchors: Vec<String>,
}

impl PassInstrumentation for CrashTracker {
    fn run_before_pipeline(&mut self, pipeline: &OpPassManager) {
        self.anchors.push(pipeline.op_anchor_name().to_string());
    }

    fn run_after_pipeline(&mut self, _: &OpPassManager) {
        self.anchors.pop();
    }

    fn run_before_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        let mut state = self.state.borrow_mut();
        state.running.push(describe(ctx, pass, op));
        if !self.local || state.failure.is_some() {
            return;
        }
        let mut top = op;
        while let Some(parent) = ctx.parent_op(top) {
            top = parent;
        }
        // The nested pipelines' anchors, inside the top-level one (the
        // top op's name, which no pipeline hook reports).
        let mut pipeline = pass_text(pass);
        for anchor in self.anchors.iter().rev() {
            pipeline = format!("{anchor}({pipeline})");
        }
        pipeline = format!("{}({pipeline})", ctx.op_name_str(top));
        state.local = Some(reproducer_text(ctx, top, &pipeline, &self.settings));
    }

    fn run_after_pass(&mut self, _: &Context, _: &dyn Pass, _: OpId) {
        self.state.borrow_mut().running.pop();
    }

    fn run_after_pass_failed(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        let mut state = self.state.borrow_mut();
        if state.failure.is_none() {
            // The local reproducer names the failing pass; the whole one
            // every pass running when it failed (those enclosing it).
            let description = match self.local {
                true => describe(ctx, pass, op),
                false => format!("[{}]", state.running.join(", ")),
            };
            let text = state.local.take();
            state.failure = Some(Failure {
                description,
                loc: ctx.op_loc(op),
                text,
            });
        }
        state.running.pop();
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

/// The crash reproducer of a run, written when the run fails.
pub(super) struct CrashReproducer {
    file: String,
    local: bool,
    state: Rc<RefCell<CrashState>>,
}

impl CrashReproducer {
    /// After the run failed: writes the reproducer and returns MLIR's
    /// error with its note naming the file.
    pub(super) fn finish(self) -> Option<Diagnostic> {
        let mut state = self.state.borrow_mut();
        let failure = state.failure.take()?;
        let text = match self.local {
            true => failure.text.unwrap_or_default(),
            false => state.whole.take().unwrap_or_default(),
        };
        let what = failure.description;
        let outcome = match write_file(&self.file, &text) {
            Ok(()) => format!("reproducer generated at `{}`", self.file),
            Err(e) => {
                format!("failed to create output stream: Failed to create reproducer stream: {e}")
            }
        };
        let message = "Failures have been detected while processing an MLIR pass pipeline";
        let note = format!("Pipeline failed while executing {what}: {outcome}");
        Some(Diagnostic::error(failure.loc, message).with_note(failure.loc, note))
    }
}
