//! The dialects of `fixtures/oracle/*.td` read and printed as MLIR's
//! generated C++ does: the expected texts are what MLIR prints for the same
//! input (columns shifted by the op the helpers wrap it in); the full
//! comparison is `scripts/attr-type-oracle.sh`.

use ods_runtime::Context;

fn ctx() -> Context {
    let mut ctx = Context::new();
    ods_tests::oracle::register_all(&mut ctx);
    ctx.allow_unregistered = true;
    ctx
}

/// The result types of one unregistered op (`"x.op"() : () -> (src)`),
/// printed back.
fn types(src: &str) -> Result<String, String> {
    let line = op_line(&format!("\"x.op\"() : () -> ({src})\n"))?;
    let start = line.find("-> ").map_or(0, |i| i + 3);
    let text = &line[start..];
    let text = text
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(text);
    Ok(text.to_string())
}

/// The attributes of one unregistered op (`"x.op"() {src} : () -> ()`),
/// printed back.
fn attrs(src: &str) -> Result<String, String> {
    let line = op_line(&format!("\"x.op\"() {{{src}}} : () -> ()\n"))?;
    let start = line.find('{').map_or(0, |i| i + 1);
    let end = line.rfind("} :").unwrap_or(line.len());
    Ok(line[start..end].to_string())
}

/// The op line of the printed module.
fn op_line(src: &str) -> Result<String, String> {
    let text = print(src)?;
    Ok(text.lines().nth(1).unwrap_or_default().trim().to_string())
}

/// `src` parsed, verified and printed; the rendered error otherwise.
fn print(src: &str) -> Result<String, String> {
    let mut ctx = ctx();
    let top = ods_runtime::parse_source(&mut ctx, src, "in.mlir")
        .map_err(|d| ods_runtime::diag::render(&ctx, &d, "in.mlir", src))?;
    ods_runtime::verify::verify(&ctx, top).map_err(|d| d.message)?;
    ods_runtime::asm::print_top_level(&ctx, top, Default::default()).map_err(|e| e.to_string())
}

