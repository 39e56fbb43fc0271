//! SSA value and block names, as MLIR's `SSANameState` (`AsmPrinter.cpp`)
//! assigns them: numbers, entry block arguments `%argN`, and the names
//! ops suggest through their `OpAsmOpInterface` hooks, made unique with
//! `_N` suffixes against every name visible from the enclosing regions.

use super::PrintOptions;
use crate::asm::decimal::push_u64;
use crate::asm::escape::sanitize_identifier;
use crate::context::Context;
use crate::interfaces::asm::asm_name;
use crate::ir::slot_table::SlotTable;
use crate::ir::{AttrKind, Attribute, BlockId, OpId, RegionId, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;

/// What a value prints as after its `%`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Id {
    /// Not numbered (a value outside the printed IR).
    None,
    /// `%N`.
    Number(u32),
    /// `%name`: an index into [`Names::strings`].
    Name(u32),
}

impl Id {
    /// The id as a [`SlotTable`] entry: 0 for `None`, odd for a number,
    /// even for a name.
    fn encode(self) -> u32 {
        match self {
            Id::None => 0,
            Id::Number(n) => 2 * n + 1,
            Id::Name(i) => 2 * i + 2,
        }
    }

    fn decode(entry: u32) -> Id {
        match entry {
            0 => Id::None,
            e if e % 2 == 1 => Id::Number(e / 2),
            e => Id::Name(e / 2 - 1),
        }
    }
}

/// The names of the values and blocks under one printed operation, indexed
/// by arena slot in paged tables, which cost the slots the printed
/// operation spans (printing one op of a large module touches a few
/// pages, not tables as large as the arenas). Nested regions are taken from a stack, last pushed
/// first. With unique ids (which generic printing implies) the counters
/// run on over the whole print; otherwise each region counts on from where
/// its parent region was when it was pushed, so sibling regions reuse
/// numbers. Names used in a region stay reserved in the regions nested in
/// it, not in its siblings.
#[derive(Clone, Default)]
pub(super) struct Names {
    /// Per op: the id of its first result group; for an op without results
    /// its operation id, when value users are printed ([`Id::encode`]).
    results: SlotTable,
    /// Ops whose results form several groups: each group's first result
    /// and its id, by first result.
    groups: FxHashMap<OpId, Vec<(u32, Id)>>,
    /// Per block: one more than its position in its region (the `N` of
    /// `^bbN`), 0 when not numbered.
    blocks: SlotTable,
    /// Blocks named by their parent op's `getAsmBlockNames`, `^` included.
    block_names: FxHashMap<BlockId, String>,
    /// Per block: one more than where the ids of its arguments start in
    /// `arg_ids`, 0 when not numbered.
    arg_starts: SlotTable,
    /// The ids of the arguments of the numbered blocks, block by block.
    arg_ids: Vec<Id>,
    strings: Vec<String>,
}

impl Names {
    /// Names the values under `top`; generic printing asks no op hooks
    /// and implies unique ids.
    pub(super) fn compute(ctx: &Context, top: OpId, opts: PrintOptions) -> Names {
        let unique = opts.generic || opts.unique_ssa_ids;
        let mut state = NamingState {
            ctx,
            hooks: !opts.generic,
            name_locs: opts.nameloc_as_prefix,
            op_ids: opts.value_users,
            names: Names::default(),
            counters: Counters::default(),
            used: ScopedNames::default(),
        };
        state.used.push_scope();
        let mut stack: Vec<(RegionId, Counters, usize)> = ctx
            .regions(top)
            .iter()
            .map(|&r| (r, state.counters, 1))
            .collect();
        state.number_op(top);
        while let Some((r, saved, parent_scope)) = stack.pop() {
            if !unique {
                state.counters = saved;
            }
            state.used.pop_to(parent_scope);
            state.used.push_scope();
            let scope = state.used.depth();
            state.number_region(r);
            for &b in ctx.blocks(r) {
                let mut cur = ctx.first_op(b);
                while let Some(o) = cur {
                    stack.extend(ctx.regions(o).iter().map(|&r| (r, state.counters, scope)));
                    cur = ctx.next_op(o);
                }
            }
        }
        state.names
    }

    /// The position of block `b` in its region, which orders the
    /// predecessors printed after a block's label.
    pub(super) fn block_order(&self, b: BlockId) -> u32 {
        self.blocks.get(b.index()).saturating_sub(1)
    }

