//! Work on several threads, as MLIR's `failableParallelForEach`: the items
//! are handed out in order to up to as many threads as the machine has;
//! after a failure no new item starts, and the error returned is that of
//! the first failing item in order (every item before it has started, so
//! has finished). Diagnostics emitted meanwhile carry the number of their
//! item, so that they can be put in item order afterwards.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

thread_local! {
    /// 1 + the item this thread works on, or 0 outside a parallel run.
    static TASK: Cell<usize> = const { Cell::new(0) };
}

/// The item the current thread works on (1-based), or 0.
pub(crate) fn current_task() -> usize {
    TASK.with(Cell::get)
}

/// The threads the machine gives this process, asked once: the answer
/// reads the cgroup files, far too slow to ask for every op.
pub(crate) fn machine_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Runs `f` on every item until one fails, on several threads when
/// `enabled` and not already inside a parallel run (a nested run works
/// through its items on its own thread).
pub(crate) fn try_for_each<T: Sync, E: Send>(
    enabled: bool,
    items: &[T],
    f: impl Fn(&T) -> Result<(), E> + Sync,
) -> Result<(), E> {
    if !will_split(enabled, items.len()) {
        return items.iter().try_for_each(f);
    }
    try_for_each_with(items, || (), |(), item| f(item))
}

/// Whether [`try_for_each`] would work on `len` items on several threads.
pub(crate) fn will_split(enabled: bool, len: usize) -> bool {
    enabled && len >= 2 && current_task() == 0 && machine_threads() >= 2
}

/// As [`try_for_each`] when it splits the work ([`will_split`]), with
/// `state` made by each thread, on that thread, and handed to `f` with
/// each item it works on there.
pub(crate) fn try_for_each_with<T: Sync, E: Send, S>(
    items: &[T],
    state: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, &T) -> Result<(), E> + Sync,
) -> Result<(), E> {
    let threads = machine_threads().min(items.len());
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let errors = Mutex::new(Vec::new());
    let work = || {
        let mut state = state();
        while !failed.load(Ordering::Relaxed) {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = items.get(i) else {
                break;
            };
            TASK.with(|t| t.set(i + 1));
            let result = f(&mut state, item);
            TASK.with(|t| t.set(0));
            if let Err(e) = result {
                failed.store(true, Ordering::Relaxed);
                errors
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((i, e));
            }
        }
    };
    std::thread::scope(|s| {
        for i in 1..threads {
            // Named as LLVM's thread pool names its threads (action logs
            // show the names).
            std::thread::Builder::new()
                .name(format!("llvm-worker-{}", i - 1))
                .spawn_scoped(s, work)
                .expect("spawning a worker thread");
        }
        work();
    });
    let errors = errors.into_inner().unwrap_or_else(|e| e.into_inner());
    match errors.into_iter().min_by_key(|(i, _)| *i) {
        Some((_, e)) => Err(e),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::try_for_each;

    #[test]
    fn the_first_failing_item_in_order_is_reported() {
        let items: Vec<usize> = (0..200).collect();
        for enabled in [false, true] {
            let r = try_for_each(
                enabled,
                &items,
                |&i| if i % 50 == 37 { Err(i) } else { Ok(()) },
            );
            assert_eq!(r, Err(37));
            assert_eq!(try_for_each(enabled, &items, |_| Ok::<(), ()>(())), Ok(()));
        }
    }

    #[test]
    fn a_nested_run_stays_on_its_thread() {
        let outer: Vec<usize> = (0..4).collect();
        let r = try_for_each(true, &outer, |_| {
            let task = super::current_task();
            try_for_each(true, &[0, 1, 2], |_| {
                assert_eq!(super::current_task(), task);
                Ok::<(), ()>(())
            })
        });
        assert_eq!(r, Ok(()));
    }
}
