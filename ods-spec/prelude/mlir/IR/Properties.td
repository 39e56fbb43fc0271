//===-- Properties.td - inherent properties of operations -----------------===//
//
// Part of ods-rs. Written for ods-rs; names and summaries follow MLIR 22.
//
// A property is an inherent value of an operation that is not necessarily an
// attribute. ods-runtime keeps properties in the operation's property
// dictionary, as attributes, so every property says how its Rust value
// converts to and from an attribute. Code strings are Rust:
//   convertToAttribute    `$_storage` (an `interfaceType` value, or a place
//                         holding one) and `$_ctxt: &mut Context` give an
//                         `::ods_runtime::Attribute`
//   convertFromAttribute  `$_attr: Attribute` and `$_ctxt: &Context` give an
//                         `Option<interfaceType>` (`None`: not a valid form)
//   convertFromStorage    `$_storage` (a `storageType` place) gives an
//                         `interfaceType` value
//   assignToStorage       sets `$_storage` from `$_value` (an
//                         `interfaceType` value); a Rust statement
//   predicate             over `$_self`, an `interfaceType` value
//   defaultValue          a Rust expression of `interfaceType`
//   parser                Rust statements reading the value in a custom
//                         form: `$_parser` the `OpAsmParser`, `$_storage`
//                         a `storageType` place holding the default, in a
//                         function returning `PResult<()>`
//   optionalParser        the same for a value that may be absent, in a
//                         function returning `PResult<bool>` (`true` when
//                         a value was read); it lets the property anchor
//                         an optional group
//   printer               Rust statements printing `$_storage` (an owned
//                         `interfaceType` value) through `$_printer`, the
//                         `OpAsmPrinter`
// A property without `parser` and `printer` cannot stand in an op's
// assembly format (only in `prop-dict` and the generic form).
//
//===----------------------------------------------------------------------===//

#ifndef PROPERTIES
#define PROPERTIES

include "mlir/IR/Constraints.td"
include "mlir/IR/Utils.td"

// A property held as a `storageTypeParam` and handled as an
// `interfaceTypeParam` (both Rust types). By default the conversions go
// through the `::ods_runtime::ods::convert::PropertyValue` and
// `FromAttribute` traits, which integers, `bool`, strings, `Vec`s of
// integers (as dense arrays), `Type` and `Attribute` implement.
class Property<string storageTypeParam = "", string desc = "",
               string interfaceTypeParam = storageTypeParam>
    : PropConstraint<TruePred, desc, interfaceTypeParam> {
  string description = "";
  code storageType = storageTypeParam;
  code convertFromStorage = "$_storage";
  code assignToStorage = "$_storage = $_value";
  code convertToAttribute =
    "::ods_runtime::ods::convert::prop_to_attr($_ctxt, &($_storage))";
  code convertFromAttribute =
    "::ods_runtime::ods::convert::prop_from_attr::<" # interfaceTypeParam
    # ">($_ctxt, $_attr)";
  // What parsing `<{...}>` says when `convertFromAttribute` refuses the
  // attribute given (MLIR's wording for its own kinds of properties).
  string convertFromAttributeError =
    "expected an attribute of the form of the property";
  // A Rust expression hashing `$_storage`; empty for the default.
  code hashProperty = "";
  code parser = "";
  code optionalParser = "";
  code printer = "";
  // The property this one wraps (`DefaultValuedProp`, `ConfinedProp`, ...).
  Property baseProperty = ?;
  // The value of a property that was not given (a Rust expression of
  // `interfaceType`); empty when the property must be given.
  string defaultValue = "";
  // What storage is initialized to, when it differs from `defaultValue`.
  string storageTypeValueOverride = "";
}

