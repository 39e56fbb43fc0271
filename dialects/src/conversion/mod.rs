//! Conversions between MLIR's dialects (MLIR's `mlir/Conversion`), as
//! passes over the conversion framework of `ods_runtime::conversion`.

#[cfg(all(feature = "affine", feature = "scf"))]
pub mod affine_to_std;
#[cfg(all(feature = "complex", feature = "math", feature = "arith"))]
pub mod complex_to_standard;
#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;

#[cfg(all(feature = "cf", feature = "scf", feature = "func"))]
pub mod cf_to_scf;

#[cfg(all(feature = "func", feature = "emitc"))]
pub mod func_to_emitc;

#[cfg(all(feature = "scf", feature = "emitc"))]
pub mod scf_to_emitc;

#[cfg(all(feature = "arith", feature = "emitc"))]
pub mod arith_to_emitc;

#[cfg(all(feature = "math", feature = "emitc"))]
pub mod math_to_emitc;

#[cfg(all(
    feature = "math",
    feature = "arith",
    feature = "cf",
    feature = "func",
    feature = "scf"
))]
pub mod math_to_funcs;

#[cfg(all(feature = "memref", feature = "emitc"))]
pub mod memref_to_emitc;

#[cfg(feature = "emitc")]
pub mod convert_to_emitc;

#[cfg(any(all(feature = "func", feature = "emitc"), feature = "llvm"))]
mod attributes;

#[cfg(feature = "llvm")]
pub mod llvm_common;

#[cfg(any(feature = "emitc", feature = "llvm"))]
mod visit_dialects;

#[cfg(all(feature = "func", feature = "llvm"))]
pub mod func_to_llvm;

#[cfg(all(feature = "arith", feature = "llvm"))]
pub mod arith_to_llvm;

#[cfg(all(feature = "cf", feature = "llvm"))]
pub mod cf_to_llvm;

#[cfg(all(feature = "memref", feature = "llvm"))]
pub mod memref_to_llvm;

#[cfg(all(feature = "index", feature = "llvm"))]
pub mod index_to_llvm;

#[cfg(all(feature = "ub", feature = "llvm"))]
pub mod ub_to_llvm;

#[cfg(all(feature = "math", feature = "llvm"))]
pub mod math_to_llvm;

#[cfg(all(
    feature = "complex",
    feature = "math",
    feature = "arith",
    feature = "llvm"
))]
pub mod complex_to_llvm;

#[cfg(feature = "llvm")]
pub mod convert_to_llvm;

#[cfg(all(
    feature = "emitc",
    any(feature = "scf", feature = "arith", feature = "memref")
))]
mod emitc_types;

#[cfg(all(feature = "emitc", any(feature = "arith", feature = "memref")))]
mod lowering;

use ods_runtime::pass::PassRegistry;

