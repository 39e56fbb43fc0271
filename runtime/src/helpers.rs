//! What hook code reaches for most, in one place: making and reading
//! attributes ([`ods::convert`](crate::ods::convert)) and testing types
//! ([`ods::pred`](crate::ods::pred)), the functions the prelude's
//! constraints and conversions call, re-exported under their own names.
//!
//! Attributes, made and read back:
//!
//! ```
//! use ods_runtime::helpers::{as_int, i32_attr, i64_attr, string_attr, try_int, try_str};
//! use ods_runtime::Context;
//!
//! let mut ctx = Context::new();
//! let seven = i32_attr(&mut ctx, 7);                // 7 : i32
//! assert_eq!(try_int::<i32>(&ctx, seven), Some(7));
//! let minus_two = i64_attr(&mut ctx, -2);
//! assert_eq!(as_int::<i64>(&ctx, minus_two), -2);
//! let name = string_attr(&mut ctx, "x");
//! assert_eq!(try_int::<i32>(&ctx, name), None);     // not an integer
//! assert_eq!(try_str(&ctx, name), Some("x"));
//! ```
//!
//! Types, made and tested:
//!
//! ```
//! use ods_runtime::helpers::{
//!     element_type_or_self, integer, is_float_type, is_integer_of_width, ranked_tensor, rank,
//! };
//! use ods_runtime::{Context, Signedness};
//!
//! let mut ctx = Context::new();
//! let i32_type = integer(&mut ctx, 32, Signedness::Signless);
//! assert!(is_integer_of_width(&ctx, i32_type, 32));
//! assert!(!is_integer_of_width(&ctx, i32_type, 64));
//! let tensor = ranked_tensor(&mut ctx, &[2, 3], i32_type);  // tensor<2x3xi32>
//! assert_eq!(rank(&ctx, tensor), Some(2));
//! assert_eq!(element_type_or_self(&ctx, tensor), i32_type);
//! assert!(!is_float_type(&ctx, tensor));
//! ```

pub use crate::ods::convert::{
    array_attr, as_bool, as_f64, as_int, as_str, as_type, bool_attr, dense_elements,
    dense_i32_array, dense_i64_array, f32_attr, f64_attr, float, float_attr, i32_attr, i64_attr,
    index, index_attr, integer, integer_attr, ranked_tensor, string_attr, try_bool, try_f64,
    try_int, try_str, try_type, type_attr, unit_attr, unranked_tensor,
};
pub use crate::ods::pred::{
    attr_type, element_type, element_type_or_self, has_static_shape, is_float_type, is_index,
    is_integer, is_integer_of_width, is_integer_type, is_ranked_tensor, is_tensor, rank, shape,
};

use crate::{BlockId, Context};

/// The blocks whose terminators branch to `block`, one for each successor
/// naming it (`cond_br %c, ^b, ^b` counts twice), in MLIR's order
/// (`Block::getPredecessors`, the block's use list): the latest edge
/// first. The IR keeps no use lists of blocks, so the edges are taken as
/// parsed: a later terminator's, and a later successor of one
/// terminator, first.
pub fn predecessors(ctx: &Context, block: BlockId) -> Vec<BlockId> {
    predecessor_edges(ctx, block)
        .into_iter()
        .map(|(from, _)| from)
        .collect()
}

/// The edges leading to `block` as `(predecessor, successor index of its
/// terminator)`, in the order of [`predecessors`].
pub fn predecessor_edges(ctx: &Context, block: BlockId) -> Vec<(BlockId, usize)> {
    let Some(region) = ctx.block_parent_region(block) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &b in ctx.blocks(region).iter().rev() {
        if let Some(terminator) = ctx.last_op(b) {
            let successors = ctx.successors(terminator).iter().enumerate().rev();
            let edges = successors.filter(|&(_, &s)| s == block);
            out.extend(edges.map(|(index, _)| (b, index)));
        }
    }
    out
}

/// The predecessor of `block` when exactly one edge leads to it (MLIR's
/// `Block::getSinglePredecessor`).
pub fn single_predecessor(ctx: &Context, block: BlockId) -> Option<BlockId> {
    match predecessors(ctx, block).as_slice() {
        &[only] => Some(only),
        _ => None,
    }
}

/// The predecessor of `block` when all the edges leading to it come from
/// one block (MLIR's `Block::getUniquePredecessor`).
pub fn unique_predecessor(ctx: &Context, block: BlockId) -> Option<BlockId> {
    let all = predecessors(ctx, block);
    let first = *all.first()?;
    all.iter().all(|&b| b == first).then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The context of `source`, an op holding one region of four blocks,
    /// and those blocks.
    fn four_blocks(source: &str) -> (Context, [BlockId; 4]) {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
        let top = ctx.blocks(ctx.regions(module)[0])[0];
        let f = ctx.block_ops(top)[0];
        let blocks = ctx.blocks(ctx.regions(f)[0]).to_vec();
        match blocks[..] {
            [entry, a, b, c] => (ctx, [entry, a, b, c]),
            _ => panic!("{blocks:?}"),
        }
    }

    #[test]
    fn predecessors_count_each_edge() {
        let source = r#""test.f"() ({
          "test.br"() [^a] : () -> ()
        ^a:
          "test.cond_br"() [^b, ^b] : () -> ()
        ^b:
          "test.br"() [^c] : () -> ()
        ^c:
          "test.ret"() : () -> ()
        }) : () -> ()"#;
        let (ctx, [entry, a, b, c]) = four_blocks(source);
        assert_eq!(predecessors(&ctx, entry), vec![]);
        assert_eq!(single_predecessor(&ctx, a), Some(entry));
        assert_eq!(predecessors(&ctx, b), vec![a, a]);
        assert_eq!(single_predecessor(&ctx, b), None);
        assert_eq!(unique_predecessor(&ctx, b), Some(a));
        assert_eq!(unique_predecessor(&ctx, c), Some(b));
    }

    #[test]
    fn predecessors_list_the_latest_edge_first() {
        let source = r#""test.f"() ({
          "test.cond_br"() [^a, ^c] : () -> ()
        ^a:
          "test.cond_br"() [^c, ^b] : () -> ()
        ^b:
          "test.br"() [^c] : () -> ()
        ^c:
          "test.ret"() : () -> ()
        }) : () -> ()"#;
        let (ctx, [entry, a, b, c]) = four_blocks(source);
        assert_eq!(predecessors(&ctx, c), vec![b, a, entry]);
        assert_eq!(predecessor_edges(&ctx, c), vec![(b, 0), (a, 0), (entry, 1)]);
    }
}
