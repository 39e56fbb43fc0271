//===-- ShapedOpInterfaces.td - shape queries ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SHAPEDOPINTERFACES
#define MLIR_INTERFACES_SHAPEDOPINTERFACES

include "mlir/IR/OpBase.td"

// An op reading one dimension of a shaped value.
// MLIR's methods without a default are not declared here: getShapedValue,
// getDimension; nor its `verify`.
def ShapedDimOpInterface : OpInterface<"ShapedDimOpInterface"> {
  let description = [{
    The operation gives the size of one dimension of a shaped value.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_SHAPEDOPINTERFACES
