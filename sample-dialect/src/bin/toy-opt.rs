//! `toy-opt`: reads Toy IR, verifies it and prints it, with the Toy dialect
//! registered with its inliner interface (`toy-opt FILE.mlir`; the flags
//! are those of `ods-opt`, `--inline` among them), and the tutorial's shape
//! inference as the pass `toy-shape-inference`.

use ods_runtime::pass::PassRegistry;
use sample_dialect::shape_inference::ShapeInferencePass;

fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(ShapeInferencePass));
}

fn main() -> std::process::ExitCode {
    ods_runtime::opt::main_with_passes(
        "toy-opt",
        sample_dialect::inliner::register,
        register_passes,
    )
}
