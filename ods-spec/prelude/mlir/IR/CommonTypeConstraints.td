//===-- CommonTypeConstraints.td - builtin type constraints ---------------===//
//
// Part of ods-rs. Written for ods-rs; names and summaries follow MLIR 22
// (verifier messages print the summaries, so they are MLIR's words).
//
// Predicates are Rust over `$_self: ::ods_runtime::Type` and
// `$_ctxt: &::ods_runtime::Context`, calling `::ods_runtime::ods::pred`.
// `builderCall` builds the type from `$_builder: &mut ::ods_runtime::Context`.
//
//===----------------------------------------------------------------------===//

#ifndef COMMON_TYPE_CONSTRAINTS_TD
#define COMMON_TYPE_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"

//===----------------------------------------------------------------------===//
// Predicates on types
//===----------------------------------------------------------------------===//

def IsVectorOfNonZeroRankTypePred : And<[
  CPred<"::ods_runtime::ods::pred::is_vector($_ctxt, $_self)">,
  CPred<"::ods_runtime::ods::pred::rank_at_least($_ctxt, $_self, 1)">]>;
def IsFixedVectorOfNonZeroRankTypePred : And<[
  CPred<"::ods_runtime::ods::pred::is_fixed_vector($_ctxt, $_self)">,
  CPred<"::ods_runtime::ods::pred::rank_at_least($_ctxt, $_self, 1)">]>;
def IsVectorOfAnyRankTypePred
    : CPred<"::ods_runtime::ods::pred::is_vector($_ctxt, $_self)">;
def IsFixedVectorOfAnyRankTypePred
    : CPred<"::ods_runtime::ods::pred::is_fixed_vector($_ctxt, $_self)">;
def IsVectorTypeWithAnyDimScalablePred
    : CPred<"::ods_runtime::ods::pred::is_scalable_vector($_ctxt, $_self)">;
def IsVectorTypeWithOnlyTrailingDimScalablePred : And<[
  IsVectorOfNonZeroRankTypePred,
  CPred<"::ods_runtime::ods::pred::is_vector_with_only_trailing_dim_scalable($_ctxt, $_self)">]>;
def IsVectorTypeWithAllDimsScalablePred : And<[
  IsVectorOfNonZeroRankTypePred,
  CPred<"::ods_runtime::ods::pred::is_vector_with_all_dims_scalable($_ctxt, $_self)">]>;

def IsTensorTypePred
    : CPred<"::ods_runtime::ods::pred::is_tensor($_ctxt, $_self)">;
def IsMemRefTypePred
    : CPred<"::ods_runtime::ods::pred::is_memref($_ctxt, $_self)">;
def IsTensorOrMemRefTypePred : Or<[IsTensorTypePred, IsMemRefTypePred]>;
def IsUnrankedMemRefTypePred
    : CPred<"::ods_runtime::ods::pred::is_unranked_memref($_ctxt, $_self)">;
def IsUnrankedTensorTypePred
    : CPred<"::ods_runtime::ods::pred::is_unranked_tensor($_ctxt, $_self)">;
def IsRankedTensorTypePred
    : CPred<"::ods_runtime::ods::pred::is_ranked_tensor($_ctxt, $_self)">;
def IsBaseMemRefTypePred
    : CPred<"::ods_runtime::ods::pred::is_base_memref($_ctxt, $_self)">;
def IsShapedTypePred
    : CPred<"::ods_runtime::ods::pred::is_shaped($_ctxt, $_self)">;
def HasStaticShapePred
    : CPred<"::ods_runtime::ods::pred::has_static_shape($_ctxt, $_self)">;
def IsTupleTypePred
    : CPred<"::ods_runtime::ods::pred::is_tuple($_ctxt, $_self)">;
def HasValueSemanticsPred
    : CPred<"::ods_runtime::ods::pred::has_value_semantics($_ctxt, $_self)">;

//===----------------------------------------------------------------------===//
// Type constraint classes
//===----------------------------------------------------------------------===//

// A type constraint that may also say how to build the type: a non-empty
// `builderCall` is a Rust expression over `$_builder: &mut Context` giving
// the `::ods_runtime::Type`. Buildable result types need not be passed to
// generated builders.
class Type<Pred condition, string descr = "",
           string cppType = "::ods_runtime::Type"> :
    TypeConstraint<condition, descr, cppType> {
  string description = "";
  string builderCall = "";
  // MLIR's C++ class of the type (its `cppType`): a declarative format
  // reads a single operand's or result's type as that class
  // (`invalid kind of type specified` for another one).
  string mlirCppType = "::mlir::Type";
}

