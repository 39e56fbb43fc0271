//===-- BuiltinAttributes.td - the builtin attributes as constraints ------===//
//
// Part of ods-rs. Written for ods-rs; names and summaries follow MLIR 22.
//
// A minimal form of MLIR's file: in MLIR each builtin attribute is an
// `AttrDef` of the builtin dialect. Here each is an attribute constraint of
// the same name, predicate and summary, handled as the `Attribute` itself.
// The attributes themselves are built into `ods-runtime`.
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_ATTRIBUTES
#define BUILTIN_ATTRIBUTES

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

def Builtin_AffineMapAttr : Attr<CPred<"::ods_runtime::ods::pred::is_affine_map_attr($_ctxt, $_self)">,
    "An Attribute containing an AffineMap object"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::AffineMapAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_ArrayAttr : Attr<CPred<"::ods_runtime::ods::pred::is_array_attr($_ctxt, $_self)">,
    "A collection of other Attribute values"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::ArrayAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_DenseArray : Attr<CPred<"::ods_runtime::ods::pred::is_dense_array($_ctxt, $_self)">,
    "A dense array of integer or floating point elements."> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::DenseArrayAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_DenseIntOrFPElementsAttr : Attr<CPred<"::ods_runtime::ods::pred::is_dense_int_or_fp_elements($_ctxt, $_self)">,
    "An Attribute containing a dense multi-dimensional array of integer or floating-point values"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::DenseIntOrFPElementsAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_DenseStringElementsAttr : Attr<CPred<"::ods_runtime::ods::pred::is_dense_string_elements($_ctxt, $_self)">,
    "An Attribute containing a dense multi-dimensional array of strings"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::DenseStringElementsAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_DenseResourceElementsAttr : Attr<CPred<"::ods_runtime::ods::pred::is_dense_resource_elements($_ctxt, $_self)">,
    "An Attribute containing a dense multi-dimensional array backed by a resource"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::DenseResourceElementsAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_DictionaryAttr : Attr<CPred<"::ods_runtime::ods::pred::is_dictionary($_ctxt, $_self)">,
    "An dictionary of named Attribute values"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::DictionaryAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_FloatAttr : Attr<CPred<"::ods_runtime::ods::pred::is_float_attr($_ctxt, $_self)">,
    "An Attribute containing a floating-point value"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::FloatAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_IntegerAttr : Attr<CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
    "An Attribute containing a integer value"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::IntegerAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_IntegerSetAttr : Attr<CPred<"::ods_runtime::ods::pred::is_integer_set_attr($_ctxt, $_self)">,
    "An Attribute containing an IntegerSet object"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::IntegerSetAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_OpaqueAttr : Attr<CPred<"::ods_runtime::ods::pred::is_opaque_attr($_ctxt, $_self)">,
    "An opaque representation of another Attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::OpaqueAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_SparseElementsAttr : Attr<CPred<"::ods_runtime::ods::pred::is_sparse_elements($_ctxt, $_self)">,
    "An opaque representation of a multi-dimensional array"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::SparseElementsAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def StridedLayoutAttr : Attr<CPred<"::ods_runtime::ods::pred::is_strided_layout_attr($_ctxt, $_self)">,
    "An Attribute representing a strided layout of a shaped type"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::StridedLayoutAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_StringAttr : Attr<CPred<"::ods_runtime::ods::pred::is_string_attr($_ctxt, $_self)">,
    "An Attribute containing a string"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::StringAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_SymbolRefAttr : Attr<CPred<"::ods_runtime::ods::pred::is_symbol_ref($_ctxt, $_self)">,
    "An Attribute containing a symbolic reference to an Operation"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::SymbolRefAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_TypeAttr : Attr<CPred<"::ods_runtime::ods::pred::is_type_attr($_ctxt, $_self)">,
    "An Attribute containing a Type"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::TypeAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}
def Builtin_UnitAttr : Attr<CPred<"::ods_runtime::ods::pred::is_unit_attr($_ctxt, $_self)">,
    "An Attribute value of `unit` type"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::UnitAttr";
  let returnType = "::ods_runtime::Attribute";
  let constBuilderCall = "$0";
}

#endif // BUILTIN_ATTRIBUTES
