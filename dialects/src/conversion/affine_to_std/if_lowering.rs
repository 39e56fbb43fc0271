//! `affine.if` to `scf.if`: the condition is the conjunction, without
//! short-circuit, of the integer set's constraints, each expanded and
//! compared with zero (`== 0` for an equality, `>= 0` otherwise); a set
//! of no constraint is `true`.

use super::expand::{constant_index, AffineExpander};
use crate::affine::AffineIfOp;
use crate::arith::{AndIOp, CmpIPredicate, ConstantOp};
use crate::scf::{self, flags::WithElseRegion};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::convert::integer_attr;
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, IrResult, Signedness, TypeKind, Value};

pub(super) struct IfLowering;

impl OpConversionPattern for IfLowering {
    type Op = AffineIfOp;
    fn match_and_rewrite(
        &self,
        op: AffineIfOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let AttrKind::IntegerSet {
            dims, constraints, ..
        } = rw.attr_kind(op.condition(rw)).clone()
        else {
            return rw.notify_match_failure(op.id(), "no integer set");
        };
        let zero = constant_index(rw, loc, 0);
        let operands = rw.operands(op.id());
        let (dims, symbols) = operands.split_at((dims as usize).min(operands.len()));
        let mut cond: Option<Value> = None;
        for (expr, is_equality) in constraints.iter() {
            let mut expander = AffineExpander {
                rw: &mut *rw,
                loc,
                dims,
                symbols,
            };
            let Some(value) = expander.expand(expr) else {
                return Ok(false);
            };
            let predicate = if *is_equality {
                CmpIPredicate::Eq
            } else {
                CmpIPredicate::Sge
            };
            let compared = expander.cmpi(predicate, value, zero);
            cond = Some(match cond {
                Some(c) => {
                    let i1 = rw.value_type(compared);
                    AndIOp::create(rw, loc, i1, c, compared).result(rw)
                }
                None => compared,
            });
        }
        let cond = match cond {
            Some(c) => c,
            None => {
                let i1 = rw.context().ty(TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                });
                let attr = integer_attr(rw.context(), i1, 1.into());
                ConstantOp::create(rw, loc, i1, attr).result(rw)
            }
        };

        let has_else = op.has_else(rw);
        let result_types = rw.value_types(rw.results(op.id()));
        let with_else = if has_else {
            WithElseRegion::Yes
        } else {
            WithElseRegion::No
        };
        let lowered =
            scf::IfOp::create_result_types_with_else_region(rw, loc, result_types, cond, with_else);
        let regions = [
            (op.then_region(rw), lowered.then_region(rw)),
            (op.else_region(rw), lowered.else_region(rw)),
        ];
        for (from, to) in regions.into_iter().take(if has_else { 2 } else { 1 }) {
            let placeholder = rw.blocks(to).last().copied();
            rw.inline_region_before(from, to, placeholder);
            if let Some(block) = placeholder {
                rw.erase_block(block)?;
            }
        }
        let results = rw.results(lowered.id());
        rw.replace_op(op.id(), &results)?;
        Ok(true)
    }
}
