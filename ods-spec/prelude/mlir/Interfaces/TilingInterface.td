//===-- TilingInterface.td - tiling ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_TILINGINTERFACE
#define MLIR_INTERFACES_TILINGINTERFACE

include "mlir/IR/OpBase.td"

// Tiling transforms; their methods take builders, ranges and tiling
// results, which ods-runtime lacks, so no method is declared.

// MLIR's defaults are not declared here: getLoopIteratorTypes,
// getIterationDomain, getTiledImplementation, getResultTilePosition,
// generateResultTileValue, getTiledImplementationFromOperandTiles,
// getIterationDomainTileFromOperandTiles,
// getIterationDomainTileFromResultTile, generateScalarImplementation,
// isOpFusableWithConsumerSlice, isOpFusableWithProducerSlices.
def TilingInterface : OpInterface<"TilingInterface"> {
  let description = [{ The operation can be split into tiles of its iteration space. }];
  let cppNamespace = "::mlir";
}

// MLIR's defaults are not declared here:
// generateInitialTensorForPartialReduction, tileToPartialReduction,
// mergeReductions, getPartialResultTilePosition.
def PartialReductionOpInterface : OpInterface<"PartialReductionOpInterface",
                                              [TilingInterface]> {
  let description = [{ The operation is a reduction that can be tiled into partial reductions. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_TILINGINTERFACE
