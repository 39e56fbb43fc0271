//===-- DerivedAttributeOpInterface.td - derived attributes ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_DERIVEDATTRIBUTEOPINTERFACE
#define MLIR_INTERFACES_DERIVEDATTRIBUTEOPINTERFACE

include "mlir/IR/OpBase.td"

// An op with attributes computed from the rest of the op.
// MLIR's methods without a default are not declared here:
// isDerivedAttribute, materializeDerivedAttributes.
def DerivedAttributeOpInterface : OpInterface<"DerivedAttributeOpInterface"> {
  let description = [{
    The operation has attributes that are computed rather than stored.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_DERIVEDATTRIBUTEOPINTERFACE
