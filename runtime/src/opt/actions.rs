//! mlir-opt's action tracing flags (`--log-actions-to`,
//! `--log-mlir-actions-filter`, `--profile-actions-to`): the observers set
//! on each chunk's context, as MLIR's `InstallDebugHandler` sets them up.

use crate::action::{
    ActionLogger, ActionObserver, ActionProfiler, LocationBreakpoint, LocationFilter,
};
use crate::Context;
use std::io::Write;

/// The flags, as clap reads them.
#[derive(Debug, clap::Args)]
pub(super) struct ActionFlags {
    /// Log action execution to a file, or stdout if '-' is passed
    #[arg(long = "log-actions-to", value_name = "FILE")]
    log_to: Option<String>,
    /// Profile action execution (a Chrome trace) to a file, or stdout if
    /// '-' is passed
    #[arg(long = "profile-actions-to", value_name = "FILE")]
    profile_to: Option<String>,
    /// Comma separated list of locations (`file`, `file:line`,
    /// `file:line:col`) to filter actions from logging
    #[arg(
        long = "log-mlir-actions-filter",
        value_name = "LOCATIONS",
        value_delimiter = ','
    )]
    filter: Vec<String>,
}

impl ActionFlags {
    /// The filter's locations, or MLIR's messages for the first that does
    /// not read (the tool then exits with 1, as mlir-opt does).
    pub(super) fn check(&self) -> Result<(), String> {
        self.location_filter().map(|_| ())
    }

    fn location_filter(&self) -> Result<LocationFilter, String> {
        let mut filter = LocationFilter::default();
        for text in &self.filter {
            let breakpoint = LocationBreakpoint::parse(text)
                .map_err(|e| format!("{e}\nInvalid location filter: {text}"))?;
            filter.add(breakpoint);
        }
        Ok(filter)
    }

    /// Whether an observer writes to standard output (`-`).
    pub(super) fn writes_stdout(&self) -> bool {
        [&self.log_to, &self.profile_to]
            .iter()
            .any(|to| to.as_deref() == Some("-"))
    }

    /// Ends the chunk's observers (the profile's closing `]`).
    pub(super) fn end_chunk(&self, ctx: &mut Context) {
        ctx.set_action_observers(Vec::new());
    }

    /// Sets the observers on a chunk's context, with what mlir-opt writes
    /// to standard error meanwhile. A file that does not open is reported
    /// as MLIR reports it and leaves the context without observers (the
    /// tool's status unchanged).
    pub(super) fn install(&self, ctx: &mut Context) {
        if self.log_to.is_none() && self.profile_to.is_none() {
            return;
        }
        eprint!("ExecutionContext registered on the context");
        let mut observers: Vec<Box<dyn ActionObserver>> = Vec::new();
        if let Some(path) = &self.log_to {
            let Some(out) = open(path, "log-actions-to") else {
                return;
            };
            let filter = self.location_filter().unwrap_or_default();
            observers.push(Box::new(ActionLogger::new(out, filter)));
        }
        if let Some(path) = &self.profile_to {
            let Some(out) = open(path, "profile-actions-to") else {
                return;
            };
            observers.push(Box::new(ActionProfiler::new(out)));
        }
        eprintln!();
        ctx.set_action_observers(observers);
    }
}

/// `path` (`-`: standard output) opened for writing, or `None` once
/// MLIR's error for `--FLAG` is written.
fn open(path: &str, flag: &str) -> Option<Box<dyn Write + Send>> {
    super::files::open_output(path)
        .map_err(|e| eprintln!("error: Opening file for --{flag} failed: {e}\n"))
        .ok()
}
