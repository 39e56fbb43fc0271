#!/usr/bin/env python3
"""Benchmark ods-rs code generation on a synthetic dialect.

Four measurements, each printed with a ratio or a PASS/FAIL verdict:

  [a] generation speed: one synthetic .td of --ops operations (a realistic
      mix of operands, attributes, results, traits and regions, using only
      classes that MLIR 22's .td files and the ods-rs prelude both define)
      fed to `mlir-tblgen --gen-op-decls` plus `--gen-op-defs` (their time
      is the sum of both) and to `ods-tblgen --gen-rust` (no -I: the bundled
      prelude).  The tools alternate run by run; the verdict is
      ours/theirs <= 1.0.
  [b] user build cost: a throw-away crate whose build.rs calls
      `ods_build::compile` and whose lib.rs `include!`s the output, for 100
      ops and for --ops ops.  Dependencies are built once, then the .td is
      touched and `cargo build` (dev profile) timed; reported as seconds per
      100 ops.  `cargo clippy -- -D warnings` on the larger crate checks that
      the generated code is clippy clean.  Unless --skip-defs, a third
      crate generates the attributes, types and enums of [d], timed and
      clippy-checked the same way.
  [c] the Toy build script of sample-dialect (dev profile) run directly,
      as Cargo runs it, with a fresh OUT_DIR each time.
  [d] generation speed for attributes, types and enums: a second synthetic
      dialect (ods_bench_defs.py) of --defs AttrDefs/TypeDefs with 0-4
      parameters and declarative assembly formats, and --enums I32EnumAttr/
      I32BitEnumAttr enums, timed as in [a] against the sum of
      `mlir-tblgen --gen-attrdef-decls`, `-defs`, `--gen-typedef-decls`,
      `-defs`, `--gen-enum-decls` and `-defs`.
  [e] (with --dialects) the build script of ods-dialects with every
      feature, run directly as in [c], and `cargo build --lib` of
      ods-dialects after touching one overlay (build script and crate).

The dialect is self-contained: no hasVerifier/hasFolder/hasCanonicalizer,
no builders without bodies, no CPred, so the generated Rust compiles without
user code.  Standard library only; usually run through
scripts/ods-gen-bench.sh, which installs the reference tools and builds a
release ods-tblgen first.  Run one benchmark at a time on an otherwise idle
machine for meaningful numbers.
"""

import argparse
import glob
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ in scripts/

from ods_bench_defs import defs_mix, gen_defs_dialect  # noqa: E402 (after the line above)

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_MLIR_TBLGEN = "/usr/lib/llvm-22/bin/mlir-tblgen"
DEFAULT_INCLUDE = "/usr/lib/llvm-22/include"

# --------------------------------------------------------------------------
# The synthetic dialect
# --------------------------------------------------------------------------

TD_HEADER = '''\
// Synthetic dialect written by scripts/ods_gen_bench.py (%(ops)d ops, seed %(seed)d).
// Every class and def used here exists both in MLIR 22 and in the ods-rs
// prelude; nothing needs user code (no verifier, folder or canonicalizer
// hooks, no builder declarations without bodies, no CPred).

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Bench_Dialect : Dialect {
  let name = "bench";
  let cppNamespace = "::bench";
  let summary = "A synthetic dialect for benchmarking code generation";
  let description = [{
    Operations with a mix of operands, attributes, results, traits and
    regions, written by a script.
  }];
}

class Bench_Op<string mnemonic, list<Trait> traits = []> :
    Op<Bench_Dialect, mnemonic, traits>;
'''

TYPES = ["F32", "I32", "AnyTensor", "TensorOf<[F32]>"]

# (constraint, weight); OptionalAttr<...> wraps a base below.
ATTRS = [
    ("I32Attr", 3),
    ("I64Attr", 3),
    ("F32Attr", 2),
    ("StrAttr", 2),
    ("OptionalAttr", 3),
    ('DefaultValuedAttr<I64Attr, "0">', 2),
    ("BoolAttr", 2),
    ("UnitAttr", 2),
    ("I64ArrayAttr", 2),
    ("ConfinedAttr<I64Attr, [IntMinValue<0>]>", 2),
]
OPTIONAL_BASES = ["I64Attr", "F32Attr", "StrAttr", "I64ArrayAttr", "I32Attr"]

ATTR_NAMES = ["axis", "factor", "label", "scale", "keep_dims", "strides",
              "offset", "padding", "tag", "count", "alpha", "epsilon"]
OPERAND_NAMES = [["input"], ["lhs", "rhs"], ["lhs", "rhs", "acc"]]
STEMS = ["add", "mul", "scale", "reduce", "select", "cast", "fma", "clamp",
         "pack", "shuffle", "gather", "splat", "blend", "norm", "shift"]
VERBS = {
    "add": "adds", "mul": "multiplies", "scale": "scales",
    "reduce": "reduces", "select": "selects among", "cast": "converts",
    "fma": "fuses a multiply and an add of", "clamp": "clamps",
    "pack": "packs", "shuffle": "shuffles", "gather": "gathers",
    "splat": "broadcasts", "blend": "blends", "norm": "normalises",
    "shift": "shifts",
}


