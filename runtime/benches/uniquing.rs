//! Uniquing a dialect type with three parameters: `get` of one that exists
//! (a hit, no allocation) and of a new one (a miss, stored). Criterion
//! reports the time per `get`.
//! `cargo bench -p ods-runtime --bench uniquing`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use ods_runtime::asm::AsmPrinter;
use ods_runtime::*;
use std::hint::black_box;

/// `!bench.shape<i32, 4, true>`: a type, an integer and a flag, as a
/// generated storage holds them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ShapeStorage {
    element: Type,
    rank: i64,
    scalable: bool,
}

impl Storage for ShapeStorage {
    const DIALECT: &'static str = "bench";
    fn print(&self, _this: AttrOrType, p: &mut AsmPrinter<'_>) {
        p.write("shape");
    }
}

fn i32_type(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    })
}

fn uniquing(c: &mut Criterion) {
    c.bench_function("dialect_type_get_hit", |b| {
        let mut ctx = Context::new();
        let element = i32_type(&mut ctx);
        let params = ShapeStorage {
            element,
            rank: 4,
            scalable: true,
        };
        ctx.dialect_type(params.clone());
        b.iter(|| black_box(ctx.dialect_type(black_box(params.clone()))));
    });
    c.bench_function("dialect_type_get_miss", |b| {
        let mut ctx = Context::new();
        let element = i32_type(&mut ctx);
        let mut rank = 0i64;
        b.iter_batched(
            || {
                rank += 1;
                ShapeStorage {
                    element,
                    rank,
                    scalable: false,
                }
            },
            |p| black_box(ctx.dialect_type(p)),
            BatchSize::SmallInput,
        );
    });
}

criterion_group!(benches, uniquing);
criterion_main!(benches);
