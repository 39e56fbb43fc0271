//! C++ in `.td` files written for mlir-tblgen, and the Rust that stands in
//! for it.
//!
//! A file is C++ when ods-build was told so ([`SourceMap::mark_cpp`]: the
//! `.td` files of an LLVM install). A code value is C++ when it was
//! written there: its text stands as a string or code literal in a C++
//! file; or, built by `#` or a class from pieces, it is found in no file
//! at all and reads as C++ (it names `llvm::`, or calls a camel-case
//! method). Such code is never used as it is. Its Rust comes,
//! in this order, from:
//!
//! 1. the overlay: a record `def : RustFor<"Target", [{ rust }]>` (class in
//!    the prelude file `ods/RustOverlay.td`) loaded with the dialect, whose
//!    target names the def and field it replaces, `Def.field`; a class's
//!    field (`Arith_CastOp.extraClassDeclaration`) serves every def
//!    deriving from it that keeps the class's text; an op argument's field
//!    is `Op.argument.field` (`PoisonOp.value.defaultValue`);
//! 2. the idioms: short C++ that recurs across dialects (a type test, an
//!    enum case named as C++ names it) with its Rust, in [`IDIOMS`] and the
//!    enum cases the files define, and the overlay's own `RustIdiom<"c++", [{ rust }]>`
//!    records;
//! 3. otherwise the code is marked [`Code::missing_rust`] with the target
//!    an overlay would name, and the generator refuses the file listing
//!    every such piece.
//!
//! An op's `extraClassDefinition` may also be given where the file has
//! none ([`added`]). An overlay entry that replaces nothing is an error
//! too ([`check_all_used`]).
//!
//! [`SourceMap::mark_cpp`]: crate::tablegen::source::SourceMap::mark_cpp

use super::records::{Code, View};
use crate::tablegen::source::{FileId, SourceFile, SourceMap, Span};
use crate::tablegen::{Diagnostic, RecordId, RecordKeeper};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

/// Short C++ idioms and their Rust, compared with whitespace collapsed.
/// Only what means the same in both languages' settings belongs here: the
/// Rust is what the prelude writes for the same meaning.
pub const IDIOMS: &[(&str, &str)] = &[
    // The value itself (a `convertFromStorage`, a `returnType` default).
    ("$_self", "$_self"),
    // `true` and `false` as predicates and bit values.
    ("true", "true"),
    ("false", "false"),
    // Type tests: `::llvm::isa<::mlir::T>($_self)`, as the prelude writes them.
    (
        "::llvm::isa<::mlir::IntegerType>($_self)",
        "::ods_runtime::ods::pred::is_integer_type($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::IndexType>($_self)",
        "::ods_runtime::ods::pred::is_index($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::FloatType>($_self)",
        "::ods_runtime::ods::pred::is_float_type($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::NoneType>($_self)",
        "::ods_runtime::ods::pred::is_none_type($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::ComplexType>($_self)",
        "::ods_runtime::ods::pred::is_complex($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::FunctionType>($_self)",
        "::ods_runtime::ods::pred::is_function($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::TupleType>($_self)",
        "::ods_runtime::ods::pred::is_tuple($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::ShapedType>($_self)",
        "::ods_runtime::ods::pred::is_shaped($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::TensorType>($_self)",
        "::ods_runtime::ods::pred::is_tensor($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::RankedTensorType>($_self)",
        "::ods_runtime::ods::pred::is_ranked_tensor($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::UnrankedTensorType>($_self)",
        "::ods_runtime::ods::pred::is_unranked_tensor($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::MemRefType>($_self)",
        "::ods_runtime::ods::pred::is_memref($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::UnrankedMemRefType>($_self)",
        "::ods_runtime::ods::pred::is_unranked_memref($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::BaseMemRefType>($_self)",
        "::ods_runtime::ods::pred::is_base_memref($_ctxt, $_self)",
    ),
    (
        "::llvm::isa<::mlir::VectorType>($_self)",
        "::ods_runtime::ods::pred::is_vector($_ctxt, $_self)",
    ),
];

