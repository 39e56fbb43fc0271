#![cfg(feature = "memref")]
//! MLIR's `memref` dialect: `ods-mlir-opt` on each case of
//! `inputs/memref/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/memref/expected`, recorded by `scripts/pass-pipeline-oracle.sh`),
//! and the typed API builds what mlir-opt prints.

use crate::common;
use common::*;
use ods_dialects::memref::{AllocOp, DimOp, LoadOp, StoreOp, SubViewOp};
use ods_runtime::registry::FoldResult;
use ods_runtime::{Builder, OpBuilder};

#[test]
fn memref_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("memref");
    assert_eq!(count, 20);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn printed_forms_read_back() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/inputs/memref/views.mlir"
    ))
    .unwrap();
    reads_back(&output(&src, CUSTOM));
}

#[test]
fn builders_infer_subview_types_and_place_dim_indices() {
    let mut ctx = context();
    let (module, body) = function_body(&mut ctx, "%a: memref<16x32xf32>, %i: index, %v: f32");
    let args = ctx.block_args(body);
    let (a, i, v) = (args[0], args[1], args[2]);
    let ret = ctx.block_ops(body)[0];
    let loc = ctx.unknown_loc();
    let mut b = Builder {
        ctx: &mut ctx,
        at: OpBuilder::before(ret),
    };
    let index =
        |b: &mut Builder, x: i64| FoldResult::Attr(ods_runtime::ods::convert::index_attr(b, x));
    let offsets = [FoldResult::Value(i), index(&mut b, 2)];
    let sizes = [index(&mut b, 4), index(&mut b, 8)];
    let strides = [index(&mut b, 1), index(&mut b, 3)];
    let view =
        SubViewOp::create_offsets_fold_result(&mut b, loc, a, &offsets, &sizes, &strides, None);
    let view = view.result(&b);
    let dim = DimOp::create_source_index(&mut b, loc, view, 1).result(&b);
    let f32t = ods_runtime::ods::convert::float(&mut b, ods_runtime::FloatKind::F32);
    let buffer = ods_runtime::MemRefType::get(&mut b, &[None], f32t).ty();
    let alloc = AllocOp::create_memref_type_dynamic_sizes(&mut b, loc, buffer, vec![dim], None);
    let alloc = alloc.memref(&b);
    let x = LoadOp::create_memref_indices(&mut b, loc, view, vec![i, i], None, None).result(&b);
    StoreOp::create_indices(&mut b, loc, x, alloc, vec![dim], None, None);
    StoreOp::create_indices(&mut b, loc, v, alloc, vec![i], None, None);
    ods_runtime::verify::verify(&ctx, module).unwrap();
    let text = ods_runtime::asm::print_top_level(&ctx, module, Default::default()).unwrap();
    // As mlir-opt 22 prints this IR; the index constant of `memref.dim`
    // follows the definition of its source.
    let expected = "module {
  func.func @f(%arg0: memref<16x32xf32>, %arg1: index, %arg2: f32) {
    %subview = memref.subview %arg0[%arg1, 2] [4, 8] [1, 3] : memref<16x32xf32> to memref<4x8xf32, strided<[32, 3], offset: ?>>
    %c1 = arith.constant 1 : index
    %dim = memref.dim %subview, %c1 : memref<4x8xf32, strided<[32, 3], offset: ?>>
    %alloc = memref.alloc(%dim) : memref<?xf32>
    %0 = memref.load %subview[%arg1, %arg1] : memref<4x8xf32, strided<[32, 3], offset: ?>>
    memref.store %0, %alloc[%dim] : memref<?xf32>
    memref.store %arg2, %alloc[%arg1] : memref<?xf32>
    return
  }
}
";
    assert_eq!(text.trim_end(), expected.trim_end());
}

#[test]
fn verifiers_report_mlir_messages() {
    let bad_rank = "func.func @f(%a: memref<4x4xf32>, %i: index) {\n  %x = memref.load %a[%i] : memref<4x4xf32>\n  return\n}";
    assert_eq!(
        error(bad_rank),
        "t.mlir:2:8: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1"
    );
    let bad_layout = "func.func @f(%a: memref<8x8xf32>) {\n  %0 = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32>\n  return\n}";
    assert_eq!(
        error(bad_layout),
        "t.mlir:2:8: error: expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'"
    );
}
