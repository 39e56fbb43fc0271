//! The aliases the printer gives attributes and types (`#map`, `!tuple`),
//! chosen, ordered and numbered as MLIR's `AliasInitializer` does.

use super::asm_printer::{AsmPrinter, AsmSink};
use super::escape::sanitize_identifier;
use super::printer::{PrintOptions, Printed, RegionStyle, Shown};
use crate::context::{Context, IrResult};
use crate::interfaces::asm::own_alias;
use crate::interfaces::prelude::mlir::FunctionOpInterface;
use crate::ir::source_locs::SourceLocs;
use crate::ir::*;
use crate::registry::AliasResult;
use crate::registry::Traits;
use rustc_hash::FxHashMap;

/// A value seen by the alias pass, aliased or not: MLIR records both, as
/// the depth of an unaliased value still orders the aliases above it.
/// Kept small (most values have no alias): a large module visits hundreds
/// of thousands.
struct Visited {
    value: AttrOrType,
    /// The alias's stem, and whether it is a name kept from the input
    /// (printed as it is, without a number).
    alias: Option<Box<(String, bool)>>,
    /// 0 for a value without aliases inside; else one more than the
    /// deepest value inside it (an aliased value starts at 1).
    depth: u32,
    deferred: bool,
    /// Indices of the values visited inside this one, kept while it is
    /// deferred: only then does [`Pass::mark_non_deferred`] walk them.
    children: Box<[u32]>,
}

/// The aliases of one print.
#[derive(Clone, Default)]
pub(crate) struct Aliases {
    /// Name and deferral of each aliased value.
    names: FxHashMap<AttrOrType, (String, bool)>,
    /// The aliased values in the order their definitions print: by depth,
    /// types before attributes, then by name, then by first visit.
    sorted: Vec<AttrOrType>,
    /// Whether the deferred definitions have started printing. Until then a
    /// deferred type alias is spelled out: unlike an attribute alias, a type
    /// alias cannot be used before its definition (MLIR's `isPrinted`).
    deferred_printing: bool,
}

impl Aliases {
    /// The aliases of a print of `top`; with `shown`, the regions of
    /// custom forms are visited as far as they print.
    pub(crate) fn compute(
        ctx: &Context,
        top: OpId,
        opts: PrintOptions,
        shown: Option<&Shown>,
    ) -> IrResult<Aliases> {
        let mut pass = Pass {
            ctx,
            index: VisitIndex {
                attrs: vec![0; ctx.attr_count()],
                types: Vec::new(),
                positions: FxHashMap::default(),
            },
            visited: Vec::new(),
            shown,
        };
        pass.visit_op(top, opts)?;
        let mut order: Vec<usize> = (0..pass.visited.len())
            .filter(|&i| pass.visited[i].alias.is_some())
            .collect();
        let key = |i: &usize| {
            let v = &pass.visited[*i];
            let is_attr = matches!(v.value, AttrOrType::Attr(_));
            (v.depth, is_attr, v.alias.as_ref().map(|a| a.0.as_str()))
        };
        order.sort_by(|a, b| key(a).cmp(&key(b)));
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        let mut aliases = Aliases::default();
        for &i in &order {
            let v = &pass.visited[i];
            let Some(alias) = &v.alias else {
                continue;
            };
            let (stem, fixed) = &**alias;
            let name = if *fixed {
                stem.clone()
            } else {
                let n = counts.entry(stem.as_str()).or_insert(0);
                *n += 1;
                match *n - 1 {
                    0 => stem.clone(),
                    // As `SymbolAlias::print`: `a1` numbered is `a1_1`.
                    k if stem.ends_with(|c: char| c.is_ascii_digit()) => format!("{stem}_{k}"),
                    k => format!("{stem}{k}"),
                }
            };
            aliases.names.insert(v.value, (name, v.deferred));
            aliases.sorted.push(v.value);
        }
        Ok(aliases)
    }

    /// The alias of an attribute or type, without its `#` or `!`, where it
    /// may be used.
    pub(crate) fn name(&self, of: AttrOrType) -> Option<&str> {
        let (name, deferred) = self.names.get(&of)?;
        let usable = !deferred || self.deferred_printing || matches!(of, AttrOrType::Attr(_));
        usable.then_some(name.as_str())
    }

    /// Called where the deferred definitions start printing: their type
    /// aliases become usable.
    pub(crate) fn start_deferred(&mut self) {
        self.deferred_printing = true;
    }

