//! The debug information of the export (MLIR's `DebugTranslation`): the
//! `#llvm.di_*` attributes as `!DI*` metadata nodes, each printed as
//! LLVM's `AsmWriter` prints it, and MLIR locations as `!DILocation`s in
//! a scope (the function's subprogram, or the one fused into the
//! location).

use super::constants::escape;
use super::metadata::{Metadata, NodeId, Piece};
use crate::llvm::*;
use ods_runtime::{AttrKind, Attribute, Context};
use std::collections::HashMap;

/// `DW_TAG_base_type`, the tag `!DIBasicType` leaves out.
const DW_TAG_BASE_TYPE: u32 = 0x24;
/// `DW_TAG_string_type`, the tag `!DIStringType` leaves out.
const DW_TAG_STRING_TYPE: u32 = 0x12;
/// `DW_OP_LLVM_convert`, whose second argument is an encoding.
const DW_OP_LLVM_CONVERT: u32 = 0x1001;

/// The fields of a node as `AsmWriter`'s `MDFieldPrinter` writes them:
/// `name: value` separated by commas, empty ones left out.
struct Fields {
    pieces: Vec<Piece>,
    empty: bool,
}

impl Fields {
    /// `!<kind>(`.
    fn new(kind: &str) -> Self {
        Fields {
            pieces: vec![Piece::Text(format!("!{kind}("))],
            empty: true,
        }
    }

    /// `name: ` after a separator.
    fn name(&mut self, name: &str) {
        let sep = if self.empty { "" } else { ", " };
        self.empty = false;
        self.pieces.push(Piece::Text(format!("{sep}{name}: ")));
    }

    /// A field of raw text.
    fn raw(&mut self, name: &str, text: impl Into<String>) {
        self.name(name);
        self.pieces.push(Piece::Text(text.into()));
    }

    /// A quoted string, left out when empty (and `skip_empty`).
    fn string(&mut self, name: &str, value: Option<&str>, skip_empty: bool) {
        let value = value.unwrap_or_default();
        if !value.is_empty() || !skip_empty {
            self.raw(name, format!("\"{}\"", escape(value.as_bytes())));
        }
    }

    /// An integer, left out when zero (and `skip_zero`).
    fn int(&mut self, name: &str, value: u64, skip_zero: bool) {
        if value != 0 || !skip_zero {
            self.raw(name, value.to_string());
        }
    }

    /// A node, or `null` unless `skip_null`.
    fn node(&mut self, name: &str, node: Option<NodeId>, skip_null: bool) {
        match node {
            Some(n) => {
                self.name(name);
                self.pieces.push(Piece::Node(n));
            }
            None if !skip_null => self.raw(name, "null"),
            None => {}
        }
    }

    /// `true` when it differs from the default `false`.
    fn flag(&mut self, name: &str, value: bool) {
        if value {
            self.raw(name, "true");
        }
    }

    /// A DWARF constant by its name, left out when zero.
    fn dwarf(&mut self, name: &str, kind: Dwarf, value: u32) {
        if value != 0 {
            let text = dwarf_name(kind, value).map_or_else(|| value.to_string(), str::to_string);
            self.raw(name, text);
        }
    }

    /// The pieces with the closing parenthesis.
    fn finish(mut self) -> Vec<Piece> {
        self.pieces.push(Piece::Text(")".to_string()));
        self.pieces
    }
}

