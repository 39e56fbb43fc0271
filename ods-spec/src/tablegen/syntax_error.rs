//! What llvm-tblgen says where the pest grammar fails: its recursive
//! descent stops at the first token it cannot take, and reports a lookup or
//! lexer error met before that token first. These guesses work on the text,
//! as the grammar gives no parse tree for a statement that fails.

use super::diagnostic::Diagnostic;
use super::parser::{Rule, KEYWORDS};
use super::preprocess::Expanded;
use std::collections::HashSet;

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
    let scopes = Scopes::new(&src.text, statement);
    // At the same place, the statement's reading of a parent class comes
    // first.
    let earlier = [
        statement_lookup_error(&scopes, pos),
        enclosing_lookup_error(&scopes, pos),
    ];
    if let Some((at, message)) = earlier
        .into_iter()
        .flatten()
        .min_by_key(|&(at, _)| at)
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
        _ => message,
    };
    unknown_class(text, pos, rule)
        .or_else(|| site_lexer_error(text, pos, rule).map(|(at, m)| (at, m.to_string())))
        .or_else(|| ends_value(variant).then(|| undefined_variable(scopes, pos))?)
        .or(Some((pos, message.to_string())))
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
fn undefined_variable(scopes: &Scopes, pos: usize) -> Option<(usize, String)> {
    let (start, name, _) = name_before(scopes.text, pos);
    undefined_value_name(scopes, start, name)
        .then(|| (start, format!("Variable not defined: '{name}'")))
}

/// Whether `name`, at `start`, is read as a value that nothing before could
/// define: no occurrence of it outside strings and code blocks declares it
/// (comes after another name, such as a type or `def`, or after a type's
/// `>`). A name after a keyword names what that statement defines, and one
/// after `.` a field: neither is looked up.
fn undefined_value_name(scopes: &Scopes, start: usize, name: &str) -> bool {
    let text = scopes.text;
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
            || text[..i].trim_end().ends_with('>')
            || bang_declares(text, i);
        word == name
            && !text[i + name.len()..].starts_with(is_word)
            && !in_literal
            && declares
            && scopes.sees(i)
    })
}

/// Whether the name at `i` is one a bang operator declares: the first
/// argument of `!foreach` or `!filter`, the third or fourth of `!foldl`.
fn bang_declares(text: &str, i: usize) -> bool {
    let Some(('(', at)) = enclosing_bracket(text, i) else {
        return false;
    };
    let operator = text[..at].trim_end();
    let operator = &operator[operator.rfind('!').unwrap_or(0)..];
    let mut depth = 0usize;
    let mut index = 0;
    for (_, tok) in lex_tokens(text, at + 1).take_while(|&(j, _)| j < i) {
        match tok {
            "(" | "[" | "{" | "<" => depth += 1,
            ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
            "," if depth == 0 => index += 1,
            _ => {}
        }
    }
    matches!(
        (operator, index),
        ("!foreach" | "!filter", 0) | ("!foldl", 2 | 3)
    )
}

/// What the failing statement sees of the names declared before it: a
/// name declared inside a top-level `class`, `multiclass` or `def` (a
/// template argument, a field) is seen only from a class or def that
/// inherits that class; the statement's own name is seen everywhere.
struct Scopes<'t> {
    text: &'t str,
    /// The failing statement's start.
    statement: usize,
    /// The top-level record statements before it: start, end, the offset of
    /// the name, and whether the failing statement inherits it.
    records: Vec<(usize, usize, usize, bool)>,
    /// Where each class before it starts, by name.
    classes: std::collections::HashMap<&'t str, usize>,
    /// The classes it inherits.
    inherited: Vec<&'t str>,
}

impl<'t> Scopes<'t> {
    fn new(text: &'t str, statement: usize) -> Scopes<'t> {
        struct Statement<'t> {
            start: usize,
            end: usize,
            name: (usize, &'t str),
            class: bool,
            parents: Vec<&'t str>,
        }
        let mut statements: Vec<Statement> = Vec::new();
        let mut current: Option<Statement> = None;
        let mut depth = 0usize;
        let mut in_body = false;
        let mut previous = "";
        for (at, tok) in lex_tokens(text, 0).take_while(|&(at, _)| at < statement) {
            match tok {
                "(" | "[" | "{" | "<" => {
                    in_body |= depth == 0 && tok == "{";
                    depth += 1;
                }
                ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
                _ => {}
            }
            if let Some(st) = current.as_mut() {
                if st.name.1.is_empty() {
                    st.name = (at, tok);
                } else if depth == 0 && matches!(previous, ":" | ",") && !in_body {
                    st.parents.push(tok);
                }
                if depth == 0 && (tok == ";" && !in_body || tok == "}") {
                    st.end = at + 1;
                    statements.extend(current.take());
                }
            } else if depth == 0 && matches!(tok, "class" | "multiclass" | "def") {
                in_body = false;
                current = Some(Statement {
                    start: at,
                    end: statement,
                    name: (at, ""),
                    class: tok == "class",
                    parents: Vec::new(),
                });
            }
            previous = tok;
        }
        statements.extend(current);
        // The classes the failing statement inherits, through their parents.
        let mut inherited: Vec<&str> = Scopes::header_parents(text, statement);
        let mut k = 0;
        while let Some(&name) = inherited.get(k) {
            k += 1;
            for st in statements.iter().filter(|st| st.class && st.name.1 == name) {
                for &parent in &st.parents {
                    if !inherited.contains(&parent) {
                        inherited.push(parent);
                    }
                }
            }
        }
        let records = statements
            .iter()
            .map(|st| {
                (
                    st.start,
                    st.end,
                    st.name.0,
                    st.class && inherited.contains(&st.name.1),
                )
            })
            .collect();
        let classes = statements
            .iter()
            .filter(|st| st.class)
            .map(|st| (st.name.1, st.start))
            .collect();
        Scopes {
            text,
            statement,
            records,
            classes,
            inherited,
        }
    }

    /// The types of the template arguments of `class`, as written
    /// (`list<Trait>`), if it is a class before the failing statement.
    fn template_arg_types(&self, class: &str) -> Option<Vec<String>> {
        let start = *self.classes.get(class)?;
        let mut tokens = lex_tokens(self.text, start).skip(2);
        if tokens.next()?.1 != "<" {
            return Some(Vec::new());
        }
        let mut types = Vec::new();
        let mut declaration: Vec<&str> = Vec::new();
        let mut depth = 0usize;
        for (_, tok) in tokens {
            match tok {
                "," | ">" if depth == 0 => {
                    // `TYPE NAME` or `TYPE NAME = DEFAULT`.
                    let end = declaration
                        .iter()
                        .position(|&t| t == "=")
                        .unwrap_or(declaration.len());
                    types.push(declaration[..end.saturating_sub(1)].concat());
                    declaration.clear();
                    if tok == ">" {
                        return Some(types);
                    }
                    continue;
                }
                "(" | "[" | "{" | "<" => depth += 1,
                ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
                _ => {}
            }
            declaration.push(tok);
        }
        None
    }

    /// The type of field `name` as a class the failing statement inherits
    /// declares it (`string`), if one does.
    fn field_type(&self, name: &str) -> Option<String> {
        self.inherited.iter().find_map(|class| {
            let start = *self.classes.get(class)?;
            let mut depth = 0usize;
            let mut declaration: Vec<&str> = Vec::new();
            for (_, tok) in lex_tokens(self.text, start) {
                match tok {
                    "(" | "[" | "{" | "<" => depth += 1,
                    ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
                    _ => {}
                }
                match tok {
                    "}" | ";" if depth == 0 => return None,
                    "=" | ";" if depth == 1 => {
                        // `TYPE NAME = ...;` or `TYPE NAME;`, perhaps after `field`.
                        let ty = declaration.strip_prefix(&["field"]).unwrap_or(&declaration);
                        if let Some((&last, ty)) = ty.split_last() {
                            if last == name && !ty.is_empty() && ty[0] != "let" {
                                return Some(ty.concat());
                            }
                        }
                        declaration.clear();
                    }
                    "{" | "}" if depth <= 1 => declaration.clear(),
                    _ if depth >= 1 => declaration.push(tok),
                    _ => {}
                }
            }
            None
        })
    }

    /// The parent classes named in the header of the statement at `start`.
    fn header_parents(text: &'t str, start: usize) -> Vec<&'t str> {
        let mut parents = Vec::new();
        let mut depth = 0usize;
        let mut previous = "";
        for (_, tok) in lex_tokens(text, start) {
            match tok {
                "{" | ";" if depth == 0 => break,
                "(" | "[" | "{" | "<" => depth += 1,
                ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
                _ if depth == 0 && matches!(previous, ":" | ",") => parents.push(tok),
                _ => {}
            }
            previous = tok;
        }
        parents
    }

    /// Whether a declaration at `at` is seen from the failing statement.
    fn sees(&self, at: usize) -> bool {
        if at >= self.statement {
            return true;
        }
        let k = self.records.partition_point(|&(start, ..)| start <= at);
        match k.checked_sub(1).map(|k| self.records[k]) {
            Some((_, end, name, inherited)) if at < end => at == name || inherited,
            _ => true,
        }
    }
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
fn enclosing_lookup_error(scopes: &Scopes, pos: usize) -> Option<(usize, String)> {
    let text = scopes.text;
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
                && undefined_value_name(scopes, start, name))
            .then(|| (start, format!("Variable not defined: '{name}'")))
        }
    })
}

/// The first name of the statement from `start` up to `pos` that
/// llvm-tblgen looks up and does not find as it reads: a parent class in a
/// `def` or `class` header, a class before a value's `<`, or a value where
/// one goes (after `=`, `,`, `[`, a template argument list's `<`, a dag's
/// `(` or `:`, and a dag's first argument). Names inside a bang operator
/// are left alone, as some of its arguments declare names.
fn statement_lookup_error(scopes: &Scopes, pos: usize) -> Option<(usize, String)> {
    let (text, start) = (scopes.text, scopes.statement);
    // The tokens before `pos`, and the one at `pos`.
    let mut tokens: Vec<(usize, &str)> = Vec::new();
    for token in lex_tokens(text, start) {
        tokens.push(token);
        if token.0 >= pos {
            break;
        }
    }
    let last = tokens.iter().rposition(|&(at, _)| at < pos)?;
    let header_kind = tokens.first().map(|&(_, t)| t);
    let header_parents = matches!(header_kind, Some("def" | "class"));
    let is_name = |t: &str| {
        t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') && !KEYWORDS.contains(&t)
    };
    let mut open: Vec<Open> = Vec::new();
    for (i, &(at, tok)) in tokens[..=last].iter().enumerate() {
        let prev = |k: usize| i.checked_sub(k).map_or("", |j| tokens[j].1);
        let bang = open.last().is_some_and(|o| o.bang);
        // The kind of a list element of one token.
        if let Some(list) = open.last_mut().filter(|o| o.byte == b'[') {
            let next = tokens.get(i + 1).map_or("", |&(_, t)| t);
            if matches!(prev(1), "[" | ",") && matches!(next, "," | "]") {
                list.kinds.push(literal_kind(text, at, tok));
            }
        }
        match tok {
            "[" if !bang => {
                // A list where the type read is not one: llvm-tblgen stops at
                // the token after the `[`.
                let reads = match open.last() {
                    Some(Open {
                        reads: Reads::Args(class, index),
                        ..
                    }) if prev(1) != "=" => scopes
                        .template_arg_types(class)
                        .and_then(|types| types.get(*index).cloned()),
                    Some(Open {
                        reads: Reads::Elements(ty),
                        ..
                    }) => Some(ty.clone()),
                    Some(Open { byte: b'{', .. }) if prev(1) == "=" && prev(3) == "let" => {
                        scopes.field_type(prev(2))
                    }
                    _ => None,
                };
                let reads = match reads.as_deref().map(|ty| ty.replace("code", "string")) {
                    Some(ty) => match ty.strip_prefix("list<").and_then(|t| t.strip_suffix('>')) {
                        Some(element) => Reads::Elements(element.to_string()),
                        None => {
                            let next = tokens.get(i + 1).map_or(pos, |&(next, _)| next);
                            return Some((
                                next,
                                format!("Encountered a list when expecting a {ty}"),
                            ));
                        }
                    },
                    None => Reads::Values,
                };
                open.push(Open::new(b'[', false, reads));
                continue;
            }
            "(" | "[" | "{" | "<" => {
                let reads = match tok == "<" {
                    true if matches!(prev(2), "class" | "multiclass") => Reads::Params,
                    true if is_name(prev(1)) => Reads::Args(prev(1), 0),
                    _ => Reads::Values,
                };
                open.push(Open::new(
                    tok.as_bytes()[0],
                    bang || prev(1).starts_with('!'),
                    reads,
                ));
                continue;
            }
            ")" | "]" | "}" | ">" => {
                // Elements of two kinds, found once the list is read.
                let kinds = open.pop().map(|o| o.kinds).unwrap_or_default();
                if tok == "]" && kinds.iter().flatten().collect::<HashSet<_>>().len() > 1 {
                    let next = tokens.get(i + 1).map_or(pos, |&(next, _)| next);
                    return Some((next, "Incompatible types in list elements".to_string()));
                }
                continue;
            }
            "," => {
                if let Some(Open {
                    reads: Reads::Args(_, index),
                    ..
                }) = open.last_mut()
                {
                    *index += 1;
                }
                continue;
            }
            _ => {}
        }
        if !is_name(tok) || bang {
            continue;
        }
        let next = tokens.get(i + 1).map_or("", |&(_, t)| t);
        if open.is_empty() {
            if header_parents && matches!(prev(1), ":" | ",") && !class_declared(&text[..at], tok) {
                return Some((at, format!("Couldn't find class '{tok}'")));
            }
            continue;
        }
        // A type: of a template argument, of a field, of a list's elements.
        let type_place = match open.last() {
            Some(Open {
                reads: Reads::Params,
                ..
            }) => matches!(prev(1), "<" | ","),
            Some(Open { byte: b'{', .. }) => {
                matches!(prev(1), "{" | ";" | "field") && is_name(next)
            }
            _ => prev(1) == "<" && prev(2) == "list",
        };
        if type_place {
            if !class_declared(&text[..at], tok) {
                return Some((at, format!("Couldn't find class '{tok}'")));
            }
            continue;
        }
        let in_dag = open.last().is_some_and(|o| o.byte == b'(');
        let value_place = match prev(1) {
            "=" => true,
            "(" => true,
            ":" => in_dag,
            // Not a declaration's type, as in `class C<Foo x>`.
            "," | "[" => !is_name(next),
            "<" => is_name(prev(2)) && !is_name(next),
            p => is_name(p) && prev(2) == "(",
        };
        if !value_place || next == "=" {
            continue;
        }
        if next == "<" {
            if !class_declared(&text[..at], tok) {
                return Some((at, format!("Expected a class name, got '{tok}'")));
            }
        } else if undefined_value_name(scopes, at, tok)
            // The lexer reads the next token before the name is looked up.
            && !(i == last && lexer_error(text, pos, 1).is_some_and(|(e, _)| e == pos))
        {
            return Some((at, format!("Variable not defined: '{tok}'")));
        }
    }
    None
}

