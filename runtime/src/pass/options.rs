//! Pass options (MLIR's `PassOptions`): the `key=value` settings a pass
//! declares, read from the text of `pass{...}` or `--pass=...` and printed
//! back in `--dump-pass-pipeline`, sorted by name, as mlir-opt prints them.

use std::any::Any;
use std::fmt::Debug;

/// The value of one option: how its text parses and prints (MLIR's
/// `llvm::cl` parsers). Implemented for `bool`, `i32`, `i64`, `u32`, `u64`,
/// `String` and `Vec<T>` of any of them (a list option), and for an enum
/// that implements [`EnumOptionValue`].
pub trait OptionValue: Any + Debug + Send + Sync {
    /// Sets the value from `text`, which is empty for a bare `key`. The
    /// error is the reason alone, worded as LLVM's command-line library
    /// words it (`'x' value invalid for long argument!`).
    fn parse(&mut self, text: &str) -> Result<(), String>;
    /// Appends the value as the option's text reads it back.
    fn print(&self, out: &mut String);
    /// Whether the option prints nothing at all, not even its key (an
    /// empty list, as MLIR prints it).
    fn prints_nothing(&self) -> bool {
        false
    }
    /// The name of the value in the option's help (`--key=<name>`), as
    /// LLVM's parser of the same C++ type names it (`long` for `int64_t`);
    /// `None` for a flag, which takes no value.
    fn value_name(&self) -> Option<&'static str> {
        None
    }
    /// The named values and their descriptions, for the help of an enum
    /// option; empty for the others.
    fn value_help(&self) -> Vec<(&'static str, &'static str)> {
        Vec::new()
    }
    /// The value as `Any`, for [`PassOptions::get`].
    fn as_any(&self) -> &dyn Any;
    /// The value as `Any`, for [`PassOptions::set`].
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// A copy of the value, for a copy of the pass ([`PassOptions`] is
    /// `Clone`).
    fn clone_value(&self) -> Box<dyn OptionValue>;
}

/// Why the text of a pass's options was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsError {
    /// What LLVM's command-line library prints by itself on standard error
    /// for a value it cannot read, without the tool's name: `for the
    /// --max-iterations option: 'x' value invalid for long argument!`.
    pub value_error: Option<String>,
    /// The text MLIR's options parser writes to its error stream
    /// (`<Pass-Options-Parser>: no such option foo` and a newline; empty
    /// for a bad value, which is reported by `value_error`).
    pub message: String,
}

/// What the help of one option shows ([`PassOptions::help`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionHelp {
    /// The option's key.
    pub argument: &'static str,
    /// Its description.
    pub description: &'static str,
    /// The name of its value, `None` for a flag.
    pub value_name: Option<&'static str>,
    /// The named values of an enum option, with their descriptions.
    pub values: Vec<(&'static str, &'static str)>,
}

/// One declared option.
#[derive(Debug)]
struct PassOption {
    argument: &'static str,
    description: &'static str,
    value: Box<dyn OptionValue>,
    /// The value's name in the help where it is not the value type's
    /// (a pipeline kept as text is MLIR's `pass-manager`).
    value_name: Option<&'static str>,
}

/// The options of a pass, in declaration order; declared with
/// [`PassOptions::with`] when the pass is made, read by the pass with
/// [`PassOptions::get`].
///
/// ```
/// use ods_runtime::pass::PassOptions;
///
/// let mut options = PassOptions::new()
///     .with("max-iterations", "Iterations before giving up", 10i64)
///     .with("top-down", "Visit ops top-down", true);
/// options.parse_from_string("max-iterations=3 top-down=false").unwrap();
/// assert_eq!(*options.get::<i64>("max-iterations"), 3);
/// let mut text = String::new();
/// options.print(&mut text);
/// assert_eq!(text, "{max-iterations=3 top-down=false}");
/// ```
#[derive(Debug, Default)]
pub struct PassOptions {
    options: Vec<PassOption>,
}

