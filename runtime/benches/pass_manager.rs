//! The pass manager's own cost: a nested pipeline of passes that do
//! nothing, run on a module of `FUNCTIONS` nested modules (ops isolated
//! from above, as functions are). `cargo bench -p ods-runtime --bench
//! pass_manager`; criterion reports the time for `FUNCTIONS` x `PASSES`
//! pass runs, so divide by it for the time per pass per function. With the
//! verifier between passes (`--verify-each`, on by default) and without.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ods_runtime::pass::{Pass, PassFailure, PassManager};
use ods_runtime::*;
use std::sync::atomic::{AtomicUsize, Ordering};

const FUNCTIONS: usize = 1_000;
const PASSES: usize = 10;
/// Operations in each function, so that the verifier has something to
/// walk and the walk to a function finds it among others.
const OPS_PER_FUNCTION: usize = 10;

/// A pass that does nothing but count its runs: what it costs is the
/// pass manager's.
struct Nothing;

/// The runs of [`Nothing`], to check that the pipeline runs every pass on
/// every function before it is timed.
static RUNS: AtomicUsize = AtomicUsize::new(0);

impl Pass for Nothing {
    fn name(&self) -> &'static str {
        "Nothing"
    }
    fn argument(&self) -> &'static str {
        "nothing"
    }
    fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
        RUNS.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }
}

fn module() -> (Context, OpId) {
    let mut text = String::from("module {\n");
    for _ in 0..FUNCTIONS {
        text.push_str("  module {\n");
        for _ in 0..OPS_PER_FUNCTION {
            text.push_str("    \"bench.op\"() : () -> ()\n");
        }
        text.push_str("  }\n");
    }
    text.push_str("}\n");
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let top = parse_source(&mut ctx, &text, "bench.mlir").expect("the module parses");
    (ctx, top)
}

fn pipeline(verify_each: bool) -> PassManager {
    let mut pm = PassManager::new("builtin.module");
    pm.enable_verifier(verify_each);
    let nested = pm.nest("builtin.module");
    for _ in 0..PASSES {
        nested.add_pass(Box::new(Nothing));
    }
    pm
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("pass_manager");
    g.throughput(Throughput::Elements((FUNCTIONS * PASSES) as u64));
    for (name, verify_each) in [
        ("nested_noop_passes", false),
        ("nested_noop_passes_verified", true),
    ] {
        let (mut ctx, top) = module();
        let mut pm = pipeline(verify_each);
        RUNS.store(0, Ordering::Relaxed);
        pm.run(&mut ctx, top)
            .expect("passes that do nothing succeed");
        assert_eq!(RUNS.load(Ordering::Relaxed), FUNCTIONS * PASSES);
        g.bench_function(name, |b| {
            b.iter(|| {
                pm.run(&mut ctx, top)
                    .expect("passes that do nothing succeed")
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
