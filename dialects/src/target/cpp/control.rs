//! EmitC's statements with a body or of their own syntax: `for`, `if`,
//! `switch`, `do ... while`, verbatim text and `#include`.

use super::emitter::{CppEmitter, Emitted, ScopeKind};
use super::expressions::inlined_expression;
use crate::emitc::*;
use ods_runtime::ods::op::Op;
use ods_runtime::{BlockId, OpId, RegionId, Value};

impl CppEmitter<'_> {
    /// The ops of `block` as statements, but its terminator.
    fn emit_all_but_terminator(&mut self, block: BlockId) -> Emitted {
        let ops = self.ctx.block_ops(block);
        for &op in &ops[..ops.len().saturating_sub(1)] {
            self.emit_operation(op, true)?;
        }
        Ok(())
    }

    /// The ops of the first block of `region` as statements, but its
    /// terminator.
    fn emit_region_body(&mut self, region: RegionId) -> Emitted {
        match self.ctx.blocks(region).first() {
            Some(&block) => self.emit_all_but_terminator(block),
            None => Ok(()),
        }
    }

    /// `for (T i = lb; i < ub; i += step) { ... }`, an inlined upper bound
    /// in parentheses.
    pub(crate) fn emit_for(&mut self, op: ForOp) -> Emitted {
        let ctx = self.ctx;
        let iv = op.induction_var(ctx);
        self.write("for (");
        self.emit_type(op.loc(ctx), ctx.value_type(iv))?;
        let name = self.induction_var_name(iv);
        self.write(&format!(" {name} = "));
        self.emit_operand(op.lower_bound(ctx))?;
        self.write(&format!("; {name} < "));
        let upper = op.upper_bound(ctx);
        let parenthesize = inlined_expression(ctx, upper).is_some();
        if parenthesize {
            self.write("(");
        }
        self.emit_operand(upper)?;
        if parenthesize {
            self.write(")");
        }
        self.write(&format!("; {name} += "));
        self.emit_operand(op.step(ctx))?;
        self.write(") {\n");
        let body = op.body(ctx);
        self.emit_indented(|e| e.scoped(ScopeKind::Loop, |e| e.emit_all_but_terminator(body)))?;
        self.write("}");
        Ok(())
    }

    /// `if (cond) { ... } else { ... }`.
    pub(crate) fn emit_if(&mut self, op: IfOp) -> Emitted {
        let ctx = self.ctx;
        self.emit_keyword_and_operand("if", op.condition(ctx))?;
        self.write(" {\n");
        self.emit_indented(|e| e.emit_region_body(op.then_region(ctx)))?;
        self.write("}");
        let else_region = op.else_region(ctx);
        if !ctx.blocks(else_region).is_empty() {
            self.write(" else {\n");
            self.emit_indented(|e| e.emit_region_body(else_region))?;
            self.write("}");
        }
        Ok(())
    }

    /// `keyword (value)`.
    fn emit_keyword_and_operand(&mut self, keyword: &str, value: Value) -> Emitted {
        self.write(&format!("{keyword} ("));
        self.emit_operand(value)?;
        self.write(")");
        Ok(())
    }

    /// What `body` writes, indented one level more.
    pub(crate) fn emit_indented(&mut self, body: impl FnOnce(&mut Self) -> Emitted) -> Emitted {
        self.os.indent();
        body(self)?;
        self.os.unindent();
        Ok(())
    }

    /// A case of a `switch`: its ops, then `break;`.
    fn emit_switch_case(&mut self, region: RegionId) -> Emitted {
        self.emit_region_body(region)?;
        self.write("break;\n");
        Ok(())
    }

    /// `switch (arg) { case N: { ... } default: { ... } }`.
    pub(crate) fn emit_switch(&mut self, op: SwitchOp) -> Emitted {
        let ctx = self.ctx;
        self.emit_keyword_and_operand("switch", op.arg(ctx))?;
        self.write(" {");
        let cases = op.cases(ctx).to_vec();
        for (value, region) in cases.iter().zip(op.case_regions(ctx)) {
            self.write(&format!("\ncase {value}: {{\n"));
            self.emit_indented(|e| e.emit_switch_case(region))?;
            self.write("}");
        }
        self.write("\ndefault: {\n");
        self.emit_indented(|e| e.emit_switch_case(op.default_region(ctx)))?;
        self.write("}\n}");
        Ok(())
    }

    /// `do { ... } while (cond);`, the condition the expression the
    /// condition region yields.
    pub(crate) fn emit_do(&mut self, op: DoOp) -> Emitted {
        let ctx = self.ctx;
        self.write("do {\n");
        let body = ctx
            .blocks(op.body_region(ctx))
            .first()
            .map(|&b| ctx.block_ops(b));
        self.emit_indented(|e| {
            for op in body.unwrap_or_default() {
                e.emit_operation(op, true)?;
            }
            Ok(())
        })?;
        self.write("} while (");
        let condition = ctx.blocks(op.condition_region(ctx)).first().and_then(|&b| {
            let yielded = YieldOp::cast(ctx, ctx.last_op(b)?)?.result(ctx)?;
            ExpressionOp::cast(ctx, ctx.defining_op(yielded)?)
        });
        if let Some(condition) = condition {
            self.emit_expression(condition)?;
        }
        self.write(");");
        Ok(())
    }

    /// The format string, each `{}` replaced by an operand.
    pub(crate) fn emit_verbatim(&mut self, op: VerbatimOp) -> Emitted {
        let ctx = self.ctx;
        let args = op.fmt_args(ctx);
        let pieces = crate::emitc::verbatim_pieces(op.value(ctx), !args.is_empty())
            .map_err(|message| op.emit_op_error(ctx, message))?;
        let mut args = args.into_iter();
        for piece in pieces {
            match piece {
                VerbatimPiece::Text(text) => self.write(text),
                VerbatimPiece::Placeholder => {
                    if let Some(arg) = args.next() {
                        self.emit_operand(arg)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// `#include <file>` or `#include "file"`.
    pub(crate) fn emit_include(&mut self, op: IncludeOp) -> Emitted {
        let ctx = self.ctx;
        let file = op.include(ctx);
        let text = if op.is_standard_include(ctx) {
            format!("#include <{file}>")
        } else {
            format!("#include \"{file}\"")
        };
        self.write(&text);
        Ok(())
    }

    /// The ops of a region's first block, each ended by a new line.
    pub(crate) fn emit_top_level_ops(&mut self, op: OpId) -> Emitted {
        let ctx = self.ctx;
        for &region in ctx.regions(op) {
            for &block in ctx.blocks(region) {
                for inner in ctx.block_ops(block) {
                    self.emit_operation(inner, false)?;
                }
            }
        }
        Ok(())
    }
}
