//! `ods-opt`: reads MLIR textual IR, verifies it and prints it like
//! `mlir-opt`, with only the builtin dialect registered.

fn main() -> std::process::ExitCode {
    ods_runtime::opt::main("ods-opt", |_| {})
}
