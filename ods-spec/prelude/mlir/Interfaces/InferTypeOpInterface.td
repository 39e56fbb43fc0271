//===-- InferTypeOpInterface.td - inferring result types ------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// Ops that compute their result types from their operands, attributes and
// regions, so builders need not be given them. The interfaces are
// implemented through `ods-runtime`; their method lists are left empty here.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INFERTYPEOPINTERFACE
#define MLIR_INFERTYPEOPINTERFACE

include "mlir/IR/OpBase.td"

// The op infers its result types (`inferReturnTypes`) and checks the types
// it has against them.
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = [{
    The operation computes its result types from its operands, attributes,
    properties and regions. Builders use that to leave result types out, and
    the verifier checks that the actual result types are compatible with the
    inferred ones.
  }];
  let cppNamespace = "::mlir";
  let verifyWithRegions = 1;
}

// The op infers the shapes and element types of its shaped results.
def InferShapedTypeOpInterface : OpInterface<"InferShapedTypeOpInterface"> {
  let description = [{
    The operation computes the components (shape, element type, encoding) of
    its shaped result types, and may give its result shapes as values.
  }];
  let cppNamespace = "::mlir";
}

// `InferTypeOpInterface` whose method receives the operands and attributes
// through the op's adaptor. `additionalDecls` are Rust items added to the
// op.
class InferTypeOpAdaptorBase<code additionalDecls = [{}]> : TraitList<[
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    NativeOpTrait<"InferTypeOpAdaptor", [], additionalDecls, [{}]>
  ]>;

def InferTypeOpAdaptor : InferTypeOpAdaptorBase;

// The same; the op also says which result types are compatible
// (`isCompatibleReturnTypes`).
def InferTypeOpAdaptorWithIsCompatible : InferTypeOpAdaptorBase;

// `InferShapedTypeOpInterface` through the op's adaptor.
class InferShapedTypeOpAdaptorBase<list<string> overridenMethods = []> : TraitList<[
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
    NativeOpTrait<"InferShapedTypeOpAdaptor">
  ]>;

def InferShapedTypeOpAdaptor : InferShapedTypeOpAdaptorBase<[
    "inferReturnTypeComponents"]>;
def InferShapedTypeOpAdaptorWithReify : InferShapedTypeOpAdaptorBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

// Result types inferred from the shaped components, for ops producing
// tensors.
class InferTensorTypeBase<list<string> overridenMethods = []> : TraitList<[
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
    NativeOpTrait<"InferTensorType">
  ]>;

def InferTensorType : InferTensorTypeBase<["inferReturnTypeComponents"]>;
def InferTensorTypeWithReify : InferTensorTypeBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

// The same, through the op's adaptor.
class InferTensorTypeAdaptorBase<list<string> overridenMethods = []> : TraitList<[
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    InferShapedTypeOpAdaptorBase<overridenMethods>,
    NativeOpTrait<"InferTensorType">
  ]>;

def InferTensorTypeAdaptor : InferTensorTypeAdaptorBase<[
    "inferReturnTypeComponents"]>;
def InferTensorTypeAdaptorWithReify : InferTensorTypeAdaptorBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

// The op gives the dimensions of its ranked shaped results as values.
def ReifyRankedShapedTypeOpInterface :
    OpInterface<"ReifyRankedShapedTypeOpInterface"> {
  let description = [{
    The operation computes the sizes of the dimensions of its ranked shaped
    results, as values or constants.
  }];
  let cppNamespace = "::mlir";
}

// All operands and results have the same type (so result types can be
// inferred from the operands).
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;

// All operands and results have the same rank.
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;

#endif // MLIR_INFERTYPEOPINTERFACE
