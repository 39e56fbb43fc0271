//===-- BuiltinTypeInterfaces.td - builtin type interfaces ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_BUILTINTYPEINTERFACES_TD_
#define MLIR_IR_BUILTINTYPEINTERFACES_TD_

include "mlir/IR/OpBase.td"

// The builtin types' interfaces. As constraints they hold for the builtin
// types ods-runtime knows (`pred::type_has_interface`) and for dialect
// types listing them. Their methods are answered by ods-runtime's own type
// API, so none is declared; MLIR's without a default: getFloatSemantics,
// getShape, getElementType, hasRank, cloneWith, getMemorySpace,
// hasPtrMetadata, clonePtrWith; nor the default scaleElementBitwidth.

def VectorElementTypeInterface : TypeInterface<"VectorElementTypeInterface"> {
  let description = [{ The type can be the element type of a vector. }];
  let cppNamespace = "::mlir";
}

def FloatTypeInterface : TypeInterface<"FloatType", [VectorElementTypeInterface]> {
  let description = [{ The type is a floating-point type. }];
  let cppNamespace = "::mlir";
}

def MemRefElementTypeInterface : TypeInterface<"MemRefElementTypeInterface"> {
  let description = [{ The type can be the element type of a memref. }];
  let cppNamespace = "::mlir";
}

def PtrLikeTypeInterface : TypeInterface<"PtrLikeTypeInterface"> {
  let description = [{ The type points to memory in a memory space. }];
  let cppNamespace = "::mlir";
}

def ShapedTypeInterface : TypeInterface<"ShapedType"> {
  let description = [{ The type has a shape (maybe unranked) and an element type. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_IR_BUILTINTYPEINTERFACES_TD_
