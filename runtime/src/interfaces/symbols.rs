//! Symbols and symbol tables (MLIR's `SymbolOpInterface` and
//! `SymbolTable`): an op names a symbol with its `sym_name` string
//! attribute and may restrict who sees it with `sym_visibility`; an op
//! with the `SymbolTable` trait holds symbols in its one block, where
//! references (`@a`, nested `@a::@b`) are looked up.

use super::prelude::mlir::{SymbolOpInterface, SymbolUserOpInterface};
use crate::asm::printer::attr_to_string;
use crate::diag::Diagnostic;
use crate::ods::op::{get_prop, op_error};
use crate::registry::Traits;
use crate::{AttrKind, Attribute, Context, OpId};

/// The attribute naming a symbol.
pub const SYMBOL_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility.
pub const VISIBILITY: &str = "sym_visibility";

/// Who may refer to a symbol (MLIR's `SymbolTable::Visibility`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// Anyone, from outside its table too (the default).
    Public,
    /// Only the ops of its symbol table.
    Private,
    /// Its table and the tables around it, not outside the nearest
    /// enclosing public scope.
    Nested,
}

/// An inherent attribute of `op` (properties first), or its discardable
/// attribute of that name, as MLIR's `Operation::getAttr` reads it.
fn attr(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    get_prop(ctx, op, name).or_else(|| ctx.get_attr(op, name))
}

/// The bytes of a string attribute.
fn string(ctx: &Context, a: Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

/// The string attribute naming the symbol `op` defines, if its
/// `sym_name` is one (two are the same symbol when they are the same
/// attribute, type included).
pub fn symbol_name_attr(ctx: &Context, op: OpId) -> Option<Attribute> {
    attr(ctx, op, SYMBOL_NAME).filter(|&a| string(ctx, a).is_some())
}

/// The symbol `op` defines: its `sym_name` when that is a string (MLIR's
/// `SymbolTable::getSymbolName`, for any op).
pub fn symbol_name(ctx: &Context, op: OpId) -> Option<&[u8]> {
    string(ctx, symbol_name_attr(ctx, op)?)
}

/// The visibility of the symbol `op` defines: public unless its
/// `sym_visibility` says `private` or `nested`.
pub fn visibility(ctx: &Context, op: OpId) -> Visibility {
    match attr(ctx, op, VISIBILITY).and_then(|a| string(ctx, a)) {
        Some(b"private") => Visibility::Private,
        Some(b"nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// `SymbolOpInterface`'s verifier (MLIR's `verifySymbol` and the
/// interface's `verify`): a string name, a visibility, if any, that is a
/// string naming one of the three, no public declaration
/// (`isDeclaration`), and a parent, if registered, that is a symbol table.
pub fn verify_symbol(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if symbol_name(ctx, op).is_none() {
        return Err(op_error(
            ctx,
            op,
            format_args!("requires string attribute '{SYMBOL_NAME}'"),
        ));
    }
    verify_visibility_attr(ctx, op)?;
    // A declaration (a function without a body) is not public.
    let declaration = SymbolOpInterface::try_from(ctx, op).is_some_and(|s| s.is_declaration(ctx));
    if declaration && visibility(ctx, op) == Visibility::Public {
        return Err(op_error(
            ctx,
            op,
            "symbol declaration cannot have public visibility",
        ));
    }
    let misplaced = ctx.parent_op(op).is_some_and(|parent| {
        ctx.registry.is_registered(ctx.op_name(parent)) && !is_symbol_table(ctx, parent)
    });
    if misplaced {
        return Err(op_error(
            ctx,
            op,
            "symbol's parent must have the SymbolTable trait",
        ));
    }
    Ok(())
}

/// The visibility, if any, is a string naming one of the three.
fn verify_visibility_attr(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(vis) = attr(ctx, op, VISIBILITY) else {
        return Ok(());
    };
    match string(ctx, vis) {
        None => Err(op_error(
            ctx,
            op,
            format_args!(
                "requires visibility attribute '{VISIBILITY}' to be a string attribute, but got {}",
                attr_to_string(ctx, vis)
            ),
        )),
        Some(b"public" | b"private" | b"nested") => Ok(()),
        Some(_) => Err(op_error(
            ctx,
            op,
            format_args!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                attr_to_string(ctx, vis)
            ),
        )),
    }
}

/// Whether `op` is a registered op with the `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.registry
        .traits(ctx.op_name(op))
        .is_some_and(|t| t.contains(Traits::SYMBOL_TABLE))
}

/// The symbol table `from` is in, `from` itself included (MLIR's
/// `getNearestSymbolTable`). An unregistered op with one region may be a
/// table nobody knows of: the search stops there, with none.
pub fn nearest_symbol_table(ctx: &Context, from: OpId) -> Option<OpId> {
    let mut op = from;
    loop {
        let unknown = !ctx.registry.is_registered(ctx.op_name(op)) && ctx.regions(op).len() == 1;
        if unknown {
            return None;
        }
        if is_symbol_table(ctx, op) {
            return Some(op);
        }
        op = ctx.parent_op(op)?;
    }
}

/// The op defining symbol `name` directly in the symbol table `table`
/// (MLIR's `SymbolTable::lookupSymbolIn`); none when `table` has no body.
pub fn lookup_symbol_in(ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
    let region = *ctx.regions(table).first()?;
    let block = *ctx.blocks(region).first()?;
    ctx.block_op_iter(block)
        .find(|&op| symbol_name(ctx, op) == Some(name.as_bytes()))
}

/// The op a symbol reference (`@a`, or `@a::@b` through nested tables)
/// names, starting in the symbol table `table`; none when a step is
/// missing or, but for the last, is not a symbol table.
pub fn lookup_reference_in(ctx: &Context, table: OpId, reference: Attribute) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
        return None;
    };
    let mut found = lookup_symbol_in(ctx, table, ctx.symbol_str(*root))?;
    for &step in nested.iter() {
        if !is_symbol_table(ctx, found) {
            return None;
        }
        found = lookup_symbol_in(ctx, found, ctx.symbol_str(step))?;
    }
    Some(found)
}

