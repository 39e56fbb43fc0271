#!/usr/bin/env python3
"""A differential campaign: generated inputs through the differential
runner, batch after batch, for a given time.

Each batch of --batch inputs is written by a generator under OUT/batch:
gen_ir.py (builtin IR, unregistered ops; `--generator ir`, the default),
gen_dialect_ir.py (IR of MLIR's dialects ub, index, arith, math, complex,
cf, func and scf; `--generator dialects`, for ods-mlir-opt; with memref,
affine and vector too: `--generator dialects-memory`), or gen_td.py
with --tblgen.  The batch is run through diff_mlir_opt.py (every mode, or
those of --modes), and its comparisons appended to OUT/results.jsonl; the inputs of divergent
comparisons are kept under OUT/divergent (the others are deleted).  At the
end it prints the inputs seen, the counts per class and the divergence
groups: the pairs of first errors (or the first differing output lines)
with their counts and one example each.

    scripts/diff-campaign.sh [--tblgen] --minutes 120 --seed 1 --out DIR
    ODS_OPT=target/release/ods-mlir-opt scripts/diff-campaign.sh \
        --generator dialects --modes custom,generic,canonicalize,cse \
        --minutes 30 --seed 1 --out DIR

A campaign resumes where OUT/results.jsonl stops (the next index of the same
seed), so it may be run in several parts.  Standard library only.
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from diff_mlir_opt import CLASSES, PASSING  # noqa: E402

# --generator: the script that writes the IR inputs, with its options.
GENERATORS = {"ir": ["gen_ir.py"], "dialects": ["gen_dialect_ir.py"],
              "dialects-memory": ["gen_dialect_ir.py", "--dialects", "memory"]}


def signature(r):
    """What groups one divergence with others of its kind: the class and the
    two first errors with names, numbers and quoted text blanked (or the
    first changed line pair of a diff)."""
    def norm(err):
        if not err:
            return "-"
        return re.sub(r"'[^']*'|\"[^\"]*\"|\d+", "_", err[1])[:100]
    if r["class"] == "output-differs":
        lines = [l for l in r.get("diff", []) if l[:1] in "+-" and l[:3] not in ("---", "+++")]
        return (r["class"], re.sub(r"\d+", "_", " | ".join(lines[:2]))[:160])
    return (r["class"], norm(r.get("ref_error")) + "  <>  " + norm(r.get("our_error")))


def input_names(results):
    """The inputs of results, by file name: a divergent input's kept copy
    (OUT/divergent) and its passing modes (OUT/batch) are one input."""
    return {os.path.basename(r["input"]) for r in results}


def summarize(results_path, elapsed_note=""):
    results = [json.loads(l) for l in open(results_path)]
    inputs = input_names(results)
    counts = collections.Counter(r["class"] for r in results)
    print("campaign: %d inputs, %d comparisons%s" % (len(inputs), len(results), elapsed_note))
    for key, desc in CLASSES:
        print("  %-16s %7d  %s" % (key, counts[key], desc))
    groups = collections.OrderedDict()
    for r in results:
        if r["class"] in PASSING:
            continue
        groups.setdefault(signature(r), []).append(r)
    print("%d divergence groups:" % len(groups))
    for (cls, sig), rs in sorted(groups.items(), key=lambda kv: -len({r["input"] for r in kv[1]})):
        example = rs[0]
        print("  [%d inputs] %s: %s" % (len({r["input"] for r in rs}), cls, sig))
        print("      e.g. %s [%s]" % (example["input"], example["mode"]))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tblgen", action="store_true")
    ap.add_argument("--generator", choices=sorted(GENERATORS), default="ir",
                    help="IR: the generator of the inputs (ir: gen_ir.py, builtin "
                    "IR; dialects: gen_dialect_ir.py, IR of MLIR's dialects; "
                    "dialects-memory: the same with memref, affine and vector)")
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", required=True)
    ap.add_argument("--modes", metavar="LIST",
                    help="IR: the runner's modes to compare (its default: the four "
                    "printing modes)")
    ap.add_argument("--summary-only", action="store_true",
                    help="print the summary of OUT/results.jsonl and stop")
    args = ap.parse_args(argv)
    os.makedirs(os.path.join(args.out, "divergent"), exist_ok=True)
    results_path = os.path.join(args.out, "results.jsonl")
    if args.summary_only:
        summarize(results_path)
        return 0
    gen = ["gen_td.py"] if args.tblgen else GENERATORS[args.generator]
    gen = [os.path.join(HERE, gen[0])] + gen[1:]
    first = 0
    if os.path.exists(results_path):
        first = len(input_names(json.loads(l) for l in open(results_path)))
    deadline = time.monotonic() + args.minutes * 60
    started = time.monotonic()
    batch_dir = os.path.join(args.out, "batch")
    while time.monotonic() < deadline:
        shutil.rmtree(batch_dir, ignore_errors=True)
        subprocess.run([sys.executable] + gen + ["--count", str(args.batch), "--seed",
                        str(args.seed), "--first", str(first), "--out", batch_dir], check=True)
        batch_results = os.path.join(args.out, "batch.jsonl")
        cmd = [sys.executable, os.path.join(HERE, "diff_mlir_opt.py"), "--report-only",
               "--show", "0", "--jobs", str(args.jobs), "--results", batch_results, batch_dir]
        if args.tblgen:
            cmd.insert(2, "--tblgen")
        elif args.modes:
            cmd[2:2] = ["--modes", args.modes]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(batch_results) as f, open(results_path, "a") as out:
            for line in f:
                r = json.loads(line)
                if r["class"] not in PASSING:
                    kept = os.path.join(args.out, "divergent", os.path.basename(r["input"]))
                    if os.path.exists(r["input"]):
                        shutil.copy(r["input"], kept)
                    r["input"] = kept
                out.write(json.dumps(r, sort_keys=True) + "\n")
        first += args.batch
    shutil.rmtree(batch_dir, ignore_errors=True)
    summarize(results_path, ", this part %.1f min" % ((time.monotonic() - started) / 60))
    return 0


if __name__ == "__main__":
    sys.exit(main())