// Maps the integer type names of MLIR's C++ (`int32_t`) and of Rust (`i32`)
// to each other, so that integer properties may be written either way.
class _OdsIntPropType<string t> {
  string rust = !cond(
    !eq(t, "int8_t") : "i8", !eq(t, "int16_t") : "i16",
    !eq(t, "int32_t") : "i32", !eq(t, "int64_t") : "i64",
    !eq(t, "uint8_t") : "u8", !eq(t, "uint16_t") : "u16",
    !eq(t, "uint32_t") : "u32", !eq(t, "uint64_t") : "u64",
    true : t);
  string cpp = !cond(
    !eq(t, "i8") : "int8_t", !eq(t, "i16") : "int16_t",
    !eq(t, "i32") : "int32_t", !eq(t, "i64") : "int64_t",
    !eq(t, "u8") : "uint8_t", !eq(t, "u16") : "uint16_t",
    !eq(t, "u32") : "uint32_t", !eq(t, "u64") : "uint64_t",
    true : t);
}

// An integer property. It converts to an integer attribute of the signless
// type of the same width (`5 : i32`), `bool` to `true`/`false`. The summary
// defaults to MLIR's C++ name of the type (`int32_t`).
class IntProp<string storageTypeParam, string desc = ""> :
    Property<_OdsIntPropType<storageTypeParam>.rust, desc> {
  let summary = !if(!empty(desc), _OdsIntPropType<storageTypeParam>.cpp, desc);
  let convertFromAttributeError = "expected IntegerAttr for key `value`";
  let parser = "$_storage = $_parser.parse_integer()?;";
  let optionalParser = [{
    match $_parser.parse_optional_integer()? {
      Some(__v) => { $_storage = __v; Ok(true) }
      None => Ok(false),
    }
  }];
  let printer = "$_printer.write(&($_storage).to_string());";
}

class IntProperty<string storageTypeParam, string desc = "">
  : IntProp<storageTypeParam, desc>,
    Deprecated<"moved to the shorter name IntProp">;

def I32Prop : IntProp<"i32">;
def I64Prop : IntProp<"i64">;

def I32Property : IntProp<"i32">, Deprecated<"moved to shorter name I32Prop">;
def I64Property : IntProp<"i64">, Deprecated<"moved to shorter name I64Prop">;

// A string, held as a `String` and handled as a `&str`.
class _cls_StringProp
    : Property<"::std::string::String", "string", "&str"> {
  let convertFromAttributeError =
    "expected string property to come from string attribute";
  let convertFromStorage = "($_storage).as_str()";
  let assignToStorage = "$_storage = ($_value).to_owned()";
  let parser = "$_storage = $_parser.parse_string()?;";
  let optionalParser = [{
    match $_parser.parse_optional_string()? {
      Some(__v) => { $_storage = __v; Ok(true) }
      None => Ok(false),
    }
  }];
  let printer = "$_printer.print_string(&$_storage);";
}
def StringProp : _cls_StringProp;
def StringProperty : _cls_StringProp,
                     Deprecated<"moved to shorter name StringProp">;

// A boolean; it converts to `true`/`false`. It is read as IntProp reads an
// integer (MLIR's `FieldParser<bool>`): `true`, `false`, 0 or 1.
class _cls_BoolProp : IntProp<"bool", "boolean"> {
  // MLIR 22 says this of a boolean too.
  let convertFromAttributeError =
    "expected string property to come from string attribute";
  let printer = "$_printer.write(if $_storage { \"true\" } else { \"false\" });";
}
def BoolProp : _cls_BoolProp;
def BoolProperty : _cls_BoolProp, Deprecated<"moved to shorter name BoolProp">;

