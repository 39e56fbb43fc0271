//! The `ods-tblgen` binary as a command-line tool: `--help`, `--version`,
//! standard input (its includes, its name in diagnostics), `-o`, `-I`, `-D`,
//! llvm-tblgen's single-dash spellings, bad arguments.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const MAIN_TD: &str = r#"include "sub/local.td"
include "found_by_dash_i.td"
#ifdef EXTRA
def Extra;
#endif
def Main : Base<7>;
"#;

/// A folder with `main.td`, which includes `sub/local.td` (relative to
/// itself or to the current folder) and `found_by_dash_i.td` (in `inc/`).
fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| {
        let path = dir.path().join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("main.td", MAIN_TD);
    write("sub/local.td", "class Base<int n> { int value = n; }\n");
    write(
        "inc/found_by_dash_i.td",
        "def FromInc { string s = \"inc\"; }\n",
    );
    dir
}

/// Runs `ods-tblgen args` in `cwd`, with `stdin` piped in (empty when
/// `None`).
fn tblgen(cwd: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ods-tblgen"))
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    pipe.write_all(stdin.unwrap_or_default()).unwrap();
    drop(pipe);
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    assert!(
        o.status.success(),
        "exit {:?}: {}",
        o.status.code(),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn help_lists_every_option_and_exits_0() {
    for flag in ["--help", "-h", "-help"] {
        let out = stdout(&tblgen(Path::new("."), &[flag], None));
        assert!(out.contains("Usage: ods-tblgen"), "{out}");
        for option in [
            "--print-records",
            "--dump-json",
            "--gen-rust",
            "--gen-enum",
            "--gen-rewriters",
            "--gen-dialect-doc",
            "--gen-op-doc",
            "--gen-attrdef-doc",
            "--gen-typedef-doc",
            "--gen-enum-doc",
            "--gen-op-interface-doc",
            "--gen-attr-interface-doc",
            "--gen-type-interface-doc",
            "--gen-pass-doc",
            "--gen-pass-decls",
            "--no-prelude",
            "-I <DIR>",
            "-D <NAME>",
            "-o <FILE>",
            "--version",
            "standard input",
        ] {
            assert!(out.contains(option), "{flag}: no {option} in\n{out}");
        }
    }
}

#[test]
fn version_prints_the_crate_version() {
    let out = stdout(&tblgen(Path::new("."), &["--version"], None));
    assert_eq!(out, format!("ods-tblgen {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn stdin_prints_what_the_file_prints() {
    let dir = workspace();
    let cwd = dir.path();
    for action in ["--print-records", "--dump-json"] {
        let from_file = stdout(&tblgen(cwd, &[action, "-I", "inc", "main.td"], None));
        assert!(from_file.contains("FromInc"), "{from_file}");
        // The JSON's locations name the input as llvm-tblgen's do.
        let from_file = from_file.replace("\"main.td:", "\"<stdin>:");
        let text = MAIN_TD.as_bytes();
        let piped = stdout(&tblgen(cwd, &[action, "-Iinc"], Some(text)));
        let dash = stdout(&tblgen(cwd, &[action, "-I", "inc", "-"], Some(text)));
        assert_eq!(piped, from_file, "{action}");
        assert_eq!(dash, from_file, "{action}");
    }
}

#[test]
fn stdin_includes_resolve_from_the_current_folder_and_dash_i() {
    let dir = workspace();
    // Without -I, `found_by_dash_i.td` is not found, and the diagnostic
    // names standard input as llvm-tblgen does.
    let o = tblgen(dir.path(), &[], Some(MAIN_TD.as_bytes()));
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.starts_with("<stdin>:2:"), "{err}");
    assert!(err.contains("found_by_dash_i.td"), "{err}");
    // From another folder, `sub/local.td` is found through -I only.
    let o = tblgen(
        &dir.path().join("sub"),
        &["-I", "..", "-I", "../inc"],
        Some(MAIN_TD.as_bytes()),
    );
    assert!(stdout(&o).contains("int value = 7;"));
}

#[test]
fn stdin_errors_name_stdin() {
    let o = tblgen(Path::new("."), &["-"], Some(b"def X {\n  int a = ;\n}\n"));
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.starts_with("<stdin>:2:11: error:"), "{err}");
}

#[test]
fn defines_and_output_files() {
    let dir = workspace();
    let cwd = dir.path();
    let base = ["-I", "inc", "main.td"];
    let plain = stdout(&tblgen(cwd, &base, None));
    assert!(!plain.contains("def Extra"), "{plain}");
    for define in [&["-D", "EXTRA"][..], &["-DEXTRA"]] {
        let with = stdout(&tblgen(cwd, &[&base[..], define].concat(), None));
        assert!(with.contains("def Extra"), "{with}");
    }
    for output in [&["-o", "out.txt"][..], &["-oout.txt"]] {
        let _ = std::fs::remove_file(cwd.join("out.txt"));
        let o = tblgen(cwd, &[&base[..], output].concat(), None);
        assert_eq!(stdout(&o), "");
        assert_eq!(std::fs::read_to_string(cwd.join("out.txt")).unwrap(), plain);
    }
    assert_eq!(
        stdout(&tblgen(cwd, &[&base[..], &["-o", "-"]].concat(), None)),
        plain
    );
}

#[test]
fn llvm_tblgen_single_dash_spellings() {
    let dir = workspace();
    let cwd = dir.path();
    for (ours, theirs) in [
        ("--dump-json", "-dump-json"),
        ("--print-records", "-print-records"),
        ("--gen-rust", "-gen-rust"),
    ] {
        // (Without the prelude there are no ops: --gen-rust prints its header.)
        let a = tblgen(cwd, &[ours, "--no-prelude", "-I", "inc", "main.td"], None);
        let b = tblgen(cwd, &[theirs, "-no-prelude", "-Iinc", "main.td"], None);
        assert_eq!(a.status.code(), b.status.code(), "{theirs}");
        assert_eq!(a.stdout, b.stdout, "{theirs}");
        assert_eq!(a.stderr, b.stderr, "{theirs}");
    }
    let json = stdout(&tblgen(cwd, &["-dump-json", "-Iinc", "main.td"], None));
    assert!(json.trim_start().starts_with('{'), "{json}");
}

#[test]
fn bad_arguments_fail() {
    for args in [
        &["--no-such-flag"][..],
        &["-no-such-flag"],
        &["-I"],
        &["a.td", "b.td"],
    ] {
        let o = tblgen(Path::new("."), args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        assert!(String::from_utf8_lossy(&o.stderr).starts_with("error:"));
    }
    let o = tblgen(Path::new("."), &["/no/such/file.td"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("/no/such/file.td"));
}

#[test]
fn gen_enum_prints_only_the_enums() {
    let dir = tempfile::tempdir().unwrap();
    let td = r#"include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def E_Dialect : Dialect { let name = "e"; let cppNamespace = "::e"; }
def Kind : I32EnumAttr<"Kind", "a kind", [I32EnumAttrCase<"a", 0>]> {
  let cppNamespace = "::e";
}
def E_UseOp : Op<E_Dialect, "use"> { let arguments = (ins Kind:$kind); }
"#;
    std::fs::write(dir.path().join("e.td"), td).unwrap();
    let enums = stdout(&tblgen(dir.path(), &["-gen-enum", "e.td"], None));
    assert!(
        enums.starts_with("// @generated by ods-build from e.td."),
        "{enums}"
    );
    assert!(enums.contains("ods-tblgen --gen-enum e.td"), "{enums}");
    assert!(enums.contains("pub enum Kind {"), "{enums}");
    assert!(enums.contains("pub struct KindAttr("), "{enums}");
    assert!(
        !enums.contains("UseOp") && !enums.contains("EDialect"),
        "{enums}"
    );
    let all = stdout(&tblgen(dir.path(), &["--gen-rust", "e.td"], None));
    assert!(all.contains("pub enum Kind {") && all.contains("pub struct UseOp("));
}

#[test]
fn gen_rewriters_prints_only_the_patterns() {
    let dir = tempfile::tempdir().unwrap();
    let td = r#"include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def R_Dialect : Dialect { let name = "r"; let cppNamespace = "::r"; }
def R_NegOp : Op<R_Dialect, "neg"> {
  let arguments = (ins I64:$x);
  let results = (outs I64:$y);
}
def NegNeg : Pat<(R_NegOp (R_NegOp $a)), (replaceWithValue $a)>;
"#;
    std::fs::write(dir.path().join("r.td"), td).unwrap();
    let rewriters = stdout(&tblgen(dir.path(), &["-gen-rewriters", "r.td"], None));
    assert!(
        rewriters.contains("ods-tblgen --gen-rewriters r.td"),
        "{rewriters}"
    );
    assert!(rewriters.contains("pub struct NegNeg;"), "{rewriters}");
    assert!(rewriters.contains("Some(\"r.neg\")"), "{rewriters}");
    assert!(
        rewriters.contains("r::NegOp::cast(rewriter, op0)"),
        "{rewriters}"
    );
    assert!(
        rewriters.contains("pub fn populate_with_generated("),
        "{rewriters}"
    );
    assert!(!rewriters.contains("pub struct NegOp("), "{rewriters}");
    let all = stdout(&tblgen(dir.path(), &["--gen-rust", "r.td"], None));
    assert!(all.contains("pub struct NegNeg;") && all.contains("pub struct NegOp("));
}

#[test]
fn doc_generators_print_markdown() {
    let dir = tempfile::tempdir().unwrap();
    let td = r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "d"; }
def D_Iface : OpInterface<"Iface"> {
  let methods = [InterfaceMethod<"", "bool", "ok">];
}
def D_NopOp : Op<D_Dialect, "nop"> { let summary = "does nothing"; }
"#;
    std::fs::write(dir.path().join("d.td"), td).unwrap();
    let dialect = stdout(&tblgen(dir.path(), &["-gen-dialect-doc", "d.td"], None));
    assert!(dialect.contains("\n# 'd' Dialect\n"), "{dialect}");
    assert!(dialect.contains("\n## Operations\n\n### `d.nop` (d::NopOp)\n\n_Does nothing_\n"));
    let ops = stdout(&tblgen(
        dir.path(),
        &["--gen-rust", "--gen-op-doc", "d.td"],
        None,
    ));
    assert!(ops.contains("### `d.nop` (d::NopOp)") && !ops.contains("# 'd' Dialect"));
    // mlir-tblgen spells the interface options with a final `s`.
    for flag in ["--gen-op-interface-doc", "-gen-op-interface-docs"] {
        let page = stdout(&tblgen(dir.path(), &[flag, "d.td"], None));
        assert!(page.contains("\n## Iface (`D_Iface`)\n"), "{flag}: {page}");
        assert!(page.contains("```c++\nbool ok();\n```\n"), "{flag}: {page}");
    }
    let enums = tblgen(dir.path(), &["--gen-enum-doc", "d.td"], None);
    assert_eq!(enums.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&enums.stderr),
        "error: The class 'EnumInfo' is not defined\n"
    );
}

#[test]
fn gen_pass_doc_and_decls_print_the_passes() {
    let dir = tempfile::tempdir().unwrap();
    let td = "include \"mlir/Pass/PassBase.td\"\n\
              def B : Pass<\"b-pass\"> { let summary = \"second\"; }\n\
              def A : Pass<\"c-pass\"> { let summary = \"third\"; }\n\
              def C : Pass<\"a-pass\">;\n";
    std::fs::write(dir.path().join("p.td"), td).unwrap();
    let page = stdout(&tblgen(dir.path(), &["-gen-pass-doc", "p.td"], None));
    assert_eq!(
        page,
        "<!-- Autogenerated by mlir-tblgen; don't manually edit -->\n\n\
         ### `-a-pass`\n\n### `-b-pass`\n\n_Second_\n\n### `-c-pass`\n\n_Third_\n"
    );
    // The Rust of the passes alone.
    let rust = stdout(&tblgen(dir.path(), &["-gen-pass-decls", "p.td"], None));
    assert!(rust.starts_with("// @generated by ods-build from p.td. Do not edit.\n// Regenerate with `ods-tblgen --gen-pass-decls p.td`."), "{rust}");
    for pass in ["A", "B", "C"] {
        assert!(rust.contains(&format!("pub trait {pass}: ")), "{rust}");
    }
}

/// A dialect whose op's builder body is C++, under `cpp/`.
fn cpp_dialect() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let cpp = dir.path().join("cpp/d");
    std::fs::create_dir_all(&cpp).unwrap();
    std::fs::write(
        cpp.join("D.td"),
        r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_NopOp : Op<D_Dialect, "nop"> {
  let builders = [OpBuilder<(ins "int":$n), [{ $_state.addAttribute("n", $_builder.getI32IntegerAttr(n)); }]>];
}
"#,
    )
    .unwrap();
    dir
}

#[test]
fn check_model_accepts_what_the_model_reads_and_leaves_code_unread() {
    let dir = cpp_dialect();
    let o = tblgen(
        dir.path(),
        &["--check-model", "-I", "cpp", "cpp/d/D.td"],
        None,
    );
    assert_eq!(stdout(&o), "");
    // Read as C++, the body is listed for an overlay by its target (read
    // as Rust it would pass, as this C++ happens to parse as Rust).
    let o = tblgen(
        dir.path(),
        &["--gen-rust", "--cpp-include-dir", "cpp", "cpp/d/D.td"],
        None,
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(err.contains("1 piece(s) of C++ have no Rust"), "{err}");
    assert!(err.contains("target `D_NopOp.builders.0.body`"), "{err}");
}

#[test]
fn a_types_match_with_predicate_takes_the_rust_of_its_transformer() {
    let dir = tempfile::tempdir().unwrap();
    let cpp = dir.path().join("cpp/d");
    std::fs::create_dir_all(&cpp).unwrap();
    std::fs::write(
        cpp.join("D.td"),
        r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_CallOp : Op<D_Dialect, "call", [
    TypesMatchWith<"callee takes the arguments", "callee", "args",
                   "::llvm::cast<FunctionType>($_self).getInputs()">]> {
  let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$args);
  let assemblyFormat = "$callee `(` $args `)` attr-dict `:` type($callee)";
}
"#,
    )
    .unwrap();
    std::fs::write(
        dir.path().join("overlay.td"),
        r#"include "d/D.td"
include "ods/RustOverlay.td"
def : RustFor<"D_CallOp.args.transformer", [{ inputs_of($_ctxt, $_self) }]>;
"#,
    )
    .unwrap();
    let args = [
        "--gen-rust",
        "-I",
        "cpp",
        "--cpp-include-dir",
        "cpp",
        "overlay.td",
    ];
    let rust = stdout(&tblgen(dir.path(), &args, None));
    // The verifier checks `inputs_of(ctx, type_of(ctx, callee)) == type_of(ctx, args)`.
    let verifier = rust.split_whitespace().collect::<String>();
    assert!(
        verifier
            .contains("equal(inputs_of(ctx,::ods_runtime::ods::pred::type_of(ctx,operand_values["),
        "{rust}"
    );
    assert!(!rust.contains("getInputs"), "{rust}");
    // The custom form reads all the types of the variadic `args` from the
    // one type of `callee`.
    assert!(
        verifier.contains("__out.extend(inputs_of(p.ctx(),__t))"),
        "{rust}"
    );
}

#[test]
fn the_overlay_gives_a_builder_parameter_type_the_table_maps_in_part() {
    let dir = tempfile::tempdir().unwrap();
    let cpp = dir.path().join("cpp/d");
    std::fs::create_dir_all(&cpp).unwrap();
    std::fs::write(
        cpp.join("D.td"),
        r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_NopOp : Op<D_Dialect, "nop"> {
  let builders = [OpBuilder<(ins "ArrayRef<NamedAttribute>":$attrs)>];
}
"#,
    )
    .unwrap();
    std::fs::write(
        dir.path().join("overlay.td"),
        r#"include "d/D.td"
include "ods/RustOverlay.td"
def : RustFor<"D_NopOp.builders.0.attrs.type", [{ Vec<(Symbol, Attribute)> }]>;
"#,
    )
    .unwrap();
    let args = [
        "--gen-rust",
        "-I",
        "cpp",
        "--cpp-include-dir",
        "cpp",
        "overlay.td",
    ];
    let rust = stdout(&tblgen(dir.path(), &args, None));
    let rust = rust.split_whitespace().collect::<String>();
    assert!(rust.contains("attrs:Vec<(Symbol,Attribute)>"), "{rust}");
    assert!(!rust.contains("NamedAttribute"), "{rust}");
}

#[test]
fn a_class_method_of_an_interface_listed_plainly_is_the_interface_method() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("d.td"),
        r#"include "mlir/IR/OpBase.td"
include "mlir/IR/OpAsmInterface.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_ScopeOp : Op<D_Dialect, "scope", [OpAsmOpInterface]> {
  let regions = (region AnyRegion:$body);
  let extraClassDeclaration = [{
    pub fn get_default_dialect() -> &'static str { "d" }
  }];
}
"#,
    )
    .unwrap();
    let rust = stdout(&tblgen(dir.path(), &["--gen-rust", "d.td"], None));
    let rust = rust.split_whitespace().collect::<String>();
    assert!(
        rust.contains("info.default_dialect=Some(ScopeOp::get_default_dialect())"),
        "{rust}"
    );
}

