//! `ods-mlir-opt`: `ods-opt` with MLIR's own dialects that this build
//! enables registered (`ub`, `index`, `arith`, `math`, `complex`, `cf`,
//! `func`, `scf`, `memref`, `tensor`, `emitc`, `llvm`, `affine`, `vector`: one Cargo feature each), next to the builtin
//! dialect, and their passes (`--convert-scf-to-cf`, `--arith-expand`). It
//! takes the
//! flags of `ods-opt` (`--help`), mlir-opt's spellings too.

fn main() -> std::process::ExitCode {
    ods_runtime::opt::main_with_passes(
        "ods-mlir-opt",
        ods_dialects::register_all,
        ods_dialects::register_all_passes,
    )
}
