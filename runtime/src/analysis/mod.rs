//! Facts about the IR that passes and the verifier compute and query:
//! the control-flow graph of a region, its dominator tree, strongly
//! connected components, slices of the use-def graph, and the
//! data-flow framework with the analyses built on it.

pub mod cfg;
pub mod dataflow;
pub mod dominance;
pub mod scc;
pub mod slice;

/// Appends to `order` the nodes reached from `start` through `next` and
/// not in `seen`, in depth-first post-order, adding them to `seen` (an
/// explicit stack: a graph can be as deep as a region is long).
pub(crate) fn depth_first_post_order<N: Copy + Eq + std::hash::Hash>(
    start: N,
    seen: &mut rustc_hash::FxHashSet<N>,
    order: &mut Vec<N>,
    next: impl Fn(N) -> Vec<N>,
) {
    seen.insert(start);
    // (node, what comes next from it, the next of those to visit)
    let mut stack = vec![(start, next(start), 0)];
    while let Some((node, after, i)) = stack.last_mut() {
        if let Some(&n) = after.get(*i) {
            *i += 1;
            if seen.insert(n) {
                let further = next(n);
                stack.push((n, further, 0));
            }
        } else {
            order.push(*node);
            stack.pop();
        }
    }
}

/// The region of the first op of a module parsed from `src` (unregistered
/// ops allowed), and its blocks: what the analyses' tests run on.
#[cfg(test)]
pub(crate) fn test_region(
    ctx: &mut crate::Context,
    src: &str,
) -> (crate::RegionId, Vec<crate::BlockId>) {
    ctx.allow_unregistered = true;
    let module = crate::parse_source(ctx, src, "t.mlir").expect("parses");
    let body = ctx.blocks(ctx.regions(module)[0])[0];
    let op = ctx.first_op(body).expect("an op");
    let r = ctx.regions(op)[0];
    (r, ctx.blocks(r).to_vec())
}
