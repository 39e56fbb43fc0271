//! The names llvm-tblgen looks up while it reads the statement that fails,
//! and the types it checks there: what it reports before the place where
//! the grammar fails (an undefined name, a class that is not one, a list
//! where the type read is not a list). Worked out from the text, with the
//! scopes of the declarations before the statement.

use super::{brackets, enclosing_bracket, lexer_error, Rule, KEYWORDS};
use std::collections::HashSet;

pub(super) fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The name that ends at `end` (after spaces), where it starts, and the word
/// before it, if any.
pub(super) fn name_before(text: &str, end: usize) -> (usize, &str, &str) {
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
pub(super) fn undefined_variable(scopes: &Scopes, pos: usize) -> Option<(usize, String)> {
    // A name before `=` is a named argument's: llvm-tblgen does not look
    // it up there, wherever the value is.
    if scopes.text[pos..].trim_start().starts_with('=') {
        return None;
    }
    let (start, name, _) = name_before(scopes.text, pos);
    undefined_value_name(scopes, start, name)
        .then(|| (start, format!("Variable not defined: '{name}'")))
}

/// Whether `name`, at `start`, is read as a value that nothing before could
/// define: no occurrence of it outside strings and code blocks declares it
/// (comes after another name, such as a type or `def`, or after a type's
/// `>`). A name after a keyword names what that statement defines, and one
/// after `.` a field: neither is looked up.
pub(super) fn undefined_value_name(scopes: &Scopes, start: usize, name: &str) -> bool {
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
pub(super) fn bang_declares(text: &str, i: usize) -> bool {
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
pub(super) struct Scopes<'t> {
    pub(super) text: &'t str,
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
    pub(super) fn new(text: &'t str, statement: usize) -> Scopes<'t> {
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
        let args = self.template_args(class)?;
        Some(args.into_iter().map(|a| a.ty).collect())
    }

    /// The template arguments `class` declares, in order.
    fn template_args(&self, class: &str) -> Option<Vec<TemplateArg>> {
        let start = *self.classes.get(class)?;
        let mut tokens = lex_tokens(self.text, start).skip(2);
        if tokens.next()?.1 != "<" {
            return Some(Vec::new());
        }
        let mut args = Vec::new();
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
                    args.push(TemplateArg {
                        ty: declaration[..end.saturating_sub(1)].concat(),
                        name: declaration
                            .get(end.wrapping_sub(1))
                            .unwrap_or(&"")
                            .to_string(),
                        has_default: end < declaration.len(),
                    });
                    declaration.clear();
                    if tok == ">" {
                        return Some(args);
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
pub(super) fn literal_ranges(text: &str) -> Vec<(usize, usize)> {
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

/// The name just before `pos`, where the grammar failed on `rule`, when it
/// is a class no `class` statement before declares: a declaration's type,
/// or a parent class before the body. llvm-tblgen looks the class up as it
/// reads the name, before it reads on.
pub(super) fn unknown_class(text: &str, pos: usize, rule: Rule) -> Option<(usize, String)> {
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
pub(super) fn enclosing_lookup_error(scopes: &Scopes, pos: usize) -> Option<(usize, String)> {
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
/// A template argument a class declares.
struct TemplateArg {
    ty: String,
    name: String,
    has_default: bool,
}

pub(super) fn statement_lookup_error(scopes: &Scopes, pos: usize) -> Option<(usize, String)> {
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
                // A slice of a one-token value that is not a list: llvm-tblgen
                // checks the value's type as it reads the `[`.
                let in_dag = open.last().is_some_and(|o| o.byte == b'(');
                let value = i.checked_sub(1).map(|j| tokens[j]);
                if let Some((value_at, ty)) = value
                    .filter(|_| {
                        in_value_place(prev(2), prev(3), tok, in_dag)
                            || matches!(prev(2), "def" | "defm")
                    })
                    .and_then(|(value_at, value)| {
                        Some((value_at, value_type(scopes, value_at, value, prev(2))?))
                    })
                    .filter(|(_, ty)| !ty.starts_with("list<"))
                {
                    return Some((value_at, format!("Type '{ty}' is invalid, list expected")));
                }
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
                    true if is_value_name(prev(1)) => Reads::Args(prev(1), 0),
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
                    reads: Reads::Args(class, index),
                    ..
                }) = open.last_mut()
                {
                    *index += 1;
                    // An argument past the class's last is refused as it
                    // starts.
                    let count = scopes.template_arg_types(class).map(|types| types.len());
                    if count.is_some_and(|count| *index >= count) {
                        let next = tokens.get(i + 1).map_or(pos, |&(next, _)| next);
                        return Some((
                            next,
                            format!("Too many template arguments: {}", *index + 1),
                        ));
                    }
                }
                continue;
            }
            _ => {}
        }
        if !is_value_name(tok) || bang {
            continue;
        }
        let next = tokens.get(i + 1).map_or("", |&(_, t)| t);
        if open.is_empty() {
            if header_parents && matches!(prev(1), ":" | ",") {
                if !class_declared(&text[..at], tok) {
                    return Some((at, format!("Couldn't find class '{tok}'")));
                }
                // A parent without arguments (no `<`, or `<>`) whose class
                // needs one: llvm-tblgen checks it as the reference ends.
                let after_next = tokens.get(i + 2).map_or("", |&(_, t)| t);
                let required = (next != "<" || after_next == ">")
                    .then(|| scopes.template_args(tok))
                    .flatten()
                    .and_then(|args| args.into_iter().find(|a| !a.has_default));
                if let Some(arg) = required {
                    let message = format!(
                        "value not specified for template argument '{tok}:{}'",
                        arg.name
                    );
                    return Some((at, message));
                }
            }
            continue;
        }
        // A type: of a template argument, of a field, of a list's elements.
        let type_place = match open.last() {
            Some(Open {
                reads: Reads::Params,
                ..
            }) => matches!(prev(1), "<" | ","),
            // The first name of an item of a body (a brace after the
            // record's name or parents, not a bits value's after `=`) is a
            // type where a name, a literal or nothing follows it.
            Some(Open { byte: b'{', .. }) => {
                let body = prev(1) == ";" || is_value_name(prev(2)) || prev(2) == ">";
                body && matches!(prev(1), "{" | ";" | "field")
                    && (next.is_empty()
                        || next.starts_with(|c: char| {
                            c.is_ascii_alphanumeric() || c == '_' || c == '"'
                        }))
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
        if !in_value_place(prev(1), prev(2), next, in_dag) || next == "=" {
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

/// Whether a token between `before` (after `before2`) and `after` is read
/// as a value: after `=`, a dag's `(` or `:`, as an element or template
/// argument, or as a dag's first argument.
fn in_value_place(before: &str, before2: &str, after: &str, in_dag: bool) -> bool {
    match before {
        "=" | "(" => true,
        ":" => in_dag,
        // Not a declaration's type, as in `class C<Foo x>`.
        "," | "[" => !is_value_name(after),
        "<" => is_value_name(before2) && !is_value_name(after),
        p => is_value_name(p) && before2 == "(",
    }
}

/// Whether a token is a name a value may be (not a keyword).
fn is_value_name(t: &str) -> bool {
    t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') && !KEYWORDS.contains(&t)
}

/// The type of the one-token value `tok` at `at`, where the text tells it:
/// a string, an integer, a field the statement inherits, or a def before it
/// (whose type names its parent classes).
fn value_type(scopes: &Scopes, at: usize, tok: &str, before: &str) -> Option<String> {
    // A record's name is read as a string.
    if matches!(before, "def" | "defm") {
        return Some("string".to_string());
    }
    match literal_kind(scopes.text, at, tok) {
        Some("record") | None => scopes.field_type(tok).or_else(|| {
            def_declared(&scopes.text[..at], tok).then(|| record_type(scopes.text, at, tok))
        }),
        Some(kind) => Some(kind.to_string()),
    }
}

/// The type llvm-tblgen prints for the def `name` declared before `at`: its
/// one parent class, or its parents in braces (`{}` for none).
fn record_type(text: &str, at: usize, name: &str) -> String {
    let tokens: Vec<_> = lex_tokens(text, 0).take_while(|&(i, _)| i < at).collect();
    let parents = tokens
        .windows(2)
        .rfind(|w| w[0].1 == "def" && w[1].1 == name)
        .map(|w| Scopes::header_parents(text, w[0].0))
        .unwrap_or_default();
    match parents.as_slice() {
        [one] => one.to_string(),
        _ => format!("{{{}}}", parents.join(", ")),
    }
}

/// A bracket open in the failing statement.
pub(super) struct Open<'t> {
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
pub(super) fn literal_kind(text: &str, at: usize, tok: &str) -> Option<&'static str> {
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
pub(super) enum Reads<'t> {
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
pub(super) fn lex_tokens(text: &str, start: usize) -> impl Iterator<Item = (usize, &str)> + '_ {
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
pub(super) fn class_declared(text: &str, name: &str) -> bool {
    declared(text, name, &["class", "multiclass"])
}

/// Whether `text` holds `def name`.
pub(super) fn def_declared(text: &str, name: &str) -> bool {
    declared(text, name, &["def"])
}

/// Whether `text` holds `name` right after one of `keywords`.
pub(super) fn declared(text: &str, name: &str, keywords: &[&str]) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].trim_end();
        let keyword = before.rsplit(|c: char| !is_word(c)).next().unwrap_or("");
        !text[i + name.len()..].starts_with(is_word)
            && before.len() < i
            && keywords.contains(&keyword)
    })
}
