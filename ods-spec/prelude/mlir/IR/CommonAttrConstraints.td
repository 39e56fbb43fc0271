//===-- CommonAttrConstraints.td - builtin attribute constraints ----------===//
//
// Part of ods-rs. Written for ods-rs; names and summaries follow MLIR 22
// (verifier messages print the summaries, so they are MLIR's words).
//
// Code strings are Rust against `ods-runtime`:
//   predicate           `$_self: ::ods_runtime::Attribute`, `$_ctxt: &Context`
//   convertFromStorage  from the stored `$_self` (with `$_ctxt: &Context`) to
//                       a `returnType` value
//   constBuilderCall    from `$0` (a `returnType` value) to an `Attribute`,
//                       with `$_builder: &mut Context`
//   defaultValue        a Rust expression of type `returnType`
// Attributes are stored as `::ods_runtime::Attribute` whatever their kind;
// `mlirStorageType` keeps MLIR's C++ class of each for the Markdown docs.
//
//===----------------------------------------------------------------------===//

#ifndef COMMON_ATTR_CONSTRAINTS_TD
#define COMMON_ATTR_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/DialectBase.td"

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

// An attribute constraint that also says how the attribute is handled in
// Rust (see the file header for the code strings).
class Attr<Pred condition, string summary = ""> :
    AttrConstraint<condition, summary> {
  // The Rust type the attribute is stored as; unset means
  // `::ods_runtime::Attribute`.
  code storageType = ?;
  // Documentation only: MLIR's C++ class of the stored attribute, which
  // MLIR's docs show as the attribute's "MLIR Type". Unset means
  // `storageType`, as MLIR shows a user's attribute.
  string mlirStorageType = ?;
  // The Rust type of the typed getter and of unwrapped builder parameters;
  // unset means the attribute itself.
  code returnType = ?;
  // Stored attribute to `returnType` value.
  code convertFromStorage = "$_self";
  // `returnType` value `$0` to attribute; unset when the attribute cannot be
  // built from such a value.
  string constBuilderCall = ?;
  // The value used when the attribute is absent (a Rust expression of
  // `returnType`); unset when there is none.
  string defaultValue = ?;
  // The type of the attribute's value, for attributes that carry one.
  Type valueType = ?;
  // Whether the attribute may be absent.
  bit isOptional = 0;
  // The attribute this one wraps (for `OptionalAttr`, `ConfinedAttr`, ...).
  Attr baseAttr = ?;
  // The Rust module the attribute's items live in.
  string cppNamespace = "";
  string description = "";
}

// An attribute defined by dialect `d`.
class DialectAttr<Dialect d, Pred condition, string summary = ""> :
    Attr<condition, summary> {
  Dialect dialect = d;
  let cppNamespace = d.cppNamespace;
}

//===----------------------------------------------------------------------===//
// Wrappers
//===----------------------------------------------------------------------===//

// `attr`, with `val` (a Rust expression of its `returnType`) used when it is
// absent. Absent values are not stored.
class DefaultValuedAttr<Attr attr, string val> :
    Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let mlirStorageType = attr.mlirStorageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let valueType = attr.valueType;
  let baseAttr = attr;
}

// As `DefaultValuedAttr`, also accepted absent by builders.
class DefaultValuedOptionalAttr<Attr attr, string val> :
    Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let mlirStorageType = attr.mlirStorageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

// `attr`, or nothing. The getter gives an `Option`: `convertFromStorage` is
// applied to a present attribute only and wraps the base value in `Some`.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let mlirStorageType = attr.mlirStorageType;
  let returnType = "::std::option::Option<" # attr.returnType # ">";
  let convertFromStorage =
    "::std::option::Option::Some(" # attr.convertFromStorage # ")";
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

// Default values of string attributes, given without quotes.
class DefaultValuedStrAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, "\"" # val # "\"">;
class DefaultValuedOptionalStrAttr<Attr attr, string val>
    : DefaultValuedOptionalAttr<attr, "\"" # val # "\"">;

// An attribute holding a value of type `attrValType`; `attrKind` names its
// kind ("IntegerAttr" or "FloatAttr"). It is built from a Rust number
// (converted losslessly to `i128` or `f64`), or for other kinds through
// `::ods_runtime::ods::convert::typed_attr`.
class TypedAttrBase<Type attrValType, string attrKind, Pred condition,
                    string descr> :
    Attr<condition, descr> {
  let constBuilderCall = "{ let __ty = " # attrValType.builderCall # "; "
    # !cond(!eq(attrKind, "IntegerAttr") :
              "::ods_runtime::ods::convert::integer_attr($_builder, __ty, i128::from($0))",
            !eq(attrKind, "FloatAttr") :
              "::ods_runtime::ods::convert::float_attr($_builder, __ty, f64::from($0))",
            true :
              "::ods_runtime::ods::convert::typed_attr($_builder, __ty, $0)")
    # " }";
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::" # attrKind;
  let valueType = attrValType;
}

