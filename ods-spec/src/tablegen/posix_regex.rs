//! The regular expressions of `!match` and `!instances`: POSIX extended
//! syntax as LLVM's `Regex` (Henry Spencer's `regcomp`) reads it, matched
//! on bytes.
//!
//! What differs from Rust's `regex` syntax, and is why this exists: `\d`,
//! `\w` and any other escaped letter stand for the letter itself; `\1` to
//! `\9` are back-references; `{` is a bound only when a digit follows; a
//! repetition of a repetition (`a+*`, `a??`), a repetition of nothing
//! (`*a`, `^*`) and an empty alternative (`a|`, `(|a)`, the empty pattern)
//! are errors, as are unknown classes (`[[:foo:]]`) and reversed ranges.
//! Matching answers whether the pattern matches anywhere in the text, by
//! backtracking (the patterns of `.td` files are small).

/// A parsed pattern, ready to match.
#[derive(Debug)]
pub struct Regex {
    root: Node,
    groups: usize,
}

/// Why a pattern is invalid (the `REG_*` error of `regcomp`).
#[derive(Debug, PartialEq, Eq)]
pub struct Invalid;

type Result<T> = std::result::Result<T, Invalid>;

#[derive(Debug)]
enum Node {
    Byte(u8),
    Any,
    Set(Box<[bool; 256]>),
    LineStart,
    LineEnd,
    WordStart,
    WordEnd,
    Group(usize, Box<Node>),
    BackRef(usize),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

/// `RE_DUP_MAX`: the largest bound `{m,n}` takes.
const DUP_MAX: u32 = 255;

impl Regex {
    /// Parses `pattern` as LLVM's `Regex` does (extended syntax, no flags).
    pub fn new(pattern: &str) -> Result<Regex> {
        let mut p = Parser {
            s: pattern.as_bytes(),
            at: 0,
            groups: 0,
            closed: Vec::new(),
        };
        let root = p.alternation(None)?;
        if p.at < p.s.len() {
            return Err(Invalid); // an unopened `)`
        }
        Ok(Regex {
            root,
            groups: p.groups,
        })
    }

