//! Tokens of MLIR's textual IR (`mlir/lib/AsmParser/Lexer.cpp`).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    Eof,
    /// Bare identifier or keyword: `i32`, `dense`, `func.func`, `x8xf32`.
    BareId,
    /// `%name`, `%0`, with an optional `#n` group index kept in the text.
    PercentId,
    /// `^bb0`
    CaretId,
    /// `@name` or `@"quoted"`
    AtId,
    /// `#name` (attribute alias or dialect attribute)
    HashId,
    /// `!name` (type alias or dialect type)
    ExclId,
    Integer,
    Float,
    String,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LSquare,
    RSquare,
    Less,
    Greater,
    Comma,
    Colon,
    Equal,
    Arrow,
    Question,
    Star,
    Plus,
    Minus,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
    /// `...` in some dialect syntaxes; kept so the lexer never fails on it.
    Ellipsis,
    /// `|`, which MLIR lexes as a token of its own (bit enums, dialect syntaxes).
    VerticalBar,
    /// `/` not followed by another (dialect syntaxes, `parseSlash`).
    Slash,
    Error,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

pub struct Lexer<'a> {
    pub src: &'a [u8],
    pub pos: usize,
    /// Why the last `Tok::Error` was produced.
    pub error: &'static str,
    /// Where MLIR reports that error: the token's start unless the lexer
    /// points at the offending character.
    pub error_offset: usize,
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            error: "unexpected character",
            error_offset: 0,
        }
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.src.get(self.pos) {
                // MLIR's lexer skips a NUL byte like whitespace: only the NUL
                // that `llvm::MemoryBuffer` puts past the end is the end.
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0) => self.pos += 1,
                Some(b'/') if self.src.get(self.pos + 1) == Some(&b'/') => self.skip_comment(),
                _ => return,
            }
        }
    }

    /// Skips a `//` comment and the `\n` or `\r` that ends it: MLIR's
    /// `Lexer::skipComment` stops at either.
    fn skip_comment(&mut self) {
        self.pos += 2;
        while let Some(&c) = self.src.get(self.pos) {
            self.pos += 1;
            if matches!(c, b'\n' | b'\r') {
                return;
            }
        }
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        self.error_offset = start;
        let Some(&c) = self.src.get(self.pos) else {
            return self.tok(Tok::Eof, start);
        };
        self.pos += 1;
        let kind = match c {
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'{' => {
                if self.src[self.pos..].starts_with(b"-#") {
                    self.pos += 2;
                    Tok::FileMetadataBegin
                } else {
                    Tok::LBrace
                }
            }
            b'}' => Tok::RBrace,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b',' => Tok::Comma,
            b':' => Tok::Colon,
            b'=' => Tok::Equal,
            b'?' => Tok::Question,
            b'*' => Tok::Star,
            b'|' => Tok::VerticalBar,
            // A `//` comment was skipped before the token started.
            b'/' => Tok::Slash,
            b'+' => Tok::Plus,
            b'-' => {
                if self.src.get(self.pos) == Some(&b'>') {
                    self.pos += 1;
                    Tok::Arrow
                } else {
                    Tok::Minus
                }
            }
            b'.' if self.src[self.pos..].starts_with(b"..") => {
                self.pos += 2;
                Tok::Ellipsis
            }
            b'.' => {
                self.error = "expected three consecutive dots for an ellipsis";
                self.error_offset = self.pos;
                Tok::Error
            }
            b'"' => self.string(),
            b'%' => self.prefixed_id(Tok::PercentId),
            b'^' => self.prefixed_id(Tok::CaretId),
            b'!' => self.prefixed_id(Tok::ExclId),
            b'#' => {
                if self.src[self.pos..].starts_with(b"-}") {
                    self.pos += 2;
                    Tok::FileMetadataEnd
                } else {
                    self.prefixed_id(Tok::HashId)
                }
            }
            b'@' => {
                if self.src.get(self.pos) == Some(&b'"') {
                    self.pos += 1;
                    match self.string() {
                        Tok::String => Tok::AtId,
                        t => t,
                    }
                } else {
                    self.at_id()
                }
            }
            b'0'..=b'9' => self.number(c),
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while self.pos < self.src.len() && is_id_char(self.src[self.pos]) {
                    self.pos += 1;
                }
                Tok::BareId
            }
            _ => Tok::Error,
        };
        self.tok(kind, start)
    }

    /// `%`, `^`, `!`, `#` followed by a suffix-id: digits only, or a letter
    /// or one of `$._-` followed by letters, digits and `$._-`
    /// (`Lexer::lexPrefixedIdentifier`).
    fn prefixed_id(&mut self, kind: Tok) -> Tok {
        let is_punct = |c: u8| matches!(c, b'$' | b'.' | b'_' | b'-');
        match self.src.get(self.pos) {
            Some(c) if c.is_ascii_digit() => {
                while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
                    self.pos += 1;
                }
            }
            Some(&c) if c.is_ascii_alphabetic() || is_punct(c) => {
                while self
                    .src
                    .get(self.pos)
                    .is_some_and(|&c| is_suffix_id_char(c))
                {
                    self.pos += 1;
                }
            }
            _ => {
                self.error = match kind {
                    Tok::PercentId => "invalid SSA name",
                    Tok::CaretId => "invalid block name",
                    Tok::HashId => "invalid attribute name",
                    _ => "invalid type identifier",
                };
                return Tok::Error;
            }
        }
        kind
    }

    /// `@` followed by a bare-id (`Lexer::lexAtIdentifier`; the quoted form
    /// is lexed by the caller). The error points past the `@`.
    fn at_id(&mut self) -> Tok {
        match self.src.get(self.pos) {
            Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {
                while self.src.get(self.pos).is_some_and(|&c| is_id_char(c)) {
                    self.pos += 1;
                }
                Tok::AtId
            }
            _ => {
                self.error = "@ identifier expected to start with letter or '_'";
                self.error_offset = self.pos;
                Tok::Error
            }
        }
    }

    fn string(&mut self) -> Tok {
        while let Some(&c) = self.src.get(self.pos) {
            self.pos += 1;
            match c {
                b'"' => return Tok::String,
                // `Lexer::lexString` accepts `\"`, `\\`, `\n`, `\t` and two
                // hex digits; anything else is refused at the backslash.
                b'\\' => {
                    let next = self.src.get(self.pos).copied().unwrap_or(0);
                    let hex = self
                        .src
                        .get(self.pos + 1)
                        .is_some_and(u8::is_ascii_hexdigit);
                    if matches!(next, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if next.is_ascii_hexdigit() && hex {
                        self.pos += 2;
                    } else {
                        self.error_offset = self.pos - 1;
                        self.error = "unknown escape in string literal";
                        return Tok::Error;
                    }
                }
                // MLIR's string-literal excludes these; a NUL is kept.
                b'\n' | 0x0b | 0x0c => {
                    self.pos -= 1;
                    break;
                }
                _ => {}
            }
        }
        self.error_offset = self.pos;
        self.error = "expected '\"' in string literal";
        Tok::Error
    }

    fn number(&mut self, first: u8) -> Tok {
        if first == b'0'
            && self.src.get(self.pos) == Some(&b'x')
            && self
                .src
                .get(self.pos + 1)
                .is_some_and(|c| c.is_ascii_hexdigit())
        {
            self.pos += 1;
            while self.pos < self.src.len() && self.src[self.pos].is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Tok::Integer;
        }
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if self.src.get(self.pos) != Some(&b'.') {
            return Tok::Integer;
        }
        self.pos += 1;
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.src.get(self.pos), Some(b'e' | b'E')) {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.src.get(self.pos), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if self.src.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        Tok::Float
    }
}

/// Decodes the body of a string token (without quotes): `\\`, `\"`, `\n`,
/// `\t` and two-digit hex escapes. Most strings have none and are
/// borrowed as they are.
pub fn unescape(body: &[u8]) -> Result<std::borrow::Cow<'_, [u8]>, usize> {
    if !body.contains(&b'\\') {
        return Ok(body.into());
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        match body.get(i + 1) {
            Some(b'\\') => out.push(b'\\'),
            Some(b'"') => out.push(b'"'),
            Some(b'n') => out.push(b'\n'),
            Some(b't') => out.push(b'\t'),
            Some(&h)
                if h.is_ascii_hexdigit()
                    && body.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit()) =>
            {
                let hex = std::str::from_utf8(&body[i + 1..i + 3]).unwrap();
                out.push(u8::from_str_radix(hex, 16).unwrap());
                i += 3;
                continue;
            }
            _ => return Err(i),
        }
        i += 2;
    }
    Ok(out.into())
}
