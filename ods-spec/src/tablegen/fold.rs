//! Folding of operators (`Init::Fold`), type conversion of values, the
//! instantiation of anonymous records, and resolution of whole records.

use super::diagnostic::{err, Result};
use super::init::{ArgKey, BinOp, Init, InitId, RecTy, Store, TernOp, TyId, UnOp};
use super::print::write_record;
use super::record::{Record, RecordId, RecordKind};
use super::resolve::{resolve, MapResolver, RecordResolver, Resolver};

fn loc(st: &Store, cur: Option<RecordId>) -> Option<super::source::Span> {
    cur.map(|r| st.record(r).loc())
}

// ----- conversion ----------------------------------------------------------

/// `convertInitializerTo`: the value as type `ty`, if it converts without a
/// cast.
pub fn convert(st: &mut Store, id: InitId, ty: TyId) -> Option<InitId> {
    let target = st.ty_of(ty).clone();
    match st.get(id).clone() {
        Init::Unset => Some(id),
        Init::Bit(b) => match target {
            RecTy::Bit => Some(id),
            RecTy::Int => Some(st.int(b as i64)),
            RecTy::Bits(1) => Some(st.bits(vec![id])),
            _ => None,
        },
        Init::Bits(bits) => match target {
            RecTy::Bit if bits.len() == 1 => Some(bits[0]),
            RecTy::Bits(n) if n as usize == bits.len() => Some(id),
            RecTy::Int => {
                let mut v: i64 = 0;
                for (i, &b) in bits.iter().enumerate() {
                    match st.get(b) {
                        Init::Bit(true) if i < 64 => v |= 1 << i,
                        Init::Bit(_) => {}
                        _ => return None,
                    }
                }
                Some(st.int(v))
            }
            _ => None,
        },
        Init::Int(v) => match target {
            RecTy::Int => Some(id),
            RecTy::Bit if v == 0 || v == 1 => Some(st.bit(v == 1)),
            RecTy::Bits(n) => {
                let fits = n >= 64 || (v >> n) == 0 || (n > 0 && (v >> (n - 1)) == -1);
                if !fits {
                    return None;
                }
                let bits = (0..n)
                    .map(|i| st.bit(i < 64 && (v >> i) & 1 == 1))
                    .collect();
                Some(st.bits(bits))
            }
            _ => None,
        },
        Init::Str(..) => matches!(target, RecTy::String).then_some(id),
        Init::List(items, elt) => {
            if st.list_ty(elt) == ty {
                return Some(id);
            }
            let RecTy::List(new_elt) = target else {
                return None;
            };
            let mut changed = false;
            let mut out = Vec::with_capacity(items.len());
            for &x in items.iter() {
                let y = convert(st, x, new_elt)?;
                changed |= x != y;
                out.push(y);
            }
            Some(if changed { st.list(out, new_elt) } else { id })
        }
        Init::Def(r) => {
            let dt = st.def_type(r);
            (matches!(target, RecTy::Record(_)) && st.convertible(dt, ty)).then_some(id)
        }
        Init::Arg(..) => None,
        _ => {
            let own = st.type_of(id)?;
            if own == ty || st.type_is_a(own, ty) {
                Some(id)
            } else if own == st.bit_ty && target == RecTy::Bits(1) {
                Some(st.bits(vec![id]))
            } else {
                None
            }
        }
    }
}

/// The longest list an operator may build. LLVM has no limit and would run
/// out of memory; we stop with an error instead.
pub const MAX_LIST_LEN: i64 = 1 << 24;

fn too_long(st: &Store, cur: Option<RecordId>, len: i64) -> Result<()> {
    if len > MAX_LIST_LEN {
        return err(
            loc(st, cur),
            format!("list of {len} elements is longer than the limit of {MAX_LIST_LEN}"),
        );
    }
    Ok(())
}

/// `getCastTo`: the value as type `ty`, through a `!cast` if needed.
pub fn cast_to(st: &mut Store, id: InitId, ty: TyId) -> Result<Option<InitId>> {
    let Some(own) = st.type_of(id) else {
        return Ok(convert(st, id, ty));
    };
    if own == ty || st.type_is_a(own, ty) {
        return Ok(Some(id));
    }
    if let Some(c) = convert(st, id, ty) {
        return Ok(Some(c));
    }
    if !st.convertible(own, ty) {
        return Ok(None);
    }
    let cast = st.intern(Init::Un(UnOp::Cast, id, ty));
    fold(st, cast, None, false).map(Some)
}

fn to_int(st: &mut Store, id: InitId) -> Option<i64> {
    let int_ty = st.int_ty;
    convert(st, id, int_ty).and_then(|v| st.as_int(v))
}

// ----- folding -----------------------------------------------------------------

