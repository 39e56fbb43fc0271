//! `ods-mlir-translate`: MLIR's `mlir-translate` for the translations
//! of `ods_dialects::target` (`--mlir-to-cpp`, with
//! `--declare-variables-at-top` and `--file-id`), its flags
//! (`--split-input-file`, `--verify-diagnostics`, `-o`) and its messages.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    ods_dialects::target::driver::main(&args)
}
