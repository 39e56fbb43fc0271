//! `bufferization-lower-deallocations` (MLIR's `LowerDeallocations.cpp`):
//! each `bufferization.dealloc` becomes `memref.dealloc`s guarded by
//! `scf.if`s. One memref without retained values is deallocated under its
//! condition; one memref with retained values compares base pointers
//! inline; more memrefs call a helper function, built once per symbol
//! table, that checks all of them in loops (so code grows linearly). Its
//! loads and stores say `nontemporal = false`, as MLIR's builders do.

use super::{
    LowerDeallocationsPass, LowerDeallocationsPassOptions, LowerDeallocationsPassStatistics,
};
use crate::arith::{AndIOp, CmpIOp, CmpIPredicate, ConstantOp, OrIOp, XOrIOp};
use crate::bufferization::DeallocOp;
use crate::func::{CallOp, FuncOp, ReturnOp};
use crate::memref::{
    self, AllocOp, CastOp, DimOp, ExtractAlignedPointerAsIndexOp, LoadOp, StoreOp,
};
use crate::scf::{ForOp, IfOp, YieldOp};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversionPattern,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::FunctionOpInterface;
use ods_runtime::interfaces::symbols::{is_symbol_table, lookup_symbol_in, nearest_symbol_table};
use ods_runtime::ods::convert::{bool_attr, function, index, index_attr, integer};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::pass::PassFailure;
use ods_runtime::verify::with_current_op;
use ods_runtime::{
    Attribute, BlockId, Builder, Context, IrResult, OpBuilder, OpCreator, OpId, Type, Value,
};
use std::collections::HashMap;
use std::ops::Deref;

/// The helper function of each symbol table, by the table's op (MLIR's
/// `DeallocHelperMap`).
pub type DeallocHelperMap = HashMap<OpId, FuncOp>;

/// The implementation of `bufferization-lower-deallocations`.
#[derive(Debug, Default)]
pub struct LowerDeallocations;

impl LowerDeallocationsPass for LowerDeallocations {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &LowerDeallocationsPassOptions,
        _: &mut LowerDeallocationsPassStatistics,
    ) -> Result<(), PassFailure> {
        let is_module = ctx.op_name_str(op) == "builtin.module";
        if !is_module && FunctionOpInterface::try_from(ctx, op).is_none() {
            let loc = ctx.op_loc(op);
            let message = "root operation must be a builtin.module or a function";
            return Err(Diagnostic::error(loc, message).into());
        }
        let mut helpers = DeallocHelperMap::new();
        if is_module {
            let mut deallocs = Vec::new();
            ctx.walk(op, ods_runtime::WalkOrder::PostOrder, &mut |o| {
                if DeallocOp::cast(ctx, o).is_some() {
                    deallocs.push(o);
                }
            });
            for dealloc in deallocs {
                let table = nearest_symbol_table(ctx, dealloc);
                let many = DeallocOp::from_id_unchecked(dealloc).memrefs(ctx).len() > 1;
                if let Some(table) = table.filter(|t| many && !helpers.contains_key(t)) {
                    let loc = ctx.op_loc(op);
                    let helper = build_deallocation_library_function(ctx, loc, table);
                    helpers.insert(table, helper);
                }
            }
        }
        let mut patterns = ConversionPatternSet::new();
        populate_bufferization_dealloc_lowering_pattern(&mut patterns, helpers);
        let mut target = ConversionTarget::new();
        for dialect in ["memref", "arith", "scf", "func"] {
            target.add_legal_dialect(dialect);
        }
        target.add_illegal_op(DeallocOp::NAME);
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}

/// Adds the lowering of `bufferization.dealloc`, which calls the helpers
/// of `helpers` in the general case (MLIR's
/// `populateBufferizationDeallocLoweringPattern`).
pub fn populate_bufferization_dealloc_lowering_pattern(
    patterns: &mut ConversionPatternSet,
    helpers: DeallocHelperMap,
) {
    patterns.add_op_pattern(DeallocOpConversion { helpers });
}

