//! LLVM attributes of functions and their parameters, from `llvm.func`'s
//! attributes (`no_inline`, `passthrough`, ...) and its `arg_attrs` and
//! `res_attrs` (`llvm.noalias`, `llvm.byval = T`, `llvm.align = N`, ...),
//! in the order LLVM keeps them: by attribute kind (the enum ones, then
//! those with a type, then those with an integer, each group sorted by
//! LLVM's name of the kind), then the `"key"="value"` ones by key.

use super::constants::escape;
use super::instructions::inherent;
use super::types::IrType;
use ods_runtime::{AttrKind, Attribute, Context, OpId};

/// LLVM's names of the attribute kinds whose keyword does not sort as
/// the kind does (`Attributes.td`'s record names, which order the kinds).
const KIND_NAMES: [(&str, &str); 15] = [
    ("align", "Alignment"),
    ("alignstack", "StackAlignment"),
    ("allocsize", "AllocSize"),
    ("noundef", "NoUndef"),
    ("nonnull", "NonNull"),
    ("signext", "SExt"),
    ("zeroext", "ZExt"),
    ("optnone", "OptimizeNone"),
    ("optsize", "OptimizeForSize"),
    ("ssp", "StackProtect"),
    ("sspreq", "StackProtectReq"),
    ("sspstrong", "StackProtectStrong"),
    ("allocptr", "AllocatedPointer"),
    ("strictfp", "StrictFP"),
    ("uwtable", "UWTable"),
];

/// The attributes that take a type (`byval(T)`).
const TYPE_ATTRS: [&str; 6] = [
    "byref",
    "byval",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
];

/// The attributes that take an integer, as they print: `align N`,
/// `dereferenceable(N)`.
const INT_ATTRS: [(&str, bool); 5] = [
    ("align", false),
    ("allocsize", true),
    ("alignstack", true),
    ("dereferenceable", true),
    ("dereferenceable_or_null", true),
];

/// The key that puts an attribute among the others as LLVM orders them:
/// its group (enum, type, integer), then its kind's name, compared as
/// LLVM's record names are (case-sensitively, words capitalized).
fn sort_key(keyword: &str) -> (u8, String) {
    let word = keyword.split(['(', ' ', '=']).next().unwrap_or(keyword);
    let group = if TYPE_ATTRS.contains(&word) {
        1
    } else if ["captures", "uwtable"].contains(&word) || INT_ATTRS.iter().any(|(w, _)| *w == word) {
        2
    } else {
        0
    };
    let name = KIND_NAMES
        .iter()
        .find(|(w, _)| *w == word)
        .map(|(_, n)| n.to_string())
        .unwrap_or_else(|| capitalized(word));
    (group, name)
}

/// `noalias` as LLVM's record name would spell it, to sort as it does:
/// the known words of attribute names capitalized (`NoAlias`).
fn capitalized(word: &str) -> String {
    const WORDS: [&str; 14] = [
        "no", "alias", "inline", "unwind", "return", "recurse", "sync", "free", "read", "only",
        "write", "none", "will", "always",
    ];
    let mut out = String::new();
    let mut rest = word;
    while !rest.is_empty() {
        let part = WORDS
            .iter()
            .filter(|w| rest.starts_with(**w))
            .max_by_key(|w| w.len())
            .copied()
            .unwrap_or(&rest[..1]);
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars);
        }
        rest = &rest[part.len()..];
    }
    out
}

/// A `passthrough` pair naming an LLVM attribute with an integer, as an
/// attribute group writes it: `alignstack=4`, `allocsize(0)` (its value
/// packs the size argument over the count argument, none when all ones).
fn integer_attribute(key: &str, value: &str) -> Option<String> {
    let value: u64 = value.parse().ok()?;
    match key {
        "alignstack" => Some(format!("alignstack={value}")),
        "allocsize" => {
            let (size, count) = (value >> 32, value & 0xffff_ffff);
            Some(if count == 0xffff_ffff {
                format!("allocsize({size})")
            } else {
                format!("allocsize({size},{count})")
            })
        }
        _ => None,
    }
}

/// An attribute as the `; Function Attrs:` comment writes it
/// (`alignstack(4)` for the group's `alignstack=4`).
pub(crate) fn comment_text(word: &str) -> String {
    match word.split_once('=') {
        Some((key, value)) => format!("{key}({value})"),
        None => word.to_string(),
    }
}

/// Sorts attribute texts as LLVM lists them.
fn sort(attributes: &mut [String]) {
    attributes.sort_by_key(|a| sort_key(a));
}

/// The word inside an enum attribute as MLIR prints it
/// (`#llvm.framePointerKind<"non-leaf">` gives `non-leaf`).
fn enum_word(ctx: &Context, attr: Option<Attribute>) -> Option<String> {
    let text = ods_runtime::asm::printer::attr_to_string(ctx, attr?);
    let inner = text.split_once('<')?.1.strip_suffix('>')?;
    Some(inner.trim_matches('"').to_string())
}

