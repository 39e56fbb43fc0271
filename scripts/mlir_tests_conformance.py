#!/usr/bin/env python3
"""MLIR's own dialect tests, chunk by chunk: ods-mlir-opt against mlir-opt.

Inputs are lit test files as MLIR keeps them (`mlir/test/Dialect/<Dir>/`,
fetched outside the repository) or the ```mlir examples of the installed
dialect `.td` descriptions (--td-examples).  Each file is read as lit
would: its first `// RUN:` line gives mlir-opt's flags, and with
`-split-input-file` every `// -----` chunk is a case of its own.

A chunk is *out of scope* when it names a dialect (op, attribute or type
prefix) that mlir-opt registers and the tool under test does not: vector,
tensor, llvm, test, ...  The others are run through both tools:

    verify-diagnostics files   the RUN flags (mlir-opt must pass the chunk;
                               ours must pass it too)
    every other file           custom, generic and debug-info forms with the
                               RUN flags' printing and pass flags left out,
                               and the RUN line's passes (canonicalize, cse,
                               loop-invariant-code-motion, control-flow-sink)
                               when it has any

and classed as scripts/diff_mlir_opt.py classes a comparison.  The table
gives per folder: chunks, out of scope, compared, and per mode the
identical (same output, or both reject with the same first error) and the
differing ones.  Exit status 1 when anything in scope differs and is not
listed in --known.  Standard library only; usually run
through scripts/mlir-tests-conformance.sh.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from diff_mlir_opt import classify, first_error, unified  # noqa: E402
from tablegen_conformance import run_tool  # noqa: E402
from ir_roundtrip_conformance import DEFAULT_MLIR_OPT  # noqa: E402

# Flags of a RUN line that select what is compared; the rest (FileCheck
# prefixes, other tools) is not ours to run.
PRINT_FLAGS = ("mlir-print-op-generic", "mlir-print-debuginfo",
               "mlir-print-local-scope")
PASS_FLAG = re.compile(r"^--?(canonicalize|cse|loop-invariant-code-motion|"
                       r"control-flow-sink|pass-pipeline)\b")
KEPT_FLAG = re.compile(r"^--?(allow-unregistered-dialect|split-input-file|"
                       r"verify-diagnostics)$")
FORMS = {
    "custom": [],
    "generic": ["--mlir-print-op-generic"],
    "debuginfo": ["--mlir-print-debuginfo"],
}
# Dialect prefixes: an op's name at the start of a line (after its results),
# quoted in the generic form, and `#d.x`, `!d.x`, `#d<`, `!d<` in
# attributes and types.
OP_PREFIX = re.compile(
    r'^\s*(?:(?:%[\w.$\-]+(?::\d+)?\s*,\s*)*%[\w.$\-]+(?::\d+)?\s*=\s*)?'
    r'"?([A-Za-z_][\w$]*)\.[A-Za-z_]', re.M)
SIGIL_PREFIX = re.compile(r'[#!]([A-Za-z_][\w$]*)[.<]')
ALIAS_DEF = re.compile(r'^\s*[#!]([\w$.\-]+)\s*=', re.M)
SPLIT_LINE = re.compile(r"^// -----")
TD_EXAMPLE = re.compile(r"```mlir\n(.*?)```", re.S)


def run_line(text):
    """The mlir-opt arguments of the first `// RUN:` line (continuations
    joined), without `%s`, or None when it does not run mlir-opt."""
    lines, joined = text.splitlines(), None
    for i, line in enumerate(lines):
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        joined = m.group(1)
        j = i
        while joined.rstrip().endswith("\\") and j + 1 < len(lines):
            j += 1
            nxt = re.match(r"\s*//\s*RUN:\s?(.*)$", lines[j])
            joined = joined.rstrip()[:-1] + " " + (nxt.group(1) if nxt else "")
        break
    if joined is None:
        return None
    first = joined.split("|")[0]
    try:
        words = shlex.split(first)
    except ValueError:
        words = first.split()
    if not words or not words[0].endswith("mlir-opt"):
        return None
    return [w for w in words[1:] if w != "%s" and not w.startswith("<")]


def chunks_of(text, split):
    """The chunks of a file as `--split-input-file` cuts it."""
    if not split:
        return [text]
    out, cur = [], []
    for line in text.splitlines(keepends=True):
        if SPLIT_LINE.match(line):
            out.append("".join(cur))
            cur = []
        else:
            cur.append(line)
    out.append("".join(cur))
    return out


def dialects_named(chunk):
    """The dialect prefixes a chunk names, comments and aliases aside."""
    code = "\n".join(re.sub(r"//.*$", "", l) for l in chunk.splitlines())
    code = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', code)
    aliases = set(ALIAS_DEF.findall(code))
    names = set(OP_PREFIX.findall(code))
    for m in SIGIL_PREFIX.finditer(code):
        if m.group(1) not in aliases and not any(a.startswith(m.group(1) + ".")
                                                 for a in aliases):
            names.add(m.group(1))
    # Generic op names are quoted: `"arith.addi"(...)`.
    names.update(re.findall(r'"([A-Za-z_]\w*)\.[A-Za-z_][\w.]*"\s*\(', chunk))
    return names


def show_dialects(tool):
    out = subprocess.run([tool, "--show-dialects"], capture_output=True,
                         text=True, check=True).stdout
    line = next(l for l in out.splitlines() if l.startswith("Available Dialects:"))
    return set(line.split(":", 1)[1].strip().split(","))


class Case:
    """One chunk: where it comes from, its text and its RUN flags."""

    def __init__(self, folder, name, index, text, flags):
        self.folder, self.name, self.index = folder, name, index
        self.text, self.flags = text, flags

    @property
    def id(self):
        return "%s/%s#%d" % (self.folder, self.name, self.index)


def cases_of_file(path, folder):
    text = open(path, encoding="utf-8", errors="replace").read()
    flags = run_line(text)
    if flags is None:
        return []
    split = any(re.match(r"^--?split-input-file$", f) for f in flags)
    kept = [f for f in flags if not re.match(r"^--?split-input-file$", f)]
    return [Case(folder, os.path.basename(path), i, c, kept)
            for i, c in enumerate(chunks_of(text, split))]


def cases_of_td(path, folder):
    """The ```mlir examples of a .td file's descriptions, one case each."""
    text = open(path, encoding="utf-8", errors="replace").read()
    return [Case(folder, os.path.basename(path), i, m.group(1),
                 ["--allow-unregistered-dialect"])
            for i, m in enumerate(TD_EXAMPLE.finditer(text))]


def modes_of(case):
    """(mode, flags) pairs to run a case in."""
    flags = case.flags
    if any("verify-diagnostics" in f for f in flags):
        return [("verify", [f for f in flags if KEPT_FLAG.match(f)])]
    base = [f for f in flags if KEPT_FLAG.match(f)]
    modes = [(form, base + extra) for form, extra in FORMS.items()]
    passes = [f for f in flags if PASS_FLAG.match(f)]
    if passes:
        printing = [f for f in flags
                    if any(f.lstrip("-").startswith(p) for p in PRINT_FLAGS)]
        modes.append(("passes", base + passes + printing))
    return modes


def run_case(task):
    case, cfg = task
    fd, path = tempfile.mkstemp(suffix=".mlir", dir=cfg["tmp"])
    with os.fdopen(fd, "w") as f:
        f.write(case.text)
    results = []
    try:
        for mode, flags in modes_of(case):
            outs = [path + ".ref", path + ".ours"]
            ref = run_tool(cfg["ref"], flags + [path], outs[0], cfg["timeout"])
            ours = run_tool(cfg["ours"], flags + [path], outs[1], cfg["timeout"])
            expected = open(outs[0], "rb").read() if os.path.exists(outs[0]) else b""
            actual = open(outs[1], "rb").read() if os.path.exists(outs[1]) else b""
            for o in outs:
                if os.path.exists(o):
                    os.remove(o)
            r = {"case": case.id, "folder": case.folder, "mode": mode,
                 "flags": " ".join(flags)}
            if mode == "verify":
                if ref.status != "ok":
                    cls = "ref-fails"
                elif ours.status == "ok":
                    cls = "same"
                else:
                    cls = "ours-rejects"
                    r["our_error"] = ours.stderr.splitlines()[:6]
            else:
                cls = classify(ref, ours)
                if cls is None:
                    same = expected == actual
                    cls = "same" if same else "output-differs"
                    if not same:
                        r["diff"] = unified(expected, actual, "mlir-opt", "ours")
                elif cls not in ("reject-same",):
                    r["ref_error"] = first_error(ref.stderr) if ref.status != "ok" else None
                    r["our_error"] = first_error(ours.stderr) if ours.status != "ok" else None
            r["class"] = cls
            results.append(r)
    finally:
        os.remove(path)
    return results


PASSING = ("same", "reject-same")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+", metavar="PATH",
                    help="folders of .mlir test files, or of such folders (a "
                         "folder's name labels its counts), or .td files with "
                         "--td-examples")
    ap.add_argument("--td-examples", action="store_true",
                    help="take the ```mlir examples of .td files as the cases")
    ap.add_argument("--ods-opt", required=True, help="the tool under test")
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    ap.add_argument("--known", help="'MODE CASE REASON' lines that may differ "
                    "(lines starting with # are comments)")
    ap.add_argument("--results", help="write one JSON line per comparison")
    ap.add_argument("--show", type=int, default=10,
                    help="print the first N differences in detail")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=60)
    args = ap.parse_args()

    ours_has = show_dialects(args.ods_opt)
    ref_has = show_dialects(args.mlir_opt)
    missing = ref_has - ours_has

    cases = []
    for p in args.paths:
        if args.td_examples:
            files = [p] if os.path.isfile(p) else sorted(
                os.path.join(d, n) for d, _, ns in os.walk(p) for n in ns
                if n.endswith(".td"))
            for f in files:
                folder = os.path.basename(os.path.dirname(os.path.dirname(f))) \
                    if os.path.basename(os.path.dirname(f)) == "IR" \
                    else os.path.basename(os.path.dirname(f))
                cases += cases_of_td(f, folder)
        else:
            # A folder of test files, or a folder of such folders.
            subfolders = sorted(os.path.join(p, d) for d in os.listdir(p)
                                if os.path.isdir(os.path.join(p, d)))
            for folder_path in [p] + subfolders:
                folder = os.path.basename(os.path.normpath(folder_path))
                for n in sorted(os.listdir(folder_path)):
                    if n.endswith(".mlir"):
                        cases += cases_of_file(os.path.join(folder_path, n), folder)

    in_scope, out_of_scope = [], collections.Counter()
    for c in cases:
        if dialects_named(c.text) & missing:
            out_of_scope[c.folder] += 1
        else:
            in_scope.append(c)

    known = set()
    if args.known:
        for line in open(args.known):
            words = line.split()
            if len(words) >= 2 and not words[0].startswith("#"):
                known.add((words[0], words[1]))  # the rest is the reason

    results = []
    with tempfile.TemporaryDirectory() as tmp:
        cfg = {"ref": args.mlir_opt, "ours": args.ods_opt, "tmp": tmp,
               "timeout": args.timeout}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for rs in pool.map(run_case, [(c, cfg) for c in in_scope]):
                results += rs
    if args.results:
        with open(args.results, "w") as f:
            for r in results:
                f.write(json.dumps(r) + "\n")

    folders = sorted({c.folder for c in cases})
    per_folder = collections.Counter(c.folder for c in cases)
    compared = collections.Counter(c.folder for c in in_scope)
    modes = ["custom", "generic", "debuginfo", "passes", "verify"]
    tally = collections.defaultdict(collections.Counter)
    for r in results:
        tally[(r["folder"], r["mode"])][r["class"]] += 1
    print("%-12s %6s %6s %8s %8s  %s" % ("folder", "chunks", "out", "compared",
                                         "accepted",
                                         "  ".join("%-16s" % m for m in modes)))
    for d in folders:
        cells = []
        for m in modes:
            t = tally[(d, m)]
            if not t:
                cells.append("%-16s" % "-")
                continue
            ok = sum(t[c] for c in PASSING)
            extra = " rf%d" % t["ref-fails"] if t["ref-fails"] else ""
            cells.append("%-16s" % ("%d/%d%s" % (ok, sum(t.values()) - t["ref-fails"], extra)))
        print("%-12s %6d %6d %8d %8d  %s" % (d, per_folder[d], out_of_scope[d],
                                             compared[d], tally[(d, "custom")]["same"],
                                             "  ".join(cells)))
    print("(out: names a dialect the tool under test lacks; accepted: both tools "
          "accept and print it alike in custom form; cells: identical (same output "
          "or same first error)/compared per mode; rfN: mlir-opt 22 fails N verify "
          "chunks itself, left out)")

    diverging = [r for r in results
                 if r["class"] not in PASSING + ("ref-fails",)
                 and (r["mode"], r["case"]) not in known]
    classes = collections.Counter(r["class"] for r in diverging)
    if classes:
        print("\ndifferences by class: " + ", ".join(
            "%s %d" % kv for kv in sorted(classes.items())))
    for r in diverging[:args.show]:
        print("\n-- %s [%s] %s (%s)" % (r["case"], r["mode"], r["class"], r["flags"]))
        for key in ("ref_error", "our_error"):
            if r.get(key):
                print("   %s: %s" % (key, r[key]))
        for line in r.get("diff", [])[:12]:
            print("   " + line)
    stale = known - {(r["mode"], r["case"]) for r in results
                     if r["class"] not in PASSING}
    for mode, case in sorted(stale):
        print("known entry no longer differs: %s %s" % (mode, case))
    return 1 if diverging or stale else 0


if __name__ == "__main__":
    sys.exit(main())
