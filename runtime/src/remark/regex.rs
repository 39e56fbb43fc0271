//! The regular expressions that select remarks by category, as LLVM's
//! `Regex` reads them (POSIX extended syntax): literals, `.`, bracket
//! expressions (`[a-z]`, `[^-]`, `[[:alpha:]]`), groups, `|`, the
//! quantifiers `*`, `+`, `?` and `{m,n}`, the anchors `^` and `$`, and `\`
//! escapes. Matching follows every way through the pattern at once (a set
//! of positions per step), so no pattern takes exponential time.

/// A compiled pattern.
#[derive(Clone, Debug)]
pub struct Regex {
    root: Node,
}

#[derive(Clone, Debug)]
enum Node {
    Char(char),
    Any,
    /// A bracket expression: its ranges, and whether they are excluded.
    Class(bool, Vec<(char, char)>),
    Start,
    End,
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    /// A node repeated at least `min` and at most `max` (unbounded: `None`)
    /// times.
    Repeat(Box<Node>, u32, Option<u32>),
}

impl Regex {
    /// The pattern `pattern`, or `None` if it is not a valid one (LLVM's
    /// `Regex::isValid` is false).
    pub fn new(pattern: &str) -> Option<Regex> {
        let chars: Vec<char> = pattern.chars().collect();
        let mut parser = Parser { chars, at: 0 };
        let root = parser.alternation()?;
        (parser.at == parser.chars.len()).then_some(Regex { root })
    }

    /// Whether the pattern matches somewhere in `text`.
    pub fn is_match(&self, text: &str) -> bool {
        let text: Vec<char> = text.chars().collect();
        (0..=text.len()).any(|start| !ends(&self.root, &text, vec![start]).is_empty())
    }
}

/// The positions where `node` can end when it starts at any of `starts`
/// (sorted, without repeats).
fn ends(node: &Node, text: &[char], starts: Vec<usize>) -> Vec<usize> {
    let mut out: Vec<usize> = match node {
        Node::Char(c) => starts
            .into_iter()
            .filter(|&p| text.get(p) == Some(c))
            .map(|p| p + 1)
            .collect(),
        Node::Any => starts
            .into_iter()
            .filter(|&p| p < text.len())
            .map(|p| p + 1)
            .collect(),
        Node::Class(negated, ranges) => starts
            .into_iter()
            .filter(|&p| {
                text.get(p)
                    .is_some_and(|&c| ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi) != *negated)
            })
            .map(|p| p + 1)
            .collect(),
        Node::Start => starts.into_iter().filter(|&p| p == 0).collect(),
        Node::End => starts.into_iter().filter(|&p| p == text.len()).collect(),
        Node::Concat(nodes) => nodes.iter().fold(starts, |at, n| ends(n, text, at)),
        Node::Alt(nodes) => nodes
            .iter()
            .flat_map(|n| ends(n, text, starts.clone()))
            .collect(),
        Node::Repeat(n, min, max) => {
            // From the minimum on, a position reached before (with as
            // many repetitions left or more) adds nothing.
            let mut seen = if *min == 0 {
                starts.clone()
            } else {
                Vec::new()
            };
            let mut current = starts;
            let mut count = 0;
            while !current.is_empty() && max.is_none_or(|m| count < m) {
                current = ends(n, text, current);
                count += 1;
                if count >= *min {
                    current.retain(|p| !seen.contains(p));
                    seen.extend(&current);
                }
            }
            seen
        }
    };
    out.sort_unstable();
    out.dedup();
    out
}

