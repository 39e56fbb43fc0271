//! Dialect conversion (`ods_runtime::conversion`) on unregistered ops:
//! legality, type conversion, pattern order, legalization of what
//! patterns create, rollback, casts and their materialization.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::conversion::*;
use ods_runtime::{
    parse_source, Context, IrResult, OpId, OperationState, Signedness, Type, TypeKind, Value,
};
use std::rc::Rc;

fn int(ctx: &mut Context, width: u32) -> Type {
    ctx.ty(TypeKind::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

fn parse(ctx: &mut Context, src: &str) -> OpId {
    ctx.allow_unregistered = true;
    ctx.print_op_on_diagnostic = false;
    parse_source(ctx, src, "in.mlir").unwrap()
}

fn print(ctx: &Context, module: OpId) -> String {
    print_top_level(ctx, module, PrintOptions::default()).unwrap()
}

/// Replaces ops named `from` by ops named `to` on the remapped operands,
/// with result types converted by `converter` if any.
struct Rename {
    from: &'static str,
    to: &'static str,
    benefit: u16,
    generated: Vec<&'static str>,
    converter: Option<Rc<TypeConverter>>,
}

fn rename(from: &'static str, to: &'static str) -> Rename {
    Rename {
        from,
        to,
        benefit: 1,
        generated: vec![to],
        converter: None,
    }
}

impl ConversionPattern for Rename {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn generated_ops(&self) -> &[&str] {
        &self.generated
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        self.converter.as_deref()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let mut types = rw.value_types(rw.results(op));
        if let Some(converter) = &self.converter {
            for t in &mut types {
                *t = converter.convert_type(rw.context(), *t).unwrap_or(*t);
            }
        }
        let loc = rw.op_loc(op);
        let mut state = OperationState::new(rw.context(), self.to, loc);
        state.operands = operands.to_vec();
        state.result_types = types;
        let new = rw.insert(state);
        rw.replace_op_with(op, new)?;
        Ok(true)
    }
}

fn set(patterns: impl IntoIterator<Item = Rename>) -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    for p in patterns {
        set.add(p);
    }
    set
}

/// A target with `legal` and `illegal` ops.
fn target(legal: &[&str], illegal: &[&str]) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    for name in legal {
        target.add_legal_op(name);
    }
    for name in illegal {
        target.add_illegal_op(name);
    }
    target
}

/// `pattern` with another benefit.
fn preferred(pattern: Rename, benefit: u16) -> Rename {
    Rename { benefit, ..pattern }
}

const PAIR: &str = r#"
%0 = "test.a"() : () -> i32
"test.c"(%0) : (i32) -> ()
"#;

#[test]
fn target_legality() {
    let mut ctx = Context::new();
    let module = parse(
        &mut ctx,
        r#"
"x.legal"() : () -> ()
"x.dynamic"() {ok} : () -> ()
"x.dynamic"() : () -> ()
"y.other"() : () -> ()
"z.nested"() ({
  "z.inner"() : () -> ()
}) : () -> ()
"#,
    );
    let body = ctx.blocks(ctx.regions(module)[0])[0];
    let ops = ctx.block_ops(body);
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("x")
        .add_dynamically_legal_op("x.dynamic", |ctx, op| {
            Some(ctx.get_attr(op, "ok").is_some())
        })
        .add_illegal_dialect("y")
        .add_legal_op("z.nested")
        .mark_op_recursively_legal("z.nested", None);
    assert!(target.is_legal(&mut ctx, ops[0]).is_some());
    assert!(target.is_legal(&mut ctx, ops[1]).is_some());
    assert!(target.is_legal(&mut ctx, ops[2]).is_none());
    assert!(target.is_illegal(&mut ctx, ops[2]));
    assert!(target.is_illegal(&mut ctx, ops[3]));
    let details = target.is_legal(&mut ctx, ops[4]).unwrap();
    assert!(details.is_recursively_legal);
    assert_eq!(target.op_action("w.unknown"), None);
    target.mark_unknown_op_dynamically_legal(|_, _| None);
    assert_eq!(
        target.op_action("w.unknown"),
        Some(LegalizationAction::Dynamic)
    );
    // A dynamic callback without an answer is neither legal nor illegal.
    let inner = ctx.block_ops(ctx.blocks(ctx.regions(ops[4])[0])[0])[0];
    assert!(target.is_legal(&mut ctx, inner).is_none());
    assert!(!target.is_illegal(&mut ctx, inner));
}

