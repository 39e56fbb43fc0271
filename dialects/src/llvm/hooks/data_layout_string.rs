//! The check of an `llvm.data_layout` string: whether LLVM's
//! `DataLayout::parse` would accept it, and if not, its first error as
//! LLVM words it (`llvm/lib/IR/DataLayout.cpp`). Only the verdict is
//! needed here; the sizes a layout gives are the translation's business.

use std::collections::HashSet;

/// The first error LLVM reports for `layout`, if any. The specifications
/// are separated by `-`, and none may be empty.
pub(crate) fn data_layout_error(layout: &str) -> Option<String> {
    if layout.is_empty() {
        return None;
    }
    // Address space names given so far: a name may name one space only.
    let mut names = HashSet::new();
    layout.split('-').find_map(|spec| {
        if spec.is_empty() {
            return Some("empty specification is not allowed".to_string());
        }
        check_specification(spec, &mut names).err()
    })
}

type Check = Result<(), String>;

fn format_error(format: &str) -> String {
    format!("malformed specification, must be of the form \"{format}\"")
}

/// One specification: `ni:...`, or a specifier letter and its fields.
fn check_specification<'a>(spec: &'a str, names: &mut HashSet<&'a str>) -> Check {
    if let Some(rest) = spec.strip_prefix("ni") {
        let Some(spaces) = rest.strip_prefix(':') else {
            return Err(format_error("ni:<address space>[:<address space>]..."));
        };
        for space in spaces.split(':') {
            if address_space(space)? == 0 {
                return Err("address space 0 cannot be non-integral".to_string());
            }
        }
        return Ok(());
    }
    let mut chars = spec.chars();
    let specifier = chars.next().unwrap_or_default();
    let rest = chars.as_str();
    match specifier {
        'i' | 'f' | 'v' => primitive(specifier, rest),
        'a' => aggregate(rest),
        'p' => pointer(rest, names),
        // Deprecated, read and ignored.
        's' => Ok(()),
        'e' | 'E' if rest.is_empty() => Ok(()),
        'e' | 'E' => Err("malformed specification, must be just 'e' or 'E'".to_string()),
        'n' => rest
            .split(':')
            .try_for_each(|width| size(width, "size").map(drop)),
        'S' if rest.is_empty() => Err(format_error("S<size>")),
        'S' => alignment(rest, "stack natural", false),
        'F' => function_pointer_alignment(rest),
        'P' | 'A' | 'G' if rest.is_empty() => {
            Err(format_error(&format!("{specifier}<address space>")))
        }
        'P' | 'A' | 'G' => address_space(rest).map(drop),
        'm' => mangling(rest),
        _ => Err(format!("unknown specifier '{specifier}'")),
    }
}

/// `[ifv]<size>:<abi>[:<pref>]`.
fn primitive(specifier: char, rest: &str) -> Check {
    let fields: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&fields.len()) {
        return Err(format_error(&format!("{specifier}<size>:<abi>[:<pref>]")));
    }
    let width = size(fields[0], "size")?;
    alignment(fields[1], "ABI", false)?;
    if specifier == 'i' && width == 8 && integer(fields[1]) != Some(8) {
        return Err("i8 must be 8-bit aligned".to_string());
    }
    preferred_alignment(&fields)
}

/// `a[0]:<abi>[:<pref>]`: the size may be written, as zero only.
fn aggregate(rest: &str) -> Check {
    let fields: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&fields.len()) {
        return Err(format_error("a:<abi>[:<pref>]"));
    }
    if !fields[0].is_empty() && integer(fields[0]) != Some(0) {
        return Err("size must be zero".to_string());
    }
    alignment(fields[1], "ABI", true)?;
    preferred_alignment(&fields)
}