    /// The aliased values whose definitions print before the operations
    /// (`deferred == false`) or after them, in order.
    pub(crate) fn definitions(&self, deferred: bool) -> impl Iterator<Item = (AttrOrType, &str)> {
        self.sorted.iter().filter_map(move |&a| {
            let (name, d) = &self.names[&a];
            (*d == deferred).then_some((a, name.as_str()))
        })
    }
}

/// A dry run of the printer that records what it would print.
/// Where each visited attribute and type sits in `Pass::visited`, by id:
/// 0 for not yet, else the position + 1. Ids are dense, so a vector reads
/// one entry where a hash map reads a bucket and its control bytes. The
/// locations of source positions, whose handles are not dense, are in a
/// map.
struct VisitIndex {
    attrs: Vec<u32>,
    types: Vec<u32>,
    positions: FxHashMap<Attribute, u32>,
}

impl VisitIndex {
    fn slot(&mut self, value: AttrOrType) -> &mut u32 {
        let (table, id) = match value {
            AttrOrType::Attr(a) if SourceLocs::is_position(a) => {
                return self.positions.entry(a).or_insert(0);
            }
            AttrOrType::Attr(a) => (&mut self.attrs, a.0 as usize),
            AttrOrType::Type(t) => (&mut self.types, t.0 as usize),
        };
        if id >= table.len() {
            table.resize((id + 1).next_power_of_two(), 0);
        }
        &mut table[id]
    }
}

struct Pass<'a> {
    ctx: &'a Context,
    index: VisitIndex,
    visited: Vec<Visited>,
    /// What the custom forms show of their regions, when recorded.
    shown: Option<&'a Shown>,
}

impl Pass<'_> {
    /// Visits an operation in the order of MLIR's alias pass: its location,
    /// its regions block by block (argument types and locations, which
    /// print inline and so cannot be deferred, then the nested operations),
    /// operand and result types, and the attributes. Properties of
    /// unregistered operations are not visited, so they print without
    /// aliases. A custom form's attributes are visited where it prints
    /// them: before its regions or after them.
    fn visit_op(&mut self, op: OpId, opts: PrintOptions) -> IrResult<()> {
        crate::stack::grow(|| {
            let ctx = self.ctx;
            if opts.debug_info {
                self.visit(AttrOrType::Attr(ctx.op_loc(op)), true);
            }
            let data = ctx.op(op);
            let custom = !opts.generic
                && ctx
                    .registry
                    .get(data.name)
                    .is_some_and(|i| i.print.is_some());
            // Skipped regions print as `{...}`: nothing in them is aliased.
            let regions = if opts.skip_regions {
                &[][..]
            } else {
                ctx.regions(op)
            };
            // What a custom form prints after its first region is visited
            // after the regions (`scf.for`'s attribute dictionary).
            let mut attrs_after_regions = Vec::new();
            let mut all_attrs_after_regions = false;
            // Where a custom form printed each region, when it printed
            // several (`scf.index_switch` prints its cases, then the
            // default region it holds first).
            let mut printed_regions: Vec<RegionId> = Vec::new();
            if custom {
                // A function's form prints its arguments' attributes as
                // region arguments, which MLIR's dry run does not visit.
                let from_printed = ctx
                    .registry
                    .get(data.name)
                    .is_some_and(|i| i.aliases_from_printed_attrs)
                    || FunctionOpInterface::try_from(ctx, op).is_some();
                // Where the attributes go matters only for an op that has
                // some and regions to put them after.
                let has_attrs = data.properties.is_some() || !ctx.attrs(op).is_empty();
                if from_printed || (has_attrs && !regions.is_empty()) || regions.len() > 1 {
                    let printed = super::printer::printed_by_custom_form(ctx, op, opts)?;
                    printed_regions = printed
                        .iter()
                        .filter_map(|p| match *p {
                            Printed::Region(r) => Some(r),
                            Printed::Attr(_) => None,
                        })
                        .collect();
                    let first_region = printed
                        .iter()
                        .position(|p| matches!(p, Printed::Region(_)))
                        .unwrap_or(printed.len());
                    let (before, after) = printed.split_at(first_region);
                    fn attrs(printed: &[Printed]) -> impl Iterator<Item = Attribute> + '_ {
                        printed.iter().filter_map(|p| match *p {
                            Printed::Attr(a) => Some(a),
                            Printed::Region(_) => None,
                        })
                    }
                    if from_printed {
                        for a in attrs(before) {
                            self.visit(AttrOrType::Attr(a), false);
                        }
                        attrs_after_regions = attrs(after).collect();
                    } else if attrs(before).next().is_none() && attrs(after).next().is_some() {
                        all_attrs_after_regions = true;
                    } else {
                        self.visit_attributes(op);
                    }
                } else {
                    self.visit_attributes(op);
                }
            }
            // A custom form shows its regions as, and in the order, it printed
            // them.
            let mut regions: Vec<(usize, RegionId, RegionStyle)> = match self.shown {
                Some(shown) if custom => regions
                    .iter()
                    .filter_map(|r| {
                        shown
                            .regions
                            .get(r)
                            .map(|&(order, style)| (order, *r, style))
                    })
                    .collect(),
                // Without a record of the print, in the order the custom form
                // prints them (those it does not print last).
                _ => regions
                    .iter()
                    .map(|&r| {
                        let at = printed_regions.iter().position(|&p| p == r);
                        (at.unwrap_or(usize::MAX), r, RegionStyle::GENERIC)
                    })
                    .collect(),
            };
            regions.sort_by_key(|&(order, _, _)| order);
            // The ops a custom form printed inline, out of regions it did
            // not print, as their printer visits them.
            if let Some(shown) = self.shown.filter(|_| custom) {
                for &r in ctx
                    .regions(op)
                    .iter()
                    .filter(|r| !shown.regions.contains_key(r))
                {
                    for &b in ctx.blocks(r) {
                        let mut cur = ctx.first_op(b);
                        while let Some(o) = cur {
                            if shown.inline_ops.contains(&o) {
                                self.visit_op(o, opts)?;
                            }
                            cur = ctx.next_op(o);
                        }
                    }
                }
            }
            for (_, r, style) in regions {
                for (index, &b) in ctx.blocks(r).iter().enumerate() {
                    let entry = index == 0;
                    for i in 0..ctx.num_block_args(b) {
                        let arg = Value::Arg(b, i as u32);
                        let printed = !entry
                            || style.entry_block_args
                            || self.shown.is_some_and(|s| s.args.contains(&arg));
                        if !printed {
                            continue;
                        }
                        self.visit(AttrOrType::Type(ctx.value_type(arg)), false);
                        if opts.debug_info {
                            self.visit(AttrOrType::Attr(ctx.block_arg_loc(b, i)), false);
                        }
                    }
                    let last = ctx.last_op(b);
                    let mut cur = ctx.first_op(b);
                    while let Some(o) = cur {
                        let elided = entry
                            && !style.terminators
                            && Some(o) == last
                            && ctx
                                .registry
                                .traits(ctx.op(o).name)
                                .is_some_and(|t| t.contains(Traits::TERMINATOR));
                        if !elided {
                            self.visit_op(o, opts)?;
                        }
                        cur = ctx.next_op(o);
                    }
                }
            }
            for a in attrs_after_regions {
                self.visit(AttrOrType::Attr(a), false);
            }
            if all_attrs_after_regions {
                self.visit_attributes(op);
            }
            for o in ctx.op_operands(op) {
                self.visit(AttrOrType::Type(ctx.value_type(o.value)), false);
            }
            for r in ctx.op_results(op) {
                self.visit(AttrOrType::Type(r.ty), false);
            }
            if !custom {
                self.visit_attributes(op);
            }
            Ok(())
        })
    }

    /// The properties (of registered operations, or written with aliases)
    /// and the attributes of an operation.
    fn visit_attributes(&mut self, op: OpId) {
        let ctx = self.ctx;
        let data = ctx.op(op);
        if ctx.registry.is_registered(data.name) || ctx.aliased_properties.contains(&op) {
            if let Some(p) = data.properties {
                self.visit(AttrOrType::Attr(p), false);
            }
        }
        for &(_, v) in ctx.attrs(op) {
            self.visit(AttrOrType::Attr(v), false);
        }
    }

    /// Visits a value and what prints inside it (`visitImpl`); returns its
    /// depth and index.
    fn visit(&mut self, value: AttrOrType, can_defer: bool) -> (u32, usize) {
        let slot = self.index.slot(value);
        if *slot != 0 {
            let i = *slot as usize - 1;
            if !can_defer {
                self.mark_non_deferred(i);
            }
            return (self.visited[i].depth, i);
        }
        let i = self.visited.len();
        *slot = i as u32 + 1;
        let alias = self.alias_of(value);
        // Only an aliased value may be deferred.
        let deferred = can_defer && alias.is_some();
        self.visited.push(Visited {
            value,
            depth: alias.is_some() as u32,
            deferred,
            alias: alias.map(Box::new),
            children: Box::default(),
        });
        let mut children = Vec::new();
        let mut deepest = 0;
        for child in nested(self.ctx, value) {
            let (depth, index) = crate::stack::grow(|| self.visit(child, can_defer));
            if deferred {
                children.push(index as u32);
            }
            deepest = deepest.max(depth);
        }
        let v = &mut self.visited[i];
        if v.deferred {
            v.children = children.into();
        }
        if deepest > 0 {
            v.depth = deepest + 1;
        }
        (v.depth, i)
    }

    /// An alias printed at the top must not use aliases printed after the
    /// operations: marks the value, and what it holds, non-deferred. As in
    /// MLIR, an unaliased value is never deferred and stops the marking.
    fn mark_non_deferred(&mut self, i: usize) {
        if !self.visited[i].deferred {
            return;
        }
        self.visited[i].deferred = false;
        for k in 0..self.visited[i].children.len() {
            self.mark_non_deferred(self.visited[i].children[k] as usize);
        }
    }

    /// The builtin dialect's aliases (`BuiltinOpAsmDialectInterface`), and
    /// the names kept for attributes of dialects that alias their own.
    fn alias_of(&self, value: AttrOrType) -> Option<(String, bool)> {
        let ctx = self.ctx;
        if let Some(name) = dialect_alias(ctx, value) {
            return Some((name, false));
        }
        let stem = match value {
            AttrOrType::Type(t) => match ctx.type_kind(t) {
                TypeKind::Tuple(ts) if ts.len() > 16 => "tuple",
                _ => return None,
            },
            AttrOrType::Attr(a) => {
                if let Some(name) = ctx.dialect_attr_aliases.get(&a) {
                    return Some((name.clone(), true));
                }
                match ctx.attr_kind(a) {
                    AttrKind::AffineMap { .. } => "map",
                    AttrKind::IntegerSet { .. } => "set",
                    AttrKind::Distinct { referenced, .. }
                        if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) =>
                    {
                        "distinct"
                    }
                    k if k.is_location() => "loc",
                    _ => return None,
                }
            }
        };
        Some((stem.to_string(), false))
    }
}

