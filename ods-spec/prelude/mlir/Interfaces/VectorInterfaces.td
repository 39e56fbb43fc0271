//===-- VectorInterfaces.td - vector ops ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_VECTORINTERFACES
#define MLIR_INTERFACES_VECTORINTERFACES

include "mlir/IR/OpBase.td"

// An op that vector unrolling can split.
def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = [{ The operation can be unrolled into ops on smaller vectors. }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<[{
        The shape to unroll along: by default that of the op's one result
        when it is a vector, else none.
      }],
      "Option<Vec<i64>>", "getShapeForUnroll", (ins), [{}],
      [{
        let ctx: &::ods_runtime::Context = ctx;
        match ctx.results($_op.id()).as_slice() {
          [r] if ::ods_runtime::ods::pred::is_vector(ctx, ctx.value_type(*r)) =>
            ::ods_runtime::ods::pred::shape_of(ctx, *r),
          _ => None,
        }
      }]>
  ];
}

// MLIR's methods without a default are not declared here:
// getInBoundsAttrName, getPermutationMapAttrName, getInBounds, getBase,
// getVector, getVectorType, getIndices, getPermutationMap, getMask.
def VectorTransferOpInterface : OpInterface<"VectorTransferOpInterface"> {
  let description = [{ The operation moves a vector between memory or a tensor and SSA values. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_VECTORINTERFACES
