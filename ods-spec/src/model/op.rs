//! Operations: what an `Op` def declares, read as MLIR's `Operator` reads
//! it (`mlir/lib/TableGen/Operator.cpp`).

use super::attr_type_def::{class_refs, placeholder};
use super::constraint::{ConstraintId, ConstraintKind, Constraints};
use super::doc::OpDocGroup;
use super::op_format::{self, OpFormat, TypeTrait};
use super::overlay;
use super::pred::{self, Pred};
use super::records::{locate, Code, Result, View};
use super::trait_doc::{self, TraitDoc};
use super::type_inference::InferredType;
use crate::tablegen::init::InitId;
use crate::tablegen::source::Span;
use crate::tablegen::Diagnostic;

/// How many values an operand or result group holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one value.
    Single,
    /// Zero or one value (`Optional<...>`).
    Optional,
    /// Any number of values (`Variadic<...>`).
    Variadic,
    /// A variadic of variadics, split by the dense `i32` array attribute
    /// named here.
    VariadicOfVariadic {
        /// The attribute (or property) holding the sizes of the inner groups.
        segment_attr: String,
    },
}

impl Arity {
    /// Whether the group's size varies (MLIR's `isVariableLength`).
    pub fn is_variable(&self) -> bool {
        *self != Arity::Single
    }
}

/// A named operand or result.
#[derive(Clone, Debug)]
pub struct ValueDef {
    /// The ODS name (`$lhs`, without the `$`); `operand<i>`/`result<i>` when
    /// none is given.
    pub name: String,
    /// Whether the `.td` names it: MLIR suggests no SSA name for an
    /// unnamed result.
    pub named: bool,
    /// The type constraint every value of the group satisfies.
    pub constraint: ConstraintId,
    /// How many values the group holds.
    pub arity: Arity,
    /// The Rust expression that builds the type, for buildable types
    /// (`$_builder` is the context).
    pub builder_call: Option<Code>,
    /// The constraint's `summary`, for docs and error messages.
    pub summary: String,
    /// The op's `arguments` or `results` field, for errors.
    pub span: Span,
    /// The `TypeDef` a single value's constraint is (its C++ type is the
    /// def's class): formats print its type stripped.
    pub type_def: Option<String>,
    /// MLIR's C++ class of a single value's type (`mlirCppType` of the
    /// prelude's constraints, `::mlir::IntegerType`; `::mlir::Type` for
    /// any type): formats read the type as that class.
    pub mlir_cpp_type: String,
}

/// A named attribute argument.
#[derive(Clone, Debug)]
pub struct AttrDef {
    /// The ODS name, without the `$`.
    pub name: String,
    /// The attribute constraint the value satisfies.
    pub constraint: ConstraintId,
    /// Rust type of the typed getter and of the unwrapped builder argument.
    pub return_type: String,
    /// Rust expression from `$_self` (the attribute) to the return type.
    pub convert_from_storage: Code,
    /// Rust expression from `$0` (a return-type value) to the attribute.
    pub const_builder_call: Option<Code>,
    /// Rust expression of the return type used when the attribute is absent.
    pub default_value: Option<Code>,
    /// An `OptionalAttr` (or other optional attribute): absent is valid.
    pub optional: bool,
    /// A `UnitAttr`: present or absent, read as a `bool`.
    pub is_unit: bool,
    /// The Rust builder of the attribute's value type (`valueType`'s
    /// `builderCall`): a format then prints the attribute without it.
    pub value_type_builder: Option<Code>,
    /// The storage type is the generic attribute (MLIR's `::mlir::Attribute`,
    /// our `::ods_runtime::Attribute`): a format parses it with the generic
    /// parser, which reads a trailing `: type`.
    pub generic_storage: bool,
    /// Its base attribute (through `baseAttr` wrappers such as
    /// `OptionalAttr`) is `SymbolNameAttr`: a format prints it `@name`
    /// (MLIR's `shouldFormatSymbolNameAttr`).
    pub symbol_name: bool,
    /// The `AttrDef` its base attribute is (through `baseAttr` wrappers
    /// such as `OptionalAttr`; its storage type is the def's class):
    /// formats print it stripped.
    pub attr_def: Option<String>,
    /// The enum its base attribute is, when that is an `EnumAttrInfo`:
    /// formats read and print it as a case (MLIR's `canFormatEnumAttr`).
    pub enum_attr: Option<String>,
    /// The attribute constraint's `summary`.
    pub summary: String,
    /// The C++ storage class as MLIR's documentation shows it: the
    /// prelude's `mlirStorageType` for its attributes, an `AttrDef`'s C++
    /// class (`::ns::FooAttr`), else `storageType`.
    pub storage_type_doc: String,
    /// The op's `arguments` field, for errors.
    pub span: Span,
}

impl AttrDef {
    /// Whether an op without this attribute is invalid.
    pub fn is_required(&self) -> bool {
        !self.optional && self.default_value.is_none()
    }
}

/// A named property argument (MLIR's `Property`).
#[derive(Clone, Debug)]
pub struct PropDef {
    /// The ODS name, without the `$`.
    pub name: String,
    /// The property's constraint, checked on its Rust value.
    pub constraint: ConstraintId,
    /// The Rust type of the value (`interfaceType`).
    pub interface_type: String,
    /// The Rust type the value is held as (`storageType`): what a parser
    /// fills.
    pub storage_type: String,
    /// Rust statements reading the value in a custom form (`parser`):
    /// `$_parser` the `OpAsmParser`, `$_storage` the `storageType` place
    /// (holding the default), in a function returning `PResult<()>`.
    pub parser: Option<Code>,
    /// As `parser`, for a value that may be absent (`optionalParser`): in a
    /// function returning `PResult<bool>`, `true` when a value was read.
    pub optional_parser: Option<Code>,
    /// Rust statements printing the value (`printer`): `$_printer` the
    /// `OpAsmPrinter`, `$_storage` an owned `interfaceType` value.
    pub printer: Option<Code>,
    /// Rust expression from `$_storage` (the value) to the attribute the op
    /// stores it as (`convertToAttribute`).
    pub convert_to_attribute: String,
    /// Rust expression from `$_attr` (the stored attribute) to the value
    /// (`convertFromAttribute`).
    pub convert_from_attribute: String,
    /// What a parser says of an attribute `convert_from_attribute` refuses
    /// (`convertFromAttributeError`, MLIR's `convertFromAttribute`
    /// diagnostic), after `invalid properties {...} for op x: `.
    pub convert_from_attribute_error: String,
    /// Rust expression of the value used when none is given.
    pub default_value: Option<Code>,
    /// A `UnitProp`: set by being present.
    pub is_unit: bool,
    /// An `EnumProp`: held as the enum's Rust type, whose `Default` is the
    /// case C++'s value-initialized storage holds (value 0).
    pub is_enum: bool,
    /// A plain `EnumProp` (not `EnumPropWithAttrForm`): MLIR converts any
    /// integer attribute to it, a value of no case failing the constraint.
    pub converts_any_integer: bool,
    /// It can be parsed when present and skipped when absent (a unit
    /// property, or one with an `optionalParser`): it may anchor an
    /// optional group of a format.
    pub optionally_parsed: bool,
    /// The property's `summary`.
    pub summary: String,
    /// The op's `arguments` field, for errors.
    pub span: Span,
}

