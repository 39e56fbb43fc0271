//! `fixtures/ods/attr_type_defs.td` and its Rust in `src/attr_type_defs.rs`:
//! dialect types and attributes uniqued by their parameters, their
//! builders, accessors and verifier, custom assembly hooks through the
//! dialect's parsers, a mutable recursive type, defs as op constraints.

use ods_runtime::{Context, Type};
use ods_tests::attr_type_defs::atd::*;
use ods_tests::generated::ATTR_TYPE_DEFS;
use ods_tests::support::{attr_text, type_text, Ir};

fn ctx() -> Context {
    let mut ctx = Context::new();
    AtdDialect::register(&mut ctx);
    ctx
}

/// Parses `src`, verifies it and prints it back as ods-opt does.
fn round_trip(ctx: &mut Context, src: &str) -> Result<String, String> {
    let top = ods_runtime::parse_source(ctx, src, "in.mlir")
        .map_err(|d| ods_runtime::diag::render(ctx, &d, "in.mlir", src))?;
    ods_runtime::verify::verify(ctx, top).map_err(|d| d.message)?;
    ods_runtime::asm::print_top_level(ctx, top, Default::default()).map_err(|e| e.to_string())
}

#[test]
fn equal_parameters_give_one_handle() {
    let mut ctx = ctx();
    let a = PairType::get(&mut ctx, 1, Some(2));
    let b = PairType::get(&mut ctx, 1, Some(2));
    let c = PairType::get(&mut ctx, 1, None);
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(c, PairType::get(&mut ctx, 1, Some(7)));
    assert_eq!(Type::from(a), a.ty());
    // Floats are equal by their bits.
    let x = RealAttr::get(&mut ctx, 0.5);
    assert_eq!(x, RealAttr::get(&mut ctx, 0.5));
    assert_ne!(RealAttr::get(&mut ctx, 0.0), RealAttr::get(&mut ctx, -0.0));
}

