//! `ensure-debug-info-scope-on-llvm-func` (MLIR's `DIScopeForLLVMFuncOp`):
//! every `llvm.func` gets a `#llvm.di_subprogram` fused into its location
//! (unless one is there already), all of them in one compile unit (the
//! module location's, or a new one), so that the export to LLVM IR can
//! write line tables. The ops of a function whose code comes from another
//! file, or from a call site, get a `#llvm.di_lexical_block_file` scope.

use super::{
    DIScopeForLLVMFuncOpPass, DIScopeForLLVMFuncOpPassOptions, DIScopeForLLVMFuncOpPassStatistics,
};
use crate::llvm::hooks::fresh_distinct;
use crate::llvm::{
    DICompileUnitAttr, DIEmissionKind, DIFileAttr, DILexicalBlockFileAttr, DISubprogramAttr,
    DISubprogramFlags, DISubroutineTypeAttr, LLVMFuncOp,
};
use ods_runtime::ods::convert::string_attr;
use ods_runtime::ods::op::Op;
use ods_runtime::pass::{EnumOptionValue, PassFailure};
use ods_runtime::{AttrKind, Attribute, Context, OpId};

/// `DW_LANG_C`, the language of the compile unit the pass makes.
const DW_LANG_C: u32 = 0x2;
/// `DW_CC_normal`, the calling convention of the subprograms' types.
const DW_CC_NORMAL: u32 = 0x1;

/// The pass's `emission-kind`: the emission kind of the compile unit it
/// makes, `LineTablesOnly` by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EmissionKindOption(pub DIEmissionKind);

impl Default for EmissionKindOption {
    fn default() -> Self {
        EmissionKindOption(DIEmissionKind::LineTablesOnly)
    }
}

impl EnumOptionValue for EmissionKindOption {
    const NAMES: &'static [(&'static str, EmissionKindOption)] = &[
        ("None", EmissionKindOption(DIEmissionKind::None)),
        ("Full", EmissionKindOption(DIEmissionKind::Full)),
        (
            "LineTablesOnly",
            EmissionKindOption(DIEmissionKind::LineTablesOnly),
        ),
        (
            "DebugDirectivesOnly",
            EmissionKindOption(DIEmissionKind::DebugDirectivesOnly),
        ),
    ];
    const DESCRIPTIONS: &'static [&'static str] = &[
        "None",
        "Full",
        "LineTablesOnly (default)",
        "DebugDirectivesOnly",
    ];
}

/// The implementation of `ensure-debug-info-scope-on-llvm-func`.
#[derive(Debug, Default)]
pub struct DIScopeForLLVMFuncOp;

/// The file location a location stands for: itself, the child of a name,
/// the first of a fusion that has one, the caller of a call site.
fn file_loc(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColLoc { .. } => Some(loc),
        AttrKind::NameLoc { child, .. } => child.and_then(|c| file_loc(ctx, c)),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|&l| file_loc(ctx, l)),
        AttrKind::CallSiteLoc { caller, .. } => file_loc(ctx, *caller),
        _ => None,
    }
}

/// The file name and line of a file location.
fn file_and_line(ctx: &Context, loc: Attribute) -> Option<(String, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColLoc { file, line, .. } => {
            Some((ctx.symbol_str(*file).to_string(), *line))
        }
        _ => None,
    }
}

/// `#llvm.di_file` of a path: its last component in its parent directory
/// (LLVM's `sys::path::filename` and `parent_path`).
fn di_file(ctx: &mut Context, path: &str) -> DIFileAttr {
    let (directory, name) = match path.rfind('/') {
        None => ("", path),
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
    };
    let name = if name.is_empty() { "." } else { name };
    let name = string_attr(ctx, name);
    let directory = string_attr(ctx, directory);
    DIFileAttr::get(ctx, name, directory)
}

/// The metadata of a fused location with a `#llvm.di_<kind>` in it, the
/// location itself or one it holds (MLIR's `findInstanceOf`).
fn find_fused_with(
    ctx: &Context,
    loc: Attribute,
    is: &dyn Fn(Attribute) -> bool,
) -> Option<Attribute> {
    match ctx.attr_kind(loc) {
        AttrKind::FusedLoc { locs, metadata } => metadata
            .filter(|&m| is(m))
            .or_else(|| locs.iter().find_map(|&l| find_fused_with(ctx, l, is))),
        AttrKind::NameLoc { child, .. } => child.and_then(|c| find_fused_with(ctx, c, is)),
        AttrKind::CallSiteLoc { callee, caller } => {
            find_fused_with(ctx, *callee, is).or_else(|| find_fused_with(ctx, *caller, is))
        }
        _ => None,
    }
}

/// The compile unit fused into the module's location, or a new one in the
/// file of that location (`<unknown>` without one).
fn compile_unit(ctx: &mut Context, module: OpId, kind: DIEmissionKind) -> DICompileUnitAttr {
    let loc = ctx.op_loc(module);
    let found = find_fused_with(ctx, loc, &|m| DICompileUnitAttr::isa(ctx, m));
    if let Some(unit) = found.and_then(|m| DICompileUnitAttr::try_from(ctx, m)) {
        return unit;
    }
    let file = match file_loc(ctx, loc).and_then(|l| file_and_line(ctx, l)) {
        Some((path, _)) => di_file(ctx, &path),
        None => di_file(ctx, "<unknown>"),
    };
    let id = fresh_distinct(ctx);
    let producer = string_attr(ctx, "MLIR");
    DICompileUnitAttr::intern(
        ctx,
        id,
        DW_LANG_C,
        file,
        Some(producer),
        true,
        kind,
        None,
        None,
    )
}

