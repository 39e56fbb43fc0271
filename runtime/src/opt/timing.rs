//! `--mlir-timing`: mlir-opt's execution time report (its
//! `DefaultTimingManager` in list-free tree form), so that a pass is
//! compared with MLIR's by each tool's own figures.

use std::fmt::Write;
use std::time::{Duration, Instant};

/// The timers of one run, in the order they first ran.
pub(crate) struct TimingReport {
    start: Instant,
    /// Name, nesting depth (a pass under its op's pipeline is one deeper),
    /// accumulated time.
    timers: Vec<(String, usize, Duration)>,
}

impl TimingReport {
    pub(crate) fn new() -> TimingReport {
        TimingReport {
            start: Instant::now(),
            timers: Vec::new(),
        }
    }

    /// Adds `time` to the timer `name` at `depth` (created at the end when
    /// new), as MLIR merges the timers of every run of a pass.
    pub(crate) fn add(&mut self, name: &str, depth: usize, time: Duration) {
        match self
            .timers
            .iter_mut()
            .find(|(n, d, _)| n == name && *d == depth)
        {
            Some((_, _, total)) => *total += time,
            None => self.timers.push((name.to_string(), depth, time)),
        }
    }

    /// The report as mlir-opt prints it on standard error at exit: every
    /// timer with its share of the total, the time no timer took as
    /// `Rest`, and the `Total`.
    pub(crate) fn render(&self) -> String {
        let total = self.start.elapsed();
        let top: Duration = self
            .timers
            .iter()
            .filter(|(_, depth, _)| *depth == 0)
            .map(|(_, _, t)| *t)
            .sum();
        let rest = total.saturating_sub(top);
        let rule = format!("==={}===", "-".repeat(73));
        let mut out = String::new();
        let _ = writeln!(out, "{rule}");
        let _ = writeln!(out, "{:>54}", "... Execution time report ...");
        let _ = writeln!(out, "{rule}");
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.4} seconds",
            total.as_secs_f64()
        );
        let _ = writeln!(out);
        let _ = writeln!(out, "  ----Wall Time----  ----Name----");
        let line = |out: &mut String, name: &str, depth: usize, time: Duration| {
            let share = if total.is_zero() {
                0.0
            } else {
                100.0 * time.as_secs_f64() / total.as_secs_f64()
            };
            let _ = writeln!(
                out,
                "{:>10.4} ({share:>5.1}%)  {}{name}",
                time.as_secs_f64(),
                "  ".repeat(depth)
            );
        };
        for (name, depth, time) in &self.timers {
            line(&mut out, name, *depth, *time);
        }
        line(&mut out, "Rest", 0, rest);
        line(&mut out, "Total", 0, total);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_has_mlir_opts_layout() {
        let mut report = TimingReport::new();
        report.add("Parser", 0, Duration::from_millis(2));
        report.add("'func.func' Pipeline", 0, Duration::from_millis(1));
        report.add("Canonicalizer", 1, Duration::from_millis(1));
        report.add("Parser", 0, Duration::from_millis(2));
        let text = report.render();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].len(), 79);
        assert_eq!(
            lines[1],
            "                         ... Execution time report ..."
        );
        assert!(lines[3].starts_with("  Total Execution Time: "), "{text}");
        assert_eq!(lines[5], "  ----Wall Time----  ----Name----");
        // Parser's two runs are one timer; the nested pass is indented.
        assert!(lines[6].starts_with("    0.0040 ("), "{text}");
        assert!(lines[6].ends_with("%)  Parser"), "{text}");
        assert!(lines[7].ends_with("%)  'func.func' Pipeline"), "{text}");
        assert!(lines[8].ends_with("%)    Canonicalizer"), "{text}");
        assert!(lines[9].ends_with("%)  Rest"), "{text}");
        assert!(lines[10].ends_with("(100.0%)  Total"), "{text}");
    }
}