/// The class overlay records derive from, and its fields.
const RUST_FOR: &str = "RustFor";
const RUST_IDIOM: &str = "RustIdiom";

/// `text`, the value of `field` read from `owner`, as Rust: itself when it
/// was written in Rust; else the overlay's or an idiom's Rust; else the C++
/// marked missing, under `target` (`Def.field`).
pub fn resolve(owner: View<'_>, field: &str, target: &str, text: &str, span: Span) -> Code {
    let keeper = owner.keeper;
    let sources = &keeper.sources;
    // Without C++ files and without idioms nothing is C++: no overlay
    // entry can apply, and no file needs searching.
    if !sources.files().any(|f| f.cpp) && with_entries(keeper, |e| e.idioms.is_empty()) {
        return Code::rust(text.to_string(), span);
    }
    // The C++ an overlay's `RustIdiom` names is C++ even though the
    // overlay, a file of Rust, quotes it; an entry for the target itself
    // is more specific than the idiom.
    let wanted = collapse(strip_cpred_parens(text));
    if with_entries(keeper, |e| e.idioms.iter().any(|x| x.matches(&wanted))) {
        if let Some(code) = overlay_for(owner, field, target, text) {
            return code;
        }
    }
    if let Some(code) = overlay_idiom(keeper, &wanted) {
        return code;
    }
    let Some(written) = cpp_literal(keeper, text) else {
        return Code::rust(text.to_string(), span);
    };
    if let Some(code) = overlay_for(owner, field, target, text) {
        return code;
    }
    if let Some(code) = idiom_for(owner, text) {
        return code;
    }
    let written = written.unwrap_or(if sources.file(span.file).cpp {
        span
    } else {
        owner.loc()
    });
    Code {
        text: text.to_string(),
        span: written,
        missing_rust: Some(target.to_string()),
    }
}

/// A type written in a code field of `owner`: the overlay's Rust for
/// `target` when it gives one (the table cannot know every C++ name a
/// container holds: `ArrayRef<NamedAttribute>`), else the Rust the C++
/// type table gives (`int64_t` is `i64`, `::mlir::Value` the runtime's
/// handle), else as [`resolve`] finds it.
pub fn resolve_type(owner: View<'_>, target: &str, text: &str) -> Code {
    let span = owner.loc();
    let written_in_cpp = cpp_literal(owner.keeper, text).is_some();
    if written_in_cpp {
        if let Some(code) = overlay_for(owner, "type", target, text) {
            return code;
        }
    }
    let rust = super::cpp_types::rust_type_of_cpp(text);
    // Mapped in part only (`ArrayRef<Operation *>`), it is still C++.
    let still_cpp =
        rust.contains('*') || rust.contains("llvm::") || rust.trim_start_matches('&').contains('&');
    // Written in Rust, the table applies as it can; written in C++, only
    // what it maps fully is Rust.
    if (!written_in_cpp || super::cpp_types::is_mapped(text)) && !still_cpp {
        return Code::rust(rust, span);
    }
    resolve(owner, "type", target, text, span)
}

/// The Rust an overlay record adds for `target` where the file written for
/// mlir-tblgen has no code at all: an op's `extraClassDefinition`, as MLIR
/// keeps what the op's C++ needs beyond its class (custom directive
/// functions) in the dialect's `.cpp`.
pub fn added(owner: View<'_>, target: &str) -> Option<Code> {
    rust_for(owner.keeper, target)
}

