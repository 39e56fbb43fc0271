//! `--mlir-timing`: mlir-opt's execution time report (its
//! `DefaultTimingManager`, as a tree or a list, in text or JSON), one per
//! input chunk, so that a pass is compared with MLIR's by each tool's own
//! figures.

use crate::pass::{OpPassManager, Pass, PassInstrumentation};
use crate::{Context, OpId};
use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// One timer: what it is for, its accumulated time, and the timers
/// started while it ran, in the order they first ran.
struct Timer {
    /// What it times: a pass or pipeline (by address) or a named phase
    /// (0).
    id: usize,
    name: String,
    time: Duration,
    children: Vec<usize>,
    /// A pass's or a phase's timer, which no pipeline goes under.
    pass: bool,
    /// The timer of a set of nested pipelines (MLIR's adaptor): in a tree,
    /// what it holds shows in its place.
    hidden: bool,
}

/// How the report lays its timers out (`--mlir-timing-display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Display {
    /// Each name once, with the time of all its timers, longest first.
    List,
    /// Nested timers under theirs.
    Tree,
}

/// How the report is written (`--mlir-output-format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    Text,
    Json,
}

/// How to write a report.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    pub(crate) display: Display,
    pub(crate) format: Format,
    /// The `User Time` column, which mlir-opt shows when nested pipelines
    /// ran on several threads. The report's passes run on one thread, so
    /// it equals the wall time.
    pub(crate) user_time: bool,
}

/// The timers of one run, as a tree under an unnamed root.
pub(crate) struct TimingReport {
    start: Instant,
    timers: Vec<Timer>,
    /// The running timers, innermost last, with when they started.
    running: Vec<(usize, Instant)>,
    /// The pipelines started under each running set of nested pipelines.
    nested_runs: Vec<usize>,
    /// Whether a set of nested pipelines ran on several ops: with threads
    /// on, mlir-opt runs those on several threads, and its report gets a
    /// `User Time` column.
    pub(crate) several_ops: bool,
}

impl TimingReport {
    pub(crate) fn new() -> TimingReport {
        TimingReport {
            start: Instant::now(),
            timers: vec![Timer {
                id: 0,
                name: "root".to_string(),
                time: Duration::ZERO,
                children: Vec::new(),
                pass: false,
                hidden: false,
            }],
            running: Vec::new(),
            nested_runs: Vec::new(),
            several_ops: false,
        }
    }

    /// The timer `id` named `name` under the innermost running one (made
    /// when new), as MLIR merges the timers of every run of a pass. A
    /// pipeline a pass runs (the inliner's) goes beside the pass, under the
    /// pipeline the pass is in, as in MLIR's report.
    fn child(&mut self, id: usize, name: &str, pass: bool, hidden: bool) -> usize {
        let parent = self
            .running
            .iter()
            .rev()
            .map(|&(t, _)| t)
            .find(|&t| pass || !self.timers[t].pass)
            .unwrap_or(0);
        let found = self.timers[parent]
            .children
            .iter()
            .copied()
            .find(|&c| self.timers[c].id == id && self.timers[c].name == name);
        found.unwrap_or_else(|| {
            self.timers.push(Timer {
                id,
                name: name.to_string(),
                time: Duration::ZERO,
                children: Vec::new(),
                pass,
                hidden,
            });
            let new = self.timers.len() - 1;
            self.timers[parent].children.push(new);
            new
        })
    }

    /// Adds `time` to the timer `name` under the running one.
    pub(crate) fn add(&mut self, name: &str, time: Duration) {
        let timer = self.child(0, name, true, false);
        self.timers[timer].time += time;
    }

    fn start(&mut self, id: usize, name: &str, pass: bool) {
        self.start_timer(id, name, pass, false);
    }

    fn start_timer(&mut self, id: usize, name: &str, pass: bool, hidden: bool) {
        let timer = self.child(id, name, pass, hidden);
        self.running.push((timer, Instant::now()));
    }

    fn stop(&mut self) {
        if let Some((timer, started)) = self.running.pop() {
            self.timers[timer].time += started.elapsed();
        }
    }

