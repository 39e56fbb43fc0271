//! Types and values ("inits" in LLVM's words), uniqued in a [`Store`] so that
//! equal values have equal ids, as LLVM's pointer-uniqued `Init`s do.

use super::record::{Record, RecordId};
use hashbrown::hash_table::Entry;
use rustc_hash::{FxBuildHasher, FxHashMap};
use std::fmt::Write;
use std::hash::BuildHasher;
use std::rc::Rc;

/// A value in a [`Store`]: equal values have equal ids, so comparing ids
/// compares values. Read it with [`Store::get`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InitId(u32);

/// A type in a [`Store`], uniqued like values; read it with [`Store::ty_of`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TyId(u32);

/// A TableGen type (`RecTy`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecTy {
    /// `bit`.
    Bit,
    /// `bits<n>`.
    Bits(u32),
    /// `int`.
    Int,
    /// `string` (and `code`, which is the same type).
    String,
    /// `dag`.
    Dag,
    /// `list<T>`.
    List(TyId),
    /// A record type: the set of classes the value is known to derive from,
    /// sorted by name. Empty means "any record".
    Record(Box<[RecordId]>),
}

/// How a template argument is given: by position or by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgKey {
    /// The `n`th argument, counting from zero.
    Pos(u32),
    /// `name = value`; the id is the qualified name (`Class:name`), a
    /// string value.
    Named(InitId),
}

/// A unary operator, named after its `!` operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `!cast<T>(x)`: a value converted to type `T`, or a def looked up by name.
    Cast,
    /// `!not(x)`.
    Not,
    /// `!head(list)`.
    Head,
    /// `!tail(list)`.
    Tail,
    /// `!size(x)` of a list, dag or string.
    Size,
    /// `!empty(x)` of a list, dag or string.
    Empty,
    /// `!getdagop(dag)`.
    GetDagOp,
    /// `!getdagopname(dag)`.
    GetDagOpName,
    /// `!logtwo(x)`.
    Log2,
    /// `!repr(x)`: the value's text as TableGen prints it.
    Repr,
    /// `!tolower(s)`.
    ToLower,
    /// `!toupper(s)`.
    ToUpper,
    /// `!listflatten(list)`: one level of nested lists removed.
    ListFlatten,
    /// `!initialized(x)`: whether `x` is not `?`.
    Initialized,
}

/// A binary operator: a `!` operator, or list indexing and slicing and the
/// `a...b` range, which share the representation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `!add`.
    Add,
    /// `!sub`.
    Sub,
    /// `!mul`.
    Mul,
    /// `!div`.
    Div,
    /// `!and`.
    And,
    /// `!or`.
    Or,
    /// `!xor`.
    Xor,
    /// `!shl`.
    Shl,
    /// `!sra`.
    Sra,
    /// `!srl`.
    Srl,
    /// `!listconcat`.
    ListConcat,
    /// `!listsplat(value, count)`.
    ListSplat,
    /// `!listremove(list, items)`.
    ListRemove,
    /// `list[i]`: one element.
    ListElem,
    /// `list[i, j...k]`: a list of elements, from a list of indices.
    ListSlice,
    /// `a...b` inside a slice: the inclusive range of integers.
    RangeC,
    /// `!strconcat`.
    StrConcat,
    /// `!interleave(list, separator)`.
    Interleave,
    /// `!con`: dags concatenated.
    Concat,
    /// `!eq`.
    Eq,
    /// `!ne`.
    Ne,
    /// `!le`.
    Le,
    /// `!lt`.
    Lt,
    /// `!ge`.
    Ge,
    /// `!gt`.
    Gt,
    /// `!setdagop(dag, op)`.
    SetDagOp,
    /// `!setdagopname(dag, name)`.
    SetDagOpName,
    /// `!getdagarg<T>(dag, index or name)`.
    GetDagArg,
    /// `!getdagname(dag, index)`.
    GetDagName,
    /// `!match(string, regex)`.
    Match,
}

