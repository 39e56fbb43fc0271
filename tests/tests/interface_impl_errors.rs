//! What the compiler says to a user whose interface implementation is
//! incomplete: a crate with generated ops is checked by `cargo check`, and
//! rustc names each method missing, also a method with a default that
//! `DeclareOpInterfaceMethods<I, ["m"]>` lists (Rust cannot require the
//! override of a provided method; the generated `{Op}{I}` trait can).

use ods_tests::support::user_crate;

const TD: &str = r#"
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def T_CostInterface : OpInterface<"CostInterface"> {
  let cppNamespace = "::t";
  let methods = [
    InterfaceMethod<"The cost.", "i64", "cost">,
    InterfaceMethod<"Whether it is cheap.", "bool", "isCheap", (ins),
                    [{}], [{ $_op.cost(ctx) < 10 }]>
  ];
}

def T_PlainOp : Op<T_Dialect, "plain", [T_CostInterface]>;
def T_DeclaredOp : Op<T_Dialect, "declared",
    [DeclareOpInterfaceMethods<T_CostInterface, ["isCheap"]>]>;
"#;

/// The user's code: `cost` only, for both ops.
const USER: &str = r#"
include!("generated.rs");
use ods_runtime::Context;

impl t::CostInterfaceImpl for t::PlainOp {}

impl t::DeclaredOpCostInterface for t::DeclaredOp {
    fn cost(self, _: &mut Context) -> i64 {
        1
    }
}
"#;

#[test]
fn rustc_names_each_method_the_user_must_write() {
    let dir = tempfile::tempdir().unwrap();
    let out = user_crate::check(dir.path(), TD, USER, &["--message-format=short"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    // The plain listing: the method without a default.
    assert!(
        stderr.contains("not all trait items implemented, missing: `cost`"),
        "{stderr}"
    );
    // The declared one: the listed method with a default.
    assert!(
        stderr.contains("not all trait items implemented, missing: `is_cheap`"),
        "{stderr}"
    );
    assert_eq!(stderr.matches("error[E0046]").count(), 2, "{stderr}");
}
