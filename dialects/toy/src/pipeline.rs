//! The passes `toyc` runs, as the tutorial's `loadAndProcessMLIR` adds
//! them: with `-opt` or a lowering, the inliner then, on each `toy.func`,
//! canonicalization, shape inference, canonicalization and CSE; to reach
//! affine, the lowering then canonicalization and CSE on each `func.func`;
//! to reach llvm, the full lowering after those. (The tutorial's `-opt`
//! also runs affine loop fusion and scalar replacement after the lowering
//! to affine, and its chapter 6 a pass giving each `llvm.func` a debug
//! scope; ods-rs has none of the three yet.)

use crate::lower_to_affine::LowerToAffinePass;
use crate::lower_to_llvm::LowerToLlvmPass;
use ods_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};
use sample_dialect::shape_inference::ShapeInferencePass;

/// How far `toyc` lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// The Toy dialect as generated (or read).
    Toy,
    /// Toy lowered to affine loops, `toy.print` aside.
    Affine,
    /// All of it lowered to the `llvm` dialect.
    Llvm,
}

/// The registry of the passes the pipelines name: MLIR's transforms, the
/// shape inference and the lowerings to affine and to llvm.
pub fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    ods_runtime::transforms::register_transforms_passes(&mut registry);
    registry.register(|| Box::new(ShapeInferencePass));
    registry.register(|| Box::new(LowerToAffinePass));
    registry.register(|| Box::new(LowerToLlvmPass));
    registry
}

/// The pipeline's text (empty: nothing to run).
pub fn pipeline_text(level: Level, optimize: bool) -> String {
    let mut passes = Vec::new();
    if optimize || level >= Level::Affine {
        passes.push("inline".to_string());
        passes.push("toy.func(canonicalize,toy-shape-inference,canonicalize,cse)".to_string());
    }
    if level >= Level::Affine {
        passes.push("toy-to-affine".to_string());
        passes.push("func.func(canonicalize,cse)".to_string());
    }
    if level >= Level::Llvm {
        passes.push("toy-to-llvm".to_string());
    }
    if passes.is_empty() {
        return String::new();
    }
    format!("builtin.module({})", passes.join(","))
}

/// The pass manager of the pipeline, verifying after each pass.
pub fn pass_manager(level: Level, optimize: bool) -> Option<PassManager> {
    let text = pipeline_text(level, optimize);
    if text.is_empty() {
        return None;
    }
    let pm = parse_pass_pipeline(&text, &registry()).expect("the pipeline names known passes");
    let mut pm = PassManager::from(pm);
    pm.enable_verifier(true);
    Some(pm)
}
