#!/usr/bin/env python3
"""MLIR's translation tests, chunk by chunk: ods-mlir-translate against
mlir-translate 22.

Inputs are lit test files as MLIR keeps them (`mlir/test/Target/Cpp/`,
`mlir/test/Target/LLVMIR/`, fetched outside the repository).  Each
`// RUN:` line that runs mlir-translate gives a variant: its translation
flag (`-mlir-to-cpp`, `-mlir-to-llvmir`) and
options (`-declare-variables-at-top`, `-file-id=...`,
`-verify-diagnostics`); with `-split-input-file` every `// -----` chunk is
a case of its own.

A chunk is *out of scope* when it names a dialect (op, attribute or type
prefix) that the translation does not register (mlir-translate registers
builtin, cf, emitc and func for `-mlir-to-cpp`; arith, memref, ... are
then rejected by both tools).  The others run through both tools with each
variant, and are *identical* when both succeed with the same bytes on
standard output, or both fail with the same first error (and, for
`-verify-diagnostics`, the same status).  The table gives per file:
chunks, in scope, runs compared, identical (and of those, the runs
mlir-translate accepted: same output text), differing.  Exit status 1
when a run in scope differs.  Standard library only; usually run through
scripts/mlir-translate-conformance.sh.
"""

import argparse
import os
import shlex
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from diff_mlir_opt import classify, first_error, unified  # noqa: E402
from mlir_tests_conformance import chunks_of, dialects_named  # noqa: E402
from tablegen_conformance import run_tool  # noqa: E402

DEFAULT_MLIR_TRANSLATE = "/usr/lib/llvm-22/bin/mlir-translate"
# The dialects mlir-translate registers for each translation.
# For `-mlir-to-llvmir` it also registers dialects ods-rs does not have
# (nvvm, omp, ...); chunks naming them are out of scope.
REGISTERED = {"mlir-to-cpp": {"builtin", "cf", "emitc", "func"},
              "mlir-to-llvmir": {"builtin", "llvm", "func"}}
# Flags of a RUN line kept in a variant (the split flag selects chunks).
KEPT = ("mlir-to-cpp", "mlir-to-llvmir", "declare-variables-at-top", "file-id",
        "verify-diagnostics", "allow-unregistered-dialect")


def variants(text):
    """The (flags, split) of each RUN line that runs mlir-translate."""
    lines, runs, current = text.splitlines(), [], None
    for line in lines:
        if not line.startswith("// RUN:"):
            continue
        part = line[len("// RUN:"):].strip()
        current = part if current is None else current + " " + part
        if current.endswith("\\"):
            current = current[:-1]
            continue
        runs.append(current)
        current = None
    out = []
    for run in runs:
        words = shlex.split(run.split("|")[0])
        if "mlir-translate" not in words:
            continue
        words = words[words.index("mlir-translate") + 1:]
        flags = ["--" + w.lstrip("-") for w in words
                 if w.startswith("-") and w.lstrip("-").split("=")[0] in KEPT]
        split = any(w.lstrip("-") == "split-input-file" for w in words)
        if (flags, split) not in out:
            out.append((flags, split))
    return out


def translation_of(flags):
    for f in flags:
        if f[2:] in REGISTERED:
            return f[2:]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--ours", required=True, help="ods-mlir-translate")
    parser.add_argument("--reference", default=DEFAULT_MLIR_TRANSLATE)
    parser.add_argument("--show", type=int, default=3,
                        help="differences shown in full (default 3)")
    args = parser.parse_args()
    files = []
    for folder in args.folders:
        if os.path.isfile(folder):
            files.append(folder)
            continue
        files.extend(os.path.join(folder, f) for f in sorted(os.listdir(folder))
                     if f.endswith(".mlir"))
    totals = [0, 0, 0, 0, 0, 0]
    shown = 0
    header = ("file", "chunks", "in scope", "runs", "identical", "differ", "accepted")
    print("%-40s %7s %8s %6s %9s %7s %8s" % header)
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            text = open(path, encoding="utf-8").read()
            row = [0, 0, 0, 0, 0, 0]
            for flags, split in variants(text):
                translation = translation_of(flags)
                chunks = chunks_of(text, split)
                row[0] = max(row[0], len(chunks))
                for index, chunk in enumerate(chunks):
                    names = dialects_named(chunk)
                    if translation is None or not names <= REGISTERED[translation]:
                        continue
                    case = os.path.join(tmp, "case.mlir")
                    with open(case, "w", encoding="utf-8") as f:
                        f.write(chunk)
                    ref_out, our_out = (os.path.join(tmp, n) for n in ("ref", "ours"))
                    ref = run_tool(args.reference, flags + [case], ref_out, 60)
                    ours = run_tool(args.ours, flags + [case], our_out, 60)
                    expected = open(ref_out, "rb").read()
                    actual = open(our_out, "rb").read()
                    row[2] += 1
                    kind = classify(ref, ours)
                    same = (kind == "reject-same" or
                            (kind is None and expected == actual))
                    if "--verify-diagnostics" in flags:
                        same = ref.status == ours.status and kind in (None, "reject-same")
                    row[3 if same else 4] += 1
                    row[5] += same and ref.status == "ok"
                    if not same and shown < args.show:
                        shown += 1
                        print("--- %s chunk %d %s: %s" % (path, index + 1, " ".join(flags),
                                                         kind or "output"))
                        if kind is None:
                            print("\n".join(unified(expected, actual, "mlir-translate",
                                                    "ods-mlir-translate")[:40]))
                        else:
                            print("  mlir-translate:     %s" % (first_error(ref.stderr),))
                            print("  ods-mlir-translate: %s" % (first_error(ours.stderr),))
                # Chunks in scope, counted once per file.
                row[1] = max(row[1], sum(
                    1 for c in chunks
                    if translation and dialects_named(c) <= REGISTERED[translation]))
            print("%-40s %7d %8d %6d %9d %7d %8d" % (os.path.basename(path), *row))
            totals = [a + b for a, b in zip(totals, row)]
    print("%-40s %7d %8d %6d %9d %7d %8d" % ("total", *totals))
    return 1 if totals[4] else 0


if __name__ == "__main__":
    sys.exit(main())
