#!/usr/bin/env python3
"""Differential runner: ods-opt against mlir-opt (or, with --tblgen,
ods-tblgen against llvm-tblgen) on arbitrary inputs.

IR mode (default).  Every input file is run through both tools with
`--allow-unregistered-dialect` in up to four modes:

    custom              (no extra flag)
    custom+debuginfo    --mlir-print-debuginfo
    generic             --mlir-print-op-generic
    generic+debuginfo   --mlir-print-op-generic --mlir-print-debuginfo

plus `--split-input-file` when the input contains a `// -----` line and
`--verify-diagnostics` when it contains an `expected-error` (-warning,
-remark, -note) annotation.  Unlike ir-roundtrip-conformance.sh the input is
given to both tools as it is (not normalised by mlir-opt first), so parser
differences show up as well as printer ones.

TableGen mode (--tblgen).  Every `.td` input is run through
`llvm-tblgen --dump-json -I ... FILE` and `ods-tblgen --dump-json
--no-prelude -I ... FILE` (one mode, "dump-json"); the outputs are compared
as parsed JSON values, as tablegen-conformance.sh does.

Each (input, mode) pair gets one class (see CLASSES): same output; both
reject with the same first error (line:col and message), with the same
message at another line:col, or with another message; one tool accepts what
the other rejects; both accept and print differently; a crash (panic,
signal or timeout) of either tool.  The runner prints a table of the counts
per class and mode, then a short report of the first --show divergences.

Exit status: 0 when every pair is "same" or "both reject, same first error"
(or with --report-only), 1 otherwise, 2 on a usage or setup error.
Standard library only.  Usually run through scripts/diff-mlir-opt.sh, which
builds the binary under test first.
"""

import argparse
import concurrent.futures
import difflib
import json
import os
import re
import shutil
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tablegen_conformance import (  # noqa: E402
    DEFAULT_INCLUDE,
    DEFAULT_LLVM_TBLGEN,
    MISSING,
    REPO_ROOT,
    diff_json,
    run_tool,
    short,
    stderr_excerpt,
)
from random_pipelines import random_pipeline_modes  # noqa: E402
from ir_roundtrip_conformance import (  # noqa: E402
    DEFAULT_MLIR_OPT,
    display_name,
    read_bytes,
    safe_name,
    _remove,
)

# --------------------------------------------------------------------------
# modes and classes

# IR modes: name -> extra flags (mlir-opt's spellings; ods-opt accepts them).
IR_MODES = {
    "custom": [],
    "custom+debuginfo": ["--mlir-print-debuginfo"],
    "generic": ["--mlir-print-op-generic"],
    "generic+debuginfo": ["--mlir-print-op-generic", "--mlir-print-debuginfo"],
}
# MLIR's printing flags, one mode each (--flag-modes); values small enough
# that the fixtures reach them.
FLAG_MODES = {
    "pretty-debuginfo": ["--mlir-print-debuginfo", "--mlir-pretty-debuginfo"],
    "local-scope": ["--mlir-print-local-scope", "--mlir-print-debuginfo"],
    "elide-elements": ["--mlir-elide-elementsattrs-if-larger=2"],
    "elide-resources": ["--mlir-elide-resource-strings-if-larger=12"],
    "hex-elements": ["--mlir-print-elementsattrs-with-hex-if-larger=1"],
    "value-users": ["--mlir-print-value-users"],
    "unique-ssa-ids": ["--mlir-print-unique-ssa-ids"],
    "nameloc-prefix": ["--mlir-use-nameloc-as-prefix"],
    "skip-regions": ["--mlir-print-skip-regions"],
    "assume-verified": ["--mlir-print-assume-verified"],
    "op-on-diagnostic": ["--mlir-print-debuginfo", "--mlir-print-value-users"],
    "no-op-on-diagnostic": ["--mlir-print-op-on-diagnostic=false"],
}
# The passes, one mode each (--pass-modes): what they leave of the IR,
# with the locations of what they moved and merged.
PASS_MODES = {
    "canonicalize": ["--canonicalize", "--mlir-print-debuginfo"],
    # The greedy driver's default (MLIR's GreedyRewriteConfig): identical
    # blocks merged, redundant block arguments dropped.
    "canonicalize-aggressive": ["--canonicalize=region-simplify=aggressive",
                                "--mlir-print-debuginfo"],
    "cse": ["--cse", "--mlir-print-debuginfo"],
    "cse-canonicalize": ["--cse", "--canonicalize"],
    "licm": ["--loop-invariant-code-motion", "--mlir-print-debuginfo"],
    "control-flow-sink": ["--control-flow-sink", "--mlir-print-debuginfo"],
}
# Modes only by name (--modes): a dialect's DRR patterns, greedily with
# folding (ods-opt's and mlir-oracle.sh's --apply-patterns; mlir-opt itself
# has no such pass).
ORACLE_MODES = {
    "apply-patterns": ["--apply-patterns", "--mlir-print-debuginfo"],
}
# Conversion passes, also only by name (--modes): what the lowering leaves,
# with the locations it gave the new operations.
CONVERSION_MODES = {
    "lower-affine": ["--lower-affine", "--mlir-print-debuginfo"],
}
# Modes whose rejections compare every diagnostic line (the notes with the
# failing operation), not only the first error.
FULL_STDERR_MODES = ("op-on-diagnostic", "no-op-on-diagnostic")
TBLGEN_MODES = {"dump-json": []}