/// `bufferization.dealloc` as `memref.dealloc`s under conditions.
struct DeallocOpConversion {
    helpers: DeallocHelperMap,
}

impl OpConversionPattern for DeallocOpConversion {
    type Op = DeallocOp;
    fn match_and_rewrite(
        &self,
        op: DeallocOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let (memrefs, conditions, retained) = (op.memrefs(rw), op.conditions(rw), op.retained(rw));
        let loc = op.loc(rw);
        if memrefs.is_empty() {
            let false_value = bool_constant(rw, loc, false);
            rw.replace_op(op.id(), &vec![false_value; retained.len()])?;
            return Ok(true);
        }
        if memrefs.len() == 1 && retained.is_empty() {
            let memref = memrefs[0];
            let mut body = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
                let mut b = Builder { ctx, at };
                memref::DeallocOp::create(&mut b, loc, memref);
                YieldOp::create(&mut b, loc, &[]);
            };
            IfOp::create_cond(rw, loc, conditions[0], Some(&mut body), None);
            rw.erase_op(op.id())?;
            return Ok(true);
        }
        if memrefs.len() == 1 {
            let replacements =
                one_memref_with_retained(rw, loc, memrefs[0], conditions[0], &retained)?;
            rw.replace_op(op.id(), &replacements)?;
            return Ok(true);
        }
        let helper = nearest_symbol_table(rw, op.id()).and_then(|t| self.helpers.get(&t).copied());
        let Some(helper) = helper else {
            let message = "library function required for generic lowering, but cannot be automatically inserted when operating on functions";
            let error = with_current_op(rw, op.id(), Diagnostic::error(loc, message));
            rw.emit(error);
            return rw.notify_match_failure(op.id(), message);
        };
        let replacements = general_case(rw, loc, helper, &memrefs, &conditions, &retained)?;
        rw.replace_op(op.id(), &replacements)?;
        Ok(true)
    }
}

/// The `i1` type.
fn i1(ctx: &mut Context) -> Type {
    integer(ctx, 1, ods_runtime::Signedness::Signless)
}

/// An `i1` constant.
fn bool_constant<B: OpCreator + Deref<Target = Context>>(
    b: &mut B,
    loc: Attribute,
    value: bool,
) -> Value {
    let (ty, attr) = (i1(b.context()), bool_attr(b.context(), value));
    ConstantOp::create(b, loc, ty, attr).result(b)
}

/// An `index` constant.
fn index_constant<B: OpCreator + Deref<Target = Context>>(
    b: &mut B,
    loc: Attribute,
    value: i64,
) -> Value {
    let (ty, attr) = (index(b.context()), index_attr(b.context(), value));
    ConstantOp::create(b, loc, ty, attr).result(b)
}

/// The base pointer of `memref` as an `index`.
fn base_pointer<B: OpCreator + Deref<Target = Context>>(
    b: &mut B,
    loc: Attribute,
    memref: Value,
) -> IrResult<Value> {
    Ok(ExtractAlignedPointerAsIndexOp::create_inferred(b, loc, memref)?.aligned_pointer(b))
}

/// One memref deallocated unless a retained value aliases it; each
/// retained value owned where it aliases the memref and the condition
/// holds (MLIR's `rewriteOneMemrefMultipleRetainCase`).
fn one_memref_with_retained(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    memref: Value,
    condition: Value,
    retained: &[Value],
) -> IrResult<Vec<Value>> {
    let memref_as_index = base_pointer(rw, loc, memref)?;
    let mut does_not_alias = Vec::with_capacity(retained.len());
    for &value in retained {
        let value_as_index = base_pointer(rw, loc, value)?;
        let ne =
            CmpIOp::create_inferred(rw, loc, CmpIPredicate::Ne, memref_as_index, value_as_index)?;
        does_not_alias.push(ne.result(rw));
    }
    let mut not_retained = does_not_alias[0];
    for &next in &does_not_alias[1..] {
        not_retained = AndIOp::create_inferred(rw, loc, not_retained, next)?.result(rw);
    }
    let should_dealloc = AndIOp::create_inferred(rw, loc, not_retained, condition)?.result(rw);
    let mut body = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
        let mut b = Builder { ctx, at };
        memref::DeallocOp::create(&mut b, loc, memref);
        YieldOp::create(&mut b, loc, &[]);
    };
    IfOp::create_cond(rw, loc, should_dealloc, Some(&mut body), None);
    let true_value = bool_constant(rw, loc, true);
    let mut replacements = Vec::with_capacity(retained.len());
    for value in does_not_alias {
        let aliases = XOrIOp::create_inferred(rw, loc, value, true_value)?.result(rw);
        replacements.push(AndIOp::create_inferred(rw, loc, aliases, condition)?.result(rw));
    }
    Ok(replacements)
}

