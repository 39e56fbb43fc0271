//! Passes declared in TableGen (`mlir/Pass/PassBase.td`), read as
//! `mlir/lib/TableGen/Pass.cpp` reads them: every def deriving from
//! `PassBase`, with its argument, summary, description, the op or
//! interface it runs on, dependent dialects, options and statistics.
//!
//! The C++ strings (option types and default values) are kept as written;
//! the generators decide what they mean in Rust. Dependent dialects are
//! read through the overlay (`Def.dependentDialects.ns::Dialect`), as a
//! dialect's are.
//!
//! A file may keep some passes only: the arguments its
//! `RustOnlyPasses<[...]>` records list (an overlay of the installed
//! `mlir/Conversion/Passes.td` takes the conversions its crate builds).

use super::overlay;
use super::records::{Code, View};
use crate::tablegen::source::Span;
use crate::tablegen::{Diagnostic, RecordKeeper};

/// One pass def.
#[derive(Clone, Debug, PartialEq)]
pub struct PassDef {
    /// The def's name (`Canonicalizer`): the pass's name and the stem of
    /// its generated items.
    pub def_name: String,
    /// The command-line argument (`canonicalize`).
    pub argument: String,
    /// What the pass runs on.
    pub anchor: Anchor,
    /// One line.
    pub summary: String,
    /// Markdown, as written (indented).
    pub description: String,
    /// The dialects the pass may create entities of: their Rust types
    /// (`arith::ArithDialect`, or the overlay's Rust for the C++ name).
    pub dependent_dialects: Vec<Code>,
    /// In declaration order.
    pub options: Vec<PassOption>,
    /// In declaration order.
    pub statistics: Vec<PassStatistic>,
    /// Where the def is.
    pub loc: Span,
}

/// What a pass runs on, from its `baseClass`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// `Pass<"arg">`: any op.
    AnyOp,
    /// `Pass<"arg", "func.func">`: ops of that name (`"ModuleOp"`, as
    /// MLIR's own files name it, is `builtin.module`).
    Op(String),
    /// `InterfacePass<"arg", "FunctionOpInterface">`: ops with that
    /// interface.
    Interface(String),
    /// A `PassBase` with another base class, kept as written.
    Other(String),
}

/// One `Option` or `ListOption`.
#[derive(Clone, Debug, PartialEq)]
pub struct PassOption {
    /// The C++ member name (`maxIterations`).
    pub cpp_name: String,
    /// The key in `pass{key=value}` (`max-iterations`).
    pub argument: String,
    /// The C++ type of the value (of each element for a list).
    pub cpp_type: String,
    /// That type as Rust: as written, mapped by the C++ type table, or the
    /// overlay's (`Pass.cppName.type`); marked missing where it is C++
    /// with no Rust.
    pub rust_type: Code,
    /// The default value as written; `None` when empty.
    pub default: Option<String>,
    /// The default as Rust: as written, the overlay's (`Pass.cppName.default`),
    /// or C++ marked missing (which the generator still maps when it is a
    /// literal or an enumerator).
    pub default_rust: Option<Code>,
    /// One line.
    pub description: String,
    /// Whether it is a `ListOption`.
    pub is_list: bool,
    /// Where the option is instantiated.
    pub loc: Span,
}

/// One `Statistic`.
#[derive(Clone, Debug, PartialEq)]
pub struct PassStatistic {
    /// The C++ member name (`numErased`).
    pub cpp_name: String,
    /// The displayed name (`num-erased`).
    pub name: String,
    /// One line.
    pub description: String,
    /// Where the statistic is instantiated.
    pub loc: Span,
}

