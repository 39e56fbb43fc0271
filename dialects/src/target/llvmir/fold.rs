//! What LLVM's `IRBuilder<TargetFolder>` (the builder MLIR translates
//! with) folds when all the operands of an instruction are constants:
//! integer and float arithmetic, comparisons, casts, `select`,
//! `extractvalue`, `insertvalue`, and `getelementptr` into a byte offset
//! in the default data layout. `None` when it does not fold (the
//! instruction is then written).

use super::constants::{exact_f64, wrap, Constant};
use super::layout::DataLayout;
use super::types::IrType;
use ods_runtime::ir::float;
use ods_runtime::FloatKind;

/// An integer binary operation on two constants of type `ty`.
pub(crate) fn int_binary(
    op: &str,
    ty: &IrType,
    lhs: &Constant,
    rhs: &Constant,
) -> Option<Constant> {
    let IrType::Int(width) = *ty else {
        return None;
    };
    if width > 128 {
        return None;
    }
    // A poison operand makes the result poison.
    if *lhs == Constant::Poison || *rhs == Constant::Poison {
        return Some(Constant::Poison);
    }
    let (a, b) = (int_value(lhs)?, int_value(rhs)?);
    let (ua, ub) = (unsigned(width, a), unsigned(width, b));
    let poison = || Some(Constant::Poison);
    let value: i128 = match op {
        "add" => a.wrapping_add(b),
        "sub" => a.wrapping_sub(b),
        "mul" => a.wrapping_mul(b),
        "and" => a & b,
        "or" => a | b,
        "xor" => a ^ b,
        "shl" | "lshr" | "ashr" if ub >= u128::from(width) => return poison(),
        "shl" => a << ub,
        "lshr" => (ua >> ub) as i128,
        "ashr" => a >> ub,
        "udiv" | "urem" | "sdiv" | "srem" if ub == 0 => return poison(),
        "udiv" => (ua / ub) as i128,
        "urem" => (ua % ub) as i128,
        // The most negative value over -1 overflows: poison.
        "sdiv" => match a.checked_div(b) {
            Some(q) if wrap(width, q) == q => q,
            _ => return poison(),
        },
        "srem" => a.checked_rem(b).unwrap_or(0),
        _ => return None,
    };
    let value = wrap(width, value);
    Some(Constant::Int(value))
}

/// The bits of a `width`-bit integer (held sign-extended) as unsigned.
fn unsigned(width: u32, value: i128) -> u128 {
    if width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    }
}

/// The integer a constant holds (zero included).
fn int_value(c: &Constant) -> Option<i128> {
    match c {
        Constant::Int(v) => Some(*v),
        Constant::Zero => Some(0),
        _ => None,
    }
}

/// Whether the folds handle floats of `kind`: those an `f64` holds
/// exactly, whose arithmetic done in `f64` and rounded once to them is
/// exact (f16, bf16, f32, f64).
fn folds(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
    )
}

/// The float a constant of a float kind the folds handle holds, as an
/// `f64`.
fn float_value(c: &Constant, kind: FloatKind) -> Option<f64> {
    match c {
        Constant::Float(k, bits)
            if *k == kind && matches!(kind, FloatKind::F32 | FloatKind::F64) =>
        {
            Some(exact_f64(kind, *bits))
        }
        Constant::Float(k, bits) if *k == kind && folds(kind) => Some(float::to_f64(kind, *bits)),
        Constant::Zero => Some(0.0),
        _ => None,
    }
}

/// A float of `kind` from an `f64`, rounded to nearest even.
fn float_constant(kind: FloatKind, value: f64) -> Constant {
    let bits = match kind {
        FloatKind::F32 => u128::from((value as f32).to_bits()),
        FloatKind::F64 => u128::from(value.to_bits()),
        _ => float::encode_f64(kind, value),
    };
    Constant::Float(kind, bits)
}