/// The overlay record whose target is `target`, or a class of `owner`'s
/// whose own `field` holds the same `text`.
fn overlay_for(owner: View<'_>, field: &str, target: &str, text: &str) -> Option<Code> {
    let keeper = owner.keeper;
    let record = keeper.record(owner.id);
    let classes = record
        .superclasses
        .iter()
        .rev()
        .map(|&(class, _)| View::new(keeper, class));
    let class_targets = classes
        .filter(|class| class.str(field) == Some(text))
        .map(|class| format!("{}.{field}", class.name()));
    std::iter::once(target.to_string())
        .chain(class_targets)
        .find_map(|t| rust_for(keeper, &t))
}

/// The Rust of the `RustFor` entry whose target is `target`, noted as used.
fn rust_for(keeper: &RecordKeeper, target: &str) -> Option<Code> {
    used(with_entries(keeper, |e| {
        e.rust_for.get(target).map(Entry::found)
    }))
}

/// An idiom of [`IDIOMS`] or of the overlay's `RustIdiom` records.
fn idiom_for(owner: View<'_>, text: &str) -> Option<Code> {
    let wanted = collapse(strip_cpred_parens(text));
    if let Some(&(_, rust)) = IDIOMS.iter().find(|(cpp, _)| collapse(cpp) == wanted) {
        return Some(Code::rust(rust.to_string(), owner.loc()));
    }
    if let Some(rust) = enum_case(owner, &wanted) {
        return Some(Code::rust(rust, owner.loc()));
    }
    overlay_idiom(owner.keeper, &wanted)
}

/// The overlay's `RustIdiom` for the C++ `wanted` (whitespace collapsed),
/// its key written with or without a `CPred`'s parentheses.
fn overlay_idiom(keeper: &RecordKeeper, wanted: &str) -> Option<Code> {
    used(with_entries(keeper, |e| {
        e.idioms
            .iter()
            .find(|x| x.matches(wanted))
            .map(Entry::found)
    }))
}

/// A `RustIdiom`'s key as it is compared: whitespace collapsed, with and
/// without a `CPred`'s parentheses.
#[derive(Default)]
struct IdiomKey {
    collapsed: String,
    inner: Option<String>,
}

impl IdiomKey {
    fn of(cpp: &str) -> IdiomKey {
        let cpp = cpp.trim();
        IdiomKey {
            collapsed: collapse(cpp),
            inner: enclosed(cpp).map(collapse),
        }
    }
}

/// `text` without parentheses that enclose all of it (`(a) == (b)` has
/// none).
fn enclosed(text: &str) -> Option<&str> {
    let inner = text.strip_prefix('(')?.strip_suffix(')')?;
    let mut depth = 0i32;
    for c in inner.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth == 0 => return None,
            ')' => depth -= 1,
            _ => {}
        }
    }
    (depth == 0).then_some(inner)
}

/// `text` without the parentheses a `CPred` puts around its expression
/// (`"(" # pred # ")"`).
fn strip_cpred_parens(text: &str) -> &str {
    text.strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(text)
}

/// A case of an enum the files define, named as C++ names it
/// (`::mlir::arith::FastMathFlags::none`): its Rust constant or variant.
/// Found once per text and model read: the same C++ comes back op after
/// op, and each search reads every enum.
fn enum_case(owner: View<'_>, text: &str) -> Option<String> {
    memo(
        |r| &mut r.enum_cases,
        owner.keeper,
        text,
        || find_enum_case(owner, text),
    )
}

fn find_enum_case(owner: View<'_>, text: &str) -> Option<String> {
    let (class_path, symbol) = text.trim_start_matches("::").rsplit_once("::")?;
    if !symbol
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        return None;
    }
    let keeper = owner.keeper;
    let info = *keeper.classes.get("EnumInfo")?;
    keeper.defs.values().find_map(|&id| {
        if !keeper.store.is_subclass_of(id, info) {
            return None;
        }
        let e = super::enums::read(View::new(keeper, id)).ok()?;
        let mut path = e.namespace.clone();
        path.push(e.class_name.clone());
        if path.join("::") != class_path {
            return None;
        }
        let case = e.cases.iter().find(|c| c.symbol == symbol)?;
        Some(format!("{}::{}", e.rust_path(), case.rust_name))
    })
}