// A flag held as a `bool`, `false` unless given. In attribute form `true`
// is `unit` and `false` is the boolean `false`.
class _cls_UnitProp : Property<"bool", "unit property"> {
  let summary = "unit property";
  let description = [{
    A flag that is set by being present. It defaults to `false`; its
    attribute form is `unit` when set and `false` otherwise, so that an
    unset flag can still be written where defaults are printed.
  }];
  let defaultValue = "false";
  let convertToAttribute =
    "::ods_runtime::ods::convert::unit_prop_attr($_ctxt, $_storage)";
  let convertFromAttribute =
    "::ods_runtime::ods::convert::unit_prop_from_attr($_ctxt, $_attr)";
  let parser = [{
    if $_parser.parse_optional_keyword("unit") {
      $_storage = true;
    } else if $_parser.parse_optional_keyword("unit_absent") {
      $_storage = false;
    } else {
      let __at = $_parser.current_location();
      return Err($_parser.emit_error(__at, "expected 'unit' or 'unit_absent'"));
    }
  }];
  let optionalParser = [{
    if $_parser.parse_optional_keyword("unit") {
      $_storage = true;
    } else if $_parser.parse_optional_keyword("unit_absent") {
      $_storage = false;
    } else {
      return Ok(false);
    }
    Ok(true)
  }];
  let printer = "$_printer.write(if $_storage { \"unit\" } else { \"unit_absent\" });";
}
def UnitProp : _cls_UnitProp;
def UnitProperty : _cls_UnitProp, Deprecated<"moved to shorter name UnitProp">;

// `p` with a default value `default` (a Rust expression of its
// `interfaceType`); `storageDefault` overrides the initial storage value.
class DefaultValuedProp<Property p, string default = "",
                        string storageDefault = "">
    : Property<p.storageType, p.summary, p.interfaceType> {
  let defaultValue = default;
  let storageTypeValueOverride = storageDefault;
  let baseProperty = p;
  let summary = p.summary;
  let description = p.description;
  let storageType = p.storageType;
  let interfaceType = p.interfaceType;
  let convertFromStorage = p.convertFromStorage;
  let assignToStorage = p.assignToStorage;
  let convertToAttribute = p.convertToAttribute;
  let convertFromAttribute = p.convertFromAttribute;
  let convertFromAttributeError = p.convertFromAttributeError;
  let predicate = p.predicate;
  let hashProperty = p.hashProperty;
  let parser = p.parser;
  let optionalParser = p.optionalParser;
  let printer = p.printer;
}

class DefaultValuedProperty<Property p, string default = "",
                            string storageDefault = "">
  : DefaultValuedProp<p, default, storageDefault>,
    Deprecated<"moved to shorter name DefaultValuedProp">;

// `p` whose values must also satisfy `pred` (over `$_self`, the
// `interfaceType` value).
class ConfinedProp<Property p, Pred pred, string newSummary = "">
    : Property<p.storageType, !if(!empty(newSummary), p.summary, newSummary),
               p.interfaceType> {
  let predicate = !if(!ne(p.predicate, TruePred), And<[p.predicate, pred]>, pred);
  let baseProperty = p;
  let description = p.description;
  let storageType = p.storageType;
  let interfaceType = p.interfaceType;
  let convertFromStorage = p.convertFromStorage;
  let assignToStorage = p.assignToStorage;
  let convertToAttribute = p.convertToAttribute;
  let convertFromAttribute = p.convertFromAttribute;
  let convertFromAttributeError = p.convertFromAttributeError;
  let hashProperty = p.hashProperty;
  let parser = p.parser;
  let optionalParser = p.optionalParser;
  let printer = p.printer;
  let defaultValue = p.defaultValue;
  let storageTypeValueOverride = p.storageTypeValueOverride;
}

class ConfinedProperty<Property p, Pred pred, string newSummary = "">
  : ConfinedProp<p, pred, newSummary>,
    Deprecated<"moved to shorter name ConfinedProp">;

// `prop` restricted to the single value `val` (a Rust expression).
class ConstantProp<Property prop, string val>
    : ConfinedProp<prop, CPred<"($_self) == (" # val # ")">,
                   "constant '" # prop.summary # "': " # val> {
  string value = val;
}

