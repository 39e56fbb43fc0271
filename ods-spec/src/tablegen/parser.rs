//! Parses one preprocessed file with the pest grammar into the [`ast`](super::ast).

use super::ast::*;
use super::diagnostic::{err, Diagnostic, Result};
use super::preprocess::Expanded;
use super::source::Span;
use pest::iterators::Pair;
use pest::Parser as _;

#[derive(pest_derive::Parser)]
#[grammar = "tablegen/grammar.pest"]
struct Grammar;

/// Words that are never identifiers.
const KEYWORDS: &[&str] = &[
    "assert",
    "bit",
    "bits",
    "class",
    "code",
    "dag",
    "def",
    "defm",
    "defset",
    "deftype",
    "defvar",
    "dump",
    "else",
    "false",
    "field",
    "foreach",
    "if",
    "in",
    "include",
    "int",
    "let",
    "list",
    "multiclass",
    "string",
    "then",
    "true",
];

/// Budget of grammar rule calls per input byte before parsing gives up.
const CALLS_PER_BYTE: usize = 400;

/// Widest `bits<n>` type accepted.
pub const MAX_BITS_WIDTH: u64 = 1 << 16;

/// Deepest bracket nesting accepted; deeper input is refused before the
/// recursive-descent parser could run out of stack.
pub const MAX_NESTING: usize = 200;

/// Parses a preprocessed, include-expanded text into statements. On a
/// syntax error, also gives the statements before the one that has it:
/// llvm-tblgen evaluates those before it reads on, so their errors come
/// first.
pub fn parse_file(src: &Expanded) -> (Vec<Stmt>, Option<Box<Diagnostic>>) {
    let text = src.text.as_str();
    if let Err(e) = check_nesting(src, text) {
        return (Vec::new(), Some(e));
    }
    // PEG backtracking can be exponential on adversarial input; real files
    // make a few dozen rule calls per byte.
    pest::set_call_limit(std::num::NonZeroUsize::new(
        text.len().saturating_mul(CALLS_PER_BYTE) + 1_000_000,
    ));
    match Grammar::parse(Rule::file, text) {
        Ok(pairs) => match build(src, pairs) {
            Ok(stmts) => (stmts, None),
            Err(e) => (Vec::new(), Some(e)),
        },
        Err(e) => {
            let pos = error_pos(&e);
            let error = syntax_error(src, e);
            let before = &text[..failing_statement_start(text, pos)];
            match Grammar::parse(Rule::file, before).map(|pairs| build(src, pairs)) {
                Ok(Ok(stmts)) => (stmts, Some(error)),
                Ok(Err(e)) => (Vec::new(), Some(e)),
                Err(_) => (Vec::new(), Some(error)),
            }
        }
    }
}

/// The statements of a parsed `file`.
fn build(src: &Expanded, mut pairs: pest::iterators::Pairs<Rule>) -> Result<Vec<Stmt>> {
    let root = pairs.next().expect("the file rule yields one pair");
    let b = Builder { src };
    root.inner()
        .filter(|p| p.as_rule() != Rule::EOI)
        .map(|p| b.stmt(p))
        .collect()
}

/// Where the top-level statement that `pos` falls in starts: statements are
/// read one at a time until one does not parse or ends past `pos`.
fn failing_statement_start(text: &str, pos: usize) -> usize {
    let mut start = 0;
    loop {
        start += text[start..].len() - text[start..].trim_start().len();
        let end = match Grammar::parse(Rule::statement, &text[start..]) {
            Ok(mut pairs) => start + pairs.next().map_or(0, |p| p.as_span().end()),
            Err(_) => return start,
        };
        if end > pos || end == start {
            return start;
        }
        start = end;
    }
}

fn error_pos(e: &pest::error::Error<Rule>) -> usize {
    match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    }
}

