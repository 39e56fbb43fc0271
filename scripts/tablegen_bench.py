#!/usr/bin/env python3
"""Benchmark `ods-tblgen --dump-json` against `llvm-tblgen --dump-json`.

Over the same corpus as the conformance script (the .td files of the Debian
LLVM/MLIR 22 packages that llvm-tblgen accepts), run both tools file by file,
alternating which goes first, with stdout and stderr sent to /dev/null, and
measure each process's wall time and peak RSS (os.wait4 gives the rusage of
that one child; ru_maxrss is in KiB on Linux).

Prints the total wall-time ratio (ours / llvm-tblgen) and the peak-memory
ratios.  Runs one process at a time; keep the machine otherwise idle for
meaningful numbers.  Standard library only.  Usually run through
scripts/tablegen-bench.sh, which builds ods-tblgen first.
"""

import argparse
import os
import signal
import sys
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tablegen_conformance import (  # noqa: E402
    DEFAULT_INCLUDE,
    DEFAULT_LLVM_TBLGEN,
    REPO_ROOT,
    display_name,
    find_corpus,
    tool_args,
)


def measure(binary, args, timeout):
    """Run binary once; return (exit code or -signal or None on timeout,
    wall seconds, peak RSS in KiB)."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
    ]
    timed_out = []

    def kill():
        timed_out.append(True)
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass

    start = time.perf_counter()
    pid = os.posix_spawn(binary, [binary] + args, os.environ, file_actions=actions)
    timer = threading.Timer(timeout, kill)
    timer.start()
    try:
        _, status, usage = os.wait4(pid, 0)
    finally:
        timer.cancel()
    wall = time.perf_counter() - start
    code = None if timed_out else os.waitstatus_to_exitcode(status)
    return code, wall, usage.ru_maxrss


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Wall time and peak RSS of ods-tblgen vs llvm-tblgen "
        "(--dump-json) over the LLVM/MLIR 22 .td corpus."
    )
    ap.add_argument("--ods-tblgen", metavar="PATH",
                    default=os.environ.get("ODS_TBLGEN") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-tblgen"))
    ap.add_argument("--llvm-tblgen", metavar="PATH",
                    default=os.environ.get("LLVM_TBLGEN", DEFAULT_LLVM_TBLGEN))
    ap.add_argument("--include-root", metavar="DIR", default=DEFAULT_INCLUDE)
    ap.add_argument("--repeat", type=int, default=1, metavar="N",
                    help="passes over the corpus (1)")
    ap.add_argument("--filter", metavar="SUBSTR",
                    help="only files whose path contains SUBSTR")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="per-run timeout in seconds (60)")
    ap.add_argument("--label", default="release",
                    help="build flavour printed with the results")
    ap.add_argument("--verbose", action="store_true",
                    help="print per-file figures")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")

    for label, binary in (("llvm-tblgen", args.llvm_tblgen),
                          ("ods-tblgen", args.ods_tblgen)):
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            print("tablegen-bench: %s not found or not executable: %s"
                  % (label, binary), file=sys.stderr)
            return 2
    ours_bin = os.path.abspath(args.ods_tblgen)
    theirs_bin = os.path.abspath(args.llvm_tblgen)
    include_root = os.path.abspath(args.include_root)

    files = find_corpus(include_root)
    if args.filter:
        files = [f for f in files if args.filter in f]

    # Warm-up pass (also fills the page cache): keep the files llvm-tblgen
    # accepts.
    accepted = []
    for f in files:
        code, _, _ = measure(theirs_bin, tool_args(f, include_root), args.timeout)
        if code == 0:
            accepted.append(f)
    if not accepted:
        print("tablegen-bench: no accepted .td files%s"
              % (" matching %r" % args.filter if args.filter else ""),
              file=sys.stderr)
        return 2

    # per file: [ours_wall, theirs_wall, ours_rss_max, theirs_rss_max, ours_ok]
    stats = {f: [0.0, 0.0, 0, 0, True] for f in accepted}
    for rep in range(args.repeat):
        for i, f in enumerate(accepted):
            fargs = tool_args(f, include_root)
            order = [(0, ours_bin), (1, theirs_bin)]
            if (i + rep) % 2:
                order.reverse()
            s = stats[f]
            for which, binary in order:
                # Ours without the bundled prelude, so that includes find
                # only what llvm-tblgen finds (as the conformance script).
                extra = ["--no-prelude"] if which == 0 else []
                code, wall, rss = measure(binary, fargs + extra, args.timeout)
                s[which] += wall
                s[2 + which] = max(s[2 + which], rss)
                if which == 0 and code != 0:
                    s[4] = False
        print("tablegen-bench: pass %d/%d done" % (rep + 1, args.repeat),
              file=sys.stderr, flush=True)

    good = [f for f in accepted if stats[f][4]]
    failed = [f for f in accepted if not stats[f][4]]
    if args.verbose:
        print("%-70s %9s %9s %9s %9s" % ("file", "ours s", "llvm s", "ours MiB", "llvm MiB"))
        for f in accepted:
            s = stats[f]
            print("%-70s %9.3f %9.3f %9.1f %9.1f%s" % (
                display_name(f, include_root), s[0] / args.repeat,
                s[1] / args.repeat, s[2] / 1024.0, s[3] / 1024.0,
                "" if s[4] else "  (ods-tblgen failed)"))

    print("tablegen bench (%s build): %d files accepted by llvm-tblgen, "
          "%d pass(es)" % (args.label, len(accepted), args.repeat))
    if failed:
        print("ods-tblgen failed (non-zero exit or timeout) on %d file(s); "
              "they are left out of the ratios:" % len(failed))
        for f in failed[:20]:
            print("  " + display_name(f, include_root))
        if len(failed) > 20:
            print("  ... and %d more" % (len(failed) - 20))
    if not good:
        print("no file where both tools succeed; nothing to compare")
        return 1

    ours_t = sum(stats[f][0] for f in good)
    theirs_t = sum(stats[f][1] for f in good)
    ours_peak = max(stats[f][2] for f in good)
    theirs_peak = max(stats[f][3] for f in good)
    per_file = [stats[f][2] / stats[f][3] for f in good if stats[f][3] > 0]
    ours_peak_file = max(good, key=lambda f: stats[f][2])
    theirs_peak_file = max(good, key=lambda f: stats[f][3])

    print("files compared: %d" % len(good))
    print("wall time: ods-tblgen %.2f s, llvm-tblgen %.2f s" % (ours_t, theirs_t))
    print("time ratio (ours/llvm-tblgen): %.2f" % (ours_t / theirs_t))
    print("peak RSS: ods-tblgen %.1f MiB (%s), llvm-tblgen %.1f MiB (%s)" % (
        ours_peak / 1024.0, display_name(ours_peak_file, include_root),
        theirs_peak / 1024.0, display_name(theirs_peak_file, include_root)))
    print("peak memory ratio (max ours / max llvm-tblgen): %.2f"
          % (ours_peak / theirs_peak))
    if per_file:
        print("peak memory ratio (mean of per-file ratios): %.2f"
              % (sum(per_file) / len(per_file)))
    slow = sorted(good, key=lambda f: stats[f][0] / max(stats[f][1], 1e-9),
                  reverse=True)[:5]
    print("slowest relative to llvm-tblgen:")
    for f in slow:
        s = stats[f]
        print("  %5.2fx  %s (%.3f s vs %.3f s)" % (
            s[0] / max(s[1], 1e-9), display_name(f, include_root),
            s[0] / args.repeat, s[1] / args.repeat))
    return 0


if __name__ == "__main__":
    sys.exit(main())
