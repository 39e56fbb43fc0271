//! `ods-mlir-translate`'s driver (MLIR's `mlirTranslateMain`): reads a
//! file or standard input, parses and verifies it (each `// -----` chunk
//! on its own with `--split-input-file`), runs the translation its flag
//! names, and writes the text to standard output or `-o FILE`; with
//! `--verify-diagnostics`, checks what was reported against the
//! `expected-*` annotations instead of printing it.

use super::{translations, TranslateError, TranslateOptions, Translation};
use ods_runtime::diag::{render, render_unmet};
use ods_runtime::{check_diagnostics_in, parse_and_verify, Context};
use std::io::{Read, Write};
use std::process::ExitCode;

/// The command line, as mlir-translate reads it.
#[derive(Default)]
struct Args {
    translation: Option<usize>,
    options: TranslateOptions,
    split: bool,
    verify_diagnostics: bool,
    allow_unregistered: bool,
    output: Option<String>,
    input: Option<String>,
}

const USAGE: &str = "USAGE: ods-mlir-translate [options] <input file>

OPTIONS:
  --allow-unregistered-dialect  Allow operation with no registered dialects
  --declare-variables-at-top    Declare variables at top when emitting C/C++
  --file-id=<string>            Emit emitc.file ops with matching id
  -o <filename>                 Output filename
  --split-input-file            Split the input file into chunks using the default marker and process each chunk independently
  --verify-diagnostics          Check that emitted diagnostics match expected-* lines on the corresponding line
  Translations to perform:";

/// Reads the arguments (program name excluded); options take one dash or
/// two, values after `=` or as the next argument.
fn parse_args(args: &[String], all: &[Translation]) -> Result<Args, String> {
    let mut parsed = Args::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let Some(option) = arg
            .strip_prefix("--")
            .or_else(|| arg.strip_prefix('-'))
            .filter(|o| !o.is_empty())
        else {
            if parsed.input.replace(arg.clone()).is_some() {
                return Err(format!(
                    "Too many positional arguments specified! (extra: '{arg}')"
                ));
            }
            continue;
        };
        let (name, inline_value) = match option.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (option, None),
        };
        let mut value = || {
            inline_value
                .clone()
                .or_else(|| rest.next().cloned())
                .ok_or_else(|| format!("Not enough values for option '{name}'"))
        };
        match name {
            "o" => parsed.output = Some(value()?),
            "file-id" => parsed.options.cpp.file_id = value()?,
            "declare-variables-at-top" => parsed.options.cpp.declare_variables_at_top = true,
            "split-input-file" => parsed.split = true,
            "verify-diagnostics" => parsed.verify_diagnostics = true,
            "allow-unregistered-dialect" => parsed.allow_unregistered = true,
            // One thread is all a translation takes.
            "mlir-disable-threading" => {}
            _ => match all.iter().position(|t| t.flag == name) {
                Some(index) => {
                    if parsed.translation.replace(index).is_some() {
                        return Err("Only one translation may be specified".to_string());
                    }
                }
                None => return Err(format!("Unknown command line argument '{arg}'.")),
            },
        }
    }
    Ok(parsed)
}

/// The chunks of `source` and the line each starts at: a chunk after a
/// `// -----` marker starts with the rest of the marker's line, as
/// mlir-translate cuts them.
fn split_chunks(source: &str) -> Vec<(String, usize)> {
    let mut chunks = vec![(String::new(), 1)];
    for (index, line) in source.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            let rest = &line["// -----".len()..];
            chunks.push((rest.to_string(), index + 1));
        } else if let Some((chunk, _)) = chunks.last_mut() {
            chunk.push_str(line);
        }
    }
    chunks
}

/// What one chunk gave: its text, and whether all went well.
struct ChunkResult {
    text: String,
    ok: bool,
}