    /// The ids of the arguments of block `b`; empty when it was not
    /// numbered (or is erased: its slot may hold another block).
    fn args(&self, ctx: &Context, b: BlockId) -> &[Id] {
        match (self.arg_starts.get(b.index()), ctx.blocks.get(b)) {
            (0, _) | (_, None) => &[],
            (start, Some(data)) => &self.arg_ids[start as usize - 1..][..data.args.len()],
        }
    }

    /// [`Names::args`], to change.
    fn args_mut(&mut self, ctx: &Context, b: BlockId) -> &mut [Id] {
        match (self.arg_starts.get(b.index()), ctx.blocks.get(b)) {
            (0, _) | (_, None) => &mut [],
            (start, Some(data)) => &mut self.arg_ids[start as usize - 1..][..data.args.len()],
        }
    }

    /// The id of the first result group of `op` (or its operation id).
    fn head(&self, op: OpId) -> Id {
        Id::decode(self.results.get(op.index()))
    }

    /// Writes the label of block `b`: the name its parent op gave it, or
    /// `^bbN` after its position.
    pub(super) fn write_block(&self, out: &mut String, b: BlockId) {
        match self.block_names.get(&b) {
            Some(name) => out.push_str(name),
            None => {
                out.push_str("^bb");
                push_u64(out, u64::from(self.block_order(b)));
            }
        }
    }

    /// Writes `%name` or `%N` for `v`, with `#i` for a result inside a
    /// group of several (`printValueID`); `false` when `v` has no name.
    pub(super) fn write_value(&self, ctx: &Context, out: &mut String, v: Value) -> bool {
        let (id, number) = match v {
            Value::Result(op, i) => self.result_id(ctx, op, i),
            Value::Arg(b, i) => {
                let id = self.args(ctx, b).get(i as usize);
                (id.copied().unwrap_or(Id::None), None)
            }
        };
        if !self.write_id(out, id) {
            return false;
        }
        if let Some(n) = number {
            out.push('#');
            push_u64(out, u64::from(n));
        }
        true
    }

    /// Names the entry arguments of `region` as `values` are named (MLIR's
    /// `shadowRegionArgs`): a custom printer that reads them back with
    /// name shadowing prints the body against its operands' names.
    pub(super) fn shadow_region_args(&mut self, ctx: &Context, region: RegionId, values: &[Value]) {
        let Some(&entry) = ctx.blocks(region).first() else {
            return;
        };
        for (i, &v) in values.iter().enumerate() {
            let mut text = String::new();
            if !self.write_value(ctx, &mut text, v) {
                continue;
            }
            let index = self.strings.len() as u32;
            let Some(slot) = self.args_mut(ctx, entry).get_mut(i) else {
                continue;
            };
            *slot = Id::Name(index);
            self.strings.push(text.split_off(1));
        }
    }

    /// The results of `op` before its `=`: each group's name, with `:N`
    /// for a group of several (`%0:2`, `%a, %b:2`).
    pub(super) fn write_result_groups(&self, ctx: &Context, out: &mut String, op: OpId) {
        let n = ctx.num_results(op) as u32;
        let head = [(0, self.head(op))];
        let groups = self.groups.get(&op).map_or(&head[..], Vec::as_slice);
        for (k, &(start, id)) in groups.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            if !self.write_id(out, id) {
                out.push_str("<<UNKNOWN SSA VALUE>>");
            }
            let end = groups.get(k + 1).map_or(n, |g| g.0);
            if end - start > 1 {
                out.push(':');
                push_u64(out, u64::from(end - start));
            }
        }
    }

    /// Writes `%N`, the operation id of an op without results (numbered
    /// only when value users are printed); `false` when it has none.
    pub(super) fn write_op_id(&self, out: &mut String, op: OpId) -> bool {
        self.write_id(out, self.head(op))
    }

    fn write_id(&self, out: &mut String, id: Id) -> bool {
        match id {
            Id::None => return false,
            Id::Number(n) => {
                out.push('%');
                push_u64(out, u64::from(n));
            }
            Id::Name(s) => {
                out.push('%');
                out.push_str(&self.strings[s as usize]);
            }
        }
        true
    }

    /// The id of the group holding result `i` of `op`, and `i`'s number
    /// in it when the group has several results (`getResultIDAndNumber`).
    fn result_id(&self, ctx: &Context, op: OpId, i: u32) -> (Id, Option<u32>) {
        let head = self.head(op);
        let n = ctx.num_results(op) as u32;
        if n == 1 {
            return (head, None);
        }
        let Some(groups) = self.groups.get(&op) else {
            return (head, Some(i));
        };
        let k = groups.partition_point(|g| g.0 <= i).saturating_sub(1);
        let (start, id) = groups[k];
        let end = groups.get(k + 1).map_or(n, |g| g.0);
        (id, (end - start != 1).then(|| i - start))
    }
}

