//! The custom assembly of `scf`'s ops, as MLIR's `SCF.cpp` parses and
//! prints them: `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.parallel`, `scf.forall` and `scf.forall.in_parallel`.

use super::values::{constant_int, DYNAMIC};
use crate::conditionals;
use crate::scf::*;
use ods_runtime::asm::{
    Argument, Delimiter, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_index;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, Context, IrResult, OperationState, RegionId, Type, Value};

/// An argument named by `name`, its type given later.
fn argument(name: UnresolvedOperand) -> Argument {
    Argument {
        ssa_name: name,
        ty: None,
        attrs: Vec::new(),
        source_loc: None,
    }
}

/// `<prefix>(%inner = %outer, ...)`, nothing when there are no
/// initializers (MLIR's `printInitializationList`).
fn print_initialization_list(
    p: &mut OpAsmPrinter<'_, '_>,
    block_args: &[Value],
    initializers: &[Value],
    prefix: &str,
) {
    if initializers.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&arg, &init)) in block_args.iter().zip(initializers).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(arg);
        p.write(" = ");
        p.print_operand(init);
    }
    p.write(")");
}

/// The arguments of the entry block of `region` (none when it is empty).
fn entry_args(ctx: &Context, region: RegionId) -> Vec<Value> {
    ctx.blocks(region)
        .first()
        .map_or_else(Vec::new, |&b| ctx.block_args(b))
}

fn index_type(ctx: &mut Context) -> Type {
    convert::index(ctx)
}

/// Adds the inherent or discardable attribute `name` to what is parsed.
fn add_attr(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, name: &str, value: Attribute) {
    let name = p.ctx().symbol(name);
    state.attributes.push((name, value));
}

