//===-- TensorEncoding.td - tensor encodings ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_TENSORENCODING
#define MLIR_IR_TENSORENCODING

include "mlir/IR/OpBase.td"

// An encoding attribute of ranked tensors that checks the tensors using it.
// MLIR's methods without a default are not declared here: verifyEncoding.
def VerifiableTensorEncoding : AttrInterface<"VerifiableTensorEncoding"> {
  let description = [{ The attribute, as a tensor encoding, checks the shape and element type. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_IR_TENSORENCODING
