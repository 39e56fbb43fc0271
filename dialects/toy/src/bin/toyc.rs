//! `toyc`: the Toy tutorial's compiler (`toyc-ch7`). `toyc FILE
//! -emit=ast|mlir|mlir-affine|mlir-llvm|llvm|jit [-opt] [-x toy|mlir]
//! [--mlir-print-debuginfo]` reads Toy source (or MLIR, for a `.mlir` file
//! or `-x mlir`) and prints its AST, its IR or its LLVM IR on standard
//! error, as the tutorial does, or runs it (`-emit=jit`).

use ods_runtime::asm::printer::attr_to_string;
use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::diag::Diagnostic;
use ods_runtime::{AttrKind, Context, OpId};
use std::io::Read;
use std::process::ExitCode;
use toy::llvm_tools::{emit_llvm_ir, run_jit};
use toy::pipeline::{pass_manager, Level};

/// What to print (the tutorial's `-emit` values, in their order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Action {
    None,
    Ast,
    Mlir,
    MlirAffine,
    MlirLlvm,
    Llvm,
    Jit,
}

/// The command line.
struct Options {
    input: String,
    action: Action,
    mlir_input: bool,
    optimize: bool,
    debug_info: bool,
}

fn parse_args(args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut opts = Options {
        input: "-".into(),
        action: Action::None,
        mlir_input: false,
        optimize: false,
        debug_info: false,
    };
    let mut args = args.peekable();
    let mut positional = None;
    while let Some(arg) = args.next() {
        let flag = arg.trim_start_matches('-');
        if arg == "-" || !arg.starts_with('-') {
            if positional.replace(arg.clone()).is_some() {
                return Err("Too many positional arguments specified!".into());
            }
            continue;
        }
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        match name {
            "emit" => {
                opts.action = match value.as_deref() {
                    Some("ast") => Action::Ast,
                    Some("mlir") => Action::Mlir,
                    Some("mlir-affine") => Action::MlirAffine,
                    Some("mlir-llvm") => Action::MlirLlvm,
                    Some("llvm") => Action::Llvm,
                    Some("jit") => Action::Jit,
                    Some(v) => {
                        return Err(format!(
                            "for the --emit option: Cannot find option named '{v}'!"
                        ))
                    }
                    None => return Err("for the --emit option: requires a value!".into()),
                }
            }
            "x" => {
                let value = match value {
                    Some(v) => v,
                    None => args.next().ok_or("for the -x option: requires a value!")?,
                };
                opts.mlir_input = match value.as_str() {
                    "toy" => false,
                    "mlir" => true,
                    v => {
                        return Err(format!(
                            "for the -x option: Cannot find option named '{v}'!"
                        ))
                    }
                };
            }
            "opt" => opts.optimize = true,
            "mlir-print-debuginfo" => opts.debug_info = true,
            _ => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: 'toyc --help'"
                ))
            }
        }
    }
    if let Some(p) = positional {
        opts.input = p;
    }
    Ok(opts)
}

/// The input's bytes, or the reason it cannot be read as LLVM words it
/// (`No such file or directory`).
fn read_input(name: &str) -> Result<Vec<u8>, String> {
    let read = if name == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map(|_| bytes)
    } else {
        std::fs::read(name)
    };
    read.map_err(|e| {
        let text = e.to_string();
        match text.find(" (os error") {
            Some(at) => text[..at].to_string(),
            None => text,
        }
    })
}

/// A diagnostic as MLIR's default handler prints an error: the location
/// (unless unknown), then `error: ` and the message.
fn render(ctx: &Context, d: &Diagnostic) -> String {
    if matches!(ctx.attr_kind(d.loc), AttrKind::UnknownLoc) {
        return format!("error: {}", d.message);
    }
    format!("{}: error: {}", attr_to_string(ctx, d.loc), d.message)
}

/// Parses the Toy input; the parser's messages go to standard error.
fn parse_toy(opts: &Options) -> Option<toy::ast::Module> {
    let source = match read_input(&opts.input) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("Could not open input file: {e}");
            return None;
        }
    };
    let outcome = toy::parser::parse(&source, &opts.input);
    for e in &outcome.errors {
        eprintln!("{e}");
    }
    outcome.module
}

/// The module of the input (Toy or MLIR), or the tutorial's exit code.
fn load(ctx: &mut Context, opts: &Options) -> Result<OpId, u8> {
    if !opts.mlir_input && !opts.input.ends_with(".mlir") {
        let module = parse_toy(opts).ok_or(6)?;
        let outcome = toy::mlirgen::mlir_gen(ctx, &module);
        for d in &outcome.errors {
            eprintln!("{}", render(ctx, d));
        }
        return outcome.module.ok_or(1);
    }
    let source = match read_input(&opts.input) {
        Ok(s) => String::from_utf8_lossy(&s).into_owned(),
        Err(e) => {
            eprintln!("Could not open input file: {e}");
            return Err(255);
        }
    };
    ods_runtime::parse_and_verify(ctx, &source, &opts.input).map_err(|d| {
        eprintln!("{}", render(ctx, &d));
        eprintln!("Error can't load file {}", opts.input);
        3
    })
}

fn run(opts: &Options) -> u8 {
    if opts.action == Action::Ast {
        if opts.mlir_input {
            eprintln!("Can't dump a Toy AST when the input is MLIR");
            return 5;
        }
        let Some(module) = parse_toy(opts) else {
            return 1;
        };
        eprint!("{}", toy::dump::dump(&module));
        return 0;
    }
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    sample_dialect::inliner::register(&mut ctx);
    let module = match load(&mut ctx, opts) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let level = match opts.action {
        Action::MlirAffine => Level::Affine,
        Action::MlirLlvm | Action::Llvm | Action::Jit => Level::Llvm,
        _ => Level::Toy,
    };
    if let Some(mut pm) = pass_manager(level, opts.optimize) {
        let result = pm.run(&mut ctx, module);
        for d in ctx.take_diagnostics() {
            eprintln!("{}", render(&ctx, &d));
        }
        if let Err(failure) = result {
            if let Some(d) = failure.diagnostic {
                eprintln!("{}", render(&ctx, &d));
            }
            return 4;
        }
    }
    match opts.action {
        Action::Llvm => match emit_llvm_ir(&ctx, module, opts.optimize) {
            Ok(ir) => {
                eprintln!("{ir}");
                0
            }
            Err(e) => {
                eprintln!("{e}");
                255
            }
        },
        Action::Jit => {
            let run = emit_llvm_ir(&ctx, module, false).and_then(|ir| run_jit(&ir, opts.optimize));
            match run {
                Ok(0) => 0,
                Ok(_) => {
                    eprintln!("JIT invocation failed");
                    255
                }
                Err(e) => {
                    eprintln!("{e}");
                    255
                }
            }
        }
        _ => print_module(&ctx, module, opts),
    }
}

/// Prints the module on standard error, as the tutorial's `module->dump()`.
fn print_module(ctx: &Context, module: OpId, opts: &Options) -> u8 {
    let print = PrintOptions {
        debug_info: opts.debug_info,
        local_scope: true,
        ..PrintOptions::default()
    };
    match print_top_level(ctx, module, print) {
        Ok(text) => {
            eprintln!("{}", text.trim_end());
            0
        }
        Err(e) => {
            eprintln!("toyc: {e}");
            1
        }
    }
}

fn main() -> ExitCode {
    let opts = match parse_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("toyc: {message}");
            return ExitCode::from(1);
        }
    };
    // Deeply nested input needs more stack than the main thread has.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(&opts));
    match worker.map(|w| w.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => ExitCode::from(1),
    }
}