/// One overlay record: its id, its key (a target or a C++ idiom) and its
/// Rust.
struct Entry {
    id: RecordId,
    key: String,
    /// The key as a `RustIdiom`'s is compared.
    idiom: IdiomKey,
    rust: Code,
}

/// The overlay records of a keeper, found once per model read rather
/// than by a walk over every def for each piece of code.
#[derive(Default)]
struct Entries {
    /// `RustFor` records by target (the first record of a target wins).
    rust_for: HashMap<String, Entry>,
    /// `RustIdiom` records, in def order.
    idioms: Vec<Entry>,
    /// Every record of either class and its key, in def order, for
    /// [`check_all_used`] (a second entry of a target is not in `rust_for`).
    all: Vec<(RecordId, String)>,
}

impl Entry {
    /// The id and Rust of the entry, to note as [`used`] once the entries
    /// are no longer borrowed.
    fn found(&self) -> (RecordId, Code) {
        (self.id, self.rust.clone())
    }

    /// Whether the entry, a `RustIdiom`, names the C++ `wanted`
    /// (whitespace collapsed), written with or without a `CPred`'s
    /// parentheses.
    fn matches(&self, wanted: &str) -> bool {
        self.idiom.collapsed == wanted || self.idiom.inner.as_deref() == Some(wanted)
    }
}

impl Entries {
    fn of(keeper: &RecordKeeper) -> Entries {
        let mut entries = Entries::default();
        for class in [RUST_FOR, RUST_IDIOM] {
            let Some(&class_id) = keeper.classes.get(class) else {
                continue;
            };
            for &id in keeper.defs.values() {
                if !keeper.store.is_subclass_of(id, class_id) {
                    continue;
                }
                let v = View::new(keeper, id);
                let (Some(key), Some(rust)) = (v.str("odsOverlayKey"), v.dsl("odsOverlayRust"))
                else {
                    continue;
                };
                // The overlay's own text is Rust, whatever C++ it may look
                // like (an empty body reads as the `""` of a C++ file). It
                // is placed at its own record: the field is declared in
                // the prelude's class, and two entries with the same text
                // are told apart by where their records start.
                let entry = Entry {
                    id,
                    key: key.to_string(),
                    idiom: if class == RUST_IDIOM {
                        IdiomKey::of(key)
                    } else {
                        IdiomKey::default()
                    },
                    rust: Code::rust(rust.text, v.loc()),
                };
                entries.all.push((id, entry.key.clone()));
                if class == RUST_FOR {
                    entries.rust_for.entry(entry.key.clone()).or_insert(entry);
                } else {
                    entries.idioms.push(entry);
                }
            }
        }
        entries
    }
}

/// What one model read keeps between calls: the overlay's records and
/// those that replaced some C++.
struct Reading {
    /// The keeper whose records `entries` holds.
    keeper: *const RecordKeeper,
    entries: Entries,
    used: HashSet<RecordId>,
    /// [`cpp_literal`]'s answers by text.
    cpp_literals: HashMap<String, Option<Option<Span>>>,
    /// [`enum_case`]'s answers by text.
    enum_cases: HashMap<String, Option<String>>,
}

thread_local! {
    static READING: RefCell<Option<Reading>> = const { RefCell::new(None) };
}

/// `f` over the overlay records of `keeper`: those found by
/// [`start_reading`], or found now when the model is not being read.
fn with_entries<R>(keeper: &RecordKeeper, f: impl FnOnce(&Entries) -> R) -> R {
    READING.with(|r| match &*r.borrow() {
        Some(reading) if std::ptr::eq(reading.keeper, keeper) => f(&reading.entries),
        _ => f(&Entries::of(keeper)),
    })
}

