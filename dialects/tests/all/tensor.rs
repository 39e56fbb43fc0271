#![cfg(feature = "tensor")]
//! MLIR's `tensor` dialect: `ods-mlir-opt` on each case of
//! `inputs/tensor/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/tensor/expected`, recorded by `scripts/pass-pipeline-oracle.sh`),
//! and the typed API builds what mlir-opt prints.

use crate::common;
use common::*;
use ods_dialects::tensor::{DimOp, EmptyOp, ExtractSliceOp, InsertSliceOp, PadOp};
use ods_runtime::registry::FoldResult;
use ods_runtime::{Builder, OpBuilder};

#[test]
fn tensor_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("tensor");
    assert_eq!(count, 17);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn printed_forms_read_back() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/inputs/tensor/ops.mlir"
    ))
    .unwrap();
    reads_back(&output(&src, CUSTOM));
    reads_back(&output(&src, GENERIC));
}

#[test]
fn builders_infer_slice_and_empty_types() {
    let mut ctx = context();
    let (module, body) = function_body(&mut ctx, "%t: tensor<16x?xf32>, %i: index, %v: f32");
    let args = ctx.block_args(body);
    let (t, i, v) = (args[0], args[1], args[2]);
    let ret = ctx.block_ops(body)[0];
    let loc = ctx.unknown_loc();
    let mut b = Builder {
        ctx: &mut ctx,
        at: OpBuilder::before(ret),
    };
    let index =
        |b: &mut Builder, x: i64| FoldResult::Attr(ods_runtime::ods::convert::index_attr(b, x));
    let offsets = [FoldResult::Value(i), index(&mut b, 2)];
    let sizes = [index(&mut b, 1), index(&mut b, 8)];
    let strides = [index(&mut b, 1), index(&mut b, 1)];
    let slice = ExtractSliceOp::create_sizes_strides_offsets_fold_result(
        &mut b, loc, t, &offsets, &sizes, &strides, None,
    )
    .result(&b);
    let dim = DimOp::create_source_index(&mut b, loc, t, 1).result(&b);
    let f32t = ods_runtime::ods::convert::float(&mut b, ods_runtime::FloatKind::F32);
    let empty_sizes = [FoldResult::Value(dim), index(&mut b, 4)];
    let empty = EmptyOp::create_sizes(&mut b, loc, &empty_sizes, f32t, None).result(&b);
    let whole = [index(&mut b, 1), index(&mut b, 8)];
    InsertSliceOp::create_sizes(&mut b, loc, slice, t, &whole, None);
    let pads = [index(&mut b, 1), index(&mut b, 0)];
    let padded = ods_runtime::RankedTensorType::get(&mut b, &[None, Some(4)], f32t, None).ty();
    PadOp::create_constant_pad_value(&mut b, loc, padded, empty, &pads, &pads, v, None, None);
    ods_runtime::verify::verify(&ctx, module).unwrap();
    let text = ods_runtime::asm::print_top_level(&ctx, module, Default::default()).unwrap();
    // As mlir-opt 22 prints this IR; the index constant of `tensor.dim`
    // is at the start of the block that defines its source.
    let expected = "module {
  func.func @f(%arg0: tensor<16x?xf32>, %arg1: index, %arg2: f32) {
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 2] [1, 8] [1, 1] : tensor<16x?xf32> to tensor<1x8xf32>
    %dim = tensor.dim %arg0, %c1 : tensor<16x?xf32>
    %0 = tensor.empty(%dim) : tensor<?x4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<16x?xf32>
    %padded = tensor.pad %0 low[1, 0] high[1, 0] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg2 : f32
    } : tensor<?x4xf32> to tensor<?x4xf32>
    return
  }
}
";
    assert_eq!(text.trim_end(), expected.trim_end());
}

#[test]
fn verifiers_report_mlir_messages() {
    let bad_slice = "func.func @f(%t: tensor<8x16xf32>) {\n  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32>\n  return\n}";
    assert_eq!(
        error(bad_slice),
        "t.mlir:2:8: error: expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) "
    );
    let bad_gather = "func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {\n  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x5xf32>\n  return\n}";
    assert_eq!(
        error(bad_gather),
        "t.mlir:2:8: error: 'tensor.gather' op result type mismatch: expected 'tensor<2x4x1xf32>' or its rank-reduced variant 'tensor<2x4xf32>' (got: 'tensor<2x5xf32>')"
    );
}