//===----------------------------------------------------------------------===//
// Any attribute
//===----------------------------------------------------------------------===//

def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::Attribute";
  let returnType = "::ods_runtime::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

// One of the given attributes. The summary defaults to theirs joined by
// " or ".
class AnyAttrOf<list<Attr> allowedAttrs, string summary = "",
                string cppType = "::ods_runtime::Attribute",
                string fromStorage = "$_self"> : Attr<
    Or<!foreach(a, allowedAttrs, a.predicate)>,
    !if(!empty(summary),
        !interleave(!foreach(a, allowedAttrs, a.summary), " or "),
        summary)> {
  let returnType = cppType;
  let convertFromStorage = fromStorage;
  list<Attr> allowedAttributes = allowedAttrs;
}

def LocationAttr : Attr<CPred<"::ods_runtime::ods::pred::is_location($_ctxt, $_self)">,
                        "location attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::LocationAttr";
  let returnType = "::ods_runtime::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

//===----------------------------------------------------------------------===//
// Integer and float attributes
//===----------------------------------------------------------------------===//

// `true` or `false`: an `i1` integer attribute.
def BoolAttr : Attr<CPred<"::ods_runtime::ods::pred::is_bool_attr($_ctxt, $_self)">,
                    "bool attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::BoolAttr";
  let returnType = "bool";
  let convertFromStorage = "::ods_runtime::ods::convert::as_bool($_ctxt, $_self)";
  let valueType = I1;
  let constBuilderCall = "::ods_runtime::ods::convert::bool_attr($_builder, $0)";
}

def IndexAttr :
    TypedAttrBase<
      Index, "IntegerAttr",
      And<[CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
           CPred<"::ods_runtime::ods::pred::is_index_attr($_ctxt, $_self)">]>,
      "index attribute"> {
  let returnType = "i64";
  let convertFromStorage = "::ods_runtime::ods::convert::as_int::<i64>($_ctxt, $_self)";
}

// An integer attribute of the given width, of any signedness. Its value is
// read as an `i128`; it has no builder from a value, as its signedness is
// not known.
class AnyIntegerAttrBase<AnyI attrValType, string descr> :
    TypedAttrBase<
      attrValType, "IntegerAttr",
      And<[CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
           CPred<"::ods_runtime::ods::pred::is_integer_attr_of_width($_ctxt, $_self, "
                 # attrValType.bitwidth # ")">]>,
      descr> {
  let returnType = "i128";
  let convertFromStorage = "::ods_runtime::ods::convert::as_int::<i128>($_ctxt, $_self)";
  let constBuilderCall = ?;
}

def AnyI1Attr  : AnyIntegerAttrBase<AnyI1,  "1-bit integer attribute">;
def AnyI8Attr  : AnyIntegerAttrBase<AnyI8,  "8-bit integer attribute">;
def AnyI16Attr : AnyIntegerAttrBase<AnyI16, "16-bit integer attribute">;
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;

// Any integer attribute.
def APIntAttr : Attr<CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
                     "arbitrary integer attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::IntegerAttr";
  let returnType = "i128";
  let convertFromStorage = "::ods_runtime::ods::convert::as_int::<i128>($_ctxt, $_self)";
}

// Not in MLIR 22, kept from earlier MLIR releases: the same as `APIntAttr`.
def AnyIntegerAttr : Attr<CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
                          "arbitrary integer attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::IntegerAttr";
  let returnType = "i128";
  let convertFromStorage = "::ods_runtime::ods::convert::as_int::<i128>($_ctxt, $_self)";
}

// A signless integer attribute of the given width, read as an `i128`.
class SignlessIntegerAttrBase<I attrValType, string descr> :
    TypedAttrBase<
      attrValType, "IntegerAttr",
      And<[CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
           CPred<"::ods_runtime::ods::pred::is_integer_attr_of($_ctxt, $_self, "
                 # attrValType.bitwidth # ", ::ods_runtime::Signedness::Signless)">]>,
      descr> {
  let returnType = "i128";
  let convertFromStorage = "::ods_runtime::ods::convert::as_int::<i128>($_ctxt, $_self)";
}

// The same, read as the Rust integer type `retType` (`bool` for one bit).
// The value is taken zero-extended, as MLIR reads signless attributes here.
class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : SignlessIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage =
    "::ods_runtime::ods::convert::as_int::<" # retType # ">($_ctxt, $_self)";
}

def I1Attr  : TypedSignlessIntegerAttrBase<
    I1,  "bool", "1-bit signless integer attribute">;
def I8Attr  : TypedSignlessIntegerAttrBase<
    I8,  "u8",   "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<
    I16, "u16",  "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<
    I32, "u32",  "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<
    I64, "u64",  "64-bit signless integer attribute">;

