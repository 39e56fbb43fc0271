//===-- EnumAttr.td - enums, their attributes and properties --------------===//
//
// Part of ods-rs. Written for ods-rs; class and field names, template
// arguments and defaults follow MLIR 22.
//
// An `EnumInfo` def becomes Rust: an `enum` for an integer enum, a flags
// newtype for a bit enum (`BitEnumBase`), with MLIR's conversion functions.
// The Rust names are computed here as the generator computes them, so that
// code strings can name the generated items:
//   - the enum is `__ods_root::<cppNamespace>::<className>`, `__ods_root`
//     being the root of the generated file, which every generated module
//     imports under that name;
//   - a case is `<enum>::<name>`, `name` being the C++ symbol in upper camel
//     case (`snakeCaseToCamelCase`: `slt` is `Slt`, `fast_math` is
//     `FastMath`, `OEQ` stays), with a `_` before a leading digit. For a bit
//     enum it is an associated constant of the flags type.
// Code strings are Rust against `ods-runtime`, as in
// CommonAttrConstraints.td (attributes) and Properties.td (properties).
//
// `EnumParameter` reads and prints an enum as a parameter of an attribute
// or type; `EnumAttr` is a dialect attribute holding one
// (`#dialect.mnemonic value`).
//
//===----------------------------------------------------------------------===//

#ifndef ENUMATTR_TD
#define ENUMATTR_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/Properties.td"

//===----------------------------------------------------------------------===//
// Rust names of generated items
//===----------------------------------------------------------------------===//

// The Rust path of the generated item `name` of the C++ namespace `ns`
// (`::a::b`, `a::b` or empty for the top).
class _OdsGeneratedPath<string ns, string name> {
  string ret = "__ods_root"
    # !cond(!empty(ns) : "",
            !eq(!substr(ns, 0, 2), "::") : ns,
            true : "::" # ns)
    # "::" # name;
}

