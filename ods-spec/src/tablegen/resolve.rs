//! Resolution of references (`resolveReferences`) and the resolvers that
//! say what a name stands for: template arguments, iteration variables, the
//! fields of the record being finished.

use super::diagnostic::Result;
use super::fold::{fold, instantiate};
use super::init::{Init, InitId, Store, TernOp};
use super::record::RecordId;
use rustc_hash::FxHashMap;

/// Says what a variable name stands for, if anything.
pub trait Resolver {
    fn resolve(&mut self, st: &mut Store, name: InitId) -> Result<Option<InitId>>;
    /// The record being resolved, for self-references and error locations.
    fn cur_rec(&self) -> Option<RecordId>;
    /// Whether this is the last resolution: casts and `!exists` that still
    /// cannot be decided become errors or `0`.
    fn is_final(&self) -> bool;
}

/// Maps names to values (`MapResolver`); values may refer to each other.
pub struct MapResolver {
    map: Vec<(InitId, InitId, bool)>,
    rec: Option<RecordId>,
    pub final_: bool,
}

impl MapResolver {
    pub fn new(rec: Option<RecordId>) -> MapResolver {
        MapResolver {
            map: Vec::new(),
            rec,
            final_: false,
        }
    }

    pub fn set(&mut self, name: InitId, value: InitId) {
        match self.map.iter_mut().find(|e| e.0 == name) {
            Some(e) => *e = (name, value, false),
            None => self.map.push((name, value, false)),
        }
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, st: &mut Store, name: InitId) -> Result<Option<InitId>> {
        let Some(pos) = self.map.iter().position(|e| e.0 == name) else {
            return Ok(None);
        };
        let (_, value, resolved) = self.map[pos];
        if resolved || self.map.len() <= 1 {
            return Ok(Some(value));
        }
        // Resolve references among the mapped values, without recursing
        // into this one again.
        self.map.remove(pos);
        let value = resolve(st, value, self)?;
        self.map.push((name, value, true));
        Ok(Some(value))
    }

    fn cur_rec(&self) -> Option<RecordId> {
        self.rec
    }

    fn is_final(&self) -> bool {
        self.final_
    }
}

/// Resolves names to the fields of the record being finished
/// (`RecordResolver`), optionally renaming the record.
pub struct RecordResolver {
    rec: RecordId,
    cache: FxHashMap<InitId, InitId>,
    stack: Vec<InitId>,
    new_name: Option<InitId>,
}

impl RecordResolver {
    pub fn new(rec: RecordId, new_name: Option<InitId>) -> RecordResolver {
        RecordResolver {
            rec,
            cache: FxHashMap::default(),
            stack: Vec::new(),
            new_name,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, st: &mut Store, name: InitId) -> Result<Option<InitId>> {
        if let Some(&v) = self.cache.get(&name) {
            return Ok(Some(v));
        }
        if self.stack.contains(&name) {
            return Ok(None);
        }
        let rec = st.record(self.rec);
        let mut val = None;
        if let Some(rv) = rec.value(name) {
            if rv.value != st.unset {
                let v = rv.value;
                self.stack.push(name);
                val = Some(resolve(st, v, self)?);
                self.stack.pop();
            }
        } else if let Some(new_name) = self.new_name.filter(|_| name == rec.name) {
            self.stack.push(name);
            val = Some(resolve(st, new_name, self)?);
            self.stack.pop();
        }
        if let Some(v) = val {
            self.cache.insert(name, v);
        }
        Ok(val)
    }

    fn cur_rec(&self) -> Option<RecordId> {
        Some(self.rec)
    }

    fn is_final(&self) -> bool {
        true
    }
}

/// Hides some names from an inner resolver (the variables of `!foreach`,
/// `!filter` and `!foldl`).
struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadowed: [Option<InitId>; 2],
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, st: &mut Store, name: InitId) -> Result<Option<InitId>> {
        if self.shadowed.contains(&Some(name)) {
            return Ok(None);
        }
        self.inner.resolve(st, name)
    }

    fn cur_rec(&self) -> Option<RecordId> {
        self.inner.cur_rec()
    }

    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
}

/// Records whether some name could not be resolved.
pub struct TrackUnresolved<'a> {
    pub inner: Option<&'a mut dyn Resolver>,
    pub found_unresolved: bool,
}

impl Resolver for TrackUnresolved<'_> {
    fn resolve(&mut self, st: &mut Store, name: InitId) -> Result<Option<InitId>> {
        let mut found = None;
        if let Some(inner) = self.inner.as_mut() {
            found = inner.resolve(st, name)?;
            if let Some(v) = found {
                if !self.found_unresolved {
                    let mut sub = TrackUnresolved {
                        inner: None,
                        found_unresolved: false,
                    };
                    resolve(st, v, &mut sub)?;
                    self.found_unresolved |= sub.found_unresolved;
                }
            }
        }
        if found.is_none() {
            self.found_unresolved = true;
        }
        Ok(found)
    }

    fn cur_rec(&self) -> Option<RecordId> {
        self.inner.as_ref().and_then(|r| r.cur_rec())
    }

    fn is_final(&self) -> bool {
        self.inner.as_ref().is_some_and(|r| r.is_final())
    }
}

/// Whether a value mentions a given name (`HasReferenceResolver`).
pub struct HasReference {
    pub name: InitId,
    pub found: bool,
}

impl Resolver for HasReference {
    fn resolve(&mut self, _: &mut Store, name: InitId) -> Result<Option<InitId>> {
        self.found |= name == self.name;
        Ok(None)
    }

    fn cur_rec(&self) -> Option<RecordId> {
        None
    }

    fn is_final(&self) -> bool {
        false
    }
}

fn resolve_all(
    st: &mut Store,
    ids: &[InitId],
    r: &mut dyn Resolver,
) -> Result<(Vec<InitId>, bool)> {
    let mut changed = false;
    let mut out = Vec::with_capacity(ids.len());
    for &x in ids {
        let y = resolve(st, x, r)?;
        changed |= x != y;
        out.push(y);
    }
    Ok((out, changed))
}