impl Clone for PassOptions {
    fn clone(&self) -> PassOptions {
        let options = self
            .options
            .iter()
            .map(|o| PassOption {
                argument: o.argument,
                description: o.description,
                value: o.value.clone_value(),
                value_name: o.value_name,
            })
            .collect();
        PassOptions { options }
    }
}

impl PassOptions {
    /// No options.
    pub fn new() -> PassOptions {
        PassOptions::default()
    }

    /// These options and one more, `argument`, with its default value.
    pub fn with(
        mut self,
        argument: &'static str,
        description: &'static str,
        default: impl OptionValue,
    ) -> PassOptions {
        self.options.push(PassOption {
            argument,
            description,
            value: Box::new(default),
            value_name: None,
        });
        self
    }

    /// These options, the last one's value named `name` in the help
    /// (`--op-pipelines=<pass-manager>`) instead of its type's name.
    ///
    /// # Panics
    ///
    /// When no option is declared yet.
    pub fn value_named(mut self, name: &'static str) -> PassOptions {
        let last = self
            .options
            .last_mut()
            .expect("an option to name the value of");
        last.value_name = Some(name);
        self
    }

    /// The options' help, sorted by argument, as LLVM's command-line
    /// library lists them under a pass in `--list-passes`.
    pub fn help(&self) -> Vec<OptionHelp> {
        let mut out: Vec<OptionHelp> = self
            .options
            .iter()
            .map(|o| OptionHelp {
                argument: o.argument,
                description: o.description,
                value_name: o.value_name.or_else(|| o.value.value_name()),
                values: o.value.value_help(),
            })
            .collect();
        out.sort_by_key(|o| o.argument);
        out
    }

    /// Whether no option is declared.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }

    /// The options' arguments and descriptions, sorted by argument.
    pub fn descriptions(&self) -> Vec<(&'static str, &'static str)> {
        let mut out: Vec<_> = self
            .options
            .iter()
            .map(|o| (o.argument, o.description))
            .collect();
        out.sort_unstable();
        out
    }

    /// The value of `argument`.
    ///
    /// # Panics
    ///
    /// If no option `argument` of type `T` is declared: the pass reads an
    /// option it did not declare, a programming error.
    pub fn get<T: OptionValue>(&self, argument: &str) -> &T {
        self.find(argument)
            .and_then(|o| o.value.as_any().downcast_ref())
            .unwrap_or_else(|| panic!("{}", undeclared::<T>(argument)))
    }

    /// Sets the value of `argument`, as [`PassOptions::get`] finds it.
    pub fn set<T: OptionValue>(&mut self, argument: &str, value: T) {
        let slot = self
            .options
            .iter_mut()
            .find(|o| o.argument == argument)
            .and_then(|o| o.value.as_any_mut().downcast_mut::<T>())
            .unwrap_or_else(|| panic!("{}", undeclared::<T>(argument)));
        *slot = value;
    }

    fn find(&self, argument: &str) -> Option<&PassOption> {
        self.options.iter().find(|o| o.argument == argument)
    }

    /// Reads `key=value` settings separated by spaces (MLIR's
    /// `PassOptions::parseFromString`): a value may be quoted (`'a b'`,
    /// `"a b"`) or braced (`{a,b}`), and a key alone gives an empty value
    /// (true for a flag).
    pub fn parse_from_string(&mut self, text: &str) -> Result<(), OptionsError> {
        let mut rest = text;
        while !rest.is_empty() {
            let (key, value, after) = next_setting(rest);
            rest = after;
            if key.is_empty() {
                continue;
            }
            let Some(option) = self.options.iter_mut().find(|o| o.argument == key) else {
                return Err(OptionsError {
                    value_error: None,
                    message: format!("<Pass-Options-Parser>: no such option {key}\n"),
                });
            };
            option.value.parse(value).map_err(|reason| OptionsError {
                value_error: Some(format!("for the --{key} option: {reason}")),
                message: String::new(),
            })?;
        }
        Ok(())
    }

