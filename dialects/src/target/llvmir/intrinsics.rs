//! The `llvm.intr.*` ops as calls of LLVM intrinsics (MLIR's
//! `LLVMIntrinsicConversions`): `llvm.intr.sqrt` on an `f64` is `call
//! double @llvm.sqrt.f64(double %x)`, the intrinsic declared after the
//! module's functions with its attributes. An intrinsic is one line of
//! [`INTRINSICS`] (its name takes the result type: `.f64`, `.v4f32`) or
//! of [`MEMORY_INTRINSICS`] (`memcpy.p0.p0.i64`) or of [`OPERAND_INTRINSICS`]
//! (named by their first operand's type, some ending with an `immarg`
//! the op holds as an attribute: `llvm.abs.i32(i32 %x, i1 false)`), or
//! constrained (`experimental.constrained.fptrunc.f16.f64`, its rounding
//! and exception behaviour as metadata strings, the call `strictfp`).

use super::constants::Constant;
use super::function::{typed, FunctionState, Operand, Part, Translated};
use super::instructions::{flags, inherent, int_attr};
use super::module::call_site_group;
use super::types::IrType;
use ods_runtime::OpId;
use std::fmt::Write;

/// The attributes LLVM gives a pure intrinsic.
const PURE: &str =
    "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)";

/// [`PURE`] for intrinsics that may make undef or poison from defined
/// values.
const PURE_MAY_POISON: &str =
    "nocallback nofree nosync nounwind speculatable willreturn memory(none)";

/// The intrinsics this translation knows whose name takes the result
/// type: the op's name after `llvm.intr.`, and the function attributes
/// of the intrinsic, `llvm.<op name>.<result type>`.
const INTRINSICS: [(&str, &str); 40] = [
    ("sqrt", PURE),
    ("fabs", PURE),
    ("floor", PURE),
    ("ceil", PURE),
    ("trunc", PURE),
    ("round", PURE),
    ("roundeven", PURE),
    ("rint", PURE),
    ("nearbyint", PURE),
    ("exp", PURE),
    ("exp2", PURE),
    ("log", PURE),
    ("log2", PURE),
    ("log10", PURE),
    ("sin", PURE),
    ("cos", PURE),
    ("tan", PURE_MAY_POISON),
    ("asin", PURE_MAY_POISON),
    ("acos", PURE_MAY_POISON),
    ("atan", PURE_MAY_POISON),
    ("atan2", PURE_MAY_POISON),
    ("sinh", PURE_MAY_POISON),
    ("cosh", PURE_MAY_POISON),
    ("tanh", PURE_MAY_POISON),
    ("pow", PURE),
    ("copysign", PURE),
    ("minnum", PURE),
    ("maxnum", PURE),
    ("minimum", PURE),
    ("maximum", PURE),
    ("fma", PURE),
    ("fmuladd", PURE),
    ("smax", PURE),
    ("smin", PURE),
    ("umax", PURE),
    ("umin", PURE),
    ("ctpop", PURE),
    ("bitreverse", PURE),
    ("bswap", PURE),
    ("canonicalize", PURE),
];

/// The memory intrinsics, whose name takes the types of their pointers
/// and length and which end with the `i1 immarg` of their `isVolatile`:
/// the op's name after `llvm.intr.`, the function attributes, and the
/// attributes of each parameter.
const MEMORY_INTRINSICS: [(&str, &str, [&str; 2]); 3] = [
    (
        "memcpy",
        "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
        [
            "noalias writeonly captures(none)",
            "noalias readonly captures(none)",
        ],
    ),
    (
        "memmove",
        "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
        ["writeonly captures(none)", "readonly captures(none)"],
    ),
    (
        "memset",
        "nocallback nofree nounwind willreturn memory(argmem: write)",
        ["writeonly captures(none)", ""],
    ),
];