/// `find(text)`, kept in the `table` of the model read of `keeper` (computed
/// each time outside one): the answers are the same for the same text.
/// `find` runs with the reading unborrowed, as it may resolve code itself.
fn memo<R: Clone>(
    table: fn(&mut Reading) -> &mut HashMap<String, R>,
    keeper: &RecordKeeper,
    text: &str,
    find: impl FnOnce() -> R,
) -> R {
    let with_table = |f: &mut dyn FnMut(&mut HashMap<String, R>)| {
        READING.with(|r| match &mut *r.borrow_mut() {
            Some(reading) if std::ptr::eq(reading.keeper, keeper) => f(table(reading)),
            _ => {}
        })
    };
    let mut known = None;
    with_table(&mut |t| known = t.get(text).cloned());
    if let Some(known) = known {
        return known;
    }
    let found = find();
    with_table(&mut |t| {
        t.insert(text.to_string(), found.clone());
    });
    found
}

/// Notes that an overlay record replaced a piece of C++ (its id and
/// Rust, from [`Entry::found`]), and gives its Rust.
fn used(found: Option<(RecordId, Code)>) -> Option<Code> {
    let (id, rust) = found?;
    READING.with(|r| {
        if let Some(reading) = &mut *r.borrow_mut() {
            reading.used.insert(id);
        }
    });
    Some(rust)
}

/// Starts the record of the overlay entries used, for one model of
/// `keeper`; the record ends when the guard drops.
pub fn start_reading(keeper: &RecordKeeper) -> ReadingGuard {
    let reading = Reading {
        keeper,
        entries: Entries::of(keeper),
        used: HashSet::new(),
        cpp_literals: HashMap::new(),
        enum_cases: HashMap::new(),
    };
    READING.with(|r| *r.borrow_mut() = Some(reading));
    ReadingGuard(())
}

/// Ends the record [`start_reading`] began, however the read ends.
pub struct ReadingGuard(());

impl Drop for ReadingGuard {
    fn drop(&mut self) {
        READING.with(|r| r.borrow_mut().take());
    }
}

/// Fails, listing every overlay entry that replaced nothing since
/// [`start_reading`]: its target or idiom names no C++ of the files read
/// (mistyped, or left behind when the `.td` changed).
pub fn check_all_used(keeper: &RecordKeeper) -> std::result::Result<(), Box<Diagnostic>> {
    READING.with(|r| match &*r.borrow() {
        Some(reading) if std::ptr::eq(reading.keeper, keeper) => unused_error(keeper, reading),
        _ => Ok(()),
    })
}

/// The error naming every entry of `reading` that replaced nothing.
fn unused_error(
    keeper: &RecordKeeper,
    reading: &Reading,
) -> std::result::Result<(), Box<Diagnostic>> {
    let mut unused = reading
        .entries
        .all
        .iter()
        .filter(|(id, _)| !reading.used.contains(id));
    let Some((first, key)) = unused.next() else {
        return Ok(());
    };
    let mut error = Diagnostic::error(
        Some(keeper.record(*first).loc()),
        format!("overlay entry '{key}' replaces no C++ of the files read"),
    );
    for (id, key) in unused {
        error = error.with_note(
            Some(keeper.record(*id).loc()),
            format!("overlay entry '{key}' replaces no C++ of the files read either"),
        );
    }
    Err(Box::new(error))
}

/// Whether `text` is C++, and where its literal was written when found:
/// `Some(Some(span))` for a literal of a C++ file, `Some(None)` for C++
/// built from pieces, `None` for Rust. Found once per text and model read
/// (a predicate comes back for every op that uses its constraint, and each
/// search goes through every file).
fn cpp_literal(keeper: &RecordKeeper, text: &str) -> Option<Option<Span>> {
    memo(
        |r| &mut r.cpp_literals,
        keeper,
        text,
        || find_cpp_literal(&keeper.sources, text),
    )
}

