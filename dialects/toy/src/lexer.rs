//! The Toy lexer (the tutorial's `Lexer.h`): identifiers, numbers, the
//! keywords `return`, `var`, `def` and `struct`, `#` comments, and every
//! other character as a token of its own. Locations are 1-based lines and
//! columns of a token's first character, as the tutorial counts them.

use std::rc::Rc;

/// A place in a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file's name, as given on the command line.
    pub file: Rc<str>,
    /// The line, from 1.
    pub line: i32,
    /// The column, from 1.
    pub col: i32,
}

/// A token; `code` gives the number the tutorial's messages print for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    /// The end of the input.
    Eof,
    /// `return`.
    Return,
    /// `var`.
    Var,
    /// `def`.
    Def,
    /// `struct`.
    Struct,
    /// An identifier: `[a-zA-Z][a-zA-Z0-9_]*`.
    Identifier,
    /// A number: `[0-9][0-9.]*`.
    Number,
    /// Any other character, as its (signed) byte value.
    Char(i32),
}

impl Token {
    /// The token's value in the tutorial's `enum Token` (negative for
    /// the named tokens, the character's value otherwise).
    pub fn code(self) -> i32 {
        match self {
            Token::Eof => -1,
            Token::Return => -2,
            Token::Var => -3,
            Token::Def => -4,
            Token::Struct => -5,
            Token::Identifier => -6,
            Token::Number => -7,
            Token::Char(c) => c,
        }
    }

    /// Whether the token is the character `c`.
    pub fn is(self, c: u8) -> bool {
        self == Token::Char(c as i32)
    }
}

/// The end-of-input marker of the character stream (as C's `EOF`; a
/// `0xFF` byte reads as it too, as the tutorial's `char` does).
const EOF: i32 = -1;

fn is_space(c: i32) -> bool {
    matches!(c, 0x20 | 0x09..=0x0d)
}

fn as_ascii(c: i32) -> Option<u8> {
    u8::try_from(c).ok().filter(u8::is_ascii)
}

fn is_alpha(c: i32) -> bool {
    as_ascii(c).is_some_and(|c| c.is_ascii_alphabetic())
}

fn is_digit(c: i32) -> bool {
    as_ascii(c).is_some_and(|c| c.is_ascii_digit())
}

fn is_alnum(c: i32) -> bool {
    is_alpha(c) || is_digit(c)
}

/// `strtod` on a lexed number (`[0-9][0-9.]*`): the longest prefix that is
/// a decimal number, digits then optionally `.` and digits.
fn parse_number(text: &str) -> f64 {
    let int_end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let end = match text[int_end..].strip_prefix('.') {
        Some(rest) => {
            int_end
                + 1
                + rest
                    .find(|c: char| !c.is_ascii_digit())
                    .unwrap_or(rest.len())
        }
        None => int_end,
    };
    text[..end].parse().unwrap_or(0.0)
}

/// Reads tokens one at a time from a source buffer.
pub struct Lexer {
    /// The input, read up to its first NUL byte as the tutorial's buffer.
    input: Vec<u8>,
    /// The next byte of `input` to read; the stream starts with a
    /// virtual newline, which puts the first character at line 1.
    next: usize,
    started: bool,
    cur_tok: Token,
    last_location: Location,
    identifier: String,
    number: f64,
    last_char: i32,
    line: i32,
    col: i32,
}

impl Lexer {
    /// A lexer of `source`, whose locations name `file`.
    pub fn new(source: &[u8], file: &str) -> Self {
        let end = source.iter().position(|&b| b == 0).unwrap_or(source.len());
        Lexer {
            input: source[..end].to_vec(),
            next: 0,
            started: false,
            cur_tok: Token::Eof,
            last_location: Location {
                file: file.into(),
                line: 0,
                col: 0,
            },
            identifier: String::new(),
            number: 0.0,
            last_char: b' ' as i32,
            line: 0,
            col: 0,
        }
    }

    /// The current token.
    pub fn cur_token(&self) -> Token {
        self.cur_tok
    }

    /// Moves to the next token and returns it.
    pub fn next_token(&mut self) -> Token {
        self.cur_tok = self.lex();
        self.cur_tok
    }

    /// Moves past the current token (the tutorial asserts it is the one
    /// expected; its release builds, as this, do not).
    pub fn consume(&mut self) {
        self.next_token();
    }

    /// The last identifier read (that of the current token when it is an
    /// identifier).
    pub fn identifier(&self) -> &str {
        &self.identifier
    }

    /// The last number read.
    pub fn value(&self) -> f64 {
        self.number
    }

    /// Where the current token starts.
    pub fn last_location(&self) -> Location {
        self.last_location.clone()
    }

    fn next_char(&mut self) -> i32 {
        let c = if !self.started {
            self.started = true;
            b'\n' as i32
        } else if let Some(&b) = self.input.get(self.next) {
            self.next += 1;
            b as i8 as i32
        } else {
            return EOF;
        };
        self.col += 1;
        if c == b'\n' as i32 {
            self.line += 1;
            self.col = 0;
        }
        c
    }

    fn lex(&mut self) -> Token {
        loop {
            while is_space(self.last_char) {
                self.last_char = self.next_char();
            }
            self.last_location.line = self.line;
            self.last_location.col = self.col;

            if is_alpha(self.last_char) {
                self.identifier.clear();
                self.identifier.push(self.last_char as u8 as char);
                loop {
                    self.last_char = self.next_char();
                    if !(is_alnum(self.last_char) || self.last_char == b'_' as i32) {
                        break;
                    }
                    self.identifier.push(self.last_char as u8 as char);
                }
                return match self.identifier.as_str() {
                    "return" => Token::Return,
                    "def" => Token::Def,
                    "struct" => Token::Struct,
                    "var" => Token::Var,
                    _ => Token::Identifier,
                };
            }

            if is_digit(self.last_char) {
                let mut text = String::new();
                loop {
                    text.push(self.last_char as u8 as char);
                    self.last_char = self.next_char();
                    if !(is_digit(self.last_char) || self.last_char == b'.' as i32) {
                        break;
                    }
                }
                self.number = parse_number(&text);
                return Token::Number;
            }

            if self.last_char == b'#' as i32 {
                loop {
                    self.last_char = self.next_char();
                    if matches!(self.last_char, EOF)
                        || self.last_char == b'\n' as i32
                        || self.last_char == b'\r' as i32
                    {
                        break;
                    }
                }
                if self.last_char != EOF {
                    continue;
                }
            }

            if self.last_char == EOF {
                return Token::Eof;
            }
            let this = self.last_char;
            self.last_char = self.next_char();
            return Token::Char(this);
        }
    }
}
