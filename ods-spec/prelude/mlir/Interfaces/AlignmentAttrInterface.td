//===-- AlignmentAttrInterface.td - alignment ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_ALIGNMENTATTRINTERFACE
#define MLIR_INTERFACES_ALIGNMENTATTRINTERFACE

include "mlir/IR/OpBase.td"

// An op with an optional `alignment`. MLIR's only method, getMaybeAlign,
// has a fixed body reading the op's `alignment` accessor, whose Rust type
// depends on the op; it is not declared here.
def AlignmentAttrOpInterface : OpInterface<"AlignmentAttrOpInterface"> {
  let description = [{
    The operation carries an optional alignment for the memory it accesses.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_ALIGNMENTATTRINTERFACE