/// The names of LLVM's `DIFlags`, in the order `splitFlags` writes them:
/// the accessibility and inheritance fields, then each bit.
fn di_flags(flags: u32) -> String {
    const BITS: &[(u32, &str)] = &[
        (1 << 2, "FwdDecl"),
        (1 << 3, "AppleBlock"),
        (1 << 4, "ReservedBit4"),
        (1 << 5, "Virtual"),
        (1 << 6, "Artificial"),
        (1 << 7, "Explicit"),
        (1 << 8, "Prototyped"),
        (1 << 9, "ObjcClassComplete"),
        (1 << 10, "ObjectPointer"),
        (1 << 11, "Vector"),
        (1 << 12, "StaticMember"),
        (1 << 13, "LValueReference"),
        (1 << 14, "RValueReference"),
        (1 << 15, "ExportSymbols"),
        (1 << 18, "IntroducedVirtual"),
        (1 << 19, "BitField"),
        (1 << 20, "NoReturn"),
        (1 << 22, "TypePassByValue"),
        (1 << 23, "TypePassByReference"),
        (1 << 24, "EnumClass"),
        (1 << 25, "Thunk"),
        (1 << 26, "NonTrivial"),
        (1 << 27, "BigEndian"),
        (1 << 28, "LittleEndian"),
        (1 << 29, "AllCallsDescribed"),
    ];
    let mut names = Vec::new();
    match flags & 3 {
        1 => names.push("DIFlagPrivate".to_string()),
        2 => names.push("DIFlagProtected".to_string()),
        3 => names.push("DIFlagPublic".to_string()),
        _ => {}
    }
    match (flags >> 16) & 3 {
        1 => names.push("DIFlagSingleInheritance".to_string()),
        2 => names.push("DIFlagMultipleInheritance".to_string()),
        3 => names.push("DIFlagVirtualInheritance".to_string()),
        _ => {}
    }
    let mut rest = flags & !(3 | (3 << 16));
    for &(bit, name) in BITS {
        if rest & bit != 0 {
            names.push(format!("DIFlag{name}"));
            rest &= !bit;
        }
    }
    if rest != 0 {
        names.push(format!("{rest:#x}"));
    }
    names.join(" | ")
}

/// The names of LLVM's `DISPFlags` (`0` for none): the virtuality, then
/// each bit.
fn sp_flags(flags: u32) -> String {
    const BITS: &[(u32, &str)] = &[
        (1 << 2, "LocalToUnit"),
        (1 << 3, "Definition"),
        (1 << 4, "Optimized"),
        (1 << 5, "Pure"),
        (1 << 6, "Elemental"),
        (1 << 7, "Recursive"),
        (1 << 8, "MainSubprogram"),
        (1 << 9, "Deleted"),
        (1 << 11, "ObjCDirect"),
    ];
    let mut names = Vec::new();
    match flags & 3 {
        1 => names.push("DISPFlagVirtual".to_string()),
        2 => names.push("DISPFlagPureVirtual".to_string()),
        _ => {}
    }
    for &(bit, name) in BITS {
        if flags & bit != 0 {
            names.push(format!("DISPFlag{name}"));
        }
    }
    if names.is_empty() {
        "0".to_string()
    } else {
        names.join(" | ")
    }
}

