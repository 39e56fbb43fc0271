//! The prelude's interfaces through the generated API and the runtime's
//! helpers, on the `ops` dialect of `fixtures/oracle/prelude_semantics.td`
//! (whose verifier and canonicalizer outputs `oracle_rewrites` compares
//! with MLIR's): function signatures and bodies, region kinds, successor
//! operands and their erasure, symbol lookups and call resolution.

use ods_runtime::interfaces::branch::{successor_block_argument, SuccessorOperands};
use ods_runtime::interfaces::call::CallInterfaceCallable;
use ods_runtime::interfaces::prelude::mlir::{
    BranchOpInterface, CallOpInterface, CallableOpInterface, FunctionOpInterface,
    RegionKindInterface,
};
use ods_runtime::interfaces::region_kind::{has_ssa_dominance, region_kind, RegionKind};
use ods_runtime::interfaces::symbols::{
    lookup_nearest_symbol_from, lookup_reference_in, lookup_symbol_in, nearest_symbol_table,
    symbol_name, visibility, Visibility,
};
use ods_runtime::ods::op::Op;
use ods_runtime::WalkOrder;
use ods_runtime::{AttrKind, Context, OpId};
use ods_tests::oracle::prelude_semantics::ops;

/// `text` parsed and verified with the `ops` dialect: the top op and every
/// op in pre-order.
fn parse(ctx: &mut Context, text: &str) -> (OpId, Vec<OpId>) {
    ctx.allow_unregistered = true;
    ops::OpsDialect::register(ctx);
    let top = ods_runtime::parse_and_verify(ctx, text, "test.mlir").unwrap();
    let mut all = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |op| all.push(op));
    (top, all)
}

/// The ops named `name`, in order.
fn named(ctx: &Context, ops: &[OpId], name: &str) -> Vec<OpId> {
    ops.iter()
        .copied()
        .filter(|&op| ctx.op_name_str(op) == name)
        .collect()
}

const FUNCTIONS: &str = r#"
"ops.func"() <{function_type = (i32, f32) -> i64, sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  %0 = "xx.r"() : () -> i64
  "ops.return"(%0) : (i64) -> ()
}) : () -> ()
"ops.func"() <{function_type = (i32) -> (), sym_name = "decl", sym_visibility = "private"}> ({
}) : () -> ()
"#;

#[test]
fn functions_read_their_signature_and_body() {
    let mut ctx = Context::new();
    let (_, all) = parse(&mut ctx, FUNCTIONS);
    let [f, decl] = named(&ctx, &all, "ops.func")[..] else {
        panic!("two functions")
    };
    let i32 = ctx.ty(ods_runtime::TypeKind::Integer {
        width: 32,
        signedness: ods_runtime::Signedness::Signless,
    });
    let function = FunctionOpInterface::try_from(&ctx, f).expect("ops.func is a function");
    let ty = function.get_function_type(&ctx).expect("a type");
    assert!(matches!(
        ctx.type_kind(ty),
        ods_runtime::TypeKind::Function { .. }
    ));
    assert!(!function.is_external(&ctx));
    let body = function.get_function_body(&ctx).expect("a body");
    assert_eq!(ctx.regions(f), [body]);

    // The callable side: argument and result types from the signature.
    let callable = CallableOpInterface::try_from(&ctx, f).expect("a function is callable");
    let args = callable.get_argument_types(&ctx);
    assert_eq!(args.len(), 2);
    assert_eq!(args[0], i32);
    assert_eq!(callable.get_result_types(&ctx).len(), 1);
    assert_eq!(callable.get_callable_region(&ctx), Some(body));

    // A declaration: an empty body, nothing to call into.
    let decl_fn = FunctionOpInterface::try_from(&ctx, decl).unwrap();
    assert!(decl_fn.is_external(&ctx));
    let decl_callable = CallableOpInterface::try_from(&ctx, decl).unwrap();
    assert_eq!(decl_callable.get_callable_region(&ctx), None);
    assert_eq!(decl_callable.get_argument_types(&ctx), [i32]);

    // The default checks, static so that the verifier can call them.
    assert!(function.verify_body(&ctx, f).is_ok());
    assert!(function.verify_type(&ctx, f).is_ok());
    // Not a function: no handle.
    let ret = named(&ctx, &all, "ops.return")[0];
    assert!(FunctionOpInterface::try_from(&ctx, ret).is_none());
}

