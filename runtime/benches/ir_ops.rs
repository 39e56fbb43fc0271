//! Creating, walking and erasing operations: time per operation.
//! `cargo bench -p ods-runtime --bench ir_ops`; criterion reports the time
//! for `OPS` operations, so divide by it for ns per op.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use ods_runtime::WalkOrder;
use ods_runtime::*;

const OPS: u64 = 10_000;

fn setup() -> (Context, BlockId) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let region = ctx.create_region();
    let block = ctx.create_block(&[]);
    ctx.append_block(region, block);
    (ctx, block)
}

/// `OPS` operations, each using the previous one's result, made from one
/// reused `OperationState` as MLIR's builders reuse theirs.
fn fill(ctx: &mut Context, block: BlockId) -> Vec<OpId> {
    let ty = ctx.ty(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::at_end(block);
    let mut state = OperationState::new(ctx, "bench.op", loc);
    state.result_types.push(ty);
    let mut ops = Vec::with_capacity(OPS as usize);
    for _ in 0..OPS {
        let op = b.insert_from(ctx, &mut state);
        state.operands.clear();
        state.operands.push(Value::Result(op, 0));
        ops.push(op);
    }
    ops
}

/// The same operations, each from a new `OperationState` whose vectors are
/// allocated anew: what code that does not reuse its state pays.
fn fill_new_states(ctx: &mut Context, block: BlockId) {
    let ty = ctx.ty(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let loc = ctx.unknown_loc();
    let name = ctx.symbol("bench.op");
    let mut b = OpBuilder::at_end(block);
    let mut prev: Option<Value> = None;
    for _ in 0..OPS {
        let mut state = OperationState::named(name, loc);
        state.operands = prev.into_iter().collect();
        state.result_types = vec![ty];
        let op = b.insert(ctx, state);
        prev = Some(Value::Result(op, 0));
    }
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("ir");
    g.throughput(Throughput::Elements(OPS));
    g.bench_function("create", |b| {
        b.iter_batched(
            setup,
            // The context is returned, so that dropping it is not timed.
            |(mut ctx, block)| {
                fill(&mut ctx, block);
                ctx
            },
            BatchSize::LargeInput,
        )
    });
    g.bench_function("create_new_states", |b| {
        b.iter_batched(
            setup,
            |(mut ctx, block)| {
                fill_new_states(&mut ctx, block);
                ctx
            },
            BatchSize::LargeInput,
        )
    });
    g.bench_function("walk", |b| {
        let (mut ctx, block) = setup();
        fill(&mut ctx, block);
        let ops = ctx.block_ops(block);
        b.iter(|| {
            let mut n = 0u64;
            for &op in &ops {
                ctx.walk(op, WalkOrder::PreOrder, &mut |_| n += 1);
            }
            n
        })
    });
    g.bench_function("erase", |b| {
        b.iter_batched(
            || {
                let (mut ctx, block) = setup();
                let ops = fill(&mut ctx, block);
                (ctx, ops)
            },
            |(mut ctx, ops)| {
                // Users first, so that no result is in use when erased.
                for &op in ops.iter().rev() {
                    ctx.erase_op(op).unwrap();
                }
                ctx
            },
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
