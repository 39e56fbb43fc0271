//! Exception handling, as MLIR's `LLVMDialect.cpp` reads, writes and
//! verifies it: `llvm.invoke` (a call with a normal and an unwind
//! successor) and `llvm.landingpad`.

use super::asm::{
    add_attr, parse_call_types, parse_callee_and_args, parse_optional_vararg, print_bundles,
    print_call_types, print_callee_and_args, print_optional_vararg, Bundles,
};
use super::directives::parse_optional_case;
use crate::llvm::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, op_error, type_text, Op};
use ods_runtime::{Context, IrResult, OpId, OperationState, Type, Value};

impl InvokeOp {
    /// `cconv? (@callee | %callee)(args) to ^normal(args)? unwind
    /// ^unwind(args)? vararg(type)? [bundles]? attr-dict : (callee type,)?
    /// (arg types {attrs}?) -> result` (MLIR's `InvokeOp::parse`).
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        let cconv = parse_optional_case(p, &CConv::CASES, CConv::stringify).unwrap_or(CConv::C);
        let cconv = CConvAttr::get(p.ctx(), cconv).into();
        add_attr(p.ctx(), state, "CConv", cconv);
        let operands = parse_callee_and_args(p, state)?;
        p.parse_keyword("to")?;
        let (normal, normal_operands) = p.parse_successor_and_use_list()?;
        p.parse_keyword("unwind")?;
        let (unwind, unwind_operands) = p.parse_successor_and_use_list()?;
        parse_optional_vararg(p, state)?;
        let bundles = Bundles::parse(p, state)?;
        p.parse_optional_attr_dict(state)?;
        let direct = state
            .attributes
            .iter()
            .any(|(name, _)| p.ctx().symbol_str(*name) == "callee");
        parse_call_types(p, state, &operands, direct)?;
        state.successors.extend([normal, unwind]);
        let (normal_count, unwind_count) = (normal_operands.len(), unwind_operands.len());
        state.operands.extend(normal_operands);
        state.operands.extend(unwind_operands);
        let in_bundles = bundles.resolve(p, state)?;
        let segments = [
            operands.len() as i32,
            normal_count as i32,
            unwind_count as i32,
            in_bundles,
        ];
        let segments = convert::dense_i32_array(p.ctx(), &segments);
        add_attr(p.ctx(), state, "operandSegmentSizes", segments);
        Ok(())
    }

    /// As MLIR's `InvokeOp::print`.
    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let op = self.id();
        p.write(" ");
        let cconv = self.c_conv(ctx);
        if cconv != CConv::C {
            p.write(cconv.stringify());
            p.write(" ");
        }
        let operands = self.callee_operands(ctx);
        let callee = self.callee(ctx);
        let args = print_callee_and_args(p, callee, &operands, "llvm.invoke")?;
        p.write(" to ");
        p.print_successor_and_use_list(self.normal_dest(ctx), &self.normal_dest_operands(ctx));
        p.write(" unwind ");
        p.print_successor_and_use_list(self.unwind_dest(ctx), &self.unwind_dest_operands(ctx));
        print_optional_vararg(p, self.var_callee_type(ctx));
        print_bundles(
            p,
            op,
            &self.op_bundle_operands(ctx),
            self.op_bundle_tags(ctx),
        )?;
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "callee",
                "operandSegmentSizes",
                "CConv",
                "var_callee_type",
                "op_bundle_sizes",
                "op_bundle_tags",
                "arg_attrs",
                "res_attrs",
            ],
        );
        let target = callee
            .is_none()
            .then(|| operands.first().copied())
            .flatten();
        let (arg_attrs, res_attrs) = (self.arg_attrs(ctx), self.res_attrs(ctx));
        print_call_types(p, target, args, &ctx.results(op), (arg_attrs, res_attrs));
        Ok(())
    }
}

impl LandingpadOp {
    /// `cleanup? ((catch | filter) %clause : type)* : type` (MLIR's
    /// `LandingpadOp::parse`, which reads no attribute dictionary though
    /// the printer writes one).
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        if p.parse_optional_keyword("cleanup") {
            let unit = convert::unit_attr(p.ctx());
            add_attr(p.ctx(), state, "cleanup", unit);
        }
        while p.parse_optional_lparen()
            && (p.parse_optional_keyword("filter") || p.parse_optional_keyword("catch"))
        {
            let operand = p.parse_operand()?;
            p.parse_colon()?;
            let ty = p.parse_type()?;
            let value = p.resolve_operand(&operand, ty)?;
            state.operands.push(value);
            p.parse_rparen()?;
        }
        p.parse_colon()?;
        let ty = p.parse_type()?;
        state.result_types.push(ty);
        Ok(())
    }

    /// As MLIR's `LandingpadOp::print`: an array clause is a filter, any
    /// other a catch.
    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let op = self.id();
        p.write(if self.cleanup(ctx) { " cleanup " } else { " " });
        for clause in ctx.operands(op) {
            let ty = ctx.value_type(clause);
            let kind = if LLVMArrayType::isa(ctx, ty) {
                "filter "
            } else {
                "catch "
            };
            p.write("(");
            p.write(kind);
            p.print_operand(clause);
            p.write(" : ");
            p.print_type(ty);
            p.write(") ");
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["cleanup"]);
        p.write(": ");
        p.print_type(ctx.value_type(self.res(ctx)));
        Ok(())
    }
}