#[test]
fn accessors_read_the_parameters() {
    let mut ctx = ctx();
    let pair = PairType::get(&mut ctx, 3, None);
    assert_eq!((pair.first(&ctx), pair.second(&ctx)), (3, 7));
    assert_eq!(pair.sum(&ctx), 10);
    let name = NameAttr::get(&mut ctx, "n".into(), vec![2, 3], None);
    assert_eq!(name.text(&ctx), "n");
    assert_eq!(name.dims(&ctx), &[2, 3]);
    assert_eq!(type_text(&ctx, name.r#type(&ctx)), "none");
    assert_eq!(RealAttr::get(&mut ctx, 1.5).value(&ctx), 1.5);
}

#[test]
fn custom_builders_run_their_bodies_and_hooks() {
    let mut ctx = ctx();
    let text = NameAttr::get_text(&mut ctx, "only");
    assert_eq!(text, NameAttr::get(&mut ctx, "only".into(), vec![], None));
    let range = NameAttr::get_count(&mut ctx, 3, Some(5));
    assert_eq!(range.dims(&ctx), &[0, 5, 10]);
    let unit_step = NameAttr::get_count(&mut ctx, 2, None);
    assert_eq!(unit_step.dims(&ctx), &[0, 1]);
}

#[test]
fn get_checked_reports_the_verifier_diagnostic() {
    let mut ctx = ctx();
    let loc = ctx.unknown_loc();
    let ok = PairType::get_checked(&mut ctx, loc, 1, None).unwrap();
    assert_eq!(ok, PairType::get(&mut ctx, 1, None));
    let err = PairType::get_checked(&mut ctx, loc, -1, Some(2)).unwrap_err();
    assert_eq!(err.message, "'first' must be non-negative, got -1");
    assert_eq!(err.loc, loc);
}

#[test]
fn isa_and_try_from_tell_definitions_apart() {
    let mut ctx = ctx();
    let pair = PairType::get(&mut ctx, 1, None).ty();
    let unit = UnitType::get(&mut ctx).ty();
    let i32t = ods_tests::support::ty(&mut ctx, "i32");
    assert!(PairType::isa(&ctx, pair));
    assert!(!PairType::isa(&ctx, unit));
    assert!(!PairType::isa(&ctx, i32t));
    assert_eq!(
        UnitType::try_from(&ctx, unit),
        Some(UnitType::from_type_unchecked(unit))
    );
    assert_eq!(UnitType::try_from(&ctx, pair), None);
}

#[test]
fn types_and_attributes_round_trip_through_the_dialect_parsers() {
    let mut ctx = ctx();
    let src = "\"x.op\"() {a = #atd.name<\"hi\", [1, 2]> : i32, b = #atd.name<\"t\", []>, c = #atd.real<2.5>} : () -> (!atd.pair<1>, !atd.pair<1, 2>, !atd.unit)\n";
    ctx.allow_unregistered = true;
    let out = round_trip(&mut ctx, src).unwrap();
    // The self type is read after `:` but, as in MLIR, not printed: a
    // dialect attribute prints only what its own printer writes.
    assert_eq!(
        out,
        "module {\n  %0:3 = \"x.op\"() {a = #atd.name<\"hi\", [1, 2]>, b = #atd.name<\"t\", []>, c = #atd.real<2.500000e+00>} : () -> (!atd.pair<1>, !atd.pair<1, 2>, !atd.unit)\n}\n\n"
    );
    assert_eq!(round_trip(&mut ctx, &out).unwrap(), out);
    // The parsed values are the handles `get` gives.
    let pair = PairType::get(&mut ctx, 1, Some(2));
    assert_eq!(type_text(&ctx, pair.ty()), "!atd.pair<1, 2>");
    let i32t = ods_tests::support::ty(&mut ctx, "i32");
    let name = NameAttr::get(&mut ctx, "hi".into(), vec![1, 2], Some(i32t));
    assert_eq!(attr_text(&ctx, name.attr()), "#atd.name<\"hi\", [1, 2]>");
    assert_eq!(name.r#type(&ctx), i32t);
}

#[test]
fn a_mutable_type_refers_to_itself() {
    let mut ctx = ctx();
    ctx.allow_unregistered = true;
    let src = "\"x.op\"() : () -> !atd.node<\"list\", (i32, !atd.node<\"list\">)>\n";
    let out = round_trip(&mut ctx, src).unwrap();
    assert!(
        out.contains("-> !atd.node<\"list\", (i32, !atd.node<\"list\">)>"),
        "{out}"
    );
    let list = NodeType::get(&mut ctx, "list".into());
    let body = list.mutable_state::<Vec<Type>>(&ctx).unwrap();
    assert_eq!(body.len(), 2);
    assert_eq!(body[1], list.ty());
}

#[test]
fn unknown_mnemonics_are_reported_at_the_mnemonic() {
    let mut ctx = ctx();
    ctx.allow_unregistered = true;
    let err = round_trip(&mut ctx, "\"x.op\"() : () -> !atd.pear<1>\n").unwrap_err();
    assert!(
        err.contains("1:23: error: unknown  type `pear` in dialect `atd`"),
        "{err}"
    );
    let err = round_trip(
        &mut ctx,
        "\"x.op\"() {a = #atd.nam<\"x\", []>} : () -> ()\n",
    )
    .unwrap_err();
    assert!(
        err.contains("1:20: error: unknown attribute `nam` in dialect `atd`"),
        "{err}"
    );
}

#[test]
fn defs_constrain_op_operands_and_attributes() {
    let mut ir = Ir::new(&[AtdDialect::register]);
    let input = ir.value("!atd.pair<4>");
    let unit = UnitType::get(&mut ir.ctx).ty();
    let label = NameAttr::get_text(&mut ir.ctx, "l");
    let mut state = ir.state::<UseOp>();
    UseOp::build(&mut ir.ctx, &mut state, unit, input, label);
    let op: UseOp = ir.create(state);
    ir.verify_ok();
    assert_eq!(op.label(&ir.ctx), label);
    assert_eq!(op.label(&ir.ctx).text(&ir.ctx), "l");
    ir.round_trip();

    let mut ir = Ir::new(&[AtdDialect::register]);
    let wrong = ir.value("!atd.unit");
    let unit = UnitType::get(&mut ir.ctx).ty();
    let label = NameAttr::get_text(&mut ir.ctx, "l");
    let mut state = ir.state::<UseOp>();
    UseOp::build(&mut ir.ctx, &mut state, unit, wrong, label);
    let _: UseOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'atd.use' op operand #0 must be two integers, but got '!atd.unit'"
    );
}

#[test]
fn the_generated_text_documents_the_defs() {
    assert!(ATTR_TYPE_DEFS.contains("/// two integers"));
    assert!(ATTR_TYPE_DEFS.contains("/// ```text\n    /// !atd.pair<1, 2>\n    /// ```\n"));
    assert!(ATTR_TYPE_DEFS.contains("pub trait PairTypeHooks"));
}

#[test]
fn gen_mnemonic_alias_names_the_type_in_printed_ir() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    AtdDialect::register(&mut ctx);
    let source = "\"x.op\"() : () -> (!atd.tag<1>, !atd.tag<2>, !atd.tag<1>)\n";
    let top = ods_runtime::parse_source(&mut ctx, source, "t.mlir").unwrap();
    let printed = ods_runtime::asm::print_top_level(&ctx, top, Default::default()).unwrap();
    assert_eq!(
        printed,
        "!tag = !atd.tag<1>\n!tag1 = !atd.tag<2>\nmodule {\n  %0:3 = \"x.op\"() : () -> (!tag, !tag1, !tag)\n}\n\n"
    );
}

#[test]
fn a_dialect_alias_hook_set_after_registration_names_its_types() {
    use ods_runtime::registry::AliasResult;
    use ods_runtime::AttrOrType;
    fn alias(ctx: &Context, value: AttrOrType) -> Option<AliasResult> {
        let AttrOrType::Type(t) = value else {
            return None;
        };
        let pair = PairType::try_from(ctx, t)?;
        (pair.first(ctx) == 0).then(|| AliasResult::Final("zero".into()))
    }
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    AtdDialect::register(&mut ctx);
    ctx.registry.dialect_mut("atd").unwrap().alias = Some(alias);
    let source = "\"x.op\"() : () -> (!atd.pair<0>, !atd.pair<1>, !atd.tag<3>)\n";
    let top = ods_runtime::parse_source(&mut ctx, source, "t.mlir").unwrap();
    let printed = ods_runtime::asm::print_top_level(&ctx, top, Default::default()).unwrap();
    assert_eq!(
        printed,
        "!tag = !atd.tag<3>\n!zero = !atd.pair<0>\nmodule {\n  %0:3 = \"x.op\"() : () -> (!zero, !atd.pair<1>, !tag)\n}\n\n"
    );
}

#[test]
fn a_comparator_decides_which_parameters_are_equal() {
    let mut ctx = Context::new();
    AtdDialect::register(&mut ctx);
    let three = DigitType::get(&mut ctx, 3);
    assert_eq!(DigitType::get(&mut ctx, 13), three);
    assert_ne!(DigitType::get(&mut ctx, 4), three);
    // The first value stored is the one kept.
    assert_eq!(three.value(&ctx), 3);
}

#[test]
fn a_storage_written_by_hand_serves_the_generated_handle() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    AtdDialect::register(&mut ctx);
    let b = BoxAttr::get(&mut ctx, 8);
    assert_eq!(ctx.attr_params::<BoxAttrStorage>(b.attr()).unwrap().size, 8);
    assert_eq!(b.size(&ctx), 8);
    let source = "\"x.op\"() {b = #atd.box<8>} : () -> ()\n";
    let top = ods_runtime::parse_source(&mut ctx, source, "t.mlir").unwrap();
    let printed = ods_runtime::asm::print_top_level(&ctx, top, Default::default()).unwrap();
    assert!(printed.contains("{b = #atd.box<8>}"), "{printed}");
}