    /// Whether the pattern matches somewhere in `text`.
    pub fn is_match(&self, text: &str) -> bool {
        let text = text.as_bytes();
        (0..=text.len()).any(|start| {
            let mut caps = vec![None; self.groups + 1];
            let m = Matcher { text };
            m.node(&self.root, start, &mut caps, &mut |_, _| true)
        })
    }
}

struct Parser<'a> {
    s: &'a [u8],
    at: usize,
    groups: usize,
    /// The groups whose `)` has been read (a back-reference needs one).
    closed: Vec<usize>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.at).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.at + 1).copied()
    }
    fn eat(&mut self, b: u8) -> bool {
        let yes = self.peek() == Some(b);
        self.at += yes as usize;
        yes
    }
    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        let yes = self.peek() == Some(a) && self.peek2() == Some(b);
        self.at += 2 * yes as usize;
        yes
    }
    fn next(&mut self) -> Result<u8> {
        let b = self.peek().ok_or(Invalid)?;
        self.at += 1;
        Ok(b)
    }

    /// Branches separated by `|`, up to `stop` (`)` in a group); none may
    /// be empty.
    fn alternation(&mut self, stop: Option<u8>) -> Result<Node> {
        let mut branches = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                items.push(self.expression()?);
            }
            if items.is_empty() {
                return Err(Invalid);
            }
            branches.push(Node::Concat(items));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if branches.len() == 1 {
            branches.pop().expect("one branch")
        } else {
            Node::Alt(branches)
        })
    }

    /// Whether a repetition operator starts here (`{` only before a digit).
    fn at_repetition(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// One atom and at most one repetition of it.
    fn expression(&mut self) -> Result<Node> {
        let c = self.next()?;
        let mut caret = false;
        let atom = match c {
            b'(' => {
                if self.peek().is_none() {
                    return Err(Invalid);
                }
                self.groups += 1;
                let index = self.groups;
                let inner = if self.peek() == Some(b')') {
                    Node::Concat(Vec::new())
                } else {
                    self.alternation(Some(b')'))?
                };
                if !self.eat(b')') {
                    return Err(Invalid);
                }
                self.closed.push(index);
                Node::Group(index, Box::new(inner))
            }
            b')' | b'|' | b'*' | b'+' | b'?' => return Err(Invalid),
            b'^' => {
                caret = true;
                Node::LineStart
            }
            b'$' => Node::LineEnd,
            b'.' => Node::Any,
            b'[' => self.bracket()?,
            b'\\' => {
                let c = self.next()?;
                if (b'1'..=b'9').contains(&c) {
                    let n = (c - b'0') as usize;
                    if !self.closed.contains(&n) {
                        return Err(Invalid);
                    }
                    Node::BackRef(n)
                } else {
                    Node::Byte(c)
                }
            }
            b'{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => return Err(Invalid),
            c => Node::Byte(c),
        };
        if !self.at_repetition() {
            return Ok(atom);
        }
        if caret {
            return Err(Invalid);
        }
        let (min, max) = match self.next()? {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.eat(b',') {
                    if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        let max = self.count()?;
                        if min > max {
                            return Err(Invalid);
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if !self.eat(b'}') {
                    return Err(Invalid);
                }
                (min, max)
            }
        };
        if self.at_repetition() {
            return Err(Invalid);
        }
        Ok(Node::Repeat(Box::new(atom), min, max))
    }

    /// A bound's number: digits, at most `DUP_MAX`.
    fn count(&mut self) -> Result<u32> {
        let mut n: u32 = 0;
        let mut digits = 0;
        while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
            if n > DUP_MAX {
                break;
            }
            n = n * 10 + (c - b'0') as u32;
            digits += 1;
            self.at += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(Invalid);
        }
        Ok(n)
    }

    /// A bracket expression, after its `[`.
    fn bracket(&mut self) -> Result<Node> {
        if self.s[self.at..].starts_with(b"[:<:]]") {
            self.at += 6;
            return Ok(Node::WordStart);
        }
        if self.s[self.at..].starts_with(b"[:>:]]") {
            self.at += 6;
            return Ok(Node::WordEnd);
        }
        let mut set = Box::new([false; 256]);
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[b']' as usize] = true;
        } else if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        while self.peek().is_some_and(|c| c != b']')
            && !(self.peek() == Some(b'-') && self.peek2() == Some(b']'))
        {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        if !self.eat(b']') {
            return Err(Invalid);
        }
        if invert {
            set.iter_mut().for_each(|b| *b = !*b);
        }
        Ok(Node::Set(set))
    }

    /// A class `[:name:]`, an equivalence class `[=c=]`, a byte or a range.
    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<()> {
        if self.peek() == Some(b'-') {
            return Err(Invalid);
        }
        let opener = (self.peek() == Some(b'[')).then(|| self.peek2()).flatten();
        match opener {
            Some(b':') => {
                self.at += 2;
                if matches!(self.peek(), None | Some(b'-' | b']')) {
                    return Err(Invalid);
                }
                let start = self.at;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.at += 1;
                }
                let class = char_class(&self.s[start..self.at]).ok_or(Invalid)?;
                (0..=255u8)
                    .filter(|&b| class(b))
                    .for_each(|b| set[b as usize] = true);
                if !self.eat_two(b':', b']') {
                    return Err(Invalid);
                }
            }
            Some(b'=') => {
                self.at += 2;
                if matches!(self.peek(), None | Some(b'-' | b']')) {
                    return Err(Invalid);
                }
                let c = self.collating_element(b'=')?;
                set[c as usize] = true;
                if !self.eat_two(b'=', b']') {
                    return Err(Invalid);
                }
            }
            _ => {
                let start = self.symbol()?;
                let end = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']') {
                    self.at += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                if start > end {
                    return Err(Invalid);
                }
                (start..=end).for_each(|b| set[b as usize] = true);
            }
        }
        Ok(())
    }

    /// A byte of a bracket expression, or a collating symbol `[.x.]`.
    fn symbol(&mut self) -> Result<u8> {
        if self.peek().is_none() {
            return Err(Invalid);
        }
        if !self.eat_two(b'[', b'.') {
            return self.next();
        }
        let c = self.collating_element(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(Invalid);
        }
        Ok(c)
    }

    /// The element up to `end` `]`: one byte, or a POSIX character name.
    fn collating_element(&mut self, end: u8) -> Result<u8> {
        let start = self.at;
        while self.peek().is_some() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.at += 1;
        }
        if self.peek().is_none() {
            return Err(Invalid);
        }
        let name = &self.s[start..self.at];
        if let Some(&(_, b)) = CHARACTER_NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
            return Ok(b);
        }
        match name {
            [b] => Ok(*b),
            _ => Err(Invalid),
        }
    }
}

