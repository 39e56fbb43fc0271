//===-- DataLayoutInterfaces.td - data layout ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_DATALAYOUTINTERFACES
#define MLIR_INTERFACES_DATALAYOUTINTERFACES

include "mlir/IR/OpBase.td"

// Data layout queries: specs are attributes, ops scope them, types answer
// for their size and alignment. ods-runtime has no data layout, so no
// method is declared; MLIR's `verify` of the op interface is not run.

// MLIR's methods without a default are not declared here: query.
def DLTIQueryInterface : AttrInterface<"DLTIQueryInterface"> {
  let description = [{ The attribute answers data layout queries by key. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: getKey,
// getValue; nor its default verifyEntry.
def DataLayoutEntryInterface : AttrInterface<"DataLayoutEntryInterface"> {
  let description = [{ The attribute is one key and value of a layout spec. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: combineWith,
// getEntries and the get*Identifier methods; nor its defaults
// getSpecForType, getSpecForIdentifier, verifySpec.
def DataLayoutSpecInterface : AttrInterface<"DataLayoutSpecInterface",
                                            [DLTIQueryInterface]> {
  let description = [{ The attribute is a list of layout entries. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: getEntries;
// nor its defaults getSpecForIdentifier, verifyEntry.
def TargetDeviceSpecInterface : AttrInterface<"TargetDeviceSpecInterface",
                                              [DLTIQueryInterface]> {
  let description = [{ The attribute describes one target device. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: getEntries,
// getDeviceSpecForDeviceID; nor its default verifySpec.
def TargetSystemSpecInterface : AttrInterface<"TargetSystemSpecInterface",
                                              [DLTIQueryInterface]> {
  let description = [{ The attribute describes the devices of a target system. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here:
// getDataLayoutSpec, getTargetSystemSpec; nor its static defaults
// (getTypeSize ... getDevicePropertyValue). It needs IsolatedFromAbove,
// as in MLIR.
def DataLayoutOpInterface : OpInterface<"DataLayoutOpInterface"> {
  let description = [{ The operation scopes a data layout spec over its regions. }];
  let cppNamespace = "::mlir";
  let dependentTraits = [IsolatedFromAbove];
}

// MLIR's methods without a default are not declared here:
// getTypeSizeInBits, getABIAlignment; nor its defaults getTypeSize,
// getPreferredAlignment, getIndexBitwidth, areCompatible, verifyEntries.
def DataLayoutTypeInterface : TypeInterface<"DataLayoutTypeInterface"> {
  let description = [{ The type tells its size and alignment under a layout. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_DATALAYOUTINTERFACES
