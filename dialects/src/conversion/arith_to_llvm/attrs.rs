//! arith's attributes as the llvm ops spell them (MLIR's
//! `AttrConvertFastMathToLLVM` and `AttrConvertOverflowToLLVM`): the
//! other attributes pass through.

use crate::arith::{FastMathFlags, FastMathFlagsAttr, IntegerOverflowFlagsAttr};
use crate::llvm;
use ods_runtime::{Attribute, Context};

/// arith's fast-math flags and llvm's of the same meaning (their bits
/// differ).
const FAST_MATH: [(FastMathFlags, llvm::FastmathFlags); 7] = [
    (FastMathFlags::REASSOC, llvm::FastmathFlags::REASSOC),
    (FastMathFlags::NNAN, llvm::FastmathFlags::NNAN),
    (FastMathFlags::NINF, llvm::FastmathFlags::NINF),
    (FastMathFlags::NSZ, llvm::FastmathFlags::NSZ),
    (FastMathFlags::ARCP, llvm::FastmathFlags::ARCP),
    (FastMathFlags::CONTRACT, llvm::FastmathFlags::CONTRACT),
    (FastMathFlags::AFN, llvm::FastmathFlags::AFN),
];

/// llvm's fast-math flags of arith's `flags`.
pub(crate) fn fastmath_to_llvm(flags: FastMathFlags) -> llvm::FastmathFlags {
    let bits = FAST_MATH
        .iter()
        .filter(|(a, _)| flags.bits() & a.bits() != 0)
        .fold(0, |bits, (_, l)| bits | l.bits());
    llvm::FastmathFlags::from_bits_retain(bits)
}

/// `fastmath` becomes llvm's `fastmathFlags`.
pub(crate) fn convert_fastmath(
    ctx: &mut Context,
    name: &str,
    value: Attribute,
) -> Option<(String, Attribute)> {
    match FastMathFlagsAttr::try_from(ctx, value) {
        Some(flags) if name == "fastmath" => {
            let flags = fastmath_to_llvm(flags.value(ctx));
            Some((
                "fastmathFlags".into(),
                llvm::FastmathFlagsAttr::get(ctx, flags).attr(),
            ))
        }
        _ => Some((name.to_string(), value)),
    }
}

/// `overflowFlags` becomes llvm's attribute of the same name.
pub(super) fn convert_overflow(
    ctx: &mut Context,
    name: &str,
    value: Attribute,
) -> Option<(String, Attribute)> {
    match IntegerOverflowFlagsAttr::try_from(ctx, value) {
        Some(flags) if name == "overflowFlags" => {
            let flags = llvm::IntegerOverflowFlags::from_bits_retain(flags.value(ctx).bits());
            Some((name.to_string(), flags.to_attr(ctx)))
        }
        _ => Some((name.to_string(), value)),
    }
}
