//! The driver of `ods-opt` and of each dialect's `*-opt` tool: reads
//! MLIR textual IR, verifies it and prints it like `mlir-opt`: registered
//! operations in their custom forms, or everything in the generic form with
//! `--print-generic`. The flags are mlir-opt's (`--mlir-print-op-generic`,
//! `-allow-unregistered-dialect`, `-split-input-file`, ...) and shorter
//! names of ours; `--help` lists them.

use crate::asm::{print_top_level_to, PrintOptions};
use crate::diag::render;
use crate::diag::Diagnostic;
use crate::pass::PipelineError;
use crate::pass::{parse_pass_pipeline, Nesting, OpPassManager, PassManager, PassRegistry};
use crate::{check_diagnostics_in, Context};
use actions::ActionFlags;
use clap::{CommandFactory, FromArgMatches, Parser};
use driver_flags::{DriverFlags, VerifyLevel};
use input::{Input, InputError};
use instrumentation::InstrumentationFlags;
use remarks::RemarkFlags;
use reproducer::{ReproducerFlags, StoredHandle};
use std::cell::RefCell;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;
use timing::{PassTiming, TimingReport};

mod actions;
mod driver_flags;
mod files;
mod input;
mod instrumentation;
mod remarks;
mod reproducer;
mod roundtrip;
mod timing;
mod unknown_argument;

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
    #[arg(long = "mlir-pretty-debuginfo", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    pretty_debug_info: bool,
    /// Print attributes, types and locations inline, without aliases or the
    /// resource section
    #[arg(long = "mlir-print-local-scope", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
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
    #[arg(long = "mlir-print-value-users", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    value_users: bool,
    /// Number values across the whole output, not per region
    #[arg(long = "mlir-print-unique-ssa-ids", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    unique_ssa_ids: bool,
    /// Name values after the name locations (`loc("name")`) they carry
    #[arg(long = "mlir-use-nameloc-as-prefix", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    nameloc_as_prefix: bool,
    /// Print every region as `{...}`
    #[arg(long = "mlir-print-skip-regions", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    skip_regions: bool,
    /// Print custom forms without verifying first (IR that fails to verify
    /// otherwise prints generic)
    #[arg(long = "mlir-print-assume-verified", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    assume_verified: bool,
    /// Attach the failing operation to verifier errors ("see current
    /// operation: ..."); off with --verify-diagnostics
    #[arg(long = "mlir-print-op-on-diagnostic", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "true")]
    op_on_diagnostic: bool,
    /// Do not verify the IR after parsing (it may then print generic)
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing")]
    no_verifier: bool,
    /// The registered passes given as flags (`--cse`,
    /// `--canonicalize=max-iterations=1`), in command-line order: argument
    /// and options
    #[arg(skip)]
    pass_flags: Vec<(&'static str, String)>,
    /// Passes to run, as mlir-opt spells a pipeline:
    /// `builtin.module(canonicalize,cse)`
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pass_pipeline: Option<String>,
    /// Print the pipeline that will be run, on standard error
    #[arg(long = "dump-pass-pipeline")]
    dump_pass_pipeline: bool,
    /// Run the verifier after each transformation pass
    #[arg(long = "verify-each", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "true")]
    verify_each: bool,
    /// Check that the parsed IR prints in generic form and reads back to
    /// IR that prints the same, before any pass runs
    #[arg(long = "verify-roundtrip")]
    verify_roundtrip: bool,
    /// Handle each `// -----` chunk of the input as a file of its own
    #[arg(long = "split-input-file")]
    split: bool,
    /// Print the registered dialects, as mlir-opt does, and exit
    #[arg(long = "show-dialects")]
    show_dialects: bool,
    /// Print the registered passes with their options, as mlir-opt does,
    /// and exit
    #[arg(long = "list-passes")]
    list_passes: bool,
    /// Print mlir-opt's execution time report (parser, each pass, output)
    /// on standard error at exit
    #[arg(long = "mlir-timing")]
    timing: bool,
    /// How the timing report lays its timers out
    #[arg(long = "mlir-timing-display", value_enum, default_value = "tree")]
    timing_display: timing::Display,
    /// The format of the timing report
    #[arg(long = "mlir-output-format", value_enum, default_value = "text")]
    output_format: timing::Format,
    /// Verify the functions (operations isolated from above) of an
    /// operation one after another on one thread, not on several
    #[arg(long = "mlir-disable-threading", value_name = "BOOL", num_args = 0..=1, value_parser = llvm_bool,
          require_equals = true, default_missing_value = "true", default_value = "false")]
    disable_threading: bool,
    #[command(flatten)]
    instrumentation: InstrumentationFlags,
    #[command(flatten)]
    driver: DriverFlags,
    #[command(flatten)]
    remarks: RemarkFlags,
    #[command(flatten)]
    actions: ActionFlags,
    #[command(flatten)]
    reproducer: ReproducerFlags,
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

    /// The printer's options for IR between passes, which may not verify.
    fn dump_print_options(&self) -> PrintOptions {
        PrintOptions {
            assume_verified: self.assume_verified,
            ..self.print_options()
        }
    }
}

