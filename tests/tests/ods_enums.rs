//! `fixtures/ods/enums.td`: integer and bit enums with MLIR's conversions,
//! their typed attributes as op arguments and in builders, enum properties,
//! and the generic round trip of ops using them.
//!
//! The expected strings of `stringify`/`symbolize` were worked out from the
//! C++ that `mlir-tblgen --gen-enum-defs` (LLVM 22) generates for the same
//! fixture, whose enum defs MLIR's own `EnumAttr.td` reads alike.

use ods_runtime::ods::enums::UnknownCase;
use ods_runtime::ods::op::{set_prop, Op};
use ods_tests::enums::enums::colors::{self, Color, Hints};
use ods_tests::enums::enums::*;
use ods_tests::support::Ir;

fn ir() -> Ir {
    Ir::new(&[EnumsDialect::register])
}

#[test]
fn integer_enum_cases() {
    assert_eq!(CmpPredicate::Eq as u32, 0);
    assert_eq!(CmpPredicate::FASTPATH.to_int(), 4);
    assert_eq!(CmpPredicate::AlwaysTrue.to_int(), 7);
    assert_eq!(
        CmpPredicate::CASES,
        [
            CmpPredicate::Eq,
            CmpPredicate::Ne,
            CmpPredicate::Slt,
            CmpPredicate::AlwaysTrue,
            CmpPredicate::FASTPATH
        ]
    );
    // Strings differ from symbols where the def says so.
    assert_eq!(CmpPredicate::Slt.stringify(), "less");
    assert_eq!(CmpPredicate::AlwaysTrue.stringify(), "always_true");
    assert_eq!(CmpPredicate::FASTPATH.to_string(), "fast-path");
    assert_eq!(CmpPredicate::symbolize("less"), Some(CmpPredicate::Slt));
    assert_eq!(CmpPredicate::symbolize("slt"), None);
    assert_eq!(CmpPredicate::symbolize(" eq"), None);
    assert_eq!("fast-path".parse(), Ok(CmpPredicate::FASTPATH));
    assert_eq!(
        "FAST_PATH".parse::<CmpPredicate>(),
        Err(UnknownCase::new("CmpPredicate", "FAST_PATH"))
    );
    assert_eq!(CmpPredicate::from_int(7), Some(CmpPredicate::AlwaysTrue));
    assert_eq!(CmpPredicate::from_int(3), None);
    assert_eq!(CmpPredicate::max_value(), 7);
}

#[test]
fn free_functions_are_named_from_the_def() {
    assert_eq!(stringify_cmp_predicate(CmpPredicate::Ne), "ne");
    assert_eq!(symbolize_cmp_predicate("ne"), Some(CmpPredicate::Ne));
    // MLIR overloads `symbolizeCmpPredicate` for integers.
    assert_eq!(symbolize_cmp_predicate_from_int(2), Some(CmpPredicate::Slt));
    assert_eq!(get_max_enum_val_for_cmp_predicate(), 7);
    // Renamed functions; a 64-bit value (MLIR's `unsigned` maximum would
    // truncate it to 705032704).
    assert_eq!(level_name(Level::High), "high");
    assert_eq!(parse_level("low"), Some(Level::Low));
    assert_eq!(level_from_value(5_000_000_000), Some(Level::High));
    assert_eq!(get_max_enum_val_for_level(), 5_000_000_000u64);
    assert_eq!(colors::stringify_color(Color::Blue), "blue");
    assert_eq!(colors::symbolize_color_from_int(5), Some(Color::Blue));
}

#[test]
fn implicit_values_follow_cpp() {
    use colors::Implicit;
    assert_eq!(Implicit::First.to_int(), 0);
    assert_eq!(Implicit::Jump.to_int(), 5);
    assert_eq!(Implicit::After.to_int(), 6);
    assert_eq!(Implicit::from_int(6), Some(Implicit::After));
    // No `symbolize_implicit_from_int` nor `get_max_enum_val_for_implicit`.
    let colors = ods_tests::generated::item(ods_tests::generated::ENUMS, "pub mod colors {");
    assert!(colors.contains("pub fn symbolize_implicit("));
    assert!(!colors.contains("pub fn symbolize_implicit_from_int("));
    assert!(!colors.contains("get_max_enum_val_for_implicit"));
    assert!(!colors.contains("First = "));
}

