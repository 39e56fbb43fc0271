//! One exit block per kind of return-like op: every block ending with a
//! return-like op branches instead to the block holding the one op of its
//! kind kept, which takes the returned values as arguments.

use super::{op_error, Lifter};
use crate::diag::Diagnostic;
use crate::ir::builder::InsertPoint;
use crate::{Context, OpId};

/// Whether return-like ops `a` and `b` are of one kind: the same op with
/// the same attributes, properties and operand and result types (MLIR's
/// `OperationEquivalence` ignoring operands and locations).
fn same_kind(ctx: &Context, a: OpId, b: OpId) -> bool {
    a == b
        || (ctx.op_name(a) == ctx.op_name(b)
            && ctx.attr_dictionary(a) == ctx.attr_dictionary(b)
            && ctx.properties(a) == ctx.properties(b)
            && ctx.value_types(ctx.operands(a)) == ctx.value_types(ctx.operands(b))
            && ctx.value_types(ctx.results(a)) == ctx.value_types(ctx.results(b))
            && ctx.regions(a).is_empty()
            && ctx.regions(b).is_empty())
}

impl Lifter<'_> {
    /// Makes every block without successors branch to its kind's exit
    /// block instead (MLIR's `createSingleExitBlocksForReturnLike`).
    pub(super) fn combine_return_like_exits(&mut self) -> Result<(), Diagnostic> {
        let mut index = 0;
        // Exit blocks are appended while this runs, and visited too.
        while let Some(&block) = self.ctx.blocks(self.region).get(index) {
            index += 1;
            let Some(last) = self.ctx.last_op(block) else {
                continue;
            };
            if self.ctx.successors(last).is_empty() {
                self.combine_exit(last)?;
            }
        }
        Ok(())
    }

    /// Replaces return-like op `op` by a branch to the exit block of its
    /// kind, moving it there if it is the first of its kind.
    pub(super) fn combine_exit(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let found = self
            .exits
            .iter()
            .find(|&&(kept, _)| same_kind(self.ctx, kept, op))
            .copied();
        if found.is_some_and(|(kept, _)| kept == op) {
            return Ok(());
        }
        let exit = match found {
            Some((_, exit)) => exit,
            None => {
                let loc = self.ctx.op_loc(op);
                let types = self.ctx.value_types(self.ctx.operands(op));
                let args: Vec<_> = types.into_iter().map(|ty| (ty, loc)).collect();
                let exit = self.ctx.create_block(&args);
                self.ctx.append_block(self.region, exit);
                self.exits.push((op, exit));
                exit
            }
        };
        let flag = self.switch_value(0);
        let loc = self.ctx.op_loc(op);
        let operands = self.ctx.operands(op);
        let branch = self.interface.create_single_destination_branch(
            self.ctx,
            loc,
            InsertPoint::Before(op),
            flag,
            (exit, &operands),
        );
        self.order.created(self.ctx, branch);
        if found.is_some() {
            return self
                .ctx
                .erase_op(op)
                .map_err(|_| op_error(self.ctx, op, "has results in use and cannot be combined"));
        }
        self.ctx.move_op(op, InsertPoint::End(exit));
        for (i, arg) in self.ctx.block_args(exit).into_iter().enumerate() {
            self.ctx.set_operand(op, i, arg);
        }
        Ok(())
    }
}
