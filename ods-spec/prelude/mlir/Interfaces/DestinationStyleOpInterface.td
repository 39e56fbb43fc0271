//===-- DestinationStyleOpInterface.td - destination-passing style ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_DESTINATIONSTYLEOPINTERFACE
#define MLIR_INTERFACES_DESTINATIONSTYLEOPINTERFACE

include "mlir/IR/OpBase.td"

// An op writing its results into init operands ("destination passing").
// MLIR's methods without a default are not declared here:
// getDpsInitsMutable; nor its `verify`.
def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface"> {
  let description = [{
    The operation has init operands that its results are written into.
  }];
  let cppNamespace = "::mlir";
  let verifyWithRegions = 1;
}

#endif // MLIR_INTERFACES_DESTINATIONSTYLEOPINTERFACE