fn syntax_error(src: &Expanded, e: pest::error::Error<Rule>) -> Box<Diagnostic> {
    let pos = error_pos(&e);
    // The parser got as far as the string left open: the lexer fails there.
    if let Some((at, diagnostic)) = &src.open_string {
        if pos >= *at {
            return diagnostic.clone();
        }
    }
    if let pest::error::ErrorVariant::CustomError { message } = &e.variant {
        let message = format!("input too complex to parse ({message})");
        return Box::new(Diagnostic::error(Some(src.span(pos, pos)), message));
    }
    if let Some((at, message)) =
        enclosing_lookup_error(&src.text, pos).or_else(|| site_error(&src.text, &e.variant, pos))
    {
        return Box::new(Diagnostic::error(Some(src.span(at, at)), message));
    }
    // Where no rule names llvm-tblgen's error, a guess from the tokens that
    // could have come and the bracket the failure is in.
    let mut tokens: Vec<String> = e
        .parse_attempts()
        .map(|a| a.expected_tokens())
        .unwrap_or_default()
        .into_iter()
        .map(|t| t.to_string())
        // Keep literal tokens; character ranges and built-in rules read badly.
        .filter(|t| {
            !t.trim().is_empty()
                && t != "BUILTIN_RULE"
                && !(t.chars().count() == 4 && t.contains(".."))
        })
        .map(|t| format!("'{t}'"))
        .collect();
    // A missing ';' is the usual mistake; the value suffixes that could also
    // follow (`#`, `.`, `[`, `{`) only make the message longer.
    if tokens.iter().any(|t| t == "';'") {
        tokens = vec!["';'".to_string()];
    }
    let mut after_value = false;
    if tokens.is_empty() {
        if let pest::error::ErrorVariant::ParsingError { positives, .. } = &e.variant {
            // Only value suffixes could continue: the value is complete and
            // what follows does not fit, most often a missing ';' or ','.
            after_value = !positives.is_empty()
                && positives.iter().all(|r| {
                    matches!(
                        r,
                        Rule::bit_slice
                            | Rule::list_slice
                            | Rule::field_access
                            | Rule::paste
                            | Rule::class_args
                    )
                });
            tokens = positives.iter().map(|r| rule_name(*r)).collect();
        }
    }
    tokens.sort();
    tokens.dedup();
    let found: String = src.text[pos..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap_or("")
        .chars()
        .take(20)
        .collect();
    let found = if found.is_empty() {
        "end of file".to_string()
    } else {
        format!("'{found}'")
    };
    if let Some((at, message)) = lexer_error(&src.text, pos, 2) {
        return Box::new(Diagnostic::error(Some(src.span(at, at)), message));
    }
    if let Some((at, message)) = ends_value(&e.variant)
        .then(|| undefined_variable(&src.text, pos))
        .flatten()
    {
        return Box::new(Diagnostic::error(Some(src.span(at, at)), message));
    }
    let message = llvm_message(&src.text, pos, after_value, &tokens)
        .map(str::to_string)
        .unwrap_or_else(|| match tokens.len() {
            0 => format!("syntax error at {found}"),
            1 => format!("expected {}, found {found}", tokens[0]),
            _ => format!("expected one of {}, found {found}", tokens.join(", ")),
        });
    Box::new(Diagnostic::error(Some(src.span(pos, pos)), message))
}

/// llvm-tblgen's first error where the grammar failed at `pos`, in the order
/// its parser meets them: a class it looks up as it reads the name before
/// `pos`, its lexer's error on the token at `pos`, a variable it looks up
/// once it has read that token, the token or construct missing at `pos`.
fn site_error(
    text: &str,
    variant: &pest::error::ErrorVariant<Rule>,
    pos: usize,
) -> Option<(usize, String)> {
    let (rule, message) = site_message(variant)?;
    unknown_class(text, pos, rule)
        .or_else(|| site_lexer_error(text, pos, rule).map(|(at, m)| (at, m.to_string())))
        .or_else(|| ends_value(variant).then(|| undefined_variable(text, pos))?)
        .or(Some((pos, message.to_string())))
}

/// Whether a value ends just before where the grammar failed: its suffixes
/// were tried there (a parent class takes only template arguments).
fn ends_value(variant: &pest::error::ErrorVariant<Rule>) -> bool {
    let pest::error::ErrorVariant::ParsingError { positives, .. } = variant else {
        return false;
    };
    positives.iter().any(|r| {
        matches!(
            r,
            Rule::bit_slice | Rule::list_slice | Rule::field_access | Rule::paste
        )
    })
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The name that ends at `end` (after spaces), where it starts, and the word
/// before it, if any.
fn name_before(text: &str, end: usize) -> (usize, &str, &str) {
    let before = text[..end].trim_end();
    let start = before.rfind(|c: char| !is_word(c)).map_or(0, |i| i + 1);
    let previous = text[..start].trim_end();
    let previous_word = match previous.ends_with(is_word) {
        true => previous.rsplit(|c: char| !is_word(c)).next().unwrap_or(""),
        false => "",
    };
    (start, &before[start..], previous_word)
}

/// The name of the value just before `pos`, when nothing could define it.
fn undefined_variable(text: &str, pos: usize) -> Option<(usize, String)> {
    let (start, name, _) = name_before(text, pos);
    undefined_value_name(text, start, name)
        .then(|| (start, format!("Variable not defined: '{name}'")))
}

/// Whether `name`, at `start`, is read as a value that nothing before could
/// define: no occurrence of it outside strings and code blocks declares it
/// (comes after another name, such as a type or `def`, or after a type's
/// `>`). A name after a keyword names what that statement defines, and one
/// after `.` a field: neither is looked up.
fn undefined_value_name(text: &str, start: usize, name: &str) -> bool {
    let previous = text[..start].trim_end();
    let after_keyword = previous.ends_with(is_word)
        && KEYWORDS.contains(&previous.rsplit(|c: char| !is_word(c)).next().unwrap_or(""));
    if name.is_empty()
        || name.starts_with(|c: char| c.is_ascii_digit())
        || name == "NAME"
        || KEYWORDS.contains(&name)
        || previous.ends_with(['.', '$', '!', '#'])
        || after_keyword
    {
        return false;
    }
    let literals = literal_ranges(&text[..start]);
    !text[..start].match_indices(name).any(|(i, _)| {
        let (_, word, previous_word) = name_before(text, i + name.len());
        let in_literal = literals
            .get(literals.partition_point(|&(_, end)| end <= i))
            .is_some_and(|&(from, _)| from <= i);
        let declares = !previous_word.is_empty()
            && !matches!(previous_word, "class" | "multiclass")
            || text[..i].trim_end().ends_with('>');
        word == name && !text[i + name.len()..].starts_with(is_word) && !in_literal && declares
    })
}

/// The ranges of the string literals and code blocks of `text`.
fn literal_ranges(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut ranges = Vec::new();
    let mut i = 0;
    while let Some(p) = memchr::memchr2(b'"', b'[', &bytes[i..]) {
        let at = i + p;
        let end = if bytes[at] == b'"' {
            memchr::memchr2(b'"', b'\n', &bytes[at + 1..]).map_or(bytes.len(), |e| at + e + 2)
        } else if bytes.get(at + 1) == Some(&b'{') {
            memchr::memmem::find(&bytes[at..], b"}]").map_or(bytes.len(), |e| at + e + 2)
        } else {
            at + 1
        };
        if end > at + 1 {
            ranges.push((at, end));
        }
        i = end;
    }
    ranges
}

/// What llvm-tblgen's parser says where the grammar failed: the first rule
/// tried there that stands for a token or construct its recursive descent
/// requires at that point. Rules for what may only optionally follow (a
/// value's suffixes, a bit range) name none.
fn site_message(variant: &pest::error::ErrorVariant<Rule>) -> Option<(Rule, &'static str)> {
    let pest::error::ErrorVariant::ParsingError { positives, .. } = variant else {
        return None;
    };
    positives.iter().find_map(|&rule| {
        let message = match rule {
            Rule::let_field => "expected field identifier after let",
            Rule::let_name => "expected identifier in let definition",
            Rule::let_eq => "expected '=' in let expression",
            Rule::let_semi => "expected ';' after let expression",
            Rule::decl_name => "Expected identifier in declaration",
            Rule::decl_semi => "expected ';' after declaration",
            Rule::declaration => "Unknown token when expecting a type",
            Rule::targs_end => "expected '>' at end of template argument list",
            Rule::object_body | Rule::body => {
                "Expected '{' to start body or ';' for declaration only"
            }
            Rule::class_id => "expected name for ClassID",
            Rule::class_name => "expected class name after 'class' keyword",
            Rule::multiclass_name => "expected identifier after multiclass for name",
            Rule::multiclass_open => "expected '{' in multiclass definition",
            Rule::multiclass_id => "expected name for MultiClassID",
            Rule::defm_more_id | Rule::defset_name | Rule::deftype_name | Rule::defvar_name => {
                "expected identifier"
            }
            Rule::arg_comma => "Expected comma before next argument",
            Rule::bits_end => "expected '}' at end of bit list value",
            Rule::list_end => "expected ']' at end of list value",
            Rule::dag_end => "expected ')' in dag init",
            Rule::dag_op_var => "expected variable name in dag operator",
            Rule::include_file => "expected filename after include",
            Rule::foreach_in | Rule::if_then => "Unknown tok",
            Rule::let_in => "expected 'in' at end of top-level 'let'",
            Rule::foreach_block | Rule::then_block | Rule::else_block | Rule::let_block => {
                "Expected assert, class, def, defm, defset, dump, foreach, if, or let"
            }
            Rule::foreach_end => "expected '}' at end of foreach command",
            Rule::then_end => "expected '}' at end of 'then' clause",
            Rule::else_end => "expected '}' at end of 'else' clause",
            Rule::let_end => "expected '}' at end of top level let command",
            Rule::multiclass_end => {
                "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body"
            }
            Rule::value | Rule::arg | Rule::dag_arg | Rule::object_name | Rule::name_value => {
                "Unknown or reserved token when parsing a value"
            }
            _ => return None,
        };
        Some((rule, message))
    })
}

/// llvm-tblgen's lexer error where the grammar failed on `rule` at `pos`:
/// at that token, or, for a bang operator where a value goes, up to two
/// tokens on, as the grammar's failures on its punctuation are not at their
/// place.
fn site_lexer_error(text: &str, pos: usize, rule: Rule) -> Option<(usize, &'static str)> {
    let value = matches!(rule, Rule::value | Rule::arg | Rule::dag_arg);
    if value && text[pos..].starts_with('!') {
        return lexer_error(text, pos, 2);
    }
    lexer_error(text, pos, 1).filter(|&(at, _)| at == pos)
}

/// The name just before `pos`, where the grammar failed on `rule`, when it
/// is a class no `class` statement before declares: a declaration's type,
/// or a parent class before the body. llvm-tblgen looks the class up as it
/// reads the name, before it reads on.
fn unknown_class(text: &str, pos: usize, rule: Rule) -> Option<(usize, String)> {
    let before = text[..pos].trim_end();
    let start = before
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let name = &before[start..];
    let parent = text[..start].trim_end().ends_with([':', ',']);
    let class_place = match rule {
        Rule::decl_name => true,
        Rule::body | Rule::object_body => parent,
        _ => false,
    };
    if !class_place
        || name.is_empty()
        || KEYWORDS.contains(&name)
        || class_declared(&text[..start], name)
    {
        return None;
    }
    Some((start, format!("Couldn't find class '{name}'")))
}

/// The first name before a bracket still open at `pos` that llvm-tblgen
/// looks up and does not find: a class before `<` (on reading the `<`), or
/// a value before the `{` or `[` of a bit or list slice (on reading that).
fn enclosing_lookup_error(text: &str, pos: usize) -> Option<(usize, String)> {
    let mut stack: Vec<(u8, usize)> = Vec::new();
    for (i, c) in brackets(text).take_while(|&(i, _)| i < pos) {
        match c {
            b'(' | b'[' | b'{' | b'<' => stack.push((c, i)),
            _ => {
                stack.pop();
            }
        }
    }
    stack.into_iter().find_map(|(c, at)| {
        let (start, name, previous_word) = name_before(text, at);
        if c == b'<' {
            let previous = text[..start].trim_end();
            (!name.is_empty()
                && !name.starts_with(|c: char| c.is_ascii_digit())
                && !KEYWORDS.contains(&name)
                && !previous.ends_with(['!', '.', '#'])
                && !matches!(previous_word, "class" | "multiclass" | "let")
                && !class_declared(&text[..start], name))
            .then(|| (start, format!("Expected a class name, got '{name}'")))
        } else {
            // A name right against a `{` may also be a parent class before
            // a body: a class is not taken for a value there.
            let slice = matches!(c, b'{' | b'[') && text[..at].ends_with(is_word);
            (slice
                && !class_declared(&text[..start], name)
                && undefined_value_name(text, start, name))
            .then(|| (start, format!("Variable not defined: '{name}'")))
        }
    })
}

/// Whether `text` holds `class name` or `multiclass name` (a string or code
/// block saying so would be taken for one; that is rare enough on an error
/// path).
fn class_declared(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].trim_end();
        let keyword = before.rsplit(|c: char| !is_word(c)).next().unwrap_or("");
        !text[i + name.len()..].starts_with(is_word)
            && before.len() < i
            && matches!(keyword, "class" | "multiclass")
    })
}

