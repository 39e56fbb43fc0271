//! The registry of passes by argument (MLIR's `PassRegistry`): what a
//! textual pipeline and a `*-opt` tool's pass flags can name.

use super::manager::OpPassManager;
use super::options::{OptionsError, PassOptions};
use super::pass::Pass;
use std::collections::BTreeMap;

/// Makes a new instance of a pass, with its default options.
pub type PassAllocator = fn() -> Box<dyn Pass>;

/// Adds the passes of a registered pipeline to a pass manager, given the
/// pipeline's options (MLIR's `PassPipelineRegistration` builder); the
/// message of a pass that cannot be added on error.
pub type PipelineBuilder = fn(&PassOptions, &mut OpPassManager) -> Result<(), String>;

/// What a registered pipeline is made of: its options with their
/// defaults, and its builder.
#[derive(Clone, Copy, Debug)]
struct Pipeline {
    options: fn() -> PassOptions,
    build: PipelineBuilder,
}

/// A registered pass or pass pipeline (MLIR's `PassInfo` and
/// `PassPipelineInfo`).
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// The pass's argument.
    pub argument: &'static str,
    /// The pass's description.
    pub description: &'static str,
    allocator: Option<PassAllocator>,
    pipeline: Option<Pipeline>,
}

/// Why a registered pass could not be added to a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddPassError {
    /// See [`OptionsError::value_error`].
    pub value_error: Option<String>,
    /// MLIR's message, ending in a newline when the options parser wrote
    /// it.
    pub message: String,
    /// What a pipeline's options parser writes on standard error by
    /// itself, outside the error (`<Pass-Options-Parser>: no such option
    /// foo` and a newline), as MLIR's pipelines report their options.
    pub printed: String,
}

impl From<OptionsError> for AddPassError {
    fn from(e: OptionsError) -> AddPassError {
        AddPassError {
            value_error: e.value_error,
            message: e.message,
            printed: String::new(),
        }
    }
}

impl PassInfo {
    /// A new instance of the pass; `None` for a pipeline.
    pub fn create(&self) -> Option<Box<dyn Pass>> {
        self.allocator.map(|allocate| allocate())
    }

    /// Whether this is a pass pipeline, which adds passes rather than
    /// being one.
    pub fn is_pipeline(&self) -> bool {
        self.pipeline.is_some()
    }

    /// Adds a new instance with the options `options` (the text of
    /// `pass{...}` or `--pass=...`) to `pm`; a pipeline adds its passes.
    pub fn add_to_pipeline(
        &self,
        pm: &mut OpPassManager,
        options: &str,
    ) -> Result<(), AddPassError> {
        let Some(mut pass) = self.create() else {
            return self.add_pipeline(pm, options);
        };
        let parsed = match pass.options_mut() {
            Some(declared) => declared.parse_from_string(options),
            None => super::options::PassOptions::new().parse_from_string(options),
        };
        // As MLIR: a pass on the wrong op is refused whatever its options.
        if let (Some(anchor), Some(own), super::Nesting::Explicit) =
            (pm.op_name(), pass.op_name(), pm.nesting())
        {
            if anchor != own {
                return Err(AddPassError {
                    value_error: None,
                    printed: String::new(),
                    message: format!(
                        "Can't add pass '{}' restricted to '{own}' on a PassManager intended to run on '{}', did you intend to nest?",
                        pass.name(),
                        pm.op_anchor_name()
                    ),
                });
            }
        }
        parsed?;
        pm.try_add_pass(pass).map_err(|message| AddPassError {
            value_error: None,
            message,
            printed: String::new(),
        })
    }
}

impl PassInfo {
    /// The pipeline's passes, built with `options` parsed into its own.
    fn add_pipeline(&self, pm: &mut OpPassManager, options: &str) -> Result<(), AddPassError> {
        let Some(pipeline) = self.pipeline else {
            return Ok(());
        };
        let mut values = (pipeline.options)();
        values
            .parse_from_string(options)
            .map_err(|e| AddPassError {
                value_error: e.value_error,
                message: String::new(),
                printed: e.message,
            })?;
        (pipeline.build)(&values, pm).map_err(|message| AddPassError {
            value_error: None,
            message,
            printed: String::new(),
        })
    }
}

/// Passes by argument.
///
/// ```
/// use ods_runtime::pass::{OpPassManager, PassRegistry};
///
/// let mut registry = PassRegistry::new();
/// ods_runtime::transforms::register_transforms_passes(&mut registry);
/// let mut pm = OpPassManager::new("builtin.module");
/// let cse = registry.lookup("cse").unwrap();
/// cse.add_to_pipeline(&mut pm, "").unwrap();
/// assert_eq!(pm.to_string(), "builtin.module(cse)");
/// ```
#[derive(Clone, Debug, Default)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, PassInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> PassRegistry {
        PassRegistry::default()
    }

    /// Registers the pass `allocator` makes under its argument (a second
    /// registration of an argument replaces the first).
    ///
    /// # Panics
    ///
    /// When the pass has no argument, as MLIR aborts.
    pub fn register(&mut self, allocator: PassAllocator) {
        let pass = allocator();
        let argument = pass.argument();
        assert!(
            !argument.is_empty(),
            "Trying to register '{}' pass that does not override `argument()`",
            pass.name()
        );
        self.passes.insert(
            argument,
            PassInfo {
                argument,
                description: pass.description(),
                allocator: Some(allocator),
                pipeline: None,
            },
        );
    }

    /// Registers a pass pipeline under `argument` (MLIR's
    /// `PassPipelineRegistration`): naming it in a pipeline's text or as
    /// a flag adds the passes `build` adds, given the options `options`
    /// declares and the text sets. `--list-passes` leaves pipelines out,
    /// as mlir-opt's does.
    pub fn register_pipeline(
        &mut self,
        argument: &'static str,
        description: &'static str,
        options: fn() -> PassOptions,
        build: PipelineBuilder,
    ) {
        self.passes.insert(
            argument,
            PassInfo {
                argument,
                description,
                allocator: None,
                pipeline: Some(Pipeline { options, build }),
            },
        );
    }

    /// The pass registered under `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.get(argument)
    }

    /// The registered passes and pipelines, sorted by argument.
    pub fn iter(&self) -> impl Iterator<Item = &PassInfo> {
        self.passes.values()
    }

    /// The passes with their options and descriptions, as mlir-opt's
    /// `--list-passes` prints them (MLIR's `printRegisteredPasses`).
    pub fn list_passes(&self) -> String {
        super::help::list_passes(self)
    }
}
