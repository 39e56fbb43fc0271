//! The verifiers of `vector.transfer_read` and `vector.transfer_write`
//! (MLIR's `TransferReadOp::verify`, `TransferWriteOp::verify` and the
//! `verifyTransferOp` and `verifyPermutationMap` they share).

use super::transfer::{map_results, shaped_rank};
use super::types::{layout_bit_width, VectorParts};
use crate::vector::*;
use ods_runtime::asm::printer::attr_to_string;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::ods::pred;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, OpId, Type};

type Checked = Result<(), Diagnostic>;

/// The parts of a transfer both verifiers check.
struct Transfer {
    op: OpId,
    /// The memref or tensor.
    shaped: Type,
    /// The vector read or written.
    vector: Type,
    /// How many indices address the shaped type.
    indices: usize,
    /// The permutation map.
    map: Attribute,
    /// How many `in_bounds` entries there are.
    in_bounds: usize,
    /// Whether a mask is given.
    masked: bool,
}

impl Transfer {
    fn error(&self, ctx: &Context, message: impl std::fmt::Display) -> Diagnostic {
        op_error(ctx, self.op, message.to_string())
    }

    /// One index per dimension of the shaped type.
    fn indices(&self, ctx: &Context) -> Checked {
        let rank = shaped_rank(ctx, self.shaped);
        if self.indices != rank {
            return Err(self.error(ctx, format!("requires {rank} indices")));
        }
        Ok(())
    }

    /// MLIR's `verifyTransferOp`: the vector's minor dimension holds whole
    /// elements (or element vectors) of the shaped type, the map goes
    /// from the shaped type's dimensions to the vector's (less an element
    /// vector's), without symbols, with an `in_bounds` entry per result.
    fn shared(&self, ctx: &Context) -> Checked {
        let (
            Some(vector),
            AttrKind::AffineMap {
                dims,
                symbols,
                results,
            },
        ) = (VectorParts::of(ctx, self.vector), ctx.attr_kind(self.map))
        else {
            return Ok(());
        };
        let element = pred::element_type_or_self(ctx, self.shaped);
        let bits = |ty: Type| layout_bit_width(ctx, ty).unwrap_or(0) as i64;
        let minor = |parts: &VectorParts| parts.shape.last().copied().unwrap_or(1);
        let result_bits = bits(vector.element) * minor(&vector);
        if let Some(element_vector) = VectorParts::of(ctx, element) {
            let source_bits = bits(element_vector.element) * minor(&element_vector);
            if source_bits == 0 || result_bits % source_bits != 0 {
                return Err(self.error(
                    ctx,
                    "requires the bitwidth of the minor 1-D vector to be an integral multiple of \
                     the bitwidth of the minor 1-D vector of the source",
                ));
            }
            if element_vector.rank() > vector.rank() {
                return Err(self.error(
                    ctx,
                    "requires source vector element and vector result ranks to match.",
                ));
            }
            if results.len() != vector.rank() - element_vector.rank() {
                return Err(self.result_dims_error(ctx));
            }
            if self.masked {
                return Err(self.error(ctx, "does not support masks with vector element type"));
            }
        } else {
            let source_bits = bits(element);
            if source_bits == 0 || result_bits % source_bits != 0 {
                return Err(self.error(
                    ctx,
                    "requires the bitwidth of the minor 1-D vector to be an integral multiple of \
                     the bitwidth of the source element type",
                ));
            }
            if results.len() != vector.rank() {
                return Err(self.result_dims_error(ctx));
            }
        }
        if *symbols != 0 {
            return Err(self.error(ctx, "requires permutation_map without symbols"));
        }
        if *dims as usize != shaped_rank(ctx, self.shaped) {
            return Err(self.error(
                ctx,
                "requires a permutation_map with input dims of the same rank as the source type",
            ));
        }
        if results.len() != self.in_bounds {
            return Err(self.error(
                ctx,
                format!(
                    "expects the in_bounds attr of same rank as permutation_map results: {} vs \
                     inBounds of size: {}",
                    attr_to_string(ctx, self.map),
                    self.in_bounds
                ),
            ));
        }
        Ok(())
    }

    fn result_dims_error(&self, ctx: &Context) -> Diagnostic {
        self.error(
            ctx,
            "requires a permutation_map with result dims of the same rank as the vector type",
        )
    }

    /// MLIR's `verifyPermutationMap`: each result a dimension used once,
    /// or the constant 0.
    fn permutation(&self, ctx: &Context) -> Checked {
        let mut seen = vec![false; super::transfer::map_dims(ctx, self.map) as usize];
        for result in map_results(ctx, self.map) {
            match result {
                AffineExpr::Constant(0) => {}
                AffineExpr::Dim(d) => {
                    let Some(used) = seen.get_mut(*d as usize) else {
                        return Ok(());
                    };
                    if *used {
                        return Err(self.error(
                            ctx,
                            "requires a permutation_map that is a permutation (found one dim \
                             used more than once)",
                        ));
                    }
                    *used = true;
                }
                _ => {
                    return Err(self.error(
                        ctx,
                        "requires a projected permutation_map (at most one dim or the zero \
                         constant can appear in each result)",
                    ))
                }
            }
        }
        Ok(())
    }
}

/// `vector.transfer_read`: the shared checks, then a padding value of the
/// shaped type's element type, and a projected permutation map.
pub(super) fn transfer_read(ctx: &Context, op: TransferReadOp) -> Checked {
    let transfer = Transfer {
        op: op.id(),
        shaped: ctx.value_type(op.base(ctx)),
        vector: ctx.value_type(op.vector(ctx)),
        indices: op.indices(ctx).len(),
        map: op.permutation_map(ctx),
        in_bounds: op.in_bounds(ctx).len(),
        masked: op.mask(ctx).is_some(),
    };
    transfer.indices(ctx)?;
    transfer.shared(ctx)?;
    let element = pred::element_type_or_self(ctx, transfer.shaped);
    let padding = ctx.value_type(op.padding(ctx));
    if VectorParts::of(ctx, element).is_some() {
        if element != padding {
            return Err(op.emit_op_error(
                ctx,
                "requires source element type and padding type to match.",
            ));
        }
    } else if padding != element {
        return Err(op.emit_op_error(
            ctx,
            "requires formal padding and source of the same elemental type",
        ));
    }
    transfer.permutation(ctx)
}

/// `vector.transfer_write`: one index per dimension, no broadcast
/// dimension, the shared checks, and a projected permutation map.
pub(super) fn transfer_write(ctx: &Context, op: TransferWriteOp) -> Checked {
    let transfer = Transfer {
        op: op.id(),
        shaped: ctx.value_type(op.base(ctx)),
        vector: ctx.value_type(op.value_to_store(ctx)),
        indices: op.indices(ctx).len(),
        map: op.permutation_map(ctx),
        in_bounds: op.in_bounds(ctx).len(),
        masked: op.mask(ctx).is_some(),
    };
    transfer.indices(ctx)?;
    let results = map_results(ctx, transfer.map);
    if results.iter().any(|r| matches!(r, AffineExpr::Constant(0))) {
        return Err(op.emit_op_error(ctx, "should not have broadcast dimensions"));
    }
    transfer.shared(ctx)?;
    transfer.permutation(ctx)
}
