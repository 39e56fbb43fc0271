//! The signatures the `custom<Name>` directives of a format expect of
//! `parse_name` and `print_name` (the table in `custom`), written into the
//! rustdoc of the op's `parse` and `print`.

use super::super::code;
use super::super::op_cx::OpCx;
use super::value_def;
use ods_spec::model::op_format::{CustomArg, Element, TypeArg, Var};
use ods_spec::model::Arity;

/// `parse_name` or `print_name` for `custom<Name>`.
pub(super) fn function(prefix: &str, name: &str) -> syn::Ident {
    code::make_ident(&format!("{prefix}_{}", code::snake_case(name)))
}

/// What `parse_name` and `print_name` of one use of `custom<Name>` take
/// and return: the rustdoc line naming each parameter, and the function
/// pointer type the generated call binds the function to, so that rustc
/// shows the signature where the function is missing or differs.
pub(super) struct Signature {
    pub parse_doc: String,
    pub print_doc: String,
    pub parse_pointer: String,
    pub print_pointer: String,
}

/// The signature of `custom<name>(args)`; `starts_group` when it starts
/// an optional group (then `parse_name` says whether it read anything).
pub(super) fn signature(
    cx: &OpCx<'_>,
    name: &str,
    args: &[CustomArg],
    starts_group: bool,
) -> Signature {
    let mut parse = vec![("p".to_string(), "&mut OpAsmParser<'_, '_>".to_string())];
    let mut print = vec![
        ("p".to_string(), "&mut OpAsmPrinter<'_, '_>".to_string()),
        ("op".to_string(), "OpId".to_string()),
    ];
    let mut parse_exact = vec![true];
    for (k, arg) in args.iter().enumerate() {
        let (label, parse_ty, print_ty) = arg_types(cx, arg, k);
        // A referenced property may be taken as what it derefs to (`&str`
        // for a `String`), which only the call's coercion allows.
        parse_exact.push(!matches!(
            arg,
            CustomArg::Ref(Element::Variable {
                var: Var::Prop(_),
                ..
            })
        ));
        parse.push((label.clone(), parse_ty));
        print.push((label, print_ty));
    }
    let returns = if starts_group {
        "PResult<bool>"
    } else {
        "PResult<()>"
    };
    let doc = |prefix: &str, params: &[(String, String)], returns: &str| {
        let params: Vec<String> = params.iter().map(|(l, t)| format!("{l}: {t}")).collect();
        let function = function(prefix, name);
        format!("`fn {function}({}) -> {returns}`", params.join(", "))
    };
    let pointer = |params: Vec<&str>, returns: &str| {
        // In the generated module `Symbol` is not imported.
        let params = params
            .join(", ")
            .replace("(Symbol,", "(::ods_runtime::Symbol,");
        format!("fn({params}) -> {returns}")
    };
    let parse_types = parse
        .iter()
        .zip(&parse_exact)
        .map(|((_, t), &exact)| if exact { t.as_str() } else { "_" })
        .collect();
    Signature {
        parse_doc: doc("parse", &parse, returns),
        print_doc: doc("print", &print, "IrResult<()>"),
        parse_pointer: pointer(parse_types, returns),
        print_pointer: pointer(
            print.iter().map(|(_, t)| t.as_str()).collect(),
            "IrResult<()>",
        ),
    }
}

/// The rustdoc lines of the format's custom directives' signatures, for
/// the op's `parse` and `print` (empty without custom directives).
pub(super) fn signatures(cx: &OpCx<'_>, elements: &[Element]) -> (Vec<String>, Vec<String>) {
    let mut found = Vec::new();
    collect(elements, false, &mut found);
    found
        .into_iter()
        .map(|(name, args, starts_group)| {
            let s = signature(cx, name, args, starts_group);
            (s.parse_doc, s.print_doc)
        })
        .unzip()
}

/// Every custom directive in `elements`, with whether it starts an
/// optional group.
fn collect<'e>(
    elements: &'e [Element],
    first_of_group: bool,
    out: &mut Vec<(&'e str, &'e [CustomArg], bool)>,
) {
    for (i, el) in elements.iter().enumerate() {
        match el {
            Element::Custom { name, args } => out.push((name, args, first_of_group && i == 0)),
            Element::Optional(g) => {
                let (start, rest) = g.then.split_at(g.then_parse_start);
                collect(start, false, out);
                collect(rest, true, out);
                collect(&g.otherwise, false, out);
            }
            Element::OiList(clauses) => {
                for c in clauses {
                    collect(&c.elements, false, out);
                }
            }
            _ => {}
        }
    }
}