/// The `immarg` an intrinsic call ends with: the op's attribute that
/// holds it and the width of its integer type.
type Immarg = Option<(&'static str, u32)>;

/// The intrinsics named by the type of their first operand: the op's
/// name after `llvm.intr.`, the function attributes, and the `immarg`
/// the call ends with, if any.
const OPERAND_INTRINSICS: [(&str, &str, Immarg); 10] = [
    ("abs", PURE_MAY_POISON, Some(("is_int_min_poison", 1))),
    ("ctlz", PURE_MAY_POISON, Some(("is_zero_poison", 1))),
    ("cttz", PURE_MAY_POISON, Some(("is_zero_poison", 1))),
    ("is.fpclass", PURE, Some(("bit", 32))),
    ("sadd.with.overflow", PURE, None),
    ("uadd.with.overflow", PURE, None),
    ("ssub.with.overflow", PURE, None),
    ("usub.with.overflow", PURE, None),
    ("smul.with.overflow", PURE, None),
    ("umul.with.overflow", PURE, None),
];

/// The attributes of the constrained floating-point intrinsics.
const CONSTRAINED: &str =
    "nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)";

/// The constrained intrinsics: the op's name after
/// `llvm.intr.experimental.constrained.`, and whether it takes a rounding
/// mode (all take an exception behaviour).
const CONSTRAINED_INTRINSICS: [(&str, bool); 4] = [
    ("fptrunc", true),
    ("fpext", false),
    ("sitofp", true),
    ("uitofp", true),
];

/// The metadata string of an `llvm::RoundingMode` value.
fn rounding_mode(value: i128) -> Option<&'static str> {
    Some(match value {
        0 => "round.towardzero",
        1 => "round.tonearest",
        2 => "round.upward",
        3 => "round.downward",
        4 => "round.tonearestaway",
        7 => "round.dynamic",
        _ => return None,
    })
}

/// The metadata string of an `llvm::fp::ExceptionBehavior` value.
fn exception_behavior(value: i128) -> Option<&'static str> {
    ["fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"]
        .get(usize::try_from(value).ok()?)
        .copied()
}

/// The constrained intrinsic of an
/// `llvm.intr.experimental.constrained.*` op: named by its result and
/// operand types, its metadata strings after the operand.
fn constrained(
    f: &FunctionState<'_, '_>,
    op: OpId,
    short: &str,
    params: Vec<IrType>,
    result: &IrType,
) -> Option<Intrinsic> {
    let &(name, rounds) = CONSTRAINED_INTRINSICS.iter().find(|(n, _)| *n == short)?;
    let attr = |n| int_attr(f.ctx, inherent(f.ctx, op, n));
    let mut metadata = Vec::new();
    if rounds {
        metadata.push(rounding_mode(attr("roundingmode")?)?);
    }
    metadata.push(exception_behavior(attr("fpExceptionBehavior")?)?);
    let mut all_params = params.clone();
    all_params.extend(metadata.iter().map(|_| IrType::Keyword("metadata")));
    Some(Intrinsic {
        name: format!(
            "llvm.experimental.constrained.{name}.{}.{}",
            mangle(result),
            mangle(params.first()?)
        ),
        result: result.clone(),
        param_attributes: vec![""; all_params.len()],
        params: all_params,
        attributes: CONSTRAINED,
        flag: None,
        metadata,
        call_attributes: Some("strictfp"),
    })
}

/// An intrinsic the module calls: its name, its function type and its
/// attributes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Intrinsic {
    pub name: String,
    pub result: IrType,
    pub params: Vec<IrType>,
    /// The attributes of each parameter (empty for none).
    pub param_attributes: Vec<&'static str>,
    pub attributes: &'static str,
    /// A constant integer the call passes after the op's operands (a
    /// memory intrinsic's `isVolatile`, `llvm.abs`'s `is_int_min_poison`):
    /// its width and value.
    pub flag: Option<(u32, i128)>,
    /// The metadata strings the call passes last (`round.tonearest`).
    pub metadata: Vec<&'static str>,
    /// The attributes of the call site, if any (`strictfp`).
    pub call_attributes: Option<&'static str>,
}

/// A type as an intrinsic's name spells it (`f64`, `i32`, `v4f32`,
/// `nxv4f32`, `p0`).
fn mangle(ty: &IrType) -> String {
    match ty {
        IrType::Vector {
            len,
            scalable,
            element,
        } => {
            let prefix = if *scalable { "nxv" } else { "v" };
            format!("{prefix}{len}{}", mangle(element))
        }
        IrType::Ptr(space) => format!("p{space}"),
        IrType::Float(_) => match ty.to_string().as_str() {
            "half" => "f16".to_string(),
            "bfloat" => "bf16".to_string(),
            "float" => "f32".to_string(),
            "double" => "f64".to_string(),
            "x86_fp80" => "f80".to_string(),
            other => other.to_string(),
        },
        other => other.to_string(),
    }
}

