//===-- SubsetOpInterface.td - subsets ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SUBSETOPINTERFACE
#define MLIR_INTERFACES_SUBSETOPINTERFACE

include "mlir/IR/OpBase.td"

// Ops reading or writing a subset of a tensor. Their defaults compare
// hyperrectangular slices, which ods-runtime lacks; MLIR's `verify`
// bodies are not run.

// MLIR's defaults are not declared here: operatesOnEquivalentSubset,
// operatesOnDisjointSubset, getAccessedHyperrectangularSlice.
def SubsetOpInterface : OpInterface<"SubsetOpInterface"> {
  let description = [{ The operation works on a subset of a tensor. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: getSourceOperand.
def SubsetExtractionOpInterface : OpInterface<"SubsetExtractionOpInterface",
                                              [SubsetOpInterface]> {
  let description = [{ The operation reads a subset of a tensor. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here:
// getSourceOperand, buildSubsetExtraction,
// getValuesNeededToBuildSubsetExtraction; nor its defaults
// getDestinationOperand, getUpdatedDestination, isEquivalentSubset.
def SubsetInsertionOpInterface : OpInterface<"SubsetInsertionOpInterface",
                                             [SubsetOpInterface]> {
  let description = [{ The operation writes a subset of a tensor. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_SUBSETOPINTERFACE
