//! `convert-math-to-funcs` (MLIR's `ConvertMathToFuncs`): `math.ipowi`,
//! `math.fpowi` (with an exponent at least `min-width-of-fpowi-exponent`
//! bits wide) and, with `convert-ctlz`, `math.ctlz` on integers become
//! calls of functions the pass adds to the module, one per op and type,
//! private with `linkonce_odr` linkage.
//!
//! The vector forms are unrolled into the scalar op on each element,
//! between `vector.extract` and `vector.insert` (with the `vector`
//! feature; without it, a vector op the pass must convert fails the
//! conversion).

mod ctlz;
mod fpowi;
mod ipowi;
mod outline;
mod squaring;
#[cfg(feature = "vector")]
mod unroll;

use crate::func::{CallOp, FuncOp};
use crate::math::{CountLeadingZerosOp, FPowIOp, IPowIOp};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget,
};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, IrResult, OpId, Type, TypeKind, Value, WalkOrder};
use std::collections::HashMap;
use std::rc::Rc;

include!(concat!(env!("OUT_DIR"), "/math_to_funcs.rs"));

/// The implementation of `convert-math-to-funcs`.
#[derive(Debug, Default)]
pub struct MathToFuncs;

impl ConvertMathToFuncs for MathToFuncs {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        module: OpId,
        options: &ConvertMathToFuncsOptions,
        _: &mut ConvertMathToFuncsStatistics,
    ) -> Result<(), PassFailure> {
        let selection = Selection {
            min_fpowi_exponent_width: options.min_width_of_f_pow_i_exponent,
            ctlz: options.convert_ctlz,
        };
        let functions = Rc::new(create_functions(ctx, module, selection));
        let mut patterns = ConversionPatternSet::new();
        #[cfg(feature = "vector")]
        patterns
            .add(unroll::Unroll::<IPowIOp>::new())
            .add(unroll::Unroll::<FPowIOp>::new())
            .add(unroll::Unroll::<CountLeadingZerosOp>::new());
        let mut target = ConversionTarget::new();
        for dialect in ["arith", "cf", "func", "scf", "vector"] {
            target.add_legal_dialect(dialect);
        }
        let ctlz = selection.ctlz.then_some(CountLeadingZerosOp::NAME);
        for root in [IPowIOp::NAME, FPowIOp::NAME].into_iter().chain(ctlz) {
            patterns.add(CallLowering {
                root,
                selection,
                functions: functions.clone(),
            });
            target.add_dynamically_legal_op(root, move |ctx, op| {
                Some(selection.key(ctx, op).is_none())
            });
        }
        apply_partial_conversion(ctx, &[module], &target, &patterns).map_err(PassFailure::from)
    }
}

/// Which ops the pass converts, from its options.
#[derive(Clone, Copy, Debug)]
struct Selection {
    min_fpowi_exponent_width: u32,
    ctlz: bool,
}

/// An op and the scalar types its function is for: the element type of
/// the result, and for `math.fpowi` the exponent's too.
type Key = (&'static str, Type, Option<Type>);

impl Selection {
    /// The function `op` is converted to a call of, if the pass converts it
    /// (MLIR's `isConvertible` and `isFPowIConvertible`).
    fn key(self, ctx: &Context, op: OpId) -> Option<Key> {
        let element = |v: Value| element_type_or_self(ctx, ctx.value_type(v));
        let integer_result = || {
            let ty = element(ctx.result(op, 0));
            integer_width(ctx, ty).map(|_| ty)
        };
        match ctx.op_name_str(op) {
            IPowIOp::NAME => Some((IPowIOp::NAME, integer_result()?, None)),
            CountLeadingZerosOp::NAME if self.ctlz => {
                Some((CountLeadingZerosOp::NAME, integer_result()?, None))
            }
            FPowIOp::NAME => {
                let exponent = element(ctx.operand(op, 1));
                let wide = integer_width(ctx, exponent)? >= self.min_fpowi_exponent_width;
                let base = element(ctx.result(op, 0));
                wide.then_some((FPowIOp::NAME, base, Some(exponent)))
            }
            _ => None,
        }
    }
}

/// The width of an integer type.
fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// Creates the function of each op the pass converts, once per key, at the
/// end of `module`, in the order the ops come (MLIR's
/// `generateOpImplementations`).
fn create_functions(ctx: &mut Context, module: OpId, selection: Selection) -> HashMap<Key, FuncOp> {
    let mut ops = Vec::new();
    ctx.walk(module, WalkOrder::PostOrder, &mut |op| ops.push(op));
    let mut functions = HashMap::new();
    for op in ops {
        let Some(key) = selection.key(ctx, op) else {
            continue;
        };
        if functions.contains_key(&key) {
            continue;
        }
        let (root, ty, exponent) = key;
        let width = |ctx: &Context, t| integer_width(ctx, t).expect("an integer type");
        let f = match exponent {
            Some(exponent) => {
                let width = width(ctx, exponent);
                fpowi::create_fpowi_function(ctx, module, ty, exponent, width)
            }
            None if root == IPowIOp::NAME => ipowi::create_ipowi_function(ctx, module, ty),
            None => {
                let width = width(ctx, ty);
                ctlz::create_ctlz_function(ctx, module, ty, width)
            }
        };
        functions.insert(key, f);
    }
    functions
}

/// A scalar op the pass converts as a call of its function (MLIR's
/// `IPowIOpLowering`, `FPowIOpLowering` and `CtlzOpLowering`).
struct CallLowering {
    root: &'static str,
    selection: Selection,
    functions: Rc<HashMap<Key, FuncOp>>,
}

impl ConversionPattern for CallLowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result = rw.result(op, 0);
        if element_type_or_self(rw, rw.value_type(result)) != rw.value_type(result) {
            return rw.notify_match_failure(op, "non-scalar operation");
        }
        let function = self
            .selection
            .key(rw, op)
            .and_then(|k| self.functions.get(&k));
        let Some(&function) = function else {
            return rw.notify_match_failure(op, "missing software implementation");
        };
        let loc = rw.op_loc(op);
        let call = CallOp::create_callee(rw, loc, function, Some(operands.to_vec()));
        let values = rw.results(call.id());
        rw.replace_op(op, &values)?;
        Ok(true)
    }
}
