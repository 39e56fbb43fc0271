//===-- BuiltinTypes.td - the builtin types as type constraints -----------===//
//
// Part of ods-rs. Written for ods-rs; names and summaries follow MLIR 22.
//
// A minimal form of MLIR's file: in MLIR each builtin type is a `TypeDef`
// of the builtin dialect. Here each is a type constraint of the same name,
// predicate and summary, so that `.td` files can constrain values with them.
// The types themselves are built into `ods-runtime`.
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_TYPES
#define BUILTIN_TYPES

include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

// A type trait: the type has value semantics (as tensors and vectors);
// `HasValueSemanticsPred` holds for a dialect type that lists it.
def ValueSemantics : NativeTypeTrait<"ValueSemantics"> {
  let cppNamespace = "::mlir";
}

def Builtin_Complex : Type<CPred<"::ods_runtime::ods::pred::is_complex($_ctxt, $_self)">,
    "Complex number with a parameterized element type">;
def Builtin_Float8E5M2 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E5M2)">,
    "8-bit floating point with 2 bit mantissa">;
def Builtin_Float8E4M3 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3)">,
    "8-bit floating point with 3 bit mantissa">;
def Builtin_Float8E4M3FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3FN)">,
    "8-bit floating point with 3 bit mantissa">;
def Builtin_Float8E5M2FNUZ : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E5M2FNUZ)">,
    "8-bit floating point with 2 bit mantissa">;
def Builtin_Float8E4M3FNUZ : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3FNUZ)">,
    "8-bit floating point with 3 bit mantissa">;
def Builtin_Float8E4M3B11FNUZ : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E4M3B11FNUZ)">,
    "8-bit floating point with 3 bit mantissa">;
def Builtin_Float8E3M4 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E3M4)">,
    "8-bit floating point with 3 bits exponent and 4 bit mantissa">;
def Builtin_Float4E2M1FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F4E2M1FN)">,
    "4-bit floating point with 2-bit exponent and 1-bit mantissa">;
def Builtin_Float6E2M3FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F6E2M3FN)">,
    "6-bit floating point with 2-bit exponent and 3-bit mantissa">;
def Builtin_Float6E3M2FN : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F6E3M2FN)">,
    "6-bit floating point with 3-bit exponent and 2-bit mantissa">;
def Builtin_Float8E8M0FNU : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F8E8M0FNU)">,
    "8-bit floating point with 8-bit exponent, no mantissa or sign">;
def Builtin_BFloat16 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::BF16)">,
    "bfloat16 floating-point type">;
def Builtin_Float16 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F16)">,
    "16-bit floating-point type">;
def Builtin_FloatTF32 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::TF32)">,
    "TF32 floating-point type">;
def Builtin_Float32 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F32)">,
    "32-bit floating-point type">;
def Builtin_Float64 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F64)">,
    "64-bit floating-point type">;
def Builtin_Float80 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F80)">,
    "80-bit floating-point type">;
def Builtin_Float128 : Type<CPred<"::ods_runtime::ods::pred::is_float_kind($_ctxt, $_self, ::ods_runtime::FloatKind::F128)">,
    "128-bit floating-point type">;
def Builtin_Function : Type<CPred<"::ods_runtime::ods::pred::is_function($_ctxt, $_self)">,
    "Map from a list of inputs to a list of results">;
def Builtin_Index : Type<CPred<"::ods_runtime::ods::pred::is_index($_ctxt, $_self)">,
    "Integer-like type with unknown platform-dependent bit width">;
def Builtin_Integer : Type<CPred<"::ods_runtime::ods::pred::is_integer_type($_ctxt, $_self)">,
    "Integer type with arbitrary precision up to a fixed limit">;
def Builtin_MemRef : Type<CPred<"::ods_runtime::ods::pred::is_memref($_ctxt, $_self)">,
    "Shaped reference to a region of memory">;
def Builtin_None : Type<CPred<"::ods_runtime::ods::pred::is_none_type($_ctxt, $_self)">,
    "A unit type">;
def Builtin_Opaque : Type<CPred<"::ods_runtime::ods::pred::is_opaque_type($_ctxt, $_self)">,
    "Type of a non-registered dialect">;
def Builtin_RankedTensor : Type<CPred<"::ods_runtime::ods::pred::is_ranked_tensor($_ctxt, $_self)">,
    "Multi-dimensional array with a fixed number of dimensions">;
def Builtin_Tuple : Type<CPred<"::ods_runtime::ods::pred::is_tuple($_ctxt, $_self)">,
    "Fixed-sized collection of other types">;
def Builtin_UnrankedMemRef : Type<CPred<"::ods_runtime::ods::pred::is_unranked_memref($_ctxt, $_self)">,
    "Shaped reference, with unknown rank, to a region of memory">;
def Builtin_UnrankedTensor : Type<CPred<"::ods_runtime::ods::pred::is_unranked_tensor($_ctxt, $_self)">,
    "Multi-dimensional array with unknown dimensions">;
def Builtin_Vector : Type<CPred<"::ods_runtime::ods::pred::is_vector($_ctxt, $_self)">,
    "Multi-dimensional SIMD vector type">;

#endif // BUILTIN_TYPES