/// The `var_callee_type` of a variadic call or invoke fits it (MLIR's
/// `verifyCallOpVarCalleeType`): a variadic type whose parameters the
/// leading arguments have, and whose result is the call's.
pub(crate) fn verify_var_callee_type(
    ctx: &Context,
    op: OpId,
    var: Option<Type>,
    args: &[Value],
) -> Result<(), Diagnostic> {
    let Some(var) = var.and_then(|t| LLVMFunctionType::try_from(ctx, t)) else {
        return Ok(());
    };
    let error = |message: String| Err(op_error(ctx, op, message));
    if !var.var_arg(ctx) {
        return error("expected var_callee_type to be a variadic function type".into());
    }
    let params = var.params(ctx);
    if params.len() > args.len() {
        return error(format!(
            "expected var_callee_type to have at most {} parameters",
            args.len()
        ));
    }
    for (&param, &arg) in params.iter().zip(args) {
        let arg_ty = ctx.value_type(arg);
        if param != arg_ty {
            return error(format!(
                "var_callee_type parameter type mismatch: {} != {}",
                type_text(ctx, param),
                type_text(ctx, arg_ty)
            ));
        }
    }
    let ret = var.return_type(ctx);
    match ctx.results(op).first() {
        None if !LLVMVoidType::isa(ctx, ret) => {
            error("expected var_callee_type to return void".into())
        }
        Some(&result) if ctx.value_type(result) != ret => error(format!(
            "var_callee_type return type mismatch: {} != {}",
            type_text(ctx, ret),
            type_text(ctx, ctx.value_type(result))
        )),
        _ => Ok(()),
    }
}

impl InvokeOp {
    /// MLIR's `InvokeOp::verify`: the variadic callee type fits, each
    /// operand bundle has a tag, and the unwind destination starts with an
    /// `llvm.landingpad`.
    pub(crate) fn verify_invoke(self, ctx: &Context) -> Result<(), Diagnostic> {
        let operands = self.callee_operands(ctx);
        let args = if self.callee(ctx).is_some() {
            &operands[..]
        } else {
            operands.get(1..).unwrap_or_default()
        };
        verify_var_callee_type(ctx, self.id(), self.var_callee_type(ctx), args)?;
        let bundles = self.op_bundle_operands(ctx).len();
        super::verify::verify_operand_bundles(ctx, self.id(), bundles, self.op_bundle_tags(ctx))?;
        let unwind = self.unwind_dest(ctx);
        let Some(first) = ctx.block_ops(unwind).first().copied() else {
            return Err(self.emit_error(
                ctx,
                "must have at least one operation in unwind destination",
            ));
        };
        if LandingpadOp::cast(ctx, first).is_none() {
            return Err(self.emit_error(
                ctx,
                "first operation in unwind destination should be a llvm.landingpad operation",
            ));
        }
        Ok(())
    }
}

impl LandingpadOp {
    /// MLIR's `LandingpadOp::verify`: in a function with a personality,
    /// with a clause or `cleanup`; a catch clause is a null, an address,
    /// or a bitcast of an address (an array clause is a filter, not
    /// checked).
    pub(crate) fn verify_landingpad(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let function = std::iter::successors(ctx.parent_op(op), |&o| ctx.parent_op(o))
            .find_map(|o| LLVMFuncOp::cast(ctx, o));
        if function.is_some_and(|f| get_prop(ctx, f.id(), "personality").is_none()) {
            return Err(self.emit_error(
                ctx,
                "llvm.landingpad needs to be in a function with a personality",
            ));
        }
        let clauses = ctx.operands(op);
        if !self.cleanup(ctx) && clauses.is_empty() {
            return Err(self.emit_error(
                ctx,
                "landingpad instruction expects at least one clause or cleanup attribute",
            ));
        }
        let defined_by = |v, name: &str| {
            ctx.defining_op(v)
                .is_some_and(|d| ctx.op_name_str(d) == name)
        };
        for (index, &clause) in clauses.iter().enumerate() {
            if LLVMArrayType::isa(ctx, ctx.value_type(clause)) {
                continue;
            }
            if let Some(cast) = ctx
                .defining_op(clause)
                .and_then(|d| BitcastOp::cast(ctx, d))
            {
                if defined_by(cast.arg(ctx), "llvm.mlir.addressof") {
                    continue;
                }
                return Err(self.emit_error(ctx, "constant clauses expected").with_note(
                    cast.loc(ctx),
                    "global addresses expected as operand to bitcast used in clauses for landingpad",
                ));
            }
            if defined_by(clause, "llvm.mlir.zero") || defined_by(clause, "llvm.mlir.addressof") {
                continue;
            }
            return Err(self.emit_error(
                ctx,
                format!("clause #{index} is not a known constant - null, addressof, bitcast"),
            ));
        }
        Ok(())
    }
}
