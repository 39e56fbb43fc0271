//===-- IndexingMapOpInterface.td - indexing maps ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_INDEXINGMAPOPINTERFACE
#define MLIR_INTERFACES_INDEXINGMAPOPINTERFACE

include "mlir/IR/OpBase.td"

// An op with one affine indexing map per operand.
// MLIR's methods without a default are not declared here: getIndexingMaps;
// nor its defaults, which compose affine maps: getIndexingMapsArray,
// getMatchingIndexingMap, getLoopsToShapesMap, getShapesToLoopsMap,
// getStaticOperandShape, getStaticLoopRanges.
def IndexingMapOpInterface : OpInterface<"IndexingMapOpInterface"> {
  let description = [{
    The operation maps its iteration space onto each operand with an affine map.
  }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_INDEXINGMAPOPINTERFACE
