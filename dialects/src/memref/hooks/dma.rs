//! The operands of `memref.dma_start`, one variadic list that the ranks
//! of its memrefs split: source memref and indices, destination memref and
//! indices, number of elements, tag memref and indices, then optionally
//! the stride and the number of elements per stride.

use super::layout::MemRefParts;
use ods_runtime::{Context, OpId};
use std::ops::Range;

/// Operand positions of a `memref.dma_start`, read from the ranks of its
/// memrefs (a non-memref counts as rank 0; the verifier rejects it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DmaOperands {
    /// The source memref.
    pub source: usize,
    /// The destination memref.
    pub dest: usize,
    /// The tag memref.
    pub tag: usize,
    /// The rank of the tag memref.
    pub tag_rank: usize,
}

impl DmaOperands {
    /// The positions in `op`'s operands; past its end where it has too few.
    pub fn of(ctx: &Context, op: OpId) -> DmaOperands {
        let operands = ctx.operands(op);
        let rank = |i: usize| {
            operands
                .get(i)
                .and_then(|&v| MemRefParts::of(ctx, ctx.value_type(v)))
                .map_or(0, |p| p.shape.len())
        };
        let source = 0;
        let dest = source + 1 + rank(source);
        let tag = dest + 1 + rank(dest) + 1;
        DmaOperands {
            source,
            dest,
            tag,
            tag_rank: rank(tag),
        }
    }

    /// The source indices.
    pub fn source_indices(&self) -> Range<usize> {
        self.source + 1..self.dest
    }

    /// The destination indices.
    pub fn dest_indices(&self) -> Range<usize> {
        self.dest + 1..self.num_elements()
    }

    /// The number of elements.
    pub fn num_elements(&self) -> usize {
        self.tag - 1
    }

    /// The tag indices.
    pub fn tag_indices(&self) -> Range<usize> {
        self.tag + 1..self.end()
    }

    /// The number of operands without the stride operands.
    pub fn end(&self) -> usize {
        self.tag + 1 + self.tag_rank
    }

    /// The stride and elements-per-stride operands, when `count` operands
    /// hold them.
    pub fn stride(&self, count: usize) -> Option<(usize, usize)> {
        (count == self.end() + 2).then(|| (count - 2, count - 1))
    }
}