// The Rust name of an enum case whose C++ symbol is `sym`.
class _OdsEnumCaseName<string sym> {
  defvar camel = snakeCaseToCamelCase<sym>.ret;
  string ret = !if(!and(!not(!empty(camel)),
                        !ne(!find("0123456789", !substr(camel, 0, 1)), -1)),
                   "_" # camel, camel);
}

// Whether the snake case of `sym` has a `_` before character `i` (as
// `ods_spec::model::naming::snake_case` puts one): an upper-case letter
// after a lower-case letter or a digit, or after an upper-case letter and
// before a lower-case one.
class _OdsSnakeBreak<string sym, int i> {
  defvar ch = !substr(sym, i, 1);
  defvar prev = !substr(sym, !if(!gt(i, 0), !sub(i, 1), 0), 1);
  defvar next = !substr(sym, !add(i, 1), 1);
  defvar upper = !ne(!tolower(ch), ch);
  defvar prevUpper = !ne(!tolower(prev), prev);
  defvar prevLower = !ne(!toupper(prev), prev);
  defvar prevDigit = !and(!not(!empty(prev)), !ne(!find("0123456789", prev), -1));
  defvar nextLower = !ne(!toupper(next), next);
  bit ret = !and(!gt(i, 0), upper,
                 !or(prevLower, prevDigit, !and(prevUpper, nextLower)));
}

// The Rust name of the constant of a bit-enum case whose C++ symbol is
// `sym`: its `SCREAMING_SNAKE_CASE`, as the `bitflags` crate names flags
// (`fastMath` and `fast_math` give `FAST_MATH`).
class _OdsBitEnumCaseName<string sym> {
  defvar upper = !foldl("", !range(!size(sym)), acc, i,
      acc # !if(_OdsSnakeBreak<sym, i>.ret, "_", "") # !toupper(!substr(sym, i, 1)));
  string ret = !if(!and(!not(!empty(sym)),
                        !ne(!find("0123456789", !substr(sym, 0, 1)), -1)),
                   "_" # upper, upper);
}

// The Rust unsigned integer type of a `width`-bit enum.
class _OdsEnumUInt<int width> {
  string ret = !cond(!le(width, 8) : "u8", !le(width, 16) : "u16",
                     !le(width, 32) : "u32", true : "u64");
}

// `value` as a Rust literal of the unsigned type `ty` (a negative value
// wraps, as C++ conversions do).
class _OdsUIntLit<int value, string ty> {
  string ret = !if(!lt(value, 0), "(" # value # "_i64 as " # ty # ")",
                   value # "_" # ty);
}

//===----------------------------------------------------------------------===//
// Enum cases
//===----------------------------------------------------------------------===//

// One case of an enum: its C++ symbol (which names the Rust case), its
// value (a negative value leaves the discriminant implicit), its string
// form (the symbol by default in the derived classes) and the enum's width.
class EnumCase<string sym, int intVal, string strVal, int widthVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
  int width = widthVal;
}

// A case that is also the constraint "an integer attribute holding this
// case's value"; the older form, from when enums were always attributes.
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal> :
    EnumCase<sym, intVal, strVal, intType.bitwidth>,
    SignlessIntegerAttrBase<intType, "case " # strVal> {
  defvar uint = _OdsEnumUInt<intType.bitwidth>.ret;
  let predicate = CPred<"::ods_runtime::ods::convert::try_int::<" # uint
    # ">($_ctxt, $_self) == ::std::option::Option::Some("
    # _OdsUIntLit<intVal, uint>.ret # ")">;
}

// Cases of integer enums of a given width.
class I32EnumCase<string sym, int val, string str = sym>
  : EnumCase<sym, val, str, 32>;
class I64EnumCase<string sym, int val, string str = sym>
  : EnumCase<sym, val, str, 64>;

// The attribute forms of those cases.
class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

// A case of a bit enum; `val` is the mask of bits it stands for, not a bit
// position.
class BitEnumCaseBase<string sym, int val, string str, int width> :
    EnumCase<sym, val, str, width>;
class I8BitEnumCase<string sym, int val, string str = sym>
  : BitEnumCaseBase<sym, val, str, 8>;
class I16BitEnumCase<string sym, int val, string str = sym>
  : BitEnumCaseBase<sym, val, str, 16>;
class I32BitEnumCase<string sym, int val, string str = sym>
  : BitEnumCaseBase<sym, val, str, 32>;
class I64BitEnumCase<string sym, int val, string str = sym>
  : BitEnumCaseBase<sym, val, str, 64>;

// A bit case that is also an integer attribute constraint of its width.
class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym> :
    BitEnumCaseBase<sym, val, str, intType.bitwidth>,
    SignlessIntegerAttrBase<intType, "case " # str>;
class I8BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I8, sym, val, str>;
class I16BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I16, sym, val, str>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;

// The case with no bit set: printed alone for the value 0.
class BitEnumCaseNone<string sym, string str, int width>
    : BitEnumCaseBase<sym, 0, str, width>;
class I8BitEnumCaseNone<string sym, string str = sym>
  : BitEnumCaseNone<sym, str, 8>;
class I16BitEnumCaseNone<string sym, string str = sym>
  : BitEnumCaseNone<sym, str, 16>;
class I32BitEnumCaseNone<string sym, string str = sym>
  : BitEnumCaseNone<sym, str, 32>;
class I64BitEnumCaseNone<string sym, string str = sym>
  : BitEnumCaseNone<sym, str, 64>;
class I8BitEnumAttrCaseNone<string sym, string str = sym>
    : I8BitEnumAttrCase<sym, 0, str>;
class I16BitEnumAttrCaseNone<string sym, string str = sym>
    : I16BitEnumAttrCase<sym, 0, str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCase<sym, 0, str>;
class I64BitEnumAttrCaseNone<string sym, string str = sym>
    : I64BitEnumAttrCase<sym, 0, str>;

// The case of the single bit at position `pos`, in [0, width).
class BitEnumCaseBit<string sym, int pos, string str, int width>
    : BitEnumCaseBase<sym, !shl(1, pos), str, width> {
  assert !and(!ge(pos, 0), !lt(pos, width)),
      "bit position larger than underlying storage";
}
class I8BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 8>;
class I16BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 16>;
class I32BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 32>;
class I64BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 64>;

// The attribute form of a single-bit case.
class BitEnumAttrCaseBit<I intType, string sym, int pos, string str = sym>
    : BitEnumAttrCaseBase<intType, sym, !shl(1, pos), str> {
  assert !and(!ge(pos, 0), !lt(pos, intType.bitwidth)),
      "bit position larger than underlying storage";
}
class I8BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I8, sym, pos, str>;
class I16BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I16, sym, pos, str>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I32, sym, pos, str>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I64, sym, pos, str>;

// A case naming several earlier cases together: the union of their bits.
class BitEnumCaseGroup<string sym, list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumCaseBase<sym,
      !foldl(0, cases, acc, c, !or(acc, c.value)),
      str, !head(cases).width>;

// The attribute form of a group.
class BitEnumAttrCaseGroup<I intType, string sym,
                           list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumAttrCaseBase<intType, sym,
          !foldl(0, cases, acc, c, !or(acc, c.value)), str>;
class I8BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                             string str = sym>
    : BitEnumAttrCaseGroup<I8, sym, cases, str>;
class I16BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I16, sym, cases, str>;
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I32, sym, cases, str>;
class I64BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I64, sym, cases, str>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// An enum and the Rust generated for it. The function names are MLIR's C++
// names; the generator turns them into snake-case free functions (the same
// conversions are methods of the enum: `stringify`, `symbolize`,
// `from_int`, `max_value`).
class EnumInfo<string name, string summaryValue, list<EnumCase> cases, int width> {
  string summary = summaryValue;
  // A list of the cases, for the documentation.
  string description = "Enum cases:\n" # !interleave(
      !foreach(c, cases, "* " # c.str # " (`" # c.symbol # "`)"), "\n");

  // The C++ namespace, which gives the Rust module of the enum.
  string cppNamespace = "";
  // The name of the Rust type.
  string className = name;
  // The Rust path of the type, for code strings.
  string cppType = _OdsGeneratedPath<cppNamespace, className>.ret;

  // The cases, in order.
  list<EnumCase> enumerants = cases;

  // The width of the enum's values.
  int bitwidth = width;
  // The integer type the values are held in (C++ or Rust spelling:
  // `uint32_t` or `u32`); empty for none stated (`u32`, no `#[repr]`).
  string underlyingType = "uint" # width # "_t";

  // Names of the conversion functions: integer to case, string to case,
  // case to string, and the largest case value.
  string underlyingToSymbolFnName = "symbolize" # name;
  string stringToSymbolFnName = "symbolize" # name;
  string symbolToStringFnName = "stringify" # name;
  // What the case-to-string function returns; Rust decides it from the kind
  // of enum (`&'static str`, a `String` for bit enums), so this is kept for
  // definitions that read it.
  string symbolToStringFnRetType = "::llvm::StringRef";
  string maxEnumValFnName = "getMaxEnumValFor" # name;
}

// An enum whose values may be stored as an attribute of `baseClass`. With
// `genSpecializedAttr`, a typed attribute handle `specializedAttrClassName`
// is generated, and an op argument of this constraint is read and built as
// the Rust enum.
class EnumAttrInfo<
    string name, list<EnumCase> cases, SignlessIntegerAttrBase baseClass> :
      EnumInfo<name, baseClass.summary, cases, !cast<I>(baseClass.valueType).bitwidth>,
      Attr<baseClass.predicate, baseClass.summary> {
  bit genSpecializedAttr = 1;
  // The attribute the values are stored as.
  Attr baseAttrClass = baseClass;
  string specializedAttrClassName = name # Attr;

  // The specialized attribute accepts exactly what its base does, so the
  // base predicate serves both forms.
  let predicate = baseAttrClass.predicate;
  let storageType = !if(genSpecializedAttr,
    _OdsGeneratedPath<cppNamespace, specializedAttrClassName>.ret,
    baseAttrClass.storageType);
  let mlirStorageType = !if(genSpecializedAttr,
    cppNamespace # "::" # specializedAttrClassName,
    baseAttrClass.mlirStorageType);
  let returnType = !if(genSpecializedAttr, cppType, baseAttrClass.returnType);
  let convertFromStorage = !if(genSpecializedAttr,
    cppType # "::from_attr($_ctxt, $_self).expect(\"a verified " # className
      # " attribute\")",
    baseAttrClass.convertFromStorage);
  let constBuilderCall = !if(genSpecializedAttr,
    cppType # "::to_attr($0, $_builder)",
    baseAttrClass.constBuilderCall);
  let valueType = baseAttrClass.valueType;

  // How an enum parameter of an attribute or type is parsed and printed
  // (`EnumParameter`): a case keyword or string; an unknown one is an
  // error naming the C++ type and listing the cases.
  string parameterParser = "::ods_runtime::asm::parse_enum_case($_parser, \""
    # cppNamespace # "::" # className # "\", &["
    # !interleave(!foreach(c, enumerants, "\"" # c.str # "\""), ", ")
    # "], " # cppType # "::symbolize)";
  string parameterPrinter =
    "::ods_runtime::asm::print_enum_case($_printer, ($_self).stringify());";
}



// An integer enum; an empty summary lists the case values.
class IntEnum<string name, string summary, list<EnumCase> cases, int width>
    : EnumInfo<name,
      !if(!empty(summary), "allowed i" # width # " cases: " #
          !interleave(!foreach(c, cases, c.value), ", "),
          summary),
      cases, width>;
class I32Enum<string name, string summary, list<EnumCase> cases>
    : IntEnum<name, summary, cases, 32>;
class I64Enum<string name, string summary, list<EnumCase> cases>
    : IntEnum<name, summary, cases, 64>;

// An integer attribute whose value is one of `cases`.
class IntEnumAttrBase<I intType, list<IntEnumAttrCaseBase> cases, string summary> :
    SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    Or<!foreach(c, cases, c.predicate)>]>;
}

// An integer enum stored as an integer attribute.
class IntEnumAttr<I intType, string name, string summary,
                  list<IntEnumAttrCaseBase> cases> :
  EnumAttrInfo<name, cases,
    IntEnumAttrBase<intType, cases,
      !if(!empty(summary), "allowed " # intType.summary # " cases: " #
          !interleave(!foreach(c, cases, c.value), ", "),
          summary)>>;

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases> :
    IntEnumAttr<I32, name, summary, cases> {
  let underlyingType = "uint32_t";
}
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases> :
    IntEnumAttr<I64, name, summary, cases> {
  let underlyingType = "uint64_t";
}

// What bit enums have besides an `EnumInfo` (a separate class so that
// `BitEnumAttr` does not inherit `EnumInfo` twice).
class BitEnumBase<list<BitEnumCaseBase> cases> {
  // The bits some case sets; others are unknown bits.
  int validBits = !foldl(0, cases, acc, c, !or(acc, c.value));