/// Registers the conversion passes this build has:
/// `lower-affine` (with `affine` and `scf`),
/// `convert-scf-to-cf` (with the `scf`, `cf` and `arith` features),
/// `lift-cf-to-scf` (with `cf`, `scf` and `func`),
/// `convert-complex-to-standard` (with `complex`, `math` and `arith`),
/// `convert-func-to-emitc` (with `func` and `emitc`),
/// `convert-scf-to-emitc` (with `scf` and `emitc`),
/// `convert-arith-to-emitc` (with `arith` and `emitc`),
/// `convert-math-to-emitc` (with `math` and `emitc`),
/// `convert-math-to-funcs` (with `math`, `arith`, `cf`, `func` and `scf`),
/// `convert-memref-to-emitc` (with `memref` and `emitc`) and
/// `convert-to-emitc` (with `emitc`, lowering what of arith, func, memref
/// and scf the build has), and the lowerings to llvm
/// (with `llvm` and the dialect each lowers).
pub fn register_conversion_passes(registry: &mut PassRegistry) {
    #[cfg(all(feature = "affine", feature = "scf"))]
    affine_to_std::register_lower_affine_pass::<affine_to_std::LowerAffine>(registry);
    #[cfg(all(feature = "complex", feature = "math", feature = "arith"))]
    complex_to_standard::register_convert_complex_to_standard_pass::<
        complex_to_standard::ComplexToStandard,
    >(registry);
    #[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
    scf_to_cf::register_scf_to_control_flow_pass::<scf_to_cf::ScfToControlFlow>(registry);
    #[cfg(all(feature = "cf", feature = "scf", feature = "func"))]
    cf_to_scf::register_lift_control_flow_to_scf_pass::<cf_to_scf::LiftControlFlowToScf>(registry);
    #[cfg(all(feature = "func", feature = "emitc"))]
    func_to_emitc::register_convert_func_to_emit_c::<func_to_emitc::FuncToEmitC>(registry);
    #[cfg(all(feature = "scf", feature = "emitc"))]
    scf_to_emitc::register_scf_to_emit_c::<scf_to_emitc::ScfToEmitC>(registry);
    #[cfg(all(feature = "arith", feature = "emitc"))]
    arith_to_emitc::register_convert_arith_to_emit_c::<arith_to_emitc::ArithToEmitC>(registry);
    #[cfg(all(feature = "math", feature = "emitc"))]
    math_to_emitc::register_convert_math_to_emit_c::<math_to_emitc::MathToEmitC>(registry);
    #[cfg(all(
        feature = "math",
        feature = "arith",
        feature = "cf",
        feature = "func",
        feature = "scf"
    ))]
    math_to_funcs::register_convert_math_to_funcs::<math_to_funcs::MathToFuncs>(registry);
    #[cfg(all(feature = "memref", feature = "emitc"))]
    memref_to_emitc::register_convert_mem_ref_to_emit_c::<memref_to_emitc::MemRefToEmitC>(registry);
    #[cfg(feature = "emitc")]
    convert_to_emitc::register_convert_to_emit_c::<convert_to_emitc::ToEmitCPass>(registry);
    #[cfg(feature = "llvm")]
    register_llvm_lowerings(registry);
    let _ = registry;
}

/// Registers the lowerings to llvm: `convert-func-to-llvm` (and
/// `set-llvm-module-datalayout`, which MLIR declares beside it),
/// `convert-arith-to-llvm`, `convert-cf-to-llvm`,
/// `finalize-memref-to-llvm`, `convert-index-to-llvm`,
/// `convert-ub-to-llvm`, `convert-math-to-llvm` (each with its
/// dialect), `convert-complex-to-llvm` (with `complex`, `math` and
/// `arith`) and `convert-to-llvm`.
#[cfg(feature = "llvm")]
fn register_llvm_lowerings(registry: &mut PassRegistry) {
    #[cfg(feature = "func")]
    {
        func_to_llvm::register_convert_func_to_llvm_pass::<func_to_llvm::FuncToLlvm>(registry);
        func_to_llvm::register_set_llvm_module_data_layout_pass::<func_to_llvm::SetDataLayout>(
            registry,
        );
    }
    #[cfg(feature = "arith")]
    arith_to_llvm::register_arith_to_llvm_conversion_pass::<arith_to_llvm::ArithToLlvm>(registry);
    #[cfg(feature = "cf")]
    cf_to_llvm::register_convert_control_flow_to_llvm_pass::<cf_to_llvm::ControlFlowToLlvm>(
        registry,
    );
    #[cfg(feature = "memref")]
    memref_to_llvm::register_finalize_mem_ref_to_llvm_conversion_pass::<memref_to_llvm::MemRefToLlvm>(
        registry,
    );
    #[cfg(feature = "index")]
    index_to_llvm::register_convert_index_to_llvm_pass::<index_to_llvm::IndexToLlvm>(registry);
    #[cfg(feature = "ub")]
    ub_to_llvm::register_ub_to_llvm_conversion_pass::<ub_to_llvm::UbToLlvm>(registry);
    #[cfg(feature = "math")]
    math_to_llvm::register_convert_math_to_llvm_pass::<math_to_llvm::MathToLlvm>(registry);
    #[cfg(all(feature = "complex", feature = "math", feature = "arith"))]
    complex_to_llvm::register_convert_complex_to_llvm_pass::<complex_to_llvm::ComplexToLlvm>(
        registry,
    );
    convert_to_llvm::register_convert_to_llvm_pass::<convert_to_llvm::ToLlvmPass>(registry);
}
