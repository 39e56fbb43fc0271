//! Attribute and type definitions (`AttrDef`, `TypeDef`), read as MLIR's
//! `mlir/lib/TableGen/AttrOrTypeDef.cpp` reads them, with its checks.
//!
//! A def is also a constraint: its predicate, storage and return types name
//! its typed handle as `$cppClass_<def name>` ([`placeholder`]), which the
//! code generator replaces by the handle's path relative to the module that
//! uses it ([`class_refs`] lists them in a text).

use super::attr_type_format::{self, Format, FormatParam};
use super::constraint::{ConstraintId, ConstraintKind, Constraints};
use super::cpp_types::{accessor_type_of, rust_type_of_cpp};
use super::op::{self, BuilderParam, Trait};
use super::records::{locate, Code, Result, View};
use crate::tablegen::source::Span;
use crate::tablegen::Diagnostic;

/// Whether a def is an attribute or a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefKind {
    /// An `AttrDef`.
    Attr,
    /// A `TypeDef`.
    Type,
}

/// One parameter of a def.
#[derive(Clone, Debug)]
pub struct Parameter {
    /// The `$name`.
    pub name: String,
    /// The type as written (`cppType`).
    pub cpp_type: String,
    /// The type as MLIR's messages name it: `cpp_type`, or for a def the
    /// C++ class (`::ns::PairType`) where `cpp_type` names its handle.
    pub cpp_type_text: String,
    /// The Rust type of the value ([`rust_type_of_cpp`] of `cpp_type`).
    pub rust_type: String,
    /// The type the accessor returns: `cppAccessorType` mapped when given,
    /// else [`accessor_type_of`] the Rust type (`&str` for a `String`).
    pub accessor_type: String,
    /// The Rust type stored (`cppStorageType`, mapped).
    pub storage_type: String,
    /// Stored value `$_self` to the value (`convertFromStorage`).
    pub convert_from_storage: String,
    /// `summary`.
    pub summary: Option<String>,
    /// `syntax`, for documentation (the type string when unset).
    pub syntax: String,
    /// `allocator` (kept: Rust values need none).
    pub allocator: Option<Code>,
    /// Equality over `$_lhs` and `$_rhs` (`$_lhs == $_rhs` when unset).
    pub comparator: String,
    /// Custom parse code (`$_parser`, `$_type`), a `Result` of the value.
    pub parser: Option<Code>,
    /// Custom print code (`$_printer`, `$_self`).
    pub printer: Option<Code>,
    /// The value used when absent (`defaultValue`; `$_ctxt` is the
    /// context); a parameter with one is optional.
    pub default_value: Option<Code>,
    /// An `AttributeSelfTypeParameter`: the attribute's type, parsed and
    /// printed after it as `: type`, never in its format.
    pub is_self_type: bool,
    /// When the parameter is a type or attribute constraint, its
    /// verifier.
    pub constraint: Option<ConstraintId>,
    /// MLIR's C++ class of a type constraint parameter's value when it is
    /// not any type (`mlirCppType`, `::mlir::FloatType`): the parser reads
    /// the type as that class.
    pub type_class: Option<String>,
    /// An `OptionalParameter` of a plain C++ value (`"uint64_t"`, not
    /// `std::optional<...>`), held as an `Option` of it: that C++ type.
    /// MLIR stores the value itself, `T()` when absent.
    pub plain_optional: Option<String>,
}

impl Parameter {
    /// MLIR's `isOptional`: the parameter has a default value.
    pub fn is_optional(&self) -> bool {
        self.default_value.is_some()
    }

    /// The Rust condition, over `$_self` (the value), under which an
    /// optional parameter is printed: it differs from its default
    /// (`!(comparator)`, `$_rhs` the default); `None` for a required one.
    pub fn print_condition(&self) -> Option<String> {
        let default = self.default_value.as_ref()?;
        let cmp = self
            .comparator
            .replace("$_lhs", "($_self)")
            .replace("$_rhs", &format!("({})", default.text.trim()));
        Some(format!("!({cmp})"))
    }
}

/// A custom `get` (`AttrOrTypeBuilder`).
#[derive(Clone, Debug)]
pub struct DefBuilder {
    /// Its parameters (`dagParams`), types mapped to Rust, `CArg`
    /// defaults kept.
    pub params: Vec<BuilderParam>,
    /// The Rust body (`$_get`, `$_ctxt`); `None` when the dialect writes it.
    pub body: Option<Code>,
    /// The Rust type returned, when not the handle.
    pub return_type: Option<String>,
    /// The context comes from a parameter, not a first `ctx` argument.
    pub has_inferred_context_param: bool,
    /// The builder's record, for errors.
    pub span: Span,
}