# Classes, in table order: key -> description.  The first two are "passing".
CLASSES = [
    ("same", "same output"),
    ("reject-same", "both reject, same first error"),
    ("reject-loc", "both reject, same message, other line:col"),
    ("reject-notes", "both reject, same first error, other notes"),
    ("reject-msg", "both reject, other first message"),
    ("ours-rejects", "reference accepts, ours rejects"),
    ("ours-accepts", "reference rejects, ours accepts"),
    ("output-differs", "both accept, outputs differ"),
    ("crash-ours", "ours crashes (panic/signal/timeout)"),
    ("crash-ref", "reference crashes (signal/timeout)"),
]
PASSING = ("same", "reject-same")
CRASH_STATUSES = ("panic", "signal", "timeout", "exec")

SPLIT_MARKER = re.compile(rb"^\s*// -----", re.M)
EXPECTED_ANNOTATION = re.compile(rb"expected-(error|warning|remark|note)")
# `FILE:LINE:COL: error: MESSAGE`, as both tool families print it.
ERROR_LINE = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")

MAX_DIFF_LINES = 16  # unified-diff lines shown per divergence
MAX_JSON_DIFFS = 5  # JSON differences shown per divergence


def first_error(stderr):
    """(line:col or None, message) of the first error on stderr, or None."""
    for line in stderr.splitlines():
        m = ERROR_LINE.match(line)
        if m:
            return ("%s:%s" % (m.group(2), m.group(3)), m.group(4).strip())
    for line in stderr.splitlines():  # an error without a location
        if "error:" in line:
            return (None, line.split("error:", 1)[1].strip())
    return None


def fmt_error(err):
    if err is None:
        return "(no error message)"
    loc, msg = err
    return "%s: %s" % (loc or "?", msg)


def classify(ref, ours):
    """Class key of one comparison from the two Run outcomes (output aside)."""
    if ours.status in CRASH_STATUSES:
        return "crash-ours"
    if ref.status in CRASH_STATUSES:
        return "crash-ref"
    if ref.status == "error" and ours.status == "error":
        a, b = first_error(ref.stderr), first_error(ours.stderr)
        if a is not None and a == b:
            return "reject-same"
        # llvm-tblgen's fatal errors name no place; ours, with the same
        # message, do.
        if a is not None and b is not None and a[0] is None and a[1] == b[1]:
            return "reject-same"
        if a is not None and b is not None and a[1] == b[1]:
            return "reject-loc"
        return "reject-msg"
    if ref.status == "ok" and ours.status == "error":
        return "ours-rejects"
    if ref.status == "error" and ours.status == "ok":
        return "ours-accepts"
    return None  # both accept: the caller compares the outputs


