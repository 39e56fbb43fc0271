//! LLVM IR text from the `llvm` dialect, MLIR's `mlir-translate
//! --mlir-to-llvmir` (`mlir/lib/Target/LLVMIR/ModuleTranslation.cpp` and
//! `LLVMToLLVMIRTranslation.cpp`) with our own printer in LLVM's
//! `AsmWriter` conventions and no LLVM library: byte for byte what
//! mlir-translate 22 writes for the ops this translation knows.
//!
//! ```
//! use ods_dialects::target::llvmir::translate_to_llvmir;
//! let mut ctx = ods_runtime::Context::new();
//! ods_dialects::register_all(&mut ctx);
//! let source = "llvm.func @add(%a: i32, %b: i32) -> i32 {
//!   %s = llvm.add %a, %b : i32
//!   llvm.return %s : i32
//! }";
//! let module = ods_runtime::parse_and_verify(&mut ctx, source, "add.mlir").unwrap();
//! let (text, result) = translate_to_llvmir(&ctx, module);
//! result.unwrap();
//! assert!(text.contains("define i32 @add(i32 %0, i32 %1) {\n  %3 = add i32 %0, %1\n  ret i32 %3\n}\n"));
//! ```

mod attributes;
mod branches;
mod calls;
mod comdat;
mod constants;
mod debug_info;
mod debug_records;
mod dense_resource;
mod float_digits;
mod fold;
mod function;
mod instructions;
mod intrinsics;
mod layout;
mod memory;
mod metadata;
mod module;
mod passthrough;
mod types;
mod verifier;

use ods_runtime::{Context, OpId};

/// The LLVM IR of a module; on an error, no text (mlir-translate writes
/// nothing then) and the error.
pub fn translate_to_llvmir(ctx: &Context, op: OpId) -> super::Translated {
    let mut text = String::new();
    match module::ModuleState::new(ctx, op).translate(op, &mut text) {
        Ok(()) => (text, Ok(())),
        Err(d) => (String::new(), Err(d)),
    }
}
