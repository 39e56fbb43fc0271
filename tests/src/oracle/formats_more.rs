//! `fixtures/oracle/formats_more.td`, with the Rust of its
//! `OpAsmOpInterface` hooks (the C++ is in the `.td`).

include!(concat!(env!("OUT_DIR"), "/formats_more.rs"));

use ods_runtime::ods::op::Op;
use ods_runtime::registry::{SetBlockNameFn, SetValueNameFn};
use ods_runtime::{Context, RegionId};

/// `%first, %rest:N`, entry block arguments `%x` (made unique), blocks
/// `^entry` and `^then_1` (sanitized), `om` as the default dialect.
impl om::NamedOpHooks for om::NamedOp {
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        set_name(ctx.result(self.id(), 0), "first");
        if ctx.num_results(self.id()) > 1 {
            set_name(ctx.result(self.id(), 1), "rest");
        }
    }

    fn get_asm_block_argument_names(
        self,
        ctx: &Context,
        region: RegionId,
        set_name: SetValueNameFn<'_>,
    ) {
        if let Some(&entry) = ctx.blocks(region).first() {
            for arg in ctx.block_args(entry) {
                set_name(arg, "x");
            }
        }
    }

    fn get_asm_block_names(self, ctx: &Context, set_name: SetBlockNameFn<'_>) {
        let body = ctx.regions(self.id())[0];
        for (i, &block) in ctx.blocks(body).iter().enumerate() {
            match i {
                0 => set_name(block, "entry"),
                1 => set_name(block, "then 1"),
                _ => {}
            }
        }
    }

    fn get_default_dialect() -> &'static str {
        "om"
    }
}
