#!/usr/bin/env python3
"""IR round-trip conformance: `ods-opt --print-generic` against
`mlir-opt --mlir-print-op-generic`.

Three checks, over the fixtures under runtime/tests/fixtures:

* ir/ (plus every `.mlir` file under each --corpus DIR): for each file F,
  G = `mlir-opt -allow-unregistered-dialect --mlir-print-op-generic F`, then
  `ods-opt --allow-unregistered --print-generic G` must equal
  `mlir-opt -allow-unregistered-dialect --mlir-print-op-generic G` byte for
  byte.  The same again with debug info: G' is printed with
  `--mlir-print-debuginfo` as well, and both tools print G' with locations
  (`--print-debuginfo` / `--mlir-print-debuginfo`).  Two comparisons per file.
  A fixture of ir/ that mlir-opt rejects is a failure (broken fixture); a
  corpus file mlir-opt rejects is skipped and counted separately.
* rejected/: mlir-opt rejects each file; ods-opt must reject it cleanly: a
  non-zero exit with a message on stderr, no panic (exit 101 + "panicked"),
  no signal, no timeout.
* invalid/: `ods-opt --allow-unregistered --split-input-file
  --verify-diagnostics F` must exit 0 (the file's `expected-*` annotations
  match), as `mlir-opt` does with the same flags.

Exit status: 0 when everything passes, 1 otherwise, 2 on a usage or setup
error.  Standard library only.  Usually run through
scripts/ir-roundtrip-conformance.sh, which builds ods-opt first.
"""

import argparse
import concurrent.futures
import difflib
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tablegen_conformance import (  # noqa: E402
    MAX_FILES_DETAILED,
    REPO_ROOT,
    run_tool,
    stderr_excerpt,
)

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
FIXTURES = os.path.join(REPO_ROOT, "runtime", "tests", "fixtures")

MAX_DIFF_LINES = 40  # unified-diff lines printed per failing comparison

# Flags of the two tools, side by side.
REF_FLAGS = {
    "unregistered": "-allow-unregistered-dialect",
    "generic": "--mlir-print-op-generic",
    "debuginfo": "--mlir-print-debuginfo",
    "split": "-split-input-file",
    "verify": "-verify-diagnostics",
}
OUR_FLAGS = {
    "unregistered": "--allow-unregistered",
    "generic": "--print-generic",
    "debuginfo": "--print-debuginfo",
    "split": "--split-input-file",
    "verify": "--verify-diagnostics",
}


def flags(table, *names):
    return [table[n] for n in names]


# --------------------------------------------------------------------------
# corpus


def mlir_files(top):
    """All .mlir files under top (recursive, sorted)."""
    found = []
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames.sort()
        for name in filenames:
            if name.endswith(".mlir"):
                found.append(os.path.join(dirpath, name))
    return sorted(found)


def display_name(path):
    rel = os.path.relpath(path, REPO_ROOT)
    return path if rel.startswith("..") else rel


def safe_name(path):
    return display_name(path).replace(os.sep, "__").lstrip(".")


