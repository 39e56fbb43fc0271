//! `--mlir-timing`: mlir-opt's execution time report (its
//! `DefaultTimingManager` in tree form), one per input chunk, so that a
//! pass is compared with MLIR's by each tool's own figures.

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
}

/// The timers of one run, as a tree under an unnamed root.
pub(crate) struct TimingReport {
    start: Instant,
    timers: Vec<Timer>,
    /// The running timers, innermost last, with when they started.
    running: Vec<(usize, Instant)>,
}

impl TimingReport {
    pub(crate) fn new() -> TimingReport {
        TimingReport {
            start: Instant::now(),
            timers: vec![Timer {
                id: 0,
                name: String::new(),
                time: Duration::ZERO,
                children: Vec::new(),
                pass: false,
            }],
            running: Vec::new(),
        }
    }

    /// The timer `id` named `name` under the innermost running one (made
    /// when new), as MLIR merges the timers of every run of a pass. A
    /// pipeline a pass runs (the inliner's) goes beside the pass, under the
    /// pipeline the pass is in, as in MLIR's report.
    fn child(&mut self, id: usize, name: &str, pass: bool) -> usize {
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
            });
            let new = self.timers.len() - 1;
            self.timers[parent].children.push(new);
            new
        })
    }

    /// Adds `time` to the timer `name` under the running one.
    pub(crate) fn add(&mut self, name: &str, time: Duration) {
        let timer = self.child(0, name, true);
        self.timers[timer].time += time;
    }

    fn start(&mut self, id: usize, name: &str, pass: bool) {
        let timer = self.child(id, name, pass);
        self.running.push((timer, Instant::now()));
    }

    fn stop(&mut self) {
        if let Some((timer, started)) = self.running.pop() {
            self.timers[timer].time += started.elapsed();
        }
    }

    /// The report as mlir-opt prints it on standard error: every timer
    /// with its share of the total, nested ones indented under theirs, the
    /// time no top-level timer took as `Rest`, and the `Total`.
    pub(crate) fn render(&self) -> String {
        let total = self.start.elapsed();
        let top: Duration = self.timers[0]
            .children
            .iter()
            .map(|&t| self.timers[t].time)
            .sum();
        // Negative when a pipeline beside its pass is counted twice, as
        // in MLIR.
        let rest = total.as_secs_f64() - top.as_secs_f64();
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
        let line = |out: &mut String, name: &str, depth: usize, time: f64| {
            let share = if total.is_zero() {
                0.0
            } else {
                100.0 * time / total.as_secs_f64()
            };
            let _ = writeln!(
                out,
                "{time:>10.4} ({share:>5.1}%)  {}{name}",
                "  ".repeat(depth)
            );
        };
        let mut pending: Vec<(usize, usize)> = self.timers[0]
            .children
            .iter()
            .rev()
            .map(|&t| (t, 0))
            .collect();
        while let Some((t, depth)) = pending.pop() {
            let timer = &self.timers[t];
            line(&mut out, &timer.name, depth, timer.time.as_secs_f64());
            pending.extend(timer.children.iter().rev().map(|&c| (c, depth + 1)));
        }
        line(&mut out, "Rest", 0, rest);
        line(&mut out, "Total", 0, total.as_secs_f64());
        out
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
    fn run_before_pipeline(&mut self, pipeline: &OpPassManager) {
        let name = format!("'{}' Pipeline", pipeline.op_anchor_name());
        self.0.borrow_mut().start(id(pipeline), &name, false);
    }
    fn run_after_pipeline(&mut self, _: &OpPassManager) {
        self.0.borrow_mut().stop();
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
        let text = report.render();
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