// A signed integer attribute of the given width, read as an `i128`.
class SignedIntegerAttrBase<SI attrValType, string descr> :
    TypedAttrBase<
      attrValType, "IntegerAttr",
      And<[CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
           CPred<"::ods_runtime::ods::pred::is_integer_attr_of($_ctxt, $_self, "
                 # attrValType.bitwidth # ", ::ods_runtime::Signedness::Signed)">]>,
      descr> {
  let returnType = "i128";
  let convertFromStorage = "::ods_runtime::ods::convert::as_int::<i128>($_ctxt, $_self)";
}

// The same, read as the Rust integer type `retType`.
class TypedSignedIntegerAttrBase<SI attrValType, string retType, string descr>
    : SignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage =
    "::ods_runtime::ods::convert::as_int::<" # retType # ">($_ctxt, $_self)";
}

def SI1Attr  : TypedSignedIntegerAttrBase<
    SI1,  "bool", "1-bit signed integer attribute">;
def SI8Attr  : TypedSignedIntegerAttrBase<
    SI8,  "i8",   "8-bit signed integer attribute">;
def SI16Attr : TypedSignedIntegerAttrBase<
    SI16, "i16",  "16-bit signed integer attribute">;
def SI32Attr : TypedSignedIntegerAttrBase<
    SI32, "i32",  "32-bit signed integer attribute">;
def SI64Attr : TypedSignedIntegerAttrBase<
    SI64, "i64",  "64-bit signed integer attribute">;

// An unsigned integer attribute of the given width, read as an `i128`.
class UnsignedIntegerAttrBase<UI attrValType, string descr> :
    TypedAttrBase<
      attrValType, "IntegerAttr",
      And<[CPred<"::ods_runtime::ods::pred::is_integer_attr($_ctxt, $_self)">,
           CPred<"::ods_runtime::ods::pred::is_integer_attr_of($_ctxt, $_self, "
                 # attrValType.bitwidth # ", ::ods_runtime::Signedness::Unsigned)">]>,
      descr> {
  let returnType = "i128";
  let convertFromStorage = "::ods_runtime::ods::convert::as_int::<i128>($_ctxt, $_self)";
}

// The same, read as the Rust integer type `retType`.
class TypedUnsignedIntegerAttrBase<UI attrValType, string retType, string descr>
    : UnsignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage =
    "::ods_runtime::ods::convert::as_int::<" # retType # ">($_ctxt, $_self)";
}

def UI1Attr  : TypedUnsignedIntegerAttrBase<
    UI1,  "bool", "1-bit unsigned integer attribute">;
def UI8Attr  : TypedUnsignedIntegerAttrBase<
    UI8,  "u8",   "8-bit unsigned integer attribute">;
def UI16Attr : TypedUnsignedIntegerAttrBase<
    UI16, "u16",  "16-bit unsigned integer attribute">;
def UI32Attr : TypedUnsignedIntegerAttrBase<
    UI32, "u32",  "32-bit unsigned integer attribute">;
def UI64Attr : TypedUnsignedIntegerAttrBase<
    UI64, "u64",  "64-bit unsigned integer attribute">;

// A float attribute of the given IEEE width, read as an `f32` (widths up to
// 32) or an `f64`.
class FloatAttrBase<F attrValType, string descr> :
    TypedAttrBase<attrValType, "FloatAttr",
      And<[CPred<"::ods_runtime::ods::pred::is_float_attr($_ctxt, $_self)">,
           CPred<"::ods_runtime::ods::pred::is_float_attr_of($_ctxt, $_self, "
                 "::ods_runtime::FloatKind::F" # attrValType.bitwidth # ")">]>,
      descr> {
  let returnType = !if(!le(attrValType.bitwidth, 32), "f32", "f64");
  let convertFromStorage = "::ods_runtime::ods::convert::as_"
                           # !if(!le(attrValType.bitwidth, 32), "f32", "f64")
                           # "($_ctxt, $_self)";
}

def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

//===----------------------------------------------------------------------===//
// String, type and unit attributes
//===----------------------------------------------------------------------===//

// A string attribute, read as a `&str` borrowed from the context.
class StringBasedAttr<Pred condition, string descr> : Attr<condition, descr> {
  let constBuilderCall = "::ods_runtime::ods::convert::string_attr($_builder, $0)";
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::StringAttr";
  let returnType = "&str";
  let convertFromStorage = "::ods_runtime::ods::convert::as_str($_ctxt, $_self)";
  let valueType = NoneType;
}

def StrAttrPred
    : CPred<"::ods_runtime::ods::pred::is_string_attr($_ctxt, $_self)">;

def StrAttr : StringBasedAttr<StrAttrPred, "string attribute">;

// The name of a symbol (`sym_name`).
def SymbolNameAttr : StringBasedAttr<StrAttrPred, "string attribute">;

// A string attribute whose type satisfies `ty`.
class TypedStrAttr<Type ty>
    : StringBasedAttr<And<[StrAttrPred,
        SubstLeaves<"$_self",
                    "::ods_runtime::ods::pred::string_attr_type($_ctxt, $_self)",
                    ty.predicate>]>,
        "string attribute of " # ty.summary> {
  let valueType = ty;
}

