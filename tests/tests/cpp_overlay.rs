//! A dialect written for mlir-tblgen (`fixtures/cpp/include`, its code
//! C++), read unmodified with `Config::cpp_include_dir`: each piece of C++
//! takes its Rust from the overlay (`fixtures/cpp_overlay/cppcalc.td`) or
//! from the idioms ods-build ships, and a build without them lists every
//! piece.

use ods_runtime::ods::op::Op;
use ods_tests::cppcalc::mlir::cppcalc::{ConstOp, CppCalcDialect};
use ods_tests::support::Text;
use std::path::{Path, PathBuf};

const IR: Text = Text::new(CppCalcDialect::register);

#[test]
fn the_overlay_gives_the_default_value_and_the_extra_declarations() {
    let mut ctx = IR.context();
    let src = "%0 = cppcalc.const : i64";
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").unwrap();
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    let op = ConstOp::cast(&ctx, ctx.block_ops(body)[0]).expect("a cppcalc.const");
    // `defaultValue` is `int64_t(2) * 1` in the C++; the overlay's `2`.
    assert_eq!(op.value(&ctx), 2);
    // `extraClassDeclaration` is `getDoubled()` in the C++.
    assert_eq!(op.doubled(&ctx), 4);
    IR.fixed_point("module {\n  %0 = cppcalc.const<6> : i64\n}");
}

#[test]
fn predicates_come_from_the_overlay_and_the_idioms() {
    // A predicate composed from pieces, from the overlay's idiom.
    IR.fixed_point("module {\n  %0 = cppcalc.const : i64\n  %1 = cppcalc.same %0, %0 : i64\n}");
    // `CppCalc_IsEven.predExpr`, from the overlay.
    IR.fixed_point("module {\n  %0 = cppcalc.even 4 : i64\n}");
    assert!(verify_error("%0 = cppcalc.even 3 : i64").contains("even"));
    // `$_self.getInt() != 0`, an idiom of the overlay's own.
    assert!(verify_error("%0 = cppcalc.nonzero 0 : i64").contains("non-zero"));
    // `::llvm::isa<::mlir::IntegerType>($_self)`, an idiom ods-build ships.
    let src = "%0 = cppcalc.const : i64\n%1 = cppcalc.neg %0 : i64 -> i64";
    assert!(IR.round(src, false).contains("cppcalc.neg %0 : i64 -> i64"));
    let float = "%0 = \"test.f\"() : () -> f32\n%1 = cppcalc.neg %0 : f32 -> f32";
    assert!(verify_error(float).contains("integer"));
}

/// The verifier's message for `src`, which parses.
fn verify_error(src: &str) -> String {
    let mut ctx = IR.context();
    ctx.allow_unregistered = true;
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let e = ods_runtime::verify::verify(&ctx, top).expect_err("the input does not verify");
    ods_runtime::diag::render(&ctx, &e, "t.mlir", src)
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// The rendered error of generating `td` with the C++ folder.
fn generation_error(td: &Path) -> String {
    let out = tempfile::tempdir().unwrap();
    let err = ods_build::Config::new()
        .cargo_output(false)
        .out_dir(out.path())
        .cpp_include_dir(fixtures().join("cpp/include"))
        .run(&[td], &mut ods_build::Report::default())
        .expect_err("C++ without Rust is refused");
    err.to_string()
}

#[test]
fn without_an_overlay_every_piece_of_cpp_is_listed_with_its_target() {
    let message = generation_error(&fixtures().join("cpp/include/cppcalc/CppCalcOps.td"));
    assert!(
        message.contains("6 piece(s) of C++ have no Rust"),
        "{message}"
    );
    for target in [
        "CppCalc_ConstOp.value.defaultValue",
        "CppCalc_ConstOp.extraClassDeclaration",
        "CppCalc_IsEven.predExpr",
        // The idiom comes from the overlay, which is not there.
        "anonymous_",
    ] {
        assert!(
            message.contains(&format!("target `{target}")),
            "{target} in\n{message}"
        );
    }
    // Each note shows the C++ it stands for, where it was written.
    assert!(
        message.contains("C++ `int64_t getDoubled() { return getValue() * 2; }`"),
        "{message}"
    );
    assert!(message.contains("CppCalcOps.td:29:"), "{message}");
    // The shipped idiom needs no overlay.
    assert!(!message.contains("IntegerType"), "{message}");
}

#[test]
fn an_overlay_that_leaves_one_piece_names_only_that_piece() {
    let dir = tempfile::tempdir().unwrap();
    let partial = dir.path().join("partial.td");
    let full = std::fs::read_to_string(fixtures().join("cpp_overlay/cppcalc.td")).unwrap();
    // Everything but the default value.
    let text = full.replace(
        "def : RustFor<\"CppCalc_ConstOp.value.defaultValue\", \"2\">;",
        "",
    );
    assert_ne!(text, full);
    std::fs::write(&partial, text).unwrap();
    let message = generation_error(&partial);
    assert!(
        message.contains("1 piece(s) of C++ have no Rust"),
        "{message}"
    );
    assert!(
        message.contains("target `CppCalc_ConstOp.value.defaultValue`"),
        "{message}"
    );
}

#[test]
fn an_overlay_entry_that_replaces_nothing_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let stale = dir.path().join("stale.td");
    let full = std::fs::read_to_string(fixtures().join("cpp_overlay/cppcalc.td")).unwrap();
    // A target mistyped, as after a rename in the dialect's file.
    std::fs::write(
        &stale,
        format!("{full}\ndef : RustFor<\"CppCalc_ConstOp.nothing\", \"1\">;\n"),
    )
    .unwrap();
    let message = generation_error(&stale);
    assert!(
        message
            .contains("overlay entry 'CppCalc_ConstOp.nothing' replaces no C++ of the files read"),
        "{message}"
    );
    assert!(message.contains("stale.td:"), "{message}");
}

#[test]
fn cpp_built_by_concatenation_is_listed_not_read_as_rust() {
    // Each was read as Rust and failed to parse before ("expected `,`",
    // "comparison operators cannot be chained", "has no pass-option
    // parser"): MLIR's transform interfaces, LLVM's pointer types, PDL's
    // ranges, Ptr's casts, a vector pass's option.
    let message = generation_error(&fixtures().join("cpp/include/cppcalc/Concatenated.td"));
    assert!(
        message.contains("7 piece(s) of C++ have no Rust"),
        "{message}"
    );
    for cpp in [
        "C++ `::mlir::ArrayRef<::mlir::Operation *>`",
        "C++ `$_builder.getType<::cat::PtrType>(0)`",
        "::llvm::cast<::cat::ListType>($_self).getElementType()",
        "(the predicate of a PredOpTrait)",
        "target `Cat_Lower.strategy.type` (a pass option's type): C++ `::cat::Strategy`",
    ] {
        assert!(message.contains(cpp), "{cpp} in\n{message}");
    }
    assert!(!message.contains("is not a Rust"), "{message}");
}
