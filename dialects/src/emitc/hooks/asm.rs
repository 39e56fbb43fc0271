//! The custom assembly of EmitC's ops, as MLIR's `EmitC.cpp` parses and
//! prints them: `emitc.expression`, `emitc.for`, `emitc.if`,
//! `emitc.func`, `emitc.include` and `emitc.do`.

use crate::conditionals;
use crate::emitc::*;
use ods_runtime::asm::function::{self, FunctionAttrNames};
use ods_runtime::asm::{Argument, Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_index;
use ods_runtime::{Attribute, IrResult, OperationState, TypeKind};
use ods_runtime::{Context, Value};

/// Adds the inherent or discardable attribute `name` to what is parsed.
fn add_attr(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, name: &str, value: Attribute) {
    let name = p.ctx().symbol(name);
    state.attributes.push((name, value));
}

impl ExpressionOpHooks for ExpressionOp {
    /// `%a, %b (noinline)? : (types) -> type region`: the body's arguments
    /// take the names of the operands.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let Ok(operands) = p.parse_operand_list(Delimiter::None, None) else {
            let at = p.current_location();
            return Err(p.emit_error(at, "expected operands"));
        };
        if p.parse_optional_keyword("noinline") {
            let unit = convert::unit_attr(p.ctx());
            add_attr(p, state, "do_not_inline", unit);
        }
        let function_type = match p.parse_colon_type() {
            Ok(ty) => match p.ctx().type_kind(ty) {
                TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
                _ => None,
            },
            Err(_) => None,
        };
        let Some((inputs, results)) = function_type else {
            let at = p.current_location();
            return Err(p.emit_error(at, "expected function type"));
        };
        let at = p.current_location();
        p.resolve_operands(&operands, &inputs, at, &mut state.operands)?;
        if results.len() != 1 {
            let at = p.current_location();
            return Err(p.emit_error(at, "expected single return type"));
        }
        state.result_types.extend(results);
        let args: Vec<Argument> = operands
            .into_iter()
            .zip(inputs)
            .map(|(name, ty)| Argument {
                ssa_name: name,
                ty: Some(ty),
                attrs: Vec::new(),
                source_loc: None,
            })
            .collect();
        let body = p.parse_region_shadowing(&args)?;
        state.regions.push(body);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let defs = self.defs(p.ctx());
        p.write(" ");
        p.print_operands(&defs);
        p.write(" : ");
        let inputs = p.ctx().value_types(defs.iter().copied());
        let results = p.ctx().value_types(p.ctx().results(self.id()));
        p.print_functional_type(&inputs, &results);
        let region = self.region(p.ctx());
        p.shadow_region_args(region, &defs);
        p.write(" ");
        p.print_region(region, false, true, false)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::expression(ctx, self)
    }
}

impl ForOpHooks for ForOp {
    /// `%iv = %lb to %ub step %step (: type)? region attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let induction_variable = p.parse_operand()?;
        p.parse_equal()?;
        let lb = p.parse_operand()?;
        p.parse_keyword("to")?;
        let ub = p.parse_operand()?;
        p.parse_keyword("step")?;
        let step = p.parse_operand()?;
        let ty = if p.parse_optional_colon() {
            p.parse_type()?
        } else {
            convert::index(p.ctx())
        };
        for operand in [&lb, &ub, &step] {
            let v = p.resolve_operand(operand, ty)?;
            state.operands.push(v);
        }
        let argument = Argument {
            ssa_name: induction_variable,
            ty: Some(ty),
            attrs: Vec::new(),
            source_loc: None,
        };
        let body = p.parse_region(&[argument])?;
        ForOp::ensure_terminator(p.ctx(), body, state.loc);
        state.regions.push(body);
        p.parse_optional_attr_dict(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (lb, ub, step) = (self.lower_bound(ctx), self.upper_bound(ctx), self.step(ctx));
        let induction_var = self.induction_var(ctx);
        p.write(" ");
        p.print_operand(induction_var);
        p.write(" = ");
        p.print_operand(lb);
        p.write(" to ");
        p.print_operand(ub);
        p.write(" step ");
        p.print_operand(step);
        p.write(" ");
        let ty = p.ctx().value_type(induction_var);
        if !is_index(p.ctx(), ty) {
            p.write(" : ");
            p.print_type(ty);
            p.write(" ");
        }
        p.print_region(self.region(p.ctx()), false, false, false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &[]);
        Ok(())
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::for_regions(ctx, self)
    }

