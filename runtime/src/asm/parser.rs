//! The textual IR parser (`mlir/lib/AsmParser`): the generic op form,
//! regions and blocks, SSA names with forward references, aliases,
//! locations and the resource section. Types and attributes are in
//! `parse_type.rs` and `parse_attr.rs`; custom op forms go through the
//! registry and [`OpAsmParser`](super::OpAsmParser).

use super::asm_parser::AsmParser;
use super::escape::escape_into;
use super::lexer::{unescape, Lexer, Tok, Token};
use super::parse_type::is_integer_type_token;
use crate::context::Context;
use crate::ir::builder::OpParts;
use crate::ir::source_locs::SourceLocs;
use crate::ir::*;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::borrow::Cow;
use std::collections::hash_map::Entry;

mod split;
pub(crate) use split::{MIN_SKIPPED_BYTES, MIN_SPLIT_BYTES};

/// A parse error at a byte offset of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the error is: a byte offset into the parsed text.
    pub offset: usize,
    /// The message, worded as mlir-opt's.
    pub message: String,
    /// Notes: `(offset, message)`.
    pub notes: Vec<(usize, String)>,
    /// Errors reported after this one as the parse unwinds (a generated
    /// parser's `failed to parse ... parameter`): `(offset, message)`.
    pub follow_ups: Vec<(usize, String)>,
}

impl ParseError {
    /// This error, with `then` reported after it as the parse unwinds.
    pub fn followed_by(mut self, then: ParseError) -> ParseError {
        self.follow_ups.push((then.offset, then.message));
        self
    }

    /// An error without notes.
    pub(crate) fn new(offset: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            offset,
            message: message.into(),
            notes: Vec::new(),
            follow_ups: Vec::new(),
        }
    }
}

/// A dialect symbol as read (`!dialect.body`, `#dialect<body>`).
pub(crate) struct DialectSymbol {
    /// The dialect namespace.
    pub dialect: String,
    /// The body as written.
    pub data: String,
    /// Where the body starts in the input.
    pub data_start: usize,
}

/// The result of a parsing step; custom parsers return it too.
pub type PResult<T> = Result<T, ParseError>;

/// Deepest nesting of regions, attributes and types accepted, above what
/// mlir-opt reads before its stack overflows (about 2,000 regions, 6,800
/// arrays); the recursion grows its stack as it needs (see
/// [`crate::stack`]), and deeper input is refused.
pub(crate) const MAX_DEPTH: usize = 10_000;

struct ValueDef {
    value: Value,
    offset: usize,
}

/// SSA names visible in one region (and, unless isolated, its parents'),
/// borrowed from the source where they are written there.
#[derive(Default)]
struct Scope<'a> {
    values: FxHashMap<Cow<'a, str>, ValueDef>,
    /// Whether names of enclosing scopes are hidden (isolated from above).
    isolated: bool,
}

/// Uses of names not yet defined: a placeholder op stands for each.
struct ForwardRef {
    placeholder: OpId,
    offset: usize,
}

/// Block labels of one region.
#[derive(Default)]
struct BlockScope {
    blocks: FxHashMap<String, (BlockId, bool, usize)>,
}

/// An entry-block argument a custom form names before its region
/// (`%x: i32 loc(...)`).
pub(crate) struct EntryArg {
    pub name: String,
    pub offset: usize,
    pub ty: Type,
    /// The location written after it; else where its name is.
    pub loc: Option<Attribute>,
}

/// A location alias used before its definition (mlir-opt prints them at the
/// end of the file).
pub(crate) struct DeferredLoc {
    pub name: String,
    pub offset: usize,
}

/// Told by a parser of text it is done reading: a range of byte offsets of
/// its source that it reads again only to quote a line in a message. A
/// caller that maps its input gives these pages back to the system, so a
/// large file is never resident whole next to the IR made from it.
pub type DoneReading<'a> = &'a (dyn Fn(std::ops::Range<usize>) + Sync);

/// Text is handed back in steps of this many bytes at least: one system
/// call per step.
const HAND_BACK_BYTES: usize = 1 << 22;