/// `Fold`: computes an operator whose operands are known enough; returns the
/// operator unchanged otherwise.
pub fn fold(st: &mut Store, id: InitId, cur: Option<RecordId>, is_final: bool) -> Result<InitId> {
    match st.get(id).clone() {
        Init::Un(op, x, ty) => fold_unary(st, id, op, x, ty, cur, is_final),
        Init::Bin(op, a, b, ty) => fold_binary(st, id, op, a, b, ty, cur),
        Init::Tern(op, a, b, c, ty) => fold_ternary(st, id, op, a, b, c, ty, cur),
        Init::Field(rec, field) => {
            if let Init::Def(r) = *st.get(rec) {
                if Some(r) == cur {
                    return err(
                        loc(st, cur),
                        format!(
                            "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                            st.unquoted(field),
                            st.to_string(rec)
                        ),
                    );
                }
                if let Some(v) = st.record(r).value(field).map(|v| v.value) {
                    if st.is_concrete(v) {
                        return Ok(v);
                    }
                }
            }
            Ok(id)
        }
        Init::Cond(conds, vals, ty) => {
            for (&c, &v) in conds.iter().zip(vals.iter()) {
                match to_int(st, c) {
                    Some(0) => {}
                    Some(_) => {
                        // llvm-tblgen's fold yields no value here and its
                        // parser stops with no message (or, inside another
                        // value, with "expected ';'" at the next token).
                        if let Some(value) = convert(st, v, ty) {
                            return Ok(value);
                        }
                        let from = st.type_of(v).map(|t| st.ty_string(t));
                        return err(
                            loc(st, cur),
                            format!(
                                "!cond chooses '{}'{}, which does not convert to its type '{}'",
                                st.to_string(v),
                                from.map(|t| format!(" of type '{t}'")).unwrap_or_default(),
                                st.ty_string(ty)
                            ),
                        );
                    }
                    None => return Ok(id),
                }
            }
            let name = cur.map(|r| st.record_name(r)).unwrap_or_default();
            err(
                loc(st, cur),
                format!(
                    "{name} does not have any true condition in:{}",
                    st.to_string(id)
                ),
            )
        }
        Init::Foldl([start, list, a, b, expr], _) => {
            let Init::List(items, _) = st.get(list).clone() else {
                return Ok(id);
            };
            let mut acc = start;
            for &elt in items.iter() {
                let mut r = MapResolver::new(cur);
                r.set(a, acc);
                r.set(b, elt);
                acc = resolve(st, expr, &mut r)?;
            }
            Ok(acc)
        }
        Init::IsA(check, x) => {
            let Some(ty) = st.type_of(x) else {
                return Ok(id);
            };
            if st.convertible(ty, check) {
                return Ok(st.int(1));
            }
            if matches!(st.ty_of(check), RecTy::Record(_)) {
                // With multiple inheritance an unresolved value may still
                // turn out to be of the type: only a concrete one decides.
                if (!st.convertible(check, ty) && st.is_concrete(x))
                    || matches!(st.get(x), Init::Def(_))
                {
                    return Ok(st.int(0));
                }
                Ok(id)
            } else {
                Ok(st.int(0))
            }
        }
        Init::Exists(check, x) => {
            let Some(name) = st.as_str(x).map(str::to_string) else {
                return Ok(id);
            };
            if let Some(&d) = st.defs.get(name.as_str()) {
                let dt = st.def_type(d);
                let ok = st.type_is_a(dt, check);
                return Ok(st.int(ok as i64));
            }
            if let Some(r) = cur {
                if is_self_name(st, r, x) {
                    if !is_final {
                        return Ok(id);
                    }
                    let dt = st.def_type(r);
                    let ok = st.type_is_a(dt, check);
                    return Ok(st.int(ok as i64));
                }
            }
            Ok(if is_final { st.int(0) } else { id })
        }
        Init::Instances(ty, regex) => {
            if cur.is_some() && !is_final {
                return Ok(id);
            }
            let Some(pattern) = st.as_str(regex).map(str::to_string) else {
                return Ok(id);
            };
            let re = posix_regex(&pattern, loc(st, cur))?;
            let RecTy::Record(classes) = st.ty_of(ty).clone() else {
                return Ok(id);
            };
            let mut found: Vec<(String, RecordId)> = st
                .defs
                .iter()
                .filter(|(name, &d)| {
                    classes.iter().all(|&c| st.is_subclass_of(d, c)) && re.is_match(name)
                })
                .map(|(n, &d)| (n.to_string(), d))
                .collect();
            found.sort_by(|a, b| compare_numeric(&a.0, &b.0));
            let elems = found.into_iter().map(|(_, d)| st.def(d)).collect();
            Ok(st.list(elems, ty))
        }
        _ => Ok(id),
    }
}

/// Whether `name` (a string) names the record `r` itself.
fn is_self_name(st: &Store, r: RecordId, name: InitId) -> bool {
    let rec_name = st.record(r).name;
    if rec_name == name {
        return true;
    }
    match st.get(rec_name) {
        Init::AnonName(n) => st.as_str(name) == Some(&format!("anonymous_{n}")),
        _ => false,
    }
}

fn fold_unary(
    st: &mut Store,
    id: InitId,
    op: UnOp,
    x: InitId,
    ty: TyId,
    cur: Option<RecordId>,
    is_final: bool,
) -> Result<InitId> {
    let xi = st.get(x).clone();
    match op {
        UnOp::Repr => {
            if st.is_concrete(x) {
                let s = match xi {
                    Init::Def(r) => {
                        let mut s = String::new();
                        write_record(st, &mut s, r);
                        s
                    }
                    _ => st.to_string(x),
                };
                return Ok(st.str(&s));
            }
        }
        UnOp::ToLower | UnOp::ToUpper => {
            if let Init::Str(s, _) = xi {
                let s = if op == UnOp::ToLower {
                    s.to_ascii_lowercase()
                } else {
                    s.to_ascii_uppercase()
                };
                return Ok(st.str(&s));
            }
        }
        UnOp::Cast => {
            if ty == st.string_ty {
                match xi {
                    Init::Str(..) => return Ok(x),
                    Init::Def(_) => {
                        let s = st.to_string(x);
                        return Ok(st.str(&s));
                    }
                    _ => {
                        if let Some(v) = to_int(st, x) {
                            return Ok(st.str(&v.to_string()));
                        }
                    }
                }
            } else if matches!(st.ty_of(ty), RecTy::Record(_)) {
                if let Init::Str(name, _) = &xi {
                    let mut d = st.defs.get(&**name).copied();
                    if d.is_none() {
                        if let Some(r) = cur.filter(|&r| is_self_name(st, r, x)) {
                            if !is_final {
                                return Ok(id);
                            }
                            d = Some(r);
                        }
                    }
                    let Some(d) = d else {
                        if is_final {
                            return err(
                                loc(st, cur),
                                format!("Undefined reference to record: '{name}'"),
                            );
                        }
                        return Ok(id);
                    };
                    let di = st.def(d);
                    let dt = st.def_type(d);
                    if !st.type_is_a(dt, ty) {
                        return err(
                            loc(st, cur),
                            format!(
                                "Expected type '{}', got '{}' in: {}",
                                st.ty_string(ty),
                                st.ty_string(dt),
                                st.to_string(id)
                            ),
                        );
                    }
                    return Ok(di);
                }
            }
            if let Some(v) = convert(st, x, ty) {
                return Ok(v);
            }
        }
        UnOp::Not => {
            if let Some(v) = to_int(st, x) {
                return Ok(st.int((v == 0) as i64));
            }
        }
        UnOp::Head | UnOp::Tail => {
            if let Init::List(items, elt) = xi {
                if items.is_empty() {
                    return err(
                        loc(st, cur),
                        format!("empty list argument in {}", st.to_string(id)),
                    );
                }
                return Ok(if op == UnOp::Head {
                    items[0]
                } else {
                    st.list(items[1..].to_vec(), elt)
                });
            }
        }
        UnOp::Size | UnOp::Empty => {
            let n = match &xi {
                Init::List(items, _) => Some(items.len()),
                Init::Dag(_, _, args) => Some(args.len()),
                Init::Str(s, _) => Some(s.len()),
                _ => None,
            };
            if let Some(n) = n {
                return Ok(st.int(if op == UnOp::Size {
                    n as i64
                } else {
                    (n == 0) as i64
                }));
            }
        }
        UnOp::GetDagOp => {
            if let Init::Dag(dag_op, ..) = xi {
                if let Some(op_ty) = st.type_of(dag_op) {
                    if !st.type_is_a(op_ty, ty) {
                        return err(
                            loc(st, cur),
                            format!(
                                "Expected type '{}', got '{}' in: {}",
                                st.ty_string(ty),
                                st.ty_string(op_ty),
                                st.to_string(id)
                            ),
                        );
                    }
                }
                return Ok(dag_op);
            }
        }
        UnOp::GetDagOpName => {
            if let Init::Dag(_, name, _) = xi {
                return Ok(name.unwrap_or(st.unset));
            }
        }
        UnOp::Log2 => {
            if let Some(v) = to_int(st, x) {
                if v <= 0 {
                    return err(
                        loc(st, cur),
                        "Illegal operation: logtwo is undefined on arguments less than or equal to 0",
                    );
                }
                return Ok(st.int(63 - v.leading_zeros() as i64));
            }
        }
        UnOp::ListFlatten => {
            if let Init::List(items, elt) = xi {
                let RecTy::List(inner) = *st.ty_of(elt) else {
                    return Ok(x);
                };
                let mut flat = Vec::new();
                for &i in items.iter() {
                    match st.get(i) {
                        Init::List(sub, _) => flat.extend_from_slice(sub),
                        _ => return Ok(id),
                    }
                }
                return Ok(st.list(flat, inner));
            }
        }
        UnOp::Initialized => {
            if xi == Init::Unset {
                return Ok(st.int(0));
            }
            if st.is_concrete(x) {
                return Ok(st.int(1));
            }
        }
    }
    Ok(id)
}