#[test]
fn region_kinds_come_from_the_interface_or_the_traits() {
    let mut ctx = Context::new();
    let (top, all) = parse(
        &mut ctx,
        r#"
"ops.mixed"() ({
  "xx.a"() : () -> ()
}, {
  "xx.b"() : () -> ()
}) : () -> ()
"#,
    );
    let mixed = named(&ctx, &all, "ops.mixed")[0];
    let kinds = RegionKindInterface::try_from(&ctx, mixed).expect("ops.mixed has it");
    assert_eq!(kinds.get_region_kind(&ctx, 0), RegionKind::SsaCfg);
    assert_eq!(kinds.get_region_kind(&ctx, 1), RegionKind::Graph);
    assert!(kinds.has_ssa_dominance(&ctx, 0));
    assert!(!kinds.has_ssa_dominance(&ctx, 1));
    assert_eq!(region_kind(&ctx, mixed, 1), RegionKind::Graph);
    // `builtin.module` says it by its trait alone.
    assert_eq!(region_kind(&ctx, top, 0), RegionKind::Graph);
    assert!(!has_ssa_dominance(&ctx, top, 0));
}

const BRANCHES: &str = r#"
"ops.func"() <{function_type = (i1, i32, i64) -> (), sym_name = "f"}> ({
^bb0(%c: i1, %a: i32, %b: i64):
  "ops.cond_br"(%c, %a, %b, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i64, i32) -> ()
^bb1(%x: i32, %y: i64):
  "ops.produce_br"(%y) [^bb3] : (i64) -> ()
^bb2(%z: i32):
  "ops.br"(%z, %b) [^bb3] : (i32, i64) -> ()
^bb3(%p: i32, %q: i64):
  "ops.return"() : () -> ()
}) : () -> ()
"#;

#[test]
fn branches_say_what_they_forward() {
    let mut ctx = Context::new();
    let (_, all) = parse(&mut ctx, BRANCHES);
    let cond_br = named(&ctx, &all, "ops.cond_br")[0];
    let branch = BranchOpInterface::try_from(&ctx, cond_br).expect("a branch");
    // The last operand groups, one per successor.
    let to_false = branch.get_successor_operands(&ctx, cond_br, 1);
    assert_eq!(
        to_false,
        SuccessorOperands {
            produced: 0,
            forwarded: 3..4,
            segment: Some(2),
            subgroup: None,
        }
    );
    assert_eq!(
        branch.get_successor_operands(&ctx, cond_br, 0).forwarded,
        1..3
    );
    let bb2 = ctx.successors(cond_br)[1];
    assert_eq!(successor_block_argument(&ctx, branch, 3), Some((bb2, 0)));
    assert_eq!(successor_block_argument(&ctx, branch, 0), None);

    // A branch producing its successor's first argument.
    let produce = named(&ctx, &all, "ops.produce_br")[0];
    let producer = BranchOpInterface::try_from(&ctx, produce).unwrap();
    let operands = producer.get_successor_operands(&ctx, produce, 0);
    assert_eq!((operands.produced, operands.len()), (1, 2));
    let bb3 = ctx.successors(produce)[0];
    assert_eq!(successor_block_argument(&ctx, producer, 0), Some((bb3, 1)));

    // One successor without segments: every operand.
    let br = named(&ctx, &all, "ops.br")[0];
    let plain = BranchOpInterface::try_from(&ctx, br).unwrap();
    assert_eq!(plain.get_successor_operands(&ctx, br, 0).forwarded, 0..2);
}

