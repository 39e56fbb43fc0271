//! Each op's hooks: its custom assembly, verifier and builders, from the
//! helpers of the other modules.

use super::asm::*;
use super::builders;
use super::maps::Shape;
use super::verify;
use crate::affine::*;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, Context, IrResult, OperationState, Type, Value};

// ----- affine.apply -------------------------------------------------------------

impl AffineApplyOpHooks for AffineApplyOp {
    /// `map (%dims)[%symbols] attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let map = parse_affine_map_attr(p)?;
        add_attr(p, state, "map", map);
        let num_dims = parse_dim_and_symbol_list(p, state)?;
        p.parse_optional_attr_dict(state)?;
        let shape = Shape::of(p.ctx(), map);
        if shape.dims != num_dims || shape.inputs() != state.operands.len() {
            let at = p.name_location();
            return Err(p.emit_error(at, "dimension or symbol index mismatch"));
        }
        let index = convert::index(p.ctx());
        state
            .result_types
            .extend(std::iter::repeat_n(index, shape.results));
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (map, operands) = (self.map(ctx), self.map_operands(ctx));
        p.write(" ");
        print_map_and_operands(p, map, &operands);
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["map"]);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::apply(ctx, self)
    }

    /// To the operand its map reads as it is, or to the constant it makes
    /// of constant operands (see `fold`).
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: AffineApplyOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (map, operands) = (self.map(ctx), self.map_operands(ctx));
        super::fold::fold_apply(ctx, map, &operands, adaptor.map_operands())
    }

    /// Its map composed with the applies making its operands, and
    /// canonicalized (see `simplify`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<AffineApplyOp>(super::simplify::simplify_apply);
    }
}

// ----- affine.min, affine.max -----------------------------------------------------

/// `map (%dims)[%symbols] attr-dict` of `affine.min` and `affine.max`
/// (MLIR's `parseAffineMinMaxOp`): one `index` result.
fn parse_min_max(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let map = parse_affine_map_attr(p)?;
    add_attr(p, state, "map", map);
    let dims = p.parse_operand_list(Delimiter::Paren, None)?;
    let symbols = p.parse_operand_list(Delimiter::OptionalSquare, None)?;
    p.parse_optional_attr_dict(state)?;
    resolve_indices(p, &dims, state)?;
    resolve_indices(p, &symbols, state)?;
    let index = convert::index(p.ctx());
    state.result_types.push(index);
    Ok(())
}

/// `affine.min` and `affine.max` printed (MLIR's `printAffineMinMaxOp`).
fn print_min_max(p: &mut OpAsmPrinter<'_, '_>, op: ods_runtime::OpId, map: ods_runtime::Attribute) {
    let operands = p.ctx().operands(op).to_vec();
    p.write(" ");
    print_map_and_operands(p, map, &operands);
    let attrs = p.op_attributes(op);
    p.print_optional_attr_dict(&attrs, &["map"]);
}

/// The hooks of `affine.min` and `affine.max`, which share their form and
/// verifier (MLIR's `AffineMinMaxOpBase`).
macro_rules! min_max_hooks {
    ($op:ident, $hooks:ident, $adaptor:ident, $min:expr, $simplify:path) => {
        impl $hooks for $op {
            fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
                parse_min_max(p, state)
            }

            /// To a constant, to its operand, or to its map with the
            /// constant operands in (see `fold`).
            fn fold(
                self,
                ctx: &mut Context,
                adaptor: $adaptor<Option<Attribute>>,
            ) -> Option<FoldResult> {
                let map = self.map(ctx);
                super::fold::fold_min_max(ctx, self.id(), map, adaptor.as_slice(), $min)
            }

            /// One result as an `affine.apply`, repeated results dropped,
            /// producers of the same kind merged, its map composed and
            /// canonicalized, its results sorted (see `min_max` and
            /// `simplify`).
            fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
                patterns.add_op_fn::<$op>(super::min_max::single_result_to_apply);
                patterns.add_op_fn::<$op>(super::min_max::deduplicate);
                patterns.add_op_fn::<$op>(super::min_max::merge_producers);
                patterns.add_op_fn::<$op>($simplify);
                patterns.add_op_fn::<$op>(super::min_max::sort_results);
            }

            fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
                let map = self.map(p.ctx());
                print_min_max(p, self.id(), map);
                Ok(())
            }

            fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
                verify::min_max(ctx, self.id(), self.map(ctx))
            }
        }
    };
}