/// The bytes of a string attribute, as text.
fn string(ctx: &Context, attr: Option<Attribute>) -> Option<String> {
    match ctx.attr_kind(attr?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// `!DIExpression(...)` of a `#llvm.di_expression`, written inline.
pub(crate) fn expression(ctx: &Context, expr: Option<DIExpressionAttr>) -> String {
    let mut parts = Vec::new();
    for op in expr
        .map(|e| e.storage(ctx).operations.clone())
        .unwrap_or_default()
    {
        let op = op.storage(ctx);
        parts.push(
            dwarf_name(Dwarf::Operation, op.opcode)
                .map_or_else(|| op.opcode.to_string(), str::to_string),
        );
        for (i, &arg) in op.arguments.iter().enumerate() {
            let encoding = (op.opcode == DW_OP_LLVM_CONVERT && i == 1)
                .then(|| {
                    u32::try_from(arg)
                        .ok()
                        .and_then(|a| dwarf_name(Dwarf::Encoding, a))
                })
                .flatten();
            parts.push(encoding.map_or_else(|| arg.to_string(), str::to_string));
        }
    }
    format!("!DIExpression({})", parts.join(", "))
}

/// How an attribute is identified ([`DebugInfo::identity`]).
enum Identity {
    Known(NodeId),
    Reserved(NodeId),
    New,
}

/// A `!DILocation`'s fields, to merge locations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Location {
    line: u32,
    column: u32,
    scope: NodeId,
    inlined_at: Option<NodeId>,
}

/// The debug metadata of a module under translation, with the module's
/// other metadata.
#[derive(Default, Debug)]
pub(crate) struct DebugInfo {
    pub md: Metadata,
    /// The node of each attribute translated (none for a null type).
    nodes: HashMap<Attribute, Option<NodeId>>,
    /// The fields of each `!DILocation` made.
    locations: HashMap<NodeId, Location>,
    /// The distinct subprograms by their `id`, which names one node
    /// wherever it is written.
    by_id: HashMap<Attribute, NodeId>,
    /// The recursive types and subprograms by their `recId`: what a
    /// self reference (`isRecSelf`) inside them stands for.
    by_rec_id: HashMap<Attribute, NodeId>,
    /// The compile units in the order they were made: `!llvm.dbg.cu`.
    pub units: Vec<NodeId>,
    /// The attribute of each compile unit, and the global variable
    /// expressions of its `globals:` list.
    unit_globals: HashMap<NodeId, (Attribute, Vec<NodeId>)>,
}

impl DebugInfo {
    /// The node of a list: `!{...}`, `null` for a missing element.
    fn tuple(&mut self, items: &[Option<NodeId>]) -> NodeId {
        let mut pieces = vec![Piece::Text("!{".to_string())];
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                pieces.push(Piece::Text(", ".to_string()));
            }
            pieces.push(item.map_or_else(|| Piece::Text("null".to_string()), Piece::Node));
        }
        pieces.push(Piece::Text("}".to_string()));
        self.md
            .node(pieces, items.iter().flatten().copied().collect(), false)
    }

    /// The list of `attrs` translated, none when empty (MLIR's
    /// `getMDTupleOrNull`).
    fn tuple_or_null(
        &mut self,
        ctx: &Context,
        attrs: &[Attribute],
    ) -> Result<Option<NodeId>, String> {
        if attrs.is_empty() {
            return Ok(None);
        }
        let items = attrs
            .iter()
            .map(|&a| self.translate(ctx, a))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Some(self.tuple(&items)))
    }

    /// The node of an optional attribute.
    fn opt(&mut self, ctx: &Context, attr: Option<Attribute>) -> Result<Option<NodeId>, String> {
        match attr {
            Some(a) => self.translate(ctx, a),
            None => Ok(None),
        }
    }

    /// The node of a debug attribute (none for `#llvm.di_null_type`),
    /// made once per attribute.
    pub(crate) fn translate(
        &mut self,
        ctx: &Context,
        attr: Attribute,
    ) -> Result<Option<NodeId>, String> {
        if let Some(&node) = self.nodes.get(&attr) {
            return Ok(node);
        }
        let node = self.translate_new(ctx, attr)?;
        self.nodes.insert(attr, node);
        Ok(node)
    }

    /// How a subprogram or composite type is identified (MLIR's handling
    /// of distinct ids and recursive types): a node made already (the one
    /// of its `id`, or the type a self reference is in), a distinct node
    /// reserved for it before what it holds (which may refer to it) is
    /// translated, or a new node.
    fn identity(&mut self, ctx: &Context, attr: Attribute) -> Result<Identity, String> {
        let (rec_id, rec_self, id, distinct) =
            if let Some(a) = DISubprogramAttr::try_from(ctx, attr) {
                let s = a.storage(ctx);
                let flags = s.subprogram_flags.map_or(0, |f| f.bits());
                let definition = flags & DISubprogramFlags::DEFINITION.bits() != 0;
                (s.rec_id, s.is_rec_self.unwrap_or(false), s.id, definition)
            } else if let Some(a) = DICompositeTypeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx);
                let named = matches!(s.tag, 0x02 | 0x04 | 0x13 | 0x17);
                (s.rec_id, s.is_rec_self.unwrap_or(false), None, named)
            } else {
                return Ok(Identity::New);
            };
        // Inside (or after) the node of a `recId`, any attribute with that
        // `recId` stands for it.
        if let Some(&node) = rec_id.and_then(|r| self.by_rec_id.get(&r)) {
            return Ok(Identity::Known(node));
        }
        if rec_self {
            return Err("unbound recursive debug info self reference".to_string());
        }
        if let Some(&node) = id.and_then(|i| self.by_id.get(&i)) {
            return Ok(Identity::Known(node));
        }
        if !distinct {
            return Ok(Identity::New);
        }
        let node = self.md.node(Vec::new(), Vec::new(), true);
        if let Some(id) = id {
            self.by_id.insert(id, node);
        }
        if let Some(rec_id) = rec_id {
            self.by_rec_id.insert(rec_id, node);
        }
        Ok(Identity::Reserved(node))
    }

    /// The node of a debug attribute not translated before.
    fn translate_new(&mut self, ctx: &Context, attr: Attribute) -> Result<Option<NodeId>, String> {
        if DINullTypeAttr::isa(ctx, attr) {
            return Ok(None);
        }
        let reserved = match self.identity(ctx, attr)? {
            Identity::Known(node) => return Ok(Some(node)),
            Identity::Reserved(node) => Some(node),
            Identity::New => None,
        };
        let (pieces, operands, distinct): (Vec<Piece>, Vec<Option<NodeId>>, bool) =
            if let Some(a) = DIFileAttr::try_from(ctx, attr) {
                let s = a.storage(ctx);
                let mut f = Fields::new("DIFile");
                f.string("filename", string(ctx, Some(s.name)).as_deref(), false);
                f.string(
                    "directory",
                    string(ctx, Some(s.directory)).as_deref(),
                    false,
                );
                (f.finish(), Vec::new(), false)
            } else if let Some(a) = DICompileUnitAttr::try_from(ctx, attr) {
                let (pieces, operands) = self.unit(ctx, a, None)?;
                (pieces, operands, true)
            } else if let Some(a) = DIGlobalVariableExpressionAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let var = self.translate(ctx, s.var.attr())?;
                let mut f = Fields::new("DIGlobalVariableExpression");
                f.node("var", var, false);
                f.raw("expr", expression(ctx, s.expr));
                (f.finish(), vec![var], false)
            } else if let Some(a) = DIGlobalVariableAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.opt(ctx, s.scope)?;
                let file = self.translate(ctx, s.file.attr())?;
                let ty = self.translate(ctx, s.r#type)?;
                let mut f = Fields::new("DIGlobalVariable");
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.string("linkageName", string(ctx, s.linkage_name).as_deref(), true);
                f.node("scope", scope, false);
                f.node("file", file, true);
                f.int("line", s.line.into(), true);
                f.node("type", ty, true);
                f.raw("isLocal", s.is_local_to_unit.unwrap_or(false).to_string());
                f.raw("isDefinition", s.is_defined.unwrap_or(false).to_string());
                f.int("align", s.align_in_bits.unwrap_or(0).into(), true);
                (f.finish(), vec![scope, file, ty], true)
            } else if let Some(a) = DICommonBlockAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.translate(ctx, s.scope)?;
                let decl = self.opt(ctx, s.decl.map(|d| d.attr()))?;
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let mut f = Fields::new("DICommonBlock");
                f.node("scope", scope, false);
                f.node("declaration", decl, false);
                f.string("name", string(ctx, Some(s.name)).as_deref(), true);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                (f.finish(), vec![scope, decl, file], false)
            } else if let Some(a) = DIGenericSubrangeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let bounds = [
                    ("count", s.count),
                    ("lowerBound", Some(s.lower_bound)),
                    ("upperBound", s.upper_bound),
                    ("stride", Some(s.stride)),
                ];
                let (pieces, operands) = self.subrange(ctx, "DIGenericSubrange", &bounds)?;
                (pieces, operands, false)
            } else if let Some(a) = DIBasicTypeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx);
                let mut f = Fields::new("DIBasicType");
                if s.tag != DW_TAG_BASE_TYPE {
                    f.dwarf("tag", Dwarf::Tag, s.tag);
                }
                f.string("name", string(ctx, Some(s.name)).as_deref(), true);
                f.int("size", s.size_in_bits.unwrap_or(0), true);
                f.dwarf("encoding", Dwarf::Encoding, s.encoding);
                (f.finish(), Vec::new(), false)
            } else if let Some(a) = DIStringTypeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let length = self.opt(ctx, s.string_length)?;
                let mut f = Fields::new("DIStringType");
                if s.tag != DW_TAG_STRING_TYPE {
                    f.dwarf("tag", Dwarf::Tag, s.tag);
                }
                f.string("name", string(ctx, Some(s.name)).as_deref(), true);
                f.node("stringLength", length, true);
                for (name, e) in [
                    ("stringLengthExpression", s.string_length_exp),
                    ("stringLocationExpression", s.string_location_exp),
                ] {
                    if let Some(e) = e {
                        f.raw(name, expression(ctx, Some(e)));
                    }
                }
                f.int("size", s.size_in_bits.unwrap_or(0), true);
                f.int("align", s.align_in_bits.unwrap_or(0).into(), true);
                f.dwarf("encoding", Dwarf::Encoding, s.encoding);
                (f.finish(), vec![length], false)
            } else if let Some(a) = DIDerivedTypeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let base = self.opt(ctx, s.base_type)?;
                let extra = self.opt(ctx, s.extra_data)?;
                let mut f = Fields::new("DIDerivedType");
                f.dwarf("tag", Dwarf::Tag, s.tag);
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.node("baseType", base, false);
                f.int("size", s.size_in_bits.unwrap_or(0), true);
                f.int("align", s.align_in_bits.unwrap_or(0).into(), true);
                f.int("offset", s.offset_in_bits.unwrap_or(0), true);
                f.node("extraData", extra, true);
                if let Some(space) = s.dwarf_address_space {
                    f.int("dwarfAddressSpace", space.into(), false);
                }
                (f.finish(), vec![base, extra], false)
            } else if let Some(a) = DICompositeTypeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let scope = self.opt(ctx, s.scope)?;
                let base = self.opt(ctx, s.base_type)?;
                let elements = self.tuple_or_null(ctx, &s.elements)?;
                let mut f = Fields::new("DICompositeType");
                f.dwarf("tag", Dwarf::Tag, s.tag);
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.node("scope", scope, true);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                f.node("baseType", base, true);
                f.int("size", s.size_in_bits.unwrap_or(0), true);
                f.int("align", s.align_in_bits.unwrap_or(0), true);
                let flags = s.flags.map_or(0, |f| f.bits());
                if flags != 0 {
                    f.raw("flags", di_flags(flags));
                }
                f.node("elements", elements, true);
                for (name, e) in [
                    ("dataLocation", s.data_location),
                    ("associated", s.associated),
                    ("allocated", s.allocated),
                    ("rank", s.rank),
                ] {
                    if let Some(e) = e {
                        f.raw(name, expression(ctx, Some(e)));
                    }
                }
                // MLIR makes the composite types that name a type distinct.
                let distinct = matches!(s.tag, 0x02 | 0x04 | 0x13 | 0x17);
                (f.finish(), vec![file, scope, base, elements], distinct)
            } else if let Some(a) = DISubrangeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let bounds = [
                    ("count", s.count),
                    ("lowerBound", s.lower_bound),
                    ("upperBound", s.upper_bound),
                    ("stride", s.stride),
                ];
                let (pieces, operands) = self.subrange(ctx, "DISubrange", &bounds)?;
                (pieces, operands, false)
            } else if let Some(a) = DISubroutineTypeAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let types = s
                    .types
                    .iter()
                    .map(|&t| self.translate(ctx, t))
                    .collect::<Result<Vec<_>, _>>()?;
                let types = self.tuple(&types);
                let mut f = Fields::new("DISubroutineType");
                f.dwarf("cc", Dwarf::CallingConvention, s.calling_convention);
                f.node("types", Some(types), false);
                (f.finish(), vec![Some(types)], false)
            } else if let Some(a) = DISubprogramAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let scope = self.opt(ctx, s.scope)?;
                let ty = self.opt(ctx, s.r#type.map(|t| t.attr()))?;
                let unit = self.opt(ctx, s.compile_unit.map(|u| u.attr()))?;
                let retained = self.tuple_or_null(ctx, &s.retained_nodes)?;
                let annotations = self.tuple_or_null(ctx, &s.annotations)?;
                let flags = s.subprogram_flags.map_or(0, |f| f.bits());
                let mut f = Fields::new("DISubprogram");
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.string("linkageName", string(ctx, s.linkage_name).as_deref(), true);
                f.node("scope", scope, false);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                f.node("type", ty, true);
                f.int("scopeLine", s.scope_line.unwrap_or(0).into(), true);
                f.raw("spFlags", sp_flags(flags));
                f.node("unit", unit, true);
                f.node("retainedNodes", retained, true);
                f.node("annotations", annotations, true);
                // Only definitions are distinct.
                let distinct = flags & DISubprogramFlags::DEFINITION.bits() != 0;
                (
                    f.finish(),
                    vec![file, scope, ty, unit, retained, annotations],
                    distinct,
                )
            } else if let Some(a) = DINamespaceAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.opt(ctx, s.scope)?;
                let mut f = Fields::new("DINamespace");
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.node("scope", scope, false);
                f.flag("exportSymbols", s.export_symbols);
                (f.finish(), vec![scope], false)
            } else if let Some(a) = DIModuleAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let scope = self.opt(ctx, s.scope)?;
                let mut f = Fields::new("DIModule");
                f.node("scope", scope, false);
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.string(
                    "configMacros",
                    string(ctx, s.config_macros).as_deref(),
                    true,
                );
                f.string("includePath", string(ctx, s.include_path).as_deref(), true);
                f.string("apinotes", string(ctx, s.apinotes).as_deref(), true);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                f.flag("isDecl", s.is_decl.unwrap_or(false));
                (f.finish(), vec![file, scope], false)
            } else if let Some(a) = DILexicalBlockAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.translate(ctx, s.scope)?;
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let mut f = Fields::new("DILexicalBlock");
                f.node("scope", scope, false);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                f.int("column", s.column.unwrap_or(0).into(), true);
                (f.finish(), vec![file, scope], true)
            } else if let Some(a) = DILexicalBlockFileAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.translate(ctx, s.scope)?;
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let mut f = Fields::new("DILexicalBlockFile");
                f.node("scope", scope, false);
                f.node("file", file, true);
                f.int("discriminator", s.discriminator.into(), false);
                (f.finish(), vec![file, scope], true)
            } else if let Some(a) = DILocalVariableAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.translate(ctx, s.scope)?;
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let ty = self.opt(ctx, s.r#type)?;
                let mut f = Fields::new("DILocalVariable");
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.int("arg", s.arg.unwrap_or(0).into(), true);
                f.node("scope", scope, false);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                f.node("type", ty, true);
                let flags = s.flags.map_or(0, |f| f.bits());
                if flags != 0 {
                    f.raw("flags", di_flags(flags));
                }
                f.int("align", s.align_in_bits.unwrap_or(0).into(), true);
                (f.finish(), vec![scope, file, ty], false)
            } else if let Some(a) = DILabelAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.translate(ctx, s.scope)?;
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let mut f = Fields::new("DILabel");
                f.node("scope", scope, false);
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                (f.finish(), vec![scope, file], false)
            } else if let Some(a) = DIImportedEntityAttr::try_from(ctx, attr) {
                let s = a.storage(ctx).clone();
                let scope = self.translate(ctx, s.scope)?;
                let entity = self.translate(ctx, s.entity)?;
                let file = self.opt(ctx, s.file.map(|f| f.attr()))?;
                let elements = self.tuple_or_null(ctx, &s.elements)?;
                let mut f = Fields::new("DIImportedEntity");
                f.dwarf("tag", Dwarf::Tag, s.tag);
                f.string("name", string(ctx, s.name).as_deref(), true);
                f.node("scope", scope, false);
                f.node("entity", entity, true);
                f.node("file", file, true);
                f.int("line", s.line.unwrap_or(0).into(), true);
                f.node("elements", elements, true);
                (f.finish(), vec![scope, entity, file, elements], false)
            } else if let Some(a) = DIAnnotationAttr::try_from(ctx, attr) {
                let s = a.storage(ctx);
                let text = format!(
                    "!{{!\"{}\", !\"{}\"}}",
                    escape(string(ctx, Some(s.name)).unwrap_or_default().as_bytes()),
                    escape(string(ctx, Some(s.value)).unwrap_or_default().as_bytes())
                );
                (vec![Piece::Text(text)], Vec::new(), false)
            } else {
                let name = ods_runtime::asm::printer::attr_to_string(ctx, attr);
                return Err(format!("unsupported debug info attribute: {name}"));
            };
        let is_unit = DICompileUnitAttr::isa(ctx, attr);
        let operands = operands.into_iter().flatten().collect();
        let node = match reserved {
            Some(node) => {
                self.md.replace(node, pieces, operands);
                node
            }
            None => self.md.node(pieces, operands, distinct),
        };
        if is_unit {
            self.units.push(node);
            self.unit_globals.insert(node, (attr, Vec::new()));
        }
        Ok(Some(node))
    }

    /// The `!DIGlobalVariableExpression` of a global's `dbg_exprs`
    /// element, listed in the `globals:` of its variable's compile unit
    /// (the scope, or the unit of the module, common block or subprogram
    /// it is in), as MLIR's `convertGlobalsAndAliases` lists them.
    pub(crate) fn global_expression(
        &mut self,
        ctx: &Context,
        attr: Attribute,
    ) -> Result<NodeId, String> {
        let Some(expr) = DIGlobalVariableExpressionAttr::try_from(ctx, attr) else {
            return Err("expected a debug info global variable expression".to_string());
        };
        let node = self
            .translate(ctx, attr)?
            .ok_or("unsupported global variable expression")?;
        let mut scope = expr.var(ctx).storage(ctx).scope;
        if let Some(module) = scope.and_then(|s| DIModuleAttr::try_from(ctx, s)) {
            scope = module.storage(ctx).scope;
        } else if let Some(block) = scope.and_then(|s| DICommonBlockAttr::try_from(ctx, s)) {
            scope = DISubprogramAttr::try_from(ctx, block.storage(ctx).scope)
                .and_then(|sp| sp.storage(ctx).compile_unit.map(|u| u.attr()));
        } else if let Some(sp) = scope.and_then(|s| DISubprogramAttr::try_from(ctx, s)) {
            scope = sp.storage(ctx).compile_unit.map(|u| u.attr());
        }
        if let Some(unit) = scope.filter(|&s| DICompileUnitAttr::isa(ctx, s)) {
            let unit = self
                .translate(ctx, unit)?
                .ok_or("unsupported compile unit")?;
            if let Some((_, globals)) = self.unit_globals.get_mut(&unit) {
                globals.push(node);
            }
        }
        Ok(node)
    }

    /// Gives the compile units their `globals:` lists, once all globals
    /// are translated (MLIR's `replaceGlobalVariables`).
    pub(crate) fn finalize(&mut self, ctx: &Context) -> Result<(), String> {
        for unit in self.units.clone() {
            let (attr, globals) = self.unit_globals[&unit].clone();
            if globals.is_empty() {
                continue;
            }
            let items: Vec<Option<NodeId>> = globals.into_iter().map(Some).collect();
            let tuple = self.tuple(&items);
            let attr = DICompileUnitAttr::from_attribute_unchecked(attr);
            let (pieces, operands) = self.unit(ctx, attr, Some(tuple))?;
            self.md
                .replace(unit, pieces, operands.into_iter().flatten().collect());
        }
        Ok(())
    }

    /// A `!DISubrange` or `!DIGenericSubrange`: each bound an integer, an
    /// expression written inline, or a variable's node (an operand).
    fn subrange(
        &mut self,
        ctx: &Context,
        kind: &str,
        bounds: &[(&str, Option<Attribute>)],
    ) -> Result<(Vec<Piece>, Vec<Option<NodeId>>), String> {
        let mut f = Fields::new(kind);
        let mut operands = Vec::new();
        for &(name, bound) in bounds {
            let Some(bound) = bound else { continue };
            if let AttrKind::Integer { value, .. } = ctx.attr_kind(bound) {
                f.raw(name, value.low_i128().to_string());
            } else if let Some(e) = DIExpressionAttr::try_from(ctx, bound) {
                f.raw(name, expression(ctx, Some(e)));
            } else {
                let node = self.translate(ctx, bound)?;
                f.node(name, node, false);
                operands.push(node);
            }
        }
        Ok((f.finish(), operands))
    }

    /// A `!DICompileUnit`'s pieces and operands, with its `globals:` list.
    fn unit(
        &mut self,
        ctx: &Context,
        unit: DICompileUnitAttr,
        globals: Option<NodeId>,
    ) -> Result<(Vec<Piece>, Vec<Option<NodeId>>), String> {
        let s = unit.storage(ctx).clone();
        let file = self.translate(ctx, s.file.attr())?;
        let mut f = Fields::new("DICompileUnit");
        let language = dwarf_name(Dwarf::Language, s.source_language);
        f.raw(
            "language",
            language.map_or_else(|| s.source_language.to_string(), str::to_string),
        );
        f.node("file", file, false);
        f.string("producer", string(ctx, s.producer).as_deref(), true);
        f.raw("isOptimized", s.is_optimized.to_string());
        f.int("runtimeVersion", 0, false);
        f.string(
            "splitDebugFilename",
            string(ctx, s.split_debug_filename).as_deref(),
            true,
        );
        let kind = match s.emission_kind {
            DIEmissionKind::None => "NoDebug",
            DIEmissionKind::Full => "FullDebug",
            DIEmissionKind::LineTablesOnly => "LineTablesOnly",
            DIEmissionKind::DebugDirectivesOnly => "DebugDirectivesOnly",
        };
        f.raw("emissionKind", kind);
        f.node("globals", globals, true);
        match s.name_table_kind.unwrap_or_default() {
            DINameTableKind::Default => {}
            DINameTableKind::GNU => f.raw("nameTableKind", "GNU"),
            DINameTableKind::None => f.raw("nameTableKind", "None"),
            DINameTableKind::Apple => f.raw("nameTableKind", "Apple"),
        }
        Ok((f.finish(), vec![file, globals]))
    }

    /// The `!DILocation` of `fields`.
    fn location(&mut self, fields: Location) -> NodeId {
        let mut f = Fields::new("DILocation");
        f.int("line", fields.line.into(), false);
        f.int("column", fields.column.into(), true);
        f.node("scope", Some(fields.scope), false);
        f.node("inlinedAt", fields.inlined_at, true);
        let operands = std::iter::once(fields.scope)
            .chain(fields.inlined_at)
            .collect();
        let node = self.md.node(f.finish(), operands, false);
        self.locations.insert(node, fields);
        node
    }

    /// The location `a` and `b` share (LLVM's `getMergedLocation`, for
    /// what MLIR's fused locations give): the same one, the one inlined
    /// into both, or a line 0 in `a`'s scope.
    fn merge(&mut self, a: Option<NodeId>, b: Option<NodeId>) -> Option<NodeId> {
        let (a, b) = (a?, b?);
        if a == b {
            return Some(a);
        }
        let chain = |this: &Self, mut at: Option<NodeId>| {
            let mut all = Vec::new();
            while let Some(n) = at {
                all.push(n);
                at = this.locations.get(&n).and_then(|l| l.inlined_at);
            }
            all
        };
        let (of_a, of_b) = (chain(self, Some(a)), chain(self, Some(b)));
        if let Some(&common) = of_a.iter().find(|n| of_b.contains(n)) {
            return Some(common);
        }
        let (la, lb) = (self.locations[&a], self.locations[&b]);
        let same_line =
            la.line == lb.line && la.scope == lb.scope && la.inlined_at == lb.inlined_at;
        Some(self.location(Location {
            line: if same_line { la.line } else { 0 },
            column: if same_line && la.column == lb.column {
                la.column
            } else {
                0
            },
            ..la
        }))
    }

    /// The `!DILocation` of an MLIR location in `scope` (none for an
    /// unknown location, or a file location without a scope).
    pub(crate) fn loc(
        &mut self,
        ctx: &Context,
        loc: Attribute,
        scope: Option<NodeId>,
        inlined_at: Option<NodeId>,
    ) -> Result<Option<NodeId>, String> {
        // A position without a scope is no location (as the
        // `FileLineColLoc` arm says), and its kind need not be made.
        if scope.is_none() && ctx.is_source_position(loc) {
            return Ok(None);
        }
        Ok(match ctx.attr_kind(loc) {
            AttrKind::CallSiteLoc { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                let Some(caller) = self.loc(ctx, caller, scope, inlined_at)?.or(inlined_at) else {
                    return Ok(None);
                };
                self.loc(ctx, callee, None, Some(caller))?.or(Some(caller))
            }
            &AttrKind::FileLineColLoc { line, col, .. } => scope.map(|scope| {
                self.location(Location {
                    line,
                    column: col,
                    scope,
                    inlined_at,
                })
            }),
            AttrKind::FusedLoc { locs, metadata } => {
                let locs = locs.clone();
                let mut scope = scope;
                if let Some(m) = *metadata {
                    let local_scope = DISubprogramAttr::isa(ctx, m)
                        || DILexicalBlockAttr::isa(ctx, m)
                        || DILexicalBlockFileAttr::isa(ctx, m);
                    if local_scope {
                        scope = self.translate(ctx, m)?;
                    }
                }
                let Some((&first, rest)) = locs.split_first() else {
                    return Ok(None);
                };
                let mut merged = self.loc(ctx, first, scope, inlined_at)?;
                for &l in rest {
                    let next = self.loc(ctx, l, scope, inlined_at)?;
                    merged = self.merge(merged, next);
                }
                merged
            }
            &AttrKind::NameLoc {
                child: Some(child), ..
            } => self.loc(ctx, child, scope, inlined_at)?,
            _ => None,
        })
    }

    /// The subprogram of a function: the one fused into its location.
    pub(crate) fn subprogram(
        &mut self,
        ctx: &Context,
        loc: Attribute,
    ) -> Result<Option<NodeId>, String> {
        match find_subprogram(ctx, loc) {
            Some(sp) => self.translate(ctx, sp),
            None => Ok(None),
        }
    }
}

/// The `#llvm.di_subprogram` fused into a location or one it holds.
fn find_subprogram(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    match ctx.attr_kind(loc) {
        AttrKind::FusedLoc { locs, metadata } => metadata
            .filter(|&m| DISubprogramAttr::isa(ctx, m))
            .or_else(|| locs.iter().find_map(|&l| find_subprogram(ctx, l))),
        AttrKind::NameLoc { child, .. } => child.and_then(|c| find_subprogram(ctx, c)),
        AttrKind::CallSiteLoc { callee, caller } => {
            find_subprogram(ctx, *callee).or_else(|| find_subprogram(ctx, *caller))
        }
        _ => None,
    }
}
