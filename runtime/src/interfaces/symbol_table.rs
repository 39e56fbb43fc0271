//! Symbol tables and symbol uses as passes need them (MLIR's
//! `SymbolTable`, `SymbolTableCollection` and `SymbolTable::getSymbolUses`):
//! which ops are symbols, a table's symbols by name, a symbol's visibility,
//! and the symbol references an op and what is nested in it hold.
//!
//! ```
//! use ods_runtime::interfaces::symbol_table::{is_symbol, symbol_uses, SymbolTableCollection};
//! use ods_runtime::interfaces::symbols::{visibility, Visibility};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut ctx = ods_runtime::Context::new();
//! let source = r#"module @top {
//!   module @a attributes {sym_visibility = "private"} {
//!     module @b {
//!     }
//!   }
//! }"#;
//! let top = ods_runtime::parse_source(&mut ctx, source, "in.mlir")?;
//! let body = ctx.blocks(ctx.regions(top)[0])[0];
//! let a = ctx.block_ops(body)[0];
//! assert!(is_symbol(&ctx, a));
//! assert_eq!(visibility(&ctx, a), Visibility::Private);
//!
//! // `@a::@b` from `@top` passes through `@a` to `@b`.
//! let mut tables = SymbolTableCollection::new();
//! assert_eq!(tables.table(&ctx, top).lookup("a"), Some(a));
//! let reference = ods_runtime::ods::convert::symbol_ref(&mut ctx, "a", &["b"]);
//! let path = tables.lookup_path(&ctx, top, reference).unwrap();
//! assert_eq!(path.len(), 2);
//! assert_eq!(path[0], a);
//!
//! // A module is a symbol table: its uses are its own attributes' only.
//! assert_eq!(symbol_uses(&ctx, top).map(|u| u.len()), Some(0));
//! # Ok(())
//! # }
//! ```

use std::collections::HashMap;

use super::prelude::mlir::SymbolOpInterface;
use super::symbols::{is_symbol_table, symbol_name, Visibility, SYMBOL_NAME, VISIBILITY};
use crate::ods::convert::string_attr;
use crate::ods::op::{get_prop, set_prop};
use crate::{AttrKind, Attribute, Context, OpId};

/// Whether `op` defines a symbol (MLIR's `isa<SymbolOpInterface>`): it
/// implements `SymbolOpInterface`, or is a `builtin.module` (an optional
/// symbol), and has a `sym_name` attribute. An unregistered op is no
/// symbol, whatever its attributes.
pub fn is_symbol(ctx: &Context, op: OpId) -> bool {
    let implements =
        ctx.op_name_str(op) == "builtin.module" || SymbolOpInterface::try_from(ctx, op).is_some();
    implements
        && (get_prop(ctx, op, SYMBOL_NAME).is_some() || ctx.get_attr(op, SYMBOL_NAME).is_some())
}

/// Whether the symbol `op` may be erased once nothing refers to it
/// (`SymbolOpInterface::canDiscardOnUseEmpty`): when it is not public.
pub fn can_discard_on_use_empty(ctx: &Context, op: OpId) -> bool {
    super::symbols::visibility(ctx, op) != Visibility::Public
}

/// Sets the visibility of the symbol `op` (MLIR's
/// `SymbolTable::setSymbolVisibility`): public removes `sym_visibility`,
/// the default; the others set it. It is stored where `sym_name` is: as
/// an inherent attribute (property) or a discardable one.
pub fn set_visibility(ctx: &mut Context, op: OpId, visibility: Visibility) {
    let value = match visibility {
        Visibility::Public => None,
        Visibility::Private => Some(string_attr(ctx, "private")),
        Visibility::Nested => Some(string_attr(ctx, "nested")),
    };
    if get_prop(ctx, op, SYMBOL_NAME).is_some() {
        set_prop(ctx, op, VISIBILITY, value);
    } else {
        ctx.set_attr(op, VISIBILITY, value);
    }
}

/// The symbols of a symbol-table op by name (MLIR's `SymbolTable`): every
/// op of the first block of its region with a string `sym_name`, the first
/// of a name when names repeat.
#[derive(Clone, Debug)]
pub struct SymbolTable {
    op: OpId,
    symbols: HashMap<Box<[u8]>, OpId>,
}

impl SymbolTable {
    /// The table of the symbol-table op `op` (one with no body is empty).
    pub fn new(ctx: &Context, op: OpId) -> SymbolTable {
        let mut symbols = HashMap::new();
        let block = ctx
            .regions(op)
            .first()
            .and_then(|&r| ctx.blocks(r).first().copied());
        for child in block.into_iter().flat_map(|b| ctx.block_op_iter(b)) {
            if let Some(name) = symbol_name(ctx, child) {
                symbols.entry(name.into()).or_insert(child);
            }
        }
        SymbolTable { op, symbols }
    }