impl BinOp {
    /// The integer operators (`!add` ... `!srl`).
    pub fn is_arithmetic(self) -> bool {
        matches!(
            self,
            BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Shl
                | BinOp::Sra
                | BinOp::Srl
        )
    }
}

/// A ternary operator, named after its `!` operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    /// `!subst(pattern, replacement, value)`.
    Subst,
    /// `!foreach(var, sequence, body)`; the first operand is the variable's name.
    Foreach,
    /// `!filter(var, list, predicate)`; the first operand is the variable's name.
    Filter,
    /// `!if(cond, then, else)`.
    If,
    /// `!dag(op, args, names)`.
    Dag,
    /// `!range(start, end, step)`.
    Range,
    /// `!substr(string, start, length)`.
    Substr,
    /// `!find(string, pattern, start)`.
    Find,
    /// `!setdagarg(dag, index or name, value)`.
    SetDagArg,
    /// `!setdagname(dag, index or name, name)`.
    SetDagName,
}

/// A value. Children are ids into the same [`Store`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Init {
    /// `?`: not yet given.
    Unset,
    /// A `bit` value.
    Bit(bool),
    /// Bits, least significant first.
    Bits(Rc<[InitId]>),
    /// An `int` value.
    Int(i64),
    /// A string; the flag marks the code format (`[{...}]`).
    Str(Rc<str>, bool),
    /// A list, with its element type.
    List(Rc<[InitId]>, TyId),
    /// A reference to a record.
    Def(RecordId),
    /// Operator, operator name, arguments with names (names are `Str`s).
    Dag(InitId, Option<InitId>, Rc<[(InitId, Option<InitId>)]>),
    /// A reference to a field, template argument or iteration variable.
    Var(InitId, TyId),
    /// Bit `n` of a value that is not yet known.
    VarBit(InitId, u32),
    /// `value.field`: the field (named by a string value) of a record value.
    Field(InitId, InitId),
    /// An anonymous instantiation `Class<args>` whose args are not yet known.
    VarDef(RecordId, Rc<[InitId]>),
    /// A template argument value (`ArgumentInit`).
    Arg(InitId, ArgKey),
    /// A unary operator not yet folded, with its result type.
    Un(UnOp, InitId, TyId),
    /// A binary operator not yet folded, with its result type.
    Bin(BinOp, InitId, InitId, TyId),
    /// A ternary operator not yet folded, with its result type.
    Tern(TernOp, InitId, InitId, InitId, TyId),
    /// `!cond(c1: v1, c2: v2, ...)` not yet folded: the conditions, the values
    /// and the result type.
    Cond(Rc<[InitId]>, Rc<[InitId]>, TyId),
    /// `!foldl(start, list, acc, elem, expr)`.
    Foldl([InitId; 5], TyId),
    /// `!isa<T>(x)` not yet folded.
    IsA(TyId, InitId),
    /// `!exists<T>(name)` not yet folded.
    Exists(TyId, InitId),
    /// `!instances<T>(regex)`, of type `list<T>`.
    Instances(TyId, InitId),
    /// The name of an anonymous record until it is final.
    AnonName(u32),
}

/// Owns every type, value and record of one evaluation.
pub struct Store {
    inits: Vec<Init>,
    /// Per value: whether it holds no reference, so that resolving it
    /// gives it back unchanged (see [`Store::is_fixed`]).
    fixed: Vec<bool>,
    /// The ids of `inits` by the hash of their value, which is kept once.
    init_ids: hashbrown::HashTable<InitId>,
    tys: Vec<RecTy>,
    ty_ids: FxHashMap<RecTy, TyId>,
    /// Every record made, classes, defs and the records of multiclasses,
    /// indexed by [`RecordId`].
    pub records: Vec<Record>,
    /// Finished defs by name (`RecordKeeper::getDef`).
    pub defs: FxHashMap<Box<str>, RecordId>,
    /// Messages of `dump` statements, in the order they ran.
    pub dumps: Vec<(super::source::Span, String)>,
    /// Where each `Class<args>` value was first written (`VarDefInit::Loc`).
    pub(crate) vardef_locs: FxHashMap<InitId, super::source::Span>,
    /// `Class<args>` instantiations already made (`VarDefInit::Def`).
    pub(crate) instantiated: FxHashMap<InitId, InitId>,
    anon_counter: u32,
    /// The id of `?`.
    pub unset: InitId,
    /// The id of `bit`.
    pub bit_ty: TyId,
    /// The id of `int`.
    pub int_ty: TyId,
    /// The id of `string`.
    pub string_ty: TyId,
    /// The id of `dag`.
    pub dag_ty: TyId,
    /// The record type that any record converts to (no classes).
    pub any_record_ty: TyId,
}