#[test]
fn a_custom_directive_reads_and_prints_a_variadic_of_variadics_by_group() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("d.td"),
        r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_GroupsOp : Op<D_Dialect, "groups"> {
  let arguments = (ins VariadicOfVariadic<AnyType, "sizes">:$groups, DenseI32ArrayAttr:$sizes);
  let assemblyFormat = "custom<Groups>($groups, type($groups)) attr-dict";
}
"#,
    )
    .unwrap();
    let rust = stdout(&tblgen(dir.path(), &["--gen-rust", "d.td"], None));
    let rust = rust.split_whitespace().collect::<String>();
    // One list per group, whose sizes become `sizes`.
    for expected in [
        "groups:&mutVec<Vec<UnresolvedOperand>>,type_groups:&mutVec<Vec<Type>>",
        "groups:&[Vec<Value>],type_groups:&[Vec<Type>]",
        "for__groupin__arg_0{__group_sizes_0.push(__group.len()asi32);__operands_0.extend(__group);}",
        "__operand_types_0.extend(__arg_1.into_iter().flatten());",
    ] {
        assert!(rust.contains(expected), "{expected}: {rust}");
    }
}

#[test]
fn a_class_method_hides_the_default_of_an_interface_method() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("d.td"),
        r#"include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_JumpOp : Op<D_Dialect, "jump", [BranchOpInterface, Terminator]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest);
  let extraClassDeclaration = [{
    pub fn get_successor_operands(
        ctx: &Context, op: OpId, index: usize,
    ) -> ::ods_runtime::interfaces::branch::SuccessorOperands {
        ::ods_runtime::interfaces::branch::default_successor_operands(ctx, op, index)
    }
  }];
}
"#,
    )
    .unwrap();
    let rust = stdout(&tblgen(dir.path(), &["--gen-rust", "d.td"], None));
    let rust = rust.split_whitespace().collect::<String>();
    assert!(
        rust.contains("JumpOp::get_successor_operands(ctx,op,index)"),
        "{rust}"
    );
}

