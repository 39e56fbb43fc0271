//! Translations out of MLIR, as `mlir-translate` runs them: each reads a
//! parsed and verified module and writes text. `ods-mlir-translate`
//! ([`driver`](crate::target::driver)) picks one by its flag; today the
//! C++ of the `emitc` dialect ([`cpp`](crate::target::cpp),
//! `--mlir-to-cpp`) and the LLVM IR of the `llvm` dialect
//! ([`llvmir`](crate::target::llvmir), `--mlir-to-llvmir`).

#[cfg(feature = "emitc")]
pub mod cpp;
pub mod driver;
#[cfg(feature = "llvm")]
pub mod llvmir;

use ods_runtime::diag::Diagnostic;
use ods_runtime::{Context, OpId};

/// What a translation gives: the text it wrote, and the error that
/// stopped it, if any (the text is then what came before the error).
pub type Translated = (String, Result<(), TranslateError>);

/// Why a translation stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranslateError {
    /// An error at a place of the input (MLIR's `emitError`).
    Diagnostic(Diagnostic),
    /// The report of LLVM's IR verifier on the module written, which
    /// mlir-translate prints as it is, without a place (`llvm::verifyModule`
    /// writing to `errs()`): each failed check's message, then the values
    /// it is about, one per line.
    InvalidModule(String),
}

impl std::fmt::Display for TranslateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TranslateError::Diagnostic(d) => d.fmt(f),
            TranslateError::InvalidModule(report) => f.write_str(report.trim_end()),
        }
    }
}

impl std::error::Error for TranslateError {}

impl From<Diagnostic> for TranslateError {
    fn from(d: Diagnostic) -> Self {
        TranslateError::Diagnostic(d)
    }
}

/// The options of the translations, each a flag of `ods-mlir-translate`
/// (mlir-translate's, which registers them all at once, so a build
/// without `emitc` still accepts them).
#[derive(Clone, Debug, Default)]
pub struct TranslateOptions {
    /// `--declare-variables-at-top`, `--file-id`: of `--mlir-to-cpp`.
    pub cpp: CppOptions,
}

/// The options of `--mlir-to-cpp`.
#[derive(Clone, Debug, Default)]
pub struct CppOptions {
    /// Declare the variables of a function's results and block arguments
    /// at its top (`--declare-variables-at-top`).
    pub declare_variables_at_top: bool,
    /// Emit only the `emitc.file` ops of this id (`--file-id`).
    pub file_id: String,
}

/// A translation from MLIR: the flag that selects it, what it does, the
/// dialects its input may hold, and the translation itself (the text
/// written, and whether all of it could be).
pub struct Translation {
    /// The flag, without its dashes (`mlir-to-cpp`).
    pub flag: &'static str,
    /// What `--help` says of it.
    pub description: &'static str,
    /// Registers the dialects the input may use (the builtin dialect is
    /// always there).
    pub register: fn(&mut Context),
    /// The text of a module, and the error that stopped it, if any.
    pub translate: fn(&Context, OpId, &TranslateOptions) -> Translated,
}

/// The dialects mlir-translate registers for `--mlir-to-cpp`: `cf`,
/// `emitc` and `func`.
#[cfg(feature = "emitc")]
fn register_cpp_dialects(ctx: &mut Context) {
    crate::emitc::EmitCDialect::register(ctx);
    #[cfg(feature = "cf")]
    crate::cf::ControlFlowDialect::register(ctx);
    #[cfg(feature = "func")]
    crate::func::FuncDialect::register(ctx);
}

/// The translations this build has.
pub fn translations() -> Vec<Translation> {
    vec![
        #[cfg(feature = "emitc")]
        Translation {
            flag: "mlir-to-cpp",
            description: "translate from mlir to cpp",
            register: register_cpp_dialects,
            translate: |ctx, op, options| cpp::translate_to_cpp(ctx, op, &options.cpp),
        },
        #[cfg(feature = "llvm")]
        Translation {
            flag: "mlir-to-llvmir",
            description: "Translate MLIR to LLVMIR",
            register: register_llvmir_dialects,
            translate: |ctx, op, _| llvmir::translate_to_llvmir(ctx, op),
        },
    ]
}

/// The dialects mlir-translate registers for `--mlir-to-llvmir` that
/// this build has: `llvm` and `func` (whose ops do not translate).
#[cfg(feature = "llvm")]
fn register_llvmir_dialects(ctx: &mut Context) {
    crate::llvm::LLVMDialect::register(ctx);
    #[cfg(feature = "func")]
    crate::func::FuncDialect::register(ctx);
}
