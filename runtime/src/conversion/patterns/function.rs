//! Converting the signature of any `FunctionOpInterface` op (MLIR's
//! `FunctionOpInterfaceSignatureConversion`): its function type and the
//! arguments of its body's blocks, changed in place.

use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, SignatureConversion,
    TypeConverter,
};
use crate::interfaces::function::{function_body, function_type, function_type_parts};
use crate::interfaces::function_signature::set_signature;
use crate::interfaces::prelude::mlir::FunctionOpInterface;
use crate::{IrResult, OpId, Value};
use std::rc::Rc;

/// The pattern: on ops named `root` (any for `None`) that are functions.
struct FunctionOpInterfaceSignatureConversion {
    root: Option<String>,
    converter: Rc<TypeConverter>,
}

impl ConversionPattern for FunctionOpInterfaceSignatureConversion {
    fn root(&self) -> Option<&str> {
        self.root.as_deref()
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let signature = FunctionOpInterface::try_from(rw, op)
            .and_then(|_| function_type(rw, op))
            .and_then(|ty| function_type_parts(rw, ty));
        let Some((inputs, results)) = signature else {
            return rw.notify_match_failure(op, "not a function of a builtin function type");
        };
        let converter = &*self.converter;
        let mut conversion = SignatureConversion::new(inputs.len());
        if !converter.convert_signature_args(rw.context(), &inputs, &mut conversion) {
            return rw.notify_match_failure(op, "an argument type does not convert");
        }
        let Some(results) = converter.convert_type_range(rw.context(), &results) else {
            return rw.notify_match_failure(op, "a result type does not convert");
        };
        // A declaration has no body to convert.
        if let Some(body) = function_body(rw, op).filter(|&r| !rw.blocks(r).is_empty()) {
            if rw
                .convert_region_types(body, converter, Some(&conversion))?
                .is_none()
            {
                return rw.notify_match_failure(op, "a block argument type does not convert");
            }
        }
        let inputs = conversion.converted_types().to_vec();
        rw.modify_op_in_place(op, |ctx| set_signature(ctx, op, &inputs, &results));
        Ok(true)
    }
}

/// Adds the pattern that converts the signature of the functions named
/// `op_name` with `converter`: their function type, and the arguments of
/// their body's blocks, whose old values reach their users through casts
/// (MLIR's `populateFunctionOpInterfaceTypeConversionPattern`). A function
/// is legal for it when [`TypeConverter::is_signature_legal`] says so of
/// its type and the types of its body's blocks are legal.
pub fn populate_function_op_interface_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    op_name: &str,
    converter: Rc<TypeConverter>,
) {
    patterns.add(FunctionOpInterfaceSignatureConversion {
        root: Some(op_name.to_string()),
        converter,
    });
}

/// [`populate_function_op_interface_type_conversion_pattern`] for every op
/// that implements `FunctionOpInterface` (MLIR's
/// `populateAnyFunctionOpInterfaceTypeConversionPattern`).
pub fn populate_any_function_op_interface_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    converter: Rc<TypeConverter>,
) {
    patterns.add(FunctionOpInterfaceSignatureConversion {
        root: None,
        converter,
    });
}
