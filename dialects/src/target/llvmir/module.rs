//! The module as LLVM IR (MLIR's `ModuleTranslation`): its header and
//! target attributes, the globals with their initializers, the functions
//! declared or defined, the attribute groups of their attributes, and the
//! module flags MLIR always adds.

use super::attributes::{comment_text, function_attributes, parameter_attributes};
use super::comdat;
use super::constants::{escape, from_attr, Constant};
use super::debug_info::DebugInfo;
use super::function::{FunctionState, Operand};
use super::instructions::{inherent, int_attr, op_error, translate_op};
use super::intrinsics::{declaration, Intrinsic};
use super::layout::DataLayout;
use super::metadata::NodeId;
use super::types::IrType;
use crate::llvm::*;
use crate::target::TranslateError;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, Attribute, Context, OpId};
use std::cell::RefCell;
use std::fmt::Write;

/// What the functions' translation needs of the module.
pub(crate) struct ModuleState<'c> {
    pub ctx: &'c Context,
    /// The module's body, where globals are looked up.
    pub body: Vec<OpId>,
    /// The sizes and alignments of types: the module's `llvm.data_layout`
    /// or LLVM's defaults.
    pub layout: DataLayout,
    /// The intrinsics called so far, in the order of their first call.
    intrinsics: RefCell<Vec<Intrinsic>>,
    /// The module's metadata, debug information included.
    pub debug: RefCell<DebugInfo>,
}

/// The LLVM keyword of a linkage, empty for `external`.
fn linkage_word(linkage: Linkage) -> &'static str {
    match linkage {
        Linkage::External => "",
        other => other.stringify(),
    }
}

/// `keyword ` when there is one.
fn spaced(word: &str) -> String {
    if word.is_empty() {
        String::new()
    } else {
        format!("{word} ")
    }
}

/// A function translated: its text before and after where its `!dbg`
/// attachment goes, its subprogram, and its translated body with its
/// number of arguments.
struct PreparedFunction<'m, 'c> {
    head: String,
    tail: String,
    subprogram: Option<NodeId>,
    body: Option<Body<'m, 'c>>,
}

/// A function's body: translated, with its number of arguments, or
/// printed already, with what LLVM's verifier reports of it, when it
/// refers to no metadata. Only metadata waits for the whole module to be
/// numbered, and a translated body takes many times the memory of its
/// text.
enum Body<'m, 'c> {
    Translated(Box<FunctionState<'m, 'c>>, usize),
    Printed { text: String, report: String },
}

/// The attribute groups of the functions, numbered in order of first use.
#[derive(Default)]
struct AttributeGroups {
    groups: Vec<String>,
}

/// Marks a call site's attribute group in a function's text, numbered
/// once the module's functions are: LLVM numbers the groups of all
/// functions first, then those of call sites in order.
const CALL_SITE_GROUP: char = '\u{1}';

/// The text of a call site's attribute group `attributes` (`#1` once
/// numbered).
pub(crate) fn call_site_group(attributes: &str) -> String {
    format!("#{CALL_SITE_GROUP}{attributes}{CALL_SITE_GROUP}")
}

impl AttributeGroups {
    /// `text` with the marked call-site groups numbered (as it is, not
    /// copied, without any).
    fn number_call_sites(&mut self, text: String) -> String {
        if !text.contains(CALL_SITE_GROUP) {
            return text;
        }
        let mut pieces = text.split(CALL_SITE_GROUP);
        let mut out = pieces.next().unwrap_or_default().to_string();
        while let (Some(group), Some(rest)) = (pieces.next(), pieces.next()) {
            out.push_str(&self.number(group.to_string()).to_string());
            out.push_str(rest);
        }
        out
    }

    /// The number of the group of `text`, made if new.
    fn number(&mut self, text: String) -> usize {
        match self.groups.iter().position(|g| *g == text) {
            Some(n) => n,
            None => {
                self.groups.push(text);
                self.groups.len() - 1
            }
        }
    }
}