/// What an entry of `arguments` is, in declaration order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Argument {
    /// Index into [`Op::operands`].
    Operand(usize),
    /// Index into [`Op::attributes`].
    Attr(usize),
    /// Index into [`Op::properties`].
    Prop(usize),
}

/// A region or successor.
#[derive(Clone, Debug)]
pub struct EntityDef {
    /// The ODS name, without the `$`; empty when the `.td` gives none (as
    /// MLIR, the op then has no accessor for it and a format cannot name
    /// it).
    pub name: String,
    /// The `Region` or `Successor` constraint.
    pub constraint: ConstraintId,
    /// A `VariadicRegion`/`VariadicSuccessor`: any number (only the last
    /// entry can be).
    pub variadic: bool,
}

impl EntityDef {
    /// Whether the `.td` names it.
    pub fn named(&self) -> bool {
        !self.name.is_empty()
    }
}

/// A named region of an op.
pub type RegionDef = EntityDef;
/// A named successor of an op.
pub type SuccessorDef = EntityDef;

/// A trait of an op, after `TraitList`s are flattened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trait {
    /// A `NativeOpTrait`: its C++ name (`IsTerminator`,
    /// `HasParent<"FuncOp">::Impl`, ...).
    Native(String),
    /// A `GenInternalOpTrait` (`SameVariadicOperandSize`, ...).
    Internal(String),
    /// A `PredOpTrait`: checked by the verifier.
    Pred {
        /// What the trait checks, for the verifier's message.
        summary: String,
        /// The predicate; `$_op` and the op's `$name`s stand for the op and
        /// its values.
        pred: Pred,
        /// Where the user applied it (the trait, or the op when the
        /// prelude adds it), for errors in the predicate.
        site: Span,
    },
    /// The memory effects the op declares (`MemoryEffects<[MemRead]>`;
    /// `NoMemoryEffect` and `Pure` give none): the last part of each
    /// effect's C++ name (`Allocate`, `Free`, `Read`, `Write`). It comes
    /// after the `MemoryEffectOpInterface` it implements.
    MemoryEffects(Vec<String>),
    /// An op interface; `declared` when the op implements methods itself
    /// (`DeclareOpInterfaceMethods`).
    Interface {
        /// The interface's name (`cppInterfaceName`, or the def name).
        name: String,
        /// Whether the op declares the methods itself.
        declared: bool,
        /// The methods with a default implementation the op implements
        /// all the same (`DeclareOpInterfaceMethods<I, [...]>`).
        overridden: Vec<String>,
    },
}

/// An effect on each value of an optional or variadic group
/// (`Arg<Variadic<AnyMemRef>, "", [MemRead]>`).
#[derive(Clone, Debug)]
pub struct GroupEffect {
    /// An operand group (else a result group).
    pub operand: bool,
    /// The group's index among the operand or result groups.
    pub group: usize,
    /// The effect's name (`Read`, `Write`, `Allocate`, `AllocateResult`,
    /// `Free`).
    pub effect: String,
}

/// Types that must match, from `AllTypesMatch` (all of `names`) or
/// `TypesMatchWith` (`names[1]` is `transformer` applied to `names[0]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeMatch {
    /// The operands and results named, by ODS name.
    pub names: Vec<String>,
    /// For `TypesMatchWith`: the Rust expression from `$_self` (the type of
    /// `names[0]`) to the type of `names[1]`.
    pub transformer: Option<Code>,
}

/// One parameter of a custom builder: `"Type":$name` or `CArg<...>`.
#[derive(Clone, Debug)]
pub struct BuilderParam {
    /// The parameter's name; MLIR's `odsArg<i>` (`i` its position) when
    /// the `.td` gives none.
    pub name: String,
    /// Its Rust type (a C++ type mapped, see
    /// [`rust_type_of_cpp`](super::cpp_types::rust_type_of_cpp)).
    pub ty: Code,
    /// The `CArg` default value, as Rust code.
    pub default: Option<Code>,
}

/// An entry of `builders`.
#[derive(Clone, Debug)]
pub struct CustomBuilder {
    /// The parameters (`dagParams`), after the context and state.
    pub params: Vec<BuilderParam>,
    /// The Rust body; `None` when the dialect writes it in its hooks trait.
    pub body: Option<Code>,
    /// The deprecation message, if the builder is deprecated.
    pub deprecated: Option<String>,
    /// The `OpBuilder` entry, for errors.
    pub span: Span,
}

/// A `DerivedAttr` field: computed from the op, not stored.
#[derive(Clone, Debug)]
pub struct DerivedAttrDef {
    /// The field's name, which names the getter.
    pub name: String,
    /// The Rust type the getter returns.
    pub return_type: String,
    /// The Rust body of the getter.
    pub body: Code,
    /// The attribute's `summary`, for documentation.
    pub summary: String,
    /// `storageType` as documentation shows it (see
    /// [`AttrDef::storage_type_doc`]).
    pub storage_type_doc: String,
}