/// What llvm-tblgen's parser says where the grammar failed at `pos`, from
/// the bracket the failure is in: a complete value followed by something
/// else (`after_value`), or a missing value, name or statement (`tokens`,
/// what could have come). `None` where ours has no better guess.
fn llvm_message(
    text: &str,
    pos: usize,
    after_value: bool,
    tokens: &[String],
) -> Option<&'static str> {
    let (open, at) = match enclosing_bracket(text, pos) {
        Some((c, at)) => (c, at),
        None => (' ', 0),
    };
    let before = text[..at].trim_end();
    let bang = before
        .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '!'))
        .next()
        .filter(|w| w.starts_with('!'));
    // `{` opens a record body, or a bit list where a value goes.
    let bit_list = open == '{' && before.ends_with(['=', ',', '(', '[', '{', '<']);
    let expects = |t: &str| tokens.iter().any(|x| x == t);
    // The body item the failure is in: from the last `;` of the body.
    let item = text[at..pos]
        .rsplit([';', '{'])
        .next()
        .unwrap_or("")
        .trim_start();
    if after_value {
        return Some(match open {
            '[' => "expected ']' at end of list value",
            '{' if bit_list => "expected '}' at end of bit list value",
            '{' if item.starts_with("let") => "expected ';' after let expression",
            '{' => "expected ';' after declaration",
            '(' if bang == Some("!if") => "expected ',' in ternary operator",
            '(' if bang.is_some() => "expected ')' in operator",
            '(' => "expected ')' in dag init",
            '<' => "Expected comma before next argument",
            _ if before.is_empty() || text[..pos].trim_start().starts_with("defvar") => {
                "expected ';'"
            }
            _ => return None,
        });
    }
    // A top-level `let` takes bit ranges in `<...>`, not `{...}`.
    let statement = text[..pos]
        .rsplit([';', '}'])
        .next()
        .unwrap_or("")
        .trim_start();
    if open == ' ' && expects("'<'") && text[pos..].starts_with('{') && statement.starts_with("let")
    {
        return Some("expected '=' in let expression");
    }
    if expects("a value") && tokens.len() == 1 {
        return Some("Unknown or reserved token when parsing a value");
    }
    if expects("an identifier") && tokens.len() == 1 && open == '{' && !bit_list {
        return Some("Expected identifier in declaration");
    }
    if expects("a field declaration") && open == '{' && !bit_list {
        return Some("Unknown token when expecting a type");
    }
    if open == ' ' && (expects("'class'") || expects("file") || expects("end of file")) {
        return Some("Unexpected token at top level");
    }
    None
}