min_max_hooks!(
    AffineMinOp,
    AffineMinOpHooks,
    AffineMinOpAdaptor,
    true,
    super::simplify::simplify_min
);
min_max_hooks!(
    AffineMaxOp,
    AffineMaxOpHooks,
    AffineMaxOpAdaptor,
    false,
    super::simplify::simplify_max
);

// ----- affine.load, affine.store, affine.vector_load, affine.vector_store ------------

impl AffineLoadOpHooks for AffineLoadOp {
    /// `%memref[subscripts] attr-dict : memref-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let memref = p.parse_operand()?;
        let indices = parse_subscripts(p, state)?;
        p.parse_optional_attr_dict(state)?;
        let (ty, at) = parse_colon_memref_type(p)?;
        let element = memref_element_type(p, ty, at)?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.push(memref);
        resolve_indices(p, &indices, state)?;
        state.result_types.push(element);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (memref, map, indices) = (self.memref(ctx), self.map(ctx), self.indices(ctx));
        let ty = ctx.value_type(memref);
        p.write(" ");
        print_access(p, memref, map, &indices);
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["map"]);
        p.write(" : ");
        p.print_type(ty);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::load(ctx, self)
    }

    /// Reads through a `memref.cast` in place (MLIR's `foldMemRefCast`),
    /// else a load from a constant global is its element.
    fn fold(
        self,
        ctx: &mut Context,
        _: AffineLoadOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let id = self.id();
        if crate::memref::fold_memref_cast(ctx, id, None) {
            return Some(FoldResult::Value(ctx.result(id, 0)));
        }
        let (memref, map) = (self.memref(ctx), self.map(ctx));
        super::fold::load_from_constant_global(ctx, memref, map).map(FoldResult::Attr)
    }

    /// Its map and subscripts composed and canonicalized (see `simplify`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<AffineLoadOp>(super::simplify::simplify_access::<1>);
    }

    fn build_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        map: Attribute,
        operands: Vec<Value>,
    ) {
        let Some((&memref, indices)) = operands.split_first() else {
            return;
        };
        builders::load(ctx, state, memref, Some(map), indices);
    }

    fn build_memref(
        ctx: &mut Context,
        state: &mut OperationState,
        memref: Value,
        indices: Vec<Value>,
    ) {
        builders::load(ctx, state, memref, None, &indices);
    }

    fn build_map_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        memref: Value,
        map: Attribute,
        map_operands: Vec<Value>,
    ) {
        builders::load(ctx, state, memref, Some(map), &map_operands);
    }
}

impl AffineStoreOpHooks for AffineStoreOp {
    /// `%value, %memref[subscripts] attr-dict : memref-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let value = p.parse_operand()?;
        p.parse_comma()?;
        let memref = p.parse_operand()?;
        let indices = parse_subscripts(p, state)?;
        p.parse_optional_attr_dict(state)?;
        let (ty, at) = parse_colon_memref_type(p)?;
        let element = memref_element_type(p, ty, at)?;
        let value = p.resolve_operand(&value, element)?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.extend([value, memref]);
        resolve_indices(p, &indices, state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (value, memref) = (self.value(ctx), self.memref(ctx));
        let (map, indices) = (self.map(ctx), self.indices(ctx));
        let ty = ctx.value_type(memref);
        p.write(" ");
        p.print_operand(value);
        p.write(", ");
        print_access(p, memref, map, &indices);
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["map"]);
        p.write(" : ");
        p.print_type(ty);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::store(ctx, self)
    }

    /// Writes through a `memref.cast` in place, the stored value kept
    /// (MLIR's `foldMemRefCast`).
    fn fold(
        self,
        ctx: &mut Context,
        _: AffineStoreOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        let value = self.value(ctx);
        crate::memref::fold_memref_cast(ctx, self.id(), Some(value)).then(Vec::new)
    }

    /// Its map and subscripts composed and canonicalized (see `simplify`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<AffineStoreOp>(super::simplify::simplify_access::<2>);
    }

    fn build_indices(
        ctx: &mut Context,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        indices: Vec<Value>,
    ) {
        builders::store(ctx, state, (value_to_store, memref), None, &indices);
    }

    fn build_map_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        map: Attribute,
        map_operands: Vec<Value>,
    ) {
        builders::store(
            ctx,
            state,
            (value_to_store, memref),
            Some(map),
            &map_operands,
        );
    }
}

