//! Extensible dialects: a dialect registered by hand as extensible gains
//! dynamic ops, types and attributes at runtime, shaped after MLIR's
//! dynamic test dialect (`test.dynamic_pair`, `test.dynamic_generic`, ...;
//! mlir/test/IR/dynamic.mlir), plus ops that fold and canonicalize.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::diag::{file_line_col, Diagnostic};
use ods_runtime::dynamic::{
    DynamicAttr, DynamicAttrDefinition, DynamicError, DynamicOpDefinition, DynamicType,
    DynamicTypeDefinition,
};
use ods_runtime::ods::convert::{i32_attr, integer_attr, type_attr};
use ods_runtime::ods::op::op_error;
use ods_runtime::registry::{DefinitionId, DialectInfo, FoldResult, OpInfo, Traits};
use ods_runtime::rewrite::canonicalize;
use ods_runtime::verify::verify;
use ods_runtime::*;

struct TestDialect;

/// A verifier of parameters that wants `n` of them, worded as the test
/// dialect's (`expected 2 type arguments, but had 1`).
fn arity(
    n: usize,
    noun: &'static str,
) -> impl Fn(&Context, Attribute, &[Attribute]) -> Result<(), Diagnostic> + Send + Sync {
    move |_ctx, loc, params| {
        if params.len() == n {
            return Ok(());
        }
        let had = params.len();
        Err(Diagnostic::error(
            loc,
            format!("expected {n} {noun} arguments, but had {had}"),
        ))
    }
}

/// The value of an integer attribute.
fn int_value(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

/// `test.dynamic_constant`, which folding materializes.
fn materialize_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OperationState> {
    let mut state = OperationState::new(ctx, "test.dynamic_constant", loc);
    state.result_types.push(ty);
    state.attributes.push((ctx.symbol("value"), value));
    Some(state)
}

/// `neg(neg(x))` is `x`.
fn fold_double_neg(rewriter: &mut rewrite::PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let input = rewriter.operand(op, 0);
    let Some(inner) = rewriter.defining_op(input) else {
        return Ok(false);
    };
    if rewriter.op_name_str(inner) != "test.dynamic_neg" {
        return Ok(false);
    }
    let x = rewriter.operand(inner, 0);
    rewriter.replace_op(op, &[x])?;
    Ok(true)
}

fn register_types_and_attrs(ctx: &mut Context) -> Result<(), DynamicError> {
    let mut test = ctx.extensible_dialect_mut("test")?;
    for (name, n) in [("dynamic_singleton", 0), ("dynamic_pair", 2)] {
        test.register_dynamic_type(DynamicTypeDefinition::new(name, arity(n, "type")))?;
        test.register_dynamic_attr(DynamicAttrDefinition::new(name, arity(n, "attribute")))?;
    }
    // `<a : b>` read, `<a:b>` printed.
    let parse = |p: &mut asm::AsmParser<'_, '_>| {
        p.parse_less()?;
        let first = p.parse_attribute(None)?;
        p.parse_colon()?;
        let second = p.parse_attribute(None)?;
        p.parse_greater()?;
        Ok(vec![first, second])
    };
    let print = |p: &mut asm::AsmPrinter<'_>, params: &[Attribute]| {
        p.write("<");
        p.print_attribute(params[0]);
        p.write(":");
        p.print_attribute(params[1]);
        p.write(">");
    };
    let name = "dynamic_custom_assembly_format";
    test.register_dynamic_type(
        DynamicTypeDefinition::new(name, arity(2, "type"))
            .with_parser(parse)
            .with_printer(print),
    )?;
    test.register_dynamic_attr(
        DynamicAttrDefinition::new(name, arity(2, "attribute"))
            .with_parser(parse)
            .with_printer(print),
    )?;
    Ok(())
}

