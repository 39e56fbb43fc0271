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
use timing::TimingReport;

mod timing;

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
    /// Run the canonicalizer (folding, canonicalization patterns, dead code
    /// removal) on the top-level operation; passes run in command-line order.
    /// Of mlir-opt's options (`--canonicalize="..."`, space-separated) only
    /// `region-simplify=disabled|normal|aggressive` (how much control flow
    /// is simplified; normal by default, aggressive merges identical
    /// blocks) and `test-convergence` (the greedy driver always converges
    /// or fails) are taken
    #[arg(long, value_name = "OPTIONS", num_args = 0..=1, require_equals = true,
          default_missing_value = "", action = clap::ArgAction::Append)]
    canonicalize: Vec<String>,
    /// Run common subexpression elimination on the top-level operation
    #[arg(long, action = clap::ArgAction::Count)]
    cse: u8,
    /// Apply the DRR patterns of the registered dialects' `.td` files
    /// greedily, with folding (MLIR's default driver settings)
    #[arg(long = "apply-patterns", action = clap::ArgAction::Count)]
    apply_patterns: u8,
    /// The passes to run, in order (`--pass-pipeline` or the pass flags)
    #[arg(skip)]
    passes: Vec<Step>,
    /// Passes to run, as mlir-opt spells a pipeline:
    /// `builtin.module(canonicalize,cse)`
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pass_pipeline: Option<String>,
    /// Check the diagnostics against the `// expected-error {{...}}` (and
    /// -warning, -remark, -note) annotations of the input instead of printing
    #[arg(long)]
    verify_diagnostics: bool,
    /// Handle each `// -----` chunk of the input as a file of its own
    #[arg(long = "split-input-file")]
    split: bool,
    /// Print the registered dialects, as mlir-opt does, and exit
    #[arg(long = "show-dialects")]
    show_dialects: bool,
    /// Print mlir-opt's execution time report (parser, each pass, output)
    /// on standard error at exit
    #[arg(long = "mlir-timing")]
    timing: bool,
    /// Verify the functions (operations isolated from above) of an
    /// operation one after another on one thread, not on several
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,
    /// Write the output to FILE (`-`: standard output, the default)
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// The IR file to read (`-` or none: standard input)
    #[arg(value_name = "FILE")]
    input: Option<PathBuf>,
}

/// A pass a tool adds to those every `*-opt` runs, as
/// `toy-opt --toy-shape-inference`: a flag `--NAME` and a name in
/// `--pass-pipeline`, run in command-line order with the others.
#[derive(Debug)]
pub struct ToolPass {
    /// The flag and pipeline name.
    pub name: &'static str,
    /// The line `--help` prints for it.
    pub help: &'static str,
    /// Runs the pass on the top-level operation; an error is reported as
    /// the pass's failure.
    pub run: fn(&mut Context, crate::OpId) -> Result<(), crate::diag::Diagnostic>,
}

/// A pass `opt::main` can run.
#[derive(Clone, Copy, Debug)]
enum Pass {
    /// With the settings its options give.
    Canonicalize(crate::rewrite::GreedyRewriteConfig),
    Cse,
    ApplyPatterns,
    Tool(&'static ToolPass),
}

impl Pass {
    fn named(name: &str, tool_passes: &'static [ToolPass]) -> Option<Pass> {
        match name {
            "canonicalize" => Some(Pass::Canonicalize(
                crate::rewrite::canonicalize::canonicalizer_config(),
            )),
            "cse" => Some(Pass::Cse),
            "apply-patterns" => Some(Pass::ApplyPatterns),
            _ => tool_passes.iter().find(|p| p.name == name).map(Pass::Tool),
        }
    }

    /// The pass's name in `--mlir-timing`'s report (MLIR's pass class
    /// names for its own passes).
    fn timer_name(self) -> &'static str {
        match self {
            Pass::Canonicalize(_) => "Canonicalizer",
            Pass::Cse => "CSE",
            Pass::ApplyPatterns => "ApplyPatterns",
            Pass::Tool(pass) => pass.name,
        }
    }

