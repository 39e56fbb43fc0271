//! The standard headers of the library functions the lowering calls:
//! after the conversion, the module includes, at its start and once
//! each, `stdlib.h` (`cstdlib`) for `malloc`, `aligned_alloc` and `free`,
//! and `string.h` (`cstring`) for `memcpy`, unless it already does.

use crate::emitc::{flags::IsStandardInclude, CallOpaqueOp, IncludeOp};
use ods_runtime::ods::op::Op;
use ods_runtime::{Builder, Context, OpId, WalkOrder};

/// The header declaring `callee`, for C or C++ (`cpp`), if the lowering
/// calls it.
fn header_of(callee: &str, cpp: bool) -> Option<&'static str> {
    match callee {
        "aligned_alloc" | "free" | "malloc" => Some(if cpp { "cstdlib" } else { "stdlib.h" }),
        "memcpy" => Some(if cpp { "cstring" } else { "string.h" }),
        _ => None,
    }
}

/// Adds to `module` the includes of the headers its calls need.
pub(super) fn include_standard_headers(ctx: &mut Context, module: OpId, cpp: bool) {
    let mut included: Vec<String> = Vec::new();
    let mut needed: Vec<&'static str> = Vec::new();
    ctx.walk(module, WalkOrder::PostOrder, &mut |op| {
        if let Some(include) = IncludeOp::cast(ctx, op) {
            if include.is_standard_include(ctx) {
                included.push(include.include(ctx).to_string());
            }
        } else if let Some(call) = CallOpaqueOp::cast(ctx, op) {
            needed.extend(header_of(call.callee(ctx), cpp));
        }
    });
    let Some(&first) = ctx
        .regions(module)
        .first()
        .and_then(|&r| ctx.blocks(r).first())
    else {
        return;
    };
    let start = ctx.block_ops(first).first().copied();
    let loc = ctx.op_loc(module);
    let mut builder = match start {
        Some(op) => Builder::before(ctx, op),
        None => Builder::at_end(ctx, first),
    };
    for header in needed {
        if included.iter().any(|h| h == header) {
            continue;
        }
        IncludeOp::create(&mut builder, loc, header, IsStandardInclude::Yes);
        included.push(header.to_string());
    }
}
