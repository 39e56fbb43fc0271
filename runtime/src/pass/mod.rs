//! The pass infrastructure, as MLIR's `mlir/Pass`: the [`Pass`] trait, its
//! [`PassOptions`], pass managers nested to any depth ([`OpPassManager`],
//! [`PassManager`]), MLIR's textual pipelines ([`parse_pass_pipeline`]),
//! the [`PassRegistry`] that pipelines and `*-opt` flags name passes from,
//! [`PassInstrumentation`] with the IR printing it serves, and the
//! [`Statistic`]s passes keep.
//!
//! ```
//! use ods_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};
//! use ods_runtime::{parse_source, Context};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut registry = PassRegistry::new();
//! ods_runtime::transforms::register_transforms_passes(&mut registry);
//! let text = "builtin.module(any(canonicalize{top-down=false}, cse))";
//! let mut pm = PassManager::from(parse_pass_pipeline(text, &registry)?);
//!
//! let mut ctx = Context::new();
//! ctx.allow_unregistered = true;
//! let module = parse_source(&mut ctx, "module {}", "in.mlir")?;
//! pm.run(&mut ctx, module)?;
//! assert_eq!(
//!     pm.print_as_textual_pipeline(false),
//!     "builtin.module(any(canonicalize{  max-iterations=10 max-num-rewrites=-1 \
//!      region-simplify=normal test-convergence=false top-down=false},cse))"
//! );
//! # Ok(())
//! # }
//! ```

mod action;
mod analysis;
mod fingerprint;
mod help;
mod instrument;
mod ir_printing;
mod ir_tree;
mod manager;
mod options;
#[allow(clippy::module_inception)]
mod pass;
mod pipeline;
mod registry;
mod statistics;

pub use action::{PassExecutionAction, ADAPTOR_NAME};
pub use analysis::{Analysis, AnalysisManager, PreservedAnalyses};
pub use fingerprint::OperationFingerprint;
pub use instrument::PassInstrumentation;
pub use ir_printing::{IrDumpSink, IrPrinter, IrPrintingConfig, PassFilter};
pub use manager::{DirectExecutor, Nesting, OpPassManager, PassManager, ANY_OP_ANCHOR};
pub(crate) use options::parse_integer as parse_llvm_integer;
pub use options::{EnumOptionValue, OptionHelp, OptionValue, OptionsError, PassOptions};
pub use pass::{Pass, PassCloner, PassFailure, PipelineExecutor};
pub use pipeline::{parse_pass_pipeline, parse_pass_pipeline_into, pass_text, PipelineError};
pub use registry::{AddPassError, PassAllocator, PassInfo, PassRegistry, PipelineBuilder};
pub use statistics::{PassDisplayMode, Statistic};