/// Fuses a new subprogram into the location of `func` unless it has one:
/// a definition (distinct, in `unit`) or a declaration.
fn add_scope_to_function(ctx: &mut Context, func: LLVMFuncOp, unit: DICompileUnitAttr) {
    let loc = ctx.op_loc(func.id());
    if find_fused_with(ctx, loc, &|m| DISubprogramAttr::isa(ctx, m)).is_some() {
        return;
    }
    let (file, line) = match file_loc(ctx, loc).and_then(|l| file_and_line(ctx, l)) {
        Some((path, line)) => (di_file(ctx, &path), line),
        None => (*unit.file(ctx), 1),
    };
    let ty = DISubroutineTypeAttr::intern(ctx, DW_CC_NORMAL, Vec::new());
    let definition = !ctx.blocks(ctx.regions(func.id())[0]).is_empty();
    let (id, unit, flags) = if definition {
        let flags = DISubprogramFlags::DEFINITION | DISubprogramFlags::OPTIMIZED;
        (Some(fresh_distinct(ctx)), Some(unit), flags)
    } else {
        (None, None, DISubprogramFlags::OPTIMIZED)
    };
    let name = func.sym_name(ctx).to_string();
    let name = string_attr(ctx, &name);
    let subprogram = DISubprogramAttr::intern(
        ctx,
        None,
        None,
        id,
        unit,
        Some(file.attr()),
        Some(name),
        Some(name),
        Some(file),
        Some(line),
        Some(line),
        Some(flags),
        Some(ty),
        Vec::new(),
        Vec::new(),
    );
    let fused = ctx.fused_loc(&[loc], Some(subprogram.attr()));
    ctx.set_op_loc(func.id(), fused);
}

/// `loc` in a lexical block of its file in `scope`; a call site's callee is
/// nested likewise, in the block of the call site's file.
fn nested_loc(ctx: &mut Context, scope: Attribute, loc: Attribute) -> Option<Attribute> {
    let (path, _) = file_loc(ctx, loc).and_then(|l| file_and_line(ctx, l))?;
    let file = di_file(ctx, &path);
    let block = DILexicalBlockFileAttr::intern(ctx, scope, Some(file), 0).attr();
    let inner = match ctx.attr_kind(loc) {
        &AttrKind::CallSiteLoc { callee, .. } => nested_loc(ctx, block, callee)?,
        _ => loc,
    };
    Some(ctx.fused_loc(&[inner], Some(block)))
}

/// Gives `op`, in a function whose location is fused with `subprogram`
/// and in the file `file`, a lexical block scope: the callee of a call
/// site, or the code of another file than the function's.
fn set_lexical_block_file(ctx: &mut Context, op: OpId, subprogram: Attribute, file: Option<&str>) {
    let loc = ctx.op_loc(op);
    let call_site = match ctx.attr_kind(loc) {
        AttrKind::CallSiteLoc { callee, caller } => Some((*callee, *caller)),
        _ => None,
    };
    let new = match call_site {
        Some((callee, caller)) => nested_loc(ctx, subprogram, callee)
            .map(|callee| ctx.attr(AttrKind::CallSiteLoc { callee, caller })),
        None => {
            let Some(func_file) = file else { return };
            let op_file = file_loc(ctx, loc).and_then(|l| file_and_line(ctx, l));
            match op_file {
                Some((path, _)) if path != func_file => nested_loc(ctx, subprogram, loc),
                _ => None,
            }
        }
    };
    if let Some(new) = new {
        ctx.set_op_loc(op, new);
    }
}

/// The ops of `func` and of their regions, outer ones first.
fn nested_ops(ctx: &Context, func: OpId) -> Vec<OpId> {
    let mut ops = Vec::new();
    let mut stack = vec![func];
    while let Some(op) = stack.pop() {
        for &region in ctx.regions(op).iter().rev() {
            for &block in ctx.blocks(region).iter().rev() {
                stack.extend(ctx.block_ops(block).into_iter().rev());
            }
        }
        if op != func {
            ops.push(op);
        }
    }
    ops
}

impl DIScopeForLLVMFuncOpPass for DIScopeForLLVMFuncOp {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &DIScopeForLLVMFuncOpPassOptions,
        _: &mut DIScopeForLLVMFuncOpPassStatistics,
    ) -> Result<(), PassFailure> {
        let unit = compile_unit(ctx, op, options.emission_kind.0);
        let body = ctx.regions(op)[0];
        let ops = ctx.blocks(body).iter().flat_map(|&b| ctx.block_ops(b));
        let funcs: Vec<LLVMFuncOp> = ops.filter_map(|o| LLVMFuncOp::cast(ctx, o)).collect();
        for func in funcs {
            add_scope_to_function(ctx, func, unit);
            let loc = ctx.op_loc(func.id());
            let &AttrKind::FusedLoc {
                metadata: Some(subprogram),
                ..
            } = ctx.attr_kind(loc)
            else {
                continue;
            };
            if !DISubprogramAttr::isa(ctx, subprogram) {
                continue;
            }
            let file = file_loc(ctx, loc).and_then(|l| file_and_line(ctx, l));
            let file = file.map(|(path, _)| path);
            for inner in nested_ops(ctx, func.id()) {
                set_lexical_block_file(ctx, inner, subprogram, file.as_deref());
            }
        }
        Ok(())
    }
}
