//! Chapter 6's lowering of `toy.print` (the tutorial's `PrintOpLowering`
//! in `LowerToLLVM.cpp`): a `printf` call an element, in a nest of
//! `scf.for` loops over the printed memref, with a newline after each
//! inner dimension. `printf` is declared and the format strings are
//! internal globals of the module, each made once. The loops and loads it
//! makes are lowered further by the rest of
//! [`lower_to_llvm`](crate::lower_to_llvm)'s conversion.

use ods_dialects::arith;
use ods_dialects::conversion::llvm_common::{at_module_start, enclosing_module};
use ods_dialects::llvm::{
    flags, AddressOfOp, CallOp, ConstantOp, GEPOp, GlobalOp, LLVMArrayType, LLVMFuncOp,
    LLVMFunctionType, LLVMPointerType, Linkage,
};
use ods_dialects::memref::LoadOp;
use ods_dialects::scf::{ForOp, YieldOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::interfaces::symbols::lookup_symbol_in;
use ods_runtime::ods::op::Op;
use ods_runtime::{
    Attribute, Builder, Context, IrResult, MemRefType, OpBuilder, OpCreator, OpId, Value,
};
use sample_dialect::toy;

/// `i32 (ptr, ...)`, the type of `printf`.
fn printf_type(ctx: &mut Context) -> LLVMFunctionType {
    let i32_type = ctx.i32_type();
    let ptr = LLVMPointerType::get_address_space(ctx, None).ty();
    LLVMFunctionType::get(ctx, i32_type, vec![ptr], true)
}

/// Declares `printf` at the start of `module` unless it is there.
fn get_or_insert_printf(rw: &mut ConversionPatternRewriter<'_>, module: OpId) {
    if lookup_symbol_in(rw, module, "printf").is_some() {
        return;
    }
    let loc = rw.op_loc(module);
    let ty = printf_type(rw.context()).ty();
    at_module_start(rw, module, |rw| {
        LLVMFuncOp::create_name_type(
            rw,
            loc,
            "printf".into(),
            ty,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        )
    });
}

/// A pointer to the first character of the global string `name` holding
/// `value` (with its NUL), the global made at the start of `module` when
/// it is not there (the tutorial's `getOrCreateGlobalString`).
fn global_string(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    module: OpId,
    name: &str,
    value: &str,
) -> Value {
    let global = match lookup_symbol_in(rw, module, name).and_then(|g| GlobalOp::cast(rw, g)) {
        Some(g) => g,
        None => {
            let i8_type = rw.context().integer_type(8);
            let ty = LLVMArrayType::get(rw.context(), i8_type, value.len() as u64).ty();
            let text = rw.context().string_attr(value);
            at_module_start(rw, module, |rw| {
                GlobalOp::create_type_is_constant_name(
                    rw,
                    loc,
                    ty,
                    flags::IsConstant::Yes,
                    Linkage::Internal,
                    name.into(),
                    text,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                )
            })
        }
    };
    let address = AddressOfOp::create_global(rw, loc, global, None).res(rw);
    let i64_type = rw.context().i64_type();
    let zero = rw.context().index_attr(0);
    let zero = ConstantOp::create(rw, loc, i64_type, zero).res(rw);
    let ptr = LLVMPointerType::get_address_space(rw.context(), None).ty();
    let element = global.global_type(rw);
    GEPOp::create_indices_value(rw, loc, ptr, element, address, vec![zero, zero], None, None)
        .res(rw)
}

/// What the innermost loop body and the newlines need.
struct Printing {
    memref: Value,
    format: Value,
    newline: Value,
}

/// The loops over `shape` from dimension `dim`, at `b`'s insertion point.
fn print_loops(
    b: &mut impl OpCreator,
    loc: Attribute,
    shape: &[i64],
    ivs: &mut Vec<Value>,
    p: &Printing,
) {
    let Some((&size, inner)) = shape.split_first() else {
        let element = LoadOp::create_memref_indices(b, loc, p.memref, ivs.clone(), None, None);
        let element = element.result(b.context());
        let ty = printf_type(b.context());
        CallOp::create_callee_type_callee_string(
            b,
            loc,
            ty,
            "printf".into(),
            Some(vec![p.format, element]),
        );
        return;
    };
    let index = b.context().index_type();
    let lb_attr = b.context().index_attr(0);
    let ub_attr = b.context().index_attr(size);
    let step_attr = b.context().index_attr(1);
    let lb = arith::ConstantOp::create(b, loc, index, lb_attr).result(b.context());
    let ub = arith::ConstantOp::create(b, loc, index, ub_attr).result(b.context());
    let step = arith::ConstantOp::create(b, loc, index, step_attr).result(b.context());
    let mut body = |ctx: &mut Context, at: OpBuilder, loc, iv, _: &[Value]| {
        let mut b = Builder { ctx, at };
        ivs.push(iv);
        print_loops(&mut b, loc, inner, ivs, p);
        ivs.pop();
        if !inner.is_empty() {
            let ty = printf_type(b.ctx);
            CallOp::create_callee_type_callee_string(
                &mut b,
                loc,
                ty,
                "printf".into(),
                Some(vec![p.newline]),
            );
        }
        YieldOp::create_empty(&mut b, loc);
    };
    ForOp::create_lower_bound_upper_bound_step(b, loc, lb, ub, step, None, Some(&mut body), None);
}

/// `toy.print` of a memref to `printf` calls.
pub struct PrintOpLowering;

impl OpConversionPattern for PrintOpLowering {
    type Op = toy::PrintOp;
    fn match_and_rewrite(
        &self,
        op: toy::PrintOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let memref = op.input(rw);
        let memref_type = rw.value_type(memref);
        let Some(shape) = MemRefType::try_from(rw, memref_type).map(|m| m.shape(rw).to_vec())
        else {
            return rw.notify_match_failure(op.id(), "the printed value is not a memref");
        };
        let Some(shape) = shape.into_iter().collect::<Option<Vec<i64>>>() else {
            return rw.notify_match_failure(op.id(), "the printed memref has a dynamic shape");
        };
        let Some(module) = enclosing_module(rw, op.id()) else {
            return rw.notify_match_failure(op.id(), "not in a module");
        };
        let loc = op.loc(rw);
        get_or_insert_printf(rw, module);
        let format = global_string(rw, loc, module, "frmt_spec", "%f \0");
        let newline = global_string(rw, loc, module, "nl", "\n\0");
        let printing = Printing {
            memref,
            format,
            newline,
        };
        print_loops(rw, loc, &shape, &mut Vec::new(), &printing);
        rw.erase_op(op.id())?;
        Ok(true)
    }
}
