//! One error story: `Diagnostic` and `IrError` are `std::error::Error`s,
//! `?` carries an `IrError` into a `Diagnostic` and both into
//! `Box<dyn Error>`, and rendering adds the source line and a caret.

use ods_runtime::diag::{render, Diagnostic, Severity};
use ods_runtime::*;
use std::error::Error;

/// Errors that `anyhow` and `Box<dyn Error + Send + Sync>` accept.
fn assert_portable<E: Error + Send + Sync + 'static>() {}

#[test]
fn both_error_types_are_portable_errors() {
    assert_portable::<Diagnostic>();
    assert_portable::<IrError>();
}

/// A module with one op whose result is used, and that op.
fn used_op(ctx: &mut Context) -> Result<OpId, Box<dyn Error>> {
    ctx.allow_unregistered = true;
    let source = "%0 = \"x.def\"() : () -> i32\n\"x.use\"(%0) : (i32) -> ()\n";
    let top = parse_source(ctx, source, "in.mlir")?;
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    Ok(ctx.first_op(body).expect("the module holds x.def"))
}

/// `?` turns the `IrError` of a failed erase into a diagnostic.
fn erase_in_hook(ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
    ctx.erase_op(op)?;
    Ok(())
}

#[test]
fn question_mark_carries_ir_errors_into_diagnostics() {
    let mut ctx = Context::new();
    let op = used_op(&mut ctx).unwrap();
    let d = erase_in_hook(&mut ctx, op).unwrap_err();
    assert_eq!(d.severity, Severity::Error);
    assert_eq!(d.loc, ctx.unknown_loc());
    assert_eq!(
        d.to_string(),
        format!("error: operation {op:?} is erased while its results are in use")
    );
}

/// `?` on both error types in a function returning `Box<dyn Error>`.
fn run(source: &str) -> Result<String, Box<dyn Error>> {
    let mut ctx = Context::new();
    let top = parse_source(&mut ctx, source, "in.mlir")?;
    verify::verify(&ctx, top)?;
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    if let Some(op) = ctx.first_op(body) {
        ctx.erase_op(op)?;
    }
    Ok(asm::print_top_level(
        &ctx,
        top,
        asm::PrintOptions::default(),
    )?)
}

#[test]
fn question_mark_works_into_box_dyn_error() {
    assert_eq!(run("module {}").unwrap().trim_end(), "module {\n}");
    let parse_error = run("module {").unwrap_err();
    let d = parse_error
        .downcast_ref::<Diagnostic>()
        .expect("a diagnostic");
    assert_eq!(d.severity, Severity::Error);
    let used = "module {\n  %0 = \"x.def\"() : () -> i32\n  \"x.use\"(%0) : (i32) -> ()\n}";
    // Unregistered ops are refused while parsing: still a diagnostic.
    assert!(run(used)
        .unwrap_err()
        .downcast_ref::<Diagnostic>()
        .is_some());
}

#[test]
fn display_lists_notes_and_render_shows_the_source_line() {
    let mut ctx = Context::new();
    let source = "module {\n  \"x.y\"() : () -> ()\n}\n";
    let d = parse_source(&mut ctx, source, "in.mlir").unwrap_err();
    let shown = d.to_string();
    assert!(shown.starts_with("error: "), "{shown}");
    let rendered = render(&ctx, &d, "in.mlir", source);
    assert_eq!(
        rendered.lines().take(3).collect::<Vec<_>>(),
        [
            format!("in.mlir:2:8: {shown}").as_str(),
            "  \"x.y\"() : () -> ()",
            "       ^"
        ]
    );
    let with_note =
        Diagnostic::error(ctx.unknown_loc(), "outer").with_note(ctx.unknown_loc(), "inner");
    assert_eq!(with_note.to_string(), "error: outer\nnote: inner");
}

/// A verifier that verifies a nested op and passes its error on: the
/// error shows `error:` once and the "see current operation" note once,
/// for the op at fault.
#[test]
fn an_error_passed_on_by_a_verifier_keeps_one_current_op_note() {
    use ods_runtime::registry::{DefinitionId, OpInfo};
    struct Outer;
    let mut ctx = Context::new();
    let name = ctx.symbol("test.outer");
    let mut info = OpInfo::new(name, DefinitionId::of::<Outer>());
    info.verify = Some(|ctx, op| {
        let region = ctx.regions(op)[0];
        let inner = ctx.block_ops(ctx.blocks(region)[0])[0];
        verify::verify(ctx, inner)
    });
    ctx.registry
        .register("test.outer", info)
        .expect("registers");
    let source = "\"test.outer\"() ({\n  \"builtin.module\"() ({\n  ^bb0(%a: i32):\n  }) : () -> ()\n}) : () -> ()\n";
    let top = parse_source(&mut ctx, source, "in.mlir").expect("parses");
    let shown = verify::verify(&ctx, top).unwrap_err().to_string();
    assert_eq!(shown.matches("error:").count(), 1, "{shown}");
    assert_eq!(shown.matches("see current operation").count(), 1, "{shown}");
    assert!(
        shown.starts_with("error: 'builtin.module' op region should have no arguments\nnote: see current operation: \n\"builtin.module\""),
        "{shown}"
    );
}