impl Default for Store {
    fn default() -> Self {
        Self::new()
    }
}

impl Store {
    /// An empty store holding only `?` and the basic types.
    pub fn new() -> Store {
        let mut s = Store {
            inits: Vec::new(),
            fixed: Vec::new(),
            init_ids: hashbrown::HashTable::new(),
            tys: Vec::new(),
            ty_ids: FxHashMap::default(),
            records: Vec::new(),
            defs: FxHashMap::default(),
            dumps: Vec::new(),
            instantiated: FxHashMap::default(),
            vardef_locs: FxHashMap::default(),
            anon_counter: 0,
            unset: InitId(0),
            bit_ty: TyId(0),
            int_ty: TyId(0),
            string_ty: TyId(0),
            dag_ty: TyId(0),
            any_record_ty: TyId(0),
        };
        s.unset = s.intern(Init::Unset);
        s.bit_ty = s.ty(RecTy::Bit);
        s.int_ty = s.ty(RecTy::Int);
        s.string_ty = s.ty(RecTy::String);
        s.dag_ty = s.ty(RecTy::Dag);
        s.any_record_ty = s.ty(RecTy::Record(Box::new([])));
        s
    }

    // ----- interning ------------------------------------------------------

    /// The id of a value, made on first use.
    pub fn intern(&mut self, init: Init) -> InitId {
        let inits = &self.inits;
        let hash = FxBuildHasher.hash_one(&init);
        let eq = |id: &InitId| inits[id.0 as usize] == init;
        let rehash = |id: &InitId| FxBuildHasher.hash_one(&inits[id.0 as usize]);
        match self.init_ids.entry(hash, eq, rehash) {
            Entry::Occupied(e) => *e.get(),
            Entry::Vacant(e) => {
                let id = InitId(self.inits.len() as u32);
                e.insert(id);
                let fixed = &self.fixed;
                let is_fixed = |x: &InitId| fixed[x.0 as usize];
                self.fixed.push(match &init {
                    Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => {
                        true
                    }
                    // Bits take each bit again (`get_bit`): only plain bits stay.
                    Init::Bits(b) => b
                        .iter()
                        .all(|x| matches!(self.inits[x.0 as usize], Init::Unset | Init::Bit(_))),
                    Init::List(l, _) => l.iter().all(is_fixed),
                    Init::Dag(op, _, args) => is_fixed(op) && args.iter().all(|(a, _)| is_fixed(a)),
                    _ => false,
                });
                self.inits.push(init);
                id
            }
        }
    }

    /// Whether a value holds no reference to resolve (no variable, operator,
    /// field access or anonymous name, at any depth): resolving it with any
    /// resolver gives it back unchanged.
    pub(crate) fn is_fixed(&self, id: InitId) -> bool {
        self.fixed[id.0 as usize]
    }

    /// The value of an id.
    pub fn get(&self, id: InitId) -> &Init {
        &self.inits[id.0 as usize]
    }

    /// The id of a string init if it was ever made, without making it.
    pub fn str_lookup(&self, s: &str) -> Option<InitId> {
        let init = Init::Str(s.into(), false);
        let hash = FxBuildHasher.hash_one(&init);
        let eq = |id: &InitId| self.inits[id.0 as usize] == init;
        self.init_ids.find(hash, eq).copied()
    }