// `t` under another summary.
class TypeAlias<Type t, string summary = t.summary> :
    Type<t.predicate, summary, t.cppType> {
  let description = t.description;
  let builderCall = t.builderCall;
  let mlirCppType = t.mlirCppType;
}

// A type constraint of dialect `d`.
class DialectType<Dialect d, Pred condition, string descr = "",
                  string cppType = "::ods_runtime::Type"> :
    Type<condition, descr, cppType> {
  Dialect dialect = d;
}

// Any number (zero or more) of values of `type`.
class Variadic<Type type> : TypeConstraint<type.predicate,
                                           "variadic of " # type.summary,
                                           type.cppType> {
  Type baseType = type;
  int minSize = 0;
}

// A list of variadic groups of values of `type`; the attribute
// `variadicSegmentAttrName` (a dense i32 array) holds the group sizes.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}

// Zero or one value of `type`.
class Optional<Type type> : TypeConstraint<type.predicate, type.summary,
                                           type.cppType> {
  Type baseType = type;
}

// Mixed into a type to give it a builder (see `Type.builderCall`).
class BuildableType<code builder> {
  code builderCall = builder;
}

// `builder` when `type` is buildable, none otherwise.
class SameBuildabilityAs<Type type, code builder> {
  code builderCall = !if(!empty(type.builderCall), "", builder);
}

//===----------------------------------------------------------------------===//
// Any type, none type, unions and intersections
//===----------------------------------------------------------------------===//

def AnyType : Type<CPred<"true">, "any type">;

def NoneType : Type<CPred<"::ods_runtime::ods::pred::is_none_type($_ctxt, $_self)">,
                    "none type">,
      BuildableType<"::ods_runtime::ods::convert::none($_builder)"> {
  let mlirCppType = "::mlir::NoneType";
}

// One of the given types. The summary defaults to theirs joined by " or ".
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string cppType = "::ods_runtime::Type"> : Type<
    Or<!foreach(t, allowedTypeList, t.predicate)>,
    !if(!empty(summary),
        !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
        summary),
    cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

// All of the given types at once. The summary defaults to theirs joined by
// " and ".
class AllOfType<list<Type> allowedTypeList, string summary = "",
                string cppType = "::ods_runtime::Type"> : Type<
    And<!foreach(t, allowedTypeList, t.predicate)>,
    !if(!empty(summary),
        !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
        summary),
    cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

// `type` further restricted by `predicates`.
class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppType = type.cppType> : Type<
    And<!listconcat([type.predicate], predicates)>, summary, cppType> {
  let mlirCppType = type.mlirCppType;
  Type baseType = type;
  list<Pred> predicateList = predicates;
}

//===----------------------------------------------------------------------===//
// Integer types
//===----------------------------------------------------------------------===//

def AnyInteger : Type<CPred<"::ods_runtime::ods::pred::is_integer_type($_ctxt, $_self)">,
                      "integer"> {
  let mlirCppType = "::mlir::IntegerType";
}

// An integer of the given width, of any signedness.
class AnyI<int width>
    : Type<CPred<"::ods_runtime::ods::pred::is_integer_of_width($_ctxt, $_self, " # width # ")">,
           width # "-bit integer"> {
  int bitwidth = width;
}

class AnyIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, AnyI<w>),
              !interleave(widths, "/") # "-bit integer"> {
  let mlirCppType = "::mlir::IntegerType";
}

def AnyI1  : AnyI<1>;
def AnyI8  : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

def AnySignlessInteger : Type<
  CPred<"::ods_runtime::ods::pred::is_signless_integer_any($_ctxt, $_self)">,
  "signless integer"> {
  let mlirCppType = "::mlir::IntegerType";
}

// A signless integer of the given width.
class I<int width>
    : Type<CPred<"::ods_runtime::ods::pred::is_integer($_ctxt, $_self, " # width #
                 ", ::ods_runtime::Signedness::Signless)">,
           width # "-bit signless integer">,
      BuildableType<"::ods_runtime::ods::convert::integer($_builder, " # width #
                    ", ::ods_runtime::Signedness::Signless)"> {
  int bitwidth = width;
  let mlirCppType = "::mlir::IntegerType";
}

class SignlessIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, I<w>),
              !interleave(widths, "/") # "-bit signless integer">;

def I1   : I<1>;
def I8   : I<8>;
def I16  : I<16>;
def I32  : I<32>;
def I64  : I<64>;
def I128 : I<128>;

def AnySignedInteger : Type<
  CPred<"::ods_runtime::ods::pred::is_signed_integer_any($_ctxt, $_self)">,
  "signed integer">;