impl AffineVectorLoadOpHooks for AffineVectorLoadOp {
    /// `%memref[subscripts] attr-dict : memref-type, vector-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let memref = p.parse_operand()?;
        let indices = parse_subscripts(p, state)?;
        p.parse_optional_attr_dict(state)?;
        let (ty, at) = parse_colon_memref_type(p)?;
        memref_element_type(p, ty, at)?;
        p.parse_comma()?;
        let result = p.parse_type()?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.push(memref);
        resolve_indices(p, &indices, state)?;
        state.result_types.push(result);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (memref, map, indices) = (self.memref(ctx), self.map(ctx), self.indices(ctx));
        let (ty, result) = (ctx.value_type(memref), ctx.value_type(self.result(ctx)));
        p.write(" ");
        print_access(p, memref, map, &indices);
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["map"]);
        p.write(" : ");
        p.print_type(ty);
        p.write(", ");
        p.print_type(result);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (memref, result) = (self.memref(ctx), self.result(ctx));
        verify::indexing(ctx, self.id(), memref, self.map(ctx), &self.indices(ctx))?;
        verify::vector_memory(ctx, self.id(), memref, result)
    }

    /// Its map and subscripts composed and canonicalized (see `simplify`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<AffineVectorLoadOp>(super::simplify::simplify_access::<1>);
    }

    fn build_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        map: Attribute,
        operands: Vec<Value>,
    ) {
        let Some((&memref, indices)) = operands.split_first() else {
            return;
        };
        builders::vector_load(ctx, state, result_type, (memref, Some(map)), indices);
    }

    fn build_memref(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        memref: Value,
        indices: Vec<Value>,
    ) {
        builders::vector_load(ctx, state, result_type, (memref, None), &indices);
    }

    fn build_map_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        memref: Value,
        map: Attribute,
        map_operands: Vec<Value>,
    ) {
        builders::vector_load(ctx, state, result_type, (memref, Some(map)), &map_operands);
    }
}

impl AffineVectorStoreOpHooks for AffineVectorStoreOp {
    /// `%value, %memref[subscripts] attr-dict : memref-type, vector-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let value = p.parse_operand()?;
        p.parse_comma()?;
        let memref = p.parse_operand()?;
        let indices = parse_subscripts(p, state)?;
        p.parse_optional_attr_dict(state)?;
        let (ty, at) = parse_colon_memref_type(p)?;
        memref_element_type(p, ty, at)?;
        p.parse_comma()?;
        let vector = p.parse_type()?;
        let value = p.resolve_operand(&value, vector)?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.extend([value, memref]);
        resolve_indices(p, &indices, state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (value, memref) = (self.value(ctx), self.memref(ctx));
        let (map, indices) = (self.map(ctx), self.indices(ctx));
        let (ty, vector) = (ctx.value_type(memref), ctx.value_type(value));
        p.write(" ");
        p.print_operand(value);
        p.write(", ");
        print_access(p, memref, map, &indices);
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["map"]);
        p.write(" : ");
        p.print_type(ty);
        p.write(", ");
        p.print_type(vector);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (value, memref) = (self.value(ctx), self.memref(ctx));
        verify::indexing(ctx, self.id(), memref, self.map(ctx), &self.indices(ctx))?;
        verify::vector_memory(ctx, self.id(), memref, value)
    }

    /// Its map and subscripts composed and canonicalized (see `simplify`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<AffineVectorStoreOp>(super::simplify::simplify_access::<2>);
    }

    fn build_indices(
        ctx: &mut Context,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        indices: Vec<Value>,
    ) {
        builders::store(ctx, state, (value_to_store, memref), None, &indices);
    }

    fn build_map_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        map: Attribute,
        map_operands: Vec<Value>,
    ) {
        builders::store(
            ctx,
            state,
            (value_to_store, memref),
            Some(map),
            &map_operands,
        );
    }
}

