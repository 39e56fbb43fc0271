//! `fixtures/ods/constraints.td`: every ConfinedAttr primitive, composed
//! type constraints, and custom predicates written in Rust (CPred, And, Or,
//! Neg, SubstLeaves, Concat over `$_self` and `$_ctxt`), each accepted and
//! rejected with MLIR's summary; and one generated function per distinct
//! constraint, shared by the ops that use it.

use ods_runtime::ods::op::Op;
use ods_runtime::{OpId, Value};
use ods_tests::constraints::cn::*;
use ods_tests::generated::{self, CONSTRAINTS};
use ods_tests::support::Ir;

fn ir() -> Ir {
    Ir::new(&[CnDialect::register])
}

/// Creates `T` with the single attribute `name` = `text`, and verifies it.
fn verify_attr<T: Op>(name: &str, text: &str) -> Result<(), String> {
    let mut ir = ir();
    let attr = ir.attr(text);
    let loc = ir.ctx.unknown_loc();
    let mut state = T::state(&mut ir.ctx, loc);
    ods_runtime::ods::op::set_state_prop(&mut ir.ctx, &mut state, name, Some(attr));
    let op: T = ir.create(state);
    let result = ods_runtime::verify::verify(&ir.ctx, op.id()).map_err(|d| d.message);
    if result.is_ok() {
        ir.round_trip();
    }
    result
}

/// For each attribute: values that satisfy its constraint, values that do
/// not, and the constraint's summary.
fn check_attrs<T: Op>(cases: &[(&str, &[&str], &[&str], &str)]) {
    for &(name, good, bad, summary) in cases {
        for text in good {
            assert_eq!(verify_attr::<T>(name, text), Ok(()), "{name} = {text}");
        }
        for text in bad {
            assert_eq!(
                verify_attr::<T>(name, text),
                Err(format!(
                    "'{}' op attribute '{name}' failed to satisfy constraint: {summary}",
                    T::NAME
                )),
                "{name} = {text}"
            );
        }
    }
}

#[test]
fn integer_attribute_constraints() {
    check_attrs::<IntsOp>(&[
        ("min", &["0 : i32", "7 : i32"], &["-1 : i32", "1 : i64"],
         "32-bit signless integer attribute whose minimum value is 0"),
        ("max", &["10 : i32", "-4 : i32"], &["11 : i32"],
         "32-bit signless integer attribute whose maximum value is 10"),
        ("nonzero", &["-1 : i32", "1 : i32"], &["0 : i32"],
         "32-bit signless integer attribute whose value is not 0"),
        ("nonneg", &["0 : i64"], &["-3 : i64"],
         "64-bit signless integer attribute whose value is non-negative"),
        ("positive", &["1 : i64"], &["0 : i64", "-1 : i64"],
         "64-bit signless integer attribute whose value is positive"),
        ("pow2", &["1 : i64", "8 : i64"], &["6 : i64", "0 : i64"],
         "64-bit signless integer attribute whose value is a power of two > 0"),
        ("pos_pow2", &["4 : i64"], &["-4 : i64", "3 : i64"],
         "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"),
        ("choice", &["1 : i32", "4 : i32"], &["3 : i32"],
         "32-bit signless integer attribute whose value is one of {1, 2, 4}"),
        ("alignment", &["16 : i64"], &["0 : i64", "12 : i64"],
         "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"),
        ("range", &["1 : i32", "5 : i32"], &["0 : i32", "6 : i32"],
         "32-bit signless integer attribute whose minimum value is 1 whose maximum value is 5"),
        ("both", &["-5 : si32", "5 : si32"], &["6 : si32", "-6 : si32", "0 : i32"],
         "32-bit signed integer attribute whose minimum value is -5 and whose maximum value is 5"),
    ]);
}

