//===-- AttrTypeBase.td - attribute and type definitions ------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// `AttrDef` and `TypeDef`: dialect attributes and types stored by their
// parameters, with a generated typed handle (the "C++ class" of MLIR). Code
// here is Rust against `ods-runtime`:
//
// - A parameter's type may be written as in MLIR's manual (`"unsigned"`,
//   `"::llvm::StringRef"`, `"::llvm::ArrayRef<int64_t>"`, `"Type"`) or as a
//   Rust type; ods-spec maps C++ spellings to Rust (`rust_type_of_cpp`).
// - `$cppClass_<def name>` names the typed handle of that def; the code
//   generator replaces it by the handle's path as seen from where the code
//   is used, so a def works as a constraint of ops in any module.
//
//===----------------------------------------------------------------------===//

#ifndef ATTRTYPEBASE_TD
#define ATTRTYPEBASE_TD

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Traits.td"

//===----------------------------------------------------------------------===//
// Attribute and type traits
//===----------------------------------------------------------------------===//

// Traits of attributes; the code arguments are Rust items added to the
// handle's `impl` and at module level.
class NativeAttrTrait<string name,
                      code extraAttrDeclaration = [{}],
                      code extraAttrDefinition = [{}]>
    : NativeTrait<name, "Attribute", extraAttrDeclaration, extraAttrDefinition>;
class ParamNativeAttrTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Attribute">;
class GenInternalAttrTrait<string prop> : GenInternalTrait<prop, "Attribute">;
class PredAttrTrait<string descr, Pred pred> : PredTrait<descr, pred>;

// Traits of types, as above.
class NativeTypeTrait<string name,
                      code extraTypeDeclaration = [{}],
                      code extraTypeDefinition = [{}]>
    : NativeTrait<name, "Type", extraTypeDeclaration, extraTypeDefinition>;
class ParamNativeTypeTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Type">;
class GenInternalTypeTrait<string prop> : GenInternalTrait<prop, "Type">;
class PredTypeTrait<string descr, Pred pred> : PredTrait<descr, pred>;

// A type whose storage may change after creation.
def MutableType : NativeTypeTrait<"IsMutable">;

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

// A custom `get` of an attribute or type. `parameters` is `(ins "T":$name,
// CArg<"T", "default">:$name)` with Rust (or C++-spelled) types; `bodyCode`
// is its Rust body, which calls `$_get($_ctxt, ...)` to intern the value.
// Without a body the builder is declared for the dialect to write. The
// context comes first unless `hasInferredContextParam` says a parameter
// gives it.
class AttrOrTypeBuilder<dag parameters, code bodyCode = "",
                        string returnTypeStr = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
  // The Rust type returned, when not the handle itself.
  string returnType = returnTypeStr;
  bit hasInferredContextParam = 0;
}
class AttrBuilder<dag parameters, code bodyCode = "", string returnType = "">
  : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnType = "">
  : AttrOrTypeBuilder<parameters, bodyCode, returnType>;

// A builder whose context comes from one of its parameters.
class AttrOrTypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                           string returnType = "">
  : TypeBuilder<parameters, bodyCode, returnType> {
  let hasInferredContextParam = 1;
}
class AttrBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
  : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;
class TypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
  : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;

//===----------------------------------------------------------------------===//
// Definitions
//===----------------------------------------------------------------------===//