    /// Runs the pass on `top`; an error of the IR is reported at `top`.
    fn run(self, ctx: &mut Context, top: crate::OpId) -> Result<(), crate::diag::Diagnostic> {
        let result = match self {
            Pass::Canonicalize(config) => {
                crate::rewrite::canonicalize::canonicalize_with(ctx, top, config).map(drop)
            }
            Pass::Cse => crate::rewrite::cse(ctx, top).map(drop),
            Pass::ApplyPatterns => {
                let patterns = ctx.registry.drr_patterns().freeze(ctx);
                let config = crate::rewrite::GreedyRewriteConfig::default();
                crate::rewrite::apply_patterns_greedily(ctx, top, &patterns, config).map(drop)
            }
            Pass::Tool(pass) => return (pass.run)(ctx, top),
        };
        result.map_err(|e| crate::diag::Diagnostic::error(ctx.op_loc(top), e.to_string()))
    }
}

/// A pass and where it runs: on the top-level op, or on each op named
/// `anchor` directly in its body (`builtin.module(func.func(canonicalize))`
/// runs `canonicalize` on each `func.func` of the module).
#[derive(Clone, Debug)]
struct Step {
    anchor: Option<String>,
    pass: Pass,
}

/// The passes of `builtin.module(a,op.name(b,c))` (or a bare `a,b`): a
/// pass name, or an op name with the passes to run on those ops.
fn parse_pipeline(text: &str, tool_passes: &'static [ToolPass]) -> Result<Vec<Step>, String> {
    let inner = text
        .trim()
        .strip_prefix("builtin.module(")
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or(text.trim());
    let mut steps = Vec::new();
    for element in split_top_level(inner)? {
        // A pass's options in braces: only the canonicalizer takes some.
        let named = |p: &str| {
            let (name, options) = match p.split_once('{') {
                Some((name, rest)) => (name.trim(), rest.strip_suffix('}').map(str::trim)),
                None => (p.trim(), Some("")),
            };
            let pass = Pass::named(name, tool_passes)
                .ok_or_else(|| format!("'{p}' does not refer to a registered pass"))?;
            match (pass, options) {
                (_, None) => Err(format!("'{p}': expected '}}'")),
                (Pass::Canonicalize(_), Some(options)) => {
                    canonicalize_config(options).map(Pass::Canonicalize)
                }
                (_, Some("")) => Ok(pass),
                (_, Some(_)) => Err(format!("'{p}': the pass takes no options")),
            }
        };
        match element.split_once('(') {
            Some((anchor, rest)) => {
                let nested = rest
                    .strip_suffix(')')
                    .ok_or_else(|| format!("'{element}': expected ')'"))?;
                for p in split_top_level(nested)? {
                    if p.contains('(') {
                        return Err(format!("'{p}' is nested too deep for this tool"));
                    }
                    steps.push(Step {
                        anchor: Some(anchor.trim().to_string()),
                        pass: named(p)?,
                    });
                }
            }
            None => steps.push(Step {
                anchor: None,
                pass: named(element)?,
            }),
        }
    }
    Ok(steps)
}

/// The comma-separated elements of `text` outside parentheses, trimmed,
/// empty ones left out.
fn split_top_level(text: &str) -> Result<Vec<&str>, String> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth
                    .checked_sub(1)
                    .ok_or_else(|| format!("unbalanced ')' in '{text}'"))?
            }
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err(format!("unbalanced '(' in '{text}'"));
    }
    out.push(text[start..].trim());
    out.retain(|e| !e.is_empty());
    Ok(out)
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
    main_with_passes(tool, register, &[])
}