  // Printed between the cases of a value; parsing splits at it with its
  // spaces trimmed, so only `|` and `,` (with spaces) are accepted.
  string separator = "|";
  assert !or(!ge(!find(separator, "|"), 0), !ge(!find(separator, ","), 0)),
      "separator must contain '|' or ',' for parameter parsing";

  // 0: print every case whose bits are all set, groups and single bits
  // alike. 1: print the groups whose bits are all set first (the last
  // declared first), and only the single bits not in one of them.
  bit printBitEnumPrimaryGroups = 0;

  // Whether a value of several cases is printed quoted in custom formats.
  bit printBitEnumQuoted = 0;
}

// The Rust name of case `sym` of enum `e`: a variant of an integer enum, a
// constant of a bit enum.
class _OdsCaseName<EnumInfo e, string sym> {
  string ret = !if(!isa<BitEnumBase>(e), _OdsBitEnumCaseName<sym>.ret,
                   _OdsEnumCaseName<sym>.ret);
}

// `attr`, defaulting to the case `case` when absent.
class DefaultValuedEnumAttr<EnumAttrInfo attr, EnumCase case>
    : DefaultValuedAttr<attr,
        attr.cppType # "::" # _OdsCaseName<attr, case.symbol>.ret>;

// A bit enum (not tied to an attribute).
class BitEnum<string name, string summary, list<BitEnumCaseBase> cases, int width>
    : EnumInfo<name, summary, cases, width>, BitEnumBase<cases> {
  let symbolToStringFnRetType = "std::string";
}
class I8BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 8>;
class I16BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 16>;
class I32BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 32>;
class I64BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 64>;

// An integer attribute with no bit set outside `cases`. As in MLIR, the
// mask of known bits is a 32-bit C++ `unsigned` unless some case needs 64
// bits, so unknown bits above 32 pass when no case is there.
class BitEnumAttrBase<I intType, list<BitEnumCaseBase> cases,
                      string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  defvar valid = !foldl(0, cases, acc, c, !or(acc, c.value));
  defvar unknown = !if(!and(!ge(valid, 0), !le(valid, 4294967295)),
    "u64::from(!" # valid # "_u32)",
    "!" # _OdsUIntLit<valid, "u64">.ret);
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    CPred<"::ods_runtime::ods::convert::try_int::<"
          # _OdsEnumUInt<intType.bitwidth>.ret
          # ">($_ctxt, $_self).is_some_and(|__v| u64::from(__v) & " # unknown
          # " == 0)">
  ]>;
}

