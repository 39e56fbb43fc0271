//! The interface methods `MemRefOps.td` declares for its ops to define:
//! which casts are compatible (`CastOpInterface`), the symbol check of
//! `memref.get_global` (`SymbolUserOpInterface`) and the control flow of
//! `memref.alloca_scope` (`RegionBranchOpInterface`).

use super::layout::{memory_space_of, strides_and_offset, MemRefParts};
use crate::memref::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::{
    CastOpInterfaceImpl, RegionBranchOpInterfaceImpl, SymbolUserOpInterfaceImpl,
};
use ods_runtime::interfaces::region_branch::{RegionBranchPoint, RegionSuccessor};
use ods_runtime::interfaces::symbols::lookup_nearest_symbol_from;
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::ods::pred::{element_type, DYNAMIC};
use ods_runtime::{Context, OpId, Type};

/// The element type and memory space of a ranked or unranked memref.
fn element_and_space(ctx: &Context, ty: Type) -> Option<(Type, Option<ods_runtime::Attribute>)> {
    match ctx.type_kind(ty) {
        ods_runtime::TypeKind::MemRef { .. } | ods_runtime::TypeKind::UnrankedMemRef { .. } => {
            Some((element_type(ctx, ty)?, memory_space_of(ctx, ty)))
        }
        _ => None,
    }
}

impl CastOpInterfaceImpl for CastOp {
    /// Ranked memrefs of one element type, memory space and rank, whose
    /// static sizes, offset and strides agree where both are static; or a
    /// ranked and an unranked memref of one element type and memory space
    /// (MLIR's `CastOp::areCastCompatible`).
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let (&[a], &[b]) = (inputs, outputs) else {
            return false;
        };
        match (MemRefParts::of(ctx, a), MemRefParts::of(ctx, b)) {
            (Some(x), Some(y)) => {
                let agree = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if x.element != y.element
                    || x.memory_space != y.memory_space
                    || x.shape.len() != y.shape.len()
                {
                    return false;
                }
                if x.layout != y.layout {
                    let (Some((sa, oa)), Some((sb, ob))) =
                        (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                    else {
                        return false;
                    };
                    if sa.len() != sb.len()
                        || !agree(oa, ob)
                        || !sa.iter().zip(&sb).all(|(&p, &q)| agree(p, q))
                    {
                        return false;
                    }
                }
                x.shape.iter().zip(&y.shape).all(|(&p, &q)| agree(p, q))
            }
            (Some(_), None) | (None, Some(_)) => {
                let (ea, eb) = (element_and_space(ctx, a), element_and_space(ctx, b));
                ea.is_some() && ea == eb
            }
            (None, None) => false,
        }
    }
}

impl CastOpInterfaceImpl for MemorySpaceCastOp {
    /// Memrefs alike but for their memory space (MLIR's
    /// `MemorySpaceCastOp::areCastCompatible`).
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let (&[a], &[b]) = (inputs, outputs) else {
            return false;
        };
        match (MemRefParts::of(ctx, a), MemRefParts::of(ctx, b)) {
            (Some(x), Some(y)) => {
                x.element == y.element && x.layout == y.layout && x.shape == y.shape
            }
            (None, None) => {
                let (ea, eb) = (element_and_space(ctx, a), element_and_space(ctx, b));
                ea.is_some() && eb.is_some() && ea.map(|e| e.0) == eb.map(|e| e.0)
            }
            _ => false,
        }
    }
}

impl SymbolUserOpInterfaceImpl for GetGlobalOp {
    /// The symbol is a `memref.global` of the result's type.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let get = GetGlobalOp::from_id_unchecked(op);
        let global = lookup_nearest_symbol_from(ctx, op, get.name_attr(ctx))
            .and_then(|g| GlobalOp::cast(ctx, g));
        let name = get.name(ctx);
        let Some(global) = global else {
            return Err(get.emit_op_error(
                ctx,
                format!("'{name}' does not reference a valid global memref"),
            ));
        };
        let result = ctx.value_type(get.result(ctx));
        let ty: Type = global.r#type(ctx);
        if ty != result {
            return Err(get.emit_op_error(
                ctx,
                format!(
                    "result type {} does not match type {} of the global memref @{name}",
                    type_text(ctx, result),
                    type_text(ctx, ty)
                ),
            ));
        }
        Ok(())
    }
}

impl RegionBranchOpInterfaceImpl for AllocaScopeOp {
    /// The body from the op; back to the op, with its results, from the
    /// body.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor {
                region: Some(0),
                inputs: Vec::new(),
            }],
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(ctx, op)],
        }
    }
}
