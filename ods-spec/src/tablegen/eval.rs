//! The evaluator: TGParser's semantic actions, run over the syntax tree in
//! source order so that records, anonymous names and folds come out exactly
//! as llvm-tblgen makes them.

use super::ast::{self, Expr, ExprKind, RangePiece, Stmt};
use super::diagnostic::{err, Diagnostic, Result};
use super::fold::{
    cast_to, check_assert, check_record, dump_message, fold, instantiate, resolve_record,
    resolve_record_final, set_field,
};
use super::init::{ArgKey, BinOp, Init, InitId, RecTy, Store, TernOp, TyId, UnOp};
use super::parser::parse_file;
use super::preprocess::{Expanded, Expander, Macros};
use super::record::{Check, FieldKind, Record, RecordId, RecordKeeper, RecordKind, RecordVal};
use super::resolve::{resolve, HasReference, MapResolver, TrackUnresolved};
use super::source::{SourceMap, Span};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// What a record, loop or multiclass body holds until it is resolved.
enum Entry {
    Rec(RecordId),
    Loop(Box<ForeachLoop>),
    Check(Check),
}

struct ForeachLoop {
    loc: Span,
    /// The iteration variable (a `Var`), absent for `if` bodies.
    iter_var: Option<InitId>,
    list: InitId,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecordId,
    entries: Vec<Entry>,
}

struct LetRecord {
    name: InitId,
    bits: Vec<u32>,
    value: InitId,
    loc: Span,
}

struct Defset {
    loc: Span,
    elt_ty: TyId,
    elements: Vec<InitId>,
}

enum ScopeKind {
    Local,
    Record(RecordId),
    Loop(Option<InitId>),
    MultiClass(RecordId),
}

struct Scope {
    kind: ScopeKind,
    vars: FxHashMap<String, InitId>,
}

/// Whether an identifier that names nothing is an error (values) or a
/// string (record names and the right side of `#`).
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Value,
    Name,
}

pub struct Evaluator {
    pub st: Store,
    pub sources: SourceMap,
    include_dirs: Vec<PathBuf>,
    /// Whether includes fall back to the bundled prelude.
    pub prelude: bool,
    macros: Macros,
    classes: FxHashMap<String, RecordId>,
    multiclasses: FxHashMap<String, MultiClass>,
    globals: FxHashMap<String, InitId>,
    type_aliases: FxHashMap<String, TyId>,
    scopes: Vec<Scope>,
    loops: Vec<ForeachLoop>,
    let_stack: Vec<Vec<LetRecord>>,
    cur_mc: Option<MultiClass>,
    defsets: Vec<Defset>,
}

/// Gives an error without a location the span of what was being evaluated.
fn at(span: Span) -> impl Fn(Box<Diagnostic>) -> Box<Diagnostic> {
    move |mut d| {
        if d.span.is_none() {
            d.span = Some(span);
        }
        d
    }
}

impl Evaluator {
    pub fn new(include_dirs: Vec<PathBuf>) -> Evaluator {
        Evaluator {
            st: Store::new(),
            sources: SourceMap::default(),
            include_dirs,
            prelude: false,
            macros: Macros::default(),
            classes: FxHashMap::default(),
            multiclasses: FxHashMap::default(),
            globals: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            scopes: vec![Scope {
                kind: ScopeKind::Local,
                vars: FxHashMap::default(),
            }],
            loops: Vec::new(),
            let_stack: Vec::new(),
            cur_mc: None,
            defsets: Vec::new(),
        }
    }

    /// Defines a macro as `-D NAME` does.
    pub fn define(&mut self, name: &str) {
        self.macros.define(name);
    }