/// The test of a POSIX class name (`alnum`, `digit`, ...).
fn char_class(name: &[u8]) -> Option<fn(u8) -> bool> {
    Some(match name {
        b"alnum" => |b: u8| b.is_ascii_alphanumeric(),
        b"alpha" => |b: u8| b.is_ascii_alphabetic(),
        b"blank" => |b: u8| b == b' ' || b == b'\t',
        b"cntrl" => |b: u8| b.is_ascii_control(),
        b"digit" => |b: u8| b.is_ascii_digit(),
        b"graph" => |b: u8| b.is_ascii_graphic(),
        b"lower" => |b: u8| b.is_ascii_lowercase(),
        b"print" => |b: u8| b.is_ascii_graphic() || b == b' ',
        b"punct" => |b: u8| b.is_ascii_punctuation(),
        b"space" => |b: u8| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b"upper" => |b: u8| b.is_ascii_uppercase(),
        b"xdigit" => |b: u8| b.is_ascii_hexdigit(),
        _ => return None,
    })
}

/// The POSIX names of the portable character set, as `[.name.]` and
/// `[=name=]` take them.
#[rustfmt::skip]
const CHARACTER_NAMES: &[(&str, u8)] = &[
    ("NUL", 0), ("SOH", 1), ("STX", 2), ("ETX", 3), ("EOT", 4), ("ENQ", 5),
    ("ACK", 6), ("BEL", 7), ("alert", 7), ("BS", 8), ("backspace", 8),
    ("HT", 9), ("tab", 9), ("LF", 10), ("newline", 10), ("VT", 11),
    ("vertical-tab", 11), ("FF", 12), ("form-feed", 12), ("CR", 13),
    ("carriage-return", 13), ("SO", 14), ("SI", 15), ("DLE", 16),
    ("DC1", 17), ("DC2", 18), ("DC3", 19), ("DC4", 20), ("NAK", 21),
    ("SYN", 22), ("ETB", 23), ("CAN", 24), ("EM", 25), ("SUB", 26),
    ("ESC", 27), ("IS4", 28), ("FS", 28), ("IS3", 29), ("GS", 29),
    ("IS2", 30), ("RS", 30), ("IS1", 31), ("US", 31), ("space", b' '),
    ("exclamation-mark", b'!'), ("quotation-mark", b'"'),
    ("number-sign", b'#'), ("dollar-sign", b'$'), ("percent-sign", b'%'),
    ("ampersand", b'&'), ("apostrophe", b'\''), ("left-parenthesis", b'('),
    ("right-parenthesis", b')'), ("asterisk", b'*'), ("plus-sign", b'+'),
    ("comma", b','), ("hyphen", b'-'), ("hyphen-minus", b'-'),
    ("period", b'.'), ("full-stop", b'.'), ("slash", b'/'),
    ("solidus", b'/'), ("zero", b'0'), ("one", b'1'), ("two", b'2'),
    ("three", b'3'), ("four", b'4'), ("five", b'5'), ("six", b'6'),
    ("seven", b'7'), ("eight", b'8'), ("nine", b'9'), ("colon", b':'),
    ("semicolon", b';'), ("less-than-sign", b'<'), ("equals-sign", b'='),
    ("greater-than-sign", b'>'), ("question-mark", b'?'),
    ("commercial-at", b'@'), ("left-square-bracket", b'['),
    ("backslash", b'\\'), ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'), ("circumflex", b'^'),
    ("circumflex-accent", b'^'), ("underscore", b'_'), ("low-line", b'_'),
    ("grave-accent", b'`'), ("left-brace", b'{'),
    ("left-curly-bracket", b'{'), ("vertical-line", b'|'),
    ("right-brace", b'}'), ("right-curly-bracket", b'}'), ("tilde", b'~'),
    ("DEL", 127),
];

/// Captured spans of the groups, by index.
type Caps = Vec<Option<(usize, usize)>>;

struct Matcher<'t> {
    text: &'t [u8],
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