/// The sign bit, the exponent field and the quiet bit of a float kind
/// the folds handle.
fn float_fields(kind: FloatKind) -> (u128, u128, u128) {
    let (exponent_bits, fraction_bits) = match kind {
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
        FloatKind::F32 => (8, 23),
        _ => (11, 52),
    };
    let sign = 1u128 << (exponent_bits + fraction_bits);
    let exponent = ((1u128 << exponent_bits) - 1) << fraction_bits;
    (sign, exponent, 1u128 << (fraction_bits - 1))
}

/// A float binary operation, computed in the operands' own format (f32
/// and f64), or in `f64` and rounded once (f16 and bf16).
pub(crate) fn float_binary(
    op: &str,
    ty: &IrType,
    lhs: &Constant,
    rhs: &Constant,
) -> Option<Constant> {
    let IrType::Float(kind) = *ty else {
        return None;
    };
    let (a, b) = (float_value(lhs, kind)?, float_value(rhs, kind)?);
    let value = if kind == FloatKind::F32 {
        let (a, b) = (a as f32, b as f32);
        f64::from(match op {
            "fadd" => a + b,
            "fsub" => a - b,
            "fmul" => a * b,
            "fdiv" => a / b,
            "frem" => a % b,
            _ => return None,
        })
    } else {
        match op {
            "fadd" => a + b,
            "fsub" => a - b,
            "fmul" => a * b,
            "fdiv" => a / b,
            "frem" => a % b,
            _ => return None,
        }
    };
    if value.is_nan() {
        return Some(Constant::Float(kind, nan_result(kind, lhs, rhs)));
    }
    Some(float_constant(kind, value))
}

/// The NaN `APFloat` arithmetic gives: a NaN operand (the left one
/// first) made quiet, else the default quiet NaN (positive, no payload).
fn nan_result(kind: FloatKind, lhs: &Constant, rhs: &Constant) -> u128 {
    let (_, exponent, quiet) = float_fields(kind);
    let is_nan = |bits: u128| bits & exponent == exponent && bits & (quiet * 2 - 1) != 0;
    [lhs, rhs]
        .into_iter()
        .find_map(|c| match c {
            Constant::Float(_, bits) if is_nan(*bits) => Some(bits | quiet),
            _ => None,
        })
        .unwrap_or(exponent | quiet)
}

/// `icmp` of two integer constants.
pub(crate) fn icmp(
    predicate: &str,
    ty: &IrType,
    lhs: &Constant,
    rhs: &Constant,
) -> Option<Constant> {
    let IrType::Int(width) = *ty else {
        return None;
    };
    if width > 128 {
        return None;
    }
    let (a, b) = (int_value(lhs)?, int_value(rhs)?);
    let (ua, ub) = (unsigned(width, a), unsigned(width, b));
    let result = match predicate {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => a < b,
        "sle" => a <= b,
        "sgt" => a > b,
        "sge" => a >= b,
        "ult" => ua < ub,
        "ule" => ua <= ub,
        "ugt" => ua > ub,
        "uge" => ua >= ub,
        _ => return None,
    };
    Some(Constant::Int(-i128::from(result)))
}

/// `fcmp` of two float constants: an ordered predicate
/// holds when neither is NaN, an unordered one also when either is.
pub(crate) fn fcmp(
    predicate: &str,
    ty: &IrType,
    lhs: &Constant,
    rhs: &Constant,
) -> Option<Constant> {
    let IrType::Float(kind) = *ty else {
        return None;
    };
    let (a, b) = (float_value(lhs, kind)?, float_value(rhs, kind)?);
    let unordered = a.is_nan() || b.is_nan();
    let ordered = |holds: bool| !unordered && holds;
    let result = match predicate {
        "false" => false,
        "true" => true,
        "ord" => !unordered,
        "uno" => unordered,
        "oeq" => ordered(a == b),
        "ogt" => ordered(a > b),
        "oge" => ordered(a >= b),
        "olt" => ordered(a < b),
        "ole" => ordered(a <= b),
        "one" => ordered(a != b),
        "ueq" => unordered || a == b,
        "ugt" => unordered || a > b,
        "uge" => unordered || a >= b,
        "ult" => unordered || a < b,
        "ule" => unordered || a <= b,
        "une" => unordered || a != b,
        _ => return None,
    };
    Some(Constant::Int(-i128::from(result)))
}

