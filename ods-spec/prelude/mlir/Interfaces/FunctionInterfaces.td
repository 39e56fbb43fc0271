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
    The verifier checks the attribute dictionaries (dialect attributes
    only, one dictionary per argument and result, each checked by its
    dialect) and the body's entry block against the function type.
  }];

  // The defaults read the attributes by the names function ops give them
  // (`function_type`, `arg_attrs`, `res_attrs`). The checks are static so
  // that the verifier, which reads the IR, can call an op's own.
  let methods = [
    InterfaceMethod<"The function's type, from its `function_type` attribute.",
      "Option<::ods_runtime::Type>", "getFunctionType", (ins), [{}],
      [{ ::ods_runtime::interfaces::function::function_type(ctx, $_op.id()) }]>,
    InterfaceMethod<"Whether the function is a declaration: its body is empty.",
      "bool", "isExternal", (ins), [{}],
      [{ ::ods_runtime::interfaces::function::is_external(ctx, $_op.id()) }]>,
    InterfaceMethod<"The region holding the function's body.",
      "Option<::ods_runtime::RegionId>", "getFunctionBody", (ins), [{}],
      [{ ::ods_runtime::interfaces::function::function_body(ctx, $_op.id()) }]>,
    StaticInterfaceMethod<[{
        Checks the body of function `op`: by default, that the entry block of
        a function with a body takes the signature's argument types.
      }],
      "Result<(), ::ods_runtime::diag::Diagnostic>", "verifyBody",
      (ins "::ods_runtime::OpId":$op), [{}],
      [{ ::ods_runtime::interfaces::function::verify_body(ctx, op) }]>,
    StaticInterfaceMethod<[{
        Checks the function type of function `op` for what the op requires of
        it; nothing by default.
      }],
      "Result<(), ::ods_runtime::diag::Diagnostic>", "verifyType",
      (ins "::ods_runtime::OpId":$op), [{}],
      [{ let _ = (ctx, op); Ok(()) }]>
  ];

  let verify = [{ ::ods_runtime::interfaces::function::verify_function_op(ctx, $_op) }];
}

#endif // MLIR_INTERFACES_FUNCTIONINTERFACES_TD_
