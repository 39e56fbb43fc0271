//===-- InferStridedMetadataInterface.td - strided metadata ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_INFERSTRIDEDMETADATAINTERFACE
#define MLIR_INTERFACES_INFERSTRIDEDMETADATAINTERFACE

include "mlir/IR/OpBase.td"

// An op that computes the strided layout ranges of its results.
// MLIR's methods without a default are not declared here:
// inferStridedMetadataRanges.
def InferStridedMetadataOpInterface : OpInterface<"InferStridedMetadataOpInterface"> {
  let description = [{
    The operation infers ranges for the offsets, sizes and strides of its memref results.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_INFERSTRIDEDMETADATAINTERFACE