/// A boolean flag's value as LLVM's command line reads it: `true`,
/// `false`, `1`, `0` (and `TRUE`, `True`, `FALSE`, `False`).
fn llvm_bool(value: &str) -> Result<bool, String> {
    match value {
        "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "'{value}' is invalid value for boolean argument! Try 0 or 1"
        )),
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
    main_with_passes(tool, register, |_| {})
}

/// [`main`] with passes of the tool's own, which `register_passes` adds to
/// MLIR's transforms (`canonicalize`, `cse`) and `apply-patterns`: each
/// is a flag `--ARGUMENT[=OPTIONS]` and a name in `--pass-pipeline`.
///
/// ```no_run
/// # mod xyz {
/// #     pub struct XyzDialect;
/// #     impl XyzDialect {
/// #         pub fn register(_: &mut ods_runtime::Context) {}
/// #     }
/// # }
/// use ods_runtime::pass::PassRegistry;
///
/// fn register_passes(registry: &mut PassRegistry) {
///     // registry.register(|| Box::new(MyPass::default()));
/// }
///
/// fn main() -> std::process::ExitCode {
///     ods_runtime::opt::main_with_passes("xyz-opt", xyz::XyzDialect::register, register_passes)
/// }
/// ```
pub fn main_with_passes(
    tool: &'static str,
    register: Register,
    register_passes: RegisterPasses,
) -> ExitCode {
    let passes = pass_registry(register_passes);
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let opts = match parse_args(tool, &passes, &args) {
        Ok(opts) => opts,
        Err(e) => return argument_error(tool, &passes, &args, e),
    };
    if let Err(message) = opts.actions.check() {
        eprintln!("{message}");
        return ExitCode::from(1);
    }
    if let Err(message) = opts
        .instrumentation
        .check(&passes)
        .and(opts.driver.check())
        .and(opts.remarks.check())
    {
        eprintln!("{tool}: {message}");
        return ExitCode::from(1);
    }
    // Deeply nested IR needs more stack than the main thread has.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(tool, register, &passes, &opts))
        .expect("spawning the worker thread");
    worker.join().unwrap_or(ExitCode::from(1))
}

/// Adds a tool's own passes to a registry.
pub type RegisterPasses = fn(&mut PassRegistry);

/// The passes a tool runs: the transforms, and the tool's own.
fn pass_registry(register_passes: RegisterPasses) -> PassRegistry {
    let mut registry = PassRegistry::new();
    crate::transforms::register_transforms_passes(&mut registry);
    register_passes(&mut registry);
    registry
}

/// `--show-dialects`' line: the namespaces `register` adds to a context,
/// sorted, after mlir-opt's `Available Dialects: `.
fn available_dialects(register: Register) -> String {
    let mut ctx = Context::new();
    register(&mut ctx);
    let mut names: Vec<&str> = ctx.registry.dialects().map(|d| d.namespace).collect();
    names.push("builtin");
    names.sort_unstable();
    format!("Available Dialects: {}", names.join(","))
}

