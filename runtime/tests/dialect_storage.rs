//! Dialect types and attributes stored by their parameters: uniqued next to
//! the builtin ones, printed and parsed through their dialect's hooks, with
//! aliases, mutable (recursive) types and MLIR's diagnostics. The
//! definitions here are written by hand the way generated code writes them.

use ods_runtime::asm::{AsmParser, AsmPrinter, Delimiter, PResult};
use ods_runtime::registry::{AliasResult, DefinitionId, DialectInfo};
use ods_runtime::{AttrOrType, Attribute, Context, FloatKind, Storage, Type, TypeKind};
use std::fmt::Write;

/// `!test.pair<i32, 42>`: a type and an integer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct PairParams {
    first: Type,
    second: i64,
}

impl Storage for PairParams {
    const DIALECT: &'static str = "test";
    fn print(&self, _this: AttrOrType, p: &mut AsmPrinter<'_>) {
        p.write("pair<");
        p.print_type(self.first);
        let _ = write!(p, ", {}>", self.second);
    }
}

/// `!test.node<"name", body>`: a named type whose body (a list of types,
/// possibly naming itself) is its mutable state, as LLVM's identified
/// structs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct NodeParams {
    name: String,
}

impl Storage for NodeParams {
    const DIALECT: &'static str = "test";
    fn print(&self, this: AttrOrType, p: &mut AsmPrinter<'_>) {
        p.write("node<");
        p.print_string(&self.name);
        if p.try_start_cyclic_print(this) {
            let body: Vec<Type> = p
                .ctx()
                .mutable_state::<Vec<Type>>(this)
                .cloned()
                .unwrap_or_default();
            p.write(", (");
            for (i, t) in body.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(*t);
            }
            p.write(")");
            p.end_cyclic_print(this);
        }
        p.write(">");
    }
}

/// `#test.tag<"text">`, an attribute with a self type, read after `:`
/// and not printed (as MLIR prints a dialect attribute).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct TagParams {
    text: String,
    ty: Type,
}

impl Storage for TagParams {
    const DIALECT: &'static str = "test";
    fn print(&self, _this: AttrOrType, p: &mut AsmPrinter<'_>) {
        p.write("tag<");
        p.print_string(&self.text);
        p.write(">");
    }
    fn self_type(&self) -> Option<Type> {
        Some(self.ty)
    }
}

/// `#test.real<float>`: a float of a float type, printed as an `APFloat`
/// of that type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct RealParams {
    kind: FloatKind,
    bits: u128,
}

impl Storage for RealParams {
    const DIALECT: &'static str = "test";
    fn print(&self, _this: AttrOrType, p: &mut AsmPrinter<'_>) {
        p.write("real<");
        p.print_float_of(self.kind, self.bits);
        p.write(">");
    }
}

/// `!test.lanes`: a type listing the native trait `ValueSemantics`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct LanesParams;

impl Storage for LanesParams {
    const DIALECT: &'static str = "test";
    const TRAITS: &'static [&'static str] = &["ValueSemantics"];
    fn print(&self, _this: AttrOrType, p: &mut AsmPrinter<'_>) {
        p.write("lanes");
    }
}

fn parse_test_type(p: &mut AsmParser<'_, '_>) -> PResult<Type> {
    let at = p.current_location();
    let mnemonic = p.parse_keyword_ident()?;
    match mnemonic.as_str() {
        "pair" => {
            p.parse_less()?;
            let first = p.parse_type()?;
            p.parse_comma()?;
            let second = p.parse_integer::<i64>()?;
            p.parse_greater()?;
            Ok(p.ctx().dialect_type(PairParams { first, second }))
        }
        "node" => {
            p.parse_less()?;
            let name = p.parse_string()?;
            let t = p.ctx().dialect_type(NodeParams { name });
            if p.parse_optional_comma() && p.try_start_cyclic_parse(t) {
                let mut body = Vec::new();
                p.parse_comma_separated_list(Delimiter::Paren, " in node body", |p| {
                    body.push(p.parse_type()?);
                    Ok(())
                })?;
                p.end_cyclic_parse(t);
                p.ctx()
                    .mutate(t, |state: &mut Option<Vec<Type>>| *state = Some(body));
            }
            p.parse_greater()?;
            Ok(t)
        }
        _ => Err(p.emit_error(at, format!("unknown  type `{mnemonic}` in dialect `test`"))),
    }
}

