//! mlir-opt's driver flags on how the input is read and its diagnostics
//! checked: `--no-implicit-module` and `-verify-diagnostics[=LEVEL]`.

/// The flags, as clap reads them.
#[derive(Debug, clap::Args)]
pub(super) struct DriverFlags {
    /// Disable implicit addition of a top-level module op during parsing:
    /// the input holds one operation, which the passes run on
    #[arg(long = "no-implicit-module", value_name = "BOOL", num_args = 0..=1,
          require_equals = true, default_missing_value = "true")]
    no_implicit_module: Option<String>,
    /// Check the diagnostics against the `// expected-error {{...}}` (and
    /// -warning, -remark, -note) annotations of the input instead of
    /// printing them: `all` (the default) also reports the unexpected
    /// ones, `only-expected` only the annotations nothing matched
    #[arg(long = "verify-diagnostics", value_name = "LEVEL", num_args = 0..=1,
          require_equals = true, default_missing_value = "all")]
    verify_diagnostics: Option<String>,
}

/// What `-verify-diagnostics` checks (MLIR's
/// `SourceMgrDiagnosticVerifierHandler::Level`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum VerifyLevel {
    /// Every diagnostic is expected, every annotation met.
    All,
    /// Every annotation met; diagnostics none expected are let through.
    OnlyExpected,
}

impl DriverFlags {
    /// LLVM's error for a value it does not take, without the tool's
    /// name: `for the --verify-diagnostics option: Cannot find option
    /// named 'x'!`.
    pub(super) fn check(&self) -> Result<(), String> {
        if let Some(value) = &self.no_implicit_module {
            super::llvm_bool(value)
                .map_err(|e| format!("for the --no-implicit-module option: {e}"))?;
        }
        match self.verify_diagnostics.as_deref() {
            Some(other) if parse_level(other).is_none() => Err(format!(
                "for the --verify-diagnostics option: Cannot find option named '{other}'!"
            )),
            _ => Ok(()),
        }
    }

    /// Whether a module is made around the input's operations (after
    /// [`check`](DriverFlags::check)).
    pub(super) fn implicit_module(&self) -> bool {
        let off = self.no_implicit_module.as_deref().map(super::llvm_bool);
        !matches!(off, Some(Ok(true)))
    }

    /// The level of `-verify-diagnostics`, if given (after [`check`]).
    ///
    /// [`check`]: DriverFlags::check
    pub(super) fn verify_level(&self) -> Option<VerifyLevel> {
        self.verify_diagnostics.as_deref().and_then(parse_level)
    }
}

/// A level's name as LLVM's command line reads it (empty: `all`).
fn parse_level(name: &str) -> Option<VerifyLevel> {
    match name {
        "" | "all" => Some(VerifyLevel::All),
        "only-expected" => Some(VerifyLevel::OnlyExpected),
        _ => None,
    }
}