def unified(expected, actual, ref_label, our_label):
    a = expected.decode("utf-8", "replace").splitlines()
    b = actual.decode("utf-8", "replace").splitlines()
    lines = list(difflib.unified_diff(a, b, ref_label, our_label, n=1,
                                      lineterm=""))
    if not lines:
        return ["(same lines, different bytes: %d vs %d bytes)"
                % (len(expected), len(actual))]
    if len(lines) > MAX_DIFF_LINES:
        more = len(lines) - MAX_DIFF_LINES
        lines = lines[:MAX_DIFF_LINES] + ["... (%d more diff lines)" % more]
    return lines


# --------------------------------------------------------------------------
# one input, every mode (runs in a worker process)


def ir_flags(data):
    """Flags every mode gets for an input with these bytes."""
    extra = ["--allow-unregistered-dialect"]
    if SPLIT_MARKER.search(data):
        extra.append("--split-input-file")
    if EXPECTED_ANNOTATION.search(data):
        extra.append("--verify-diagnostics")
    return extra


def tblgen_flags(path, includes):
    flags = ["--dump-json"]
    for inc in includes + [os.path.dirname(os.path.abspath(path))]:
        flags += ["-I", inc]
    return flags


def compare_outputs(tblgen, expected, actual, names):
    """None when equal, else the lines describing the difference."""
    if not tblgen:
        return None if expected == actual else unified(expected, actual, *names)
    try:
        ref_json = json.loads(expected)
    except ValueError as exc:
        return ["reference output is not JSON: %s" % exc]
    try:
        our_json = json.loads(actual)
    except ValueError as exc:
        return ["our output is not JSON: %s" % exc]
    diffs = []
    diff_json(ref_json, our_json, "$", diffs, MAX_JSON_DIFFS)
    if not diffs:
        return None
    lines = []
    for p, e, a in diffs:
        lines.append("at %s" % p)
        lines.append("  %s: %s" % (names[0], "(missing)" if e is MISSING else short(e)))
        lines.append("  %s: %s" % (names[1], "(missing)" if a is MISSING else short(a)))
    return lines


def check_input(task):
    path, cfg = task
    data = read_bytes(path)
    name = display_name(path)
    base = os.path.join(cfg["tmp"], safe_name(path))
    if cfg["tblgen"]:
        common = tblgen_flags(path, cfg["includes"])
        ours_extra = ["--no-prelude"]
    else:
        common = ir_flags(data)
        ours_extra = []
    results = []
    for mode in cfg["modes"]:
        mode_flags = cfg["mode_table"][mode]
        ref_out, our_out = base + ".ref", base + ".ours"
        ref = run_tool(cfg["ref"], common + mode_flags + [path], ref_out,
                       cfg["timeout"])
        ours = run_tool(cfg["ours"], common + mode_flags + ours_extra + [path],
                        our_out, cfg["timeout"])
        expected, actual = read_bytes(ref_out), read_bytes(our_out)
        _remove(ref_out)
        _remove(our_out)
        r = {"input": name, "mode": mode,
             "flags": " ".join(f for f in common if f.startswith("--")
                               and f not in ("--allow-unregistered-dialect",
                                             "--dump-json")),
             "ref": ref.describe(), "ours": ours.describe(),
             "ref_error": first_error(ref.stderr) if ref.status != "ok" else None,
             "our_error": first_error(ours.stderr) if ours.status != "ok" else None}
        cls = classify(ref, ours)
        if cls == "reject-same" and mode in FULL_STDERR_MODES:
            diff = compare_outputs(False, ref.stderr.encode(), ours.stderr.encode(),
                                   (cfg["ref_name"], cfg["our_name"]))
            if diff is not None:
                cls, r["diff"] = "reject-notes", diff
        if cls is None and mode in cfg["stderr_modes"]:
            # What the instrumentation writes goes to stderr: after stdout.
            expected += ref.stderr.encode()
            actual += ours.stderr.encode()
        if cls is None:
            diff = compare_outputs(cfg["tblgen"], expected, actual,
                                   (cfg["ref_name"], cfg["our_name"]))
            cls = "same" if diff is None else "output-differs"
            if diff is not None:
                r["diff"] = diff
        elif cls in ("crash-ours", "crash-ref"):
            crashed = ours if cls == "crash-ours" else ref
            r["stderr"] = stderr_excerpt(crashed.stderr).splitlines()[:12]
        r["class"] = cls
        results.append(r)
    return results