// What attribute and type definitions share. `valueType` is "Attr" or
// "Type", `name` the def's short name.
class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits,
                    string baseCppClass> {
  // Kept for MLIR compatibility: a Rust handle has no base class.
  string cppBaseClassName = baseCppClass;

  string description = "";

  // The storage: its name, and whether it is generated (else written by
  // hand) or built by a hand-written constructor.
  string storageClass = name # valueType # "Storage";
  string storageNamespace = "detail";
  bit genStorageClass = 1;
  bit hasStorageCustomConstructor = 0;

  // `(ins ...)` of parameters: a type string (`"unsigned":$width`) or an
  // `AttrOrTypeParameter` (`ArrayRefParameter<"int64_t">:$shape`).
  dag parameters = (ins);

  // Custom `get`s, generated with the default one unless
  // `skipDefaultBuilders` is set.
  list<AttrOrTypeBuilder> builders = ?;

  list<Trait> traits = defTraits;

  // The keyword after the dialect name in the textual form.
  string mnemonic = ?;

  // The declarative syntax; or, with `hasCustomAssemblyFormat`, hand-written
  // `parse` and `print` functions.
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;

  // Typed accessors per parameter.
  bit genAccessors = 1;

  bit skipDefaultBuilders = 0;

  // A hand-written `verify` of the parameters, and `get_checked`.
  bit genVerifyDecl = 0;

  // Rust items added to the handle's `impl` block, and at module level
  // (`$cppClass` is the handle).
  code extraClassDeclaration = [{}];
  code extraClassDefinition = [{}];

  // A default alias for the asm printer (`!name`/`#name`).
  bit genMnemonicAlias = 0;

  // ods-rs: the def's own name, for the `$cppClass_<def name>` placeholder
  // of its predicate and conversions.
  string odsDefName = NAME;
}

// An attribute of `dialect`; its handle is `<name>Attr`.
class AttrDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Attribute">
    : DialectAttr<dialect, CPred<"">, /*descr*/"">,
      AttrOrTypeDef<"Attr", name, traits, baseCppClass> {
  string cppClassName = name # "Attr";
  let storageType = "$cppClass_" # odsDefName;
  let returnType = "$cppClass_" # odsDefName;
  string cppType = "$cppClass_" # odsDefName;
  // ods-rs: the C++ class as MLIR's messages name a parameter of it.
  string odsCppTypeText = dialect.cppNamespace # "::" # cppClassName;
  string attrName = dialect.name # "." # mnemonic;
  let convertFromStorage =
    "$cppClass_" # odsDefName # "::from_attribute_unchecked($_self)";
  let constBuilderCall = "::ods_runtime::Attribute::from($0)";
  let predicate = CPred<"$cppClass_" # odsDefName # "::isa($_ctxt, $_self)">;
}

// An attribute usable as a location.
class LocationAttrDef<Dialect dialect, string name, list<Trait> traits = []>
    : AttrDef<dialect, name, traits # [NativeAttrTrait<"IsLocation">],
              "::mlir::LocationAttr">;

// A type of `dialect`; its handle is `<name>Type`.
class TypeDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Type">
    : DialectType<dialect, CPred<"">, /*descr*/"", name # "Type">,
      AttrOrTypeDef<"Type", name, traits, baseCppClass> {
  string cppClassName = name # "Type";
  let cppType = "$cppClass_" # odsDefName;
  // ods-rs: the C++ class as MLIR's messages name a parameter of it.
  string odsCppTypeText = dialect.cppNamespace # "::" # cppClassName;
  string typeName = dialect.name # "." # mnemonic;
  // A type without parameters can be built from the context alone.
  let builderCall = !if(!empty(parameters),
                        "::ods_runtime::Type::from($cppClass_" # odsDefName
                          # "::get($_builder))",
                        "");
  let predicate = CPred<"$cppClass_" # odsDefName # "::isa($_ctxt, $_self)">;
}

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

// A parameter of an attribute or type. Code placeholders: `$_self` (the
// value), `$_lhs`/`$_rhs` (compared values), `$_ctxt`, `$_parser`,
// `$_printer`, `$_type` (an attribute's self type when parsing).
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  // Storage allocation is Rust's: kept for MLIR compatibility.
  code allocator = ?;
  // Equality of two values; `$_lhs == $_rhs` when unset.
  code comparator = ?;
  // The Rust type of the value.
  string cppType = type;
  // The type the accessor returns (derived from `cppType` when empty).
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  // The type stored, and how to get the value from it.
  string cppStorageType = cppType;
  string convertFromStorage = "$_self";
  string summary = desc;
  // The syntax, for documentation.
  string syntax = ?;
  // Custom parse (a `Result` of the value) and print code.
  string parser = ?;
  string printer = ?;
  // A Rust expression of the value used when it is absent from the textual
  // form; a parameter with one is optional and elided when equal to it.
  string defaultValue = "";
}
class AttrParameter<string type, string desc, string accessorType = "">
 : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc, string accessorType = "">
 : AttrOrTypeParameter<type, desc, accessorType>;

