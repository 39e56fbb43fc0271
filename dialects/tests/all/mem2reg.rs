#![cfg(all(
    feature = "func",
    feature = "cf",
    feature = "scf",
    feature = "index",
    feature = "memref"
))]
//! `mem2reg` and `sroa`: `ods-mlir-opt` on each case of
//! `inputs/mem2reg/cases.txt` and `inputs/sroa/cases.txt` prints what
//! mlir-opt 22 printed for it (their `expected` folders, recorded by
//! `scripts/pass-pipeline-oracle.sh`): promotion through branches,
//! switches, loops and dead blocks, slots in and around regions, chains
//! of slots, which allocas are slots, locations; splitting by constant
//! indices, and what keeps an aggregate whole. Then the passes'
//! statistics and the memref ops' interfaces through the API.

use crate::common;

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::interfaces::memory_slot::{
    DestructurableAllocationConcept, MemorySlot, PromotableAllocationConcept,
    PromotableMemOpConcept,
};
use ods_runtime::pass::Pass;
use ods_runtime::transforms::{Mem2Reg, Sroa};
use ods_runtime::OpId;

#[test]
fn mem2reg_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("mem2reg");
    assert_eq!(count, 8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn sroa_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("sroa");
    assert_eq!(count, 5);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The value of the statistic of `pass` named `name`.
fn statistic(pass: &dyn Pass, name: &str) -> u64 {
    let found = pass.statistics().into_iter().find(|s| s.name() == name);
    found
        .unwrap_or_else(|| panic!("no statistic {name}"))
        .value()
}

const CYCLE: &str = r#"
func.func @cycle(%arg0: i64, %arg1: i1, %arg2: i64) -> i64 {
  %alloca = memref.alloca() : memref<i64>
  %unused = memref.alloca() : memref<i64>
  %pair = memref.alloca() : memref<2xi64>
  memref.store %arg2, %alloca[] : memref<i64>
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %use = memref.load %alloca[] : memref<i64>
  memref.store %arg0, %alloca[] : memref<i64>
  cf.br ^bb2
^bb2:
  %r = memref.load %alloca[] : memref<i64>
  return %r : i64
}
"#;

#[test]
fn mem2reg_counts_promoted_slots_and_new_block_arguments() {
    let (mut ctx, top, _) = common::parse_with_ops(CYCLE);
    let mut pass = Mem2Reg::default();
    pass.run_on_operation(&mut ctx, top).expect("the pass runs");
    assert_eq!(statistic(&pass, "promoted slots"), 1);
    assert_eq!(statistic(&pass, "new block args"), 1);
    let printed = print_top_level(&ctx, top, PrintOptions::default()).expect("prints");
    assert!(!printed.contains("memref.load"), "{printed}");
    assert!(!printed.contains("memref.store"), "{printed}");
    // The unused slot and the aggregate stay.
    assert_eq!(printed.matches("memref.alloca").count(), 2, "{printed}");
}

#[test]
fn sroa_counts_destructured_slots() {
    let src = r#"
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2x2xi32>
  memref.store %x, %a[%c0, %c0] : memref<2x2xi32>
  %v = memref.load %a[%c0, %c0] : memref<2x2xi32>
  return %v : i32
}
"#;
    let (mut ctx, top, _) = common::parse_with_ops(src);
    let mut pass = Sroa::default();
    pass.run_on_operation(&mut ctx, top).expect("the pass runs");
    assert_eq!(statistic(&pass, "destructured slots"), 1);
    assert_eq!(statistic(&pass, "slots with memory benefit"), 1);
    assert_eq!(statistic(&pass, "max subelement number"), 4);
}

#[test]
fn memref_ops_answer_the_memory_slot_interfaces() {
    let (ctx, _, ops) = common::parse_with_ops(CYCLE);
    let named = |name: &str| -> Vec<OpId> {
        ops.iter()
            .copied()
            .filter(|&o| ctx.op_name_str(o) == name)
            .collect()
    };
    let allocas = named("memref.alloca");
    let concept = ctx
        .op_interface::<PromotableAllocationConcept>(allocas[0])
        .expect("memref.alloca allocates promotable slots");
    let slots = (concept.promotable_slots)(&ctx, allocas[0]);
    let ptr = ctx.result(allocas[0], 0);
    let i64_type = ctx.value_type(ctx.operand(named("memref.store")[0], 0));
    assert_eq!(
        slots,
        vec![MemorySlot {
            ptr,
            elem_type: i64_type
        }]
    );
    assert!((concept.promotable_slots)(&ctx, allocas[2]).is_empty());
    assert!(ctx
        .op_interface::<DestructurableAllocationConcept>(allocas[2])
        .is_some());

    let slot = slots[0];
    let load = named("memref.load")[0];
    let store = named("memref.store")[0];
    let load_concept = ctx.op_interface::<PromotableMemOpConcept>(load).unwrap();
    let store_concept = ctx.op_interface::<PromotableMemOpConcept>(store).unwrap();
    assert!((load_concept.loads_from)(&ctx, load, &slot));
    assert!(!(load_concept.stores_to)(&ctx, load, &slot));
    assert!((store_concept.stores_to)(&ctx, store, &slot));
    assert!(!(store_concept.loads_from)(&ctx, store, &slot));
    assert!(ctx
        .op_interface::<PromotableMemOpConcept>(named("func.return")[0])
        .is_none());
}