// A signed integer of the given width.
class SI<int width>
    : Type<CPred<"::ods_runtime::ods::pred::is_integer($_ctxt, $_self, " # width #
                 ", ::ods_runtime::Signedness::Signed)">,
           width # "-bit signed integer">,
      BuildableType<"::ods_runtime::ods::convert::integer($_builder, " # width #
                    ", ::ods_runtime::Signedness::Signed)"> {
  int bitwidth = width;
  let mlirCppType = "::mlir::IntegerType";
}

class SignedIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, SI<w>),
              !interleave(widths, "/") # "-bit signed integer">;

def SI1  : SI<1>;
def SI8  : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

def AnyUnsignedInteger : Type<
  CPred<"::ods_runtime::ods::pred::is_unsigned_integer_any($_ctxt, $_self)">,
  "unsigned integer">;

// An unsigned integer of the given width.
class UI<int width>
    : Type<CPred<"::ods_runtime::ods::pred::is_integer($_ctxt, $_self, " # width #
                 ", ::ods_runtime::Signedness::Unsigned)">,
           width # "-bit unsigned integer">,
      BuildableType<"::ods_runtime::ods::convert::integer($_builder, " # width #
                    ", ::ods_runtime::Signedness::Unsigned)"> {
  int bitwidth = width;
  let mlirCppType = "::mlir::IntegerType";
}

class UnsignedIntOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, UI<w>),
              !interleave(widths, "/") # "-bit unsigned integer">;

def UI1  : UI<1>;
def UI8  : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

def Index : Type<CPred<"::ods_runtime::ods::pred::is_index($_ctxt, $_self)">, "index">,
            BuildableType<"::ods_runtime::ods::convert::index($_builder)"> {
  let mlirCppType = "::mlir::IndexType";
}

def AnySignlessIntegerOrIndex : Type<
  CPred<"::ods_runtime::ods::pred::is_signless_int_or_index($_ctxt, $_self)">,
  "signless integer or index">;

//===----------------------------------------------------------------------===//
// Floating-point types
//===----------------------------------------------------------------------===//

def AnyFloat : Type<CPred<"::ods_runtime::ods::pred::is_float_type($_ctxt, $_self)">,
                    "floating-point"> {
  let mlirCppType = "::mlir::FloatType";
}

// The IEEE float of the given width (16, 32, 64, 80 or 128).
class F<int width>
    : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, "
                 "::ods_runtime::FloatKind::F" # width # ")">,
           width # "-bit float">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, "
                    "::ods_runtime::FloatKind::F" # width # ")"> {
  int bitwidth = width;
  let mlirCppType = "::mlir::FloatType";
}

class FloatOfWidths<list<int> widths> :
    AnyTypeOf<!foreach(w, widths, F<w>),
              !interleave(widths, "/") # "-bit float">;

def F16  : F<16>;
def F32  : F<32>;
def F64  : F<64>;
def F80  : F<80>;
def F128 : F<128>;

// The other float types, one `::ods_runtime::FloatKind` variant each.
def BF16 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::BF16)">,
           "bfloat16 type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::BF16)">;
def TF32 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::TF32)">,
           "tf32 type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::TF32)">;
def F8E4M3FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3FN)">,
           "f8E4M3FN type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E4M3FN)">;
def F8E5M2 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E5M2)">,
           "f8E5M2 type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E5M2)">;
def F8E4M3 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3)">,
           "f8E4M3 type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E4M3)">;
def F8E4M3FNUZ : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3FNUZ)">,
           "f8E4M3FNUZ type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E4M3FNUZ)">;
def F8E4M3B11FNUZ : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3B11FNUZ)">,
           "f8E4M3B11FNUZ type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E4M3B11FNUZ)">;
def F8E5M2FNUZ : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E5M2FNUZ)">,
           "f8E5M2FNUZ type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E5M2FNUZ)">;
def F8E3M4 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E3M4)">,
           "f8E3M4 type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E3M4)">;
def F4E2M1FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F4E2M1FN)">,
           "f4E2M1FN type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F4E2M1FN)">;
def F6E2M3FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F6E2M3FN)">,
           "f6E2M3FN type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F6E2M3FN)">;
def F6E3M2FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F6E3M2FN)">,
           "f6E3M2FN type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F6E3M2FN)">;
def F8E8M0FNU : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E8M0FNU)">,
           "f8E8M0FNU type">,
      BuildableType<"::ods_runtime::ods::convert::float($_builder, ::ods_runtime::FloatKind::F8E8M0FNU)">;

