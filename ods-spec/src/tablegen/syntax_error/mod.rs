//! What llvm-tblgen says where the pest grammar fails: its recursive
//! descent stops at the first token it cannot take, and reports a lookup or
//! lexer error met before that token first. These guesses work on the text,
//! as the grammar gives no parse tree for a statement that fails.

mod lookup;

use super::diagnostic::Diagnostic;
use super::parser::{Rule, KEYWORDS};
use super::preprocess::Expanded;
use lookup::{
    enclosing_lookup_error, lex_tokens, statement_lookup_error, undefined_variable, unknown_class,
    Scopes,
};

pub(super) fn error_pos(e: &pest::error::Error<Rule>) -> usize {
    match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    }
}

/// llvm-tblgen's first error for a grammar failure `e` in the top-level
/// statement that starts at `statement`.
pub(super) fn syntax_error(
    src: &Expanded,
    e: pest::error::Error<Rule>,
    statement: usize,
) -> Box<Diagnostic> {
    let pos = error_pos(&e);
    let scopes = Scopes::new(&src.text, statement);
    // At the same place, the statement's reading of a parent class comes
    // first.
    let earlier = [
        statement_lookup_error(&scopes, pos),
        enclosing_lookup_error(&scopes, pos),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|&(at, _)| at);
    // The parser got as far as where the text stops: the lexer fails there,
    // unless a class named before it was not found (llvm-tblgen looks a
    // class up before it lexes the next token, a variable after).
    if let Some((at, diagnostic)) = &src.stopped {
        let class_first = earlier.as_ref().is_some_and(|(lookup, message)| {
            *lookup < *at && message.starts_with("Couldn't find class")
        });
        if pos >= *at && !class_first {
            return diagnostic.clone();
        }
    }
    if let pest::error::ErrorVariant::CustomError { message } = &e.variant {
        let message = format!("input too complex to parse ({message})");
        return Box::new(Diagnostic::error(Some(src.span(pos, pos)), message));
    }
    if let Some((at, message)) = earlier
        .or_else(|| dag_operator_error(&src.text, pos))
        .or_else(|| site_error(&scopes, &e.variant, pos))
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
        .then(|| undefined_variable(&scopes, pos))
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
    scopes: &Scopes,
    variant: &pest::error::ErrorVariant<Rule>,
    pos: usize,
) -> Option<(usize, String)> {
    let (rule, message) = site_message(variant)?;
    let text = scopes.text;
    let message = match rule {
        Rule::unary_close => unary_operand_error(text, pos).unwrap_or(message),
        Rule::bits_end if in_bit_range(text, pos) => "expected integer or bitrange",
        _ => message,
    };
    unknown_class(text, pos, rule)
        .or_else(|| site_lexer_error(text, pos, rule).map(|(at, m)| (at, m.to_string())))
        .or_else(|| ends_value(variant).then(|| undefined_variable(scopes, pos))?)
        .or(Some((pos, message.to_string())))
}

/// Whether the failure at `pos` follows a piece of a bit range that is not
/// an integer: a `{` right after a name or value opens a bit range (of a
/// `let` field, or a value's bits), not a bit list, and llvm-tblgen checks
/// each piece it has read for an integer.
fn in_bit_range(text: &str, pos: usize) -> bool {
    let Some(('{', at)) = enclosing_bracket(text, pos) else {
        return false;
    };
    let after_name = text[..at]
        .trim_end()
        .ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
    let piece = text[at + 1..pos].rsplit(',').next().unwrap_or("").trim();
    after_name && !piece.is_empty() && piece.parse::<i64>().is_err()
}

/// A dag in which the failure is whose operator cannot start one (`($x`):
/// llvm-tblgen stops at the operator, before it lexes what follows.
fn dag_operator_error(text: &str, pos: usize) -> Option<(usize, String)> {
    let (open, at) = enclosing_bracket(text, pos)?;
    // A `(` where a value goes opens a dag; after a name or a `>`, it opens
    // the operands of a bang operator.
    let value_position = text[..at]
        .trim_end()
        .ends_with(['=', ',', '(', '[', '{', '<']);
    if open != '(' || !value_position {
        return None;
    }
    let (op_at, op) = lex_tokens(text, at + 1).next()?;
    let starts_operator = op.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        || matches!(op, "?" | "[" | "!cast" | "!getdagop");
    (op_at <= pos && !starts_operator).then(|| {
        (
            op_at,
            "expected identifier or list of value types in dag init".to_string(),
        )
    })
}

/// llvm-tblgen's check of a unary operator's operand, which ends at `pos`
/// and is checked before the `)` there: `!head`, `!tail` and `!listflatten`
/// take a list, `!size` and `!empty` a string, list or dag. Only a
/// literal's type is known here.
fn unary_operand_error(text: &str, pos: usize) -> Option<&'static str> {
    let (_, at) = enclosing_bracket(text, pos)?;
    let before = text[..at].trim_end();
    let operator = &before[before.rfind('!')?..];
    let operand = text[at + 1..pos].trim();
    let number = operand.strip_prefix(['+', '-']).unwrap_or(operand);
    let mut tokens = lex_tokens(operand, 0).map(|(_, t)| t);
    // A bracket's type is that of the value it opens; strings may follow a
    // string, nothing a number or `?`.
    let kind = match tokens.next()? {
        "[" => "list",
        "(" => "dag",
        "{" => "bits",
        first if first.starts_with(['"', '[']) => match tokens.all(|t| t.starts_with('"')) {
            true => "string",
            false => return None,
        },
        "?" if tokens.next().is_none() => "unset",
        "true" | "false" if tokens.next().is_none() => "int",
        _ if number.starts_with(|c: char| c.is_ascii_digit())
            && number.chars().all(|c| c.is_ascii_alphanumeric()) =>
        {
            "int"
        }
        _ => return None,
    };
    match operator {
        "!head" | "!tail" | "!listflatten" if kind != "list" => {
            Some("expected list type argument in unary operator")
        }
        "!size" | "!empty" if !matches!(kind, "list" | "string" | "dag") => {
            Some("expected string, list, or dag type argument in unary operator")
        }
        _ => None,
    }
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
            Rule::declaration | Rule::ty => "Unknown token when expecting a type",
            Rule::bits_ty_open => "expected '<' after bits type",
            Rule::bits_ty_width => "expected integer in bits<n> type",
            Rule::bits_ty_end => "expected '>' at end of bits<n> type",
            Rule::list_ty_open => "expected '<' after list type",
            Rule::list_ty_end => "expected '>' at end of list<ty> type",
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
            Rule::dag_arg_var => "expected variable name in dag literal",
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
            Rule::unary_open => "expected '(' after unary operator",
            Rule::unary_close => "expected ')' in unary operator",
            Rule::binary_open => "expected '(' after binary operator",
            Rule::range_open => "expected '(' after !range operator",
            Rule::range_fourth => "expected at most three values of integer",
            Rule::operator_close => "expected ')' in operator",
            Rule::ternary_open => "expected '(' after ternary operator",
            Rule::ternary_comma => "expected ',' in ternary operator",
            // Sic: llvm-tblgen names the ternary operators' `)` so.
            Rule::ternary_close => "expected ')' in binary operator",
            Rule::substr_open => "expected '(' after !substr operator",
            Rule::substr_comma => "expected ',' in !substr operator",
            Rule::substr_close => "expected ')' in !substr operator",
            Rule::find_open => "expected '(' after !find operator",
            Rule::find_comma => "expected ',' in !find operator",
            Rule::find_close => "expected ')' in !find operator",
            Rule::isa_open => "expected '(' after type of !isa",
            Rule::isa_close => "expected ')' in !isa",
            Rule::exists_open => "expected '(' after type of !exists",
            Rule::exists_close => "expected ')' in !exists",
            Rule::instances_open => "expected '(' after type of !instances",
            Rule::instances_close => "expected ')' in !instances",
            Rule::type_open | Rule::type_close => "expected type name for operator",
            Rule::iter_open => "expected '(' after !foreach/!filter",
            Rule::iter_var => "first argument of !foreach/!filter must be an identifier",
            Rule::iter_comma => "expected ',' in !foreach/!filter",
            Rule::iter_close => "expected ')' in !foreach/!filter",
            Rule::foldl_open => "expected '(' after !foldl",
            Rule::foldl_comma => "expected ',' in !foldl",
            Rule::foldl_acc => "third argument of !foldl must be an identifier",
            Rule::foldl_elem => "fourth argument of !foldl must be an identifier",
            Rule::foldl_close => "expected ')' in fold operator",
            Rule::cond_open => "expected '(' after !cond operator",
            // Sic: two spaces.
            Rule::cond_colon => "expected ':'  following a condition in !cond operator",
            Rule::cond_close => "expected ',' or ')' following a value in !cond operator",
            Rule::cond_none => "there should be at least 1 'condition : value' in the !cond operator",
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
    if in_bit_range(text, pos) {
        return Some("expected integer or bitrange");
    }
    if after_value {
        return Some(match open {
            '[' => "expected ']' at end of list value",
            '{' if bit_list => "expected '}' at end of bit list value",
            '{' if item.starts_with("let") => "expected ';' after let expression",
            '{' => "expected ';' after declaration",
            '(' => "expected ')' in dag init",
            '<' => "Expected comma before next argument",
            _ if before.is_empty() || text[..pos].trim_start().starts_with("defvar") => {
                "expected ';'"
            }
            _ => return None,
        });
    }
    // A dag's operator goes right after its `(` (a bang operator's `(` is
    // not a dag's).
    if open == '(' && bang.is_none() && text[at + 1..pos].trim().is_empty() {
        return Some("expected identifier or list of value types in dag init");
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
/// token (a name, a number, a string, punctuation). Comments are blanked
/// before parsing, so a `/` left is one that starts none.
fn starts_token(c: char) -> bool {
    c.is_ascii_alphanumeric() || " \t\r\n_:;,<>[]{}()=?#$!+-.\"".contains(c)
}

/// llvm-tblgen's lexer error near a grammar failure at `pos`: a character
/// no token starts with (a NUL has its own message), or a `!` not followed
/// by an operator's name. Its parser stops at the token where the grammar
/// failed, but where the failure is only guessed at, it may be up to
/// `lookahead` tokens further, so a bad character there is met first.
fn lexer_error(text: &str, pos: usize, lookahead: usize) -> Option<(usize, &'static str)> {
    // At a statement's start the parser rejects the token it has lexed
    // without reading past it: only that token is looked at.
    let at_top = enclosing_bracket(text, pos).is_none()
        && (text[..pos].trim_end().is_empty() || text[..pos].trim_end().ends_with([';', '}']));
    let limit = if at_top { 1 } else { lookahead };
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
            '$' if !text[pos + i + 1..]
                .starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') =>
            {
                return Some((pos + i, "invalid variable name"))
            }
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
        if at_top {
            return None;
        }
    }
    None
}

/// The innermost bracket (`(`, `[`, `{`, `<`) still open at `pos`, and
/// where it is.
pub(super) fn enclosing_bracket(text: &str, pos: usize) -> Option<(char, usize)> {
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
pub(super) fn brackets(text: &str) -> impl Iterator<Item = (usize, u8)> + '_ {
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
