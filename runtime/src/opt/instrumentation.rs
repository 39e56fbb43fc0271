//! mlir-opt's pass manager flags for IR printing and statistics
//! (`--mlir-print-ir-*`, to standard error or a file tree,
//! `--mlir-pass-statistics*`), checked as LLVM's command line checks them
//! and applied to a chunk's pass manager as mlir-opt's
//! `applyPassManagerCLOptions` applies them.

use crate::asm::PrintOptions;
use crate::diag::{render, Diagnostic};
use crate::pass::{
    IrPrinter, IrPrintingConfig, PassDisplayMode, PassFilter, PassManager, PassRegistry,
};
use crate::Context;
use std::collections::BTreeSet;

/// The flags, as clap reads them.
#[derive(Debug, clap::Args)]
pub(super) struct InstrumentationFlags {
    /// Print IR before the passes named (a comma-separated list)
    #[arg(
        long = "mlir-print-ir-before",
        value_name = "PASS",
        value_delimiter = ','
    )]
    print_before: Vec<String>,
    /// Print IR after the passes named (a comma-separated list)
    #[arg(
        long = "mlir-print-ir-after",
        value_name = "PASS",
        value_delimiter = ','
    )]
    print_after: Vec<String>,
    /// Print IR before each pass
    #[arg(long = "mlir-print-ir-before-all", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    print_before_all: bool,
    /// Print IR after each pass
    #[arg(long = "mlir-print-ir-after-all", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    print_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed
    #[arg(long = "mlir-print-ir-after-change", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    print_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed
    #[arg(long = "mlir-print-ir-after-failure", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    print_after_failure: bool,
    /// When printing IR for print-ir-[before|after]{-all} always print the
    /// top-level operation (needs --mlir-disable-threading)
    #[arg(long = "mlir-print-ir-module-scope", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    print_module_scope: bool,
    /// Write the IR printed before or after passes to a file tree rooted
    /// at DIR (a folder per op, a file per dump) instead of standard error
    #[arg(long = "mlir-print-ir-tree-dir", value_name = "DIR")]
    print_tree_dir: Option<String>,
    /// Display the statistics of each pass, on standard error
    #[arg(long = "mlir-pass-statistics", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    statistics: bool,
    /// Display method for pass statistics: `list` (merged, sorted by pass
    /// name) or `pipeline` (nested as the pipeline is)
    #[arg(
        long = "mlir-pass-statistics-display",
        value_name = "MODE",
        default_value = "pipeline"
    )]
    statistics_display: String,
}

impl InstrumentationFlags {
    /// LLVM's error for a value its command line does not know, without
    /// the tool's name: `for the --mlir-print-ir-before option: Cannot
    /// find option named 'nope'!`.
    pub(super) fn check(&self, passes: &PassRegistry) -> Result<(), String> {
        let unknown = |flag: &str, name: &str| {
            format!("for the --{flag} option: Cannot find option named '{name}'!")
        };
        for (flag, names) in [
            ("mlir-print-ir-before", &self.print_before),
            ("mlir-print-ir-after", &self.print_after),
        ] {
            if let Some(name) = names.iter().find(|n| passes.lookup(n).is_none()) {
                return Err(unknown(flag, name));
            }
        }
        match PassDisplayMode::from_name(&self.statistics_display) {
            Some(_) => Ok(()),
            None => Err(unknown(
                "mlir-pass-statistics-display",
                &self.statistics_display,
            )),
        }
    }

    /// MLIR's error for module scope with threads, which mlir-opt reports
    /// for each chunk before it reads the pipeline.
    pub(super) fn check_threading(&self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.print_module_scope && ctx.multithreading {
            let message = "IR print for module scope can't be setup on a pass-manager without \
                           disabling multi-threading first.\n";
            return Err(Diagnostic::error(ctx.unknown_loc(), message));
        }
        Ok(())
    }

    /// Sets up `pm` as the flags ask: statistics, and the IR printer
    /// writing to standard error, what the context emitted before each
    /// dump first (rendered in `source`'s name and text).
    pub(super) fn apply(
        &self,
        pm: &mut PassManager,
        print_options: PrintOptions,
        source: (&str, &str),
    ) {
        if self.statistics {
            let mode = PassDisplayMode::from_name(&self.statistics_display).unwrap_or_default();
            pm.enable_statistics(mode);
        }
        let Some(config) = self.ir_printing_config(print_options) else {
            return;
        };
        let (name, chunk) = (source.0.to_string(), source.1.to_string());
        let sink = move |ctx: &Context, text: &str| {
            for d in ctx.take_diagnostics() {
                eprint!("{}", render(ctx, &d, &name, &chunk));
            }
            eprint!("{text}");
        };
        pm.add_instrumentation(Box::new(IrPrinter::new(config, Box::new(sink))));
    }

    /// What is printed, if anything: mlir-opt prints after every pass
    /// with `--mlir-print-ir-after-failure` (and then only after those
    /// that fail).
    fn ir_printing_config(&self, print_options: PrintOptions) -> Option<IrPrintingConfig> {
        let filter = |all: bool, names: &[String]| match (all, names.is_empty()) {
            (true, _) => PassFilter::All,
            (false, false) => PassFilter::Arguments(names.iter().cloned().collect::<BTreeSet<_>>()),
            (false, true) => PassFilter::None,
        };
        let before = filter(self.print_before_all, &self.print_before);
        let after = filter(
            self.print_after_all || self.print_after_failure,
            &self.print_after,
        );
        if before == PassFilter::None && after == PassFilter::None {
            return None;
        }
        Some(IrPrintingConfig {
            before,
            after,
            module_scope: self.print_module_scope,
            after_only_on_change: self.print_after_change,
            after_only_on_failure: self.print_after_failure,
            print_options,
            // As mlir-opt, an empty folder name prints to standard error.
            tree_dir: self
                .print_tree_dir
                .as_deref()
                .filter(|dir| !dir.is_empty())
                .map(Into::into),
        })
    }
}