/// Parses, verifies and translates one buffer named `name`, reporting
/// the diagnostics on standard error (or checking them against the
/// buffer's annotations).
fn run_chunk(args: &Args, translation: &Translation, source: &str, name: &str) -> ChunkResult {
    let mut ctx = Context::new();
    (translation.register)(&mut ctx);
    ctx.allow_unregistered = args.allow_unregistered;
    let mut text = String::new();
    let translate = |ctx: &Context, top, text: &mut String| {
        let (out, result) = (translation.translate)(ctx, top, &args.options);
        *text = out;
        result
    };
    if args.verify_diagnostics {
        let (_, checked) =
            check_diagnostics_in(
                &mut ctx,
                source,
                name,
                |ctx, top, diagnostics| match translate(ctx, top, &mut text) {
                    Ok(()) => true,
                    Err(TranslateError::Diagnostic(d)) => {
                        diagnostics.push(d);
                        false
                    }
                    // Not a diagnostic: mlir-translate prints the report
                    // and checks the annotations against what was
                    // reported, which passes when nothing was expected.
                    Err(TranslateError::InvalidModule(report)) => {
                        eprint!("{report}");
                        false
                    }
                },
            );
        let Err(mismatches) = checked else {
            return ChunkResult { text, ok: true };
        };
        for d in &mismatches.unexpected {
            eprint!("{}", render(&ctx, d, name, source));
        }
        // As mlir-translate: the annotations nothing matched after the
        // chunk's unexpected diagnostics.
        for e in &mismatches.unmet {
            eprint!("{}", render_unmet(e, name, source));
        }
        if mismatches.unexpected.is_empty() && mismatches.unmet.is_empty() {
            for message in &mismatches.messages {
                eprintln!("{name}: error: {message}");
            }
        }
        return ChunkResult { text, ok: false };
    }
    let parsed = parse_and_verify(&mut ctx, source, name);
    let mut ok = true;
    for d in ctx.take_diagnostics() {
        eprint!("{}", render(&ctx, &d, name, source));
        ok &= d.severity != ods_runtime::diag::Severity::Error;
    }
    let result = parsed
        .map_err(TranslateError::from)
        .and_then(|top| translate(&ctx, top, &mut text));
    match result {
        Ok(()) => {}
        Err(TranslateError::Diagnostic(d)) => {
            eprint!("{}", render(&ctx, &d, name, source));
            ok = false;
        }
        Err(TranslateError::InvalidModule(report)) => {
            eprint!("{report}");
            ok = false;
        }
    }
    ChunkResult { text, ok }
}

/// The system's message for an I/O error, without Rust's "(os error N)".
fn os_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// Reads the input: a file, or standard input for `-` or none.
fn read_input(path: Option<&str>) -> Result<(String, String), String> {
    let (name, bytes) = match path.filter(|&p| p != "-") {
        Some(path) => (
            path.to_string(),
            std::fs::read(path)
                .map_err(|e| format!("cannot open input file '{path}': {}", os_message(&e)))?,
        ),
        None => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            ("<stdin>".to_string(), bytes)
        }
    };
    let text = String::from_utf8(bytes).map_err(|_| format!("{name}: input is not valid UTF-8"))?;
    Ok((name, text))
}

/// Runs `ods-mlir-translate` with `args` (program name excluded).
pub fn main(args: &[String]) -> ExitCode {
    let all = translations();
    if args
        .iter()
        .any(|a| a == "--help" || a == "-help" || a == "-h")
    {
        println!("{USAGE}");
        for t in &all {
            println!("      --{:<28}- {}", t.flag, t.description);
        }
        return ExitCode::SUCCESS;
    }
    let args = match parse_args(args, &all) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("ods-mlir-translate: {message}");
            return ExitCode::from(1);
        }
    };
    let Some(translation) = args.translation.map(|i| &all[i]) else {
        eprintln!(
            "ods-mlir-translate: Translation to perform option: must be specified at least once!"
        );
        return ExitCode::from(1);
    };
    let (name, source) = match read_input(args.input.as_deref()) {
        Ok(input) => input,
        Err(message) => {
            // As mlir-translate: no tool name before it.
            eprintln!("{message}");
            return ExitCode::from(1);
        }
    };
    let results: Vec<ChunkResult> = if args.split {
        split_chunks(&source)
            .iter()
            .map(|(chunk, line)| {
                let chunk_name = format!("within split at {name}:{line} offset ");
                run_chunk(&args, translation, chunk, &chunk_name)
            })
            .collect()
    } else {
        vec![run_chunk(&args, translation, &source, &name)]
    };
    let ok = results.iter().all(|r| r.ok);
    // As mlir-translate: the chunks' texts one after another, a new line
    // between two.
    let text: Vec<&str> = results.iter().map(|r| r.text.as_str()).collect();
    let text = text.join("\n");
    let written = match args.output.as_deref().filter(|&o| o != "-") {
        // The output file is kept only when all went well.
        Some(path) if ok => std::fs::write(path, &text),
        Some(_) => Ok(()),
        None => std::io::stdout().lock().write_all(text.as_bytes()),
    };
    if let Err(e) = written {
        eprintln!("ods-mlir-translate: cannot write the output: {e}");
        return ExitCode::from(1);
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
