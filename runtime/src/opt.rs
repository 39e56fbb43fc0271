//! The driver of `ods-opt` and of each dialect's `*-opt` tool: reads
//! MLIR textual IR, verifies it and prints it like `mlir-opt`: registered
//! operations in their custom forms, or everything in the generic form with
//! `--print-generic`.

use crate::asm::{print_top_level_to, PrintOptions};
use crate::diag::render;
use crate::{check_diagnostics, parse_source, verify::verify, Context};
use std::io::Write;
use std::process::ExitCode;

const FLAGS: &str = "[--print-generic] [--allow-unregistered] [--print-debuginfo] [--verify-diagnostics] [--split-input-file] [-o OUT] FILE";

/// Registers dialects in a fresh context.
pub type Register = fn(&mut Context);

struct Options {
    input: String,
    output: Option<String>,
    allow_unregistered: bool,
    debug_info: bool,
    generic: bool,
    verify_diagnostics: bool,
    split: bool,
}

fn parse_args(tool: &str) -> Result<Options, String> {
    let usage = format!("usage: {tool} {FLAGS}");
    let mut o = Options {
        input: String::new(),
        output: None,
        allow_unregistered: false,
        debug_info: false,
        generic: false,
        verify_diagnostics: false,
        split: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.trim_start_matches('-') {
            "print-generic" | "mlir-print-op-generic" => o.generic = true,
            "allow-unregistered" | "allow-unregistered-dialect" => o.allow_unregistered = true,
            "print-debuginfo" | "mlir-print-debuginfo" => o.debug_info = true,
            "verify-diagnostics" => o.verify_diagnostics = true,
            "split-input-file" => o.split = true,
            "o" => o.output = Some(args.next().ok_or("missing value after -o")?),
            "h" | "help" => return Err(usage),
            _ if a.starts_with('-') && a != "-" => {
                return Err(format!("unknown option '{a}'\n{usage}"))
            }
            _ => o.input = a,
        }
    }
    if o.input.is_empty() {
        return Err(format!("no input file\n{usage}"));
    }
    Ok(o)
}

/// Runs the tool `tool` on the process arguments, with the dialects that
/// `register` adds.
pub fn main(tool: &'static str, register: Register) -> ExitCode {
    let opts = match parse_args(tool) {
        Ok(o) => o,
        Err(m) => {
            eprintln!("{m}");
            return ExitCode::from(1);
        }
    };
    // Deeply nested IR needs more stack than the main thread has.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(tool, register, &opts))
        .expect("spawning the worker thread");
    worker.join().unwrap_or(ExitCode::from(1))
}

fn run(tool: &str, register: Register, opts: &Options) -> ExitCode {
    let source = match std::fs::read(&opts.input) {
        Ok(b) => match String::from_utf8(b) {
            Ok(s) => s,
            Err(_) => {
                eprintln!("{}: error: input is not valid UTF-8", opts.input);
                return ExitCode::from(1);
            }
        },
        Err(e) => {
            eprintln!("{tool}: cannot read '{}': {e}", opts.input);
            return ExitCode::from(1);
        }
    };
    let mut sink: Box<dyn Write> = match &opts.output {
        Some(p) if p != "-" => match std::fs::File::create(p) {
            Ok(f) => Box::new(std::io::BufWriter::new(f)),
            Err(e) => {
                eprintln!("{tool}: cannot write '{p}': {e}");
                return ExitCode::from(1);
            }
        },
        _ => Box::new(std::io::BufWriter::new(std::io::stdout().lock())),
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
        if opts.verify_diagnostics {
            if let Err(problems) =
                check_diagnostics(chunk, &opts.input, opts.allow_unregistered, register)
            {
                for p in &problems {
                    eprintln!("{}: error: {p}", opts.input);
                }
                failed = true;
            }
            continue;
        }
        let mut ctx = Context::new();
        register(&mut ctx);
        ctx.allow_unregistered = opts.allow_unregistered;
        let result = parse_source(&mut ctx, chunk, &opts.input)
            .and_then(|top| verify(&ctx, top).map(|()| top));
        // Like mlir-opt, a marker separates the outputs of all chunks, also
        // of those that failed.
        if i > 0 && sink.write_all(b"// -----\n").is_err() {
            failed = true;
        }
        // Warnings and remarks come first, as mlir-opt reports them when
        // they are emitted, before the error that stops the work.
        for d in ctx.take_diagnostics() {
            eprint!("{}", render(&ctx, &d, &opts.input, chunk));
            failed |= d.severity == crate::diag::Severity::Error;
        }
        match result {
            Ok(top) => {
                if let Err(e) = print_top_level_to(
                    &ctx,
                    top,
                    PrintOptions {
                        debug_info: opts.debug_info,
                        generic: opts.generic,
                    },
                    &mut sink,
                ) {
                    eprintln!("{tool}: {e}");
                    failed = true;
                }
            }
            Err(d) => {
                eprint!("{}", render(&ctx, &d, &opts.input, chunk));
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