// A list of `elem` values, held as a `Vec` of its storage type and handled
// as a `Vec` of its interface type. In attribute form it is an array of the
// elements' attribute forms.
class ArrayProp<Property elem = Property<>, string newSummary = ""> :
  Property<"::std::vec::Vec<" # elem.storageType # ">",
           !if(!empty(newSummary), "array of " # elem.summary, newSummary),
           "::std::vec::Vec<" # elem.interfaceType # ">"> {
  let convertFromStorage =
    "($_storage).iter().map(|__e| "
    # !subst("$_storage", "(*__e)", elem.convertFromStorage)
    # ").collect::<::std::vec::Vec<_>>()";
  let assignToStorage =
    "$_storage = ($_value).into_iter().map(|__v| { "
    "let mut __s: " # elem.storageType # " = ::std::default::Default::default(); "
    # !subst("$_value", "__v", !subst("$_storage", "__s", elem.assignToStorage))
    # "; __s }).collect()";
  let convertToAttribute =
    "{ let mut __elems = ::std::vec::Vec::new(); "
    "for __e in ($_storage).iter() { __elems.push("
    # !subst("$_storage", "(*__e)", elem.convertToAttribute)
    # "); } ::ods_runtime::ods::convert::array_attr($_ctxt, __elems) }";
  let convertFromAttribute =
    "::ods_runtime::ods::convert::try_as_array($_ctxt, $_attr).and_then(|__elems| "
    "__elems.iter().map(|&__a| "
    # !subst("$_attr", "__a", elem.convertFromAttribute)
    # ").collect::<::std::option::Option<::std::vec::Vec<_>>>())";
  let predicate = !if(!eq(elem.predicate, TruePred), TruePred,
    Concat<"($_self).iter().all(|__p| ",
           SubstLeaves<"$_self", "(*__p)", elem.predicate>,
           ")">);
}

class ArrayProperty<Property elem = Property<>, string newSummary = "">
  : ArrayProp<elem, newSummary>,
    Deprecated<"moved to shorter name ArrayProp">;

// A list of integers, whose attribute form is a dense array
// (`array<i64: 1, 2>`) as in MLIR.
class IntArrayProp<Property elem, string newSummary = ""> :
    ArrayProp<elem, newSummary> {
  let convertToAttribute =
    "::ods_runtime::ods::convert::prop_to_attr($_ctxt, &($_storage))";
  let convertFromAttribute =
    "::ods_runtime::ods::convert::prop_from_attr::<::std::vec::Vec<"
    # elem.interfaceType # ">>($_ctxt, $_attr)";
}

class IntArrayProperty<Property elem, string newSummary = "">
  : IntArrayProp<elem, newSummary>,
    Deprecated<"moved to shorter name IntArrayProp">;

