//! `symbol-privatize` (MLIR's `SymbolPrivatize` pass).

use crate::interfaces::symbol_table::{is_symbol, set_visibility};
use crate::interfaces::symbols::{symbol_name, Visibility};
use crate::pass::{Pass, PassFailure, PassOptions};
use crate::{Context, OpId};

/// Makes private every symbol directly in the regions of the op it runs
/// on, but those its `exclude` option names.
#[derive(Debug)]
pub struct SymbolPrivatize {
    options: PassOptions,
}

impl Default for SymbolPrivatize {
    fn default() -> SymbolPrivatize {
        SymbolPrivatize {
            options: PassOptions::new().with(
                "exclude",
                "Comma separated list of symbols that should not be marked private",
                Vec::<String>::new(),
            ),
        }
    }
}

impl Pass for SymbolPrivatize {
    fn argument(&self) -> &'static str {
        "symbol-privatize"
    }
    fn description(&self) -> &'static str {
        "Mark symbols private"
    }
    fn name(&self) -> &'static str {
        "SymbolPrivatize"
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let exclude = self.options.get::<Vec<String>>("exclude");
        let mut symbols = Vec::new();
        for &region in ctx.regions(op) {
            for &block in ctx.blocks(region) {
                let excluded = |s: OpId| {
                    let name = symbol_name(ctx, s);
                    exclude.iter().any(|e| Some(e.as_bytes()) == name)
                };
                symbols.extend(
                    ctx.block_op_iter(block)
                        .filter(|&s| is_symbol(ctx, s) && !excluded(s)),
                );
            }
        }
        for symbol in symbols {
            set_visibility(ctx, symbol, Visibility::Private);
        }
        Ok(())
    }
}