/// The intrinsic of an `llvm.intr.*` op with these operands and result,
/// if this translation knows it.
pub(crate) fn intrinsic(
    f: &FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: &IrType,
) -> Option<Intrinsic> {
    let short = f.ctx.op_name_str(op).strip_prefix("llvm.intr.")?;
    let params: Vec<IrType> = operands.iter().map(|o| o.ty().clone()).collect();
    if let Some(name) = short.strip_prefix("experimental.constrained.") {
        return constrained(f, op, name, params, result);
    }
    if let Some(&(_, attributes)) = INTRINSICS.iter().find(|(n, _)| *n == short) {
        return Some(Intrinsic {
            name: format!("llvm.{short}.{}", mangle(result)),
            result: result.clone(),
            param_attributes: vec![""; params.len()],
            params,
            attributes,
            flag: None,
            metadata: Vec::new(),
            call_attributes: None,
        });
    }
    if let Some(&(_, attributes, immarg)) = OPERAND_INTRINSICS.iter().find(|(n, ..)| *n == short) {
        let mut intrinsic = Intrinsic {
            name: format!("llvm.{short}.{}", mangle(params.first()?)),
            result: result.clone(),
            param_attributes: vec![""; params.len()],
            params,
            attributes,
            flag: None,
            metadata: Vec::new(),
            call_attributes: None,
        };
        if let Some((attr, width)) = immarg {
            let value = int_attr(f.ctx, inherent(f.ctx, op, attr))?;
            intrinsic.params.push(IrType::Int(width));
            intrinsic.param_attributes.push("immarg");
            intrinsic.flag = Some((width, value));
        }
        return Some(intrinsic);
    }
    let &(_, attributes, pointers) = MEMORY_INTRINSICS.iter().find(|(n, ..)| *n == short)?;
    // `memcpy.p0.p0.i64`: the pointers and the length, not the value.
    let mangled: Vec<String> = (params.iter().enumerate())
        .filter(|&(i, _)| short != "memset" || i != 1)
        .map(|(_, t)| mangle(t))
        .collect();
    let volatile = inherent(f.ctx, op, "isVolatile")
        .and_then(|a| int_attr(f.ctx, Some(a)))
        .is_some_and(|v| v != 0);
    let mut param_attributes = vec![""; params.len() + 1];
    param_attributes[..2].copy_from_slice(&pointers);
    param_attributes[params.len()] = "immarg";
    let mut all_params = params;
    all_params.push(IrType::Int(1));
    Some(Intrinsic {
        name: format!("llvm.{short}.{}", mangled.join(".")),
        result: IrType::Void,
        params: all_params,
        param_attributes,
        attributes,
        flag: Some((1, i128::from(volatile))),
        metadata: Vec::new(),
        call_attributes: None,
    })
}

/// `call [flags] T @llvm.name.T(args)`, the intrinsic declared for the
/// module.
pub(crate) fn translate(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    intrinsic: Intrinsic,
    operands: &[Operand],
) -> Translated {
    let result = intrinsic.result.clone();
    let head = format!("call{} {result} @{}(", flags(f.ctx, op), intrinsic.name);
    let mut parts = vec![Part::Text(head)];
    let flag = intrinsic
        .flag
        .map(|(width, v)| Operand::Const(IrType::Int(width), Constant::Int(v)));
    for (i, operand) in operands.iter().chain(&flag).enumerate() {
        if i > 0 {
            parts.push(Part::Str(", "));
        }
        parts.extend(typed(operand));
    }
    for text in &intrinsic.metadata {
        parts.push(Part::Text(format!(", metadata !\"{text}\"")));
    }
    parts.push(Part::Str(")"));
    if let Some(attributes) = intrinsic.call_attributes {
        parts.push(Part::Text(format!(" {}", call_site_group(attributes))));
    }
    f.module.declare_intrinsic(intrinsic);
    if let Some(local) = f.push(Some(result.clone()), parts) {
        if let Some(&r) = f.ctx.results(op).first() {
            f.map(r, Operand::Local(result, local));
        }
    }
    Ok(())
}

/// `declare T @llvm.name.T(params)` and its attribute group.
pub(crate) fn declaration(intrinsic: &Intrinsic, group: usize) -> String {
    let params: Vec<String> = (intrinsic.params.iter())
        .zip(&intrinsic.param_attributes)
        .map(|(p, a)| {
            if a.is_empty() {
                p.to_string()
            } else {
                format!("{p} {a}")
            }
        })
        .collect();
    let mut out = format!("; Function Attrs: {}\n", intrinsic.attributes);
    let _ = writeln!(
        out,
        "declare {} @{}({}) #{group}",
        intrinsic.result,
        intrinsic.name,
        params.join(", ")
    );
    out
}