impl<'c> ModuleState<'c> {
    /// The state of the module `module`.
    pub(crate) fn new(ctx: &'c Context, module: OpId) -> Self {
        let body = ctx
            .regions(module)
            .first()
            .and_then(|&r| ctx.blocks(r).first())
            .map(|&b| ctx.block_ops(b))
            .unwrap_or_default();
        let layout = match ctx
            .get_attr(module, "llvm.data_layout")
            .map(|a| ctx.attr_kind(a))
        {
            Some(AttrKind::String { value, .. }) => {
                DataLayout::parse(&String::from_utf8_lossy(value))
            }
            _ => DataLayout::default(),
        };
        ModuleState {
            ctx,
            body,
            layout,
            intrinsics: RefCell::default(),
            debug: RefCell::default(),
        }
    }

    /// Declares an intrinsic the module calls, once.
    pub(crate) fn declare_intrinsic(&self, intrinsic: Intrinsic) {
        let mut all = self.intrinsics.borrow_mut();
        if !all.iter().any(|i| i.name == intrinsic.name) {
            all.push(intrinsic);
        }
    }

    /// The size in bytes of the global `name`'s type, if it is a global.
    pub(crate) fn global_size(&self, name: &str) -> Option<u64> {
        let ctx = self.ctx;
        let global = self
            .body
            .iter()
            .find_map(|&op| GlobalOp::cast(ctx, op).filter(|g| g.sym_name(ctx) == name))?;
        match inherent(ctx, global.id(), "global_type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => IrType::of(ctx, *t).ok().map(|t| self.layout.alloc_size(&t)),
            _ => None,
        }
    }

    /// The initializer of a global: its `value`, or what its region
    /// returns (all of it constants), or none.
    fn initializer(&self, global: GlobalOp, ty: &IrType) -> Result<Option<Constant>, Diagnostic> {
        let ctx = self.ctx;
        let op = global.id();
        if let Some(value) = inherent(ctx, op, "value") {
            // A plain error at the global, as MLIR's `getLLVMConstant`.
            return from_attr(ctx, value, ty)
                .map(Some)
                .map_err(|m| Diagnostic::error(ctx.op_loc(op), m));
        }
        let region = ctx.regions(op)[0];
        let Some(&block) = ctx.blocks(region).first() else {
            return Ok(None);
        };
        let mut f = FunctionState::new(self, region)?;
        for inner in ctx.block_ops(block) {
            if ctx.op_name_str(inner) == "llvm.return" {
                let value = ctx.operands(inner).first().copied();
                let value = value.map(|v| f.value(v, inner)).transpose()?;
                return match value {
                    Some(Operand::Const(_, c)) if f.blocks[0].insts.is_empty() => Ok(Some(c)),
                    _ => Err(op_error(ctx, op, "unsupported global initializer")),
                };
            }
            translate_op(&mut f, inner)?;
        }
        Ok(None)
    }

    /// The `!DIGlobalVariableExpression`s of a global's `dbg_exprs`.
    fn global_debug_info(&self, global: GlobalOp) -> Result<Vec<NodeId>, Diagnostic> {
        let ctx = self.ctx;
        let Some(AttrKind::Array(exprs)) = global.dbg_exprs(ctx).map(|a| ctx.attr_kind(a)) else {
            return Ok(Vec::new());
        };
        let mut debug = self.debug.borrow_mut();
        (exprs.iter())
            .map(|&e| debug.global_expression(ctx, e))
            .collect::<Result<_, _>>()
            .map_err(|m| op_error(ctx, global.id(), m))
    }

