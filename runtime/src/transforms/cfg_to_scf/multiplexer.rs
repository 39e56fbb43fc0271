//! Edge multiplexers: a new block that edges to several blocks are routed
//! through, passing which block they meant and its arguments, so that a
//! switch in it continues to that block. They make the single entries and
//! exits of loops and branch regions.

use super::edges::Edge;
use super::{insert_after, Lifter};
use crate::ir::builder::InsertPoint;
use crate::{Attribute, BlockId, Type, Value};

/// A multiplexer block and how its arguments map to its destinations.
pub struct EdgeMultiplexer {
    /// The new block.
    pub block: BlockId,
    /// Each distinct destination, in first-seen order, with the position
    /// of its arguments among the block's.
    destinations: Vec<(BlockId, usize)>,
    /// The argument saying which destination is meant, when there are
    /// several.
    discriminator: Option<Value>,
}

impl Lifter<'_> {
    /// Creates the multiplexer block for `destinations`, right after the
    /// first of them: the arguments of each distinct destination, then a
    /// discriminator if there are several, then arguments of `extra`
    /// types. Edges are redirected to it by
    /// [`redirect_edge`](Self::redirect_edge).
    pub(super) fn create_multiplexer(
        &mut self,
        loc: Attribute,
        destinations: &[BlockId],
        extra: &[Type],
    ) -> EdgeMultiplexer {
        let block = self.ctx.create_block(&[]);
        insert_after(self.ctx, destinations[0], block);
        let mut mapping: Vec<(BlockId, usize)> = Vec::new();
        for &destination in destinations {
            if mapping.iter().all(|&(b, _)| b != destination) {
                mapping.push((destination, self.ctx.num_block_args(block)));
                self.add_arguments_from(block, destination);
            }
        }
        let discriminator = (mapping.len() > 1).then(|| {
            let flag = self.switch_value(0);
            let ty = self.ctx.value_type(flag);
            self.ctx.add_block_arg(block, ty, loc)
        });
        for &ty in extra {
            self.ctx.add_block_arg(block, ty, loc);
        }
        EdgeMultiplexer {
            block,
            destinations: mapping,
            discriminator,
        }
    }

    /// Makes `edge` branch to the multiplexer, passing its operands at
    /// its destination's place, the destination's number, `extra`, and
    /// undefined values for the other destinations' arguments.
    pub(super) fn redirect_edge(&mut self, mux: &EdgeMultiplexer, edge: Edge, extra: &[Value]) {
        let successor = edge.successor(self.ctx);
        let Some(position) = mux.destinations.iter().position(|&(b, _)| b == successor) else {
            panic!("edge to {successor:?} redirected to a multiplexer not made for it");
        };
        let offset = mux.destinations[position].1;
        let own = edge.operands(self.ctx);
        let args = self.ctx.block_args(mux.block);
        let extra_start = args.len() - extra.len();
        let discriminator_index = mux.discriminator.map(|_| extra_start - 1);
        let mut operands = Vec::with_capacity(args.len());
        for (index, &arg) in args.iter().enumerate() {
            let value = if (offset..offset + own.len()).contains(&index) {
                own[index - offset]
            } else if Some(index) == discriminator_index {
                self.switch_value(position as u32)
            } else if index >= extra_start {
                extra[index - extra_start]
            } else {
                let ty = self.ctx.value_type(arg);
                self.undef(ty)
            };
            operands.push(value);
        }
        self.order.set_successor(self.ctx, edge, mux.block);
        edge.set_operands(self.ctx, &operands);
    }

    /// Creates, at `at` (after every edge was redirected), the switch from
    /// the multiplexer to its destinations but `excluded`, the last of
    /// them being the default.
    pub(super) fn create_multiplexer_switch(
        &mut self,
        mux: &EdgeMultiplexer,
        loc: Attribute,
        at: InsertPoint,
        excluded: Option<BlockId>,
    ) {
        let args = self.ctx.block_args(mux.block);
        let mut values = Vec::new();
        let mut destinations = Vec::new();
        let mut arguments = Vec::new();
        for (index, &(destination, offset)) in mux.destinations.iter().enumerate() {
            if Some(destination) == excluded {
                continue;
            }
            values.push(index as u32);
            let count = self.ctx.num_block_args(destination);
            arguments.push(args[offset..offset + count].to_vec());
            destinations.push(destination);
        }
        let flag = match mux.discriminator {
            Some(flag) if arguments.len() != 1 => flag,
            _ => self.switch_value(0),
        };
        values.pop();
        let (Some(default), Some(default_args)) = (destinations.pop(), arguments.pop()) else {
            panic!("a multiplexer switch has no destination");
        };
        self.create_switch(
            loc,
            at,
            flag,
            (&values, &destinations, &arguments),
            (default, &default_args),
        );
    }

    /// Routes `edges` through one new multiplexer block, which switches to
    /// their destinations: the single entry they now share.
    pub(super) fn create_single_entry_block(&mut self, loc: Attribute, edges: &[Edge]) -> BlockId {
        let destinations: Vec<BlockId> = edges.iter().map(|e| e.successor(self.ctx)).collect();
        let mux = self.create_multiplexer(loc, &destinations, &[]);
        for &edge in edges {
            self.redirect_edge(&mux, edge, &[]);
        }
        self.create_multiplexer_switch(&mux, loc, InsertPoint::Start(mux.block), None);
        mux.block
    }
}
