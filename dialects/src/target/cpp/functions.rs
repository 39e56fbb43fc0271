//! Functions and what holds them: `builtin.module`, `emitc.file`,
//! `emitc.class` and its fields, `emitc.func` (a definition or, without
//! a body, a declaration), `emitc.declare_func` and `emitc.return`; the
//! body of a function, its variables declared at the top if asked and
//! its blocks as labels.

use super::declarations::{error_at, op_failure};
use super::emitter::{CppEmitter, Emitted, ScopeKind};
use super::expressions::should_be_inlined;
use crate::emitc::*;
use ods_runtime::interfaces::symbols::lookup_nearest_symbol_from;
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::{AttrKind, Attribute, BlockId, Context, OpId, RegionId, Type, TypeKind};

/// The argument and result types of a function op's `function_type`.
pub(crate) fn signature(ctx: &Context, ty: Type) -> (Vec<Type>, Vec<Type>) {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    }
}

impl CppEmitter<'_> {
    pub(crate) fn emit_module(&mut self, op: OpId) -> Emitted {
        self.emit_top_level_ops(op)
    }

    /// The file's ops if its id is the one asked for.
    pub(crate) fn emit_file(&mut self, op: FileOp) -> Emitted {
        let id = string_value(self.ctx, op.id(self.ctx));
        if self.options.file_id.is_empty() || id != self.options.file_id {
            return Ok(());
        }
        self.emit_top_level_ops(Op::id(op))
    }

    /// `class Name [final] {\n public:` and the class's ops.
    pub(crate) fn emit_class(&mut self, op: ClassOp) -> Emitted {
        let ctx = self.ctx;
        self.write(&format!("class {}", op.sym_name(ctx)));
        if op.final_specifier(ctx) {
            self.write(" final");
        }
        self.write(" {\n public:\n");
        self.emit_indented(|e| e.emit_top_level_ops(op.id()))?;
        self.write("};");
        Ok(())
    }

    pub(crate) fn emit_field(&mut self, op: FieldOp) -> Emitted {
        let ctx = self.ctx;
        let loc = op.loc(ctx);
        self.emit_typed_declaration(loc, op.type_attr(ctx), op.sym_name(ctx))?;
        self.emit_initial_value(loc, op.initial_value_attr(ctx))
    }

    /// The specifiers of an `emitc.func`, each followed by a space.
    fn emit_specifiers(&mut self, op: FuncOp) {
        let ctx = self.ctx;
        for specifier in op.specifiers(ctx).unwrap_or_default() {
            self.write(&format!("{specifier} "));
        }
    }

    /// `type name, ...` of a body's arguments.
    pub(crate) fn emit_argument_declarations(&mut self, op: OpId, body: RegionId) -> Emitted {
        let ctx = self.ctx;
        let args = ctx
            .blocks(body)
            .first()
            .map(|&b| ctx.block_args(b))
            .unwrap_or_default();
        let loc = ctx.op_loc(op);
        self.interleave_comma(&args, |e, &arg| {
            let name = e.name(arg);
            e.emit_variable_declaration(loc, ctx.value_type(arg), &name)
        })
    }

    /// `results name(args) {\n body }`, or `results name(types);` for a
    /// declaration.
    pub(crate) fn emit_emitc_func(&mut self, op: FuncOp) -> Emitted {
        let ctx = self.ctx;
        let body = op.body(ctx);
        if !self.options.declare_variables_at_top && ctx.blocks(body).len() > 1 {
            let message = "with multiple blocks needs variables declared at top";
            return Err(op_failure(ctx, op.id(), message));
        }
        self.scoped(ScopeKind::Function, |e| {
            e.emit_specifiers(op);
            let (inputs, results) = signature(ctx, op.function_type(ctx));
            let loc = op.loc(ctx);
            e.emit_types(loc, &results)?;
            e.write(&format!(" {}(", op.sym_name(ctx)));
            if ctx.blocks(body).is_empty() {
                e.interleave_comma(&inputs, |e, &t| e.emit_type(loc, t))?;
                e.write(");");
                return Ok(());
            }
            e.emit_argument_declarations(op.id(), body)?;
            e.write(") {\n");
            e.emit_function_body(op.id(), body)?;
            e.write("}");
            Ok(())
        })
    }

    /// The declaration of the `emitc.func` the op names.
    pub(crate) fn emit_declare_func(&mut self, op: DeclareFuncOp) -> Emitted {
        let ctx = self.ctx;
        let function = lookup_nearest_symbol_from(ctx, op.id(), op.sym_name_attr(ctx))
            .and_then(|f| FuncOp::cast(ctx, f));
        let Some(function) = function else {
            // MLIR fails here without a message.
            return Err(ods_runtime::diag::Diagnostic::error(
                op.loc(ctx),
                "failed to translate",
            ));
        };
        self.scoped(ScopeKind::Function, |e| {
            e.emit_specifiers(function);
            let (_, results) = signature(ctx, function.function_type(ctx));
            e.emit_types(function.loc(ctx), &results)?;
            e.write(&format!(" {}(", function.sym_name(ctx)));
            e.emit_argument_declarations(function.id(), function.body(ctx))?;
            e.write(");");
            Ok(())
        })
    }

    pub(crate) fn emit_emitc_return(&mut self, op: ReturnOp) -> Emitted {
        self.write("return");
        if let Some(operand) = op.operand(self.ctx) {
            self.write(" ");
            self.emit_operand(operand)?;
        }
        Ok(())
    }

    /// The variables of every result in the function (but of inlined
    /// expressions and what expressions hold), `type name;` each.
    fn declare_variables_at_top(&mut self, function: OpId) -> Emitted {
        let ctx = self.ctx;
        let mut pending: Vec<OpId> = vec![function];
        while let Some(op) = pending.pop() {
            let in_expression = ctx
                .parent_op(op)
                .is_some_and(|p| ExpressionOp::cast(ctx, p).is_some());
            let inlined = ExpressionOp::cast(ctx, op).is_some_and(|e| should_be_inlined(ctx, e));
            if in_expression || inlined {
                continue;
            }
            for result in ctx.results(op) {
                if self.emit_result_declaration(result, true).is_err() {
                    return Err(error_at(
                        ctx,
                        op,
                        "unable to declare result variable for op",
                    ));
                }
            }
            // Pre-order: the nested ops in order, before the op's next
            // sibling.
            let nested: Vec<OpId> = ctx
                .regions(op)
                .iter()
                .flat_map(|&r| ctx.blocks(r).to_vec())
                .flat_map(|b| ctx.block_ops(b))
                .collect();
            pending.extend(nested.into_iter().rev());
        }
        Ok(())
    }

    /// The body of a function: variables at the top if asked, labels for
    /// the blocks, the variables of the arguments of every block but the
    /// first, then each block's ops, labelled if branched to.
    pub(crate) fn emit_function_body(&mut self, function: OpId, body: RegionId) -> Emitted {
        let ctx = self.ctx;
        self.os.indent();
        if self.options.declare_variables_at_top {
            self.declare_variables_at_top(function)?;
        }
        let blocks = ctx.blocks(body).to_vec();
        for &block in &blocks {
            self.label(block);
        }
        for &block in blocks.iter().skip(1) {
            self.declare_block_arguments(function, block)?;
        }
        for &block in &blocks {
            if !ods_runtime::helpers::predecessors(ctx, block).is_empty() {
                self.emit_label(block);
            }
            for op in ctx.block_ops(block) {
                self.emit_operation(op, true)?;
            }
        }
        self.os.unindent();
        Ok(())
    }

    /// `type name;` for each argument of a block that is not the entry.
    fn declare_block_arguments(&mut self, function: OpId, block: BlockId) -> Emitted {
        let ctx = self.ctx;
        for (index, arg) in ctx.block_args(block).into_iter().enumerate() {
            let ty = ctx.value_type(arg);
            if self.has_value_in_scope(arg) {
                return Err(op_failure(
                    ctx,
                    function,
                    format!(" block argument #{index} is out of scope"),
                ));
            }
            if ArrayType::isa(ctx, ty) || LValueType::isa(ctx, ty) {
                let message = format!(
                    "cannot emit block argument #{index} with type {}",
                    type_text(ctx, ty)
                );
                return Err(op_failure(ctx, function, message));
            }
            self.emit_type(ctx.op_loc(function), ty)?;
            let name = self.name(arg);
            self.write(&format!(" {name};\n"));
        }
        Ok(())
    }

    /// `label:` at the start of its line.
    fn emit_label(&mut self, block: BlockId) {
        let label = self.label(block);
        self.os.write_unindented(&format!("{label}:\n"));
    }
}

/// The text of a string attribute.
fn string_value(ctx: &Context, attr: Attribute) -> String {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    }
}
