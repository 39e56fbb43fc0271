//! MLIR's `ActionLogger` (`--log-actions-to`): a line when each action
//! begins, with its IR, and one when it completes.

use super::{thread, Action, ActionObserver, LocationFilter};
use crate::Context;
use std::io::Write;
use std::sync::Mutex;

/// Writes each action (those at the filter's locations, when it has
/// some) as MLIR's action logger does:
///
/// ```text
/// [thread mlir-opt] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `builtin.module` (module {...})`
/// [thread mlir-opt] completed `pass-execution`
/// ```
pub struct ActionLogger {
    out: Mutex<Box<dyn Write + Send>>,
    filter: LocationFilter,
}

impl ActionLogger {
    /// A logger writing to `out` the actions `filter` keeps.
    pub fn new(out: Box<dyn Write + Send>, filter: LocationFilter) -> ActionLogger {
        ActionLogger {
            out: Mutex::new(out),
            filter,
        }
    }

    /// Writes one line whole (lines of several threads do not mix).
    fn write(&self, line: &str) {
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        // A log that cannot be written is not the compiler's failure.
        let _ = out.write_all(line.as_bytes()).and_then(|()| out.flush());
    }
}

impl ActionObserver for ActionLogger {
    fn before_execute(&self, ctx: &Context, action: &dyn Action) -> bool {
        if !self.filter.is_empty() && !self.filter.matches(ctx, action) {
            return false;
        }
        let mut line = format!("[thread {}] begins (no breakpoint) Action ", thread::name());
        action.print(ctx, &mut line);
        line.push_str(" (");
        for (i, unit) in action.ir_units().iter().enumerate() {
            if i > 0 {
                line.push_str(", ");
            }
            unit.print(ctx, &mut line);
        }
        line.push_str(")`\n");
        self.write(&line);
        true
    }

    fn after_execute(&self, _: &Context, action: &dyn Action) {
        let line = format!("[thread {}] completed `{}`\n", thread::name(), action.tag());
        self.write(&line);
    }
}