fn register_ops(ctx: &mut Context) -> Result<(), DynamicError> {
    let mut test = ctx.extensible_dialect_mut("test")?;
    test.register_dynamic_op(DynamicOpDefinition::new("dynamic_generic", |_, _| Ok(())))?;
    test.register_dynamic_op(DynamicOpDefinition::new(
        "dynamic_one_operand_two_results",
        |ctx, op| match (ctx.num_operands(op), ctx.num_results(op)) {
            (1, 2) => Ok(()),
            (1, n) => Err(op_error(
                ctx,
                op,
                format!("expected 2 results, but had {n}"),
            )),
            (n, _) => Err(op_error(
                ctx,
                op,
                format!("expected 1 operand, but had {n}"),
            )),
        },
    ))?;
    test.register_dynamic_op(
        DynamicOpDefinition::new("dynamic_custom_parser_printer", |ctx, op| {
            if ctx.num_operands(op) == 0 && ctx.num_results(op) == 0 {
                return Ok(());
            }
            Err(Diagnostic::error(
                ctx.op_loc(op),
                "operation should have no operands and no results",
            ))
        })
        .with_parser(|p, _state| p.parse_keyword("custom_keyword"))
        .with_printer(|p, _op| {
            p.write(" custom_keyword");
            Ok(())
        }),
    )?;
    test.register_dynamic_op(
        DynamicOpDefinition::new("dynamic_keyword_or_string", |_, _| Ok(()))
            .with_parser(|p, _state| p.parse_keyword_or_string().map(|_| ())),
    )?;
    test.register_dynamic_op(
        DynamicOpDefinition::new("dynamic_constant", |ctx, op| {
            match ctx.get_attr(op, "value") {
                Some(_) => Ok(()),
                None => Err(op_error(ctx, op, "requires a 'value' attribute")),
            }
        })
        .with_traits(Traits::CONSTANT_LIKE | Traits::ZERO_OPERANDS)
        .with_memory_effects(&[])
        .with_fold(|ctx, op, _| Some(vec![FoldResult::Attr(ctx.get_attr(op, "value")?)])),
    )?;
    test.register_dynamic_op(
        DynamicOpDefinition::new("dynamic_add", |_, _| Ok(()))
            .with_traits(Traits::COMMUTATIVE)
            .with_memory_effects(&[])
            .with_fold(|ctx, op, operands| {
                let [Some(a), Some(b)] = operands else {
                    return None;
                };
                let sum = int_value(ctx, *a)? + int_value(ctx, *b)?;
                let ty = ctx.value_type(ctx.result(op, 0));
                Some(vec![FoldResult::Attr(integer_attr(ctx, ty, sum))])
            }),
    )?;
    // Folds in place as MLIR's `trunci(trunci(x))` does: takes the inner
    // op's operand and returns its own result.
    test.register_dynamic_op(
        DynamicOpDefinition::new("dynamic_skip", |_, _| Ok(()))
            .with_memory_effects(&[])
            .with_fold(|ctx, op, _| {
                let inner = ctx.defining_op(ctx.operand(op, 0))?;
                if ctx.op_name_str(inner) != "test.dynamic_skip" {
                    return None;
                }
                let source = ctx.operand(inner, 0);
                ctx.set_operand(op, 0, source);
                Some(vec![FoldResult::Value(ctx.result(op, 0))])
            }),
    )?;
    test.register_dynamic_op(
        DynamicOpDefinition::new("dynamic_neg", |_, _| Ok(()))
            .with_memory_effects(&[])
            .with_canonicalization_patterns(|set| {
                set.add_fn(Some("test.dynamic_neg"), fold_double_neg);
            }),
    )?;
    Ok(())
}

/// A context whose `test` dialect is extensible and extended.
fn test_ctx() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let mut info = DialectInfo::new("test", DefinitionId::of::<TestDialect>());
    info.extensible = true;
    info.materialize_constant = Some(materialize_constant);
    ctx.registry.register_dialect(info).unwrap();
    register_types_and_attrs(&mut ctx).unwrap();
    register_ops(&mut ctx).unwrap();
    ctx
}

/// `source` parsed, verified and printed.
fn round_trip(source: &str) -> String {
    let mut ctx = test_ctx();
    let top = parse_source(&mut ctx, source, "in.mlir").unwrap_or_else(|d| panic!("{d}"));
    verify(&ctx, top).unwrap_or_else(|d| panic!("{d}"));
    print_top_level(&ctx, top, PrintOptions::default()).unwrap()
}

/// The line, column and message of the error that parsing or verifying
/// `source` reports.
fn error(source: &str) -> (u32, u32, String) {
    let mut ctx = test_ctx();
    let d = match parse_source(&mut ctx, source, "in.mlir") {
        Ok(top) => verify(&ctx, top).unwrap_err(),
        Err(d) => d,
    };
    let (_, line, col) = file_line_col(&ctx, d.loc).unwrap();
    (line, col, d.message)
}

