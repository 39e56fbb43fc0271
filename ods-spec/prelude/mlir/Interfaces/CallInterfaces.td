//===-- CallInterfaces.td - calls and callables ---------------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
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

  // The defaults read a `callee` symbol reference and pass every operand.
  let methods = [
    InterfaceMethod<"What the call calls: by default its `callee` symbol reference.",
      "Option<::ods_runtime::interfaces::call::CallInterfaceCallable>",
      "getCallableForCallee", (ins), [{}],
      [{ ::ods_runtime::interfaces::call::callee_attribute(ctx, $_op.id()) }]>,
    InterfaceMethod<"The operands passed to the callee: by default all of them.",
      "Vec<::ods_runtime::Value>", "getArgOperands", (ins), [{}],
      [{ ctx.operands($_op.id()) }]>,
    InterfaceMethod<[{
        The op the call calls: its callee symbol looked up from the nearest
        symbol table, or the op defining its callee value.
      }],
      "Option<::ods_runtime::OpId>", "resolveCallable", (ins),
      [{
        let callee = $_op.get_callable_for_callee(ctx)?;
        ::ods_runtime::interfaces::call::resolve_callable(ctx, $_op.id(), callee)
      }]>
  ];
}

// Something that can be called: a region with argument and result types.
def CallableOpInterface : OpInterface<"CallableOpInterface",
                                      [ArgAndResultAttrsOpInterface]> {
  let description = [{
    The operation can be the target of a call: it has a body region (absent
    for a declaration) and argument and result types.
  }];
  let cppNamespace = "::mlir";

  // The defaults read a function op's `function_type` attribute and body.
  let methods = [
    InterfaceMethod<"The region a call runs: the body, none for a declaration.",
      "Option<::ods_runtime::RegionId>", "getCallableRegion", (ins), [{}],
      [{ ::ods_runtime::interfaces::function::callable_region(ctx, $_op.id()) }]>,
    InterfaceMethod<"The types of the callable's arguments.",
      "Vec<::ods_runtime::Type>", "getArgumentTypes", (ins), [{}],
      [{ ::ods_runtime::interfaces::function::argument_types(ctx, $_op.id()) }]>,
    InterfaceMethod<"The types of the callable's results.",
      "Vec<::ods_runtime::Type>", "getResultTypes", (ins), [{}],
      [{ ::ods_runtime::interfaces::function::result_types(ctx, $_op.id()) }]>
  ];
}

#endif // MLIR_INTERFACES_CALLINTERFACES