#[test]
fn type_converter_tries_the_last_added_first_and_caches() {
    let mut ctx = Context::new();
    let (i1, i8, i16, i32) = (
        int(&mut ctx, 1),
        int(&mut ctx, 8),
        int(&mut ctx, 16),
        int(&mut ctx, 32),
    );
    let calls = Rc::new(std::cell::Cell::new(0));
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    let counted = calls.clone();
    converter.add_conversion_fn(move |_, t| {
        counted.set(counted.get() + 1);
        if t == i32 {
            Some(Converted::Types(vec![i16, i16]))
        } else if t == i1 {
            Some(Converted::Types(vec![]))
        } else if t == i8 {
            Some(Converted::Failure)
        } else {
            None
        }
    });
    assert_eq!(converter.convert_types(&mut ctx, i32), Some(vec![i16, i16]));
    assert_eq!(converter.convert_type(&mut ctx, i32), None);
    assert_eq!(converter.convert_types(&mut ctx, i1), Some(vec![]));
    assert_eq!(converter.convert_types(&mut ctx, i8), None);
    assert_eq!(converter.convert_type(&mut ctx, i16), Some(i16));
    assert_eq!(
        calls.get(),
        4,
        "i32 was converted once, then taken from the cache"
    );

    let mut signature = SignatureConversion::new(3);
    assert!(converter.convert_signature_args(&mut ctx, &[i16, i32, i1], &mut signature));
    assert_eq!(signature.converted_types(), &[i16, i16, i16]);
    assert_eq!(
        signature.input_mapping(1),
        Some(&InputMapping::Args { start: 1, len: 2 })
    );
    assert_eq!(
        signature.input_mapping(2),
        Some(&InputMapping::Args { start: 3, len: 0 })
    );
    let mut failing = SignatureConversion::new(1);
    assert!(!converter.convert_signature_args(&mut ctx, &[i8], &mut failing));
}

#[test]
fn partial_conversion_keeps_what_it_cannot_legalize() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let target = target(&["test.b"], &["test.a"]);
    apply_partial_conversion(
        &mut ctx,
        &[module],
        &target,
        &set([rename("test.a", "test.b")]),
    )
    .unwrap();
    assert_eq!(
        print(&ctx, module),
        "module {\n  %0 = \"test.b\"() : () -> i32\n  \"test.c\"(%0) : (i32) -> ()\n}\n\n"
    );
}

#[test]
fn full_conversion_fails_and_rolls_back() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let before = print(&ctx, module);
    let target = target(&["builtin.module", "test.b"], &[]);
    let error = apply_full_conversion(
        &mut ctx,
        &[module],
        &target,
        &set([rename("test.a", "test.b")]),
    )
    .unwrap_err();
    assert_eq!(error.message, "failed to legalize operation 'test.c'");
    assert_eq!(
        print(&ctx, module),
        before,
        "test.a was converted, then restored"
    );
}

#[test]
fn a_pattern_whose_results_stay_illegal_is_undone() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let target = target(&["test.b"], &["test.a", "test.bad"]);
    let patterns = set([
        preferred(rename("test.a", "test.bad"), 2),
        rename("test.a", "test.b"),
    ]);
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    let text = print(&ctx, module);
    assert!(
        text.contains("\"test.b\"()") && !text.contains("test.bad"),
        "{text}"
    );
}

