//! Arguments of `ods-tblgen`. The flags mirror `llvm-tblgen`'s (`-I DIR`,
//! `-IDIR`, `-D NAME`, `-o FILE`, `--dump-json`, `--print-records`, and
//! their single-dash forms), plus `--gen-rust` (what `build.rs` would write),
//! `--gen-enum` (only the enums of that), mlir-tblgen's Markdown
//! generators (`--gen-dialect-doc`, `--gen-op-doc`, `--gen-pass-doc`, ...) and `--no-prelude`
//! (only what is on disk, as llvm-tblgen sees it).

use crate::DocKind;
use clap::{ArgAction, CommandFactory, FromArgMatches, Parser};
use ods_spec::model::interface::InterfaceKind;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// What `ods-tblgen` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// The records as text, as `llvm-tblgen --print-records`.
    PrintRecords,
    /// The records as JSON, as `llvm-tblgen --dump-json`.
    DumpJson,
    /// The Rust that `build.rs` writes.
    GenRust,
    /// The Rust of the enums only, as `mlir-tblgen --gen-enum-decls/-defs`.
    GenEnum,
    /// Only the Rust of the attribute definitions.
    GenAttrDef,
    /// Only the Rust of the type definitions.
    GenTypeDef,
    /// Only the Rust of the DRR patterns, as `mlir-tblgen --gen-rewriters`.
    GenRewriters,
    /// Only the Rust of the passes, as `mlir-tblgen --gen-pass-decls`.
    GenPassDecls,
    /// A Markdown page, as `mlir-tblgen --gen-*-doc`.
    GenDoc(DocKind),
    /// The Markdown page of the passes, as `mlir-tblgen --gen-pass-doc`.
    GenPassDoc,
    /// Nothing: only whether the ODS model accepts the file (what
    /// `mlir-tblgen`'s declaration generators check), code left unread.
    CheckModel,
}

/// Every option that chooses what to print: the last one given wins.
const ACTIONS: [&str; 18] = [
    "print_records",
    "check_model",
    "dump_json",
    "gen_rust",
    "gen_enum",
    "gen_attrdef",
    "gen_typedef",
    "gen_rewriters",
    "gen_pass_decls",
    "gen_dialect_doc",
    "gen_op_doc",
    "gen_attrdef_doc",
    "gen_typedef_doc",
    "gen_enum_doc",
    "gen_op_interface_doc",
    "gen_attr_interface_doc",
    "gen_type_interface_doc",
    "gen_pass_doc",
];