/// `fneg` of a float constant: its sign bit flipped, NaNs included.
pub(crate) fn fneg(ty: &IrType, value: &Constant) -> Option<Constant> {
    let IrType::Float(kind) = *ty else {
        return None;
    };
    let bits = match value {
        Constant::Float(k, bits) if *k == kind && folds(kind) => *bits,
        Constant::Zero if folds(kind) => 0,
        _ => return None,
    };
    Some(Constant::Float(kind, bits ^ float_fields(kind).0))
}

/// A cast of a constant from `from` to `to`.
pub(crate) fn cast(op: &str, value: &Constant, from: &IrType, to: &IrType) -> Option<Constant> {
    if matches!(value, Constant::Undef | Constant::Poison) {
        return None;
    }
    match (op, from, to) {
        ("trunc" | "sext" | "zext", IrType::Int(fw), IrType::Int(tw)) => {
            let v = int_value(value)?;
            let v = if op == "zext" && *fw < 128 {
                v & ((1i128 << fw) - 1)
            } else {
                v
            };
            Some(Constant::Int(wrap(*tw, v)))
        }
        ("sitofp" | "uitofp", IrType::Int(fw), IrType::Float(kind)) if folds(*kind) => {
            let v = int_value(value)?;
            let v = if op == "uitofp" && *fw < 128 {
                v & ((1i128 << fw) - 1)
            } else {
                v
            };
            // Rounded once, to the target format: 16-bit floats take the
            // integer rounded to their precision, which an f64 holds.
            match kind {
                FloatKind::F32 => Some(Constant::Float(*kind, u128::from((v as f32).to_bits()))),
                FloatKind::F64 => Some(float_constant(*kind, v as f64)),
                _ => {
                    let magnitude = round_to_bits(v.unsigned_abs(), float::precision(*kind));
                    let value = magnitude as f64;
                    Some(float_constant(*kind, if v < 0 { -value } else { value }))
                }
            }
        }
        ("fptosi" | "fptoui", IrType::Float(kind), IrType::Int(tw)) => {
            let v = float_value(value, *kind)?.trunc();
            let fits = if op == "fptosi" {
                *tw <= 64 && v >= -(2f64.powi(*tw as i32 - 1)) && v < 2f64.powi(*tw as i32 - 1)
            } else {
                *tw <= 64 && v >= 0.0 && v < 2f64.powi(*tw as i32)
            };
            Some(if fits {
                Constant::Int(wrap(*tw, v as i128))
            } else {
                Constant::Poison
            })
        }
        ("fpext" | "fptrunc", IrType::Float(fk), IrType::Float(tk)) if folds(*tk) => {
            let v = match value {
                Constant::Float(k, bits) if k == fk => float::to_f64(*k, *bits),
                Constant::Zero => 0.0,
                _ => return None,
            };
            (!v.is_nan()).then(|| float_constant(*tk, v))
        }
        ("ptrtoint", IrType::Ptr(_), IrType::Int(tw)) => match value {
            Constant::Ptr {
                base: None, offset, ..
            } => Some(Constant::Int(wrap(*tw, i128::from(*offset)))),
            Constant::Zero => Some(Constant::Int(0)),
            // A global's address is known only once linked.
            Constant::Ptr { .. } => Some(Constant::Expr(format!(
                "ptrtoint ({from} {} to {to})",
                value.text(from)
            ))),
            _ => None,
        },
        ("inttoptr", IrType::Int(_), IrType::Ptr(_)) => {
            let offset = i64::try_from(int_value(value)?).ok()?;
            Some(Constant::Ptr {
                base: None,
                offset,
                inbounds: false,
            })
        }
        ("bitcast", _, _) if from == to => Some(value.clone()),
        ("bitcast", IrType::Float(kind), IrType::Int(tw)) if float_width(*kind) == Some(*tw) => {
            match value {
                Constant::Float(k, bits) if k == kind => {
                    Some(Constant::Int(wrap(*tw, *bits as i128)))
                }
                Constant::Zero => Some(Constant::Int(0)),
                _ => None,
            }
        }
        ("bitcast", IrType::Int(fw), IrType::Float(kind)) if float_width(*kind) == Some(*fw) => {
            let bits = unsigned(*fw, int_value(value)?);
            Some(Constant::Float(*kind, bits))
        }
        _ => None,
    }
}