/// `BinOpInit::CompareInit`.
fn compare(st: &mut Store, op: BinOp, a: InitId, b: InitId) -> Option<bool> {
    if let (Some(x), Some(y)) = (to_int(st, a), to_int(st, b)) {
        return Some(match op {
            BinOp::Eq => x == y,
            BinOp::Ne => x != y,
            BinOp::Le => x <= y,
            BinOp::Lt => x < y,
            BinOp::Ge => x >= y,
            _ => x > y,
        });
    }
    if let (Some(x), Some(y)) = (st.as_str(a), st.as_str(b)) {
        return Some(match op {
            BinOp::Eq => x == y,
            BinOp::Ne => x != y,
            BinOp::Le => x <= y,
            BinOp::Lt => x < y,
            BinOp::Ge => x >= y,
            _ => x > y,
        });
    }
    if matches!(op, BinOp::Eq | BinOp::Ne) {
        if let (Init::Def(x), Init::Def(y)) = (st.get(a), st.get(b)) {
            return Some((x == y) == (op == BinOp::Eq));
        }
    }
    None
}

/// The index of a dag argument given by position or by name.
fn dag_arg_index(
    st: &Store,
    args: &[(InitId, Option<InitId>)],
    key: InitId,
) -> std::result::Result<usize, String> {
    if let Some(pos) = st.as_int(key) {
        if pos < 0 {
            return Err(format!("index {pos} is negative"));
        }
        if pos as usize >= args.len() {
            return Err(format!(
                "index {pos} is out of range (dag has {} arguments)",
                args.len()
            ));
        }
        return Ok(pos as usize);
    }
    let name = st.as_str(key).unwrap_or_default();
    args.iter()
        .position(|(_, n)| n.and_then(|n| st.as_str(n)) == Some(name))
        .ok_or_else(|| format!("key '{name}' is not found"))
}

#[allow(clippy::too_many_arguments)]
fn fold_binary(
    st: &mut Store,
    id: InitId,
    op: BinOp,
    a: InitId,
    b: InitId,
    ty: TyId,
    cur: Option<RecordId>,
) -> Result<InitId> {
    let (ai, bi) = (st.get(a).clone(), st.get(b).clone());
    match op {
        BinOp::Concat => {
            if let (Init::Dag(lop, lname, largs), Init::Dag(rop, _, rargs)) = (&ai, &bi) {
                let is_def_or_unset = |x: &InitId| matches!(st.get(*x), Init::Def(_) | Init::Unset);
                if !is_def_or_unset(lop) || !is_def_or_unset(rop) {
                    return Ok(id);
                }
                let (ldef, rdef) = (
                    matches!(st.get(*lop), Init::Def(_)),
                    matches!(st.get(*rop), Init::Def(_)),
                );
                if ldef && rdef && lop != rop {
                    return err(
                        loc(st, cur),
                        format!(
                            "Concatenated Dag operators do not match: '{}' vs. '{}'",
                            st.to_string(a),
                            st.to_string(b)
                        ),
                    );
                }
                let new_op = if ldef { *lop } else { *rop };
                let args: Vec<_> = largs.iter().chain(rargs.iter()).copied().collect();
                return Ok(st.intern(Init::Dag(new_op, *lname, args.into())));
            }
        }
        BinOp::ListConcat => {
            if let (Init::List(l, elt), Init::List(r, _)) = (&ai, &bi) {
                let items = l.iter().chain(r.iter()).copied().collect();
                return Ok(st.list(items, *elt));
            }
        }
        BinOp::ListSplat => {
            if let (Some(vt), Init::Int(n)) = (st.type_of(a), &bi) {
                if *n < 0 {
                    return err(loc(st, cur), format!("!listsplat count is negative: {n}"));
                }
                too_long(st, cur, *n)?;
                return Ok(st.list(vec![a; *n as usize], vt));
            }
        }
        BinOp::ListRemove => {
            if let (Init::List(l, elt), Init::List(r, _)) = (&ai, &bi) {
                let mut kept = Vec::new();
                for &x in l.iter() {
                    let mut found = false;
                    for &y in r.iter() {
                        if compare(st, BinOp::Eq, x, y) == Some(true) {
                            found = true;
                            break;
                        }
                    }
                    if !found {
                        kept.push(x);
                    }
                }
                return Ok(st.list(kept, *elt));
            }
        }
        BinOp::ListElem => {
            if let (Init::List(l, _), Init::Int(i)) = (&ai, &bi) {
                if *i >= 0 && (*i as usize) < l.len() {
                    return Ok(l[*i as usize]);
                }
            }
        }
        BinOp::ListSlice => {
            if let (Init::List(l, elt), Init::List(idx, _)) = (&ai, &bi) {
                let mut out = Vec::with_capacity(idx.len());
                for &i in idx.iter() {
                    match st.as_int(i) {
                        Some(i) if i >= 0 && (i as usize) < l.len() => out.push(l[i as usize]),
                        _ => return Ok(id),
                    }
                }
                return Ok(st.list(out, *elt));
            }
        }
        BinOp::RangeC => {
            if let (Init::Int(s), Init::Int(e)) = (&ai, &bi) {
                too_long(
                    st,
                    cur,
                    (*e as i128 - *s as i128)
                        .unsigned_abs()
                        .min(i64::MAX as u128) as i64,
                )?;
                let items: Vec<i64> = if s <= e {
                    (*s..=*e).collect()
                } else {
                    (*e..=*s).rev().collect()
                };
                let items = items.into_iter().map(|v| st.int(v)).collect();
                let int_ty = st.int_ty;
                return Ok(st.list(items, int_ty));
            }
        }
        BinOp::StrConcat => {
            if let (Init::Str(x, cx), Init::Str(y, cy)) = (&ai, &bi) {
                let s = format!("{x}{y}");
                return Ok(st.str_fmt(&s, *cx || *cy));
            }
        }
        BinOp::Interleave => {
            if let (Init::List(items, elt), Init::Str(delim, _)) = (&ai, &bi) {
                let mut parts = Vec::with_capacity(items.len());
                // As in LLVM, the first element does not decide the format.
                let mut code = false;
                let strings = *elt == st.string_ty;
                for (i, &x) in items.iter().enumerate() {
                    if strings {
                        match st.get(x) {
                            Init::Str(s, c) => {
                                code |= *c && i > 0;
                                parts.push(s.to_string());
                            }
                            _ => return Ok(id),
                        }
                    } else {
                        match to_int(st, x) {
                            Some(v) => parts.push(v.to_string()),
                            None => return Ok(id),
                        }
                    }
                }
                return Ok(st.str_fmt(&parts.join(delim), code));
            }
        }
        BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
            if let Some(v) = compare(st, op, a, b) {
                return Ok(st.bit(v));
            }
        }
        BinOp::GetDagArg => {
            if let Init::Dag(_, _, args) = &ai {
                if matches!(bi, Init::Int(_) | Init::Str(..)) {
                    let i = dag_arg_index(st, args, b)
                        .or_else(|e| err(loc(st, cur), format!("!getdagarg {e}")))?;
                    let arg = args[i].0;
                    if let Some(at) = st.type_of(arg) {
                        if !st.convertible(at, ty) {
                            return Ok(st.unset);
                        }
                    }
                    return Ok(arg);
                }
            }
        }
        BinOp::GetDagName => {
            if let (Init::Dag(_, _, args), Init::Int(i)) = (&ai, &bi) {
                if *i < 0 || *i as usize >= args.len() {
                    return err(
                        loc(st, cur),
                        format!(
                            "!getdagname index is out of range 0...{}: {i}",
                            args.len() as i64 - 1
                        ),
                    );
                }
                return Ok(args[*i as usize].1.unwrap_or(st.unset));
            }
        }
        BinOp::SetDagOp => {
            if let (Init::Dag(_, _, args), Init::Def(_)) = (&ai, &bi) {
                return Ok(st.intern(Init::Dag(b, None, args.clone())));
            }
        }
        BinOp::SetDagOpName => {
            if let (Init::Dag(dop, _, args), Init::Str(..)) = (&ai, &bi) {
                return Ok(st.intern(Init::Dag(*dop, Some(b), args.clone())));
            }
        }
        BinOp::Match => {
            if let (Init::Str(s, _), Init::Str(pattern, _)) = (&ai, &bi) {
                let re = posix_regex(pattern, loc(st, cur))?;
                return Ok(st.bit(re.is_match(s)));
            }
        }
        // The integer operators, the only ones left.
        _ => {
            if let (Some(x), Some(y)) = (to_int(st, a), to_int(st, b)) {
                let v = match op {
                    BinOp::Add => x.wrapping_add(y),
                    BinOp::Sub => x.wrapping_sub(y),
                    BinOp::Mul => x.wrapping_mul(y),
                    BinOp::Div => {
                        if y == 0 {
                            return err(loc(st, cur), "Illegal operation: division by zero");
                        }
                        if x == i64::MIN && y == -1 {
                            return err(loc(st, cur), "Illegal operation: INT64_MIN / -1");
                        }
                        x / y
                    }
                    BinOp::And => x & y,
                    BinOp::Or => x | y,
                    BinOp::Xor => x ^ y,
                    BinOp::Shl => (x as u64).wrapping_shl(y as u32) as i64,
                    BinOp::Sra => x.wrapping_shr(y as u32),
                    _ => (x as u64).wrapping_shr(y as u32) as i64,
                };
                return Ok(st.int(v));
            }
        }
    }
    Ok(id)
}

/// `MHS` with every `LHS` replaced: `ItemApply`.
fn item_apply(
    st: &mut Store,
    var: InitId,
    val: InitId,
    body: InitId,
    cur: Option<RecordId>,
) -> Result<InitId> {
    let mut r = MapResolver::new(cur);
    r.set(var, val);
    resolve(st, body, &mut r)
}

