//! Attribute syntax custom forms write without its usual wrapper, as
//! MLIR's `memref` ops do: a bare affine map (`parseAffineMap`, as
//! `memref.transpose` writes its permutation), and `dense<...>` whose
//! type the op gives (`parseAttribute(Type)` and
//! `printAttributeWithoutType`, as `memref.global` writes its initial
//! value).

use ods_runtime::asm::{print_top_level, OpAsmParser, OpAsmPrinter, PResult, PrintOptions};
use ods_runtime::registry::{DefinitionId, DialectInfo, OpInfo};
use ods_runtime::{parse_source, Context, IrResult, OpId, OperationState};

enum Defs {}

/// `t.bare MAP : TYPE = DENSE`: the map in `map`, the elements of `TYPE`
/// in `value`.
fn parse_bare(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let map = p.parse_affine_map()?;
    let ty = p.parse_colon_type()?;
    p.parse_equal()?;
    let value = p.parse_attribute(Some(ty))?;
    for (name, attr) in [("map", map), ("value", value)] {
        let name = p.ctx().symbol(name);
        state.attributes.push((name, attr));
    }
    Ok(())
}

fn print_bare(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
    let ctx = p.ctx();
    let value = ctx.get_attr(op, "value").expect("parsed with one");
    p.write(" = ");
    p.print_attribute_without_type(value);
    Ok(())
}

fn context() -> Context {
    let mut ctx = Context::new();
    let dialect = DialectInfo::new("t", DefinitionId::of::<Defs>());
    ctx.registry.register_dialect(dialect).unwrap();
    let mut info = OpInfo::new(ctx.symbol("t.bare"), DefinitionId::of::<Defs>());
    info.parse = Some(parse_bare);
    info.print = Some(print_bare);
    ctx.registry.register("t.bare", info).unwrap();
    ctx
}

fn generic(source: &str) -> Result<String, String> {
    let mut ctx = context();
    let module = parse_source(&mut ctx, source, "t.mlir").map_err(|e| e.to_string())?;
    let opts = PrintOptions {
        generic: true,
        local_scope: true,
        ..Default::default()
    };
    Ok(print_top_level(&ctx, module, opts).unwrap())
}

#[test]
fn a_bare_map_and_typed_elements_parse() {
    let text = generic("t.bare (i, j)[s] -> (j + s, i) : tensor<2xi32> = dense<[1, 2]>\n").unwrap();
    assert!(
        text.contains("map = affine_map<(d0, d1)[s0] -> (d1 + s0, d0)>"),
        "{text}"
    );
    assert!(
        text.contains("value = dense<[1, 2]> : tensor<2xi32>"),
        "{text}"
    );
}

#[test]
fn elements_print_without_their_type() {
    let mut ctx = context();
    let source = "t.bare (d0) -> (d0) : tensor<2xf32> = dense<[1.0, 2.5]>\n";
    let module = parse_source(&mut ctx, source, "t.mlir").unwrap();
    let text = print_top_level(&ctx, module, PrintOptions::default()).unwrap();
    assert!(
        text.contains("t.bare = dense<[1.000000e+00, 2.500000e+00]>\n"),
        "{text}"
    );
}

#[test]
fn malformed_maps_and_elements_are_errors() {
    let error = generic("t.bare (d0) (d0) : tensor<2xi32> = dense<[1, 2]>\n").unwrap_err();
    assert!(error.contains("expected '->'"), "{error}");
    let error = generic("t.bare (d0) -> (d0) : tensor<2xi32> = dense<[1, 2, 3]>\n").unwrap_err();
    assert!(error.contains("does not match type"), "{error}");
}

#[test]
fn a_map_not_interned_prints_as_an_interned_one() {
    use ods_runtime::asm::printer::affine_map_body_to_string;
    use ods_runtime::AffineExpr::{Constant, Dim, Symbol};
    let text = affine_map_body_to_string(2, 1, &[Dim(0) + Symbol(0), Dim(1) * Constant(4)]);
    assert_eq!(text, "(d0, d1)[s0] -> (d0 + s0, d1 * 4)");
    let mut ctx = context();
    let module = parse_source(
        &mut ctx,
        "t.bare (d0, d1)[s0] -> (d0 + s0, d1 * 4) : tensor<1xi8> = dense<0>",
        "t.mlir",
    )
    .unwrap();
    let text = generic_of(&ctx, module);
    assert!(
        text.contains(&format!(
            "affine_map<{}>",
            affine_map_body_to_string(2, 1, &[Dim(0) + Symbol(0), Dim(1) * Constant(4)])
        )),
        "{text}"
    );
    assert_eq!(affine_map_body_to_string(0, 0, &[]), "() -> ()");
}

fn generic_of(ctx: &Context, module: OpId) -> String {
    let opts = PrintOptions {
        generic: true,
        local_scope: true,
        ..Default::default()
    };
    print_top_level(ctx, module, opts).unwrap()
}
