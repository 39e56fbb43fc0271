//! IR printing between passes (MLIR's `IRPrinterInstrumentation`, what
//! mlir-opt's `--mlir-print-ir-*` flags turn on): the IR before or after
//! chosen passes, after those that changed it, or after those that failed,
//! under MLIR's `// -----// IR Dump ... //----- //` headers.

use super::fingerprint::OperationFingerprint;
use super::instrument::PassInstrumentation;
use super::ir_tree::FileTree;
use super::pass::Pass;
use crate::asm::{print_top_level, PrintOptions};
use crate::{Context, OpId};
use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;

/// Which passes the IR is printed before (or after).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    /// None (the default).
    #[default]
    None,
    /// Every pass (`--mlir-print-ir-before-all`).
    All,
    /// The passes with these arguments (`--mlir-print-ir-before=cse`).
    Arguments(BTreeSet<String>),
}

impl PassFilter {
    /// Whether `pass` is chosen.
    pub fn matches(&self, pass: &dyn Pass) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Arguments(names) => names.contains(pass.argument()),
        }
    }
}

/// What [`IrPrinter`] prints, and how (MLIR's `IRPrinterConfig`).
#[derive(Clone, Debug, Default)]
pub struct IrPrintingConfig {
    /// The passes the IR is printed before.
    pub before: PassFilter,
    /// The passes the IR is printed after.
    pub after: PassFilter,
    /// Print the whole top-level op, not only the op the pass ran on, with
    /// that op named in the header (`--mlir-print-ir-module-scope`). MLIR
    /// asks for the pass manager to run on one thread then.
    pub module_scope: bool,
    /// After a pass, print only if it changed the IR
    /// (`--mlir-print-ir-after-change`).
    pub after_only_on_change: bool,
    /// After a pass, print only if it failed (with
    /// `--mlir-print-ir-after-failure`, mlir-opt also prints after every
    /// pass that fails).
    pub after_only_on_failure: bool,
    /// How the IR is printed. An op nested in another prints in local
    /// scope (no aliases) unless the whole top-level op is printed.
    pub print_options: PrintOptions,
    /// Write each dump to a file of a tree rooted here instead of the
    /// sink (`--mlir-print-ir-tree-dir`; the layout is MLIR's, see
    /// [`IrPrinter`]).
    pub tree_dir: Option<PathBuf>,
}

/// Where the dumps go: each one's text, with the context they were made
/// in, so that a tool can report what was emitted before a dump first.
pub type IrDumpSink = Box<dyn FnMut(&Context, &str)>;

/// The pass instrumentation that prints the IR around passes as its
/// [`IrPrintingConfig`] says, as MLIR does:
///
/// ```text
/// // -----// IR Dump After CSE (cse) //----- //
/// module {
/// ...
/// ```
///
/// with `Before`, `After`, or `After ... Failed` in the header, the pass's
/// name and argument, and with module scope the op the pass ran on
/// (`('builtin.module' operation: @inner)`); each dump ends with a blank
/// line. With a [`tree_dir`](IrPrintingConfig::tree_dir), the dump of a
/// pass on an op goes to `<tree_dir>/<op>_<symbol>/.../<counts>_<pass
/// argument>.mlir` instead: a folder for the op and for each op it is
/// nested in (named after the op with dots made underscores, and after
/// its symbol or `no-symbol-name`), the file numbered by the dumps each
/// of them had so far (`0_0_1_canonicalize.mlir`).
///
/// ```
/// use ods_runtime::pass::{IrPrinter, IrPrintingConfig, PassFilter, PassManager};
/// use ods_runtime::{parse_source, transforms::Cse, Context};
/// use std::{cell::RefCell, rc::Rc};
///
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let mut ctx = Context::new();
/// let module = parse_source(&mut ctx, "module {}", "in.mlir")?;
/// let dumps = Rc::new(RefCell::new(String::new()));
/// let out = dumps.clone();
/// let config = IrPrintingConfig { after: PassFilter::All, ..Default::default() };
/// let mut pm = PassManager::new("builtin.module");
/// pm.add_pass(Box::new(Cse::default()));
/// pm.add_instrumentation(Box::new(IrPrinter::new(
///     config,
///     Box::new(move |_, text| out.borrow_mut().push_str(text)),
/// )));
/// pm.run(&mut ctx, module)?;
/// assert_eq!(
///     *dumps.borrow(),
///     "// -----// IR Dump After CSE (cse) //----- //\nmodule {\n}\n\n\n"
/// );
/// # Ok(())
/// # }
/// ```
pub struct IrPrinter {
    config: IrPrintingConfig,
    out: IrDumpSink,
    /// With `after_only_on_change`: the fingerprint of the op each running
    /// pass (by address) started on.
    before: HashMap<usize, OperationFingerprint>,
    /// The file tree the dumps go to, if any.
    tree: Option<FileTree>,
}

impl IrPrinter {
    /// An instrumentation that prints as `config` says into `out`.
    pub fn new(config: IrPrintingConfig, out: IrDumpSink) -> IrPrinter {
        IrPrinter {
            tree: config.tree_dir.clone().map(FileTree::new),
            config,
            out,
            before: HashMap::new(),
        }
    }

    /// Prints the dump titled `title` for `pass` on `op`.
    fn dump(&mut self, ctx: &Context, title: &str, pass: &dyn Pass, op: OpId) {
        let mut text = format!("// -----// IR Dump {title} ({})", pass.argument());
        let mut opts = self.config.print_options;
        let mut top = op;
        if self.config.module_scope {
            text.push_str(&format!(" ('{}' operation", ctx.op_name_str(op)));
            if let Some(name) = crate::interfaces::symbols::symbol_name(ctx, op) {
                text.push_str(&format!(": @{}", String::from_utf8_lossy(name)));
            }
            text.push(')');
            while let Some(parent) = ctx.parent_op(top) {
                top = parent;
            }
        } else if ctx.parent_op(op).is_some() {
            opts.local_scope = true;
        }
        text.push_str(" //----- //\n");
        match print_top_level(ctx, top, opts) {
            // The op as MLIR prints it, without the newline mlir-opt
            // adds at the end of a file.
            Ok(ir) => text.push_str(ir.strip_suffix('\n').unwrap_or(&ir)),
            Err(e) => text.push_str(&e.to_string()),
        }
        text.push_str("\n\n");
        match &mut self.tree {
            Some(tree) => tree.write(ctx, op, pass.argument(), &text),
            None => (self.out)(ctx, &text),
        }
    }
}

/// The address that identifies a running pass.
fn id(pass: &dyn Pass) -> usize {
    std::ptr::from_ref(pass).cast::<()>() as usize
}

impl PassInstrumentation for IrPrinter {
    fn run_before_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        if self.config.after_only_on_change {
            self.before
                .entry(id(pass))
                .or_insert_with(|| OperationFingerprint::of(ctx, op));
        }
        if self.config.before.matches(pass) {
            self.dump(ctx, &format!("Before {}", pass.name()), pass, op);
        }
    }

    fn run_after_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        if self.config.after_only_on_failure {
            return;
        }
        if self.config.after_only_on_change {
            let before = self.before.remove(&id(pass));
            if before == Some(OperationFingerprint::of(ctx, op)) {
                return;
            }
        }
        if self.config.after.matches(pass) {
            self.dump(ctx, &format!("After {}", pass.name()), pass, op);
        }
    }

    fn run_after_pass_failed(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        self.before.remove(&id(pass));
        if self.config.after.matches(pass) {
            self.dump(ctx, &format!("After {} Failed", pass.name()), pass, op);
        }
    }
}