fn module(body: &str) -> String {
    format!("module {{\n{body}}}\n\n")
}

#[test]
fn dynamic_types_round_trip() {
    let source = r#"%0 = "unregistered_op"() : () -> !test.dynamic_singleton
%1 = "unregistered_op"() : () -> !test.dynamic_pair<i32, f64>
%2 = "unregistered_op"() : () -> !test.dynamic_pair<!test.dynamic_pair<i32, f64>, !test.dynamic_singleton>
%3 = "unregistered_op"() : () -> !test.dynamic_custom_assembly_format<f32 : f64>
%4 = "unregistered_op"() : () -> !test.dynamic_singleton<>
"#;
    assert_eq!(
        round_trip(source),
        module(
            r#"  %0 = "unregistered_op"() : () -> !test.dynamic_singleton
  %1 = "unregistered_op"() : () -> !test.dynamic_pair<i32, f64>
  %2 = "unregistered_op"() : () -> !test.dynamic_pair<!test.dynamic_pair<i32, f64>, !test.dynamic_singleton>
  %3 = "unregistered_op"() : () -> !test.dynamic_custom_assembly_format<f32:f64>
  %4 = "unregistered_op"() : () -> !test.dynamic_singleton
"#
        )
    );
}

#[test]
fn dynamic_attributes_round_trip() {
    let source = r#""unregistered_op"() {test_attr = #test.dynamic_singleton} : () -> ()
"unregistered_op"() {test_attr = #test.dynamic_pair<3 : i32, 5 : i32>} : () -> ()
"unregistered_op"() {test_attr = #test.dynamic_pair<#test.dynamic_pair<3 : i32, 5 : i32>, f64>} : () -> ()
"unregistered_op"() {test_attr = #test.dynamic_custom_assembly_format<f32:f64>} : () -> ()
"#;
    let printed: String = source.lines().map(|l| format!("  {l}\n")).collect();
    assert_eq!(round_trip(source), module(&printed));
}

#[test]
fn dynamic_ops_round_trip() {
    let source = r#"%a = "other.input"() : () -> f32
"test.dynamic_generic"() : () -> ()
%0 = "test.dynamic_generic"(%a) : (f32) -> f64
%1:2 = "test.dynamic_one_operand_two_results"(%a) : (f32) -> (f64, f64)
test.dynamic_custom_parser_printer custom_keyword
"test.dynamic_custom_parser_printer"() : () -> ()
"#;
    assert_eq!(
        round_trip(source),
        module(
            r#"  %0 = "other.input"() : () -> f32
  "test.dynamic_generic"() : () -> ()
  %1 = "test.dynamic_generic"(%0) : (f32) -> f64
  %2:2 = "test.dynamic_one_operand_two_results"(%0) : (f32) -> (f64, f64)
  test.dynamic_custom_parser_printer custom_keyword
  test.dynamic_custom_parser_printer custom_keyword
"#
        )
    );
}

#[test]
fn bad_parameters_are_reported_at_the_name() {
    let singleton = r#""unregistered_op"() : () -> !test.dynamic_singleton<f64>"#;
    assert_eq!(
        error(singleton),
        (1, 35, "expected 0 type arguments, but had 1".into())
    );
    let pair = "%0 = \"unregistered_op\"() : () -> \n  !test.dynamic_pair<f64>";
    assert_eq!(
        error(pair),
        (2, 9, "expected 2 type arguments, but had 1".into())
    );
    let nested =
        r#""unregistered_op"() : () -> !test.dynamic_pair<!test.dynamic_singleton<f64>, i32>"#;
    assert_eq!(
        error(nested),
        (1, 54, "expected 0 type arguments, but had 1".into())
    );
    let attr = r#""unregistered_op"() {test_attr = #test.dynamic_singleton<f64>} : () -> ()"#;
    assert_eq!(
        error(attr),
        (1, 40, "expected 0 attribute arguments, but had 1".into())
    );
    let attr = r#""unregistered_op"() {test_attr = #test.dynamic_pair<f64>} : () -> ()"#;
    assert_eq!(
        error(attr).2,
        "expected 2 attribute arguments, but had 1".to_string()
    );
}

#[test]
fn malformed_parameters_are_parse_errors() {
    let missing_comma = r#""unregistered_op"() : () -> !test.dynamic_pair<i32 f64>"#;
    assert_eq!(error(missing_comma), (1, 51, "expected ','".into()));
    let custom = r#""unregistered_op"() : () -> !test.dynamic_custom_assembly_format<f32, f64>"#;
    assert_eq!(error(custom), (1, 69, "expected ':'".into()));
}

#[test]
fn an_unknown_name_of_an_extensible_dialect_is_refused() {
    let (_, _, message) = error(r#""unregistered_op"() : () -> !test.dynamic_nothing"#);
    assert_eq!(message, "dialect 'test' provides no type parsing hook");
}

#[test]
fn dynamic_op_verifiers_report_their_messages() {
    let no_operand = r#""test.dynamic_one_operand_two_results"() : () -> (f64, f64)"#;
    assert_eq!(
        error(no_operand),
        (
            1,
            1,
            "'test.dynamic_one_operand_two_results' op expected 1 operand, but had 0".into()
        )
    );
    let no_results = "%a = \"other.input\"() : () -> f32\n\
                      \"test.dynamic_one_operand_two_results\"(%a) : (f32) -> ()";
    assert_eq!(
        error(no_results),
        (
            2,
            1,
            "'test.dynamic_one_operand_two_results' op expected 2 results, but had 0".into()
        )
    );
    let operands = "%a = \"other.input\"() : () -> f32\n\
                    \"test.dynamic_custom_parser_printer\"(%a) : (f32) -> ()";
    assert_eq!(
        error(operands).2,
        "operation should have no operands and no results"
    );
}

/// An error of the `AsmParser` interface in an op's custom form names the
/// op, as MLIR's `emitError` there does.
#[test]
fn a_custom_form_s_parser_errors_name_the_op() {
    assert_eq!(
        error("test.dynamic_keyword_or_string 5"),
        (
            1,
            32,
            "custom op 'test.dynamic_keyword_or_string' expected valid keyword or string".into()
        )
    );
}

#[test]
fn a_dynamic_op_without_a_parser_has_no_custom_form() {
    assert_eq!(
        error("test.dynamic_generic"),
        (
            1,
            21,
            "custom op 'test.dynamic_generic' dynamic operation do not define any parser function"
                .into()
        )
    );
}

#[test]
fn duplicate_names_are_errors() {
    let mut ctx = test_ctx();
    let mut test = ctx.extensible_dialect_mut("test").unwrap();
    let op = test.register_dynamic_op(DynamicOpDefinition::new("dynamic_generic", |_, _| Ok(())));
    assert_eq!(
        op.unwrap_err().to_string(),
        "operation 'test.dynamic_generic' is already registered"
    );
    let ty = test.register_dynamic_type(DynamicTypeDefinition::new("dynamic_pair", arity(2, "")));
    assert_eq!(
        ty.unwrap_err(),
        DynamicError::AlreadyRegistered {
            kind: "type",
            name: "test.dynamic_pair".into()
        }
    );
    let attr = test.register_dynamic_attr(DynamicAttrDefinition::new("dynamic_pair", arity(2, "")));
    assert_eq!(
        attr.unwrap_err().to_string(),
        "attribute 'test.dynamic_pair' is already registered"
    );
    // A type and an attribute may share a name, as in MLIR.
    let both = test.register_dynamic_attr(DynamicAttrDefinition::new("fresh", arity(0, "")));
    assert!(both.is_ok());
    assert!(test
        .register_dynamic_type(DynamicTypeDefinition::new("fresh", arity(0, "")))
        .is_ok());
    // An op name a static definition holds.
    let mut ctx = test_ctx();
    let name = ctx.symbol("test.static");
    let info = OpInfo::new(name, DefinitionId::of::<TestDialect>());
    ctx.registry.register("test.static", info).unwrap();
    let mut test = ctx.extensible_dialect_mut("test").unwrap();
    let clash = test.register_dynamic_op(DynamicOpDefinition::new("static", |_, _| Ok(())));
    assert_eq!(
        clash.unwrap_err().to_string(),
        "operation 'test.static' is already registered"
    );
}

#[test]
fn only_registered_extensible_dialects_extend() {
    let mut ctx = Context::new();
    let err = ctx.extensible_dialect_mut("test").err().unwrap();
    assert_eq!(err.to_string(), "dialect 'test' is not registered");
    let info = DialectInfo::new("test", DefinitionId::of::<TestDialect>());
    ctx.registry.register_dialect(info).unwrap();
    let err = ctx.extensible_dialect_mut("test").err().unwrap();
    assert_eq!(err, DynamicError::NotExtensible("test".into()));
    assert!(!ctx.registry.is_extensible("test"));
}

#[test]
fn dynamic_types_are_uniqued_and_checked() {
    let mut ctx = test_ctx();
    let pair = ctx
        .registry
        .dynamic_type("test", "dynamic_pair")
        .unwrap()
        .clone();
    let i32 = IntegerType::get(&mut ctx, 32, Signedness::Signless).ty();
    let i32 = type_attr(&mut ctx, i32);
    let seven = i32_attr(&mut ctx, 7);
    let a = DynamicType::get(&mut ctx, &pair, vec![i32, seven]).unwrap();
    let b = DynamicType::get(&mut ctx, &pair, vec![i32, seven]).unwrap();
    let c = DynamicType::get(&mut ctx, &pair, vec![seven, i32]).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(a.params(&ctx), &[i32, seven]);
    assert!(std::sync::Arc::ptr_eq(a.definition(&ctx), &pair));
    assert_eq!(a.definition(&ctx).name(), "dynamic_pair");
    assert_eq!(a.definition(&ctx).dialect(), "test");
    let ty: Type = a.into();
    assert_eq!(DynamicType::try_from(&ctx, ty), Some(a));
    assert!(DynamicType::is_a(&ctx, ty));
    let f32 = FloatType::get(&mut ctx, FloatKind::F32).ty();
    assert!(!DynamicType::is_a(&ctx, f32));
    assert_eq!(
        asm::printer::type_to_string(&ctx, ty),
        "!test.dynamic_pair<i32, 7 : i32>"
    );

    let loc = ctx.unknown_loc();
    let err = DynamicType::get_checked(&mut ctx, loc, &pair, vec![i32]).unwrap_err();
    assert_eq!(err.message, "expected 2 type arguments, but had 1");
    assert_eq!(err.loc, loc);

    // A type and an attribute of the same name are different things.
    let pair_attr = ctx
        .registry
        .dynamic_attr("test", "dynamic_pair")
        .unwrap()
        .clone();
    let attr = DynamicAttr::get(&mut ctx, &pair_attr, vec![i32, seven]).unwrap();
    assert!(DynamicAttr::is_a(&ctx, attr.into()));
    assert!(DynamicAttr::try_from(&ctx, seven).is_none());
    assert_eq!(attr.params(&ctx), &[i32, seven]);
}

#[test]
fn parsed_and_built_instances_are_one() {
    let mut ctx = test_ctx();
    let top = parse_source(
        &mut ctx,
        r#"%0 = "unregistered_op"() : () -> !test.dynamic_singleton"#,
        "in.mlir",
    )
    .unwrap();
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    let op = ctx.first_op(body).unwrap();
    let parsed = ctx.value_type(ctx.result(op, 0));
    let def = ctx
        .extensible_dialect_mut("test")
        .unwrap()
        .lookup_type_definition("dynamic_singleton")
        .unwrap();
    let built = DynamicType::get(&mut ctx, &def, Vec::new()).unwrap();
    assert_eq!(parsed, Type::from(built));
}

#[test]
fn dynamic_ops_are_built_through_operation_state() {
    let mut ctx = test_ctx();
    let top = parse_source(&mut ctx, "", "in.mlir").unwrap();
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    let loc = ctx.unknown_loc();
    let f32 = FloatType::get(&mut ctx, FloatKind::F32).ty();
    let mut builder = OpBuilder::at_end(body);
    let input = OperationState::new(&mut ctx, "other.input", loc);
    let mut input = input;
    input.result_types.push(f32);
    let input = builder.insert(&mut ctx, input);
    let mut state = OperationState::new(&mut ctx, "test.dynamic_one_operand_two_results", loc);
    state.operands.push(ctx.result(input, 0));
    state.result_types.extend([f32, f32]);
    let op = builder.insert(&mut ctx, state);
    verify(&ctx, top).unwrap();
    let name = ctx.op_name(op);
    let info = ctx.registry.get(name).unwrap();
    assert_eq!(
        info.dynamic.as_ref().unwrap().name(),
        "dynamic_one_operand_two_results"
    );
    let def = ctx
        .extensible_dialect_mut("test")
        .unwrap()
        .lookup_op_definition("dynamic_one_operand_two_results")
        .unwrap();
    assert_eq!(def.traits(), Traits::default());
}

#[test]
fn dynamic_ops_fold_and_canonicalize() {
    let source = r#"%x = "other.input"() : () -> i32
%c1 = "test.dynamic_constant"() {value = 1 : i32} : () -> i32
%c2 = "test.dynamic_constant"() {value = 2 : i32} : () -> i32
%sum = "test.dynamic_add"(%c1, %c2) : (i32, i32) -> i32
%n = "test.dynamic_neg"(%x) : (i32) -> i32
%nn = "test.dynamic_neg"(%n) : (i32) -> i32
"other.use"(%sum, %nn) : (i32, i32) -> ()
"#;
    let mut ctx = test_ctx();
    let top = parse_source(&mut ctx, source, "in.mlir").unwrap();
    verify(&ctx, top).unwrap();
    assert!(canonicalize(&mut ctx, top).unwrap());
    assert_eq!(
        print_top_level(&ctx, top, PrintOptions::default()).unwrap(),
        module(
            r#"  %0 = "test.dynamic_constant"() {value = 3 : i32} : () -> i32
  %1 = "other.input"() : () -> i32
  "other.use"(%0, %1) : (i32, i32) -> ()
"#
        )
    );
}

/// A dialect's own type parser: `static_i7` is `i7` and `shadowed` is
/// `i8`; other names are unknown, reported where the name starts as the
/// generated parser reports them.
fn parse_mixed_type(p: &mut asm::AsmParser<'_, '_>) -> asm::PResult<Type> {
    let at = p.current_location();
    let name = p.parse_keyword_ident()?;
    let width = match name.as_str() {
        "static_i7" => 7,
        "shadowed" => 8,
        _ => {
            let message = format!("unknown  type `{name}` in dialect `mixed`");
            return Err(p.emit_error(at, message));
        }
    };
    Ok(IntegerType::get(p.ctx(), width, Signedness::Signless).ty())
}

#[test]
fn the_dialects_own_parser_comes_first() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let mut info = DialectInfo::new("mixed", DefinitionId::of::<TestDialect>());
    info.extensible = true;
    info.parse_type = Some(parse_mixed_type);
    ctx.registry.register_dialect(info).unwrap();
    let mut mixed = ctx.extensible_dialect_mut("mixed").unwrap();
    for name in ["dyn", "shadowed"] {
        let def = DynamicTypeDefinition::new(name, arity(0, "type"));
        mixed.register_dynamic_type(def).unwrap();
    }
    let source = r#"%0 = "x.op"() : () -> !mixed.static_i7
%1 = "x.op"() : () -> !mixed.dyn
%2 = "x.op"() : () -> !mixed.shadowed
"#;
    let top = parse_source(&mut ctx, source, "in.mlir").unwrap();
    assert_eq!(
        print_top_level(&ctx, top, PrintOptions::default()).unwrap(),
        module(
            r#"  %0 = "x.op"() : () -> i7
  %1 = "x.op"() : () -> !mixed.dyn
  %2 = "x.op"() : () -> i8
"#
        )
    );
    let unknown = parse_source(&mut ctx, r#""x.op"() : () -> !mixed.nothing"#, "in.mlir");
    let d = unknown.unwrap_err();
    assert_eq!(d.message, "unknown  type `nothing` in dialect `mixed`");
    assert_eq!(file_line_col(&ctx, d.loc).unwrap().2, 25);
}

#[test]
fn a_fold_to_its_own_result_is_an_in_place_change() {
    let source = r#"%x = "other.input"() : () -> i32
%a = "test.dynamic_skip"(%x) : (i32) -> i32
%b = "test.dynamic_skip"(%a) : (i32) -> i32
"other.use"(%b) : (i32) -> ()
"#;
    let mut ctx = test_ctx();
    let top = parse_source(&mut ctx, source, "in.mlir").unwrap();
    verify(&ctx, top).unwrap();
    assert!(canonicalize(&mut ctx, top).unwrap());
    assert_eq!(
        print_top_level(&ctx, top, PrintOptions::default()).unwrap(),
        module(
            r#"  %0 = "other.input"() : () -> i32
  %1 = "test.dynamic_skip"(%0) : (i32) -> i32
  "other.use"(%1) : (i32) -> ()
"#
        )
    );
}
