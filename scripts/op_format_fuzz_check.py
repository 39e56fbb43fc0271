#!/usr/bin/env python3
"""Replay the inputs of the `op_format` fuzz target (ods-spec/fuzz) through
ods-tblgen and mlir-tblgen, then compile a sample of the accepted formats.

Each input is one byte picking an op skeleton of
ods-spec/fuzz/op_format/skeletons.td and the assembly format that replaces
its `FORMAT`.  For every input both generators run on the same .td
(`ods-tblgen --gen-rust`, `mlir-tblgen --gen-op-defs`); the script counts
the inputs both accept, both reject, and those where they disagree (listed,
with each tool's first error line).  Then up to --sample formats both
accept (without `custom<...>`, which needs user functions) go into one .td,
each op renamed, and a throw-away crate generates and compiles it with
`cargo build`: the generated Rust of valid formats must compile.

Exit status: 0 when they always agree (messages included) and the sample compiles, 1
otherwise, 2 on a usage or setup error.  Standard library only; usually run
through scripts/op-format-fuzz-check.sh.
"""

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ods_gen_bench import Crate, REPO_ROOT  # noqa: E402

SKELETONS = os.path.join(REPO_ROOT, "ods-spec", "fuzz", "op_format", "skeletons.td")
SEEDS = os.path.join(REPO_ROOT, "ods-spec", "fuzz", "op_format", "seeds")
CORPUS = os.path.join(REPO_ROOT, "ods-spec", "fuzz", "corpus", "op_format")


def skeletons():
    with open(SKELETONS) as f:
        parts = f.read().split("// ----\n")
    return parts[0], parts[1:]


def op_text(ops, data):
    """The op definition an input stands for, as the fuzz target builds it."""
    op = ops[data[0] % len(ops)]
    return op.replace("FORMAT", data[1:].decode("utf-8", "replace"))


def first_error(stderr):
    for line in stderr.decode("utf-8", "replace").splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return stderr.decode("utf-8", "replace").strip()[:200]


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)
    return p.returncode == 0, first_error(p.stderr)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dirs", nargs="*", help="input folders (the seeds and the local corpus)")
    ap.add_argument("--ods-tblgen", default=os.path.join(REPO_ROOT, "target", "debug", "ods-tblgen"))
    ap.add_argument("--mlir-tblgen", default="/usr/lib/llvm-22/bin/mlir-tblgen")
    ap.add_argument("--include", default="/usr/lib/llvm-22/include")
    ap.add_argument("--sample", type=int, default=40, help="formats compiled (40)")
    ap.add_argument("--show", type=int, default=20, help="disagreements listed (20)")
    args = ap.parse_args(argv)
    dirs = args.dirs or [d for d in (SEEDS, CORPUS) if os.path.isdir(d)]
    for tool in (args.ods_tblgen, args.mlir_tblgen):
        if not os.access(tool, os.X_OK):
            print("op-format-fuzz-check: not executable: %s" % tool, file=sys.stderr)
            return 2

    header, ops = skeletons()
    inputs = {}
    for d in dirs:
        for name in sorted(os.listdir(d)):
            with open(os.path.join(d, name), "rb") as f:
                data = f.read()
            if data:
                inputs.setdefault(data, os.path.join(d, name))

    counts = {"both accept": 0, "both reject, same message": 0,
              "both reject, other message": 0, "only ods-tblgen accepts": 0,
              "only mlir-tblgen accepts": 0}
    disagreements = []
    messages = []
    accepted = []
    with tempfile.TemporaryDirectory(prefix="ods-op-format-fuzz.") as tmp:
        td = os.path.join(tmp, "fz.td")
        for data, path in inputs.items():
            text = op_text(ops, data)
            with open(td, "w") as f:
                f.write(header + text)
            ours, our_err = run([args.ods_tblgen, "--gen-rust", td])
            theirs, their_err = run([args.mlir_tblgen, "--gen-op-defs", "-I", args.include, td])
            if ours and theirs:
                counts["both accept"] += 1
                if "custom<" not in text:
                    accepted.append(text)
            elif not ours and not theirs:
                if our_err == their_err:
                    counts["both reject, same message"] += 1
                else:
                    counts["both reject, other message"] += 1
                    messages.append((path, our_err, their_err))
            else:
                key = "only ods-tblgen accepts" if ours else "only mlir-tblgen accepts"
                counts[key] += 1
                disagreements.append((path, key, our_err, their_err))

        print("op-format-fuzz-check: %d inputs from %s" % (len(inputs), ", ".join(dirs)))
        for key, n in counts.items():
            print("  %-26s %d" % (key, n))
        for path, key, our_err, their_err in disagreements[:args.show]:
            print("  %s: %s\n    ods-tblgen:  %s\n    mlir-tblgen: %s"
                  % (os.path.relpath(path, REPO_ROOT), key, our_err or "-", their_err or "-"))

        for path, our_err, their_err in messages[:args.show]:
            print("  %s: other message\n    ods-tblgen:  %s\n    mlir-tblgen: %s"
                  % (os.path.relpath(path, REPO_ROOT), our_err, their_err))

        # A deterministic sample, spread over the inputs.
        accepted.sort(key=lambda t: hashlib.sha1(t.encode()).hexdigest())
        sample = accepted[:args.sample]
        compiled = True
        if sample:
            defs = []
            for i, text in enumerate(sample):
                text = re.sub(r'def FZ_(\w+)Op : FZ_Op<"(\w+)"',
                              lambda m: 'def FZ_%s%dOp : FZ_Op<"%s_%d"' % (m.group(1), i,
                                                                        m.group(2), i),
                              text, count=1)
                defs.append(text)
            crate = Crate(tmp, "fuzzformats", "FuzzFormats", header + "".join(defs),
                          "fuzzed formats", ops=len(defs))
            crate.write()
            env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(tmp, "target"))
            p = subprocess.run(["cargo", "build", "--quiet", "--offline"], cwd=crate.root,
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            compiled = p.returncode == 0
            print("op-format-fuzz-check: %d accepted formats compiled in one crate: %s"
                  % (len(sample), "ok" if compiled else "FAILED"))
            if not compiled:
                print(p.stdout.decode("utf-8", "replace")[-4000:])
    return 0 if compiled and not disagreements and not messages else 1


if __name__ == "__main__":
    sys.exit(main())