/// [`main`] with passes of the tool's own (`--NAME` flags, and names in
/// `--pass-pipeline`).
pub fn main_with_passes(
    tool: &'static str,
    register: Register,
    tool_passes: &'static [ToolPass],
) -> ExitCode {
    let opts = parse_args(tool, tool_passes, std::env::args_os()).unwrap_or_else(|e| e.exit());
    // Deeply nested IR needs more stack than the main thread has.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(tool, register, &opts))
        .expect("spawning the worker thread");
    worker.join().unwrap_or(ExitCode::from(1))
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

/// Parses `args` (program name first) for the tool named `tool`.
fn parse_args(
    tool: &'static str,
    tool_passes: &'static [ToolPass],
    args: impl IntoIterator<Item = impl Into<OsString>>,
) -> Result<Options, clap::Error> {
    let mut cmd = Options::command().name(tool).bin_name(tool);
    for pass in tool_passes {
        cmd = cmd.arg(
            clap::Arg::new(pass.name)
                .long(pass.name)
                .help(pass.help)
                .action(clap::ArgAction::Count),
        );
    }
    let matches = cmd.try_get_matches_from_mut(double_dash_longs(&cmd, args))?;
    let mut opts = Options::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))?;
    // Each `--canonicalize` with its own options.
    let canonicalizers = opts
        .canonicalize
        .iter()
        .map(|o| canonicalize_config(o).map(Pass::Canonicalize))
        .collect::<Result<Vec<Pass>, String>>()
        .map_err(|e| cmd.error(clap::error::ErrorKind::InvalidValue, e))?;
    // The pass flags in the order given.
    let mut passes: Vec<(usize, Step)> = Vec::new();
    let flags = [
        ("canonicalize", canonicalizers),
        ("cse", vec![Pass::Cse]),
        ("apply_patterns", vec![Pass::ApplyPatterns]),
    ]
    .into_iter()
    .chain(tool_passes.iter().map(|p| (p.name, vec![Pass::Tool(p)])));
    for (id, occurrences) in flags {
        if matches.value_source(id) != Some(clap::parser::ValueSource::CommandLine) {
            continue;
        }
        if let Some(at) = matches.indices_of(id) {
            // A count flag has one pass for all its occurrences.
            let pass_at = |k: usize| occurrences[k.min(occurrences.len() - 1)];
            passes.extend(at.enumerate().map(|(k, i)| {
                let step = Step {
                    anchor: None,
                    pass: pass_at(k),
                };
                (i, step)
            }));
        }
    }
    if let Some(pipeline) = &opts.pass_pipeline {
        let at = matches.index_of("pass_pipeline").unwrap_or(0);
        let parsed = parse_pipeline(pipeline, tool_passes).map_err(|e| {
            cmd.error(
                clap::error::ErrorKind::InvalidValue,
                format!("invalid pass pipeline: {e}"),
            )
        })?;
        passes.extend(parsed.into_iter().map(|p| (at, p)));
    }
    passes.sort_by_key(|(i, _)| *i);
    opts.passes = passes.into_iter().map(|(_, p)| p).collect();
    Ok(opts)
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
                    canonicalize_options(&format!("--{rest}")).into()
                }
                Some(rest) if !options_end && rest.starts_with('-') => {
                    canonicalize_options(&format!("-{rest}")).into()
                }
                _ => arg,
            }
        })
        .collect()
}

/// `--canonicalize=test-convergence` as `--canonicalize`: the option only
/// makes mlir-opt check that a second run would change nothing, which the
/// greedy driver's fixed point already is; other arguments as they are
/// (other options are read by [`canonicalize_config`]).
fn canonicalize_options(arg: &str) -> String {
    match arg.strip_prefix("--canonicalize=") {
        Some("test-convergence" | "test-convergence=true" | "test-convergence=1") => {
            "--canonicalize".to_string()
        }
        _ => arg.to_string(),
    }
}

/// The canonicalizer's settings for mlir-opt's option text (space-separated,
/// as `--canonicalize="region-simplify=aggressive test-convergence"` or
/// `canonicalize{region-simplify=aggressive}` give it): the pass's
/// defaults but for `region-simplify`; `test-convergence` changes nothing.
fn canonicalize_config(text: &str) -> Result<crate::rewrite::GreedyRewriteConfig, String> {
    use crate::rewrite::RegionSimplification;
    let mut config = crate::rewrite::canonicalize::canonicalizer_config();
    for option in text.split_whitespace() {
        config.region_simplification = match option {
            "test-convergence" | "test-convergence=true" | "test-convergence=1" => continue,
            "region-simplify=disabled" => RegionSimplification::Disabled,
            "region-simplify=normal" => RegionSimplification::Normal,
            "region-simplify=aggressive" => RegionSimplification::Aggressive,
            _ => return Err(format!("canonicalize option '{option}' is not supported")),
        };
    }
    Ok(config)
}

/// The module mlir-opt makes around a chunk after the first is where the
/// chunk's text starts, just after its `// -----` marker on line `line`,
/// not `0:0` as the module of a whole file.
fn at_chunk_start(ctx: &mut Context, top: crate::OpId, line: u32) {
    let crate::AttrKind::FileLineColLoc {
        file,
        line: 0,
        col: 0,
        end: None,
    } = *ctx.attr_kind(ctx.op_loc(top))
    else {
        return;
    };
    let loc = ctx.attr(crate::AttrKind::FileLineColLoc {
        file,
        line,
        col: "// -----".len() as u32 + 1,
        end: None,
    });
    ctx.set_op_loc(top, loc);
}

