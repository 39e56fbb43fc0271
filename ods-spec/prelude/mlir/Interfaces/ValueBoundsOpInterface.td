//===-- ValueBoundsOpInterface.td - value bounds ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_VALUEBOUNDSOPINTERFACE
#define MLIR_INTERFACES_VALUEBOUNDSOPINTERFACE

include "mlir/IR/OpBase.td"

// An op that adds constraints on its index results and result dimensions
// to a constraint set. Its defaults take that set, which ods-runtime lacks,
// so none are declared here: populateBoundsForIndexValue,
// populateBoundsForShapedValueDim.
def ValueBoundsOpInterface : OpInterface<"ValueBoundsOpInterface"> {
  let description = [{
    The operation states bounds on its index-typed results and on the dimensions of its shaped results.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_VALUEBOUNDSOPINTERFACE
