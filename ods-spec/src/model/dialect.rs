//! Dialects: every field of MLIR's `Dialect` class, as `mlir/lib/TableGen/
//! Dialect.cpp` reads it. The code in them (`extraClassDeclaration`, the
//! dependent dialects' paths) is Rust.

use super::constraint::Constraints;
use super::op::{attr_def, entry_name, unwrap_variable, AttrDef};
use super::overlay;
use super::records::{Code, View};
use crate::tablegen::source::Span;
use crate::tablegen::Diagnostic;

type Result<T> = std::result::Result<T, Box<Diagnostic>>;

/// How generated accessors are named (`emitAccessorPrefix`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessorPrefix {
    /// `x()`.
    Raw,
    /// `get_x()`.
    Prefixed,
    /// Both.
    Both,
}

/// A `Dialect` def of the user's files.
#[derive(Clone, Debug)]
pub struct Dialect {
    /// The def's name (`Toy_Dialect`).
    pub def_name: String,
    /// The dialect's `name`, which prefixes its op names (`toy`).
    pub name: String,
    /// The Rust module path of its generated code (`cppNamespace` split at
    /// `::`).
    pub namespace: Vec<String>,
    /// `summary`, rendered into the rustdoc of the generated dialect
    /// struct.
    pub summary: String,
    /// `description`, rendered after the summary in that rustdoc.
    pub description: String,
    /// How its ops' accessors are named (`emitAccessorPrefix`).
    pub accessor_prefix: AccessorPrefix,
    /// `useDefaultAttributePrinterParser`: the dialect's attribute parse and
    /// print dispatch to its attributes by mnemonic.
    pub use_default_attribute_printer_parser: bool,
    /// `useDefaultTypePrinterParser`: likewise for its types.
    pub use_default_type_printer_parser: bool,
    /// `hasConstantMaterializer`: the dialect turns folded attributes into
    /// constant ops (a Rust hook).
    pub has_constant_materializer: bool,
    /// `dependentDialects`: Rust paths of the dialect types registered with
    /// this one (MLIR's C++ class names, here `crate::arith::ArithDialect`).
    pub dependent_dialects: Vec<Code>,
    /// `discardableAttrs`: the attributes named `<dialect>.<name>` the
    /// dialect defines for any op.
    pub discardable_attrs: Vec<DiscardableAttr>,
    /// `extraClassDeclaration`: Rust items of the dialect struct's `impl`.
    pub extra_class_declaration: Option<Code>,
    /// `hasNonDefaultDestructor`: a hook run when the context is dropped.
    pub has_non_default_destructor: bool,
    /// `hasOperationAttrVerify`: a hook verifying the dialect's attributes
    /// (`<dialect>.x`) on any op.
    pub has_operation_attr_verify: bool,
    /// `hasRegionArgAttrVerify`: a hook verifying the dialect's attributes
    /// on region arguments (a function's `arg_attrs`).
    pub has_region_arg_attr_verify: bool,
    /// `hasRegionResultAttrVerify`: likewise on region results
    /// (`res_attrs`).
    pub has_region_result_attr_verify: bool,
    /// `hasOperationInterfaceFallback`: the dialect answers interface
    /// queries for its ops that do not implement the interface themselves.
    pub has_operation_interface_fallback: bool,
    /// `hasCanonicalizer`: dialect-wide canonicalization patterns.
    pub has_canonicalizer: bool,
    /// `isExtensible`: operations, types and attributes may be added at
    /// run time.
    pub is_extensible: bool,
    /// `usePropertiesForAttributes`: inherent attributes are kept as
    /// properties (`<{...}>`), not in the attribute dictionary.
    pub use_properties_for_attributes: bool,
    /// Where the def is.
    pub span: Span,
}

/// An entry of `discardableAttrs`.
#[derive(Clone, Debug)]
pub enum DiscardableAttr {
    /// `I64Attr:$x`: an attribute constraint, which the verifier checks and
    /// whose return type the getter gives.
    Constraint(Box<AttrDef>),
    /// `"MyAttr":$x`, MLIR's form (a C++ class): the Rust type of a typed
    /// attribute handle (`try_from(ctx, attr)`, `Into<Attribute>`).
    Handle {
        /// The name after the dialect's (`x` in `dialect.x`).
        name: String,
        /// The handle's Rust type.
        rust_type: String,
        /// Where the entry is.
        span: Span,
    },
}

