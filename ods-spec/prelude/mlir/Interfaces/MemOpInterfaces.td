//===-- MemOpInterfaces.td - memory-space casts ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_MEMOPINTERFACES
#define MLIR_INTERFACES_MEMOPINTERFACES

include "mlir/IR/OpBase.td"

// MLIR's methods without a default are not declared here: getSourcePtr,
// getTargetPtr, isValidMemorySpaceCast, cloneMemorySpaceCastOp,
// isSourcePromotable; nor its `verify`.
def MemorySpaceCastOpInterface : OpInterface<"MemorySpaceCastOpInterface"> {
  let description = [{ The operation casts a pointer-like value to another memory space. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: bubbleDownCasts.
def MemorySpaceCastConsumerOpInterface
    : OpInterface<"MemorySpaceCastConsumerOpInterface"> {
  let description = [{ The operation can take the source of a memory-space cast directly. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_MEMOPINTERFACES