/// The op `reference` names, looked up in the symbol table nearest `from`
/// (MLIR's `SymbolTable::lookupNearestSymbolFrom`).
pub fn lookup_nearest_symbol_from(ctx: &Context, from: OpId, reference: Attribute) -> Option<OpId> {
    lookup_reference_in(ctx, nearest_symbol_table(ctx, from)?, reference)
}

/// The symbol users of the symbol table `table` check their references
/// (`SymbolUserOpInterface::verifySymbolUses`), as the end of MLIR's
/// `verifySymbolTable` asks them: every op nested in the table, but not in
/// a nested table, which asks its own. `Err` carries the first failure and
/// the op it is about.
pub fn verify_symbol_uses(ctx: &Context, table: OpId) -> Result<(), (OpId, Diagnostic)> {
    // MLIR's `walkSymbolTable` order: a stack of regions.
    let mut regions = ctx.regions(table).to_vec();
    while let Some(region) = regions.pop() {
        for &block in ctx.blocks(region) {
            for op in ctx.block_op_iter(block) {
                if let Some(user) = SymbolUserOpInterface::try_from(ctx, op) {
                    user.verify_symbol_uses(ctx, op).map_err(|d| (op, d))?;
                }
                if !is_symbol_table(ctx, op) {
                    regions.extend(ctx.regions(op).iter().copied());
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interfaces::prelude::mlir::{SymbolOpInterfaceConcept, SymbolOpInterfaceImpl};
    use crate::registry::{DefinitionId, DialectInfo, OpInfo};

    /// `t.decl`: a symbol that is a declaration when it has no region.
    #[derive(Clone, Copy)]
    struct DeclOp(OpId);

    impl crate::ods::op::Op for DeclOp {
        const NAME: &'static str = "t.decl";
        fn from_id_unchecked(op: OpId) -> Self {
            DeclOp(op)
        }
        fn id(self) -> OpId {
            self.0
        }
    }

    impl SymbolOpInterfaceImpl for DeclOp {
        fn is_declaration(self, ctx: &Context) -> bool {
            ctx.regions(self.0).is_empty()
        }
    }

    #[test]
    fn a_declaration_may_not_be_public() {
        static CONCEPT: SymbolOpInterfaceConcept = SymbolOpInterfaceConcept::of::<DeclOp>();
        let mut ctx = Context::new();
        let dialect = DialectInfo::new("t", DefinitionId::of::<DeclOp>());
        ctx.registry.register_dialect(dialect).unwrap();
        let mut info = OpInfo::new(ctx.symbol("t.decl"), DefinitionId::of::<DeclOp>());
        info.interfaces.insert(&CONCEPT);
        ctx.registry.register("t.decl", info).unwrap();
        let source = r#""t.decl"() {sym_name = "a"} : () -> ()
"t.decl"() {sym_name = "b", sym_visibility = "private"} : () -> ()
"t.decl"() ({}) {sym_name = "c"} : () -> ()"#;
        let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
        let ops = ctx.block_ops(ctx.blocks(ctx.regions(module)[0])[0]);
        let messages: Vec<Option<String>> = ops
            .iter()
            .map(|&op| verify_symbol(&ctx, op).err().map(|d| d.message))
            .collect();
        assert_eq!(
            messages,
            vec![
                Some("'t.decl' op symbol declaration cannot have public visibility".to_string()),
                None,
                None
            ]
        );
    }
}