/// Runs `passes` on `top` (or on the ops each anchors to), verifying
/// after each as mlir-opt does.
fn run_passes(
    ctx: &mut Context,
    top: crate::OpId,
    passes: &[Step],
    mut timing: Option<&mut TimingReport>,
) -> Result<(), crate::diag::Diagnostic> {
    for step in passes {
        let start = std::time::Instant::now();
        match &step.anchor {
            None => step.pass.run(ctx, top)?,
            Some(anchor) => {
                let mut targets = Vec::new();
                for &r in ctx.regions(top) {
                    for &b in ctx.blocks(r) {
                        let named = ctx
                            .block_op_iter(b)
                            .filter(|&o| ctx.op_name_str(o) == anchor);
                        targets.extend(named);
                    }
                }
                for op in targets {
                    step.pass.run(ctx, op)?;
                }
            }
        }
        if let Some(timing) = timing.as_deref_mut() {
            let time = start.elapsed();
            let name = step.pass.timer_name();
            match &step.anchor {
                None => timing.add(name, 0, time),
                Some(anchor) => {
                    timing.add(&format!("'{anchor}' Pipeline"), 0, time);
                    timing.add(name, 1, time);
                }
            }
        }
        crate::verify::verify(ctx, top)?;
    }
    Ok(())
}