/// An `AttrDef` or `TypeDef`.
#[derive(Clone, Debug)]
pub struct AttrOrTypeDef {
    /// The def's name (`Toy_StructType`).
    pub def_name: String,
    /// Where it was written.
    pub span: Span,
    /// Attribute or type.
    pub kind: DefKind,
    /// Index of its dialect in [`Model::dialects`](super::Model::dialects).
    pub dialect: usize,
    /// The handle's name (`cppClassName`: `StructType`).
    pub class_name: String,
    /// Its Rust module path (the dialect's `cppNamespace`).
    pub namespace: Vec<String>,
    /// The keyword in the textual form.
    pub mnemonic: Option<String>,
    /// `dialect.mnemonic` (`attrName`/`typeName`), when there is a mnemonic.
    pub name: Option<String>,
    /// `summary`.
    pub summary: String,
    /// `description`.
    pub description: String,
    /// The parameters, in order.
    pub parameters: Vec<Parameter>,
    /// The custom builders.
    pub builders: Vec<DefBuilder>,
    /// `skipDefaultBuilders`.
    pub skip_default_builders: bool,
    /// `genVerifyDecl`: the dialect writes `verify`.
    pub gen_verify_decl: bool,
    /// `genAccessors`.
    pub gen_accessors: bool,
    /// `genStorageClass`.
    pub gen_storage_class: bool,
    /// `hasStorageCustomConstructor`.
    pub has_storage_custom_constructor: bool,
    /// `storageClass` and `storageNamespace`.
    pub storage_class: String,
    /// See [`storage_class`](Self::storage_class).
    pub storage_namespace: String,
    /// `cppBaseClassName` (kept for documentation).
    pub base_class_name: String,
    /// The traits, flattened; interfaces are [`Trait::Interface`].
    pub traits: Vec<Trait>,
    /// `extraClassDeclaration`: items in the handle's `impl`.
    pub extra_class_declaration: Option<Code>,
    /// `extraClassDefinition`: items at module level (`$cppClass`).
    pub extra_class_definition: Option<Code>,
    /// The declarative format as written.
    pub assembly_format: Option<Code>,
    /// The parsed format.
    pub format: Option<Format>,
    /// `hasCustomAssemblyFormat`: the dialect writes `parse`/`print`.
    pub has_custom_assembly_format: bool,
    /// `genMnemonicAlias`.
    pub gen_mnemonic_alias: bool,
    /// An attribute's `typeBuilder`, if set.
    pub type_builder: Option<String>,
}

impl AttrOrTypeDef {
    /// The placeholder that names this def's handle in code.
    pub fn placeholder(&self) -> String {
        placeholder(&self.def_name)
    }

    /// MLIR's `genVerifyInvariantsImpl`: some parameter is a constraint.
    pub fn verifies_parameters(&self) -> bool {
        self.parameters.iter().any(|p| p.constraint.is_some())
    }

    /// The self-type parameter of an attribute, if any.
    pub fn self_type_parameter(&self) -> Option<usize> {
        self.parameters.iter().position(|p| p.is_self_type)
    }

    /// Whether the attribute lists `TypedAttrInterface`: its self type is
    /// its type, printed after it (` : i32`) as MLIR prints a `TypedAttr`.
    pub fn is_typed_attr(&self) -> bool {
        self.kind == DefKind::Attr
            && self
                .traits
                .iter()
                .any(|t| matches!(t, Trait::Interface { name, .. } if name == "TypedAttr"))
    }

    /// The index of the first parameter from which the default builder
    /// gives defaults: as with C++ default arguments, a parameter's default
    /// is used only when every later one has one too.
    pub fn builder_defaults_from(&self) -> usize {
        self.parameters
            .iter()
            .rposition(|p| !p.is_optional())
            .map_or(0, |i| i + 1)
    }
}

/// `$cppClass_<def name>`: how code names the handle of def `def_name`.
pub fn placeholder(def_name: &str) -> String {
    format!("$cppClass_{def_name}")
}

