#!/usr/bin/env python3
"""Pass documentation: ods-tblgen --gen-pass-doc against mlir-tblgen 22.

Every input (by default each `*Passes*.td` under INCLUDE/mlir) runs through
both tools with `-I INCLUDE`; the outputs (standard output, and whether
the tool failed) must be equal byte for byte. Prints the count of
identical files and a unified diff of the first `--show` lines of each
difference; exits 1 when any differs.

Standard library only.
"""

import argparse
import difflib
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def run(cmd):
    """(failed, stdout, stderr) of `cmd`."""
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return p.returncode != 0, p.stdout, p.stderr


def compare(args, td):
    """None when both tools print the same for `td`, else the report."""
    flags = ["-I", args.include, str(td)]
    theirs = run([args.mlir_tblgen, "-gen-pass-doc"] + flags)
    ours = run([args.ours, "--gen-pass-doc"] + flags)
    if theirs[:2] == ours[:2]:
        return None
    if theirs[0] != ours[0]:
        who = "ours" if ours[0] else "mlir-tblgen"
        failed = ours if ours[0] else theirs
        return f"only {who} fails:\n{failed[2]}"
    diff = difflib.unified_diff(theirs[1].splitlines(), ours[1].splitlines(),
                                "mlir-tblgen", "ods-tblgen", lineterm="")
    return "\n".join(list(diff)[:args.show])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", required=True, help="the ods-tblgen binary")
    parser.add_argument("--mlir-tblgen", required=True)
    parser.add_argument("--include", required=True, help="LLVM's include folder")
    parser.add_argument("--show", type=int, default=20,
                        help="diff lines shown per differing file")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("inputs", nargs="*", type=Path,
                        help="the .td files (default: every installed *Passes*.td)")
    args = parser.parse_args()
    inputs = args.inputs or sorted((Path(args.include) / "mlir").rglob("*Passes*.td"))
    if not inputs:
        print(f"pass-doc conformance: no *Passes*.td under {args.include}/mlir",
              file=sys.stderr)
        return 2
    with ThreadPoolExecutor(args.jobs) as pool:
        reports = list(pool.map(lambda td: compare(args, td), inputs))
    differing = [(td, r) for td, r in zip(inputs, reports) if r is not None]
    for td, report in differing:
        print(f"--- {td}\n{report}")
    print(f"pass-doc conformance: {len(inputs) - len(differing)}/{len(inputs)} identical")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
