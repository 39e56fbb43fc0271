//! Parsing the ops of a large module on several threads.
//!
//! A large input is mostly the bodies of its module-level ops (functions),
//! and the body of one says nothing about the others. The parser reads each
//! module-level op *shallow*: its regions are skipped by matching braces and
//! left as stubs, but the op itself is made by its parser as usual, so its
//! extent is known and it stands in the module where it belongs. Once the
//! whole file is read, the ops put aside are parsed again, whole, on forks
//! of the context ([`Context::fork`]), a range of them per thread, and what
//! their regions hold moves into the shallow ops.
//!
//! Each sees what it would have seen in order: the aliases defined before
//! it, and no value of the module (a module-level op that defines values, or
//! a block label in the module, ends the splitting: the ops put aside so far
//! are then parsed in place, in order). Errors come out as in order: an
//! error of an op put aside wins over the main parse's when the op starts
//! before the point where the main parse failed; of two, the first in the
//! text wins.
//!
//! Inputs with `distinct[...]` attributes or `dense_resource` handles are
//! read in order: their ids and handles are the file's, not an op's.

use super::{BlockScope, DeferredLoc, EntryArg, PResult, ParseError, Parser, Scope};
use crate::asm::lexer::Tok;
use crate::context::Context;
use crate::ir::{Attribute, InsertPoint, OpId, Symbol, Type};
use rustc_hash::FxHashMap;
use std::sync::{Mutex, PoisonError};

/// A file shorter than this is read in order: the threads would cost more
/// than they save.
pub(crate) const MIN_SPLIT_BYTES: usize = 1 << 20;

/// An op whose regions hold fewer bytes than this is parsed in place.
pub(crate) const MIN_SKIPPED_BYTES: usize = 256;

/// The state of a split parse.
pub(super) struct Split {
    /// The ops put aside, in the order of the text.
    deferred: Vec<Deferred>,
    /// The aliases, in the order of their definitions.
    aliases: Vec<(String, Alias)>,
    /// Ops whose regions hold fewer bytes are parsed in place.
    min_skipped: usize,
}

/// An alias definition.
#[derive(Clone, Copy)]
pub(super) enum Alias {
    Attr(Attribute),
    Type(Type),
}

/// A module-level op read shallow.
struct Deferred {
    /// The op made from its shallow read: it stays in the module, and its
    /// regions get what the whole parse makes.
    op: OpId,
    /// Where its text starts, and where the token after it starts.
    start: usize,
    end: usize,
    /// How many aliases were defined before it.
    aliases: usize,
    /// The parser's nesting and default dialects where it starts.
    depth: usize,
    default_dialects: Vec<&'static str>,
}

/// What a range of ops parsed on a fork gives back.
#[derive(Default)]
struct RangeOutcome {
    /// The first error, with where its op starts.
    error: Option<(usize, ParseError)>,
    /// Whether only a parse in order reads the file as MLIR does: a value
    /// used and not defined in its op (a later op may define it), or an op
    /// whose braces fooled the shallow read.
    redo: bool,
    /// Location aliases used before their definition: the end of the file
    /// resolves them.
    deferred_locs: Vec<DeferredLoc>,
}

/// What a parser needs to start again on another context.
struct Seed<'a> {
    src: &'a str,
    done_reading: Option<super::DoneReading<'a>>,
    file: Symbol,
    source_base: Option<u32>,
    line_starts: Vec<u32>,
}

/// A parser's position and what a shallow read may change, to go back to.
struct Checkpoint {
    tok: crate::asm::lexer::Token,
    pos: usize,
    lex_error: Option<(usize, &'static str)>,
    deferred_locs: usize,
    cyclic_parses: usize,
    emitted: usize,
}

impl<'a> Parser<'a> {
    /// Reads the module-level ops of this file shallow and parses them on
    /// threads, when the file is large enough and threads are on.
    pub(crate) fn split_module_ops(&mut self, min_bytes: usize, min_skipped: usize) {
        let worth_it = self.ctx.multithreading
            && crate::parallel::will_split(true, 2)
            && self.src.len() >= min_bytes
            && !self.src.contains("distinct[")
            && !self.src.contains("dense_resource");
        if worth_it {
            self.split = Some(Split {
                deferred: Vec::new(),
                aliases: Vec::new(),
                min_skipped,
            });
        }
    }

