//! `affine.dma_start` and `affine.dma_wait`, which MLIR defines in C++
//! alone (`AffineDmaStartOp`, `AffineDmaWaitOp` in `AffineOps.h`, no ODS
//! record), so the `.td` gives them nothing: here are their handles, the
//! layout of their operands, their verifiers, folder, memory effects and
//! `AffineMapAccessInterface`, and their registration (MLIR's
//! `AffineDialect::initialize` adds them next to the generated ops). Their
//! custom forms are in `dma_asm`, their builders in `dma_builders`.
//!
//! Each memref is followed by the subscripts its map reads; the map is a
//! discardable attribute (`src_map`, `dst_map`, `tag_map`: the ops have no
//! properties), so where each operand group starts depends on the maps.

use crate::affine::{AffineMapAccessInterfaceConcept, AffineMapAccessInterfaceImpl};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, unverified, Op};
use ods_runtime::ods::pred::{is_index, is_memref};
use ods_runtime::registry::{
    DefinitionId, FoldResult, MemoryEffect, OpInfo, RegistryError, Traits,
};
use ods_runtime::{AttrKind, Attribute, Context, OpId, Symbol, Value};

use super::maps::Shape;
use super::scope::{affine_scope, is_valid_dim_in, is_valid_symbol_in};

/// `affine.dma_start`: a non-blocking copy of `num_elements` elements from
/// one memref to another, signalled on an element of a tag memref,
/// optionally in chunks (`stride`, elements per stride).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AffineDmaStartOp(pub OpId);

/// `affine.dma_wait`: blocks until the transfer signalled on an element of
/// a tag memref completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AffineDmaWaitOp(pub OpId);

impl Op for AffineDmaStartOp {
    const NAME: &'static str = "affine.dma_start";
    fn from_id_unchecked(op: OpId) -> Self {
        AffineDmaStartOp(op)
    }
    fn id(self) -> OpId {
        self.0
    }
}

impl Op for AffineDmaWaitOp {
    const NAME: &'static str = "affine.dma_wait";
    fn from_id_unchecked(op: OpId) -> Self {
        AffineDmaWaitOp(op)
    }
    fn id(self) -> OpId {
        self.0
    }
}

/// One memref a DMA op accesses: its operand position, the memref, the
/// map and the subscripts the map reads.
#[derive(Clone, Debug)]
pub(crate) struct DmaAccess {
    pub position: usize,
    pub memref: Value,
    pub map: Attribute,
    pub indices: Vec<Value>,
}

/// The operands of an `affine.dma_start` by role.
#[derive(Clone, Debug)]
pub(crate) struct DmaStart {
    pub src: DmaAccess,
    pub dst: DmaAccess,
    pub tag: DmaAccess,
    pub num_elements: Value,
    /// The stride and the number of elements per stride.
    pub stride: Option<(Value, Value)>,
}

/// The operands of an `affine.dma_wait` by role.
#[derive(Clone, Debug)]
pub(crate) struct DmaWait {
    pub tag: DmaAccess,
    pub num_elements: Value,
}

/// The affine map attribute `name` of `op`, or the error of an op built
/// without it (MLIR's accessors assume it and crash).
fn map_attr(ctx: &Context, op: OpId, name: &str) -> Result<Attribute, Diagnostic> {
    ctx.get_attr(op, name)
        .filter(|&m| matches!(ctx.attr_kind(m), AttrKind::AffineMap { .. }))
        .ok_or_else(|| op_error(ctx, op, format_args!("requires attribute '{name}'")))
}

