//! The builtin dialect's operation: `builtin.module`.

use crate::asm::{OpAsmParser, PResult};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, OpId, OperationState};
use crate::registry::{OpInfo, Traits};

pub fn register(ctx: &mut Context) {
    let name = ctx.symbol("builtin.module");
    let mut info = OpInfo::new(name);
    info.traits = Traits::ISOLATED_FROM_ABOVE
        | Traits::NO_TERMINATOR
        | Traits::SINGLE_BLOCK
        | Traits::GRAPH_REGIONS
        | Traits::SYMBOL_TABLE
        | Traits::ZERO_OPERANDS
        | Traits::ZERO_RESULTS;
    info.inherent_attrs = &["sym_name", "sym_visibility"];
    info.verify = Some(verify_module);
    info.parse = Some(parse_module);
    ctx.registry.register("builtin.module", info);
}

/// `module @name attributes {...} { ... }`
fn parse_module(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let name_sym = p.ctx().symbol("sym_name");
        let value = p.ctx().attr(AttrKind::String { value: name.into_bytes().into(), ty: None });
        state.attributes.push((name_sym, value));
    }
    if p.parse_optional_keyword("attributes") {
        let entries = p.parse_attr_dict()?;
        state.attributes.extend(entries);
    }
    let region = p.parse_region(true)?;
    // An empty module body still has its block.
    p.ensure_block(region)?;
    state.regions.push(region);
    Ok(())
}

fn verify_module(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op).unwrap_or(ctx.unknown_loc());
    let fail = |m: &str| Err(Diagnostic::error(loc, format!("'builtin.module' op {m}")));
    let regions = ctx.regions(op).unwrap_or(&[]);
    if regions.len() != 1 {
        return fail(&format!("requires one region"));
    }
    let blocks = ctx.blocks(regions[0]).unwrap_or(&[]);
    if blocks.len() != 1 {
        return fail(&format!("expects region #0 to have 0 or 1 blocks"));
    }
    if ctx.num_block_args(blocks[0]).unwrap_or(0) != 0 {
        return fail("expects region #0 to have 0 or 1 blocks");
    }
    for &(name, _) in ctx.attrs(op).unwrap_or(&[]) {
        let n = ctx.symbol_str(name);
        if !n.contains('.') {
            return fail(&format!("can only contain attributes with dialect-prefixed names, found: '{n}'"));
        }
    }
    Ok(())
}