// A type attribute whose type satisfies `typePred`, read as a
// `::ods_runtime::Type`.
class TypeAttrBase<string retType, string summary,
                   Pred typePred = CPred<"true">> :
    Attr<And<[
      CPred<"::ods_runtime::ods::pred::is_type_attr($_ctxt, $_self)">,
      SubstLeaves<"$_self", "::ods_runtime::ods::convert::as_type($_ctxt, $_self)",
                  typePred>]>,
    summary> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::TypeAttr";
  let returnType = retType;
  let valueType = NoneType;
  let convertFromStorage = "::ods_runtime::ods::convert::as_type($_ctxt, $_self)";
}

def TypeAttr : TypeAttrBase<"::ods_runtime::Type", "any type attribute"> {
  let constBuilderCall = "::ods_runtime::ods::convert::type_attr($_builder, $0)";
}

class TypeAttrOf<Type ty> // getter: the `Type` handle, whatever `ty`'s class
    : TypeAttrBase<"::ods_runtime::Type", "type attribute of " # ty.summary,
                   ty.predicate> {
  let constBuilderCall = "::ods_runtime::ods::convert::type_attr($_builder, $0)";
}

// A flag: present (`unit`) or absent. The getter gives `true` when present
// and the default, `false`, when absent. As in MLIR, a builder given `false`
// must leave the attribute out rather than call `constBuilderCall`.
def UnitAttr : Attr<CPred<"::ods_runtime::ods::pred::is_unit_attr($_ctxt, $_self)">,
                    "unit attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::UnitAttr";
  let constBuilderCall = "::ods_runtime::ods::convert::unit_attr($_builder)";
  let convertFromStorage = "::ods_runtime::ods::pred::is_unit_attr($_ctxt, $_self)";
  let returnType = "bool";
  let defaultValue = "false";
  let valueType = NoneType;
  let isOptional = 1;
}

//===----------------------------------------------------------------------===//
// Dictionary and elements attributes
//===----------------------------------------------------------------------===//

class DictionaryAttrBase<Pred condition, string summary> :
    Attr<condition, summary> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::DictionaryAttr";
  let constBuilderCall = "$0";
  let returnType = "::ods_runtime::Attribute";
  let valueType = NoneType;
  let convertFromStorage = "$_self";
}

def DictionaryAttr
    : DictionaryAttrBase<CPred<"::ods_runtime::ods::pred::is_dictionary($_ctxt, $_self)">,
                         "dictionary of named attribute values">;

// Elements attributes (dense, dense resource and sparse) are handled as the
// attribute itself.
class ElementsAttrBase<Pred condition, string summary> :
    Attr<condition, summary> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::ElementsAttr";
  let returnType = "::ods_runtime::Attribute";
  let convertFromStorage = "$_self";
}

def ElementsAttr
    : ElementsAttrBase<CPred<"::ods_runtime::ods::pred::is_elements_attr($_ctxt, $_self)">,
                       "constant vector/tensor attribute">;

// A dense integer (or index) elements attribute that also satisfies
// `condition`.
class IntElementsAttrBase<Pred condition, string summary> :
    ElementsAttrBase<And<[
        CPred<"::ods_runtime::ods::pred::is_dense_int_elements($_ctxt, $_self)">,
        condition]>,
      summary> {
  let mlirStorageType = "::mlir::DenseIntElementsAttr";
}

// The Rust element type of a dense array attribute: fixed by MLIR's class
// name for the builtin ones, `cppType` otherwise.
class _OdsDenseArrayElement<string denseAttrName, string cppType> {
  string ret = !cond(
    !eq(denseAttrName, "DenseBoolArrayAttr") : "bool",
    !eq(denseAttrName, "DenseI8ArrayAttr") : "i8",
    !eq(denseAttrName, "DenseI16ArrayAttr") : "i16",
    !eq(denseAttrName, "DenseI32ArrayAttr") : "i32",
    !eq(denseAttrName, "DenseI64ArrayAttr") : "i64",
    !eq(denseAttrName, "DenseF32ArrayAttr") : "f32",
    !eq(denseAttrName, "DenseF64ArrayAttr") : "f64",
    true : cppType);
}

