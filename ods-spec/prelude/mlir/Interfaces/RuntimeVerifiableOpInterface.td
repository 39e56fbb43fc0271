//===-- RuntimeVerifiableOpInterface.td - runtime checks ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE
#define MLIR_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE

include "mlir/IR/OpBase.td"

// An op that can emit IR checking its own preconditions at run time.
// MLIR's methods without a default are not declared here:
// generateRuntimeVerification.
def RuntimeVerifiableOpInterface : OpInterface<"RuntimeVerifiableOpInterface"> {
  let description = [{
    The operation can generate checks of its preconditions that run with the program.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE
