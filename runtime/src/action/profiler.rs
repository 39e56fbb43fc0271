//! MLIR's `ActionProfiler` (`--profile-actions-to`): the actions as the
//! events of a Chrome trace (a JSON array of begin and end events).

use super::{thread, Action, ActionObserver};
use crate::Context;
use std::io::Write;
use std::sync::Mutex;
use std::time::Instant;

/// Writes `[`, an event when each action begins and when it ends, and
/// `]` when dropped, as MLIR's profiler does.
pub struct ActionProfiler {
    state: Mutex<State>,
    start: Instant,
}

/// The output, and whether an event was written (the next needs a comma).
struct State {
    out: Box<dyn Write + Send>,
    events: bool,
}

impl ActionProfiler {
    /// A profiler writing to `out`; the times count from now.
    pub fn new(mut out: Box<dyn Write + Send>) -> ActionProfiler {
        let _ = out.write_all(b"[").and_then(|()| out.flush());
        ActionProfiler {
            state: Mutex::new(State { out, events: false }),
            start: Instant::now(),
        }
    }

    /// Writes one event: `B` (with the action's description) or `E`.
    fn event(&self, ctx: &Context, action: &dyn Action, phase: &str) {
        let mut event = format!(
            "{{\"name\": \"{}\", \"cat\": \"PERF\", \"ph\": \"{phase}\", \"pid\": 0, \"tid\": {}, \"ts\": {}",
            action.tag(),
            thread::id(),
            self.start.elapsed().as_micros()
        );
        if phase == "B" {
            event.push_str(", \"args\": {\"desc\": \"");
            action.print(ctx, &mut event);
            event.push_str("\"}");
        }
        event.push('}');
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let separator = if state.events { ",\n" } else { "" };
        state.events = true;
        let _ = write!(state.out, "{separator}{event}").and_then(|()| state.out.flush());
    }
}

impl ActionObserver for ActionProfiler {
    fn before_execute(&self, ctx: &Context, action: &dyn Action) -> bool {
        self.event(ctx, action, "B");
        true
    }

    fn after_execute(&self, ctx: &Context, action: &dyn Action) {
        self.event(ctx, action, "E");
    }
}

impl Drop for ActionProfiler {
    fn drop(&mut self) {
        let state = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        let _ = state.out.write_all(b"]").and_then(|()| state.out.flush());
    }
}