/// The `file:line:col: error: message` lines of a failure.
fn errors(result: Result<String, String>) -> Vec<String> {
    let text = result.expect_err("the input is rejected");
    text.lines()
        .filter(|l| l.starts_with("in.mlir:"))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_parameter_of_a_def_class_prints_its_body_alone() {
    assert_eq!(
        types("!oa.box<!oa.pair<3, 4>, !oa.unit, !oa.unit>").unwrap(),
        "!oa.box<<3, 4>, !oa.unit, !oa.unit>"
    );
    assert_eq!(
        types("!oa.box<<1, 1>, !oa.unit, !oa.box<<0, 0>, !oa.unit, index>>").unwrap(),
        "!oa.box<<1, 1>, !oa.unit, !oa.box<<0, 0>, !oa.unit, index>>"
    );
}

#[test]
fn a_parameter_of_a_def_class_must_be_of_that_class() {
    assert_eq!(
        errors(types("!oa.box<!oa.unit, !oa.unit, i32>")),
        [
            "in.mlir:1:27: error: invalid kind of type specified: expected oa.pair, but found '!oa.unit'",
            "in.mlir:1:35: error: failed to parse OA_BoxType parameter 'inner' which is to be a `::oa::PairType`",
        ]
    );
}

#[test]
fn optional_integers_may_be_absent() {
    assert_eq!(
        types("!oa.maybe<i1>, !oa.maybe<3, i1>, !oa.vec<i8 x>, !oa.vec<i8 x 4>").unwrap(),
        "!oa.maybe<i1>, !oa.maybe<3,i1>, !oa.vec<i8 dyn>, !oa.vec<i8 x 4>"
    );
    assert_eq!(
        types("!oa.rec<lanes = 5, width = 1>, !oa.rec<depth = 2, width = 3, lanes = 8>").unwrap(),
        "!oa.rec<width = 1>, !oa.rec<width = 3, depth = 2, lanes = 8>"
    );
}

#[test]
fn the_format_parser_runs_the_verifier() {
    assert_eq!(
        errors(types("!oa.range<3 to 1>")),
        ["in.mlir:1:28: error: 'lo' (3) exceeds 'hi' (1)"]
    );
    assert_eq!(types("!oa.range<3 to 3>").unwrap(), "!oa.range<3 to 3>");
}

#[test]
fn integers_convert_as_mlir_converts_them() {
    assert_eq!(
        types("!oa.pair<true, false>, !oa.triple<1, -1, 1>, !oa.pair<0x10, -0>").unwrap(),
        "!oa.pair<-1, 0>, !oa.triple<1, 4294967295, true>, !oa.pair<16, 0>"
    );
    assert_eq!(
        errors(attrs("a = #oa.opts<fast = 2>")),
        [
            "in.mlir:1:31: error: integer value too large",
            "in.mlir:1:32: error: failed to parse OA_OptsAttr parameter 'fast' which is to be a `bool`",
        ]
    );
}

#[test]
fn a_dialect_attribute_does_not_print_its_self_type() {
    assert_eq!(
        attrs("a = #oa.val<5> : i32, b = #oa.opts<fast = 1, level = 1>").unwrap(),
        "a = #oa.val<5>, b = #oa.opts<fast = true>"
    );
}

#[test]
fn enum_attributes_print_their_cases() {
    assert_eq!(
        attrs("a = #oe.color<\"dark-blue\">, b = #oe.flags<exec|read>, c = #oe<shade red>")
            .unwrap(),
        "a = #oe.color<\"dark-blue\">, b = #oe.flags<read|exec>, c = #oe<shade red>"
    );
    assert_eq!(
        errors(attrs("a = #oe.color<blue>")),
        [
            "in.mlir:1:25: error: expected one of [red, green, \"dark-blue\"dark-blue] for a color, got: blue",
            "in.mlir:1:29: error: failed to parse OE_ColorAttr parameter 'value' which is to be a `::oe::Color`",
        ]
    );
    assert_eq!(
        errors(attrs("a = #oe.flags<read|bad>")),
        [
            "in.mlir:1:25: error: expected ::oe::Flags to be one of: none, read, write, exec, rw",
            "in.mlir:1:33: error: failed to parse OE_FlagsAttr parameter 'value' which is to be a `::oe::Flags`",
        ]
    );
}

/// MLIR stores a plain optional value itself, absent being its C++ type's
/// `T()`: made with that value, the attribute is the one without it, also
/// when looked up.
#[test]
fn plain_optional_values_at_their_cpp_default_are_absent() {
    use ods_tests::oracle::optional_params::oo::{
        OOAccess, OOColor, OOMode, OneAttr, ValuesAttr, ValuesAttrStorage,
    };
    let mut ctx = ctx();
    let absent = ValuesAttr::intern(&mut ctx, None, None, None, None, None, None, None);
    let defaults = ValuesAttr::intern(
        &mut ctx,
        Some(0),
        Some(0),
        Some(false),
        Some(0),
        Some(OOColor::Red),
        Some(OOAccess::NONE),
        Some(OOMode::PLAIN),
    );
    assert_eq!(absent, defaults);
    assert_eq!(absent.size(&ctx), None);
    let set = ValuesAttr::intern(&mut ctx, Some(1), None, Some(true), None, None, None, None);
    assert_ne!(absent, set);
    assert_eq!(set.size(&ctx), Some(1));
    let key = ValuesAttrStorage {
        size: Some(0),
        offset: None,
        on: Some(false),
        count: None,
        color: None,
        access: None,
        mode: None,
    };
    assert_eq!(ctx.find_dialect_attr(&key), Some(absent.attr()));
    assert_eq!(
        OneAttr::intern(&mut ctx, Some(0)),
        OneAttr::intern(&mut ctx, None)
    );
}
