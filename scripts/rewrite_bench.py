#!/usr/bin/env python3
"""Benchmark the greedy rewrite driver: `--canonicalize` of one large
generated module, ods-rs against MLIR.

The module (--ops operations, 1,000,000 by default) repeats a group of
eight ops in which five fold or are merged: three constants (deduplicated
and hoisted by the driver), `x + 0` (folds to `x`) and `c1 + c2` (folds to a
constant); a multiplication and an unregistered source and use stay. It is
written twice with the same shape:

  orw    the ops of tests/fixtures/oracle/rewrites.td, run by ods-fixture-opt
         (ods-rs) and by the oracle MLIR builds from the same .td
         (mlir-oracle.sh, -O2): the same dialect, folders and driver settings
  arith  the same with `arith` ops, run by the installed mlir-opt

Both outputs of the orw module must be equal (checked first). Then each
command runs --repeat times, alternating, output to /dev/null; wall time and
peak RSS come from os.wait4. Printed: the figures and the ratios ours/MLIR
of the whole run, of the run without the pass, and of the pass alone as
each tool's --mlir-timing report gives it (its `Canonicalizer` line, the
median of --repeat alternating runs; subtracting two whole runs is too
noisy for a pass this short).

Standard library only; run through scripts/rewrite-bench.sh.
"""

import argparse
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_passes import pass_medians, run_all, same_output  # noqa: E402

GROUP = 8


def write_module(path, ops, dialect):
    """The module of `ops` operations (rounded up to whole groups)."""
    const, add, mul = {
        "orw": ("orw.const {v}", "orw.add {a}, {b}", "orw.mul {a}, {b}"),
        "arith": ("arith.constant {v} : i64", "arith.addi {a}, {b} : i64",
                  "arith.muli {a}, {b} : i64"),
    }[dialect]
    with open(path, "w") as out:
        for g in range((ops + GROUP - 1) // GROUP):
            v = lambda name: "%%%s%d" % (name, g)  # noqa: E731
            out.write("%s = \"xx.src\"() : () -> i64\n" % v("s"))
            out.write("%s = %s\n" % (v("z"), const.format(v=0)))
            out.write("%s = %s\n" % (v("p"), const.format(v=7)))
            out.write("%s = %s\n" % (v("q"), const.format(v=5)))
            out.write("%s = %s\n" % (v("x"), add.format(a=v("s"), b=v("z"))))
            out.write("%s = %s\n" % (v("y"), add.format(a=v("p"), b=v("q"))))
            out.write("%s = %s\n" % (v("m"), mul.format(a=v("x"), b=v("y"))))
            out.write("\"xx.use\"(%s) : (i64) -> ()\n" % v("m"))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ours", required=True, help="ods-fixture-opt (release)")
    ap.add_argument("--oracle", required=True, help="the orw oracle binary")
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--ops", type=int, default=1_000_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args(argv)

    tmp = tempfile.mkdtemp(prefix="ods-rewrite-bench.")
    orw, arith = os.path.join(tmp, "orw.mlir"), os.path.join(tmp, "arith.mlir")
    write_module(orw, args.ops, "orw")
    write_module(arith, args.ops, "arith")
    ops = (args.ops + GROUP - 1) // GROUP * GROUP

    flags = ["--allow-unregistered-dialect", "--canonicalize"]
    if not same_output((args.ours, args.oracle), [*flags, orw], tmp):
        sys.exit("rewrite-bench: ods-rs and MLIR canonicalize the orw module differently")

    base = ["--allow-unregistered-dialect"]
    commands = [
        ("ours", (args.ours, flags + [orw])),
        ("oracle", (args.oracle, flags + [orw])),
        ("mlir-opt arith", (args.mlir_opt, flags + [arith])),
        ("ours, no pass", (args.ours, base + [orw])),
        ("oracle, no pass", (args.oracle, base + [orw])),
        ("mlir-opt arith, no pass", (args.mlir_opt, base + [arith])),
    ]
    t = run_all(commands, args.repeat, args.timeout, "rewrite-bench")
    n = args.repeat
    print("module: %d ops (5 of each 8 fold or merge), %d runs each" % (ops, n))
    for label, (wall, rss) in t.items():
        print("  %-24s %8.3f s  %8.1f MiB" % (label, wall / n, rss / 1024))
    tools = [("ours", (args.ours, flags + [orw, "-o", os.devnull])),
             ("oracle", (args.oracle, flags + [orw, "-o", os.devnull])),
             ("mlir-opt arith", (args.mlir_opt, flags + [arith, "-o", os.devnull]))]
    timed = pass_medians(tools, "Canonicalizer", n, args.timeout, "rewrite-bench")
    print("canonicalize alone (--mlir-timing Canonicalizer line, median): ours %.3f s, "
          "oracle %.3f s, mlir-opt arith %.3f s"
          % (timed["ours"], timed["oracle"], timed["mlir-opt arith"]))
    for ref in ("oracle", "mlir-opt arith"):
        print("time ratio (ours/%s): canonicalize alone (--mlir-timing) %.2f, whole run %.2f, "
              "reading and printing alone %.2f; peak memory ratio %.2f"
              % (ref, timed["ours"] / max(timed[ref], 1e-9), t["ours"][0] / t[ref][0],
                 t["ours, no pass"][0] / t[ref + ", no pass"][0], t["ours"][1] / t[ref][1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