    /// The symbol-table op.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The op defining the symbol `name` in this table (MLIR's `lookup`).
    pub fn lookup(&self, name: &str) -> Option<OpId> {
        self.symbols.get(name.as_bytes()).copied()
    }
}

/// The tables of many symbol-table ops, each built once when first asked
/// (MLIR's `SymbolTableCollection`). It holds what the tables were when
/// built: rebuild it after adding, renaming or erasing symbols.
#[derive(Debug, Default)]
pub struct SymbolTableCollection {
    tables: HashMap<OpId, SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> SymbolTableCollection {
        SymbolTableCollection::default()
    }

    /// The table of the symbol-table op `op`.
    pub fn table(&mut self, ctx: &Context, op: OpId) -> &SymbolTable {
        self.tables
            .entry(op)
            .or_insert_with(|| SymbolTable::new(ctx, op))
    }

    /// Every op the symbol reference `reference` passes through from the
    /// symbol table `table`, its target last (`@a::@b` gives `@a` then
    /// `@b`), as MLIR's `lookupSymbolIn` collects them; none when a step
    /// is missing or, but for the last, is not a symbol table.
    pub fn lookup_path(
        &mut self,
        ctx: &Context,
        table: OpId,
        reference: Attribute,
    ) -> Option<Vec<OpId>> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
            return None;
        };
        let mut path = Vec::with_capacity(nested.len() + 1);
        let mut current = table;
        for step in std::iter::once(root).chain(nested.iter()) {
            if !path.is_empty() && !is_symbol_table(ctx, current) {
                return None;
            }
            current = self.table(ctx, current).lookup(ctx.symbol_str(*step))?;
            path.push(current);
        }
        Some(path)
    }
}

/// One reference to a symbol: the op holding it and the `SymbolRefAttr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolUse {
    /// The op whose attributes hold the reference.
    pub user: OpId,
    /// The reference (`@a`, `@a::@b`).
    pub reference: Attribute,
}

/// The symbol references held by `from` and by the ops nested in it, but
/// not in a symbol table nested in it (`from` itself may be one), as
/// MLIR's `SymbolTable::getSymbolUses` finds them: every `SymbolRefAttr`
/// in an op's attributes, inside arrays and dictionaries too. `None` when
/// an op on the way may be a symbol table nobody knows of: an op with one
/// region whose dialect is not loaded.
pub fn symbol_uses(ctx: &Context, from: OpId) -> Option<Vec<SymbolUse>> {
    let mut uses = Vec::new();
    if may_be_unknown_symbol_table(ctx, from) {
        return None;
    }
    op_uses(ctx, from, &mut uses);
    if is_symbol_table(ctx, from) {
        return Some(uses);
    }
    let mut regions = ctx.regions(from).to_vec();
    while let Some(region) = regions.pop() {
        for &block in ctx.blocks(region) {
            for op in ctx.block_op_iter(block) {
                if may_be_unknown_symbol_table(ctx, op) {
                    return None;
                }
                op_uses(ctx, op, &mut uses);
                if !is_symbol_table(ctx, op) {
                    regions.extend(ctx.regions(op).iter().copied());
                }
            }
        }
    }
    Some(uses)
}

/// MLIR's `isPotentiallyUnknownSymbolTable`.
fn may_be_unknown_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.regions(op).len() == 1
        && ctx
            .registry
            .registered_dialect_of_op(ctx.op_name_str(op))
            .is_none()
}

/// The references in the attributes of `op` alone, inherent ones first.
pub fn op_symbol_uses(ctx: &Context, op: OpId) -> Vec<SymbolUse> {
    let mut uses = Vec::new();
    op_uses(ctx, op, &mut uses);
    uses
}

/// The references in the attributes of `op`, inherent ones first.
fn op_uses(ctx: &Context, op: OpId, uses: &mut Vec<SymbolUse>) {
    let inherent = ctx.properties(op).into_iter();
    let discardable = ctx.attrs(op).iter().map(|&(_, a)| a);
    for attr in inherent.chain(discardable) {
        attr_uses(ctx, op, attr, uses);
    }
}

