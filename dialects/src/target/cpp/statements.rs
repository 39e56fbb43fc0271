//! One op as C++ (MLIR's `CppEmitter::emitOperation`): the printer of
//! its kind, then the `;` and new line that end a statement, but after
//! the ops that end in `}` or emit nothing of their own.

use super::declarations::op_failure;
use super::emitter::{CppEmitter, Emitted};
use super::expressions::{has_deferred_emission, inlined_expression};
use crate::emitc::*;
use ods_runtime::ods::op::Op;
use ods_runtime::OpId;

/// Ops whose C++ never takes a `;` after it.
const NO_SEMICOLON: &[&str] = &[
    "cf.cond_br",
    "emitc.declare_func",
    "emitc.do",
    "emitc.file",
    "emitc.for",
    "emitc.if",
    "emitc.include",
    "emitc.switch",
    "emitc.verbatim",
];

/// The C operators of EmitC's binary ops.
fn binary_operator(name: &str) -> Option<&'static str> {
    Some(match name {
        "emitc.add" => "+",
        "emitc.sub" => "-",
        "emitc.mul" => "*",
        "emitc.div" => "/",
        "emitc.rem" => "%",
        "emitc.bitwise_and" => "&",
        "emitc.bitwise_or" => "|",
        "emitc.bitwise_xor" => "^",
        "emitc.bitwise_left_shift" => "<<",
        "emitc.bitwise_right_shift" => ">>",
        "emitc.logical_and" => "&&",
        "emitc.logical_or" => "||",
        _ => return None,
    })
}

/// The C operators of EmitC's unary ops.
fn unary_operator(name: &str) -> Option<&'static str> {
    Some(match name {
        "emitc.unary_minus" => "-",
        "emitc.unary_plus" => "+",
        "emitc.bitwise_not" => "~",
        "emitc.logical_not" => "!",
        _ => return None,
    })
}

/// The C operator of a comparison.
fn comparison_operator(predicate: CmpPredicate) -> &'static str {
    match predicate {
        CmpPredicate::Eq => "==",
        CmpPredicate::Ne => "!=",
        CmpPredicate::Lt => "<",
        CmpPredicate::Le => "<=",
        CmpPredicate::Gt => ">",
        CmpPredicate::Ge => ">=",
        CmpPredicate::ThreeWay => "<=>",
    }
}

impl CppEmitter<'_> {
    /// `op` as C++, ended by `;` and a new line if `semicolon` (and the op
    /// takes one), by a new line otherwise.
    pub(crate) fn emit_operation(&mut self, op: OpId, semicolon: bool) -> Emitted {
        self.emit_op_text(op)?;
        let ctx = self.ctx;
        if has_deferred_emission(ctx, Some(op)) || self.emitted_expression.is_some() {
            return Ok(());
        }
        if ExpressionOp::cast(ctx, op).is_some()
            && inlined_expression(ctx, ctx.result(op, 0)).is_some()
        {
            return Ok(());
        }
        let semicolon = semicolon && !NO_SEMICOLON.contains(&ctx.op_name_str(op));
        self.write(if semicolon { ";\n" } else { "\n" });
        Ok(())
    }

    /// The C++ of `op` alone, by its kind.
    fn emit_op_text(&mut self, op: OpId) -> Emitted {
        let ctx = self.ctx;
        let name = ctx.op_name_str(op);
        if let Some(operator) = binary_operator(name) {
            return self.emit_binary(op, operator);
        }
        if let Some(operator) = unary_operator(name) {
            return self.emit_unary(op, operator);
        }
        if let Some(cmp) = CmpOp::cast(ctx, op) {
            return self.emit_binary(op, comparison_operator(cmp.predicate(ctx)));
        }
        match name {
            "builtin.module" => self.emit_module(op),
            #[cfg(feature = "cf")]
            "cf.br" | "cf.cond_br" => self.emit_branch(op),
            #[cfg(feature = "func")]
            "func.func" | "func.call" | "func.return" => self.emit_func_op(op),
            _ if name.starts_with("emitc.") => self.emit_emitc_op(op),
            _ => Err(op_failure(ctx, op, "unable to find printer for op")),
        }
    }

    /// The C++ of an EmitC op that is not an operator.
    fn emit_emitc_op(&mut self, op: OpId) -> Emitted {
        let ctx = self.ctx;
        macro_rules! typed {
            ($($ty:ident => $emit:ident),* $(,)?) => {$(
                if let Some(typed) = $ty::cast(ctx, op) {
                    return self.$emit(typed);
                }
            )*};
        }
        typed! {
            AddressOfOp => emit_address_of,
            ApplyOp => emit_apply,
            AssignOp => emit_assign,
            CallOp => emit_call,
            CallOpaqueOp => emit_call_opaque,
            CastOp => emit_cast,
            ClassOp => emit_class,
            ConditionalOp => emit_conditional,
            ConstantOp => emit_constant_op,
            DeclareFuncOp => emit_declare_func,
            DoOp => emit_do,
            ExpressionOp => emit_expression_op,
            FieldOp => emit_field,
            FileOp => emit_file,
            ForOp => emit_for,
            FuncOp => emit_emitc_func,
            GlobalOp => emit_global,
            IfOp => emit_if,
            IncludeOp => emit_include,
            LoadOp => emit_load,
            ReturnOp => emit_emitc_return,
            SwitchOp => emit_switch,
            VariableOp => emit_variable,
            VerbatimOp => emit_verbatim,
            DereferenceOp => cache_dereference,
            GetGlobalOp => cache_get_global,
            GetFieldOp => cache_get_field,
            LiteralOp => cache_literal,
            MemberOp => cache_member,
            MemberOfPtrOp => cache_member_of_ptr,
            SubscriptOp => cache_subscript,
        }
        Err(op_failure(ctx, op, "unable to find printer for op"))
    }
}