//===----------------------------------------------------------------------===//
// Complex, opaque and function types
//===----------------------------------------------------------------------===//

def AnyComplex : Type<CPred<"::ods_runtime::ods::pred::is_complex($_ctxt, $_self)">,
                      "complex-type"> {
  let mlirCppType = "::mlir::ComplexType";
}

// A complex type whose element type satisfies `elType`.
class Complex<Type elType>
    : ConfinedType<AnyComplex, [
          SubstLeaves<"$_self",
                      "::ods_runtime::ods::pred::complex_element_or_self($_ctxt, $_self)",
                      elType.predicate>],
          "complex type with " # elType.summary # " elements">,
      SameBuildabilityAs<elType,
          "{ let __element = " # elType.builderCall # "; "
          "::ods_runtime::ods::convert::complex($_builder, __element) }"> {
  Type elementType = elType;
}

// The opaque type `!dialect.name` of an unregistered dialect.
class OpaqueType<string dialect, string name, string summary>
  : Type<CPred<"::ods_runtime::ods::pred::is_opaque_type_with_name($_ctxt, $_self, \""
               # dialect # "\", \"" # name # "\")">,
         summary>,
    BuildableType<"::ods_runtime::ods::convert::opaque_type($_builder, \""
                  # dialect # "\", \"" # name # "\")"> {
  let mlirCppType = "::mlir::OpaqueType";
}

def FunctionType : Type<CPred<"::ods_runtime::ods::pred::is_function($_ctxt, $_self)">,
                        "function type"> {
  let mlirCppType = "::mlir::FunctionType";
}

// `ods-runtime` has no graph types, so nothing satisfies this constraint.
def GraphType : Type<CPred<"false">, "graph type">;

//===----------------------------------------------------------------------===//
// Containers
//===----------------------------------------------------------------------===//

// A container (`containerPred`) whose element type, which the Rust
// expression `elementTypeCall` computes from `$_self`, satisfies `etype`.
class ContainerType<Type etype, Pred containerPred, code elementTypeCall,
                    string descr, string cppType = "::ods_runtime::Type"> :
    Type<And<[containerPred,
              SubstLeaves<"$_self", !cast<string>(elementTypeCall),
                          etype.predicate>]>,
         descr # " of " # etype.summary # " values", cppType>;

// A shaped container (`containerPred`) whose element type is one of
// `allowedTypes`.
class ShapedContainerType<list<Type> allowedTypes,
                          Pred containerPred, string descr,
                          string cppType = "::ods_runtime::Type"> :
    Type<And<[containerPred,
              SubstLeaves<"$_self",
                          "::ods_runtime::ods::pred::element_type_or_self($_ctxt, $_self)",
                          AnyTypeOf<allowedTypes>.predicate>]>,
         descr # " of " # AnyTypeOf<allowedTypes>.summary # " values", cppType>;

def HasRankPred : CPred<"::ods_runtime::ods::pred::has_rank($_ctxt, $_self)">;

