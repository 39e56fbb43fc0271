//! C++ from the `emitc` dialect, MLIR's `mlir-translate --mlir-to-cpp`
//! (`mlir/lib/Target/Cpp/TranslateToCpp.cpp`): EmitC's ops, `func.func`,
//! `func.call`, `func.return`, `cf.br`, `cf.cond_br` and `builtin.module`
//! as C++ text, byte for byte what mlir-translate 22 writes.
//!
//! ```
//! use ods_dialects::target::cpp::{translate_to_cpp, CppOptions};
//! let mut ctx = ods_runtime::Context::new();
//! ods_dialects::register_all(&mut ctx);
//! let source = r#"func.func @add(%a: i32, %b: i32) -> i32 {
//!   %s = emitc.add %a, %b : (i32, i32) -> i32
//!   return %s : i32
//! }"#;
//! let module = ods_runtime::parse_and_verify(&mut ctx, source, "add.mlir").unwrap();
//! let (text, result) = translate_to_cpp(&ctx, module, &CppOptions::default());
//! result.unwrap();
//! assert_eq!(text, "int32_t add(int32_t v1, int32_t v2) {\n  int32_t v3 = v1 + v2;\n  return v3;\n}\n\n");
//! ```

mod attributes;
#[cfg(feature = "cf")]
mod branches;
mod control;
mod declarations;
mod emitter;
mod expressions;
#[cfg(feature = "func")]
mod func;
mod functions;
mod operators;
mod output;
mod statements;
mod types;

pub use super::CppOptions;
use ods_runtime::{Context, OpId};

/// The C++ of `op` (a module, usually), and whether all of it could be
/// emitted: on an error, the text is what was emitted before it, as
/// mlir-translate writes it.
pub fn translate_to_cpp(ctx: &Context, op: OpId, options: &CppOptions) -> super::Translated {
    let mut emitter = emitter::CppEmitter::new(ctx, options.clone());
    let result = emitter.emit_operation(op, false);
    (
        emitter.os.into_string(),
        result.map_err(super::TranslateError::from),
    )
}
