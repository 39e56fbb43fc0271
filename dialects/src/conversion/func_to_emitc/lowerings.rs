//! The three lowerings, each refusing more than one result as MLIR 22's
//! do (C has no multiple returns).

use super::super::attributes::{all_attrs, set_state_attr, PropertyNames};
use crate::{emitc, func};
use ods_runtime::conversion::{
    ConversionPatternRewriter, OpConversionPattern, SignatureConversion, TypeConverter,
};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, set_state_prop, Op};
use ods_runtime::{FunctionType, IrResult, Value};

/// Why a function, call or return of several results stays.
const SEVERAL_RESULTS: &str = "only functions with zero or one result can be converted";

/// `func.func` to `emitc.func` with the converted signature, the same
/// attributes and the body with its block arguments converted; a
/// declaration gets the specifier `extern`, a private definition
/// `static`.
pub(super) struct FuncLowering(pub(super) TypeConverter);

impl OpConversionPattern for FuncLowering {
    type Op = func::FuncOp;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        op: func::FuncOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let fn_type = op.function_type(rw);
        let (inputs, results) = match FunctionType::try_from(rw, fn_type) {
            Some(f) => (f.inputs(rw).to_vec(), f.results(rw).to_vec()),
            None => (Vec::new(), Vec::new()),
        };
        if results.len() > 1 {
            return rw.notify_match_failure(op.id(), SEVERAL_RESULTS);
        }
        let mut signature = SignatureConversion::new(inputs.len());
        for (i, &input) in inputs.iter().enumerate() {
            let Some(converted) = self.0.convert_type(rw.context(), input) else {
                return rw.notify_match_failure(op.id(), "argument type conversion failed");
            };
            signature.add_inputs(i, &[converted]);
        }
        let mut new_results = Vec::new();
        if let Some(&result) = results.first() {
            let Some(converted) = self.0.convert_type(rw.context(), result) else {
                return rw.notify_match_failure(op.id(), "result type conversion failed");
            };
            new_results.push(converted);
        }
        let body = rw.regions(op.id())[0];
        let declaration = rw.blocks(body).is_empty();
        let private = convert::string_attr(rw.context(), "private");
        let is_private = get_prop(rw, op.id(), "sym_visibility") == Some(private);
        let attrs = all_attrs(rw, op.id());
        let ctx = rw.context();
        let mut state = emitc::FuncOp::state(ctx, op.loc(ctx));
        for (name, value) in attrs {
            set_state_attr(ctx, &mut state, name, value, PropertyNames::Inherent);
        }
        let new_type = FunctionType::get(ctx, signature.converted_types(), &new_results).ty();
        let new_type = convert::type_attr(ctx, new_type);
        set_state_prop(ctx, &mut state, "function_type", Some(new_type));
        let specifier = match (declaration, is_private) {
            (true, _) => Some("extern"),
            (false, true) => Some("static"),
            (false, false) => None,
        };
        if let Some(specifier) = specifier {
            let specifiers = convert::str_array_attr(ctx, &[specifier]);
            set_state_prop(ctx, &mut state, "specifiers", Some(specifiers));
        }
        state.regions.push(ctx.create_region());
        let new = rw.insert(state);
        if !declaration {
            let new_body = rw.regions(new)[0];
            rw.inline_region_before(body, new_body, None);
            if rw
                .convert_region_types(new_body, &self.0, Some(&signature))?
                .is_none()
            {
                return Ok(false);
            }
        }
        rw.erase_op(op.id())?;
        Ok(true)
    }
}

/// `func.call` to `emitc.call` of the same callee, results and
/// attributes (the result types are not converted, as in MLIR 22).
pub(super) struct CallLowering(pub(super) TypeConverter);

impl OpConversionPattern for CallLowering {
    type Op = func::CallOp;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        op: func::CallOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let results = rw.results(op.id());
        if results.len() > 1 {
            return rw.notify_match_failure(op.id(), SEVERAL_RESULTS);
        }
        let result_types = rw.value_types(results);
        let attrs = all_attrs(rw, op.id());
        let ctx = rw.context();
        let mut state = emitc::CallOp::state(ctx, op.loc(ctx));
        state.operands = operands.to_vec();
        state.result_types = result_types;
        for (name, value) in attrs {
            set_state_attr(ctx, &mut state, name, value, PropertyNames::Inherent);
        }
        let call = rw.insert(state);
        let values = rw.results(call);
        rw.replace_op(op.id(), &values)?;
        Ok(true)
    }
}

/// `func.return` to `emitc.return` of its operand, if any.
pub(super) struct ReturnLowering(pub(super) TypeConverter);

impl OpConversionPattern for ReturnLowering {
    type Op = func::ReturnOp;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        op: func::ReturnOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if operands.len() > 1 {
            return rw.notify_match_failure(op.id(), "only zero or one operand is supported");
        }
        let ctx = rw.context();
        let mut state = emitc::ReturnOp::state(ctx, op.loc(ctx));
        state.operands = operands.to_vec();
        rw.insert(state);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