// A dense array: `array<i64: 1, 2>`. Its Rust element type is `bool`, `i8`,
// `i16`, `i32`, `i64`, `f32` or `f64` (see above); the value is a `Vec` of
// it, and the attribute is built from a slice of it.
class DenseArrayAttrBase<string denseAttrName, string cppType,
                         string summaryName> :
    ElementsAttrBase<
      CPred<"::ods_runtime::ods::pred::is_dense_array_of::<"
            # _OdsDenseArrayElement<denseAttrName, cppType>.ret # ">($_ctxt, $_self)">,
      summaryName # " dense array attribute"> {
  let mlirStorageType = "::mlir::" # denseAttrName;
  let returnType =
    "::std::vec::Vec<" # _OdsDenseArrayElement<denseAttrName, cppType>.ret # ">";
  let convertFromStorage = "::ods_runtime::ods::convert::dense_array_vec::<"
    # _OdsDenseArrayElement<denseAttrName, cppType>.ret # ">($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::dense_array::<"
    # _OdsDenseArrayElement<denseAttrName, cppType>.ret # ">($_builder, &($0))";
}

def DenseBoolArrayAttr : DenseArrayAttrBase<"DenseBoolArrayAttr", "bool", "i1">;
def DenseI8ArrayAttr   : DenseArrayAttrBase<"DenseI8ArrayAttr", "i8", "i8">;
def DenseI16ArrayAttr  : DenseArrayAttrBase<"DenseI16ArrayAttr", "i16", "i16">;
def DenseI32ArrayAttr  : DenseArrayAttrBase<"DenseI32ArrayAttr", "i32", "i32">;
def DenseI64ArrayAttr  : DenseArrayAttrBase<"DenseI64ArrayAttr", "i64", "i64">;
def DenseF32ArrayAttr  : DenseArrayAttrBase<"DenseF32ArrayAttr", "f32", "f32">;
def DenseF64ArrayAttr  : DenseArrayAttrBase<"DenseF64ArrayAttr", "f64", "f64">;

def IndexElementsAttr
    : IntElementsAttrBase<CPred<"::ods_runtime::ods::pred::is_index($_ctxt, "
                                "::ods_runtime::ods::pred::elements_element_type($_ctxt, $_self))">,
                          "index elements attribute">;

def AnyIntElementsAttr : IntElementsAttrBase<CPred<"true">, "integer elements attribute">;

class IntElementsAttrOf<int width> : IntElementsAttrBase<
  CPred<"::ods_runtime::ods::pred::is_integer_of_width($_ctxt, "
        "::ods_runtime::ods::pred::elements_element_type($_ctxt, $_self), " # width # ")">,
  width # "-bit integer elements attribute">;

def AnyI32ElementsAttr : IntElementsAttrOf<32>;
def AnyI64ElementsAttr : IntElementsAttrOf<64>;

class SignlessIntElementsAttr<int width> : IntElementsAttrBase<
  CPred<"::ods_runtime::ods::pred::is_integer($_ctxt, "
        "::ods_runtime::ods::pred::elements_element_type($_ctxt, $_self), " # width #
        ", ::ods_runtime::Signedness::Signless)">,
  width # "-bit signless integer elements attribute"> {
  let constBuilderCall = "$0";
}

def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;

class RankedSignlessIntElementsAttr<int width, list<int> dims> :
    SignlessIntElementsAttr<width> {
  let predicate = And<[
    SignlessIntElementsAttr<width>.predicate,
    CPred<"::ods_runtime::ods::pred::elements_shape_is($_ctxt, $_self, &["
          # !interleave(dims, ", ") # "])">]>;
  let summary = width # "-bit signless int elements attribute of shape [" #
                !interleave(dims, ", ") # "]";
}

class RankedI32ElementsAttr<list<int> dims> :
    RankedSignlessIntElementsAttr<32, dims>;
class RankedI64ElementsAttr<list<int> dims> :
    RankedSignlessIntElementsAttr<64, dims>;

class FloatElementsAttr<int width> : ElementsAttrBase<
  CPred<"::ods_runtime::ods::pred::is_dense_fp_elements($_ctxt, $_self) && "
        "::ods_runtime::ods::pred::is_float_kind($_ctxt, "
        "::ods_runtime::ods::pred::elements_element_type($_ctxt, $_self), "
        "::ods_runtime::FloatKind::F" # width # ")">,
  width # "-bit float elements attribute"> {
  let mlirStorageType = "::mlir::DenseElementsAttr";
  let constBuilderCall = "$0";
}

def F64ElementsAttr : FloatElementsAttr<64>;

class RankedFloatElementsAttr<int width, list<int> dims> : ElementsAttrBase<
  CPred<"::ods_runtime::ods::pred::is_dense_fp_elements($_ctxt, $_self) && "
        "::ods_runtime::ods::pred::is_float_kind($_ctxt, "
        "::ods_runtime::ods::pred::elements_element_type($_ctxt, $_self), "
        "::ods_runtime::FloatKind::F" # width # ") && "
        "::ods_runtime::ods::pred::elements_shape_is($_ctxt, $_self, &["
        # !interleave(dims, ", ") # "])">,
  width # "-bit float elements attribute of shape [" #
  !interleave(dims, ", ") # "]"> {
  let mlirStorageType = "::mlir::DenseFPElementsAttr";
  let constBuilderCall = "$0";
}

