//! `toy-opt`: reads Toy IR, verifies it and prints it, with the Toy dialect
//! registered (`toy-opt FILE.mlir`; the flags are those of `ods-opt`), and
//! the tutorial's shape inference as `--toy-shape-inference`.

use ods_runtime::opt::ToolPass;

static PASSES: [ToolPass; 1] = [ToolPass {
    name: "toy-shape-inference",
    help: "Infer the shapes of the unranked tensors of each toy.func (chapter 4)",
    run: sample_dialect::shape_inference::infer_shapes,
}];

fn main() -> std::process::ExitCode {
    ods_runtime::opt::main_with_passes(
        "toy-opt",
        sample_dialect::toy::ToyDialect::register,
        &PASSES,
    )
}
