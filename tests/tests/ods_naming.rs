//! `fixtures/ods/naming.td` and `namespaces.td`: class names without the
//! dialect prefix, cppNamespace as the Rust module path,
//! emitAccessorPrefix, CppDeprecated as `#[deprecated]`, and rustdoc from
//! summary and description with IR examples fenced as `text` (the
//! doctests of this crate run them otherwise).

use ods_runtime::ods::op::Op;
use ods_tests::generated::{self, NAMESPACES, NAMING};
use ods_tests::naming::both::{BothDialect, GadgetOp};
use ods_tests::naming::outer::inner::{NmDialect, PlainNamedOp, Two_PartsOp, WidgetOp};
use ods_tests::support::Ir;

fn ir() -> Ir {
    Ir::new(&[NmDialect::register, BothDialect::register])
}

#[test]
fn cpp_namespace_is_the_module_path_and_classes_drop_the_prefix() {
    assert_eq!(WidgetOp::OPERATION_NAME, "nm.widget");
    assert_eq!(<PlainNamedOp as Op>::NAME, "nm.plain_named");
    assert_eq!(<Two_PartsOp as Op>::NAME, "nm.two_parts");
    assert_eq!(GadgetOp::OPERATION_NAME, "both.gadget");
    assert_eq!(NmDialect::NAME, "nm");
    assert_eq!(BothDialect::NAME, "both");
    // The structs are named as MLIR names the C++ classes.
    assert!(NAMING.contains("pub struct WidgetOp("));
    assert!(NAMING.contains("pub struct PlainNamedOp("));
    assert!(NAMING.contains("pub struct Two_PartsOp("));
    assert!(!NAMING.contains("pub struct Nm_WidgetOp("));
}