class RankedF32ElementsAttr<list<int> dims> : RankedFloatElementsAttr<32, dims>;
class RankedF64ElementsAttr<list<int> dims> : RankedFloatElementsAttr<64, dims>;

def StringElementsAttr : ElementsAttrBase<
  CPred<"::ods_runtime::ods::pred::is_dense_string_elements($_ctxt, $_self)">,
  "string elements attribute"> {
  let mlirStorageType = "::mlir::DenseElementsAttr";
}

//===----------------------------------------------------------------------===//
// Affine maps and integer sets
//===----------------------------------------------------------------------===//

def AffineMapAttr : Attr<
    CPred<"::ods_runtime::ods::pred::is_affine_map_attr($_ctxt, $_self)">,
    "AffineMap attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::AffineMapAttr";
  let returnType = "::ods_runtime::Attribute";
  let convertFromStorage = "$_self";
  let valueType = Index;
  let constBuilderCall = "$0";
}

def IntegerSetAttr : Attr<
    CPred<"::ods_runtime::ods::pred::is_integer_set_attr($_ctxt, $_self)">,
    "IntegerSet attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::IntegerSetAttr";
  let returnType = "::ods_runtime::Attribute";
  let convertFromStorage = "$_self";
  let valueType = NoneType;
  let constBuilderCall = "$0";
}

//===----------------------------------------------------------------------===//
// Array attributes
//===----------------------------------------------------------------------===//

// An array attribute, handled as the attribute itself.
class ArrayAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::ArrayAttr";
  let returnType = "::ods_runtime::Attribute";
  let valueType = NoneType;
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

def ArrayAttr
    : ArrayAttrBase<CPred<"::ods_runtime::ods::pred::is_array_attr($_ctxt, $_self)">,
                    "array attribute">;

// An array attribute every element of which satisfies `element`.
class TypedArrayAttrBase<Attr element, string summary> : ArrayAttrBase<
    And<[
      CPred<"::ods_runtime::ods::pred::is_array_attr($_ctxt, $_self)">,
      Concat<"::ods_runtime::ods::pred::all_array_elements($_ctxt, $_self, |__elt| ",
             SubstLeaves<"$_self", "__elt", element.predicate>,
             ")">]>,
    summary> {
  Attr elementAttr = element;
}

def LocationArrayAttr : TypedArrayAttrBase<LocationAttr,
                                           "location array attribute">;

def AffineMapArrayAttr : TypedArrayAttrBase<AffineMapAttr,
                                            "AffineMap array attribute">;

def BoolArrayAttr : TypedArrayAttrBase<BoolAttr,
                                       "1-bit boolean array attribute"> {
  let returnType = "::std::vec::Vec<bool>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_bool_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::bool_array_attr($_builder, &($0))";
}

def I32ArrayAttr : TypedArrayAttrBase<I32Attr,
                                      "32-bit integer array attribute"> {
  let returnType = "::std::vec::Vec<i32>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_i32_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::i32_array_attr($_builder, &($0))";
}

def I64ArrayAttr : TypedArrayAttrBase<I64Attr,
                                      "64-bit integer array attribute"> {
  let returnType = "::std::vec::Vec<i64>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_i64_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::i64_array_attr($_builder, &($0))";
}

def I64SmallVectorArrayAttr :
    TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let returnType = "::std::vec::Vec<i64>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_i64_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::i64_array_attr($_builder, &($0))";
}

def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute"> {
  let returnType = "::std::vec::Vec<f32>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_f32_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::f32_array_attr($_builder, &($0))";
}

def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute"> {
  let returnType = "::std::vec::Vec<f64>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_f64_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::f64_array_attr($_builder, &($0))";
}

def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute"> {
  let returnType = "::std::vec::Vec<&str>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_str_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::str_array_attr($_builder, &($0))";
}

def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute"> {
  let returnType = "::std::vec::Vec<::ods_runtime::Type>";
  let convertFromStorage = "::ods_runtime::ods::convert::as_type_vec($_ctxt, $_self)";
  let constBuilderCall = "::ods_runtime::ods::convert::type_array_attr($_builder, &($0))";
}

def IndexListArrayAttr :
  TypedArrayAttrBase<I64ArrayAttr, "Array of 64-bit integer array attributes">;

def DictArrayAttr :
  TypedArrayAttrBase<DictionaryAttr, "Array of dictionary attributes">;

//===----------------------------------------------------------------------===//
// Symbol references
//===----------------------------------------------------------------------===//