    /// Appends `{key=value ...}` with every option sorted by key, as
    /// MLIR prints them (an empty list prints nothing but keeps its
    /// separator); nothing when no option is declared.
    pub fn print(&self, out: &mut String) {
        if self.options.is_empty() {
            return;
        }
        let mut sorted: Vec<&PassOption> = self.options.iter().collect();
        sorted.sort_by_key(|o| o.argument);
        out.push('{');
        for (i, option) in sorted.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            if !option.value.prints_nothing() {
                out.push_str(option.argument);
                out.push('=');
                option.value.print(out);
            }
        }
        out.push('}');
    }
}

fn undeclared<T>(argument: &str) -> String {
    format!(
        "the pass has no option '{argument}' of type {}",
        std::any::type_name::<T>()
    )
}

/// The first setting of `text`: its key, its value (quotes or outer braces
/// removed) and the text after it.
fn next_setting(text: &str) -> (&str, &str, &str) {
    let bytes = text.as_bytes();
    let mut end = 0;
    // The key ends at a space (no value) or at '='.
    while end < bytes.len() && bytes[end] != b' ' && bytes[end] != b'=' {
        end += 1;
    }
    let (key, rest) = take_argument(text, end);
    if end == bytes.len() || bytes[end] == b' ' {
        return (key, "", rest);
    }
    let rest = &rest[1..];
    let (value, rest) = take_argument(rest, value_end(rest));
    (key, value, rest)
}