#[test]
fn bit_enum_stringify_prints_every_set_case() {
    // `Access`: a none case, `|`, groups printed with their bits.
    let cases = [
        (Access::NONE, "none"),
        (Access::READ, "read"),
        (Access::READ | Access::WRITE, "read|write|rw"),
        (Access::ALL, "read|write|execute|rw|all"),
        (
            Access::READ | Access::EXEC | Access::BIG,
            "read|execute|big",
        ),
        // Unknown bits are not printed; only unknown bits print nothing.
        (Access::from_bits_retain(0x8), ""),
        (Access::from_bits_retain(0x9), "read"),
    ];
    for (value, text) in cases {
        assert_eq!(value.stringify(), text, "{value:?}");
        assert_eq!(stringify_access(value), text);
    }
}

#[test]
fn bit_enum_stringify_prints_primary_groups() {
    // `Hints`: no none case, `, `, groups first (the last declared
    // first), then single bits; the two-bit plain case `mixed` is never
    // printed.
    let h = Hints::from_bits_retain;
    let cases = [
        (h(0), ""),
        (h(7), "trio"),
        (h(3), "pair"),
        (h(6), "safe, cold"),
        (h(5), "fast, cold"),
        (h(0xf), "trio"),
        (Hints::MIXED, "safe, cold"),
    ];
    for (value, text) in cases {
        assert_eq!(value.stringify(), text, "{value:?}");
        assert_eq!(value.to_string(), text);
    }
}

#[test]
fn bit_enum_symbolize_splits_at_the_separator() {
    let cases = [
        ("none", Some(0)),
        ("read", Some(1)),
        ("read|write", Some(3)),
        (" read | execute ", Some(5)),
        ("rw|execute", Some(7)),
        ("big", Some(0x8000_0000)),
        // The none case is only read alone.
        ("read|none", None),
        ("", None),
        ("read||write", None),
        ("read, write", None),
        ("exec", None),
    ];
    for (text, bits) in cases {
        assert_eq!(Access::symbolize(text).map(Access::bits), bits, "{text:?}");
    }
    let cases = [
        ("fast, safe", Some(3)),
        ("fast,safe", Some(3)),
        ("pair, cold", Some(7)),
        ("mixed", Some(6)),
        ("fast | safe", None),
        ("", None),
    ];
    for (text, bits) in cases {
        assert_eq!(Hints::symbolize(text).map(Hints::bits), bits, "{text:?}");
        assert_eq!(colors::symbolize_hints(text).map(Hints::bits), bits);
    }
    assert_eq!(
        "read|nope".parse::<Access>(),
        Err(UnknownCase::new("Access", "read|nope"))
    );
}

#[test]
fn bit_enum_operators() {
    let rw = Access::READ | Access::WRITE;
    assert_eq!(rw, Access::RW);
    assert_eq!(rw & Access::WRITE, Access::WRITE);
    assert_eq!(rw ^ Access::ALL, Access::EXEC);
    // The complement stays within the valid bits.
    assert_eq!((!rw).bits(), 0x8000_0004);
    assert_eq!(
        !Access::from_bits_retain(0x8),
        Access::from_bits_retain(0x8000_0007)
    );
    assert!(rw.contains(Access::READ));
    assert!(!rw.contains(Access::ALL));
    assert!(rw.intersects(Access::ALL));
    assert!(!rw.intersects(Access::EXEC));
    assert!(Access::NONE.is_empty());
    assert_eq!(
        Access::ALL.clear(Access::WRITE),
        Access::READ | Access::EXEC
    );
    assert_eq!(
        Access::from_bits_retain(0x9).clear(Access::READ),
        Access::NONE
    );
    assert_eq!(Access::NONE.set(Access::EXEC, true), Access::EXEC);
    assert_eq!(Access::ALL.set(Access::EXEC, false), Access::RW);
    let mut v = Access::READ;
    v |= Access::EXEC;
    v &= Access::ALL;
    v ^= Access::READ;
    assert_eq!(v, Access::EXEC);
    assert_eq!(Access::VALID_BITS, 0x8000_0007);
    assert_eq!(
        Access::from_int(0x8000_0001),
        Some(Access::READ | Access::BIG)
    );
    assert_eq!(Access::from_int(0x10), None);
    assert_eq!(symbolize_access_from_int(0), Some(Access::NONE));
}