    /// The report as mlir-opt prints it on standard error: every timer
    /// with its share of the total (nested ones indented under theirs, or
    /// merged by name and longest first), the time no top-level timer
    /// took as `Rest`, and the `Total`.
    pub(crate) fn render(&self, style: Style) -> String {
        let total = self.start.elapsed().as_secs_f64();
        let top: f64 = self.timers[0]
            .children
            .iter()
            .map(|&t| self.timers[t].time.as_secs_f64())
            .sum();
        // Negative when a pipeline beside its pass is counted twice, as
        // in MLIR.
        let rest = total - top;
        let mut out = Output {
            text: String::new(),
            style,
            total,
        };
        out.header();
        match style.display {
            Display::Tree => {
                let mut pending: Vec<(usize, usize)> = self.timers[0]
                    .children
                    .iter()
                    .rev()
                    .map(|&t| (t, 0))
                    .collect();
                // A tree entry's end comes after what it holds (in JSON).
                let mut open: Vec<usize> = Vec::new();
                while let Some((t, depth)) = pending.pop() {
                    while open.last().is_some_and(|&d| d >= depth) {
                        out.tree_end(open.pop().unwrap_or_default());
                    }
                    let timer = &self.timers[t];
                    let depth_below = match timer.hidden {
                        true => depth,
                        false => {
                            out.tree_entry(depth, &timer.name, timer.time.as_secs_f64());
                            open.push(depth);
                            depth + 1
                        }
                    };
                    pending.extend(timer.children.iter().rev().map(|&c| (c, depth_below)));
                }
                while let Some(depth) = open.pop() {
                    out.tree_end(depth);
                }
            }
            Display::List => {
                let mut merged: Vec<(&str, f64)> = Vec::new();
                for (i, timer) in self.timers.iter().enumerate() {
                    let time = match i {
                        0 => total,
                        _ => timer.time.as_secs_f64(),
                    };
                    match merged.iter_mut().find(|(name, _)| *name == timer.name) {
                        Some((_, sum)) => *sum += time,
                        None => merged.push((&timer.name, time)),
                    }
                }
                merged.sort_by(|a, b| b.1.total_cmp(&a.1));
                for (name, time) in merged {
                    out.list_entry(name, time, false);
                }
            }
        }
        out.list_entry("Rest", rest, false);
        out.list_entry("Total", total, true);
        out.footer();
        out.text
    }
}

/// A report being written, in its style (MLIR's `OutputTextStrategy` and
/// `OutputJsonStrategy`).
struct Output {
    text: String,
    style: Style,
    total: f64,
}

impl Output {
    fn header(&mut self) {
        let out = &mut self.text;
        if self.style.format == Format::Json {
            out.push_str("[\n");
            return;
        }
        let rule = format!("==={}===", "-".repeat(73));
        let _ = writeln!(out, "{rule}");
        let _ = writeln!(out, "{:>54}", "... Execution time report ...");
        let _ = writeln!(out, "{rule}");
        let _ = writeln!(out, "  Total Execution Time: {:.4} seconds", self.total);
        let _ = writeln!(out);
        if self.style.user_time {
            out.push_str("  ----User Time----");
        }
        out.push_str("  ----Wall Time----  ----Name----\n");
    }

    fn footer(&mut self) {
        if self.style.format == Format::Json {
            self.text.push_str("]\n");
        }
    }

    /// `time` and its share of the total, in each column.
    fn time(&mut self, time: f64) {
        let share = match self.total {
            0.0 => 0.0,
            total => 100.0 * time / total,
        };
        let columns = if self.style.user_time { 2 } else { 1 };
        for (i, name) in ["user", "wall"][2 - columns..].iter().enumerate() {
            match self.style.format {
                Format::Text => {
                    let _ = write!(self.text, "{time:>10.4} ({share:>5.1}%)");
                }
                Format::Json => {
                    if i > 0 {
                        self.text.push_str(", ");
                    }
                    let _ = write!(
                        self.text,
                        "\"{name}\": {{\"duration\": {time:>8.4}, \"percentage\": {share:>5.1}}}"
                    );
                }
            }
        }
    }

