//! `set-llvm-module-datalayout` (MLIR's `SetLLVMModuleDataLayoutPass`):
//! the module's `llvm.data_layout` becomes the pass's `data-layout`
//! string, once LLVM would read it as a data layout.

use super::{
    SetLLVMModuleDataLayoutPass, SetLLVMModuleDataLayoutPassOptions,
    SetLLVMModuleDataLayoutPassStatistics,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::pass::PassFailure;
use ods_runtime::verify::with_current_op;
use ods_runtime::{Context, OpId};

/// The pass.
#[derive(Debug, Default)]
pub struct SetDataLayout;

impl SetLLVMModuleDataLayoutPass for SetDataLayout {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &SetLLVMModuleDataLayoutPassOptions,
        _: &mut SetLLVMModuleDataLayoutPassStatistics,
    ) -> Result<(), PassFailure> {
        let layout = &options.data_layout;
        if let Some(error) = crate::llvm::data_layout_error(layout) {
            // LLVM's error log ends its message with a newline; the error
            // is the module's, not worded as an op's (`emitError`).
            let message = format!("invalid data layout descriptor: {error}\n");
            let error = Diagnostic::error(ctx.op_loc(op), message);
            return Err(PassFailure::from(with_current_op(ctx, op, error)));
        }
        let value = ctx.string_attr(layout);
        ctx.set_attr(op, "llvm.data_layout", Some(value));
        Ok(())
    }
}