// A bit enum stored as an integer attribute.
class BitEnumAttr<I intType, string name, string summary,
                  list<BitEnumCaseBase> cases>
    : EnumAttrInfo<name, cases, BitEnumAttrBase<intType, cases, summary>>,
      BitEnumBase<cases> {
  let symbolToStringFnRetType = "std::string";
  let printBitEnumQuoted = 1;
  // Cases separated by the separator's `|` or `,`, combined.
  let parameterParser = "::ods_runtime::asm::parse_bit_enum_cases($_parser, \""
    # cppNamespace # "::" # className # "\", &["
    # !interleave(!foreach(c, enumerants, "\"" # c.str # "\""), ", ")
    # "], \"" # separator # "\", " # cppType # "::symbolize, |a, b| a | b)";
}
class I8BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I8, name, summary, cases> {
  let underlyingType = "uint8_t";
}
class I16BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I16, name, summary, cases> {
  let underlyingType = "uint16_t";
}
class I32BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases> {
  let underlyingType = "uint32_t";
}
class I64BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases> {
  let underlyingType = "uint64_t";
}

//===----------------------------------------------------------------------===//
// Enum properties
//===----------------------------------------------------------------------===//

// A property holding the Rust enum. Its attribute form is the signless
// integer attribute of the enum's width (`2 : i32`); any integer attribute
// is read back. A bit enum's value must not have unknown bits; an integer
// enum's value is always a case.
// How an enum property reads and prints its value: through the
// `FieldParser` generated for the enum, as MLIR's `EnumProp` does
// (`parseCall`, `parseOptionalCall`: Rust expressions over `$_parser`
// giving a `PResult` of the enum, of an `Option` of it), and its
// `operator<<` (`print`, a statement printing `$_storage`).
class _OdsEnumField<EnumInfo enumInfo> {
  defvar parserOf = "<" # enumInfo.cppType # " as ::ods_runtime::asm::FieldParser>";
  string parseCall = parserOf # "::parse_field($_parser)";
  string parseOptionalCall = parserOf # "::parse_optional_field($_parser)";
  string print = "($_storage).print_as_field($_printer);";
}

