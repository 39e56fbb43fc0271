//! The order One-Shot Analysis decides ops in (MLIR's
//! `AnalysisHeuristic`): the decisions made first win the conflicts, so
//! the order shapes which operands bufferize in place.

use super::analysis::find_ancestor_in_region;
use crate::bufferization::interface::{has_tensor_semantics, Heuristic, State};
use ods_runtime::interfaces::prelude::mlir::RegionBranchTerminatorOpInterface;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{Context, OpId, Value, WalkOrder};
use rustc_hash::FxHashSet;

/// The ops under `root` (itself included) with tensor semantics, in the
/// order `heuristic` decides them.
pub(super) fn analysis_order(st: &State<'_>, root: OpId, heuristic: Heuristic) -> Vec<OpId> {
    let ctx = st.ctx;
    if heuristic == Heuristic::BottomUpFromTerminators {
        return from_terminators(st, root);
    }
    let mut ops = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        if has_tensor_semantics(ctx, op) {
            ops.push(op);
        }
    });
    match heuristic {
        Heuristic::BottomUp => ops.reverse(),
        Heuristic::Fuzzer(seed) => shuffle(&mut ops, &mut Mt19937::new(seed)),
        Heuristic::TopDown | Heuristic::BottomUpFromTerminators => {}
    }
    ops
}

/// MLIR's `llvm::shuffle`: each position from the first takes the item at
/// a random offset at or after it.
fn shuffle(items: &mut [OpId], rng: &mut Mt19937) {
    for first in 0..items.len().saturating_sub(1) {
        let size = (items.len() - first) as u64;
        let offset = (u64::from(rng.next()) % size) as usize;
        items.swap(first, first + offset);
    }
}

/// The 32-bit Mersenne Twister (`std::mt19937`), which MLIR's fuzzer
/// heuristic draws from.
struct Mt19937 {
    state: [u32; 624],
    index: usize,
}

impl Mt19937 {
    fn new(seed: u32) -> Mt19937 {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            let previous = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(previous ^ (previous >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }

    fn next(&mut self) -> u32 {
        if self.index >= 624 {
            for i in 0..624 {
                let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % 624] & 0x7fff_ffff);
                let mut next = self.state[(i + 397) % 624] ^ (y >> 1);
                if y & 1 != 0 {
                    next ^= 0x9908_b0df;
                }
                self.state[i] = next;
            }
            self.index = 0;
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }
}

/// MLIR's `bottomUpFromTerminatorsHeuristic`: each region terminator
/// (post-order), then the ops its tensors come from, newest link first,
/// within its region; then the other ops, last first.
fn from_terminators(st: &State<'_>, root: OpId) -> Vec<OpId> {
    let ctx = st.ctx;
    let mut terminators = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        if RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some() {
            terminators.push(op);
        }
    });
    let tensor_result =
        |v: &Value| matches!(v, Value::Result(..)) && is_tensor(ctx, ctx.value_type(*v));
    let mut order = Vec::new();
    let mut seen = FxHashSet::default();
    for terminator in terminators {
        if !seen.insert(terminator) {
            continue;
        }
        order.push(terminator);
        let region = ctx.parent_region(terminator);
        let mut work: Vec<Value> = ctx
            .operands(terminator)
            .into_iter()
            .filter(tensor_result)
            .collect();
        while let Some(value) = work.pop() {
            let Value::Result(def, _) = value else {
                continue;
            };
            if !seen.insert(def) {
                continue;
            }
            // Taken in order even when outside the region, as MLIR does.
            order.push(def);
            if region
                .and_then(|r| find_ancestor_in_region(ctx, r, def))
                .is_none()
            {
                continue;
            }
            for alias in st.aliasing_op_operands(value) {
                let source = ctx.operand(alias.operand.op, alias.operand.index as usize);
                if tensor_result(&source) {
                    work.push(source);
                }
            }
        }
    }
    walk_last_first(ctx, root, &mut |op| {
        if !seen.contains(&op) && has_tensor_semantics(ctx, op) {
            order.push(op);
        }
    });
    order
}

/// A post-order walk over regions, blocks and ops from the last to the
/// first (MLIR's `walk<PostOrder, ReverseIterator>`): an op's nested ops
/// still come before it.
fn walk_last_first(ctx: &Context, op: OpId, f: &mut dyn FnMut(OpId)) {
    for &region in ctx.regions(op).iter().rev() {
        for &block in ctx.blocks(region).iter().rev() {
            let mut cur = ctx.last_op(block);
            while let Some(o) = cur {
                cur = ctx.prev_op(o);
                walk_last_first(ctx, o, f);
            }
        }
    }
    f(op);
}

#[cfg(test)]
mod tests {
    use super::Mt19937;

    /// The C++ standard's check of `mt19937`: the 10000th draw from the
    /// default seed 5489 is 4123659995.
    #[test]
    fn mersenne_twister_matches_the_standard() {
        let mut rng = Mt19937::new(5489);
        let draw = (0..10_000).map(|_| rng.next()).last();
        assert_eq!(draw, Some(4_123_659_995));
    }
}