/// The memref at `position` with the subscripts of map `name` after it;
/// `what` names it in the error of an operand that is no ranked memref.
fn access(
    ctx: &Context,
    op: OpId,
    operands: &[Value],
    position: usize,
    name: &str,
    what: &str,
) -> Result<DmaAccess, Diagnostic> {
    let too_few = || op_error(ctx, op, "incorrect number of operands");
    let memref = *operands.get(position).ok_or_else(too_few)?;
    if !is_memref(ctx, ctx.value_type(memref)) {
        return Err(op_error(
            ctx,
            op,
            format_args!("expected DMA {what} to be of memref type"),
        ));
    }
    let map = map_attr(ctx, op, name)?;
    let end = position + 1 + Shape::of(ctx, map).inputs();
    let indices = operands.get(position + 1..end).ok_or_else(too_few)?;
    Ok(DmaAccess {
        position,
        memref,
        map,
        indices: indices.to_vec(),
    })
}

/// Each subscript is an `index` and a valid dimension or symbol in the
/// op's affine scope (MLIR's `isValidAffineIndexOperand`); `what` names
/// them in the messages (`src index`, `index`).
fn check_indices(ctx: &Context, op: OpId, indices: &[Value], what: &str) -> Result<(), Diagnostic> {
    let mnemonic = ctx.op_name_str(op).trim_start_matches("affine.");
    let scope = affine_scope(ctx, op);
    for &index in indices {
        if !is_index(ctx, ctx.value_type(index)) {
            let message = format!("{what} to {mnemonic} must have 'index' type");
            return Err(op_error(ctx, op, message));
        }
        if !is_valid_dim_in(ctx, index, scope) && !is_valid_symbol_in(ctx, index, scope) {
            let message = format!("{what} must be a valid dimension or symbol identifier");
            return Err(op_error(ctx, op, message));
        }
    }
    Ok(())
}

/// The layout of a verified op.
///
/// # Panics
/// When the op does not verify.
fn verified<T>(layout: Result<T, Diagnostic>) -> T {
    layout.unwrap_or_else(|e| panic!("{e} (the operation was not verified)"))
}

impl AffineDmaStartOp {
    /// The operands by role, with MLIR's checks of their types and number
    /// in its verifier's order.
    pub(crate) fn layout(self, ctx: &Context) -> Result<DmaStart, Diagnostic> {
        let (op, operands) = (self.0, ctx.operands(self.0));
        let src = access(ctx, op, &operands, 0, "src_map", "source")?;
        let dst_at = src.position + 1 + src.indices.len();
        let dst = access(ctx, op, &operands, dst_at, "dst_map", "destination")?;
        let tag_at = dst.position + 1 + dst.indices.len();
        let tag = access(ctx, op, &operands, tag_at, "tag_map", "tag")?;
        let rest = &operands[tag.position + 1 + tag.indices.len()..];
        let (num_elements, stride) = match *rest {
            [n] => (n, None),
            [n, stride, per_stride] => (n, Some((stride, per_stride))),
            _ => return Err(op_error(ctx, op, "incorrect number of operands")),
        };
        Ok(DmaStart {
            src,
            dst,
            tag,
            num_elements,
            stride,
        })
    }

    /// The operands by role of a verified op (see [`verified`]).
    pub(crate) fn parts(self, ctx: &Context) -> DmaStart {
        verified(self.layout(ctx))
    }

    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let parts = AffineDmaStartOp(op).layout(ctx)?;
        check_indices(ctx, op, &parts.src.indices, "src index")?;
        check_indices(ctx, op, &parts.dst.indices, "dst index")?;
        check_indices(ctx, op, &parts.tag.indices, "tag index")
    }
}

impl AffineDmaWaitOp {
    /// The operands by role, with MLIR's check of the tag's type. MLIR
    /// reads past the operands of an op built with too few; here that is
    /// an error, and so are operands after the number of elements.
    pub(crate) fn layout(self, ctx: &Context) -> Result<DmaWait, Diagnostic> {
        let (op, operands) = (self.0, ctx.operands(self.0));
        let tag = access(ctx, op, &operands, 0, "tag_map", "tag")?;
        match operands[1 + tag.indices.len()..] {
            [num_elements] => Ok(DmaWait { tag, num_elements }),
            _ => Err(op_error(ctx, op, "incorrect number of operands")),
        }
    }