/// The bang operators of LLVM 22's TableGen lexer, without the `!`.
#[rustfmt::skip]
const BANG_OPERATORS: &[&str] = &[
    "add", "and", "cast", "con", "cond", "dag", "div", "empty", "eq", "exists", "filter",
    "find", "foldl", "foreach", "ge", "getdagarg", "getdagname", "getdagop", "getdagopname",
    "gt", "head", "if", "initialized", "instances", "interleave", "isa", "le", "listconcat",
    "listflatten", "listremove", "listsplat", "logtwo", "lt", "match", "mul", "ne", "not", "or",
    "range", "repr", "setdagarg", "setdagname", "setdagop", "setdagopname", "shl", "size", "sra",
    "srl", "strconcat", "sub", "subst", "substr", "tail", "tolower", "toupper", "xor",
];

/// Whether llvm-tblgen's lexer reads `c` as whitespace or the start of a
/// token (a name, a number, a string, punctuation, a comment).
fn starts_token(c: char) -> bool {
    c.is_ascii_alphanumeric() || " \t\r\n_:;,<>[]{}()=?#$!+-./\"".contains(c)
}

/// llvm-tblgen's lexer error near a grammar failure at `pos`: a character
/// no token starts with (a NUL has its own message), or a `!` not followed
/// by an operator's name. Its parser stops at the token where the grammar
/// failed, but where the failure is only guessed at, it may be up to
/// `lookahead` tokens further, so a bad character there is met first.
fn lexer_error(text: &str, pos: usize, lookahead: usize) -> Option<(usize, &'static str)> {
    // At a statement's start the parser rejects the token without reading
    // past it.
    let at_top = enclosing_bracket(text, pos).is_none()
        && (text[..pos].trim_end().is_empty() || text[..pos].trim_end().ends_with([';', '}']));
    let limit = if at_top { 0 } else { lookahead };
    let mut chars = text[pos..].char_indices().peekable();
    let mut tokens = 0;
    while let Some((i, c)) = chars.next() {
        match c {
            '\0' => {
                return Some((
                    pos + i,
                    "NUL character is invalid in source; treated as space",
                ))
            }
            c if !starts_token(c) => return Some((pos + i, "unexpected character")),
            ' ' | '\t' | '\r' | '\n' => continue,
            ';' => return None,
            _ => {}
        }
        tokens += 1;
        if tokens > limit {
            return None;
        }
        let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
        if word(c) || c == '!' || c == '$' {
            let start = pos + i;
            while chars.next_if(|&(_, c)| word(c)).is_some() {}
            let end = chars.peek().map_or(text.len(), |&(j, _)| pos + j);
            // The lexer rejects an unknown `!word` before reading on.
            if c == '!' && !text[start + 1..].starts_with(|c: char| c.is_ascii_alphabetic()) {
                return Some((start, "invalid \"!operator\""));
            }
            if c == '!' && !BANG_OPERATORS.contains(&&text[start + 1..end]) {
                return Some((start, "unknown operator"));
            }
        } else if c == '"' {
            while let Some((_, c)) = chars.next() {
                match c {
                    '"' | '\n' => break,
                    '\\' => {
                        chars.next();
                    }
                    _ => {}
                }
            }
        }
    }
    None
}

/// The innermost bracket (`(`, `[`, `{`, `<`) still open at `pos`, and
/// where it is.
fn enclosing_bracket(text: &str, pos: usize) -> Option<(char, usize)> {
    let mut stack: Vec<(char, usize)> = Vec::new();
    for (i, c) in brackets(text).take_while(|&(i, _)| i < pos) {
        match c {
            b'(' | b'[' | b'{' | b'<' => stack.push((c as char, i)),
            _ => {
                stack.pop();
            }
        }
    }
    stack.pop()
}

