//===-- LoopLikeInterface.td - loops ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_LOOPLIKEINTERFACE
#define MLIR_INTERFACES_LOOPLIKEINTERFACE

include "mlir/IR/OpBase.td"

// Marks an op whose regions may run in parallel (MLIR's loop transforms
// read it; ods-runtime gives it no meaning).
def HasParallelRegion : NativeOpTrait<"HasParallelRegion">;

// A loop: regions run repeatedly. `getLoopRegions` has no default, as in
// MLIR; of the others, only the defaults that need no knowledge of the
// op's bounds are declared. MLIR's `verify` (loop regions, init and
// iter-arg counts) is not run here.
// Left out, their defaults needing rewriters or OpFoldResult:
// promoteIfSingleIteration, getLoopLowerBounds,
// getLoopUpperBounds, getLoopSteps, getInitsMutable,
// getYieldedValuesMutable, replaceWithAdditionalYields, getStaticTripCount.
def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = [{
    The operation is a loop: its body regions may run any number of times.
  }];
  let cppNamespace = "::mlir";
  let verifyWithRegions = 1;

  let methods = [
    InterfaceMethod<[{
        The regions that make the loop's body, which loop-invariant code
        motion hoists out of.
      }],
      "::std::vec::Vec<::ods_runtime::RegionId>", "getLoopRegions">,
    InterfaceMethod<"Whether `value` is defined outside the loop's regions.",
      "bool", "isDefinedOutsideOfLoop", (ins "::ods_runtime::Value":$value), [{}],
      [{
        // Walk up from the value's block; inside means meeting this op.
        let mut block = ctx.value_block(value);
        while let Some(b) = block {
          let parent = ctx.block_parent_region(b).and_then(|r| ctx.region_parent_op(r));
          match parent {
            Some(p) if p == $_op.id() => return false,
            Some(p) => block = ctx.parent_block(p),
            None => break,
          }
        }
        true
      }]>,
    InterfaceMethod<"The induction variables, if the loop has any it knows.",
      "Option<Vec<::ods_runtime::Value>>", "getLoopInductionVars", (ins), [{}],
      [{ let _ = ctx; None }]>,
    InterfaceMethod<"The block arguments carrying loop state between iterations.",
      "Vec<::ods_runtime::Value>", "getRegionIterArgs", (ins), [{}],
      [{ let _ = ctx; ::std::vec::Vec::new() }]>,
    InterfaceMethod<"The values the loop yields as results, if it knows them.",
      "Option<Vec<::ods_runtime::Value>>", "getLoopResults", (ins), [{}],
      [{ let _ = ctx; None }]>,
    InterfaceMethod<[{
        Moves `op`, an op of one of the loop's regions, out of the loop: by
        default, right before it.
      }],
      "void", "moveOutOfLoop", (ins "::ods_runtime::OpId":$op), [{}],
      [{ ctx.move_op(op, ::ods_runtime::InsertPoint::Before($_op.id())) }]>
  ];
}

#endif // MLIR_INTERFACES_LOOPLIKEINTERFACE