    /// The operands by role of a verified op (see [`verified`]).
    pub(crate) fn parts(self, ctx: &Context) -> DmaWait {
        verified(self.layout(ctx))
    }

    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let parts = AffineDmaWaitOp(op).layout(ctx)?;
        check_indices(ctx, op, &parts.tag.indices, "index")
    }
}

/// The map attribute `name` of `op` with its name as the op holds it.
fn named_map(ctx: &Context, op: OpId, name: &str) -> (Symbol, Attribute) {
    ctx.attrs(op)
        .iter()
        .copied()
        .find(|&(n, _)| ctx.symbol_str(n) == name)
        .unwrap_or_else(|| unverified(ctx, op, format_args!("requires attribute '{name}'")))
}

impl AffineMapAccessInterfaceImpl for AffineDmaStartOp {
    /// The source's, the destination's or else the tag's map.
    fn get_affine_map_attr_for_mem_ref(self, ctx: &Context, memref: Value) -> (Symbol, Attribute) {
        let parts = self.parts(ctx);
        let name = if memref == parts.src.memref {
            "src_map"
        } else if memref == parts.dst.memref {
            "dst_map"
        } else {
            "tag_map"
        };
        named_map(ctx, self.0, name)
    }
}

impl AffineMapAccessInterfaceImpl for AffineDmaWaitOp {
    fn get_affine_map_attr_for_mem_ref(self, ctx: &Context, _: Value) -> (Symbol, Attribute) {
        named_map(ctx, self.0, "tag_map")
    }
}

/// Both ops read through a `memref.cast` of a ranked memref in place
/// (MLIR's `foldMemRefCast`).
fn fold_casts(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    crate::memref::fold_memref_cast(ctx, op, None).then(Vec::new)
}

/// What both ops share: no results, variadic operands, memrefs the
/// `normalize-memrefs` pass may rewrite, the maps as attributes that the
/// custom form prints as subscripts, the cast folder and the interface.
fn op_info(ctx: &mut Context, name: &str, definition: DefinitionId) -> OpInfo {
    let mut info = OpInfo::new(ctx.symbol(name), definition);
    info.traits = Traits::ZERO_RESULTS | Traits::MEMREFS_NORMALIZABLE;
    info.aliases_from_printed_attrs = true;
    info.fold = Some(fold_casts);
    info
}

/// Registers both ops in `ctx`.
pub(crate) fn register_dma_ops(ctx: &mut Context) -> Result<(), RegistryError> {
    let mut start = op_info(
        ctx,
        AffineDmaStartOp::NAME,
        DefinitionId::of::<AffineDmaStartOp>(),
    );
    start.verify = Some(AffineDmaStartOp::verify);
    start.parse = Some(super::dma_asm::parse_start);
    start.print = Some(super::dma_asm::print_start);
    // It reads the source and the tag and writes the destination.
    start.memory_effects = Some(&[MemoryEffect::Read, MemoryEffect::Write]);
    static START_MAPS: AffineMapAccessInterfaceConcept =
        AffineMapAccessInterfaceConcept::of::<AffineDmaStartOp>();
    start.interfaces.insert(&START_MAPS);
    ctx.registry.register(AffineDmaStartOp::NAME, start)?;

    // MLIR's `AffineDmaWaitOp` writes a `getEffects` but does not declare
    // `MemoryEffectOpInterface`: its effects are unknown.
    let mut wait = op_info(
        ctx,
        AffineDmaWaitOp::NAME,
        DefinitionId::of::<AffineDmaWaitOp>(),
    );
    wait.verify = Some(AffineDmaWaitOp::verify);
    wait.parse = Some(super::dma_asm::parse_wait);
    wait.print = Some(super::dma_asm::print_wait);
    static WAIT_MAPS: AffineMapAccessInterfaceConcept =
        AffineMapAccessInterfaceConcept::of::<AffineDmaWaitOp>();
    wait.interfaces.insert(&WAIT_MAPS);
    ctx.registry.register(AffineDmaWaitOp::NAME, wait)
}
