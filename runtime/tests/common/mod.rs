//! What the tests of the `ods-opt` binary share.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `ods-opt args` with `stdin` piped in. A tool that stops at its
/// arguments does not read its input, so a failed write is not an error.
pub fn run_ods_opt(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let _ = pipe.write_all(stdin);
    drop(pipe);
    child.wait_with_output().unwrap()
}
