//===-- RegionKindInterface.td - SSA-CFG and graph regions ----------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_REGIONKINDINTERFACE
#define MLIR_IR_REGIONKINDINTERFACE

include "mlir/IR/OpBase.td"

// An operation that says, region by region, whether its regions are SSA
// control-flow regions (the default) or graph regions, where dominance does
// not apply.
def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = [{
    Tells, for each region of the operation, whether it is an SSA CFG region
    or a graph region.
  }];
  let cppNamespace = "::mlir";

  // Static, as the verifier asks them: the kind is the op type's. Without
  // an op's own `getRegionKind`, its traits decide (`HasOnlyGraphRegion`).
  let methods = [
    StaticInterfaceMethod<"The kind of the op's region `index`.",
      "::ods_runtime::interfaces::region_kind::RegionKind", "getRegionKind",
      (ins "usize":$index), [{}],
      [{ let _ = index; ::ods_runtime::interfaces::region_kind::kind_from_traits(ctx, Self::NAME) }]>,
    StaticInterfaceMethod<[{
        Whether values in the op's region `index` must dominate their uses:
        by default, whether it is an SSA control-flow region.
      }],
      "bool", "hasSSADominance", (ins "usize":$index), [{}],
      [{ Self::get_region_kind(ctx, index) == ::ods_runtime::interfaces::region_kind::RegionKind::SsaCfg }]>
  ];
}

// All the operation's regions are graph regions.
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;

// One graph region of one block with no terminator.
def GraphRegionNoTerminator : TraitList<[
    NoTerminator,
    SingleBlock,
    RegionKindInterface,
    HasOnlyGraphRegion
  ]>;

#endif // MLIR_IR_REGIONKINDINTERFACE