// An `Option` of `type`, absent by default; a type that is already an
// `Option` (`std::optional<int>`, MLIR's usual spelling) is kept as it is.
class OptionalParameter<string type, string desc = ""> :
    AttrOrTypeParameter<!if(!or(!ge(!find(type, "optional<"), 0),
                                !ge(!find(type, "Option<"), 0)),
                            type, "::std::option::Option<" # type # ">"),
                        desc> {
  let defaultValue = "::std::option::Option::None";
  // ods-rs: MLIR's `cppType` is `type` itself, which its docs and
  // messages show.
  string odsCppTypeText = type;
}

// A parameter that takes `value` when absent.
class DefaultValuedParameter<string type, string value, string desc = ""> :
    AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}

// A string, read as `&str`, printed quoted; `value` is its default.
class StringRefParameter<string desc = "", string value = ""> :
    AttrOrTypeParameter<"::llvm::StringRef", desc, "&str"> {
  let printer = [{$_printer.print_string(&$_self);}];
  let defaultValue = value;
}

// Arbitrary-precision integers, equal only at the same width.
class APIntParameter<string desc> :
    AttrOrTypeParameter<"::llvm::APInt", desc>;

// Floats, compared bitwise.
class APFloatParameter<string desc> :
    AttrOrTypeParameter<"::llvm::APFloat", desc> {
  let comparator = "$_lhs.to_bits() == $_rhs.to_bits()";
}

// A list of `arrayOf`, read as a slice.
class ArrayRefParameter<string arrayOf, string desc = ""> :
    AttrOrTypeParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc,
                        "&[" # arrayOf # "]">;

// A list that may be empty in the textual form (in an optional group).
class OptionalArrayRefParameter<string arrayOf, string desc = ""> :
    AttrOrTypeParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc,
                        "&[" # arrayOf # "]"> {
  let defaultValue = "::std::vec::Vec::new()";
}

// Values that copy themselves into storage: plain values in Rust.
class SelfAllocationParameter<string type, string desc> :
    AttrOrTypeParameter<type, desc>;
class ArrayRefOfSelfAllocationParameter<string arrayOf, string desc> :
    AttrOrTypeParameter<"::std::vec::Vec<" # arrayOf # ">", desc,
                        "&[" # arrayOf # "]">;

// The type of an attribute, given after it as `: type` and not in its
// format. It is `none` when absent if `derivedType` is the plain `Type`;
// otherwise `typeBuilder` gives the default, if any.
class AttributeSelfTypeParameter<string desc,
                                 string derivedType = "::ods_runtime::Type",
                                 string typeBuilder = ""> :
    AttrOrTypeParameter<derivedType, desc> {
  let defaultValue = !if(!and(!empty(typeBuilder),
                              !eq(derivedType, "::ods_runtime::Type")),
                         "::ods_runtime::ods::convert::none($_ctxt)",
                         typeBuilder);
}

//===----------------------------------------------------------------------===//
// ArrayOfAttr
//===----------------------------------------------------------------------===//

// An attribute holding a list of `eltName` values, written `[a, b]`.
class ArrayOfAttr<Dialect dialect, string name, string attrMnemonic,
                  string eltName, list<Trait> traits = []>
    : AttrDef<dialect, name, traits> {
  let parameters = (ins OptionalArrayRefParameter<eltName>:$value);
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`[` (`]`) : ($value^ `]`)?";
  let returnType = "::std::vec::Vec<" # eltName # ">";
  let constBuilderCall = "$cppClass_" # odsDefName # "::get($_builder, $0)";
  let convertFromStorage = "$cppClass_" # odsDefName
    # "::from_attribute_unchecked($_self).value($_ctxt).to_vec()";
}

#endif // ATTRTYPEBASE_TD
