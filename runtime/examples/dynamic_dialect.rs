//! An extensible dialect filled at runtime: `calc`, whose type
//! `!calc.quantity<"unit">` and ops (`calc.const`, `calc.add`, `calc.neg`,
//! `calc.show`) are closures registered on a dialect that only declares
//! itself extensible. It reads an IR file (by default
//! `examples/dynamic_dialect.mlir`), verifies it, prints it, canonicalizes
//! it (the folder of `calc.add`, the pattern of `calc.neg`) and prints it
//! again; then shows the verifiers' errors on two bad inputs.
//!
//! ```text
//! cargo run -p ods-runtime --example dynamic_dialect [FILE]
//! ```

use ods_runtime::asm::{print_top_level, OpAsmParser, OpAsmPrinter, PResult, PrintOptions};
use ods_runtime::diag::{render, Diagnostic};
use ods_runtime::dynamic::{DynamicError, DynamicOpDefinition, DynamicTypeDefinition};
use ods_runtime::ods::convert::integer_attr;
use ods_runtime::ods::op::op_error;
use ods_runtime::registry::{DefinitionId, DialectInfo, FoldResult, Traits};
use ods_runtime::rewrite::{canonicalize, PatternRewriter};
use ods_runtime::verify::verify;
use ods_runtime::{
    parse_source, AttrKind, Attribute, Context, IrResult, OpId, OperationState, Type,
};
use std::error::Error;

/// The dialect's Rust identity; everything else about it is dynamic.
struct CalcDialect;

/// `!calc.quantity<"unit">`: one string parameter.
fn quantity() -> DynamicTypeDefinition {
    DynamicTypeDefinition::new("quantity", |ctx, loc, params| match params {
        [unit] if matches!(ctx.attr_kind(*unit), AttrKind::String { .. }) => Ok(()),
        [_] => Err(Diagnostic::error(loc, "expected the unit as a string")),
        _ => Err(Diagnostic::error(
            loc,
            format!("expected one unit, but had {}", params.len()),
        )),
    })
}

/// `calc.const`: a constant, `ConstantLike`, folded to its `value`.
fn constant() -> DynamicOpDefinition {
    DynamicOpDefinition::new("const", |ctx, op| {
        match ctx.get_attr(op, "value").map(|v| ctx.attr_kind(v)) {
            Some(AttrKind::Integer { .. }) => Ok(()),
            _ => Err(op_error(ctx, op, "requires an integer 'value' attribute")),
        }
    })
    .with_traits(Traits::CONSTANT_LIKE | Traits::ZERO_OPERANDS)
    .with_memory_effects(&[])
    .with_fold(|ctx, op, _| Some(vec![FoldResult::Attr(ctx.get_attr(op, "value")?)]))
}

/// The value of an integer attribute.
fn int_value(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

/// `calc.add`: two quantities of one unit; sums constants.
fn add() -> DynamicOpDefinition {
    DynamicOpDefinition::new("add", |ctx, op| {
        let types: Vec<Type> = ctx
            .operands(op)
            .into_iter()
            .chain(ctx.results(op).iter().copied())
            .map(|v| ctx.value_type(v))
            .collect();
        match types.as_slice() {
            [a, b, r] if a == b && b == r => Ok(()),
            [_, _, _] => Err(op_error(ctx, op, "adds quantities of one unit only")),
            _ => Err(op_error(ctx, op, "expects two operands and one result")),
        }
    })
    .with_traits(Traits::COMMUTATIVE)
    .with_memory_effects(&[])
    .with_fold(|ctx, _op, operands| {
        let [Some(a), Some(b)] = operands else {
            return None;
        };
        let sum = int_value(ctx, *a)?.checked_add(int_value(ctx, *b)?)?;
        let i64 = match ctx.attr_kind(*a) {
            AttrKind::Integer { ty, .. } => *ty,
            _ => return None,
        };
        Some(vec![FoldResult::Attr(integer_attr(ctx, i64, sum))])
    })
}

/// `neg(neg(x))` is `x`.
fn double_negation(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let inner = rewriter.defining_op(rewriter.operand(op, 0));
    let Some(inner) = inner.filter(|&i| rewriter.op_name_str(i) == "calc.neg") else {
        return Ok(false);
    };
    let x = rewriter.operand(inner, 0);
    rewriter.replace_op(op, &[x])?;
    Ok(true)
}

/// `calc.neg`: canonicalized by [`double_negation`].
fn neg() -> DynamicOpDefinition {
    DynamicOpDefinition::new("neg", |ctx, op| match ctx.num_operands(op) {
        1 => Ok(()),
        n => Err(op_error(
            ctx,
            op,
            format!("expects one operand, but had {n}"),
        )),
    })
    .with_memory_effects(&[])
    .with_canonicalization_patterns(|set| {
        set.add_fn(Some("calc.neg"), double_negation);
    })
}

/// `calc.show %x : type`, in its custom form.
fn show() -> DynamicOpDefinition {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let operand = p.parse_operand()?;
        let ty = p.parse_colon_type()?;
        state.operands.push(p.resolve_operand(&operand, ty)?);
        Ok(())
    }
    fn print(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
        let x = p.ctx().operand(op, 0);
        let ty = p.ctx().value_type(x);
        p.write(" ");
        p.print_operand(x);
        p.write(" : ");
        p.print_type(ty);
        Ok(())
    }
    DynamicOpDefinition::new("show", |ctx, op| match ctx.num_operands(op) {
        1 => Ok(()),
        n => Err(op_error(
            ctx,
            op,
            format!("expects one operand, but had {n}"),
        )),
    })
    .with_parser(parse)
    .with_printer(print)
}

