#![cfg(all(
    feature = "func",
    feature = "scf",
    feature = "index",
    feature = "math",
    feature = "complex"
))]
//! The inliner: `ods-mlir-opt` on each case of `inputs/inline/cases.txt`
//! prints what mlir-opt 22 printed for it (`inputs/inline/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): calls in structured
//! regions, callees of several blocks, recursion, dead private functions,
//! `no_inline`, call-site locations, the pipelines and options, the IR
//! dumps of the passes the inliner runs on each callable, and the errors. Then the call graph and `inline_call` through the API.

use crate::common;

use ods_runtime::transforms::inliner::{inline_call, CallGraph};
use ods_runtime::{Context, OpId};

#[test]
fn inliner_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("inline");
    assert_eq!(count, 37);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The function named `name` among `ops`.
fn function(ctx: &Context, ops: &[OpId], name: &str) -> OpId {
    let symbol = format!("\"{name}\"");
    ops.iter()
        .copied()
        .find(|&o| {
            ctx.op_name_str(o) == "func.func"
                && ods_runtime::interfaces::symbols::symbol_name(ctx, o) == Some(name.as_bytes())
        })
        .unwrap_or_else(|| panic!("no function {symbol}"))
}

const CYCLE: &str = r#"
func.func @a() {
  call @b() : () -> ()
  return
}
func.func @b() {
  call @c() : () -> ()
  call @a() : () -> ()
  return
}
func.func @c() {
  return
}
func.func @d() {
  call @a() : () -> ()
  call @unknown() : () -> ()
  return
}
func.func private @unknown()
"#;

#[test]
fn call_graph_components_come_callees_first() {
    let (ctx, top, ops) = common::parse_with_ops(CYCLE);
    let cg = CallGraph::new(&ctx, top);
    let name = |node| {
        let region = cg.callable_region(&ctx, node)?;
        let f = ctx.region_parent_op(region)?;
        let bytes = ods_runtime::interfaces::symbols::symbol_name(&ctx, f)?;
        Some(String::from_utf8_lossy(bytes).into_owned())
    };
    let sccs: Vec<Vec<Option<String>>> = cg
        .sccs()
        .into_iter()
        .map(|scc| scc.into_iter().map(name).collect())
        .collect();
    // The unknown callee and the external caller have no region; the
    // declaration has no node.
    let some = |names: &[&str]| {
        names
            .iter()
            .map(|n| Some(n.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        sccs,
        [
            some(&["c"]),
            some(&["b", "a"]),
            vec![None],
            some(&["d"]),
            vec![None]
        ]
    );
    let a = cg
        .lookup_node(ctx.regions(function(&ctx, &ops, "a"))[0])
        .expect("a node");
    assert_eq!(cg.edges(a).len(), 1);
    assert!(!cg.has_children(a));
}

#[test]
fn inline_call_clones_the_callee_and_leaves_the_call() {
    let (mut ctx, _, ops) = common::parse_with_ops(
        r#"
func.func @callee(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %r = call @callee(%x) : (i32) -> i32
  return %r : i32
}
"#,
    );
    let callee = function(&ctx, &ops, "callee");
    let call = ops
        .iter()
        .copied()
        .find(|&o| ctx.op_name_str(o) == "func.call")
        .expect("a call");
    let body = ctx.regions(callee)[0];
    let mut new_blocks = 0;
    let inlined = inline_call(&mut ctx, call, callee, body, true, &mut |_, blocks| {
        new_blocks = blocks.len();
    });
    assert!(inlined);
    assert_eq!(new_blocks, 1);
    // The call's result has no use left; the caller erases the call.
    assert!(!ctx.has_uses(ctx.results(call)[0]));
    ctx.erase_op(call).expect("the call is unused");
    let caller = function(&ctx, &ops, "caller");
    let names: Vec<&str> = ctx
        .block_op_iter(ctx.blocks(ctx.regions(caller)[0])[0])
        .map(|o| ctx.op_name_str(o))
        .collect();
    assert_eq!(names, ["arith.addi", "func.return"]);
    // The callee is untouched.
    assert_eq!(ctx.block_ops(ctx.blocks(body)[0]).len(), 2);
}

#[test]
fn inline_call_refuses_no_inline_and_changes_nothing() {
    let (mut ctx, _, ops) = common::parse_with_ops(
        r#"
func.func @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller(%x: i32) -> i32 {
  %r = call @callee(%x) {no_inline} : (i32) -> i32
  return %r : i32
}
"#,
    );
    let callee = function(&ctx, &ops, "callee");
    let call = ops
        .iter()
        .copied()
        .find(|&o| ctx.op_name_str(o) == "func.call")
        .expect("a call");
    let body = ctx.regions(callee)[0];
    assert!(!inline_call(
        &mut ctx,
        call,
        callee,
        body,
        false,
        &mut |_, _| {}
    ));
    assert!(ctx.has_uses(ctx.results(call)[0]));
    assert_eq!(ctx.blocks(body).len(), 1);
}

/// The inliner takes its call graph from the pass manager's analyses, so
/// `--mlir-timing` lists it under the inliner: the rows of MLIR's
/// `pass-timing.mlir` (RUN line 8, `builtin.module(func.func(cse,
/// canonicalize,cse),inline)`), times aside, as mlir-opt 22 prints them
/// for this input, with threads and without.
#[test]
fn mlir_timing_lists_the_inliners_call_graph() {
    let input = b"func.func private @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller(%a: i32) -> i32 {
  %r = func.call @callee(%a) : (i32) -> i32
  return %r : i32
}
";
    for threads in [
        "-mlir-disable-threading=true",
        "-mlir-disable-threading=false",
    ] {
        let args = [
            threads,
            "-verify-each=true",
            "-pass-pipeline=builtin.module(func.func(cse,canonicalize,cse),inline)",
            "-mlir-timing",
            "-mlir-timing-display=tree",
            "-o",
            "/dev/null",
        ];
        let out = common::run_tool(env!("CARGO_BIN_EXE_ods-mlir-opt"), &args, input);
        let report = String::from_utf8(out.stderr).unwrap();
        assert!(out.status.success(), "{report}");
        let rows: Vec<&str> = report
            .lines()
            .skip_while(|l| !l.ends_with("----Name----"))
            .skip(1)
            .map(|l| l.rsplit("%)  ").next().unwrap_or(l))
            .collect();
        assert_eq!(
            rows,
            [
                "Parser",
                "'func.func' Pipeline",
                "  CSE",
                "    (A) DominanceInfo",
                "  Canonicalizer",
                "  CSE",
                "    (A) DominanceInfo",
                "Inliner",
                "  (A) CallGraph",
                "'func.func' Pipeline",
                "  Canonicalizer",
                "Output",
                "Rest",
                "Total",
            ],
            "{threads}:\n{report}"
        );
    }
}