/// The def names of the `$cppClass_<def name>` placeholders in `text`, in
/// order of appearance, each once.
pub fn class_refs(text: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for (at, _) in text.match_indices("$cppClass_") {
        let rest = &text[at + "$cppClass_".len()..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if len > 0 && !out.contains(&&rest[..len]) {
            out.push(&rest[..len]);
        }
    }
    out
}

/// Reads the `AttrDef`/`TypeDef` `def` of dialect number `dialect`.
pub fn read(def: View<'_>, dialect: usize, constraints: &mut Constraints) -> Result<AttrOrTypeDef> {
    let kind = if def.is_a("AttrDef") {
        DefKind::Attr
    } else {
        DefKind::Type
    };
    let namespace = def
        .def("dialect")
        .map(|d| d.namespace())
        .unwrap_or_default();
    let mnemonic = def.str("mnemonic").map(str::to_string);
    let name_field = match kind {
        DefKind::Attr => "attrName",
        DefKind::Type => "typeName",
    };
    let mut out = AttrOrTypeDef {
        def_name: def.name(),
        span: def.loc(),
        kind,
        dialect,
        class_name: def.string("cppClassName"),
        namespace,
        name: mnemonic
            .as_ref()
            .and_then(|_| def.str(name_field))
            .map(str::to_string),
        mnemonic,
        summary: def.string("summary"),
        description: def.string("description"),
        parameters: read_parameters(def, constraints)?,
        builders: read_builders(def)?,
        skip_default_builders: def.bit("skipDefaultBuilders"),
        gen_verify_decl: def.bit("genVerifyDecl"),
        gen_accessors: def.bit("genAccessors"),
        gen_storage_class: def.bit("genStorageClass"),
        has_storage_custom_constructor: def.bit("hasStorageCustomConstructor"),
        storage_class: def.string("storageClass"),
        storage_namespace: def.string("storageNamespace"),
        base_class_name: def.string("cppBaseClassName"),
        traits: Vec::new(),
        extra_class_declaration: def.code("extraClassDeclaration"),
        extra_class_definition: def.code("extraClassDefinition"),
        assembly_format: def
            .str("assemblyFormat")
            .map(|text| Code::rust(text.to_string(), def.field_loc("assemblyFormat"))),
        format: None,
        has_custom_assembly_format: def.bit("hasCustomAssemblyFormat"),
        gen_mnemonic_alias: def.bit("genMnemonicAlias"),
        type_builder: def.str("typeBuilder").map(str::to_string),
    };
    let mut seen = Vec::new();
    for t in def.defs("traits") {
        op::collect_trait(t, def.loc(), &mut out.traits, &mut seen);
    }
    check(def, &out)?;
    out.format = parse_format(def, &out)?;
    Ok(out)
}

fn read_parameters(def: View<'_>, constraints: &mut Constraints) -> Result<Vec<Parameter>> {
    let Some(dag) = def.dag("parameters") else {
        return Ok(Vec::new());
    };
    let span = def.field_loc("parameters");
    let mut out: Vec<Parameter> = Vec::new();
    for (i, arg) in dag.args.iter().enumerate() {
        let Some(name) = arg.name.filter(|n| !n.is_empty()) else {
            return Err(def.error(
                span,
                format!("parameter #{i} of '{}' has no name", def.name()),
            ));
        };
        if out.iter().any(|p| p.name == name) {
            return Err(def.error(
                span,
                format!(
                    "'{}' has more than one parameter named '{name}'",
                    def.name()
                ),
            ));
        }
        out.push(match def.as_def(arg.value) {
            None => plain_parameter(name, &def.text_of(arg.value)),
            Some(p) => record_parameter(name, p, span, constraints)?,
        });
    }
    Ok(out)
}

/// A parameter given as a type string: `"unsigned":$width`.
fn plain_parameter(name: &str, cpp_type: &str) -> Parameter {
    let rust_type = rust_type_of_cpp(cpp_type);
    Parameter {
        name: name.to_string(),
        cpp_type: cpp_type.to_string(),
        cpp_type_text: cpp_type.to_string(),
        accessor_type: accessor_type_of(&rust_type),
        storage_type: rust_type.clone(),
        rust_type,
        convert_from_storage: "$_self".into(),
        summary: None,
        syntax: cpp_type.to_string(),
        allocator: None,
        comparator: "$_lhs == $_rhs".into(),
        parser: None,
        printer: None,
        default_value: None,
        is_self_type: false,
        constraint: None,
        type_class: None,
        plain_optional: None,
    }
}

/// A parameter given as a record: an `AttrOrTypeParameter`, or a type or
/// attribute constraint (whose `cppType` is the value's type).
fn record_parameter(
    name: &str,
    p: View<'_>,
    span: Span,
    constraints: &mut Constraints,
) -> Result<Parameter> {
    let Some(cpp_type) = p.str("cppType") else {
        return Err(p.error(
            p.user_loc(span),
            format!(
                "Missing `cppType` field in Attribute/Type parameter: {}",
                p.name()
            ),
        ));
    };
    let mut param = plain_parameter(name, cpp_type);
    let mapped = |field: &str| p.str(field).map(rust_type_of_cpp);
    if let Some(accessor) = p.str("cppAccessorType").filter(|a| *a != cpp_type) {
        param.accessor_type = rust_type_of_cpp(accessor);
    }
    param.storage_type = mapped("cppStorageType").unwrap_or(param.rust_type.clone());
    // A def's `convertFromStorage` turns an op's stored attribute into its
    // handle; as a parameter the handle itself is stored.
    param.convert_from_storage = match p.str("convertFromStorage") {
        Some(convert) if !p.is_a("AttrOrTypeDef") => convert,
        _ => "$_self",
    }
    .to_string();
    param.summary = p.str("summary").map(str::to_string);
    param.syntax = p.str("syntax").unwrap_or(cpp_type).to_string();
    if let Some(text) = p.str("odsCppTypeText") {
        param.cpp_type_text = text.to_string();
    }
    param.allocator = p.code("allocator");
    param.comparator = p.str("comparator").unwrap_or("$_lhs == $_rhs").to_string();
    param.parser = p.code("parser");
    param.printer = p.code("printer");
    param.default_value = p.code("defaultValue");
    param.is_self_type = p.is_a("AttributeSelfTypeParameter");
    // The prelude's `OptionalParameter` wraps a type that is not optional
    // already in an `Option` (its `cppType`), keeping MLIR's as the text.
    param.plain_optional = Some(param.cpp_type_text.clone())
        .filter(|text| p.is_a("OptionalParameter") && text != cpp_type);
    let kind = if p.is_a("TypeConstraint") {
        Some(ConstraintKind::Type)
    } else if p.is_a("AttrConstraint") {
        Some(ConstraintKind::Attr)
    } else {
        None
    };
    param.constraint = kind.map(|k| constraints.intern(k, p, span));
    param.type_class = p
        .str("mlirCppType")
        .filter(|class| kind == Some(ConstraintKind::Type) && *class != "::mlir::Type")
        .map(str::to_string);
    Ok(param)
}

fn read_builders(def: View<'_>) -> Result<Vec<DefBuilder>> {
    let mut out = Vec::new();
    for (k, b) in def.defs("builders").into_iter().enumerate() {
        let target = format!("{}.builders.{k}", def.name());
        let mut params = Vec::new();
        if let Some(dag) = b.dag("dagParams") {
            for p in &dag.args {
                let Some(name) = p.name.filter(|n| !n.is_empty()) else {
                    return Err(def.error(def.loc(), "builder parameters must have a name"));
                };
                params.push(op::builder_param(b, p.value, name.to_string(), &target));
            }
        }
        out.push(DefBuilder {
            params,
            body: b
                .code_for("body", &format!("{target}.body"))
                .filter(|c| !c.text.trim().is_empty()),
            return_type: b
                .str("returnType")
                .filter(|t| !t.is_empty())
                .map(str::to_string),
            has_inferred_context_param: b.bit("hasInferredContextParam"),
            span: b.loc(),
        });
    }
    Ok(out)
}

/// MLIR's checks of the mnemonic and format fields.
fn check(def: View<'_>, d: &AttrOrTypeDef) -> Result<()> {
    let has_cpp = d.has_custom_assembly_format;
    let has_declarative = d.assembly_format.is_some();
    let message = if d.mnemonic.is_some() {
        if has_cpp && has_declarative {
            Some("cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'")
        } else if !d.parameters.is_empty() && !has_cpp && !has_declarative {
            Some("must specify either 'assemblyFormat' or 'hasCustomAssemblyFormat' when 'mnemonic' is set")
        } else {
            None
        }
    } else if has_cpp || has_declarative {
        Some(
            "'assemblyFormat' or 'hasCustomAssemblyFormat' can only be used when 'mnemonic' is set",
        )
    } else {
        None
    };
    let message = message.or((has_declarative && !d.gen_accessors)
        .then_some("'assemblyFormat' requires 'genAccessors' to be true"));
    match message {
        Some(m) => Err(def.error(def.loc(), m)),
        None => Ok(()),
    }
}

/// Parses the declarative format, an error pointing into the format
/// string with a note at the def, as `mlir-tblgen` reports it.
fn parse_format(def: View<'_>, d: &AttrOrTypeDef) -> Result<Option<Format>> {
    let Some(code) = &d.assembly_format else {
        return Ok(None);
    };
    let params: Vec<FormatParam<'_>> = d
        .parameters
        .iter()
        .map(|p| FormatParam {
            name: &p.name,
            optional: p.is_optional(),
            self_type: p.is_self_type,
        })
        .collect();
    match attr_type_format::parse(&code.text, &d.def_name, &params) {
        Ok(f) => Ok(Some(f)),
        Err(e) => {
            let text = locate(def.keeper, &code.text, code.span);
            let span = if text == code.span {
                code.span
            } else {
                e.at(text)
            };
            Err(Box::new(
                Diagnostic::error(Some(span), e.message).with_note(
                    Some(def.loc()),
                    "in custom assembly format for this operation",
                ),
            ))
        }
    }
}