fn parse_test_attr(p: &mut AsmParser<'_, '_>, ty: Option<Type>) -> PResult<Attribute> {
    // `#test.real<float>`: a tag holding the float's value.
    if p.parse_optional_keyword("real") {
        p.parse_less()?;
        let value = p.parse_float()?;
        let kind = if p.parse_optional_keyword("f16") {
            FloatKind::F16
        } else {
            FloatKind::F64
        };
        p.parse_greater()?;
        let bits = ods_runtime::float::encode_f64(kind, value);
        return Ok(p.ctx().dialect_attr(RealParams { kind, bits }));
    }
    p.parse_keyword("tag")?;
    p.parse_less()?;
    let text = p.parse_string()?;
    p.parse_greater()?;
    let ty = match ty {
        Some(t) => t,
        None => p.ctx().ty(TypeKind::None),
    };
    Ok(p.ctx().dialect_attr(TagParams { text, ty }))
}

/// Pairs of `i8` get the alias `!small`.
fn alias(ctx: &Context, value: AttrOrType) -> Option<AliasResult> {
    let AttrOrType::Type(t) = value else {
        return None;
    };
    let pair = ctx.type_params::<PairParams>(t)?;
    matches!(
        ctx.type_kind(pair.first),
        TypeKind::Integer { width: 8, .. }
    )
    .then(|| AliasResult::Overlapping("small".into()))
}

enum TestDialect {}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let mut info = DialectInfo::new("test", DefinitionId::of::<TestDialect>());
    info.parse_type = Some(parse_test_type);
    info.parse_attr = Some(parse_test_attr);
    info.alias = Some(alias);
    ctx.registry.register_dialect(info).unwrap();
    ctx
}

fn i(ctx: &mut Context, width: u32) -> Type {
    ctx.ty(TypeKind::Integer {
        width,
        signedness: ods_runtime::Signedness::Signless,
    })
}

/// Parses `src` and prints it back as ods-opt does.
fn round_trip(ctx: &mut Context, src: &str) -> Result<String, String> {
    let top = ods_runtime::parse_source(ctx, src, "in.mlir")
        .map_err(|d| ods_runtime::diag::render(ctx, &d, "in.mlir", src))?;
    ods_runtime::asm::print_top_level(ctx, top, Default::default()).map_err(|e| e.to_string())
}

#[test]
fn equal_parameters_give_one_handle() {
    let mut ctx = context();
    let i32t = i(&mut ctx, 32);
    let i64t = i(&mut ctx, 64);
    let a = ctx.dialect_type(PairParams {
        first: i32t,
        second: 1,
    });
    let b = ctx.dialect_type(PairParams {
        first: i32t,
        second: 1,
    });
    let c = ctx.dialect_type(PairParams {
        first: i64t,
        second: 1,
    });
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(ctx.type_params::<PairParams>(c).unwrap().first, i64t);
    assert!(ctx.type_params::<NodeParams>(c).is_none());
    assert!(ctx.type_params::<PairParams>(i32t).is_none());
    // Two definitions with equal parameter values stay apart.
    let n = ctx.dialect_type(NodeParams { name: "a".into() });
    let tag = ctx.dialect_attr(TagParams {
        text: "a".into(),
        ty: i32t,
    });
    assert_eq!(ctx.attr_params::<TagParams>(tag).unwrap().text, "a");
    assert_ne!(Some(n), ctx.find_ty(TypeKind::None));
}