    /// The id of a type, made on first use.
    pub fn ty(&mut self, ty: RecTy) -> TyId {
        if let Some(&id) = self.ty_ids.get(&ty) {
            return id;
        }
        let id = TyId(self.tys.len() as u32);
        self.tys.push(ty.clone());
        self.ty_ids.insert(ty, id);
        id
    }

    /// The type of an id.
    pub fn ty_of(&self, id: TyId) -> &RecTy {
        &self.tys[id.0 as usize]
    }

    /// The id of `bits<n>`.
    pub fn bits_ty(&mut self, n: u32) -> TyId {
        self.ty(RecTy::Bits(n))
    }

    /// The id of `list<elt>`.
    pub fn list_ty(&mut self, elt: TyId) -> TyId {
        self.ty(RecTy::List(elt))
    }

    /// The record type of a set of classes, sorted by name as LLVM sorts them.
    pub fn record_ty(&mut self, classes: &[RecordId]) -> TyId {
        let mut cs = classes.to_vec();
        cs.sort_by_key(|c| self.record_name(*c));
        self.ty(RecTy::Record(cs.into_boxed_slice()))
    }

    /// The id of a `bit` value.
    pub fn bit(&mut self, v: bool) -> InitId {
        self.intern(Init::Bit(v))
    }

    /// The id of an `int` value.
    pub fn int(&mut self, v: i64) -> InitId {
        self.intern(Init::Int(v))
    }

    /// The id of a string value written in quotes.
    pub fn str(&mut self, s: &str) -> InitId {
        self.intern(Init::Str(s.into(), false))
    }

    /// The id of a string value written as code (`[{...}]`).
    pub fn code(&mut self, s: &str) -> InitId {
        self.intern(Init::Str(s.into(), true))
    }

    /// The id of a string value, as code when `code` is set.
    pub fn str_fmt(&mut self, s: &str, code: bool) -> InitId {
        self.intern(Init::Str(s.into(), code))
    }

    /// The id of a list of `elt_ty` values.
    pub fn list(&mut self, elems: Vec<InitId>, elt_ty: TyId) -> InitId {
        self.intern(Init::List(elems.into(), elt_ty))
    }

    /// The id of a `bits` value, least significant bit first.
    pub fn bits(&mut self, bits: Vec<InitId>) -> InitId {
        self.intern(Init::Bits(bits.into()))
    }

    /// The id of a reference to the name `name` (a string value) of type `ty`.
    pub fn var(&mut self, name: InitId, ty: TyId) -> InitId {
        self.intern(Init::Var(name, ty))
    }

    /// The id of a reference to the record `rec`.
    pub fn def(&mut self, rec: RecordId) -> InitId {
        self.intern(Init::Def(rec))
    }

    /// A fresh placeholder name for an anonymous record; it becomes
    /// `anonymous_N` when the record is final.
    pub(crate) fn new_anonymous_name(&mut self) -> InitId {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.intern(Init::AnonName(n))
    }

    // ----- accessors --------------------------------------------------------

    /// The record of an id.
    pub fn record(&self, id: RecordId) -> &Record {
        &self.records[id.0 as usize]
    }

    /// The record of an id, to change while evaluating.
    pub(crate) fn record_mut(&mut self, id: RecordId) -> &mut Record {
        &mut self.records[id.0 as usize]
    }

    /// Stores a new record and returns its id.
    pub(crate) fn add_record(&mut self, rec: Record) -> RecordId {
        self.records.push(rec);
        RecordId(self.records.len() as u32 - 1)
    }

    /// `getNameInitAsString`: the record's name without quotes.
    pub fn record_name(&self, id: RecordId) -> String {
        self.unquoted(self.record(id).name)
    }

    /// The string value of a `Str` init.
    pub fn as_str(&self, id: InitId) -> Option<&str> {
        match self.get(id) {
            Init::Str(s, _) => Some(s),
            _ => None,
        }
    }

    /// The value of an `Int` init.
    pub fn as_int(&self, id: InitId) -> Option<i64> {
        match self.get(id) {
            Init::Int(v) => Some(*v),
            _ => None,
        }
    }

    // ----- types --------------------------------------------------------------

