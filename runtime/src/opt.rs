//! The driver of `ods-opt` and of each dialect's `*-opt` tool: reads
//! MLIR textual IR, verifies it and prints it like `mlir-opt`: registered
//! operations in their custom forms, or everything in the generic form with
//! `--print-generic`. The flags are mlir-opt's (`--mlir-print-op-generic`,
//! `-allow-unregistered-dialect`, `-split-input-file`, ...) and shorter
//! names of ours; `--help` lists them.

use crate::asm::{print_top_level_to, PrintOptions};
use crate::diag::render;
use crate::{check_diagnostics_in, parse_and_verify, Context};
use clap::{CommandFactory, FromArgMatches, Parser};
use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Registers dialects in a fresh context.
pub type Register = fn(&mut Context);

/// The options, named as `ods-opt`'s first flags were and as mlir-opt's are
/// (visible aliases); `--help` prints the doc comments.
#[derive(Debug, Parser)]
#[command(
    version,
    about = "Reads MLIR textual IR, verifies it and prints it like mlir-opt",
    after_help = "Long options also take one dash (-split-input-file), as mlir-opt's do.",
    args_override_self = true
)]
struct Options {
    /// Print every operation in the generic form
    #[arg(long = "print-generic", visible_alias = "mlir-print-op-generic")]
    generic: bool,
    /// Accept operations of dialects that are not registered
    #[arg(
        long = "allow-unregistered",
        visible_alias = "allow-unregistered-dialect"
    )]
    allow_unregistered: bool,
    /// Print locations, with their aliases
    #[arg(long = "print-debuginfo", visible_alias = "mlir-print-debuginfo")]
    debug_info: bool,
    /// With debug info, print locations in their pretty (not parsable) form
    #[arg(long = "mlir-pretty-debuginfo", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    pretty_debug_info: bool,
    /// Print attributes, types and locations inline, without aliases or the
    /// resource section
    #[arg(long = "mlir-print-local-scope", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    local_scope: bool,
    /// Print elements attributes with more than N elements as
    /// `dense_resource<__elided__>`
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "N")]
    elide_elements: Option<u64>,
    /// Print dense numeric attributes with more than N elements as a hex
    /// string (-1: never)
    #[arg(
        long = "mlir-print-elementsattrs-with-hex-if-larger",
        value_name = "N",
        default_value_t = 100,
        allow_negative_numbers = true
    )]
    hex_elements: i64,
    /// Leave resource entries whose value is longer than N characters out
    #[arg(long = "mlir-elide-resource-strings-if-larger", value_name = "N")]
    elide_resource_strings: Option<u64>,
    /// Print the users of each value in a comment
    #[arg(long = "mlir-print-value-users", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    value_users: bool,
    /// Number values across the whole output, not per region
    #[arg(long = "mlir-print-unique-ssa-ids", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    unique_ssa_ids: bool,
    /// Name values after the name locations (`loc("name")`) they carry
    #[arg(long = "mlir-use-nameloc-as-prefix", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    nameloc_as_prefix: bool,
    /// Print every region as `{...}`
    #[arg(long = "mlir-print-skip-regions", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    skip_regions: bool,
    /// Print custom forms without verifying first (IR that fails to verify
    /// otherwise prints generic)
    #[arg(long = "mlir-print-assume-verified", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    assume_verified: bool,
    /// Attach the failing operation to verifier errors ("see current
    /// operation: ..."); off with --verify-diagnostics
    #[arg(long = "mlir-print-op-on-diagnostic", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true", default_value = "true")]
    op_on_diagnostic: bool,
    /// Do not verify the IR after parsing (it may then print generic)
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing")]
    no_verifier: bool,
    /// Check the diagnostics against the `// expected-error {{...}}` (and
    /// -warning, -remark, -note) annotations of the input instead of printing
    #[arg(long)]
    verify_diagnostics: bool,
    /// Handle each `// -----` chunk of the input as a file of its own
    #[arg(long = "split-input-file")]
    split: bool,
    /// Write the output to FILE (`-`: standard output, the default)
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// The IR file to read (`-` or none: standard input)
    #[arg(value_name = "FILE")]
    input: Option<PathBuf>,
}

impl Options {
    /// The printer's options. IR that verified needs no second check
    /// before its custom forms print.
    fn print_options(&self) -> PrintOptions {
        PrintOptions {
            debug_info: self.debug_info,
            pretty_debug_info: self.pretty_debug_info,
            generic: self.generic,
            local_scope: self.local_scope,
            elide_elements_if_larger: self.elide_elements,
            // mlir-opt: -1 turns hex off, any other negative limit is 0.
            hex_elements_if_larger: match self.hex_elements {
                -1 => None,
                n => Some(n.max(0) as u64),
            },
            elide_resource_strings_if_larger: self.elide_resource_strings,
            value_users: self.value_users,
            unique_ssa_ids: self.unique_ssa_ids,
            nameloc_as_prefix: self.nameloc_as_prefix,
            skip_regions: self.skip_regions,
            assume_verified: self.assume_verified || !self.no_verifier,
        }
    }
}

