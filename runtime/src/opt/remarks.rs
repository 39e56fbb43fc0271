//! mlir-opt's remark flags (`--remarks-filter*`, `--remark-policy`,
//! `--remark-format`, `--remarks-output-file`): checked as LLVM's command
//! line checks them, and made into each chunk's [`RemarkEngine`].

use crate::remark::{
    RemarkCategories, RemarkEngine, RemarkPolicy, RemarkStreamer, YamlRemarkStreamer,
};
use std::sync::Arc;

/// The flags, as clap reads them.
#[derive(Debug, clap::Args)]
#[command(next_help_heading = "Remark options (filters are regular expressions)")]
pub(super) struct RemarkFlags {
    /// Show all remarks: passed, missed, failed, analysis
    #[arg(long = "remarks-filter", value_name = "REGEX")]
    filter_all: Option<String>,
    /// Show passed remarks
    #[arg(long = "remarks-filter-passed", value_name = "REGEX")]
    filter_passed: Option<String>,
    /// Show missed remarks
    #[arg(long = "remarks-filter-missed", value_name = "REGEX")]
    filter_missed: Option<String>,
    /// Show failed remarks
    #[arg(long = "remarks-filter-failed", value_name = "REGEX")]
    filter_failed: Option<String>,
    /// Show analysis remarks
    #[arg(long = "remarks-filter-analyse", value_name = "REGEX")]
    filter_analysis: Option<String>,
    /// When remarks are reported: `all` (as emitted) or `final` (the last
    /// of each kind, place, name and category, at the end of the run)
    #[arg(long = "remark-policy", value_name = "POLICY")]
    remark_policy: Option<String>,
    /// How remarks are reported: `emitRemark` (remark diagnostics, the
    /// default), `yaml` or `bitstream` (a file; ods-rs writes no
    /// bitstream remarks, none of its passes emits remarks)
    #[arg(long = "remark-format", value_name = "FORMAT")]
    remark_format: Option<String>,
    /// Output file for yaml and bitstream remark formats. Default is
    /// mlir-remarks.yaml or mlir-remarks.bitstream
    #[arg(long = "remarks-output-file", value_name = "FILE")]
    remarks_output: Option<String>,
}

/// Where remarks go (`--remark-format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Diagnostics,
    Yaml,
    Bitstream,
}

impl RemarkFlags {
    /// LLVM's error for a value it does not know, without the tool's name.
    pub(super) fn check(&self) -> Result<(), String> {
        let unknown = |flag: &str, v: &str| {
            format!("for the --{flag} option: Cannot find option named '{v}'!")
        };
        if let Some(v) = self
            .remark_policy
            .as_deref()
            .filter(|v| policy(v).is_none())
        {
            return Err(unknown("remark-policy", v));
        }
        match self
            .remark_format
            .as_deref()
            .filter(|v| format(v).is_none())
        {
            Some(v) => Err(unknown("remark-format", v)),
            None => Ok(()),
        }
    }

    /// The engine of a chunk, if the flags ask for one: a file format
    /// opens (truncates) its file, and mlir-opt fails without a word when
    /// it cannot (`Err`).
    pub(super) fn engine(&self) -> Result<Option<Arc<RemarkEngine>>, ()> {
        let format = self
            .remark_format
            .as_deref()
            .and_then(format)
            .unwrap_or(Format::Diagnostics);
        let categories = RemarkCategories {
            all: self.filter_all.clone(),
            passed: self.filter_passed.clone(),
            missed: self.filter_missed.clone(),
            analysis: self.filter_analysis.clone(),
            failed: self.filter_failed.clone(),
        };
        let filtered = [
            &self.filter_all,
            &self.filter_passed,
            &self.filter_missed,
            &self.filter_analysis,
            &self.filter_failed,
        ]
        .iter()
        .any(|f| f.is_some());
        let streamer: Option<Box<dyn RemarkStreamer>> = match format {
            Format::Diagnostics if !filtered => return Ok(None),
            Format::Diagnostics => None,
            Format::Yaml | Format::Bitstream => {
                let default = match format {
                    Format::Yaml => "mlir-remarks.yaml",
                    _ => "mlir-remarks.bitstream",
                };
                let path = self.remarks_output.as_deref().unwrap_or(default);
                let file = std::fs::File::create(path).map_err(|_| ())?;
                match format {
                    Format::Yaml => Some(Box::new(YamlRemarkStreamer::new(
                        std::io::BufWriter::new(file),
                    ))),
                    _ => None,
                }
            }
        };
        let policy = self
            .remark_policy
            .as_deref()
            .and_then(policy)
            .unwrap_or_default();
        let as_diagnostics = format == Format::Diagnostics;
        let engine = RemarkEngine::new(&categories, policy, as_diagnostics, streamer);
        Ok(Some(Arc::new(engine)))
    }
}

fn policy(name: &str) -> Option<RemarkPolicy> {
    match name {
        "all" => Some(RemarkPolicy::All),
        "final" => Some(RemarkPolicy::Final),
        _ => None,
    }
}

fn format(name: &str) -> Option<Format> {
    match name {
        "emitRemark" => Some(Format::Diagnostics),
        "yaml" => Some(Format::Yaml),
        "bitstream" => Some(Format::Bitstream),
        _ => None,
    }
}