/// The element type of `ty`, which the memory ops' `: type` must give as a
/// memref (MLIR's `parseColonType(MemRefType &)`).
fn memref_element_type(
    p: &mut OpAsmParser<'_, '_>,
    ty: ods_runtime::Type,
    at: ods_runtime::asm::SourcePos,
) -> PResult<ods_runtime::Type> {
    match ods_runtime::MemRefType::try_from(p.ctx(), ty) {
        Some(memref) => Ok(memref.element_type(p.ctx())),
        None => {
            let shown = ods_runtime::asm::printer::type_to_string(p.ctx(), ty);
            Err(p.emit_error(
                at,
                format!(
                    "invalid kind of type specified: expected builtin.memref, but found '{shown}'"
                ),
            ))
        }
    }
}

// ----- affine.yield -------------------------------------------------------------

impl AffineYieldOpHooks for AffineYieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::yield_op(ctx, self)
    }
}

// ----- affine.prefetch ------------------------------------------------------------

impl AffinePrefetchOpHooks for AffinePrefetchOp {
    /// `%memref[subscripts], read|write, locality<n>, data|instr attr-dict
    /// : memref-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let memref = p.parse_operand()?;
        let indices = parse_subscripts(p, state)?;
        p.parse_comma()?;
        let read_or_write = p.parse_keyword_ident()?;
        p.parse_comma()?;
        p.parse_keyword("locality")?;
        p.parse_less()?;
        let i32t = convert::integer(p.ctx(), 32, ods_runtime::Signedness::Signless);
        let hint = p.parse_attribute(Some(i32t))?;
        add_attr(p, state, "localityHint", hint);
        p.parse_greater()?;
        p.parse_comma()?;
        let cache_type = p.parse_keyword_ident()?;
        p.parse_optional_attr_dict(state)?;
        let ty = p.parse_colon_type()?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.push(memref);
        resolve_indices(p, &indices, state)?;
        let at = p.name_location();
        if read_or_write != "read" && read_or_write != "write" {
            return Err(p.emit_error(at, "rw specifier has to be 'read' or 'write'"));
        }
        let is_write = convert::bool_attr(p.ctx(), read_or_write == "write");
        add_attr(p, state, "isWrite", is_write);
        if cache_type != "data" && cache_type != "instr" {
            return Err(p.emit_error(at, "cache type has to be 'data' or 'instr'"));
        }
        let is_data_cache = convert::bool_attr(p.ctx(), cache_type == "data");
        add_attr(p, state, "isDataCache", is_data_cache);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let (memref, map, indices) = (self.memref(ctx), self.map(ctx), self.indices(ctx));
        let ty = ctx.value_type(memref);
        let rw = if self.is_write(ctx) { "write" } else { "read" };
        let cache = if self.is_data_cache(ctx) {
            "data"
        } else {
            "instr"
        };
        let locality = self.locality_hint(ctx);
        p.write(" ");
        print_access(p, memref, map, &indices);
        p.write(&format!(", {rw}, locality<{locality}>, {cache}"));
        let attrs = p.op_attributes(self.id());
        p.print_optional_attr_dict(&attrs, &["map", "localityHint", "isDataCache", "isWrite"]);
        p.write(" : ");
        p.print_type(ty);
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::prefetch(ctx, self)
    }

    /// Prefetches through a `memref.cast` in place (MLIR's
    /// `foldMemRefCast`).
    fn fold(
        self,
        ctx: &mut Context,
        _: AffinePrefetchOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        crate::memref::fold_memref_cast(ctx, self.id(), None).then(Vec::new)
    }

    /// Its map and subscripts composed and canonicalized (see `simplify`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<AffinePrefetchOp>(super::simplify::simplify_access::<1>);
    }
}
