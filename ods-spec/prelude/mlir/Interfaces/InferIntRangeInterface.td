//===-- InferIntRangeInterface.td - integer ranges ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_INFERINTRANGEINTERFACE
#define MLIR_INTERFACES_INFERINTRANGEINTERFACE

include "mlir/IR/OpBase.td"

// An op that computes the ranges of its integer results from its operands'.
// Its defaults take range lattices that ods-runtime lacks, so none are
// declared here: inferResultRanges, inferResultRangesFromOptional.
def InferIntRangeInterface : OpInterface<"InferIntRangeInterface"> {
  let description = [{
    The operation bounds the values of its integer results given bounds of its operands.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_INFERINTRANGEINTERFACE