/// Reads MLIR's textual IR into a [`Context`]. [`parse_source`](crate::parse_source)
/// parses a whole file and turns errors into [`Diagnostic`](crate::diag::Diagnostic)s
/// with file locations; a `Parser` also reads a single type or attribute
/// ([`Parser::parse_type`], [`Parser::parse_attribute`]).
///
/// ```
/// use ods_runtime::{asm::Parser, Context, TypeKind};
///
/// let mut ctx = Context::new();
/// let t = Parser::new(&mut ctx, "tensor<2xi32>", "type").parse_type().unwrap();
/// assert!(matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }));
/// ```
pub struct Parser<'a> {
    pub(crate) ctx: &'a mut Context,
    pub(crate) src: &'a str,
    lex: Lexer<'a>,
    pub(crate) tok: Token,
    pub(crate) file: Symbol,
    pub(crate) attr_aliases: FxHashMap<String, Attribute>,
    pub(crate) type_aliases: FxHashMap<String, Type>,
    scopes: Vec<Scope<'a>>,
    /// The tables of closed scopes, emptied, for the next ones to reuse
    /// (a file has a region for every few operations).
    spare_scopes: Vec<FxHashMap<Cow<'a, str>, ValueDef>>,
    forward: Vec<FxHashMap<String, ForwardRef>>,
    /// Placeholders whose value got its definition, erased when the
    /// module-level op that used them is parsed: until then an op being
    /// parsed may hold one among its operands (a reference from outside a
    /// region to a value the region defines), which MLIR leaves unlinked
    /// for its verifier to report.
    resolved_placeholders: Vec<OpId>,
    /// Offsets of the forward references left undefined in closed isolated
    /// scopes: MLIR reports them once the whole file has parsed.
    undeclared: Vec<usize>,
    block_scopes: Vec<BlockScope>,
    pub(crate) deferred_locs: Vec<DeferredLoc>,
    /// How many attribute aliases have been used so far.
    pub(crate) alias_uses: usize,
    /// `distinct[id]` attributes seen, by id.
    pub(crate) distinct_ids: FxHashMap<u64, Attribute>,
    pub(crate) depth: usize,
    /// The deepest `depth` reached so far (what a parse took, by the
    /// difference).
    pub(crate) deepest: usize,
    /// The dictionary attributes parsed so far, by their text.
    pub(crate) dict_cache: super::dict_cache::DictCache<'a>,
    /// The first bad token lexed: where and why. MLIR's lexer reports it
    /// the moment it lexes the token, before any error of the parser.
    lex_error: Option<(usize, &'static str)>,
    /// Dialect values whose parse has started (`tryStartCyclicParse`).
    pub(crate) cyclic_parses: Vec<AttrOrType>,
    /// The dialect a bare custom op name is looked up in, innermost last:
    /// `builtin` at the top level, then each custom op's default dialect.
    default_dialects: Vec<&'static str>,
    placeholder_name: Symbol,
    /// The base of this source's positions in the context's
    /// [`SourceLocs`], when registered there.
    source_base: Option<u32>,
    /// The line starts of a source that is not registered.
    line_starts: Vec<u32>,
    /// The 1-based line `file_loc` found last, where the next search starts.
    last_line: usize,
    /// The op names whose dialect this parse has loaded already.
    loaded_op_names: rustc_hash::FxHashSet<Symbol>,
    /// The module-level ops read shallow, to parse on threads
    /// ([`Parser::split_module_ops`]).
    split: Option<split::Split>,
    /// Whether regions are skipped, not parsed (a shallow read), and how
    /// many bytes of them were.
    skipping: bool,
    skipped: usize,
    /// Whether the next region parsed is the body of the file's
    /// `builtin.module`, whose ops are split.
    module_body_next: bool,
    /// Whether the split parse met what only a parse in order reads as
    /// MLIR does (a value used in one module-level op and not defined
    /// there): the caller parses the file again, in order.
    pub(crate) redo_in_order: bool,
    /// Who is told of the text read ([`DoneReading`]), and where the text
    /// not yet handed back starts.
    pub(crate) done_reading: Option<DoneReading<'a>>,
    handed_back: usize,
    /// How many ops were parsed on threads (what tests check).
    #[cfg(test)]
    pub(crate) parsed_on_threads: usize,
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`; `file` names the input in the
    /// locations it makes.
    pub fn new(ctx: &'a mut Context, src: &'a str, file: &str) -> Parser<'a> {
        let file = ctx.symbol(file);
        let line_starts = std::iter::once(0)
            .chain(
                src.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i as u32 + 1),
            )
            .collect();
        let (source_base, line_starts) = match ctx.interned.add_source(file, src.len(), line_starts)
        {
            Ok(base) => (Some(base), Vec::new()),
            Err(line_starts) => (None, line_starts),
        };
        Parser::with_source(ctx, src, file, source_base, line_starts)
    }

    /// A parser at the start of `src`, whose lines are registered in the
    /// context from `source_base` on, or else start at `line_starts`.
    fn with_source(
        ctx: &'a mut Context,
        src: &'a str,
        file: Symbol,
        source_base: Option<u32>,
        line_starts: Vec<u32>,
    ) -> Parser<'a> {
        let placeholder_name = ctx.symbol("builtin.unrealized_forward_ref");
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        let lex_error = (tok.kind == Tok::Error).then_some((lex.error_offset, lex.error));
        Parser {
            ctx,
            src,
            lex,
            tok,
            file,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            scopes: Vec::new(),
            spare_scopes: Vec::new(),
            forward: Vec::new(),
            resolved_placeholders: Vec::new(),
            undeclared: Vec::new(),
            block_scopes: Vec::new(),
            deferred_locs: Vec::new(),
            alias_uses: 0,
            distinct_ids: FxHashMap::default(),
            depth: 0,
            deepest: 0,
            dict_cache: Default::default(),
            lex_error,
            cyclic_parses: Vec::new(),
            default_dialects: vec!["builtin"],
            placeholder_name,
            source_base,
            line_starts,
            last_line: 1,
            loaded_op_names: Default::default(),
            split: None,
            skipping: false,
            skipped: 0,
            module_body_next: false,
            redo_in_order: false,
            done_reading: None,
            handed_back: 0,
            #[cfg(test)]
            parsed_on_threads: 0,
        }
    }

    /// Hands the text before `upto` back ([`DoneReading`]) once a step of
    /// it has gathered; `all` hands back what there is.
    pub(crate) fn hand_back(&mut self, upto: usize, all: bool) {
        let Some(done) = self.done_reading else {
            return;
        };
        if upto > self.handed_back && (all || upto - self.handed_back >= HAND_BACK_BYTES) {
            done(self.handed_back..upto);
            self.handed_back = upto;
        }
    }

    /// Loads the dialect of the op named `name` (MLIR's parser loads the
    /// dialect of every op it reads), once per name.
    fn load_dialect_of_op(&mut self, name: Symbol) {
        if self.loaded_op_names.insert(name) {
            let text = self.ctx.symbol_str(name);
            if let Some((namespace, _)) = text.split_once('.') {
                let namespace = namespace.to_string();
                self.ctx.load_dialect(&namespace);
            }
        }
    }

    // ----- tokens ------------------------------------------------------------

    pub(crate) fn advance(&mut self) {
        self.tok = self.lex.next_token();
        if self.tok.kind == Tok::Error && self.lex_error.is_none() {
            self.lex_error = Some((self.lex.error_offset, self.lex.error));
        }
    }

    pub(crate) fn text(&self) -> &'a str {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }

    pub(crate) fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareId && self.text() == kw
    }

    pub(crate) fn eat(&mut self, k: Tok) -> bool {
        if self.at(k) {
            self.advance();
            true
        } else {
            false
        }
    }

    pub(crate) fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.advance();
            true
        } else {
            false
        }
    }

    pub(crate) fn err<T>(&self, message: impl Into<String>) -> PResult<T> {
        Err(self.error_here(message))
    }

    /// An error at the current token, or the lexer's error when the token
    /// is a bad one.
    fn error_here(&self, message: impl Into<String>) -> ParseError {
        let (offset, message) = if self.tok.kind == Tok::Error {
            (self.lex.error_offset, self.lex.error.to_string())
        } else {
            (self.tok.start as usize, message.into())
        };
        ParseError {
            offset,
            message,
            notes: Vec::new(),
            follow_ups: Vec::new(),
        }
    }

    pub(crate) fn err_at<T>(&self, offset: usize, message: impl Into<String>) -> PResult<T> {
        Err(ParseError::new(offset, message))
    }

    /// An "expected ..." error, placed as `emitWrongTokenError` places it:
    /// at the end of the previous line's text when the current token starts
    /// a line (skipping blank lines and comments).
    pub(crate) fn wrong_token<T>(&self, message: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return self.err_at(self.lex.error_offset, self.lex.error);
        }
        let bytes = self.src.as_bytes();
        let mut loc = (self.tok.start as usize).min(bytes.len());
        if self.tok.kind == Tok::Eof && loc > 0 {
            loc -= 1;
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.err_at(original, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.err_at(end, message);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map(|p| p + 1)
                .unwrap_or(0);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        }
    }

    pub(crate) fn expect(&mut self, k: Tok, what: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            self.wrong_token(format!("expected {what}"))
        }
    }

    pub(crate) fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            self.wrong_token(format!("expected '{kw}'"))
        }
    }

    /// The decoded contents of the current string token.
    pub(crate) fn string_value(&self) -> PResult<std::borrow::Cow<'a, [u8]>> {
        let t = self.text();
        let body = &t.as_bytes()[1..t.len() - 1];
        unescape(body).or_else(|i| {
            self.err_at(
                self.tok.start as usize + 1 + i,
                "unknown escape in string literal",
            )
        })
    }

    pub(crate) fn lex_pos(&self) -> usize {
        self.lex.pos
    }

    /// Goes back to a saved token and lexer position.
    pub(crate) fn restore(&mut self, (tok, pos): (Token, usize)) {
        self.tok = tok;
        self.lex.pos = pos;
    }

    /// Restarts lexing at a byte offset.
    pub(crate) fn reset_lexer(&mut self, pos: usize) {
        self.lex.pos = pos;
        self.advance();
    }

    /// Whether the character right after the current token is `c`.
    pub(crate) fn raw_follows(&self, c: u8) -> bool {
        self.src.as_bytes().get(self.tok.end as usize) == Some(&c)
    }

    /// The dialect and body of `!dialect.name<...>`, `#dialect<...>` and the
    /// like, starting at the current `!`/`#` token, and where the body
    /// starts. The body is kept as written, as MLIR keeps the symbols of
    /// unregistered dialects; a registered dialect parses it from there.
    pub(crate) fn dialect_body(&mut self, start: usize) -> PResult<DialectSymbol> {
        let name = &self.src[start + 1..self.tok.end as usize];
        // `parseExtendedSymbol`: a dot makes the pretty form, whose data is
        // what follows the dot (possibly nothing) and then the `<...>` body
        // with its brackets; without one the data is inside the brackets.
        let mut data_start = start + 1 + name.find('.').map_or(name.len(), |d| d + 1);
        let (dialect, mut data, pretty) = match name.split_once('.') {
            Some((d, rest)) => (d.to_string(), rest.to_string(), true),
            None => (name.to_string(), String::new(), false),
        };
        let bytes = self.src.as_bytes();
        let mut pos = self.tok.end as usize;
        if bytes.get(pos) == Some(&b'<') {
            let body_start = pos;
            // As MLIR scans it: nested punctuation, `->` as one token, and
            // any error (a mismatched closer, a NUL or the end of input)
            // reported for the innermost open bracket at MLIR's current
            // token: the body's `<`, or the last string the scan lexed.
            let mut stack: Vec<u8> = Vec::new();
            let mut current = body_start;
            loop {
                let unbalanced = |p: &Self, stack: &[u8], at: usize| {
                    let open = *stack.last().unwrap_or(&b'<') as char;
                    p.err_at(
                        at,
                        format!("unbalanced '{open}' character in pretty dialect name"),
                    )
                };
                let c = bytes.get(pos).copied().unwrap_or(0);
                pos += 1;
                match c {
                    0 => return unbalanced(self, &stack, current),
                    b'<' | b'(' | b'[' | b'{' => stack.push(c),
                    b'-' if bytes.get(pos) == Some(&b'>') => pos += 1,
                    b'>' | b')' | b']' | b'}' => {
                        let open = match c {
                            b'>' => b'<',
                            b')' => b'(',
                            b']' => b'[',
                            _ => b'{',
                        };
                        if stack.last() != Some(&open) {
                            return unbalanced(self, &stack, current);
                        }
                        stack.pop();
                        if stack.is_empty() {
                            break;
                        }
                    }
                    b'"' => {
                        // A string, as the lexer reads one.
                        current = pos - 1;
                        loop {
                            match bytes.get(pos) {
                                None | Some(b'\n' | b'\x0B' | b'\x0C') => {
                                    return self.err_at(pos, "expected '\"' in string literal");
                                }
                                Some(b'\\') => {
                                    let next = bytes.get(pos + 1).copied().unwrap_or(0);
                                    let hex = bytes.get(pos + 2).is_some_and(u8::is_ascii_hexdigit);
                                    if matches!(next, b'"' | b'\\' | b'n' | b't')
                                        || (next.is_ascii_hexdigit() && hex)
                                    {
                                        pos += 2;
                                    } else {
                                        return self
                                            .err_at(pos, "unknown escape in string literal");
                                    }
                                }
                                Some(b'"') => {
                                    pos += 1;
                                    break;
                                }
                                Some(_) => pos += 1,
                            }
                        }
                    }
                    _ => {}
                }
            }
            if pretty {
                data.push_str(&self.src[body_start..pos]);
            } else {
                data = self.src[body_start + 1..pos - 1].to_string();
                data_start = body_start + 1;
            }
        }
        self.reset_lexer(pos);
        Ok(DialectSymbol {
            dialect,
            data,
            data_start,
        })
    }

    /// Runs a registered dialect's parse hook on the body of a dialect
    /// symbol: the lexer goes back to where the body starts, as MLIR's
    /// `resetToken(symbolData)`, and returns after the symbol whatever the
    /// hook consumed.
    pub(crate) fn parse_symbol_body<T>(
        &mut self,
        symbol: &DialectSymbol,
        hook: impl FnOnce(&mut AsmParser<'_, 'a>) -> PResult<T>,
    ) -> PResult<T> {
        let after = (self.tok, self.lex_pos());
        self.reset_lexer(symbol.data_start);
        let result = hook(&mut AsmParser {
            p: self,
            custom_op: None,
        });
        self.restore(after);
        result
    }

    /// Runs `parse`, one level of nesting deeper: refused past
    /// [`MAX_DEPTH`], on a stack grown as needed.
    pub(crate) fn nested<T>(&mut self, parse: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_DEPTH {
            return self.err(format!("nesting deeper than {MAX_DEPTH} levels"));
        }
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        let result = crate::stack::grow(|| parse(self));
        self.depth -= 1;
        result
    }

    // ----- top level -------------------------------------------------------

    /// Parses a whole file into a top-level operation: the single
    /// `builtin.module` it holds, or a module made around its operations.
    pub fn parse_top_level(&mut self) -> PResult<OpId> {
        self.top_level().map_err(|e| match self.lex_error {
            // The parser fails on (or after) the bad token, but the
            // lexer's error came first.
            Some((offset, message)) => ParseError::new(offset, message),
            None => e,
        })
    }

    fn top_level(&mut self) -> PResult<OpId> {
        // A module made around top-level operations sits at 0:0.
        let file = self.file;
        let loc = self.ctx.attr(AttrKind::FileLineColLoc {
            file,
            line: 0,
            col: 0,
            end: None,
        });
        let region = self.ctx.create_region();
        let block = self.ctx.create_block(&[]);
        self.ctx.append_block(region, block);
        self.scopes.push(Scope {
            isolated: true,
            ..Scope::default()
        });
        self.forward.push(FxHashMap::default());
        // Blocks the top-level ops name as successors: none is defined
        // there, which `finalize` reports after undeclared values.
        self.block_scopes.push(BlockScope::default());
        let read = self.top_level_entries(block);
        self.parse_put_aside(read)?;
        if self.redo_in_order {
            return self.err("parse again in order");
        }
        self.finish_scope();
        // As MLIR's `finalize`: values used and never defined, reported at
        // the first use, once every other parse error had its chance.
        if let Some(&offset) = self.undeclared.iter().min() {
            return self.err_at(offset, "use of undeclared SSA value name");
        }
        // Each undefined block is an error of its own, as mlir-opt reports.
        let blocks = self.block_scopes.pop().unwrap_or_default();
        let mut undefined: Vec<usize> = blocks.blocks.values().map(|(_, _, off)| *off).collect();
        undefined.sort_unstable();
        if let Some((&first, rest)) = undefined.split_first() {
            let mut e = self
                .err_at::<()>(first, "reference to an undefined block")
                .unwrap_err();
            e.follow_ups = rest
                .iter()
                .map(|&off| (off, "reference to an undefined block".to_string()))
                .collect();
            return Err(e);
        }
        let ops = self.ctx.block_ops(block);
        let module_name = self.ctx.symbol("builtin.module");
        // Without the implicit module, the caller takes the ops out of the
        // one made here.
        let explicit = ops.len() == 1 && self.ctx.op_name(ops[0]) == module_name;
        let top = if explicit && self.ctx.implicit_module {
            self.ctx.detach_op(ops[0]);
            ops[0]
        } else {
            let mut state = OperationState::new(self.ctx, "builtin.module", loc);
            state.regions.push(region);
            self.ctx.create_op(state)
        };
        self.resolve_deferred_locs_in(top)?;
        Ok(top)
    }

    /// The aliases, resource section and ops of the file, the ops
    /// appended to `block`.
    fn top_level_entries(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Eof => return Ok(()),
                Tok::HashId => self.alias_definition(true)?,
                Tok::ExclId => self.alias_definition(false)?,
                Tok::FileMetadataBegin => self.file_metadata()?,
                _ => {
                    let op = self.module_level_op()?;
                    self.ctx.append_op(block, op);
                }
            }
        }
    }

    /// Sets the properties of a registered operation as MLIR's
    /// `setPropertiesFromAttr` does: a `<{...}>` dictionary keeps only the
    /// op's own properties (other keys are dropped), and inherent
    /// attributes of its attribute dictionary move to the properties
    /// unless given there already. `offset` places the errors: properties
    /// on an op without any, or not a dictionary. With `custom_form` the
    /// attribute dictionary's inherent attributes win instead over what
    /// the op's parser set (MLIR sets them when it creates the op, after
    /// the custom parser, but the generic form's properties after that).
    fn set_registered_properties(
        &mut self,
        name: Symbol,
        properties: &mut Option<Attribute>,
        attributes: &mut Vec<(Symbol, Attribute)>,
        offset: usize,
        custom_form: bool,
    ) -> PResult<()> {
        let Some(info) = self.ctx.registry.get(name) else {
            return Ok(());
        };
        let (inherent, in_dictionary, info_properties, convert) = (
            info.inherent_attrs,
            info.dictionary_attrs,
            info.properties,
            info.convert_property,
        );
        let mut props = match *properties {
            Some(p) => self.property_entries(name, p, inherent, in_dictionary, offset)?,
            None => Vec::new(),
        };
        // Each converts to its property as the op's `setPropertiesFromAttr`
        // would, else the parse fails.
        if let (Some(convert), Some(given)) = (convert, *properties) {
            for (entry, value) in &mut props {
                let key = self.ctx.symbol_str(*entry).to_string();
                match convert(self.ctx, &key, *value) {
                    Ok(kept) => *value = kept,
                    Err(problem) => {
                        let shown = super::printer::attr_to_string(self.ctx, given);
                        let op = self.ctx.symbol_str(name);
                        return self.err_at(
                            offset,
                            format!("invalid properties {shown} for op {op}: {problem}"),
                        );
                    }
                }
            }
        }
        let ctx = &*self.ctx;
        let (moved, kept): (Vec<_>, Vec<_>) = attributes.drain(..).partition(|(n, _)| {
            let n = ctx.symbol_str(*n);
            inherent.contains(&n) && !info_properties.contains(&n)
        });
        *attributes = kept;
        if custom_form {
            props.splice(0..0, moved);
        } else {
            props.extend(moved);
        }
        // Stable, so an entry of `<{...}>` wins over the attribute dictionary.
        props.sort_by(|a, b| self.ctx.symbol_str(a.0).cmp(self.ctx.symbol_str(b.0)));
        props.dedup_by(|a, b| a.0 == b.0);
        *properties =
            (!props.is_empty()).then(|| self.ctx.attr(AttrKind::Dictionary(props.into())));
        Ok(())
    }

    /// The entries of `<props>` given to the registered op `name` that name
    /// one of its `inherent` properties, but those it keeps in its
    /// attribute dictionary (`in_dictionary`).
    fn property_entries(
        &self,
        name: Symbol,
        props: Attribute,
        inherent: &[&str],
        in_dictionary: &[&str],
        offset: usize,
    ) -> PResult<Vec<(Symbol, Attribute)>> {
        let is_property = |n: &str| inherent.contains(&n) && !in_dictionary.contains(&n);
        let problem = match self.ctx.attr_kind(props) {
            _ if !inherent.iter().any(|n| is_property(n)) => {
                "this operation does not support properties"
            }
            AttrKind::Dictionary(d) => {
                return Ok(d
                    .iter()
                    .filter(|(n, _)| is_property(self.ctx.symbol_str(*n)))
                    .copied()
                    .collect())
            }
            _ => "expected DictionaryAttr to set properties",
        };
        let shown = super::printer::attr_to_string(self.ctx, props);
        let op = self.ctx.symbol_str(name);
        self.err_at(
            offset,
            format!("invalid properties {shown} for op {op}: {problem}"),
        )
    }

    pub(crate) fn ir_err(&self, e: crate::context::IrError) -> ParseError {
        ParseError {
            offset: self.tok.start as usize,
            message: e.to_string(),
            notes: Vec::new(),
            follow_ups: Vec::new(),
        }
    }

    /// `loc("file":line:col)` of a byte offset: where mlir-opt places an
    /// operation that has no `loc(...)`.
    pub(crate) fn file_loc(&mut self, offset: usize) -> Attribute {
        if let Some(base) = self.source_base {
            return SourceLocs::at(base, offset);
        }
        let line = self.line_of(offset);
        let col = offset - self.line_starts[line - 1] as usize + 1;
        let file = self.file;
        self.ctx.attr(AttrKind::FileLineColLoc {
            file,
            line: line as u32,
            col: col as u32,
            end: None,
        })
    }

    /// The 1-based line of a byte offset. Operations come in file order,
    /// mostly a line or a few apart: the lines after the last one found
    /// are tried before a binary search over a million of them.
    fn line_of(&mut self, offset: usize) -> usize {
        let starts = &self.line_starts;
        let mut line = self.last_line;
        if starts[line - 1] as usize <= offset {
            for _ in 0..8 {
                if line == starts.len() || starts[line] as usize > offset {
                    self.last_line = line;
                    return line;
                }
                line += 1;
            }
        }
        line = starts.partition_point(|&s| s as usize <= offset);
        self.last_line = line;
        line
    }

    fn alias_definition(&mut self, is_attr: bool) -> PResult<()> {
        let start = self.tok.start as usize;
        let name = self.text()[1..].to_string();
        if name.contains('.') {
            let kind = if is_attr { "attribute" } else { "type" };
            return self.err_at(
                start,
                format!("{kind} names with a '.' are reserved for dialect-defined names"),
            );
        }
        self.advance();
        let kind = if is_attr { "attribute" } else { "type" };
        self.expect(Tok::Equal, &format!("'=' in {kind} alias definition"))?;
        if is_attr {
            if self.attr_aliases.contains_key(&name) {
                return self.err_at(
                    start,
                    format!("redefinition of attribute alias id '{name}'"),
                );
            }
            let a = self.parse_attribute(None)?;
            let opaque = matches!(self.ctx.attr_kind(a), AttrKind::Opaque { .. });
            if let (true, Entry::Vacant(slot)) = (opaque, self.ctx.dialect_attr_aliases.entry(a)) {
                slot.insert(name.clone());
                self.ctx.dialect_alias_targets.insert(name.clone(), a);
            }
            self.log_alias(&name, split::Alias::Attr(a));
            self.attr_aliases.insert(name, a);
        } else {
            if self.type_aliases.contains_key(&name) {
                return self.err_at(start, format!("redefinition of type alias id '{name}'"));
            }
            let t = self.parse_type()?;
            self.log_alias(&name, split::Alias::Type(t));
            self.type_aliases.insert(name, t);
        }
        Ok(())
    }

    /// `{-# key: { dialect: { name: "blob" } } #-}`: resources are kept as
    /// text so they print back.
    fn file_metadata(&mut self) -> PResult<()> {
        self.advance();
        loop {
            if self.eat(Tok::FileMetadataEnd) {
                return Ok(());
            }
            if !self.at(Tok::BareId) {
                return self.err("expected identifier key in file metadata dictionary");
            }
            let key = self.text().to_string();
            self.advance();
            self.expect(Tok::Colon, "':'")?;
            self.expect(Tok::LBrace, "'{'")?;
            if key != "dialect_resources" && key != "external_resources" {
                return self.err_at(
                    self.tok.start as usize,
                    format!("unknown key '{key}' in file metadata dictionary"),
                );
            }
            while !self.eat(Tok::RBrace) {
                if !self.at(Tok::BareId) {
                    return self.err("expected identifier key for 'resource' entry");
                }
                if key == "dialect_resources" && self.text() != "builtin" {
                    return self.err(format!("dialect '{}' is unknown", self.text()));
                }
                let dialect = self.ctx.symbol(self.text());
                self.advance();
                self.expect(Tok::Colon, "':'")?;
                self.expect(Tok::LBrace, "'{'")?;
                let mut entries = Vec::new();
                let mut attached = match key.as_str() {
                    "external_resources" => self.take_resource_parser(dialect),
                    _ => None,
                };
                while !self.eat(Tok::RBrace) {
                    if !matches!(self.tok.kind, Tok::BareId | Tok::String) {
                        return self.err("expected identifier key for 'resource' entry");
                    }
                    let name = if self.at(Tok::String) {
                        String::from_utf8_lossy(&self.string_value()?).into_owned()
                    } else {
                        self.text().to_string()
                    };
                    let name = self.ctx.symbol(&name);
                    let key_at = self.tok.start as usize;
                    self.advance();
                    self.expect(Tok::Colon, "':'")?;
                    if let Some((_, parser)) = attached.as_mut() {
                        let result = self.give_resource_entry(name, key_at, parser);
                        if let Err(e) = result {
                            self.ctx.resource_parsers.extend(attached.take());
                            return Err(e);
                        }
                        if !self.eat(Tok::Comma) && !self.at(Tok::RBrace) {
                            return self.err("expected ',' or '}'");
                        }
                        continue;
                    }
                    let k = self.ctx.symbol_str(name).to_string();
                    let value = match self.tok.kind {
                        Tok::String if self.text().starts_with("\"0x") => self.blob_text(&k)?,
                        Tok::String if key != "dialect_resources" => {
                            let mut text = String::from("\"");
                            escape_into(&mut text, &self.string_value()?);
                            text.push('"');
                            text
                        }
                        Tok::BareId
                            if key != "dialect_resources"
                                && matches!(self.text(), "true" | "false") =>
                        {
                            self.text().to_string()
                        }
                        _ if key != "dialect_resources" => {
                            return self.err("expected a bool, string or hex blob");
                        }
                        _ => return self.err(format!("expected hex string blob for key '{k}'")),
                    };
                    self.advance();
                    entries.push((name, value));
                    if !self.eat(Tok::Comma) && !self.at(Tok::RBrace) {
                        return self.err("expected ',' or '}'");
                    }
                }
                if let Some(parser) = attached {
                    self.ctx.resource_parsers.push(parser);
                    if !self.eat(Tok::Comma) && !self.at(Tok::RBrace) {
                        return self.err("expected ',' or '}'");
                    }
                    continue;
                }
                // Groups of one name merge, in the order of their first
                // appearance. A builtin resource defined again takes the
                // later value; external entries are all kept, in order.
                let groups = if key == "dialect_resources" {
                    &mut self.ctx.dialect_resources
                } else {
                    &mut self.ctx.external_resources
                };
                let group = match groups.iter().position(|(d, _)| *d == dialect) {
                    Some(i) => &mut groups[i].1,
                    None => {
                        groups.push((dialect, Vec::new()));
                        &mut groups.last_mut().unwrap().1
                    }
                };
                for (name, value) in entries {
                    match group.iter_mut().find(|(k, _)| *k == name) {
                        Some(slot) if key == "dialect_resources" => slot.1 = value,
                        _ => group.push((name, value)),
                    }
                }
                if !self.eat(Tok::Comma) && !self.at(Tok::RBrace) {
                    return self.err("expected ',' or '}'");
                }
            }
            if !self.eat(Tok::Comma) && !self.at(Tok::FileMetadataEnd) {
                return self.err("expected ',' or '#-}'");
            }
        }
    }

    /// The parser attached to the external resource group `group`, taken
    /// out of the context while it reads the group.
    fn take_resource_parser(
        &mut self,
        group: Symbol,
    ) -> Option<(Symbol, crate::asm::resource_parser::ResourceParser)> {
        let at = self
            .ctx
            .resource_parsers
            .iter()
            .position(|(g, _)| *g == group)?;
        Some(self.ctx.resource_parsers.remove(at))
    }

    /// Reads the value of the entry `name` (its key at `key_at`) and hands
    /// it to `parser`; its refusal is a parse error at the key or value.
    fn give_resource_entry(
        &mut self,
        name: Symbol,
        key_at: usize,
        parser: &mut crate::asm::resource_parser::ResourceParser,
    ) -> PResult<()> {
        use crate::asm::resource_parser::{ResourceEntry, ResourceError, ResourceValue};
        let value_at = self.tok.start as usize;
        let text;
        let value = match self.tok.kind {
            Tok::String => {
                text = String::from_utf8_lossy(&self.string_value()?).into_owned();
                ResourceValue::String(&text)
            }
            Tok::BareId if matches!(self.text(), "true" | "false") => {
                ResourceValue::Bool(self.text() == "true")
            }
            _ => return self.err("expected a bool, string or hex blob"),
        };
        let key = self.ctx.symbol_str(name).to_string();
        let entry = ResourceEntry { key: &key, value };
        match parser(&entry) {
            Ok(()) => {
                self.advance();
                Ok(())
            }
            Err(ResourceError::AtKey(message)) => self.err_at(key_at, message),
            Err(ResourceError::AtValue(message)) => self.err_at(value_at, message),
        }
    }

    /// A resource blob, `"0x..."`: hex data whose first four bytes give a
    /// power-of-two alignment (or zero), as MLIR checks it. A blob without
    /// data becomes MLIR's empty blob, whose alignment is zero.
    fn blob_text(&self, key: &str) -> PResult<String> {
        let text = self.text();
        let hex = &text.as_bytes()[3..text.len() - 1];
        if !hex.len().is_multiple_of(2) || !hex.iter().all(u8::is_ascii_hexdigit) {
            return self.err(format!("expected hex string blob for key '{key}'"));
        }
        if hex.len() < 8 {
            return self.err(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
            ));
        }
        let byte = |i: usize| {
            u32::from_str_radix(
                std::str::from_utf8(&hex[2 * i..2 * i + 2]).unwrap_or("0"),
                16,
            )
            .unwrap_or(0)
        };
        let align = byte(0) | byte(1) << 8 | byte(2) << 16 | byte(3) << 24;
        if align != 0 && !align.is_power_of_two() {
            return self.err(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
            ));
        }
        if hex.len() == 8 {
            return Ok("\"0x00000000\"".to_string());
        }
        // The blob is printed back from its bytes, in upper-case hex.
        Ok(format!(
            "\"0x{}\"",
            text[3..text.len() - 1].to_ascii_uppercase()
        ))
    }

    // ----- SSA values ----------------------------------------------------------

    fn push_scope(&mut self, isolated: bool) {
        let values = self.spare_scopes.pop().unwrap_or_default();
        self.scopes.push(Scope { values, isolated });
        if isolated {
            self.forward.push(FxHashMap::default());
        }
    }

    fn pop_scope(&mut self) -> PResult<()> {
        let mut scope = self.scopes.pop().expect("balanced scopes");
        if scope.isolated {
            self.finish_scope();
        }
        scope.values.clear();
        self.spare_scopes.push(scope.values);
        Ok(())
    }

    /// Closes the forward references of an isolated scope; those never
    /// defined are kept for the end of the file.
    fn finish_scope(&mut self) {
        let pending = self.forward.pop().unwrap_or_default();
        self.undeclared.extend(pending.values().map(|f| f.offset));
    }

    fn lookup(&self, name: &str) -> Option<Value> {
        self.lookup_def(name).map(|d| d.value)
    }

    fn lookup_def(&self, name: &str) -> Option<&ValueDef> {
        for s in self.scopes.iter().rev() {
            if let Some(d) = s.values.get(name) {
                return Some(d);
            }
            if s.isolated {
                break;
            }
        }
        None
    }

    /// A use of `%name` (with `#n` already split off) of type `ty`.
    pub(crate) fn resolve_use(
        &mut self,
        name: &str,
        index: u32,
        ty: Type,
        offset: usize,
    ) -> PResult<Value> {
        // Most uses name a first result: looked up without a copy, which is
        // made only for a new forward reference.
        let key: std::borrow::Cow<str> = if index == 0 {
            name.into()
        } else {
            format!("{name}#{index}").into()
        };
        if let Some(d) = self.lookup_def(&key) {
            let (v, def_offset) = (d.value, d.offset);
            return self.check_use_type(name, v, ty, offset, def_offset);
        }
        if index > 0 && self.lookup(name).is_some() {
            return self.err_at(offset, "reference to invalid result number");
        }
        let fwd = self.forward.last_mut().expect("a scope is open");
        if let Some(f) = fwd.get(&*key) {
            let (v, first) = (Value::Result(f.placeholder, 0), f.offset);
            return self.check_use_type(name, v, ty, offset, first);
        }
        let mut state = OperationState::named(self.placeholder_name, self.ctx.unknown_loc());
        state.result_types.push(ty);
        let placeholder = self.ctx.create_op(state);
        self.forward.last_mut().expect("a scope is open").insert(
            key.into_owned(),
            ForwardRef {
                placeholder,
                offset,
            },
        );
        Ok(Value::Result(placeholder, 0))
    }

    /// A use must have the type of the value's earlier definition or uses;
    /// MLIR names the value without its result number.
    fn check_use_type(
        &self,
        name: &str,
        v: Value,
        ty: Type,
        offset: usize,
        prior: usize,
    ) -> PResult<Value> {
        let vt = self.ctx.value_type(v);
        if vt == ty {
            return Ok(v);
        }
        let (a, b) = (self.type_str(ty), self.type_str(vt));
        let mut e = self
            .err_at::<()>(
                offset,
                format!(
                    "use of value '{name}' expects different type than prior uses: '{a}' vs '{b}'"
                ),
            )
            .unwrap_err();
        e.notes.push((prior, "prior use here".into()));
        Err(e)
    }

    /// Erases the resolved placeholders no op uses; whether one is used
    /// (an unlinked operand, left outside any block).
    pub(crate) fn release_resolved_placeholders(&mut self) -> PResult<bool> {
        let mut used = false;
        for placeholder in std::mem::take(&mut self.resolved_placeholders) {
            if self.ctx.has_uses(Value::Result(placeholder, 0)) {
                used = true;
            } else {
                self.ctx.erase_op(placeholder).map_err(|e| self.ir_err(e))?;
            }
        }
        Ok(used)
    }

    /// Defines `%name` (or `%name#i`) as `v`.
    fn define(&mut self, key: Cow<'a, str>, v: Value, offset: usize) -> PResult<()> {
        if let Some(prev) = self.lookup_def(&key).map(|d| d.offset) {
            let mut e = self
                .err_at::<()>(offset, format!("redefinition of SSA value '{key}'"))
                .unwrap_err();
            e.notes.push((prev, "previously defined here".into()));
            return Err(e);
        }
        if let Some(f) = self.forward.last_mut().and_then(|m| m.remove(&*key)) {
            let old = Value::Result(f.placeholder, 0);
            let (ot, nt) = (self.ctx.value_type(old), self.ctx.value_type(v));
            if ot != nt {
                let (a, b) = (self.type_str(ot), self.type_str(nt));
                let full = if key.contains('#') {
                    key.to_string()
                } else {
                    format!("{key}#0")
                };
                let mut e = self
                    .err_at::<()>(
                        offset,
                        format!("definition of SSA value '{full}' has type '{b}'"),
                    )
                    .unwrap_err();
                e.notes
                    .push((f.offset, format!("previously used here with type '{a}'")));
                return Err(e);
            }
            self.ctx.replace_all_uses_with(old, v);
            self.resolved_placeholders.push(f.placeholder);
        }
        self.scopes
            .last_mut()
            .expect("a scope is open")
            .values
            .insert(key, ValueDef { value: v, offset });
        Ok(())
    }

    pub(crate) fn type_str(&self, t: Type) -> String {
        super::printer::type_to_string(self.ctx, t)
    }

    /// `%name` or `%name#3`: the name and the result index. Without
    /// `allow_result_number` (MLIR's `parseSSAUse` for arguments), a `#`
    /// is `result number not allowed in argument list`.
    pub(crate) fn parse_value_ref(
        &mut self,
        allow_result_number: bool,
    ) -> PResult<(&'a str, u32, usize)> {
        if !self.at(Tok::PercentId) {
            return self.wrong_token("expected SSA operand");
        }
        let offset = self.tok.start as usize;
        let name = self.text();
        self.advance();
        // `#n` lexes as a hash identifier right after the name.
        if self.at(Tok::HashId) && self.tok.start as usize == offset + name.len() {
            if !allow_result_number {
                return self.err("result number not allowed in argument list");
            }
            let idx = &self.text()[1..];
            let Ok(i) = idx.parse::<u32>() else {
                return self.err("expected integer result number");
            };
            self.advance();
            return Ok((name, i, offset));
        }
        Ok((name, 0, offset))
    }

    // ----- operations ----------------------------------------------------------

    /// One operation, with its results bound to names.
    pub(crate) fn operation(&mut self) -> PResult<OpId> {
        let op_start = self.tok.start as usize;
        let mut results: SmallVec<[(&str, u32, usize); 2]> = SmallVec::new();
        if self.at(Tok::PercentId) {
            loop {
                let offset = self.tok.start as usize;
                if !self.at(Tok::PercentId) {
                    return self.wrong_token("expected valid ssa identifier");
                }
                let name = self.text();
                self.advance();
                let mut count = 1u32;
                if self.eat(Tok::Colon) {
                    if !self.at(Tok::Integer) {
                        return self.wrong_token("expected integer number of results");
                    }
                    count = self.text().parse().ok().filter(|&c| c > 0).map_or_else(
                        || self.err("expected named operation to have at least 1 result"),
                        Ok,
                    )?;
                    self.advance();
                }
                results.push((name, count, offset));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "'=' after SSA name")?;
        }
        let op_loc_offset = self.tok.start as usize;
        let op = match self.tok.kind {
            Tok::String => self.generic_operation(op_loc_offset)?,
            // An integer type is its own token in MLIR, not a name.
            Tok::BareId if !is_integer_type_token(self.text()) => {
                self.custom_operation(op_loc_offset)?
            }
            _ => return self.wrong_token("expected operation name in quotes"),
        };
        let n = self.ctx.num_results(op);
        let expected: u32 = results.iter().map(|r| r.1).sum();
        if !results.is_empty() && n == 0 {
            return self.err_at(op_start, "cannot name an operation with no results");
        }
        if !results.is_empty() && expected as usize != n {
            return self.err_at(
                op_start,
                format!("operation defines {n} results but was provided {expected} to bind"),
            );
        }
        let mut index = 0u32;
        for (name, count, offset) in results {
            for i in 0..count {
                let key = if i == 0 {
                    name.into()
                } else {
                    format!("{name}#{i}").into()
                };
                self.define(key, Value::Result(op, index), offset)?;
                index += 1;
            }
        }
        Ok(op)
    }

    /// `loc(...)` after an operation, if present.
    pub(crate) fn trailing_location(&mut self, op: OpId) -> PResult<()> {
        if self.at_keyword("loc") {
            let loc = self.trailing_location_spec()?;
            self.ctx.set_op_loc(op, loc);
        }
        Ok(())
    }

    fn generic_operation(&mut self, offset: usize) -> PResult<OpId> {
        let raw = self.string_value()?;
        let Ok(name) = std::str::from_utf8(&raw) else {
            return self.err("operation name is not UTF-8");
        };
        if name.is_empty() {
            return self.err("empty operation name is invalid");
        }
        // A NUL, written as a byte or as `\00`, would end the name in C.
        if name.contains('\0') {
            return self.err("null character not allowed in operation name");
        }
        self.advance();
        let name_sym = self.ctx.symbol(name);
        self.load_dialect_of_op(name_sym);
        if !self.ctx.allow_unregistered
            && self.ctx.registry.registered_dialect_of_op(name).is_none()
            && !self.ctx.registry.is_registered(name_sym)
        {
            // At the token after the name, as mlir-opt reports it; an
            // unknown op of a known dialect is the verifier's to refuse.
            return self.err(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            );
        }
        self.expect(Tok::LParen, "'(' to start operand list")?;
        let mut operand_refs: SmallVec<[(&str, u32, usize); 4]> = SmallVec::new();
        // As MLIR's optional use list: no `%` here ends the list, so what
        // else stands here is refused as its missing `)`.
        if self.at(Tok::PercentId) {
            loop {
                operand_refs.push(self.parse_value_ref(true)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' to end operand list")?;
        let mut successors: SmallVec<[BlockId; 2]> = SmallVec::new();
        if self.at(Tok::LSquare) {
            // MLIR refuses successors here for an op known not to be a
            // terminator.
            let terminator = self.ctx.registry.traits(name_sym);
            if terminator.is_some_and(|t| !t.contains(crate::registry::Traits::TERMINATOR)) {
                return self.err("successors in non-terminator");
            }
        }
        if self.eat(Tok::LSquare) {
            loop {
                successors.push(self.block_ref()?);
                if self.eat(Tok::RSquare) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ']'")?;
            }
        }
        let mut properties = None;
        let alias_uses = self.alias_uses;
        if self.eat(Tok::Less) {
            // Any attribute may hold the properties of an unregistered op.
            properties = Some(self.parse_attribute(None)?);
            self.expect(Tok::Greater, "'>' to close properties")?;
        }
        let mut regions: SmallVec<[RegionId; 2]> = SmallVec::new();
        if self.eat(Tok::LParen) {
            self.module_body_next =
                self.split.is_some() && self.depth == 0 && name == "builtin.module";
            loop {
                let region = self.parse_region_with(&[]);
                self.module_body_next = false;
                regions.push(region?);
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "')' to end region list")?;
            }
        }
        let mut attributes = Vec::new();
        if self.at(Tok::LBrace) {
            attributes = self.parse_dictionary_entries()?;
        }
        self.expect(Tok::Colon, "':' followed by operation type")?;
        let type_offset = self.tok.start as usize;
        let fty = self.parse_type()?;
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(fty) else {
            return self.err_at(type_offset, "expected function type");
        };
        let inputs: SmallVec<[Type; 4]> = inputs.iter().copied().collect();
        let results: SmallVec<[Type; 4]> = results.iter().copied().collect();
        if inputs.len() != operand_refs.len() {
            return self.err_at(
                type_offset,
                format!(
                    "expected {} operand type{} but had {}",
                    operand_refs.len(),
                    if operand_refs.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            );
        }
        let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
        for ((name, idx, off), ty) in operand_refs.into_iter().zip(inputs) {
            operands.push(self.resolve_use(name, idx, ty, off)?);
        }
        if let Some(message) = self.ctx.registry.get(name_sym).and_then(|info| {
            crate::ods::spec::inherent_attr_error(self.ctx, &attributes, info.attr_constraints)
        }) {
            return self.err_at(offset, format!("'{name}' op {message}"));
        }
        self.set_registered_properties(name_sym, &mut properties, &mut attributes, offset, false)?;
        let attrs = self.ctx.dictionary(attributes);
        let aliased_properties = self.alias_uses != alias_uses;
        // The location comes last and nothing before needs it: a trailing
        // `loc(...)` spares interning the file location it would replace.
        let loc = if self.at_keyword("loc") {
            self.trailing_location_spec()?
        } else {
            self.file_loc(offset)
        };
        let op = self.ctx.create_op_parts(OpParts {
            name: name_sym,
            loc,
            operands: &operands,
            result_types: &results,
            attrs,
            properties,
            regions: &regions,
            successors: &successors,
        });
        if aliased_properties {
            self.ctx.aliased_properties.insert(op);
        }
        Ok(op)
    }

    fn custom_operation(&mut self, offset: usize) -> PResult<OpId> {
        let name = self.text().to_string();
        // MLIR consumes the name before it looks the op up: a bad token
        // after the name is reported before an unknown op.
        self.advance();
        let default_dialect = self.default_dialects.last().copied().unwrap_or("");
        let info = match self.ctx.registry.lookup_custom(&name, default_dialect) {
            Ok(info) => info,
            Err(message) => return self.unknown_custom_op(offset, message),
        };
        let Some(parse) = info.parse else {
            return self.err_at(
                offset,
                format!("custom op '{name}' has no custom assembly form"),
            );
        };
        let full_name = info.name;
        // "custom op '...'" errors name the op as resolved (MLIR prefixes a
        // bare name with the default dialect).
        let op_name = self.ctx.symbol_str(full_name).to_string();
        // The op's regions resolve bare op names in its default dialect,
        // or in none (MLIR's `defaultDialectStack`).
        self.default_dialects
            .push(info.default_dialect.unwrap_or(""));
        self.load_dialect_of_op(full_name);
        self.module_body_next =
            self.split.is_some() && self.depth == 0 && op_name == "builtin.module";
        let loc = self.file_loc(offset);
        let mut state = OperationState::named(full_name, loc);
        let parsed = parse(
            &mut super::OpAsmParser {
                inner: AsmParser {
                    p: self,
                    custom_op: Some(op_name),
                },
                name_loc: super::SourcePos(offset),
            },
            &mut state,
        );
        self.default_dialects.pop();
        self.module_body_next = false;
        parsed?;
        self.set_registered_properties(
            state.name,
            &mut state.properties,
            &mut state.attributes,
            offset,
            true,
        )?;
        let op = self.ctx.create_op(state);
        self.trailing_location(op)?;
        Ok(op)
    }

    /// The error for a custom op name nothing is registered under; when
    /// its dialect is unknown too, MLIR's note lists the known ones.
    fn unknown_custom_op<T>(&self, offset: usize, message: String) -> PResult<T> {
        let mut e = ParseError::new(offset, message);
        if e.message.starts_with("Dialect `") {
            let note = format!(
                "Available dialects: {} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/\
                 #registered-loaded-dependent-whats-up-with-dialects-management",
                self.ctx.registry.namespaces().join(", ")
            );
            e.notes.push((e.offset, note));
        }
        Err(e)
    }

    // ----- regions and blocks --------------------------------------------------

    pub(crate) fn block_ref(&mut self) -> PResult<BlockId> {
        if !self.at(Tok::CaretId) {
            return self.wrong_token("expected block name");
        }
        let name = self.text().to_string();
        let offset = self.tok.start as usize;
        self.advance();
        let Some(scope) = self.block_scopes.last_mut() else {
            // Top-level operations have no blocks to refer to.
            return self.err_at(offset, "reference to an undefined block");
        };
        if let Some(&(b, _, _)) = scope.blocks.get(&name) {
            return Ok(b);
        }
        let b = self.ctx.create_block(&[]);
        self.block_scopes
            .last_mut()
            .unwrap()
            .blocks
            .insert(name, (b, false, offset));
        Ok(b)
    }

    /// `{ blocks }`; names of enclosing regions stay visible (MLIR hides
    /// them only at the top level).
    /// `entry_args` (from a custom form, `(%x: i32)`) become the arguments
    /// of an entry block that the region then has even when empty.
    pub(crate) fn parse_region_with(&mut self, entry_args: &[EntryArg]) -> PResult<RegionId> {
        self.nested(|p| p.region_with(entry_args, false))
    }

    /// A region whose names hide those of the enclosing regions, so that
    /// its entry arguments may reuse them (MLIR's `enableNameShadowing`).
    pub(crate) fn parse_region_shadowing(&mut self, entry_args: &[EntryArg]) -> PResult<RegionId> {
        self.nested(|p| p.region_with(entry_args, true))
    }

    fn region_with(&mut self, entry_args: &[EntryArg], shadowing: bool) -> PResult<RegionId> {
        if self.skipping {
            return self.skip_region(entry_args);
        }
        let module_body = std::mem::take(&mut self.module_body_next);
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        let region = self.ctx.create_region();
        self.push_scope(shadowing);
        self.block_scopes.push(BlockScope::default());
        let r = self.region_body(region, entry_args, module_body);
        let scope = self.block_scopes.pop().unwrap();
        r?;
        // Blocks referenced as successors but never defined.
        let undefined = scope
            .blocks
            .values()
            .filter(|(_, defined, _)| !defined)
            .map(|(_, _, off)| *off)
            .min();
        if let Some(off) = undefined {
            return self.err_at(off, "reference to an undefined block");
        }
        self.pop_scope()?;
        Ok(region)
    }

    /// The entry block of a region whose arguments the custom form named
    /// before it, with those names defined.
    fn named_entry_block(&mut self, entry_args: &[EntryArg]) -> PResult<BlockId> {
        if self.at(Tok::CaretId) {
            return self.err("invalid block name in region with named arguments");
        }
        let b = self.ctx.create_block(&[]);
        for arg in entry_args {
            // Defined, or used ahead of its definition (MLIR's
            // `getReferenceLoc` sees both).
            let forward = self.forward.last().and_then(|m| m.get(&arg.name));
            let referenced = self.lookup_def(&arg.name).map(|d| d.offset);
            if let Some(prev) = referenced.or(forward.map(|f| f.offset)) {
                let mut e = self
                    .err_at::<()>(
                        arg.offset,
                        format!("region entry argument '{}' is already in use", arg.name),
                    )
                    .unwrap_err();
                e.notes.push((prev, "previously referenced here".into()));
                return Err(e);
            }
            let loc = match arg.loc {
                Some(loc) => loc,
                None => self.file_loc(arg.offset),
            };
            let v = self.ctx.add_block_arg(b, arg.ty, loc);
            self.define(arg.name.clone().into(), v, arg.offset)?;
        }
        Ok(b)
    }

    /// The blocks of a region up to its `}`; those of the file's module
    /// (`module_body`) are split ([`Parser::split_module_ops`]).
    fn region_body(
        &mut self,
        region: RegionId,
        entry_args: &[EntryArg],
        module_body: bool,
    ) -> PResult<()> {
        let mut current = if !entry_args.is_empty() {
            let b = self.named_entry_block(entry_args)?;
            self.ctx.append_block(region, b);
            Some(b)
        } else if self.eat(Tok::RBrace) {
            return Ok(());
        } else if self.at(Tok::CaretId) {
            None
        } else {
            // An entry block without a label.
            let b = self.ctx.create_block(&[]);
            self.ctx.append_block(region, b);
            Some(b)
        };
        loop {
            match self.tok.kind {
                Tok::RBrace => {
                    self.advance();
                    return Ok(());
                }
                Tok::CaretId => {
                    if module_body {
                        // Block arguments are values of the module.
                        self.stop_splitting()?;
                    }
                    let b = self.block_label()?;
                    self.ctx.append_block(region, b);
                    current = Some(b);
                }
                _ => {
                    let op = if module_body {
                        self.module_level_op()?
                    } else {
                        self.operation()?
                    };
                    let b = current.expect("a block is open");
                    self.ctx.append_op(b, op);
                }
            }
        }
    }

    /// `^name(%a: i32 loc(...), ...):`
    fn block_label(&mut self) -> PResult<BlockId> {
        let name = self.text().to_string();
        let offset = self.tok.start as usize;
        self.advance();
        let scope = self.block_scopes.last_mut().expect("inside a region");
        let b = match scope.blocks.get_mut(&name) {
            Some((_, true, _)) => {
                return self.err_at(offset, format!("redefinition of block '{name}'"))
            }
            Some(entry) => {
                entry.1 = true;
                entry.0
            }
            None => {
                let b = self.ctx.create_block(&[]);
                scope.blocks.insert(name, (b, true, offset));
                b
            }
        };
        // `^bb0():` is a block without arguments, as `^bb0:`.
        if self.eat(Tok::LParen) && !self.eat(Tok::RParen) {
            loop {
                let (arg_name, idx, off) = self.parse_value_ref(true)?;
                if idx != 0 {
                    return self.err_at(off, "invalid block argument name");
                }
                self.expect(Tok::Colon, "':' and type for SSA operand")?;
                let ty = self.parse_type()?;
                let unknown = self.ctx.unknown_loc();
                let v = self.ctx.add_block_arg(b, ty, unknown);
                if self.at_keyword("loc") {
                    let Value::Arg(_, i) = v else { unreachable!() };
                    let loc = self.trailing_location_spec()?;
                    self.set_arg_loc(b, i, loc)?;
                } else {
                    let loc = self.file_loc(off);
                    let Value::Arg(_, i) = v else { unreachable!() };
                    self.set_arg_loc(b, i, loc)?;
                }
                self.define(arg_name.into(), v, off)?;
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "')'")?;
            }
        }
        self.expect(Tok::Colon, "':' after block name")?;
        Ok(b)
    }

    pub(crate) fn set_arg_loc(&mut self, b: BlockId, i: u32, loc: Attribute) -> PResult<()> {
        self.ctx.block_mut(b).arg_locs[i as usize] = loc;
        Ok(())
    }
}