    /// `@name = ... global T init, align N`.
    fn global_text(&self, global: GlobalOp) -> Result<String, Diagnostic> {
        let ctx = self.ctx;
        let op = global.id();
        let ty = match inherent(ctx, op, "global_type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => IrType::of(ctx, *t).map_err(|m| op_error(ctx, op, m))?,
            _ => return Err(op_error(ctx, op, "missing global type")),
        };
        let linkage = global.linkage(ctx);
        let mut init = self.initializer(global, &ty)?;
        let drop =
            (linkage == Linkage::External && init.is_none()) || linkage == Linkage::ExternWeak;
        if drop {
            init = None;
        } else if init.is_none() {
            init = Some(Constant::Undef);
        }
        let mut out = format!("@{} = ", global.sym_name(ctx));
        let linkage_text = if init.is_none() && linkage == Linkage::External {
            "external"
        } else {
            linkage_word(linkage)
        };
        out.push_str(&spaced(linkage_text));
        if inherent(ctx, op, "dso_local").is_some() {
            out.push_str("dso_local ");
        }
        out.push_str(&spaced(global.visibility_(ctx).stringify()));
        if let Some(unnamed) = global.unnamed_addr(ctx) {
            out.push_str(&spaced(unnamed.stringify()));
        }
        let space = int_attr(ctx, inherent(ctx, op, "addr_space")).unwrap_or(0);
        if space != 0 {
            let _ = write!(out, "addrspace({space}) ");
        }
        if inherent(ctx, op, "thread_local_").is_some() {
            out.push_str("thread_local ");
        }
        if inherent(ctx, op, "externally_initialized").is_some() {
            out.push_str("externally_initialized ");
        }
        let kind = if inherent(ctx, op, "constant").is_some() {
            "constant"
        } else {
            "global"
        };
        let _ = write!(out, "{kind} {ty}");
        if let Some(init) = init {
            let _ = write!(out, " {}", init.text(&ty));
        }
        if let Some(AttrKind::String { value, .. }) =
            inherent(ctx, op, "section").map(|a| ctx.attr_kind(a))
        {
            let _ = write!(out, ", section \"{}\"", escape(value));
        }
        if let Some(comdat) = comdat::comdat_of(ctx, op, global.comdat(ctx)) {
            out.push(',');
            out.push_str(&comdat::reference(&comdat, global.sym_name(ctx)));
        }
        if let Some(align) = int_attr(ctx, inherent(ctx, op, "alignment")).filter(|&a| a > 0) {
            let _ = write!(out, ", align {align}");
        }
        Ok(out)
    }

