//! The cost of pattern dispatch, per operation: finding an op's patterns in
//! a frozen set, a generated DRR pattern's `match_and_rewrite` that fails
//! (the common case in a greedy run), and one that matches and rewrites.
//! `cargo bench -p ods-tests --bench rewrite_dispatch`; criterion reports
//! the time for `OPS` operations, so divide by it for ns per op.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use ods_runtime::rewrite::{PatternRewriter, RewritePattern, RewritePatternSet};
use ods_runtime::WalkOrder;
use ods_runtime::{Context, OpId};
use ods_tests::oracle::drr;

const OPS: usize = 10_000;

/// A module of `OPS` copies of `line` (which defines `%r{i}` from `%a` and
/// `%b`), the context it is in, and the ops whose name is `root`.
fn module(line: &str, root: &str) -> (Context, Vec<OpId>) {
    let mut text = String::from(
        "%a = \"xx.arg\"() : () -> i64\n%b = \"xx.arg\"() : () -> i64\n%n = \"odrr.neg\"(%a) : (i64) -> i64\n",
    );
    for i in 0..OPS {
        text.push_str(&line.replace("{i}", &i.to_string()));
        text.push('\n');
    }
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    drr::odrr::ODRRDialect::register(&mut ctx);
    let top = ods_runtime::parse_and_verify(&mut ctx, &text, "bench.mlir").expect("valid IR");
    let mut all = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |op| all.push(op));
    let ops: Vec<OpId> = all
        .into_iter()
        .filter(|&op| ctx.op_name_str(op) == root)
        .collect();
    assert_eq!(ops.len(), OPS);
    (ctx, ops)
}

fn dispatch(c: &mut Criterion) {
    let mut group = c.benchmark_group("rewrite_dispatch");
    group.throughput(Throughput::Elements(OPS as u64));

    // Finding the patterns of each op's name in a frozen set.
    let (mut ctx, ops) = module(
        "%r{i} = \"odrr.mul\"(%a, %b) : (i64, i64) -> i64",
        "odrr.mul",
    );
    let mut set = RewritePatternSet::new();
    drr::populate_with_generated(&mut set);
    let frozen = set.freeze(&mut ctx);
    group.bench_function("lookup", |b| {
        b.iter(|| {
            ops.iter()
                .map(|&op| frozen.for_op(ctx.op_name(op)).count())
                .sum::<usize>()
        })
    });

    // `EitherOrder` on a mul of two plain values: both orders fail.
    group.bench_function("match_fails", |b| {
        let mut rewriter = PatternRewriter::new(&mut ctx);
        b.iter(|| {
            for &op in &ops {
                let matched = drr::EitherOrder
                    .match_and_rewrite(op, &mut rewriter)
                    .expect("no error");
                assert!(!matched);
            }
        })
    });

    // `MultiResult` on a pair of a neg: matched, a new pair built, the old
    // one replaced.
    group.bench_function("match_and_rewrite", |b| {
        b.iter_batched(
            || {
                module(
                    "%r{i}:2 = \"odrr.pair\"(%n) : (i64) -> (i64, i64)",
                    "odrr.pair",
                )
            },
            |(mut ctx, ops)| {
                let mut rewriter = PatternRewriter::new(&mut ctx);
                for op in ops {
                    rewriter.set_insertion_point(op);
                    let matched = drr::MultiResult
                        .match_and_rewrite(op, &mut rewriter)
                        .expect("no error");
                    assert!(matched);
                }
                ctx
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(benches, dispatch);
criterion_main!(benches);