class HasAnyRankOfPred<list<int> ranks> : And<[
    HasRankPred,
    Or<!foreach(rank, ranks,
                CPred<"::ods_runtime::ods::pred::rank_is($_ctxt, $_self, " # rank # ")">)>]>;

class HasRankGreaterOrEqualPred<int rank> : And<[
    HasRankPred,
    CPred<"::ods_runtime::ods::pred::rank_at_least($_ctxt, $_self, " # rank # ")">]>;

class ValueSemanticsContainerOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, HasValueSemanticsPred,
                      "container with value semantics">;

//===----------------------------------------------------------------------===//
// Vectors
//===----------------------------------------------------------------------===//

class VectorOfNonZeroRankOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorOfNonZeroRankTypePred, "vector"> {
  let mlirCppType = "::mlir::VectorType";
}

class FixedVectorOfNonZeroRankOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsFixedVectorOfNonZeroRankTypePred,
                      "fixed-length vector"> {
  let mlirCppType = "::mlir::VectorType";
}

class VectorOfAnyRankOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector"> {
  let mlirCppType = "::mlir::VectorType";
}

class FixedVectorOfAnyRank<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsFixedVectorOfAnyRankTypePred,
                      "fixed-length vector"> {
  let mlirCppType = "::mlir::VectorType";
}

class ScalableVectorOfAnyRank<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorTypeWithAnyDimScalablePred,
                      "scalable vector"> {
  let mlirCppType = "::mlir::VectorType";
}

class VectorWithTrailingDimScalableOf<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsVectorTypeWithOnlyTrailingDimScalablePred,
                      "trailing scalable vector"> {
  let mlirCppType = "::mlir::VectorType";
}

// Not in MLIR 22, kept from earlier MLIR releases: a vector of non-zero rank.
class VectorOf<list<Type> allowedTypes> : VectorOfNonZeroRankOf<allowedTypes>;

class IsVectorOfRankPred<list<int> allowedRanks> :
  And<[IsVectorOfNonZeroRankTypePred,
       Or<!foreach(r, allowedRanks,
                   CPred<"::ods_runtime::ods::pred::rank_is($_ctxt, $_self, " # r # ")">)>]>;

class IsFixedVectorOfRankPred<list<int> allowedRanks> :
  And<[IsFixedVectorOfAnyRankTypePred,
       Or<!foreach(r, allowedRanks,
                   CPred<"::ods_runtime::ods::pred::rank_is($_ctxt, $_self, " # r # ")">)>]>;

class IsScalableVectorOfRankPred<list<int> allowedRanks> :
  And<[IsVectorTypeWithAnyDimScalablePred,
       Or<!foreach(r, allowedRanks,
                   CPred<"::ods_runtime::ods::pred::rank_is($_ctxt, $_self, " # r # ")">)>]>;

// These summaries start with a space: they are appended to a vector's.
class VectorOfRank<list<int> allowedRanks> : Type<
  IsVectorOfRankPred<allowedRanks>,
  " of ranks " # !interleave(allowedRanks, "/")> {
  let mlirCppType = "::mlir::VectorType";
}

class FixedVectorOfRank<list<int> allowedRanks> : Type<
  IsFixedVectorOfRankPred<allowedRanks>,
  " of ranks " # !interleave(allowedRanks, "/")> {
  let mlirCppType = "::mlir::VectorType";
}

class ScalableVectorOfRank<list<int> allowedRanks> : Type<
  IsScalableVectorOfRankPred<allowedRanks>,
  " of ranks " # !interleave(allowedRanks, "/")> {
  let mlirCppType = "::mlir::VectorType";
}

class VectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes>
  : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>, VectorOfRank<allowedRanks>],
              VectorOfNonZeroRankOf<allowedTypes>.summary #
              VectorOfRank<allowedRanks>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

class FixedVectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes>
  : AllOfType<[FixedVectorOfAnyRank<allowedTypes>, VectorOfRank<allowedRanks>],
              FixedVectorOfAnyRank<allowedTypes>.summary #
              VectorOfRank<allowedRanks>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

class IsVectorOfLengthPred<list<int> allowedLengths> :
  And<[IsVectorOfNonZeroRankTypePred,
       Or<!foreach(n, allowedLengths,
                   CPred<"::ods_runtime::ods::pred::num_elements($_ctxt, $_self) == "
                         "::core::option::Option::Some(" # n # ")">)>]>;

class IsVectorOfMinLengthPred<int minLength> :
  And<[IsVectorOfNonZeroRankTypePred,
       CPred<"::ods_runtime::ods::pred::num_elements($_ctxt, $_self)"
             ".is_some_and(|__n| __n >= " # minLength # ")">]>;

class IsVectorOfMaxLengthPred<int maxLength> :
  And<[IsVectorOfNonZeroRankTypePred,
       CPred<"::ods_runtime::ods::pred::num_elements($_ctxt, $_self)"
             ".is_some_and(|__n| __n <= " # maxLength # ")">]>;

class IsFixedVectorOfLengthPred<list<int> allowedLengths> :
  And<[IsFixedVectorOfAnyRankTypePred,
       Or<!foreach(n, allowedLengths,
                   CPred<"::ods_runtime::ods::pred::num_elements($_ctxt, $_self) == "
                         "::core::option::Option::Some(" # n # ")">)>]>;

class IsScalableVectorOfLengthPred<list<int> allowedLengths> :
  And<[IsVectorTypeWithAnyDimScalablePred,
       Or<!foreach(n, allowedLengths,
                   CPred<"::ods_runtime::ods::pred::num_elements($_ctxt, $_self) == "
                         "::core::option::Option::Some(" # n # ")">)>]>;

// A dimension index counted from the front (0, 1, ...) or from the back
// (-1, -2, ...), turned into the rank it needs at least.
class NormalizeIndex<int value> {
  int ret = !if(!lt(value, 0), !sub(0, value), !add(value, 1));
}

class IsNthDimSizeIsOneOfPred<int n, list<int> allowedSizes> : And<[
  CPred<"::ods_runtime::ods::pred::rank_at_least($_ctxt, $_self, " # NormalizeIndex<n>.ret # ")">,
  CPred<"::ods_runtime::ods::pred::dim_size($_ctxt, $_self, " # n # ")"
        ".is_some_and(|__d| [" # !interleave(allowedSizes, ", ") # "].contains(&__d))">]>;

class IsVectorOfShape<list<int> shape>
  : CPred<"::ods_runtime::ods::pred::shape_is($_ctxt, $_self, &["
          # !interleave(shape, ", ") # "])">;

class VectorOfLength<list<int> allowedLengths> : Type<
  IsVectorOfLengthPred<allowedLengths>,
  " of length " # !interleave(allowedLengths, "/")> {
  let mlirCppType = "::mlir::VectorType";
}

class VectorOfMinLength<int minLength> : Type<
  IsVectorOfMinLengthPred<minLength>,
  " of at least length " # minLength> {
  let mlirCppType = "::mlir::VectorType";
}

class VectorOfMaxLength<int maxLength> : Type<
  IsVectorOfMaxLengthPred<maxLength>,
  " of at most length " # maxLength> {
  let mlirCppType = "::mlir::VectorType";
}

class FixedVectorOfLength<list<int> allowedLengths> : Type<
  IsFixedVectorOfLengthPred<allowedLengths>,
  " of length " # !interleave(allowedLengths, "/")> {
  let mlirCppType = "::mlir::VectorType";
}

class ScalableVectorOfLength<list<int> allowedLengths> : Type<
  IsScalableVectorOfLengthPred<allowedLengths>,
  " of length " # !interleave(allowedLengths, "/")> {
  let mlirCppType = "::mlir::VectorType";
}

class VectorOfLengthAndType<list<int> allowedLengths, list<Type> allowedTypes>
  : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>, VectorOfLength<allowedLengths>],
              VectorOfNonZeroRankOf<allowedTypes>.summary #
              VectorOfLength<allowedLengths>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

class VectorOfMinMaxLengthAndType<int minLength, int maxLength,
                                  list<Type> allowedTypes>
  : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>, VectorOfMinLength<minLength>,
               VectorOfMaxLength<maxLength>],
              VectorOfNonZeroRankOf<allowedTypes>.summary #
              VectorOfMinLength<minLength>.summary #
              VectorOfMaxLength<maxLength>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

// A fixed-length vector of exactly the given shape and element type.
class FixedVectorOfShapeAndType<list<int> shape, Type elType>
  : ShapedContainerType<[elType],
      And<[IsVectorOfShape<shape>, IsFixedVectorOfAnyRankTypePred]>,
      "vector<" # !interleave(shape, "x") # "x" # elType # ">">,
    BuildableType<"{ let __element = " # elType.builderCall # "; "
                  "::ods_runtime::ods::convert::vector($_builder, &["
                  # !interleave(shape, ", ") # "], __element) }"> {
  let mlirCppType = "::mlir::VectorType";
}

class FixedVectorOfLengthAndType<list<int> allowedLengths, list<Type> allowedTypes>
  : AllOfType<[FixedVectorOfAnyRank<allowedTypes>, FixedVectorOfLength<allowedLengths>],
              FixedVectorOfAnyRank<allowedTypes>.summary #
              FixedVectorOfLength<allowedLengths>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

class ScalableVectorOfLengthAndType<list<int> allowedLengths, list<Type> allowedTypes>
  : AllOfType<[ScalableVectorOfAnyRank<allowedTypes>,
               ScalableVectorOfLength<allowedLengths>],
              ScalableVectorOfAnyRank<allowedTypes>.summary #
              ScalableVectorOfLength<allowedLengths>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

class ScalableVectorOfRankAndLengthAndType<list<int> allowedRanks,
                                           list<int> allowedLengths,
                                           list<Type> allowedTypes>
  : AllOfType<[ScalableVectorOfRank<allowedRanks>,
               ScalableVectorOfAnyRank<allowedTypes>,
               ScalableVectorOfLength<allowedLengths>],
              ScalableVectorOfRank<allowedRanks>.summary #
              ScalableVectorOfAnyRank<allowedTypes>.summary #
              ScalableVectorOfLength<allowedLengths>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

class ShapedTypeWithNthDimOfSize<int n, list<int> allowedSizes> : Type<
  IsNthDimSizeIsOneOfPred<n, allowedSizes>,
  " with dim " # n # " having a size of {" # !interleave(allowedSizes, ", ") # "}"> {
  let mlirCppType = "::mlir::ShapedType";
}

class VectorWithTrailingDimScalableOfSizeAndType<list<int> allowedTrailingSizes,
                                                 list<Type> allowedTypes>
  : AllOfType<[VectorWithTrailingDimScalableOf<allowedTypes>,
               ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>],
              VectorWithTrailingDimScalableOf<allowedTypes>.summary #
              ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>.summary> {
  let mlirCppType = "::mlir::VectorType";
}

def AnyVectorOfNonZeroRank : VectorOfNonZeroRankOf<[AnyType]>;
def AnyFixedVectorOfNonZeroRank : FixedVectorOfNonZeroRankOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyFixedVectorOfAnyRank : FixedVectorOfAnyRank<[AnyType]>;
def AnyScalableVectorOfAnyRank : ScalableVectorOfAnyRank<[AnyType]>;

//===----------------------------------------------------------------------===//
// Shaped types, tensors and memrefs
//===----------------------------------------------------------------------===//

def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped"> {
  let mlirCppType = "::mlir::ShapedType";
}

class UnrankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                       string summary = "unranked tensor">
  : ShapedContainerType<allowedTypes,
      And<!listconcat([IsUnrankedTensorTypePred], preds)>, summary> {
  let mlirCppType = "::mlir::UnrankedTensorType";
}

class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
  : ShapedContainerType<allowedTypes,
      And<!listconcat([IsRankedTensorTypePred], preds)>, summary> {
  let mlirCppType = "::mlir::RankedTensorType";
}

class TensorOf<list<Type> allowedTypes, list<Pred> preds = [],
               string summary = "tensor">
  : ShapedContainerType<allowedTypes,
      And<!listconcat([IsTensorTypePred], preds)>, summary> {
  let mlirCppType = "::mlir::TensorType";
}

def AnyTensor   : TensorOf<[AnyType]>;
def I1Tensor    : TensorOf<[I1]>;
def I8Tensor    : TensorOf<[I8]>;
def I16Tensor   : TensorOf<[I16]>;
def I32Tensor   : TensorOf<[I32]>;
def I64Tensor   : TensorOf<[I64]>;
def IndexTensor : TensorOf<[Index]>;
def BF16Tensor  : TensorOf<[BF16]>;
def F16Tensor   : TensorOf<[F16]>;
def F32Tensor   : TensorOf<[F32]>;
def F64Tensor   : TensorOf<[F64]>;

class Non0RankedTensorOf<list<Type> allowedTypes>
  : TensorOf<allowedTypes, [HasRankGreaterOrEqualPred<1>],
             "non-0-ranked.tensor">;

def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyNon0RankedTensor : Non0RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;

def AnyNon0RankedOrUnrankedTensor
  : AnyTypeOf<[AnyUnrankedTensor, AnyNon0RankedTensor],
              "non-0-ranked or unranked tensor"> {
  let mlirCppType = "::mlir::TensorType";
}

class TensorRankOf<list<Type> allowedTypes, list<int> ranks>
  : RankedTensorOf<allowedTypes, [HasAnyRankOfPred<ranks>],
      !interleave(!foreach(r, ranks, r # "D"), "/") # " tensor">;

class 0DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [0]>;
class 1DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [1]>;
class 2DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [2]>;
class 3DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [3]>;
class 4DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [4]>;

class StaticShapeTensorOf<list<Type> allowedTypes>
  : RankedTensorOf<allowedTypes, [HasStaticShapePred],
                   "statically shaped tensor">;

def AnyStaticShapeTensor : StaticShapeTensorOf<[AnyType]>;

class UnrankedMemRefOf<list<Type> allowedTypes> :
    ShapedContainerType<allowedTypes, IsUnrankedMemRefTypePred,
                        "unranked.memref"> {
  let mlirCppType = "::mlir::UnrankedMemRefType";
}

def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;

class MemRefOf<list<Type> allowedTypes> :
    ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref"> {
  let mlirCppType = "::mlir::MemRefType";
}

class Non0RankedMemRefOf<list<Type> allowedTypes> :
    ConfinedType<MemRefOf<allowedTypes>, [HasRankGreaterOrEqualPred<1>],
                 "non-0-ranked." # MemRefOf<allowedTypes>.summary>;

def AnyMemRef : MemRefOf<[AnyType]>;
def AnyNon0RankedMemRef : Non0RankedMemRefOf<[AnyType]>;

class RankedOrUnrankedMemRefOf<list<Type> allowedTypes, list<Pred> preds = [],
                               string summary = "ranked or unranked memref">
  : ShapedContainerType<allowedTypes,
      And<!listconcat([IsBaseMemRefTypePred], preds)>, summary> {
  let mlirCppType = "::mlir::BaseMemRefType";
}

def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyNon0RankedOrUnrankedMemRef :
    AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>;

def I1MemRef   : MemRefOf<[I1]>;
def I8MemRef   : MemRefOf<[I8]>;
def I16MemRef  : MemRefOf<[I16]>;
def I32MemRef  : MemRefOf<[I32]>;
def I64MemRef  : MemRefOf<[I64]>;
def BF16MemRef : MemRefOf<[BF16]>;
def F16MemRef  : MemRefOf<[F16]>;
def F32MemRef  : MemRefOf<[F32]>;
def F64MemRef  : MemRefOf<[F64]>;

class MemRefRankOf<list<Type> allowedTypes, list<int> ranks> :
    ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
                 !interleave(!foreach(r, ranks, r # "D"), "/") # " " #
                 MemRefOf<allowedTypes>.summary>;

class StaticShapeMemRefOf<list<Type> allowedTypes> :
    ConfinedType<MemRefOf<allowedTypes>, [HasStaticShapePred],
                 "statically shaped " # MemRefOf<allowedTypes>.summary>;

def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;

def HasStridesPred
    : CPred<"::ods_runtime::ods::pred::is_strided_memref($_ctxt, $_self)">;

class StridedMemRefOf<list<Type> allowedTypes> :
    ConfinedType<MemRefOf<allowedTypes>, [HasStridesPred],
                 "strided " # MemRefOf<allowedTypes>.summary>;

def AnyStridedMemRef : StridedMemRefOf<[AnyType]>;

class AnyStridedMemRefOfRank<int rank> :
  AllOfType<[AnyStridedMemRef, MemRefRankOf<[AnyType], [rank]>],
            AnyStridedMemRef.summary # " of rank " # rank>;

class StridedMemRefRankOf<list<Type> allowedTypes, list<int> ranks> :
    ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
                 !interleave(!foreach(r, ranks, r # "D"), "/") # " " #
                 MemRefOf<allowedTypes>.summary>;

//===----------------------------------------------------------------------===//
// Tuples
//===----------------------------------------------------------------------===//

def AnyTuple : Type<IsTupleTypePred, "tuple"> {
  let mlirCppType = "::mlir::TupleType";
}

// A container (`containerPred`) every one of whose element types satisfies
// `etype`. `elementTypesCall` names the helper that walks the elements: a
// Rust function `fn(&Context, Type, impl FnMut(Type) -> bool) -> bool`.
class MixedContainerType<Type etype, Pred containerPred, code elementTypesCall,
                         string descr> :
    Type<And<[containerPred,
              Concat<elementTypesCall # "($_ctxt, $_self, |__elt| ",
                     SubstLeaves<"$_self", "__elt", etype.predicate>,
                     ")">]>,
         descr # " with any combination of " # etype.summary # " values"> {
  Type elementType = etype;
  code getElementTypesCall = elementTypesCall;
}

class TupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "::ods_runtime::ods::pred::is_tuple_of", "tuple">;

// As `TupleOf`, looking through nested tuples.
class NestedTupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "::ods_runtime::ods::pred::is_nested_tuple_of",
                         "nested tuple">;

//===----------------------------------------------------------------------===//
// Unions used by several dialects
//===----------------------------------------------------------------------===//

class TensorOrMemRef<list<Type> allowedTypes> :
  ShapedContainerType<allowedTypes, IsTensorOrMemRefTypePred, "Tensor or MemRef"> {
  let mlirCppType = "::mlir::ShapedType";
}

// `allowedType`, or a value-semantics container of it.
class TypeOrValueSemanticsContainer<Type allowedType, string name>
    : Type<Or<[allowedType.predicate,
               ValueSemanticsContainerOf<[allowedType]>.predicate]>,
           name>;

def BoolLike : TypeOrValueSemanticsContainer<I1, "bool-like">;
def SignlessIntegerLike : TypeOrValueSemanticsContainer<
    AnySignlessInteger, "signless-integer">;
def SignlessIntegerOrIndexLike : TypeOrValueSemanticsContainer<
    AnySignlessIntegerOrIndex, "signless-integer-like">;
def FloatLike : TypeOrValueSemanticsContainer<AnyFloat, "floating-point-like">;
def SignlessIntegerOrFloatLike : TypeConstraint<Or<[
    SignlessIntegerLike.predicate, FloatLike.predicate]>,
    "signless-integer-like or floating-point-like">;
def SignlessIntegerOrIndexOrFloatLike : TypeConstraint<Or<[
    SignlessIntegerOrIndexLike.predicate, FloatLike.predicate]>,
    "signless-integer-or-index-like or floating-point-like">;

#endif // COMMON_TYPE_CONSTRAINTS_TD
