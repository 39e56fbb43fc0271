#!/usr/bin/env python3
"""Splits `.mlir` files at their `// -----` lines into one file per chunk,
named by a hash of its text, without the lit `RUN:` and FileCheck `CHECK`
comment lines: seeds for the IR fuzz targets.

    scripts/split_chunks.py --out SEEDS /work/mlir-tests dialects/tests/inputs

Standard library only.
"""

import argparse
import hashlib
import os
import re
import sys

SEPARATOR = re.compile(r"^// -----\s*$", re.M)
DIRECTIVE = re.compile(r"^\s*//\s*(RUN|CHECK[A-Z-]*)\b")


def chunks(text):
    for chunk in SEPARATOR.split(text):
        kept = "\n".join(l for l in chunk.split("\n") if not DIRECTIVE.match(l))
        if kept.strip():
            yield kept


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="folder to write the chunks into")
    ap.add_argument("paths", nargs="+", help="files or folders (searched for .mlir files)")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    files = []
    for path in args.paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".mlir")]
        else:
            files.append(path)
    written = 0
    for f in files:
        with open(f, encoding="utf-8", errors="replace") as fh:
            for chunk in chunks(fh.read()):
                name = hashlib.sha1(chunk.encode()).hexdigest()[:16]
                with open(os.path.join(args.out, name), "w") as out:
                    out.write(chunk)
                written += 1
    print("%d chunks from %d files" % (written, len(files)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
