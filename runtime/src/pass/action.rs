//! MLIR's `PassExecutionAction`: a pass (or the adaptor that runs nested
//! pipelines) running on an op.

use crate::action::{Action, IrUnit};
use crate::{Context, OpId};

/// The pass named `pass` running on `op`.
pub struct PassExecutionAction {
    pass: &'static str,
    units: [IrUnit; 1],
}

/// What MLIR names the pass that runs nested pipelines.
pub const ADAPTOR_NAME: &str = "mlir::detail::OpToOpPassAdaptor";

impl PassExecutionAction {
    /// The pass named `pass` (its [`Pass::name`](super::Pass::name), or
    /// [`ADAPTOR_NAME`]) on `op`.
    pub fn new(pass: &'static str, op: OpId) -> PassExecutionAction {
        PassExecutionAction {
            pass,
            units: [IrUnit::Op(op)],
        }
    }
}

impl Action for PassExecutionAction {
    fn tag(&self) -> &'static str {
        "pass-execution"
    }

    fn print(&self, ctx: &Context, out: &mut String) {
        let IrUnit::Op(op) = self.units[0] else {
            return;
        };
        out.push_str(&format!(
            "`{}` running `{}` on Operation `{}`",
            self.tag(),
            self.pass,
            ctx.op_name_str(op)
        ));
    }

    fn ir_units(&self) -> &[IrUnit] {
        &self.units
    }
}
