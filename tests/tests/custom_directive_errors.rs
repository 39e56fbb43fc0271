//! What the compiler says to a user whose `custom<Name>` functions are
//! missing or take other types: a crate with generated ops is checked by
//! `cargo check`, and rustc's error is on a line that spells out the
//! signature the format expects. One function serves two ops, since
//! `print_name` gets the op as an `OpId`.

use ods_tests::support::user_crate;

const TD: &str = r#"
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def T_FirstOp : Op<T_Dialect, "first"> {
  let arguments = (ins I64Attr:$n);
  let assemblyFormat = "custom<Count>($n) attr-dict";
}
def T_SecondOp : Op<T_Dialect, "second"> {
  let arguments = (ins I64Attr:$n);
  let assemblyFormat = "custom<Count>($n) attr-dict";
}
def T_ThirdOp : Op<T_Dialect, "third"> {
  let arguments = (ins AnyType:$x);
  let assemblyFormat = "custom<Ordering>($x, type($x)) attr-dict";
  let extraClassDefinition = [{ use crate::directives::*; }];
}
"#;

/// The user's code: `count` for both ops, `ordering`'s printer with a
/// wrong parameter type, its parser missing.
const USER: &str = r#"
include!("generated.rs");

mod directives {
    use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
    use ods_runtime::{Attribute, IrResult, OpId, Type};

    pub fn parse_count(_: &mut OpAsmParser<'_, '_>, _: &mut Option<Attribute>) -> PResult<()> {
        Ok(())
    }

    pub fn print_count(_: &mut OpAsmPrinter<'_, '_>, _: OpId, _: Attribute) -> IrResult<()> {
        Ok(())
    }

    pub fn print_ordering(_: &mut OpAsmPrinter<'_, '_>, _: OpId, _: Type, _: Type) -> IrResult<()> {
        Ok(())
    }
}
"#;

/// `text` with each run of whitespace one space, and none before `)`.
fn one_line(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(", )", ")")
}

#[test]
fn rustc_shows_the_signature_a_directive_needs() {
    let dir = tempfile::tempdir().unwrap();
    let out = user_crate::check(dir.path(), TD, USER, &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    // The missing parser: an error on the statement that binds it to the
    // signature the format expects.
    assert!(
        stderr.contains("cannot find value `parse_ordering` in this scope"),
        "{stderr}"
    );
    assert!(
        stderr.contains(") -> PResult<()> = parse_ordering;"),
        "{stderr}"
    );
    let generated = std::fs::read_to_string(dir.path().join("src/generated.rs")).unwrap();
    assert!(
        one_line(&generated).contains(
            "let parse_ordering: fn( &mut OpAsmParser<'_, '_>, &mut Option<UnresolvedOperand>, \
             &mut Option<Type>) -> PResult<()> = parse_ordering;"
        ),
        "{generated}"
    );
    // The printer taking a `Type` for the operand: rustc shows the whole
    // statement and the pointer type it expected.
    assert!(
        stderr.contains("error[E0308]: mismatched types"),
        "{stderr}"
    );
    assert!(
        one_line(&stderr).contains(
            "expected fn pointer `for<'a, 'b, 'c> fn(&'a mut OpAsmPrinter<'b, 'c>, Id<_>, \
             ods_runtime::Value, ods_runtime::Type) -> std::result::Result<_, _>`"
        ),
        "{stderr}"
    );
    // `count`, shared by two ops, is not in question; nor is anything else.
    assert!(!stderr.contains("_count"), "{stderr}");
    assert_eq!(stderr.matches("error[E").count(), 2, "{stderr}");
}