#[test]
fn an_interned_dialect_attribute_is_found_without_mut() {
    let mut ctx = context();
    let i32t = ctx.ty(TypeKind::Integer {
        width: 32,
        signedness: ods_runtime::Signedness::Signless,
    });
    let params = |text: &str| TagParams {
        text: text.into(),
        ty: i32t,
    };
    assert_eq!(ctx.find_dialect_attr(&params("a")), None);
    let tag = ctx.dialect_attr(params("a"));
    assert_eq!(ctx.find_dialect_attr(&params("a")), Some(tag));
    assert_eq!(ctx.find_dialect_attr(&params("b")), None);
}

#[test]
fn dialect_types_and_attributes_round_trip() {
    let mut ctx = context();
    let src = "\"x.op\"() {a = #test.tag<\"hi\"> : i32, b = #test.tag<\"no type\">} : () -> !test.pair<f32, -3>\n";
    let out = round_trip(&mut ctx, src).unwrap();
    // `#test.tag` has a type (`Storage::self_type`, a `TypedAttr`): it
    // prints after it, unless it is `none`.
    assert_eq!(
        out,
        "module {\n  %0 = \"x.op\"() {a = #test.tag<\"hi\"> : i32, b = #test.tag<\"no type\">} : () -> !test.pair<f32, -3>\n}\n\n"
    );
    // The printed text parses to the same handles.
    let again = round_trip(&mut ctx, &out).unwrap();
    assert_eq!(again, out);
}

#[test]
fn a_body_that_is_not_an_identifier_prints_quoted() {
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Odd;
    impl Storage for Odd {
        const DIALECT: &'static str = "test";
        fn print(&self, _this: AttrOrType, p: &mut AsmPrinter<'_>) {
            p.write("1 + 2");
        }
    }
    let mut ctx = context();
    let t = ctx.dialect_type(Odd);
    assert_eq!(
        ods_runtime::asm::printer::type_to_string(&ctx, t),
        "!test<1 + 2>"
    );
}

#[test]
fn a_recursive_type_prints_its_body_once() {
    let mut ctx = context();
    let src = "\"x.op\"() : () -> !test.node<\"list\", (i32, !test.node<\"list\">)>\n";
    let out = round_trip(&mut ctx, src).unwrap();
    assert!(
        out.contains("-> !test.node<\"list\", (i32, !test.node<\"list\">)>"),
        "{out}"
    );
    let list = ctx.dialect_type(NodeParams {
        name: "list".into(),
    });
    let body = ctx.mutable_state::<Vec<Type>>(list).unwrap();
    assert_eq!(body.len(), 2);
    assert_eq!(body[1], list);
}

#[test]
fn dialects_name_their_types_with_aliases() {
    let mut ctx = context();
    let src = "\"x.op\"() : () -> (!test.pair<i8, 1>, !test.pair<i8, 2>, !test.pair<i16, 3>)\n";
    let out = round_trip(&mut ctx, src).unwrap();
    assert_eq!(
        out,
        "!small = !test.pair<i8, 1>\n!small1 = !test.pair<i8, 2>\nmodule {\n  %0:3 = \"x.op\"() : () -> (!small, !small1, !test.pair<i16, 3>)\n}\n\n"
    );
}

