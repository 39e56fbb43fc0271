//! `fixtures/oracle/drr.td`, with the Rust of its native calls (the C++ is
//! in the `.td`).

include!(concat!(env!("OUT_DIR"), "/drr.rs"));

use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{Attribute, Value};

/// `EmitEff`: an `odrr.eff` of `value` at `loc`.
pub fn emit_eff(rewriter: &mut PatternRewriter<'_>, loc: Attribute, value: Value) {
    let ctx = rewriter.context();
    let mut state = odrr::EffOp::state(ctx, loc);
    odrr::EffOp::build(ctx, &mut state, value);
    rewriter.insert(state);
}
