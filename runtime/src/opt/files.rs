//! Output files as mlir-opt's helpers open them (`openOutputFile`), with
//! LLVM's words for what goes wrong.

use std::io::Write;

/// `path` created for writing (`-`: standard output), or LLVM's message:
/// `cannot open output file 'PATH': No such file or directory`.
pub(super) fn open_output(path: &str) -> Result<Box<dyn Write + Send>, String> {
    if path == "-" {
        return Ok(Box::new(std::io::stdout()));
    }
    std::fs::File::create(path)
        .map(|file| Box::new(file) as Box<dyn Write + Send>)
        .map_err(|e| format!("cannot open output file '{path}': {}", io_error_text(&e)))
}

/// An I/O error as LLVM's `std::error_code::message` words it: the
/// system's text, without Rust's ` (os error N)`.
pub(super) fn io_error_text(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}