/// Everything an `Op` def declares.
#[derive(Clone, Debug)]
pub struct Op {
    /// The def's name (`Toy_AddOp`).
    pub def_name: String,
    /// Where the def was written.
    pub span: Span,
    /// Index of the op's dialect in [`Model::dialects`](super::Model::dialects).
    pub dialect: usize,
    /// The full name, `dialect.mnemonic`.
    pub op_name: String,
    /// The def name without its dialect prefix (`Toy_AddOp` gives `AddOp`).
    pub class_name: String,
    /// Rust module path (`cppNamespace` split at `::`).
    pub namespace: Vec<String>,
    /// `cppNamespace` as written (`toy`, `::a::b`): documentation names
    /// the op's C++ class with it.
    pub cpp_namespace: String,
    /// `summary`, the first line of the op's rustdoc.
    pub summary: String,
    /// `description`, the rest of the op's rustdoc.
    pub description: String,
    /// The `arguments` dag in order, each entry an index into the three lists
    /// below.
    pub arguments: Vec<Argument>,
    /// The operand groups, in order.
    pub operands: Vec<ValueDef>,
    /// The attribute arguments, in order.
    pub attributes: Vec<AttrDef>,
    /// The property arguments, in order.
    pub properties: Vec<PropDef>,
    /// The result groups, in order (`results` dag).
    pub results: Vec<ValueDef>,
    /// The `regions`, in order.
    pub regions: Vec<RegionDef>,
    /// The `successors`, in order.
    pub successors: Vec<SuccessorDef>,
    /// The traits, flattened, each after the traits it implies, each once.
    pub traits: Vec<Trait>,
    /// The traits as documentation lists them (MLIR's `Operator` traits).
    pub doc_traits: Vec<TraitDoc>,
    /// Type equalities the traits state, for result type inference.
    pub type_matches: Vec<TypeMatch>,
    /// Effects on the values of an optional or variadic operand or result
    /// group, which count once per value the op has.
    pub group_effects: Vec<GroupEffect>,
    /// The result types MLIR infers and verifies (the `InferTypeOpInterface`
    /// ODS adds), when it infers them all.
    pub inferred_result_types: Option<Vec<InferredType>>,
    /// The custom `builders`.
    pub builders: Vec<CustomBuilder>,
    /// `skipDefaultBuilders`: only the custom builders are generated.
    pub skip_default_builders: bool,
    /// `assemblyFormat`, as written.
    pub assembly_format: Option<Code>,
    /// `assemblyFormat`, parsed and verified.
    pub format: Option<OpFormat>,
    /// `hasCustomAssemblyFormat`: the dialect writes the op's parse and
    /// print hooks.
    pub has_custom_assembly_format: bool,
    /// `hasVerifier`: the dialect writes a `verify` hook, run after the
    /// generated checks.
    pub has_verifier: bool,
    /// `hasRegionVerifier`: the dialect writes a `verify_regions` hook, run
    /// once the ops inside its regions are verified.
    pub has_region_verifier: bool,
    /// `hasFolder`: the dialect writes a `fold` hook.
    pub has_folder: bool,
    /// `hasCanonicalizer`: the dialect writes a `canonicalization_patterns`
    /// hook.
    pub has_canonicalizer: bool,
    /// `hasCanonicalizeMethod`: the dialect writes a `canonicalize` hook,
    /// registered as a pattern.
    pub has_canonicalize_method: bool,
    /// `extraClassDeclaration`: Rust items added to the op's inherent `impl`.
    pub extra_class_declaration: Option<Code>,
    /// `extraClassDefinition`: Rust items added after the op's struct and
    /// impls, in its module.
    pub extra_class_definition: Option<Code>,
    /// The `DerivedAttr` fields, each a getter computed from the op.
    pub derived_attrs: Vec<DerivedAttrDef>,
    /// `odsCppDeprecated`: the op's struct is `#[deprecated]` with this note.
    pub cpp_deprecated: Option<String>,
    /// `opDocGroup`: the group the dialect's page documents the op in.
    pub doc_group: Option<OpDocGroup>,
}

impl Op {
    /// Whether the op has the native trait `name` exactly (`IsTerminator`).
    pub fn has_native_trait(&self, name: &str) -> bool {
        self.traits
            .iter()
            .any(|t| matches!(t, Trait::Native(n) if n == name))
    }

    /// Whether the op has the internal trait `name`, given bare or with its
    /// namespace (`SameVariadicOperandSize`).
    pub fn has_internal_trait(&self, name: &str) -> bool {
        self.traits.iter().any(
            |t| matches!(t, Trait::Internal(n) if n == name || n.ends_with(&format!("::{name}"))),
        )
    }

    /// The parameter of a `ParamNativeOpTrait` (`HasParent<X>::Impl` gives
    /// `X`).
    pub fn native_trait_param(&self, name: &str) -> Option<&str> {
        self.traits.iter().find_map(|t| match t {
            Trait::Native(n) => n
                .strip_prefix(name)
                .and_then(|r| r.strip_prefix('<'))
                .and_then(|r| r.strip_suffix(">::Impl")),
            _ => None,
        })
    }

    /// Whether the op overrides `method` of the interface `name`
    /// (`DeclareOpInterfaceMethods<name, [method]>`).
    pub fn overrides(&self, name: &str, method: &str) -> bool {
        self.traits.iter().any(|t| {
            matches!(t, Trait::Interface { name: n, overridden, .. }
                if n == name && overridden.iter().any(|m| m == method))
        })
    }

    /// Whether the op implements the interface `name`: `None` when it does
    /// not, else whether it declares the methods itself.
    pub fn interface(&self, name: &str) -> Option<bool> {
        self.traits.iter().find_map(|t| match t {
            Trait::Interface {
                name: n, declared, ..
            } if n == name => Some(*declared),
            _ => None,
        })
    }
}

