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
        let value = p.ctx().attr(AttrKind::String {
            value: name.into_bytes().into(),
            ty: None,
        });
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

/// The checks of `builtin.module` beyond its traits (`ModuleOp::verify`).
fn verify_module(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op).unwrap_or(ctx.unknown_loc());
    let fail = |m: String| Err(Diagnostic::error(loc, format!("'builtin.module' op {m}")));
    if let Ok(Some(props)) = ctx.properties(op) {
        if let AttrKind::Dictionary(entries) = ctx.attr_kind(props) {
            for &(name, value) in entries.iter() {
                let n = ctx.symbol_str(name);
                if (n == "sym_name" || n == "sym_visibility")
                    && !matches!(ctx.attr_kind(value), AttrKind::String { ty: None, .. })
                {
                    return fail(format!(
                        "attribute '{n}' failed to satisfy constraint: string attribute"
                    ));
                }
            }
        }
    }
    for &(name, _) in ctx.attrs(op).unwrap_or(&[]) {
        let n = ctx.symbol_str(name);
        if !n.contains('.') {
            return fail(format!(
                "can only contain attributes with dialect-prefixed names, found: '{n}'"
            ));
        }
    }
    Ok(())
}