    /// Reads and evaluates a root file given its text.
    pub fn eval_root(&mut self, path: PathBuf, text: String) -> Result<()> {
        let id = self.sources.add(path, text, None);
        let expanded = Expander::new(
            &mut self.sources,
            &mut self.macros,
            &self.include_dirs,
            self.prelude,
        )
        .expand(id)?;
        let (stmts, syntax_error) = parse_file(&expanded);
        let Expanded { stopped, .. } = expanded;
        self.objects(&stmts)?;
        match syntax_error.or(stopped.map(|(_, diagnostic)| diagnostic)) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    pub fn finish(self) -> RecordKeeper {
        let classes: BTreeMap<String, RecordId> = self.classes.into_iter().collect();
        let defs: BTreeMap<String, RecordId> = self
            .st
            .defs
            .iter()
            .map(|(k, v)| (k.to_string(), *v))
            .collect();
        RecordKeeper {
            store: self.st,
            sources: self.sources,
            classes,
            defs,
        }
    }

    // ----- scopes and names -----------------------------------------------

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            vars: FxHashMap::default(),
        });
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    /// `QualifyName`: `Rec:name` for classes, `MC::name` for multiclasses.
    fn qualify(&mut self, rec: RecordId, name: &str, scoper: &str) -> InitId {
        let rec_name = self.st.record(rec).name;
        // A string name: the concatenation folds to one string, made at once.
        if let Init::Str(r, code) = self.st.get(rec_name) {
            let (q, code) = (format!("{r}{scoper}{name}"), *code);
            return self.st.str_fmt(&q, code);
        }
        let scoper = self.st.str(scoper);
        let name = self.st.str(name);
        let a = self.str_concat(rec_name, scoper);
        let b = self.str_concat(a, name);
        if matches!(self.st.get(b), Init::Bin(..)) {
            fold(&mut self.st, b, Some(rec), false).unwrap_or(b)
        } else {
            b
        }
    }

    fn implicit_name(&mut self, rec: RecordId) -> InitId {
        let scoper = if self.st.record(rec).kind == RecordKind::MultiClass {
            "::"
        } else {
            ":"
        };
        self.qualify(rec, "NAME", scoper)
    }

    /// `BinOpInit::getStrConcat`: folds two strings, else builds the operator.
    fn str_concat(&mut self, a: InitId, b: InitId) -> InitId {
        if let (Init::Str(x, cx), Init::Str(y, cy)) = (self.st.get(a), self.st.get(b)) {
            let s = format!("{x}{y}");
            let code = *cx || *cy;
            return self.st.str_fmt(&s, code);
        }
        let t = self.st.string_ty;
        self.st.intern(Init::Bin(BinOp::StrConcat, a, b, t))
    }

    /// `BinOpInit::getListConcat`.
    fn list_concat(&mut self, a: InitId, b: InitId) -> Result<InitId> {
        if let (Init::List(x, elt), Init::List(y, _)) = (self.st.get(a), self.st.get(b)) {
            let items = x.iter().chain(y.iter()).copied().collect();
            let elt = *elt;
            return Ok(self.st.list(items, elt));
        }
        let t = self.st.type_of(a).expect("list concat of a typed value");
        Ok(self.st.intern(Init::Bin(BinOp::ListConcat, a, b, t)))
    }

    fn find_in_args(&mut self, rec: RecordId, name: &str, scoper: &str) -> Option<InitId> {
        let arg = self.qualify(rec, name, scoper);
        if self.st.record(rec).is_template_arg(arg) {
            let idx = self.st.record(rec).value_index(arg)?;
            let v = &mut self.st.record_mut(rec).values[idx];
            v.used = true;
            let ty = v.ty;
            return Some(self.st.var(arg, ty));
        }
        if name == "NAME" {
            let t = self.st.string_ty;
            return Some(self.st.var(arg, t));
        }
        None
    }

    /// `TGVarScope::getVar`.
    fn lookup_var(&mut self, name: &str) -> Option<InitId> {
        for i in (0..self.scopes.len()).rev() {
            if let Some(&v) = self.scopes[i].vars.get(name) {
                return Some(v);
            }
            match self.scopes[i].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(rec) => {
                    let name_id = self.st.str(name);
                    if let Some(v) = self.st.record(rec).value(name_id) {
                        let ty = v.ty;
                        return Some(self.st.var(name_id, ty));
                    }
                    if self.st.record(rec).kind == RecordKind::Class {
                        if let Some(v) = self.find_in_args(rec, name, ":") {
                            return Some(v);
                        }
                    }
                }
                ScopeKind::Loop(iter) => {
                    if let Some(iv) = iter {
                        if let Init::Var(n, _) = *self.st.get(iv) {
                            if self.st.as_str(n) == Some(name) {
                                return Some(iv);
                            }
                        }
                    }
                }
                ScopeKind::MultiClass(rec) => {
                    if let Some(v) = self.find_in_args(rec, name, "::") {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    /// `RecordKeeper::getGlobal`: a def, or a top-level `defvar`/`defset`.
    fn global(&mut self, name: &str) -> Option<InitId> {
        if let Some(&d) = self.st.defs.get(name) {
            return Some(self.st.def(d));
        }
        self.globals.get(name).copied()
    }

    fn id_value(
        &mut self,
        cur: Option<RecordId>,
        name: &str,
        span: Span,
        mode: Mode,
    ) -> Result<InitId> {
        if let Some(v) = self.lookup_var(name) {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(self.st.str(name));
        }
        if let Some(g) = self.global(name) {
            return Ok(g);
        }
        if let Some(rec) = cur {
            let name_id = self.st.str(name);
            let r = self.st.record(rec);
            if !r.is_class() && self.cur_mc.is_none() && r.name == name_id {
                let ty = self.st.def_type(rec);
                return Ok(self.st.intern(Init::Un(UnOp::Cast, name_id, ty)));
            }
        }
        err(Some(span), format!("Variable not defined: '{name}'"))
    }

    fn class(&self, id: &ast::Ident) -> Result<RecordId> {
        match self.classes.get(&id.name) {
            Some(&c) => Ok(c),
            None if self.multiclasses.contains_key(&id.name) => err(
                Some(id.span),
                format!(
                    "Couldn't find class '{0}'. Use 'defm' if you meant to use multiclass '{0}'",
                    id.name
                ),
            ),
            None => err(Some(id.span), format!("Couldn't find class '{}'", id.name)),
        }
    }

    fn ty(&mut self, ty: &ast::Type) -> Result<TyId> {
        Ok(match ty {
            ast::Type::Bit => self.st.bit_ty,
            ast::Type::Bits(n) => self.st.bits_ty(*n as u32),
            ast::Type::Int => self.st.int_ty,
            ast::Type::String | ast::Type::Code => self.st.string_ty,
            ast::Type::Dag => self.st.dag_ty,
            ast::Type::List(elt) => {
                let e = self.ty(elt)?;
                self.st.list_ty(e)
            }
            ast::Type::Class(id) => {
                if let Some(&t) = self.type_aliases.get(&id.name) {
                    return Ok(t);
                }
                let c = self.class(id)?;
                self.st.record_ty(&[c])
            }
        })
    }

    fn ty_name(&self, ty: TyId) -> String {
        self.st.ty_string(ty)
    }

    fn show(&self, id: InitId) -> String {
        self.st.to_string(id)
    }

    // ----- values --------------------------------------------------------------

    fn typed(&mut self, id: InitId, span: Span, what: &str) -> Result<TyId> {
        match self.st.type_of(id) {
            Some(t) => Ok(t),
            None => err(Some(span), format!("{what}: '{}'", self.show(id))),
        }
    }

    /// `ParseValue`.
    fn value(
        &mut self,
        e: &Expr,
        cur: Option<RecordId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> Result<InitId> {
        let span = e.span;
        match &e.kind {
            ExprKind::BitSlice(base, ranges) => {
                let v = self.value(base, cur, item, mode)?;
                let mut bits = self.range_list(ranges)?;
                bits.reverse();
                match self.bit_range(v, &bits) {
                    Some(r) => Ok(r),
                    None => err(Some(span), "Invalid bit range for value"),
                }
            }
            ExprKind::ListSlice {
                list,
                elems,
                trailing_comma,
            } => self.list_slice(list, elems, *trailing_comma, cur, item, mode),
            ExprKind::Field(base, field) => {
                let v = self.value(base, cur, item, mode)?;
                let name = self.st.str(&field.name);
                let has_field = match *self.st.get(v) {
                    Init::Def(r) => self.st.record(r).value(name).is_some(),
                    _ => match self.st.type_of(v) {
                        Some(t) => self.st.field_type(t, name).is_some(),
                        None => false,
                    },
                };
                if !has_field {
                    return err(
                        Some(field.span),
                        format!(
                            "Cannot access field '{}' of value '{}'",
                            field.name,
                            self.show(v)
                        ),
                    );
                }
                let f = self.st.intern(Init::Field(v, name));
                fold(&mut self.st, f, cur, false).map_err(at(span))
            }
            ExprKind::Paste(lhs, rhs) => self.paste(lhs, rhs.as_deref(), cur, item, mode),
            _ => self.simple_value(e, cur, item, mode),
        }
    }

    fn paste(
        &mut self,
        lhs: &Expr,
        rhs: Option<&Expr>,
        cur: Option<RecordId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> Result<InitId> {
        let l = self.value(lhs, cur, item, mode)?;
        let lt = match self.st.type_of(l) {
            Some(t) => t,
            None => return err(Some(lhs.span), "LHS of paste is not typed!"),
        };
        if matches!(self.st.ty_of(lt), RecTy::List(_)) {
            let Some(rhs) = rhs else { return Ok(l) };
            let r = self.value(rhs, cur, item, Mode::Value)?;
            return self.list_concat(l, r);
        }
        let string_ty = self.st.string_ty;
        let l = self.cast_to_string(l, lt, cur, lhs.span)?;
        let r = match rhs {
            None => self.st.str(""),
            Some(rhs) => {
                let r = self.value(rhs, cur, None, Mode::Name)?;
                let Some(rt) = self.st.type_of(r) else {
                    return err(Some(rhs.span), "RHS of paste is not typed!");
                };
                if rt != string_ty {
                    self.cast_to_string(r, rt, cur, rhs.span)?
                } else {
                    r
                }
            }
        };
        Ok(self.str_concat(l, r))
    }

    fn cast_to_string(
        &mut self,
        v: InitId,
        ty: TyId,
        cur: Option<RecordId>,
        span: Span,
    ) -> Result<InitId> {
        if ty == self.st.string_ty {
            return Ok(v);
        }
        let t = self.st.string_ty;
        let c = self.st.intern(Init::Un(UnOp::Cast, v, t));
        fold(&mut self.st, c, cur, false).map_err(at(span))
    }

    /// `convertInitializerBitRange`.
    fn bit_range(&mut self, v: InitId, bits: &[u32]) -> Option<InitId> {
        let out: Option<Vec<InitId>> = match self.st.get(v).clone() {
            Init::Bits(b) => bits.iter().map(|&i| b.get(i as usize).copied()).collect(),
            Init::Int(x) => bits
                .iter()
                .map(|&i| (i < 64).then(|| self.st.bit((x >> i) & 1 == 1)))
                .collect(),
            Init::Unset | Init::Arg(..) => None,
            _ => {
                let t = self.st.type_of(v)?;
                let RecTy::Bits(n) = *self.st.ty_of(t) else {
                    return None;
                };
                bits.iter()
                    .map(|&i| (i < n).then(|| self.st.intern(Init::VarBit(v, i))))
                    .collect()
            }
        };
        out.map(|b| self.st.bits(b))
    }

    /// The place of the token after `span` (spaces skipped), where
    /// llvm-tblgen's `TokError` points once it has read a value.
    fn token_after(&self, span: Span) -> Span {
        let text = &self.sources.file(span.file).text;
        let rest = text.get(span.end as usize..).unwrap_or("");
        let at = span.end as usize + (rest.len() - rest.trim_start().len());
        Span::new(span.file, at, at)
    }

    /// `ParseRangeList`: the bit or element numbers of a range list.
    fn range_list(&mut self, pieces: &[RangePiece]) -> Result<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            let start = self.value(&p.start, None, None, Mode::Value)?;
            let Some(s) = self.st.as_int(start) else {
                // llvm-tblgen's parser is past the value when it checks it.
                return err(
                    Some(self.token_after(p.start.span)),
                    "expected integer or bitrange",
                );
            };
            if s < 0 {
                return err(Some(p.start.span), "invalid range, cannot be negative");
            }
            let Some(end) = &p.end else {
                out.push(s as u32);
                continue;
            };
            let ev = self.value(end, None, None, Mode::Value)?;
            let Some(e) = self.st.as_int(ev) else {
                return err(Some(end.span), "expected integer value as end of range");
            };
            if e < 0 {
                return err(Some(end.span), "invalid range, cannot be negative");
            }
            if e - s > 1 << 24 || s - e > 1 << 24 {
                return err(Some(p.start.span), "range too large");
            }
            if s < e {
                out.extend((s..=e).map(|x| x as u32));
            } else {
                out.extend((e..=s).rev().map(|x| x as u32));
            }
        }
        Ok(out)
    }

    fn list_slice(
        &mut self,
        list: &Expr,
        elems: &[RangePiece],
        trailing_comma: bool,
        cur: Option<RecordId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> Result<InitId> {
        let l = self.value(list, cur, item, mode)?;
        let Some(lt) = self.st.type_of(l) else {
            return err(Some(list.span), "Invalid value, list expected");
        };
        let RecTy::List(elt) = *self.st.ty_of(lt) else {
            return err(
                Some(list.span),
                format!("Type '{}' is invalid, list expected", self.ty_name(lt)),
            );
        };
        let int_ty = self.st.int_ty;
        let int_list = self.st.list_ty(int_ty);
        let mut slices: Vec<InitId> = Vec::new();
        let mut pending: Vec<InitId> = Vec::new();
        let mut single: Option<InitId> = None;
        for (i, p) in elems.iter().enumerate() {
            let v = self.value(&p.start, cur, None, Mode::Value)?;
            let vt = self.typed(v, p.start.span, "expected int, got")?;
            let v = match &p.end {
                Some(end) => {
                    let e = self.value(end, cur, None, Mode::Value)?;
                    let et = self.typed(e, end.span, "expected int...int, got")?;
                    if et != int_ty {
                        return err(
                            Some(end.span),
                            format!("expected int...int, got {}", self.ty_name(et)),
                        );
                    }
                    if vt != int_ty {
                        return err(
                            Some(p.start.span),
                            format!("expected int...int, got {}", self.ty_name(vt)),
                        );
                    }
                    let r = self.st.intern(Init::Bin(BinOp::RangeC, v, e, int_list));
                    fold(&mut self.st, r, cur, false).map_err(at(p.start.span))?
                }
                None => v,
            };
            let vt = self.st.type_of(v).unwrap_or(int_ty);
            if let RecTy::List(e) = *self.st.ty_of(vt) {
                if e != int_ty {
                    return err(
                        Some(p.start.span),
                        format!("expected list<int>, got {}", self.ty_name(vt)),
                    );
                }
                if !pending.is_empty() {
                    let items = std::mem::take(&mut pending);
                    slices.push(self.st.list(items, int_ty));
                }
                slices.push(v);
            } else if vt != int_ty {
                return err(
                    Some(p.start.span),
                    format!("unhandled type {} in range", self.ty_name(vt)),
                );
            } else if i + 1 == elems.len() && !trailing_comma && elems.len() == 1 {
                single = Some(v);
            } else {
                pending.push(v);
            }
        }
        if let Some(idx) = single {
            let r = self.st.intern(Init::Bin(BinOp::ListElem, l, idx, elt));
            return fold(&mut self.st, r, cur, false).map_err(at(list.span));
        }
        if !pending.is_empty() {
            slices.push(self.st.list(pending, int_ty));
        }
        let mut rhs = slices[0];
        for &s in &slices[1..] {
            rhs = self.list_concat(rhs, s)?;
        }
        let r = self.st.intern(Init::Bin(BinOp::ListSlice, l, rhs, lt));
        fold(&mut self.st, r, cur, false).map_err(at(list.span))
    }

    fn simple_value(
        &mut self,
        e: &Expr,
        cur: Option<RecordId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> Result<InitId> {
        let span = e.span;
        Ok(match &e.kind {
            ExprKind::Int(v) => self.st.int(*v),
            ExprKind::Bool(b) => self.st.int(*b as i64),
            ExprKind::Binary(bits) => {
                let b = bits.iter().map(|&x| self.st.bit(x)).collect();
                self.st.bits(b)
            }
            ExprKind::Str(s) => self.st.str(s),
            ExprKind::Code(s) => self.st.code(s),
            ExprKind::Unset => self.st.unset,
            ExprKind::Id(name) => self.id_value(cur, name, span, mode)?,
            ExprKind::ClassInst { class, args } => {
                let c = match self.classes.get(&class.name) {
                    Some(&c) => c,
                    None => {
                        return err(
                            Some(class.span),
                            format!("Expected a class name, got '{}'", class.name),
                        )
                    }
                };
                let written = args;
                let args = self.template_args(written, cur, c, false, span)?;
                self.check_arguments(c, &args, written, span)?;
                let v = self.st.intern(Init::VarDef(c, args.into()));
                self.st.vardef_locs.entry(v).or_insert(class.span);
                self.fold_vardef(v).map_err(at(span))?
            }
            ExprKind::Bits(vals) => {
                let mut bits = Vec::new();
                for (i, v) in vals.iter().enumerate() {
                    let x = self.value(v, cur, None, Mode::Value)?;
                    match self.st.get(x).clone() {
                        Init::Bits(b) => {
                            bits.extend(b.iter().rev());
                            continue;
                        }
                        Init::Var(_, t) => {
                            if let RecTy::Bits(n) = *self.st.ty_of(t) {
                                for j in (0..n).rev() {
                                    bits.push(self.st.get_bit(x, j));
                                }
                                continue;
                            }
                        }
                        _ => {}
                    }
                    let bit_ty = self.st.bit_ty;
                    match cast_to(&mut self.st, x, bit_ty).map_err(at(v.span))? {
                        Some(b) => bits.push(b),
                        None => {
                            return err(
                                Some(span),
                                format!(
                                    "Element #{i} ({}) is not convertable to a bit",
                                    self.show(x)
                                ),
                            )
                        }
                    }
                }
                bits.reverse();
                self.st.bits(bits)
            }
            ExprKind::List { elems, elem_ty } => {
                self.list_value(elems, elem_ty.as_ref(), cur, item, span)?
            }
            ExprKind::Dag { op, op_name, args } => {
                let op = self.value(op, cur, None, Mode::Value)?;
                let op_name = op_name.as_ref().map(|n| self.st.str(n));
                let mut out = Vec::with_capacity(args.len());
                for a in args {
                    let v = match &a.value {
                        Some(v) => self.value(v, cur, None, Mode::Value)?,
                        None => self.st.unset,
                    };
                    let n = a.name.as_ref().map(|n| self.st.str(n));
                    out.push((v, n));
                }
                self.st.intern(Init::Dag(op, op_name, out.into()))
            }
            ExprKind::Bang { op, ty, args } => self.bang(op, ty.as_ref(), args, cur, item, span)?,
            ExprKind::Iter {
                filter,
                var,
                list,
                body,
            } => self.iter_op(*filter, var, list, body, cur, item, span)?,
            ExprKind::Foldl {
                start,
                list,
                acc,
                elem,
                body,
            } => self.foldl(start, list, acc, elem, body, cur, span)?,
            ExprKind::Cond(cases) => self.cond(cases, cur, item, span)?,
            _ => unreachable!("suffix expressions are handled by value()"),
        })
    }

    fn fold_vardef(&mut self, v: InitId) -> Result<InitId> {
        if let Some(&d) = self.st.instantiated.get(&v) {
            return Ok(d);
        }
        let Init::VarDef(_, args) = self.st.get(v).clone() else {
            unreachable!()
        };
        let mut track = TrackUnresolved {
            inner: None,
            found_unresolved: false,
        };
        for &a in args.iter() {
            resolve(&mut self.st, a, &mut track)?;
        }
        if track.found_unresolved {
            Ok(v)
        } else {
            instantiate(&mut self.st, v)
        }
    }

    fn list_value(
        &mut self,
        elems: &[Expr],
        given: Option<&ast::Type>,
        cur: Option<RecordId>,
        item: Option<TyId>,
        span: Span,
    ) -> Result<InitId> {
        let given_list_elt = match item {
            Some(t) => match *self.st.ty_of(t) {
                RecTy::List(e) => Some(e),
                _ => {
                    // llvm-tblgen reports it at the token after the `[`.
                    let at = elems.first().map_or(span, |e| e.span);
                    return err(
                        Some(at),
                        format!("Encountered a list when expecting a {}", self.ty_name(t)),
                    );
                }
            },
            None => None,
        };
        let mut vals = Vec::with_capacity(elems.len());
        for v in elems {
            vals.push(self.value(v, cur, given_list_elt, Mode::Value)?);
        }
        let given_elt = given.map(|t| self.ty(t)).transpose()?;
        // llvm-tblgen checks the elements once it has read the list.
        let incompatible = || {
            err(
                Some(self.sources.token_after(span)),
                "Incompatible types in list elements",
            )
        };
        let mut elt: Option<TyId> = None;
        for &v in &vals {
            if let Some(t) = self.st.type_of(v) {
                elt = match elt {
                    None => Some(t),
                    Some(e) => match self.st.resolve_types(e, t) {
                        Some(r) => Some(r),
                        None => return incompatible(),
                    },
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(e) = elt {
                if !self.st.convertible(e, g) {
                    return incompatible();
                }
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given_list_elt {
                Some(g) => g,
                // Reported at the token after the list, as llvm-tblgen's
                // parser finds it there.
                None => return err(Some(self.sources.token_after(span)), "No type for list"),
            },
            Some(e) => {
                if let Some(g) = given_list_elt {
                    if !self.st.convertible(e, g) {
                        return err(
                            Some(span),
                            format!(
                                "Element type mismatch for list: element type '{}' not convertible to '{}'",
                                self.ty_name(e),
                                self.ty_name(g)
                            ),
                        );
                    }
                }
                e
            }
        };
        Ok(self.st.list(vals, deduced))
    }

    /// Operators with a fixed shape `!name<type>(args)`.
    fn bang(
        &mut self,
        op: &str,
        ty: Option<&ast::Type>,
        args: &[Expr],
        cur: Option<RecordId>,
        item: Option<TyId>,
        span: Span,
    ) -> Result<InitId> {
        // The grammar gives each operator its operands and its type.
        let given_ty = ty.map(|t| self.ty(t)).transpose()?;
        let unary = match op {
            "cast" => Some(UnOp::Cast),
            "not" => Some(UnOp::Not),
            "head" => Some(UnOp::Head),
            "tail" => Some(UnOp::Tail),
            "size" => Some(UnOp::Size),
            "empty" => Some(UnOp::Empty),
            "getdagop" => Some(UnOp::GetDagOp),
            "getdagopname" => Some(UnOp::GetDagOpName),
            "logtwo" => Some(UnOp::Log2),
            "repr" => Some(UnOp::Repr),
            "tolower" => Some(UnOp::ToLower),
            "toupper" => Some(UnOp::ToUpper),
            "listflatten" => Some(UnOp::ListFlatten),
            "initialized" => Some(UnOp::Initialized),
            _ => None,
        };
        if let Some(code) = unary {
            let x = self.value(&args[0], cur, None, Mode::Value)?;
            let xt = self.st.type_of(x);
            let result_ty = match code {
                UnOp::Cast => given_ty.expect("!cast has a type"),
                UnOp::Repr | UnOp::ToLower | UnOp::ToUpper | UnOp::GetDagOpName => {
                    self.st.string_ty
                }
                UnOp::Not | UnOp::Log2 | UnOp::Size | UnOp::Empty => self.st.int_ty,
                UnOp::Initialized => self.st.int_ty,
                UnOp::GetDagOp => match given_ty {
                    Some(t) if matches!(self.st.ty_of(t), RecTy::Record(_)) => t,
                    Some(_) => return err(Some(span), "type for !getdagop must be a record type"),
                    None => self.st.any_record_ty,
                },
                UnOp::Head | UnOp::Tail => {
                    let list_t = match xt.map(|t| self.st.ty_of(t).clone()) {
                        Some(RecTy::List(e)) => e,
                        _ => {
                            return err(
                                Some(self.sources.token_after(args[0].span)),
                                "expected list type argument in unary operator",
                            )
                        }
                    };
                    let elt = match self.st.get(x).clone() {
                        Init::List(items, _) => {
                            let Some(&first) = items.first() else {
                                return err(
                                    Some(self.sources.token_after(args[0].span)),
                                    "empty list argument in unary operator",
                                );
                            };
                            match self.st.type_of(first) {
                                Some(t) => t,
                                None => {
                                    return err(
                                        Some(self.sources.token_after(args[0].span)),
                                        "untyped list element in unary operator",
                                    )
                                }
                            }
                        }
                        _ => list_t,
                    };
                    if code == UnOp::Head {
                        elt
                    } else {
                        self.st.list_ty(elt)
                    }
                }
                UnOp::ListFlatten => {
                    let t = match xt {
                        Some(t) if matches!(self.st.ty_of(t), RecTy::List(_)) => t,
                        _ => {
                            return err(
                                Some(self.sources.token_after(args[0].span)),
                                "expected list type argument in unary operator",
                            )
                        }
                    };
                    let RecTy::List(e) = *self.st.ty_of(t) else {
                        unreachable!()
                    };
                    match *self.st.ty_of(e) {
                        RecTy::List(_) => e,
                        _ => t,
                    }
                }
            };
            if matches!(code, UnOp::Size | UnOp::Empty) {
                let ok = xt.is_some_and(|t| {
                    matches!(
                        self.st.ty_of(t),
                        RecTy::List(_) | RecTy::String | RecTy::Dag
                    )
                });
                if !ok {
                    return err(
                        Some(self.sources.token_after(args[0].span)),
                        "expected string, list, or dag type argument in unary operator",
                    );
                }
            }
            let u = self.st.intern(Init::Un(code, x, result_ty));
            return fold(&mut self.st, u, cur, false).map_err(at(span));
        }
        match op {
            "isa" | "exists" => {
                let t = given_ty.expect("!isa and !exists have a type");
                let x = self.value(&args[0], cur, None, Mode::Value)?;
                let n = if op == "isa" {
                    self.st.intern(Init::IsA(t, x))
                } else {
                    let xt = self.st.type_of(x);
                    if xt.is_some_and(|t| matches!(self.st.ty_of(t), RecTy::Record(_))) {
                        return err(Some(args[0].span), "expected string type argument in !exists operator, please use !isa instead");
                    }
                    if xt != Some(self.st.string_ty) {
                        return err(
                            Some(args[0].span),
                            "expected string type argument in !exists operator",
                        );
                    }
                    self.st.intern(Init::Exists(t, x))
                };
                fold(&mut self.st, n, cur, false).map_err(at(span))
            }
            "instances" => {
                let t = given_ty.expect("!instances has a type");
                if !matches!(self.st.ty_of(t), RecTy::Record(_)) {
                    return err(Some(span), "expected a record type for !instances");
                }
                let regex = match args.first() {
                    None => self.st.str(".*"),
                    Some(r) => self.value(r, cur, None, Mode::Value)?,
                };
                let n = self.st.intern(Init::Instances(t, regex));
                fold(&mut self.st, n, cur, false).map_err(at(span))
            }
            "range" => self.range_op(args, cur, span),
            "if" | "dag" | "subst" | "setdagarg" | "setdagname" => {
                self.ternary(op, args, cur, item, span)
            }
            "substr" | "find" => {
                let a = self.value(&args[0], cur, None, Mode::Value)?;
                let b = self.value(&args[1], cur, None, Mode::Value)?;
                let c = match args.get(2) {
                    Some(x) => self.value(x, cur, None, Mode::Value)?,
                    None if op == "substr" => self.st.int(i64::MAX),
                    None => self.st.int(0),
                };
                let (code, ty) = if op == "substr" {
                    (TernOp::Substr, self.st.string_ty)
                } else {
                    (TernOp::Find, self.st.int_ty)
                };
                // llvm-tblgen checks the operands' types as it reads the
                // operator: the second's at it, the others' at the token
                // after the operator.
                let wants = [
                    self.st.string_ty,
                    if op == "substr" {
                        self.st.int_ty
                    } else {
                        self.st.string_ty
                    },
                    self.st.int_ty,
                ];
                for (i, (v, want)) in [a, b, c].into_iter().zip(wants).enumerate() {
                    match self.st.type_of(v) {
                        Some(t) if t != want => {
                            let at = match i {
                                1 => args[1].span,
                                _ => self.sources.token_after(span),
                            };
                            return err(
                                Some(at),
                                format!(
                                    "expected {}, got type '{}'",
                                    self.ty_name(want),
                                    self.ty_name(t)
                                ),
                            );
                        }
                        _ => {}
                    }
                }
                let n = self.st.intern(Init::Tern(code, a, b, c, ty));
                fold(&mut self.st, n, cur, false).map_err(at(span))
            }
            _ => self.binary(op, given_ty, args, cur, item, span),
        }
    }

    fn binary(
        &mut self,
        op: &str,
        given_ty: Option<TyId>,
        args: &[Expr],
        cur: Option<RecordId>,
        item: Option<TyId>,
        span: Span,
    ) -> Result<InitId> {
        let code = match op {
            "con" => BinOp::Concat,
            "add" => BinOp::Add,
            "sub" => BinOp::Sub,
            "mul" => BinOp::Mul,
            "div" => BinOp::Div,
            "and" => BinOp::And,
            "or" => BinOp::Or,
            "xor" => BinOp::Xor,
            "sra" => BinOp::Sra,
            "srl" => BinOp::Srl,
            "shl" => BinOp::Shl,
            "eq" => BinOp::Eq,
            "ne" => BinOp::Ne,
            "le" => BinOp::Le,
            "lt" => BinOp::Lt,
            "ge" => BinOp::Ge,
            "gt" => BinOp::Gt,
            "listconcat" => BinOp::ListConcat,
            "listsplat" => BinOp::ListSplat,
            "listremove" => BinOp::ListRemove,
            "strconcat" => BinOp::StrConcat,
            "interleave" => BinOp::Interleave,
            "getdagarg" => BinOp::GetDagArg,
            "getdagname" => BinOp::GetDagName,
            "setdagop" => BinOp::SetDagOp,
            "setdagopname" => BinOp::SetDagOpName,
            "match" => BinOp::Match,
            _ => unreachable!("!{op} is not a binary operator"),
        };
        let (int_ty, string_ty, dag_ty, bit_ty) = (
            self.st.int_ty,
            self.st.string_ty,
            self.st.dag_ty,
            self.st.bit_ty,
        );
        let arith = code.is_arithmetic();
        let (mut ty, mut arg_ty): (Option<TyId>, Option<TyId>) = match code {
            BinOp::Concat | BinOp::SetDagOp => (Some(dag_ty), Some(dag_ty)),
            BinOp::SetDagOpName => (Some(dag_ty), Some(dag_ty)),
            BinOp::GetDagArg => match given_ty {
                Some(t) => (Some(t), Some(dag_ty)),
                None => return err(Some(span), "did not get type for !getdagarg operator"),
            },
            BinOp::GetDagName => (Some(string_ty), Some(dag_ty)),
            _ if arith => (Some(int_ty), Some(int_ty)),
            BinOp::Eq
            | BinOp::Ne
            | BinOp::Le
            | BinOp::Lt
            | BinOp::Ge
            | BinOp::Gt
            | BinOp::Match => (Some(bit_ty), None),
            BinOp::ListConcat | BinOp::ListRemove => (None, item),
            BinOp::StrConcat => (Some(string_ty), Some(string_ty)),
            BinOp::Interleave => (Some(string_ty), None),
            _ => (None, None),
        };
        if let (Some(t), Some(it)) = (ty, item) {
            if !self.st.convertible(t, it) {
                return err(
                    Some(span),
                    format!(
                        "expected value of type '{}', got '{}'",
                        self.ty_name(it),
                        self.ty_name(t)
                    ),
                );
            }
        }
        let mut vals: Vec<InitId> = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let v = self.value(a, cur, arg_ty, Mode::Value)?;
            let Some(vt) = self.st.type_of(v) else {
                return err(
                    Some(span),
                    format!("expected value to be a typed value, got '{}'", self.show(v)),
                );
            };
            vals.push(v);
            match arg_ty {
                None => {
                    arg_ty = Some(vt);
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove
                            if !matches!(self.st.ty_of(vt), RecTy::List(_)) =>
                        {
                            return err(
                                Some(a.span),
                                format!(
                                    "expected a list, got value of type '{}'",
                                    self.ty_name(vt)
                                ),
                            );
                        }
                        BinOp::ListSplat => {
                            if i == 1 && vt != int_ty {
                                return err(Some(a.span), format!("expected second parameter to be an int, got value of type '{}'", self.ty_name(vt)));
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let any_rec = self.st.any_record_ty;
                            if !self.st.convertible(vt, int_ty)
                                && !self.st.convertible(vt, string_ty)
                                && !self.st.convertible(vt, any_rec)
                            {
                                return err(Some(a.span), format!("expected bit, bits, int, string, or record; got value of type '{}'", self.ty_name(vt)));
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt
                            if !self.st.convertible(vt, int_ty)
                                && !self.st.convertible(vt, string_ty) =>
                        {
                            return err(
                                Some(a.span),
                                format!(
                                    "expected bit, bits, int, or string; got value of type '{}'",
                                    self.ty_name(vt)
                                ),
                            );
                        }
                        BinOp::Interleave => {
                            if i == 0 {
                                let ls = self.st.list_ty(string_ty);
                                let li = self.st.list_ty(int_ty);
                                if vt != ls && !self.st.convertible(vt, li) {
                                    return err(Some(a.span), format!("expected list of string, int, bits, or bit; got value of type '{}'", self.ty_name(vt)));
                                }
                            } else if i == 1 && vt != string_ty {
                                return err(Some(a.span), format!("expected second argument to be a string, got value of type '{}'", self.ty_name(vt)));
                            }
                            arg_ty = None;
                        }
                        BinOp::Match => {}
                        _ => {}
                    }
                }
                Some(at_) => {
                    let Some(resolved) = self.st.resolve_types(at_, vt) else {
                        return err(
                            Some(a.span),
                            format!(
                                "expected value of type '{}', got '{}'",
                                self.ty_name(at_),
                                self.ty_name(vt)
                            ),
                        );
                    };
                    if !arith {
                        arg_ty = Some(resolved);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_ty = Some(self.st.any_record_ty),
                BinOp::SetDagOpName => arg_ty = Some(string_ty),
                BinOp::GetDagArg => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(int_ty),
                BinOp::Match => arg_ty = Some(string_ty),
                _ => {}
            }
        }
        match code {
            BinOp::ListConcat | BinOp::ListRemove => ty = arg_ty,
            BinOp::ListSplat => {
                if let Some(&first) = vals.first() {
                    let ft = self.st.type_of(first).expect("checked typed");
                    ty = Some(self.st.list_ty(ft));
                }
            }
            _ => {}
        }
        let associative = matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        );
        if associative {
            while vals.len() > 2 {
                let rhs = vals.pop().unwrap();
                let lhs = *vals.last().unwrap();
                let t = ty.expect("associative operators have a type");
                let b = self.st.intern(Init::Bin(code, lhs, rhs, t));
                let folded = fold(&mut self.st, b, cur, false).map_err(at(span))?;
                *vals.last_mut().unwrap() = folded;
            }
        }
        if vals.len() != 2 {
            return err(Some(span), "expected two operands to operator");
        }
        let t = ty.expect("binary operators have a type");
        let b = self.st.intern(Init::Bin(code, vals[0], vals[1], t));
        fold(&mut self.st, b, cur, false).map_err(at(span))
    }

    fn ternary(
        &mut self,
        op: &str,
        args: &[Expr],
        cur: Option<RecordId>,
        item: Option<TyId>,
        span: Span,
    ) -> Result<InitId> {
        let (code, branch_item) = match op {
            "dag" => (TernOp::Dag, None),
            "if" => (TernOp::If, item),
            "subst" => (TernOp::Subst, item),
            "setdagarg" => (TernOp::SetDagArg, None),
            _ => (TernOp::SetDagName, None),
        };
        let a = self.value(&args[0], cur, None, Mode::Value)?;
        let b = self.value(&args[1], cur, branch_item, Mode::Value)?;
        let c = self.value(&args[2], cur, branch_item, Mode::Value)?;
        let dag_ty = self.st.dag_ty;
        let bt = self.st.type_of(b);
        let ct = self.st.type_of(c);
        let ty = match code {
            TernOp::Dag => {
                let unset = self.st.unset;
                if bt.is_none() && b != unset {
                    return err(
                        Some(args[1].span),
                        "could not determine type of the child list in !dag",
                    );
                }
                if let Some(t) = bt {
                    if !matches!(self.st.ty_of(t), RecTy::List(_)) {
                        return err(
                            Some(args[1].span),
                            format!("expected list of children, got type '{}'", self.ty_name(t)),
                        );
                    }
                }
                if ct.is_none() && c != unset {
                    return err(
                        Some(args[2].span),
                        "could not determine type of the name list in !dag",
                    );
                }
                if let Some(t) = ct {
                    let ls = self.st.list_ty(self.st.string_ty);
                    if t != ls {
                        return err(
                            Some(args[2].span),
                            format!("expected list<string>, got type '{}'", self.ty_name(t)),
                        );
                    }
                }
                if bt.is_none() && ct.is_none() {
                    return err(
                        Some(args[1].span),
                        "cannot have both unset children and unset names in !dag",
                    );
                }
                dag_ty
            }
            TernOp::If => {
                let (bt, ct) = match (bt, ct) {
                    (None, Some(c)) => (c, c),
                    (Some(b), None) => (b, b),
                    (Some(b), Some(c)) => (b, c),
                    (None, None) => return err(Some(span), "could not get type for !if"),
                };
                match self.st.resolve_types(bt, ct) {
                    Some(t) => t,
                    None => {
                        return err(
                            Some(span),
                            format!(
                                "inconsistent types '{}' and '{}' for !if",
                                self.ty_name(bt),
                                self.ty_name(ct)
                            ),
                        )
                    }
                }
            }
            TernOp::Subst => match ct {
                Some(t) => t,
                None => return err(Some(span), "could not get type for !subst"),
            },
            _ => {
                let ok = bt.is_some_and(|t| matches!(self.st.ty_of(t), RecTy::Int | RecTy::String));
                if !ok {
                    return err(Some(args[1].span), "expected integer index or string name");
                }
                if code == TernOp::SetDagName {
                    if let Some(t) = ct {
                        if t != self.st.string_ty {
                            return err(
                                Some(args[2].span),
                                format!(
                                    "expected string or unset name, got type '{}'",
                                    self.ty_name(t)
                                ),
                            );
                        }
                    }
                }
                dag_ty
            }
        };
        let n = self.st.intern(Init::Tern(code, a, b, c, ty));
        fold(&mut self.st, n, cur, false).map_err(at(span))
    }

    fn range_op(&mut self, args: &[Expr], cur: Option<RecordId>, span: Span) -> Result<InitId> {
        let int_ty = self.st.int_ty;
        let mut vals = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let v = self.value(a, cur, None, Mode::Value)?;
            let t = self.typed(v, a.span, "expected value to be a typed value, got")?;
            let is_list = matches!(self.st.ty_of(t), RecTy::List(_));
            if i == 0 && is_list {
                if args.len() > 1 {
                    return err(Some(args[1].span), "expected one list, got extra value");
                }
            } else if t != int_ty {
                return err(
                    Some(a.span),
                    format!("expected value of type 'int', got '{}'", self.ty_name(t)),
                );
            }
            vals.push(v);
        }
        let zero = self.st.int(0);
        let one = self.st.int(1);
        let (l, m, r) = match vals[..] {
            [x] => {
                let xt = self.st.type_of(x).unwrap();
                if matches!(self.st.ty_of(xt), RecTy::List(_)) {
                    let s = self.st.intern(Init::Un(UnOp::Size, x, int_ty));
                    (zero, fold(&mut self.st, s, cur, false)?, one)
                } else {
                    (zero, x, one)
                }
            }
            [x, y] => (x, y, one),
            [x, y, z] => (x, y, z),
            _ => unreachable!(),
        };
        let lt = self.st.list_ty(int_ty);
        let n = self.st.intern(Init::Tern(TernOp::Range, l, m, r, lt));
        fold(&mut self.st, n, cur, false).map_err(at(span))
    }

    /// A `!foreach`/`!filter`/`!foldl` variable may not name a field of the
    /// current record nor a variable of the innermost scope (an enclosing
    /// operator's), as llvm-tblgen checks right after the name.
    fn check_local_name(&self, cur: Option<RecordId>, name: &ast::Ident, what: &str) -> Result<()> {
        let field = cur.is_some_and(|rec| {
            let id = self.st.str_lookup(&name.name);
            id.is_some_and(|id| self.st.record(rec).value(id).is_some())
        });
        let local = self
            .scopes
            .last()
            .is_some_and(|s| matches!(s.kind, ScopeKind::Local) && s.vars.contains_key(&name.name));
        if field || local {
            // llvm-tblgen reports an iteration variable after its name, a
            // `!foldl` one at it, and words them apart.
            let (at, verb) = if what == "iteration variable" {
                let end = name.span.start as usize + name.name.len();
                let after = Span::new(name.span.file, end, end);
                (self.sources.token_after(after), "is ")
            } else {
                (name.span, "")
            };
            return err(
                Some(at),
                format!("{what} '\"{}\"' {verb}already defined", name.name),
            );
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn iter_op(
        &mut self,
        filter: bool,
        var: &ast::Ident,
        list: &Expr,
        body: &Expr,
        cur: Option<RecordId>,
        item: Option<TyId>,
        span: Span,
    ) -> Result<InitId> {
        self.check_local_name(cur, var, "iteration variable")?;
        let lhs = self.st.str(&var.name);
        let m = self.value(list, cur, None, Mode::Value)?;
        let Some(mt) = self.st.type_of(m) else {
            return err(
                Some(list.span),
                "could not get type of !foreach/!filter list or dag",
            );
        };
        let (in_elt, expr_elt, is_dag) = match self.st.ty_of(mt).clone() {
            RecTy::List(e) => {
                let expr_elt = match item {
                    Some(it) => match *self.st.ty_of(it) {
                        RecTy::List(oe) => Some(if filter { self.st.int_ty } else { oe }),
                        _ => {
                            return err(
                                Some(span),
                                format!(
                                    "expected value of type '{}', but got list type",
                                    self.ty_name(it)
                                ),
                            )
                        }
                    },
                    None => None,
                };
                (e, expr_elt, false)
            }
            RecTy::Dag if !filter => {
                if let Some(it) = item {
                    if it != self.st.dag_ty {
                        return err(
                            Some(span),
                            format!(
                                "expected value of type '{}', but got dag type",
                                self.ty_name(it)
                            ),
                        );
                    }
                }
                (mt, None, true)
            }
            _ if filter => return err(Some(list.span), "!filter must have a list argument"),
            _ => return err(Some(list.span), "!foreach must have a list or dag argument"),
        };
        let var_init = self.st.var(lhs, in_elt);
        self.push_scope(ScopeKind::Local);
        self.scopes
            .last_mut()
            .unwrap()
            .vars
            .insert(var.name.clone(), var_init);
        let r = self.value(body, cur, expr_elt, Mode::Value);
        self.pop_scope();
        let r = r?;
        let out_ty = if !filter && !is_dag {
            let Some(rt) = self.st.type_of(r) else {
                return err(
                    Some(body.span),
                    "could not get type of !foreach result expression",
                );
            };
            self.st.list_ty(rt)
        } else if filter {
            self.st.list_ty(in_elt)
        } else {
            in_elt
        };
        let code = if filter {
            TernOp::Filter
        } else {
            TernOp::Foreach
        };
        let n = self.st.intern(Init::Tern(code, lhs, m, r, out_ty));
        fold(&mut self.st, n, cur, false).map_err(at(span))
    }

    #[allow(clippy::too_many_arguments)]
    fn foldl(
        &mut self,
        start: &Expr,
        list: &Expr,
        acc: &ast::Ident,
        elem: &ast::Ident,
        body: &Expr,
        cur: Option<RecordId>,
        span: Span,
    ) -> Result<InitId> {
        let s = self.value(start, cur, None, Mode::Value)?;
        let Some(st_ty) = self.st.type_of(s) else {
            return err(
                Some(start.span),
                format!("could not get type of !foldl start: '{}'", self.show(s)),
            );
        };
        let l = self.value(list, cur, None, Mode::Value)?;
        let lt = self.typed(l, list.span, "could not get type of !foldl list")?;
        let RecTy::List(elt) = *self.st.ty_of(lt) else {
            return err(
                Some(list.span),
                format!(
                    "!foldl list must be a list, but is of type '{}'",
                    self.ty_name(lt)
                ),
            );
        };
        self.check_local_name(cur, acc, "left !foldl variable")?;
        self.check_local_name(cur, elem, "right !foldl variable")?;
        let a = self.st.str(&acc.name);
        let b = self.st.str(&elem.name);
        let va = self.st.var(a, st_ty);
        let vb = self.st.var(b, elt);
        self.push_scope(ScopeKind::Local);
        let scope = self.scopes.last_mut().unwrap();
        scope.vars.insert(acc.name.clone(), va);
        scope.vars.insert(elem.name.clone(), vb);
        let e = self.value(body, cur, None, Mode::Value);
        self.pop_scope();
        let e = e?;
        let Some(et) = self.st.type_of(e) else {
            return err(Some(body.span), "could not get type of !foldl expression");
        };
        if et != st_ty {
            return err(
                Some(body.span),
                format!(
                    "!foldl expression must be of same type as start ({}), but is of type {}",
                    self.ty_name(st_ty),
                    self.ty_name(et)
                ),
            );
        }
        let n = self.st.intern(Init::Foldl([s, l, a, b, e], st_ty));
        fold(&mut self.st, n, cur, false).map_err(at(span))
    }

    fn cond(
        &mut self,
        cases: &[(Expr, Expr)],
        cur: Option<RecordId>,
        item: Option<TyId>,
        span: Span,
    ) -> Result<InitId> {
        let mut conds = Vec::new();
        let mut vals = Vec::new();
        for (c, v) in cases {
            conds.push(self.value(c, cur, None, Mode::Value)?);
            vals.push(self.value(v, cur, item, Mode::Value)?);
        }
        let mut ty: Option<TyId> = None;
        for &v in &vals {
            if v == self.st.unset {
                continue;
            }
            let Some(vt) = self.st.type_of(v) else {
                continue;
            };
            ty = match ty {
                None => Some(vt),
                Some(t) => match self.st.resolve_types(t, vt) {
                    Some(r) => Some(r),
                    None => {
                        return err(
                            Some(span),
                            format!(
                                "inconsistent types '{}' and '{}' for !cond",
                                self.ty_name(t),
                                self.ty_name(vt)
                            ),
                        )
                    }
                },
            };
        }
        let Some(ty) = ty else {
            return err(
                Some(span),
                "could not determine type for !cond from its arguments",
            );
        };
        let n = self.st.intern(Init::Cond(conds.into(), vals.into(), ty));
        fold(&mut self.st, n, cur, false).map_err(at(span))
    }

    // ----- template arguments --------------------------------------------------

    /// `ParseTemplateArgValueList` followed by `CheckTemplateArgValues` when
    /// `check` is set.
    fn template_args(
        &mut self,
        args: &[ast::Arg],
        cur: Option<RecordId>,
        target: RecordId,
        is_defm: bool,
        span: Span,
    ) -> Result<Vec<InitId>> {
        let targs = self.st.record(target).template_args.clone();
        let mut out = Vec::with_capacity(args.len());
        let mut has_named = false;
        for (i, a) in args.iter().enumerate() {
            if i >= targs.len() {
                return err(
                    Some(a.value.span),
                    format!("Too many template arguments: {}", i + 1),
                );
            }
            match &a.name {
                Some(name) => {
                    let scoper = if is_defm { "::" } else { ":" };
                    let q = self.qualify(target, &name.name, scoper);
                    let Some(arg_ty) = self.st.record(target).value(q).map(|v| v.ty) else {
                        return err(
                            Some(name.span),
                            format!("Argument \"{}\" doesn't exist", name.name),
                        );
                    };
                    let v = self.value(&a.value, cur, Some(arg_ty), Mode::Value)?;
                    if v == self.st.unset {
                        return err(
                            Some(a.value.span),
                            "The value of named argument should be initialized, but we got '?'",
                        );
                    }
                    out.push(self.st.intern(Init::Arg(v, ArgKey::Named(q))));
                    has_named = true;
                }
                None => {
                    if has_named {
                        return err(
                            Some(a.value.span),
                            "Positional argument should be put before named argument",
                        );
                    }
                    let arg_ty = self.st.record(target).value(targs[i]).map(|v| v.ty);
                    let v = self.value(&a.value, cur, arg_ty, Mode::Value)?;
                    out.push(self.st.intern(Init::Arg(v, ArgKey::Pos(i as u32))));
                }
            }
        }
        let _ = span;
        Ok(out)
    }

    /// `CheckTemplateArgValues`: casts each value to its argument's type. An
    /// error is at the argument as written (`written`, in the order of
    /// `args`), else at `span`.
    fn cast_args(
        &mut self,
        args: &mut [InitId],
        written: &[ast::Arg],
        target: RecordId,
        span: Span,
    ) -> Result<()> {
        for (i, a) in args.iter_mut().enumerate() {
            let at_arg = written
                .get(i)
                .map_or(span, |w| w.name.as_ref().map_or(w.value.span, |n| n.span));
            let Init::Arg(v, key) = *self.st.get(*a) else {
                continue;
            };
            let name = match key {
                ArgKey::Pos(i) => self.st.record(target).template_args[i as usize],
                ArgKey::Named(n) => n,
            };
            let arg_ty = self
                .st
                .record(target)
                .value(name)
                .map(|v| v.ty)
                .expect("argument exists");
            let Some(vt) = self.st.type_of(v) else {
                continue;
            };
            match cast_to(&mut self.st, v, arg_ty).map_err(at(at_arg))? {
                Some(c) => *a = self.st.intern(Init::Arg(c, key)),
                None => {
                    return err(
                        Some(at_arg),
                        format!(
                            "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                            self.st.unquoted(name),
                            self.ty_name(vt),
                            self.ty_name(arg_ty),
                            self.show(v)
                        ),
                    )
                }
            }
        }
        Ok(())
    }

    /// `resolveArguments`: pairs each template argument with its value or
    /// default; errors when an argument without default has no value.
    fn argument_values(
        &mut self,
        target: RecordId,
        args: &[InitId],
        span: Span,
    ) -> Result<Vec<(InitId, InitId)>> {
        let targs = self.st.record(target).template_args.clone();
        let mut unsolved = targs.clone();
        let mut out = Vec::new();
        for &a in args {
            let Init::Arg(v, key) = *self.st.get(a) else {
                continue;
            };
            let name = match key {
                ArgKey::Pos(i) => targs[i as usize],
                ArgKey::Named(n) => n,
            };
            let Some(pos) = unsolved.iter().position(|&n| n == name) else {
                return err(
                    Some(span),
                    format!(
                        "We can only specify the template argument '{}' once",
                        self.st.unquoted(name)
                    ),
                );
            };
            unsolved.remove(pos);
            out.push((name, v));
        }
        for name in unsolved {
            let rv = self
                .st
                .record(target)
                .value(name)
                .expect("template argument exists");
            let (default, loc) = (rv.value, rv.loc);
            if !self.st.is_complete(default) {
                let target_name = self.st.record_name(target);
                return Err(Box::new(
                    Diagnostic::error(
                        Some(span),
                        format!(
                            "value not specified for template argument '{}'",
                            self.st.unquoted(name)
                        ),
                    )
                    .with_note(Some(loc), format!("declared in '{target_name}'")),
                ));
            }
            out.push((name, default));
        }
        Ok(out)
    }

    fn check_arguments(
        &mut self,
        target: RecordId,
        args: &[InitId],
        written: &[ast::Arg],
        span: Span,
    ) -> Result<()> {
        let mut args = args.to_vec();
        self.cast_args(&mut args, written, target, span)?;
        self.argument_values(target, &args, span).map(|_| ())
    }

    // ----- records -----------------------------------------------------------------

    /// `TGParser::AddValue`: a new field, or a reset of an inherited one.
    fn add_value(&mut self, rec: RecordId, loc: Span, v: RecordVal) -> Result<()> {
        if let Some(i) = self.st.record(rec).value_index(v.name) {
            if !set_field(&mut self.st, rec, i, v.value)? {
                let old_ty = self.st.record(rec).values[i].ty;
                return err(
                    Some(loc),
                    format!(
                        "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                        self.st.unquoted(v.name),
                        self.ty_name(v.ty),
                        self.ty_name(old_ty)
                    ),
                );
            }
        } else {
            let value = v.value;
            self.st.record_mut(rec).values.push(v);
            // A new field holds its value in its own type (`?` becomes
            // `{ ?, ?, ... }` for bits), as `RecordVal`'s constructor does.
            let i = self.st.record(rec).values.len() - 1;
            set_field(&mut self.st, rec, i, value)?;
        }
        Ok(())
    }

    /// `TGParser::SetValue`.
    fn set_value(
        &mut self,
        rec: RecordId,
        loc: Span,
        name: InitId,
        bits: &[u32],
        v: InitId,
        allow_self: bool,
    ) -> Result<()> {
        let Some(i) = self.st.record(rec).value_index(name) else {
            return err(
                Some(loc),
                format!("Value '{}' unknown!", self.st.unquoted(name)),
            );
        };
        if bits.is_empty() && !allow_self {
            if let Init::Var(n, _) = *self.st.get(v) {
                if n == name {
                    return err(Some(loc), "Recursion / self-assignment forbidden");
                }
            }
        }
        let mut v = v;
        if !bits.is_empty() {
            let cur_val = self.st.record(rec).values[i].value;
            let Init::Bits(cur_bits) = self.st.get(cur_val).clone() else {
                return err(
                    Some(loc),
                    format!("Value '{}' is not a bits type", self.st.unquoted(name)),
                );
            };
            let bt = self.st.bits_ty(bits.len() as u32);
            let bi = match cast_to(&mut self.st, v, bt).map_err(at(loc))? {
                Some(b) => b,
                None => return err(Some(loc), "Initializer is not compatible with bit range"),
            };
            let mut new_bits: Vec<Option<InitId>> = vec![None; cur_bits.len()];
            for (j, &b) in bits.iter().enumerate() {
                if b as usize >= new_bits.len() {
                    return err(
                        Some(loc),
                        format!("Invalid bit range for value '{}'", self.st.unquoted(name)),
                    );
                }
                if new_bits[b as usize].is_some() {
                    return err(
                        Some(loc),
                        format!(
                            "Cannot set bit #{b} of value '{}' more than once",
                            self.st.unquoted(name)
                        ),
                    );
                }
                new_bits[b as usize] = Some(self.st.get_bit(bi, j as u32));
            }
            let merged = new_bits
                .into_iter()
                .zip(cur_bits.iter())
                .map(|(n, &c)| n.unwrap_or(c))
                .collect();
            v = self.st.bits(merged);
        }
        if !set_field(&mut self.st, rec, i, v).map_err(at(loc))? {
            let fty = self.st.record(rec).values[i].ty;
            // llvm-tblgen closes no quote after a bit list's length.
            let init_type = match self.st.get(v) {
                Init::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match self.st.type_of(v) {
                    Some(t) => format!("' of type '{}'", self.ty_name(t)),
                    None => "'".to_string(),
                },
            };
            return err(
                Some(loc),
                format!(
                    "Field '{}' of type '{}' is incompatible with value '{}{}",
                    self.st.unquoted(name),
                    self.ty_name(fty),
                    self.show(v),
                    init_type
                ),
            );
        }
        Ok(())
    }

    /// `ParseDeclaration`: a field, or a template argument of `rec`.
    fn declaration(&mut self, rec: RecordId, d: &ast::Decl, template_arg: bool) -> Result<InitId> {
        let ty = self.ty(&d.ty)?;
        if d.name.name == "NAME" {
            return err(Some(d.name.span), "'NAME' is a reserved variable name");
        }
        if !template_arg && self.scopes.last().unwrap().vars.contains_key(&d.name.name) {
            return err(
                Some(d.name.span),
                "local variable of this name already exists",
            );
        }
        let (name, kind) = if template_arg {
            let scoper = if self.st.record(rec).kind == RecordKind::MultiClass {
                "::"
            } else {
                ":"
            };
            (
                self.qualify(rec, &d.name.name, scoper),
                FieldKind::TemplateArg,
            )
        } else {
            let kind = if d.field {
                FieldKind::NonconcreteOk
            } else {
                FieldKind::Normal
            };
            (self.st.str(&d.name.name), kind)
        };
        let unset = self.st.unset;
        self.add_value(
            rec,
            d.name.span,
            RecordVal {
                name,
                ty,
                value: unset,
                kind,
                loc: d.name.span,
                used: false,
            },
        )?;
        if let Some(v) = &d.value {
            // A multiclass's argument defaults are read outside any record.
            let cur = (self.st.record(rec).kind != RecordKind::MultiClass).then_some(rec);
            let val = self.value(v, cur, Some(ty), Mode::Value)?;
            self.set_value(rec, v.span, name, &[], val, false)?;
        }
        Ok(name)
    }

    fn template_arg_list(&mut self, rec: RecordId, decls: &[ast::Decl]) -> Result<()> {
        for d in decls {
            let name = self.declaration(rec, d, true)?;
            if self.st.record(rec).is_template_arg(name) {
                return err(
                    Some(d.name.span),
                    "template argument with the same name has already been defined",
                );
            }
            self.st.record_mut(rec).template_args.push(name);
        }
        Ok(())
    }

    /// `ParseSubClassReference` for a class.
    fn subclass_ref(
        &mut self,
        r: &ast::ClassRef,
        cur: Option<RecordId>,
    ) -> Result<(RecordId, Vec<InitId>)> {
        let class = self.class(&r.name)?;
        let mut args = self.template_args(&r.args, cur, class, false, r.span)?;
        self.cast_args(&mut args, &r.args, class, r.span)?;
        Ok((class, args))
    }

    /// `TGParser::AddSubClass`.
    fn add_subclass(
        &mut self,
        rec: RecordId,
        class: RecordId,
        args: &[InitId],
        span: Span,
    ) -> Result<()> {
        let mut r = MapResolver::new(Some(rec));
        let n = self.st.record(class).values.len();
        self.st.record_mut(rec).values.reserve(n);
        for i in 0..n {
            let v = self.st.record(class).values[i].clone();
            if v.kind != FieldKind::TemplateArg {
                self.add_value(rec, span, v)?;
            }
        }
        for (name, v) in self.argument_values(class, args, span)? {
            r.set(name, v);
        }
        let checks = self.st.record(class).checks.clone();
        self.st.record_mut(rec).checks.extend(checks);
        let name = if self.st.record(rec).is_class() {
            let q = self.implicit_name(rec);
            let t = self.st.string_ty;
            self.st.var(q, t)
        } else {
            self.st.record(rec).name
        };
        let class_name = self.implicit_name(class);
        r.set(class_name, name);
        resolve_record(&mut self.st, rec, &mut r, None).map_err(at(span))?;
        if self.st.is_subclass_of(rec, class) {
            return err(
                Some(span),
                format!("Already subclass of '{}'!", self.st.record_name(class)),
            );
        }
        self.st.add_direct_superclass(rec, class, span);
        Ok(())
    }

    fn add_subclass_entry(
        &mut self,
        e: &Entry,
        class: RecordId,
        args: &[InitId],
        span: Span,
    ) -> Result<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, class, args, span),
            Entry::Loop(l) => l
                .entries
                .iter()
                .try_for_each(|e| self.add_subclass_entry(e, class, args, span)),
            Entry::Check(_) => Ok(()),
        }
    }

    fn apply_let_stack(&mut self, rec: RecordId) -> Result<()> {
        let lets: Vec<(InitId, Vec<u32>, InitId, Span)> = self
            .let_stack
            .iter()
            .flatten()
            .map(|l| (l.name, l.bits.clone(), l.value, l.loc))
            .collect();
        for (name, bits, value, loc) in lets {
            self.set_value(rec, loc, name, &bits, value, false)?;
        }
        Ok(())
    }

    fn apply_let_stack_entry(&mut self, e: &Entry) -> Result<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Loop(l) => l
                .entries
                .iter()
                .try_for_each(|e| self.apply_let_stack_entry(e)),
            Entry::Check(_) => Ok(()),
        }
    }

    /// `ParseObjectBody`: superclasses, the `let` stack, then the body.
    fn object_body(&mut self, rec: RecordId, body: &ast::ObjectBody) -> Result<()> {
        self.push_scope(ScopeKind::Record(rec));
        let result = self.object_body_inner(rec, body);
        self.pop_scope();
        result
    }

    fn object_body_inner(&mut self, rec: RecordId, body: &ast::ObjectBody) -> Result<()> {
        for p in &body.parents {
            let (class, args) = self.subclass_ref(p, Some(rec))?;
            self.add_subclass(rec, class, &args, p.span)?;
        }
        self.apply_let_stack(rec)?;
        for item in &body.items {
            match item {
                ast::BodyItem::Field(d) => {
                    self.declaration(rec, d, false)?;
                }
                ast::BodyItem::Let { name, bits, value } => {
                    let name_id = self.st.str(&name.name);
                    let Some(field_ty) = self.st.record(rec).value(name_id).map(|v| v.ty) else {
                        return err(Some(name.span), format!("Value '{}' unknown!", name.name));
                    };
                    let mut bit_list = self.range_list(bits)?;
                    bit_list.reverse();
                    let ty = if !bit_list.is_empty()
                        && matches!(self.st.ty_of(field_ty), RecTy::Bits(_))
                    {
                        self.st.bits_ty(bit_list.len() as u32)
                    } else {
                        field_ty
                    };
                    let v = self.value(value, Some(rec), Some(ty), Mode::Value)?;
                    self.set_value(rec, name.span, name_id, &bit_list, v, false)?;
                }
                ast::BodyItem::Defvar(name, value) => self.defvar(Some(rec), name, value)?,
                ast::BodyItem::Assert(c, m) => {
                    let cond = self.value(c, Some(rec), None, Mode::Value)?;
                    let message = self.value(m, Some(rec), None, Mode::Value)?;
                    self.st.record_mut(rec).checks.push(Check {
                        loc: c.span,
                        cond: Some(cond),
                        message,
                    });
                }
                ast::BodyItem::Dump(m, span) => {
                    let message = self.value(m, Some(rec), None, Mode::Value)?;
                    self.st.record_mut(rec).checks.push(Check {
                        loc: *span,
                        cond: None,
                        message,
                    });
                }
                ast::BodyItem::Include(span) => {
                    return err(Some(*span), "include is not supported inside a record body");
                }
            }
        }
        if let Some(semi) = body.stray_semi {
            return err(
                Some(semi),
                "A class or def body should not end with a semicolon",
            );
        }
        Ok(())
    }

    // ----- statements -----------------------------------------------------------------

    fn objects(&mut self, stmts: &[Stmt]) -> Result<()> {
        stmts.iter().try_for_each(|s| self.object(s))
    }

    fn object(&mut self, s: &Stmt) -> Result<()> {
        match s {
            Stmt::Include(span) => err(Some(*span), "include must start a line"),
            Stmt::Class { name, targs, body } => {
                if self.cur_mc.is_some() {
                    return err(Some(name.span), "class is not allowed inside multiclass");
                }
                if !self.loops.is_empty() {
                    return err(Some(name.span), "class is not allowed inside foreach loop");
                }
                self.class_def(name, targs, body)
            }
            Stmt::Def { name, body, span } => self.def(name.as_ref(), body, *span),
            Stmt::DefHead { name, body, span } => self.def_head(name.as_ref(), body, *span),
            Stmt::Defm {
                name,
                parents,
                span,
            } => self.defm(name.as_ref(), parents, *span),
            Stmt::Defset {
                ty,
                ty_span,
                name,
                body,
            } => {
                if self.cur_mc.is_some() {
                    return err(Some(*ty_span), "defset is not allowed inside multiclass");
                }
                self.defset(ty, *ty_span, name, body)
            }
            Stmt::Defvar(name, value) => self.defvar(None, name, value),
            Stmt::Deftype(name, ty) => {
                if self.classes.contains_key(&name.name)
                    || self.type_aliases.contains_key(&name.name)
                {
                    return err(
                        Some(name.span),
                        format!("type of this name '{}' already exists", name.name),
                    );
                }
                let t = self.ty(ty)?;
                self.type_aliases.insert(name.name.clone(), t);
                Ok(())
            }
            Stmt::Foreach {
                var,
                list,
                body,
                span,
            } => self.foreach(var, list, body, *span),
            Stmt::If {
                cond,
                then,
                els,
                span,
            } => self.if_stmt(cond, then, els.as_deref(), *span),
            Stmt::Let { items, body } => self.top_let(items, body),
            Stmt::MultiClass {
                name,
                targs,
                parents,
                body,
                stray_semi,
            } => {
                if !self.loops.is_empty() {
                    return err(
                        Some(name.span),
                        "multiclass is not allowed inside foreach loop",
                    );
                }
                if self.cur_mc.is_some() {
                    return err(Some(name.span), "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body");
                }
                self.multiclass(name, targs, parents, body, *stray_semi)
            }
            Stmt::Assert(c, m) => {
                let cond = self.value(c, None, None, Mode::Value)?;
                let message = self.value(m, None, None, Mode::Value)?;
                self.add_entry(Entry::Check(Check {
                    loc: c.span,
                    cond: Some(cond),
                    message,
                }))
            }
            Stmt::Dump(m, span) => {
                let message = self.value(m, None, None, Mode::Value)?;
                self.add_entry(Entry::Check(Check {
                    loc: *span,
                    cond: None,
                    message,
                }))
            }
        }
    }

    fn class_def(
        &mut self,
        name: &ast::Ident,
        targs: &[ast::Decl],
        body: &ast::ObjectBody,
    ) -> Result<()> {
        let rec = match self.classes.get(&name.name) {
            Some(&c) => {
                let r = self.st.record(c);
                if !r.values.is_empty() || !r.superclasses.is_empty() || !r.template_args.is_empty()
                {
                    return err(
                        Some(name.span),
                        format!("Class '{}' already defined", name.name),
                    );
                }
                self.st.record_mut(c).locs = vec![name.span];
                c
            }
            None => {
                let n = self.st.str(&name.name);
                let c = self
                    .st
                    .add_record(Record::new(n, name.span, RecordKind::Class));
                self.classes.insert(name.name.clone(), c);
                c
            }
        };
        self.push_scope(ScopeKind::Record(rec));
        let result = self
            .template_arg_list(rec, targs)
            .and_then(|_| self.object_body(rec, body));
        self.pop_scope();
        result
    }

    fn mc_rec(&self) -> Option<RecordId> {
        self.cur_mc.as_ref().map(|m| m.rec)
    }

    /// `ParseObjectName`.
    fn object_name(&mut self, name: &Expr) -> Result<InitId> {
        let cur = self.mc_rec();
        let string_ty = self.st.string_ty;
        let mut n = self.value(name, cur, Some(string_ty), Mode::Name)?;
        if let Some(mc) = cur {
            let implicit = self.implicit_name(mc);
            let mut has = HasReference {
                name: implicit,
                found: false,
            };
            resolve(&mut self.st, n, &mut has)?;
            if !has.found {
                let v = self.st.var(implicit, string_ty);
                n = self.str_concat(v, n);
            }
        }
        Ok(n)
    }

    fn check_name_is_string(&mut self, name: InitId, span: Span) -> Result<()> {
        if self.st.type_of(name) != Some(self.st.string_ty) {
            return err(
                Some(span),
                format!("Record name '{}' is not a string!", self.show(name)),
            );
        }
        Ok(())
    }

    fn def(&mut self, name: Option<&Expr>, body: &ast::ObjectBody, span: Span) -> Result<()> {
        let rec = self.def_record(name, span)?;
        self.object_body(rec, body)?;
        self.add_entry(Entry::Rec(rec))
    }

    /// A def whose body does not parse: its name and its parents, checked
    /// as llvm-tblgen checks them before it reads the body.
    fn def_head(&mut self, name: Option<&Expr>, body: &ast::ObjectBody, span: Span) -> Result<()> {
        let rec = self.def_record(name, span)?;
        self.push_scope(ScopeKind::Record(rec));
        let result = body.parents.iter().try_for_each(|p| {
            let (class, args) = self.subclass_ref(p, Some(rec))?;
            self.add_subclass(rec, class, &args, p.span)
        });
        self.pop_scope();
        result
    }

    /// The record a def (`span`) named `name` starts as.
    fn def_record(&mut self, name: Option<&Expr>, span: Span) -> Result<RecordId> {
        let rec = match name {
            None => {
                let n = self.st.new_anonymous_name();
                Record::new(n, span, RecordKind::AnonymousDef)
            }
            Some(e) => {
                // Located at the name when it starts with an identifier (a
                // name, an anonymous instantiation `C<1>`), else at `def`,
                // as llvm-tblgen's record (which checks its name).
                let loc = if matches!(e.kind, ExprKind::Id(_) | ExprKind::ClassInst { .. }) {
                    e.span
                } else {
                    span
                };
                let n = self.object_name(e)?;
                self.check_name_is_string(n, loc)?;
                Record::new(n, loc, RecordKind::Def)
            }
        };
        Ok(self.st.add_record(rec))
    }

    fn add_entry(&mut self, e: Entry) -> Result<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let final_ = self.cur_mc.is_none();
            let mut substs = Vec::new();
            if let Some(mut mc) = self.cur_mc.take() {
                let r = self.resolve_loop(&l, &mut substs, final_, Some(&mut mc.entries), None);
                self.cur_mc = Some(mc);
                return r;
            }
            return self.resolve_loop(&l, &mut substs, final_, None, None);
        }
        if let Some(mc) = self.cur_mc.as_mut() {
            mc.entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Check(c) => self.run_check(&c),
            Entry::Rec(r) => self.add_def(r),
            Entry::Loop(_) => unreachable!(),
        }
    }

    fn run_check(&mut self, c: &Check) -> Result<()> {
        match c.cond {
            Some(cond) => check_assert(&mut self.st, c.loc, cond, c.message),
            None => {
                let text = dump_message(&self.st, c.message);
                self.st.dumps.push((c.loc, text));
                Ok(())
            }
        }
    }

    fn substs_resolver(substs: &[(InitId, InitId)], rec: Option<RecordId>) -> MapResolver {
        let mut r = MapResolver::new(rec);
        for &(n, v) in substs {
            r.set(n, v);
        }
        r
    }

    /// `TGParser::resolve(const ForeachLoop &...)`.
    fn resolve_loop(
        &mut self,
        l: &ForeachLoop,
        substs: &mut Vec<(InitId, InitId)>,
        final_: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> Result<()> {
        let mut r = Self::substs_resolver(substs, None);
        let mut list = resolve(&mut self.st, l.list, &mut r).map_err(at(l.loc))?;
        if let Init::Tern(TernOp::If, lhs, m, rr, ty) = *self.st.get(list) {
            if final_ {
                r.final_ = true;
                let new_lhs = resolve(&mut self.st, lhs, &mut r).map_err(at(l.loc))?;
                if new_lhs == lhs {
                    return err(
                        Some(l.loc),
                        format!(
                            "unable to resolve if condition '{}' at end of containing scope",
                            self.show(lhs)
                        ),
                    );
                }
                let t = self.st.intern(Init::Tern(TernOp::If, new_lhs, m, rr, ty));
                list = fold(&mut self.st, t, None, false).map_err(at(l.loc))?;
            }
        }
        let Init::List(items, _) = self.st.get(list).clone() else {
            if !final_ {
                let dest = dest.expect("a non-final loop resolves into a destination");
                let mut inner = Vec::new();
                self.resolve_entries(&l.entries, substs, final_, Some(&mut inner), loc)?;
                dest.push(Entry::Loop(Box::new(ForeachLoop {
                    loc: l.loc,
                    iter_var: l.iter_var,
                    list,
                    entries: inner,
                })));
                return Ok(());
            }
            return err(
                Some(l.loc),
                format!(
                    "attempting to loop over '{}', expected a list",
                    self.show(list)
                ),
            );
        };
        let iter_name = l.iter_var.map(|v| match *self.st.get(v) {
            Init::Var(n, _) => n,
            _ => unreachable!("iteration variables are Vars"),
        });
        for &elt in items.iter() {
            if let Some(n) = iter_name {
                substs.push((n, elt));
            }
            let r = self.resolve_entries(&l.entries, substs, final_, dest.as_deref_mut(), None);
            if iter_name.is_some() {
                substs.pop();
            }
            r?;
        }
        Ok(())
    }

    /// `TGParser::resolve(const std::vector<RecordsEntry> &...)`.
    fn resolve_entries(
        &mut self,
        entries: &[Entry],
        substs: &mut Vec<(InitId, InitId)>,
        final_: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> Result<()> {
        for e in entries {
            match e {
                Entry::Loop(l) => {
                    self.resolve_loop(l, substs, final_, dest.as_deref_mut(), None)?
                }
                Entry::Check(c) => {
                    let mut r = Self::substs_resolver(substs, None);
                    let cond = c
                        .cond
                        .map(|x| resolve(&mut self.st, x, &mut r))
                        .transpose()
                        .map_err(at(c.loc))?;
                    let message = resolve(&mut self.st, c.message, &mut r).map_err(at(c.loc))?;
                    let check = Check {
                        loc: c.loc,
                        cond,
                        message,
                    };
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Check(check)),
                        None => self.run_check(&check)?,
                    }
                }
                Entry::Rec(proto) => {
                    let mut copy = self.st.record(*proto).clone();
                    // As in LLVM, copying a record keeps its asserts only.
                    copy.checks.retain(|c| c.cond.is_some());
                    if let Some(loc) = loc {
                        copy.locs.push(loc);
                    }
                    let span = copy.loc();
                    let rec = self.st.add_record(copy);
                    let mut r = Self::substs_resolver(substs, Some(rec));
                    resolve_record(&mut self.st, rec, &mut r, None).map_err(at(span))?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(rec)),
                        None => self.add_def(rec)?,
                    }
                }
            }
        }
        Ok(())
    }

    /// `TGParser::addDefOne`: final resolution and registration of a def.
    fn add_def(&mut self, rec: RecordId) -> Result<()> {
        let span = self.st.record(rec).loc();
        let name = self.st.record_name(rec);
        let mut new_name = None;
        if let Some(&prev) = self.st.defs.get(name.as_str()) {
            if !self.st.record(rec).is_anonymous() {
                let prev_loc = self.st.record(prev).loc();
                return Err(Box::new(
                    Diagnostic::error(Some(span), format!("def already exists: {name}"))
                        .with_note(Some(prev_loc), "location of previous definition"),
                ));
            }
            new_name = Some(self.st.new_anonymous_name());
        }
        resolve_record_final(&mut self.st, rec, new_name).map_err(at(span))?;
        self.check_concrete(rec)?;
        let name_id = self.st.record(rec).name;
        if !matches!(self.st.get(name_id), Init::Str(..)) {
            return err(
                Some(span),
                format!(
                    "record name '{}' could not be fully resolved",
                    self.show(name_id)
                ),
            );
        }
        check_record(&mut self.st, rec).map_err(at(span))?;
        let def = self.st.def(rec);
        let def_ty = self.st.def_type(rec);
        for i in 0..self.defsets.len() {
            let elt = self.defsets[i].elt_ty;
            if !self.st.type_is_a(def_ty, elt) {
                return Err(Box::new(
                    Diagnostic::error(
                        Some(span),
                        format!(
                            "adding record of incompatible type '{}' to defset",
                            self.ty_name(def_ty)
                        ),
                    )
                    .with_note(Some(self.defsets[i].loc), "location of defset declaration"),
                ));
            }
            self.defsets[i].elements.push(def);
        }
        let final_name = self.st.record_name(rec);
        self.st.defs.insert(final_name.into(), rec);
        Ok(())
    }

    fn check_concrete(&mut self, rec: RecordId) -> Result<()> {
        let r = self.st.record(rec);
        for v in r
            .values
            .iter()
            .filter(|v| v.kind != FieldKind::NonconcreteOk)
        {
            let ok = match self.st.get(v.value) {
                Init::Bits(bits) => bits.iter().all(|&b| {
                    let is_ref = match self.st.get(b) {
                        Init::VarBit(var, _) => match self.st.get(*var) {
                            Init::Var(n, _) => r.value(*n).is_some(),
                            _ => false,
                        },
                        Init::Var(..) => true,
                        _ => false,
                    };
                    is_ref || self.st.is_concrete(b)
                }),
                _ => self.st.is_concrete(v.value),
            };
            if !ok {
                return err(
                    Some(r.loc()),
                    format!(
                        "Initializer of '{}' in '{}' could not be fully resolved: {}",
                        self.st.unquoted(v.name),
                        self.st.record_name(rec),
                        self.show(v.value)
                    ),
                );
            }
        }
        Ok(())
    }

    fn defm(&mut self, name: Option<&Expr>, parents: &[ast::ClassRef], span: Span) -> Result<()> {
        let string_ty = self.st.string_ty;
        let defm_name = match name {
            Some(e) => self.object_name(e)?,
            None => {
                let mut n = self.st.new_anonymous_name();
                if let Some(mc) = self.mc_rec() {
                    let implicit = self.implicit_name(mc);
                    let v = self.st.var(implicit, string_ty);
                    n = self.str_concat(v, n);
                }
                n
            }
        };
        let _ = span;
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut idx = 0;
        while idx < parents.len() {
            let p = &parents[idx];
            if idx > 0 && self.classes.contains_key(&p.name.name) {
                break;
            }
            let Some(mc_rec) = self.multiclasses.get(&p.name.name).map(|m| m.rec) else {
                return err(
                    Some(p.name.span),
                    format!("Couldn't find multiclass '{}'", p.name.name),
                );
            };
            let mut args = self.template_args(&p.args, None, mc_rec, true, p.span)?;
            self.cast_args(&mut args, &p.args, mc_rec, p.span)?;
            let mut substs = vec![(self.implicit_name(mc_rec), defm_name)];
            substs.extend(self.argument_values(mc_rec, &args, p.span)?);
            let final_ = self.cur_mc.is_none() && self.loops.is_empty();
            let mc = self
                .multiclasses
                .remove(&p.name.name)
                .expect("looked up above");
            let r = self.resolve_entries(
                &mc.entries,
                &mut substs,
                final_,
                Some(&mut new_entries),
                Some(p.span),
            );
            self.multiclasses.insert(p.name.name.clone(), mc);
            r?;
            idx += 1;
        }
        for p in &parents[idx..] {
            let (class, args) = self.subclass_ref(p, None)?;
            for e in &new_entries {
                self.add_subclass_entry(e, class, &args, p.span)?;
            }
        }
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    fn defset(
        &mut self,
        ty: &ast::Type,
        ty_span: Span,
        name: &ast::Ident,
        body: &[Stmt],
    ) -> Result<()> {
        let t = self.ty(ty)?;
        let RecTy::List(elt_ty) = *self.st.ty_of(t) else {
            return err(Some(ty_span), "expected list type");
        };
        if self.global(&name.name).is_some() {
            return err(
                Some(name.span),
                "def or global variable of this name already exists",
            );
        }
        self.defsets.push(Defset {
            loc: ty_span,
            elt_ty,
            elements: Vec::new(),
        });
        let r = self.objects(body);
        let set = self.defsets.pop().expect("pushed above");
        r?;
        let list = self.st.list(set.elements, elt_ty);
        self.globals.insert(name.name.clone(), list);
        Ok(())
    }

    fn defvar(&mut self, cur: Option<RecordId>, name: &ast::Ident, value: &Expr) -> Result<()> {
        if self.scopes.last().unwrap().vars.contains_key(&name.name) {
            return err(
                Some(name.span),
                "local variable of this name already exists",
            );
        }
        if let Some(rec) = cur {
            if let Some(id) = self.st.str_lookup(&name.name) {
                if let Some(v) = self.st.record(rec).value(id) {
                    if v.kind != FieldKind::TemplateArg {
                        return err(Some(name.span), "field of this name already exists");
                    }
                }
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && self.global(&name.name).is_some() {
            return err(
                Some(name.span),
                "def or global variable of this name already exists",
            );
        }
        let v = self.value(value, cur, None, Mode::Value)?;
        if outermost {
            self.globals.insert(name.name.clone(), v);
        } else {
            self.scopes
                .last_mut()
                .unwrap()
                .vars
                .insert(name.name.clone(), v);
        }
        Ok(())
    }

    fn foreach(
        &mut self,
        var: &ast::Ident,
        list: &ast::ForeachList,
        body: &[Stmt],
        span: Span,
    ) -> Result<()> {
        let int_ty = self.st.int_ty;
        let (list_value, iter_ty) = match list {
            ast::ForeachList::Ranges(pieces) => {
                let ints = self.range_list(pieces)?;
                let items = ints.into_iter().map(|i| self.st.int(i as i64)).collect();
                (self.st.list(items, int_ty), int_ty)
            }
            ast::ForeachList::Value(piece) => {
                let v = self.value(&piece.start, None, None, Mode::Value)?;
                let t = self.st.type_of(v);
                match t.map(|t| self.st.ty_of(t).clone()) {
                    Some(RecTy::List(e)) if piece.end.is_none() => (v, e),
                    Some(_) => {
                        let Some(s) = self.st.as_int(v) else {
                            return err(Some(piece.start.span), "expected integer or bitrange");
                        };
                        let p = RangePiece {
                            start: Expr {
                                kind: ExprKind::Int(s),
                                span: piece.start.span,
                            },
                            end: piece.end.clone(),
                        };
                        let ints = self.range_list(std::slice::from_ref(&p))?;
                        let items = ints.into_iter().map(|i| self.st.int(i as i64)).collect();
                        (self.st.list(items, int_ty), int_ty)
                    }
                    None => {
                        return err(
                            Some(piece.start.span),
                            format!("expected a list, got '{}'", self.show(v)),
                        );
                    }
                }
            }
        };
        let name = self.st.str(&var.name);
        let iter_var = self.st.var(name, iter_ty);
        self.push_scope(ScopeKind::Loop(Some(iter_var)));
        self.loops.push(ForeachLoop {
            loc: span,
            iter_var: Some(iter_var),
            list: list_value,
            entries: Vec::new(),
        });
        let r = self.objects(body);
        self.pop_scope();
        let l = self.loops.pop().expect("pushed above");
        r?;
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    fn if_stmt(
        &mut self,
        cond: &Expr,
        then: &[Stmt],
        els: Option<&[Stmt]>,
        span: Span,
    ) -> Result<()> {
        let c = self.value(cond, None, None, Mode::Value)?;
        let bit_ty = self.st.bit_ty;
        let empty = self.st.list(Vec::new(), bit_ty);
        let one = self.st.bit(true);
        let single = self.st.list(vec![one], bit_ty);
        let list_ty = self.st.list_ty(bit_ty);
        for (body, taken, skipped) in [(Some(then), single, empty), (els, empty, single)] {
            let Some(body) = body else { continue };
            let t = self
                .st
                .intern(Init::Tern(TernOp::If, c, taken, skipped, list_ty));
            let list = fold(&mut self.st, t, None, false).map_err(at(span))?;
            self.loops.push(ForeachLoop {
                loc: span,
                iter_var: None,
                list,
                entries: Vec::new(),
            });
            self.push_scope(ScopeKind::Local);
            let r = self.objects(body);
            self.pop_scope();
            let l = self.loops.pop().expect("pushed above");
            r?;
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }

    fn top_let(&mut self, items: &[ast::LetItem], body: &[Stmt]) -> Result<()> {
        let mut lets = Vec::new();
        for it in items {
            let mut bits = self.range_list(&it.bits)?;
            bits.reverse();
            let value = self.value(&it.value, None, None, Mode::Value)?;
            let name = self.st.str(&it.name.name);
            lets.push(LetRecord {
                name,
                bits,
                value,
                loc: it.name.span,
            });
        }
        self.let_stack.push(lets);
        self.push_scope(ScopeKind::Local);
        let r = self.objects(body);
        self.pop_scope();
        self.let_stack.pop();
        r
    }

    fn multiclass(
        &mut self,
        name: &ast::Ident,
        targs: &[ast::Decl],
        parents: &[ast::ClassRef],
        body: &[Stmt],
        stray_semi: Option<Span>,
    ) -> Result<()> {
        if self.multiclasses.contains_key(&name.name) {
            return err(
                Some(name.span),
                format!("multiclass '{}' already defined", name.name),
            );
        }
        let n = self.st.str(&name.name);
        let rec = self
            .st
            .add_record(Record::new(n, name.span, RecordKind::MultiClass));
        self.cur_mc = Some(MultiClass {
            rec,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::MultiClass(rec));
        let r = self.multiclass_inner(rec, name, targs, parents, body, stray_semi);
        self.pop_scope();
        let mc = self.cur_mc.take().expect("set above");
        r?;
        self.multiclasses.insert(name.name.clone(), mc);
        Ok(())
    }

    fn multiclass_inner(
        &mut self,
        rec: RecordId,
        name: &ast::Ident,
        targs: &[ast::Decl],
        parents: &[ast::ClassRef],
        body: &[Stmt],
        stray_semi: Option<Span>,
    ) -> Result<()> {
        self.template_arg_list(rec, targs)?;
        for p in parents {
            let Some(sub_rec) = self.multiclasses.get(&p.name.name).map(|m| m.rec) else {
                return err(
                    Some(p.name.span),
                    format!("Couldn't find multiclass '{}'", p.name.name),
                );
            };
            let args = self.template_args(&p.args, Some(rec), sub_rec, true, p.span)?;
            let string_ty = self.st.string_ty;
            let own = self.implicit_name(rec);
            let own_var = self.st.var(own, string_ty);
            let mut substs = vec![(self.implicit_name(sub_rec), own_var)];
            substs.extend(self.argument_values(sub_rec, &args, p.span)?);
            let sub = self
                .multiclasses
                .remove(&p.name.name)
                .expect("looked up above");
            let mut entries = std::mem::take(&mut self.cur_mc.as_mut().unwrap().entries);
            let r =
                self.resolve_entries(&sub.entries, &mut substs, false, Some(&mut entries), None);
            self.cur_mc.as_mut().unwrap().entries = entries;
            self.multiclasses.insert(p.name.name.clone(), sub);
            r?;
        }
        if parents.is_empty() && body.is_empty() {
            return err(Some(name.span), "multiclass must contain at least one def");
        }
        for s in body {
            match s {
                Stmt::Assert(..)
                | Stmt::Def { .. }
                | Stmt::DefHead { .. }
                | Stmt::Defm { .. }
                | Stmt::Defvar(..)
                | Stmt::Dump(..)
                | Stmt::Deftype(..)
                | Stmt::Foreach { .. }
                | Stmt::If { .. }
                | Stmt::Let { .. }
                | Stmt::Include(..) => self.object(s)?,
                Stmt::Class { name, .. } => return err(Some(name.span), "class is not allowed inside multiclass"),
                Stmt::MultiClass { name, .. } => {
                    return err(Some(name.span), "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body")
                }
                Stmt::Defset { ty_span, .. } => return err(Some(*ty_span), "defset is not allowed inside multiclass"),
            }
        }
        if let Some(semi) = stray_semi {
            return err(
                Some(semi),
                "A multiclass body should not end with a semicolon",
            );
        }
        Ok(())
    }
}