/// The constants folding makes: `calc.const` of the value.
fn materialize_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OperationState> {
    let mut state = OperationState::new(ctx, "calc.const", loc);
    state.result_types.push(ty);
    state.attributes.push((ctx.symbol("value"), value));
    Some(state)
}

/// Registers `calc` as an extensible dialect and fills it.
pub fn register(ctx: &mut Context) -> Result<(), Box<dyn Error>> {
    let mut info = DialectInfo::new("calc", DefinitionId::of::<CalcDialect>());
    info.extensible = true;
    info.materialize_constant = Some(materialize_constant);
    ctx.registry.register_dialect(info)?;
    let mut calc = ctx.extensible_dialect_mut("calc")?;
    calc.register_dynamic_type(quantity())?;
    for op in [constant(), add(), neg(), show()] {
        calc.register_dynamic_op(op)?;
    }
    // A second definition of a name is refused, not replaced.
    let again = calc.register_dynamic_op(neg());
    assert!(matches!(again, Err(DynamicError::AlreadyRegistered { .. })));
    Ok(())
}

/// Bad inputs and what the verifiers say of them.
const BAD: [&str; 2] = [
    "%x = \"calc.const\"() {value = 1 : i64} : () -> !calc.quantity<\"m\", \"s\">\n",
    "%m = \"calc.const\"() {value = 1 : i64} : () -> !calc.quantity<\"m\">\n\
     %s = \"calc.const\"() {value = 1 : i64} : () -> !calc.quantity<\"s\">\n\
     %0 = \"calc.add\"(%m, %s) : (!calc.quantity<\"m\">, !calc.quantity<\"s\">) -> !calc.quantity<\"m\">\n",
];

/// What the example prints for the IR `source`.
pub fn run(source: &str) -> Result<String, Box<dyn Error>> {
    let mut ctx = Context::new();
    register(&mut ctx)?;
    let top = parse_source(&mut ctx, source, "input.mlir")?;
    verify(&ctx, top)?;
    let mut out = String::from("// Parsed and verified:\n");
    out += &print_top_level(&ctx, top, PrintOptions::default())?;
    canonicalize(&mut ctx, top)?;
    out += "// Canonicalized:\n";
    out += &print_top_level(&ctx, top, PrintOptions::default())?;
    for bad in BAD {
        let mut ctx = Context::new();
        register(&mut ctx)?;
        let error = match parse_source(&mut ctx, bad, "bad.mlir") {
            Ok(top) => verify(&ctx, top).err(),
            Err(d) => Some(d),
        };
        if let Some(d) = error {
            out += "// Refused:\n";
            out += &render(&ctx, &d, "bad.mlir", bad);
        }
    }
    Ok(out)
}

fn main() -> Result<(), Box<dyn Error>> {
    let path = std::env::args().nth(1).unwrap_or_else(|| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/examples/dynamic_dialect.mlir").to_string()
    });
    print!("{}", run(&std::fs::read_to_string(path)?)?);
    Ok(())
}