def read_bytes(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return b""


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass


def unified(expected, actual, label):
    """First lines of a unified diff between two byte strings."""
    a = expected.decode("utf-8", "replace").splitlines()
    b = actual.decode("utf-8", "replace").splitlines()
    lines = list(difflib.unified_diff(
        a, b, "mlir-opt (%s)" % label, "ods-opt (%s)" % label, n=2,
        lineterm=""))
    if not lines:
        # Same lines, different bytes: line endings or a trailing newline.
        return ["(same lines, different bytes: %d vs %d bytes; check the "
                "final newline / line endings)" % (len(expected), len(actual))]
    if len(lines) > MAX_DIFF_LINES:
        more = len(lines) - MAX_DIFF_LINES
        lines = lines[:MAX_DIFF_LINES] + ["... (%d more diff lines)" % more]
    return lines


# --------------------------------------------------------------------------
# checks (run in worker processes)


def check_roundtrip(task):
    path, corpus, mlir_opt, ods_opt, tmp, timeout = task
    name = display_name(path)
    base = os.path.join(tmp, safe_name(path))
    result = {"path": path, "name": name, "kind": "roundtrip",
              "corpus": corpus, "cases": []}
    for label, extra in (("generic", ()), ("debuginfo", ("debuginfo",))):
        case = {"label": label}
        result["cases"].append(case)
        g_path = "%s.%s.input.mlir" % (base, label)
        ref_out = "%s.%s.mlir-opt" % (base, label)
        our_out = "%s.%s.ods-opt" % (base, label)
        # 1. G: the generic form of the fixture, printed by mlir-opt.
        g_run = run_tool(mlir_opt, flags(REF_FLAGS, "unregistered", "generic",
                                         *extra) + [path], g_path, timeout)
        if g_run.status != "ok":
            case["status"] = "skipped" if corpus else "reference-failure"
            case["problem"] = "mlir-opt on the input: " + g_run.describe()
            case["stderr"] = g_run.stderr
            _remove(g_path)
            continue
        # 2. mlir-opt and ods-opt both print G.
        ref = run_tool(mlir_opt, flags(REF_FLAGS, "unregistered", "generic",
                                       *extra) + [g_path], ref_out, timeout)
        ours = run_tool(ods_opt, flags(OUR_FLAGS, "unregistered", "generic",
                                       *extra) + [g_path], our_out, timeout)
        expected, actual = read_bytes(ref_out), read_bytes(our_out)
        for p in (g_path, ref_out, our_out):
            _remove(p)
        if ref.status != "ok":
            case["status"] = "reference-failure"
            case["problem"] = ("mlir-opt does not accept its own generic "
                               "output: " + ref.describe())
            case["stderr"] = ref.stderr
        elif ours.status != "ok":
            case["status"] = "fail"
            case["problem"] = "ods-opt: " + ours.describe()
            case["stderr"] = ours.stderr
        elif expected != actual:
            case["status"] = "fail"
            case["problem"] = "output differs"
            case["diff"] = unified(expected, actual, label)
        else:
            case["status"] = "ok"
        case["seconds"] = ours.seconds
    return result


def check_rejected(task):
    path, mlir_opt, ods_opt, tmp, timeout = task
    out = os.path.join(tmp, safe_name(path) + ".out")
    result = {"path": path, "name": display_name(path), "kind": "rejected"}
    ref = run_tool(mlir_opt, flags(REF_FLAGS, "unregistered") + [path], out,
                   timeout)
    ours = run_tool(ods_opt, flags(OUR_FLAGS, "unregistered") + [path], out,
                    timeout)
    _remove(out)
    result["ours"] = ours
    if ref.status != "error":
        result["ok"] = False
        result["problem"] = ("broken fixture: mlir-opt does not reject it (%s)"
                             % ref.describe())
    elif ours.status == "ok":
        result["ok"] = False
        result["problem"] = "accepted (exit 0); mlir-opt rejects it"
    elif ours.status == "error" and not ours.stderr.strip():
        result["ok"] = False
        result["problem"] = "exit %d but nothing on stderr" % ours.code
    elif ours.status != "error":
        result["ok"] = False
        result["problem"] = ours.describe()
    else:
        result["ok"] = True
    return result


def check_verify(task):
    path, mlir_opt, ods_opt, tmp, timeout = task
    out = os.path.join(tmp, safe_name(path) + ".out")
    result = {"path": path, "name": display_name(path), "kind": "verify"}
    ref = run_tool(mlir_opt, flags(REF_FLAGS, "unregistered", "split",
                                   "verify") + [path], out, timeout)
    ours = run_tool(ods_opt, flags(OUR_FLAGS, "unregistered", "split",
                                   "verify") + [path], out, timeout)
    _remove(out)
    result["ours"] = ours
    if ref.status != "ok":
        result["ok"] = False
        result["problem"] = ("broken fixture: mlir-opt -verify-diagnostics "
                             "fails (%s)" % ref.describe())
        result["ref_stderr"] = ref.stderr
    elif ours.status != "ok":
        result["ok"] = False
        result["problem"] = ours.describe()
    else:
        result["ok"] = True
    return result


# --------------------------------------------------------------------------
# reporting


def report_roundtrip(results, verbose):
    cases = [(r, c) for r in results for c in r["cases"]]
    compared = [(r, c) for r, c in cases if c["status"] != "skipped"]
    ok = [(r, c) for r, c in compared if c["status"] == "ok"]
    bad = [(r, c) for r, c in compared if c["status"] != "ok"]
    skipped = sorted({r["name"] for r, c in cases if c["status"] == "skipped"})
    print("generic round-trip: %d/%d identical" % (len(ok), len(compared)))
    if bad:
        print()
        print("round-trip failures (%d):" % len(bad))
        for i, (r, c) in enumerate(bad):
            print("  %s [%s]: %s" % (r["name"], c["label"], c["problem"]))
            if i >= MAX_FILES_DETAILED:
                continue
            for line in c.get("diff", []):
                print("      " + line)
            if c.get("stderr", "").strip():
                print(stderr_excerpt(c["stderr"]))
        print()
    if skipped:
        print("corpus files mlir-opt rejects (skipped): %d" % len(skipped))
        if verbose:
            for n in skipped:
                print("  " + n)
    return not bad


def report_simple(title, results):
    good = [r for r in results if r["ok"]]
    print("%s: %d/%d" % (title, len(good), len(results)))
    bad = [r for r in results if not r["ok"]]
    for i, r in enumerate(bad):
        print("  %s: %s" % (r["name"], r.get("problem", "failed")))
        if i >= MAX_FILES_DETAILED:
            continue
        if r.get("ref_stderr", "").strip():
            print(stderr_excerpt(r["ref_stderr"]))
        elif r["ours"].stderr.strip():
            print(stderr_excerpt(r["ours"].stderr))
    return not bad


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Compare ods-opt --print-generic with mlir-opt "
        "--mlir-print-op-generic on the IR fixtures.")
    ap.add_argument("--corpus", metavar="DIR", action="append", default=[],
                    help="also round-trip every .mlir file under DIR "
                    "(repeatable); files mlir-opt rejects are skipped")
    ap.add_argument("--fixtures", metavar="DIR", default=FIXTURES,
                    help="folder holding ir/, rejected/ and invalid/ "
                    "(default: runtime/tests/fixtures)")
    ap.add_argument("--filter", metavar="SUBSTR",
                    help="only files whose path contains SUBSTR")
    ap.add_argument("--ods-opt", metavar="PATH",
                    default=os.environ.get("ODS_OPT") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-opt"),
                    help="binary under test (default: $ODS_OPT or "
                    "target/release/ods-opt)")
    ap.add_argument("--mlir-opt", metavar="PATH",
                    default=os.environ.get("MLIR_OPT", DEFAULT_MLIR_OPT))
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="per-run timeout in seconds (60)")
    ap.add_argument("--verbose", action="store_true",
                    help="print every file's outcome")
    args = ap.parse_args(argv)

    for label, binary in (("mlir-opt", args.mlir_opt),
                          ("ods-opt", args.ods_opt)):
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            print("ir-roundtrip-conformance: %s not found or not executable: %s"
                  % (label, binary), file=sys.stderr)
            return 2
    ods = os.path.abspath(args.ods_opt)
    mlir = os.path.abspath(args.mlir_opt)

    def pick(files):
        return [f for f in files if not args.filter or args.filter in f]

    # ir-upstream: sources in the custom syntax of dialects only mlir-opt
    # registers; normalised to the generic form, ods-opt must print them too.
    ir = pick(mlir_files(os.path.join(args.fixtures, "ir"))
              + mlir_files(os.path.join(args.fixtures, "ir-upstream")))
    corpus = []
    for d in args.corpus:
        if not os.path.isdir(d):
            print("ir-roundtrip-conformance: --corpus %s is not a directory" % d,
                  file=sys.stderr)
            return 2
        corpus += pick(mlir_files(os.path.abspath(d)))
    rejected = pick(mlir_files(os.path.join(args.fixtures, "rejected")))
    invalid = pick(mlir_files(os.path.join(args.fixtures, "invalid")))
    if not (ir or corpus or rejected or invalid):
        print("ir-roundtrip-conformance: no .mlir files found", file=sys.stderr)
        return 2

    tmp = tempfile.mkdtemp(prefix="ods-ir-conformance.")
    started = time.monotonic()
    futures = {}
    try:
        with concurrent.futures.ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for f in ir:
                futures[pool.submit(check_roundtrip, (f, False, mlir, ods, tmp,
                                                      args.timeout))] = "rt"
            for f in corpus:
                futures[pool.submit(check_roundtrip, (f, True, mlir, ods, tmp,
                                                      args.timeout))] = "rt"
            for f in rejected:
                futures[pool.submit(check_rejected, (f, mlir, ods, tmp,
                                                     args.timeout))] = "rej"
            for f in invalid:
                futures[pool.submit(check_verify, (f, mlir, ods, tmp,
                                                   args.timeout))] = "ver"
            results = {"rt": [], "rej": [], "ver": []}
            total = len(futures)
            for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
                r = fut.result()
                results[futures[fut]].append(r)
                if args.verbose:
                    if r["kind"] == "roundtrip":
                        status = " ".join("%s=%s" % (c["label"], c["status"])
                                          for c in r["cases"])
                    else:
                        status = "ok" if r["ok"] else "FAIL: " + r["problem"]
                    print("[%d/%d] %-9s %s: %s" % (done, total, r["kind"],
                                                   r["name"], status), flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    elapsed = time.monotonic() - started

    for key in results:
        results[key].sort(key=lambda r: r["path"])
    ok = report_roundtrip(results["rt"], args.verbose)
    ok = report_simple("rejected", results["rej"]) and ok
    ok = report_simple("verify-diagnostics", results["ver"]) and ok
    print("ir round-trip conformance: %s (%d files in %.1f s)"
          % ("PASS" if ok else "FAIL", total, elapsed))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
