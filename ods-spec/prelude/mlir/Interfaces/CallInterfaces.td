//===-- CallInterfaces.td - calls and callables ---------------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// The interfaces are implemented through `ods-runtime`; their method lists
// are left empty here.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_CALLINTERFACES
#define MLIR_INTERFACES_CALLINTERFACES

include "mlir/IR/OpBase.td"

// An op whose arguments and results carry attribute dictionaries
// (`arg_attrs`, `res_attrs`).
def ArgAndResultAttrsOpInterface : OpInterface<"ArgAndResultAttrsOpInterface"> {
  let description = [{
    The operation keeps one dictionary of attributes per argument and per
    result of what it calls or defines.
  }];
  let cppNamespace = "::mlir";
}

// A call: it names a callee (a symbol or a value) and passes it operands.
def CallOpInterface : OpInterface<"CallOpInterface",
                                  [ArgAndResultAttrsOpInterface]> {
  let description = [{
    The operation transfers control to a callee, given by a symbol reference
    or an SSA value, passing some of its operands as arguments; its results
    are the callee's results.
  }];
  let cppNamespace = "::mlir";
}

// Something that can be called: a region with argument and result types.
def CallableOpInterface : OpInterface<"CallableOpInterface",
                                      [ArgAndResultAttrsOpInterface]> {
  let description = [{
    The operation can be the target of a call: it has a body region (absent
    for a declaration) and argument and result types.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_CALLINTERFACES
