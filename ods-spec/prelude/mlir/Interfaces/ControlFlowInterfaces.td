//===-- ControlFlowInterfaces.td - branches and region control flow -------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// `BranchOpInterface` is implemented through `ods-runtime::interfaces::branch`,
// `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface` through
// `ods-runtime::interfaces::region_branch`; the other interfaces' method
// lists are left empty here.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_CONTROLFLOWINTERFACES
#define MLIR_INTERFACES_CONTROLFLOWINTERFACES

include "mlir/IR/OpBase.td"

// A terminator branching to successor blocks, passing them operands.
def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = [{
    The operation is a terminator that transfers control to one of its
    successor blocks, forwarding some of its operands as the block's
    arguments.
  }];
  let cppNamespace = "::mlir";

  // Static, as the verifier and region DCE, which read the IR, ask them.
  let methods = [
    StaticInterfaceMethod<[{
        What `op` passes to successor `index`: the arguments it produces and
        the operands it forwards. By default, the last operand groups of an
        op with `AttrSizedOperandSegments`, one per successor, or every
        operand of a branch with one successor.
      }],
      "::ods_runtime::interfaces::branch::SuccessorOperands", "getSuccessorOperands",
      (ins "::ods_runtime::OpId":$op, "usize":$index), [{}],
      [{ ::ods_runtime::interfaces::branch::default_successor_operands(ctx, op, index) }]>,
    StaticInterfaceMethod<[{
        Whether a value of type `lhs` may be passed as a block argument of
        type `rhs`: by default, when they are equal.
      }],
      "bool", "areTypesCompatible",
      (ins "::ods_runtime::Type":$lhs, "::ods_runtime::Type":$rhs), [{}],
      [{ let _ = ctx; lhs == rhs }]>,
    StaticInterfaceMethod<[{
        The one successor `op` branches to given the constant values of its
        operands (`None` for the others), when they decide it: by default,
        none.
      }],
      "::std::option::Option<::ods_runtime::BlockId>", "getSuccessorForOperands",
      (ins "::ods_runtime::OpId":$op,
           "&[::std::option::Option<::ods_runtime::Attribute>]":$operands),
      [{}], [{ let _ = (ctx, op, operands); None }]>
  ];

  let verify = [{ ::ods_runtime::interfaces::branch::verify_branch_op(ctx, $_op) }];
}

// An op whose regions pass control among themselves and back to the op.
def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = [{
    The operation transfers control into its regions and between them, with
    values flowing from the op or from region terminators to region
    arguments or to the op's results.
  }];
  let cppNamespace = "::mlir";

  // Static, as the verifier, which reads the IR, asks them.
  let methods = [
    StaticInterfaceMethod<[{
        The operands `op` forwards to `successor` when control enters it
        from the op: none by default.
      }],
      "::std::vec::Vec<::ods_runtime::Value>", "getEntrySuccessorOperands",
      (ins "::ods_runtime::OpId":$op,
           "&::ods_runtime::interfaces::region_branch::RegionSuccessor":$successor),
      [{}], [{ let _ = (ctx, op, successor); ::std::vec::Vec::new() }]>,
    StaticInterfaceMethod<[{
        Where control may go from `point` (the op itself, or a terminator
        of one of its regions): regions of the op, or back to the op.
      }],
      "::std::vec::Vec<::ods_runtime::interfaces::region_branch::RegionSuccessor>",
      "getSuccessorRegions",
      (ins "::ods_runtime::OpId":$op,
           "::ods_runtime::interfaces::region_branch::RegionBranchPoint":$point)>,
    StaticInterfaceMethod<[{
        Where control may go from the op itself given the constant values
        of its operands (`None` for the others): by default, everywhere
        `getSuccessorRegions` says it may go from the op.
      }],
      "::std::vec::Vec<::ods_runtime::interfaces::region_branch::RegionSuccessor>",
      "getEntrySuccessorRegions",
      (ins "::ods_runtime::OpId":$op,
           "&[::std::option::Option<::ods_runtime::Attribute>]":$operands),
      [{}], [{
        let _ = operands;
        Self::get_successor_regions(ctx, op, ::ods_runtime::interfaces::region_branch::RegionBranchPoint::Parent)
      }]>,
    StaticInterfaceMethod<[{
        Whether a value of type `lhs` may flow into one of type `rhs`: by
        default, when they are equal.
      }],
      "bool", "areTypesCompatible",
      (ins "::ods_runtime::Type":$lhs, "::ods_runtime::Type":$rhs), [{}],
      [{ let _ = ctx; lhs == rhs }]>,
    StaticInterfaceMethod<[{
        How many times each region of `op` may run each time the op does,
        given its constant operands (`None` for the others): by default,
        any number of times.
      }],
      "::std::vec::Vec<::ods_runtime::interfaces::region_branch::InvocationBounds>",
      "getRegionInvocationBounds",
      (ins "::ods_runtime::OpId":$op,
           "&[::std::option::Option<::ods_runtime::Attribute>]":$operands),
      [{}], [{
        let _ = operands;
        ::std::vec![::ods_runtime::interfaces::region_branch::InvocationBounds::UNKNOWN; ctx.regions(op).len()]
      }]>
  ];

  let verify = [{ ::ods_runtime::interfaces::region_branch::verify_region_branch_op(ctx, $_op) }];
  let verifyWithRegions = 1;
}

