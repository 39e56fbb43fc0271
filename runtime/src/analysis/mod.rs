//! Facts about the IR that passes and the verifier compute and query:
//! the control-flow graph of a region, its dominator tree, and the
//! data-flow framework with the analyses built on it.

pub mod cfg;
pub mod dataflow;
pub mod dominance;
pub mod slice;

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