/// Runs the tool named `tool` (the name that `--help`, `--version` and the
/// messages give; the version is ods-runtime's) on the process arguments,
/// with the dialects that `register` adds. Every dialect's `*-opt` binary is
/// this call:
///
/// ```no_run
/// # mod xyz {
/// #     pub struct XyzDialect;
/// #     impl XyzDialect {
/// #         pub fn register(_: &mut ods_runtime::Context) {}
/// #     }
/// # }
/// // src/bin/xyz-opt.rs of a dialect crate `xyz`
/// fn main() -> std::process::ExitCode {
///     ods_runtime::opt::main("xyz-opt", xyz::XyzDialect::register)
/// }
/// ```
///
/// `xyz-opt --help` lists the options. Bad arguments print clap's error and
/// exit with code 2; otherwise the code is 0, or 1 when the input does not
/// read, parse or verify (or, with `--verify-diagnostics`, when the
/// diagnostics differ from the annotations).
pub fn main(tool: &'static str, register: Register) -> ExitCode {
    let opts = parse_args(tool, std::env::args_os()).unwrap_or_else(|e| e.exit());
    // Deeply nested IR needs more stack than the main thread has.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(tool, register, &opts))
        .expect("spawning the worker thread");
    worker.join().unwrap_or(ExitCode::from(1))
}

/// Parses `args` (program name first) for the tool named `tool`.
fn parse_args(
    tool: &'static str,
    args: impl IntoIterator<Item = impl Into<OsString>>,
) -> Result<Options, clap::Error> {
    let mut cmd = Options::command().name(tool).bin_name(tool);
    let matches = cmd.try_get_matches_from_mut(double_dash_longs(&cmd, args))?;
    Options::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))
}

/// mlir-opt takes long options after one dash (`-split-input-file`), which
/// clap does not: this returns `args` with each argument `-NAME` or
/// `-NAME=...` whose NAME is a long option or alias of `cmd` (`--help` and
/// `--version` included) given a second dash. Everything else is kept as it
/// is: short options (`-o`, `-h`), `-` (standard input), other arguments,
/// and all arguments after `--`.
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

fn run(tool: &str, register: Register, opts: &Options) -> ExitCode {
    // Standard input is named as mlir-opt names it, in messages and
    // locations.
    let (name, read) = match opts.input.as_deref().filter(|p| p.as_os_str() != "-") {
        Some(path) => (path.to_string_lossy().into_owned(), std::fs::read(path)),
        None => {
            let mut bytes = Vec::new();
            let read = std::io::stdin().lock().read_to_end(&mut bytes);
            ("<stdin>".to_string(), read.map(|_| bytes))
        }
    };
    let source = match read {
        Ok(b) => match String::from_utf8(b) {
            Ok(s) => s,
            Err(_) => {
                eprintln!("{name}: error: input is not valid UTF-8");
                return ExitCode::from(1);
            }
        },
        Err(e) => {
            eprintln!("{tool}: cannot read '{name}': {e}");
            return ExitCode::from(1);
        }
    };
    let mut sink: Box<dyn Write> = match opts.output.as_deref().filter(|p| p.as_os_str() != "-") {
        Some(p) => match std::fs::File::create(p) {
            Ok(f) => Box::new(std::io::BufWriter::new(f)),
            Err(e) => {
                eprintln!("{tool}: cannot write '{}': {e}", p.display());
                return ExitCode::from(1);
            }
        },
        None => Box::new(std::io::BufWriter::new(std::io::stdout().lock())),
    };
    let mut failed = false;
    let chunks: Vec<std::borrow::Cow<str>> = if opts.split {
        crate::split_input_file(&source)
            .into_iter()
            .map(std::borrow::Cow::Owned)
            .collect()
    } else {
        vec![std::borrow::Cow::Borrowed(source.as_str())]
    };
    for (i, chunk) in chunks.iter().enumerate() {
        let mut ctx = Context::new();
        register(&mut ctx);
        ctx.allow_unregistered = opts.allow_unregistered;
        // Like mlir-opt, a marker separates the outputs of all chunks, also
        // of those that failed.
        if i > 0 && sink.write_all(b"// -----\n").is_err() {
            failed = true;
        }
        let print = opts.print_options();
        ctx.note_print_options = print;
        ctx.print_op_on_diagnostic = opts.op_on_diagnostic;
        let top = if opts.verify_diagnostics {
            // mlir-opt still prints what parsed and verified.
            let (top, checked) = check_diagnostics_in(&mut ctx, chunk, &name);
            if let Err(problems) = checked {
                for p in &problems {
                    eprintln!("{name}: error: {p}");
                }
                failed = true;
            }
            top
        } else {
            let result = if opts.no_verifier {
                crate::parse_source(&mut ctx, chunk, &name)
            } else {
                parse_and_verify(&mut ctx, chunk, &name)
            };
            // Warnings and remarks come first, as mlir-opt reports them when
            // they are emitted, before the error that stops the work.
            for d in ctx.take_diagnostics() {
                eprint!("{}", render(&ctx, &d, &name, chunk));
                failed |= d.severity == crate::diag::Severity::Error;
            }
            result
                .map_err(|d| {
                    eprint!("{}", render(&ctx, &d, &name, chunk));
                    failed = true;
                })
                .ok()
        };
        if let Some(top) = top {
            if let Err(e) = print_top_level_to(&ctx, top, print, &mut sink) {
                eprintln!("{tool}: {e}");
                failed = true;
            }
        }
        // The IR is dropped as a whole; freeing it piece by piece is wasted
        // work at exit.
        if !opts.split {
            std::mem::forget(ctx);
        }
    }
    if sink.flush().is_err() {
        eprintln!("{tool}: cannot write output");
        failed = true;
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
