//! `ods-opt` with the dialects of `fixtures/oracle/*.td`: the ods-rs side
//! of `scripts/attr-type-oracle.sh`.

fn main() -> std::process::ExitCode {
    ods_runtime::opt::main("ods-fixture-opt", ods_tests::oracle::register_all)
}