// An enum held as its Rust enum; in attribute form the integer of its value.
// In a custom form it is a case keyword (or string), a bit enum's cases
// joined by its separator.
class EnumProp<EnumInfo enumInfo> : Property<enumInfo.cppType, enumInfo.summary> {
  EnumInfo enum = enumInfo;

  let description = enum.description;
  let predicate = !if(!isa<BitEnumBase>(enum),
    CPred<"(($_self).bits() & !" # enum.cppType # "::VALID_BITS) == 0">,
    TruePred);
  let convertToAttribute = enum.cppType # "::to_attr($_storage, $_ctxt)";
  let convertFromAttribute = enum.cppType # "::from_attr($_ctxt, $_attr)";
  // Any integer attribute converts (one of no case fails the constraint in
  // the verifier: `PropDef::converts_any_integer`); another says this, with
  // MLIR's C++ name of the enum.
  let convertFromAttributeError = "expected IntegerAttr storage for "
    # enum.cppNamespace # "::" # enum.className;
  let parser = "$_storage = " # _OdsEnumField<enumInfo>.parseCall # "?;";
  let optionalParser = [{
    match }] # _OdsEnumField<enumInfo>.parseOptionalCall # [{? {
      ::std::option::Option::Some(__v) => { $_storage = __v; Ok(true) }
      ::std::option::Option::None => Ok(false),
    }
  }];
  let printer = _OdsEnumField<enumInfo>.print;
}