/// A one-dimensional memref of `n` elements of `element` (dynamic when
/// `n` is `None`).
fn list_type(ctx: &mut Context, n: Option<usize>, element: Type) -> Type {
    ods_runtime::ods::convert::memref(ctx, &[n.map_or(DYNAMIC, |n| n as i64)], element)
}

/// A new list of `n` elements of `element`.
fn alloc_list(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    n: usize,
    element: Type,
) -> Value {
    let ty = list_type(rw.context(), Some(n), element);
    AllocOp::create(rw, loc, ty, &[], &[], None).memref(rw)
}

/// `list` cast to its dynamic size.
fn cast_dynamic(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    list: Value,
    element: Type,
) -> Value {
    let ty = list_type(rw.context(), None, element);
    CastOp::create(rw, loc, ty, list).dest(rw)
}

/// The base pointers, conditions and retained pointers stored to lists
/// that the helper reads, its answers loaded back (MLIR's
/// `rewriteGeneralCase`).
fn general_case(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    helper: FuncOp,
    memrefs: &[Value],
    conditions: &[Value],
    retained: &[Value],
) -> IrResult<Vec<Value>> {
    let (index_type, i1_type) = (index(rw.context()), i1(rw.context()));
    let to_dealloc = alloc_list(rw, loc, memrefs.len(), index_type);
    let condition_list = alloc_list(rw, loc, conditions.len(), i1_type);
    let to_retain = alloc_list(rw, loc, retained.len(), index_type);
    for (i, &memref) in memrefs.iter().enumerate() {
        let pointer = base_pointer(rw, loc, memref)?;
        let at = index_constant(rw, loc, i as i64);
        StoreOp::create(rw, loc, pointer, to_dealloc, &[at], Some(false), None);
    }
    for (i, &condition) in conditions.iter().enumerate() {
        let at = index_constant(rw, loc, i as i64);
        StoreOp::create(rw, loc, condition, condition_list, &[at], Some(false), None);
    }
    for (i, &value) in retained.iter().enumerate() {
        let pointer = base_pointer(rw, loc, value)?;
        let at = index_constant(rw, loc, i as i64);
        StoreOp::create(rw, loc, pointer, to_retain, &[at], Some(false), None);
    }
    let cast_dealloc = cast_dynamic(rw, loc, to_dealloc, index_type);
    let cast_conditions = cast_dynamic(rw, loc, condition_list, i1_type);
    let cast_retain = cast_dynamic(rw, loc, to_retain, index_type);
    let dealloc_conditions = alloc_list(rw, loc, memrefs.len(), i1_type);
    let retain_conditions = alloc_list(rw, loc, retained.len(), i1_type);
    let cast_dealloc_conditions = cast_dynamic(rw, loc, dealloc_conditions, i1_type);
    let cast_retain_conditions = cast_dynamic(rw, loc, retain_conditions, i1_type);
    let arguments = vec![
        cast_dealloc,
        cast_retain,
        cast_conditions,
        cast_dealloc_conditions,
        cast_retain_conditions,
    ];
    CallOp::create_callee(rw, loc, helper, Some(arguments));
    for (i, &memref) in memrefs.iter().enumerate() {
        let at = index_constant(rw, loc, i as i64);
        let should_dealloc =
            LoadOp::create_inferred(rw, loc, dealloc_conditions, &[at], Some(false), None)?
                .result(rw);
        let mut body = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
            let mut b = Builder { ctx, at };
            memref::DeallocOp::create(&mut b, loc, memref);
            YieldOp::create(&mut b, loc, &[]);
        };
        IfOp::create_cond(rw, loc, should_dealloc, Some(&mut body), None);
    }
    let mut replacements = Vec::with_capacity(retained.len());
    for i in 0..retained.len() {
        let at = index_constant(rw, loc, i as i64);
        let ownership =
            LoadOp::create_inferred(rw, loc, retain_conditions, &[at], Some(false), None)?
                .result(rw);
        replacements.push(ownership);
    }
    for list in [
        to_dealloc,
        to_retain,
        condition_list,
        dealloc_conditions,
        retain_conditions,
    ] {
        memref::DeallocOp::create(rw, loc, list);
    }
    Ok(replacements)
}