#[test]
fn array_attribute_constraints() {
    check_attrs::<ArraysOp>(&[
        (
            "at_least",
            &["[1, 2]", "[1, 2, 3]"],
            &["[1]", "[]"],
            "64-bit integer array attribute with at least 2 elements",
        ),
        (
            "at_most",
            &["[]", "[1, 2, 3]"],
            &["[1, 2, 3, 4]"],
            "64-bit integer array attribute with at most 3 elements",
        ),
        (
            "exactly",
            &["[1, 2]"],
            &["[1, 2, 3]", "[1]", "[1 : i32, 2 : i32]"],
            "64-bit integer array attribute with exactly 2 elements",
        ),
        (
            "first_is_one",
            &["[1, 5]", "[1]"],
            &["[2]", "[]"],
            "64-bit integer array attribute whose 0-th element must be 1",
        ),
        (
            "second_min",
            &["[-9, 0]", "[0, 3]"],
            &["[9, -1]", "[1]"],
            "64-bit integer array attribute whose 1-th element must be at least 0",
        ),
        (
            "second_max",
            &["[0, 9]", "[0, -9]"],
            &["[0, 10]"],
            "64-bit integer array attribute whose 1-th element must be at most 9",
        ),
        (
            "first_in_range",
            &["[1]", "[5, 100]"],
            &["[0]", "[6]", "[]"],
            "64-bit integer array attribute whose 0-th element must be at least 1 and at most 5",
        ),
    ]);
}

#[test]
fn dense_array_attribute_constraints() {
    check_attrs::<DenseOp>(&[
        (
            "three",
            &["array<i64: 1, 2, 3>"],
            &["array<i64: 1>", "array<i32: 1, 2, 3>"],
            "i64 dense array attribute with exactly 3 elements",
        ),
        (
            "max_two",
            &["array<i64>", "array<i64: 1, 2>"],
            &["array<i64: 1, 2, 3>"],
            "i64 dense array attribute with at most 2 elements",
        ),
        (
            "min_two",
            &["array<i64: 1, 2>"],
            &["array<i64: 1>"],
            "i64 dense array attribute with at least 2 elements",
        ),
        (
            "positive",
            &["array<i32: 1, 2>"],
            &["array<i32: 1, 0>"],
            "i32 dense array attribute whose value is positive",
        ),
        (
            "nonneg",
            &["array<i32: 0, 2>"],
            &["array<i32: -1>"],
            "i32 dense array attribute whose value is non-negative",
        ),
        (
            "sorted",
            &["array<i64: 1, 1, 2>", "array<i64>"],
            &["array<i64: 2, 1>"],
            "i64 dense array attribute should be in non-decreasing order",
        ),
        (
            "strictly_sorted",
            &["array<i64: -1, 2>"],
            &["array<i64: 1, 1>"],
            "i64 dense array attribute should be in increasing order",
        ),
    ]);
}

/// An op whose operands are values of `types`, each checked in turn.
struct Operands {
    ir: Ir,
    op: OpId,
    good: Vec<Value>,
}

impl Operands {
    fn new(build: impl FnOnce(&mut Ir, &[Value]) -> OpId, types: &[&str]) -> Operands {
        let mut ir = ir();
        let good = ir.values(types);
        let op = build(&mut ir, &good);
        Operands { ir, op, good }
    }

    /// Puts a value of type `ty` as operand `index`, verifies, restores.
    fn with(&mut self, index: usize, ty: &str) -> Result<(), String> {
        let v = self.ir.value(ty);
        self.ir.ctx.set_operand(self.op, index, v);
        let result =
            ods_runtime::verify::verify(&self.ir.ctx, self.ir.module).map_err(|d| d.message);
        self.ir.ctx.set_operand(self.op, index, self.good[index]);
        result
    }

    fn check(&mut self, name: &str, index: usize, good: &[&str], bad: &[&str], summary: &str) {
        for ty in good {
            assert_eq!(
                self.with(index, ty),
                Ok(()),
                "operand #{index} of type {ty}"
            );
        }
        for ty in bad {
            assert_eq!(
                self.with(index, ty),
                Err(format!(
                    "'{name}' op operand #{index} must be {summary}, but got '{ty}'"
                )),
                "operand #{index} of type {ty}"
            );
        }
    }
}