#[test]
fn the_overlay_adds_an_extra_class_definition_the_cpp_file_has_not() {
    let dir = cpp_dialect();
    std::fs::write(
        dir.path().join("overlay.td"),
        r#"include "d/D.td"
include "ods/RustOverlay.td"
def : RustFor<"D_NopOp.builders.0.body", [{ let _ = n; }]>;
def : RustFor<"D_NopOp.extraClassDefinition", [{ pub fn helper_from_the_overlay() {} }]>;
"#,
    )
    .unwrap();
    let args = [
        "--gen-rust",
        "-I",
        "cpp",
        "--cpp-include-dir",
        "cpp",
        "overlay.td",
    ];
    let rust = stdout(&tblgen(dir.path(), &args, None));
    assert!(rust.contains("pub fn helper_from_the_overlay()"), "{rust}");
}

#[test]
fn a_format_prints_an_attribute_of_a_builtin_class_by_its_class() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("d.td"),
        r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_WeightsOp : Op<D_Dialect, "weights"> {
  let arguments = (ins DenseI32ArrayAttr:$weights);
  let assemblyFormat = "$weights attr-dict";
}
"#,
    )
    .unwrap();
    let rust = stdout(&tblgen(dir.path(), &["--gen-rust", "d.td"], None));
    let rust = rust.split_whitespace().collect::<String>();
    // `[1, 2]`, as MLIR's `printStrippedAttrOrType` writes a dense array.
    assert!(
        rust.contains(r#"p.print_attribute_of_class(__a,"::mlir::DenseI32ArrayAttr");"#),
        "{rust}"
    );
}