/// A name for a new symbol of `table` from `base`: `base` if free, else
/// `base_0`, `base_1`, ... (MLIR's `SymbolTable::insert` renaming).
fn unique_symbol_name(ctx: &Context, table: OpId, base: &str) -> String {
    if lookup_symbol_in(ctx, table, base).is_none() {
        return base.to_string();
    }
    (0..)
        .map(|i| format!("{base}_{i}"))
        .find(|name| lookup_symbol_in(ctx, table, name).is_none())
        .unwrap_or_default()
}

/// Builds the private `func.func @dealloc_helper` at the end of `table`'s
/// body (MLIR's `buildDeallocationLibraryFunction`): given the base
/// pointers to deallocate and to retain and the conditions, it stores
/// for each memref whether to deallocate it (its condition, unless a
/// retained or earlier memref aliases it) and for each retained value
/// whether it is owned.
pub fn build_deallocation_library_function(
    ctx: &mut Context,
    loc: Attribute,
    table: OpId,
) -> FuncOp {
    debug_assert!(is_symbol_table(ctx, table));
    let (index_type, i1_type) = (index(ctx), i1(ctx));
    let index_list = list_type(ctx, None, index_type);
    let bool_list = list_type(ctx, None, i1_type);
    let arg_types = [index_list, index_list, bool_list, bool_list, bool_list];
    let ty = function(ctx, &arg_types, &[]);
    let name = unique_symbol_name(ctx, table, "dealloc_helper");
    let body = ctx.blocks(ctx.regions(table)[0])[0];
    let mut b = Builder {
        ctx,
        at: OpBuilder::at_end(body),
    };
    let helper = FuncOp::create(
        &mut b,
        loc,
        &name,
        ty,
        Some("private"),
        None,
        None,
        Default::default(),
    );
    let entry = ods_runtime::interfaces::function::add_entry_block(b.ctx, helper.id())
        .expect("a new function without body");
    b.at = OpBuilder::at_end(entry);
    fill_helper(&mut b, loc, entry);
    helper
}

