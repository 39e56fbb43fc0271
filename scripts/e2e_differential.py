#!/usr/bin/env python3
"""End-to-end differential: random programs over arith, math, cf, scf,
func and memref (scripts/gen_e2e_ir.py) lowered to the LLVM dialect by
ods-mlir-opt and by mlir-opt 22 with the same pipeline (`pipeline`),
exported to LLVM IR by ods-mlir-translate and mlir-translate 22
(`--mlir-to-llvmir`), then run through lli 22.

Per program it compares, in order: the lowered modules, the `.ll`
files, and the runs (standard output and exit status).  Besides, our
translator also exports mlir-opt's lowered module, so that a difference
of `.ll` is told apart as lowering's or export's.  Printed: the counts
(programs, identical lowered modules, identical `.ll`, identical `.ll`
from mlir-opt's lowering, identical runs) and every divergence with the
folder that reproduces it (OUT/divergent/NAME: the input, both lowered
modules, both `.ll`, both outputs).  Exits 1 when anything diverged.

    scripts/e2e-differential.sh --count 200 --seed 1 --out DIR
    scripts/e2e-differential.sh --quick      # the fixed sample CI runs

A program mlir-opt cannot lower, or whose reference run fails or times
out, is a generator bug: it is counted and reported apart.  Standard
library only.
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_e2e_ir import program  # noqa: E402



def pipeline(text):
    """The lowering both tools run on `text`: everything to the LLVM
    dialect; subviews first through `--expand-strided-metadata` (a greedy
    rewrite, which also folds and erases dead ops, so only programs with
    subviews take it)."""
    strided = ["--expand-strided-metadata"] if "memref.subview" in text else []
    return ["--arith-expand", "--convert-scf-to-cf", *strided, "--convert-to-llvm",
            "--reconcile-unrealized-casts"]


# The fixed sample of --quick (about a minute with a debug build).
QUICK = {"seed": 1, "count": 30}


def run(argv, timeout):
    """(exit status, stdout, stderr) of `argv`; a timeout is status None."""
    try:
        r = subprocess.run(argv, capture_output=True, timeout=timeout)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return None, b"", b"timeout"


def first_difference(a, b):
    """The first differing line pair of two texts, for the report."""
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return "line %d: mlir %r, ours %r" % (i + 1, x[:160], y[:160])
    return "line %d: one side ends (%d lines, ours %d)" % (
        min(len(la), len(lb)) + 1, len(la), len(lb))


def check(args, name, text, work):
    """The comparison of one program: a dict with `stage` (None when all
    agree, else the first differing stage), `detail`, and the flags of
    what agreed."""
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "input.mlir")
    with open(src, "w") as f:
        f.write(text)
    res = {"name": name, "dir": d, "stage": None, "detail": "",
           "lowered": False, "ll": False, "ll_from_ref": False, "run": False}

    def save(fname, data):
        with open(os.path.join(d, fname), "wb") as f:
            f.write(data)

    code, ref_low, err = run([args.mlir_opt, *pipeline(text), src], args.timeout)
    if code != 0:
        res.update(stage="generator", detail="mlir-opt: " + err.decode(errors="replace")[:300])
        return res
    save("ref.lowered.mlir", ref_low)
    code, our_low, err = run([args.ours_opt, *pipeline(text), src], args.timeout)
    save("ours.lowered.mlir", our_low)
    if code != 0:
        res.update(stage="lowering", detail="ods-mlir-opt failed (%s): %s" % (
            code, err.decode(errors="replace")[:300]))
        return res
    res["lowered"] = our_low == ref_low
    low_ref, low_ours = (os.path.join(d, f) for f in ("ref.lowered.mlir", "ours.lowered.mlir"))

    code, ref_ll, err = run([args.mlir_translate, "--mlir-to-llvmir", low_ref], args.timeout)
    if code != 0:
        res.update(stage="generator", detail="mlir-translate: " + err.decode(errors="replace")[:300])
        return res
    save("ref.ll", ref_ll)
    code, cross_ll, err = run([args.ours_translate, "--mlir-to-llvmir", low_ref], args.timeout)
    res["ll_from_ref"] = code == 0 and cross_ll == ref_ll
    if not res["ll_from_ref"]:
        save("ours-from-ref.ll", cross_ll)
    code, our_ll, err = run([args.ours_translate, "--mlir-to-llvmir", low_ours], args.timeout)
    save("ours.ll", our_ll)
    if code != 0:
        res.update(stage="export", detail="ods-mlir-translate failed (%s): %s" % (
            code, err.decode(errors="replace")[:300]))
        return res
    res["ll"] = our_ll == ref_ll

    ref_run = run([args.lli, os.path.join(d, "ref.ll")], args.timeout)
    if ref_run[0] is None or ref_run[0] < 0:
        res.update(stage="generator", detail="reference run: status %s" % ref_run[0])
        return res
    our_run = run([args.lli, os.path.join(d, "ours.ll")], args.timeout)
    save("ref.out", ref_run[1] + b"exit %d\n" % ref_run[0])
    save("ours.out", our_run[1] + (b"exit %s\n" % str(our_run[0]).encode()))
    res["run"] = ref_run[:2] == our_run[:2]

    if not res["lowered"]:
        res.update(stage="lowered module", detail=first_difference(
            ref_low.decode(errors="replace"), our_low.decode(errors="replace")))
    elif not res["ll_from_ref"] or not res["ll"]:
        res.update(stage=".ll", detail=first_difference(
            ref_ll.decode(errors="replace"), (our_ll if res["ll_from_ref"] else cross_ll)
            .decode(errors="replace")))
    elif not res["run"]:
        res.update(stage="run", detail="status %s vs %s" % (ref_run[0], our_run[0]))
    return res


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ours-opt", required=True)
    ap.add_argument("--ours-translate", required=True)
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--mlir-translate", default="/usr/lib/llvm-22/bin/mlir-translate")
    ap.add_argument("--lli", default="/usr/lib/llvm-22/bin/lli")
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--quick", action="store_true",
                    help="the fixed sample CI runs (seed %(seed)d, %(count)d programs)" % QUICK)
    ap.add_argument("--out", help="where divergent programs are kept (default: a temp dir)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60)
    args = ap.parse_args(argv)
    if args.quick:
        args.seed, args.count, args.first = QUICK["seed"], QUICK["count"], 0
    out = args.out or tempfile.mkdtemp(prefix="ods-e2e.")
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="work.", dir=out) if args.out else out

    names = ["e2e_%d_%05d" % (args.seed, i) for i in range(args.first, args.first + args.count)]
    jobs = [(n, program(args.seed, i)) for n, i in zip(names, range(args.first, args.first + args.count))]
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(lambda j: check(args, j[0], j[1], work), jobs))

    generator = [r for r in results if r["stage"] == "generator"]
    valid = [r for r in results if r["stage"] != "generator"]
    divergent = [r for r in valid if r["stage"]]
    keep = os.path.join(out, "divergent")
    for r in results:
        if r["stage"]:
            dest = os.path.join(keep, r["name"])
            shutil.rmtree(dest, ignore_errors=True)
            shutil.move(r["dir"], dest)
            r["dir"] = dest
    if work != out:
        shutil.rmtree(work, ignore_errors=True)
    else:
        for r in results:
            if not r["stage"]:
                shutil.rmtree(r["dir"], ignore_errors=True)

    print("e2e differential: seed %d, programs %d..%d" % (
        args.seed, args.first, args.first + args.count - 1))
    print("programs: %d (%d rejected by the reference tools: generator bugs)"
          % (len(valid), len(generator)))
    for key, label in (("lowered", "identical lowered modules"),
                       ("ll_from_ref", "identical .ll from mlir-opt's lowering"),
                       ("ll", "identical .ll"), ("run", "identical runs (output, exit status)")):
        print("%s: %d/%d" % (label, sum(r[key] for r in valid), len(valid)))
    for r in generator + divergent:
        print("DIVERGENCE [%s] %s: %s\n  reproducer: %s" % (r["stage"], r["name"], r["detail"], r["dir"]))
    return 1 if generator or divergent else 0


if __name__ == "__main__":
    sys.exit(main())