#[test]
fn legalization_depth_comes_before_benefit() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let target = target(&["test.b", "test.direct"], &["test.a", "test.mid"]);
    // Through test.mid (depth 2) with the higher benefit, or directly.
    let via_mid = || preferred(rename("test.a", "test.mid"), 5);
    let patterns = set([
        via_mid(),
        rename("test.mid", "test.b"),
        rename("test.a", "test.direct"),
    ]);
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    let text = print(&ctx, module);
    assert!(text.contains("\"test.direct\"()"), "{text}");
    // Without the direct pattern, test.a goes through test.mid to test.b.
    let module = parse(&mut ctx, PAIR);
    let patterns = set([via_mid(), rename("test.mid", "test.b")]);
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    assert!(print(&ctx, module).contains("\"test.b\"()"));
}

/// A converter of i32 to i64, everything else legal.
fn widening(ctx: &mut Context) -> TypeConverter {
    let (i32, i64) = (int(ctx, 32), int(ctx, 64));
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    converter.add_conversion(move |_, t| (t == i32).then_some(i64));
    converter
}

fn widen(converter: &Rc<TypeConverter>, from: &'static str, to: &'static str) -> Rename {
    Rename {
        converter: Some(converter.clone()),
        ..rename(from, to)
    }
}

#[test]
fn a_live_cast_without_materialization_fails_the_conversion() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let before = print(&ctx, module);
    let converter = Rc::new(widening(&mut ctx));
    let target = target(&["test.b"], &["test.a"]);
    let patterns = set([widen(&converter, "test.a", "test.b")]);
    let error = apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap_err();
    assert_eq!(
        error.message,
        "failed to legalize unresolved materialization from ('i64') to ('i32') that remained live after conversion"
    );
    assert_eq!(
        error.notes[0].message,
        "see existing live user here: \"test.c\"(%1) : (i32) -> ()"
    );
    assert_eq!(print(&ctx, module), before);
}

#[test]
fn a_live_cast_is_materialized_by_the_converter() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let mut converter = widening(&mut ctx);
    converter.add_source_materialization(|b, ty, inputs, loc| {
        let mut state = OperationState::new(b.context(), "test.trunc", loc);
        state.operands = inputs.to_vec();
        state.result_types = vec![ty];
        let op = b.insert(state);
        Some(b.context().result(op, 0))
    });
    let converter = Rc::new(converter);
    let target = target(&["test.b"], &["test.a"]);
    let patterns = set([widen(&converter, "test.a", "test.b")]);
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    assert_eq!(
        print(&ctx, module),
        "module {\n  %0 = \"test.b\"() : () -> i64\n  %1 = \"test.trunc\"(%0) : (i64) -> i32\n  \
         \"test.c\"(%1) : (i32) -> ()\n}\n\n"
    );
}

#[test]
fn casts_between_converted_ops_fold_away() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let converter = Rc::new(widening(&mut ctx));
    let target = target(&["test.b", "test.d"], &["test.a", "test.c"]);
    let patterns = set([
        widen(&converter, "test.a", "test.b"),
        widen(&converter, "test.c", "test.d"),
    ]);
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    assert_eq!(
        print(&ctx, module),
        "module {\n  %0 = \"test.b\"() : () -> i64\n  \"test.d\"(%0) : (i64) -> ()\n}\n\n"
    );
}

/// Converts the argument types of the region of `test.region` in place.
struct ConvertRegion(Rc<TypeConverter>);

impl ConversionPattern for ConvertRegion {
    fn root(&self) -> Option<&str> {
        Some("test.region")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let region = rw.regions(op)[0];
        let converted = rw.convert_region_types(region, &self.0, None)?;
        let unit = ods_runtime::ods::convert::unit_attr(rw.context());
        rw.modify_op_in_place(op, |ctx| ctx.set_attr(op, "converted", Some(unit)));
        Ok(converted.is_some())
    }
}

