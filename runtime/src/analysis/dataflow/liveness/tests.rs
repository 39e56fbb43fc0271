//! The liveness analysis over a small extensible dialect: `t.pure` has no
//! effects, `t.store` writes, `t.ret` ends a block; `test.*` ops are
//! unregistered, of unknown effects.

use super::*;
use crate::dynamic::DynamicOpDefinition;
use crate::registry::{DefinitionId, DialectInfo, MemoryEffect, Traits};

struct TestDialect;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let mut info = DialectInfo::new("t", DefinitionId::of::<TestDialect>());
    info.extensible = true;
    ctx.registry.register_dialect(info).unwrap();
    let mut dialect = ctx.extensible_dialect_mut("t").unwrap();
    let ok = |_: &Context, _: OpId| Ok(());
    dialect
        .register_dynamic_op(DynamicOpDefinition::new("pure", ok).with_memory_effects(&[]))
        .unwrap();
    dialect
        .register_dynamic_op(
            DynamicOpDefinition::new("store", ok).with_memory_effects(&[MemoryEffect::Write]),
        )
        .unwrap();
    dialect
        .register_dynamic_op(
            DynamicOpDefinition::new("ret", ok)
                .with_traits(Traits::TERMINATOR)
                .with_memory_effects(&[]),
        )
        .unwrap();
    ctx
}

/// The liveness of the results of the ops of the first region of the
/// first op in `source`, in order, one per result.
fn result_liveness(source: &str) -> Vec<Option<bool>> {
    let mut ctx = context();
    let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
    let analysis = RunLivenessAnalysis::new(&mut ctx, module).unwrap();
    let top = ctx.blocks(ctx.regions(module)[0])[0];
    let op = ctx.block_ops(top)[0];
    let mut found = Vec::new();
    for &block in ctx.blocks(ctx.regions(op)[0]) {
        for inner in ctx.block_ops(block) {
            for result in ctx.results(inner) {
                found.push(analysis.liveness(result).map(|l| l.is_live));
            }
        }
    }
    found
}

#[test]
fn values_that_feed_an_effect_are_live_and_unused_pure_ones_are_not() {
    let live = result_liveness(
        r#""test.region"() ({
          %a = "t.pure"() : () -> i32
          %b = "t.pure"(%a) : (i32) -> i32
          %unused = "t.pure"(%a) : (i32) -> i32
          %c = "t.pure"() : () -> i32
          "t.store"(%b) : (i32) -> ()
          "t.ret"() : () -> ()
        }) : () -> ()"#,
    );
    assert_eq!(live, [Some(true), Some(true), Some(false), Some(false)]);
}

#[test]
fn an_op_of_unknown_effects_keeps_its_operands_live() {
    let live = result_liveness(
        r#""test.region"() ({
          %a = "t.pure"() : () -> i32
          %b = "test.unknown"(%a) : (i32) -> i32
          "t.ret"() : () -> ()
        }) : () -> ()"#,
    );
    // `%b` itself is used by nothing.
    assert_eq!(live, [Some(true), Some(false)]);
}

#[test]
fn a_terminator_keeps_its_operands_live_and_dead_blocks_hold_no_live_value() {
    let live = result_liveness(
        r#""test.region"() ({
          %a = "t.pure"() : () -> i32
          "t.ret"(%a) : (i32) -> ()
        ^bb1:
          %b = "t.pure"() : () -> i32
          "t.store"(%b) : (i32) -> ()
          "t.ret"() : () -> ()
        }) : () -> ()"#,
    );
    // The block nothing branches to never runs: its values are known
    // not live, though one feeds a store.
    assert_eq!(live, [Some(true), Some(false)]);
}

#[test]
fn liveness_meets_to_live_when_either_is() {
    let dead = Liveness::default();
    assert_eq!(dead.join(&dead), dead);
    assert_eq!(dead.join(&Liveness::LIVE), Liveness::LIVE);
    assert_eq!(Liveness::LIVE.join(&dead), Liveness::LIVE);
}