    /// The type of a typed value; `None` for `?` and template arguments.
    pub fn type_of(&mut self, id: InitId) -> Option<TyId> {
        Some(match *self.get(id) {
            Init::Unset | Init::Arg(..) => return None,
            Init::Bit(_) | Init::VarBit(..) => self.bit_ty,
            Init::Bits(ref b) => {
                let n = b.len() as u32;
                self.bits_ty(n)
            }
            Init::Int(_) | Init::IsA(..) | Init::Exists(..) => self.int_ty,
            Init::Str(..) | Init::AnonName(_) => self.string_ty,
            Init::List(_, elt) => self.list_ty(elt),
            Init::Def(r) => self.def_type(r),
            Init::Dag(..) => self.dag_ty,
            Init::Var(_, t)
            | Init::Un(_, _, t)
            | Init::Bin(_, _, _, t)
            | Init::Tern(_, _, _, _, t)
            | Init::Cond(_, _, t)
            | Init::Foldl(_, t) => t,
            Init::Instances(t, _) => self.list_ty(t),
            Init::Field(rec, name) => {
                let rt = self.type_of(rec)?;
                return self.field_type(rt, name);
            }
            Init::VarDef(class, _) => self.record_ty(&[class]),
        })
    }

    /// The type of a def: its direct superclasses.
    pub fn def_type(&mut self, rec: RecordId) -> TyId {
        let direct = self.direct_superclasses(rec);
        self.record_ty(&direct)
    }

    /// The classes named in the record's own parent list, in order.
    pub fn direct_superclasses(&self, rec: RecordId) -> Vec<RecordId> {
        self.record(rec)
            .direct_superclasses
            .iter()
            .map(|s| s.0)
            .collect()
    }

    /// Adds `class` as a direct superclass of `rec`, with its own superclasses.
    pub(crate) fn add_direct_superclass(
        &mut self,
        rec: RecordId,
        class: RecordId,
        span: super::source::Span,
    ) {
        let n = self.record(class).superclasses.len();
        let r = self.record_mut(rec);
        r.direct_superclasses.push((class, span));
        r.superclasses.reserve(n + 1);
        for i in 0..n {
            let inherited = self.record(class).superclasses[i];
            self.record_mut(rec).superclasses.push(inherited);
        }
        self.record_mut(rec).superclasses.push((class, span));
    }

    /// Whether `class` is among the record's superclasses, direct or not.
    pub fn is_subclass_of(&self, rec: RecordId, class: RecordId) -> bool {
        self.record(rec)
            .superclasses
            .iter()
            .any(|(c, _)| *c == class)
    }

    /// The type of field `name` of a value of type `ty`, if it has one.
    pub fn field_type(&self, ty: TyId, name: InitId) -> Option<TyId> {
        if let RecTy::Record(classes) = self.ty_of(ty) {
            for &c in classes.iter() {
                if let Some(v) = self.record(c).value(name) {
                    return Some(v.ty);
                }
            }
        }
        None
    }

    fn record_ty_is_subclass_of(&self, classes: &[RecordId], class: RecordId) -> bool {
        classes
            .iter()
            .any(|&c| c == class || self.is_subclass_of(c, class))
    }

    /// `RecTy::typeIsConvertibleTo`.
    pub fn convertible(&self, from: TyId, to: TyId) -> bool {
        use RecTy::*;
        match (self.ty_of(from), self.ty_of(to)) {
            (Bit, Bit | Int) => true,
            (Bit, Bits(n)) => *n == 1,
            (Bits(a), Bits(b)) => a == b,
            (Bits(n), Bit) => *n == 1,
            (Bits(_), Int) => true,
            (Int, Bit | Bits(_) | Int) => true,
            (String, String) | (Dag, Dag) => true,
            (List(a), List(b)) => self.convertible(*a, *b),
            (Record(_), Record(_)) if from == to => true,
            (Record(fs), Record(ts)) => ts.iter().all(|&t| self.record_ty_is_subclass_of(fs, t)),
            _ => false,
        }
    }