/// A bracket open in the failing statement.
struct Open<'t> {
    byte: u8,
    /// Inside a bang operator's arguments.
    bang: bool,
    /// What the values in it are read as.
    reads: Reads<'t>,
    /// For a list, the kinds of its one-token elements (`None` where the
    /// text does not tell).
    kinds: Vec<Option<&'static str>>,
}

impl<'t> Open<'t> {
    fn new(byte: u8, bang: bool, reads: Reads<'t>) -> Open<'t> {
        Open {
            byte,
            bang,
            reads,
            kinds: Vec::new(),
        }
    }
}

/// The type of a one-token value, where it is plain: a string, an integer,
/// or a def declared before it.
fn literal_kind(text: &str, at: usize, tok: &str) -> Option<&'static str> {
    let digits = tok.strip_prefix('-').unwrap_or(tok);
    if tok.starts_with('"') {
        Some("string")
    } else if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        Some("int")
    } else if def_declared(&text[..at], tok) {
        Some("record")
    } else {
        None
    }
}

/// What the values inside an open bracket are read as, where that is known.
enum Reads<'t> {
    /// Template arguments of a class, and the index of the current one.
    Args(&'t str, usize),
    /// Elements of a list of this type.
    Elements(String),
    /// The template argument declarations of a class or multiclass.
    Params,
    /// Values of a type the text does not tell.
    Values,
}

/// The tokens of `text` from `start`, with their offsets: names, numbers,
/// bang operators and `$` names as one token each, string literals and code
/// blocks as one, any other character alone.
fn lex_tokens(text: &str, start: usize) -> impl Iterator<Item = (usize, &str)> + '_ {
    let bytes = text.as_bytes();
    let mut i = start;
    std::iter::from_fn(move || {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let at = i;
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        i += match bytes.get(at)? {
            b'"' => {
                memchr::memchr2(b'"', b'\n', &bytes[at + 1..]).map_or(bytes.len() - at, |e| e + 2)
            }
            b'[' if bytes.get(at + 1) == Some(&b'{') => {
                memchr::memmem::find(&bytes[at..], b"}]").map_or(bytes.len() - at, |e| e + 2)
            }
            &b if word(b) || b == b'!' || b == b'$' => {
                1 + bytes[at + 1..].iter().take_while(|&&b| word(b)).count()
            }
            _ => text[at..].chars().next()?.len_utf8(),
        };
        Some((at, &text[at..i]))
    })
}

/// Whether `text` holds `class name` or `multiclass name` (a string or code
/// block saying so would be taken for one; that is rare enough on an error
/// path).
fn class_declared(text: &str, name: &str) -> bool {
    declared(text, name, &["class", "multiclass"])
}

/// Whether `text` holds `def name`.
fn def_declared(text: &str, name: &str) -> bool {
    declared(text, name, &["def"])
}

/// Whether `text` holds `name` right after one of `keywords`.
fn declared(text: &str, name: &str, keywords: &[&str]) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].trim_end();
        let keyword = before.rsplit(|c: char| !is_word(c)).next().unwrap_or("");
        !text[i + name.len()..].starts_with(is_word)
            && before.len() < i
            && keywords.contains(&keyword)
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
    // without reading past it.
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