fn find_cpp_literal(sources: &SourceMap, text: &str) -> Option<Option<Span>> {
    let mut files = sources.files().enumerate();
    if !sources.files().any(|f| f.cpp) {
        return None;
    }
    // A `CPred`'s text is built as `"(" # pred # ")"`.
    let inner = text
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(text);
    let quoted = [format!("\"{inner}\""), format!("[{{{inner}}}]")];
    let found_in = |file: &SourceFile| {
        quoted
            .iter()
            .find_map(|q| file.text.find(q.as_str()).map(|at| at + 1))
    };
    if let Some((i, at)) =
        files.find_map(|(i, f)| f.cpp.then(|| found_in(f)).flatten().map(|at| (i, at)))
    {
        return Some(Some(Span::new(FileId(i as u32), at, at + inner.len())));
    }
    // `::mlir::x` alone proves nothing: a `cppNamespace` is also the Rust
    // module path of what is generated in it. Text built by concatenation
    // (`"ArrayRef<" # cppType # ">"`, `clauses # [{ ... }]`) is found in no
    // file as written: it is read by what only C++ has, or by a line of it
    // that only the files read as C++ hold.
    let only_in_cpp = |line: &str| {
        let mut holders = sources.files().filter(|f| f.text.contains(line));
        holders.next().is_some_and(|f| f.cpp) && holders.all(|f| f.cpp)
    };
    let reads_as_cpp = text.contains("llvm::")
        || calls_camel_case(text)
        || has_postfix_declarator(text)
        || (text.contains('\n')
            && text
                .lines()
                .map(str::trim)
                .filter(|l| l.len() >= 12 && l.contains(char::is_alphabetic))
                .any(only_in_cpp));
    (reads_as_cpp && !sources.files().any(|f| !f.cpp && found_in(f).is_some())).then_some(None)
}

/// Whether `text` declares a C++ pointer or reference (`Operation *>`,
/// `Value &,`): a `*` or `&` after a name and before a closing delimiter,
/// a comma or the end, which Rust never writes.
fn has_postfix_declarator(text: &str) -> bool {
    let bytes = text.as_bytes();
    text.match_indices(['*', '&']).any(|(at, _)| {
        let before = text[..at].trim_end();
        let after = text[at + 1..].trim_start();
        let follows_name = before
            .bytes()
            .last()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'>');
        let closes = after.is_empty() || after.starts_with(['>', ',', ')']);
        // `&&` and `**` are operators, not declarators.
        let doubled =
            bytes.get(at + 1) == Some(&bytes[at]) || (at > 0 && bytes[at - 1] == bytes[at]);
        follows_name && closes && !doubled
    })
}

/// Whether `text` calls a method named in camel case (`.getType()`,
/// `.getType<T>()`, `::get(` aside): MLIR's C++ API, never ods-runtime's.
fn calls_camel_case(text: &str) -> bool {
    let bytes = text.as_bytes();
    text.match_indices('(').any(|(at, _)| {
        let Some(name_end) = name_end_before_call(text, at) else {
            return false;
        };
        let name_start = text[..name_end]
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |i| i + 1);
        let name = &text[name_start..name_end];
        let after_dot = name_start > 0 && matches!(bytes[name_start - 1], b'.' | b':' | b'>');
        after_dot
            && name.starts_with(|c: char| c.is_ascii_lowercase())
            && name.contains(|c: char| c.is_ascii_uppercase())
    })
}

/// Where the name called by the `(` at `paren` ends: before the `(`, or
/// before C++ template arguments (`getType<T>(`); `None` for Rust's
/// turbofish (`get::<T>(`).
fn name_end_before_call(text: &str, paren: usize) -> Option<usize> {
    let before = &text[..paren];
    if !before.ends_with('>') {
        return Some(paren);
    }
    let mut depth = 0usize;
    for (i, c) in before.char_indices().rev() {
        match c {
            '>' => depth += 1,
            '<' => {
                depth -= 1;
                if depth == 0 {
                    return (!before[..i].ends_with("::")).then_some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` with every run of whitespace made one space, trimmed.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
