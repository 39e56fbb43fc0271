//! A file of a megabyte or more is parsed on threads (its module-level ops
//! read shallow, then whole on forks of the context): the IR is the same
//! as a parse in order gives, in custom and generic form, with locations.

use crate::common;
use ods_runtime::asm::{print_top_level, PrintOptions};

/// Functions in the custom forms of func, arith, scf and cf, with regions
/// in regions, block arguments, strings holding braces, location aliases
/// defined at the end of the file, and a nested module.
fn large_module() -> String {
    let mut text = String::new();
    for i in 0..2600 {
        text.push_str(&format!(
            r#"func.func @f{i}(%a: i64, %n: index) -> i64 attributes {{note = "{{ }}\" {i}"}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %a) -> (i64) {{
    %x = arith.addi %acc, %a : i64 loc(#site)
    scf.yield %x : i64
  }}
  %b = arith.cmpi slt, %s, %a : i64
  cf.cond_br %b, ^bb1(%s : i64), ^bb2
^bb1(%v: i64):  // a comment with a brace }}
  return %v : i64
^bb2:
  return %a : i64
}}
"#
        ));
        if i % 1000 == 0 {
            text.push_str(&format!(
                "module @inner{i} {{\n  func.func private @g{i}() -> i32\n}}\n"
            ));
        }
    }
    text.push_str("#site = loc(\"src.toy\":4:2)\n");
    text
}

fn parse_and_print(text: &str, threads: bool) -> Vec<String> {
    let mut ctx = common::context();
    ctx.multithreading = threads;
    let top = ods_runtime::parse_source(&mut ctx, text, "big.mlir").expect("parses");
    ods_runtime::verify::verify(&ctx, top).expect("verifies");
    [false, true]
        .into_iter()
        .map(|generic| {
            let opts = PrintOptions {
                generic,
                debug_info: true,
                ..PrintOptions::default()
            };
            print_top_level(&ctx, top, opts).expect("prints")
        })
        .collect()
}

#[test]
fn a_large_file_parses_on_threads_as_in_order() {
    let text = large_module();
    assert!(text.len() >= 1 << 20, "{} bytes", text.len());
    let in_order = parse_and_print(&text, false);
    assert!(
        in_order[0].contains("src.toy"),
        "the location alias resolves"
    );
    assert_eq!(parse_and_print(&text, true), in_order);
}
