//! The checks MLIR makes of a function's `passthrough` attributes as it
//! hands them to LLVM (`forwardPassthroughAttributes` and
//! `checkedAddLLVMFnAttribute` of `ModuleTranslation.cpp`): each entry is
//! a name or a pair of strings, and an attribute LLVM knows takes a value
//! exactly when it is an integer attribute.

use ods_runtime::diag::Diagnostic;
use ods_runtime::{AttrKind, Attribute, Context, OpId};

/// LLVM 22's integer attributes (`Attribute::isIntAttrKind`), which need a
/// value.
const INT_ATTRIBUTES: &[&str] = &[
    "align",
    "allockind",
    "allocsize",
    "captures",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
];

/// LLVM 22's other attribute kinds (`Attributes.inc`), which take none.
const VALUELESS_ATTRIBUTES: &[&str] = &[
    "allocalign",
    "allocptr",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "coro_only_destroy_when_complete",
    "coro_elide_safe",
    "dead_on_return",
    "dead_on_unwind",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inreg",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocf_check",
    "nocreateundeforpoison",
    "nodivergencesource",
    "noduplicate",
    "noext",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "nonlazybind",
    "nonnull",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optdebug",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "signext",
    "safestack",
    "sanitize_address",
    "sanitize_alloc_token",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_numerical_stability",
    "sanitize_realtime",
    "sanitize_realtime_blocking",
    "sanitize_thread",
    "sanitize_type",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "willreturn",
    "writable",
    "writeonly",
    "zeroext",
    "byref",
    "byval",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
    "range",
    "initializes",
];

/// The entries of the function `op`'s `passthrough` array are well formed,
/// else MLIR's error at the function.
pub(crate) fn check_passthrough(
    ctx: &Context,
    op: OpId,
    passthrough: Option<Attribute>,
) -> Result<(), Diagnostic> {
    let Some(AttrKind::Array(items)) = passthrough.map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    let error = |message: String| Err(Diagnostic::error(ctx.op_loc(op), message));
    let string = |a: Attribute| match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    };
    for &item in items.iter() {
        let (key, value) = match ctx.attr_kind(item) {
            AttrKind::String { .. } => (string(item).unwrap_or_default(), String::new()),
            AttrKind::Array(pair) if pair.len() == 2 => match (string(pair[0]), string(pair[1])) {
                (Some(key), Some(value)) => (key, value),
                _ => {
                    return error(
                        "expected arrays within 'passthrough' to contain two strings".into(),
                    )
                }
            },
            _ => {
                return error("expected 'passthrough' to contain string or array attributes".into())
            }
        };
        if INT_ATTRIBUTES.contains(&key.as_str()) && value.is_empty() {
            return error(format!("LLVM attribute '{key}' expects a value"));
        }
        if VALUELESS_ATTRIBUTES.contains(&key.as_str()) && !value.is_empty() {
            return error(format!(
                "LLVM attribute '{key}' does not expect a value, found '{value}'"
            ));
        }
    }
    Ok(())
}