#[test]
fn prefixed_accessors() {
    let mut ir = ir();
    let v = ir.value("i32");
    let i32_ty = ir.ty("i32");
    let mut state = ir.state::<WidgetOp>();
    WidgetOp::build(&mut ir.ctx, &mut state, i32_ty, v, 4, Some("n"), -2);
    let op: WidgetOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(op.get_input_value(ctx), v);
    assert_eq!(op.get_some_attr(ctx), 4);
    assert_eq!(op.get_maybe_name(ctx), Some("n"));
    let name = op.get_maybe_name_attr(ctx).expect("the name attribute");
    assert_eq!(ods_runtime::ods::convert::try_str(ctx, name), Some("n"));
    assert_eq!(op.get_prop_value(ctx), -2);
    assert_eq!(op.get_output_value(ctx), ctx.result(op.id(), 0));
    assert_eq!(op.get_body_region(ctx), ctx.regions(op.id())[0]);
    op.set_some_attr(&mut ir.ctx, 9);
    op.set_prop_value(&mut ir.ctx, 1);
    op.remove_maybe_name(&mut ir.ctx);
    assert_eq!(op.get_some_attr(&ir.ctx), 9);
    assert_eq!(op.get_maybe_name(&ir.ctx), None);
    let text = ir.round_trip();
    assert!(
        text.contains(r#"%1 = "nm.widget"(%0) <{propValue = 1 : i64, someAttr = 9 : i32}> ({"#),
        "{text}"
    );
}

#[test]
fn prefixed_dialects_have_no_raw_accessors() {
    let block = generated::impl_block(NAMING, "WidgetOp");
    let fns = generated::pub_fns(&block);
    for raw in [
        "input_value",
        "output_value",
        "some_attr",
        "some_attr_attr",
        "maybe_name",
        "prop_value",
        "body_region",
    ] {
        assert!(!fns.contains(&raw), "{raw} in {fns:?}");
        let prefixed = format!("get_{raw}");
        assert!(fns.contains(&prefixed.as_str()), "{prefixed} in {fns:?}");
    }
}

#[test]
fn adaptor_accessors_follow_the_prefix() {
    // MLIR names the adaptor's getters as the op's.
    let fns = generated::pub_fns(generated::item(NAMING, "impl<T: Clone> WidgetOpAdaptor<T>"));
    assert!(fns.contains(&"get_input_value"), "{fns:?}");
}

#[test]
fn raw_and_prefixed_accessors() {
    let mut ir = ir();
    let v = ir.value("f32");
    let mut state = ir.state::<GadgetOp>();
    GadgetOp::build_inferred(&mut ir.ctx, &mut state, v, 3, 5).unwrap();
    let op: GadgetOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(op.input(ctx), v);
    assert_eq!(op.get_input(ctx), v);
    assert_eq!(op.count(ctx), 3);
    assert_eq!(op.get_count(ctx), 3);
    assert_eq!(op.count_attr(ctx), op.get_count_attr(ctx));
    assert_eq!(op.level(ctx), 5);
    assert_eq!(op.get_level(ctx), 5);
    assert_eq!(op.result(ctx), op.get_result(ctx));
    ir.round_trip();
}

#[test]
fn cpp_deprecated_is_rust_deprecated() {
    let at = NAMING.find("pub struct OldOp(").unwrap();
    let before = &NAMING[..at];
    let attrs = &before[before.rfind("///").unwrap()..];
    assert!(
        attrs.contains("#[deprecated = \"use nm.widget instead\"]"),
        "{attrs}"
    );
    // Still usable where deprecation is allowed.
    #[allow(deprecated)]
    {
        use ods_tests::naming::outer::inner::OldOp;
        let mut ir = ir();
        let v = ir.value("i32");
        let mut state = ir.state::<OldOp>();
        OldOp::build(&mut ir.ctx, &mut state, v);
        let op: OldOp = ir.create(state);
        assert_eq!(op.get_input(&ir.ctx), v);
        ir.round_trip();
    }
}

/// The `///` lines just before `item` in `text`, without the markers.
fn docs_before(text: &str, item: &str) -> Vec<String> {
    let at = text.find(item).unwrap_or_else(|| panic!("no {item}"));
    let mut lines: Vec<String> = text[..at]
        .lines()
        .rev()
        .skip(1)
        .skip_while(|l| l.trim_start().starts_with("#["))
        .take_while(|l| l.trim_start().starts_with("///"))
        .map(|l| {
            let l = l.trim_start().trim_start_matches("///");
            l.strip_prefix(' ').unwrap_or(l).to_string()
        })
        .collect();
    lines.reverse();
    lines
}

#[test]
fn rustdoc_from_summary_and_description() {
    assert_eq!(
        docs_before(NAMING, "pub struct WidgetOp("),
        [
            "`nm.widget`, defined by `Nm_WidgetOp`.",
            "",
            "a widget.",
            "",
            "Widgets carry a value. For example:",
            "",
            "```text",
            r#"%1 = "nm.widget"(%0) <{someAttr = 1 : i32}> : (i32) -> i32"#,
            "```",
            "",
            "An indented example is fenced too:",
            "",
            "```text",
            r#"%2 = "nm.widget"(%1) <{someAttr = 2 : i32}> : (i32) -> i32"#,
            "```",
            "",
            "And `inline code` stays as it is.",
        ]
    );
    assert_eq!(
        docs_before(NAMING, "pub struct NmDialect;"),
        [
            "The `nm` dialect.",
            "",
            "Prefixed accessors in a nested module.",
            "",
            "A dialect whose accessors are all `get_`-prefixed.",
            "",
            "```text",
            r#""nm.widget"(%0) <{someAttr = 1 : i32}> : (i32) -> i32"#,
            "```",
        ]
    );
}

#[test]
fn no_code_block_of_the_fixtures_is_rust() {
    // Every fenced block of every generated file is `text`, so none runs
    // as a doctest.
    for (name, text) in [
        ("naming", NAMING),
        ("operands", generated::OPERANDS),
        ("builders", generated::BUILDERS),
        ("hooks", generated::HOOKS),
    ] {
        let mut open = false;
        for line in text.lines().map(str::trim_start) {
            if let Some(fence) = line.strip_prefix("/// ```") {
                if !open {
                    assert_eq!(fence, "text", "{name}: {line}");
                }
                open = !open;
            }
        }
        assert!(!open, "{name}: unclosed code block");
    }
}

#[test]
fn class_names_with_more_underscores() {
    let mut ir = ir();
    let mut state = ir.state::<Two_PartsOp>();
    Two_PartsOp::build(&mut ir.ctx, &mut state);
    let _: Two_PartsOp = ir.create(state);
    let mut state = ir.state::<PlainNamedOp>();
    PlainNamedOp::build(&mut ir.ctx, &mut state);
    let _: PlainNamedOp = ir.create(state);
    let text = ir.round_trip();
    assert!(text.contains(r#""nm.two_parts"() : () -> ()"#), "{text}");
    assert!(text.contains(r#""nm.plain_named"() : () -> ()"#), "{text}");
}

/// The top-level items of a generated file that start with `prefix`.
fn top_level(text: &str, prefix: &str) -> usize {
    text.lines().filter(|l| l.starts_with(prefix)).count()
}

#[test]
fn module_paths_with_a_common_prefix_share_their_modules() {
    // `namespaces.td` is included as code by `src/lib.rs`: it compiles
    // only as one module tree.
    assert_eq!(top_level(NAMESPACES, "pub mod ns {"), 1, "{NAMESPACES}");
    assert_eq!(top_level(NAMESPACES, "pub mod shared {"), 1, "{NAMESPACES}");
    // One dialect struct, registering the op of the nested module too.
    assert_eq!(NAMESPACES.matches("pub struct NsDialect;").count(), 1);
    let dialect = generated::item(NAMESPACES, "impl NsDialect {");
    assert!(dialect.contains("TopOp::try_register"), "{dialect}");
    assert!(dialect.contains("DeeperOp::try_register"), "{dialect}");
}

#[test]
fn a_dialect_registers_its_ops_in_nested_modules() {
    use ods_runtime::ods::op::Op;
    use ods_tests::namespaces::{ns, shared};
    let mut ctx = ods_runtime::Context::new();
    ns::NsDialect::register(&mut ctx);
    for name in [ns::TopOp::NAME, ns::deeper::DeeperOp::NAME] {
        let symbol = ctx.symbol(name);
        assert!(ctx.registry.is_registered(symbol), "{name}");
    }
    let other = ctx.symbol(shared::a::OneOp::NAME);
    assert!(!ctx.registry.is_registered(other));
    shared::a::NsADialect::register(&mut ctx);
    assert!(ctx.registry.is_registered(other));
}
