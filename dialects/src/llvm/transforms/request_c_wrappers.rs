//! `llvm-request-c-wrappers` (MLIR's `LLVMRequestCWrappersPass`): every
//! `func.func` gets `llvm.emit_c_interface`, so that its lowering to llvm
//! emits its C wrapper.

use super::{
    LLVMRequestCWrappersPass, LLVMRequestCWrappersPassOptions, LLVMRequestCWrappersPassStatistics,
};
use crate::llvm::LLVMDialect;
use ods_runtime::ods::convert::unit_attr;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// The implementation of `llvm-request-c-wrappers`.
#[derive(Debug, Default)]
pub struct RequestCWrappers;

impl LLVMRequestCWrappersPass for RequestCWrappers {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &LLVMRequestCWrappersPassOptions,
        _: &mut LLVMRequestCWrappersPassStatistics,
    ) -> Result<(), PassFailure> {
        let unit = unit_attr(ctx);
        ctx.set_attr(op, LLVMDialect::EMIT_C_WRAPPER_ATTR_NAME, Some(unit));
        Ok(())
    }
}
