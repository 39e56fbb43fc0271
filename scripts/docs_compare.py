#!/usr/bin/env python3
"""Markdown documentation: ods-tblgen --gen-*-doc against mlir-tblgen 22.

Every input runs through both tools with each documentation generator.
mlir-tblgen reads the real MLIR includes (and `-DMLIR_CPP` for the oracle
fixtures, whose C++ sections it needs); ods-tblgen reads its bundled
prelude. Each pair of outputs is then:

  equal         byte for byte (both failing counts as equal);
  text-diffs    the same structure (headings, hence anchors, and the first
                cell of every table row) with text that differs; each
                differing line is printed with its cause when it is a known
                one (our prelude names Rust types and words some constraint
                summaries its own way), `unexplained` otherwise;
  differ        another structure, or only one tool failing.

An input that mlir-tblgen rejects as TableGen (an error at a location,
from a prelude class ours has and MLIR's has not) is skipped. Exits 1 when
any pair differs in structure.

Standard library only.
"""

import argparse
import os
import difflib
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

DEFAULT_INPUTS = ["tests/fixtures/oracle", "tests/fixtures/docs", "tests/fixtures/ods",
                  "sample-dialect/td/Toy.td"]

GENERATORS = {
    "dialect-doc": "--gen-dialect-doc",
    "op-doc": "--gen-op-doc",
    "attrdef-doc": "--gen-attrdef-doc",
    "typedef-doc": "--gen-typedef-doc",
    "enum-doc": "--gen-enum-doc",
    "op-interface-doc": "--gen-op-interface-docs",
    "attr-interface-doc": "--gen-attr-interface-docs",
    "type-interface-doc": "--gen-type-interface-docs",
}

# Causes of known text differences: (pattern a differing line of ours or
# MLIR's matches, cause).
KNOWN = [
    (re.compile(r"^<tr><td><code>"),
     "attribute row: a user's attribute stores a Rust type, or our prelude "
     "words the summary its own way"),
    (re.compile(r"^\| (`[^`]*`|&laquo;unnamed&raquo;) \| "),
     "operand/result/successor row: constraint summary worded by our prelude"),
    (re.compile(r"^\| \S+ \| `.*` \| "),
     "parameter row: the parameter's type as our .td writes it (Rust)"),
    (re.compile(r"^(Traits|Interfaces|Effects): "),
     "trait list: MLIR also infers a result type from a typed attribute "
     "(AllTypesMatch with an attribute), which ours does not, so it does not "
     "list InferTypeOpInterface there"),
    (re.compile(r"^(static )?.*\(.*\);$"),
     "interface method signature: Rust types in our .td"),
    (re.compile(r"^  .*   # \w+$"),
     "syntax line: the parameter's type as our .td writes it (Rust)"),
]

ROW_KEY = re.compile(r"^\| ([^|]*) \|")
HTML_ROW_KEY = re.compile(r"^<tr><td><code>([^<]*)</code>")


def run(cmd):
    """(exit code, stdout, stderr) of `cmd`."""
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def structure(text):
    """Headings and table row keys (first cell and number of cells)."""
    out = []
    for line in text.splitlines():
        if line.startswith("#"):
            out.append(line)
        elif (m := ROW_KEY.match(line)):
            out.append(f"row {m.group(1)} /{line.count('|')}")
        elif (m := HTML_ROW_KEY.match(line)):
            out.append(f"row {m.group(1)}")
    return out


def explain(line):
    for pattern, cause in KNOWN:
        if pattern.search(line):
            return cause
    return "unexplained"


def text_diffs(ref, ours):
    """(cause, MLIR's lines, our lines) for each run of lines that differs;
    its cause is that of its non-blank lines (blank lines that moved with
    them share it)."""
    out = []
    a, b = ref.splitlines(), ours.splitlines()
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        left, right = a[i1:i2], b[j1:j2]
        causes = sorted({explain(l) for l in left + right if l.strip()}) or ["unexplained"]
        out.append(("; ".join(causes), left, right))
    return out


