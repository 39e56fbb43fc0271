#![cfg(feature = "affine")]
//! MLIR's `affine` dialect: `ods-mlir-opt` on each case of
//! `inputs/affine/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/affine/expected`, recorded by `scripts/pass-pipeline-oracle.sh`),
//! and the typed API builds what mlir-opt prints.

use crate::common;
use common::*;
use ods_dialects::affine::{
    AffineDmaStartOp, AffineDmaWaitOp, AffineForOp, AffineLoadOp, AffineStoreOp, AffineYieldOp,
};
use ods_runtime::{AffineExpr, AttrKind, Attribute, Builder, Context, OpBuilder};

#[test]
fn affine_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("affine");
    assert_eq!(count, 27);
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

/// `affine_map<(d0) -> (results)>`.
fn map_of_one_dim(ctx: &mut Context, results: Vec<AffineExpr>) -> Attribute {
    ctx.attr(AttrKind::AffineMap {
        dims: 1,
        symbols: 0,
        results: results.into(),
    })
}

#[test]
fn builders_make_dma_transfers_and_waits() {
    use AffineExpr::{Constant, Dim, Mod, Mul};
    let mut ctx = context();
    let signature = "%a: memref<16xf32>, %b: memref<4x4xf32, 1>, %t: memref<2xi32>, %n: index";
    let (module, body) = function_body(&mut ctx, signature);
    let args = ctx.block_args(body);
    let (src, dst, tag, n) = (args[0], args[1], args[2], args[3]);
    let ret = ctx.block_ops(body)[0];
    let loc = ctx.unknown_loc();
    let times_four = Mul(Box::new(Dim(0)), Box::new(Constant(4)));
    let src_map = map_of_one_dim(&mut ctx, vec![times_four]);
    let dst_map = map_of_one_dim(&mut ctx, vec![Dim(0), Constant(0)]);
    let tag_map = map_of_one_dim(&mut ctx, vec![Mod(Box::new(Dim(0)), Box::new(Constant(2)))]);
    let mut body_builder = |ctx: &mut Context, at: OpBuilder, loc, iv, _: &[_]| {
        let mut b = Builder { ctx, at };
        let i = [iv];
        let stride = Some((n, n));
        AffineDmaStartOp::create(
            &mut b, loc, src, src_map, &i, dst, dst_map, &i, tag, tag_map, &i, n, stride,
        );
        AffineDmaWaitOp::create(&mut b, loc, tag, tag_map, &i, n);
        AffineYieldOp::create_empty(&mut b, loc);
    };
    let mut b = Builder {
        ctx: &mut ctx,
        at: OpBuilder::before(ret),
    };
    AffineForOp::create_lower_bound_upper_bound(
        &mut b,
        loc,
        0,
        4,
        None,
        None,
        Some(&mut body_builder),
    );
    ods_runtime::verify::verify(&ctx, module).unwrap();
    let text = ods_runtime::asm::print_top_level(&ctx, module, Default::default()).unwrap();
    // As mlir-opt 22 prints this IR.
    let expected = "module {
  func.func @f(%arg0: memref<16xf32>, %arg1: memref<4x4xf32, 1>, %arg2: memref<2xi32>, %arg3: index) {
    affine.for %arg4 = 0 to 4 {
      affine.dma_start %arg0[%arg4 * 4], %arg1[%arg4, 0], %arg2[%arg4 mod 2], %arg3, %arg3, %arg3 : memref<16xf32>, memref<4x4xf32, 1>, memref<2xi32>
      affine.dma_wait %arg2[%arg4 mod 2], %arg3 : memref<2xi32>
    }
    return
  }
}
";
    assert_eq!(text.trim_end(), expected.trim_end());
}
