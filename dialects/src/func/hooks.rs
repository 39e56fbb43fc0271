//! What `FuncOps.td` leaves to Rust, with the semantics of MLIR's
//! `FuncOps.cpp`: the custom form of `func.func` (the runtime's
//! `function_interface_impl`), the checks of `func.return` against the
//! enclosing function and of `func.call`/`func.constant` against the
//! symbol they name, the folding of `func.constant` and the rewriting of
//! an indirect call of a constant into a direct call.

use super::*;
use ods_runtime::asm::function::{self, FunctionAttrNames};
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::SymbolUserOpInterfaceImpl;
use ods_runtime::interfaces::symbols::lookup_nearest_symbol_from;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{set_state_prop, type_text, Op};
use ods_runtime::registry::{FoldResult, SetValueNameFn};
use ods_runtime::rewrite::{constant_value, PatternRewriter};
use ods_runtime::{
    AttrKind, Attribute, Context, FunctionType, IrResult, OpId, OperationState, Symbol, Type,
};

impl FuncDialectHooks for FuncDialect {
    /// A flat symbol reference of a function type becomes a
    /// `func.constant`; the dialect makes no other constant.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if !ConstantOp::is_buildable_with(ctx, value, ty) {
            return None;
        }
        let mut state = ConstantOp::state(ctx, loc);
        ConstantOp::build_with_attrs(ctx, &mut state, ty, value);
        Some(state)
    }
}

/// The types, comma-separated, as MLIR's diagnostics print a `TypeRange`.
fn type_list(ctx: &Context, types: &[Type]) -> String {
    let texts: Vec<String> = types.iter().map(|&t| type_text(ctx, t)).collect();
    texts.join(", ")
}

/// The `func.func` that `reference` names from `op`, if any.
fn lookup_function(ctx: &Context, op: OpId, reference: Attribute) -> Option<FuncOp> {
    lookup_nearest_symbol_from(ctx, op, reference).and_then(|f| FuncOp::cast(ctx, f))
}

/// The inputs and results of a function type.
fn signature(ctx: &Context, ty: Type) -> (Vec<Type>, Vec<Type>) {
    FunctionType::try_from(ctx, ty).map_or_else(Default::default, |f| {
        (f.inputs(ctx).to_vec(), f.results(ctx).to_vec())
    })
}

impl SymbolUserOpInterfaceImpl for CallOp {
    /// The callee is a `func.func` whose signature the operands and
    /// results have.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let call = CallOp::from_id_unchecked(op);
        let callee = call.callee_attr(ctx);
        if !ods_runtime::ods::pred::is_flat_symbol_ref(ctx, callee) {
            return Err(call.emit_op_error(ctx, "requires a 'callee' symbol reference attribute"));
        }
        let Some(function) = lookup_function(ctx, op, callee) else {
            let name = call.callee(ctx);
            return Err(
                call.emit_op_error(ctx, format!("'{name}' does not reference a valid function"))
            );
        };
        let (inputs, results) = signature(ctx, function.function_type(ctx));
        let operands = ctx.value_types(call.operands(ctx));
        if inputs.len() != operands.len() {
            return Err(call.emit_op_error(ctx, "incorrect number of operands for callee"));
        }
        for (i, (&expected, &provided)) in inputs.iter().zip(&operands).enumerate() {
            if expected != provided {
                return Err(call.emit_op_error(
                    ctx,
                    format!(
                        "operand type mismatch: expected operand type {}, but provided {} \
                         for operand number {i}",
                        type_text(ctx, expected),
                        type_text(ctx, provided)
                    ),
                ));
            }
        }
        let result_types = ctx.value_types(ctx.results(op));
        if results.len() != result_types.len() {
            return Err(call.emit_op_error(ctx, "incorrect number of results for callee"));
        }
        if let Some(i) = (0..results.len()).find(|&i| results[i] != result_types[i]) {
            let loc = call.loc(ctx);
            return Err(call
                .emit_op_error(ctx, format!("result type mismatch at index {i}"))
                .with_note(
                    loc,
                    format!("      op result types: {}", type_list(ctx, &result_types)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", type_list(ctx, &results)),
                ));
        }
        Ok(())
    }
}