def weighted(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.uniform(0, total)
    for item, w in pairs:
        x -= w
        if x <= 0:
            return item
    return pairs[-1][0]


def camel(s):
    return "".join(p[:1].upper() + p[1:] for p in s.split("_"))


ASM_TYPES = {"F32": "f32", "I32": "i32", "AnyTensor": "tensor<4xf32>",
             "TensorOf<[F32]>": "tensor<4xf32>"}


def asm_type(constraint):
    """An IR type that satisfies constraint (one value of a variadic)."""
    m = re.match(r"(?:Variadic|Optional)<(.*)>$", constraint)
    return ASM_TYPES[m.group(1) if m else constraint]


def example(mnemonic, operands, results):
    """A generic-form use of the op for its description."""
    ins = ", ".join("%%%s" % n for _, n in operands)
    in_types = ", ".join(asm_type(c) for c, _ in operands)
    outs = ", ".join("%%%s" % n for _, n in results)
    out_types = ", ".join(asm_type(c) for c, _ in results)
    if len(results) != 1:
        out_types = "(%s)" % out_types
    lhs = "%s = " % outs if results else ""
    return '%s"bench.%s"(%s) : (%s) -> %s' % (lhs, mnemonic, ins, in_types, out_types)


def gen_op(rng, i):
    """One op definition (TableGen text)."""
    stem = STEMS[i % len(STEMS)]
    mnemonic = "%s_%d" % (stem, i)
    cls = "Bench_%s%dOp" % (camel(stem), i)
    traits = []
    operands = []   # (constraint, name)
    results = []
    attrs = []
    regions = []

    kind = rng.random()
    if i % 40 == 39:
        # A terminator: variadic operands, no results (like a yield/return).
        operands = [("Variadic<%s>" % rng.choice(TYPES), "values")]
        traits.append("Terminator")
        if rng.random() < 0.5:
            traits.append("Pure")
    elif kind < 0.35:
        # Elementwise: all operands and the result share one constraint.
        t = rng.choice(TYPES)
        names = rng.choice(OPERAND_NAMES)
        operands = [(t, n) for n in names]
        results = [(t, "result")]
        traits += ["Pure", "SameOperandsAndResultType"]
        if len(names) >= 2 and rng.random() < 0.6:
            traits.append("Commutative")
    else:
        names = rng.choice(OPERAND_NAMES)
        variable_done = False
        for n in names:
            t = rng.choice(TYPES)
            r = rng.random()
            if not variable_done and r < 0.15:
                operands.append(("Variadic<%s>" % t, n))
                variable_done = True
            elif not variable_done and r < 0.30:
                operands.append(("Optional<%s>" % t, n))
                variable_done = True
            else:
                operands.append((t, n))
        nres = rng.choice([0, 1, 1, 1, 2])
        res_names = ["result", "aux"]
        for k in range(nres):
            if k == nres - 1 and rng.random() < 0.1:
                results.append(("Variadic<AnyTensor>", res_names[k]))
            else:
                results.append((rng.choice(TYPES), res_names[k]))
        if rng.random() < 0.12:
            regions.append((rng.choice(["AnyRegion", "SizedRegion<1>"]), "body"))
            if rng.random() < 0.3:
                regions.append(("AnyRegion", "else_region"))
        elif rng.random() < 0.5:
            traits.append("Pure")
        if len(operands) >= 2 and rng.random() < 0.2:
            traits.append("Commutative")

    for name in rng.sample(ATTR_NAMES, rng.choice([0, 1, 1, 2, 2, 3])):
        a = weighted(rng, ATTRS)
        if a == "OptionalAttr":
            a = "OptionalAttr<%s>" % rng.choice(OPTIONAL_BASES)
        attrs.append((a, name))

    verb = VERBS[stem]
    lines = []
    lines.append("def %s : Bench_Op<\"%s\", [%s]> {" % (cls, mnemonic, ", ".join(traits)))
    lines.append("  let summary = \"%s operation number %d\";" % (stem, i))
    lines.append("  let description = [{")
    lines.append("    The `bench.%s` operation %s its operands. It exists to" % (mnemonic, verb))
    lines.append("    exercise the code generator with %d operand(s), %d result(s)"
                 % (len(operands), len(results)))
    lines.append("    and %d attribute(s)." % len(attrs))
    lines.append("")
    lines.append("    Example:")
    lines.append("")
    lines.append("    ```mlir")
    lines.append("    " + example(mnemonic, operands, results))
    lines.append("    ```")
    lines.append("  }];")
    args = ["%s:$%s" % (c, n) for c, n in operands] + \
           ["%s:$%s" % (c, n) for c, n in attrs]
    if args:
        lines.append("  let arguments = (ins")
        lines.append(",\n".join("    " + a for a in args))
        lines.append("  );")
    if results:
        lines.append("  let results = (outs %s);"
                     % ", ".join("%s:$%s" % r for r in results))
    if regions:
        lines.append("  let regions = (region %s);"
                     % ", ".join("%s:$%s" % r for r in regions))
    if rng.random() < FORMAT_SHARE:
        lines.append("  let assemblyFormat = \"%s\";"
                     % gen_format(rng, operands, results, attrs, regions, traits))
    lines.append("}")
    return "\n".join(lines) + "\n"


# The share of ops with a declarative assembly format.
FORMAT_SHARE = 0.75


def gen_format(rng, operands, results, attrs, regions, traits):
    """An assemblyFormat both mlir-tblgen and ods-rs accept: operands (a
    variadic one in brackets, optional ones in keyword groups), some
    attributes after their name as a keyword (optional and unit ones in
    groups), attr-dict, the types, then the regions.  A terminator reads
    like a return: `attr-dict ($values^ `:` type($values))?`."""
    if "Terminator" in traits:
        return "attr-dict ($values^ `:` type($values))?"
    parts = []
    plain = [(c, n) for c, n in operands if not c.startswith("Optional<")]
    for k, (c, n) in enumerate(plain):
        if k:
            parts.append("`,`")
        parts.append("`[` $%s `]`" % n if c.startswith("Variadic<") else "$" + n)
    parts += ["(`%s` $%s^)?" % (n, n) for c, n in operands if c.startswith("Optional<")]
    for c, n in attrs:
        if rng.random() < 0.4:
            continue  # left to attr-dict
        if c == "UnitAttr" or c.startswith("OptionalAttr<"):
            parts.append("(`%s` $%s^)?" % (n, n))
        else:
            parts.append("`%s` `=` $%s" % (n, n))
    parts.append("attr-dict")
    if "SameOperandsAndResultType" in traits:
        parts.append("`:` type($result)")
    elif operands or results:
        parts.append("`:` functional-type(operands, results)")
    parts += ["$%s" % n for _, n in regions]
    return " ".join(parts)


def dialect_mix(td_text):
    """A one-line account of what the ops of td_text use."""
    ops = re.split(r"\ndef Bench_\w+Op ", td_text)[1:]

    def count(pattern):
        return sum(1 for op in ops if re.search(pattern, op))
    n_attrs = sum(len(re.findall(r"Attr\b[^:]*:\$", op)) for op in ops)
    return ("%d ops: %d Pure, %d SameOperandsAndResultType, %d Commutative, "
            "%d Terminator; %d with a Variadic<>, %d with an Optional<>, "
            "%d with regions; %d attributes"
            % (len(ops), count(r"\bPure\b"), count(r"SameOperandsAndResultType"),
               count(r"\bCommutative\b"), count(r"\bTerminator\b"),
               count(r"Variadic<"), count(r"\bOptional<"), count(r"let regions"),
               n_attrs))


def gen_dialect(n_ops, seed):
    """The .td text of a dialect of n_ops ops.  The first k ops do not
    depend on n_ops, so a smaller dialect is a prefix of a larger one."""
    rng = random.Random(seed)
    parts = [TD_HEADER % {"ops": n_ops, "seed": seed}]
    for i in range(n_ops):
        parts.append("\n" + gen_op(rng, i))
    return "".join(parts)


# --------------------------------------------------------------------------
# Process helpers
# --------------------------------------------------------------------------

def measure(binary, args, timeout, cwd=None):
    """Run binary once with stdio on /dev/null; return (exit code, -signal
    or None on timeout, wall seconds, CPU seconds (user + system))."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
    ]
    timed_out = []
    pid = None

    def kill():
        timed_out.append(True)
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass

    old_cwd = None
    if cwd is not None:
        old_cwd = os.getcwd()
        os.chdir(cwd)
    try:
        start = time.perf_counter()
        pid = os.posix_spawn(binary, [binary] + args, os.environ, file_actions=actions)
    finally:
        if old_cwd is not None:
            os.chdir(old_cwd)
    timer = threading.Timer(timeout, kill)
    timer.start()
    try:
        _, status, usage = os.wait4(pid, 0)
    finally:
        timer.cancel()
    wall = time.perf_counter() - start
    code = None if timed_out else os.waitstatus_to_exitcode(status)
    return code, wall, usage.ru_utime + usage.ru_stime


def run_capture(cmd, cwd=None, env=None, timeout=None):
    """Run cmd; return (returncode, stdout, stderr, wall seconds)."""
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b"", e.stderr or b"", time.perf_counter() - start
    return p.returncode, p.stdout, p.stderr, time.perf_counter() - start


def text(b, limit=60):
    """Bytes as text, at most limit lines."""
    lines = b.decode("utf-8", "replace").splitlines()
    if len(lines) > limit:
        lines = lines[:limit] + ["... (%d more lines)" % (len(lines) - limit)]
    return "\n".join("    " + line for line in lines)


CARGO_NOISE = re.compile(
    rb"^\s*(Compiling|Checking|Finished|Blocking|Updating|Locking|Adding|"
    rb"Downloading|Downloaded|Fresh|Running|Dirty|Building)\b")


def cargo_errors(err, limit=60):
    """Cargo's stderr without progress lines, with a count of the error
    codes first, at most limit lines."""
    lines = [ln for ln in err.splitlines() if not CARGO_NOISE.match(ln)]
    codes = {}
    for ln in lines:
        m = re.match(rb"^(error|warning)(\[[A-Za-z0-9_:]+\])?: ", ln)
        if m:
            key = (m.group(1) + (m.group(2) or b"")).decode()
            codes[key] = codes.get(key, 0) + 1
    head = ""
    if codes:
        head = "    (" + ", ".join("%s x%d" % kv for kv in sorted(codes.items())) + ")\n"
    return head + text(b"\n".join(lines), limit)


KEEP_DIR = os.path.join(REPO_ROOT, "target", "ods-gen-bench")


def keep(paths):
    """Copies paths (files) to target/ods-gen-bench/ for a look after the
    temporary folder is gone; returns that folder."""
    os.makedirs(KEEP_DIR, exist_ok=True)
    for src, name in paths:
        if src and os.path.isfile(src):
            shutil.copyfile(src, os.path.join(KEEP_DIR, name))
    return os.path.relpath(KEEP_DIR, os.getcwd())


def mean(xs):
    return sum(xs) / len(xs) if xs else float("nan")


def say(msg):
    print(msg, flush=True)


def summary(results, line):
    results.setdefault("summary", []).append(line)


def progress(msg):
    print("ods-gen-bench: " + msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# Generation speed, ods-tblgen against mlir-tblgen ([a] and [d])
# --------------------------------------------------------------------------

def validate_tools(args, runs, td):
    """Runs each (label, binary, args) of runs once; returns {label: lines
    of output}, or None after printing the errors when a tool fails."""
    sizes = {}
    for label, binary, cmd in runs:
        code, out, err, _ = run_capture([binary] + cmd, timeout=args.timeout)
        if code != 0:
            say("  %s failed (exit %s) on %s:" % (label, code, td))
            say(text(err))
        else:
            sizes[label] = out.count(b"\n")
    return sizes if len(sizes) == len(runs) else None


def time_alternating(args, ours_cmd, theirs_cmds):
    """args.repeat rounds of one `ods-tblgen ours_cmd` run and one run of
    each `mlir-tblgen` command of theirs_cmds, the two sides alternating
    which goes first.  Returns (our wall times, our CPU times, wall times
    per command of theirs_cmds, their CPU times summed per round, failed
    runs)."""
    ours, ours_cpu = [], []
    theirs = [[] for _ in theirs_cmds]
    theirs_cpu = []
    failures = 0
    for rep in range(args.repeat):
        order = ["ours", "theirs"] if rep % 2 == 0 else ["theirs", "ours"]
        for which in order:
            if which == "ours":
                code, wall, cpu = measure(args.ods_tblgen, ours_cmd, args.timeout)
                ours.append(wall)
                ours_cpu.append(cpu)
                failures += code != 0
            else:
                round_cpu = 0.0
                for walls, cmd in zip(theirs, theirs_cmds):
                    code, wall, cpu = measure(args.mlir_tblgen, cmd, args.timeout)
                    walls.append(wall)
                    round_cpu += cpu
                    failures += code != 0
                theirs_cpu.append(round_cpu)
    return ours, ours_cpu, theirs, theirs_cpu, failures


def compare_generators(args, results, tag, subject, td, flags):
    """Validates td with both tools, then times `ods-tblgen --gen-rust`
    against the sum of `mlir-tblgen FLAG` over flags; prints the figures
    and the verdict ours/theirs <= 1.0 and records them under tag."""
    ours_cmd = ["--gen-rust", td]
    theirs_cmds = [[flag, "-I", args.include_root, td] for flag in flags]
    labels = ["mlir-tblgen " + flag for flag in flags]
    ours_label = "ods-tblgen --gen-rust"
    sizes = validate_tools(
        args, [(label, args.mlir_tblgen, cmd) for label, cmd in zip(labels, theirs_cmds)]
        + [(ours_label, args.ods_tblgen, ours_cmd)], td)
    if sizes is None:
        name = os.path.basename(td)
        say("  the .td is kept in %s/" % keep([(td, name)]))
        say("  %s: ERROR (a tool rejected the synthetic .td)" % subject)
        summary(results, "%s %s time ratio: ERROR (a tool rejected %s)" % (tag, subject, name))
        results["error"] = True
        return

    ours, ours_cpu, theirs, theirs_cpu, failures = time_alternating(args, ours_cmd, theirs_cmds)
    if failures:
        say("  %d run(s) failed during timing; figures are suspect" % failures)
        results["error"] = True
    theirs_mean = sum(mean(walls) for walls in theirs)
    theirs_min = sum(min(walls) for walls in theirs)
    ours_mean = mean(ours)
    ratio = ours_mean / theirs_mean
    verdict = "PASS" if ratio <= 1.0 else "FAIL"
    say("  mlir-tblgen, %d run(s) per round: %7.1f ms  (min %.1f ms; %d lines of C++)"
        % (len(flags), theirs_mean * 1e3, theirs_min * 1e3,
           sum(sizes[label] for label in labels)))
    for label, walls in zip(labels, theirs):
        say("    %-34s %7.1f ms  (%d lines)" % (label, mean(walls) * 1e3, sizes[label]))
    say("  %-36s %7.1f ms  (min %.1f ms; %d lines of Rust)"
        % (ours_label + ":", ours_mean * 1e3, min(ours) * 1e3, sizes[ours_label]))
    line = "%s time ratio (ours/mlir-tblgen): %.2f  %s (<= 1.00)" % (subject, ratio, verdict)
    say("  " + line)
    say("  ratio of the fastest runs (less sensitive to a busy machine): %.2f"
        % (min(ours) / theirs_min))
    say("  CPU time (user + system): ods-tblgen %.1f ms, mlir-tblgen %.1f ms, "
        "ratio %.2f (ods-tblgen uses several threads; mlir-tblgen one)"
        % (mean(ours_cpu) * 1e3, mean(theirs_cpu) * 1e3,
           mean(ours_cpu) / mean(theirs_cpu)))
    summary(results, "%s %s" % (tag, line))
    if verdict == "FAIL":
        results["fail"] = True


def part_gen(args, tmp, results):
    say("[a] generation speed: %d ops, %d run(s) per tool, alternating"
        % (args.ops, args.repeat))
    td = os.path.join(tmp, "Bench.td")
    td_text = gen_dialect(args.ops, args.seed)
    with open(td, "w") as f:
        f.write(td_text)
    say("  " + dialect_mix(td_text))
    compare_generators(args, results, "[a]", "generation", td,
                       ["--gen-op-decls", "--gen-op-defs"])


DEFS_FLAGS = ["--gen-attrdef-decls", "--gen-attrdef-defs", "--gen-typedef-decls",
              "--gen-typedef-defs", "--gen-enum-decls", "--gen-enum-defs"]


def part_defs(args, tmp, results):
    say("[d] attribute/type/enum generation speed: %d defs, %d enums, %d run(s) "
        "per tool, alternating" % (args.defs, args.enums, args.repeat))
    td = os.path.join(tmp, "BenchDefs.td")
    td_text = gen_defs_dialect(args.defs, args.enums, args.seed)
    with open(td, "w") as f:
        f.write(td_text)
    say("  " + defs_mix(td_text))
    compare_generators(args, results, "[d]", "attr/type/enum generation", td, DEFS_FLAGS)


# --------------------------------------------------------------------------
# [b] user build cost
# --------------------------------------------------------------------------

CRATE_TOML = '''\
[package]
name = "%(name)s"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
ods-runtime = { path = "%(runtime)s" }

[build-dependencies]
ods-build = { path = "%(build)s" }

# Not part of any enclosing workspace.
[workspace]
'''

BUILD_RS = '''\
fn main() {
    ods_build::compile(&["td/%(stem)s.td"], &["td"]).unwrap();
}
'''

LIB_RS = '''\
//! Synthetic dialect generated by ods-build (scripts/ods_gen_bench.py).

include!(concat!(env!("OUT_DIR"), "/%(stem)s.rs"));
'''


class Crate:
    """A throw-away crate of [b] generating td/<stem>.td in its build.rs;
    label says what the .td holds, ops its op count (None: attrs, types
    and enums)."""

    def __init__(self, tmp, name, stem, td_text, label, ops=None):
        self.root = os.path.join(tmp, name)
        self.name = name
        self.stem = stem
        self.td_text = td_text
        self.label = label
        self.ops = ops
        self.td = os.path.join(self.root, "td", stem + ".td")

    def write(self):
        os.makedirs(os.path.join(self.root, "src"))
        os.makedirs(os.path.join(self.root, "td"))
        with open(os.path.join(self.root, "Cargo.toml"), "w") as f:
            f.write(CRATE_TOML % {
                "name": self.name,
                "runtime": os.path.join(REPO_ROOT, "runtime"),
                "build": os.path.join(REPO_ROOT, "ods-build"),
            })
        with open(os.path.join(self.root, "build.rs"), "w") as f:
            f.write(BUILD_RS % {"stem": self.stem})
        with open(os.path.join(self.root, "src", "lib.rs"), "w") as f:
            f.write(LIB_RS % {"stem": self.stem})
        with open(self.td, "w") as f:
            f.write(self.td_text)
        # Same dependency versions as the workspace, and no registry update.
        lock = os.path.join(REPO_ROOT, "Cargo.lock")
        if os.path.isfile(lock):
            shutil.copyfile(lock, os.path.join(self.root, "Cargo.lock"))

    def keep(self, tmp):
        """Keeps the .td and the newest generated Rust; returns where."""
        outs = glob.glob(os.path.join(tmp, "target", "debug", "build",
                                      self.name + "-*", "out", self.stem + ".rs"))
        out = max(outs, key=os.path.getmtime) if outs else None
        return keep([(self.td, "%s.td" % self.name), (out, "%s.rs" % self.name)])


def bench_crates(args, tmp):
    """The crates of [b]: 100 ops and --ops ops, and unless --skip-defs the
    attributes, types and enums of [d]."""
    crates = [Crate(tmp, "ods-bench-%d" % n, "Bench", gen_dialect(n, args.seed),
                    "%4d ops" % n, ops=n)
              for n in sorted(set([min(100, args.ops), args.ops]))]
    if not args.skip_defs:
        crates.append(Crate(tmp, "ods-bench-defs", "BenchDefs",
                            gen_defs_dialect(args.defs, args.enums, args.seed),
                            "%d defs and %d enums" % (args.defs, args.enums)))
    return crates


def clippy_check(args, tmp, crate, env, results):
    """`cargo clippy -- -D warnings` on crate: its generated code must be
    clippy clean."""
    progress("cargo clippy -- -D warnings on the crate of %s" % crate.label.strip())
    code, _, err, _ = run_capture([args.cargo, "clippy", "--", "-D", "warnings"],
                                  cwd=crate.root, env=env, timeout=args.build_timeout)
    what = "cargo clippy -- -D warnings (%s)" % crate.label.strip()
    if code == 0:
        say("  %s: PASS" % what)
        summary(results, "[b] %s: PASS" % what)
        return
    # Clippy lints name themselves in a help URL at each occurrence;
    # rustc lints only in a note at their first one.
    clippy_lints = {}
    for m in re.finditer(rb"rust-clippy/[^#\s]*#([a-z0-9_]+)", err):
        name = m.group(1).decode()
        clippy_lints[name] = clippy_lints.get(name, 0) + 1
    other = sorted(set(
        (m.group(1) or m.group(2)).decode() for m in re.finditer(
            rb"`#\[(?:deny|warn)\(([a-z0-9_:]+)\)\]`|`-D ([a-z0-9_:-]+)` implied", err)
        if not (m.group(1) or m.group(2)).startswith(b"clippy::")))
    say("  %s: FAIL (exit %s)" % (what, code))
    summary(results, "[b] %s: FAIL" % what)
    if clippy_lints:
        say("  clippy lints (occurrences): " + ", ".join(
            "%s x%d" % kv for kv in sorted(clippy_lints.items(), key=lambda kv: -kv[1])))
    if other:
        say("  rustc lints: " + ", ".join(other))
    say(cargo_errors(err, args.clippy_lines))
    say("  the .td and the generated Rust are kept in %s/" % crate.keep(tmp))
    results["fail"] = True


def part_crate(args, tmp, results):
    say("[b] user build cost (dev profile): touch the .td, then `cargo build`, "
        "%d run(s) per crate" % args.build_repeat)
    env = dict(os.environ)
    env["CARGO_TARGET_DIR"] = os.path.join(tmp, "target")
    env.pop("RUSTC_WRAPPER", None)
    env["CARGO_TERM_COLOR"] = "never"
    crates = bench_crates(args, tmp)
    for crate in crates:
        crate.write()

    # Pre-build the dependencies (and each crate once).
    for crate in crates:
        progress("building the crate of %s and its dependencies" % crate.label.strip())
        code, _, err, wall = run_capture([args.cargo, "build"], cwd=crate.root,
                                         env=env, timeout=args.build_timeout)
        if code != 0:
            say("  cargo build of the crate of %s failed (exit %s):"
                % (crate.label.strip(), code))
            say(cargo_errors(err))
            say("  the .td and the generated Rust are kept in %s/" % crate.keep(tmp))
            say("  user build cost: ERROR")
            summary(results, "[b] user build cost: ERROR (the crate of %s does not build)"
                    % crate.label.strip())
            results["error"] = True
            return
        progress("  first build took %.1f s" % wall)

    per100 = {}
    for crate in crates:
        walls = []
        rebuilt = 0
        for rep in range(args.build_repeat):
            os.utime(crate.td, None)
            code, _, err, wall = run_capture([args.cargo, "build"], cwd=crate.root,
                                             env=env, timeout=args.build_timeout)
            if code != 0:
                say("  cargo build of the crate of %s failed (exit %s):"
                    % (crate.label.strip(), code))
                say(cargo_errors(err))
                summary(results, "[b] user build cost: ERROR (a rebuild failed)")
                results["error"] = True
                return
            walls.append(wall)
            if re.search(rb"Compiling %s\b" % crate.name.encode(), err):
                rebuilt += 1
        m = mean(walls)
        note = "" if rebuilt == len(walls) else \
            "  (crate recompiled in only %d of %d runs)" % (rebuilt, len(walls))
        if crate.ops is None:
            say("  %s: cargo build %6.2f s (min %.2f s)%s" % (crate.label, m, min(walls), note))
            summary(results, "[b] cargo build after touching the .td, %s: %.2f s"
                    % (crate.label, m))
            continue
        n = crate.ops
        per100[n] = m / (n / 100.0)
        say("  %s: cargo build %6.2f s (min %.2f s) = %.2f s per 100 ops%s"
            % (crate.label, m, min(walls), per100[n], note))
        summary(results, "[b] cargo build after touching the .td, %d ops: %.2f s per 100 ops"
                % (n, per100[n]))
    if len(per100) == 2:
        small, large = sorted(per100)
        say("  per-100-ops cost ratio (%d ops / %d ops): %.2f"
            % (large, small, per100[large] / per100[small]))

    # Clippy on the largest crate of ops and on the one of defs.
    op_crates = [c for c in crates if c.ops is not None]
    for crate in [op_crates[-1]] + [c for c in crates if c.ops is None]:
        clippy_check(args, tmp, crate, env, results)


# --------------------------------------------------------------------------
# [c] Toy build script
# --------------------------------------------------------------------------

def build_script_of(args, package, cargo_args):
    """`cargo build` of `package` (`cargo_args` select it); returns (path of
    its compiled build script or None, cargo's exit code, cargo's stderr).
    The path comes from Cargo's JSON messages, else the newest
    <target>/debug/build/<package>-*/build-script-build."""
    code, out, err, _ = run_capture(
        [args.cargo, "build"] + cargo_args + ["--message-format=json-render-diagnostics"],
        cwd=REPO_ROOT, timeout=args.build_timeout)
    script = None
    for line in out.splitlines():
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if (msg.get("reason") == "compiler-artifact"
                and msg.get("target", {}).get("kind") == ["custom-build"]
                and msg.get("package_id", "").find(package) >= 0):
            for f in msg.get("filenames", []):
                if os.path.basename(f).startswith("build-script-build"):
                    script = f
    if script is None and code == 0:
        target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO_ROOT, "target")
        if not os.path.isabs(target):
            target = os.path.join(REPO_ROOT, target)
        found = glob.glob(os.path.join(target, "debug", "build", package + "-*",
                                       "build-script-build"))
        found = [s for s in found if os.access(s, os.X_OK)]
        if found:
            script = max(found, key=os.path.getmtime)
    return script, code, err


def part_build_script(args, tmp, results, tag, label, package, cargo_args, crate_dir, env):
    """Times the build script of `package` run directly, as Cargo runs it
    (`env` added to the environment), with a fresh OUT_DIR each time.
    Returns the script's path, or None when it could not be timed."""
    say("[%s] %s build script (dev profile), %d run(s)" % (tag, label, args.repeat))
    progress("cargo build " + " ".join(cargo_args))
    script, code, err = build_script_of(args, package, cargo_args)
    if script is None:
        if code != 0:
            say("  cargo build failed (exit %s) before the build script was built:" % code)
            say(cargo_errors(err))
            summary(results, "[%s] %s build.rs run time: ERROR (not built)" % (tag, label))
            results["error"] = True
        else:
            say("  %s build.rs: SKIPPED (no build script)" % label)
            summary(results, "[%s] %s build.rs run time: SKIPPED (no build script)" % (tag, label))
        return None
    if code != 0:
        # The build script was built (and run); the crate itself failed.
        say("  note: cargo build failed (exit %s) after the build script was built; "
            "timing the build script anyway:" % code)
        say(cargo_errors(err, 12))
    manifest_dir = os.path.join(REPO_ROOT, crate_dir)
    saved = dict(os.environ)
    os.environ["CARGO_MANIFEST_DIR"] = manifest_dir
    os.environ.update(env)
    walls = []
    try:
        for rep in range(args.repeat + 1):
            out_dir = tempfile.mkdtemp(prefix="out-", dir=tmp)
            os.environ["OUT_DIR"] = out_dir
            if rep == 0:
                # Warm-up and validation, with output kept.
                code, _, err, _ = run_capture([script], cwd=manifest_dir,
                                              timeout=args.timeout)
                if code != 0:
                    say("  %s failed (exit %s):" % (script, code))
                    say(text(err, 40))
                    summary(results, "[%s] %s build.rs run time: ERROR (the script failed)"
                            % (tag, label))
                    results["error"] = True
                    return None
                continue
            code, wall, _ = measure(script, [], args.timeout, cwd=manifest_dir)
            if code != 0:
                say("  build script failed (exit %s) on run %d" % (code, rep))
                summary(results, "[%s] %s build.rs run time: ERROR (the script failed)"
                        % (tag, label))
                results["error"] = True
                return None
            walls.append(wall)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    say("  %s" % os.path.relpath(script, REPO_ROOT))
    say("  %s build.rs run time: mean %.1f ms (min %.1f ms, max %.1f ms)"
        % (label, mean(walls) * 1e3, min(walls) * 1e3, max(walls) * 1e3))
    summary(results, "[%s] %s build.rs run time (dev profile): %.1f ms"
            % (tag, label, mean(walls) * 1e3))
    return script


def part_toy(args, tmp, results):
    part_build_script(args, tmp, results, "c", "toy", "sample-dialect",
                      ["-p", "sample-dialect"], "sample-dialect", {})


def dialects_features():
    """The default features of ods-dialects (every dialect), read from its
    manifest so that the benchmark follows the crate as dialects are added."""
    with open(os.path.join(REPO_ROOT, "dialects", "Cargo.toml")) as f:
        manifest = f.read()
    found = re.search(r'^default\s*=\s*\[([^\]]*)\]', manifest, re.M)
    return re.findall(r'"([^"]+)"', found.group(1)) if found else []


def part_dialects(args, tmp, results):
    """[e]: ods-dialects' build script with every feature, run directly; then
    the rebuild Cargo does after one overlay is touched (build script and
    the crate's own compilation), timed --build-repeat times."""
    manifest = os.path.join("dialects", "Cargo.toml")
    env = {"CARGO_FEATURE_" + f.upper(): "1" for f in dialects_features()}
    script = part_build_script(args, tmp, results, "e", "ods-dialects", "ods-dialects",
                               ["--manifest-path", manifest, "--lib"], "dialects", env)
    if script is None:
        return
    overlay = os.path.join(REPO_ROOT, "dialects", "overlay", "arith.td")
    walls = []
    for rep in range(args.build_repeat):
        progress("touch dialects/overlay/arith.td; cargo build --lib (%d/%d)"
                 % (rep + 1, args.build_repeat))
        os.utime(overlay, None)
        start = time.perf_counter()
        code, _, err, _ = run_capture(
            [args.cargo, "build", "--manifest-path", manifest, "--lib"],
            cwd=REPO_ROOT, timeout=args.build_timeout)
        walls.append(time.perf_counter() - start)
        if code != 0:
            say("  cargo build failed (exit %s) after touching an overlay:" % code)
            say(cargo_errors(err))
            summary(results, "[e] ods-dialects rebuild after touching an overlay: ERROR")
            results["error"] = True
            return
    say("  rebuild after touching overlay/arith.td (build script and the crate, dev "
        "profile): mean %.2f s (min %.2f s)" % (mean(walls), min(walls)))
    summary(results, "[e] ods-dialects rebuild after touching an overlay (dev profile): "
            "%.2f s" % mean(walls))


# --------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(
        description="ods-rs code generation benchmark: ods-tblgen vs mlir-tblgen "
        "on a synthetic dialect, build cost of a generated crate, and the Toy "
        "build script's run time.")
    ap.add_argument("--ods-tblgen", metavar="PATH",
                    default=os.environ.get("ODS_TBLGEN") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-tblgen"))
    ap.add_argument("--mlir-tblgen", metavar="PATH",
                    default=os.environ.get("MLIR_TBLGEN", DEFAULT_MLIR_TBLGEN))
    ap.add_argument("--include-root", metavar="DIR", default=DEFAULT_INCLUDE,
                    help="MLIR's include folder for mlir-tblgen (%s)" % DEFAULT_INCLUDE)
    ap.add_argument("--cargo", default=os.environ.get("CARGO", "cargo"))
    ap.add_argument("--ops", type=int, default=500, metavar="N",
                    help="ops in the synthetic dialect (500)")
    ap.add_argument("--repeat", type=int, default=5, metavar="K",
                    help="timed runs per tool in [a] and of the build script in [c] (5)")
    ap.add_argument("--build-repeat", type=int, default=3, metavar="K",
                    help="timed `cargo build`s per crate size in [b] (3)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the synthetic dialect (1)")
    ap.add_argument("--timeout", type=float, default=120.0,
                    help="timeout of one tool run in seconds (120)")
    ap.add_argument("--build-timeout", type=float, default=1800.0,
                    help="timeout of one cargo command in seconds (1800)")
    ap.add_argument("--clippy-lines", type=int, default=60, metavar="N",
                    help="lines of clippy output shown on FAIL (60)")
    ap.add_argument("--skip-gen", action="store_true", help="skip [a]")
    ap.add_argument("--skip-crate", action="store_true", help="skip [b]")
    ap.add_argument("--skip-toy", action="store_true", help="skip [c]")
    ap.add_argument("--skip-defs", action="store_true", help="skip [d]")
    ap.add_argument("--dialects", action="store_true",
                    help="also run [e], ods-dialects' build script and its rebuild after "
                    "an overlay is touched (needs LLVM 22's .td files)")
    ap.add_argument("--defs", type=int, default=200, metavar="N",
                    help="AttrDefs and TypeDefs in the synthetic dialect of [d] (200)")
    ap.add_argument("--enums", type=int, default=50, metavar="M",
                    help="enums in the synthetic dialect of [d] (50)")
    ap.add_argument("--write-td", metavar="FILE",
                    help="write the synthetic .td of ops to FILE and exit")
    ap.add_argument("--write-defs-td", metavar="FILE",
                    help="write the synthetic .td of attrs, types and enums to FILE and exit")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 when a verdict is FAIL (time ratio > 1.0, clippy)")
    args = ap.parse_args(argv)
    if args.ops < 1 or args.repeat < 1 or args.build_repeat < 1:
        ap.error("--ops, --repeat and --build-repeat must be at least 1")
    if args.defs < 0 or args.enums < 0 or args.defs + args.enums < 1:
        ap.error("--defs and --enums must not be negative, nor both zero")

    if args.write_td or args.write_defs_td:
        if args.write_td:
            with open(args.write_td, "w") as f:
                f.write(gen_dialect(args.ops, args.seed))
        if args.write_defs_td:
            with open(args.write_defs_td, "w") as f:
                f.write(gen_defs_dialect(args.defs, args.enums, args.seed))
        return 0

    if not (args.skip_gen and args.skip_defs):
        for label, binary in (("mlir-tblgen", args.mlir_tblgen),
                              ("ods-tblgen", args.ods_tblgen)):
            if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
                print("ods-gen-bench: %s not found or not executable: %s"
                      % (label, binary), file=sys.stderr)
                return 2
        args.ods_tblgen = os.path.abspath(args.ods_tblgen)
        args.mlir_tblgen = os.path.abspath(args.mlir_tblgen)

    results = {}
    say("ods-gen bench: synthetic dialects of %d ops and of %d attr/type defs and %d enums "
        "(seed %d)" % (args.ops, args.defs, args.enums, args.seed))
    with tempfile.TemporaryDirectory(prefix="ods-gen-bench-") as tmp:
        if not args.skip_gen:
            part_gen(args, tmp, results)
        # Right after [a], before cargo heats the machine up.
        if not args.skip_defs:
            part_defs(args, tmp, results)
        if not args.skip_crate:
            part_crate(args, tmp, results)
        if not args.skip_toy:
            part_toy(args, tmp, results)
        if args.dialects:
            part_dialects(args, tmp, results)
    if results.get("summary"):
        say("summary:")
        for line in results["summary"]:
            say("  " + line)
    if results.get("error"):
        return 1
    if args.check and results.get("fail"):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