// `@root` or `@root::@nested...`, handled as the attribute itself.
def SymbolRefAttr : Attr<CPred<"::ods_runtime::ods::pred::is_symbol_ref($_ctxt, $_self)">,
                         "symbol reference attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::SymbolRefAttr";
  let returnType = "::ods_runtime::Attribute";
  let valueType = NoneType;
  let constBuilderCall = "$0";
  let convertFromStorage = "$_self";
}

// `@name`, read as the name.
def FlatSymbolRefAttr
    : Attr<CPred<"::ods_runtime::ods::pred::is_flat_symbol_ref($_ctxt, $_self)">,
           "flat symbol reference attribute"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType = "::mlir::FlatSymbolRefAttr";
  let returnType = "&str";
  let valueType = NoneType;
  let constBuilderCall = "::ods_runtime::ods::convert::flat_symbol_ref($_builder, $0)";
  let convertFromStorage = "::ods_runtime::ods::convert::flat_symbol_name($_ctxt, $_self)";
}

def SymbolRefArrayAttr :
  TypedArrayAttrBase<SymbolRefAttr, "symbol ref array attribute"> {
  let constBuilderCall = ?;
}

def FlatSymbolRefArrayAttr :
  TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute"> {
  let constBuilderCall = ?;
}

//===----------------------------------------------------------------------===//
// Derived attributes
//===----------------------------------------------------------------------===//

// An attribute computed from the operation rather than stored. `body` is a
// Rust method body (with `self` and `ctx`) giving a `ret` value. A non-empty
// `convert` turns that value (`$_self`) into an `Attribute` with
// `$_builder: &mut Context`, for listing derived attributes as attributes.
class DerivedAttr<code ret, code b, code convert = ""> :
    Attr<CPred<"true">, "derived attribute"> {
  let returnType = ret;
  code body = b;
  let convertFromStorage = convert;
}

// A derived attribute whose value is a type.
class DerivedTypeAttr<code body> : DerivedAttr<"::ods_runtime::Type", body> {
  let convertFromStorage = "::ods_runtime::ods::convert::type_attr($_builder, $_self)";
}

//===----------------------------------------------------------------------===//
// Constant attribute values
//===----------------------------------------------------------------------===//