/// A label for argument `k`, and its Rust types for `parse_name` and
/// `print_name` (as the module documentation tabulates them).
fn arg_types(cx: &OpCx<'_>, arg: &CustomArg, k: usize) -> (String, String, String) {
    let (el, is_ref) = match arg {
        CustomArg::Element(el) => (el, false),
        CustomArg::Ref(el) => (el, true),
        CustomArg::String(_) => return (format!("arg{k}"), "_".into(), "_".into()),
    };
    // (single, optional, list) spellings of one kind of value.
    let shapes = |arity: &Arity, parsed: [&str; 3], referenced: [&str; 3], printed: [&str; 3]| {
        let i = match arity {
            Arity::Single => 0,
            Arity::Optional => 1,
            _ => 2,
        };
        let parse = if is_ref { referenced[i] } else { parsed[i] };
        (parse.to_string(), printed[i].to_string())
    };
    let entity = |variadic: bool| {
        if variadic {
            Arity::Variadic
        } else {
            Arity::Single
        }
    };
    let (label, (parse, print)) = match el {
        Element::Variable { var, .. } => match *var {
            Var::Operand(i) => {
                let def = &cx.op.operands[i];
                let uo = "UnresolvedOperand";
                (
                    def.name.clone(),
                    shapes(
                        &def.arity,
                        [
                            &format!("&mut Option<{uo}>"),
                            &format!("&mut Option<{uo}>"),
                            &format!("&mut Vec<{uo}>"),
                        ],
                        [
                            &format!("&{uo}"),
                            &format!("Option<&{uo}>"),
                            &format!("&[{uo}]"),
                        ],
                        ["Value", "Option<Value>", "&[Value]"],
                    ),
                )
            }
            Var::Attr(i) => {
                let a = &cx.op.attributes[i];
                let printed = if a.is_required() {
                    "Attribute"
                } else {
                    "Option<Attribute>"
                };
                let parsed = if is_ref {
                    "Option<Attribute>"
                } else {
                    "&mut Option<Attribute>"
                };
                (a.name.clone(), (parsed.to_string(), printed.to_string()))
            }
            Var::Region(i) => {
                let def = &cx.op.regions[i];
                (
                    def.name.clone(),
                    shapes(
                        &entity(def.variadic),
                        ["&mut Option<RegionId>", "", "&mut Vec<RegionId>"],
                        ["RegionId", "", "&[RegionId]"],
                        ["RegionId", "", "&[RegionId]"],
                    ),
                )
            }
            Var::Successor(i) => {
                let def = &cx.op.successors[i];
                (
                    def.name.clone(),
                    shapes(
                        &entity(def.variadic),
                        ["&mut Option<BlockId>", "", "&mut Vec<BlockId>"],
                        ["BlockId", "", "&[BlockId]"],
                        ["BlockId", "", "&[BlockId]"],
                    ),
                )
            }
            Var::Prop(i) => {
                let prop = &cx.op.properties[i];
                let storage = &ods_spec::model::cpp_types::rust_type_of_cpp(&prop.storage_type);
                let parsed = if is_ref {
                    format!("&{storage}")
                } else {
                    format!("&mut {storage}")
                };
                (prop.name.clone(), (parsed, storage.clone()))
            }
            Var::Result(_) => (format!("arg{k}"), ("_".into(), "_".into())),
        },
        // Only `ref` of these reaches a custom directive.
        Element::Operands => (
            "operands".to_string(),
            ("&[UnresolvedOperand]".into(), "&[Value]".into()),
        ),
        Element::Regions => (
            "regions".to_string(),
            ("&[RegionId]".into(), "&[RegionId]".into()),
        ),
        Element::Successors => (
            "successors".to_string(),
            ("&[BlockId]".into(), "&[BlockId]".into()),
        ),
        Element::Type {
            arg: arg @ (TypeArg::Operands | TypeArg::Results),
            ..
        } => {
            let label = if *arg == TypeArg::Operands {
                "operand_types"
            } else {
                "result_types"
            };
            (label.to_string(), ("&[Type]".into(), "&[Type]".into()))
        }
        Element::Type { arg, .. } => match value_def(cx, *arg) {
            Some(def) => (
                format!("type_{}", def.name),
                shapes(
                    &def.arity,
                    ["&mut Option<Type>", "&mut Option<Type>", "&mut Vec<Type>"],
                    ["Type", "Option<Type>", "&[Type]"],
                    ["Type", "Option<Type>", "&[Type]"],
                ),
            ),
            None => (format!("arg{k}"), ("_".into(), "_".into())),
        },
        Element::AttrDict { .. } => {
            let parsed = if is_ref {
                "&[(Symbol, Attribute)]"
            } else {
                "&mut Vec<(Symbol, Attribute)>"
            };
            (
                "attrs".to_string(),
                (parsed.to_string(), "&[(Symbol, Attribute)]".to_string()),
            )
        }
        _ => (format!("arg{k}"), ("_".into(), "_".into())),
    };
    // A variadic of variadics: one list per group.
    let grouped = |arity: &Arity| matches!(arity, Arity::VariadicOfVariadic { .. });
    let (parse, print) = match el {
        Element::Variable {
            var: Var::Operand(i),
            ..
        } if !is_ref && grouped(&cx.op.operands[*i].arity) => (
            "&mut Vec<Vec<UnresolvedOperand>>".into(),
            "&[Vec<Value>]".into(),
        ),
        Element::Type { arg, .. }
            if !is_ref && value_def(cx, *arg).is_some_and(|d| grouped(&d.arity)) =>
        {
            ("&mut Vec<Vec<Type>>".into(), "&[Vec<Type>]".into())
        }
        _ => (parse, print),
    };
    (code::snake_case(&label), parse, print)
}