    /// A function's `declare ...` line, or its `define ...` line and
    /// translated body, to print once the module's metadata is known.
    fn prepare_function<'m>(
        &'m self,
        func: LLVMFuncOp,
        subprogram: Option<NodeId>,
        groups: &mut AttributeGroups,
    ) -> Result<PreparedFunction<'m, 'c>, Diagnostic> {
        let ctx = self.ctx;
        let op = func.id();
        let fn_type = IrType::of(ctx, func.function_type(ctx)).map_err(|m| op_error(ctx, op, m))?;
        let IrType::Function {
            result,
            params,
            variadic,
        } = fn_type
        else {
            return Err(op_error(ctx, op, "expected a function type"));
        };
        let body = ctx.regions(op)[0];
        let define = !ctx.blocks(body).is_empty();
        let mut out = String::new();
        super::passthrough::check_passthrough(ctx, op, inherent(ctx, op, "passthrough"))?;
        let (words, strings) = function_attributes(ctx, op);
        let arg_attrs = inherent(ctx, op, "arg_attrs");
        if !words.is_empty() {
            let comment: Vec<String> = words.iter().map(|w| comment_text(w)).collect();
            let _ = writeln!(out, "; Function Attrs: {}", comment.join(" "));
        }
        out.push_str(if define { "define " } else { "declare " });
        // A declaration's attachments come first, a definition's last.
        let head = if define {
            String::new()
        } else {
            std::mem::take(&mut out)
        };
        out.push_str(&spaced(linkage_word(func.linkage(ctx))));
        if inherent(ctx, op, "dso_local").is_some() {
            out.push_str("dso_local ");
        }
        out.push_str(&spaced(func.visibility_(ctx).stringify()));
        let cconv = func.c_conv(ctx);
        if cconv != CConv::C {
            out.push_str(&spaced(cconv.stringify()));
        }
        let mut result_attrs = parameter_attributes(ctx, inherent(ctx, op, "res_attrs"), 0);
        result_attrs.push(result.to_string());
        let result_attrs = result_attrs.join(" ");
        let _ = write!(out, "{result_attrs} @{}(", func.sym_name(ctx));
        let mut args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mut words = vec![p.to_string()];
                words.extend(parameter_attributes(ctx, arg_attrs, i));
                if define {
                    words.push(format!("%{i}"));
                }
                words.join(" ")
            })
            .collect();
        if variadic {
            args.push("...".to_string());
        }
        out.push_str(&args.join(", "));
        out.push(')');
        if let Some(unnamed) = func.unnamed_addr(ctx) {
            let word = unnamed.stringify();
            if !word.is_empty() {
                let _ = write!(out, " {word}");
            }
        }
        if !words.is_empty() || !strings.is_empty() {
            let all: Vec<String> = words.into_iter().chain(strings).collect();
            let _ = write!(out, " #{}", groups.number(all.join(" ")));
        }
        if let Some(AttrKind::String { value, .. }) =
            inherent(ctx, op, "section").map(|a| ctx.attr_kind(a))
        {
            let _ = write!(out, " section \"{}\"", escape(value));
        }
        if let Some(comdat) = comdat::comdat_of(ctx, op, func.comdat(ctx)) {
            out.push_str(&comdat::reference(&comdat, func.sym_name(ctx)));
        }
        if let Some(align) = int_attr(ctx, inherent(ctx, op, "alignment")).filter(|&a| a > 0) {
            let _ = write!(out, " align {align}");
        }
        if let Some(AttrKind::String { value, .. }) =
            inherent(ctx, op, "garbageCollector").map(|a| ctx.attr_kind(a))
        {
            let _ = write!(out, " gc \"{}\"", escape(value));
        }
        if let Some(personality) = func.personality(ctx) {
            let _ = write!(out, " personality ptr @{personality}");
        }
        if !define {
            out.push('\n');
            return Ok(PreparedFunction {
                head,
                tail: out,
                subprogram,
                body: None,
            });
        }
        let mut f = FunctionState::new(self, body)?;
        f.subprogram = subprogram;
        f.translate_body(body)?;
        let body = if subprogram.is_none() && !f.refers_to_metadata() {
            let md = &mut self.debug.borrow_mut().md;
            let mut text = String::new();
            f.print_body(params.len(), md, &mut text);
            let report = f.dominance_report(params.len(), md);
            Body::Printed { text, report }
        } else {
            Body::Translated(Box::new(f), params.len())
        };
        Ok(PreparedFunction {
            head: out,
            tail: String::new(),
            subprogram,
            body: Some(body),
        })
    }

    /// The text of a prepared function, numbering its metadata, and what
    /// LLVM's verifier reports of its body (nothing when it is valid).
    fn function_text(&self, function: PreparedFunction<'_, 'c>) -> (String, String) {
        let mut md = self.debug.borrow_mut();
        let mut out = function.head;
        if let Some(sp) = function.subprogram {
            let number = md.md.slot(sp);
            let _ = match function.body {
                Some(_) => write!(out, " !dbg !{number}"),
                None => write!(out, "!dbg !{number} "),
            };
        }
        out.push_str(&function.tail);
        let Some(body) = function.body else {
            return (out, String::new());
        };
        out.push_str(" {\n");
        let report = match body {
            Body::Translated(f, args) => {
                f.print_body(args, &mut md.md, &mut out);
                f.dominance_report(args, &mut md.md)
            }
            Body::Printed { text, report } => {
                out.push_str(&text);
                report
            }
        };
        out.push_str("}\n");
        (out, report)
    }

    /// `@llvm.global_ctors` or `@llvm.global_dtors` of an
    /// `llvm.mlir.global_ctors` or `llvm.mlir.global_dtors`: an appending
    /// array of `{ i32 priority, ptr function, ptr data }`.
    fn structors(&self, op: OpId) -> Option<String> {
        let ctx = self.ctx;
        let (name, list) = match ctx.op_name_str(op) {
            "llvm.mlir.global_ctors" => ("llvm.global_ctors", "ctors"),
            "llvm.mlir.global_dtors" => ("llvm.global_dtors", "dtors"),
            _ => return None,
        };
        let items = |name: &str| match inherent(ctx, op, name).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        };
        let (functions, priorities) = (items(list), items("priorities"));
        // mlir-translate 22 writes a null data pointer whatever `data` says.
        let entries: Vec<String> = (functions.iter().enumerate())
            .map(|(i, &f)| {
                let priority = int_attr(ctx, priorities.get(i).copied()).unwrap_or(0);
                let f = match ctx.attr_kind(f) {
                    AttrKind::SymbolRef { root, .. } => format!("@{}", ctx.symbol_str(*root)),
                    _ => "null".to_string(),
                };
                format!("{{ i32, ptr, ptr }} {{ i32 {priority}, ptr {f}, ptr null }}")
            })
            .collect();
        let value = if entries.is_empty() {
            "zeroinitializer".to_string()
        } else {
            format!("[{}]", entries.join(", "))
        };
        let n = entries.len();
        Some(format!(
            "@{name} = appending global [{n} x {{ i32, ptr, ptr }}] {value}"
        ))
    }

    /// The identified structs the module uses, in the order LLVM's
    /// `TypeFinder` meets them: in the globals' types, then in each
    /// function's type and the types of its ops.
    fn named_structs(&self, functions: &[LLVMFuncOp]) -> Result<Vec<IrType>, Diagnostic> {
        let ctx = self.ctx;
        let mut found = Vec::new();
        // A type met again adds no struct: each is looked into once.
        let mut seen = rustc_hash::FxHashSet::default();
        let mut add = |op: OpId, ty: ods_runtime::Type, found: &mut Vec<IrType>| {
            if !seen.insert(ty) {
                return Ok(());
            }
            let ty = IrType::of(ctx, ty).map_err(|m| op_error(ctx, op, m))?;
            super::types::find_named(&ty, found);
            Ok::<(), Diagnostic>(())
        };
        for &op in &self.body {
            if let Some(AttrKind::Type(t)) =
                inherent(ctx, op, "global_type").map(|a| ctx.attr_kind(a))
            {
                add(op, *t, &mut found)?;
            }
        }
        for func in functions {
            add(func.id(), func.function_type(ctx), &mut found)?;
            let mut inner = Vec::new();
            for &block in ctx.blocks(ctx.regions(func.id())[0]) {
                inner.extend(ctx.block_ops(block));
            }
            for op in inner {
                for value in ctx.results(op).into_iter().chain(ctx.operands(op)) {
                    add(op, ctx.value_type(value), &mut found)?;
                }
                if let Some(AttrKind::Type(t)) =
                    inherent(ctx, op, "elem_type").map(|a| ctx.attr_kind(a))
                {
                    add(op, *t, &mut found)?;
                }
            }
        }
        Ok(found)
    }

    /// The named metadata the module's attributes ask for, before the
    /// module flags: `!llvm.ident` (`llvm.ident`) and
    /// `!llvm.dependent-libraries` (`llvm.dependent_libraries`), each
    /// with the nodes it holds.
    fn named_metadata(&self, module: OpId) -> Vec<(&'static str, Vec<String>)> {
        let ctx = self.ctx;
        let node = |a: Attribute| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(format!("!{{!\"{}\"}}", escape(value))),
            _ => None,
        };
        let mut named = Vec::new();
        if let Some(ident) = ctx.get_attr(module, "llvm.ident").and_then(node) {
            named.push(("llvm.ident", vec![ident]));
        }
        let libraries = ctx.get_attr(module, "llvm.dependent_libraries");
        if let Some(AttrKind::Array(libraries)) = libraries.map(|a| ctx.attr_kind(a)) {
            let nodes: Vec<String> = libraries.iter().filter_map(|&l| node(l)).collect();
            if !nodes.is_empty() {
                named.push(("llvm.dependent-libraries", nodes));
            }
        }
        named
    }

    /// The metadata node of each flag of an `llvm.module_flags`:
    /// `!{i32 behavior, !"key", value}`.
    fn module_flags(&self, op: ModuleFlagsOp) -> Result<Vec<String>, Diagnostic> {
        let ctx = self.ctx;
        let AttrKind::Array(flags) = ctx.attr_kind(op.flags(ctx)) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for &flag in flags.iter() {
            let Some(flag) = ModuleFlagAttr::try_from(ctx, flag) else {
                return Err(op_error(ctx, op.id(), "unsupported module flag"));
            };
            let key = match ctx.attr_kind(*flag.key(ctx)) {
                AttrKind::String { value, .. } => escape(value),
                _ => String::new(),
            };
            let value = match ctx.attr_kind(flag.value(ctx)) {
                AttrKind::Integer { ty, value } => {
                    let ty = IrType::of(ctx, *ty).map_err(|m| op_error(ctx, op.id(), m))?;
                    format!("{ty} {}", value.low_i128())
                }
                AttrKind::String { value, .. } => format!("!\"{}\"", escape(value)),
                _ => return Err(op_error(ctx, op.id(), "unsupported module flag value")),
            };
            let behavior = *flag.behavior(ctx) as u32;
            out.push(format!("!{{i32 {behavior}, !\"{key}\", {value}}}"));
        }
        Ok(out)
    }

    /// The text of the module `module`.
    pub(crate) fn translate(&self, module: OpId, out: &mut String) -> Result<(), TranslateError> {
        let ctx = self.ctx;
        out.push_str("; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n");
        for (name, word) in [
            ("llvm.data_layout", "datalayout"),
            ("llvm.target_triple", "triple"),
        ] {
            if let Some(AttrKind::String { value, .. }) =
                ctx.get_attr(module, name).map(|a| ctx.attr_kind(a))
            {
                if !value.is_empty() {
                    let _ = writeln!(out, "target {word} = \"{}\"", escape(value));
                }
            }
        }
        if let Some(AttrKind::Array(lines)) = ctx
            .get_attr(module, "llvm.module_asm")
            .map(|a| ctx.attr_kind(a))
        {
            if !lines.is_empty() {
                out.push('\n');
            }
            for &line in lines.iter() {
                if let AttrKind::String { value, .. } = ctx.attr_kind(line) {
                    let _ = writeln!(out, "module asm \"{}\"", escape(value));
                }
            }
        }
        let body = self.body.clone();
        let mut globals = Vec::new();
        let mut functions = Vec::new();
        let mut module_flags = Vec::new();
        let mut structor_globals = Vec::new();
        comdat::check_selectors(ctx, &body)?;
        for &op in &body {
            if ComdatOp::cast(ctx, op).is_some() {
                // Its selectors are written where functions and globals
                // use them.
                continue;
            }
            if let Some(global) = GlobalOp::cast(ctx, op) {
                let dbg = self.global_debug_info(global)?;
                globals.push((self.global_text(global)?, dbg));
            } else if let Some(func) = LLVMFuncOp::cast(ctx, op) {
                functions.push(func);
            } else if let Some(flags) = ModuleFlagsOp::cast(ctx, op) {
                module_flags.extend(self.module_flags(flags)?);
            } else if let Some(structors) = self.structors(op) {
                structor_globals.push((structors, Vec::new()));
            } else {
                let name = ctx.op_name_str(op);
                let message = if name.starts_with("llvm.") {
                    format!("cannot be converted to LLVM IR: unsupported operation: {name}")
                } else {
                    format!("cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}")
                };
                return Err(op_error(ctx, op, message).into());
            }
        }
        let named = self.named_structs(&functions)?;
        if !named.is_empty() {
            out.push('\n');
            for ty in &named {
                out.push_str(&super::types::definition(ty));
                out.push('\n');
            }
        }
        let used_comdats = functions
            .iter()
            .map(|f| (f.id(), f.comdat(ctx)))
            .chain(
                body.iter()
                    .filter_map(|&op| GlobalOp::cast(ctx, op))
                    .map(|g| (g.id(), g.comdat(ctx))),
            )
            .filter_map(|(op, attr)| comdat::comdat_of(ctx, op, attr));
        out.push_str(&comdat::definitions(used_comdats));
        // MLIR makes the constructor and destructor lists after the globals.
        globals.extend(structor_globals);
        // MLIR adds the version of the debug information it writes, and
        // for Windows with MSVC, that it is CodeView, unless the module
        // has these flags already.
        let has_flag = |flags: &[String], key: &str| {
            let key = format!(", !\"{key}\", ");
            flags.iter().any(|f| f.contains(&key))
        };
        if !has_flag(&module_flags, "Debug Info Version") {
            module_flags.push("!{i32 2, !\"Debug Info Version\", i32 3}".to_string());
        }
        let triple = ctx
            .get_attr(module, "llvm.target_triple")
            .map(|a| ctx.attr_kind(a));
        if let Some(AttrKind::String { value, .. }) = triple {
            let triple = String::from_utf8_lossy(value);
            if triple.contains("windows")
                && triple.contains("msvc")
                && !has_flag(&module_flags, "CodeView")
            {
                module_flags.push("!{i32 2, !\"CodeView\", i32 1}".to_string());
            }
        }
        // The functions' subprograms, which make the compile units.
        let mut subprograms = Vec::new();
        for func in &functions {
            let loc = ctx.op_loc(func.id());
            let sp = self.debug.borrow_mut().subprogram(ctx, loc);
            subprograms.push(sp.map_err(|m| op_error(ctx, func.id(), m))?);
        }
        // The functions translated, which may make more compile units.
        let mut groups = AttributeGroups::default();
        let mut prepared = Vec::new();
        for (func, subprogram) in functions.into_iter().zip(subprograms) {
            prepared.push(self.prepare_function(func, subprogram, &mut groups)?);
        }
        let mut debug = self.debug.borrow_mut();
        debug.finalize(ctx).map_err(|m| op_error(ctx, module, m))?;
        // The globals, whose attachments are numbered first.
        if !globals.is_empty() {
            out.push('\n');
            for (text, dbg) in &globals {
                out.push_str(text);
                for &node in dbg {
                    let _ = write!(out, ", !dbg !{}", debug.md.slot(node));
                }
                out.push('\n');
            }
        }
        // The named metadata in the order MLIR makes it, and the nodes
        // they hold numbered next (equal nodes are one).
        let units = debug.units.clone();
        let mut named: Vec<(&str, Vec<NodeId>)> = Vec::new();
        if !units.is_empty() {
            named.push(("llvm.dbg.cu", units));
        }
        for (name, nodes) in self
            .named_metadata(module)
            .into_iter()
            .chain([("llvm.module.flags", module_flags)])
        {
            named.push((name, nodes.into_iter().map(|n| debug.md.text(n)).collect()));
        }
        let mut named_refs = Vec::new();
        for (name, nodes) in &named {
            let refs: Vec<String> = nodes
                .iter()
                .map(|&n| format!("!{}", debug.md.slot(n)))
                .collect();
            named_refs.push(format!("!{name} = !{{{}}}", refs.join(", ")));
        }
        drop(debug);
        let (mut texts, reports): (Vec<String>, Vec<String>) =
            prepared.into_iter().map(|f| self.function_text(f)).unzip();
        let report: String = reports
            .into_iter()
            .map(|r| groups.number_call_sites(r))
            .collect();
        if !report.is_empty() {
            return Err(TranslateError::InvalidModule(report));
        }
        // The intrinsics are declared as they are first called, after the
        // module's functions.
        for intrinsic in self.intrinsics.borrow().iter() {
            let group = groups.number(intrinsic.attributes.to_string());
            texts.push(declaration(intrinsic, group));
        }
        let texts: Vec<String> = texts
            .into_iter()
            .map(|text| groups.number_call_sites(text))
            .collect();
        out.reserve(texts.iter().map(|t| t.len() + 1).sum());
        for text in texts {
            out.push('\n');
            out.push_str(&text);
        }
        if !groups.groups.is_empty() {
            out.push('\n');
            for (n, g) in groups.groups.iter().enumerate() {
                let _ = writeln!(out, "attributes #{n} = {{ {g} }}");
            }
        }
        out.push('\n');
        for line in &named_refs {
            out.push_str(line);
            out.push('\n');
        }
        out.push('\n');
        self.debug.borrow_mut().md.print(out);
        Ok(())
    }
}