/// What `ods-tblgen --help` prints: the doc comments below.
#[derive(Debug, Parser)]
#[command(
    name = "ods-tblgen",
    version,
    about = "Reads a TableGen file and prints its records, like llvm-tblgen, \
             or the Rust that ods-build generates from it",
    after_help = "Long options also take one dash (-dump-json), as llvm-tblgen's do.",
    args_override_self = true
)]
pub struct Options {
    /// Print every class and record as text, like llvm-tblgen (the default)
    #[arg(long, overrides_with_all = ACTIONS)]
    print_records: bool,
    /// Print every record as JSON, like llvm-tblgen --dump-json
    #[arg(long, overrides_with_all = ACTIONS)]
    dump_json: bool,
    /// Print nothing; fail with the first error of the ODS model (ops,
    /// formats, attributes, types, enums, interfaces, patterns), leaving
    /// the code the file holds unread (it may be C++)
    #[arg(long, overrides_with_all = ACTIONS)]
    check_model: bool,
    /// Print the Rust that ods-build's build.rs helper writes for the file
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_rust: bool,
    /// Print the Rust of the file's enums only, like mlir-tblgen
    /// --gen-enum-decls and --gen-enum-defs
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_enum: bool,
    /// Print only the Rust of the attribute definitions (AttrDef)
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_attrdef: bool,
    /// Print only the Rust of the type definitions (TypeDef)
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_typedef: bool,
    /// Print only the Rust of the DRR patterns (Pat, Pattern), like
    /// mlir-tblgen --gen-rewriters
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_rewriters: bool,
    /// Print only the Rust of the passes (PassBase defs): options,
    /// statistics, the trait to implement, registration; like mlir-tblgen
    /// --gen-pass-decls
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_pass_decls: bool,
    /// Print the Markdown page of the dialect, like mlir-tblgen
    /// --gen-dialect-doc
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_dialect_doc: bool,
    /// Print the Markdown of the ops, like mlir-tblgen --gen-op-doc
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_op_doc: bool,
    /// Print the Markdown of the attribute definitions, like mlir-tblgen
    /// --gen-attrdef-doc
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_attrdef_doc: bool,
    /// Print the Markdown of the type definitions, like mlir-tblgen
    /// --gen-typedef-doc
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_typedef_doc: bool,
    /// Print the Markdown of the enums, like mlir-tblgen --gen-enum-doc
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_enum_doc: bool,
    /// Print the Markdown of the op interfaces the file defines, like
    /// mlir-tblgen --gen-op-interface-docs
    #[arg(long, alias = "gen-op-interface-docs", overrides_with_all = ACTIONS)]
    gen_op_interface_doc: bool,
    /// Print the Markdown of the attribute interfaces the file defines,
    /// like mlir-tblgen --gen-attr-interface-docs
    #[arg(long, alias = "gen-attr-interface-docs", overrides_with_all = ACTIONS)]
    gen_attr_interface_doc: bool,
    /// Print the Markdown of the type interfaces the file defines, like
    /// mlir-tblgen --gen-type-interface-docs
    #[arg(long, alias = "gen-type-interface-docs", overrides_with_all = ACTIONS)]
    gen_type_interface_doc: bool,
    /// Print the Markdown of the passes (PassBase defs), like mlir-tblgen
    /// --gen-pass-doc
    #[arg(long, overrides_with_all = ACTIONS)]
    gen_pass_doc: bool,
    /// Find includes only on disk, without the bundled MLIR prelude (as
    /// llvm-tblgen finds them)
    #[arg(long)]
    no_prelude: bool,
    /// Search DIR for included files, after the including file's folder
    /// (repeatable; `-IDIR` also works)
    #[arg(short = 'I', value_name = "DIR", action = ArgAction::Append)]
    pub include_dirs: Vec<PathBuf>,
    /// Search DIR for included files after the -I folders, reading the code
    /// of the .td files found there as C++ (an LLVM install's include
    /// folder): its Rust comes from the overlay records of the files read
    /// (repeatable)
    #[arg(long = "cpp-include-dir", value_name = "DIR", action = ArgAction::Append)]
    pub cpp_include_dirs: Vec<PathBuf>,
    /// Define the preprocessor macro NAME (repeatable; `-DNAME` also works)
    #[arg(short = 'D', value_name = "NAME", action = ArgAction::Append)]
    pub defines: Vec<String>,
    /// Write the output to FILE (`-`: standard output, the default)
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// The .td file to read (`-` or none: standard input; its includes are
    /// then found from the current folder and the -I folders)
    #[arg(value_name = "FILE.td")]
    input: Option<PathBuf>,
}

impl Options {
    /// The last of `--print-records`, `--dump-json`, `--gen-rust`,
    /// `--gen-enum`, `--gen-attrdef`, `--gen-typedef`, `--gen-rewriters`,
    /// `--gen-pass-decls` and the `--gen-*-doc` options given.
    pub fn action(&self) -> Action {
        let docs = [
            (self.gen_dialect_doc, DocKind::Dialect),
            (self.gen_op_doc, DocKind::Ops),
            (self.gen_attrdef_doc, DocKind::AttrDefs),
            (self.gen_typedef_doc, DocKind::TypeDefs),
            (self.gen_enum_doc, DocKind::Enums),
            (
                self.gen_op_interface_doc,
                DocKind::Interfaces(InterfaceKind::Op),
            ),
            (
                self.gen_attr_interface_doc,
                DocKind::Interfaces(InterfaceKind::Attr),
            ),
            (
                self.gen_type_interface_doc,
                DocKind::Interfaces(InterfaceKind::Type),
            ),
        ];
        if let Some((_, kind)) = docs.into_iter().find(|(on, _)| *on) {
            Action::GenDoc(kind)
        } else if self.gen_pass_doc {
            Action::GenPassDoc
        } else if self.dump_json {
            Action::DumpJson
        } else if self.check_model {
            Action::CheckModel
        } else if self.gen_rust {
            Action::GenRust
        } else if self.gen_enum {
            Action::GenEnum
        } else if self.gen_attrdef {
            Action::GenAttrDef
        } else if self.gen_typedef {
            Action::GenTypeDef
        } else if self.gen_rewriters {
            Action::GenRewriters
        } else if self.gen_pass_decls {
            Action::GenPassDecls
        } else {
            Action::PrintRecords
        }
    }