/// Reads the `Op` def `def`; `dialect` is the index of its dialect.
pub fn read(
    def: View<'_>,
    dialect: usize,
    dialect_name: &str,
    constraints: &mut Constraints,
) -> Result<Op> {
    let def_name = def.name();
    let class_name = class_name(&def_name);
    let mnemonic = def.string("opName");
    let op_name = if dialect_name.is_empty() {
        mnemonic
    } else {
        format!("{dialect_name}.{mnemonic}")
    };
    let namespace = def.namespace();

    let mut op = Op {
        def_name,
        span: def.loc(),
        dialect,
        op_name,
        class_name,
        namespace,
        cpp_namespace: def.string("cppNamespace"),
        summary: def.string("summary"),
        description: def.string("description"),
        arguments: Vec::new(),
        operands: Vec::new(),
        attributes: Vec::new(),
        properties: Vec::new(),
        results: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        traits: Vec::new(),
        doc_traits: trait_doc::read(def.defs("traits")),
        type_matches: Vec::new(),
        inferred_result_types: None,
        group_effects: Vec::new(),
        builders: Vec::new(),
        skip_default_builders: def.bit("skipDefaultBuilders"),
        assembly_format: def.dsl("assemblyFormat"),
        format: None,
        has_custom_assembly_format: def.bit("hasCustomAssemblyFormat"),
        has_verifier: def.bit("hasVerifier"),
        has_region_verifier: def.bit("hasRegionVerifier"),
        has_folder: def.bit("hasFolder"),
        has_canonicalizer: def.bit("hasCanonicalizer"),
        has_canonicalize_method: def.bit("hasCanonicalizeMethod"),
        extra_class_declaration: def.code("extraClassDeclaration"),
        extra_class_definition: def.code("extraClassDefinition").or_else(|| {
            let target = format!("{}.extraClassDefinition", def.name());
            super::overlay::added(def, &target)
        }),
        derived_attrs: Vec::new(),
        cpp_deprecated: def.str("odsCppDeprecated").map(str::to_string),
        doc_group: def.def("opDocGroup").map(OpDocGroup::read),
    };
    // In the order of MLIR's checks.
    read_arguments(def, &mut op, constraints)?;
    op.derived_attrs = read_derived_attrs(def)?;
    read_results(def, &mut op, constraints)?;
    op.successors = read_entities(
        def,
        "successor",
        "Successor",
        ConstraintKind::Successor,
        constraints,
    )?;
    check_dependent_traits(def)?;
    op.regions = read_entities(def, "region", "Region", ConstraintKind::Region, constraints)?;
    let mut seen = Vec::new();
    for t in def.defs("traits") {
        collect_trait(t, def.loc(), &mut op.traits, &mut seen);
    }
    add_variable_effects(def, &mut op);
    op.type_matches = type_matches(def);
    op.inferred_result_types = super::type_inference::inferred_result_types(def, &op);
    transformers_into_preds(def, &mut op.traits);
    op.builders = read_builders(def)?;
    if op.builders.is_empty() && op.skip_default_builders {
        return Err(def.error(
            def.loc(),
            "default builders are skipped and no custom builders provided",
        ));
    }
    super::op_names::check_entity_names(def, &op)?;
    check(def, &op)?;
    Ok(op)
}

/// What MLIR checks as it generates an op, after it has read every op:
/// accessors declared twice, then the declarative format, which it parses.
pub fn finish(def: View<'_>, op: &mut Op) -> Result<()> {
    super::op_names::check_accessor_overlaps(def, op)?;
    op.format = parse_format(def, op)?;
    Ok(())
}

/// Parses the declarative format, an error pointing into the format
/// string with a note at the def, as `mlir-tblgen` reports it.
fn parse_format(def: View<'_>, op: &Op) -> Result<Option<OpFormat>> {
    let Some(code) = &op.assembly_format else {
        return Ok(None);
    };
    let mut traits = Vec::new();
    type_traits(&def.name(), def.defs("traits"), &mut traits);
    op_format::parse(&code.text, op, &traits)
        .map(|mut format| {
            let target = format!("{}.assemblyFormat", def.name());
            rustify_string_args(def, &target, code.span, &mut format.elements);
            Some(format)
        })
        .map_err(|e| {
            let text = locate(def.keeper, &code.text, code.span);
            let span = if code.text.trim().is_empty() {
                // Nothing to point into: the def.
                def.loc()
            } else if text == code.span {
                code.span
            } else {
                e.at(text)
            };
            Box::new(Diagnostic::error(Some(span), e.message).with_note(
                Some(def.loc()),
                "in custom assembly format for this operation",
            ))
        })
}

/// The string arguments of the custom directives in `elements`, C++ in
/// a `.td` written for `mlir-tblgen` (`"::mlir::AsmParser::Delimiter::Paren"`),
/// replaced by the overlay's Rust for them (its `RustIdiom`s, or a
/// `RustFor` of `target`); a string without Rust is kept as written.
fn rustify_string_args(
    def: View<'_>,
    target: &str,
    span: Span,
    elements: &mut [op_format::Element],
) {
    use op_format::{CustomArg, Element};
    for element in elements {
        match element {
            Element::Custom { args, .. } => {
                for arg in args {
                    if let CustomArg::String(text) = arg {
                        let code = overlay::resolve(def, "assemblyFormat", target, text, span);
                        if code.missing_rust.is_none() {
                            *text = code.text;
                        }
                    }
                }
            }
            Element::OiList(clauses) => {
                for clause in clauses {
                    rustify_string_args(def, target, span, &mut clause.elements);
                }
            }
            Element::Optional(group) => {
                rustify_string_args(def, target, span, &mut group.then);
                rustify_string_args(def, target, span, &mut group.otherwise);
            }
            _ => {}
        }
    }
}

/// The traits a format infers types from, in trait order, lists flattened;
/// `op` names the op for the overlay.
fn type_traits(op: &str, traits: Vec<View<'_>>, out: &mut Vec<TypeTrait>) {
    for t in traits {
        if t.is_a("TraitList") {
            type_traits(op, t.defs("traits"), out);
        } else if t.is_a("AllTypesMatch") {
            out.push(TypeTrait::AllTypesMatch(t.strings("values")));
        } else if t.is_a("TypesMatchWith") {
            out.push(TypeTrait::TypesMatchWith {
                lhs: t.string("lhs"),
                rhs: t.string("rhs"),
                transformer: transformer(op, t, "transformer", &t.string("rhs")),
                ranged: false,
            });
        } else if t.is_a("ShapedTypeMatchesElementCountAndTypes") {
            // As MLIR's format generator: the elements' types come from
            // the shaped type (not the other way).
            out.push(TypeTrait::TypesMatchWith {
                lhs: t.string("shaped"),
                rhs: t.string("elements"),
                transformer: transformer(op, t, "elementTypes", &t.string("elements")),
                ranged: true,
            });
        } else if t.name() == "SameTypeOperands" {
            out.push(TypeTrait::SameTypeOperands);
        } else if t.name() == "SameOperandsAndResultType" {
            out.push(TypeTrait::SameOperandsAndResultType);
        } else if t.str("cppInterfaceName") == Some("InferTypeOpInterface") {
            out.push(TypeTrait::InferTypeOpInterface);
        }
    }
}

/// MLIR's rule: the def name after the first `_` (all of it without one).
pub fn class_name(def_name: &str) -> String {
    match def_name.split_once('_') {
        Some(("", _)) | None => def_name.to_string(),
        Some((prefix, "")) => prefix.to_string(),
        Some((_, rest)) => rest.to_string(),
    }
}

/// The constraint an argument or result names, looking through
/// `Arg`/`Res` wrappers.
pub(crate) fn unwrap_variable(v: View<'_>) -> View<'_> {
    if v.is_a("OpVariable") {
        if let Some(c) = v.def("constraint") {
            return c;
        }
    }
    v
}

pub(crate) fn entry_name<'k>(
    def: View<'k>,
    name: Option<&'k str>,
    what: &str,
    i: usize,
    span: Span,
) -> Result<String> {
    match name {
        Some(n) if !n.is_empty() => Ok(n.to_string()),
        _ => Err(def.error(span, format!("{what} #{i} of '{}' has no name", def.name()))),
    }
}