/// Every def deriving from `PassBase`, in def-name order (what
/// `getAllDerivedDefinitions("PassBase")` returns); `keep` chooses among
/// them (the generators leave out the prelude's). None when the class is
/// not defined.
pub fn read_all(
    keeper: &RecordKeeper,
    keep: impl Fn(View<'_>) -> bool,
) -> Result<Vec<PassDef>, Box<Diagnostic>> {
    let selections: Vec<View<'_>> = keeper
        .defs
        .values()
        .map(|&id| View::new(keeper, id))
        .filter(|v| v.is_a(ONLY_PASSES))
        .collect();
    let chosen: Vec<String> = selections
        .iter()
        .flat_map(|s| s.strings("arguments"))
        .collect();
    let passes: Vec<PassDef> = keeper
        .defs
        .values()
        .map(|&id| View::new(keeper, id))
        .filter(|v| v.is_a("PassBase") && keep(*v))
        .filter(|v| {
            selections.is_empty()
                || v.str("argument")
                    .is_some_and(|a| chosen.iter().any(|c| c == a))
        })
        .map(read)
        .collect::<Result<_, _>>()?;
    for selection in &selections {
        for wanted in selection.strings("arguments") {
            if !passes.iter().any(|p| p.argument == wanted) {
                return Err(Box::new(Diagnostic::error(
                    Some(selection.loc()),
                    format!(
                        "`{ONLY_PASSES}` names `{wanted}`, which no pass read has as its argument"
                    ),
                )));
            }
        }
    }
    Ok(passes)
}

/// The overlay class that keeps only the passes it names.
const ONLY_PASSES: &str = "RustOnlyPasses";

/// One pass def.
pub fn read(def: View<'_>) -> Result<PassDef, Box<Diagnostic>> {
    let base = required(def, "baseClass", "pass")?;
    Ok(PassDef {
        def_name: def.name(),
        argument: required(def, "argument", "pass")?,
        anchor: Anchor::of(&base),
        summary: required(def, "summary", "pass")?,
        description: required(def, "description", "pass")?,
        dependent_dialects: def
            .strings("dependentDialects")
            .iter()
            .map(|path| {
                let target = format!("{}.dependentDialects.{path}", def.name());
                overlay::resolve(def, "dependentDialects", &target, path, def.loc())
            })
            .collect(),
        options: elements(def, "options", "Option")?
            .into_iter()
            .map(|o| read_option(def, o))
            .collect::<Result<_, _>>()?,
        statistics: elements(def, "statistics", "Statistic")?
            .into_iter()
            .map(|s| read_statistic(def, s))
            .collect::<Result<_, _>>()?,
        loc: def.loc(),
    })
}

impl Anchor {
    /// The anchor a `baseClass` names.
    fn of(base: &str) -> Anchor {
        let inner = |class: &str| {
            base.trim_start_matches("::")
                .strip_prefix(class)
                .and_then(|rest| rest.strip_prefix('<'))
                .and_then(|rest| rest.strip_suffix('>'))
                .map(str::trim)
        };
        match (inner("mlir::OperationPass"), inner("mlir::InterfacePass")) {
            (Some(""), _) => Anchor::AnyOp,
            (Some(op), _) => Anchor::Op(builtin_op_name(op).unwrap_or(op).to_string()),
            (_, Some(interface)) => Anchor::Interface(interface.to_string()),
            _ => Anchor::Other(base.to_string()),
        }
    }
}

/// The op name of the C++ op classes MLIR's own `Passes.td` files anchor
/// their passes on (`Pass<"convert-func-to-emitc", "ModuleOp">`,
/// `Pass<"...", "func::FuncOp">`); an anchor given as an op name
/// (`"builtin.module"`) is kept as it is.
fn builtin_op_name(class: &str) -> Option<&'static str> {
    match class.trim_start_matches("::").trim_start_matches("mlir::") {
        "ModuleOp" => Some("builtin.module"),
        "func::FuncOp" => Some("func.func"),
        "gpu::GPUModuleOp" => Some("gpu.module"),
        "spirv::ModuleOp" => Some("spirv.module"),
        _ => None,
    }
}

fn read_option(pass: View<'_>, o: View<'_>) -> Result<PassOption, Box<Diagnostic>> {
    let default = required(o, "defaultValue", "option")?;
    let cpp_name = required(o, "cppName", "option")?;
    let cpp_type = required(o, "type", "option")?;
    let target = |field: &str| format!("{}.{cpp_name}.{field}", pass.name());
    let default = (!default.is_empty()).then_some(default);
    let default_rust = default
        .as_ref()
        .map(|text| overlay::resolve(o, "defaultValue", &target("default"), text, o.loc()));
    Ok(PassOption {
        rust_type: overlay::resolve_type(o, &target("type"), &cpp_type),
        cpp_name,
        argument: required(o, "argument", "option")?,
        cpp_type,
        default,
        default_rust,
        description: required(o, "description", "option")?,
        is_list: o.is_a("ListOption"),
        loc: o.user_loc(pass.loc()),
    })
}

fn read_statistic(pass: View<'_>, s: View<'_>) -> Result<PassStatistic, Box<Diagnostic>> {
    Ok(PassStatistic {
        cpp_name: required(s, "cppName", "statistic")?,
        name: required(s, "name", "statistic")?,
        description: required(s, "description", "statistic")?,
        loc: s.user_loc(pass.loc()),
    })
}

/// A string field MLIR reads with `getValueAsString`: an error when it is
/// unset or not a string.
fn required(def: View<'_>, field: &str, what: &str) -> Result<String, Box<Diagnostic>> {
    def.str(field).map(str::to_string).ok_or_else(|| {
        def.error(
            def.loc(),
            format!(
                "{what} '{}' has no string '{field}' (it is unset or of another type)",
                def.name()
            ),
        )
    })
}

/// The defs of the list field `field` of `pass`, each of class `class`.
fn elements<'k>(
    pass: View<'k>,
    field: &str,
    class: &str,
) -> Result<Vec<View<'k>>, Box<Diagnostic>> {
    pass.list(field)
        .into_iter()
        .map(|v| match pass.as_def(v) {
            Some(d) if d.is_a(class) => Ok(d),
            _ => Err(pass.error(
                pass.field_loc(field),
                format!(
                    "pass '{}': an element of '{field}' is not of class {class}: {}",
                    pass.name(),
                    pass.text_of(v)
                ),
            )),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::Anchor;

    #[test]
    fn an_anchor_names_an_op_as_mlir_names_it() {
        let anchor = |op: &str| Anchor::of(&format!("::mlir::OperationPass<{op}>"));
        assert_eq!(anchor("ModuleOp"), Anchor::Op("builtin.module".into()));
        assert_eq!(
            anchor("::mlir::ModuleOp"),
            Anchor::Op("builtin.module".into())
        );
        assert_eq!(
            anchor("builtin.module"),
            Anchor::Op("builtin.module".into())
        );
        assert_eq!(
            anchor("::mlir::func::FuncOp"),
            Anchor::Op("func.func".into())
        );
        assert_eq!(anchor("func.func"), Anchor::Op("func.func".into()));
        assert_eq!(anchor(""), Anchor::AnyOp);
    }
}