    /// `RecTy::typeIsA`.
    pub fn type_is_a(&self, a: TyId, b: TyId) -> bool {
        match (self.ty_of(a), self.ty_of(b)) {
            (RecTy::List(x), RecTy::List(y)) => self.type_is_a(*x, *y),
            (RecTy::Record(_), RecTy::Record(_)) => self.convertible(a, b),
            _ => a == b,
        }
    }

    /// `resolveTypes`: the common type of two types, if any.
    pub fn resolve_types(&mut self, a: TyId, b: TyId) -> Option<TyId> {
        if a == b {
            return Some(a);
        }
        if let (RecTy::Record(ca), RecTy::Record(_)) = (self.ty_of(a).clone(), self.ty_of(b)) {
            let mut common = Vec::new();
            let mut stack: Vec<RecordId> = ca.to_vec();
            while let Some(r) = stack.pop() {
                let RecTy::Record(cb) = self.ty_of(b) else {
                    unreachable!()
                };
                if self.record_ty_is_subclass_of(cb, r) {
                    common.push(r);
                } else {
                    stack.extend(self.direct_superclasses(r));
                }
            }
            return Some(self.record_ty(&common));
        }
        if self.convertible(a, b) {
            return Some(b);
        }
        if self.convertible(b, a) {
            return Some(a);
        }
        if let (RecTy::List(x), RecTy::List(y)) = (self.ty_of(a).clone(), self.ty_of(b).clone()) {
            let t = self.resolve_types(x, y)?;
            return Some(self.list_ty(t));
        }
        None
    }

    /// The type in TableGen syntax (`list<int>`, `bits<4>`, a class name, or
    /// `{A, B}` for a value known to derive from several classes).
    pub fn ty_string(&self, ty: TyId) -> String {
        match self.ty_of(ty) {
            RecTy::Bit => "bit".into(),
            RecTy::Bits(n) => format!("bits<{n}>"),
            RecTy::Int => "int".into(),
            RecTy::String => "string".into(),
            RecTy::Dag => "dag".into(),
            RecTy::List(e) => format!("list<{}>", self.ty_string(*e)),
            RecTy::Record(cs) if cs.len() == 1 => self.record_name(cs[0]),
            RecTy::Record(cs) => {
                let names: Vec<String> = cs.iter().map(|c| self.record_name(*c)).collect();
                format!("{{{}}}", names.join(", "))
            }
        }
    }

    // ----- properties of values -------------------------------------------------

    /// `isConcrete`: fully resolved, with no references left.
    pub fn is_concrete(&self, id: InitId) -> bool {
        match self.get(id) {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => true,
            Init::AnonName(_) => true,
            Init::Bits(b) => b.iter().all(|&x| self.is_concrete(x)),
            Init::List(l, _) => l.iter().all(|&x| self.is_concrete(x)),
            Init::Dag(op, _, args) => {
                self.is_concrete(*op) && args.iter().all(|(a, _)| self.is_concrete(*a))
            }
            Init::Field(rec, name) => match self.get(*rec) {
                Init::Def(r) => self
                    .record(*r)
                    .value(*name)
                    .is_some_and(|v| self.is_concrete(v.value)),
                _ => false,
            },
            Init::Cond(c, v, _) => c.iter().chain(v.iter()).all(|&x| self.is_concrete(x)),
            Init::Arg(v, _) => self.is_concrete(*v),
            _ => false,
        }
    }

    /// `isComplete`: no `?` left (used for template argument defaults).
    pub fn is_complete(&self, id: InitId) -> bool {
        match self.get(id) {
            Init::Unset => false,
            Init::Bits(b) => b.iter().all(|&x| self.is_complete(x)),
            Init::List(l, _) => l.iter().all(|&x| self.is_complete(x)),
            Init::Cond(c, v, _) => {
                c.iter().all(|&x| self.is_complete(x)) && v.iter().all(|&x| self.is_concrete(x))
            }
            Init::Arg(v, _) => self.is_complete(*v),
            _ => true,
        }
    }