    fn list_entry(&mut self, name: &str, time: f64, last: bool) {
        match self.style.format {
            Format::Text => {
                self.time(time);
                let _ = writeln!(self.text, "  {name}");
            }
            Format::Json => {
                self.text.push('{');
                self.time(time);
                let _ = write!(self.text, ", \"name\": \"{name}\"}}");
                self.text.push_str(if last { "\n" } else { ",\n" });
            }
        }
    }

    fn tree_entry(&mut self, depth: usize, name: &str, time: f64) {
        match self.style.format {
            Format::Text => {
                self.time(time);
                let _ = writeln!(self.text, "  {}{name}", "  ".repeat(depth));
            }
            Format::Json => {
                let _ = write!(self.text, "{}{{", "  ".repeat(depth));
                self.time(time);
                let _ = writeln!(self.text, ", \"name\": \"{name}\", \"passes\": [");
            }
        }
    }

    fn tree_end(&mut self, depth: usize) {
        if self.style.format == Format::Json {
            let _ = writeln!(self.text, "{}{{}}]}},", "  ".repeat(depth));
        }
    }
}

/// Times each pass and nested pipeline of a pass manager into a report
/// (MLIR's `PassTiming`): a pass by its name, a pipeline as
/// `'func.func' Pipeline`.
pub(crate) struct PassTiming(pub(crate) Rc<RefCell<TimingReport>>);

/// The address that identifies `what` in the report.
fn id<T: ?Sized>(what: &T) -> usize {
    std::ptr::from_ref(what).cast::<()>() as usize
}

impl PassInstrumentation for PassTiming {
    fn run_before_nested(&mut self, managers: &[OpPassManager]) {
        self.0.borrow_mut().nested_runs.push(0);
        let anchors: Vec<String> = managers
            .iter()
            .map(|pm| format!("'{}'", pm.op_anchor_name()))
            .collect();
        let name = format!("Pipeline Collection : [{}]", anchors.join(", "));
        self.0
            .borrow_mut()
            .start_timer(id(managers), &name, false, true);
    }
    fn run_after_nested(&mut self, _: &[OpPassManager]) {
        let mut report = self.0.borrow_mut();
        report.stop();
        let runs = report.nested_runs.pop().unwrap_or_default();
        report.several_ops |= runs > 1;
    }
    fn run_before_pipeline(&mut self, pipeline: &OpPassManager) {
        let name = format!("'{}' Pipeline", pipeline.op_anchor_name());
        let mut report = self.0.borrow_mut();
        if let Some(runs) = report.nested_runs.last_mut() {
            *runs += 1;
        }
        report.start(id(pipeline), &name, false);
    }
    fn run_after_pipeline(&mut self, _: &OpPassManager) {
        self.0.borrow_mut().stop();
    }
    fn run_analysis(&mut self, name: &str, time: Duration) {
        let mut report = self.0.borrow_mut();
        let timer = report.child(0, &format!("(A) {name}"), true, false);
        report.timers[timer].time += time;
    }
    fn run_before_pass(&mut self, _: &Context, pass: &dyn Pass, _: OpId) {
        self.0.borrow_mut().start(id(pass), pass.name(), true);
    }
    fn run_after_pass(&mut self, _: &Context, _: &dyn Pass, _: OpId) {
        self.0.borrow_mut().stop();
    }
    fn run_after_pass_failed(&mut self, _: &Context, _: &dyn Pass, _: OpId) {
        self.0.borrow_mut().stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_has_mlir_opts_layout() {
        let mut report = TimingReport::new();
        report.add("Parser", Duration::from_millis(2));
        report.start(1, "'func.func' Pipeline", false);
        report.start(2, "Canonicalizer", true);
        report.stop();
        report.stop();
        report.start(1, "'func.func' Pipeline", false);
        report.start(2, "Canonicalizer", true);
        report.stop();
        report.stop();
        report.start(3, "'func.func' Pipeline", false);
        report.stop();
        report.add("Parser", Duration::from_millis(2));
        let text = report.render(Style {
            display: Display::Tree,
            format: Format::Text,
            user_time: false,
        });
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].len(), 79);
        assert_eq!(
            lines[1],
            "                         ... Execution time report ..."
        );
        assert!(lines[3].starts_with("  Total Execution Time: "), "{text}");
        assert_eq!(lines[5], "  ----Wall Time----  ----Name----");
        // Parser's two runs are one timer, and so are the two runs of one
        // pipeline; another pipeline on the same op is a timer of its own.
        assert!(lines[6].starts_with("    0.0040 ("), "{text}");
        assert!(lines[6].ends_with("%)  Parser"), "{text}");
        assert!(lines[7].ends_with("%)  'func.func' Pipeline"), "{text}");
        assert!(lines[8].ends_with("%)    Canonicalizer"), "{text}");
        assert!(lines[9].ends_with("%)  'func.func' Pipeline"), "{text}");
        assert!(lines[10].ends_with("%)  Rest"), "{text}");
        assert!(lines[11].ends_with("(100.0%)  Total"), "{text}");
    }
}

