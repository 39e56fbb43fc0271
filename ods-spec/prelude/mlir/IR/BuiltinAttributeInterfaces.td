//===-- BuiltinAttributeInterfaces.td - attribute interfaces -----*- tablegen -*-===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_
#define MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_

include "mlir/IR/OpBase.td"

// Attributes that have a type: an `AttrDef` listing it keeps its
// `AttributeSelfTypeParameter` as its type, which the printer writes after
// the attribute (` : i32`) unless it is `none`.
def TypedAttrInterface : AttrInterface<"TypedAttr"> {
  let cppNamespace = "::mlir";
  let description = [{
    An attribute with a type, the type of the data it holds.
  }];
}

#endif // MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_
