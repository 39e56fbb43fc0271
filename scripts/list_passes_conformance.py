#!/usr/bin/env python3
"""`--list-passes` of an ods-rs tool against mlir-opt 22's.

Every pass block the tool lists (the pass line, then its options and enum
values) must be the block mlir-opt lists for the same pass, line for line,
once the padding before each description is taken out: mlir-opt aligns the
descriptions on a column that its widest option sets among its 300 passes,
ours on the column our own widest option sets (the same rule, held by the
unit test of `runtime/src/pass/help.rs`). The tool's header line must be
mlir-opt's. Prints `list-passes conformance: N/M passes identical` and each
difference; exits 1 on any. Passes of ods-rs that mlir-opt does not have
(`apply-patterns`) are named, not compared.

Standard library only.
"""

import argparse
import re
import subprocess
import sys

# The padding before a pass's or an enum value's "-   ", or an option's " - ".
PADDING = re.compile(r"^(\s+\S+?)\s*( -   | - |-   )")


def blocks(text):
    """The header and {pass: [lines]} of a `--list-passes` output."""
    lines = text.splitlines()
    header, out, current = lines[0] if lines else "", {}, None
    for line in lines[1:]:
        m = re.match(r"^  --(\S+)", line)
        if m:
            current = m.group(1)
            out[current] = []
        if current is not None:
            out[current].append(PADDING.sub(r"\1 \2", line, count=1))
    return header, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ours", required=True, help="the ods-rs tool")
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = ap.parse_args()
    run = lambda tool: subprocess.run([tool, "--list-passes"], capture_output=True,
                                      text=True, check=True).stdout
    our_header, ours = blocks(run(args.ours))
    their_header, theirs = blocks(run(args.mlir_opt))
    failures, ours_only = [], [name for name in ours if name not in theirs]
    if our_header != their_header:
        failures.append(f"header: {our_header!r} vs {their_header!r}")
    for name, lines in ours.items():
        if name in theirs and lines != theirs[name]:
            diff = [f"    ours:     {a!r}\n    mlir-opt: {b!r}"
                    for a, b in zip(lines + [""] * len(theirs[name]), theirs[name] + [""] * len(lines))
                    if a != b]
            failures.append(f"--{name}:\n" + "\n".join(diff[:4]))
    compared = len(ours) - len(ours_only)
    same = compared - sum(1 for f in failures if f.startswith("--"))
    print(f"list-passes conformance ({args.ours}): {same}/{compared} passes identical"
          + (f"; not in mlir-opt 22: {', '.join(ours_only)}" if ours_only else ""))
    for f in failures:
        print(f"  {f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