fn run(tool: &str, register: Register, opts: &Options) -> ExitCode {
    if opts.show_dialects {
        println!("{}", available_dialects(register));
        return ExitCode::SUCCESS;
    }
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
    // `--verify-diagnostics`: annotations nothing matched, reported last.
    let mut unmet: Vec<String> = Vec::new();
    let mut timing = opts.timing.then(TimingReport::new);
    for (i, chunk) in chunks.iter().enumerate() {
        let parse_start = std::time::Instant::now();
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
        ctx.multithreading = !opts.disable_threading;
        let top = if opts.verify_diagnostics {
            // mlir-opt still prints what parsed and verified.
            let (top, checked) = check_diagnostics_in(&mut ctx, chunk, &name);
            if let Err(mismatches) = checked {
                // As mlir-opt: the unexpected diagnostics when they are
                // reported, the unmet annotations of all chunks at the end;
                // a malformed annotation has no place.
                for d in &mismatches.unexpected {
                    eprint!("{}", render(&ctx, d, &name, chunk));
                }
                unmet.extend(
                    mismatches
                        .unmet
                        .iter()
                        .map(|e| crate::diag::render_unmet(e, &name, chunk)),
                );
                if mismatches.unexpected.is_empty() && mismatches.unmet.is_empty() {
                    for p in &mismatches.messages {
                        eprintln!("{name}: error: {p}");
                    }
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
        if let (Some(top), Some(&line)) = (top, markers.get(i.wrapping_sub(1))) {
            at_chunk_start(&mut ctx, top, line);
        }
        if let Some(timing) = &mut timing {
            timing.add("Parser", 0, parse_start.elapsed());
        }
        let top =
            top.and_then(
                |top| match run_passes(&mut ctx, top, &opts.passes, timing.as_mut()) {
                    Ok(()) => Some(top),
                    Err(d) => {
                        eprint!("{}", render(&ctx, &d, &name, chunk));
                        failed = true;
                        None
                    }
                },
            );
        if let Some(top) = top {
            let output_start = std::time::Instant::now();
            if let Err(e) = print_top_level_to(&ctx, top, print, &mut sink) {
                eprintln!("{tool}: {e}");
                failed = true;
            }
            if let Some(timing) = &mut timing {
                timing.add("Output", 0, output_start.elapsed());
            }
        }
        // The IR is dropped as a whole; freeing it piece by piece is wasted
        // work at exit.
        if !opts.split {
            std::mem::forget(ctx);
        }
    }
    for report in &unmet {
        eprint!("{report}");
    }
    if sink.flush().is_err() {
        eprintln!("{tool}: cannot write output");
        failed = true;
    }
    if let Some(timing) = &timing {
        eprint!("{}", timing.render());
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod pipeline_tests {
    use super::*;
    use crate::rewrite::RegionSimplification;

    /// The pass's variant name.
    fn name(pass: Pass) -> String {
        let shown = format!("{pass:?}");
        shown.split('(').next().unwrap_or_default().to_string()
    }

    #[test]
    fn a_pipeline_nests_passes_under_an_op_name() {
        let steps =
            parse_pipeline("builtin.module(cse, func.func(canonicalize,cse))", &[]).unwrap();
        let shown: Vec<(Option<&str>, String)> = steps
            .iter()
            .map(|s| (s.anchor.as_deref(), name(s.pass)))
            .collect();
        assert_eq!(
            shown,
            vec![
                (None, "Cse".to_string()),
                (Some("func.func"), "Canonicalize".to_string()),
                (Some("func.func"), "Cse".to_string()),
            ]
        );
        assert_eq!(
            parse_pipeline("builtin.module(func.func(nope))", &[]).unwrap_err(),
            "'nope' does not refer to a registered pass"
        );
        assert!(parse_pipeline("builtin.module(func.func(cse)", &[]).is_err());
    }

    #[test]
    fn canonicalize_takes_test_convergence_and_no_other_option() {
        let steps = parse_pipeline(
            "builtin.module(func.func(canonicalize{test-convergence}))",
            &[],
        )
        .unwrap();
        assert!(matches!(
            steps.as_slice(),
            [Step {
                pass: Pass::Canonicalize(_),
                ..
            }]
        ));
        assert_eq!(
            parse_pipeline("canonicalize{max-iterations=1}", &[]).unwrap_err(),
            "canonicalize option 'max-iterations=1' is not supported"
        );
        assert_eq!(
            parse_pipeline("cse{test-convergence}", &[]).unwrap_err(),
            "'cse{test-convergence}': the pass takes no options"
        );
    }

    /// The region simplification level of the only pass of `steps`.
    fn level(steps: &[Step]) -> RegionSimplification {
        match steps {
            [Step {
                pass: Pass::Canonicalize(config),
                ..
            }] => config.region_simplification,
            _ => panic!("not one canonicalizer: {steps:?}"),
        }
    }

    #[test]
    fn canonicalize_takes_the_region_simplify_option() {
        let pipeline = |text: &str| level(&parse_pipeline(text, &[]).unwrap());
        assert_eq!(pipeline("canonicalize"), RegionSimplification::Normal);
        assert_eq!(
            pipeline("builtin.module(canonicalize{region-simplify=aggressive})"),
            RegionSimplification::Aggressive
        );
        assert_eq!(
            pipeline("canonicalize{ test-convergence region-simplify=disabled }"),
            RegionSimplification::Disabled
        );
        let flags = |args: &[&str]| {
            let args = std::iter::once("ods-opt")
                .chain(args.iter().copied())
                .map(OsString::from);
            let opts = parse_args("ods-opt", &[], args).unwrap();
            opts.passes
                .iter()
                .map(|s| match s.pass {
                    Pass::Canonicalize(c) => Some(c.region_simplification),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        use RegionSimplification::*;
        assert_eq!(
            flags(&[
                "--canonicalize",
                "--cse",
                "--canonicalize=region-simplify=aggressive",
                "-canonicalize=region-simplify=disabled test-convergence",
                "--canonicalize=region-simplify=normal",
            ]),
            [
                Some(Normal),
                None,
                Some(Aggressive),
                Some(Disabled),
                Some(Normal)
            ]
        );
        let bad = ["ods-opt", "--canonicalize=region-simplify=wild"].map(OsString::from);
        assert!(parse_args("ods-opt", &[], bad).is_err());
    }

    #[test]
    fn canonicalize_takes_the_test_convergence_option() {
        let passes = |args: &[&str]| {
            let args = std::iter::once("ods-opt")
                .chain(args.iter().copied())
                .map(OsString::from);
            parse_args("ods-opt", &[], args)
                .map(|o| o.passes.iter().map(|s| name(s.pass)).collect::<Vec<_>>())
        };
        let canonicalize = vec!["Canonicalize".to_string()];
        assert_eq!(
            passes(&["-canonicalize=test-convergence"]).unwrap(),
            canonicalize
        );
        assert_eq!(passes(&["--canonicalize"]).unwrap(), canonicalize);
        assert!(passes(&["--canonicalize=max-iterations=2"]).is_err());
    }
}
