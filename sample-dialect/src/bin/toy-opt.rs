//! `toy-opt`: reads Toy IR, verifies it and prints it, with the Toy dialect
//! registered (`toy-opt FILE.mlir`; the flags are those of `ods-opt`).

fn main() -> std::process::ExitCode {
    ods_runtime::opt::main("toy-opt", sample_dialect::toy::ToyDialect::register)
}
