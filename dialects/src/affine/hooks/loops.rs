//! The custom assembly and hooks of the ops with regions: `affine.for`
//! (bounds that are a constant, a symbol, or a map with `max`/`min`),
//! `affine.if` (an integer set) and `affine.parallel` (bounds grouped by
//! dimension).

use super::asm::*;
use super::builders::{self, ForBodyBuilder};
use super::maps::{self, Shape};
use super::verify;
use crate::affine::*;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{
    AffineExpr, AttrKind, Attribute, Context, IrResult, OperationState, RegionId, Type, Value,
};

/// The arguments of the entry block of `region` (none when it is empty).
fn entry_args(ctx: &Context, region: RegionId) -> Vec<Value> {
    ctx.blocks(region)
        .first()
        .map_or_else(Vec::new, |&b| ctx.block_args(b))
}

// ----- affine.for ---------------------------------------------------------------

/// A loop bound (MLIR's `parseBound`): `max`/`min` then a map with its
/// operands, an SSA value (the symbol identity map of it), or an integer
/// (a constant map). Adds the map as `name`; the number of operands read.
fn parse_bound(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    lower: bool,
) -> PResult<usize> {
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let prefixed = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let operands = p.parse_operand_list(Delimiter::None, None)?;
    if !operands.is_empty() {
        if operands.len() > 1 {
            let at = p.name_location();
            return Err(p.emit_error(at, "expected only one loop bound operand"));
        }
        resolve_indices(p, &operands, state)?;
        let map = maps::affine_map(p.ctx(), 0, 1, vec![AffineExpr::Symbol(0)]);
        add_attr(p, state, name, map);
        return Ok(1);
    }
    let attr_at = p.current_location();
    let index = convert::index(p.ctx());
    let bound = p.parse_attribute(Some(index))?;
    match p.ctx().attr_kind(bound) {
        AttrKind::AffineMap { .. } => {
            add_attr(p, state, name, bound);
            let before = state.operands.len();
            let num_dims = parse_dim_and_symbol_list(p, state)?;
            let shape = Shape::of(p.ctx(), bound);
            let at = p.name_location();
            if shape.dims != num_dims {
                return Err(
                    p.emit_error(at, "dim operand count and affine map dim count must match")
                );
            }
            let read = state.operands.len() - before;
            if shape.inputs() != read {
                return Err(p.emit_error(
                    at,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if shape.results > 1 && !prefixed {
                let message = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.emit_error(attr_at, message));
            }
            Ok(read)
        }
        AttrKind::Integer { .. } => {
            let value = convert::as_i64(p.ctx(), bound);
            let map = maps::affine_map(p.ctx(), 0, 0, vec![AffineExpr::Constant(value)]);
            add_attr(p, state, name, map);
            Ok(0)
        }
        _ => {
            let at = p.name_location();
            Err(p.emit_error(
                at,
                "expected valid affine map representation for loop bounds",
            ))
        }
    }
}

/// A loop bound printed (MLIR's `printBound`): a constant or a lone symbol
/// bare, a map of several results after `max`/`min`, any other map with
/// its operands.
fn print_bound(p: &mut OpAsmPrinter<'_, '_>, map: Attribute, operands: &[Value], prefix: &str) {
    let shape = Shape::of(p.ctx(), map);
    if shape.results == 1 {
        match maps::results(p.ctx(), map)[0] {
            AffineExpr::Constant(c) if shape.inputs() == 0 => {
                p.write(&c.to_string());
                return;
            }
            AffineExpr::Symbol(_) if shape.dims == 0 && shape.symbols == 1 => {
                p.print_operand(operands[0]);
                return;
            }
            _ => {}
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    print_map_and_operands(p, map, operands);
}

impl AffineForOpHooks for AffineForOp {
    /// `%iv = lower to upper (step n)? (iter_args(%a = %init, ...) ->
    /// (types))? region attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let index = convert::index(p.ctx());
        let mut induction_variable = p.parse_argument(false, false)?;
        induction_variable.ty = Some(index);
        p.parse_equal()?;
        let num_lower = parse_bound(p, state, true)?;
        if !p.parse_optional_keyword("to") {
            let at = p.current_location();
            return Err(p.emit_error(at, "expected 'to' between bounds"));
        }
        let num_upper = parse_bound(p, state, false)?;
        let step = if p.parse_optional_keyword("step") {
            let at = p.current_location();
            let step = p.parse_attribute(Some(index))?;
            let Some(value) = convert::try_int::<i64>(p.ctx(), step) else {
                return Err(p.emit_error(at, "invalid kind of attribute specified"));
            };
            if value < 0 {
                return Err(p.emit_error(
                    at,
                    "expected step to be representable as a positive signed integer",
                ));
            }
            step
        } else {
            convert::index_attr(p.ctx(), 1)
        };
        add_attr(p, state, "step", step);
        let mut region_args = vec![induction_variable];
        let mut inits = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            let (args, operands) = p.parse_assignment_list()?;
            region_args.extend(args);
            inits = operands;
            state.result_types = p.parse_arrow_type_list()?;
            for ((arg, init), &ty) in region_args[1..]
                .iter_mut()
                .zip(&inits)
                .zip(&state.result_types.clone())
            {
                arg.ty = Some(ty);
                let v = p.resolve_operand(init, ty)?;
                state.operands.push(v);
            }
        }
        let sizes = [num_lower, num_upper, inits.len()].map(|n| n as i32);
        let sizes = convert::dense_i32_array(p.ctx(), &sizes);
        add_attr(p, state, "operandSegmentSizes", sizes);
        if region_args.len() != state.result_types.len() + 1 {
            let at = p.name_location();
            return Err(p.emit_error(
                at,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let body = p.parse_region(&region_args)?;
        AffineForOp::ensure_terminator(p.ctx(), body, state.loc);
        state.regions.push(body);
        p.parse_optional_attr_dict(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let region = self.region(ctx);
        let args = entry_args(ctx, region);
        let (lower, upper) = (self.lower_bound_map(ctx), self.upper_bound_map(ctx));
        let (lower_operands, upper_operands) = (
            self.lower_bound_operands(ctx),
            self.upper_bound_operands(ctx),
        );
        let step = self.step(ctx);
        let inits = self.inits(ctx);
        let types = ctx.value_types(ctx.results(self.id()));
        p.write(" ");
        p.print_region_argument(args[0], &[], true);
        p.write(" = ");
        print_bound(p, lower, &lower_operands, "max");
        p.write(" to ");
        print_bound(p, upper, &upper_operands, "min");
        if step != 1 {
            p.write(&format!(" step {step}"));
        }
        if !inits.is_empty() {
            p.write(" iter_args(");
            for (i, (&arg, &init)) in args[1..].iter().zip(&inits).enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_operand(arg);
                p.write(" = ");
                p.print_operand(init);
            }
            p.write(") -> (");
            p.print_types(&types);
            p.write(")");
        }
        p.write(" ");
        p.print_region(region, false, !inits.is_empty(), false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(
            &attrs,
            &[
                "lowerBoundMap",
                "upperBoundMap",
                "step",
                "operandSegmentSizes",
            ],
        );
        Ok(())
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::for_op(ctx, self)
    }

    /// Its bounds folded and canonicalized in place; to its inits when it
    /// never runs, to what it yields when empty (see `for_fold`).
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: AffineForOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        super::for_fold::fold_for(ctx, self, &adaptor)
    }

    fn build_lower_bound_upper_bound(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bound: i64,
        upper_bound: i64,
        step: i64,
        iter_args: Vec<Value>,
        body_builder: Option<ForBodyBuilder<'_>>,
    ) {
        let bounds = (lower_bound, upper_bound, step);
        builders::for_op_constant(ctx, state, bounds, &iter_args, body_builder);
    }

    #[allow(clippy::too_many_arguments)]
    fn build_lb_operands_lb_map_ub_operands_ub_map(
        ctx: &mut Context,
        state: &mut OperationState,
        lb_operands: Vec<Value>,
        lb_map: Attribute,
        ub_operands: Vec<Value>,
        ub_map: Attribute,
        step: i64,
        iter_args: Vec<Value>,
        body_builder: Option<ForBodyBuilder<'_>>,
    ) {
        let (lower, upper) = ((&lb_operands[..], lb_map), (&ub_operands[..], ub_map));
        builders::for_op(ctx, state, lower, upper, step, &iter_args, body_builder);
    }
}

// ----- affine.if ----------------------------------------------------------------

impl AffineIfOpHooks for AffineIfOp {
    /// `set (%dims)[%symbols] (-> types)? region (else region)? attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let set = parse_integer_set_attr(p)?;
        add_attr(p, state, "condition", set);
        let num_dims = parse_dim_and_symbol_list(p, state)?;
        let shape = Shape::of(p.ctx(), set);
        let at = p.name_location();
        if shape.dims != num_dims {
            return Err(p.emit_error(at, "dim operand count and integer set dim count must match"));
        }
        if shape.inputs() != state.operands.len() {
            return Err(p.emit_error(
                at,
                "symbol operand count and integer set symbol count must match",
            ));
        }
        state.result_types = p.parse_optional_arrow_type_list()?;
        let then_region = p.parse_region(&[])?;
        AffineIfOp::ensure_terminator(p.ctx(), then_region, state.loc);
        state.regions.push(then_region);
        let else_region = if p.parse_optional_keyword("else") {
            let region = p.parse_region(&[])?;
            AffineIfOp::ensure_terminator(p.ctx(), region, state.loc);
            region
        } else {
            p.ctx().create_region()
        };
        state.regions.push(else_region);
        p.parse_optional_attr_dict(state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let set = self.condition(ctx);
        let operands = ctx.operands(self.id()).to_vec();
        let types = ctx.value_types(ctx.results(self.id()));
        let (then_region, else_region) = (self.then_region(ctx), self.else_region(ctx));
        let has_else = !ctx.blocks(else_region).is_empty();
        p.write(" ");
        print_map_and_operands(p, set, &operands);
        p.print_optional_arrow_type_list(&types);
        p.write(" ");
        p.print_region(then_region, false, !types.is_empty(), false)?;
        if has_else {
            p.write(" else ");
            p.print_region(else_region, false, !types.is_empty(), false)?;
        }
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["condition"]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::if_op(ctx, self)
    }

    /// Its condition composed and canonicalized in place (see `if_fold`).
    fn fold(
        self,
        ctx: &mut Context,
        _: AffineIfOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        super::if_fold::fold_if(ctx, self)
    }

    /// A dead else block goes, a trivial condition picks its block (see
    /// `if_fold`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<AffineIfOp>(super::if_fold::simplify_dead_else);
        patterns.add_op_fn::<AffineIfOp>(super::if_fold::always_true_or_false);
    }

    fn build_set_args_with_else_region(
        ctx: &mut Context,
        state: &mut OperationState,
        set: Attribute,
        args: Vec<Value>,
        with_else_region: bool,
    ) {
        builders::if_op(ctx, state, &[], (set, &args), with_else_region);
    }

    fn build_result_types(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        set: Attribute,
        args: Vec<Value>,
        with_else_region: bool,
    ) {
        builders::if_op(ctx, state, &result_types, (set, &args), with_else_region);
    }
}

// ----- affine.parallel ------------------------------------------------------------

/// The bounds of `affine.parallel` (MLIR's `parseAffineMapWithMinMax`):
/// `(b, max(b, ...), ...)`, each bound an affine expression of SSA ids or
/// a group of them after `max` (`min` for the upper bounds). Adds the map
/// of all the bounds, over their operands deduplicated, and the number of
/// expressions of each group.
fn parse_min_max_bounds(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    lower: bool,
) -> PResult<()> {
    let (map_name, groups_name, keyword) = if lower {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    } else {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    };
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        let empty = maps::affine_map(p.ctx(), 0, 0, Vec::new());
        add_attr(p, state, map_name, empty);
        let groups = builders::i32_tensor(p.ctx(), &[]);
        add_attr(p, state, groups_name, groups);
        return Ok(());
    }
    // Each expression with the operands of its dimensions and symbols.
    let mut flat = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.parse_optional_keyword(keyword) {
            let (map, operands) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
            let shape = Shape::of(p.ctx(), map);
            let (dims, symbols) = operands.split_at(shape.dims);
            for e in maps::results(p.ctx(), map) {
                flat.push((e.clone(), dims.to_vec(), symbols.to_vec()));
            }
            groups.push(shape.results as i32);
        } else {
            let (e, dims, symbols) = p.parse_affine_expr_of_ssa_ids()?;
            flat.push((e, dims, symbols));
            groups.push(1);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    // Each expression's dimensions and symbols renumbered to the operands
    // deduplicated across all of them.
    let index = convert::index(p.ctx());
    let (mut dim_values, mut symbol_values) = (Vec::<Value>::new(), Vec::<Value>::new());
    let mut exprs = Vec::new();
    for (e, dims, symbols) in flat {
        let mut renumber = |operands: &[ods_runtime::asm::UnresolvedOperand],
                            unique: &mut Vec<Value>,
                            make: fn(u32) -> AffineExpr|
         -> PResult<Vec<AffineExpr>> {
            let mut replacements = Vec::new();
            for operand in operands {
                let v = p.resolve_operand(operand, index)?;
                let position = unique.iter().position(|&u| u == v).unwrap_or_else(|| {
                    unique.push(v);
                    unique.len() - 1
                });
                replacements.push(make(position as u32));
            }
            Ok(replacements)
        };
        let dims = renumber(&dims, &mut dim_values, AffineExpr::Dim)?;
        let symbols = renumber(&symbols, &mut symbol_values, AffineExpr::Symbol)?;
        exprs.push(e.replace_dims_and_symbols(&dims, &symbols));
    }
    let map = maps::affine_map(p.ctx(), dim_values.len(), symbol_values.len(), exprs);
    state.operands.extend(dim_values);
    state.operands.extend(symbol_values);
    add_attr(p, state, map_name, map);
    let groups = builders::i32_tensor(p.ctx(), &groups);
    add_attr(p, state, groups_name, groups);
    Ok(())
}

/// The bounds of `affine.parallel` printed (MLIR's `printMinMaxBound`):
/// a group of one expression as it is, a larger one after `max` or `min`.
fn print_min_max_bounds(
    p: &mut OpAsmPrinter<'_, '_>,
    map: Attribute,
    groups: &[i32],
    operands: &[Value],
    keyword: &str,
) {
    let shape = Shape::of(p.ctx(), map);
    let results = maps::results(p.ctx(), map).to_vec();
    let mut start = 0;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = size.max(0) as usize;
        let end = (start + size).min(results.len());
        let group = &results[start..end];
        if size == 1 {
            p.print_affine_exprs_of_ssa_ids(group, shape.dims, operands);
        } else {
            p.write(keyword);
            p.write("(");
            p.print_affine_exprs_of_ssa_ids(group, shape.dims, operands);
            p.write(")");
        }
        start = end;
    }
}

impl AffineParallelOpHooks for AffineParallelOp {
    /// `(%ivs) = (lower bounds) to (upper bounds) (step (steps))? (reduce
    /// ("kind", ...) -> (types))? region attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
        p.parse_equal()?;
        parse_min_max_bounds(p, state, true)?;
        p.parse_keyword("to")?;
        parse_min_max_bounds(p, state, false)?;
        let steps = if p.parse_optional_keyword("step") {
            let (map, _) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
            let mut steps = Vec::new();
            for e in maps::results(p.ctx(), map) {
                let AffineExpr::Constant(c) = e else {
                    let at = p.name_location();
                    return Err(p.emit_error(at, "steps must be constant integers"));
                };
                steps.push(*c);
            }
            steps
        } else {
            vec![1; ivs.len()]
        };
        let steps = convert::i64_array_attr(p.ctx(), &steps);
        add_attr(p, state, "steps", steps);
        let mut reductions = Vec::new();
        if p.parse_optional_keyword("reduce") {
            p.parse_lparen()?;
            loop {
                // Any attribute parses here; it must be a string (MLIR's
                // typed `parseAttribute` of a `StringAttr`).
                let at = p.current_location();
                let none = convert::none(p.ctx());
                let attr = p.parse_attribute(Some(none))?;
                let Some(name) = convert::try_str(p.ctx(), attr).map(str::to_string) else {
                    return Err(p.emit_error(at, "invalid kind of attribute specified"));
                };
                let Some(kind) = crate::arith::AtomicRMWKind::symbolize(&name) else {
                    let mut shown = String::from("\"");
                    ods_runtime::asm::escape::escape_into(&mut shown, name.as_bytes());
                    shown.push('"');
                    return Err(p.emit_error(at, format!("invalid reduction value: {shown}")));
                };
                reductions.push(convert::i64_attr(p.ctx(), kind.to_int() as i64));
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_rparen()?;
        }
        let reductions = convert::array_attr(p.ctx(), reductions);
        add_attr(p, state, "reductions", reductions);
        state.result_types = p.parse_optional_arrow_type_list()?;
        let index = convert::index(p.ctx());
        for iv in &mut ivs {
            iv.ty = Some(index);
        }
        let body = p.parse_region(&ivs)?;
        p.parse_optional_attr_dict(state)?;
        AffineParallelOp::ensure_terminator(p.ctx(), body, state.loc);
        state.regions.push(body);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let region = self.region(ctx);
        let ivs = entry_args(ctx, region);
        let (lower, upper) = (self.lower_bounds_map(ctx), self.upper_bounds_map(ctx));
        let lower_groups = self.lower_bounds_groups(ctx);
        let upper_groups = self.upper_bounds_groups(ctx);
        let lower_groups = maps::group_sizes(ctx, lower_groups);
        let upper_groups = maps::group_sizes(ctx, upper_groups);
        let operands = self.map_operands(ctx);
        let num_lower = Shape::of(ctx, lower).inputs().min(operands.len());
        let (lower_operands, upper_operands) = operands.split_at(num_lower);
        let steps = self.steps(ctx);
        let reductions = convert::as_array(ctx, self.reductions(ctx)).to_vec();
        let types = ctx.value_types(ctx.results(self.id()));
        p.write(" (");
        p.print_operands(&ivs);
        p.write(") = (");
        print_min_max_bounds(p, lower, &lower_groups, lower_operands, "max");
        p.write(") to (");
        print_min_max_bounds(p, upper, &upper_groups, upper_operands, "min");
        p.write(")");
        if steps.iter().any(|&s| s != 1) {
            let steps: Vec<String> = steps.iter().map(i64::to_string).collect();
            p.write(&format!(" step ({})", steps.join(", ")));
        }
        if !types.is_empty() {
            p.write(" reduce (");
            for (i, &r) in reductions.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                let kind = convert::try_int::<u64>(p.ctx(), r)
                    .and_then(crate::arith::AtomicRMWKind::from_int)
                    .map_or("", |k| k.stringify());
                p.write(&format!("\"{kind}\""));
            }
            p.write(") -> (");
            p.print_types(&types);
            p.write(")");
        }
        p.write(" ");
        p.print_region(region, false, !types.is_empty(), false)?;
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(
            &attrs,
            &[
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ],
        );
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::parallel(ctx, self)
    }

    /// Its bound maps composed and canonicalized in place (see
    /// `parallel_fold`).
    fn fold(
        self,
        ctx: &mut Context,
        _: AffineParallelOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        super::parallel_fold::fold_parallel(ctx, self)
    }

    fn build_ranges(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        reductions: &[crate::arith::AtomicRMWKind],
        ranges: Vec<i64>,
    ) {
        builders::parallel_ranges(ctx, state, &result_types, reductions, &ranges);
    }

    #[allow(clippy::too_many_arguments)]
    fn build_lb_maps_lb_args_ub_maps_ub_args(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        reductions: &[crate::arith::AtomicRMWKind],
        lb_maps: &[Attribute],
        lb_args: Vec<Value>,
        ub_maps: &[Attribute],
        ub_args: Vec<Value>,
        steps: Vec<i64>,
    ) {
        let (lower, upper) = ((lb_maps, &lb_args[..]), (ub_maps, &ub_args[..]));
        builders::parallel(ctx, state, &result_types, reductions, lower, upper, &steps);
    }
}