// The custom syntax of a named enum property, `mnemonic<case>`; errors are
// those of the keyword, the brackets and the enum's field parser.
class _OdsNamedEnumPropSyntax<EnumInfo enumInfo, string mnemonic> {
  defvar enumField = _OdsEnumField<enumInfo>;
  defvar rest = [{
    $_parser.parse_less()?;
    $_storage = }] # enumField.parseCall # [{?;
    $_parser.parse_greater()?;
  }];
  code parser = "$_parser.parse_keyword(\"" # mnemonic # "\")?;" # rest;
  code optionalParser = "if !$_parser.parse_optional_keyword(\"" # mnemonic # "\") {"
    # " return Ok(false); }" # rest # "Ok(true)";
  code printer = "$_printer.write(\"" # mnemonic # "<\"); " # enumField.print
    # " $_printer.write(\">\");";
}

// An enum property that also accepts, and with `storeInCustomAttribute`
// is stored as, the attribute `attributeForm` (built with its
// `constBuilderCall`).
class EnumPropWithAttrForm<EnumInfo enumInfo, Attr attributeForm>
    : EnumProp<enumInfo> {
  Attr attrForm = attributeForm;
  bit storeInCustomAttribute = 0;

  // MLIR names the attribute form's C++ class too, which is not at hand
  // here: the base message stays.
  let convertFromAttributeError = "expected an attribute of the form of the property";
  let convertToAttribute = !if(storeInCustomAttribute,
    !subst("$0", "$_storage", !subst("$_builder", "$_ctxt",
                                     attrForm.constBuilderCall)),
    enum.cppType # "::to_attr($_storage, $_ctxt)");
}

// An enum property whose custom syntax is `mnemonic<case>`; in the generic
// form it is its attribute, as for `EnumProp`.
class NamedEnumProp<EnumInfo enumInfo, string name>
    : EnumProp<enumInfo> {
  string mnemonic = name;
  let parser = _OdsNamedEnumPropSyntax<enumInfo, name>.parser;
  let optionalParser = _OdsNamedEnumPropSyntax<enumInfo, name>.optionalParser;
  let printer = _OdsNamedEnumPropSyntax<enumInfo, name>.printer;
}

// A `NamedEnumProp` with an attribute form as in `EnumPropWithAttrForm`.
class NamedEnumPropWithAttrForm<EnumInfo enumInfo, string name, Attr attributeForm>
    : EnumPropWithAttrForm<enumInfo, attributeForm> {
  string mnemonic = name;
  let parser = _OdsNamedEnumPropSyntax<enumInfo, name>.parser;
  let optionalParser = _OdsNamedEnumPropSyntax<enumInfo, name>.optionalParser;
  let printer = _OdsNamedEnumPropSyntax<enumInfo, name>.printer;
}

//===----------------------------------------------------------------------===//
// Enums in attributes and types
//===----------------------------------------------------------------------===//

// An enum as a parameter of an attribute or type. An attribute enum
// (`EnumAttrInfo`) reads and prints through its `parameterParser` and
// `parameterPrinter`; any other through the `FieldParser` and
// `FieldPrinter` generated for it (MLIR's `FieldParser` and `operator<<`).
class EnumParameter<EnumInfo enumInfo>
    : AttrParameter<enumInfo.cppType, "an enum of type " # enumInfo.className> {
  let parser = !if(!isa<EnumAttrInfo>(enumInfo),
                   !cast<EnumAttrInfo>(enumInfo).parameterParser, ?);
  let printer = !if(!isa<EnumAttrInfo>(enumInfo),
                    !cast<EnumAttrInfo>(enumInfo).parameterPrinter, ?);
  // ods-rs: the C++ type as MLIR's messages name it.
  string odsCppTypeText = enumInfo.cppNamespace # "::" # enumInfo.className;
}