fn foreach_dag(
    st: &mut Store,
    var: InitId,
    dag: InitId,
    body: InitId,
    cur: Option<RecordId>,
) -> Result<InitId> {
    let Init::Dag(op, _, args) = st.get(dag).clone() else {
        unreachable!()
    };
    let new_op = item_apply(st, var, op, body, cur)?;
    let mut changed = new_op != op;
    let mut new_args = Vec::with_capacity(args.len());
    for &(arg, name) in args.iter() {
        let new = if matches!(st.get(arg), Init::Dag(..)) {
            foreach_dag(st, var, arg, body, cur)?
        } else {
            item_apply(st, var, arg, body, cur)?
        };
        changed |= new != arg;
        new_args.push((new, name));
    }
    Ok(if changed {
        st.intern(Init::Dag(new_op, None, new_args.into()))
    } else {
        dag
    })
}

#[allow(clippy::too_many_arguments)]
fn fold_ternary(
    st: &mut Store,
    id: InitId,
    op: TernOp,
    a: InitId,
    b: InitId,
    c: InitId,
    ty: TyId,
    cur: Option<RecordId>,
) -> Result<InitId> {
    let (ai, bi, ci) = (st.get(a).clone(), st.get(b).clone(), st.get(c).clone());
    match op {
        TernOp::Subst => match (&ai, &bi, &ci) {
            (Init::Def(_), Init::Def(_), Init::Def(_)) => {
                return Ok(if st.to_string(a) == st.to_string(c) {
                    b
                } else {
                    c
                });
            }
            (Init::Var(..), Init::Var(mn, _), Init::Var(rn, _)) => {
                let name = if st.to_string(a) == st.to_string(c) {
                    *mn
                } else {
                    *rn
                };
                return Ok(st.var(name, ty));
            }
            (Init::Str(from, _), Init::Str(to, _), Init::Str(s, _)) => {
                let out = if from.is_empty() {
                    // LLVM's loop finds the empty string at every position.
                    replace_empty(s, to)
                } else {
                    s.replace(&**from, to)
                };
                return Ok(st.str(&out));
            }
            _ => {}
        },
        TernOp::Foreach => {
            if matches!(bi, Init::Dag(..)) {
                return foreach_dag(st, a, b, c, cur);
            }
            if let Init::List(items, _) = &bi {
                let mut out = Vec::with_capacity(items.len());
                for &x in items.iter() {
                    out.push(item_apply(st, a, x, c, cur)?);
                }
                let RecTy::List(elt) = *st.ty_of(ty) else {
                    unreachable!()
                };
                return Ok(st.list(out, elt));
            }
        }
        TernOp::Filter => {
            if let Init::List(items, _) = &bi {
                let mut out = Vec::new();
                for &x in items.iter() {
                    let keep = item_apply(st, a, x, c, cur)?;
                    match to_int(st, keep) {
                        Some(0) => {}
                        Some(_) => out.push(x),
                        None => return Ok(id),
                    }
                }
                let RecTy::List(elt) = *st.ty_of(ty) else {
                    unreachable!()
                };
                return Ok(st.list(out, elt));
            }
        }
        TernOp::If => {
            if let Some(v) = to_int(st, a) {
                return Ok(if v != 0 { b } else { c });
            }
        }
        TernOp::Dag => {
            let (ml, rl) = (matches!(bi, Init::List(..)), matches!(ci, Init::List(..)));
            let (mu, ru) = (bi == Init::Unset, ci == Init::Unset);
            if mu && ru {
                return Ok(id);
            }
            if (ml || mu) && (rl || ru) {
                let children = match &bi {
                    Init::List(l, _) => l.to_vec(),
                    _ => Vec::new(),
                };
                let names = match &ci {
                    Init::List(l, _) => l.to_vec(),
                    _ => Vec::new(),
                };
                if ml && rl && children.len() != names.len() {
                    return Ok(id);
                }
                let n = if ml { children.len() } else { names.len() };
                let mut args = Vec::with_capacity(n);
                for i in 0..n {
                    let node = if ml { children[i] } else { st.unset };
                    let name = if rl { names[i] } else { st.unset };
                    let name = match st.get(name) {
                        Init::Str(..) => Some(name),
                        Init::Unset => None,
                        _ => return Ok(id),
                    };
                    args.push((node, name));
                }
                return Ok(st.intern(Init::Dag(a, None, args.into())));
            }
        }
        TernOp::Range => {
            if let (Init::Int(s), Init::Int(e), Init::Int(step)) = (&ai, &bi, &ci) {
                let (s, e, step) = (*s, *e, *step);
                if step == 0 {
                    return err(loc(st, cur), "Step of !range can't be 0");
                }
                let span = (e as i128 - s as i128).unsigned_abs() / step.unsigned_abs() as u128;
                too_long(st, cur, span.min(i64::MAX as u128) as i64)?;
                let mut items = Vec::new();
                let mut i = s;
                if s < e && step > 0 {
                    while i < e {
                        items.push(st.int(i));
                        i = match i.checked_add(step) {
                            Some(v) => v,
                            None => break,
                        };
                    }
                } else if s > e && step < 0 {
                    while i > e {
                        items.push(st.int(i));
                        i = match i.checked_add(step) {
                            Some(v) => v,
                            None => break,
                        };
                    }
                }
                let int_ty = st.int_ty;
                return Ok(st.list(items, int_ty));
            }
        }
        TernOp::Substr => {
            if let (Init::Str(s, code), Init::Int(start), Init::Int(len)) = (&ai, &bi, &ci) {
                let size = s.len() as i64;
                if *start < 0 || *start > size {
                    return err(
                        loc(st, cur),
                        format!("!substr start position is out of range 0...{size}: {start}"),
                    );
                }
                if *len < 0 {
                    return err(loc(st, cur), "!substr length must be nonnegative");
                }
                let from = *start as usize;
                let to = from.saturating_add(*len as usize).min(s.len());
                let sub = String::from_utf8_lossy(&s.as_bytes()[from..to]).into_owned();
                return Ok(st.str_fmt(&sub, *code));
            }
        }
        TernOp::Find => {
            if let (Init::Str(s, _), Init::Str(needle, _), Init::Int(start)) = (&ai, &bi, &ci) {
                let size = s.len() as i64;
                if *start < 0 || *start > size {
                    return err(
                        loc(st, cur),
                        format!("!find start position is out of range 0...{size}: {start}"),
                    );
                }
                let hay = &s.as_bytes()[*start as usize..];
                let pos = find_bytes(hay, needle.as_bytes()).map(|p| p as i64 + start);
                return Ok(st.int(pos.unwrap_or(-1)));
            }
        }
        TernOp::SetDagArg | TernOp::SetDagName => {
            if let Init::Dag(dop, dname, args) = &ai {
                if matches!(bi, Init::Int(_) | Init::Str(..)) {
                    let what = if op == TernOp::SetDagArg {
                        "!setdagarg"
                    } else {
                        "!setdagname"
                    };
                    let i = dag_arg_index(st, args, b)
                        .or_else(|e| err(loc(st, cur), format!("{what} {e}")))?;
                    let mut new_args = args.to_vec();
                    if op == TernOp::SetDagArg {
                        new_args[i].0 = c;
                    } else {
                        new_args[i].1 = matches!(ci, Init::Str(..)).then_some(c);
                    }
                    return Ok(st.intern(Init::Dag(*dop, *dname, new_args.into())));
                }
            }
        }
    }
    Ok(id)
}