impl ForOpHooks for ForOp {
    /// `unsigned`? `%iv = %lb to %ub step %step (iter_args(%a = %init, ...)
    /// -> (types))? (: type)? region attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        if p.parse_optional_keyword("unsigned") {
            let unit = convert::unit_attr(p.ctx());
            add_attr(p, state, "unsignedCmp", unit);
        }
        let induction_variable = argument(p.parse_operand()?);
        p.parse_equal()?;
        let lb = p.parse_operand()?;
        p.parse_keyword("to")?;
        let ub = p.parse_operand()?;
        p.parse_keyword("step")?;
        let step = p.parse_operand()?;

        let mut region_args = vec![induction_variable];
        let mut operands = Vec::new();
        let has_iter_args = p.parse_optional_keyword("iter_args");
        if has_iter_args {
            let (args, inits) = p.parse_assignment_list()?;
            region_args.extend(args);
            operands = inits;
            state.result_types = p.parse_arrow_type_list()?;
        }
        if region_args.len() != state.result_types.len() + 1 {
            let at = p.name_location();
            return Err(p.emit_error(
                at,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let ty = if p.parse_optional_colon() {
            p.parse_type()?
        } else {
            index_type(p.ctx())
        };
        region_args[0].ty = Some(ty);
        for (arg, &ty) in region_args[1..].iter_mut().zip(&state.result_types) {
            arg.ty = Some(ty);
        }
        let body = p.parse_region(&region_args)?;
        ForOp::ensure_terminator(p.ctx(), body, state.loc);
        state.regions.push(body);
        // Resolved after the region, as MLIR does, so that an operand named
        // like an argument of the region is a use ahead of its definition
        // (or an undefined value), not the argument.
        for operand in [&lb, &ub, &step] {
            let v = p.resolve_operand(operand, ty)?;
            state.operands.push(v);
        }
        let types = state.result_types.clone();
        for (operand, ty) in operands.iter().zip(types) {
            let v = p.resolve_operand(operand, ty)?;
            state.operands.push(v);
        }
        p.parse_optional_attr_dict(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (lb, ub, step) = (self.lower_bound(ctx), self.upper_bound(ctx), self.step(ctx));
        let inits = self.init_args(ctx);
        let region = self.region(ctx);
        let args = entry_args(ctx, region);
        let unsigned = self.unsigned_cmp(ctx);
        if unsigned {
            p.write(" unsigned");
        }
        p.write(" ");
        p.print_operand(args[0]);
        p.write(" = ");
        p.print_operand(lb);
        p.write(" to ");
        p.print_operand(ub);
        p.write(" step ");
        p.print_operand(step);
        print_initialization_list(p, &args[1..], &inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            let types = p.ctx().value_types(inits.iter().copied());
            p.print_types(&types);
            p.write(")");
        }
        p.write(" ");
        let ty = p.ctx().value_type(args[0]);
        if !is_index(p.ctx(), ty) {
            p.write(" : ");
            p.print_type(ty);
            p.write(" ");
        }
        p.print_region(region, false, !inits.is_empty(), false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["unsignedCmp"]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::for_op(ctx, self)
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::for_op_regions(ctx, self)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::canonicalize::for_op(patterns);
    }

    fn build_lower_bound_upper_bound_step(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bound: Value,
        upper_bound: Value,
        step: Value,
        init_args: Vec<Value>,
        body_builder: Option<super::ForBodyBuilder<'_>>,
        unsigned_cmp: bool,
    ) {
        super::builders::for_op(
            ctx,
            state,
            (lower_bound, upper_bound, step),
            &init_args,
            body_builder,
            unsigned_cmp,
        );
    }
}

impl IfOpHooks for IfOp {
    /// `%cond (-> (types))? region (else region)? attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        conditionals::parse_condition(p, state)?;
        state.result_types = p.parse_optional_arrow_type_list()?;
        conditionals::parse_branches(p, state, IfOp::ensure_terminator)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let cond = self.condition(ctx);
        let results = ctx.results(self.id());
        let regions = (self.then_region(ctx), self.else_region(ctx));
        p.write(" ");
        p.print_operand(cond);
        let print_terminators = !results.is_empty();
        if print_terminators {
            p.write(" -> (");
            let types = p.ctx().value_types(results);
            p.print_types(&types);
            p.write(")");
        }
        conditionals::print_branches(p, self.id(), regions, print_terminators)
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::if_op(ctx, self)
    }

    fn fold(
        self,
        ctx: &mut Context,
        constants: IfOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<ods_runtime::registry::FoldResult>> {
        super::canonicalize::fold_if(ctx, self, constants)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::canonicalize::if_op(patterns);
    }

    /// The types `scf.yield` yields at the end of the then region.
    fn infer_return_types(
        cx: &mut dyn ods_runtime::ods::op::TypeCx,
        state: &OperationState,
    ) -> IrResult<Vec<Type>> {
        super::builders::if_return_types(cx, state)
    }

    fn build_result_types(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        cond: Value,
    ) {
        super::builders::if_op(ctx, state, &result_types, cond, (false, false));
    }

    fn build_add_then_block_add_else_block(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        cond: Value,
        add_then_block: bool,
        add_else_block: bool,
    ) {
        super::builders::if_op(
            ctx,
            state,
            &result_types,
            cond,
            (add_then_block, add_else_block),
        );
    }

    fn build_with_else_region(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        with_else_region: bool,
    ) {
        super::builders::if_op_terminated(ctx, state, &[], cond, with_else_region);
    }

    fn build_result_types_with_else_region(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        cond: Value,
        with_else_region: bool,
    ) {
        super::builders::if_op_terminated(ctx, state, &result_types, cond, with_else_region);
    }

    fn build_cond(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        then_builder: Option<super::RegionBuilder<'_>>,
        else_builder: Option<super::RegionBuilder<'_>>,
    ) {
        super::builders::if_op_with_bodies(ctx, state, cond, then_builder, else_builder);
    }
}

impl WhileOpHooks for WhileOp {
    /// `(assignments)? : function-type region do region attr-dict-with-keyword`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let (mut region_args, operands) = p.parse_optional_assignment_list()?.unwrap_or_default();
        let type_loc = p.current_location();
        p.parse_colon()?;
        let ty = p.parse_type()?;
        let (inputs, results) = match p.ctx().type_kind(ty) {
            ods_runtime::TypeKind::Function { inputs, results } => {
                (inputs.to_vec(), results.to_vec())
            }
            _ => {
                let shown = ods_runtime::asm::printer::type_to_string(p.ctx(), ty);
                return Err(p.emit_error(
                    type_loc,
                    format!("invalid kind of type specified: expected builtin.function, but found '{shown}'"),
                ));
            }
        };
        state.result_types.extend(results);
        if inputs.len() != operands.len() {
            return Err(p.emit_error(
                type_loc,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        let at = p.current_location();
        p.resolve_operands(&operands, &inputs, at, &mut state.operands)?;
        for (arg, &ty) in region_args.iter_mut().zip(&inputs) {
            arg.ty = Some(ty);
        }
        let before = p.parse_region(&region_args)?;
        state.regions.push(before);
        p.parse_keyword("do")?;
        let after = p.parse_region(&[])?;
        state.regions.push(after);
        p.parse_optional_attr_dict_with_keyword(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let inits = self.inits(ctx);
        let (before, after) = (self.before(ctx), self.after(ctx));
        let before_args = entry_args(ctx, before);
        let init_types = ctx.value_types(inits.iter().copied());
        let result_types = ctx.value_types(ctx.results(self.id()));
        print_initialization_list(p, &before_args, &inits, " ");
        p.write(" : ");
        p.print_functional_type(&init_types, &result_types);
        p.write(" ");
        p.print_region(before, false, true, false)?;
        p.write(" do ");
        p.print_region(after, true, true, false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict_with_keyword(&attrs, &[]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::while_op(ctx, self)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::canonicalize::while_op(patterns);
    }

    fn build_before_builder_after_builder(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        inits: Vec<Value>,
        before_builder: Option<super::BodyBuilder<'_>>,
        after_builder: Option<super::BodyBuilder<'_>>,
    ) {
        super::builders::while_op(
            ctx,
            state,
            &result_types,
            &inits,
            before_builder,
            after_builder,
        );
    }
}

impl ExecuteRegionOpHooks for ExecuteRegionOp {
    /// `(-> types)? no_inline? region attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        state.result_types = p.parse_optional_arrow_type_list()?;
        if p.parse_optional_keyword("no_inline") {
            let unit = convert::unit_attr(p.ctx());
            add_attr(p, state, "no_inline", unit);
        }
        let body = p.parse_region(&[])?;
        state.regions.push(body);
        p.parse_optional_attr_dict(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let types = ctx.value_types(ctx.results(self.id()));
        let no_inline = self.no_inline(ctx);
        let region = self.region(ctx);
        p.print_optional_arrow_type_list(&types);
        if no_inline {
            p.write(" no_inline");
        }
        p.write(" ");
        p.print_region(region, false, true, false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["no_inline"]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::execute_region(ctx, self)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::canonicalize::execute_region(patterns);
    }
}

impl ParallelOpHooks for ParallelOp {
    /// `(%ivs) = (lbs) to (ubs) step (steps) (init (inits))? (-> types)?
    /// region attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
        let index = index_type(p.ctx());
        p.parse_equal()?;
        let lower = p.parse_operand_list(Delimiter::Paren, Some(ivs.len()))?;
        p.resolve_operands_with_type(&lower, index, &mut state.operands)?;
        p.parse_keyword("to")?;
        let upper = p.parse_operand_list(Delimiter::Paren, Some(ivs.len()))?;
        p.resolve_operands_with_type(&upper, index, &mut state.operands)?;
        p.parse_keyword("step")?;
        let steps = p.parse_operand_list(Delimiter::Paren, Some(ivs.len()))?;
        p.resolve_operands_with_type(&steps, index, &mut state.operands)?;
        let init_vals = if p.parse_optional_keyword("init") {
            p.parse_operand_list(Delimiter::Paren, None)?
        } else {
            Vec::new()
        };
        state.result_types = p.parse_optional_arrow_type_list()?;
        for iv in &mut ivs {
            iv.ty = Some(index);
        }
        let body = p.parse_region(&ivs)?;
        state.regions.push(body);
        let sizes = [lower.len(), upper.len(), steps.len(), init_vals.len()].map(|n| n as i32);
        let sizes = convert::dense_i32_array(p.ctx(), &sizes);
        add_attr(p, state, "operandSegmentSizes", sizes);
        p.parse_optional_attr_dict(state)?;
        let at = p.name_location();
        let types = state.result_types.clone();
        p.resolve_operands(&init_vals, &types, at, &mut state.operands)?;
        ParallelOp::ensure_terminator(p.ctx(), body, state.loc);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let region = self.region(ctx);
        let ivs = entry_args(ctx, region);
        let (lbs, ubs, steps) = (self.lower_bound(ctx), self.upper_bound(ctx), self.step(ctx));
        let inits = self.init_vals(ctx);
        let types = ctx.value_types(ctx.results(self.id()));
        for (text, values) in [
            (" (", &ivs),
            (") = (", &lbs),
            (") to (", &ubs),
            (") step (", &steps),
        ] {
            p.write(text);
            p.print_operands(values);
        }
        p.write(")");
        if !inits.is_empty() {
            p.write(" init (");
            p.print_operands(&inits);
            p.write(")");
        }
        p.print_optional_arrow_type_list(&types);
        p.write(" ");
        p.print_region(region, false, true, false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::parallel_op(ctx, self)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::canonicalize::parallel_op(patterns);
    }

    fn build_init_vals(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bounds: Vec<Value>,
        upper_bounds: Vec<Value>,
        steps: Vec<Value>,
        init_vals: Vec<Value>,
        body_builder_fn: Option<super::ParallelBodyBuilder<'_>>,
    ) {
        super::builders::parallel_op(
            ctx,
            state,
            [&lower_bounds, &upper_bounds, &steps],
            &init_vals,
            body_builder_fn,
        );
    }

    fn build_lower_bounds_upper_bounds_steps(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bounds: Vec<Value>,
        upper_bounds: Vec<Value>,
        steps: Vec<Value>,
        body_builder_fn: Option<super::BodyBuilder<'_>>,
    ) {
        let wrapped = body_builder_fn.map(|f| {
            move |ctx: &mut Context,
                  b: ods_runtime::OpBuilder,
                  loc: Attribute,
                  ivs: &[Value],
                  _: &[Value]| { f(ctx, b, loc, ivs) }
        });
        let mut wrapped = wrapped;
        let wrapped = wrapped
            .as_mut()
            .map(|f| f as super::ParallelBodyBuilder<'_>);
        super::builders::parallel_op(
            ctx,
            state,
            [&lower_bounds, &upper_bounds, &steps],
            &[],
            wrapped,
        );
    }
}

/// `(elements)`: integers and operands; an operand stands for
/// [`DYNAMIC`] in the static list (MLIR's `parseDynamicIndexList`).
fn parse_dynamic_index_list(
    p: &mut OpAsmParser<'_, '_>,
) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let (mut values, mut integers) = (Vec::new(), Vec::new());
    p.parse_lparen()?;
    if !p.parse_optional_rparen() {
        loop {
            match p.parse_optional_operand()? {
                Some(v) => {
                    values.push(v);
                    integers.push(DYNAMIC);
                }
                None => integers.push(p.parse_integer::<i64>()?),
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    Ok((values, integers))
}

/// `(elements)`, each static value or the next operand for a dynamic one
/// (MLIR's `printDynamicIndexList`).
fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_, '_>, values: &[Value], integers: &[i64]) {
    p.write("(");
    let mut dynamic = values.iter();
    for (i, &integer) in integers.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if integer != DYNAMIC {
            p.write(&integer.to_string());
        } else if let Some(&v) = dynamic.next() {
            p.print_operand(v);
        }
    }
    p.write(")");
}

/// A static value, or the constant of the next dynamic operand.
fn mixed(ctx: &Context, statics: &[i64], dynamics: &[Value]) -> Vec<Option<i64>> {
    let mut dynamic = dynamics.iter();
    statics
        .iter()
        .map(|&s| match s {
            DYNAMIC => dynamic.next().and_then(|&v| constant_int(ctx, v)),
            s => Some(s),
        })
        .collect()
}

impl ForallOpHooks for ForallOp {
    /// `(%ivs) in (ubs)` or `(%ivs) = (lbs) to (ubs) step (steps)`, then
    /// `(shared_outs(%o = %init, ...) (-> types)?)? region attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let index = index_type(p.ctx());
        let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
        let (mut dynamic_lbs, mut dynamic_steps) = (Vec::new(), Vec::new());
        let (static_lbs, static_ubs, static_steps, dynamic_ubs);
        if p.parse_optional_keyword("in") {
            let (values, integers) = parse_dynamic_index_list(p)?;
            p.resolve_operands_with_type(&values, index, &mut state.operands)?;
            dynamic_ubs = values;
            static_ubs = integers;
            static_lbs = vec![0; ivs.len()];
            static_steps = vec![1; ivs.len()];
        } else {
            p.parse_equal()?;
            let (values, integers) = parse_dynamic_index_list(p)?;
            p.resolve_operands_with_type(&values, index, &mut state.operands)?;
            (dynamic_lbs, static_lbs) = (values, integers);
            p.parse_keyword("to")?;
            let (values, integers) = parse_dynamic_index_list(p)?;
            p.resolve_operands_with_type(&values, index, &mut state.operands)?;
            (dynamic_ubs, static_ubs) = (values, integers);
            p.parse_keyword("step")?;
            let (values, integers) = parse_dynamic_index_list(p)?;
            p.resolve_operands_with_type(&values, index, &mut state.operands)?;
            (dynamic_steps, static_steps) = (values, integers);
        }
        let mut region_out_args = Vec::new();
        let mut out_operands = Vec::new();
        let outs_loc = p.current_location();
        if p.parse_optional_keyword("shared_outs") {
            let (args, operands) = p.parse_assignment_list()?;
            region_out_args = args;
            out_operands = operands;
            state.result_types = p.parse_optional_arrow_type_list()?;
            let types = state.result_types.clone();
            p.resolve_operands(&out_operands, &types, outs_loc, &mut state.operands)?;
        }
        for iv in &mut ivs {
            iv.ty = Some(index);
        }
        for (arg, &ty) in region_out_args.iter_mut().zip(&state.result_types) {
            arg.ty = Some(ty);
        }
        ivs.extend(region_out_args);
        let region = p.parse_region(&ivs)?;
        super::builders::forall_ensure_terminator(p.ctx(), region, state.loc);
        state.regions.push(region);
        p.parse_optional_attr_dict(state)?;
        for (name, values) in [
            ("staticLowerBound", &static_lbs),
            ("staticUpperBound", &static_ubs),
            ("staticStep", &static_steps),
        ] {
            let attr = convert::dense_i64_array(p.ctx(), values);
            add_attr(p, state, name, attr);
        }
        let sizes = [
            dynamic_lbs.len(),
            dynamic_ubs.len(),
            dynamic_steps.len(),
            out_operands.len(),
        ]
        .map(|n| n as i32);
        let sizes = convert::dense_i32_array(p.ctx(), &sizes);
        add_attr(p, state, "operandSegmentSizes", sizes);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let rank = self.rank(ctx);
        let region = self.region(ctx);
        let args = entry_args(ctx, region);
        let (ivs, out_args) = args.split_at(rank.min(args.len()));
        let (dyn_lbs, dyn_ubs, dyn_steps) = (
            self.dynamic_lower_bound(ctx),
            self.dynamic_upper_bound(ctx),
            self.dynamic_step(ctx),
        );
        let (lbs, ubs, steps) = (
            self.static_lower_bound(ctx).to_vec(),
            self.static_upper_bound(ctx).to_vec(),
            self.static_step(ctx).to_vec(),
        );
        let normalized = mixed(ctx, &lbs, &dyn_lbs).iter().all(|&c| c == Some(0))
            && mixed(ctx, &steps, &dyn_steps).iter().all(|&c| c == Some(1));
        let outputs = self.outputs(ctx);
        let result_types = ctx.value_types(ctx.results(self.id()));
        let (ivs, out_args) = (ivs.to_vec(), out_args.to_vec());
        p.write(" (");
        p.print_operands(&ivs);
        if normalized {
            p.write(") in ");
            print_dynamic_index_list(p, &dyn_ubs, &ubs);
        } else {
            p.write(") = ");
            print_dynamic_index_list(p, &dyn_lbs, &lbs);
            p.write(" to ");
            print_dynamic_index_list(p, &dyn_ubs, &ubs);
            p.write(" step ");
            print_dynamic_index_list(p, &dyn_steps, &steps);
        }
        print_initialization_list(p, &out_args, &outputs, " shared_outs");
        p.write(" ");
        if !out_args.is_empty() {
            p.write("-> (");
            p.print_types(&result_types);
            p.write(") ");
        }
        p.print_region(region, false, !result_types.is_empty(), false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(
            &attrs,
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
        );
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::forall_op(ctx, self)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::canonicalize::forall_op(patterns);
    }

    fn build_lbs_steps(
        ctx: &mut Context,
        state: &mut OperationState,
        lbs: &[ods_runtime::registry::FoldResult],
        ubs: &[ods_runtime::registry::FoldResult],
        steps: &[ods_runtime::registry::FoldResult],
        outputs: Vec<Value>,
        mapping: Option<Attribute>,
        body_builder_fn: Option<super::BodyBuilder<'_>>,
    ) {
        super::builders::forall_op(
            ctx,
            state,
            [lbs, ubs, steps],
            &outputs,
            mapping,
            body_builder_fn,
        );
    }

    fn build_ubs_outputs_mapping(
        ctx: &mut Context,
        state: &mut OperationState,
        ubs: &[ods_runtime::registry::FoldResult],
        outputs: Vec<Value>,
        mapping: Option<Attribute>,
        body_builder_fn: Option<super::BodyBuilder<'_>>,
    ) {
        let zero = convert::index_attr(ctx, 0);
        let one = convert::index_attr(ctx, 1);
        let lbs = vec![ods_runtime::registry::FoldResult::Attr(zero); ubs.len()];
        let steps = vec![ods_runtime::registry::FoldResult::Attr(one); ubs.len()];
        super::builders::forall_op(
            ctx,
            state,
            [&lbs, ubs, &steps],
            &outputs,
            mapping,
            body_builder_fn,
        );
    }
}

impl InParallelOpHooks for InParallelOp {
    /// `region attr-dict`; an empty region gets its block.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let region = p.parse_region(&[])?;
        p.ensure_block(region)?;
        state.regions.push(region);
        p.parse_optional_attr_dict(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let region = self.region(p.ctx());
        p.write(" ");
        p.print_region(region, false, false, false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &[]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify::in_parallel(ctx, self)
    }

    fn build_empty(ctx: &mut Context, state: &mut OperationState) {
        let region = ctx.create_region();
        let block = ctx.create_block(&[]);
        ctx.append_block(region, block);
        state.regions.push(region);
    }
}