/// The counters a region starts from: saved with each pushed region.
#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    argument: u32,
    conflict: u32,
}

/// The names in use, in scopes that close together (MLIR's
/// `ScopedHashTable`): a name is only ever added when absent, so closing a
/// scope removes exactly what it added.
#[derive(Default)]
struct ScopedNames {
    used: FxHashSet<String>,
    added: Vec<String>,
    /// Per open scope: the length of `added` when it opened.
    scopes: Vec<usize>,
}

impl ScopedNames {
    fn push_scope(&mut self) {
        self.scopes.push(self.added.len());
    }

    fn depth(&self) -> usize {
        self.scopes.len()
    }

    /// Closes scopes until `depth` remain open.
    fn pop_to(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            let start = self.scopes.pop().unwrap_or(0);
            for name in self.added.drain(start..) {
                self.used.remove(&name);
            }
        }
    }

    fn contains(&self, name: &str) -> bool {
        self.used.contains(name)
    }

    fn insert(&mut self, name: &str) {
        self.used.insert(name.to_string());
        self.added.push(name.to_string());
    }
}

struct NamingState<'c> {
    ctx: &'c Context,
    /// Whether ops' naming hooks are asked (not in generic printing).
    hooks: bool,
    /// Whether a `NameLoc` in a value's location names it
    /// (`--mlir-use-nameloc-as-prefix`).
    name_locs: bool,
    /// Whether ops without results take a number, their operation id
    /// (`--mlir-print-value-users`).
    op_ids: bool,
    names: Names,
    counters: Counters,
    used: ScopedNames,
}

/// The name of the first `NameLoc` in `loc`, in MLIR's walk order
/// (`findInstanceOf<NameLoc>`): a name before its child, a callee before
/// its caller, fused locations in order.
fn name_loc(ctx: &Context, loc: Attribute) -> Option<&str> {
    match ctx.attr_kind(loc) {
        AttrKind::NameLoc { name, .. } => Some(ctx.symbol_str(*name)),
        AttrKind::CallSiteLoc { callee, caller } => {
            name_loc(ctx, *callee).or_else(|| name_loc(ctx, *caller))
        }
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|&l| name_loc(ctx, l)),
        _ => None,
    }
}