fn replace_empty(s: &str, to: &str) -> String {
    // `find("", idx)` matches at idx; the loop inserts `to` and moves past it
    // without consuming a character, so it inserts at the start, then stops
    // only when idx exceeds the length.
    let mut out = String::new();
    out.push_str(to);
    for ch in s.chars() {
        out.push(ch);
        out.push_str(to);
    }
    out
}

fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    hay.windows(needle.len()).position(|w| w == needle)
}

/// LLVM's `StringRef::compare_numeric`: runs of digits compare as numbers.
pub fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].is_ascii_digit() && b[j].is_ascii_digit() {
            let si = i;
            while i < a.len() && a[i].is_ascii_digit() {
                i += 1;
            }
            let sj = j;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let (x, y) = (&a[si..i], &b[sj..j]);
            let ord = x.len().cmp(&y.len()).then(x.cmp(y));
            if ord.is_ne() {
                return ord;
            }
        } else {
            if a[i] != b[j] {
                return a[i].cmp(&b[j]);
            }
            i += 1;
            j += 1;
        }
    }
    (a.len() - i).cmp(&(b.len() - j))
}

// ----- records ------------------------------------------------------------------

/// `RecordVal::setValue`: stores `v` in field `index`, cast to the field's
/// type; bits-typed fields always hold a bits value. `Err(())` when the value
/// does not fit the type.
pub fn set_field(st: &mut Store, rec: RecordId, index: usize, v: InitId) -> Result<bool> {
    let ty = st.record(rec).values[index].ty;
    let Some(mut value) = cast_to(st, v, ty)? else {
        return Ok(false);
    };
    if let RecTy::Bits(n) = *st.ty_of(ty) {
        if !matches!(st.get(value), Init::Bits(_)) {
            let bits = (0..n).map(|i| st.get_bit(value, i)).collect();
            value = st.bits(bits);
        }
    }
    st.record_mut(rec).values[index].value = value;
    Ok(true)
}

/// `Record::resolveReferences`: resolves the name, every field (but
/// `skip`) and the checks of a record.
pub fn resolve_record(
    st: &mut Store,
    rec: RecordId,
    r: &mut dyn Resolver,
    skip: Option<usize>,
) -> Result<()> {
    let old_name = st.record(rec).name;
    let new_name = resolve(st, old_name, r)?;
    if new_name != old_name {
        if st.type_of(new_name) != Some(st.string_ty) {
            return err(
                Some(st.record(rec).loc()),
                format!("Record name '{}' is not a string!", st.to_string(new_name)),
            );
        }
        st.record_mut(rec).name = new_name;
    }
    for i in 0..st.record(rec).values.len() {
        if Some(i) == skip {
            continue;
        }
        let v = st.record(rec).values[i].value;
        let resolved = resolve(st, v, r)?;
        // Only `set_field` stores values, so an unchanged one is already
        // of the field's type.
        if resolved == v {
            continue;
        }
        if !set_field(st, rec, i, resolved)? {
            let field = &st.record(rec).values[i];
            let (name, fty) = (field.name, field.ty);
            let of_type = st
                .type_of(resolved)
                .map(|t| format!("of type '{}' ", st.ty_string(t)))
                .unwrap_or_default();
            return err(
                Some(st.record(rec).loc()),
                format!(
                    "Invalid value {of_type}found when setting field '{}' of type '{}' after resolving references: {}",
                    st.unquoted(name),
                    st.ty_string(fty),
                    st.unquoted(resolved)
                ),
            );
        }
    }
    for i in 0..st.record(rec).checks.len() {
        let check = st.record(rec).checks[i].clone();
        let cond = check.cond.map(|c| resolve(st, c, r)).transpose()?;
        let message = resolve(st, check.message, r)?;
        let slot = &mut st.record_mut(rec).checks[i];
        slot.cond = cond;
        slot.message = message;
    }
    Ok(())
}