/// MLIR's `Attribute::getBaseAttr`: the end of the `baseAttr` chain.
fn base_attr(v: View<'_>) -> View<'_> {
    let mut at = v;
    // Bounded: a chain longer than the record count would be a cycle.
    for _ in 0..64 {
        match at.def("baseAttr") {
            Some(base) => at = base,
            None => break,
        }
    }
    at
}

/// An operand or result group; `named` when the `.td` gives its name.
fn value_def(
    v: View<'_>,
    name: String,
    named: bool,
    constraints: &mut Constraints,
    span: Span,
) -> ValueDef {
    let arity = if v.is_a("VariadicOfVariadic") {
        Arity::VariadicOfVariadic {
            segment_attr: v.string("segmentAttrName"),
        }
    } else if v.is_a("Variadic") {
        Arity::Variadic
    } else if v.is_a("Optional") {
        Arity::Optional
    } else {
        Arity::Single
    };
    // As MLIR's `TypeConstraint::getBuilderCall`: a variable-length group
    // builds the type of its `baseType`.
    let built = match arity {
        Arity::Single => Some(v),
        Arity::Optional | Arity::Variadic | Arity::VariadicOfVariadic { .. } => v.def("baseType"),
    };
    let builder_call = built.and_then(|b| b.code("builderCall"));
    let type_def = (arity == Arity::Single && v.is_a("AttrOrTypeDef")).then(|| v.name());
    let mlir_cpp_type = match (arity == Arity::Single).then(|| mlir_type_class(v)) {
        Some(Some(class)) => class.to_string(),
        _ => "::mlir::Type".to_string(),
    };
    ValueDef {
        name,
        named,
        constraint: constraints.intern(ConstraintKind::Type, v, span),
        arity,
        builder_call,
        summary: v.string("summary"),
        span,
        type_def,
        mlir_cpp_type,
    }
}

/// MLIR's C++ class of a type constraint: the prelude's `mlirCppType`, or
/// else a builtin class a dialect's constraint names as its `cppType`
/// (`LLVM_AnyVector`'s `::mlir::VectorType`); a dialect's own classes are
/// left out, their parsers being the dialect's.
fn mlir_type_class<'k>(v: View<'k>) -> Option<&'k str> {
    v.str("mlirCppType")
        .filter(|class| *class != "::mlir::Type")
        .or_else(|| {
            v.str("cppType").filter(|class| {
                class
                    .strip_prefix("::mlir::")
                    .is_some_and(|name| !name.contains("::") && name != "Type")
            })
        })
}

fn read_arguments(def: View<'_>, op: &mut Op, constraints: &mut Constraints) -> Result<()> {
    let span = def.field_loc("arguments");
    let Some(dag) = def.dag("arguments") else {
        return Ok(());
    };
    for (i, arg) in dag.args.iter().enumerate() {
        let Some(v) = def.as_def(arg.value).map(unwrap_variable) else {
            return Err(def.error(def.loc(), format!("undefined type for argument #{i}")));
        };
        // An unnamed attribute or property is an error at its own def.
        let name = |what: &str| match arg.name {
            Some(n) if !n.is_empty() => Ok(n.to_string()),
            _ => Err(def.error(v.loc(), format!("{what} must be named"))),
        };
        if v.is_a("TypeConstraint") {
            let name = value_name(arg.name, "operand", op.operands.len());
            op.arguments.push(Argument::Operand(op.operands.len()));
            op.operands
                .push(value_def(v, name, is_named(arg.name), constraints, span));
        } else if v.is_a("Attr") {
            let name = name("attributes")?;
            if v.is_a("DerivedAttr") {
                return Err(def.error(v.loc(), "derived attributes not allowed in argument list"));
            }
            op.arguments.push(Argument::Attr(op.attributes.len()));
            let target = format!("{}.{name}", def.name());
            op.attributes
                .push(attr_def(v, name, &target, constraints, span)?);
        } else if v.is_a("Property") {
            let name = name("properties")?;
            op.arguments.push(Argument::Prop(op.properties.len()));
            op.properties.push(prop_def(v, name, constraints, span));
        } else {
            return Err(def.error(
                def.loc(),
                "unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed",
            ));
        }
    }
    Ok(())
}

/// The attribute argument `name` read from `v`; `target` names it for an
/// overlay (`Op.argument`), as `v` is most often a record without a name.
pub(crate) fn attr_def(
    v: View<'_>,
    name: String,
    target: &str,
    constraints: &mut Constraints,
    span: Span,
) -> Result<AttrDef> {
    let is_unit =
        std::iter::successors(Some(v), |a| a.def("baseAttr")).any(|a| a.name() == "UnitAttr");
    let storage_type_doc = storage_type_doc(v);
    let optional = v.bit("isOptional");
    // An optional attribute's value is its base attribute's, wrapped in an
    // `Option` by the generator (MLIR's `OptionalAttr` wraps it in its
    // own `returnType`).
    let value_def = match (optional, v.def("baseAttr")) {
        (true, Some(base)) if !base.bit("isOptional") => base,
        _ => v,
    };
    let return_type = value_def.string("returnType");
    let return_type = if return_type.trim().is_empty() {
        "::ods_runtime::Attribute".to_string()
    } else {
        return_type.trim().to_string()
    };
    let convert = value_def
        .code_for(
            "convertFromStorage",
            &format!("{target}.convertFromStorage"),
        )
        .map(|c| Code {
            text: c.text.trim().to_string(),
            ..c
        })
        .filter(|c| !c.text.is_empty())
        .unwrap_or_else(|| Code::rust("$_self".into(), span));
    Ok(AttrDef {
        name,
        constraint: constraints.intern(ConstraintKind::Attr, v, span),
        return_type,
        convert_from_storage: convert,
        const_builder_call: value_def
            .code_for("constBuilderCall", &format!("{target}.constBuilderCall"))
            .filter(|c| !c.text.trim().is_empty())
            .map(|c| Code {
                text: c.text.trim().to_string(),
                ..c
            }),
        default_value: v
            .code_for("defaultValue", &format!("{target}.defaultValue"))
            .filter(|c| !c.text.trim().is_empty()),
        optional,
        is_unit,
        value_type_builder: v.def("valueType").and_then(|t| t.code("builderCall")),
        generic_storage: matches!(
            storage_type_doc.as_str(),
            "::mlir::Attribute" | "::ods_runtime::Attribute"
        ),
        symbol_name: base_attr(v).name() == "SymbolNameAttr",
        attr_def: attr_def_of(v, &storage_type_doc),
        enum_attr: Some(base_attr(v))
            .filter(|b| b.is_a("EnumAttrInfo"))
            .map(|b| b.name()),
        summary: v.string("summary"),
        storage_type_doc,
        span,
    })
}