/// The references in `attr` and in the attributes and types nested in it
/// (MLIR's walk of sub-elements: arrays, dictionaries, `distinct`, the
/// types of type, opaque, sparse and resource attributes, not of strings
/// or `dense`, and the attributes of types, a tensor's encoding or a
/// memref's layout); a reference's own nested parts are not references of
/// their own. The parameters of a dialect's attributes and types are not
/// looked into.
fn attr_uses(ctx: &Context, user: OpId, attr: Attribute, uses: &mut Vec<SymbolUse>) {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { .. } => uses.push(SymbolUse {
            user,
            reference: attr,
        }),
        AttrKind::Array(elements) => {
            for &e in elements.iter() {
                attr_uses(ctx, user, e, uses);
            }
        }
        AttrKind::Dictionary(entries) => {
            for &(_, e) in entries.iter() {
                attr_uses(ctx, user, e, uses);
            }
        }
        AttrKind::Distinct { referenced, .. } => attr_uses(ctx, user, *referenced, uses),
        AttrKind::Sparse {
            ty,
            indices,
            values,
        } => {
            type_uses(ctx, user, *ty, uses);
            attr_uses(ctx, user, *indices, uses);
            attr_uses(ctx, user, *values, uses);
        }
        AttrKind::Type(ty)
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Opaque { ty: Some(ty), .. } => type_uses(ctx, user, *ty, uses),
        _ => {}
    }
}

/// The references in the attributes nested in the type `ty`.
fn type_uses(ctx: &Context, user: OpId, ty: crate::Type, uses: &mut Vec<SymbolUse>) {
    use crate::TypeKind;
    let (types, attrs): (Vec<crate::Type>, Vec<Attribute>) = match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => (
            inputs.iter().chain(results.iter()).copied().collect(),
            vec![],
        ),
        TypeKind::Tuple(elements) => (elements.to_vec(), vec![]),
        TypeKind::Complex(element)
        | TypeKind::UnrankedTensor(element)
        | TypeKind::Vector { element, .. } => (vec![*element], vec![]),
        TypeKind::RankedTensor {
            element, encoding, ..
        } => (vec![*element], encoding.iter().copied().collect()),
        TypeKind::MemRef {
            element,
            layout,
            memory_space,
            ..
        } => (
            vec![*element],
            layout.iter().chain(memory_space.iter()).copied().collect(),
        ),
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => (vec![*element], memory_space.iter().copied().collect()),
        _ => (vec![], vec![]),
    };
    for t in types {
        type_uses(ctx, user, t, uses);
    }
    for a in attrs {
        attr_uses(ctx, user, a, uses);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interfaces::prelude::mlir::{SymbolOpInterfaceConcept, SymbolOpInterfaceImpl};
    use crate::interfaces::symbols::visibility;
    use crate::registry::{DefinitionId, DialectInfo, OpInfo};

    /// `t.sym`: a symbol whose name is an inherent attribute.
    #[derive(Clone, Copy)]
    struct SymOp(OpId);

    impl crate::ods::op::Op for SymOp {
        const NAME: &'static str = "t.sym";
        fn from_id_unchecked(op: OpId) -> Self {
            SymOp(op)
        }
        fn id(self) -> OpId {
            self.0
        }
    }

    impl SymbolOpInterfaceImpl for SymOp {}

    #[test]
    fn visibility_is_set_where_the_name_is() {
        static CONCEPT: SymbolOpInterfaceConcept = SymbolOpInterfaceConcept::of::<SymOp>();
        let mut ctx = Context::new();
        let dialect = DialectInfo::new("t", DefinitionId::of::<SymOp>());
        ctx.registry.register_dialect(dialect).unwrap();
        let mut info = OpInfo::new(ctx.symbol("t.sym"), DefinitionId::of::<SymOp>());
        info.interfaces.insert(&CONCEPT);
        info.inherent_attrs = &["sym_name", "sym_visibility"];
        ctx.registry.register("t.sym", info).unwrap();
        let source = r#""t.sym"() <{sym_name = "a"}> : () -> ()
"t.sym"() : () -> ()
module @m {
}"#;
        let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
        let ops = ctx.block_ops(ctx.blocks(ctx.regions(module)[0])[0]);
        let (named, unnamed, nested) = (ops[0], ops[1], ops[2]);
        assert!(is_symbol(&ctx, named) && is_symbol(&ctx, nested));
        assert!(!is_symbol(&ctx, unnamed) && !is_symbol(&ctx, module));

        set_visibility(&mut ctx, named, Visibility::Nested);
        assert!(get_prop(&ctx, named, VISIBILITY).is_some());
        assert_eq!(visibility(&ctx, named), Visibility::Nested);
        assert!(can_discard_on_use_empty(&ctx, named));
        set_visibility(&mut ctx, named, Visibility::Public);
        assert_eq!(get_prop(&ctx, named, VISIBILITY), None);
        assert!(!can_discard_on_use_empty(&ctx, named));

        set_visibility(&mut ctx, nested, Visibility::Private);
        assert_eq!(visibility(&ctx, nested), Visibility::Private);
        assert_eq!(SymbolTable::new(&ctx, module).lookup("a"), Some(named));
        assert_eq!(SymbolTable::new(&ctx, module).lookup("m"), Some(nested));
    }
}