#[test]
fn erasing_a_forwarded_operand_shrinks_its_group() {
    let mut ctx = Context::new();
    let (_, all) = parse(&mut ctx, BRANCHES);
    let cond_br = named(&ctx, &all, "ops.cond_br")[0];
    let a = ctx.operand(cond_br, 1);
    let b = ctx.operand(cond_br, 2);
    let branch = BranchOpInterface::try_from(&ctx, cond_br).unwrap();
    let mut to_true = branch.get_successor_operands(&ctx, cond_br, 0);
    to_true.erase(&mut ctx, cond_br, 0);
    assert_eq!(to_true.forwarded, 1..2);
    // The operands moved down; uses follow them.
    assert_eq!(ctx.num_operands(cond_br), 3);
    assert_eq!(ctx.operand(cond_br, 1), b);
    assert_eq!(ctx.operand(cond_br, 2), a);
    assert!(ctx.uses(a).iter().any(|u| u.op == cond_br && u.index == 2));
    let sizes = ods_runtime::ods::op::segment_sizes(&ctx, cond_br, "operandSegmentSizes");
    assert_eq!(sizes, Some(vec![1, 1, 1]));
    // The new groups are what the interface reads now.
    let to_false = branch.get_successor_operands(&ctx, cond_br, 1);
    assert_eq!(to_false.values(&ctx, cond_br), [a]);
}

const SYMBOLS: &str = r#"
"ops.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "ops.call"(%a) <{callee = @f}> : (i32) -> i32
  "ops.return"(%0) : (i32) -> ()
}) : () -> ()
"ops.table"() <{sym_name = "inner"}> ({
  "ops.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "nested"}> ({
  }) : () -> ()
}) : () -> ()
"ops.call"() <{callee = @inner::@g}> : () -> ()
"#;

#[test]
fn symbols_are_found_in_nested_tables() {
    let mut ctx = Context::new();
    let (top, all) = parse(&mut ctx, SYMBOLS);
    let funcs = named(&ctx, &all, "ops.func");
    let (f, g) = (funcs[0], funcs[1]);
    let table = named(&ctx, &all, "ops.table")[0];
    assert_eq!(symbol_name(&ctx, f), Some(&b"f"[..]));
    assert_eq!(visibility(&ctx, f), Visibility::Public);
    assert_eq!(visibility(&ctx, g), Visibility::Nested);
    assert_eq!(lookup_symbol_in(&ctx, top, "f"), Some(f));
    assert_eq!(lookup_symbol_in(&ctx, top, "g"), None);
    assert_eq!(lookup_symbol_in(&ctx, table, "g"), Some(g));
    assert_eq!(nearest_symbol_table(&ctx, g), Some(table));
    assert_eq!(nearest_symbol_table(&ctx, table), Some(table));

    let outer_call = ops::CallOp::cast(&ctx, named(&ctx, &all, "ops.call")[1]).unwrap();
    let nested = outer_call.callee_attr(&ctx);
    assert!(matches!(ctx.attr_kind(nested), AttrKind::SymbolRef { .. }));
    assert_eq!(lookup_reference_in(&ctx, top, nested), Some(g));
    // Not from inside the table, where `@inner` is not defined.
    assert_eq!(lookup_nearest_symbol_from(&ctx, g, nested), None);
}

#[test]
fn calls_resolve_their_callee() {
    let mut ctx = Context::new();
    let (_, all) = parse(&mut ctx, SYMBOLS);
    let funcs = named(&ctx, &all, "ops.func");
    let calls = named(&ctx, &all, "ops.call");
    let inner_call = CallOpInterface::try_from(&ctx, calls[0]).expect("a call");
    let callee = inner_call.get_callable_for_callee(&ctx);
    assert!(matches!(callee, Some(CallInterfaceCallable::Symbol(_))));
    let args = inner_call.get_arg_operands(&ctx);
    assert_eq!(args, ctx.operands(calls[0]));
    // `@f` from inside `f`: the module's table.
    assert_eq!(inner_call.resolve_callable(&ctx), Some(funcs[0]));
    // `@inner::@g` through the nested table.
    let outer_call = CallOpInterface::try_from(&ctx, calls[1]).unwrap();
    assert_eq!(outer_call.resolve_callable(&ctx), Some(funcs[1]));
}
