"""What the pass benchmarks share: alternating whole runs, and one pass's
time as each tool's own --mlir-timing report gives it.

Standard library only; imported by dialects_bench.py and rewrite_bench.py.
"""

import filecmp
import os
import re
import statistics
import subprocess
import sys

from tablegen_bench import measure


def same_output(binaries, args, tmp):
    """Whether every one of `binaries` run with `args` prints the same,
    non-empty text. The outputs go to files in `tmp` and are compared
    there: held in this process they would raise its peak memory, which
    a child spawned afterwards inherits as the floor of its own peak RSS
    (Linux keeps the high-water mark across vfork and exec), so the
    measured memory of every later run would read too high."""
    paths = [os.path.join(tmp, "output.%d" % i) for i in range(len(binaries))]
    for binary, path in zip(binaries, paths):
        subprocess.run([binary, *args, "-o", path], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    ok = all(os.path.exists(p) for p in paths) and os.path.getsize(paths[0]) > 0 and all(
        filecmp.cmp(paths[0], p, shallow=False) for p in paths[1:])
    for path in paths:
        if os.path.exists(path):
            os.remove(path)
    return ok


def run_all(commands, repeat, timeout, who):
    """{label: [total wall, max rss]} of `commands` ([(label, (binary,
    args))]) over `repeat` rounds, every other round in reverse order."""
    totals = {label: [0.0, 0] for label, _ in commands}
    for r in range(repeat):
        order = commands if r % 2 == 0 else list(reversed(commands))
        for label, (binary, args) in order:
            code, wall, rss = measure(binary, args, timeout)
            if code != 0:
                sys.exit("%s: %s failed (exit %s)" % (who, label, code))
            totals[label][0] += wall
            totals[label][1] = max(totals[label][1], rss)
    return totals


def pass_seconds(binary, args, pass_name, timeout, who):
    """The time of the `pass_name` line (`Canonicalizer`, `CSE`) in the
    --mlir-timing report of `binary args`."""
    r = subprocess.run([binary, "--mlir-timing", *args], capture_output=True, text=True,
                       timeout=timeout)
    m = re.search(r"^\s*([0-9.]+) \(\s*[0-9.]+%%\)\s+%s$" % re.escape(pass_name),
                  r.stderr, re.M)
    if r.returncode != 0 or not m:
        sys.exit("%s: no %s line from %s:\n%s" % (who, pass_name, binary, r.stderr))
    return float(m.group(1))


def pass_medians(tools, pass_name, repeat, timeout, who):
    """{label: median seconds of `pass_name`} of `tools` ([(label, (binary,
    args))]), run `repeat` times each, alternating."""
    times = {label: [] for label, _ in tools}
    for r in range(repeat):
        order = tools if r % 2 == 0 else list(reversed(tools))
        for label, (binary, args) in order:
            times[label].append(pass_seconds(binary, args, pass_name, timeout, who))
    return {label: statistics.median(ts) for label, ts in times.items()}
