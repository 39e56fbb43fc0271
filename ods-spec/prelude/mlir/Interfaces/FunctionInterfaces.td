//===-- FunctionInterfaces.td - function-like operations ------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_FUNCTIONINTERFACES_TD_
#define MLIR_INTERFACES_FUNCTIONINTERFACES_TD_

include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"

// A function: a symbol with a function type (`function_type`), argument and
// result attributes, and a body region whose entry block arguments are the
// arguments (no region for a declaration).
def FunctionOpInterface : OpInterface<"FunctionOpInterface", [
    Symbol, CallableOpInterface
  ]> {
  let cppNamespace = "::mlir";
  let description = [{
    The operation is a function: a symbol with a function type, attribute
    dictionaries for its arguments and results, and one body region whose
    entry block takes the arguments. An external function has an empty body.
    The verifier checks the body's entry block against the function type.
  }];
}

#endif // MLIR_INTERFACES_FUNCTIONINTERFACES_TD_