// A dialect attribute holding an enum value, `#dialect.mnemonic value` by
// default. Its handle is `<className>Attr`, so an `EnumAttrInfo` used here
// sets `genSpecializedAttr = 0` (as in MLIR, the names would clash).
class EnumAttr<Dialect dialect, EnumInfo enumInfo, string name = "",
               list<Trait> traits = []>
    : AttrDef<dialect, enumInfo.className, traits> {
  let summary = enumInfo.summary;
  let description = enumInfo.description;
  // The enum the attribute holds.
  EnumInfo enum = enumInfo;
  // As an op argument, it reads as the enum and is built from one.
  let returnType = enumInfo.cppType;
  let convertFromStorage =
    "$cppClass_" # odsDefName # "::from_attribute_unchecked($_self).value($_ctxt)";
  let constBuilderCall =
    "::ods_runtime::Attribute::from($cppClass_" # odsDefName # "::get($_builder, $0))";
  let parameters = (ins EnumParameter<enumInfo>:$value);
  let mnemonic = name;
  let assemblyFormat = "$value";
}

//===----------------------------------------------------------------------===//
// Constant enum cases
//===----------------------------------------------------------------------===//

// The Rust value of the case of `enumInfo` whose string is `case`.
class _symbolToValue<EnumInfo enumInfo, string case> {
  defvar cases = !filter(c, enumInfo.enumerants, !eq(c.str, case));
  assert !not(!empty(cases)), "failed to find enum-case '" # case # "'";
  string value = enumInfo.cppType # "::"
    # !if(!empty(cases), "", _OdsCaseName<enumInfo, !head(cases).symbol>.ret);
}

// The Rust value of the bit-enum cases `a|b|...` (no spaces).
class _bitSymbolsToValue<EnumInfo bitEnum, string case> {
  assert !isa<BitEnumBase>(bitEnum), "_bitSymbolsToValue not given a bit enum";
  defvar pos = !find(case, "|");
  string value = !if(!eq(pos, -1),
    _symbolToValue<bitEnum, case>.value,
    _symbolToValue<bitEnum, !substr(case, 0, pos)>.value # " | "
      # _bitSymbolsToValue<bitEnum, !substr(case, !add(pos, 1))>.value);
}

class ConstantEnumCaseBase<Attr attribute, EnumInfo enumInfo, string case>
  : ConstantAttr<attribute,
      !if(!isa<BitEnumBase>(enumInfo),
          _bitSymbolsToValue<enumInfo, case>.value,
          _symbolToValue<enumInfo, case>.value)>;

// The enum attribute `attribute` holding the case whose string is `case`;
// bit-enum cases may be joined with `|`. The attribute is an enum itself
// (an `EnumAttrInfo`) or an `EnumAttr` of a dialect, whose `enum` it holds
// (MLIR's idiom for a default case in DRR: `ConstantEnumCase<FastMathAttr,
// "none">`).
class ConstantEnumCase<Attr attribute, string case>
  : ConstantEnumCaseBase<attribute,
      !if(!isa<EnumInfo>(attribute), !cast<EnumInfo>(attribute),
          !cast<EnumAttr>(attribute).enum),
      case> {
  assert !or(!isa<EnumInfo>(attribute), !isa<EnumAttr>(attribute)),
    "attribute must be one of 'EnumAttr' or 'EnumInfo'";
}

#endif // ENUMATTR_TD