#[test]
fn region_signatures_convert_with_casts_for_the_old_uses() {
    let mut ctx = Context::new();
    let module = parse(
        &mut ctx,
        r#"
"test.region"() ({
^bb0(%x: i32, %y: i16):
  "test.use"(%x, %y) : (i32, i16) -> ()
}) : () -> ()
"#,
    );
    let converter = Rc::new(widening(&mut ctx));
    let mut target = ConversionTarget::new();
    target.add_dynamically_legal_op("test.region", |ctx, op| {
        Some(ctx.get_attr(op, "converted").is_some())
    });
    target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
    let mut patterns = ConversionPatternSet::new();
    patterns.add(ConvertRegion(converter));
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    assert_eq!(
        print(&ctx, module),
        "module {\n  \"test.region\"() ({\n  ^bb0(%arg0: i64, %arg1: i16):\n    \
         %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32\n    \
         \"test.use\"(%0, %arg1) : (i32, i16) -> ()\n  }) {converted} : () -> ()\n}\n\n"
    );
}

#[test]
fn analysis_conversion_leaves_the_ir() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let before = print(&ctx, module);
    let body = ctx.blocks(ctx.regions(module)[0])[0];
    let ops = ctx.block_ops(body);
    let target = target(&["test.b"], &["test.a", "test.c"]);
    let legal = apply_analysis_conversion(
        &mut ctx,
        &[module],
        &target,
        &set([rename("test.a", "test.b")]),
    )
    .unwrap();
    assert!(legal.contains(&ops[0]) && !legal.contains(&ops[1]));
    assert_eq!(print(&ctx, module), before);
}

#[test]
fn reconcile_folds_round_trips() {
    let mut ctx = Context::new();
    let module = parse(
        &mut ctx,
        r#"
%0 = "test.a"() : () -> i64
%1 = builtin.unrealized_conversion_cast %0 : i64 to i32
%2 = builtin.unrealized_conversion_cast %1 : i32 to i64
%3 = builtin.unrealized_conversion_cast %1 : i32 to i8
"test.c"(%2, %3) : (i64, i8) -> ()
"#,
    );
    reconcile_unrealized_casts(&mut ctx, module);
    assert_eq!(
        print(&ctx, module),
        "module {\n  %0 = \"test.a\"() : () -> i64\n  \
         %1 = unrealized_conversion_cast %0 : i64 to i32\n  \
         %2 = unrealized_conversion_cast %1 : i32 to i8\n  \
         \"test.c\"(%0, %2) : (i64, i8) -> ()\n}\n\n"
    );
}

/// Replaces `test.a` by `test.b`, then uses the replaced result.
struct UseAfterReplace;

impl ConversionPattern for UseAfterReplace {
    fn root(&self) -> Option<&str> {
        Some("test.a")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let (loc, old) = (rw.op_loc(op), rw.result(op, 0));
        let ty = rw.value_type(old);
        let mut state = OperationState::new(rw.context(), "test.b", loc);
        state.result_types = vec![ty];
        let new = rw.insert(state);
        rw.replace_op_with(op, new)?;
        assert_eq!(rw.get_remapped_value(old), rw.result(new, 0));
        let mut state = OperationState::new(rw.context(), "test.late", loc);
        state.operands = vec![old];
        rw.insert(state);
        Ok(true)
    }
}

#[test]
fn uses_made_after_a_replacement_are_forwarded() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PAIR);
    let mut target = target(&[], &["test.a"]);
    target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
    let mut patterns = ConversionPatternSet::new();
    patterns.add(UseAfterReplace);
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    assert_eq!(
        print(&ctx, module),
        "module {\n  %0 = \"test.b\"() : () -> i32\n  \"test.late\"(%0) : (i32) -> ()\n  \
         \"test.c\"(%0) : (i32) -> ()\n}\n\n"
    );
}