// A terminator that leaves its region for a region successor.
def RegionBranchTerminatorOpInterface :
    OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = [{
    The operation ends a region of a region branch op and forwards its
    operands to the region's successor.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<[{
        The indices of the operands `op` forwards to `successor`, a range an
        erase may shrink: by default all of them (as `ReturnLike` gives).
      }],
      "::std::ops::Range<usize>", "getMutableSuccessorOperands",
      (ins "::ods_runtime::OpId":$op,
           "&::ods_runtime::interfaces::region_branch::RegionSuccessor":$successor),
      [{}], [{ let _ = successor; 0..ctx.num_operands(op) }]>,
    StaticInterfaceMethod<[{
        Where control may go from terminator `op` given the constant values
        of its operands (`None` for the others): by default, everywhere its
        parent's `getSuccessorRegions` says it may go from `op`.
      }],
      "::std::vec::Vec<::ods_runtime::interfaces::region_branch::RegionSuccessor>",
      "getSuccessorRegions",
      (ins "::ods_runtime::OpId":$op,
           "&[::std::option::Option<::ods_runtime::Attribute>]":$operands),
      [{}], [{
        let _ = operands;
        ::ods_runtime::interfaces::region_branch::terminator_successor_regions(ctx, op)
      }]>
  ];
}

// An op choosing between two values by a condition.
def SelectLikeOpInterface : OpInterface<"SelectLikeOpInterface"> {
  let description = [{
    The operation yields one of two values depending on a boolean condition.
  }];
  let cppNamespace = "::mlir";
}

// A branch with weights on its successors.
def WeightedBranchOpInterface : OpInterface<"WeightedBranchOpInterface"> {
  let description = [{
    The branch carries one weight per successor, telling how likely each
    successor is.
  }];
  let cppNamespace = "::mlir";

  // The weights, if any, are one per successor and not all zero.
  let verify = [{ ::ods_runtime::interfaces::branch::verify_branch_weights(ctx, $_op) }];
}

// A region branch op with weights on its regions.
def WeightedRegionBranchOpInterface
    : OpInterface<"WeightedRegionBranchOpInterface"> {
  let description = [{
    The region branch op carries one weight per region, telling how likely
    control enters each.
  }];
  let cppNamespace = "::mlir";
}

// A terminator returning all its operands to the op that holds its region.
def ReturnLike : TraitList<[
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>,
    NativeOpTrait<"ReturnLike", [], "", "">
  ]>;

#endif // MLIR_INTERFACES_CONTROLFLOWINTERFACES