#[test]
fn specialized_attributes() {
    let mut ir = ir();
    let ctx = &mut ir.ctx;
    let a = CmpPredicateAttr::get(ctx, CmpPredicate::Slt);
    assert_eq!(a.value(ctx), CmpPredicate::Slt);
    assert_eq!(ods_tests::support::attr_text(ctx, a.attr()), "2 : i32");
    let parsed = ods_tests::support::attr(ctx, "7 : i32");
    assert_eq!(
        CmpPredicateAttr::try_from(ctx, parsed).map(|a| a.value(ctx)),
        Some(CmpPredicate::AlwaysTrue)
    );
    for text in ["3 : i32", "2 : i64", "2 : si32", "\"less\""] {
        let other = ods_tests::support::attr(ctx, text);
        assert!(CmpPredicateAttr::try_from(ctx, other).is_none(), "{text}");
    }
    let bits = AccessAttr::get(ctx, Access::READ | Access::BIG);
    assert_eq!(
        ods_tests::support::attr_text(ctx, bits.into()),
        "-2147483647 : i32"
    );
    assert_eq!(bits.value(ctx), Access::READ | Access::BIG);
    let unknown = ods_tests::support::attr(ctx, "8 : i32");
    assert!(AccessAttr::try_from(ctx, unknown).is_none());
}

#[test]
fn enum_attributes_as_op_arguments() {
    let mut ir = ir();
    let mut state = ir.state::<CmpOp>();
    CmpOp::build(
        &mut ir.ctx,
        &mut state,
        CmpPredicate::Ne,
        Access::READ | Access::WRITE,
        None,
        None,
        5_000_000_000,
    );
    let op: CmpOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(op.predicate(ctx), CmpPredicate::Ne);
    assert_eq!(op.access(ctx), Access::RW);
    assert_eq!(op.maybe(ctx), None);
    // `DefaultValuedEnumAttr`: the case given in the def (which the
    // builder stores).
    assert_eq!(op.fallback(ctx), CmpPredicate::Slt);
    // No specialized attribute: the base attribute's value.
    assert_eq!(op.level(ctx), 5_000_000_000);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""enums.cmp"() <{access = 3 : i32, fallback = 2 : i32, level = 5000000000 : i64, predicate = 1 : i32}> : () -> ()"#
        ),
        "{text}"
    );
    op.set_predicate(&mut ir.ctx, CmpPredicate::AlwaysTrue);
    op.set_fallback(&mut ir.ctx, CmpPredicate::Eq);
    let maybe = CmpPredicateAttr::get(&mut ir.ctx, CmpPredicate::FASTPATH);
    op.set_maybe_attr(&mut ir.ctx, maybe.into());
    let ctx = &ir.ctx;
    assert_eq!(op.predicate(ctx), CmpPredicate::AlwaysTrue);
    assert_eq!(op.fallback(ctx), CmpPredicate::Eq);
    assert_eq!(op.maybe(ctx), Some(CmpPredicate::FASTPATH));
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""enums.cmp"() <{access = 3 : i32, fallback = 0 : i32, level = 5000000000 : i64, maybe = 4 : i32, predicate = 7 : i32}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn enum_attribute_verification() {
    let mut ir = ir();
    let mut state = ir.state::<CmpOp>();
    CmpOp::build(
        &mut ir.ctx,
        &mut state,
        CmpPredicate::Eq,
        Access::NONE,
        None,
        None,
        1,
    );
    let op: CmpOp = ir.create(state);
    ir.verify_ok();
    let bad = ir.attr("3 : i32");
    set_prop(&mut ir.ctx, op.id(), "predicate", Some(bad));
    assert_eq!(
        ir.verify_error(),
        "'enums.cmp' op attribute 'predicate' failed to satisfy constraint: a comparison predicate"
    );
    assert!(ods_tests::panic_message(|| op.predicate(&ir.ctx))
        .contains("a verified CmpPredicate attribute"));
    let good = ir.attr("2 : i32");
    set_prop(&mut ir.ctx, op.id(), "predicate", Some(good));
    let unknown = ir.attr("16 : i32");
    set_prop(&mut ir.ctx, op.id(), "access", Some(unknown));
    assert_eq!(
        ir.verify_error(),
        "'enums.cmp' op attribute 'access' failed to satisfy constraint: access flags"
    );
    let wide = ir.attr("7 : i64");
    set_prop(&mut ir.ctx, op.id(), "access", Some(wide));
    assert_eq!(
        ir.verify_error(),
        "'enums.cmp' op attribute 'access' failed to satisfy constraint: access flags"
    );
    let access = ir.attr("7 : i32");
    set_prop(&mut ir.ctx, op.id(), "access", Some(access));
    // The summary MLIR makes up for an I64 enum without one.
    let level = ir.attr("2 : i64");
    set_prop(&mut ir.ctx, op.id(), "level", Some(level));
    assert_eq!(
        ir.verify_error(),
        "'enums.cmp' op attribute 'level' failed to satisfy constraint: allowed 64-bit signless integer cases: 1, 5000000000"
    );
}