/// The `AttrDef` an attribute reads and prints stripped through: its base
/// attribute when that is one, else the dialect def whose C++ class is its
/// storage class and that has a custom form (a `DialectAttr` such as LLVM's
/// `TailCallKind` stores a `TailCallKindAttr`: MLIR's
/// `parseCustomAttributeWithFallback` reads any storage class with a
/// `parse` method stripped). Only a dialect's namespace is looked in
/// (`::mlir::LLVM::...`): the builtin classes (`::mlir::IntegerAttr`) are
/// the builtin parser's.
fn attr_def_of(v: View<'_>, storage_class: &str) -> Option<String> {
    let base = base_attr(v);
    if base.is_a("AttrOrTypeDef") {
        return Some(base.name());
    }
    let in_dialect_namespace =
        storage_class.starts_with("::mlir::") && storage_class.matches("::").count() >= 3;
    if !in_dialect_namespace {
        return None;
    }
    v.keeper
        .defs
        .values()
        .map(|&id| View::new(v.keeper, id))
        .find(|d| {
            d.str("odsCppTypeText") == Some(storage_class)
                && d.is_a("AttrDef")
                && (d.str("assemblyFormat").is_some() || d.bit("hasCustomAssemblyFormat"))
        })
        .map(|d| d.name())
}

/// The attribute's C++ storage class as MLIR's docs show it: the prelude's
/// `mlirStorageType` when set (its `storageType` is Rust), else
/// `storageType` with each `$cppClass_<def>` placeholder replaced by the
/// def's C++ class (`odsCppTypeText`), longest names first so that one
/// name that prefixes another is not replaced inside it; MLIR's generic
/// attribute class when neither is set.
fn storage_type_doc(v: View<'_>) -> String {
    if let Some(class) = v.str("mlirStorageType") {
        return class.to_string();
    }
    // Trimmed, as MLIR's `getStorageType` reads it.
    let mut text = v.string("storageType").trim().to_string();
    if text.is_empty() {
        return "::mlir::Attribute".into();
    }
    let mut defs: Vec<String> = class_refs(&text).into_iter().map(str::to_string).collect();
    defs.sort_by_key(|d| std::cmp::Reverse(d.len()));
    for name in defs {
        if let Some(&id) = v.keeper.defs.get(&name) {
            let class = View::new(v.keeper, id).string("odsCppTypeText");
            text = text.replace(&placeholder(&name), &class);
        }
    }
    text
}

fn prop_def(v: View<'_>, name: String, constraints: &mut Constraints, span: Span) -> PropDef {
    let is_unit = v.is_a("_cls_UnitProp");
    PropDef {
        name,
        constraint: constraints.intern(ConstraintKind::Property, v, span),
        interface_type: v.string("interfaceType").trim().to_string(),
        storage_type: v.string("storageType").trim().to_string(),
        parser: v.code("parser"),
        optional_parser: v.code("optionalParser"),
        printer: v.code("printer"),
        convert_to_attribute: v.string("convertToAttribute").trim().to_string(),
        convert_from_attribute: v.string("convertFromAttribute").trim().to_string(),
        convert_from_attribute_error: v.string("convertFromAttributeError"),
        default_value: v.code("defaultValue"),
        is_unit,
        is_enum: v.is_a("EnumProp"),
        converts_any_integer: v.is_a("EnumProp") && !v.is_a("EnumPropWithAttrForm"),
        optionally_parsed: is_unit || v.code("optionalParser").is_some(),
        summary: v.string("summary"),
        span,
    }
}

fn read_results(def: View<'_>, op: &mut Op, constraints: &mut Constraints) -> Result<()> {
    let span = def.field_loc("results");
    let Some(dag) = def.dag("results") else {
        return Ok(());
    };
    for (i, arg) in dag.args.iter().enumerate() {
        let name = value_name(arg.name, "result", i);
        let Some(v) = def.as_def(arg.value).map(unwrap_variable) else {
            return Err(def.error(def.loc(), format!("undefined type for result #{i}")));
        };
        if !v.is_a("TypeConstraint") {
            return Err(def.error(span, format!("result '{name}' is not a type constraint")));
        }
        if v.is_a("VariadicOfVariadic") {
            return Err(def.error(
                def.loc(),
                "'VariadicOfVariadic' results are currently not supported",
            ));
        }
        op.results
            .push(value_def(v, name, is_named(arg.name), constraints, span));
    }
    Ok(())
}

/// The regions or successors of an op (`what` is `region` or `successor`):
/// each a `Region` (`Successor`), the last one maybe variadic.
fn read_entities(
    def: View<'_>,
    what: &str,
    class: &str,
    kind: ConstraintKind,
    constraints: &mut Constraints,
) -> Result<Vec<EntityDef>> {
    let field = format!("{what}s");
    let span = def.field_loc(&field);
    let Some(dag) = def.dag(&field) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (i, arg) in dag.args.iter().enumerate() {
        let name = arg.name.unwrap_or_default().to_string();
        let Some(v) = def.as_def(arg.value) else {
            return Err(def.error(def.loc(), format!("undefined kind for {what} #{i}")));
        };
        if !v.is_a(class) {
            let which = if name.is_empty() {
                format!("#{i}")
            } else {
                format!("'{name}'")
            };
            return Err(def.error(span, format!("{what} {which} is not a {class}")));
        }
        let variadic = v.is_a(&format!("Variadic{class}"));
        if variadic && i + 1 != dag.args.len() {
            return Err(def.error(def.loc(), format!("only the last {what} can be variadic")));
        }
        // MLIR's builders count a variadic region group by name
        // (`<name>Count`).
        if variadic && name.is_empty() && class == "Region" {
            return Err(def.error(def.loc(), "variadic regions must be named"));
        }
        out.push(EntityDef {
            name,
            constraint: constraints.intern(kind, v, span),
            variadic,
        })
    }
    Ok(out)
}

