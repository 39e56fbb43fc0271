//===-- ParallelCombiningOpInterface.td - parallel combining ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE
#define MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE

include "mlir/IR/OpBase.td"

// MLIR's methods (both with fixed bodies reading the parent loop's
// results) are not declared here: getParentResult, getYieldingOps; nor its
// `verify`.
def InParallelOpInterface : OpInterface<"InParallelOpInterface"> {
  let description = [{ The operation terminates a parallel loop and holds the ops that combine its results. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here:
// getUpdatedDestinations, getIteratingParent.
def ParallelCombiningOpInterface : OpInterface<"ParallelCombiningOpInterface"> {
  let description = [{ The operation combines a partial result into a destination of a parallel loop. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE
