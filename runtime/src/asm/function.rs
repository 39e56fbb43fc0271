//! The custom form of function-like ops, as MLIR's
//! `function_interface_impl` (`parseFunctionOp`, `printFunctionOp`) reads
//! and writes it:
//!
//! ```text
//! func.func private @f(%arg0: i32 {a.x}, %arg1: f32) -> (i32 {r.y}) attributes {z} {
//!   ...
//! }
//! ```
//!
//! visibility, symbol name, arguments with names, types and attributes
//! (types alone for an external function), results with attributes, the
//! other attributes after `attributes`, and the body whose entry block
//! arguments the signature names.

use super::asm_parser::{comma_separated, Delimiter, SourcePos};
use super::lexer::Tok;
use super::op_parser::{Argument, OpAsmParser, UnresolvedOperand};
use super::parser::PResult;
use super::printer::OpAsmPrinter;
use crate::context::{Context, IrResult};
use crate::ir::{AttrKind, Attribute, OpId, OperationState, Symbol, Type, TypeKind, Value};

/// The attribute names a function op keeps its signature under (MLIR's
/// `getFunctionTypeAttrName`, `getArgAttrsAttrName`,
/// `getResAttrsAttrName`).
#[derive(Clone, Copy, Debug)]
pub struct FunctionAttrNames<'s> {
    /// The function type, a type attribute.
    pub function_type: &'s str,
    /// The argument attributes: an array of dictionaries, one per argument.
    pub arg_attrs: &'s str,
    /// The result attributes: an array of dictionaries, one per result.
    pub res_attrs: &'s str,
    /// Whether the form starts with a `sym_visibility` keyword, which the
    /// attribute dictionary then may not hold (`func.func`); without it
    /// (`llvm.func`, whose `private` is a linkage), `sym_visibility` is
    /// an attribute like any other.
    pub visibility_keyword: bool,
    /// Whether a function type the builder refuses is reported where the
    /// symbol name starts (`llvm.func`: MLIR's `LLVMFuncOp::parse` takes
    /// its location there) rather than where the signature does.
    pub type_error_at_name: bool,
}

impl FunctionAttrNames<'static> {
    /// The names `func.func` uses.
    pub const FUNC: FunctionAttrNames<'static> = FunctionAttrNames {
        function_type: "function_type",
        arg_attrs: "arg_attrs",
        res_attrs: "res_attrs",
        visibility_keyword: true,
        type_error_at_name: false,
    };
}

/// Makes the function type from the argument and result types and whether
/// the signature ends with `...`; an error message when it cannot.
pub type FunctionTypeBuilder = fn(&mut Context, &[Type], &[Type], bool) -> Result<Type, String>;

/// The builtin `(inputs) -> results` type, as `func.func` builds it
/// (`...` cannot occur: it does not allow variadic signatures).
pub fn builtin_function_type(
    ctx: &mut Context,
    inputs: &[Type],
    results: &[Type],
    _variadic: bool,
) -> Result<Type, String> {
    Ok(ctx.ty(TypeKind::Function {
        inputs: inputs.into(),
        results: results.into(),
    }))
}

/// The attribute names a function's attribute dictionary never holds:
/// they are written elsewhere in the form.
const SYMBOL_NAME: &str = "sym_name";
const VISIBILITY: &str = "sym_visibility";

/// Reads a function op's custom form after its name into `state`
/// (`parseFunctionOp`); `allow_variadic` accepts a trailing `...` in the
/// arguments, which `build_type` receives.
pub fn parse_function_op(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    allow_variadic: bool,
    names: FunctionAttrNames<'_>,
    build_type: FunctionTypeBuilder,
) -> PResult<()> {
    parse_function_op_with(p, state, allow_variadic, names, build_type, |_, _| Ok(()))
}

