//! The cost of finding an interface at runtime (`N::try_from`): per op, on
//! ops that implement it, on registered ops that do not, and the prelude's
//! `CastOpInterface`; per type, on dialect types that implement a type
//! interface and on ones that do not. `cargo bench -p ods-tests --bench
//! interface_query`; criterion reports the time for `OPS` queries.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ods_runtime::interfaces::prelude::mlir::CastOpInterface;
use ods_runtime::Type;
use ods_runtime::WalkOrder;
use ods_runtime::{Context, OpId};
use ods_tests::def_interfaces::di::{BitsType, DiDialect, OpaqueType, SizedTypeInterface};
use ods_tests::oracle::interfaces::oi::{self, CostInterface};
use std::hint::black_box;

const OPS: usize = 10_000;

/// `OPS` ops named `name`, made by `line`.
fn module(ctx: &mut Context, line: &str, name: &str) -> Vec<OpId> {
    let mut text = String::from("%a = \"xx.arg\"() : () -> i64\n");
    for _ in 0..OPS {
        text.push_str(line);
        text.push('\n');
    }
    let top = ods_runtime::parse_and_verify(ctx, &text, "bench.mlir").expect("valid IR");
    let mut ops = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |op| ops.push(op));
    ops.retain(|&op| ctx.op_name_str(op) == name);
    assert_eq!(ops.len(), OPS);
    ops
}

fn queries(c: &mut Criterion) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    oi::OIDialect::register(&mut ctx);
    let cheap = module(&mut ctx, "\"oi.cheap\"() : () -> i64", "oi.cheap");
    let casts = module(&mut ctx, "\"oi.cast\"(%a) : (i64) -> i32", "oi.cast");
    let mut group = c.benchmark_group("interface_query");
    group.throughput(Throughput::Elements(OPS as u64));
    // The handle's query on each op, counting those that have it.
    type Query = fn(&Context, OpId) -> bool;
    let cases: [(&str, &[OpId], Query); 3] = [
        ("found", &cheap, |ctx, op| {
            CostInterface::try_from(ctx, op).is_some()
        }),
        ("not_implemented", &casts, |ctx, op| {
            CostInterface::try_from(ctx, op).is_some()
        }),
        ("prelude_cast", &casts, |ctx, op| {
            CastOpInterface::try_from(ctx, op).is_some()
        }),
    ];
    for (name, ops, query) in cases {
        group.bench_function(name, |b| {
            b.iter(|| ops.iter().filter(|&&op| query(&ctx, black_box(op))).count())
        });
    }
    group.finish();
}

fn type_queries(c: &mut Criterion) {
    let mut ctx = Context::new();
    DiDialect::register(&mut ctx);
    let sized: Vec<Type> = (0..OPS as u64)
        .map(|width| BitsType::get(&mut ctx, width).into())
        .collect();
    let opaque: Vec<Type> = vec![OpaqueType::get(&mut ctx).into(); OPS];
    let mut group = c.benchmark_group("type_interface_query");
    group.throughput(Throughput::Elements(OPS as u64));
    for (name, types) in [("found", &sized), ("not_implemented", &opaque)] {
        group.bench_function(name, |b| {
            b.iter(|| {
                types
                    .iter()
                    .filter(|&&t| SizedTypeInterface::try_from(&ctx, black_box(t)).is_some())
                    .count()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, queries, type_queries);
criterion_main!(benches);