/// What a dialect value's print hook prints inside it, learned by running
/// the hook on a printer that only records (MLIR's
/// `DummyAliasDialectAsmPrinter`).
struct Recorder {
    out: String,
    children: Vec<AttrOrType>,
    cyclic: Vec<AttrOrType>,
}

impl AsmSink for Recorder {
    fn out(&mut self) -> &mut String {
        self.out.clear();
        &mut self.out
    }

    fn ty(&mut self, t: Type) {
        self.children.push(AttrOrType::Type(t));
    }

    fn attr(&mut self, a: Attribute, _with_type: bool) {
        self.children.push(AttrOrType::Attr(a));
    }

    /// Recorded as a child, which the walk visits in turn.
    fn alias(&mut self, of: AttrOrType) -> bool {
        self.children.push(of);
        true
    }

    fn cyclic(&mut self) -> &mut Vec<AttrOrType> {
        &mut self.cyclic
    }
}

/// The values a dialect attribute or type prints inside it, then its own
/// type.
fn dialect_children(ctx: &Context, storage: &DialectStorage, this: AttrOrType) -> Vec<AttrOrType> {
    let mut recorder = Recorder {
        out: String::new(),
        children: Vec::new(),
        cyclic: vec![this],
    };
    storage.print(this, &mut AsmPrinter::new(ctx, &mut recorder));
    recorder
        .children
        .extend(storage.self_type().map(AttrOrType::Type));
    recorder.children
}