/// `parseFloat(double &)`: a float literal or the hexadecimal bits of one;
/// a decimal integer is an error with a note, as in MLIR.
#[test]
fn a_float_is_a_float_literal_or_hexadecimal_bits() {
    let mut ctx = context();
    let src = "\"x.op\"() {a = #test.real<-2.5>, b = #test.real<0x4004000000000000>} : () -> ()\n";
    let out = round_trip(&mut ctx, src).unwrap();
    assert!(out.contains("a = #test.real<-2.500000e+00>"), "{out}");
    assert!(out.contains("b = #test.real<2.500000e+00>"), "{out}");
    // Printed back as an `APFloat` of each type (`printFloat`).
    let src =
        "\"x.op\"() {a = #test.real<0.1 f16>, b = #test.real<0x7FF0000000000000>} : () -> ()\n";
    let out = round_trip(&mut ctx, src).unwrap();
    assert!(out.contains("a = #test.real<9.997550e-02>"), "{out}");
    assert!(out.contains("b = #test.real<0x7FF0000000000000>"), "{out}");
    let err = round_trip(&mut ctx, "\"x.op\"() {a = #test.real<3>} : () -> ()\n").unwrap_err();
    assert!(
        err.contains("1:26: error: unexpected decimal integer literal for a floating point value"),
        "{err}"
    );
    assert!(
        err.contains("1:26: note: add a trailing dot to make the literal a float"),
        "{err}"
    );
    let err = round_trip(&mut ctx, "\"x.op\"() {a = #test.real<-0x1>} : () -> ()\n").unwrap_err();
    assert!(
        err.contains("hexadecimal float literal should not have a leading minus"),
        "{err}"
    );
    let err = round_trip(&mut ctx, "\"x.op\"() {a = #test.real<x>} : () -> ()\n").unwrap_err();
    assert!(err.contains("expected floating point literal"), "{err}");
}

#[test]
fn parse_errors_point_into_the_body() {
    let mut ctx = context();
    let err = round_trip(&mut ctx, "\"x.op\"() : () -> !test.pear<i32, 1>\n").unwrap_err();
    assert!(err.contains("1:24"), "{err}");
    assert!(
        err.contains("unknown  type `pear` in dialect `test`"),
        "{err}"
    );
    let err = round_trip(&mut ctx, "\"x.op\"() : () -> !test.pair<i32 1>\n").unwrap_err();
    assert!(err.contains("1:32: error: expected ','"), "{err}");
    let err = round_trip(
        &mut ctx,
        "\"x.op\"() : () -> !test.pair<i32, 99999999999999999999>\n",
    )
    .unwrap_err();
    assert!(err.contains("integer value too large"), "{err}");
}

#[test]
fn a_registered_dialect_without_hooks_rejects_its_symbols() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    ctx.registry
        .register_dialect(DialectInfo::new("bare", DefinitionId::of::<TestDialect>()))
        .unwrap();
    let err = round_trip(&mut ctx, "\"x.op\"() : () -> !bare.thing\n").unwrap_err();
    assert!(
        err.contains("1:24: error: dialect 'bare' provides no type parsing hook"),
        "{err}"
    );
    let err = round_trip(&mut ctx, "\"x.op\"() {a = #bare<thing>} : () -> ()\n").unwrap_err();
    assert!(
        err.contains("dialect 'bare' provides no attribute parsing hook"),
        "{err}"
    );
}

#[test]
fn mutable_state_is_set_through_the_context() {
    let mut ctx = context();
    let t = ctx.dialect_type(NodeParams { name: "n".into() });
    assert!(ctx.mutable_state::<Vec<Type>>(t).is_none());
    let accepted = ctx.mutate(t, |s: &mut Option<Vec<Type>>| {
        if s.is_some() {
            return false;
        }
        *s = Some(vec![t]);
        true
    });
    assert!(accepted);
    let again = ctx.mutate(t, |s: &mut Option<Vec<Type>>| s.is_none());
    assert!(!again);
    assert_eq!(ctx.mutable_state::<Vec<Type>>(t).unwrap(), &vec![t]);
}

#[test]
fn a_definition_s_native_traits_answer_predicates() {
    let mut ctx = context();
    let lanes = ctx.dialect_type(LanesParams);
    let pair = ctx.dialect_type(PairParams {
        first: lanes,
        second: 1,
    });
    // MLIR's `HasValueSemanticsPred`: tensors, vectors and types with the
    // `ValueSemantics` trait.
    assert!(ods_runtime::ods::pred::has_value_semantics(&ctx, lanes));
    assert!(!ods_runtime::ods::pred::has_value_semantics(&ctx, pair));
}