/// Flattens `TraitList`s and adds the traits a trait depends on before it,
/// each once. `site` is where the user applied the outermost trait.
pub(crate) fn collect_trait(
    t: View<'_>,
    site: Span,
    out: &mut Vec<Trait>,
    seen: &mut Vec<crate::tablegen::RecordId>,
) {
    if seen.contains(&t.id) {
        return;
    }
    seen.push(t.id);
    let site = t.user_loc(site);
    if t.is_a("TraitList") {
        for c in t.defs("traits") {
            collect_trait(c, site, out, seen);
        }
        return;
    }
    // Traits an interface or native trait implies come first, and an
    // interface's bases before it (MLIR's `Operator` order, which is the
    // order of verification: `Symbol` before `FunctionOpInterface`).
    for c in t.defs("traits") {
        collect_trait(c, site, out, seen);
    }
    if t.is_a("Interface") {
        for base in t.defs("baseInterfaces") {
            collect_trait(base, site, out, seen);
        }
    }
    let entry = if t.is_a("PredTrait") {
        Trait::Pred {
            summary: t.string("summary"),
            pred: t
                .def("predicate")
                .map_or_else(|| Pred::always(t), pred::fold),
            site,
        }
    } else if t.is_a("InterfaceTrait") || t.is_a("Interface") {
        let name = t
            .str("cppInterfaceName")
            .map(str::to_string)
            .unwrap_or_else(|| t.name());
        let declared = t.is_a("DeclareInterfaceMethods");
        Trait::Interface {
            name,
            declared,
            overridden: if declared {
                t.strings("alwaysOverriddenMethods")
            } else {
                Vec::new()
            },
        }
    } else if t.is_a("GenInternalTrait") {
        Trait::Internal(t.string("trait"))
    } else if t.is_a("NativeTrait") {
        Trait::Native(t.string("trait"))
    } else {
        return;
    };
    if !out.contains(&entry) {
        out.push(entry);
    }
    if t.is_a("SideEffectsTraitBase")
        && t.str("baseEffectName") == Some("::mlir::MemoryEffects::Effect")
    {
        let effects = t
            .defs("effects")
            .into_iter()
            .filter_map(memory_effect_name)
            .collect();
        out.push(Trait::MemoryEffects(effects));
    }
}

/// The memory effect named by a `MemoryEffect` def (`Read`, `Write`, ...),
/// if it is one.
fn memory_effect_name(e: View<'_>) -> Option<String> {
    (e.str("baseEffectName") == Some("::mlir::MemoryEffects::Effect")).then(|| {
        let effect = e.string("effect");
        effect.rsplit("::").next().unwrap_or_default().to_string()
    })
}

/// Adds the effects of the op's operands and results
/// (`Arg<AnyMemRef, "", [MemRead]>`) to the op's, as MLIR's `Operator`
/// gathers them into one `MemoryEffectOpInterface`. MLIR's `getEffects`
/// gives one effect per value, so an effect on an optional or variadic
/// group counts only for the values the op has: those go to
/// [`Op::group_effects`].
fn add_variable_effects(def: View<'_>, op: &mut Op) {
    let mut effects = Vec::new();
    let mut grouped = Vec::new();
    for field in ["arguments", "results"] {
        let Some(dag) = def.dag(field) else {
            continue;
        };
        for (i, arg) in dag.args.iter().enumerate() {
            let Some(var) = def.as_def(arg.value).filter(|v| v.is_a("OpVariable")) else {
                continue;
            };
            let group = match (field, op.arguments.get(i)) {
                ("results", _) => op.results.get(i).map(|r| (false, i, r.arity.is_variable())),
                (_, Some(Argument::Operand(k))) => op
                    .operands
                    .get(*k)
                    .map(|o| (true, *k, o.arity.is_variable())),
                _ => None,
            };
            let names = var
                .defs("decorators")
                .into_iter()
                .filter(|d| d.is_a("SideEffect"))
                .filter_map(memory_effect_name);
            // An allocation of a result is the op's value, which MLIR's
            // dead-code check does not count against the op.
            for name in names {
                let name = match (field, name.as_str()) {
                    ("results", "Allocate") => "AllocateResult".to_string(),
                    _ => name,
                };
                match group {
                    Some((operand, index, true)) => grouped.push(GroupEffect {
                        operand,
                        group: index,
                        effect: name,
                    }),
                    _ => effects.push(name),
                }
            }
        }
    }
    if effects.is_empty() && grouped.is_empty() {
        return;
    }
    op.group_effects = grouped;
    match op.traits.iter_mut().find_map(|t| match t {
        Trait::MemoryEffects(declared) => Some(declared),
        _ => None,
    }) {
        Some(declared) => declared.extend(effects),
        None => op.traits.push(Trait::MemoryEffects(effects)),
    }
}

/// The `AllTypesMatch` and `TypesMatchWith` traits of the op, looking
/// through trait lists.
fn type_matches(def: View<'_>) -> Vec<TypeMatch> {
    let mut out = Vec::new();
    let mut stack = def.defs("traits");
    while let Some(t) = stack.pop() {
        if t.is_a("TraitList") {
            stack.extend(t.defs("traits"));
        } else if t.is_a("AllTypesMatch") {
            out.push(TypeMatch {
                names: t.strings("values"),
                transformer: None,
            });
        } else if t.is_a("TypesMatchWith") {
            out.push(TypeMatch {
                names: vec![t.string("lhs"), t.string("rhs")],
                transformer: Some(transformer(&def.name(), t, "transformer", &t.string("rhs"))),
            });
        }
    }
    out
}

/// The prelude composes a `TypesMatchWith`'s predicate from its transform:
/// where that transform is C++ with Rust from the overlay
/// (`Op.rhs.transformer`), the predicate takes the same Rust in its place;
/// where it has none, neither has the predicate.
fn transformers_into_preds(def: View<'_>, traits: &mut [Trait]) {
    let mut stack = def.defs("traits");
    while let Some(t) = stack.pop() {
        if t.is_a("TraitList") {
            stack.extend(t.defs("traits"));
            continue;
        }
        if !t.is_a("TypesMatchWith") {
            continue;
        }
        let cpp = t.string("transformer");
        let rust = transformer(&def.name(), t, "transformer", &t.string("rhs"));
        if rust.text == cpp && rust.missing_rust.is_none() {
            continue;
        }
        // `$_self` as the prelude's `TypesMatchWith` and
        // `OptionalTypesMatchWith` substitute it.
        let typed = format!(
            "::ods_runtime::ods::pred::type_of($_ctxt, ${})",
            t.string("lhs")
        );
        for self_ in [typed.as_str(), "__lhs_type"] {
            let (from, to) = (
                cpp.replace("$_self", self_),
                rust.text.replace("$_self", self_),
            );
            for t in traits.iter_mut() {
                let Trait::Pred { pred, .. } = t else {
                    continue;
                };
                if !pred.expr.contains(&from) {
                    continue;
                }
                // Without Rust for the transform, the predicate has none.
                if rust.missing_rust.is_some() {
                    for leaf in pred.leaves.iter_mut().filter(|l| l.text.contains(&from)) {
                        leaf.missing_rust = leaf.missing_rust.take().or(rust.missing_rust.clone());
                    }
                    continue;
                }
                pred.expr = pred.expr.replace(&from, &to);
                for leaf in pred.leaves.iter_mut().filter(|l| l.text.contains(&from)) {
                    leaf.text = leaf.text.replace(&from, &to);
                    leaf.missing_rust = None;
                }
            }
        }
    }
}