#[test]
fn an_overlay_entry_for_a_target_wins_over_an_idiom() {
    let dir = tempfile::tempdir().unwrap();
    let cpp = dir.path().join("cpp/d");
    std::fs::create_dir_all(&cpp).unwrap();
    std::fs::write(
        cpp.join("D.td"),
        r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_NopOp : Op<D_Dialect, "nop"> {
  let builders = [
    OpBuilder<(ins CArg<"ArrayRef<int>", "{}">:$values), [{ (void)values; }]>,
    OpBuilder<(ins CArg<"std::optional<int>", "{}">:$maybe), [{ (void)maybe; }]>];
}
"#,
    )
    .unwrap();
    std::fs::write(
        dir.path().join("overlay.td"),
        r#"include "d/D.td"
include "ods/RustOverlay.td"
def : RustIdiom<"{}", [{ Vec::new() }]>;
def : RustFor<"D_NopOp.builders.1.maybe.default", [{ None }]>;
def : RustFor<"D_NopOp.builders.0.body", [{ let _ = values; }]>;
def : RustFor<"D_NopOp.builders.1.body", [{ let _ = maybe; }]>;
"#,
    )
    .unwrap();
    let args = [
        "--gen-rust",
        "-I",
        "cpp",
        "--cpp-include-dir",
        "cpp",
        "overlay.td",
    ];
    let rust = stdout(&tblgen(dir.path(), &args, None));
    let rust = rust.split_whitespace().collect::<String>();
    assert!(
        rust.contains("values.unwrap_or_else(||Vec::new())"),
        "{rust}"
    );
    // The target's `None` won over the idiom's `Vec::new()`: an `Option`
    // defaulting to `None` is taken once, not wrapped again.
    assert!(
        rust.contains("maybe:::std::option::Option<i32>,)"),
        "{rust}"
    );
}
