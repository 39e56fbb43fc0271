#!/usr/bin/env python3
"""MLIR's installed dialect `.td` files: does ods-rs accept what mlir-tblgen accepts?

Every `.td` under `<include>/mlir/Dialect` runs through mlir-tblgen 22 with
each declaration generator (`--gen-op-decls`, `--gen-attrdef-decls`,
`--gen-typedef-decls`, `--gen-enum-decls`, `--gen-dialect-decls`,
`--gen-op-interface-decls`, `--gen-attr-interface-decls`,
`--gen-type-interface-decls`, `--gen-rewriters`) and through
`ods-tblgen --check-model` (the ODS model: records, ops, formats, builders,
attributes, types, enums, interfaces, patterns; the code the file holds is
left unread, since it is C++). Both read the file with the install's include
root on the path; ods-tblgen's bundled prelude serves `mlir/IR/*.td` and
`mlir/Interfaces/*.td` ahead of the install (the prelude rule).

A generator that does not apply to a file is not a rejection: mlir-tblgen
fails when the base class it lists is not defined (`The class 'Pattern' is
not defined`, `Couldn't find the 'Op' class!`) or when the file holds more
than one dialect and none was selected (`-dialect`,
`--attrdefs-dialect`). Any other error of any generator rejects the file.

Each file is then one of:

  both-accept     mlir-tblgen and ods-rs accept it;
  both-reject     both reject it (mostly files that are not standalone:
                  they name classes of a file they do not include);
  ods-rejects     ods-rs rejects what mlir-tblgen accepts: a bug;
  mlir-rejects    mlir-tblgen rejects what ods-rs accepts (listed, not a
                  failure: ods-rs is laxer there).

With `--gen-rust`, the files both accept also run through
`ods-tblgen --gen-rust --cpp-include-dir <include>`: their code read as
C++, with no overlay, so that each file lists every piece of C++ a Rust
overlay must give (`N piece(s) of C++ have no Rust`); the files that
generate as they are and the pieces left are counted. Exits 1 when any
file is `ods-rejects`.

Standard library only.
"""

import argparse
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

GENERATORS = [
    "--gen-op-decls",
    "--gen-attrdef-decls",
    "--gen-typedef-decls",
    "--gen-enum-decls",
    "--gen-dialect-decls",
    "--gen-op-interface-decls",
    "--gen-attr-interface-decls",
    "--gen-type-interface-decls",
    "--gen-rewriters",
]

# mlir-tblgen's answers that mean "this generator does not apply here".
NOT_APPLICABLE = [
    "is not defined",  # The class 'Pattern' is not defined
    "Couldn't find the 'Op' class!",
    "one must be selected via '-dialect'",
    "Must select one via '--(attr|type)defs-dialect'",
]

TIMEOUT = 120


def first_error(stderr: str) -> str:
    lines = [l for l in stderr.splitlines() if l.strip()]
    for line in lines:
        if "error" in line:
            return line.strip()
    return lines[0].strip() if lines else "(no message)"


def mlir_verdict(mlir_tblgen: str, include: str, td: Path):
    """None when mlir-tblgen accepts `td`, else its first error."""
    for gen in GENERATORS:
        run = subprocess.run([mlir_tblgen, gen, "-I", include, str(td)],
                             capture_output=True, text=True, timeout=TIMEOUT)
        if run.returncode == 0:
            continue
        if any(marker in run.stderr for marker in NOT_APPLICABLE):
            continue
        return f"{gen}: {first_error(run.stderr)}"
    return None


def ods_verdict(ods_tblgen: str, include: str, td: Path, mode: str):
    """None when ods-tblgen accepts `td` in `mode`, else its first error.
    `--gen-rust` reads the include folder as C++."""
    folder = "--cpp-include-dir" if mode == "--gen-rust" else "-I"
    run = subprocess.run([ods_tblgen, mode, folder, include, str(td)],
                         capture_output=True, text=True, timeout=TIMEOUT)
    return None if run.returncode == 0 else first_error(run.stderr)


def survey(args, td: Path):
    mlir = mlir_verdict(args.mlir_tblgen, args.include, td)
    ours = ods_verdict(args.ours, args.include, td, "--check-model")
    if mlir is None and ours is None:
        verdict = "both-accept"
    elif mlir is not None and ours is not None:
        verdict = "both-reject"
    elif ours is not None:
        verdict = "ods-rejects"
    else:
        verdict = "mlir-rejects"
    generated = None
    if args.gen_rust and verdict == "both-accept":
        generated = ods_verdict(args.ours, args.include, td, "--gen-rust")
    return td, verdict, mlir, ours, generated


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", required=True, help="the ods-tblgen binary")
    parser.add_argument("--mlir-tblgen", required=True)
    parser.add_argument("--include", required=True, help="the LLVM include root")
    parser.add_argument("--gen-rust", action="store_true",
                        help="also count the accepted files that generate Rust")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--known", type=Path,
                        help="with --gen-rust: files (paths under the include "
                             "root, a tab, the reason) allowed to stop for "
                             "another reason than C++ without Rust")
    parser.add_argument("files", nargs="*", type=Path,
                        help="default: every .td under <include>/mlir/Dialect")
    args = parser.parse_args()

    files = args.files or sorted(Path(args.include, "mlir", "Dialect").rglob("*.td"))
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda td: survey(args, td), files))

    counts = {}
    for td, verdict, mlir, ours, _ in results:
        counts[verdict] = counts.get(verdict, 0) + 1
        if verdict == "ods-rejects":
            print(f"ods-rejects  {td}\n    ods-rs: {ours}")
        elif verdict == "mlir-rejects":
            print(f"mlir-rejects {td}\n    mlir-tblgen: {mlir}")
    summary = ", ".join(f"{counts.get(v, 0)} {v}"
                        for v in ("both-accept", "both-reject", "ods-rejects", "mlir-rejects"))
    print(f"dialect-td-survey: {len(results)} files: {summary}")

    if args.gen_rust:
        stopped = [(td, msg) for td, verdict, _, _, msg in results
                   if verdict == "both-accept" and msg is not None]
        accepted = counts.get("both-accept", 0)
        pieces = [re.search(r"(\d+) piece\(s\) of C\+\+ have no Rust", msg) for _, msg in stopped]
        listed = [int(m.group(1)) for m in pieces if m]
        print(f"dialect-td-survey: --gen-rust: {accepted - len(stopped)} of {accepted} "
              f"accepted files generate without an overlay; {len(listed)} list "
              f"{sum(listed)} pieces of C++ for an overlay; "
              f"{len(stopped) - len(listed)} stop otherwise")
        for td, msg in stopped:
            print(f"    {td}: {msg}")
        known = set()
        if args.known:
            for line in args.known.read_text().splitlines():
                if line.strip() and not line.startswith("#"):
                    known.add(line.split("\t")[0])
        unexplained = [td for (td, msg), m in zip(stopped, pieces)
                       if not m and str(Path(td).relative_to(args.include)) not in known]
        for td in unexplained:
            print(f"stops otherwise, not in {args.known}: {td}")
        if unexplained:
            return 1
    return 1 if counts.get("ods-rejects") else 0


if __name__ == "__main__":
    sys.exit(main())
