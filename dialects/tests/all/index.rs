#![cfg(feature = "index")]
//! MLIR's `index` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
use common::*;

const OPS: &str = r#"%a = "test.value"() : () -> index
%c = index.constant -3
%t = index.bool.constant true
%0 = index.maxu %a, %c {tag}
%1 = index.cmp sle(%0, %a)
%2 = index.castu %1 : i1 to index
%3 = index.sizeof
"test.sink"(%2, %3, %t) : (index, index, i1) -> ()
"#;

#[test]
fn constants_are_named_after_their_values() {
    let expected = r#"module {
  %0 = "test.value"() : () -> index
  %idx-3 = index.constant -3
  %true = index.bool.constant true
  %1 = index.maxu %0, %idx-3 {tag}
  %2 = index.cmp sle(%1, %0)
  %3 = index.castu %2 : i1 to index
  %4 = index.sizeof
  "test.sink"(%3, %4, %true) : (index, index, i1) -> ()
}

"#;
    assert_eq!(output(OPS, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_generic_form_holds_values_and_predicates_as_properties() {
    let expected = r#""builtin.module"() ({
  %0 = "test.value"() : () -> index
  %1 = "index.constant"() <{value = -3 : index}> : () -> index
  %2 = "index.bool.constant"() <{value = true}> : () -> i1
  %3 = "index.maxu"(%0, %1) {tag} : (index, index) -> index
  %4 = "index.cmp"(%3, %0) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
  %5 = "index.castu"(%4) : (i1) -> index
  %6 = "index.sizeof"() : () -> index
  "test.sink"(%5, %6, %2) : (index, index, i1) -> ()
}) : () -> ()

"#;
    assert_eq!(output(OPS, GENERIC), expected);
    reads_back(expected);
}

#[test]
fn canonicalization_reassociates_constants_and_folds_comparisons() {
    // `(a + 4) + 10` is `a + 14`; `a - a > 0` becomes `a > a`, false;
    // `max(a, 10) < 4` is false in 32 and 64 bits.
    let src = r#"%a = "test.value"() : () -> index
%c4 = index.constant 4
%c10 = index.constant 10
%c0 = index.constant 0
%0 = index.add %a, %c4
%1 = index.add %0, %c10
%2 = index.sub %a, %a
%3 = index.cmp sgt(%2, %c0)
%4 = index.maxs %a, %c10
%5 = index.cmp slt(%4, %c4)
"test.sink"(%1, %3, %5) : (index, i1, i1) -> ()
"#;
    let expected = r#"module {
  %false = index.bool.constant false
  %idx14 = index.constant 14
  %0 = "test.value"() : () -> index
  %1 = index.add %0, %idx14
  "test.sink"(%1, %false, %false) : (index, i1, i1) -> ()
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn folds_that_would_differ_on_a_32_bit_target_are_not_made() {
    // 0x100000002 / 2 is 0x80000001 in 64 bits but 1 in 32; a shift by 32
    // is undefined in 32 bits; the remainder 0 is the same in both.
    let src = r#"%big = index.constant 4294967298
%c2 = index.constant 2
%c32 = index.constant 32
%0 = index.divu %big, %c2
%1 = index.shl %c2, %c32
%2 = index.ceildivs %big, %c2
%3 = index.remu %big, %c2
"test.sink"(%0, %1, %2, %3) : (index, index, index, index) -> ()
"#;
    let expected = r#"module {
  %idx0 = index.constant 0
  %idx4294967298 = index.constant 4294967298
  %idx2 = index.constant 2
  %idx32 = index.constant 32
  %0 = index.divu %idx4294967298, %idx2
  %1 = index.shl %idx2, %idx32
  %2 = index.ceildivs %idx4294967298, %idx2
  "test.sink"(%0, %1, %2, %idx0) : (index, index, index, index) -> ()
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn invalid_index_ir_is_rejected_with_mlirs_messages() {
    let cast = "%a = \"test.value\"() : () -> index\n%0 = index.casts %a : index to index\n";
    assert_eq!(
        error(cast),
        "t.mlir:2:6: error: 'index.casts' op operand type 'index' and result type 'index' are cast incompatible"
    );
    let cmp = "%a = \"test.value\"() : () -> index\n\
               %0 = \"index.cmp\"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32\n";
    assert_eq!(
        error(cmp),
        "t.mlir:2:6: error: 'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'"
    );
    assert_eq!(
        error("%a = \"test.value\"() : () -> index\n%0 = index.cmp foo(%a, %a)\n"),
        "t.mlir:2:16: error: custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate \
         to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge"
    );
}

#[test]
fn casts_of_integer_constants_fold_to_index_constants() {
    // mlir-opt 22 `--canonicalize` (with `arith.constant` operands, which
    // ods-mlir-opt lacks): casts to `index` fold to these constants.
    use ods_runtime::helpers::{integer, integer_attr, try_int};
    use ods_runtime::registry::FoldResult;
    let src = r#"%a = "test.value"() : () -> i64
%b = "test.value"() : () -> i32
%c = "test.value"() : () -> i8
%0 = index.casts %a : i64 to index
%1 = index.castu %b : i32 to index
%2 = index.casts %c : i8 to index
%3 = index.castu %c : i8 to index
%4 = index.casts %b : i32 to index
"#;
    let mut ctx = context();
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").unwrap();
    let ops = ctx.block_ops(ctx.blocks(ctx.regions(top)[0])[0]);
    let cases = [
        (64, -7, -7),
        (32, -1, 4294967295),
        (8, 200, -56),
        (8, 200, 200),
        (32, -1, -1),
    ];
    for (op, (width, input, expected)) in ops[3..].iter().zip(cases) {
        let ty = integer(&mut ctx, width, ods_runtime::Signedness::Signless);
        let constant = integer_attr(&mut ctx, ty, input);
        let fold = ctx
            .registry
            .get(ctx.op_name(*op))
            .and_then(|i| i.fold)
            .unwrap();
        let folded = fold(&mut ctx, *op, &[Some(constant)]).expect("the cast folds");
        let [FoldResult::Attr(attr)] = folded.as_slice() else {
            panic!("a constant, not {folded:?}");
        };
        assert_eq!(
            try_int::<i64>(&ctx, *attr),
            Some(expected),
            "{}",
            ctx.op_name_str(*op)
        );
        let index = ods_runtime::helpers::index(&mut ctx);
        assert_eq!(ods_runtime::helpers::attr_type(&ctx, *attr), Some(index));
    }
}