/// Reads a pattern, one construct per method.
struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        Some(c)
    }

    /// `a|b|...`; POSIX has no empty alternative.
    fn alternation(&mut self) -> Option<Node> {
        let mut alternatives = vec![self.concatenation()?];
        while self.peek() == Some('|') {
            self.at += 1;
            alternatives.push(self.concatenation()?);
        }
        Some(match alternatives.len() {
            1 => alternatives.pop().expect("one"),
            _ => Node::Alt(alternatives),
        })
    }

    fn concatenation(&mut self) -> Option<Node> {
        let mut nodes = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let atom = self.atom()?;
            nodes.push(self.quantified(atom)?);
        }
        (!nodes.is_empty()).then_some(Node::Concat(nodes))
    }

    fn atom(&mut self) -> Option<Node> {
        Some(match self.next()? {
            '(' => {
                let inner = self.alternation()?;
                (self.next()? == ')').then_some(())?;
                inner
            }
            '.' => Node::Any,
            '^' => Node::Start,
            '$' => Node::End,
            '[' => self.bracket()?,
            '\\' => Node::Char(self.next()?),
            '*' | '+' | '?' | '{' => return None,
            c => Node::Char(c),
        })
    }

    /// The quantifiers after `atom`, if any.
    fn quantified(&mut self, mut atom: Node) -> Option<Node> {
        loop {
            let (min, max) = match self.peek() {
                Some('*') => (0, None),
                Some('+') => (1, None),
                Some('?') => (0, Some(1)),
                Some('{') => {
                    self.at += 1;
                    let bounds = self.bounds()?;
                    self.at -= 1;
                    bounds
                }
                _ => return Some(atom),
            };
            self.at += 1;
            atom = Node::Repeat(Box::new(atom), min, max);
        }
    }

    /// `m}`, `m,}` or `m,n}` after a `{`.
    fn bounds(&mut self) -> Option<(u32, Option<u32>)> {
        let min = self.number()?;
        let max = match self.next()? {
            '}' => return Some((min, Some(min))),
            ',' if self.peek() == Some('}') => None,
            ',' => Some(self.number()?),
            _ => return None,
        };
        (self.next()? == '}').then_some(())?;
        max.is_none_or(|m| m >= min).then_some((min, max))
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        self.chars[start..self.at]
            .iter()
            .collect::<String>()
            .parse()
            .ok()
    }

    /// A bracket expression after its `[`; a `]` first is a member.
    fn bracket(&mut self) -> Option<Node> {
        let negated = self.peek() == Some('^');
        if negated {
            self.at += 1;
        }
        let mut ranges = Vec::new();
        let mut first = true;
        loop {
            let c = self.next()?;
            if c == ']' && !first {
                break;
            }
            first = false;
            if c == '[' && self.peek() == Some(':') {
                ranges.extend(self.class_name()?);
                continue;
            }
            let hi = match (self.peek(), self.chars.get(self.at + 1)) {
                (Some('-'), Some(&next)) if next != ']' => {
                    self.at += 2;
                    next
                }
                _ => c,
            };
            (c <= hi).then_some(())?;
            ranges.push((c, hi));
        }
        Some(Node::Class(negated, ranges))
    }

    /// `:name:]` after a `[` in a bracket expression: its ranges.
    fn class_name(&mut self) -> Option<Vec<(char, char)>> {
        self.at += 1;
        let start = self.at;
        while self.peek()? != ':' {
            self.at += 1;
        }
        let name: String = self.chars[start..self.at].iter().collect();
        self.at += 1;
        (self.next()? == ']').then_some(())?;
        Some(match name.as_str() {
            "alpha" => vec![('a', 'z'), ('A', 'Z')],
            "digit" => vec![('0', '9')],
            "alnum" => vec![('a', 'z'), ('A', 'Z'), ('0', '9')],
            "upper" => vec![('A', 'Z')],
            "lower" => vec![('a', 'z')],
            "space" => vec![(' ', ' '), ('\t', '\r')],
            "punct" => vec![('!', '/'), (':', '@'), ('[', '`'), ('{', '~')],
            "xdigit" => vec![('0', '9'), ('a', 'f'), ('A', 'F')],
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Regex;

    fn whole(pattern: &str, text: &str) -> bool {
        Regex::new(&format!("^({pattern})$"))
            .unwrap()
            .is_match(text)
    }

    #[test]
    fn matches_as_posix_extended_expressions_do() {
        assert!(whole("category.*", "category-1-passed"));
        assert!(!whole("category-1.*", "category-2-failed"));
        assert!(whole("a|b(c|d)+", "bcdc"));
        assert!(!whole("a|b(c|d)+", "b"));
        assert!(whole("x{2,3}y?", "xxx"));
        assert!(!whole("x{2,3}", "xxxx"));
        assert!(whole("[^-][a-c-]*[[:digit:]]", "zb-a7"));
        assert!(whole("a\\.b", "a.b") && !whole("a\\.b", "axb"));
        assert!(Regex::new("passed").unwrap().is_match("category-1-passed"));
        assert!(whole("(a*)*b", &format!("{}b", "a".repeat(40))));
    }

    #[test]
    fn invalid_patterns_are_refused() {
        for bad in [
            "(",
            "a)",
            "*a",
            "[a",
            "x{3,2}",
            "a||b",
            "[[:nope:]]",
            "[z-a]",
        ] {
            assert!(Regex::new(bad).is_none(), "{bad}");
        }
    }
}
