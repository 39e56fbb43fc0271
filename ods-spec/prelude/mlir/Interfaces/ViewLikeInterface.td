//===-- ViewLikeInterface.td - views ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_VIEWLIKEINTERFACE
#define MLIR_INTERFACES_VIEWLIKEINTERFACE

include "mlir/IR/OpBase.td"

// Declares that an op's operands are distinct objects (aliasing analyses
// read it; ods-runtime gives it no meaning).
def DistinctObjectsTrait : NativeOpTrait<"DistinctObjectsTrait">;

// An op giving a view of another buffer.
// MLIR's methods without a default are not declared here: getViewSource.
def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface"> {
  let description = [{
    The operation gives a view of a source buffer without copying it.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The view: by default the op's first result.",
      "::ods_runtime::Value", "getViewDest", (ins), [{}],
      [{ ctx.result($_op.id(), 0) }]>
  ];
}

// An op with mixed static and dynamic offsets, sizes and strides.
// MLIR's methods without a default are not declared here:
// getOffsetSizeAndStrideStartOperandIndex, getArrayAttrMaxRanks; nor its
// defaults, which build on them and on OpFoldResult; nor its `verify`.
def OffsetSizeAndStrideOpInterface : OpInterface<"OffsetSizeAndStrideOpInterface"> {
  let description = [{
    The operation takes offsets, sizes and strides, each either a constant
    in an attribute or an operand.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_VIEWLIKEINTERFACE