/// `Init::resolveReferences`: replaces the names `r` knows, folding what
/// becomes computable.
pub fn resolve(st: &mut Store, id: InitId, r: &mut dyn Resolver) -> Result<InitId> {
    if st.is_fixed(id) {
        return Ok(id);
    }
    let init = st.get(id).clone();
    let cur = r.cur_rec();
    match init {
        Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => Ok(id),
        Init::AnonName(_) => {
            let new = r.resolve(st, id)?.unwrap_or(id);
            if r.is_final() {
                if let Init::AnonName(n) = *st.get(new) {
                    return Ok(st.str(&format!("anonymous_{n}")));
                }
            }
            Ok(new)
        }
        Init::Bits(bits) => {
            let mut changed = false;
            let mut new_bits = Vec::with_capacity(bits.len());
            let mut cached: Option<(InitId, InitId)> = None;
            for &bit in bits.iter() {
                let new_bit = if let Init::VarBit(var, n) = *st.get(bit) {
                    let resolved = match cached {
                        Some((v, res)) if v == var => res,
                        _ => {
                            let res = resolve(st, var, r)?;
                            cached = Some((var, res));
                            res
                        }
                    };
                    st.get_bit(resolved, n)
                } else {
                    let res = resolve(st, bit, r)?;
                    st.get_bit(res, 0)
                };
                changed |= new_bit != bit;
                new_bits.push(new_bit);
            }
            Ok(if changed { st.bits(new_bits) } else { id })
        }
        Init::List(items, elt) => {
            let (new, changed) = resolve_all(st, &items, r)?;
            Ok(if changed { st.list(new, elt) } else { id })
        }
        Init::Dag(op, name, args) => {
            let vals: Vec<InitId> = args.iter().map(|a| a.0).collect();
            let (new_vals, args_changed) = resolve_all(st, &vals, r)?;
            let new_op = resolve(st, op, r)?;
            if new_op == op && !args_changed {
                return Ok(id);
            }
            let new_args = new_vals.into_iter().zip(args.iter().map(|a| a.1)).collect();
            Ok(st.intern(Init::Dag(new_op, name, new_args)))
        }
        Init::Var(name, _) => Ok(r.resolve(st, name)?.unwrap_or(id)),
        Init::VarBit(var, n) => {
            let new = resolve(st, var, r)?;
            Ok(if new != var { st.get_bit(new, n) } else { id })
        }
        Init::Field(rec, field) => {
            let new = resolve(st, rec, r)?;
            if new == rec {
                return Ok(id);
            }
            let f = st.intern(Init::Field(new, field));
            fold(st, f, cur, false)
        }
        Init::VarDef(class, args) => {
            let mut track = TrackUnresolved {
                inner: Some(r),
                found_unresolved: false,
            };
            let (new_args, changed) = resolve_all(st, &args, &mut track)?;
            if !changed {
                return Ok(id);
            }
            let unresolved = track.found_unresolved;
            let new = st.intern(Init::VarDef(class, new_args.into()));
            if let Some(&loc) = st.vardef_locs.get(&id) {
                st.vardef_locs.entry(new).or_insert(loc);
            }
            if unresolved {
                Ok(new)
            } else {
                instantiate(st, new)
            }
        }
        Init::Arg(v, key) => {
            let new = resolve(st, v, r)?;
            Ok(if new != v {
                st.intern(Init::Arg(new, key))
            } else {
                id
            })
        }
        Init::Un(op, x, ty) => {
            let nx = resolve(st, x, r)?;
            let always = r.is_final() && op == super::init::UnOp::Cast;
            if nx == x && !always {
                return Ok(id);
            }
            let u = st.intern(Init::Un(op, nx, ty));
            fold(st, u, cur, r.is_final())
        }
        Init::Bin(op, a, b, ty) => {
            let na = resolve(st, a, r)?;
            let nb = resolve(st, b, r)?;
            if na == a && nb == b {
                return Ok(id);
            }
            let n = st.intern(Init::Bin(op, na, nb, ty));
            fold(st, n, cur, r.is_final())
        }
        Init::Tern(op, a, b, c, ty) => {
            let na = resolve(st, a, r)?;
            if op == TernOp::If && na != a {
                let int_ty = st.int_ty;
                if let Some(v) = super::fold::convert(st, na, int_ty).and_then(|v| st.as_int(v)) {
                    return resolve(st, if v != 0 { b } else { c }, r);
                }
            }
            let nb = resolve(st, b, r)?;
            let nc = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                let mut sr = ShadowResolver {
                    inner: r,
                    shadowed: [Some(na), None],
                };
                resolve(st, c, &mut sr)?
            } else {
                resolve(st, c, r)?
            };
            if na == a && nb == b && nc == c {
                return Ok(id);
            }
            let t = st.intern(Init::Tern(op, na, nb, nc, ty));
            fold(st, t, cur, r.is_final())
        }
        Init::Cond(conds, vals, ty) => {
            let (nc, c1) = resolve_all(st, &conds, r)?;
            let (nv, c2) = resolve_all(st, &vals, r)?;
            if !c1 && !c2 {
                return Ok(id);
            }
            let n = st.intern(Init::Cond(nc.into(), nv.into(), ty));
            fold(st, n, cur, r.is_final())
        }
        Init::Foldl([start, list, a, b, expr], ty) => {
            let ns = resolve(st, start, r)?;
            let nl = resolve(st, list, r)?;
            let mut sr = ShadowResolver {
                inner: r,
                shadowed: [Some(a), Some(b)],
            };
            let ne = resolve(st, expr, &mut sr)?;
            if ns == start && nl == list && ne == expr {
                return Ok(id);
            }
            let n = st.intern(Init::Foldl([ns, nl, a, b, ne], ty));
            fold(st, n, cur, r.is_final())
        }
        Init::IsA(ty, x) => {
            let nx = resolve(st, x, r)?;
            if nx == x {
                return Ok(id);
            }
            let n = st.intern(Init::IsA(ty, nx));
            fold(st, n, cur, false)
        }
        Init::Exists(ty, x) | Init::Instances(ty, x) => {
            let nx = resolve(st, x, r)?;
            if nx == x && !r.is_final() {
                return Ok(id);
            }
            let n = match init {
                Init::Exists(..) => st.intern(Init::Exists(ty, nx)),
                _ => st.intern(Init::Instances(ty, nx)),
            };
            fold(st, n, cur, r.is_final())
        }
    }
}
