//! Arguments of `ods-tblgen`, parsed without a dependency: the flags mirror
//! `llvm-tblgen`'s (`-I DIR`, `-IDIR`, `-o FILE`, `--dump-json`,
//! `--print-records`, `-D NAME`), plus `--gen-rust` (what `build.rs` would
//! write) and `--no-prelude` (only what is on disk, as llvm-tblgen sees it).

use std::path::PathBuf;

/// What `ods-tblgen` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// `--print-records` (the default): the records as llvm-tblgen prints
    /// them.
    PrintRecords,
    /// `--dump-json`: the records as llvm-tblgen's JSON backend writes them.
    DumpJson,
    /// `--gen-rust`: the Rust that `build.rs` would write.
    GenRust,
}

/// A parsed command line.
#[derive(Debug)]
pub struct Options {
    /// What to print.
    pub action: Action,
    /// The root `.td` file.
    pub input: PathBuf,
    /// `-I` folders, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-o FILE`; standard output when absent.
    pub output: Option<PathBuf>,
    /// `-D NAME` macros.
    pub defines: Vec<String>,
    /// Whether includes fall back to the bundled prelude.
    pub prelude: bool,
}

/// The one-line usage, printed for `--help` and after argument errors.
pub const USAGE: &str =
    "usage: ods-tblgen [--print-records | --dump-json | --gen-rust] [--no-prelude] [-I DIR]... [-D NAME]... [-o FILE] FILE.td";

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut action = Action::PrintRecords;
    let mut input = None;
    let mut include_dirs = Vec::new();
    let mut output = None;
    let mut defines = Vec::new();
    let mut prelude = true;
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        let mut value = |flag: &str| {
            args.next()
                .ok_or_else(|| format!("missing value after {flag}"))
        };
        match a.as_str() {
            "--dump-json" | "-dump-json" => action = Action::DumpJson,
            "--print-records" | "-print-records" => action = Action::PrintRecords,
            "--gen-rust" | "-gen-rust" => action = Action::GenRust,
            "--no-prelude" => prelude = false,
            "-I" => include_dirs.push(PathBuf::from(value("-I")?)),
            "-o" => output = Some(PathBuf::from(value("-o")?)),
            "-D" => defines.push(value("-D")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if a.starts_with("-I") => include_dirs.push(PathBuf::from(&a[2..])),
            _ if a.starts_with("-D") => defines.push(a[2..].to_string()),
            _ if a.starts_with("-o") && a.len() > 2 => output = Some(PathBuf::from(&a[2..])),
            _ if a.starts_with('-') && a != "-" => {
                return Err(format!("unknown option '{a}'\n{USAGE}"))
            }
            _ => {
                if input.replace(PathBuf::from(&a)).is_some() {
                    return Err(format!("more than one input file\n{USAGE}"));
                }
            }
        }
    }
    let input = input.ok_or_else(|| format!("no input file\n{USAGE}"))?;
    Ok(Options {
        action,
        input,
        include_dirs,
        output,
        defines,
        prelude,
    })
}