/// `m` rounded to `bits` significant bits, to nearest even: an integer
/// an `f64` then holds exactly.
fn round_to_bits(m: u128, bits: u32) -> u128 {
    let width = 128 - m.leading_zeros();
    if width <= bits {
        return m;
    }
    let shift = width - bits;
    let (kept, rest, half) = (m >> shift, m & ((1 << shift) - 1), 1u128 << (shift - 1));
    let up = rest > half || (rest == half && kept & 1 == 1);
    (kept + u128::from(up)) << shift
}

/// The width of the scalar floats a bitcast folds between.
fn float_width(kind: FloatKind) -> Option<u32> {
    match kind {
        FloatKind::F16 | FloatKind::BF16 => Some(16),
        FloatKind::F32 => Some(32),
        FloatKind::F64 => Some(64),
        _ => None,
    }
}

/// `extractvalue` of a constant aggregate.
pub(crate) fn extract(value: &Constant, ty: &IrType, position: &[u64]) -> Option<Constant> {
    let (mut c, mut t) = (value.clone(), ty.clone());
    for &i in position {
        c = c.element(&t, i)?;
        t = t.element(i)?.clone();
    }
    Some(c)
}

/// `insertvalue` of a constant into a constant aggregate.
pub(crate) fn insert(
    container: &Constant,
    ty: &IrType,
    value: &Constant,
    position: &[u64],
) -> Option<Constant> {
    let Some((&first, rest)) = position.split_first() else {
        return Some(value.clone());
    };
    let mut elements = container.elements(ty)?;
    let slot = elements.get_mut(usize::try_from(first).ok()?)?;
    *slot = insert(slot, ty.element(first)?, value, rest)?;
    Some(Constant::aggregate(elements))
}

/// `offset + index * size` in the 64 bits of a pointer's index, wrapping
/// as LLVM computes offsets.
fn step(offset: i128, index: i128, size: u64) -> i128 {
    let product = (index as i64).wrapping_mul(size as i64);
    i128::from((offset as i64).wrapping_add(product))
}

/// `getelementptr` over a constant pointer with constant indices: the
/// pointer `offset` bytes further, the indices walking `element` (the
/// first one) and the aggregates inside it.
/// `global_size` gives the size of a global, to tell whether the
/// pointer stays in its bounds.
pub(crate) fn gep(
    base: &Constant,
    element: &IrType,
    indices: &[i128],
    layout: &DataLayout,
    global_size: impl Fn(&str) -> Option<u64>,
) -> Option<Constant> {
    let (base, mut offset) = match base {
        Constant::Ptr { base, offset, .. } => (base.clone(), i128::from(*offset)),
        Constant::Zero => (None, 0),
        _ => return None,
    };
    let mut ty = element.clone();
    for (n, &index) in indices.iter().enumerate() {
        if n == 0 {
            offset = step(offset, index, layout.alloc_size(&ty));
            continue;
        }
        ty = match ty {
            IrType::Struct {
                elements, packed, ..
            } => {
                let i = usize::try_from(index)
                    .ok()
                    .filter(|&i| i < elements.len())?;
                offset = step(offset, 1, layout.field_offset(&elements, packed, i));
                elements[i].clone()
            }
            IrType::Array(_, e) | IrType::Vector { element: e, .. } => {
                offset = step(offset, index, layout.alloc_size(&e));
                *e
            }
            _ => return None,
        };
    }
    let inbounds = base
        .as_deref()
        .and_then(global_size)
        .is_some_and(|size| offset >= 0 && offset <= i128::from(size));
    Some(Constant::Ptr {
        base,
        offset: offset as i64,
        inbounds,
    })
}