    /// Notes an alias definition for the ops put aside.
    pub(super) fn log_alias(&mut self, name: &str, alias: Alias) {
        if let Some(split) = &mut self.split {
            split.aliases.push((name.to_string(), alias));
        }
    }

    /// An op of the module, read as [`Parser::read_module_level_op`]; the
    /// text before the token after it is handed back
    /// ([`DoneReading`](super::DoneReading)): ops put aside are read again
    /// on threads, from the file when it is mapped.
    pub(super) fn module_level_op(&mut self) -> PResult<OpId> {
        let op = self.read_module_level_op()?;
        self.release_resolved_placeholders()?;
        self.hand_back(self.tok.start as usize, false);
        Ok(op)
    }

    /// An op of the module: read shallow and put aside when it is worth
    /// it, else parsed as any op.
    fn read_module_level_op(&mut self) -> PResult<OpId> {
        let Some(split) = &self.split else {
            return self.operation();
        };
        let min_skipped = split.min_skipped;
        if self.at(Tok::PercentId) {
            // Values of the module: later ops may use them.
            self.stop_splitting()?;
            return self.operation();
        }
        if self.names_a_module() {
            return self.operation();
        }
        let start = self.tok.start as usize;
        let depth = self.depth;
        let checkpoint = self.checkpoint();
        self.skipping = true;
        self.skipped = 0;
        let shallow = self.operation();
        self.skipping = false;
        if let Ok(op) = shallow {
            if self.skipped == 0 {
                return Ok(op);
            }
            let self_contained =
                self.ctx.op(op).operands.is_empty() && self.ctx.successors(op).is_empty();
            if self.skipped >= min_skipped && self_contained {
                let end = self.tok.start as usize;
                let default_dialects = self.default_dialects.clone();
                let split = self.split.as_mut().expect("splitting");
                split.deferred.push(Deferred {
                    op,
                    start,
                    end,
                    aliases: split.aliases.len(),
                    depth,
                    default_dialects,
                });
                return Ok(op);
            }
        }
        self.rollback(checkpoint);
        self.operation()
    }

    /// Whether the op that starts here is a `builtin.module`, whose body is
    /// split rather than put aside whole.
    fn names_a_module(&self) -> bool {
        match self.tok.kind {
            Tok::BareId => matches!(self.text(), "module" | "builtin.module"),
            Tok::String => self.text() == "\"builtin.module\"",
            _ => false,
        }
    }

    /// In a shallow read, skips a region's `{...}` by matching braces and
    /// gives a stub: no block for `{}`, else one empty block with the
    /// entry arguments' types, as the op's parser may check that the
    /// region is not empty. What the bytes cannot tell
    /// ([`closing_brace`]) fails the shallow read.
    pub(super) fn skip_region(&mut self, entry_args: &[EntryArg]) -> PResult<crate::RegionId> {
        let open = self.tok.start as usize;
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        let empty = entry_args.is_empty() && self.at(Tok::RBrace);
        let Some(close) = closing_brace(self.src.as_bytes(), open + 1) else {
            return self.err("region not skipped");
        };
        self.reset_lexer(close + 1);
        self.skipped += close + 1 - open;
        let region = self.ctx.create_region();
        if !empty {
            let unknown = self.ctx.unknown_loc();
            let args: Vec<(Type, Attribute)> = entry_args.iter().map(|a| (a.ty, unknown)).collect();
            let block = self.ctx.create_block(&args);
            self.ctx.append_block(region, block);
        }
        Ok(region)
    }

    fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            tok: self.tok,
            pos: self.lex.pos,
            lex_error: self.lex_error,
            deferred_locs: self.deferred_locs.len(),
            cyclic_parses: self.cyclic_parses.len(),
            emitted: self.ctx.emitted_count(),
        }
    }

    fn rollback(&mut self, c: Checkpoint) {
        self.restore((c.tok, c.pos));
        self.lex_error = c.lex_error;
        self.deferred_locs.truncate(c.deferred_locs);
        self.cyclic_parses.truncate(c.cyclic_parses);
        self.ctx.truncate_emitted(c.emitted);
    }

    /// Ends the splitting: the ops put aside so far are parsed here, in
    /// order, each in the place of its shallow read.
    pub(super) fn stop_splitting(&mut self) -> PResult<()> {
        let Some(split) = self.split.take() else {
            return Ok(());
        };
        if split.deferred.is_empty() {
            return Ok(());
        }
        let here = self.checkpoint();
        let attr_aliases = std::mem::take(&mut self.attr_aliases);
        let type_aliases = std::mem::take(&mut self.type_aliases);
        let (depth, default_dialects) = (self.depth, std::mem::take(&mut self.default_dialects));
        let mut cursor = AliasCursor::default();
        let mut result = Ok(());
        for d in &split.deferred {
            cursor.advance_to(self, &split.aliases, d.aliases);
            result = self.reparse(d).and_then(|op| {
                self.ctx.insert_op(InsertPoint::Before(d.op), op);
                self.ctx.erase_op(d.op).map_err(|e| self.ir_err(e))
            });
            if result.is_err() {
                break;
            }
        }
        self.attr_aliases = attr_aliases;
        self.type_aliases = type_aliases;
        self.depth = depth;
        self.default_dialects = default_dialects;
        result?;
        self.restore((here.tok, here.pos));
        Ok(())
    }

    /// Parses the ops put aside on threads, once the main parse has ended
    /// with `main`; returns the error that comes first in order.
    pub(super) fn parse_put_aside(&mut self, main: PResult<()>) -> PResult<()> {
        let Some(split) = self.split.take() else {
            return main;
        };
        if split.deferred.is_empty() {
            return main;
        }
        // Where the main parse stopped: ops put aside before it were read
        // before it, in order.
        let stopped_at = match &main {
            Ok(()) => usize::MAX,
            Err(_) => self.tok.start as usize,
        };
        let deferred: Vec<&Deferred> = split
            .deferred
            .iter()
            .filter(|d| d.start < stopped_at)
            .collect();
        #[cfg(test)]
        {
            self.parsed_on_threads += deferred.len();
        }
        let threads = crate::parallel::machine_threads()
            .min(deferred.len())
            .max(1);
        let ranges = ranges_by_size(&deferred, threads);
        // What the shallow read left resident goes back before the
        // threads read their ranges.
        self.hand_back(self.src.len(), true);
        let seed = Seed {
            src: self.src,
            done_reading: self.done_reading,
            file: self.file,
            source_base: self.source_base,
            line_starts: self.line_starts.clone(),
        };
        let shared = Mutex::new(&mut *self.ctx);
        let outcomes: Vec<RangeOutcome> = std::thread::scope(|s| {
            let handles: Vec<_> = ranges
                .iter()
                .map(|range| {
                    let (seed, shared, aliases) = (&seed, &shared, &split.aliases);
                    s.spawn(move || parse_range(seed, shared, aliases, range))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|_| RangeOutcome::panicked()))
                .collect()
        });
        let mut first: Option<(usize, ParseError)> = None;
        for outcome in outcomes {
            self.redo_in_order |= outcome.redo;
            self.deferred_locs.extend(outcome.deferred_locs);
            if let Some((start, e)) = outcome.error {
                if first.as_ref().is_none_or(|(s, _)| start < *s) {
                    first = Some((start, e));
                }
            }
        }
        match first {
            Some((start, e)) => {
                // A bad token the main parse met after this op came later.
                if self.lex_error.is_some_and(|(offset, _)| offset > start) {
                    self.lex_error = None;
                }
                Err(e)
            }
            None => main,
        }
    }
}

impl RangeOutcome {
    /// The outcome of a thread that panicked (a bug): an error at the
    /// start of the file rather than a crash.
    fn panicked() -> RangeOutcome {
        RangeOutcome {
            error: Some((
                0,
                ParseError::new(0, "internal error while parsing on threads"),
            )),
            ..RangeOutcome::default()
        }
    }
}