def known_differences(path):
    """{(input, generator): reason} of the pairs whose unexplained text
    differences have a known reason (lines `<input> <generator>  # reason`)."""
    known = {}
    if path:
        for line in Path(path).read_text().splitlines():
            entry, _, reason = line.partition("#")
            words = entry.split()
            if len(words) == 2:
                known[(words[0], words[1])] = reason.strip()
    return known


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ours", required=True, help="the ods-tblgen binary")
    ap.add_argument("--mlir-tblgen", required=True)
    ap.add_argument("--include", required=True, help="MLIR's include folder")
    ap.add_argument("--cpp-define", action="append", default=[],
                    help="inputs (folders or files) read with -DMLIR_CPP by mlir-tblgen")
    ap.add_argument("--show", type=int, default=6, help="differing runs shown per pair")
    ap.add_argument("--known", help="file of pairs whose unexplained differences have a known reason")
    ap.add_argument("inputs", nargs="*", default=DEFAULT_INPUTS,
                    help=".td files or folders of them (default: %(default)s)")
    args = ap.parse_args()

    cpp = [Path(p).resolve() for p in args.cpp_define]
    tds = []
    for i in args.inputs:
        p = Path(i)
        tds.extend(sorted(p.glob("*.td")) if p.is_dir() else [p])

    known = known_differences(args.known)
    counts = {"equal": 0, "text-diffs": 0, "differ": 0}
    causes = {}
    skipped = []

    def run_input(td):
        """The (generator, MLIR's run, our run) of `td`, or why it is skipped."""
        inside = any(c == td.resolve() or c in td.resolve().parents for c in cpp)
        defines = ["-DMLIR_CPP"] if inside else []
        results = []
        for name, flag in GENERATORS.items():
            ref = run([args.mlir_tblgen, flag, *defines, "-I", args.include, str(td)])
            if ref[0] != 0 and re.search(r":\d+:\d+: error:", ref[2]):
                return f"{td}: {ref[2].splitlines()[0]}"
            results.append((name, ref, run([args.ours, flag, str(td)])))
        return results

    with ThreadPoolExecutor(os.cpu_count()) as pool:
        outcomes = list(pool.map(run_input, tds))
    for td, results in zip(tds, outcomes):
        if isinstance(results, str):
            skipped.append(results)
            continue
        for name, ref, ours in results:
            label = f"{td} {name}"
            if ref[0] != 0 or ours[0] != 0:
                if ref[0] != 0 and ours[0] != 0:
                    counts["equal"] += 1
                    print(f"equal       {label} (both fail)")
                else:
                    counts["differ"] += 1
                    failed = "ours" if ours[0] != 0 else "mlir-tblgen"
                    print(f"DIFFER      {label}: only {failed} fails: "
                          f"{(ours[2] if ours[0] else ref[2]).strip()[:200]}")
                continue
            if ref[1] == ours[1]:
                counts["equal"] += 1
                print(f"equal       {label}")
                continue
            s_ref, s_ours = structure(ref[1]), structure(ours[1])
            if s_ref != s_ours:
                counts["differ"] += 1
                print(f"DIFFER      {label}: structure")
                for line in list(difflib.unified_diff(s_ref, s_ours, "mlir-tblgen", "ods-tblgen",
                                                      lineterm="", n=1))[:args.show * 2]:
                    print(f"    {line}")
                continue
            counts["text-diffs"] += 1
            reason = known.get((str(td), name))
            diffs = [(reason if c == "unexplained" and reason else c, l, r)
                     for c, l, r in text_diffs(ref[1], ours[1])]
            print(f"text-diffs  {label}: {len(diffs)} run(s) of lines")
            for cause, l, r in diffs[:args.show]:
                print(f"    [{cause}]")
                print("".join(f"      mlir: {x}\n" for x in l) + "".join(f"      ours: {x}\n" for x in r), end="")
            for cause, _, _ in diffs:
                causes[cause] = causes.get(cause, 0) + 1

    for s in skipped:
        print(f"skipped     {s}")
    compared = sum(counts.values())
    print(f"\ndocs-compare: {len(tds) - len(skipped)} inputs x {len(GENERATORS)} generators = "
          f"{compared} compared: {counts['equal']} equal, "
          f"{counts['text-diffs']} structure-equal with text diffs, {counts['differ']} differ; "
          f"{len(skipped)} inputs skipped (mlir-tblgen rejects them)")
    for cause, n in sorted(causes.items(), key=lambda c: -c[1]):
        print(f"  {n:4} run(s): {cause}")
    return 1 if counts["differ"] else 0


if __name__ == "__main__":
    sys.exit(main())