/// `p[<flags>][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]]`: the flags
/// `e` (external state) and `u` (unstable representation) are for address
/// spaces other than 0, and a name for one address space only.
fn pointer<'a>(rest: &'a str, names: &mut HashSet<&'a str>) -> Check {
    let fields: Vec<&str> = rest.split(':').collect();
    if !(3..=5).contains(&fields.len()) {
        return Err(format_error("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
    }
    let space = fields[0].trim_start_matches(['e', 'u']);
    let flagged = space.len() != fields[0].len();
    if let Some(flag) = space.chars().next().filter(char::is_ascii_alphabetic) {
        return Err(format!(
            "'{flag}' is not a valid pointer specification flag"
        ));
    }
    let (number, name) = if space.is_empty() {
        (0, "")
    } else {
        address_space_and_name(space)?
    };
    if number == 0 && flagged {
        return Err("address space 0 cannot be unstable or have external state".to_string());
    }
    if !name.is_empty() && !names.insert(name) {
        return Err(format!("address space name `{name}` already used"));
    }
    let width = size(fields[1], "pointer size")?;
    alignment(fields[2], "ABI", false)?;
    preferred_alignment(&fields[1..])?;
    if let Some(index) = fields.get(4) {
        if size(index, "index size")? > width {
            return Err("index size cannot be larger than the pointer size".to_string());
        }
    }
    Ok(())
}

/// `[<n>][(<name>)]` of a pointer specification: the address space (0 when
/// left out) and its name (empty when left out). `P`, `G` and `A` name the
/// program, globals and alloca spaces in LLVM's assembly, not a layout's.
fn address_space_and_name(text: &str) -> Result<(u32, &str), String> {
    let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, rest) = text.split_at(digits);
    let number = match number {
        "" => 0,
        _ => integer(number)
            .filter(|&space| space < 1 << 24)
            .ok_or_else(|| "address space must be a 24-bit integer".to_string())?,
    };
    if rest.is_empty() {
        return Ok((number, ""));
    }
    if !rest.starts_with('(') {
        return Err("address space must be a 24-bit integer".to_string());
    }
    let Some(name) = rest[1..].strip_suffix(')').filter(|name| !name.is_empty()) else {
        return Err("Expected `( address space name )`".to_string());
    };
    if matches!(name, "P" | "G" | "A") {
        return Err("Cannot use predefined address space names P/G/A in data layout".to_string());
    }
    Ok((number, name))
}

/// The optional preferred alignment after the size and the ABI alignment
/// of `fields`: not below the ABI one.
fn preferred_alignment(fields: &[&str]) -> Check {
    let Some(preferred) = fields.get(2) else {
        return Ok(());
    };
    alignment(preferred, "preferred", false)?;
    // Both are valid alignments here; a zero ABI one (aggregates) is a byte.
    let abi = integer(fields[1]).unwrap_or(0).max(8);
    if integer(preferred).unwrap_or(0) < abi {
        return Err("preferred alignment cannot be less than the ABI alignment".to_string());
    }
    Ok(())
}

/// `F<type><abi>`: `i` (independent) or `n` (multiple of the function's).
fn function_pointer_alignment(rest: &str) -> Check {
    let mut chars = rest.chars();
    match chars.next() {
        None => Err(format_error("F<type><abi>")),
        Some('i' | 'n') => alignment(chars.as_str(), "ABI", false),
        Some(other) => Err(format!("unknown function pointer alignment type '{other}'")),
    }
}

/// `m:<mangling>`, one of LLVM's mangling modes.
fn mangling(rest: &str) -> Check {
    match rest.strip_prefix(':') {
        None | Some("") => Err(format_error("m:<mangling>")),
        Some("e" | "l" | "o" | "m" | "w" | "x" | "a") => Ok(()),
        Some(_) => Err("unknown mangling mode".to_string()),
    }
}

/// A decimal `unsigned` as LLVM's `to_integer` reads one: digits only.
fn integer(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn address_space(text: &str) -> Result<u32, String> {
    if text.is_empty() {
        return Err("address space component cannot be empty".to_string());
    }
    integer(text)
        .filter(|&space| space < 1 << 24)
        .ok_or_else(|| "address space must be a 24-bit integer".to_string())
}

/// A bit width: non-zero, below 2^24. `name` says which one.
fn size(text: &str, name: &str) -> Result<u32, String> {
    if text.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    integer(text)
        .filter(|&width| width != 0 && width < 1 << 24)
        .ok_or_else(|| format!("{name} must be a non-zero 24-bit integer"))
}

/// An alignment in bits: a power of two number of bytes, below 2^16; zero
/// where `allow_zero` (it then means one byte).
fn alignment(text: &str, name: &str, allow_zero: bool) -> Check {
    if text.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let Some(bits) = integer(text).filter(|&bits| bits < 1 << 16) else {
        return Err(format!("{name} alignment must be a 16-bit integer"));
    };
    match bits {
        0 if allow_zero => Ok(()),
        0 => Err(format!("{name} alignment must be non-zero")),
        _ if bits % 8 != 0 || !(bits / 8).is_power_of_two() => Err(format!(
            "{name} alignment must be a power of two times the byte width"
        )),
        _ => Ok(()),
    }
}