impl CallIndirectOpHooks for CallIndirectOp {
    /// An indirect call of a constant symbol is a direct call of it.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let callee = self.callee(rewriter);
        let called = rewriter
            .defining_op(callee)
            .and_then(|d| constant_value(rewriter.context(), d))
            .filter(|&a| matches!(rewriter.attr_kind(a), AttrKind::SymbolRef { .. }));
        let Some(called) = called else {
            return Ok(false);
        };
        let results = rewriter.value_types(rewriter.results(self.id()));
        let args = self.get_arg_operands(rewriter);
        let loc = self.loc(rewriter);
        let ctx = rewriter.context();
        let mut state = CallOp::state(ctx, loc);
        CallOp::build_callee_attribute_results(ctx, &mut state, called, results, Some(args));
        rewriter.replace_op_with_new_op::<CallOp>(self.id(), state)?;
        Ok(true)
    }
}

impl SymbolUserOpInterfaceImpl for ConstantOp {
    /// The symbol is a `func.func` of the constant's type.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let constant = ConstantOp::from_id_unchecked(op);
        let Some(function) = lookup_function(ctx, op, constant.value_attr(ctx)) else {
            let name = constant.value(ctx);
            return Err(
                constant.emit_op_error(ctx, format!("reference to undefined function '{name}'"))
            );
        };
        if function.function_type(ctx) != ctx.value_type(ctx.results(op)[0]) {
            return Err(constant.emit_op_error(ctx, "reference to function with mismatched type"));
        }
        Ok(())
    }
}

impl ConstantOpHooks for ConstantOp {
    /// The constant is its symbol reference.
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value_attr(ctx)))
    }

    /// `%f`.
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        set_name(ctx.results(self.id())[0], "f");
    }
}

impl FuncOpHooks for FuncOp {
    /// `parseFunctionOp`, without variadic signatures.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        function::parse_function_op(
            p,
            state,
            false,
            FunctionAttrNames::FUNC,
            function::builtin_function_type,
        )
    }

    /// `printFunctionOp`, without variadic signatures.
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        function::print_function_op(p, self.id(), false, FunctionAttrNames::FUNC)
    }

    /// A function `name` of type `ty` with the attributes `attrs`, a body
    /// region to fill, and one attribute dictionary per argument when
    /// `arg_attrs` gives any.
    fn build_name_type(
        ctx: &mut Context,
        state: &mut OperationState,
        name: String,
        ty: Type,
        attrs: Vec<(Symbol, Attribute)>,
        arg_attrs: Vec<Attribute>,
    ) {
        let sym_name = convert::string_attr(ctx, &name);
        set_state_prop(ctx, state, "sym_name", Some(sym_name));
        let function_type = convert::type_attr(ctx, ty);
        set_state_prop(ctx, state, "function_type", Some(function_type));
        state.attributes.extend(attrs);
        let body = ctx.create_region();
        state.regions.push(body);
        if !arg_attrs.is_empty() {
            let all = ctx.attr(AttrKind::Array(arg_attrs.into()));
            set_state_prop(ctx, state, "arg_attrs", Some(all));
        }
    }
}

impl ReturnOpHooks for ReturnOp {
    /// The operands are the results of the enclosing function.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let Some(function) = ctx.parent_op(self.id()).and_then(|f| FuncOp::cast(ctx, f)) else {
            return Ok(());
        };
        let (_, results) = signature(ctx, function.function_type(ctx));
        let operands = ctx.value_types(self.operands(ctx));
        let name = function.sym_name(ctx);
        if operands.len() != results.len() {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        for (i, (&operand, &result)) in operands.iter().zip(&results).enumerate() {
            if operand != result {
                return Err(self.emit_error(
                    ctx,
                    format!(
                        "type of return operand {i} ({}) doesn't match function result type ({}) \
                         in function @{name}",
                        type_text(ctx, operand),
                        type_text(ctx, result)
                    ),
                ));
            }
        }
        Ok(())
    }
}
