//! Rust written in a `.td` file that rustc rejects leads back to the `.td`:
//! each generated line holding such code ends with a `// file:line:col`
//! comment, and rustc shows that line with its error (`--message-format`
//! human, the default).

use ods_tests::support::user_crate;

const TD: &str = r#"
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def T_Small : TypeConstraint<CPred<"$_self == 1u8">, "a small type">;

def T_SizedInterface : OpInterface<"SizedInterface"> {
  let cppNamespace = "::t";
  let methods = [
    InterfaceMethod<"Whether it is small.", "bool", "isSmall", (ins), [{}], [{
      42
    }]>,
    InterfaceMethod<"Whether it fits.", "bool", "fits",
      (ins "Sizee":$limit), [{}], [{ true }]>
  ];
}

def T_CountOp : Op<T_Dialect, "count", [T_SizedInterface]> {
  let arguments = (ins T_Small:$input);
  let builders = [
    OpBuilder<(ins "i64":$count), [{
      $_state.operands.push(count);
    }]>,
    OpBuilder<(ins "Vecc<i64>":$counts), [{
      let _ = counts;
    }]>
  ];
  let extraClassDeclaration = [{
    pub fn has_operands(self, ctx: &::ods_runtime::Context) -> bool {
      ctx.num_operands(self.0)
    }
  }];
}
"#;

const USER: &str = "include!(\"generated.rs\");\n";

/// The 1-based line of `TD` holding `text`, and the column of `text`.
fn td_position(text: &str) -> (usize, usize) {
    TD.lines()
        .enumerate()
        .find_map(|(i, line)| line.find(text).map(|col| (i + 1, col + 1)))
        .unwrap()
}

#[test]
fn rustc_shows_the_td_line_of_code_it_rejects() {
    let dir = tempfile::tempdir().unwrap();
    let out = user_crate::check(dir.path(), TD, USER, &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    let td = dir.path().join("t.td");
    // The CPred (`Type == u8`), the builder's body (an `i64` for a
    // `Value`), the interface method's default (a number for a `bool`: the
    // number carries the location) and the extra method's body (`usize`
    // for `bool`), each printed by rustc with the comment naming its line.
    for code in [
        "$_self == 1u8",
        "$_state.operands.push(count)",
        "42",
        "ctx.num_operands(self.0)",
    ] {
        let (line, col) = td_position(code);
        // rustc's source line (`NN |     code // t.td:L:C`) under the
        // error, above the caret line of `mismatched types`.
        let comment = format!("// {}:{line}:{col}\n", td.display());
        let shown = stderr
            .split("\n\n")
            .find(|e| e.contains(&comment))
            .unwrap_or_else(|| panic!("{comment} not shown:\n{stderr}"));
        assert!(
            shown.starts_with("error[E0308]: mismatched types"),
            "{shown}"
        );
        let caret = shown.split(&comment).nth(1).unwrap_or_default();
        assert!(
            caret.trim_start().starts_with('|') && caret.contains('^'),
            "{shown}"
        );
    }
}

#[test]
fn rustc_shows_the_td_place_of_a_type_it_cannot_find() {
    let dir = tempfile::tempdir().unwrap();
    let out = user_crate::check(dir.path(), TD, USER, &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let td = dir.path().join("t.td");
    // A builder parameter's type and an interface method argument's type:
    // the line declaring the parameter ends with the type's place.
    for (ty, name) in [("Vecc<i64>", "Vecc"), ("Sizee", "Sizee")] {
        let (line, col) = td_position(ty);
        let comment = format!("// {}:{line}:{col}\n", td.display());
        let shown = stderr
            .split("\n\n")
            .find(|e| e.contains(&comment) && e.contains(&format!("`{name}`")))
            .unwrap_or_else(|| panic!("{comment} not shown for {name}:\n{stderr}"));
        assert!(
            shown.contains(&format!("cannot find type `{name}`")),
            "{shown}"
        );
    }
}
