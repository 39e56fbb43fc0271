//! `cf.assert` to a branch on the condition: on failure the message is
//! printed with `puts` and the program aborts (MLIR's `AssertOpLowering`
//! with `abortOnFailedAssert`, the default).

use crate::cf::AssertOp;
use crate::conversion::llvm_common::{
    at_module_start, enclosing_module, lookup_or_create_fn, lookup_or_create_reserved_fn,
    LlvmLowering, LlvmTypeConverter,
};
use crate::llvm::{
    flags, AddressOfOp, CallOp, CondBrOp, GEPOp, GepArg, GlobalOp, LLVMArrayType, LLVMPointerType,
    LLVMVoidType, Linkage, UnreachableOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::interfaces::symbols::lookup_symbol_in;
use ods_runtime::ir::builder::InsertPoint;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{BigInt, DenseData, IrResult, OpId, Signedness, TypeKind, Value};
use std::sync::atomic::{AtomicUsize, Ordering};

/// `cf.assert` to `llvm.cond_br` to the rest of its block or to a block
/// that prints the message and aborts.
pub(super) struct AssertLowering;

impl LlvmLowering<AssertOp> for AssertLowering {
    fn lower(
        &self,
        op: AssertOp,
        operands: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(module) = enclosing_module(rw, op.id()) else {
            return rw.notify_match_failure(op.id(), "not in a module");
        };
        let loc = op.loc(rw);
        let message = op.msg(rw).to_string();
        let Some(block) = rw.parent_block(op.id()) else {
            return rw.notify_match_failure(op.id(), "not in a block");
        };
        let continuation = rw.split_block(block, Some(op.id()));
        let region = rw
            .block_parent_region(block)
            .expect("a block of the assert's region");
        let failure = rw.create_block(region, None, &[]);
        rw.set_insertion_point_at(Some(InsertPoint::End(failure)));
        if !print_message(rw, loc, module, &message) {
            return rw.notify_match_failure(op.id(), "puts is redefined");
        }
        let void = LLVMVoidType::get(rw.context()).ty();
        let unknown = rw.unknown_loc();
        let abort = lookup_or_create_fn(rw, module, unknown, "abort", Vec::new(), void);
        CallOp::create_func(rw, loc, abort, Vec::new());
        UnreachableOp::create(rw, loc);
        rw.set_insertion_point_at(Some(InsertPoint::End(block)));
        CondBrOp::create(
            rw,
            loc,
            operands[0],
            &[],
            &[],
            None,
            None,
            continuation,
            failure,
        );
        rw.erase_op(op.id())?;
        Ok(true)
    }
}

/// What makes the name of each message global unique: as MLIR's, a count
/// over the process.
static MESSAGES: AtomicUsize = AtomicUsize::new(0);

/// Prints `message` with `puts`: a private constant global of its bytes
/// and a terminating zero, its address, the call (MLIR's
/// `createPrintStrCall`); `false` when the module declares `puts` with
/// another type.
fn print_message(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: ods_runtime::Attribute,
    module: OpId,
    message: &str,
) -> bool {
    let mut name = "assert_msg".to_string();
    while lookup_symbol_in(rw, module, &name).is_some() {
        name = format!("assert_msg_{}", MESSAGES.fetch_add(1, Ordering::Relaxed));
    }
    let bytes: Vec<u8> = message.bytes().chain([0]).collect();
    let ctx = rw.context();
    let i8t = ctx.ty(TypeKind::Integer {
        width: 8,
        signedness: Signedness::Signless,
    });
    let array = LLVMArrayType::get(ctx, i8t, bytes.len() as u64).ty();
    let tensor = convert::ranked_tensor(ctx, &[bytes.len() as i64], i8t);
    let data = bytes.iter().map(|&b| BigInt::from(u128::from(b))).collect();
    let value = convert::dense_elements(ctx, tensor, DenseData::Ints(data));
    let global = at_module_start(rw, module, |rw| {
        GlobalOp::create_type_is_constant_name(
            rw,
            loc,
            array,
            flags::IsConstant::Yes,
            Linkage::Private,
            name,
            value,
            None,
            Some(0),
            None,
            None,
            None,
            None,
            None,
        )
    });
    let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
    let void = LLVMVoidType::get(rw.context()).ty();
    let Some(puts) = lookup_or_create_reserved_fn(rw, module, loc, "puts", vec![ptr], void) else {
        return false;
    };
    let address = AddressOfOp::create_global(rw, loc, global, None).res(rw);
    let first = GEPOp::create_indices_gep_arg(
        rw,
        loc,
        ptr,
        array,
        address,
        &[GepArg::Constant(0)],
        None,
        None,
    );
    let first = first.res(rw);
    CallOp::create_func(rw, loc, puts, vec![first]);
    true
}