# --------------------------------------------------------------------------
# inputs and reporting


def collect(paths, suffix, all_files):
    """Files named on the command line, and under each folder the files
    ending in suffix (every regular file with all_files), sorted."""
    found = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames.sort()
                for n in filenames:
                    if all_files or n.endswith(suffix):
                        found.append(os.path.join(dirpath, n))
        elif os.path.isfile(p):
            found.append(p)
        else:
            raise FileNotFoundError(p)
    return sorted(set(os.path.abspath(f) for f in found))


def print_table(results, modes):
    counts = {(c, m): 0 for c, _ in CLASSES for m in modes}
    for r in results:
        counts[(r["class"], r["mode"])] += 1
    width = max(len(d) for _, d in CLASSES) + len("ok  ")
    cols = [max(len(m), 6) for m in modes]
    header = " " * (width + 2) + "  ".join(m.rjust(w) for m, w in zip(modes, cols))
    print(header + "   total")
    for key, desc in CLASSES:
        row = [counts[(key, m)] for m in modes]
        mark = "ok" if key in PASSING else ("!!" if sum(row) else "  ")
        print("%s %s  %s  %6d" % (mark, desc.ljust(width - 3),
                                  "  ".join(str(n).rjust(w) for n, w in zip(row, cols)),
                                  sum(row)))


def group_divergences(divergent):
    """Merge the modes of one input that diverge the same way (same class,
    exit statuses, first errors and diff) into one entry: (result, modes)."""
    groups = []
    for r in divergent:
        sig = (r["input"], r["class"], r["ref"], r["ours"],
               json.dumps(r["ref_error"]), json.dumps(r["our_error"]),
               "\n".join(r.get("diff", [])))
        if groups and groups[-1][0] == sig:
            groups[-1][2].append(r["mode"])
        else:
            groups.append((sig, r, [r["mode"]]))
    return [(r, modes) for _, r, modes in groups]


def print_divergence(r, modes, ref_name, our_name):
    print("--- %s [%s]%s: %s" % (r["input"], ", ".join(modes),
                                (" (" + r["flags"] + ")") if r["flags"] else "",
                                dict(CLASSES)[r["class"]]))
    if r["class"] != "output-differs":
        print("    %-11s %s%s" % (ref_name + ":", r["ref"],
                                  ("; " + fmt_error(r["ref_error"]))
                                  if r["ref"] != "exit 0" else ""))
        print("    %-11s %s%s" % (our_name + ":", r["ours"],
                                  ("; " + fmt_error(r["our_error"]))
                                  if r["ours"] != "exit 0" else ""))
    for line in r.get("diff", []) + r.get("stderr", []):
        print("    " + line)


