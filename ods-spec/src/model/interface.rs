//! Interfaces (`OpInterface`, `AttrInterface`, `TypeInterface` of
//! `mlir/IR/Interfaces.td`): their methods, with Rust types and bodies,
//! and the Rust items they add, as the user's `.td` defines them.

use super::overlay;
use super::records::{Code, Result, View};
use crate::tablegen::source::Span;

/// What an interface applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InterfaceKind {
    /// `OpInterface`.
    Op,
    /// `AttrInterface`.
    Attr,
    /// `TypeInterface`.
    Type,
}

/// One interface definition.
#[derive(Clone, Debug)]
pub struct InterfaceDef {
    /// The def's name (`ShapeInferenceOpInterface`).
    pub def_name: String,
    /// Where it was defined.
    pub span: Span,
    /// What it applies to.
    pub kind: InterfaceKind,
    /// `cppInterfaceName`: the name of the generated handle
    /// (`ShapeInference`).
    pub name: String,
    /// `cppNamespace`, split: the module path of the generated items.
    pub namespace: Vec<String>,
    /// `description`, for rustdoc.
    pub description: String,
    /// Its methods, in order.
    pub methods: Vec<Method>,
    /// Rust items added to the handle (`extraClassDeclaration`).
    pub extra_class_declaration: Option<Code>,
    /// Rust items added to the handle and the implementation trait
    /// (`extraSharedClassDeclaration`).
    pub extra_shared_class_declaration: Option<Code>,
    /// Rust items added to the implementation trait
    /// (`extraTraitClassDeclaration`).
    pub extra_trait_class_declaration: Option<Code>,
    /// A Rust body checking an op that has the interface (`verify`).
    pub verify: Option<Code>,
    /// Whether `verify` runs after the op's regions are verified.
    pub verify_with_regions: bool,
    /// The def names of the interfaces it extends (`baseInterfaces`).
    pub base_interfaces: Vec<String>,
}

/// An argument of an interface method.
#[derive(Clone, Debug)]
pub struct MethodArg {
    /// The argument's name.
    pub name: String,
    /// Its type as written, which documentation prints.
    pub written_type: String,
    /// Its Rust type.
    pub ty: Code,
}

/// A method of an interface.
#[derive(Clone, Debug)]
pub struct Method {
    /// The name as written (`inferShapes`).
    pub name: String,
    /// `description`, for rustdoc.
    pub description: String,
    /// The Rust return type (`()` for MLIR's `void`).
    pub return_type: Code,
    /// `returnType` as written, which documentation prints.
    pub written_return_type: String,
    /// The arguments: name and Rust type.
    pub args: Vec<MethodArg>,
    /// A body every entity shares (`methodBody`): not overridable.
    pub body: Option<Code>,
    /// A default an entity may override (`defaultImplementation`).
    pub default_body: Option<Code>,
    /// Whether the method has no `self` (`StaticInterfaceMethod`).
    pub is_static: bool,
}

impl Method {
    /// Whether an entity with the interface must implement it.
    pub fn is_required(&self) -> bool {
        self.body.is_none() && self.default_body.is_none()
    }
}

/// Whether `def` defines an op, attribute or type interface (dialect
/// interfaces are not read).
pub fn is_definition(def: View<'_>) -> bool {
    def.is_a("Interface") && !def.is_a("DialectInterface") && !def.is_a("DeclareInterfaceMethods")
}

/// Reads the interface def `def`.
pub fn read(def: View<'_>) -> Result<InterfaceDef> {
    let span = def.loc();
    let kind = if def.is_a("OpInterface") {
        InterfaceKind::Op
    } else if def.is_a("AttrInterface") {
        InterfaceKind::Attr
    } else {
        InterfaceKind::Type
    };
    let mut methods = Vec::new();
    for m in def.defs("methods") {
        methods.push(read_method(def, m, span)?);
    }
    let code = |field: &str| def.code(field).filter(|c| !c.text.trim().is_empty());
    Ok(InterfaceDef {
        def_name: def.name(),
        span,
        kind,
        name: def
            .str("cppInterfaceName")
            .map(str::to_string)
            .unwrap_or_else(|| def.name()),
        namespace: def.namespace(),
        description: def.string("description"),
        methods,
        extra_class_declaration: code("extraClassDeclaration"),
        extra_shared_class_declaration: code("extraSharedClassDeclaration"),
        extra_trait_class_declaration: code("extraTraitClassDeclaration"),
        verify: code("verify"),
        verify_with_regions: def.bit("verifyWithRegions"),
        base_interfaces: def
            .defs("baseInterfaces")
            .iter()
            .map(|b| b.name())
            .collect(),
    })
}

fn read_method(def: View<'_>, m: View<'_>, span: Span) -> Result<Method> {
    let name = m.string("name");
    if name.is_empty() {
        return Err(def.error(
            span,
            format!("interface '{}' has a method without a name", def.name()),
        ));
    }
    let mut args = Vec::new();
    if let Some(dag) = m.dag("arguments") {
        for arg in &dag.args {
            let Some(ty) = m.as_str(arg.value) else {
                return Err(def.error(
                    span,
                    format!("argument of method '{name}' must be a type string, as \"i32\":$x"),
                ));
            };
            let Some(arg_name) = arg.name else {
                return Err(def.error(span, format!("an argument of method '{name}' has no name")));
            };
            let target = format!("{}.{name}.{arg_name}.type", def.name());
            args.push(MethodArg {
                name: arg_name.to_string(),
                written_type: ty.to_string(),
                ty: overlay::resolve_type(m, &target, ty),
            });
        }
    }
    let return_type = match m.string("returnType").trim() {
        "" | "void" => Code::rust("()".to_string(), m.loc()),
        t => overlay::resolve_type(m, &format!("{}.{name}.returnType", def.name()), t),
    };
    let code = |field: &str| {
        m.code_for(field, &format!("{}.{name}.{field}", def.name()))
            .filter(|c| !c.text.trim().is_empty())
    };
    Ok(Method {
        written_return_type: m.string("returnType"),
        description: m.string("description"),
        return_type,
        args,
        body: code("body"),
        default_body: code("defaultBody"),
        is_static: m.is_a("StaticInterfaceMethod"),
        name,
    })
}