#[test]
fn constant_enum_cases() {
    let mut ir = ir();
    let mut state = ir.state::<ConstOp>();
    ConstOp::build(
        &mut ir.ctx,
        &mut state,
        CmpPredicate::Slt,
        Access::READ | Access::EXEC,
    );
    let op: ConstOp = ir.create(state);
    ir.verify_ok();
    let eq = CmpPredicateAttr::get(&mut ir.ctx, CmpPredicate::Eq).into();
    set_prop(&mut ir.ctx, op.id(), "less", Some(eq));
    assert_eq!(
        ir.verify_error(),
        "'enums.const' op attribute 'less' failed to satisfy constraint: a comparison predicate constant attribute __ods_root::enums::CmpPredicate::Slt"
    );
}

#[test]
fn enum_properties() {
    let mut ir = ir();
    let mut state = ir.state::<PaintOp>();
    PaintOp::build(
        &mut ir.ctx,
        &mut state,
        Color::Blue,
        Hints::PAIR | Hints::COLD,
        CmpPredicate::Slt,
        None,
    );
    let op: PaintOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(op.color(ctx), Color::Blue);
    assert_eq!(op.hints(ctx), Hints::TRIO);
    assert_eq!(op.pred(ctx), CmpPredicate::Slt);
    assert_eq!(op.shade(ctx), Color::Green);
    // In the generic form a property is its attribute: the integer.
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""enums.paint"() <{color = 5 : i32, hints = 7 : i8, pred = 2 : i32, shade = 1 : i32}> : () -> ()"#
        ),
        "{text}"
    );
    op.set_hints(&mut ir.ctx, Hints::from_bits_retain(0x10));
    assert_eq!(
        ir.verify_error(),
        "'enums.paint' op property 'hints' failed to satisfy constraint: hints"
    );
    op.set_hints(&mut ir.ctx, Hints::FAST);
    op.set_color(&mut ir.ctx, Color::Red);
    let three = ir.attr("3 : i32");
    set_prop(&mut ir.ctx, op.id(), "shade", Some(three));
    assert_eq!(
        ir.verify_error(),
        "'enums.paint' op property 'shade' is malformed"
    );
}