    /// The input file, or `None` for standard input.
    pub fn input(&self) -> Option<&Path> {
        self.input.as_deref().filter(|p| *p != Path::new("-"))
    }

    /// The output file, or `None` for standard output.
    pub fn output(&self) -> Option<&Path> {
        self.output.as_deref().filter(|p| *p != Path::new("-"))
    }

    /// Whether includes fall back to the bundled prelude.
    pub fn prelude(&self) -> bool {
        !self.no_prelude
    }
}

/// Parses the process arguments (`args` starts with the program name).
/// `--help`, `--version` and bad arguments give a `clap::Error` whose
/// `exit()` prints the text and ends the process as clap does.
pub fn parse(args: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Options, clap::Error> {
    let mut cmd = Options::command();
    let matches = cmd.try_get_matches_from_mut(double_dash_longs(&cmd, args))?;
    Options::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))
}

/// LLVM tools take long options after one dash (`-dump-json`), which clap
/// does not: this returns `args` with each argument `-NAME` or `-NAME=...`
/// whose NAME is a long option or alias of `cmd` (`--help` and `--version`
/// included) given a second dash. Everything else is kept as it is: short
/// options with or without their value (`-o`, `-IDIR`, `-DNAME`), `-`
/// (standard input), other arguments, and all arguments after `--`.
fn double_dash_longs(
    cmd: &clap::Command,
    args: impl IntoIterator<Item = impl Into<OsString>>,
) -> Vec<OsString> {
    let mut cmd = cmd.clone();
    cmd.build();
    let is_long = |name: &str| {
        cmd.get_arguments().any(|a| {
            a.get_long() == Some(name) || a.get_all_aliases().is_some_and(|v| v.contains(&name))
        })
    };
    let mut options_end = false;
    args.into_iter()
        .map(Into::into)
        .map(|arg| {
            options_end |= arg == "--";
            match arg.to_str().and_then(|s| s.strip_prefix('-')) {
                Some(rest)
                    if !options_end
                        && !rest.starts_with('-')
                        && is_long(rest.split('=').next().unwrap_or(rest)) =>
                {
                    format!("--{rest}").into()
                }
                _ => arg,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normalised(args: &[&str]) -> Vec<OsString> {
        double_dash_longs(&Options::command(), args.iter().copied())
    }

    #[test]
    fn single_dash_long_options_get_two_dashes() {
        assert_eq!(
            normalised(&[
                "ods-tblgen",
                "-dump-json",
                "-no-prelude",
                "-help",
                "-IDIR",
                "-DX",
                "-oOUT",
                "-o",
                "-",
                "-gen-rust",
                "--print-records",
                "-gen-typedef",
                "--",
                "-dump-json",
            ]),
            [
                "ods-tblgen",
                "--dump-json",
                "--no-prelude",
                "--help",
                "-IDIR",
                "-DX",
                "-oOUT",
                "-o",
                "-",
                "--gen-rust",
                "--print-records",
                "--gen-typedef",
                "--",
                "-dump-json",
            ]
        );
    }

    #[test]
    fn last_action_wins_and_values_attach() {
        let o = parse([
            "ods-tblgen",
            "-dump-json",
            "-Ia",
            "-I",
            "b",
            "-DX",
            "-D",
            "Y",
            "-oout.json",
            "--gen-rust",
            "in.td",
        ])
        .unwrap();
        assert_eq!(o.action(), Action::GenRust);
        assert_eq!(o.include_dirs, [PathBuf::from("a"), PathBuf::from("b")]);
        assert_eq!(o.defines, ["X", "Y"]);
        assert_eq!(o.output(), Some(Path::new("out.json")));
        assert_eq!(o.input(), Some(Path::new("in.td")));
        assert!(o.prelude());
        let o = parse(["ods-tblgen", "-", "-o", "-", "--no-prelude"]).unwrap();
        assert_eq!(o.action(), Action::PrintRecords);
        assert_eq!((o.input(), o.output(), o.prelude()), (None, None, false));
        let o = parse(["ods-tblgen", "--gen-rust", "-gen-attrdef", "x.td"]).unwrap();
        assert_eq!(o.action(), Action::GenAttrDef);
    }
}
