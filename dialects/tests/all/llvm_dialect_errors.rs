#![cfg(all(feature = "llvm", feature = "func"))]
//! The errors of `llvm` ops as mlir-opt 22 words and places them
//! (`inputs/llvm-dialect-errors`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): a predicate that is not a string,
//! a call's signature error followed by the call's own, an aggregate
//! position error at the token after the type, builtin vector types read
//! as their class, and the verifiers of `llvm.insertvalue`,
//! `llvm.atomicrmw`, `llvm.cmpxchg`, the casts and extensions, fences,
//! scalable shuffles, target extension zeros and allocas, globals of
//! `common` and `appending` linkage, calls of void functions, inlining
//! attributes of functions that disagree, and the
//! DWARF names of debug-info attributes (`#llvm.di_string_type`, the
//! DWARF 5 encodings, the error for an unknown name); the module-level ops
//! (`globals`: aliases in custom form and their verifier, ifuncs and their
//! resolvers, comdats, module flags, linker options, initializers with
//! side effects, the targets of `llvm.dso_local_equivalent`) and the checks inside functions (`control`: switch cases,
//! struct indices of `llvm.getelementptr`, one exception type per
//! function, block tags and block addresses, element counts of
//! `llvm.intr.vector.interleave2` that differ in scalability); and
//! `llvm.call_intrinsic` in custom form with its verifier
//! (`intrinsic_calls`); inline assembly that cannot be `musttail` (`ops`);
//! the `llvm.data_layout` strings LLVM refuses, with its words for each
//! specification (`data_layout`); and the `llvm.*` attributes of function
//! arguments and results (`parameters`).

use crate::common;

#[test]
fn llvm_dialect_errors_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("llvm-dialect-errors");
    assert_eq!(count, 9);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