#[test]
fn enum_properties_parse_from_the_generic_form() {
    let mut ir = ir();
    let text = r#""enums.paint"() <{color = 0 : i32, hints = 6 : i8, pred = 7 : i32, shade = 5 : i32}> : () -> ()"#;
    let module = format!("module {{\n  {text}\n}}");
    let top = ods_runtime::parse_source(&mut ir.ctx, &module, "paint.mlir").expect("parses");
    let region = ir.ctx.regions(top)[0];
    let block = ir.ctx.blocks(region)[0];
    let first = ir.ctx.block_ops(block)[0];
    let op = PaintOp::cast(&ir.ctx, first).expect("a paint op");
    assert_eq!(op.color(&ir.ctx), Color::Red);
    assert_eq!(op.hints(&ir.ctx), Hints::SAFE | Hints::COLD);
    assert_eq!(op.pred(&ir.ctx), CmpPredicate::AlwaysTrue);
    assert_eq!(op.shade(&ir.ctx), Color::Blue);
    assert!(ods_tests::support::generic(&ir.ctx, top).contains(text));
}

#[test]
fn enums_come_before_the_ops_of_their_module() {
    let generated = ods_tests::generated::ENUMS;
    let module = ods_tests::generated::item(generated, "pub mod enums {");
    let enum_at = module.find("pub enum CmpPredicate {").unwrap();
    let attr_at = module.find("pub struct CmpPredicateAttr(").unwrap();
    let op_at = module.find("pub struct CmpOp(").unwrap();
    assert!(enum_at < attr_at && attr_at < op_at);
    // `Level` asks for no specialized attribute: its `LevelAttr` is the
    // dialect attribute of `Enums_LevelAttr`, stored by its parameters.
    assert!(module.contains("pub struct LevelAttrStorage"));
    let colors = ods_tests::generated::item(module, "pub mod colors {");
    assert!(colors.contains("pub struct Hints(u8);"));
    assert!(colors.contains("use super::super as __ods_root;"));
}

#[test]
fn enum_dialect_attributes() {
    let mut ir = ir();
    // `#enums.level<high>`: uniqued by the case, read back as the enum.
    let high = LevelAttr::get(&mut ir.ctx, Level::High);
    assert_eq!(LevelAttr::get(&mut ir.ctx, Level::High), high);
    assert_eq!(high.value(&ir.ctx), Level::High);
    assert_eq!(
        ods_runtime::asm::printer::attr_to_string(&ir.ctx, high.attr()),
        "#enums.level<high>"
    );
    // The default format `$value`: a space after the mnemonic makes the
    // body too complex for the pretty form, as in MLIR; a bit enum prints
    // its cases with `|`.
    let rx = PermAttr::get(&mut ir.ctx, Perm::R | Perm::X);
    assert_eq!(
        ods_runtime::asm::printer::attr_to_string(&ir.ctx, rx.attr()),
        "#enums<perm r|x>"
    );
    // Parsed through the dialect into the same handles.
    assert_eq!(ir.attr("#enums.level<high>"), high.attr());
    assert_eq!(ir.attr("#enums<perm r | x>"), rx.attr());
    // As op arguments they read as the enums.
    let mut state = ir.state::<TagOp>();
    TagOp::build(&mut ir.ctx, &mut state, Level::Low, Some(Perm::R | Perm::X));
    let op: TagOp = ir.create(state);
    assert_eq!(op.level(&ir.ctx), Level::Low);
    assert_eq!(op.perm(&ir.ctx), Some(Perm::R | Perm::X));
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""enums.tag"() <{level = #enums.level<low>, perm = #enums<perm r|x>}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn enum_dialect_attribute_errors() {
    let mut ctx = ods_runtime::Context::new();
    ctx.allow_unregistered = true;
    EnumsDialect::register(&mut ctx);
    let source = "\"x.op\"() {a = #enums.level<medium>} : () -> ()";
    let err = ods_runtime::parse_source(&mut ctx, source, "e.mlir").unwrap_err();
    assert_eq!(
        err.message,
        "expected ::enums::Level to be one of: low, high"
    );
    let source = "\"x.op\"() {a = #enums<perm r|q>} : () -> ()";
    let err = ods_runtime::parse_source(&mut ctx, source, "e.mlir").unwrap_err();
    assert_eq!(err.message, "expected ::enums::Perm to be one of: r, w, x");
}