    /// MLIR registers none.
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}

    fn build_lower_bound_upper_bound_step(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bound: Value,
        upper_bound: Value,
        step: Value,
        body_builder: Option<super::ForBodyBuilder<'_>>,
    ) {
        super::builders::for_op(ctx, state, (lower_bound, upper_bound, step), body_builder);
    }
}

impl IfOpHooks for IfOp {
    /// `%cond region (else region)? attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        conditionals::parse_condition(p, state)?;
        conditionals::parse_branches(p, state, IfOp::ensure_terminator)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let cond = self.condition(ctx);
        let regions = (self.then_region(ctx), self.else_region(ctx));
        p.write(" ");
        p.print_operand(cond);
        conditionals::print_branches(p, self.id(), regions, false)
    }

    fn build_cond_value(ctx: &mut Context, state: &mut OperationState, cond: Value) {
        super::builders::if_op(ctx, state, cond, (false, false));
    }

    fn build_add_then_block_add_else_block(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        add_then_block: bool,
        add_else_block: bool,
    ) {
        super::builders::if_op(ctx, state, cond, (add_then_block, add_else_block));
    }

    fn build_with_else_region(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        with_else_region: bool,
    ) {
        super::builders::if_op(ctx, state, cond, (true, with_else_region));
    }

    fn build_cond_value_then_builder_else_builder_region_builder(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        then_builder: Option<super::RegionBuilder<'_>>,
        else_builder: Option<super::RegionBuilder<'_>>,
    ) {
        super::builders::if_op_with_bodies(ctx, state, cond, then_builder, else_builder);
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

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::func(ctx, self)
    }

    fn build_name_type(
        ctx: &mut Context,
        state: &mut OperationState,
        name: String,
        ty: ods_runtime::Type,
        attrs: Vec<(ods_runtime::Symbol, Attribute)>,
        arg_attrs: Vec<Attribute>,
    ) {
        super::builders::func_op(ctx, state, &name, ty, attrs, arg_attrs);
    }
}

impl IncludeOpHooks for IncludeOp {
    /// `<"header">` for a standard include, `"header"` otherwise.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let standard = p.parse_optional_less();
        let include = p.parse_optional_attribute(None)?;
        let Some(include) = include.filter(|&a| ods_runtime::ods::pred::is_string_attr(p.ctx(), a))
        else {
            let at = p.name_location();
            return Err(p.emit_error(at, "expected string attribute"));
        };
        add_attr(p, state, "include", include);
        if standard {
            if !p.parse_optional_greater() {
                let at = p.name_location();
                return Err(p.emit_error(at, "expected trailing '>' for standard include"));
            }
            let unit = convert::unit_attr(p.ctx());
            add_attr(p, state, "is_standard_include", unit);
        }
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let standard = self.is_standard_include(p.ctx());
        let include = self.include(p.ctx()).to_string();
        p.write(" ");
        if standard {
            p.write("<");
        }
        p.write(&format!("\"{include}\""));
        if standard {
            p.write(">");
        }
        Ok(())
    }
}

impl DoOpHooks for DoOp {
    /// `region while region attr-dict-with-keyword`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let body = p.parse_region(&[])?;
        p.parse_keyword("while")?;
        let condition = p.parse_region(&[])?;
        if p.ctx().blocks(body).is_empty() {
            let block = p.ctx().create_block(&[]);
            p.ctx().append_block(body, block);
        }
        state.regions.push(body);
        state.regions.push(condition);
        p.parse_optional_attr_dict_with_keyword(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        p.write(" ");
        p.print_region(self.body_region(p.ctx()), false, true, false)?;
        p.write(" while ");
        p.print_region(self.condition_region(p.ctx()), true, true, false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict_with_keyword(&attrs, &[]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::do_op(ctx, self)
    }
}