impl NamingState<'_> {
    /// `name`, or with NameLoc prefixes the name of `loc`'s first NameLoc
    /// (MLIR's `maybeGetValueNameFromLoc`).
    fn name_from_loc<'n>(&self, loc: Attribute, name: &'n str) -> std::borrow::Cow<'n, str> {
        match self.name_locs.then(|| name_loc(self.ctx, loc)).flatten() {
            Some(n) => n.to_string().into(),
            None => name.into(),
        }
    }

    /// The id of a value named `name`: the next number when it is empty,
    /// else the name sanitized and made unique (`setValueName`).
    fn set_value_name(&mut self, name: &str) -> Id {
        if name.is_empty() {
            let id = Id::Number(self.counters.value);
            self.counters.value += 1;
            return id;
        }
        let mut name = sanitize_identifier(name, b"$._-");
        if self.used.contains(&name) {
            let base_len = name.len();
            name.push('_');
            loop {
                let _ = write!(name, "{}", self.counters.conflict);
                self.counters.conflict += 1;
                if !self.used.contains(&name) {
                    break;
                }
                name.truncate(base_len + 1);
            }
        }
        self.used.insert(&name);
        self.names.strings.push(name);
        Id::Name(self.names.strings.len() as u32 - 1)
    }

    fn number_region(&mut self, r: RegionId) {
        let ctx = self.ctx;
        let blocks = ctx.blocks(r);
        for &b in blocks {
            let names = &mut self.names;
            names
                .arg_starts
                .set(b.index(), names.arg_ids.len() as u32 + 1);
            let count = names.arg_ids.len() + ctx.num_block_args(b);
            names.arg_ids.resize(count, Id::None);
        }
        let parent = ctx.region_parent_op(r);
        let hook = parent
            .filter(|_| self.hooks)
            .and_then(|op| ctx.registry.get(ctx.op(op).name))
            .and_then(|info| info.asm_block_arg_names);
        let set_arg_name = |this: &mut Self, v: Value, name: &str| {
            let Value::Arg(b, i) = v else { return };
            if ctx.block_parent_region(b) != Some(r) {
                return;
            }
            let unset = this.names.args(ctx, b).get(i as usize) == Some(&Id::None);
            if unset {
                let name = this.name_from_loc(ctx.block_arg_loc(b, i as usize), name);
                this.names.args_mut(ctx, b)[i as usize] = this.set_value_name(&name);
            }
        };
        let mut hook_named = false;
        if let (Some(hook), Some(op)) = (hook, parent) {
            hook(ctx, op, r, &mut |v, name| {
                hook_named = true;
                set_arg_name(self, v, name);
            });
        }
        // The op named none: the entry block's arguments take the names
        // their types suggest (`OpAsmTypeInterface::getAsmName`).
        if self.hooks && parent.is_some() && !hook_named {
            if let Some(&entry) = blocks.first() {
                for i in 0..ctx.num_block_args(entry) {
                    let arg = Value::Arg(entry, i as u32);
                    if let Some(Some(name)) = asm_name(ctx, ctx.value_type(arg)) {
                        set_arg_name(self, arg, &name);
                    }
                }
            }
        }
        for (bi, &b) in blocks.iter().enumerate() {
            self.names.blocks.set(b.index(), bi as u32 + 1);
            for i in 0..ctx.num_block_args(b) {
                if self.names.args(ctx, b)[i] != Id::None {
                    continue;
                }
                let special = if bi == 0 {
                    let name = format!("arg{}", self.counters.argument);
                    self.counters.argument += 1;
                    name
                } else {
                    String::new()
                };
                let name = self.name_from_loc(ctx.block_arg_loc(b, i), &special);
                self.names.args_mut(ctx, b)[i] = self.set_value_name(&name);
            }
            let mut cur = ctx.first_op(b);
            while let Some(o) = cur {
                self.number_op(o);
                cur = ctx.next_op(o);
            }
        }
    }

    /// Names the results of `op` (`numberValuesInOp`): the hook's names
    /// first, then the next number for the first result if it has none.
    fn number_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let info = self
            .hooks
            .then(|| ctx.registry.get(ctx.op(op).name))
            .flatten();
        if let Some(hook) = info.and_then(|info| info.asm_block_names) {
            let block_names = &mut self.names.block_names;
            hook(ctx, op, &mut |b, name| {
                let owned = ctx
                    .block_parent_region(b)
                    .and_then(|r| ctx.region_parent_op(r))
                    == Some(op);
                if owned && !name.is_empty() && !block_names.contains_key(&b) {
                    block_names.insert(b, format!("^{}", sanitize_identifier(name, b"$._-")));
                }
            });
        }
        let n = ctx.num_results(op) as u32;
        if n == 0 {
            if self.op_ids {
                let id = Id::Number(self.counters.value);
                self.names.results.set(op.index(), id.encode());
                self.counters.value += 1;
            }
            return;
        }
        let loc = ctx.op_loc(op);
        let mut named: Vec<(u32, Id)> = Vec::new();
        let mut set_result_name = |this: &mut Self, v: Value, name: &str| {
            let Value::Result(o, i) = v else { return };
            if o != op || i >= n || named.iter().any(|g| g.0 == i) {
                return;
            }
            let name = this.name_from_loc(loc, name);
            let id = this.set_value_name(&name);
            named.push((i, id));
        };
        let mut hook_named = false;
        if let Some(hook) = info.and_then(|info| info.asm_result_names) {
            hook(ctx, op, &mut |v, name| {
                hook_named = true;
                set_result_name(self, v, name);
            });
        }
        // The op named none: when every result's type implements
        // `OpAsmTypeInterface`, each result takes the name its type
        // suggests.
        if self.hooks && !hook_named {
            let suggested: Option<Vec<Option<String>>> = (0..n)
                .map(|i| asm_name(ctx, ctx.value_type(Value::Result(op, i))))
                .collect();
            for (i, name) in suggested.unwrap_or_default().into_iter().enumerate() {
                if let Some(name) = name {
                    set_result_name(self, Value::Result(op, i as u32), &name);
                }
            }
        }
        let head = match named.iter().find(|g| g.0 == 0) {
            Some(&(_, id)) => id,
            None => {
                let name = self.name_from_loc(loc, "");
                self.set_value_name(&name)
            }
        };
        self.names.results.set(op.index(), head.encode());
        if named.iter().any(|g| g.0 != 0) {
            named.retain(|g| g.0 != 0);
            named.push((0, head));
            named.sort_unstable_by_key(|g| g.0);
            self.names.groups.insert(op, named);
        }
    }
}