/// The brackets of `text` and their offsets, those in strings and code
/// blocks left out (comments are gone by now).
fn brackets(text: &str) -> impl Iterator<Item = (usize, u8)> + '_ {
    // The bytes that start a string or a code block, or are a bracket.
    const STOPS: [bool; 256] = {
        let mut t = [false; 256];
        let mut k = 0;
        while k < 9 {
            t[b"\"()[]{}<>"[k] as usize] = true;
            k += 1;
        }
        t
    };
    let bytes = text.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while let Some(skip) = bytes[i..].iter().position(|&b| STOPS[b as usize]) {
            let at = i + skip;
            i = at + 1;
            match bytes[at] {
                // To just past the closing quote or the end of the line.
                b'"' => loop {
                    match memchr::memchr3(b'"', b'\n', b'\\', &bytes[i..]) {
                        Some(p) if bytes[i + p] == b'\\' => i = (i + p + 2).min(bytes.len()),
                        Some(p) => break i += p + 1,
                        None => break i = bytes.len(),
                    }
                },
                b'[' if bytes.get(at + 1) == Some(&b'{') => {
                    i = memchr::memmem::find(&bytes[at..], b"}]")
                        .map_or(bytes.len(), |end| at + end + 2);
                }
                c => return Some((at, c)),
            }
        }
        i = bytes.len();
        None
    })
}

/// How a grammar rule reads in an "expected ..." message.
fn rule_name(rule: Rule) -> String {
    let name = format!("{rule:?}");
    if let Some(keyword) = name.strip_prefix("K_") {
        return format!("'{keyword}'");
    }
    match rule {
        Rule::ident => "an identifier".into(),
        Rule::value | Rule::name_value | Rule::simple_value => "a value".into(),
        Rule::ty => "a type".into(),
        Rule::str_lit => "a string".into(),
        Rule::var_name => "'$name'".into(),
        Rule::dec_int => "an integer".into(),
        Rule::body => "'{' or ';'".into(),
        Rule::object_body | Rule::parent_list => "':', '{' or ';'".into(),
        Rule::field_decl | Rule::declaration => "a field declaration".into(),
        Rule::bit_slice | Rule::bits_value | Rule::bit_list => "'{'".into(),
        Rule::list_slice | Rule::list_value => "'['".into(),
        Rule::field_access => "'.'".into(),
        Rule::paste => "'#'".into(),
        Rule::class_args | Rule::let_range | Rule::template_args => "'<'".into(),
        Rule::trailing_comma => "','".into(),
        Rule::EOI => "end of file".into(),
        _ => name.replace('_', " "),
    }
}

/// Refuses bracket nesting deeper than [`MAX_NESTING`], ignoring brackets in
/// strings and code blocks.
fn check_nesting(src: &Expanded, text: &str) -> Result<()> {
    let mut depth = 0usize;
    for (i, c) in brackets(text) {
        if matches!(c, b'(' | b'[' | b'{' | b'<') {
            depth += 1;
            if depth > MAX_NESTING {
                return err(
                    Some(src.span(i, i + 1)),
                    format!("nesting deeper than {MAX_NESTING} levels"),
                );
            }
        } else {
            depth = depth.saturating_sub(1);
        }
    }
    Ok(())
}

struct Builder<'s> {
    src: &'s Expanded,
}

type P<'i> = Pair<'i, Rule>;

/// Children of a pair without the keyword tokens (`K_def`, ...), which only
/// guard against keywords matching the start of longer names, and the
/// punctuation rules that only name a syntax error.
trait Inner<'i> {
    fn inner(self) -> std::iter::Filter<pest::iterators::Pairs<'i, Rule>, fn(&P<'i>) -> bool>;
}

