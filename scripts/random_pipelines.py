"""Random pass pipelines for the differential runner (diff_mlir_opt.py
--random-pipelines): `--pass-pipeline` values over the general passes
both mlir-opt and ods-mlir-opt register, nested on functions or on any
op, with random options, and one of MLIR's instrumentation flags, so that
the pipeline parser, the pass manager's nesting and the instrumentation
output (IR printing, statistics, --dump-pass-pipeline) are compared too.
Standard library only."""

import random

# Passes that run on any op, with a few of their options' values.
ANY_PASSES = [
    ("canonicalize", ["max-iterations=1", "max-iterations=3", "top-down=false",
                      "region-simplify=disabled", "region-simplify=aggressive",
                      "max-num-rewrites=2"]),
    ("cse", []),
    ("sccp", []),
    ("loop-invariant-code-motion", []),
    ("control-flow-sink", []),
    ("strip-debuginfo", []),
    ("topological-sort", []),
    ("print-op-stats", ["json=true"]),
    ("view-op-graph", ["print-attrs=false", "print-control-flow-edges=true",
                       "max-label-len=8", "print-result-types=false"]),
]
# Passes for symbol tables (the module).
MODULE_PASSES = [
    ("inline", ["max-iterations=1", "default-pipeline=cse",
                "inlining-threshold=0"]),
    ("symbol-dce", []),
    ("symbol-privatize", ["exclude=main"]),
]
# Instrumentation flags, one set per pipeline (an empty one too). Not
# --mlir-pass-statistics: LLVM's release builds (Debian's mlir-opt among
# them) compile statistics out and print an empty report; MLIR's own test
# of it requires an asserts build.
INSTRUMENTATION = [
    [],
    ["--mlir-print-ir-after-all"],
    ["--mlir-print-ir-before-all"],
    ["--mlir-print-ir-after-change"],
    ["--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"],
    ["--mlir-print-ir-after=cse,canonicalize"],
    ["--dump-pass-pipeline"],
]


def _pass(rng, pool):
    name, options = rng.choice(pool)
    chosen = [o for o in options if rng.random() < 0.3]
    if chosen:
        return "%s{%s}" % (name, " ".join(chosen))
    return name


def _elements(rng, depth):
    out = []
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        if depth == 0 and r < 0.25:
            out.append("func.func(%s)" % ",".join(_elements(rng, depth + 1)))
        elif depth == 0 and r < 0.35:
            out.append("any(%s)" % ",".join(_elements(rng, depth + 1)))
        elif depth == 0 and r < 0.55:
            out.append(_pass(rng, MODULE_PASSES))
        else:
            out.append(_pass(rng, ANY_PASSES))
    return out


def random_pipeline_modes(count, seed):
    """`count` modes {name: flags}, the same for every input of a run."""
    rng = random.Random(seed)
    modes = {}
    for i in range(count):
        pipeline = "builtin.module(%s)" % ",".join(_elements(rng, 0))
        flags = ["--mlir-disable-threading", "--pass-pipeline=" + pipeline]
        modes["pipeline-%d" % i] = flags + rng.choice(INSTRUMENTATION)
    return modes
