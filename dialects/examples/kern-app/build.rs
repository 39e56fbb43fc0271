//! Lowers the kernel of `src/axpy.mlir`, written in the `kern` dialect, to
//! C++ and compiles it into the crate: `kern` to loops of scf, arith and
//! memref ops (the `kern-dialect` crate's patterns), then
//! `convert-to-emitc` and the C++ exporter of `ods-dialects`, then `cc`.

use ods_dialects::target::cpp::{translate_to_cpp, CppOptions};
use ods_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};
use ods_runtime::{parse_source, Context};
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=src/axpy.mlir");
    let source = std::fs::read_to_string("src/axpy.mlir")?;
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    kern_dialect::kern::KernDialect::register(&mut ctx);
    let module = parse_source(&mut ctx, &source, "src/axpy.mlir")?;

    kern_dialect::lower_to_loops(&mut ctx, module)?;
    let mut registry = PassRegistry::new();
    ods_dialects::register_all_passes(&mut registry);
    let pipeline = parse_pass_pipeline("builtin.module(convert-to-emitc)", &registry)?;
    PassManager::from(pipeline).run(&mut ctx, module)?;

    let (cpp, translated) = translate_to_cpp(&ctx, module, &CppOptions::default());
    translated?;
    // The kernel is called from Rust: C linkage.
    let out = PathBuf::from(std::env::var("OUT_DIR")?).join("axpy.cpp");
    std::fs::write(
        &out,
        format!("#include <stddef.h>\n#include <stdint.h>\nextern \"C\" {{\n{cpp}}}\n"),
    )?;
    cc::Build::new().cpp(true).file(&out).compile("axpy");
    Ok(())
}
