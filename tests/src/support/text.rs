//! Textual IR in, textual IR out: what the format tests check, through a
//! fresh context with their dialects for every input (named `t.mlir`).

use super::Register;
use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::diag::render;
use ods_runtime::{parse_source, verify::verify, Context};

/// Parses, verifies and prints with the dialect `register` registers.
pub struct Text {
    register: Register,
    allow_unregistered: bool,
}

impl Text {
    /// Only registered ops are accepted.
    pub const fn new(register: Register) -> Text {
        Text {
            register,
            allow_unregistered: false,
        }
    }

    /// Unregistered ops (`"test.x"`) are accepted too.
    pub const fn allowing_unregistered(register: Register) -> Text {
        Text {
            register,
            allow_unregistered: true,
        }
    }

    /// A fresh context with the dialect registered.
    pub fn context(&self) -> Context {
        let mut ctx = Context::new();
        ctx.allow_unregistered = self.allow_unregistered;
        (self.register)(&mut ctx);
        ctx
    }

    /// Parses `src`, verifies it and prints it (generic with `generic`),
    /// without the newline mlir-opt ends a file with. Panics with the
    /// rendered error when `src` does not parse or verify.
    pub fn round(&self, src: &str, generic: bool) -> String {
        let mut ctx = self.context();
        let top = parse_source(&mut ctx, src, "t.mlir")
            .unwrap_or_else(|e| panic!("{}", render(&ctx, &e, "t.mlir", src)));
        verify(&ctx, top).unwrap_or_else(|e| panic!("{}", render(&ctx, &e, "t.mlir", src)));
        let opts = PrintOptions {
            generic,
            ..PrintOptions::default()
        };
        let printed = print_top_level(&ctx, top, opts).expect("verified IR prints");
        printed.trim_end_matches('\n').to_string()
    }

    /// `src` prints as itself, and its generic form reads back to it.
    pub fn fixed_point(&self, src: &str) {
        let src = src.trim_end_matches('\n');
        assert_eq!(self.round(src, false), src);
        let generic = self.round(src, true);
        assert_eq!(self.round(&generic, false), src, "through\n{generic}");
    }

    /// The first line of the error `src` fails to parse with:
    /// `t.mlir:line:col: error: message`.
    pub fn error(&self, src: &str) -> String {
        self.errors(src)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    }

    /// The error `src` fails to parse with and its notes, a
    /// `t.mlir:line:col: ...` line each.
    pub fn errors(&self, src: &str) -> String {
        let mut ctx = self.context();
        let e = parse_source(&mut ctx, src, "t.mlir").expect_err("the input is rejected");
        let text = render(&ctx, &e, "t.mlir", src);
        let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("t.mlir:")).collect();
        lines.join("\n")
    }
}
