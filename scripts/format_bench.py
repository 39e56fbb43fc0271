#!/usr/bin/env python3
"""Benchmark the custom (declarative-format) form against the generic form
in ods-rs's own runtime.

The module is generated deterministically in the custom form of the `of`
fixture dialect (`tests/fixtures/oracle/oracle_formats.td`): at least --ops
operations in `of.body` regions, mixing every op of that dialect (literals,
unit-attribute and operand-anchored optional groups, `functional-type`,
`operands`, `type(operands)`, default-valued and discardable attributes,
successors and nested regions).  `ods-fixture-opt --print-generic` turns it
into the same IR in generic form once; that output must read back and print
the custom module unchanged (checked first, which also warms the cache).

Then `ods-fixture-opt custom.mlir` (parse and print custom) and
`ods-fixture-opt --print-generic generic.mlir` (parse and print generic) run
alternately --repeat times with output to /dev/null.  Prints the absolute
figures and `time ratio (custom/generic)`; the issue's bound is 1.20.

Standard library only.  Usually run through scripts/format-bench.sh, which
builds ods-fixture-opt first.  Exit status: 0 on success, 1 when the tool
fails or the forms disagree, 2 on a usage or setup error.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ir_bench import fmt_mib  # noqa: E402
from tablegen_bench import measure  # noqa: E402
from tablegen_conformance import REPO_ROOT  # noqa: E402

OPS_PER_BODY = 1000


def generate(path, target, seed):
    """Writes the custom-form module; returns the number of operations."""
    rng = random.Random(seed)
    ops = 0
    with open(path, "w") as out:
        while ops < target:
            out.write("of.body {\n")
            ops += 1
            names = []

            def value():
                return rng.choice(names)

            for i in range(OPS_PER_BODY):
                kind = rng.randrange(8) if names else 0
                n = "%%v%d" % i
                if kind == 0:
                    attrs = rng.choice(["", " {tag = 9 : i32}", " {note = \"n\"}"])
                    out.write("  %s = of.const [%d]%s\n" % (n, rng.randrange(-999, 999), attrs))
                    names.append(n)
                elif kind == 1:
                    flag = rng.choice(["fast", "slow"])
                    out.write("  %s = of.mix %s, %s %s -> () : i64\n" % (n, value(), value(), flag))
                    names.append(n)
                elif kind == 2:
                    out.write("  %s:2 = of.pack {%s, %s} %s : i64 label = \"l%d\" <> : "
                              "(i64, i64) -> (i32, f32)\n" % (n, value(), value(), value(), i))
                elif kind == 3:
                    out.write("  of.pack {%s} <> attributes {k = %d} : (i64) -> ()\n"
                              % (value(), i))
                elif kind == 4:
                    out.write("  %s:2 = of.any %s, %s : (i64, i64) -> (i1, i1)\n"
                              % (n, value(), value()))
                elif kind == 5:
                    out.write("  %s = of.list %s, %s, %s : i64, i64, i64 -> f32\n"
                              % (n, value(), value(), value()))
                elif kind == 6:
                    out.write("  of.body {\n    of.yield %s : i64\n  } also {\n"
                              "    of.yield\n  }\n" % value())
                    ops += 2
                else:
                    # The default value: the custom form elides it.
                    out.write("  %s = of.const [%d] {tag = 7 : i32}\n" % (n, i))
                    names.append(n)
                ops += 1
            out.write("  of.yield\n}\n")
            ops += 1
    return ops


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Wall time of ods-fixture-opt reading and printing a large "
        "module in custom form vs the same IR in generic form.")
    ap.add_argument("--tool", metavar="PATH",
                    default=os.environ.get("ODS_FIXTURE_OPT") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-fixture-opt"))
    ap.add_argument("--ops", type=int, default=1000000, metavar="N",
                    help="minimum number of operations (1000000)")
    ap.add_argument("--repeat", type=int, default=3, metavar="N",
                    help="timed runs per form (3)")
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--keep", metavar="DIR",
                    help="also copy both modules into DIR")
    ap.add_argument("--timeout", type=float, default=600.0,
                    help="per-run timeout in seconds (600)")
    args = ap.parse_args(argv)
    if args.repeat < 1 or args.ops < 1:
        ap.error("--repeat and --ops must be at least 1")
    tool = os.path.abspath(args.tool)
    if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
        print("format-bench: tool not found or not executable: %s" % tool, file=sys.stderr)
        return 2

    tmp = tempfile.mkdtemp(prefix="ods-format-bench.")
    try:
        custom = os.path.join(tmp, "custom.mlir")
        generic = os.path.join(tmp, "generic.mlir")
        back = os.path.join(tmp, "back.mlir")
        ops = generate(custom, args.ops, args.seed)
        for cmd in ([tool, "--print-generic", custom, "-o", generic],
                    [tool, generic, "-o", back]):
            run = subprocess.run(cmd, capture_output=True, text=True)
            if run.returncode != 0:
                print("format-bench: %s failed:\n%s" % (" ".join(cmd), run.stderr[:2000]),
                      file=sys.stderr)
                return 1
        # The custom module as printed once (spacing normalised) must be
        # what the generic one prints back in custom form.
        printed = os.path.join(tmp, "printed.mlir")
        subprocess.run([tool, custom, "-o", printed], check=True)
        with open(printed) as a, open(back) as b:
            if a.read() != b.read():
                print("format-bench: custom -> generic -> custom changes the module",
                      file=sys.stderr)
                return 1
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            shutil.copy(custom, args.keep)
            shutil.copy(generic, args.keep)
        sizes = (os.path.getsize(custom), os.path.getsize(generic))
        print("format-bench: %d ops, custom %.1f MiB, generic %.1f MiB"
              % (ops, sizes[0] / 1048576.0, sizes[1] / 1048576.0), flush=True)

        runs = {"custom": ([custom, "-o", os.devnull], []),
                "generic": (["--print-generic", generic, "-o", os.devnull], [])}
        for rep in range(args.repeat):
            order = ["custom", "generic"] if rep % 2 == 0 else ["generic", "custom"]
            for key in order:
                code, wall, rss = measure(tool, runs[key][0], args.timeout)
                if code != 0:
                    print("format-bench: %s run failed (%s)" % (key, code), file=sys.stderr)
                    return 1
                runs[key][1].append((wall, rss))
            print("format-bench: run %d/%d: custom %.2f s, generic %.2f s"
                  % (rep + 1, args.repeat, runs["custom"][1][-1][0],
                     runs["generic"][1][-1][0]), file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    c = runs["custom"][1]
    g = runs["generic"][1]
    print("wall time per run: custom %.2f s (best %.2f s), generic %.2f s (best %.2f s)"
          % (sum(w for w, _ in c) / len(c), min(w for w, _ in c),
             sum(w for w, _ in g) / len(g), min(w for w, _ in g)))
    print("peak RSS: custom %s, generic %s"
          % (fmt_mib(max(r for _, r in c)), fmt_mib(max(r for _, r in g))))
    print("time ratio (custom/generic): %.2f" % (sum(w for w, _ in c) / sum(w for w, _ in g)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
