#!/usr/bin/env python3
"""Attribute, type and enum conformance: ods-fixture-opt against MLIR.

Every `tests/fixtures/oracle/<stem>.td` is built twice: by ods-rs into
`ods-fixture-opt` (the tests crate registers every oracle dialect) and by
`mlir-oracle.sh` into an mlir-opt-like binary running MLIR's generated C++.
Every `<stem>*.mlir` next to it then runs through both in these modes:

  default   the custom form (stdout, stderr and exit code compared)
  generic   --mlir-print-op-generic (the same three compared)
  verify    --verify-diagnostics (the exit codes compared; MLIR must pass,
            so the annotations are what MLIR reports)
  canonicalize, canonicalize-debuginfo, cse, apply-patterns
            after those passes (--mlir-print-debuginfo shows where the
            folded constants went; --apply-patterns applies the .td's DRR
            patterns with folding), compared as the default mode

Inputs with `// -----` run with --split-input-file; all with
--allow-unregistered-dialect. Prints one line per comparison, the first
lines of each difference, and a summary; exits 1 on any difference not
listed in --known (lines `<input> <mode>  # reason`), and on a listed one
that no longer differs.

Standard library only.
"""

import argparse
import difflib
import os
import re
import subprocess
import sys
from pathlib import Path


MODES = {
    "default": [],
    "generic": ["--mlir-print-op-generic"],
    "verify": ["--verify-diagnostics"],
    "canonicalize": ["--canonicalize"],
    "canonicalize-debuginfo": ["--canonicalize", "--mlir-print-debuginfo"],
    "cse": ["--cse"],
    "apply-patterns": ["--apply-patterns", "--mlir-print-debuginfo"],
}


def run(binary, args, timeout):
    """(exit code, stdout, stderr) of `binary args`."""
    try:
        p = subprocess.run([str(binary), *args], capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def build_oracle(tool, td, out):
    """Builds MLIR's binary for `td` (skipped while nothing changed)."""
    env = dict(os.environ, ORACLE_QUIET="1")
    p = subprocess.run([str(tool), str(td), str(out)], capture_output=True,
                       text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"attr-type-oracle: building the oracle of {td} failed:\n{p.stderr}")


def known_differences(path):
    """The (input name, mode) pairs allowed to differ."""
    known = set()
    if path:
        for line in Path(path).read_text().splitlines():
            line = line.split("#", 1)[0].split()
            if len(line) == 2:
                known.add((line[0], line[1]))
    return known


def short_diff(label, ours, theirs, lines):
    """The first `lines` lines of a unified diff, MLIR first."""
    diff = difflib.unified_diff(theirs.splitlines(), ours.splitlines(),
                                f"mlir {label}", f"ods {label}", lineterm="", n=1)
    return list(diff)[:lines]


def compare(ours_bin, oracle_bin, mlir, mode, timeout):
    """None when both tools agree, else the lines that show how not."""
    args = ["--allow-unregistered-dialect", *MODES[mode]]
    if "// -----" in mlir.read_text():
        args.append("--split-input-file")
    args.append(str(mlir))
    theirs = run(oracle_bin, args, timeout)
    ours = run(ours_bin, args, timeout)
    if mode == "verify":
        if theirs[0] != 0:
            return [f"MLIR itself fails --verify-diagnostics (fix the fixture):",
                    *theirs[2].splitlines()[:10]]
        if ours[0] != 0:
            return ["ods-fixture-opt fails --verify-diagnostics:",
                    *ours[2].splitlines()[:20]]
        return None
    out = []
    if ours[0] != theirs[0]:
        out.append(f"exit code: mlir {theirs[0]}, ods {ours[0]}")
    out += short_diff("stdout", ours[1], theirs[1], 20)
    out += short_diff("stderr", ours[2], theirs[2], 20)
    return out or None


def record(oracle_bin, mlir, out_dir, timeout):
    """Writes MLIR's output of `mlir` in each mode but verify, run from the
    fixtures folder so that messages name the file alone."""
    out_dir.mkdir(parents=True, exist_ok=True)
    split = ["--split-input-file"] if "// -----" in mlir.read_text() else []
    for mode, flags in MODES.items():
        if mode == "verify":
            continue
        p = subprocess.run([str(oracle_bin.resolve()), "--allow-unregistered-dialect", *split,
                            *flags, mlir.name], capture_output=True, text=True,
                           timeout=timeout, cwd=mlir.parent)
        stem = out_dir / f"{mlir.stem}.{mode}"
        Path(f"{stem}.out").write_text(p.stdout)
        Path(f"{stem}.err").write_text(p.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ours", required=True, help="the ods-fixture-opt binary")
    ap.add_argument("--oracle-tool", required=True, help="mlir-oracle.sh")
    ap.add_argument("--fixtures", required=True, help="the .td and .mlir folder")
    ap.add_argument("--build-dir", required=True, help="where the oracles go")
    ap.add_argument("--known", help="differences allowed, with reasons")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--record", metavar="DIR",
                    help="also write MLIR's stdout and stderr of each input "
                         "and mode (but verify) to DIR/<input>.<mode>.out/.err, "
                         "for tests that run without the oracle")
    ap.add_argument("--filter", default="",
                    help="only the inputs whose name contains this")
    opts = ap.parse_args()

    fixtures = Path(opts.fixtures)
    build = Path(opts.build_dir)
    build.mkdir(parents=True, exist_ok=True)
    known = known_differences(opts.known)
    counts = {"match": 0, "differ": 0, "known": 0}
    for td in sorted(fixtures.glob("*.td")):
        oracle = build / f"{td.stem}-oracle"
        build_oracle(opts.oracle_tool, td, oracle)
        inputs = sorted(m for m in fixtures.glob(f"{td.stem}*.mlir")
                        if opts.filter in m.name)
        if not inputs:
            continue
        for mlir in inputs:
            if opts.record:
                record(oracle, mlir, Path(opts.record), opts.timeout)
            for mode in MODES:
                problem = compare(opts.ours, oracle, mlir, mode, opts.timeout)
                key = (mlir.name, mode)
                if problem is None and key in known:
                    counts["differ"] += 1
                    print(f"STALE   {mlir.name} {mode} (listed as known, now matches)")
                elif problem is None:
                    counts["match"] += 1
                    print(f"match   {mlir.name} {mode}")
                elif key in known:
                    counts["known"] += 1
                    print(f"known   {mlir.name} {mode}")
                else:
                    counts["differ"] += 1
                    print(f"DIFFER  {mlir.name} {mode}")
                    for line in problem:
                        print(f"    {line}")
    total = sum(counts.values())
    print(f"\n{total} comparisons: {counts['match']} match, "
          f"{counts['known']} known differences, {counts['differ']} differ")
    return 1 if counts["differ"] else 0


if __name__ == "__main__":
    sys.exit(main())