/// `Record::resolveReferences(NewName)`: the final resolution of a def
/// against its own fields.
pub fn resolve_record_final(st: &mut Store, rec: RecordId, new_name: Option<InitId>) -> Result<()> {
    let mut r = RecordResolver::new(rec, new_name);
    resolve_record(st, rec, &mut r, None)
}

/// Runs the `assert`s and `dump`s of a finished record; dump messages go to
/// `st.dumps`.
pub fn check_record(st: &mut Store, rec: RecordId) -> Result<()> {
    let checks = st.record(rec).checks.clone();
    let mut r = RecordResolver::new(rec, None);
    for check in checks.iter().filter(|c| c.cond.is_some()) {
        let cond = resolve(st, check.cond.unwrap(), &mut r)?;
        let message = resolve(st, check.message, &mut r)?;
        check_assert(st, check.loc, cond, message)?;
    }
    for check in checks.iter().filter(|c| c.cond.is_none()) {
        let message = resolve(st, check.message, &mut r)?;
        let text = dump_message(st, message);
        st.dumps.push((check.loc, text));
    }
    Ok(())
}

/// `CheckAssert`: the condition must fold to a true integer.
pub fn check_assert(
    st: &mut Store,
    loc: super::source::Span,
    cond: InitId,
    message: InitId,
) -> Result<()> {
    match to_int(st, cond) {
        Some(0) => {
            let msg = match st.get(message) {
                Init::Str(s, _) => s.to_string(),
                _ => "(assert message is not a string)".to_string(),
            };
            err(Some(loc), format!("assertion failed: {msg}"))
        }
        Some(_) => Ok(()),
        None => err(
            Some(loc),
            "assert condition must of type bit, bits, or int.",
        ),
    }
}

/// The text `dump` prints for a message.
pub fn dump_message(st: &Store, message: InitId) -> String {
    match st.get(message) {
        Init::Str(s, _) => s.to_string(),
        _ => st.to_string(message),
    }
}

/// `VarDefInit::instantiate`: makes (once) the anonymous def for
/// `Class<args>` once its arguments are known.
pub fn instantiate(st: &mut Store, vardef: InitId) -> Result<InitId> {
    if let Some(&d) = st.instantiated.get(&vardef) {
        return Ok(d);
    }
    let Init::VarDef(class, args) = st.get(vardef).clone() else {
        unreachable!("instantiate takes a VarDef")
    };
    let name = st.new_anonymous_name();
    let class_rec = st.record(class).clone();
    let loc = st
        .vardef_locs
        .get(&vardef)
        .copied()
        .unwrap_or(class_rec.loc());
    let mut rec = Record::new(name, loc, RecordKind::AnonymousDef);
    rec.values = class_rec.values.clone();
    rec.checks = class_rec.checks.clone();
    let new = st.add_record(rec);

    let mut r = MapResolver::new(Some(new));
    for &targ in &class_rec.template_args {
        let v = class_rec.value(targ).map(|v| v.value).unwrap_or(st.unset);
        r.set(targ, v);
        st.record_mut(new).values.retain(|v| v.name != targ);
    }
    for &arg in args.iter() {
        if let Init::Arg(v, key) = *st.get(arg) {
            match key {
                ArgKey::Pos(i) => r.set(class_rec.template_args[i as usize], v),
                ArgKey::Named(n) => r.set(n, v),
            }
        }
    }
    resolve_record(st, new, &mut r, None)?;
    st.add_direct_superclass(new, class, class_rec.loc());
    resolve_record_final(st, new, None)?;
    let def = st.def(new);
    st.instantiated.insert(vardef, def);
    let final_name = st.record_name(new);
    st.defs.insert(final_name.into(), new);
    check_record(st, new)?;
    Ok(def)
}

/// `pattern` as LLVM's `Regex` reads it; an invalid one is llvm-tblgen's
/// error, located at the record being built (llvm-tblgen names no place).
fn posix_regex(
    pattern: &str,
    at: Option<super::source::Span>,
) -> Result<super::posix_regex::Regex> {
    super::posix_regex::Regex::new(pattern)
        .or_else(|_| err(at, format!("invalid regex '{pattern}'")))
}