impl<'i> Inner<'i> for P<'i> {
    fn inner(self) -> std::iter::Filter<pest::iterators::Pairs<'i, Rule>, fn(&P<'i>) -> bool> {
        fn not_token(p: &P) -> bool {
            !matches!(
                p.as_rule(),
                Rule::K_include
                    | Rule::K_class
                    | Rule::K_def
                    | Rule::K_defm
                    | Rule::K_defset
                    | Rule::K_defvar
                    | Rule::K_deftype
                    | Rule::K_foreach
                    | Rule::K_if
                    | Rule::K_then
                    | Rule::K_else
                    | Rule::K_let
                    | Rule::K_in
                    | Rule::K_multiclass
                    | Rule::K_assert
                    | Rule::K_dump
                    | Rule::K_bits
                    | Rule::K_list
                    | Rule::let_eq
                    | Rule::let_semi
                    | Rule::decl_semi
                    | Rule::targs_end
                    | Rule::arg_comma
                    | Rule::bits_end
                    | Rule::list_end
                    | Rule::dag_end
                    | Rule::foreach_in
                    | Rule::let_in
                    | Rule::if_then
                    | Rule::foreach_end
                    | Rule::then_end
                    | Rule::else_end
                    | Rule::let_end
                    | Rule::multiclass_end
                    | Rule::multiclass_open
            )
        }
        self.into_inner().filter(not_token as fn(&P<'i>) -> bool)
    }
}

impl Builder<'_> {
    fn span(&self, p: &P) -> Span {
        let s = p.as_span();
        self.src.span(s.start(), s.end())
    }

    /// An identifier; keywords are refused here rather than in the grammar.
    fn ident(&self, p: P) -> Result<Ident> {
        let span = self.span(&p);
        let name = p.as_str();
        if KEYWORDS.contains(&name) {
            // Worded as llvm-tblgen words it: a name in a record body is a
            // declaration's, elsewhere the keyword does not start a value.
            let start = p.as_span().start();
            let text = &self.src.text;
            let previous = text[..start].split_whitespace().next_back().unwrap_or("");
            let declaration = matches!(enclosing_bracket(text, start), Some(('{' | '<', _)));
            let message = match previous {
                "class" => "expected class name after 'class' keyword",
                "defvar" => "expected identifier",
                "let" if declaration => "expected field identifier after let",
                _ if declaration => "Expected identifier in declaration",
                _ => "Unknown or reserved token when parsing a value",
            };
            return err(Some(span), message);
        }
        Ok(Ident {
            name: name.to_string(),
            span,
        })
    }

    // ----- statements -----------------------------------------------------

    fn stmts(&self, p: P) -> Result<Vec<Stmt>> {
        p.inner().map(|s| self.stmt(s)).collect()
    }

    /// A `foreach_block`, `then_block`, ...: one object or `{ objects }`.
    fn block(&self, p: P) -> Result<Vec<Stmt>> {
        self.stmts(p)
    }

    fn stmt(&self, p: P) -> Result<Stmt> {
        let span = self.span(&p);
        let rule = p.as_rule();
        let mut it = p.inner();
        Ok(match rule {
            Rule::include => {
                let lit = it.next().unwrap();
                self.string(&lit)?;
                Stmt::Include(self.span(&lit))
            }
            Rule::class_def => {
                let name = self.ident(it.next().unwrap())?;
                let mut targs = Vec::new();
                let mut next = it.next().unwrap();
                if next.as_rule() == Rule::template_args {
                    targs = self.decls(next)?;
                    next = it.next().unwrap();
                }
                Stmt::Class {
                    name,
                    targs,
                    body: self.object_body(next)?,
                }
            }
            Rule::def => {
                let mut next = it.next().unwrap();
                let mut name = None;
                if next.as_rule() == Rule::object_name {
                    name = Some(self.value(next.inner().next().unwrap())?);
                    next = it.next().unwrap();
                }
                Stmt::Def {
                    name,
                    body: self.object_body(next)?,
                    span,
                }
            }
            Rule::defm => {
                let mut name = None;
                let mut parents = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::object_name => name = Some(self.value(q.inner().next().unwrap())?),
                        _ => parents.push(self.class_ref(q)?),
                    }
                }
                Stmt::Defm {
                    name,
                    parents,
                    span,
                }
            }
            Rule::defset => {
                let tyq = it.next().unwrap();
                let ty_span = self.span(&tyq);
                let ty = self.ty(tyq)?;
                let name = self.ident(it.next().unwrap())?;
                let body = it.map(|s| self.stmt(s)).collect::<Result<_>>()?;
                Stmt::Defset {
                    ty,
                    ty_span,
                    name,
                    body,
                }
            }
            Rule::defvar => {
                let name = self.ident(it.next().unwrap())?;
                Stmt::Defvar(name, self.value(it.next().unwrap())?)
            }
            Rule::deftype => {
                let name = self.ident(it.next().unwrap())?;
                Stmt::Deftype(name, self.ty(it.next().unwrap())?)
            }
            Rule::foreach => {
                let var = self.ident(it.next().unwrap())?;
                let list_pair = it.next().unwrap().inner().next().unwrap();
                let list = match list_pair.as_rule() {
                    Rule::range_list => ForeachList::Ranges(self.range_list(list_pair)?),
                    _ => ForeachList::Value(Box::new(self.range_piece(list_pair)?)),
                };
                Stmt::Foreach {
                    var,
                    list,
                    body: self.block(it.next().unwrap())?,
                    span,
                }
            }
            Rule::if_stmt => {
                let cond = self.value(it.next().unwrap())?;
                let then = self.block(it.next().unwrap())?;
                let els = it.next().map(|b| self.block(b)).transpose()?;
                Stmt::If {
                    cond,
                    then,
                    els,
                    span,
                }
            }
            Rule::let_stmt => {
                let mut items = Vec::new();
                let mut body = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::let_item => {
                            let mut qi = q.inner();
                            let name = self.ident(qi.next().unwrap())?;
                            let mut next = qi.next().unwrap();
                            let mut bits = Vec::new();
                            if next.as_rule() == Rule::let_range {
                                bits = self.range_list(next.inner().next().unwrap())?;
                                next = qi.next().unwrap();
                            }
                            items.push(LetItem {
                                name,
                                bits,
                                value: self.value(next)?,
                            });
                        }
                        _ => body = self.block(q)?,
                    }
                }
                Stmt::Let { items, body }
            }
            Rule::multiclass => {
                let name = self.ident(it.next().unwrap())?;
                let mut targs = Vec::new();
                let mut parents = Vec::new();
                let mut body = Vec::new();
                let mut stray_semi = None;
                for q in it {
                    match q.as_rule() {
                        Rule::template_args => targs = self.decls(q)?,
                        Rule::class_ref => parents.push(self.class_ref(q)?),
                        Rule::stray_semi => stray_semi = Some(self.span(&q)),
                        _ => body.push(self.stmt(q)?),
                    }
                }
                Stmt::MultiClass {
                    name,
                    targs,
                    parents,
                    body,
                    stray_semi,
                }
            }
            Rule::assert_stmt => {
                let cond = self.value(it.next().unwrap())?;
                Stmt::Assert(cond, self.value(it.next().unwrap())?)
            }
            Rule::dump_stmt => Stmt::Dump(self.value(it.next().unwrap())?, span),
            r => unreachable!("unexpected statement rule {r:?}"),
        })
    }

    fn decls(&self, p: P) -> Result<Vec<Decl>> {
        p.inner().map(|d| self.decl(d)).collect()
    }

    fn decl(&self, p: P) -> Result<Decl> {
        let mut it = p.inner().peekable();
        let field = it.peek().map(|q| q.as_rule()) == Some(Rule::field_kw);
        if field {
            it.next();
        }
        let tyq = it.next().unwrap();
        Ok(Decl {
            field,
            ty: self.ty(tyq)?,
            name: self.ident(it.next().unwrap())?,
            value: it.next().map(|v| self.value(v)).transpose()?,
        })
    }

    fn object_body(&self, p: P) -> Result<ObjectBody> {
        let mut parents = Vec::new();
        let mut items = Vec::new();
        let mut stray_semi = None;
        for q in p.inner() {
            match q.as_rule() {
                Rule::parent_list => {
                    parents = q
                        .inner()
                        .map(|c| self.class_ref(c))
                        .collect::<Result<_>>()?
                }
                Rule::body => {
                    for item in q.inner() {
                        let span = self.span(&item);
                        let rule = item.as_rule();
                        let mut it = item.inner();
                        items.push(match rule {
                            Rule::field_decl => BodyItem::Field(self.decl(it.next().unwrap())?),
                            Rule::body_let => {
                                let name = self.ident(it.next().unwrap())?;
                                let mut next = it.next().unwrap();
                                let mut bits = Vec::new();
                                if next.as_rule() == Rule::bit_list {
                                    bits = self.range_list(next.inner().next().unwrap())?;
                                    next = it.next().unwrap();
                                }
                                BodyItem::Let {
                                    name,
                                    bits,
                                    value: self.value(next)?,
                                }
                            }
                            Rule::defvar => {
                                let name = self.ident(it.next().unwrap())?;
                                BodyItem::Defvar(name, self.value(it.next().unwrap())?)
                            }
                            Rule::assert_stmt => {
                                let c = self.value(it.next().unwrap())?;
                                BodyItem::Assert(c, self.value(it.next().unwrap())?)
                            }
                            Rule::dump_stmt => {
                                BodyItem::Dump(self.value(it.next().unwrap())?, span)
                            }
                            Rule::include => {
                                let lit = it.next().unwrap();
                                self.string(&lit)?;
                                BodyItem::Include(self.span(&lit))
                            }
                            Rule::stray_semi => {
                                stray_semi = Some(span);
                                continue;
                            }
                            r => unreachable!("unexpected body rule {r:?}"),
                        });
                    }
                }
                r => unreachable!("unexpected object body rule {r:?}"),
            }
        }
        Ok(ObjectBody {
            parents,
            items,
            stray_semi,
        })
    }

    fn class_ref(&self, p: P) -> Result<ClassRef> {
        let span = self.span(&p);
        let mut it = p.inner();
        let name = self.ident(it.next().unwrap())?;
        let args = match it.next() {
            Some(a) => self.args(a)?,
            None => Vec::new(),
        };
        Ok(ClassRef { name, args, span })
    }

    fn args(&self, p: P) -> Result<Vec<Arg>> {
        p.inner()
            .map(|a| {
                let inner = a.inner().next().unwrap();
                if inner.as_rule() == Rule::named_arg {
                    let mut it = inner.inner();
                    let name = self.ident(it.next().unwrap())?;
                    Ok(Arg {
                        name: Some(name),
                        value: self.value(it.next().unwrap())?,
                    })
                } else {
                    Ok(Arg {
                        name: None,
                        value: self.value(inner)?,
                    })
                }
            })
            .collect()
    }

    // ----- types and values -----------------------------------------------

    fn ty(&self, p: P) -> Result<Type> {
        let inner = p.inner().next().unwrap();
        Ok(match inner.as_rule() {
            Rule::ty_simple => match inner.as_str() {
                "string" => Type::String,
                "code" => Type::Code,
                "bit" => Type::Bit,
                "int" => Type::Int,
                _ => Type::Dag,
            },
            Rule::ty_bits => {
                let n = inner.inner().next().unwrap();
                let span = self.span(&n);
                let v: u64 = n
                    .as_str()
                    .parse()
                    .or_else(|_| err(Some(span), "expected integer in bits<n> type"))?;
                // LLVM would try to allocate any width; past this one only
                // memory exhaustion awaits.
                if v > MAX_BITS_WIDTH {
                    return err(
                        Some(span),
                        format!("bits<{v}> is wider than the limit of {MAX_BITS_WIDTH}"),
                    );
                }
                Type::Bits(v)
            }
            Rule::ty_list => Type::List(Box::new(self.ty(inner.inner().next().unwrap())?)),
            _ => Type::Class(self.ident(inner)?),
        })
    }

    fn range_list(&self, p: P) -> Result<Vec<RangePiece>> {
        p.inner().map(|r| self.range_piece(r)).collect()
    }

    fn range_piece(&self, p: P) -> Result<RangePiece> {
        let mut it = p.inner();
        let start = self.value(it.next().unwrap())?;
        let end = match it.next() {
            None => None,
            Some(q) if q.as_rule() == Rule::neg_int => {
                // `a-7` lexes in LLVM as `a` followed by the integer `-7`,
                // whose magnitude is the end of the range.
                let span = self.span(&q);
                let v = parse_decimal(&q.as_str()[1..], span)?;
                Some(Expr {
                    kind: ExprKind::Int(v),
                    span,
                })
            }
            Some(q) => Some(self.value(q)?),
        };
        Ok(RangePiece { start, end })
    }

    fn value(&self, p: P) -> Result<Expr> {
        let start = p.as_span().start();
        let mut it = p.inner();
        let mut e = self.simple(it.next().unwrap())?;
        for suffix in it {
            let span = self.src.span(start, suffix.as_span().end());
            let kind = match suffix.as_rule() {
                Rule::bit_slice => ExprKind::BitSlice(
                    Box::new(e),
                    self.range_list(suffix.inner().next().unwrap())?,
                ),
                Rule::list_slice => {
                    let mut elems = Vec::new();
                    let mut trailing_comma = false;
                    for q in suffix.inner() {
                        if q.as_rule() == Rule::trailing_comma {
                            trailing_comma = true;
                        } else {
                            elems.push(self.range_piece(q)?);
                        }
                    }
                    ExprKind::ListSlice {
                        list: Box::new(e),
                        elems,
                        trailing_comma,
                    }
                }
                Rule::field_access => {
                    ExprKind::Field(Box::new(e), self.ident(suffix.inner().next().unwrap())?)
                }
                Rule::paste => {
                    let rhs = match suffix.inner().next() {
                        Some(r) => Some(Box::new(self.value(r.inner().next().unwrap())?)),
                        None => None,
                    };
                    ExprKind::Paste(Box::new(e), rhs)
                }
                r => unreachable!("unexpected suffix {r:?}"),
            };
            e = Expr { kind, span };
        }
        Ok(e)
    }

    fn string(&self, p: &P) -> Result<String> {
        let span = self.span(p);
        unescape(p.as_str(), span)
    }

    fn simple(&self, p: P) -> Result<Expr> {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::kw_true => ExprKind::Bool(true),
            Rule::kw_false => ExprKind::Bool(false),
            Rule::question => ExprKind::Unset,
            Rule::code_lit => {
                let s = p.as_str();
                // llvm-tblgen's lexer reports a NUL in a code block at the
                // block (and would go on with a space).
                if s.contains('\0') {
                    return err(
                        Some(span),
                        "NUL character is invalid in source; treated as space",
                    );
                }
                ExprKind::Code(s[2..s.len() - 2].to_string())
            }
            Rule::strings => {
                let mut s = String::new();
                for lit in p.inner() {
                    s.push_str(&self.string(&lit)?);
                }
                ExprKind::Str(s)
            }
            Rule::hex_int => {
                let digits = &p.as_str()[2..];
                match u64::from_str_radix(digits, 16) {
                    Ok(v) => ExprKind::Int(v as i64),
                    Err(_) => return err(Some(span), "number out of range"),
                }
            }
            Rule::bin_int => {
                let digits = &p.as_str()[2..];
                if digits.len() > 64 {
                    return err(Some(span), "number out of range");
                }
                ExprKind::Binary(digits.bytes().rev().map(|b| b == b'1').collect())
            }
            Rule::dec_int => ExprKind::Int(parse_decimal(p.as_str(), span)?),
            Rule::ident_value => {
                let mut it = p.inner();
                let id = self.ident(it.next().unwrap())?;
                match it.next() {
                    None => ExprKind::Id(id.name),
                    Some(args) => ExprKind::ClassInst {
                        class: id,
                        args: self.args(args)?,
                    },
                }
            }
            Rule::bits_value => {
                ExprKind::Bits(p.inner().map(|v| self.value(v)).collect::<Result<_>>()?)
            }
            Rule::list_value => {
                let mut elems = Vec::new();
                let mut elem_ty = None;
                for q in p.inner() {
                    if q.as_rule() == Rule::ty {
                        elem_ty = Some(self.ty(q)?);
                    } else {
                        elems.push(self.value(q)?);
                    }
                }
                ExprKind::List { elems, elem_ty }
            }
            Rule::dag_value => {
                let mut it = p.inner().peekable();
                let op = Box::new(self.value(it.next().unwrap())?);
                let mut op_name = None;
                if it.peek().map(|q| q.as_rule()) == Some(Rule::dag_op_var) {
                    op_name = Some(it.next().unwrap().as_str()[1..].to_string());
                }
                let mut args = Vec::new();
                for a in it {
                    let mut ai = a.inner();
                    let first = ai.next().unwrap();
                    if first.as_rule() == Rule::var_name {
                        args.push(DagArg {
                            value: None,
                            name: Some(first.as_str()[1..].to_string()),
                        });
                    } else {
                        args.push(DagArg {
                            value: Some(self.value(first)?),
                            name: ai.next().map(|n| n.as_str()[1..].to_string()),
                        });
                    }
                }
                ExprKind::Dag { op, op_name, args }
            }
            Rule::bang_op => {
                let mut it = p.inner();
                let op = it.next().unwrap().as_str()[1..].to_string();
                let mut ty = None;
                let mut args = Vec::new();
                for q in it {
                    if q.as_rule() == Rule::ty {
                        ty = Some(self.ty(q)?);
                    } else {
                        args.push(self.value(q)?);
                    }
                }
                ExprKind::Bang { op, ty, args }
            }
            Rule::bang_iter => {
                let mut it = p.inner();
                let filter = it.next().unwrap().as_str() == "!filter";
                let var = self.ident(it.next().unwrap())?;
                let list = Box::new(self.value(it.next().unwrap())?);
                let body = Box::new(self.value(it.next().unwrap())?);
                ExprKind::Iter {
                    filter,
                    var,
                    list,
                    body,
                }
            }
            Rule::bang_foldl => {
                let mut it = p.inner();
                let start = Box::new(self.value(it.next().unwrap())?);
                let list = Box::new(self.value(it.next().unwrap())?);
                let acc = self.ident(it.next().unwrap())?;
                let elem = self.ident(it.next().unwrap())?;
                let body = Box::new(self.value(it.next().unwrap())?);
                ExprKind::Foldl {
                    start,
                    list,
                    acc,
                    elem,
                    body,
                }
            }
            Rule::bang_cond => {
                let mut cases = Vec::new();
                for c in p.inner() {
                    let mut it = c.inner();
                    let cond = self.value(it.next().unwrap())?;
                    cases.push((cond, self.value(it.next().unwrap())?));
                }
                ExprKind::Cond(cases)
            }
            r => unreachable!("unexpected value rule {r:?}"),
        };
        Ok(Expr { kind, span })
    }
}

/// Decimal literals from -2^63 to 2^64-1; values above `i64::MAX` wrap, as
/// LLVM's lexer reads them as unsigned.
fn parse_decimal(s: &str, span: Span) -> Result<i64> {
    match s.parse::<i128>() {
        Ok(v) if v >= i64::MIN as i128 && v <= u64::MAX as i128 => Ok(v as i64),
        _ => err(Some(span), "number out of range"),
    }
}

/// Decodes a string literal with TableGen's escapes (`\\ \' \" \t \n`).
fn unescape(lit: &str, span: Span) -> Result<String> {
    let body = &lit[1..lit.len() - 1];
    let mut out = String::with_capacity(body.len());
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next().map(|(_, c)| c) {
            Some('\\') => out.push('\\'),
            Some('\'') => out.push('\''),
            Some('"') => out.push('"'),
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            _ => {
                let at = span.start as usize + 1 + i;
                return err(
                    Some(Span::new(span.file, at, at + 1)),
                    "invalid escape in string literal",
                );
            }
        }
    }
    Ok(out)
}