/// What prints inside a value, in MLIR's order: an attribute's nested
/// attributes and then its type, a type's nested types and attributes.
fn nested(ctx: &Context, value: AttrOrType) -> Vec<AttrOrType> {
    let storage = value.dialect_storage(ctx);
    if let Some(s) = storage {
        return dialect_children(ctx, s, value);
    }
    match value {
        AttrOrType::Attr(a) => {
            let mut v: Vec<AttrOrType> = attr_children(ctx, a)
                .into_iter()
                .map(AttrOrType::Attr)
                .collect();
            v.extend(attr_type(ctx, a).map(AttrOrType::Type));
            v
        }
        AttrOrType::Type(t) => {
            let ty = |t: &Type| AttrOrType::Type(*t);
            match ctx.type_kind(t) {
                TypeKind::Function { inputs, results } => {
                    inputs.iter().chain(results.iter()).map(ty).collect()
                }
                TypeKind::Tuple(ts) => ts.iter().map(ty).collect(),
                TypeKind::Complex(e) | TypeKind::UnrankedTensor(e) => vec![ty(e)],
                TypeKind::Vector { element, .. } => vec![ty(element)],
                TypeKind::RankedTensor {
                    element, encoding, ..
                } => std::iter::once(ty(element))
                    .chain(encoding.map(AttrOrType::Attr))
                    .collect(),
                TypeKind::MemRef {
                    element,
                    layout,
                    memory_space,
                    ..
                } => std::iter::once(ty(element))
                    .chain(
                        layout
                            .iter()
                            .chain(memory_space.iter())
                            .map(|a| AttrOrType::Attr(*a)),
                    )
                    .collect(),
                TypeKind::UnrankedMemRef {
                    element,
                    memory_space,
                } => std::iter::once(ty(element))
                    .chain(memory_space.map(AttrOrType::Attr))
                    .collect(),
                _ => Vec::new(),
            }
        }
    }
}

/// The type an attribute carries and prints, if any.
fn attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(t)
        | AttrKind::DenseElements { ty: t, .. }
        | AttrKind::DenseResource { ty: t, .. }
        | AttrKind::Sparse { ty: t, .. }
        | AttrKind::Opaque { ty: Some(t), .. }
        | AttrKind::String { ty: Some(t), .. } => Some(*t),
        _ => None,
    }
}

/// The attributes nested in an attribute, in printing order.
fn attr_children(ctx: &Context, attr: Attribute) -> Vec<Attribute> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) => items.to_vec(),
        AttrKind::Dictionary(entries) => entries.iter().map(|&(_, a)| a).collect(),
        AttrKind::Distinct { referenced, .. } => vec![*referenced],
        AttrKind::NameLoc { child, .. } => child
            .iter()
            .copied()
            .filter(|c| !matches!(ctx.attr_kind(*c), AttrKind::UnknownLoc))
            .collect(),
        AttrKind::CallSiteLoc { callee, caller } => vec![*callee, *caller],
        AttrKind::FusedLoc { locs, metadata } => {
            let mut v: Vec<Attribute> = metadata.iter().copied().collect();
            v.extend(locs.iter().copied());
            v
        }
        // A body kept as text names the aliases it uses.
        AttrKind::Opaque { data, .. } if !ctx.dialect_alias_targets.is_empty() => data
            .match_indices('#')
            .filter_map(|(at, _)| {
                let rest = &data[at + 1..];
                let end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || "_$.-".contains(c)))
                    .unwrap_or(rest.len());
                ctx.dialect_alias_targets.get(&rest[..end]).copied()
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The alias `value` asks for itself (its `OpAsmAttrInterface` or
/// `OpAsmTypeInterface`, see [`own_alias`]) or the registered dialects give
/// it (their `OpAsmDialectInterface::getAlias`, asked in registration
/// order until one gives a final alias), made a valid identifier.
fn dialect_alias(ctx: &Context, value: AttrOrType) -> Option<String> {
    // The value's own alias first; a dialect's final alias overrides it.
    let mut found = match own_alias(ctx, value) {
        Some(AliasResult::Final(name)) => return Some(sanitize_alias(&name)),
        other => other.map(|a| a.name().to_string()),
    };
    for hook in ctx.registry.dialects().filter_map(|d| d.alias) {
        match hook(ctx, value) {
            Some(AliasResult::Final(name)) => {
                found = Some(name);
                break;
            }
            Some(AliasResult::Overlapping(name)) if found.is_none() => found = Some(name),
            _ => {}
        }
    }
    found.map(|name| sanitize_alias(&name))
}

/// An alias made a valid identifier, with `$_-` as the punctuation
/// allowed: no `.` makes it a dialect symbol.
fn sanitize_alias(name: &str) -> String {
    sanitize_identifier(name, b"$_-")
}
