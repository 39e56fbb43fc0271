#![cfg(feature = "affine")]
//! MLIR's `affine` dialect: `ods-mlir-opt` on each case of
//! `inputs/affine/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/affine/expected`, recorded by `scripts/pass-pipeline-oracle.sh`),
//! and the typed API builds what mlir-opt prints.

use crate::common;
use common::*;
use ods_dialects::affine::{AffineForOp, AffineLoadOp, AffineStoreOp, AffineYieldOp};
use ods_runtime::{Builder, Context, OpBuilder};

#[test]
fn affine_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("affine");
    assert_eq!(count, 23);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn printed_forms_read_back() {
    for file in ["loops.mlir", "access.mlir", "dma.mlir"] {
        let path = format!("{}/tests/inputs/affine/{file}", env!("CARGO_MANIFEST_DIR"));
        let src = std::fs::read_to_string(path).unwrap();
        reads_back(&output(&src, CUSTOM));
        reads_back(&output(&src, GENERIC));
    }
}

#[test]
fn builders_make_loops_with_identity_subscripts() {
    let mut ctx = context();
    let src = "func.func @f(%a: memref<16xf32>) {\n  return\n}";
    let module = ods_runtime::parse_source(&mut ctx, src, "t.mlir").unwrap();
    let top = ctx.blocks(ctx.regions(module)[0])[0];
    let function = ctx.block_ops(top)[0];
    let body = ctx.blocks(ctx.regions(function)[0])[0];
    let a = ctx.block_args(body)[0];
    let ret = ctx.block_ops(body)[0];
    let loc = ctx.unknown_loc();
    let mut b = Builder {
        ctx: &mut ctx,
        at: OpBuilder::before(ret),
    };
    let mut body_builder = |ctx: &mut Context, at: OpBuilder, loc, iv, _: &[_]| {
        let mut b = Builder { ctx, at };
        let v = AffineLoadOp::create_memref(&mut b, loc, a, Some(vec![iv])).result(&b);
        AffineStoreOp::create_indices(&mut b, loc, v, a, vec![iv]);
        AffineYieldOp::create_empty(&mut b, loc);
    };
    AffineForOp::create_lower_bound_upper_bound(
        &mut b,
        loc,
        0,
        16,
        Some(4),
        None,
        Some(&mut body_builder),
    );
    // A loop without a body builder gets the implicit `affine.yield`.
    AffineForOp::create_lower_bound_upper_bound(&mut b, loc, 2, 8, None, None, None);
    ods_runtime::verify::verify(&ctx, module).unwrap();
    let text = ods_runtime::asm::print_top_level(&ctx, module, Default::default()).unwrap();
    // As mlir-opt 22 prints this IR.
    let expected = "module {
  func.func @f(%arg0: memref<16xf32>) {
    affine.for %arg1 = 0 to 16 step 4 {
      %0 = affine.load %arg0[%arg1] : memref<16xf32>
      affine.store %0, %arg0[%arg1] : memref<16xf32>
    }
    affine.for %arg1 = 2 to 8 {
    }
    return
  }
}

";
    assert_eq!(text, expected);
}