/// Where the value at the start of `text` ends: at a space outside quotes
/// and braces (nested braces counted, quotes inside them skipped).
fn value_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let skip_quoted = |i: usize| {
        let quote = bytes[i];
        bytes[i + 1..]
            .iter()
            .position(|&c| c == quote)
            .map_or(i, |p| i + 1 + p)
    };
    let mut i = 0;
    while i < bytes.len() && bytes[i] != b' ' {
        match bytes[i] {
            b'\'' | b'"' => i = skip_quoted(i),
            b'{' => {
                let mut depth = 1;
                i += 1;
                while i < bytes.len() {
                    match bytes[i] {
                        b'\'' | b'"' => i = skip_quoted(i),
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    i.min(bytes.len())
}

/// The first `len` bytes of `text` as one argument (trimmed; quotes around
/// it, or braces around all of it, removed) and the rest, left-trimmed
/// (MLIR's `extractArgAndUpdateOptions`).
fn take_argument(text: &str, len: usize) -> (&str, &str) {
    let arg = text[..len].trim();
    let rest = text[len..].trim_start();
    if arg.len() <= 1 {
        return (arg, rest);
    }
    for quote in ['\'', '"'] {
        if arg.starts_with(quote) && arg.ends_with(quote) {
            return (arg[1..arg.len() - 1].trim(), rest);
        }
    }
    if arg.starts_with('{') && find_outside_nesting(arg, 1, b'}') == Some(arg.len() - 1) {
        return (arg[1..arg.len() - 1].trim(), rest);
    }
    (arg, rest)
}

/// The position of `c` in `text` from `from`, skipping what is between
/// braces, parentheses, brackets and quotes (MLIR's `findChar`).
fn find_outside_nesting(text: &str, from: usize, c: u8) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = from;
    while i < bytes.len() {
        if bytes[i] == c {
            return Some(i);
        }
        let close = match bytes[i] {
            b'{' => find_outside_nesting(text, i + 1, b'}'),
            b'(' => find_outside_nesting(text, i + 1, b')'),
            b'[' => find_outside_nesting(text, i + 1, b']'),
            q @ (b'"' | b'\'') => bytes[i + 1..]
                .iter()
                .position(|&b| b == q)
                .map(|p| i + 1 + p),
            _ => Some(i),
        };
        i = close? + 1;
    }
    None
}

/// The elements of a list option's text, split at the commas outside
/// nesting and quotes, each taken as [`take_argument`] takes it (MLIR's
/// `parseCommaSeparatedList`).
fn split_list(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    if text.is_empty() {
        return out;
    }
    let mut rest = text;
    while let Some(comma) = find_outside_nesting(rest, 0, b',') {
        let (element, after) = take_argument(rest, comma);
        out.push(element);
        rest = &after[1..];
    }
    out.push(take_argument(rest, rest.len()).0);
    out
}

impl OptionValue for bool {
    fn parse(&mut self, text: &str) -> Result<(), String> {
        *self = match text {
            "" | "true" | "TRUE" | "True" | "1" => true,
            "false" | "FALSE" | "False" | "0" => false,
            _ => {
                return Err(format!(
                    "'{text}' is invalid value for boolean argument! Try 0 or 1"
                ))
            }
        };
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn clone_value(&self) -> Box<dyn OptionValue> {
        Box::new(*self)
    }
}

/// An integer as LLVM's `StringRef::getAsInteger` with radix 0 reads one:
/// an optional `-`, then decimal, or `0x`/`0b`/`0o`/`0` prefixed; nothing
/// else around it.
pub(crate) fn parse_integer(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let lower = digits.to_ascii_lowercase();
    let (radix, body) = if let Some(b) = lower.strip_prefix("0x") {
        (16, b)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (2, b)
    } else if let Some(b) = lower.strip_prefix("0o") {
        (8, b)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    if body.is_empty() || body.starts_with(['+', '-']) {
        return None;
    }
    let value = i128::from_str_radix(body, radix).ok()?;
    Some(if negative { -value } else { value })
}

macro_rules! integer_option {
    ($($t:ty => $kind:literal, $name:literal),*) => {$(
        impl OptionValue for $t {
            fn parse(&mut self, text: &str) -> Result<(), String> {
                *self = parse_integer(text)
                    .and_then(|v| <$t>::try_from(v).ok())
                    .ok_or_else(|| format!("'{text}' value invalid for {} argument!", $kind))?;
                Ok(())
            }
            fn print(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
            fn value_name(&self) -> Option<&'static str> {
                Some($name)
            }
            fn as_any(&self) -> &dyn Any {
                self
            }
            fn as_any_mut(&mut self) -> &mut dyn Any {
                self
            }
            fn clone_value(&self) -> Box<dyn OptionValue> {
                Box::new(self.clone())
            }
        }
    )*};
}

integer_option!(
    i32 => "integer", "int",
    i64 => "long", "long",
    u32 => "uint", "uint",
    u64 => "ulong", "ulong"
);

/// A floating-point option (LLVM's `cl::opt<double>` and `<float>`): read
/// as a whole number, printed as LLVM's `raw_ostream` prints a `double`
/// (`%e`: `3.000000e-01`).
macro_rules! float_option {
    ($($t:ty),*) => {$(
        impl OptionValue for $t {
            fn parse(&mut self, text: &str) -> Result<(), String> {
                *self = text
                    .parse()
                    .map_err(|_| format!("'{text}' value invalid for floating point argument!"))?;
                Ok(())
            }
            fn print(&self, out: &mut String) {
                print_exponent(f64::from(*self), out);
            }
            fn value_name(&self) -> Option<&'static str> {
                Some("number")
            }
            fn as_any(&self) -> &dyn Any {
                self
            }
            fn as_any_mut(&mut self) -> &mut dyn Any {
                self
            }
            fn clone_value(&self) -> Box<dyn OptionValue> {
                Box::new(self.clone())
            }
        }
    )*};
}

float_option!(f32, f64);

/// `value` as C's `%e`: six digits after the point, an exponent with its
/// sign and at least two digits.
fn print_exponent(value: f64, out: &mut String) {
    if !value.is_finite() {
        out.push_str(if value.is_nan() {
            "nan"
        } else if value > 0.0 {
            "inf"
        } else {
            "-inf"
        });
        return;
    }
    let text = format!("{value:.6e}");
    let (mantissa, exponent) = text.split_once('e').expect("`{:e}` writes an exponent");
    let (sign, digits) = match exponent.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exponent),
    };
    out.push_str(&format!("{mantissa}e{sign}{digits:0>2}"));
}

/// Appends `text`, in braces when a space comes before any brace or
/// quote, so that it reads back as one value.
fn print_string(text: &str, out: &mut String) {
    let space = text.find(' ');
    let nesting = text.find(['{', '\'', '"']);
    let braced = match (space, nesting) {
        (Some(s), Some(n)) => s < n,
        (Some(_), None) => true,
        _ => false,
    };
    if braced {
        out.push('{');
    }
    out.push_str(text);
    if braced {
        out.push('}');
    }
}

impl OptionValue for String {
    fn parse(&mut self, text: &str) -> Result<(), String> {
        *self = text.to_string();
        Ok(())
    }
    fn print(&self, out: &mut String) {
        print_string(self, out);
    }
    fn value_name(&self) -> Option<&'static str> {
        Some("string")
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn clone_value(&self) -> Box<dyn OptionValue> {
        Box::new(self.clone())
    }
}

/// A list option (MLIR's `ListOption<T>`): each setting adds its
/// comma-separated elements, each read as a `T` option reads its value.
impl<T: OptionValue + Default + Clone> OptionValue for Vec<T> {
    fn parse(&mut self, text: &str) -> Result<(), String> {
        for element in split_list(text) {
            let mut value = T::default();
            value.parse(element)?;
            self.push(value);
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push('{');
        for (i, element) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            element.print(out);
        }
        out.push('}');
    }
    fn prints_nothing(&self) -> bool {
        self.is_empty()
    }
    fn value_name(&self) -> Option<&'static str> {
        T::default().value_name()
    }
    fn value_help(&self) -> Vec<(&'static str, &'static str)> {
        T::default().value_help()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn clone_value(&self) -> Box<dyn OptionValue> {
        Box::new(self.clone())
    }
}

/// An option whose values are named (an enum; MLIR's `llvm::cl::values`):
/// implementing [`EnumOptionValue::NAMES`] makes it an [`OptionValue`],
/// read and printed by name.
///
/// ```
/// use ods_runtime::pass::{EnumOptionValue, PassOptions};
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Level {
///     Low,
///     High,
/// }
///
/// impl EnumOptionValue for Level {
///     const NAMES: &'static [(&'static str, Level)] = &[("low", Level::Low), ("high", Level::High)];
/// }
///
/// let mut options = PassOptions::new().with("level", "How hard", Level::Low);
/// options.parse_from_string("level=high").unwrap();
/// assert_eq!(*options.get::<Level>("level"), Level::High);
/// let error = options.parse_from_string("level=mid").unwrap_err();
/// assert_eq!(
///     error.value_error.as_deref(),
///     Some("for the --level option: Cannot find option named 'mid'!")
/// );
/// ```
pub trait EnumOptionValue: Copy + PartialEq + Debug + Send + Sync + 'static {
    /// Each value with its name.
    const NAMES: &'static [(&'static str, Self)];
    /// The description of each value of [`Self::NAMES`], in the same
    /// order, shown by `--list-passes` (MLIR's `clEnumValN` descriptions).
    const DESCRIPTIONS: &'static [&'static str] = &[];
}