/// The body of the helper in `entry`.
fn fill_helper(b: &mut Builder<'_>, loc: Attribute, entry: BlockId) {
    let args = b.block_args(entry).to_vec();
    let (to_dealloc, to_retain, conditions, dealloc_conds, retain_conds) =
        (args[0], args[1], args[2], args[3], args[4]);
    let c0 = index_constant(b, loc, 0);
    let c1 = index_constant(b, loc, 1);
    let true_value = bool_constant(b, loc, true);
    let false_value = bool_constant(b, loc, false);
    let index_type = index(b.ctx);
    let dealloc_size = DimOp::create(b, loc, index_type, to_dealloc, c0).result(b);
    let retain_size = DimOp::create(b, loc, index_type, to_retain, c0).result(b);
    let mut clear = |ctx: &mut Context, at: OpBuilder, loc: Attribute, i: Value, _: &[Value]| {
        let mut b = Builder { ctx, at };
        StoreOp::create(
            &mut b,
            loc,
            false_value,
            retain_conds,
            &[i],
            Some(false),
            None,
        );
        YieldOp::create(&mut b, loc, &[]);
    };
    ForOp::create_lower_bound_upper_bound_step(
        b,
        loc,
        c0,
        retain_size,
        c1,
        None,
        Some(&mut clear),
        None,
    );
    let mut outer = |ctx: &mut Context,
                     at: OpBuilder,
                     loc: Attribute,
                     outer_iter: Value,
                     _: &[Value]| {
        let mut b = Builder { ctx, at };
        let i1_type = i1(b.ctx);
        let current = LoadOp::create(
            &mut b,
            loc,
            index_type,
            to_dealloc,
            &[outer_iter],
            Some(false),
            None,
        )
        .result(&b);
        let cond = LoadOp::create(
            &mut b,
            loc,
            i1_type,
            conditions,
            &[outer_iter],
            Some(false),
            None,
        )
        .result(&b);
        let mut retained_loop =
            |ctx: &mut Context, at: OpBuilder, loc: Attribute, i: Value, iter_args: &[Value]| {
                let mut b = Builder { ctx, at };
                let retain_value =
                    LoadOp::create(&mut b, loc, index_type, to_retain, &[i], Some(false), None)
                        .result(&b);
                let does_alias = CmpIOp::create(
                    &mut b,
                    loc,
                    i1_type,
                    CmpIPredicate::Eq,
                    retain_value,
                    current,
                )
                .result(&b);
                let mut aggregate = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
                    let mut b = Builder { ctx, at };
                    let old =
                        LoadOp::create(&mut b, loc, i1_type, retain_conds, &[i], Some(false), None)
                            .result(&b);
                    let new = OrIOp::create(&mut b, loc, i1_type, old, cond).result(&b);
                    StoreOp::create(&mut b, loc, new, retain_conds, &[i], Some(false), None);
                    YieldOp::create(&mut b, loc, &[]);
                };
                IfOp::create_cond(&mut b, loc, does_alias, Some(&mut aggregate), None);
                let doesnt_alias = CmpIOp::create(
                    &mut b,
                    loc,
                    i1_type,
                    CmpIPredicate::Ne,
                    retain_value,
                    current,
                )
                .result(&b);
                let next =
                    AndIOp::create(&mut b, loc, i1_type, iter_args[0], doesnt_alias).result(&b);
                YieldOp::create(&mut b, loc, &[next]);
            };
        let retain_loop = ForOp::create_lower_bound_upper_bound_step(
            &mut b,
            loc,
            c0,
            retain_size,
            c1,
            Some(vec![true_value]),
            Some(&mut retained_loop),
            None,
        );
        let no_retain_alias = b.results(retain_loop.id())[0];
        let mut earlier_loop =
            |ctx: &mut Context, at: OpBuilder, loc: Attribute, i: Value, iter_args: &[Value]| {
                let mut b = Builder { ctx, at };
                let previous =
                    LoadOp::create(&mut b, loc, index_type, to_dealloc, &[i], Some(false), None)
                        .result(&b);
                let doesnt_alias =
                    CmpIOp::create(&mut b, loc, i1_type, CmpIPredicate::Ne, previous, current)
                        .result(&b);
                let next =
                    AndIOp::create(&mut b, loc, i1_type, iter_args[0], doesnt_alias).result(&b);
                YieldOp::create(&mut b, loc, &[next]);
            };
        let earlier = ForOp::create_lower_bound_upper_bound_step(
            &mut b,
            loc,
            c0,
            outer_iter,
            c1,
            Some(vec![no_retain_alias]),
            Some(&mut earlier_loop),
            None,
        );
        let no_alias = b.results(earlier.id())[0];
        let should_dealloc = AndIOp::create(&mut b, loc, i1_type, no_alias, cond).result(&b);
        StoreOp::create(
            &mut b,
            loc,
            should_dealloc,
            dealloc_conds,
            &[outer_iter],
            Some(false),
            None,
        );
        YieldOp::create(&mut b, loc, &[]);
    };
    ForOp::create_lower_bound_upper_bound_step(
        b,
        loc,
        c0,
        dealloc_size,
        c1,
        None,
        Some(&mut outer),
        None,
    );
    ReturnOp::create(b, loc, &[]);
}