/// The `"key"="value"` attributes MLIR writes from `llvm.func`'s own
/// attributes: the frame pointer, the target CPU and features, and the
/// floating-point assumptions.
fn string_attributes(ctx: &Context, op: OpId) -> Vec<String> {
    let mut out = Vec::new();
    let mut add = |key: &str, value: String| {
        out.push(format!("\"{key}\"=\"{}\"", escape(value.as_bytes())));
    };
    if let Some(kind) = enum_word(ctx, inherent(ctx, op, "frame_pointer")) {
        add("frame-pointer", kind);
    }
    for (name, key) in [("target_cpu", "target-cpu"), ("tune_cpu", "tune-cpu")] {
        if let Some(AttrKind::String { value, .. }) =
            inherent(ctx, op, name).map(|a| ctx.attr_kind(a))
        {
            add(key, String::from_utf8_lossy(value).into_owned());
        }
    }
    if let Some(features) = inherent(ctx, op, "target_features") {
        // `#llvm.target_features<["+sse", "+avx"]>`: the quoted features.
        let text = ods_runtime::asm::printer::attr_to_string(ctx, features);
        let features: Vec<&str> = text.split('"').skip(1).step_by(2).collect();
        add("target-features", features.join(","));
    }
    let flags = [
        ("no_infs_fp_math", "no-infs-fp-math"),
        ("no_nans_fp_math", "no-nans-fp-math"),
        ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
    ];
    for (name, key) in flags {
        if let Some(AttrKind::Integer { value, .. }) =
            inherent(ctx, op, name).map(|a| ctx.attr_kind(a))
        {
            add(key, (!value.is_zero()).to_string());
        }
    }
    out
}

/// The function attributes of an `llvm.func`: the keyword ones in LLVM's
/// order, then the `"key"="value"` ones sorted by key.
pub(crate) fn function_attributes(ctx: &Context, op: OpId) -> (Vec<String>, Vec<String>) {
    let mut words = Vec::new();
    let mut strings = Vec::new();
    let unit_flags = [
        ("no_inline", "noinline"),
        ("always_inline", "alwaysinline"),
        ("no_unwind", "nounwind"),
        ("will_return", "willreturn"),
        ("optimize_none", "optnone"),
        ("convergent", "convergent"),
    ];
    for (name, word) in unit_flags {
        if inherent(ctx, op, name).is_some() {
            words.push(word.to_string());
        }
    }
    // `uwtable` is the asynchronous kind, the default.
    match enum_word(ctx, inherent(ctx, op, "uwtable_kind")).as_deref() {
        Some("async") => words.push("uwtable".to_string()),
        Some("sync") => words.push("uwtable(sync)".to_string()),
        _ => {}
    }
    strings.extend(string_attributes(ctx, op));
    let string = |a: Attribute| match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    };
    if let Some(AttrKind::Array(items)) = inherent(ctx, op, "passthrough").map(|a| ctx.attr_kind(a))
    {
        for &item in items.iter() {
            match ctx.attr_kind(item) {
                AttrKind::String { .. } => words.extend(string(item)),
                AttrKind::Array(pair) if pair.len() == 2 => {
                    if let (Some(k), Some(v)) = (string(pair[0]), string(pair[1])) {
                        if let Some(word) = integer_attribute(&k, &v) {
                            words.push(word);
                            continue;
                        }
                        strings.push(format!(
                            "\"{}\"=\"{}\"",
                            escape(k.as_bytes()),
                            escape(v.as_bytes())
                        ));
                    }
                }
                _ => {}
            }
        }
    }
    sort(&mut words);
    words.dedup();
    strings.sort();
    (words, strings)
}

/// The parameter attributes in dictionary `index` of `all` (an
/// `arg_attrs` or `res_attrs` array): the `llvm.*` ones LLVM has, as
/// LLVM writes and orders them.
pub(crate) fn parameter_attributes(
    ctx: &Context,
    all: Option<Attribute>,
    index: usize,
) -> Vec<String> {
    let Some(AttrKind::Array(all)) = all.map(|a| ctx.attr_kind(a)) else {
        return Vec::new();
    };
    let Some(AttrKind::Dictionary(entries)) = all.get(index).map(|&d| ctx.attr_kind(d)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (name, value) in entries.iter() {
        let Some(word) = ctx.symbol_str(*name).strip_prefix("llvm.") else {
            continue;
        };
        match ctx.attr_kind(*value) {
            // LLVM 22 spells `nocapture` as what it says of captures.
            AttrKind::Unit if word == "nocapture" => out.push("captures(none)".to_string()),
            AttrKind::Unit => out.push(word.to_string()),
            AttrKind::Type(ty) if TYPE_ATTRS.contains(&word) => {
                if let Ok(ty) = IrType::of(ctx, *ty) {
                    out.push(format!("{word}({ty})"));
                }
            }
            AttrKind::Integer { value, .. } => {
                if let Some(&(_, parens)) = INT_ATTRS.iter().find(|(w, _)| *w == word) {
                    let value = value.low_i128();
                    out.push(if parens {
                        format!("{word}({value})")
                    } else {
                        format!("{word} {value}")
                    });
                }
            }
            _ => {}
        }
    }
    sort(&mut out);
    out
}