    /// `getBit`: bit `i` of a value.
    pub fn get_bit(&mut self, id: InitId, i: u32) -> InitId {
        if matches!(self.get(id), Init::Field(..)) && self.type_of(id) == Some(self.bit_ty) {
            return id;
        }
        match *self.get(id) {
            Init::Unset | Init::Bit(_) => id,
            Init::Bits(ref b) => b[i as usize],
            Init::Int(v) => {
                let bit = i < 64 && (v >> i) & 1 == 1;
                self.bit(bit)
            }
            Init::Var(_, t)
            | Init::Un(_, _, t)
            | Init::Bin(_, _, _, t)
            | Init::Tern(_, _, _, _, t)
                if t == self.bit_ty =>
            {
                id
            }
            _ => self.intern(Init::VarBit(id, i)),
        }
    }

    // ----- printing -------------------------------------------------------------

    /// `getAsString`: the value in TableGen syntax.
    pub fn to_string(&self, id: InitId) -> String {
        let mut s = String::new();
        self.write(&mut s, id);
        s
    }

    /// `getAsUnquotedString`: strings without quotes, others as `to_string`.
    pub fn unquoted(&self, id: InitId) -> String {
        match self.get(id) {
            Init::Str(s, _) => s.to_string(),
            _ => self.to_string(id),
        }
    }

    fn write_unquoted(&self, out: &mut String, id: InitId) {
        match self.get(id) {
            Init::Str(s, _) => out.push_str(s),
            _ => self.write(out, id),
        }
    }