impl<T: EnumOptionValue> OptionValue for T {
    fn parse(&mut self, text: &str) -> Result<(), String> {
        *self = T::NAMES
            .iter()
            .find(|(name, _)| *name == text)
            .map(|&(_, v)| v)
            .ok_or_else(|| format!("Cannot find option named '{text}'!"))?;
        Ok(())
    }
    fn print(&self, out: &mut String) {
        if let Some((name, _)) = T::NAMES.iter().find(|(_, v)| v == self) {
            out.push_str(name);
        }
    }
    fn value_name(&self) -> Option<&'static str> {
        Some("value")
    }
    fn value_help(&self) -> Vec<(&'static str, &'static str)> {
        let described = T::DESCRIPTIONS.iter().copied().chain(std::iter::repeat(""));
        T::NAMES
            .iter()
            .map(|&(name, _)| name)
            .zip(described)
            .collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn clone_value(&self) -> Box<dyn OptionValue> {
        Box::new(*self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canonicalize_like() -> PassOptions {
        PassOptions::new()
            .with("top-down", "", true)
            .with("max-iterations", "", 10i64)
            .with("disable-patterns", "", Vec::<String>::new())
            .with("enable-patterns", "", Vec::<String>::new())
    }

    fn printed(options: &PassOptions) -> String {
        let mut out = String::new();
        options.print(&mut out);
        out
    }

    #[test]
    fn options_print_sorted_and_empty_lists_keep_their_separator() {
        let options = canonicalize_like();
        assert_eq!(printed(&options), "{  max-iterations=10 top-down=true}");
    }

    #[test]
    fn values_may_be_quoted_or_braced_and_lists_accumulate() {
        let mut options = canonicalize_like();
        options
            .parse_from_string("disable-patterns=\"a b\",c enable-patterns='x y' top-down")
            .unwrap();
        options.parse_from_string("disable-patterns={d,e}").unwrap();
        assert_eq!(
            printed(&options),
            "{disable-patterns={{a b},c,d,e} enable-patterns={{x y}} max-iterations=10 top-down=true}"
        );
    }

    #[test]
    fn floats_print_as_llvm_prints_a_double() {
        let mut options = PassOptions::new().with("compute-tolerance", "", f64::from(0.30f32));
        assert_eq!(printed(&options), "{compute-tolerance=3.000000e-01}");
        for (text, shown) in [
            ("0.5", "5.000000e-01"),
            ("1e300", "1.000000e+300"),
            ("3", "3.000000e+00"),
            ("-2.5e-7", "-2.500000e-07"),
        ] {
            options
                .parse_from_string(&format!("compute-tolerance={text}"))
                .unwrap();
            assert_eq!(printed(&options), format!("{{compute-tolerance={shown}}}"));
        }
        let error = options
            .parse_from_string("compute-tolerance=abc")
            .unwrap_err();
        assert_eq!(
            error.value_error.as_deref(),
            Some("for the --compute-tolerance option: 'abc' value invalid for floating point argument!")
        );
    }

    #[test]
    fn bad_keys_and_values_get_llvms_messages() {
        let mut options = canonicalize_like();
        assert_eq!(
            options.parse_from_string("foo=1").unwrap_err().message,
            "<Pass-Options-Parser>: no such option foo\n"
        );
        let error = options.parse_from_string("max-iterations=x").unwrap_err();
        assert_eq!(
            error.value_error.as_deref(),
            Some("for the --max-iterations option: 'x' value invalid for long argument!")
        );
        assert_eq!(error.message, "");
        assert_eq!(
            options.parse_from_string("top-down=maybe").unwrap_err().value_error.as_deref(),
            Some("for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1")
        );
    }

    #[test]
    fn list_elements_read_and_print_as_their_type() {
        let mut options = PassOptions::new().with("sizes", "", Vec::<i64>::new());
        options
            .parse_from_string("sizes=4,0x10 sizes={-2}")
            .unwrap();
        assert_eq!(options.get::<Vec<i64>>("sizes"), &vec![4, 16, -2]);
        assert_eq!(printed(&options), "{sizes={4,16,-2}}");
        let error = options.parse_from_string("sizes=1,x").unwrap_err();
        assert_eq!(
            error.value_error.as_deref(),
            Some("for the --sizes option: 'x' value invalid for long argument!")
        );
    }

    #[test]
    fn integers_read_as_llvm_reads_them() {
        assert_eq!(parse_integer("-1"), Some(-1));
        assert_eq!(parse_integer("0x10"), Some(16));
        assert_eq!(parse_integer("010"), Some(8));
        assert_eq!(parse_integer(""), None);
        let mut value = 0u32;
        assert!(value.parse("-1").is_err());
    }
}