/// Parses `args` (program name first) for the tool named `tool`, with a
/// flag for each pass of `passes`.
fn parse_args(
    tool: &'static str,
    passes: &PassRegistry,
    args: impl IntoIterator<Item = impl Into<OsString>>,
) -> Result<Options, clap::Error> {
    let mut cmd = Options::command().name(tool).bin_name(tool);
    for pass in passes.iter() {
        cmd = cmd.arg(
            clap::Arg::new(pass.argument)
                .long(pass.argument)
                .help(pass.description)
                .value_name("OPTIONS")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(clap::ArgAction::Append),
        );
    }
    let matches = cmd.try_get_matches_from_mut(double_dash_longs(&cmd, args))?;
    let mut opts = Options::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))?;
    // The pass flags in the order given, each with its options.
    let mut flags: Vec<(usize, (&'static str, String))> = Vec::new();
    for pass in passes.iter() {
        let (Some(at), Some(options)) = (
            matches.indices_of(pass.argument),
            matches.get_many::<String>(pass.argument),
        ) else {
            continue;
        };
        flags.extend(
            at.zip(options)
                .map(|(i, o)| (i, (pass.argument, o.clone()))),
        );
    }
    flags.sort_by_key(|(i, _)| *i);
    opts.pass_flags = flags.into_iter().map(|(_, f)| f).collect();
    Ok(opts)
}

/// A command line clap refuses: an argument that names no option gets
/// LLVM's report and exit status 1, as mlir-opt's; the rest clap's.
fn argument_error(
    tool: &'static str,
    passes: &PassRegistry,
    args: &[String],
    e: clap::Error,
) -> ExitCode {
    let mut cmd = Options::command().name(tool);
    cmd.build();
    let mut options: Vec<&str> = Vec::new();
    for a in cmd.get_arguments() {
        options.extend(a.get_long());
        options.extend(a.get_all_aliases().unwrap_or_default());
    }
    let shorts: Vec<String> = cmd
        .get_arguments()
        .filter_map(|a| a.get_short())
        .map(String::from)
        .collect();
    options.extend(shorts.iter().map(String::as_str));
    options.extend(passes.iter().map(|p| p.argument));
    let unknown = matches!(e.kind(), clap::error::ErrorKind::UnknownArgument)
        .then(|| unknown_argument::find(args, &options))
        .flatten();
    match unknown {
        Some(arg) => {
            let program = args.first().map_or(tool, String::as_str);
            eprint!("{}", unknown_argument::report(program, arg, &options));
            ExitCode::from(1)
        }
        None => e.exit(),
    }
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

/// The module mlir-opt makes around a chunk after the first is where the
/// chunk's text starts, just after its `// -----` marker on line `line`,
/// not `0:0` as the module of a whole file.
fn at_chunk_start(ctx: &mut Context, top: crate::OpId, line: u32) {
    let loc = chunk_start_loc(ctx, ctx.op_loc(top), line);
    ctx.set_op_loc(top, loc);
}

/// `loc`, or the start of the chunk after the marker on line `line` if
/// `loc` is the start of the file (`0:0`), where mlir-opt places what
/// it made for a chunk and the errors about it.
fn chunk_start_loc(ctx: &mut Context, loc: crate::Attribute, line: u32) -> crate::Attribute {
    let crate::AttrKind::FileLineColLoc {
        file,
        line: 0,
        col: 0,
        end: None,
    } = *ctx.attr_kind(loc)
    else {
        return loc;
    };
    ctx.attr(crate::AttrKind::FileLineColLoc {
        file,
        line,
        col: "// -----".len() as u32 + 1,
        end: None,
    })
}

/// The chunk of the input being worked on, its timing report, and what
/// its `mlir_reproducer` resource set (with `--run-reproducer`).
struct Chunk<'a> {
    name: &'a str,
    text: &'a str,
    timing: Option<&'a Rc<RefCell<TimingReport>>>,
    reproducer: Option<&'a StoredHandle>,
}

/// What follows a chunk's parse and verification: the parse timed, the
/// module placed at the chunk's marker (`marker`, its line).
fn parsed(
    ctx: &mut Context,
    top: crate::OpId,
    marker: Option<u32>,
    timing: Option<&Rc<RefCell<TimingReport>>>,
    parse_start: std::time::Instant,
) {
    if let Some(timing) = timing {
        timing.borrow_mut().add("Parser", parse_start.elapsed());
    }
    if let Some(line) = marker {
        at_chunk_start(ctx, top, line);
    }
}

/// The pass manager for a chunk whose top-level op is named `top`: the
/// `--pass-pipeline`, or the pass flags on the top-level op (nested
/// where a pass is restricted to another op), as mlir-opt builds it.
fn pass_manager(
    opts: &Options,
    passes: &PassRegistry,
    top: &str,
    base: Option<OpPassManager>,
) -> Result<PassManager, PipelineError> {
    let error = |message: String| PipelineError {
        value_errors: Vec::new(),
        message,
        printed: String::new(),
        silent: false,
    };
    let pm = match &opts.pass_pipeline {
        Some(_) if !opts.pass_flags.is_empty() => {
            let message = "'-pass-pipeline' option can't be used with individual pass options";
            return Err(error(message.to_string()));
        }
        Some(text) => parse_pass_pipeline(text, passes)?,
        None => {
            let mut pm =
                base.unwrap_or_else(|| OpPassManager::with_nesting(top, Nesting::Implicit));
            pm.set_nesting(Nesting::Implicit);
            for (argument, options) in &opts.pass_flags {
                let info = passes
                    .lookup(argument)
                    .ok_or_else(|| error(String::new()))?;
                info.add_to_pipeline(&mut pm, options)
                    .map_err(|e| PipelineError {
                        value_errors: e.value_error.into_iter().collect(),
                        message: e.message,
                        printed: e.printed,
                        silent: info.is_pipeline(),
                    })?;
            }
            pm
        }
    };
    Ok(PassManager::from(pm))
}

/// Builds the chunk's pass manager and runs it on `top`; the errors are
/// written to standard error, as mlir-opt reports them.
fn run_passes(
    tool: &str,
    opts: &Options,
    passes: &PassRegistry,
    ctx: &mut Context,
    top: crate::OpId,
    chunk: &Chunk,
    report: &mut dyn FnMut(&Context, Diagnostic),
) -> Result<(), ()> {
    let top_name = ctx.op_name_str(top).to_string();
    if opts.verify_roundtrip {
        if let Err(e) = roundtrip::verify_roundtrip(ctx, top) {
            report(ctx, e);
            return Err(());
        }
    }
    if let Err(e) = opts.instrumentation.check_threading(ctx) {
        report(ctx, e);
        return Err(());
    }
    let base = ReproducerFlags::stored_pipeline(chunk.reproducer, ctx, passes)
        .map_err(|e| eprint!("{e}"))?;
    let mut pm = pass_manager(opts, passes, &top_name, base).map_err(|e| {
        eprint!("{}", e.printed);
        for value_error in &e.value_errors {
            eprintln!("{tool}: {value_error}");
        }
        if !e.silent {
            report(ctx, Diagnostic::error(ctx.unknown_loc(), e.message));
        }
    })?;
    let verify_each = ReproducerFlags::verify_each(chunk.reproducer, opts.verify_each);
    pm.enable_verifier(verify_each);
    if opts.dump_pass_pipeline {
        eprint!("{}", pm.dump_text());
    }
    opts.instrumentation
        .apply(&mut pm, opts.dump_print_options(), (chunk.name, chunk.text));
    if let Some(report) = chunk.timing {
        pm.add_instrumentation(Box::new(PassTiming(report.clone())));
    }
    let print = opts.print_options();
    let crash = opts
        .reproducer
        .enable_crash_reproducer(ctx, &mut pm, top, print, verify_each)
        .map_err(|e| report(ctx, e))?;
    let result = pm.run(ctx, top);
    if let Some(crash) = &crash {
        crash.finish(ctx, top, result.is_err());
    }
    // What the final remark policy kept is reported once the pipeline
    // succeeded, as mlir-opt 22 reports it.
    if let (Ok(_), Some(remarks)) = (&result, &ctx.remarks) {
        remarks.finalize(ctx);
    }
    for d in ctx.take_diagnostics() {
        report(ctx, d);
    }
    let result = result.map_err(|failure| {
        if let Some(d) = failure.diagnostic {
            report(ctx, d);
        }
    });
    if result.is_ok() {
        opts.reproducer.generate(ctx, top, &pm, print);
    }
    if let Some(report) = pm.take_statistics_report() {
        eprint!("{report}");
    }
    result
}

fn run(tool: &str, register: Register, passes: &PassRegistry, opts: &Options) -> ExitCode {
    if opts.show_dialects {
        println!("{}", available_dialects(register));
        return ExitCode::SUCCESS;
    }
    if opts.list_passes {
        print!("{}", passes.list_passes());
        return ExitCode::SUCCESS;
    }
    // Standard input is named as mlir-opt names it, in messages and
    // locations.
    let (name, read) = match opts.input.as_deref().filter(|p| p.as_os_str() != "-") {
        Some(path) => (path.to_string_lossy().into_owned(), Input::from_file(path)),
        None => {
            let mut bytes = Vec::new();
            let read = match std::io::stdin().lock().read_to_end(&mut bytes) {
                Ok(_) => Input::from_bytes(bytes),
                Err(e) => Err(InputError::Io(e)),
            };
            ("<stdin>".to_string(), read)
        }
    };
    let input = match read {
        Ok(input) => input,
        Err(InputError::NotUtf8) => {
            eprintln!("{name}: error: input is not valid UTF-8");
            return ExitCode::from(1);
        }
        Err(InputError::Io(e)) => {
            eprintln!("{tool}: cannot read '{name}': {e}");
            return ExitCode::from(1);
        }
    };
    let source = input.text();
    let mut sink: Box<dyn Write> = match opts.output.as_deref().filter(|p| p.as_os_str() != "-") {
        Some(p) => match std::fs::File::create(p) {
            Ok(f) => Box::new(std::io::BufWriter::new(f)),
            Err(e) => {
                eprintln!("{tool}: cannot write '{}': {e}", p.display());
                return ExitCode::from(1);
            }
        },
        None => Box::new(std::io::BufWriter::new(std::io::stdout())),
    };
    let mut failed = false;
    let chunks: Vec<std::borrow::Cow<str>> = if opts.split {
        crate::split_input_file(source)
            .into_iter()
            .map(std::borrow::Cow::Owned)
            .collect()
    } else {
        vec![std::borrow::Cow::Borrowed(source)]
    };
    // The 1-based lines of the split markers: chunk `i > 0` starts after
    // marker `i - 1`.
    let markers: Vec<u32> = if opts.split {
        source
            .lines()
            .enumerate()
            .filter(|(_, l)| l.trim_end() == "// -----")
            .map(|(n, _)| n as u32 + 1)
            .collect()
    } else {
        Vec::new()
    };
    // `--verify-diagnostics`: annotations nothing matched, reported last,
    // those `@unknown` after the others.
    let mut unmet: Vec<String> = Vec::new();
    let mut unmet_unknown: Vec<String> = Vec::new();
    let verify = opts.driver.verify_level();
    // Without `--verify-diagnostics`, mlir-opt 22 still reads the
    // annotations of the whole input, and reports each as not produced
    // when its verifier is dropped (the exit status unchanged). They are
    // read now, before any IR is made: read at the end, the whole text was
    // resident again next to the IR, the peak of a large file's run.
    let annotations = match verify {
        None => crate::diag::expectations(source).ok(),
        Some(_) => None,
    };
    input.release();
    for (i, chunk) in chunks.iter().enumerate() {
        let timing = opts
            .timing
            .then(|| Rc::new(RefCell::new(TimingReport::new())));
        let parse_start = std::time::Instant::now();
        let mut ctx = Context::new();
        register(&mut ctx);
        // The dialects are offered, as mlir-opt's registry offers them;
        // the input and the passes load what they use.
        ctx.registry.reset_loaded_dialects();
        ctx.allow_unregistered = opts.allow_unregistered;
        ctx.implicit_module = opts.driver.implicit_module();
        // Like mlir-opt, a marker separates the outputs of all chunks, also
        // of those that failed.
        if i > 0 && sink.write_all(b"// -----\n").is_err() {
            failed = true;
        }
        // The remark file is made for each chunk; mlir-opt gives up on a
        // chunk without a word when it cannot make it.
        match opts.remarks.engine() {
            Ok(engine) => ctx.remarks = engine,
            Err(()) => {
                failed = true;
                continue;
            }
        }
        let print = opts.print_options();
        ctx.note_print_options = print;
        ctx.print_op_on_diagnostic = opts.op_on_diagnostic;
        ctx.multithreading = !opts.disable_threading;
        // What else writes to standard output comes after the output so far.
        let side_output = opts.actions.writes_stdout() || opts.reproducer.writes_stdout();
        if side_output {
            let _ = sink.flush();
        }
        opts.actions.install(&mut ctx);
        let stored = opts.reproducer.attach(&mut ctx);
        let work = Chunk {
            name: &name,
            text: chunk,
            timing: timing.as_ref(),
            reproducer: stored.as_ref(),
        };
        let marker = markers.get(i.wrapping_sub(1)).copied();
        let top = if let Some(level) = verify {
            // As mlir-opt, what the passes report is checked with what the
            // parser and verifier report, and what passed them is printed.
            let (top, checked) =
                check_diagnostics_in(&mut ctx, chunk, &name, |ctx, top, diagnostics| {
                    parsed(ctx, top, marker, timing.as_ref(), parse_start);
                    let mut collect = |_: &Context, d| diagnostics.push(d);
                    let ran = run_passes(tool, opts, passes, ctx, top, &work, &mut collect);
                    ran.is_ok()
                });
            if let Err(mismatches) = checked {
                // As mlir-opt: the unexpected diagnostics when they are
                // reported (unless only the expected ones are checked), the
                // unmet annotations of all chunks at the end; a malformed
                // annotation has no place.
                let unexpected = match level {
                    VerifyLevel::All => &mismatches.unexpected[..],
                    VerifyLevel::OnlyExpected => &[],
                };
                for d in unexpected {
                    eprint!("{}", render(&ctx, d, &name, chunk));
                }
                for e in &mismatches.unmet {
                    let report = crate::diag::render_unmet(e, &name, chunk);
                    match e.line {
                        0 => unmet_unknown.push(report),
                        _ => unmet.push(report),
                    }
                }
                if mismatches.unexpected.is_empty() && mismatches.unmet.is_empty() {
                    for p in &mismatches.messages {
                        eprintln!("{name}: error: {p}");
                    }
                }
                // With only the expected ones checked, diagnostics none
                // expected are no failure.
                let only_unexpected =
                    mismatches.unmet.is_empty() && !mismatches.unexpected.is_empty();
                failed |= !(level == VerifyLevel::OnlyExpected && only_unexpected);
            }
            top
        } else {
            // The text is read again only for diagnostics: a whole file's
            // memory goes back page by page as it is parsed, the rest
            // before the verifier's tables are made.
            let release = |range| input.release_range(range);
            let read = match chunk {
                std::borrow::Cow::Borrowed(_) => {
                    crate::parse_source_handing_back(&mut ctx, chunk, &name, &release)
                }
                std::borrow::Cow::Owned(_) => crate::parse_source(&mut ctx, chunk, &name),
            };
            let result = read.and_then(|top| {
                input.release();
                if !opts.no_verifier {
                    crate::verify::verify(&ctx, top)?;
                }
                Ok(top)
            });
            // Warnings and remarks come first, as mlir-opt reports them when
            // they are emitted, before the error that stops the work.
            for d in ctx.take_diagnostics() {
                eprint!("{}", render(&ctx, &d, &name, chunk));
                failed |= d.severity == crate::diag::Severity::Error;
            }
            match result {
                Ok(top) => {
                    parsed(&mut ctx, top, marker, timing.as_ref(), parse_start);
                    let mut print = |ctx: &Context, d| eprint!("{}", render(ctx, &d, &name, chunk));
                    let ran = run_passes(tool, opts, passes, &mut ctx, top, &work, &mut print);
                    failed |= ran.is_err();
                    ran.ok().map(|()| top)
                }
                Err(mut d) => {
                    // An error at a later chunk's start shows its marker,
                    // which only the whole input has.
                    let mut shown: &str = chunk;
                    if let Some(line) = marker {
                        let loc = chunk_start_loc(&mut ctx, d.loc, line);
                        if loc != d.loc {
                            (d.loc, shown) = (loc, source);
                        }
                    }
                    eprint!("{}", render(&ctx, &d, &name, shown));
                    if let Some(timing) = &timing {
                        timing.borrow_mut().add("Parser", parse_start.elapsed());
                    }
                    failed = true;
                    None
                }
            }
        };
        if let Some(top) = top {
            let output_start = std::time::Instant::now();
            if let Err(e) = print_top_level_to(&ctx, top, print, &mut sink) {
                eprintln!("{tool}: {e}");
                failed = true;
            }
            if let Some(timing) = &timing {
                timing.borrow_mut().add("Output", output_start.elapsed());
            }
        }
        // As mlir-opt, a report for each chunk.
        if let Some(timing) = &timing {
            let report = timing.borrow();
            let style = timing::Style {
                display: opts.timing_display,
                format: opts.output_format,
                user_time: !opts.disable_threading && report.several_ops,
            };
            eprint!("{}", report.render(style));
        }
        if side_output {
            let _ = sink.flush();
        }
        opts.actions.end_chunk(&mut ctx);
        // The IR is dropped as a whole; freeing it piece by piece is wasted
        // work at exit.
        if !opts.split {
            std::mem::forget(ctx);
        }
    }
    if verify.is_some() {
        // mlir-opt 22's verifier checks once more when it is dropped, and
        // only its `@unknown` annotations are left to report again.
        unmet_unknown.extend(unmet_unknown.clone());
    } else if let Some(annotations) = &annotations {
        for e in annotations {
            let report = crate::diag::render_unmet(e, &name, source);
            match e.line {
                0 => unmet_unknown.push(report),
                _ => unmet.push(report),
            }
        }
    }
    for report in unmet.iter().chain(&unmet_unknown) {
        eprint!("{report}");
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