    fn write_list(&self, out: &mut String, items: &[InitId]) {
        for (i, &x) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write(out, x);
        }
    }

    /// Appends the value in TableGen syntax to `out` (what
    /// [`to_string`](Store::to_string) returns).
    pub fn write(&self, out: &mut String, id: InitId) {
        match self.get(id) {
            Init::Unset => out.push('?'),
            Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
            Init::Bits(bits) => {
                out.push_str("{ ");
                let rev: Vec<InitId> = bits.iter().rev().copied().collect();
                self.write_list(out, &rev);
                out.push_str(" }");
            }
            Init::Int(v) => {
                let _ = write!(out, "{v}");
            }
            Init::Str(s, true) => {
                out.push_str("[{");
                out.push_str(s);
                out.push_str("}]");
            }
            Init::Str(s, false) => {
                // LLVM 22 prints string values without escaping them.
                out.push('"');
                out.push_str(s);
                out.push('"');
            }
            Init::List(items, _) => {
                out.push('[');
                self.write_list(out, items);
                out.push(']');
            }
            Init::Def(r) => self.write_unquoted(out, self.record(*r).name),
            Init::Dag(op, name, args) => {
                out.push('(');
                self.write(out, *op);
                if let Some(n) = name {
                    out.push_str(":$");
                    self.write_unquoted(out, *n);
                }
                for (i, (a, n)) in args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    self.write(out, *a);
                    if let Some(n) = n {
                        out.push_str(":$");
                        self.write_unquoted(out, *n);
                    }
                }
                out.push(')');
            }
            Init::Var(name, _) => self.write_unquoted(out, *name),
            Init::VarBit(v, i) => {
                self.write(out, *v);
                let _ = write!(out, "{{{i}}}");
            }
            Init::Field(r, f) => {
                self.write(out, *r);
                out.push('.');
                self.write_unquoted(out, *f);
            }
            Init::VarDef(class, args) => {
                out.push_str(&self.record_name(*class));
                out.push('<');
                self.write_list(out, args);
                out.push('>');
            }
            Init::Arg(v, key) => {
                match key {
                    ArgKey::Pos(i) => {
                        let _ = write!(out, "{i}: ");
                    }
                    ArgKey::Named(n) => {
                        self.write(out, *n);
                        out.push_str(": ");
                    }
                }
                self.write(out, *v);
            }
            Init::Un(op, x, ty) => {
                let name = match op {
                    UnOp::Cast => {
                        let _ = write!(out, "!cast<{}>", self.ty_string(*ty));
                        ""
                    }
                    UnOp::Not => "!not",
                    UnOp::Head => "!head",
                    UnOp::Tail => "!tail",
                    UnOp::Size => "!size",
                    UnOp::Empty => "!empty",
                    UnOp::GetDagOp => "!getdagop",
                    UnOp::GetDagOpName => "!getdagopname",
                    UnOp::Log2 => "!logtwo",
                    UnOp::Repr => "!repr",
                    UnOp::ToLower => "!tolower",
                    UnOp::ToUpper => "!toupper",
                    UnOp::ListFlatten => "!listflatten",
                    UnOp::Initialized => "!initialized",
                };
                out.push_str(name);
                out.push('(');
                self.write(out, *x);
                out.push(')');
            }
            Init::Bin(op, l, r, ty) => {
                let name = match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        self.write(out, *l);
                        out.push('[');
                        self.write(out, *r);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        self.write(out, *l);
                        out.push_str("...");
                        self.write(out, *r);
                        return;
                    }
                    BinOp::GetDagArg => {
                        let _ = write!(out, "!getdagarg<{}>", self.ty_string(*ty));
                        ""
                    }
                    BinOp::Concat => "!con",
                    BinOp::Add => "!add",
                    BinOp::Sub => "!sub",
                    BinOp::Mul => "!mul",
                    BinOp::Div => "!div",
                    BinOp::And => "!and",
                    BinOp::Or => "!or",
                    BinOp::Xor => "!xor",
                    BinOp::Shl => "!shl",
                    BinOp::Sra => "!sra",
                    BinOp::Srl => "!srl",
                    BinOp::Eq => "!eq",
                    BinOp::Ne => "!ne",
                    BinOp::Le => "!le",
                    BinOp::Lt => "!lt",
                    BinOp::Ge => "!ge",
                    BinOp::Gt => "!gt",
                    BinOp::ListConcat => "!listconcat",
                    BinOp::ListSplat => "!listsplat",
                    BinOp::ListRemove => "!listremove",
                    BinOp::StrConcat => "!strconcat",
                    BinOp::Interleave => "!interleave",
                    BinOp::SetDagOp => "!setdagop",
                    BinOp::SetDagOpName => "!setdagopname",
                    BinOp::GetDagName => "!getdagname",
                    BinOp::Match => "!match",
                };
                out.push_str(name);
                out.push('(');
                self.write(out, *l);
                out.push_str(", ");
                self.write(out, *r);
                out.push(')');
            }
            Init::Tern(op, l, m, r, _) => {
                let (name, unquoted_lhs) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                if unquoted_lhs {
                    self.write_unquoted(out, *l);
                } else {
                    self.write(out, *l);
                }
                out.push_str(", ");
                self.write(out, *m);
                out.push_str(", ");
                self.write(out, *r);
                out.push(')');
            }
            Init::Cond(conds, vals, _) => {
                out.push_str("!cond(");
                for (i, (c, v)) in conds.iter().zip(vals.iter()).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(out, *c);
                    out.push_str(": ");
                    self.write(out, *v);
                }
                out.push(')');
            }
            Init::Foldl([start, list, a, b, expr], _) => {
                out.push_str("!foldl(");
                self.write(out, *start);
                out.push_str(", ");
                self.write(out, *list);
                out.push_str(", ");
                self.write_unquoted(out, *a);
                out.push_str(", ");
                self.write_unquoted(out, *b);
                out.push_str(", ");
                self.write(out, *expr);
                out.push(')');
            }
            Init::IsA(t, x) => {
                let _ = write!(out, "!isa<{}>(", self.ty_string(*t));
                self.write(out, *x);
                out.push(')');
            }
            Init::Exists(t, x) => {
                let _ = write!(out, "!exists<{}>(", self.ty_string(*t));
                self.write(out, *x);
                out.push(')');
            }
            Init::Instances(t, x) => {
                let _ = write!(out, "!instances<{}>(", self.ty_string(*t));
                self.write(out, *x);
                out.push(')');
            }
            Init::AnonName(n) => {
                let _ = write!(out, "anonymous_{n}");
            }
        }
    }
}
