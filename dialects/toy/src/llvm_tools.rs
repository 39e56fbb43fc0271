//! The last steps of `-emit=llvm` and `-emit=jit`: the module's LLVM IR,
//! written by ods-dialects' own exporter, then what the tutorial does with
//! LLVM's libraries. LLVM's optimizer (`-opt`) and its JIT are not part of
//! ods-rs: they are the installed LLVM tools `opt` and `lli`, found on
//! `PATH` (as `opt-22` or `opt`) or under `/usr/lib/llvm-22/bin`, and a
//! clear error names what is missing.

use ods_dialects::target::llvmir::translate_to_llvmir;
use ods_runtime::{Context, OpId};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The installed LLVM 22 tool `name`, if any.
pub fn find_llvm_tool(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let on_path = [format!("{name}-22"), name.to_string()]
        .into_iter()
        .flat_map(|file| std::env::split_paths(&path).map(move |dir| dir.join(&file)));
    let installed = std::iter::once(PathBuf::from("/usr/lib/llvm-22/bin").join(name));
    on_path.chain(installed).find(|p| p.is_file())
}

/// The tool `name`, or the error saying it is needed for `what`.
fn require_tool(name: &str, what: &str) -> Result<PathBuf, String> {
    find_llvm_tool(name).ok_or_else(|| {
        format!(
            "{what} needs LLVM 22's `{name}` (on PATH as `{name}-22` or `{name}`, or in /usr/lib/llvm-22/bin), which is not installed"
        )
    })
}

/// The LLVM IR of `module` (the tutorial's `translateModuleToLLVMIR`);
/// with `optimize`, through `opt -O3` as the tutorial's
/// `makeOptimizingTransformer(3, ...)`.
pub fn emit_llvm_ir(ctx: &Context, module: OpId, optimize: bool) -> Result<String, String> {
    let (text, result) = translate_to_llvmir(ctx, module);
    if let Err(e) = result {
        let message = match e {
            ods_dialects::target::TranslateError::Diagnostic(d) => d.message,
            ods_dialects::target::TranslateError::InvalidModule(report) => report,
        };
        return Err(format!("Failed to emit LLVM IR: {message}"));
    }
    if !optimize {
        return Ok(text);
    }
    let opt = require_tool("opt", "-opt on LLVM IR")?;
    let output = pipe(Command::new(opt).args(["-O3", "-S", "-"]), &text)?;
    if !output.status.success() {
        return Err(format!(
            "Failed to optimize LLVM IR: {}",
            String::from_utf8_lossy(&output.stderr).trim_end()
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| format!("Failed to optimize LLVM IR: {e}"))
}

/// Runs the program of `ir` with `lli` (the tutorial's `ExecutionEngine`
/// invoking `main`, at `-O3` with `optimize`), its output on ours; the
/// exit code `lli` gives.
pub fn run_jit(ir: &str, optimize: bool) -> Result<i32, String> {
    let lli = require_tool("lli", "-emit=jit")?;
    let level = if optimize { "-O3" } else { "-O0" };
    let mut child = Command::new(lli)
        .args([level, "-"])
        .stdin(Stdio::piped())
        .spawn()
        .map_err(|e| format!("JIT invocation failed: {e}"))?;
    write_stdin(&mut child, ir)?;
    let status = child
        .wait()
        .map_err(|e| format!("JIT invocation failed: {e}"))?;
    Ok(status.code().unwrap_or(1))
}

/// Runs `command` with `input` on its standard input, collecting its
/// output.
fn pipe(command: &mut Command, input: &str) -> Result<std::process::Output, String> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {:?}: {e}", command.get_program()))?;
    write_stdin(&mut child, input)?;
    child
        .wait_with_output()
        .map_err(|e| format!("cannot run {:?}: {e}", command.get_program()))
}

/// Writes `input` to the child's standard input and closes it.
fn write_stdin(child: &mut std::process::Child, input: &str) -> Result<(), String> {
    let mut stdin = child.stdin.take().expect("stdin was piped");
    stdin
        .write_all(input.as_bytes())
        .map_err(|e| format!("cannot write to the LLVM tool: {e}"))
}
