//! `fixtures/oracle/prelude_semantics.td`, with the Rust of its hooks (the
//! C++ is in `prelude_semantics.oracle.cpp`).

include!(concat!(env!("OUT_DIR"), "/prelude_semantics.rs"));

use ods_runtime::asm::printer::attr_to_string;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::branch::SuccessorOperands;
use ods_runtime::interfaces::function::argument_types;
use ods_runtime::interfaces::prelude::mlir::SymbolUserOpInterfaceImpl;
use ods_runtime::interfaces::region_kind::RegionKind;
use ods_runtime::interfaces::symbols::lookup_nearest_symbol_from;
use ods_runtime::ods::op::op_error;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, OpId};
use ops::*;

/// The attribute the dialect refuses on arguments and results.
const BAD: &str = "ops.bad";

impl OpsDialectHooks for OpsDialect {
    fn verify_region_arg_attribute(
        ctx: &Context,
        op: OpId,
        region: usize,
        arg: usize,
        name: &str,
        _: Attribute,
    ) -> Result<(), Diagnostic> {
        refuse_bad(
            ctx,
            op,
            name,
            format_args!("argument #{arg} of region #{region}"),
        )
    }

    fn verify_region_result_attribute(
        ctx: &Context,
        op: OpId,
        region: usize,
        result: usize,
        name: &str,
        _: Attribute,
    ) -> Result<(), Diagnostic> {
        refuse_bad(
            ctx,
            op,
            name,
            format_args!("result #{result} of region #{region}"),
        )
    }
}

/// The error for [`BAD`] on `place` of `op`; other names pass.
fn refuse_bad(
    ctx: &Context,
    op: OpId,
    name: &str,
    place: std::fmt::Arguments<'_>,
) -> Result<(), Diagnostic> {
    if name != BAD {
        return Ok(());
    }
    Err(op_error(ctx, op, format_args!("has '{BAD}' on {place}")))
}

/// `DeclareOpInterfaceMethods<RegionKindInterface, ["getRegionKind"]>`.
impl MixedOpRegionKindInterface for MixedOp {
    /// Region 1 is a graph region.
    fn get_region_kind(_: &Context, index: usize) -> RegionKind {
        if index == 1 {
            RegionKind::Graph
        } else {
            RegionKind::SsaCfg
        }
    }
}

/// `DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorOperands"]>`.
impl ProduceBrOpBranchOpInterface for ProduceBrOp {
    /// The successor's first argument is the op's own; its operands follow.
    fn get_successor_operands(ctx: &Context, op: OpId, _: usize) -> SuccessorOperands {
        SuccessorOperands {
            produced: 1,
            ..SuccessorOperands::all(ctx, op)
        }
    }
}

impl SymbolUserOpInterfaceImpl for CallOp {
    /// The callee is an `ops.func` taking as many arguments as are passed.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let call = CallOp::from_id_unchecked(op);
        let callee = call.callee_attr(ctx);
        let Some(function) =
            lookup_nearest_symbol_from(ctx, op, callee).and_then(|f| FuncOp::cast(ctx, f))
        else {
            let text = attr_to_string(ctx, callee);
            return Err(call.emit_op_error(ctx, format_args!("'{text}' does not name a function")));
        };
        let expected = argument_types(ctx, function.id()).len();
        let passed = call.args(ctx).len();
        if expected != passed {
            return Err(call.emit_op_error(
                ctx,
                format_args!("passes {passed} arguments to a function of {expected}"),
            ));
        }
        Ok(())
    }
}