// `p` or nothing: an `Option` of it, `None` unless given. In attribute form
// it is an array of zero or one element. `canDelegateParsing` lets the
// custom syntax use `p`'s own optional parser.
class OptionalProp<Property p, bit canDelegateParsing = 1>
    : Property<"::std::option::Option<" # p.storageType # ">",
               "optional " # p.summary,
               "::std::option::Option<" # p.interfaceType # ">"> {
  let defaultValue = "::std::option::Option::None";
  let convertFromStorage =
    "($_storage).as_ref().map(|__v| "
    # !subst("$_storage", "(*__v)", p.convertFromStorage) # ")";
  let assignToStorage =
    "$_storage = ($_value).map(|__v| { "
    "let mut __s: " # p.storageType # " = ::std::default::Default::default(); "
    # !subst("$_value", "__v", !subst("$_storage", "__s", p.assignToStorage))
    # "; __s })";
  let convertToAttribute =
    "{ let __elems = match &($_storage) { "
    "::std::option::Option::Some(__v) => ::std::vec!["
    # !subst("$_storage", "(*__v)", p.convertToAttribute)
    # "], ::std::option::Option::None => ::std::vec::Vec::new() }; "
    "::ods_runtime::ods::convert::array_attr($_ctxt, __elems) }";
  let convertFromAttribute =
    "::ods_runtime::ods::convert::try_as_array($_ctxt, $_attr).and_then(|__elems| "
    "match __elems { "
    "[] => ::std::option::Option::Some(::std::option::Option::None), "
    "[__a] => (" # !subst("$_attr", "(*__a)", p.convertFromAttribute)
    # ").map(::std::option::Option::Some), "
    "_ => ::std::option::Option::None })";
  let predicate = !if(!ne(p.predicate, TruePred),
    Concat<"($_self).as_ref().is_none_or(|__v| ",
           SubstLeaves<"$_self", "(*__v)", p.predicate>,
           ")">,
    TruePred);
  // Whether a custom syntax may use `p`'s own optional parser: `p` has one
  // and no default value, and `canDelegateParsing` allows it. Then the
  // syntax is `p`'s or `none`; else `some<p's syntax>` or `none`.
  defvar delegatesParsing = !and(!empty(p.defaultValue),
                                 !not(!empty(p.optionalParser)),
                                 canDelegateParsing);
  // `p`'s parser (its optional parser when delegating) as a function of
  // its own, reading into `__s`: `__read_present(p, &mut __s)`.
  defvar presentParser = !subst("$_ctxt", "__p.ctx()", !subst("$_parser", "__p",
    !subst("$_storage", "(*__s)", !if(delegatesParsing, p.optionalParser, p.parser))));
  defvar readPresent = [{
    fn __read_present(
        __p: &mut ::ods_runtime::asm::OpAsmParser<'_, '_>,
        __s: &mut }] # p.storageType # [{,
    ) -> ::ods_runtime::asm::PResult<}] # !if(delegatesParsing, "bool", "()") # [{> {
      }] # presentParser # !if(delegatesParsing, "", " Ok(())") # [{
    }
    let mut __present: }] # p.storageType # [{ = ::std::default::Default::default();
  }];
  defvar none = [{
    if $_parser.parse_optional_keyword("none") {
      $_storage = ::std::option::Option::None;
      return Ok(}] # "@@" # [{);
    }
  }];
  // Delegating: `none`, else `p`'s optional parser; nothing read is a
  // failure reported by the caller (a property variable's `invalid value`)
  // or nothing read at all.
  defvar delegated = readPresent # [{
    if !__read_present($_parser, &mut __present)? {
      }] # "@@absent" # [{
    }
    $_storage = ::std::option::Option::Some(__present);
  }];
  // Not delegating: `none`, or `some<`, `p`'s parser and `>`.
  defvar general = [{
    let __at = $_parser.current_location();
    if !$_parser.parse_optional_keyword("some") {
      }] # "@@absent" # [{
    }
    $_parser.parse_less()?;
  }] # readPresent # [{
    __read_present($_parser, &mut __present)?;
    $_parser.parse_greater()?;
    $_storage = ::std::option::Option::Some(__present);
  }];
  defvar body = !if(delegatesParsing, delegated, general);
  let parser = !subst("@@", "()", none) # !subst("@@absent",
    !if(delegatesParsing, "return Err($_parser.silent_failure());",
        "return Err($_parser.emit_error(__at, \"expected 'none' or 'some<prop>'\"));"),
    body);
  let optionalParser = !subst("@@", "true", none)
    # !subst("@@absent", "return Ok(false);", body) # " Ok(true)";
  let printer = [{
    match $_storage {
      ::std::option::Option::None => $_printer.write("none"),
      ::std::option::Option::Some(__v) => {
        }] # !if(delegatesParsing, "", "$_printer.write(\"some<\");")
        # !subst("$_storage", "__v", p.printer)
        # !if(delegatesParsing, "", " $_printer.write(\">\");") # [{
      }
    }
  }];
}

class OptionalProperty<Property p, bit canDelegateParsing = 1>
  : OptionalProp<p, canDelegateParsing>,
    Deprecated<"moved to shorter name OptionalProp">;

#endif // PROPERTIES