impl Matcher<'_> {
    /// Matches `node` at `at`, then calls `k` with the end: true when some
    /// way through `node` lets `k` succeed.
    fn node(
        &self,
        node: &Node,
        at: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(usize, &mut Caps) -> bool,
    ) -> bool {
        let t = self.text;
        match node {
            Node::Byte(b) => t.get(at) == Some(b) && k(at + 1, caps),
            Node::Any => at < t.len() && k(at + 1, caps),
            Node::Set(set) => t.get(at).is_some_and(|&b| set[b as usize]) && k(at + 1, caps),
            Node::LineStart => at == 0 && k(at, caps),
            Node::LineEnd => at == t.len() && k(at, caps),
            Node::WordStart => {
                let before = at > 0 && is_word(t[at - 1]);
                let after = at < t.len() && is_word(t[at]);
                !before && after && k(at, caps)
            }
            Node::WordEnd => {
                let before = at > 0 && is_word(t[at - 1]);
                let after = at < t.len() && is_word(t[at]);
                before && !after && k(at, caps)
            }
            Node::Group(i, inner) => {
                let i = *i;
                self.node(inner, at, caps, &mut |end, caps: &mut Caps| {
                    let saved = caps[i];
                    caps[i] = Some((at, end));
                    k(end, caps) || {
                        caps[i] = saved;
                        false
                    }
                })
            }
            Node::BackRef(i) => match caps[*i] {
                Some((s, e)) => {
                    let len = e - s;
                    t.len() >= at + len && t[at..at + len] == t[s..e] && k(at + len, caps)
                }
                None => false,
            },
            Node::Concat(items) => self.sequence(items, at, caps, k),
            Node::Alt(branches) => branches.iter().any(|b| self.node(b, at, caps, k)),
            Node::Repeat(inner, min, max) => self.repeat(inner, *min, *max, 0, at, caps, k),
        }
    }

    fn sequence(
        &self,
        items: &[Node],
        at: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(usize, &mut Caps) -> bool,
    ) -> bool {
        match items.split_first() {
            None => k(at, caps),
            Some((first, rest)) => self.node(first, at, caps, &mut |end, caps: &mut Caps| {
                self.sequence(rest, end, caps, k)
            }),
        }
    }

    /// Greedy repetition: one more of `inner` first (unless it matched
    /// nothing, which would loop), then stopping here.
    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &self,
        inner: &Node,
        min: u32,
        max: Option<u32>,
        done: u32,
        at: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(usize, &mut Caps) -> bool,
    ) -> bool {
        let may_more = max.is_none_or(|m| done < m);
        if may_more
            && self.node(inner, at, caps, &mut |end, caps: &mut Caps| {
                (end > at || done < min) && self.repeat(inner, min, max, done + 1, end, caps, k)
            })
        {
            return true;
        }
        done >= min && k(at, caps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(pattern: &str, text: &str) -> bool {
        Regex::new(pattern).unwrap().is_match(text)
    }

    #[test]
    fn escaped_letters_are_literal() {
        assert!(m(r"\d", "d"));
        assert!(!m(r"\d", "1"));
        assert!(!m(r"\w", "abc"));
        assert!(m(r"a\.b", "a.b"));
        assert!(!m(r"a\.b", "axb"));
    }

    #[test]
    fn classes_ranges_and_bounds() {
        assert!(m("[[:digit:]]+", "x42"));
        assert!(m("^[0-9 a-z A-Z]+$", "123 abc ABC"));
        assert!(!m("[0-9]+", "abc"));
        assert!(m("^a{2,3}$", "aaa"));
        assert!(!m("^a{2,3}$", "aaaa"));
        assert!(m("a{,2}", "a{,2}"), "`{{` without a digit is literal");
        assert!(m("x{", "x{"));
        assert!(m("[]a]", "]"));
        assert!(m("[^a-]", "b"));
        assert!(!m("[^a-]", "-"));
        assert!(m("[[.hyphen.]]", "-"));
        assert!(m("[[:<:]]ab[[:>:]]", "x ab y"));
        assert!(!m("[[:<:]]ab[[:>:]]", "xab"));
    }

    #[test]
    fn groups_alternatives_and_back_references() {
        assert!(m("^(ab|cd)+$", "abcdab"));
        assert!(m("()", "x"));
        assert!(m(r"(a)\1", "xaay"));
        assert!(!m(r"(a)\1", "ab"));
        assert!(m(r"^(a*)b\1$", "aabaa"));
    }

    #[test]
    fn llvm_rejects_these() {
        for bad in [
            "",
            "a+*",
            "*a",
            "a|",
            "|a",
            "(|a)",
            "a??",
            "a**",
            "^*",
            "[a",
            "a)",
            "(a",
            "a{3,1}",
            "\\",
            "(a|)",
            "[[:alpha:]-z]",
            "[[:foo:]]",
            "[z-a]",
            r"\1",
            r"(a\1)",
            "a{256}",
            "a{1",
            "[[.nonsense.]]",
        ] {
            assert_eq!(Regex::new(bad).map(|_| ()), Err(Invalid), "{bad:?}");
        }
    }
}
