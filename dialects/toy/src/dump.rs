//! `-emit=ast`: the AST printed as the tutorial's `ASTDumper` prints it,
//! two spaces of indentation a level, numbers as `%e`, locations as
//! `@file:line:col`.

use crate::ast::{Expr, ExprKind, Function, Module, Record, Struct, VarDecl, VarType};
use crate::lexer::Location;
use std::fmt::Write;

/// The dump of `module`.
pub fn dump(module: &Module) -> String {
    let mut d = Dumper {
        out: String::new(),
        level: 0,
    };
    d.module(module);
    d.out
}

/// A number as LLVM's `raw_ostream` prints a double: `%e`, with `nan`
/// and `INF` for the special values.
pub fn format_double(value: f64) -> String {
    if value.is_nan() {
        return "nan".into();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-INF" } else { "INF" }.into();
    }
    let text = format!("{value:.6e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.unsigned_abs())
}

fn loc(l: &Location) -> String {
    format!("@{}:{}:{}", l.file, l.line, l.col)
}

fn join<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    items.iter().map(f).collect::<Vec<_>>().join(", ")
}

struct Dumper {
    out: String,
    level: usize,
}

impl Dumper {
    /// Opens a level and writes its indentation (the tutorial's `INDENT`).
    fn open(&mut self) {
        self.level += 1;
        self.indent();
    }

    fn close(&mut self) {
        self.level -= 1;
    }

    fn indent(&mut self) {
        for _ in 0..self.level {
            self.out.push_str("  ");
        }
    }

    fn module(&mut self, module: &Module) {
        self.open();
        self.out.push_str("Module:\n");
        for record in &module.records {
            match record {
                Record::Function(f) => self.function(f),
                Record::Struct(s) => self.structure(s),
            }
        }
        self.close();
    }

    fn function(&mut self, f: &Function) {
        self.open();
        self.out.push_str("Function \n");
        self.open();
        let _ = writeln!(self.out, "Proto '{}' {}", f.proto.name, loc(&f.proto.loc));
        self.indent();
        let _ = writeln!(
            self.out,
            "Params: [{}]",
            join(&f.proto.args, |a| a.name.clone())
        );
        self.close();
        self.block(&f.body);
        self.close();
    }

    fn structure(&mut self, s: &Struct) {
        self.open();
        let _ = writeln!(self.out, "Struct: {} {}", s.name, loc(&s.loc));
        self.open();
        self.out.push_str("Variables: [\n");
        for v in &s.variables {
            self.var_decl(v);
        }
        self.indent();
        self.out.push_str("]\n");
        self.close();
        self.close();
    }

    fn block(&mut self, list: &[Expr]) {
        self.open();
        self.out.push_str("Block {\n");
        for e in list {
            self.expr(e);
        }
        self.indent();
        self.out.push_str("} // Block\n");
        self.close();
    }

    fn var_type(&mut self, ty: &VarType) {
        self.out.push('<');
        if ty.name.is_empty() {
            self.out.push_str(&join(&ty.shape, i64::to_string));
        } else {
            self.out.push_str(&ty.name);
        }
        self.out.push('>');
    }

    fn var_decl(&mut self, v: &VarDecl) {
        self.open();
        let _ = write!(self.out, "VarDecl {}", v.name);
        self.var_type(&v.ty);
        let _ = writeln!(self.out, " {}", loc(&v.loc));
        if let Some(init) = &v.init {
            self.expr(init);
        }
        self.close();
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::VarDecl(v) => return self.var_decl(v),
            ExprKind::Number(n) => {
                self.open();
                let _ = writeln!(self.out, "{} {}", format_double(*n), loc(&e.loc));
            }
            ExprKind::Literal { .. } => {
                self.open();
                let _ = writeln!(self.out, "Literal: {} {}", literal(e), loc(&e.loc));
            }
            ExprKind::StructLiteral(values) => {
                self.open();
                self.out.push_str("Struct Literal: ");
                for v in values {
                    self.expr(v);
                }
                self.indent();
                let _ = writeln!(self.out, " {}", loc(&e.loc));
            }
            ExprKind::Var(name) => {
                self.open();
                let _ = writeln!(self.out, "var: {name} {}", loc(&e.loc));
            }
            ExprKind::Return(value) => {
                self.open();
                self.out.push_str("Return\n");
                match value {
                    Some(v) => self.expr(v),
                    None => {
                        self.open();
                        self.out.push_str("(void)\n");
                        self.close();
                    }
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                self.open();
                let _ = writeln!(self.out, "BinOp: {} {}", *op as char, loc(&e.loc));
                self.expr(lhs);
                self.expr(rhs);
            }
            ExprKind::Call { callee, args } => {
                self.open();
                let _ = writeln!(self.out, "Call '{callee}' [ {}", loc(&e.loc));
                for a in args {
                    self.expr(a);
                }
                self.indent();
                self.out.push_str("]\n");
            }
            ExprKind::Print(arg) => {
                self.open();
                let _ = writeln!(self.out, "Print [ {}", loc(&e.loc));
                self.expr(arg);
                self.indent();
                self.out.push_str("]\n");
            }
        }
        self.close();
    }
}

/// A literal with its dimensions at every level: `<2, 2>[ <2>[ 1, 2 ], ... ]`.
fn literal(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Number(n) => format_double(*n),
        ExprKind::Literal { values, dims } => format!(
            "<{}>[ {}]",
            join(dims, i64::to_string),
            join(values, literal)
        ),
        _ => String::new(),
    }
}
