//! Comdats in LLVM IR (MLIR's `ModuleTranslation::convertComdats` and
//! LLVM's `AsmWriter`): each `llvm.comdat_selector` is a comdat of the
//! module, `$name = comdat kind`, written when a function or global is in
//! it, which then ends with `comdat` (of its own name) or `comdat($name)`.

use super::types::llvm_name;
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, OpId};

/// A comdat: its name and its selection kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Comdat {
    name: String,
    kind: &'static str,
}

/// Checks that no two selectors of the module's comdats share a name (a
/// plain error at the second, as MLIR's).
pub(crate) fn check_selectors(ctx: &Context, body: &[OpId]) -> Result<(), Diagnostic> {
    let mut names = std::collections::HashSet::new();
    let selectors = body
        .iter()
        .filter(|&&op| ComdatOp::cast(ctx, op).is_some())
        .flat_map(|&op| ctx.regions(op).to_vec())
        .flat_map(|r| ctx.blocks(r).to_vec())
        .flat_map(|b| ctx.block_ops(b));
    for selector in selectors.filter_map(|o| ComdatSelectorOp::cast(ctx, o)) {
        if !names.insert(selector.sym_name(ctx).to_string()) {
            return Err(Diagnostic::error(
                ctx.op_loc(selector.id()),
                "comdat selection symbols must be unique even in different comdat regions",
            ));
        }
    }
    Ok(())
}

/// The comdat a global or function's `comdat` attribute names.
pub(crate) fn comdat_of(ctx: &Context, op: OpId, comdat: Option<Attribute>) -> Option<Comdat> {
    let target = ods_runtime::interfaces::symbols::lookup_nearest_symbol_from(ctx, op, comdat?)?;
    let selector = ComdatSelectorOp::cast(ctx, target)?;
    Some(Comdat {
        name: selector.sym_name(ctx).to_string(),
        kind: selector.comdat(ctx).stringify(),
    })
}

/// ` comdat` when the comdat has the name of `symbol`, else
/// ` comdat($name)`.
pub(crate) fn reference(comdat: &Comdat, symbol: &str) -> String {
    if comdat.name == symbol {
        " comdat".to_string()
    } else {
        format!(" comdat(${})", llvm_name(&comdat.name))
    }
}

/// The definitions of the comdats in use, each once, in the order LLVM
/// meets them (the functions' first, then the globals'), a blank line
/// before each.
pub(crate) fn definitions(used: impl IntoIterator<Item = Comdat>) -> String {
    let mut seen = Vec::new();
    for comdat in used {
        if !seen.contains(&comdat) {
            seen.push(comdat);
        }
    }
    seen.iter()
        .map(|c| format!("\n${} = comdat {}\n", llvm_name(&c.name), c.kind))
        .collect()
}
