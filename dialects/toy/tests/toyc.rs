//! `toyc` on our own Toy programs: the IR it generates, with and without
//! locations, the `-opt` pipeline, the lowering to affine, MLIR input, and
//! the errors and exit codes of bad programs.

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A new folder for one run (tests run in parallel threads of one
/// process, so the process id alone would share it).
fn fresh_dir() -> std::path::PathBuf {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("toyc-test-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `toyc` on `source` (written to a file named `name`) with `args`:
/// its exit code and standard error, where it prints.
fn toyc(name: &str, source: &str, args: &[&str]) -> (i32, String) {
    let dir = fresh_dir();
    let path = dir.join(name);
    std::fs::write(&path, source).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .current_dir(&dir)
        .arg(name)
        .args(args)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    (out.status.code().unwrap_or(-1), err)
}

const PAIRS: &str = "struct Pair {
  var x;
  var y;
}

def combine(Pair p) {
  return p.x + transpose(p.y);
}

def main() {
  Pair q = {[[1, 2], [3, 4]], [[5, 6], [7, 8]]};
  var r = combine(q);
  print(r);
}
";

#[test]
fn generates_structs_accesses_and_calls() {
    let (code, out) = toyc("pairs.toy", PAIRS, &["-emit=mlir"]);
    assert_eq!(code, 0, "{out}");
    let expected = "module {
  toy.func private @combine(%arg0: !toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64> {
    %0 = toy.struct_access %arg0[0] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
    %1 = toy.struct_access %arg0[1] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
    %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
    %3 = toy.add %0, %2 : tensor<*xf64>
    toy.return %3 : tensor<*xf64>
  }
  toy.func @main() {
    %0 = toy.struct_constant [dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>, dense<[[5.000000e+00, 6.000000e+00], [7.000000e+00, 8.000000e+00]]> : tensor<2x2xf64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
    %1 = toy.generic_call @combine(%0) : (!toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64>
    toy.print %1 : tensor<*xf64>
    toy.return
  }
}
";
    assert_eq!(out, expected);
}

const TWICE: &str = "def twice(a) {
  return a + a;
}

def main() {
  var x<2, 2> = [1, 2, 3, 4];
  var s = 7;
  var y = twice(transpose(transpose(x)));
  print(y);
}
";

#[test]
fn locations_are_those_of_the_source() {
    let (code, out) = toyc(
        "twice.toy",
        TWICE,
        &["-emit=mlir", "--mlir-print-debuginfo"],
    );
    assert_eq!(code, 0, "{out}");
    let expected = r#"module {
  toy.func private @twice(%arg0: tensor<*xf64> loc("twice.toy":1:1)) -> tensor<*xf64> {
    %0 = toy.add %arg0, %arg0 : tensor<*xf64> loc("twice.toy":2:14)
    toy.return %0 : tensor<*xf64> loc("twice.toy":2:3)
  } loc("twice.toy":1:1)
  toy.func @main() {
    %0 = toy.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf64> loc("twice.toy":6:17)
    %1 = toy.reshape(%0 : tensor<4xf64>) to tensor<2x2xf64> loc("twice.toy":6:3)
    %2 = toy.constant dense<7.000000e+00> : tensor<f64> loc("twice.toy":7:11)
    %3 = toy.transpose(%1 : tensor<2x2xf64>) to tensor<*xf64> loc("twice.toy":8:27)
    %4 = toy.transpose(%3 : tensor<*xf64>) to tensor<*xf64> loc("twice.toy":8:17)
    %5 = toy.generic_call @twice(%4) : (tensor<*xf64>) -> tensor<*xf64> loc("twice.toy":8:11)
    toy.print %5 : tensor<*xf64> loc("twice.toy":9:3)
    toy.return loc("twice.toy":5:1)
  } loc("twice.toy":5:1)
} loc(unknown)
"#;
    assert_eq!(out, expected);
}

#[test]
fn opt_inlines_infers_shapes_and_cleans_up() {
    let (code, out) = toyc("twice.toy", TWICE, &["-emit=mlir", "-opt"]);
    assert_eq!(code, 0, "{out}");
    // The reshape of a constant folds, the transposes cancel, the unused
    // scalar goes, `twice` is inlined and then dropped.
    let expected = "module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
    %1 = toy.add %0, %0 : tensor<2x2xf64>
    toy.print %1 : tensor<2x2xf64>
    toy.return
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn opt_folds_struct_accesses_to_shaped_constants() {
    let (code, out) = toyc("pairs.toy", PAIRS, &["-emit=mlir", "-opt"]);
    assert_eq!(code, 0, "{out}");
    let expected = "module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
    %1 = toy.constant dense<[[5.000000e+00, 6.000000e+00], [7.000000e+00, 8.000000e+00]]> : tensor<2x2xf64>
    %2 = toy.transpose(%1 : tensor<2x2xf64>) to tensor<2x2xf64>
    %3 = toy.add %0, %2 : tensor<2x2xf64>
    toy.print %3 : tensor<2x2xf64>
    toy.return
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn mlir_input_is_read_by_extension_or_with_x() {
    let ir = "toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.mul %0, %0 : tensor<2xf64>
  toy.print %1 : tensor<2xf64>
  toy.return
}
";
    let expected = "module {
  toy.func @main() {
    %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %1 = toy.mul %0, %0 : tensor<2xf64>
    toy.print %1 : tensor<2xf64>
    toy.return
  }
}
";
    assert_eq!(
        toyc("square.mlir", ir, &["-emit=mlir"]),
        (0, expected.to_string())
    );
    assert_eq!(
        toyc("square.txt", ir, &["-emit=mlir", "-x", "mlir"]),
        (0, expected.to_string())
    );
    // `-emit=ast` reads a `.mlir` file as Toy, as the tutorial.
    let (code, out) = toyc("square.mlir", ir, &["-emit=ast"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("Parse error (1, 1): expected ''def' or 'struct''"),
        "{out}"
    );
    assert_eq!(
        toyc("square.mlir", ir, &["-emit=ast", "-x=mlir"]),
        (
            5,
            "Can't dump a Toy AST when the input is MLIR\n".to_string()
        )
    );
}

#[test]
fn lowers_to_affine_loops_over_buffers() {
    let (code, out) = toyc("twice.toy", TWICE, &["-emit=mlir-affine"]);
    assert_eq!(code, 0, "{out}");
    // One buffer a value, allocated first and freed last; the constant
    // stored element by element at constant subscripts; the addition a
    // loop nest; `toy.print` of the buffer. (What mlir-opt 22 prints for
    // this IR after `--canonicalize --cse`, `toy.print` aside.)
    let expected = "module {
  func.func @main() {
    %cst = arith.constant 4.000000e+00 : f64
    %cst_0 = arith.constant 3.000000e+00 : f64
    %cst_1 = arith.constant 2.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f64
    %alloc = memref.alloc() : memref<2x2xf64>
    %alloc_3 = memref.alloc() : memref<2x2xf64>
    affine.store %cst_2, %alloc_3[0, 0] : memref<2x2xf64>
    affine.store %cst_1, %alloc_3[0, 1] : memref<2x2xf64>
    affine.store %cst_0, %alloc_3[1, 0] : memref<2x2xf64>
    affine.store %cst, %alloc_3[1, 1] : memref<2x2xf64>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.load %alloc_3[%arg0, %arg1] : memref<2x2xf64>
        %1 = arith.addf %0, %0 : f64
        affine.store %1, %alloc[%arg0, %arg1] : memref<2x2xf64>
      }
    }
    toy.print %alloc : memref<2x2xf64>
    memref.dealloc %alloc_3 : memref<2x2xf64>
    memref.dealloc %alloc : memref<2x2xf64>
    return
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn mlir_llvm_is_the_llvm_dialect_alone() {
    let (code, out) = toyc("twice.toy", TWICE, &["-emit=mlir-llvm"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("module {\n"), "{out}");
    // Every op is the llvm dialect's (the module aside): no Toy, affine,
    // memref, scf, cf, arith or cast is left.
    for line in out.lines().map(str::trim) {
        if line == "module {" || line == "}" || line.starts_with("^bb") {
            continue;
        }
        let op = match line.strip_prefix('%') {
            Some(rest) => rest.split_once(" = ").map_or(rest, |(_, op)| op),
            None => line,
        };
        assert!(op.starts_with("llvm."), "{line}");
    }
    for name in [
        "toy.",
        "affine.",
        "memref.",
        "scf.",
        "cf.",
        "arith.",
        "unrealized",
    ] {
        assert!(!out.contains(name), "{name} left in:\n{out}");
    }
    assert!(
        out.contains("llvm.func @printf(!llvm.ptr, ...) -> i32"),
        "{out}"
    );
    assert!(out.contains("llvm.call @malloc"), "{out}");
    assert!(out.contains("llvm.call @free"), "{out}");
}

#[test]
fn llvm_ir_is_written_by_our_exporter() {
    let (code, out) = toyc("twice.toy", TWICE, &["-emit=llvm"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.starts_with("; ModuleID = 'LLVMDialectModule'\n"),
        "{out}"
    );
    assert!(out.contains("declare i32 @printf(ptr, ...)\n"), "{out}");
    assert!(out.contains("define void @main() {\n"), "{out}");
    assert!(
        out.contains("@frmt_spec = internal constant [4 x i8] c\"%f \\00\""),
        "{out}"
    );
}

/// The installed LLVM tool `name`, or `None` after saying why the caller
/// skips.
fn llvm_tool(name: &str) -> Option<std::path::PathBuf> {
    let tool = toy::llvm_tools::find_llvm_tool(name);
    if tool.is_none() {
        eprintln!("skipped: LLVM 22's `{name}` is not installed");
    }
    tool
}

#[test]
fn jit_runs_the_program() {
    if llvm_tool("lli").is_none() {
        return;
    }
    let dir = fresh_dir();
    std::fs::write(dir.join("twice.toy"), TWICE).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .current_dir(&dir)
        .args(["twice.toy", "-emit=jit"])
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(printed, "2.000000 4.000000 \n6.000000 8.000000 \n");
}

#[test]
fn optimized_llvm_ir_folds_the_program_to_its_prints() {
    if llvm_tool("opt").is_none() {
        return;
    }
    let (code, out) = toyc("twice.toy", TWICE, &["-emit=llvm", "-opt"]);
    assert_eq!(code, 0, "{out}");
    let printed: Vec<&str> = out
        .lines()
        .filter(|l| {
            l.contains("call i32 (ptr, ...) @printf(ptr nonnull dereferenceable(1) @frmt_spec")
        })
        .map(|l| l.rsplit("double ").next().unwrap().trim_end_matches(')'))
        .collect();
    assert_eq!(
        printed,
        [
            "2.000000e+00",
            "4.000000e+00",
            "6.000000e+00",
            "8.000000e+00"
        ],
        "{out}"
    );
}

#[test]
fn bad_programs_get_located_errors() {
    let cases: &[(&str, i32, &str)] = &[
        (
            "def main() { var a = f(1); }",
            1,
            "loc(\"bad.toy\":1:22): error: no defined function found for 'f'\n",
        ),
        (
            "def main() { var a = 1 - 2; }",
            1,
            "loc(\"bad.toy\":1:26): error: invalid binary operator '-'\n",
        ),
        (
            "def main() { var a = transpose(1, 2); }",
            1,
            "loc(\"bad.toy\":1:22): error: MLIR codegen encountered an error: toy.transpose does not accept multiple arguments\n",
        ),
        (
            "def main() { var a = ; print(a); }",
            1,
            "loc(\"bad.toy\":1:14): error: missing initializer in variable declaration\n",
        ),
        (
            "struct S { var a; }\nstruct S { var b; }",
            1,
            "loc(\"bad.toy\":2:1): error: error: struct type with name `S' already exists\n",
        ),
        (
            "def main() { T t = 1; }",
            1,
            "loc(\"bad.toy\":1:14): error: error: unknown struct type 'T'\n",
        ),
        (
            "struct S { var a; }\ndef main() { S s = [1]; }",
            1,
            "loc(\"bad.toy\":2:14): error: struct type of initializer is different than the variable declaration. Got tensor<1xf64>, but expected !toy.struct<tensor<*xf64>>\n",
        ),
        (
            "struct S { var a; }\ndef f(S s) { return s.b; }",
            1,
            "loc(\"bad.toy\":2:23): error: invalid access into struct expression\n",
        ),
        (
            "def main() { var a = print(1); }",
            1,
            "loc(\"bad.toy\":1:22): error: MLIR codegen encountered an unhandled expr kind '8'\n",
        ),
        // A name declared twice fails the function without a message, as
        // in the tutorial.
        ("def main() { var a = 1; var a = 2; }", 1, ""),
        // The parser keeps the declaration without its initializer.
        (
            "def main() { var a = [1, 2; }",
            1,
            "Parse error (1, 27): expected '] or ,' in literal expression but has Token 59 ';'\n\
             loc(\"bad.toy\":1:14): error: missing initializer in variable declaration\n",
        ),
        (
            "def main() { print(1, 2); }",
            6,
            "Parse error (1, 25): expected '<single arg>' as argument to print() but has Token 59 ';'\n\
             Parse error (1, 25): expected 'nothing' at end of module but has Token 59 ';'\n",
        ),
    ];
    for (source, code, message) in cases {
        assert_eq!(
            toyc("bad.toy", source, &["-emit=mlir"]),
            (*code, message.to_string()),
            "{source}"
        );
    }
}

#[test]
fn a_bad_print_is_reported_and_left_out() {
    // As the tutorial: the error is printed, the function still generated.
    let (code, out) = toyc("p.toy", "def main() { print(x); }", &["-emit=mlir"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "loc(\"p.toy\":1:20): error: error: unknown variable 'x'\nmodule {\n  toy.func @main() {\n    toy.return\n  }\n}\n"
    );
}

#[test]
fn the_lowering_wants_main_without_arguments() {
    let ir =
        "toy.func @main(%a: tensor<2xf64>) {\n  toy.print %a : tensor<2xf64>\n  toy.return\n}\n";
    let (code, out) = toyc("args.mlir", ir, &["-emit=mlir-affine"]);
    assert_eq!(code, 4, "{out}");
}

#[test]
fn mutated_programs_never_crash_the_compiler() {
    let seeds = [PAIRS, TWICE];
    let alphabet = b"(){}[]<>,;=+-*.#0123456789 \nabxyPq";
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state as usize
    };
    for i in 0..60 {
        let mut bytes = seeds[i % 2].as_bytes().to_vec();
        for _ in 0..1 + next() % 3 {
            let at = next() % bytes.len();
            bytes[at] = alphabet[next() % alphabet.len()];
        }
        let source = String::from_utf8_lossy(&bytes).into_owned();
        for args in [&["-emit=mlir"][..], &["-emit=mlir-affine", "-opt"]] {
            let (code, out) = toyc("fuzz.toy", &source, args);
            assert!(
                [0, 1, 4, 6].contains(&code),
                "exit {code} for {args:?} on\n{source}\n{out}"
            );
            assert!(!out.contains("panicked"), "{source}\n{out}");
        }
    }
}