#[cfg(test)]
mod styles {
    use super::*;

    /// A pass in a pipeline under an adaptor, run on two ops, and the
    /// parser: the timers mlir-opt's report of `builtin.module(func.func(cse))`
    /// holds.
    fn report() -> TimingReport {
        let mut report = TimingReport::new();
        report.add("Parser", Duration::from_nanos(1));
        report.start_timer(9, "Pipeline Collection : ['func.func']", false, true);
        for _ in 0..2 {
            report.start(1, "'func.func' Pipeline", false);
            report.start(2, "CSE", true);
            report.stop();
            report.stop();
        }
        report.stop();
        report
    }

    fn names(text: &str) -> Vec<&str> {
        text.lines()
            .filter_map(|l| l.rsplit_once("%)").map(|(_, name)| name.trim_start()))
            .collect()
    }

    #[test]
    fn a_tree_shows_what_an_adaptor_holds_in_its_place() {
        let style = Style {
            display: Display::Tree,
            format: Format::Text,
            user_time: false,
        };
        let text = report().render(style);
        let lines: Vec<&str> = text.lines().skip(6).collect();
        assert!(lines[1].ends_with("%)  'func.func' Pipeline"), "{text}");
        assert!(lines[2].ends_with("%)    CSE"), "{text}");
        assert!(!text.contains("Pipeline Collection"), "{text}");
    }

    #[test]
    fn a_list_merges_timers_by_name_with_the_root_and_the_adaptor() {
        let style = Style {
            display: Display::List,
            format: Format::Text,
            user_time: true,
        };
        let text = report().render(style);
        assert!(text.contains("  ----User Time----  ----Wall Time----  ----Name----\n"));
        let mut listed = names(&text);
        assert_eq!(listed.split_off(listed.len() - 2), ["Rest", "Total"]);
        listed.sort_unstable();
        let expected = [
            "'func.func' Pipeline",
            "CSE",
            "Parser",
            "Pipeline Collection : ['func.func']",
            "root",
        ];
        assert_eq!(listed, expected, "{text}");
        // Two columns of time before each name.
        let root = text
            .lines()
            .find(|l| l.ends_with("  root"))
            .unwrap_or_default();
        assert_eq!(root.matches("%)").count(), 2, "{text}");
    }

    #[test]
    fn json_nests_passes_and_ends_with_rest_and_total() {
        let style = Style {
            display: Display::Tree,
            format: Format::Json,
            user_time: false,
        };
        let text = report().render(style);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "[");
        assert!(lines[1].starts_with("{\"wall\": {\"duration\": "), "{text}");
        assert!(
            lines[1].ends_with(", \"name\": \"Parser\", \"passes\": ["),
            "{text}"
        );
        assert_eq!(lines[2], "{}]},");
        assert!(lines[4].starts_with("  {\"wall\""), "{text}");
        assert!(
            lines[4].ends_with("\"name\": \"CSE\", \"passes\": ["),
            "{text}"
        );
        assert_eq!(lines[5], "  {}]},");
        assert_eq!(lines[6], "{}]},");
        assert!(lines[7].ends_with("\"name\": \"Rest\"},"), "{text}");
        assert!(lines[8].ends_with("\"name\": \"Total\"}"), "{text}");
        assert_eq!(lines[9], "]");
    }
}