#[test]
fn composed_type_constraints() {
    let mut ops = Operands::new(
        |ir, v| {
            let mut state = ir.state::<TypesOp>();
            TypesOp::build(
                &mut ir.ctx,
                &mut state,
                v[0],
                v[1],
                v[2],
                v[3],
                v[4],
                v[5],
                v[6],
                v[7],
                v[8],
                v[9],
                v[10],
                v[11],
                v[12],
            );
            ir.create::<TypesOp>(state).id()
        },
        &[
            "i32",
            "tensor<2xf32>",
            "tensor<?xi32>",
            "memref<2x3xf32>",
            "vector<4xi8>",
            "tuple<i32, f32, i32>",
            "tensor<3xindex>",
            "tensor<5xi64>",
            "tensor<2x2xf32>",
            "complex<f32>",
            "vector<4xf32>",
            "tuple<i1, tuple<i1>>",
            "tensor<*xf16>",
        ],
    );
    ops.ir.round_trip();
    let name = "cn.types";
    ops.check(
        name,
        0,
        &["f32"],
        &["i64", "f64"],
        "32-bit signless integer or 32-bit float",
    );
    ops.check(
        name,
        1,
        &["tensor<1x2xf32>"],
        &["tensor<*xf32>", "tensor<2xf64>", "vector<2xf32>"],
        "ranked tensor of any type values and tensor of 32-bit float values",
    );
    ops.check(
        name,
        2,
        &["tensor<*xf64>", "tensor<i32>"],
        &["tensor<2xf32>", "memref<2xi32>"],
        "tensor of 32-bit signless integer or 64-bit float values",
    );
    ops.check(
        name,
        3,
        &["memref<?xf32>"],
        &["memref<2xf64>", "tensor<2xf32>"],
        "memref of 32-bit float values",
    );
    ops.check(
        name,
        4,
        &["vector<2x[4]xi8>"],
        &["vector<4xi16>", "vector<i8>", "i8"],
        "vector of 8-bit signless integer values",
    );
    ops.check(
        name,
        5,
        &["tuple<>", "tuple<f32>"],
        &["tuple<i64>", "tuple<i32, tuple<i32>>", "i32"],
        "tuple with any combination of 32-bit signless integer or 32-bit float values",
    );
    ops.check(
        name,
        6,
        &["tensor<index>"],
        &["tensor<*xindex>", "tensor<3xi64>"],
        "ranked tensor of index values",
    );
    ops.check(
        name,
        7,
        &["tensor<?xi64>"],
        &["tensor<5x1xi64>", "tensor<i64>", "tensor<5xi32>"],
        "1D tensor of 64-bit signless integer values",
    );
    ops.check(
        name,
        8,
        &["tensor<f32>"],
        &["tensor<?x2xf32>", "tensor<*xf32>"],
        "statically shaped tensor of 32-bit float values",
    );
    ops.check(
        name,
        9,
        &[],
        &["complex<f64>", "f32"],
        "complex type with 32-bit float elements",
    );
    // The length is the number of elements.
    ops.check(
        name,
        10,
        &["vector<8xf32>", "vector<2x4xf32>"],
        &["vector<5xf32>", "vector<4xf64>", "vector<2x3xf32>"],
        "vector of 32-bit float values of length 4/8",
    );
    ops.check(
        name,
        11,
        &["tuple<i1>", "tuple<tuple<>, i1>"],
        &["tuple<i1, tuple<i2>>"],
        "nested tuple with any combination of 1-bit signless integer values",
    );
    ops.check(
        name,
        12,
        &[],
        &["tensor<2xf16>", "memref<*xf16>"],
        "unranked tensor of 16-bit float values",
    );
}

fn custom_op(ir: &mut Ir, v: &[Value], result: &str, name: &str) -> OpId {
    let result = ir.ty(result);
    let name = ir.attr(name);
    let mut state = ir.state::<CustomOp>();
    CustomOp::build(
        &mut ir.ctx,
        &mut state,
        result,
        v[0],
        v[1],
        v[2],
        v[3],
        name,
    );
    ir.create::<CustomOp>(state).id()
}