/// [`parse_function_op`] for an op whose form has more between the
/// signature and the attributes (`llvm.func`'s `vscale_range(...)` and
/// `comdat(...)`): `after_signature` reads it.
pub fn parse_function_op_with(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    allow_variadic: bool,
    names: FunctionAttrNames<'_>,
    build_type: FunctionTypeBuilder,
    after_signature: impl FnOnce(&mut OpAsmParser<'_, '_>, &mut OperationState) -> PResult<()>,
) -> PResult<()> {
    let keywords: &[&str] = if names.visibility_keyword {
        &["public", "private", "nested"]
    } else {
        &[]
    };
    for &visibility in keywords {
        if p.parse_optional_keyword(visibility) {
            let value = string_attr(p.ctx(), visibility);
            push_attr(p.ctx(), state, VISIBILITY, value);
            break;
        }
    }
    let name_at = p.current_location();
    p.parse_symbol_name_into(SYMBOL_NAME, state)?;
    let signature_at = p.current_location();
    let type_error_at = if names.type_error_at_name {
        name_at
    } else {
        signature_at
    };
    let (args, variadic) = parse_argument_list(p, allow_variadic)?;
    let (result_types, result_attrs) = if p.parse_optional_arrow() {
        parse_result_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    let arg_types: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    let ty = build_type(p.ctx(), &arg_types, &result_types, variadic).map_err(|m| {
        let sep = if m.is_empty() { "" } else { ": " };
        p.emit_error(
            type_error_at,
            format!("failed to construct function type{sep}{m}"),
        )
    })?;
    let ty = p.ctx().attr(AttrKind::Type(ty));
    push_attr(p.ctx(), state, names.function_type, ty);
    after_signature(p, state)?;

    let dict_at = p.current_location();
    let mut explicit = OperationState::named(state.name, state.loc);
    p.parse_optional_attr_dict_with_keyword(&mut explicit)?;
    let visibility = Some(VISIBILITY).filter(|_| names.visibility_keyword);
    let inferred = [SYMBOL_NAME, names.function_type]
        .into_iter()
        .chain(visibility);
    for inferred in inferred {
        if explicit
            .attributes
            .iter()
            .any(|(n, _)| p.ctx().symbol_str(*n) == inferred)
        {
            return Err(p.emit_error(
                dict_at,
                format!(
                    "'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    state.attributes.extend(explicit.attributes);

    let arg_attrs: Vec<Vec<(Symbol, Attribute)>> = args.iter().map(|a| a.attrs.clone()).collect();
    add_attr_array(p.ctx(), state, names.arg_attrs, &arg_attrs);
    add_attr_array(p.ctx(), state, names.res_attrs, &result_attrs);

    let body_at = p.current_location();
    if let Some(body) = p.parse_optional_region(&args)? {
        if p.ctx().blocks(body).is_empty() {
            return Err(p.emit_error(body_at, "expected non-empty function body"));
        }
        state.regions.push(body);
    } else {
        state.regions.push(p.ctx().create_region());
    }
    Ok(())
}

/// `(%a: i32 {attrs} loc(...), ...)` or, for an external function,
/// `(i32 {attrs}, ...)`; names on all arguments or on none, `...` last.
fn parse_argument_list(
    p: &mut OpAsmParser<'_, '_>,
    allow_variadic: bool,
) -> PResult<(Vec<Argument>, bool)> {
    let mut args: Vec<Argument> = Vec::new();
    let mut variadic = false;
    comma_separated(p, Delimiter::Paren, "", |p| {
        if variadic {
            let at = p.current_location();
            return Err(p.emit_error(
                at,
                "variadic arguments must be in the end of the argument list",
            ));
        }
        if allow_variadic && p.parse_optional_ellipsis() {
            variadic = true;
            return Ok(());
        }
        let previous_named = args.last().map(|a: &Argument| !a.ssa_name.name.is_empty());
        let argument = match p.parse_optional_argument(true, true)? {
            Some(argument) => {
                if previous_named == Some(false) {
                    return Err(p.emit_error(
                        argument.ssa_name.location,
                        "expected type instead of SSA identifier",
                    ));
                }
                argument
            }
            None => {
                let at = p.current_location();
                if previous_named == Some(true) {
                    return Err(p.emit_error(at, "expected SSA identifier"));
                }
                type_only_argument(p, at)?
            }
        };
        args.push(argument);
        Ok(())
    })?;
    Ok((args, variadic))
}

/// An argument of an external function: a type, attributes, a location.
fn type_only_argument(p: &mut OpAsmParser<'_, '_>, at: SourcePos) -> PResult<Argument> {
    let ty = p.parse_type()?;
    let attrs = if p.inner.p.at(Tok::LBrace) {
        p.parse_attr_dict()?
    } else {
        Vec::new()
    };
    let source_loc = if p.inner.p.at_keyword("loc") {
        Some(p.inner.p.trailing_location_spec()?)
    } else {
        None
    };
    Ok(Argument {
        ssa_name: UnresolvedOperand {
            name: String::new(),
            number: 0,
            location: at,
        },
        ty: Some(ty),
        attrs,
        source_loc,
    })
}

type Results = (Vec<Type>, Vec<Vec<(Symbol, Attribute)>>);

/// The results after `->`: one type without parentheses, or
/// `(type {attrs}, ...)`.
fn parse_result_list(p: &mut OpAsmParser<'_, '_>) -> PResult<Results> {
    let mut types = Vec::new();
    let mut attrs = Vec::new();
    if !p.parse_optional_lparen() {
        types.push(p.parse_type()?);
        attrs.push(Vec::new());
        return Ok((types, attrs));
    }
    if p.parse_optional_rparen() {
        return Ok((types, attrs));
    }
    comma_separated(p, Delimiter::None, "", |p| {
        types.push(p.parse_type()?);
        attrs.push(if p.inner.p.at(Tok::LBrace) {
            p.parse_attr_dict()?
        } else {
            Vec::new()
        });
        Ok(())
    })?;
    p.parse_rparen()?;
    Ok((types, attrs))
}

/// Prints a function op's custom form after its name (`printFunctionOp`);
/// `is_variadic` ends the arguments with `...`.
pub fn print_function_op(
    p: &mut OpAsmPrinter<'_, '_>,
    op: OpId,
    is_variadic: bool,
    names: FunctionAttrNames<'_>,
) -> IrResult<()> {
    let signature = p
        .op_attributes(op)
        .iter()
        .find(|(n, _)| p.ctx().symbol_str(*n) == names.function_type)
        .map(|&(_, a)| function_signature(p.ctx(), a))
        .unwrap_or_default();
    print_function_op_with(
        p,
        op,
        (&signature.0, &signature.1),
        is_variadic,
        names,
        (&[], &|_| {}),
    )
}

/// What a function form prints between its signature and its attributes.
pub type AfterSignature<'f> = &'f dyn Fn(&mut OpAsmPrinter<'_, '_>);

/// [`print_function_op`] for a function whose type is not the builtin one
/// (`llvm.func`'s `!llvm.func<...>`): `signature` gives its inputs and
/// results, and the attribute dictionary leaves out `elided` too (the
/// attributes the op's form writes elsewhere), after `after_signature`
/// prints what the form has between the signature and the attributes.
pub fn print_function_op_with(
    p: &mut OpAsmPrinter<'_, '_>,
    op: OpId,
    (inputs, results): (&[Type], &[Type]),
    is_variadic: bool,
    names: FunctionAttrNames<'_>,
    (elided, after_signature): (&[&str], AfterSignature<'_>),
) -> IrResult<()> {
    let attrs = p.op_attributes(op);
    let find = |p: &OpAsmPrinter<'_, '_>, name: &str| {
        attrs
            .iter()
            .find(|(n, _)| p.ctx().symbol_str(*n) == name)
            .map(|&(_, a)| a)
    };
    p.write(" ");
    let visibility = find(p, VISIBILITY)
        .filter(|_| names.visibility_keyword)
        .and_then(|a| string_value(p.ctx(), a));
    if let Some(visibility) = visibility {
        p.write(&visibility);
        p.write(" ");
    }
    let name = find(p, SYMBOL_NAME)
        .and_then(|a| string_value(p.ctx(), a))
        .unwrap_or_default();
    p.print_symbol_name(&name);
    let arg_attrs = find(p, names.arg_attrs).map(|a| dictionaries(p.ctx(), a));
    let res_attrs = find(p, names.res_attrs).map(|a| dictionaries(p.ctx(), a));
    let body = p.ctx().regions(op).first().copied();
    let entry = body.and_then(|r| p.ctx().blocks(r).first().copied());

    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = nth(&arg_attrs, i);
        match entry.filter(|&b| i < p.ctx().num_block_args(b)) {
            Some(b) => p.print_region_argument(Value::Arg(b, i as u32), attrs, false),
            None => {
                p.print_type(ty);
                p.print_optional_attr_dict(attrs, &[]);
            }
        }
    }
    if is_variadic {
        if !inputs.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let parens = results.len() > 1
            || matches!(p.ctx().type_kind(results[0]), TypeKind::Function { .. })
            || !nth(&res_attrs, 0).is_empty();
        if parens {
            p.write("(");
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(ty);
            p.print_optional_attr_dict(nth(&res_attrs, i), &[]);
        }
        if parens {
            p.write(")");
        }
    }
    after_signature(p);
    let mut elided_names = vec![
        SYMBOL_NAME,
        names.function_type,
        names.arg_attrs,
        names.res_attrs,
    ];
    if names.visibility_keyword {
        elided_names.push(VISIBILITY);
    }
    elided_names.extend_from_slice(elided);
    p.print_optional_attr_dict_with_keyword(&attrs, &elided_names);
    if let Some(body) = body.filter(|&r| !p.ctx().blocks(r).is_empty()) {
        p.write(" ");
        p.print_region(body, false, true, false)?;
    }
    Ok(())
}

/// The entries of the `i`th dictionary, none when there is none.
fn nth(dicts: &Option<Vec<Vec<(Symbol, Attribute)>>>, i: usize) -> &[(Symbol, Attribute)] {
    dicts
        .as_ref()
        .and_then(|d| d.get(i))
        .map_or(&[], Vec::as_slice)
}

/// The inputs and results of a type attribute holding a function type.
fn function_signature(ctx: &Context, a: Attribute) -> (Vec<Type>, Vec<Type>) {
    let AttrKind::Type(t) = ctx.attr_kind(a) else {
        return Default::default();
    };
    match ctx.type_kind(*t) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => Default::default(),
    }
}

/// The entries of each dictionary of an array attribute.
fn dictionaries(ctx: &Context, a: Attribute) -> Vec<Vec<(Symbol, Attribute)>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return Vec::new();
    };
    items
        .iter()
        .map(|&d| match ctx.attr_kind(d) {
            AttrKind::Dictionary(entries) => entries.to_vec(),
            _ => Vec::new(),
        })
        .collect()
}

/// `name = [{...}, ...]` on `state`, unless every dictionary is empty
/// (`addArgAndResultAttrs`).
fn add_attr_array(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    dicts: &[Vec<(Symbol, Attribute)>],
) {
    if dicts.iter().all(Vec::is_empty) {
        return;
    }
    let items: Vec<Attribute> = dicts
        .iter()
        .map(|d| ctx.attr(AttrKind::Dictionary(d.clone().into())))
        .collect();
    let array = ctx.attr(AttrKind::Array(items.into()));
    push_attr(ctx, state, name, array);
}

fn push_attr(ctx: &mut Context, state: &mut OperationState, name: &str, value: Attribute) {
    let name = ctx.symbol(name);
    state.attributes.push((name, value));
}

fn string_attr(ctx: &mut Context, s: &str) -> Attribute {
    ctx.attr(AttrKind::String {
        value: s.as_bytes().into(),
        ty: None,
    })
}

fn string_value(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}