/// Where the `}` is that closes a `{` whose body starts at `from`,
/// scanning the bytes as the lexer reads braces: strings and comments hide
/// theirs. `None` for what only the lexer can tell: a string that does not
/// end on its line, the resource section's `{-#` and `#-}`, the end of the
/// file. (The whole parse of the op checks that it ends there.)
fn closing_brace(src: &[u8], from: usize) -> Option<usize> {
    let mut open = 1usize;
    let mut i = from;
    while let Some(&c) = src.get(i) {
        match c {
            b'{' if src.get(i + 1) == Some(&b'-') => return None,
            b'{' => open += 1,
            b'}' => {
                open -= 1;
                if open == 0 {
                    return Some(i);
                }
            }
            b'#' if src.get(i + 1) == Some(&b'-') => return None,
            b'"' => loop {
                i += 1;
                match *src.get(i)? {
                    b'"' => break,
                    b'\\' => i += 1,
                    b'\n' | 0x0b | 0x0c => return None,
                    _ => {}
                }
            },
            b'/' if src.get(i + 1) == Some(&b'/') => {
                i += src[i..].iter().position(|&c| c == b'\n')?;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Splits `deferred` into at most `n` consecutive ranges of about as many
/// bytes each.
fn ranges_by_size<'d>(deferred: &[&'d Deferred], n: usize) -> Vec<Vec<&'d Deferred>> {
    let total: usize = deferred.iter().map(|d| d.end - d.start).sum();
    let share = total.div_ceil(n).max(1);
    let mut ranges: Vec<Vec<&Deferred>> = vec![Vec::new()];
    let mut filled = 0;
    for &d in deferred {
        if filled >= share && ranges.len() < n {
            ranges.push(Vec::new());
            filled = 0;
        }
        filled += d.end - d.start;
        ranges.last_mut().expect("a range").push(d);
    }
    ranges
}

/// Parses `range` on a fork of the shared context, moving each op's
/// regions into its shallow op as soon as it is parsed. Stops at the first
/// error.
fn parse_range(
    seed: &Seed<'_>,
    shared: &Mutex<&mut Context>,
    aliases: &[(String, Alias)],
    range: &[&Deferred],
) -> RangeOutcome {
    let lock = || shared.lock().unwrap_or_else(PoisonError::into_inner);
    let mut local = lock().fork();
    let mut outcome = RangeOutcome::default();
    {
        let mut p = Parser::with_source(
            &mut local,
            seed.src,
            seed.file,
            seed.source_base,
            seed.line_starts.clone(),
        );
        p.done_reading = seed.done_reading;
        p.handed_back = range.first().map_or(0, |d| d.start);
        let mut cursor = AliasCursor::default();
        for d in range {
            cursor.advance_to(&mut p, aliases, d.aliases);
            match p.parse_whole(d) {
                Ok(op) => {
                    // The whole op takes the place of the shallow one (its
                    // parser saw the same text, so it is the same op, but
                    // nothing here depends on that).
                    let mut ctx = lock();
                    let whole = p.ctx.copy_op_shell(op, &mut ctx);
                    // Values used and never defined stay in the fork: the
                    // file is then parsed again, in order.
                    let _ = p.ctx.move_regions_to(op, &mut ctx, whole);
                    if p.ctx.aliased_properties.remove(&op) {
                        ctx.aliased_properties.insert(whole);
                    }
                    ctx.insert_op(InsertPoint::Before(d.op), whole);
                    ctx.erase_op_with_uses(d.op);
                    drop(ctx);
                    p.ctx.erase_op_with_uses(op);
                    p.hand_back(d.end, false);
                }
                Err(e) => {
                    let e = match p.lex_error {
                        Some((offset, message)) => ParseError::new(offset, message),
                        None => e,
                    };
                    outcome.error = Some((d.start, e));
                    break;
                }
            }
        }
        if let Some(last) = range.last() {
            p.hand_back(last.end, true);
        }
        outcome.redo = p.redo_in_order || !p.undeclared.is_empty();
        outcome.deferred_locs = std::mem::take(&mut p.deferred_locs);
    }
    let mut ctx = lock();
    let loaded: Vec<&'static str> = local
        .registry
        .loaded_dialects()
        .filter(|ns| !ctx.registry.is_loaded(ns))
        .collect();
    for namespace in loaded {
        ctx.load_dialect(namespace);
    }
    ctx.join(&mut local);
    outcome
}

/// The aliases defined so far, put in a parser's tables as the ops put
/// aside come.
#[derive(Default)]
struct AliasCursor {
    applied: usize,
}

impl AliasCursor {
    fn advance_to(&mut self, p: &mut Parser<'_>, aliases: &[(String, Alias)], n: usize) {
        for (name, alias) in &aliases[self.applied..n] {
            match *alias {
                Alias::Attr(a) => {
                    p.attr_aliases.insert(name.clone(), a);
                }
                Alias::Type(t) => {
                    p.type_aliases.insert(name.clone(), t);
                }
            }
        }
        self.applied = self.applied.max(n);
    }
}

impl<'a> Parser<'a> {
    /// Parses the op `d` whole, as the module's only op, and checks that it
    /// ends where its shallow read did.
    fn parse_whole(&mut self, d: &Deferred) -> PResult<OpId> {
        self.scopes.clear();
        self.scopes.push(Scope {
            isolated: true,
            ..Scope::default()
        });
        self.forward.clear();
        self.forward.push(FxHashMap::default());
        self.block_scopes.clear();
        self.block_scopes.push(BlockScope::default());
        let op = self.reparse(d)?;
        self.finish_scope();
        if self.release_resolved_placeholders()? {
            // An unlinked operand cannot move to the shared context: the
            // file is read again, in order.
            self.redo_in_order = true;
        }
        Ok(op)
    }

    /// Parses the op `d` whole where it starts, as it stood there, and
    /// checks that it ends where its shallow read did.
    fn reparse(&mut self, d: &Deferred) -> PResult<OpId> {
        self.depth = d.depth;
        self.default_dialects.clone_from(&d.default_dialects);
        self.reset_lexer(d.start);
        let op = self.operation()?;
        if self.tok.start as usize != d.end {
            // The braces fooled the shallow read: the file is read again,
            // in order.
            self.redo_in_order = true;
            return self.err("operation ends elsewhere when parsed whole");
        }
        Ok(op)
    }
}

#[cfg(test)]
mod tests {
    use crate::asm::{print_top_level, PrintOptions};
    use crate::diag::render;
    use crate::{parse_source_split, Context};

    /// What a file parses to, printed generic with locations, or its first
    /// error: split on threads with every op put aside, or in order.
    fn parse(src: &str, split: bool) -> String {
        match split {
            true => parse_with(src, 0, 0),
            false => parse_with(src, usize::MAX, 0),
        }
    }

    fn parse_with(src: &str, min_bytes: usize, min_skipped: usize) -> String {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        match parse_source_split(&mut ctx, src, "in.mlir", min_bytes, min_skipped, None) {
            Ok(top) => {
                let opts = PrintOptions {
                    generic: true,
                    debug_info: true,
                    ..PrintOptions::default()
                };
                print_top_level(&ctx, top, opts).unwrap()
            }
            Err(d) => render(&ctx, &d, "in.mlir", src),
        }
    }

    /// `count` functions in the generic form, each with a few blocks.
    fn functions(count: usize) -> String {
        (0..count)
            .map(|i| {
                format!(
                    "\"test.func\"() ({{\n^bb0(%a: i32):\n  %x = \"test.use\"(%y, %a) : (i32, i32) -> i32\n  \
                     \"test.br\"(%x)[^bb1] : (i32) -> ()\n^bb1:\n  %y = \"test.def\"() {{n = {i} : i64}} : () -> i32\n  \
                     \"test.ret\"() : () -> ()\n}}) {{sym_name = \"f{i}\"}} : () -> ()\n"
                )
            })
            .collect()
    }

    fn same(src: &str) -> String {
        let in_order = parse(src, false);
        assert_eq!(
            parse(src, true),
            in_order,
            "split and in order differ on:\n{src}"
        );
        in_order
    }

    #[test]
    fn functions_parse_on_threads_as_in_order() {
        let src = functions(9);
        let out = same(&src);
        assert!(out.contains("sym_name = \"f8\""), "{out}");
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let mut p = crate::asm::Parser::new(&mut ctx, &src, "in.mlir");
        p.split_module_ops(0, 0);
        p.parse_top_level().unwrap();
        assert_eq!(p.parsed_on_threads, 9);
    }

    #[test]
    fn the_text_read_is_handed_back_by_the_main_parse_and_the_threads() {
        let src = functions(9);
        let handed = std::sync::Mutex::new(Vec::new());
        let record = |r: std::ops::Range<usize>| handed.lock().unwrap().push(r);
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let top = parse_source_split(&mut ctx, &src, "in.mlir", 0, 0, Some(&record)).unwrap();
        let opts = PrintOptions {
            generic: true,
            debug_info: true,
            ..PrintOptions::default()
        };
        assert_eq!(
            print_top_level(&ctx, top, opts).unwrap(),
            parse(&src, false)
        );
        let mut handed = handed.into_inner().unwrap();
        // The shallow read hands back the whole file, then each thread its
        // range again once read whole: the ranges of the ops put aside,
        // which follow each other to the end.
        assert_eq!(handed.first(), Some(&(0..src.len())), "{handed:?}");
        let mut threads = handed.split_off(1);
        assert!(!threads.is_empty());
        threads.sort_by_key(|r| r.start);
        let mut covered = 0;
        for r in &threads {
            assert_eq!(r.start, covered, "{threads:?}");
            covered = r.end;
        }
        assert_eq!(covered, src.len());
    }

    #[test]
    fn a_module_body_is_split_too() {
        same(&format!("module {{\n{}}}\n", functions(5)));
        same(&format!(
            "\"builtin.module\"() ({{\n{}}}) : () -> ()\n",
            functions(5)
        ));
    }

    #[test]
    fn aliases_are_those_defined_before_the_op() {
        let body = "\"test.f\"() ({\n  \"test.a\"() {a = #a} : () -> ()\n}) : () -> ()\n";
        let out = same(&format!("#a = 1 : i32\n{body}{body}"));
        assert!(out.contains("a = 1 : i32"), "{out}");
        // Defined after its use: an error, as in order.
        let out = same(&format!("{body}#a = 1 : i32\n{body}"));
        assert!(out.contains("undefined symbol alias id 'a'"), "{out}");
    }

    #[test]
    fn location_aliases_defined_at_the_end_resolve() {
        let src = format!(
            "{}\"test.g\"() ({{\n  \"test.a\"() : () -> () loc(#loc1)\n}}) : () -> () loc(#loc1)\n#loc1 = loc(\"x.c\":3:4)\n",
            functions(3)
        );
        let out = same(&src);
        assert!(out.contains("x.c"), "{out}");
    }

    #[test]
    fn the_first_error_in_the_text_wins() {
        let bad = "\"test.bad\"() ({\n  \"test.a\"() : () -> (\n}) : () -> ()\n";
        let fs = functions(3);
        // In an op put aside, before an error of the main parse.
        same(&format!("{fs}{bad}{fs}\"test.x\"( : () -> ()\n"));
        // A main parse error before an op put aside with an error.
        same(&format!("{fs}\"test.x\"( : () -> ()\n{bad}"));
        // Two ops put aside with errors.
        same(&format!("{bad}{fs}{bad}"));
        // A bad token in the main parse, after an op with an error.
        same(&format!("{fs}{bad}{fs}\"test.x\"() : () -> () $\n"));
    }

    #[test]
    fn values_of_the_module_end_the_splitting() {
        let fs = functions(3);
        let out = same(&format!(
            "{fs}\"test.f\"() ({{\n  \"test.use\"(%m) : (i32) -> ()\n}}) : () -> ()\n%m = \"test.m\"() : () -> i32\n{fs}"
        ));
        // The use in the body sees the module's value (the verifier refuses
        // it later, as it does in order).
        assert!(out.contains("test.use"), "{out}");
        same(&format!(
            "\"builtin.module\"() ({{\n{fs}^bb0:\n{fs}}}) : () -> ()\n"
        ));
    }

    #[test]
    fn a_value_used_in_one_op_and_defined_in_another_parses_in_order() {
        let use_x = "\"test.f\"() ({\n  \"test.use\"(%x) : (i32) -> ()\n}) : () -> ()\n";
        let def_x = "\"test.g\"() ({\n  %x = \"test.def\"() : () -> i32\n}) : () -> ()\n";
        same(&format!("{use_x}{def_x}"));
        let out = same(use_x);
        assert!(out.contains("use of undeclared SSA value name"), "{out}");
    }

    #[test]
    fn ops_with_small_regions_are_parsed_in_place() {
        let src = format!("\"test.decl\"() : () -> ()\n{}", functions(3));
        assert_eq!(parse_with(&src, 0, usize::MAX), parse(&src, false));
    }

    #[test]
    fn braces_in_strings_and_comments_do_not_count() {
        use super::closing_brace;
        let src = br#"{ "a}\"}" // }
 { } } x"#;
        assert_eq!(closing_brace(src, 1), Some(src.len() - 3));
        assert_eq!(closing_brace(b"{ \"open\n }", 1), None);
        assert_eq!(closing_brace(b"{ {-# #-} }", 1), None);
        assert_eq!(closing_brace(b"{ {", 1), None);
        let fs = functions(2);
        same(&format!("{fs}\"test.s\"() ({{\n  \"test.a\"() {{s = \"}}{{\\\"\"}} : () -> () // }}\n}}) : () -> ()\n{fs}"));
    }
}
