//! `math-expand-ops` (MLIR's `MathExpandOpsPass`): math ops rewritten
//! greedily into more basic `arith` and `math` ops, all of them or those
//! whose mnemonics the `ops` option lists.

use super::expander::Expand;
use super::{bits, hyperbolic, powers, rounding};
use super::{MathExpandOpsPass, MathExpandOpsPassOptions, MathExpandOpsPassStatistics};
use crate::math::*;
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::rewrite::{apply_patterns_greedily, GreedyRewriteConfig, RewritePatternSet};
use ods_runtime::{Context, OpId};

/// The implementation of `math-expand-ops`.
#[derive(Debug, Default)]
pub struct MathExpandOps;

impl MathExpandOpsPass for MathExpandOps {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &MathExpandOpsPassOptions,
        _: &mut MathExpandOpsPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = RewritePatternSet::new();
        populate_math_expansion_patterns(&mut patterns, &options.op_mnemonics);
        let patterns = patterns.freeze(ctx);
        let converged = apply_patterns_greedily(ctx, op, &patterns, GreedyRewriteConfig::default());
        PassFailure::unless_converged(ctx, op, converged)
    }
}

/// Adds the expansion of each math op whose mnemonic `mnemonics` lists,
/// or of every one when it is empty (MLIR's `populateExpansionPatterns`).
pub fn populate_math_expansion_patterns(patterns: &mut RewritePatternSet, mnemonics: &[String]) {
    let wanted = |name: &str| {
        let mnemonic = name.strip_prefix("math.").unwrap_or(name);
        mnemonics.is_empty() || mnemonics.iter().any(|m| m == mnemonic)
    };
    macro_rules! expansions {
        ($($op:ident => $rule:path),* $(,)?) => {$(
            if wanted($op::NAME) {
                patterns.add_op_pattern(Expand::<$op> { rule: $rule });
            }
        )*};
    }
    expansions!(
        CountLeadingZerosOp => bits::ctlz,
        SinhOp => hyperbolic::sinh,
        CoshOp => hyperbolic::cosh,
        TanOp => hyperbolic::tan,
        TanhOp => hyperbolic::tanh,
        AsinhOp => hyperbolic::asinh,
        AcoshOp => hyperbolic::acosh,
        AtanhOp => hyperbolic::atanh,
        FmaOp => powers::fma,
        CeilOp => rounding::ceil,
        Exp2Op => powers::exp2,
        PowFOp => powers::powf,
        FPowIOp => powers::fpowi,
        RoundOp => rounding::round,
        RoundEvenOp => rounding::roundeven,
        RsqrtOp => powers::rsqrt,
        ClampFOp => powers::clampf,
    );
}