// `attribute` holding the value `val`, a Rust expression of its
// `returnType`. The check reads the attribute's value and compares it; DRR
// patterns build the attribute with `attribute.constBuilderCall`.
class ConstantAttr<Attr attribute, string val> : AttrConstraint<
    And<[attribute.predicate,
         CPred<"(" # attribute.convertFromStorage # ") == (" # val # ")">]>,
    "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}

class ConstF32Attr<string val> : ConstantAttr<F32Attr, val>;
def ConstBoolAttrFalse : ConstantAttr<BoolAttr, "false">;
def ConstBoolAttrTrue : ConstantAttr<BoolAttr, "true">;
def ConstUnitAttr : ConstantAttr<UnitAttr, "true">;

class ConstantStrAttr<Attr attribute, string val>
    : ConstantAttr<attribute, "\"" # val # "\"">;

//===----------------------------------------------------------------------===//
// Confined attributes and their constraints
//===----------------------------------------------------------------------===//

// `attr` further restricted by `constraints`; the summary appends theirs.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints> : Attr<
    And<!listconcat([attr.predicate],
                    !foreach(c, constraints, c.predicate))>,
    !foldl(attr.summary, constraints, acc, c, acc # " " # c.summary)> {
  let storageType = attr.storageType;
  let mlirStorageType = attr.mlirStorageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let valueType = attr.valueType;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
  list<AttrConstraint> attrConstraints = constraints;
}

// All of `constraints` (at least one).
class AllAttrOf<list<AttrConstraint> constraints> : AttrConstraint<
    And<!foreach(c, constraints, c.predicate)>,
    !interleave(!foreach(c, constraints, c.summary), " and ")>;

// Integer values (`$_self` an integer attribute).
class IntNEQValue<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::int_value_ne($_ctxt, $_self, " # n # ")">,
    "whose value is not " # n>;

class IntMinValue<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::int_value_ge($_ctxt, $_self, " # n # ")">,
    "whose minimum value is " # n>;

class IntMaxValue<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::int_value_le($_ctxt, $_self, " # n # ")">,
    "whose maximum value is " # n>;

def IntNonNegative : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::int_is_non_negative($_ctxt, $_self)">,
    "whose value is non-negative">;

def IntPositive : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::int_is_positive($_ctxt, $_self)">,
    "whose value is positive">;

def IntPowerOf2 : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::int_is_power_of_2($_ctxt, $_self)">,
    "whose value is a power of two > 0">;

def IntPositivePowerOf2 : AllAttrOf<[IntPositive, IntPowerOf2]>;

class IntValidAlignment<Attr attr> : ConfinedAttr<attr, [IntPositivePowerOf2]>;

class IntIsOneOf<list<int> values> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::int_is_one_of($_ctxt, $_self, &["
          # !interleave(values, ", ") # "])">,
    "whose value is one of {" # !interleave(values, ", ") # "}">;

// Sizes of array attributes.
class ArrayMaxCount<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::array_len($_ctxt, $_self) <= " # n>,
    "with at most " # n # " elements">;

class ArrayMinCount<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::array_len($_ctxt, $_self) >= " # n>,
    "with at least " # n # " elements">;

class ArrayCount<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::array_len($_ctxt, $_self) == " # n>,
    "with exactly " # n # " elements">;

// Sizes and values of dense arrays. The value constraints also check that the
// attribute is an `arrayType`.
class DenseArrayCount<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::dense_array_len($_ctxt, $_self) == " # n>,
    "with exactly " # n # " elements">;

class DenseArrayMaxCt<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::dense_array_len($_ctxt, $_self) <= " # n>,
    "with at most " # n # " elements">;

class DenseArrayMinCt<int n> : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::dense_array_len($_ctxt, $_self) >= " # n>,
    "with at least " # n # " elements">;

class DenseArrayStrictlyPositive<DenseArrayAttrBase arrayType> : AttrConstraint<
    And<[arrayType.predicate,
         CPred<"::ods_runtime::ods::pred::dense_array_all_positive($_ctxt, $_self)">]>,
    "whose value is positive">;

class DenseArrayNonNegative<DenseArrayAttrBase arrayType> : AttrConstraint<
    And<[arrayType.predicate,
         CPred<"::ods_runtime::ods::pred::dense_array_all_non_negative($_ctxt, $_self)">]>,
    "whose value is non-negative">;

class DenseArraySorted<DenseArrayAttrBase arrayType> : AttrConstraint<
    And<[arrayType.predicate,
         CPred<"::ods_runtime::ods::pred::dense_array_sorted($_ctxt, $_self)">]>,
    "should be in non-decreasing order">;

class DenseArrayStrictlySorted<DenseArrayAttrBase arrayType> : AttrConstraint<
    And<[
      arrayType.predicate,
      CPred<"::ods_runtime::ods::pred::dense_array_sorted($_ctxt, $_self)">,
      CPred<"::ods_runtime::ods::pred::dense_array_strictly_sorted($_ctxt, $_self)">]>,
    "should be in increasing order">;

// Elements of arrays of integer attributes.
class IntArrayNthElemEq<int index, int value> : AttrConstraint<
    And<[
      CPred<"::ods_runtime::ods::pred::array_len($_ctxt, $_self) > " # index>,
      CPred<"::ods_runtime::ods::pred::array_int_elem($_ctxt, $_self, " # index # ")"
            ".is_some_and(|__v| __v == " # value # ")">]>,
    "whose " # index # "-th element must be " # value>;

class IntArrayNthElemMinValue<int index, int min> : AttrConstraint<
    And<[
      CPred<"::ods_runtime::ods::pred::array_len($_ctxt, $_self) > " # index>,
      CPred<"::ods_runtime::ods::pred::array_int_elem($_ctxt, $_self, " # index # ")"
            ".is_some_and(|__v| __v >= " # min # ")">]>,
    "whose " # index # "-th element must be at least " # min>;

class IntArrayNthElemMaxValue<int index, int max> : AttrConstraint<
    And<[
      CPred<"::ods_runtime::ods::pred::array_len($_ctxt, $_self) > " # index>,
      CPred<"::ods_runtime::ods::pred::array_int_elem($_ctxt, $_self, " # index # ")"
            ".is_some_and(|__v| __v <= " # max # ")">]>,
    "whose " # index # "-th element must be at most " # max>;

class IntArrayNthElemInRange<int index, int min, int max> : AttrConstraint<
    And<[
      CPred<"::ods_runtime::ods::pred::array_len($_ctxt, $_self) > " # index>,
      CPred<"::ods_runtime::ods::pred::array_int_elem($_ctxt, $_self, " # index # ")"
            ".is_some_and(|__v| __v >= " # min # ")">,
      CPred<"::ods_runtime::ods::pred::array_int_elem($_ctxt, $_self, " # index # ")"
            ".is_some_and(|__v| __v <= " # max # ")">]>,
    "whose " # index # "-th element must be at least " # min # " and at most " # max>;

// Holds only for an absent attribute. `$_self` is an `Option<Attribute>`
// where the caller knows the attribute may be absent; a present
// `Attribute` never satisfies it.
def IsNullAttr : AttrConstraint<
    CPred<"::ods_runtime::ods::pred::is_null_attr($_self)">,
    "empty attribute (for optional attributes)">;

#endif // COMMON_ATTR_CONSTRAINTS_TD