impl DiscardableAttr {
    /// The name after the dialect's (`x` in `dialect.x`).
    pub fn name(&self) -> &str {
        match self {
            DiscardableAttr::Constraint(a) => &a.name,
            DiscardableAttr::Handle { name, .. } => name,
        }
    }
}

/// Reads dialect `d`, interning its discardable attributes' constraints.
pub fn read(d: View<'_>, constraints: &mut Constraints) -> Result<Dialect> {
    let accessor_prefix = match d.int("emitAccessorPrefix") {
        Some(1) => AccessorPrefix::Prefixed,
        Some(2) => AccessorPrefix::Both,
        _ => AccessorPrefix::Raw,
    };
    let name = d.string("name");
    if name.is_empty() {
        return Err(d.error(d.loc(), format!("dialect '{}' has no name", d.name())));
    }
    Ok(Dialect {
        def_name: d.name(),
        namespace: d.namespace(),
        summary: d.string("summary"),
        description: d.string("description"),
        accessor_prefix,
        use_default_attribute_printer_parser: d.bit("useDefaultAttributePrinterParser"),
        use_default_type_printer_parser: d.bit("useDefaultTypePrinterParser"),
        has_constant_materializer: d.bit("hasConstantMaterializer"),
        dependent_dialects: d
            .strings("dependentDialects")
            .iter()
            .map(|path| {
                let target = format!("{}.dependentDialects.{path}", d.name());
                overlay::resolve(d, "dependentDialects", &target, path, d.loc())
            })
            .collect(),
        discardable_attrs: discardable_attrs(d, constraints)?,
        extra_class_declaration: d.code("extraClassDeclaration"),
        has_non_default_destructor: d.bit("hasNonDefaultDestructor"),
        has_operation_attr_verify: d.bit("hasOperationAttrVerify"),
        has_region_arg_attr_verify: d.bit("hasRegionArgAttrVerify"),
        has_region_result_attr_verify: d.bit("hasRegionResultAttrVerify"),
        has_operation_interface_fallback: d.bit("hasOperationInterfaceFallback"),
        has_canonicalizer: d.bit("hasCanonicalizer"),
        is_extensible: d.bit("isExtensible"),
        use_properties_for_attributes: d.bit("usePropertiesForAttributes"),
        span: d.loc(),
        name,
    })
}

/// `(ins I64Attr:$x, "MyAttr":$y, ...)`: named attribute constraints or
/// handle types, one name once.
fn discardable_attrs(d: View<'_>, constraints: &mut Constraints) -> Result<Vec<DiscardableAttr>> {
    let span = d.field_loc("discardableAttrs");
    let Some(dag) = d.dag("discardableAttrs") else {
        return Ok(Vec::new());
    };
    let mut attrs: Vec<DiscardableAttr> = Vec::new();
    for (i, arg) in dag.args.iter().enumerate() {
        let name = entry_name(d, arg.name, "discardable attribute", i, span)?;
        if attrs.iter().any(|a| a.name() == name) {
            return Err(d.error(
                span,
                format!("discardable attribute '{name}' is defined twice"),
            ));
        }
        if let Some(rust_type) = d.as_str(arg.value) {
            attrs.push(DiscardableAttr::Handle {
                name,
                rust_type: rust_type.trim().to_string(),
                span,
            });
            continue;
        }
        let attr = d
            .as_def(arg.value)
            .map(unwrap_variable)
            .filter(|v| v.is_a("AttrConstraint"));
        let Some(attr) = attr else {
            return Err(d.error(
                span,
                format!("discardable attribute '{name}' is neither an attribute constraint nor a Rust type"),
            ));
        };
        let target = format!("{}.{name}", d.name());
        let attr = attr_def(attr, name, &target, constraints, span)?;
        attrs.push(DiscardableAttr::Constraint(Box::new(attr)));
    }
    Ok(attrs)
}
