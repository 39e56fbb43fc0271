//===-- CastInterfaces.td - casts -----------------------------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_CASTINTERFACES
#define MLIR_INTERFACES_CASTINTERFACES

include "mlir/IR/OpBase.td"

// A cast: its results are its operands converted to other types. The op
// says which type pairs it accepts (`areCastCompatible`), the verifier
// checks them, and casts to the same type fold away.
def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = [{
    The operation converts its operands to values of other types, one for
    one. It tells which input and output types are compatible; a cast whose
    output types equal its input types folds to its operands.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<[{
        Whether values of the `inputs` types can be cast to the `outputs`
        types, one for one.
      }],
      "bool", "areCastCompatible",
      (ins "&[::ods_runtime::Type]":$inputs, "&[::ods_runtime::Type]":$outputs)>
  ];

  let verify = [{ ::ods_runtime::interfaces::verify_cast_op(ctx, $_op) }];
}

#endif // MLIR_INTERFACES_CASTINTERFACES
