#![cfg(all(
    feature = "index",
    feature = "ub",
    feature = "func",
    feature = "arith",
    feature = "cf",
    feature = "scf",
    feature = "memref",
    feature = "llvm"
))]
//! The lowerings to the llvm dialect, declared by MLIR's installed
//! `Passes.td`: `ods-mlir-opt` on each case of
//! `inputs/<pass>/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/<pass>/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`).

use crate::common;

/// Signatures (scalars, `index` of each width, several results packed,
/// memrefs of each rank and memory space unpacked, unranked memrefs,
/// declarations, visibility, linkage, varargs, argument and result
/// attributes) and calls (operands unpacked, results unpacked, the values
/// unconverted ops use cast back, once packed), alone and reconciled; the
/// C interfaces of `llvm.emit_c_interface` functions with a body and of
/// declarations, of ranked and unranked memrefs; unranked results copied
/// to the heap and back to the stack; the bare pointer convention (the
/// option, `llvm.bareptr`, the memrefs it cannot take, with the memref
/// lowering, a returned argument's descriptor built once); C wrappers
/// requested for every function by `llvm-request-c-wrappers`; the module's
/// data layout set by `set-llvm-module-datalayout`, an invalid one refused;
/// a call's attributes on its `llvm.call`, inherent ones as properties.
#[test]
fn convert_func_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-func-to-llvm");
    assert_eq!(count, 27);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every one-to-one lowering with its flags, comparisons, constants,
/// index casts, 1-D vectors (n-D ones unrolled) and both index widths;
/// minima and maxima as intrinsics, `truncf` with each rounding mode as
/// the constrained one; the divisions rounding up or down expanded; the
/// two-result additions and multiplications; the 4-, 6- and 8-bit floats
/// stored as integers (float arithmetic on them left alone), and bitcasts
/// between types that convert alike dropped.
#[test]
fn convert_arith_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-arith-to-llvm");
    assert_eq!(count, 11);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Branches and switches converting the blocks they reach, branch
/// weights, a block reached twice by one branch with different operands,
/// and assertions calling `puts` and `abort` in nested modules; `puts`
/// declared with another type reported, and a cf op left failing the pass.
#[test]
fn convert_cf_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-cf-to-llvm");
    assert_eq!(count, 7);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Allocations on the heap (`malloc` or MLIR's generic functions) and
/// the stack, loads and stores through strided addresses, dimensions
/// (known, dynamic, out of range), frees (under a free name when another
/// op holds `free`), both index widths; globals and their addresses,
/// strided layouts, casts and metadata, copies (memcpy or `memrefCopy`),
/// atomics (generic ones as cmpxchg loops) and assumed alignments,
/// aligned allocations (by hand or by `aligned_alloc`); ranks, dimensions of and casts from unranked memrefs,
/// memory space casts (ranked and unranked), prefetches; views,
/// transposes, reshapes by a statically sized shape (into static or
/// dynamic sizes, the latter loaded from the shape), alloca scopes; C
/// functions declared with other types reported; unranked frees and
/// memrefs of memrefs; generic atomics whose cloned body must convert too
/// or that yield a value from outside it; memory spaces of no LLVM
/// address space (a string, an unsigned integer), reported once a type.
#[test]
fn finalize_memref_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("finalize-memref-to-llvm");
    assert_eq!(count, 41);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// index's arithmetic, constants, sizeof, comparisons, casts, minima and
/// maxima and rounding divisions, at both index widths and through
/// `convert-to-llvm`.
#[test]
fn convert_index_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-index-to-llvm");
    assert_eq!(count, 7);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// math's ops to intrinsics on scalars and 1-D vectors with their flags,
/// the counts, `absi` and class tests, `sincos`, the expansions of
/// `expm1`, `log1p` (or not, `approximate-log1p=false`) and `rsqrt`,
/// what stays unconverted (float ops on the 4-, 6- and 8-bit floats LLVM
/// lacks too), n-D vectors unrolled, and math through `convert-to-llvm`.
#[cfg(feature = "math")]
#[test]
fn convert_math_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-math-to-llvm");
    assert_eq!(count, 6);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Poison values of converted, legal and unconverted types.
#[test]
fn convert_ub_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-ub-to-llvm");
    assert_eq!(count, 3);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Modules of func, arith and cf (and memref, as the Toy tutorial's
/// chapter 6 lowers) lowered fully to llvm by `convert-to-llvm` and by
/// the passes one by one in either order, then reconciled; what has no
/// lowering stays; `filter-dialects` and its two errors; arith's
/// rounding divisions expanded; the 4-, 6- and 8-bit floats stored as
/// integers in signatures, loads and stores.
#[test]
fn convert_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-to-llvm");
    assert_eq!(count, 13);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// complex's structs: create, re, im, constants and the arithmetic on
/// f16, f32 and f64 with their flags, division by each `complex-range`,
/// an op without lowering, and complex through
/// `convert-to-llvm` (filtered too).
#[cfg(all(feature = "complex", feature = "math"))]
#[test]
fn convert_complex_to_llvm_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-complex-to-llvm");
    assert_eq!(count, 9);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An op of a graph region that folds in place to its own result (an
/// `arith.addi` of itself and a zero defined after it, its operands
/// swapped by the first fold) is lowered, not folded again for ever:
/// mlir-opt 22 never ends on it (MLIR stops such a fold after 22), so no
/// recorded case can show it.
#[test]
fn in_place_fold_to_itself_lowers() {
    let input = br#""builtin.module"() ({
  %0 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
}) : () -> ()
"#;
    let tool = env!("CARGO_BIN_EXE_ods-mlir-opt");
    let out = common::run_tool(tool, &["--convert-arith-to-llvm"], input);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(printed.contains("= llvm.add %0, %1 : i32"), "{printed}");
}