/// The transformer `field` of the type trait `t` of the op `op`, giving
/// the type of `rhs`; its overlay target is `Op.rhs.transformer`.
pub(crate) fn transformer(op: &str, t: View<'_>, field: &str, rhs: &str) -> Code {
    let target = format!("{op}.{rhs}.transformer");
    t.code_for(field, &target)
        .unwrap_or_else(|| Code::rust(String::new(), t.loc()))
}

fn read_builders(def: View<'_>) -> Result<Vec<CustomBuilder>> {
    let mut out = Vec::new();
    for (k, b) in def.defs("builders").into_iter().enumerate() {
        let span = b.loc();
        let target = format!("{}.builders.{k}", def.name());
        let mut params = Vec::new();
        if let Some(dag) = b.dag("dagParams") {
            for (i, p) in dag.args.iter().enumerate() {
                // MLIR names an unnamed parameter `odsArg<i>`.
                let name = value_name(p.name, "odsArg", i);
                params.push(builder_param(b, p.value, name, &target));
            }
        }
        let deprecated = b
            .str("odsCppDeprecated")
            .or(b.str("deprecatedMsg"))
            .filter(|s| !s.is_empty());
        out.push(CustomBuilder {
            params,
            body: b
                .code_for("body", &format!("{target}.body"))
                .filter(|c| !c.text.trim().is_empty()),
            deprecated: deprecated.map(str::to_string),
            span,
        });
    }
    Ok(out)
}

/// The parameter `name` of the builder `b` (`"Type":$name` or a `CArg`),
/// its type and default named for the overlay under `target.name`.
pub(crate) fn builder_param(
    b: View<'_>,
    value: InitId,
    name: String,
    target: &str,
) -> BuilderParam {
    let target = format!("{target}.{name}");
    let (ty, default) = match b.as_def(value) {
        Some(carg) if carg.is_a("CArg") => {
            let ty = overlay::resolve_type(carg, &format!("{target}.type"), &carg.string("type"));
            let default = carg
                .code_for("defaultValue", &format!("{target}.default"))
                .filter(|d| !d.text.is_empty());
            (ty, default)
        }
        _ => (
            overlay::resolve_type(b, &format!("{target}.type"), &b.text_of(value)),
            None,
        ),
    };
    BuilderParam { name, ty, default }
}

fn read_derived_attrs(def: View<'_>) -> Result<Vec<DerivedAttrDef>> {
    let rec = def.keeper.record(def.id);
    let mut out = Vec::new();
    for v in &rec.values {
        let Some(d) = def.as_def(v.value) else {
            continue;
        };
        if !d.is_a("DerivedAttr") {
            continue;
        }
        let name = def.keeper.store.unquoted(v.name);
        let Some(body) = d.code("body") else {
            return Err(def.error(v.loc, format!("derived attribute '{name}' has no body")));
        };
        out.push(DerivedAttrDef {
            name,
            return_type: d.string("returnType").trim().to_string(),
            body,
            summary: d.string("summary"),
            storage_type_doc: storage_type_doc(d),
        });
    }
    Ok(out)
}

/// What MLIR rejects when it reads an op.
/// MLIR's `Operator` walks the traits in order (lists flattened, an
/// interface after its bases, each once) and requires each trait's
/// `dependentTraits` to come before it: its verification relies on theirs.
fn check_dependent_traits(def: View<'_>) -> Result<()> {
    fn walk(
        def: View<'_>,
        traits: Vec<View<'_>>,
        seen: &mut Vec<crate::tablegen::RecordId>,
    ) -> Result<()> {
        for t in traits {
            if t.is_a("TraitList") {
                walk(def, t.defs("traits"), seen)?;
                continue;
            }
            if seen.contains(&t.id) {
                continue;
            }
            seen.push(t.id);
            if t.is_a("Interface") {
                walk(def, t.defs("baseInterfaces"), seen)?;
            }
            if let Some(missing) = t
                .defs("dependentTraits")
                .into_iter()
                .find(|d| !seen.contains(&d.id))
            {
                return Err(def.error(
                    def.loc(),
                    format!(
                        "{} requires {} to precede it in traits list",
                        t.string("trait"),
                        missing.string("trait")
                    ),
                ));
            }
        }
        Ok(())
    }
    walk(def, def.defs("traits"), &mut Vec::new())
}

fn check(def: View<'_>, op: &Op) -> Result<()> {
    let groups = [
        (
            &op.operands,
            "operand",
            "SameVariadicOperandSize",
            "AttrSizedOperandSegments",
        ),
        (
            &op.results,
            "result",
            "SameVariadicResultSize",
            "AttrSizedResultSegments",
        ),
    ];
    for (values, what, same, sized) in groups {
        let variable = values.iter().filter(|v| v.arity.is_variable()).count();
        if variable > 1 && !op.has_internal_trait(same) && !op.has_native_trait(sized) {
            return Err(def.error(
                def.loc(),
                format!("op '{}' has more than one variable-length {what} group and needs the {same} or {sized} trait", op.def_name),
            ));
        }
    }
    for o in &op.operands {
        if let Arity::VariadicOfVariadic { segment_attr } = &o.arity {
            if !op.attributes.iter().any(|a| &a.name == segment_attr)
                && !op.properties.iter().any(|p| &p.name == segment_attr)
            {
                return Err(def.error(
                    o.span,
                    format!("operand '{}' is split by the attribute '{segment_attr}', which the op does not declare", o.name),
                ));
            }
        }
    }
    Ok(())
}

/// Whether a dag argument has a name.
fn is_named(name: Option<&str>) -> bool {
    name.is_some_and(|n| !n.is_empty())
}

/// The name of an operand or result, or `operand<i>`/`result<i>` when it
/// has none (MLIR then gives it no accessor; we give it that name); of a
/// builder parameter, or MLIR's `odsArg<i>`.
fn value_name(name: Option<&str>, what: &str, i: usize) -> String {
    match name {
        Some(n) if is_named(name) => n.to_string(),
        _ => format!("{what}{i}"),
    }
}