def load_known(path):
    """Known divergences: {(input, class): line number}.  One `CLASS INPUT`
    per line (INPUT as the report names it, relative to the repository);
    `#` starts a comment."""
    known = {}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split(None, 1)
            if len(parts) != 2 or parts[0] not in dict(CLASSES):
                raise ValueError("%s:%d: expected 'CLASS INPUT' with CLASS one "
                                 "of %s" % (path, n, ", ".join(k for k, _ in CLASSES)))
            known[(parts[1], parts[0])] = n
    return known


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Run ods-opt and mlir-opt (or ods-tblgen and llvm-tblgen "
        "with --tblgen) side by side on inputs and classify the differences.")
    ap.add_argument("inputs", nargs="+", metavar="PATH",
                    help="input files, or folders searched for .mlir "
                    "(.td with --tblgen) files")
    ap.add_argument("--tblgen", action="store_true",
                    help="compare ods-tblgen --dump-json with llvm-tblgen")
    ap.add_argument("--all-files", action="store_true",
                    help="take every file of the folders, whatever its name "
                    "(fuzz corpora)")
    ap.add_argument("--modes", metavar="LIST",
                    help="comma-separated modes to run (IR: %s; default the "
                    "first four)" % ",".join(list(IR_MODES) + list(FLAG_MODES)
                                             + list(PASS_MODES) + list(CONVERSION_MODES)))
    ap.add_argument("--flag-modes", action="store_true",
                    help="IR: also a mode per printing flag (%s)"
                    % ", ".join(FLAG_MODES))
    ap.add_argument("--pass-modes", action="store_true",
                    help="IR: also a mode per pass (%s)" % ", ".join(PASS_MODES))
    ap.add_argument("--random-pipelines", type=int, default=0, metavar="N",
                    help="IR: also N modes of random --pass-pipeline values "
                    "with instrumentation flags (random_pipelines.py), their "
                    "stderr compared too")
    ap.add_argument("--pipeline-seed", type=int, default=1, metavar="S",
                    help="seed of --random-pipelines (1)")
    ap.add_argument("--show", type=int, default=10, metavar="N",
                    help="print the first N divergences in detail (10; the modes "
                    "of one input that diverge alike count once)")
    ap.add_argument("--report-only", action="store_true",
                    help="exit 0 whatever the differences")
    ap.add_argument("--known", metavar="FILE",
                    help="known divergences ('CLASS INPUT' lines): they do not "
                    "fail the run, but an entry that no longer diverges so "
                    "does (remove it)")
    ap.add_argument("--results", metavar="FILE",
                    help="write every comparison to FILE as JSON lines")
    ap.add_argument("-I", dest="includes", action="append", default=None,
                    metavar="DIR", help="--tblgen include folder (repeatable; "
                    "default %s); the input's folder is always added"
                    % DEFAULT_INCLUDE)
    ap.add_argument("--ods-opt", metavar="PATH",
                    default=os.environ.get("ODS_OPT") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-opt"))
    ap.add_argument("--mlir-opt", metavar="PATH",
                    default=os.environ.get("MLIR_OPT", DEFAULT_MLIR_OPT))
    ap.add_argument("--ods-tblgen", metavar="PATH",
                    default=os.environ.get("ODS_TBLGEN") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-tblgen"))
    ap.add_argument("--llvm-tblgen", metavar="PATH",
                    default=os.environ.get("LLVM_TBLGEN", DEFAULT_LLVM_TBLGEN))
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    ap.add_argument("--timeout", type=float, default=10.0,
                    help="per-run timeout in seconds (10)")
    args = ap.parse_args(argv)

    if args.tblgen:
        ref_name, our_name = "llvm-tblgen", "ods-tblgen"
        ref_bin, our_bin = args.llvm_tblgen, args.ods_tblgen
        mode_table, suffix = TBLGEN_MODES, ".td"
    else:
        ref_bin, our_bin = args.mlir_opt, args.ods_opt
        # Any opt::main tool may stand in (ods-mlir-opt, toy-opt): by its name.
        ref_name, our_name = "mlir-opt", os.path.basename(our_bin)
        mode_table, suffix = dict(IR_MODES, **FLAG_MODES, **PASS_MODES, **ORACLE_MODES,
                                  **CONVERSION_MODES), ".mlir"
    modes = list(IR_MODES) if not args.tblgen else list(mode_table)
    if args.flag_modes and not args.tblgen:
        modes += list(FLAG_MODES)
    if args.pass_modes and not args.tblgen:
        modes += list(PASS_MODES)
    pipelines = {}
    if args.random_pipelines and not args.tblgen:
        pipelines = random_pipeline_modes(args.random_pipelines, args.pipeline_seed)
        mode_table = dict(mode_table, **pipelines)
    if args.modes:
        modes = [m.strip() for m in args.modes.split(",") if m.strip()]
        unknown = [m for m in modes if m not in mode_table]
        if unknown:
            print("diff-mlir-opt: unknown mode(s) %s; known: %s"
                  % (", ".join(unknown), ", ".join(mode_table)), file=sys.stderr)
            return 2
    modes += list(pipelines)
    for label, binary in ((ref_name, ref_bin), (our_name, our_bin)):
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            print("diff-mlir-opt: %s not found or not executable: %s"
                  % (label, binary), file=sys.stderr)
            return 2
    known = {}
    if args.known:
        try:
            known = load_known(args.known)
        except (OSError, ValueError) as exc:
            print("diff-mlir-opt: %s" % exc, file=sys.stderr)
            return 2
    try:
        files = collect(args.inputs, suffix, args.all_files)
    except FileNotFoundError as exc:
        print("diff-mlir-opt: no such file or folder: %s" % exc, file=sys.stderr)
        return 2
    if not files:
        print("diff-mlir-opt: no input files found", file=sys.stderr)
        return 2

    tmp = tempfile.mkdtemp(prefix="ods-diff-mlir-opt.")
    cfg = {"tblgen": args.tblgen, "modes": modes, "mode_table": mode_table,
           "ref": os.path.abspath(ref_bin), "ours": os.path.abspath(our_bin),
           "ref_name": ref_name, "our_name": our_name,
           "includes": args.includes if args.includes is not None
           else [DEFAULT_INCLUDE],
           "tmp": tmp, "timeout": args.timeout, "stderr_modes": set(pipelines)}
    started = time.monotonic()
    results = []
    try:
        with concurrent.futures.ProcessPoolExecutor(max_workers=args.jobs) as pool:
            futures = [pool.submit(check_input, (f, cfg)) for f in files]
            for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
                results += fut.result()
                if done % 200 == 0:
                    print("diff-mlir-opt: %d/%d inputs" % (done, len(files)),
                          file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    elapsed = time.monotonic() - started
    order = {m: i for i, m in enumerate(modes)}
    results.sort(key=lambda r: (r["input"], order[r["mode"]]))

    if args.results:
        with open(args.results, "w") as f:
            for r in results:
                f.write(json.dumps(r, sort_keys=True) + "\n")

    divergent = [r for r in results if r["class"] not in PASSING]
    # With --known, only new divergences and stale entries (of the inputs
    # this run covered) fail the run.
    seen = {(r["input"], r["class"]) for r in divergent}
    ran = {r["input"] for r in results}
    stale = sorted(k for k in known if k[0] in ran and k not in seen)
    unexpected = [r for r in divergent if (r["input"], r["class"]) not in known]
    print("%s vs %s: %d inputs, %d comparisons, %.1f s"
          % (our_name, ref_name, len(files), len(results), elapsed))
    print_table(results, modes)
    groups = group_divergences(unexpected)  # all divergences without --known
    if groups and args.show > 0:
        print()
        print("first %d of %d %sdivergences (modes of one input that diverge "
              "alike are merged):" % (min(args.show, len(groups)), len(groups),
                                      "new " if known else ""))
        for r, group_modes in groups[:args.show]:
            print_divergence(r, group_modes, ref_name, our_name)
    if known:
        print()
        print("known divergences (%s): %d of %d comparisons; %d new, %d stale"
              % (args.known, len(divergent) - len(unexpected), len(divergent),
                 len(unexpected), len(stale)))
        for inp, cls in stale:
            print("  stale (no longer diverges; remove line %d): %s %s"
                  % (known[(inp, cls)], cls, inp))
    failed = bool(unexpected or stale)
    print("diff-mlir-opt: %s" % ("PASS" if not failed else
                                 "FAIL (%d divergent comparisons%s)"
                                 % (len(unexpected),
                                    ", %d stale known entries" % len(stale)
                                    if stale else "")))
    return 0 if not failed or args.report_only else 1


if __name__ == "__main__":
    sys.exit(main())