#[test]
fn custom_type_predicates_in_rust() {
    let mut ops = Operands::new(
        |ir, v| custom_op(ir, v, "i8", "\"name\""),
        &["i16", "index", "tensor<2xf32>", "tuple<index, index>"],
    );
    ops.ir.round_trip();
    let name = "cn.custom";
    // And of two CPreds over $_self and $_ctxt.
    ops.check(
        name,
        0,
        &["i2", "si64", "ui8"],
        &["i7", "f32", "index"],
        "integer of even width",
    );
    // Or, And and Neg.
    ops.check(
        name,
        1,
        &["i8", "i2", "ui2"],
        &["i1", "si1", "f32"],
        "index or integer wider than 1 bit",
    );
    // SubstLeaves: F32's predicate applied to the element type.
    ops.check(
        name,
        2,
        &["vector<3xf32>", "memref<*xf32>"],
        &["f32", "tensor<2xf64>"],
        "shaped type of f32",
    );
    // Concat around a SubstLeaves.
    ops.check(
        name,
        3,
        &["tuple<>", "tuple<index>"],
        &["tuple<index, i64>", "index"],
        "tuple of indexes",
    );
}

#[test]
fn custom_result_and_attribute_predicates_in_rust() {
    let mut ir = ir();
    let v = ir.values(&["i16", "index", "tensor<2xf32>", "tuple<index, index>"]);
    custom_op(&mut ir, &v, "i9", "\"name\"");
    assert_eq!(
        ir.verify_error(),
        "'cn.custom' op result #0 must be integer of even width, but got 'i9'"
    );
    for (name, ok) in [
        ("\"lower\"", true),
        ("\"\"", true),
        ("\"Upper\"", false),
        ("1 : i32", false),
    ] {
        let mut ir = self::ir();
        let v = ir.values(&["i16", "index", "tensor<2xf32>", "tuple<index, index>"]);
        custom_op(&mut ir, &v, "i8", name);
        if ok {
            ir.round_trip();
        } else {
            assert_eq!(
                ir.verify_error(),
                "'cn.custom' op attribute 'name' failed to satisfy constraint: lowercase string attribute",
                "{name}"
            );
        }
    }
}

#[test]
fn shared_constraints_use_the_same_checks() {
    let mut ir = ir();
    let v = ir.values(&["i4", "f32"]);
    let name = ir.attr("\"ok\"");
    let mut state = ir.state::<SharingOp>();
    SharingOp::build(&mut ir.ctx, &mut state, v[0], name, v[1]);
    let op: SharingOp = ir.create(state);
    ir.round_trip();
    let odd = ir.value("i3");
    ir.ctx.set_operand(op.id(), 0, odd);
    assert_eq!(
        ir.verify_error(),
        "'cn.sharing' op operand #0 must be integer of even width, but got 'i3'"
    );
}

/// The name of the generated function documented with `summary`.
fn function_for(summary: &str) -> String {
    let doc = format!("\n    /// {summary}\n");
    let matches: Vec<_> = CONSTRAINTS.match_indices(&doc).collect();
    assert_eq!(matches.len(), 1, "functions documented `{summary}`");
    let after = &CONSTRAINTS[matches[0].0..];
    let start = after.find("fn ").unwrap() + 3;
    let end = start + after[start..].find('(').unwrap();
    after[start..end].to_string()
}

#[test]
fn one_function_per_distinct_constraint() {
    // Operands of two ops.
    let even = function_for("integer of even width");
    let int_or_float = function_for("32-bit signless integer or 32-bit float");
    let lowercase = function_for("lowercase string attribute");
    // IntValidAlignment is IntPositivePowerOf2 under another name: one
    // function for both attributes, as MLIR's uniqued verifier functions.
    let aligned = function_for(
        "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    );
    let custom = generated::impl_block(CONSTRAINTS, "CustomOp");
    let sharing = generated::impl_block(CONSTRAINTS, "SharingOp");
    let types = generated::impl_block(CONSTRAINTS, "TypesOp");
    let ints = generated::impl_block(CONSTRAINTS, "IntsOp");
    for f in [&even, &lowercase] {
        assert!(custom.contains(f.as_str()), "{f} in CustomOp");
        assert!(sharing.contains(f.as_str()), "{f} in SharingOp");
    }
    assert!(types.contains(int_or_float.as_str()));
    assert!(sharing.contains(int_or_float.as_str()));
    assert_eq!(ints.matches(aligned.as_str()).count(), 2);
    for f in [&even, &int_or_float, &lowercase, &aligned] {
        assert_eq!(CONSTRAINTS.matches(&format!("fn {f}(")).count(), 1, "{f}");
    }
}
