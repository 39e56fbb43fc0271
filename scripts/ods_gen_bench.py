#!/usr/bin/env python3
"""Benchmark ods-rs code generation on a synthetic dialect.

Three measurements, each printed with a ratio or a PASS/FAIL verdict:

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
      the generated code is clippy clean.
  [c] the Toy build script of sample-dialect (dev profile) run directly,
      as Cargo runs it, with a fresh OUT_DIR each time.

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
    lines.append("}")
    return "\n".join(lines) + "\n"


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
# [a] generation speed
# --------------------------------------------------------------------------

def part_gen(args, tmp, results):
    say("[a] generation speed: %d ops, %d run(s) per tool, alternating"
        % (args.ops, args.repeat))
    td = os.path.join(tmp, "Bench.td")
    td_text = gen_dialect(args.ops, args.seed)
    with open(td, "w") as f:
        f.write(td_text)
    say("  " + dialect_mix(td_text))
    ours_cmd = ["--gen-rust", td]
    decls_cmd = ["--gen-op-decls", "-I", args.include_root, td]
    defs_cmd = ["--gen-op-defs", "-I", args.include_root, td]

    # Validation run: both tools must accept the file.
    ok = True
    sizes = {}
    for label, binary, cmd in (("mlir-tblgen --gen-op-decls", args.mlir_tblgen, decls_cmd),
                               ("mlir-tblgen --gen-op-defs", args.mlir_tblgen, defs_cmd),
                               ("ods-tblgen --gen-rust", args.ods_tblgen, ours_cmd)):
        code, out, err, _ = run_capture([binary] + cmd, timeout=args.timeout)
        if code != 0:
            ok = False
            say("  %s failed (exit %s) on %s:" % (label, code, td))
            say(text(err))
        else:
            sizes[label] = out.count(b"\n")
    if not ok:
        say("  the .td is kept in %s/" % keep([(td, "Bench.td")]))
        say("  generation speed: ERROR (a tool rejected the synthetic dialect)")
        summary(results, "[a] generation time ratio: ERROR (a tool rejected the .td)")
        results["error"] = True
        return

    ours, decls, defs = [], [], []
    ours_cpu, theirs_cpu = [], []
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
                code1, w1, c1 = measure(args.mlir_tblgen, decls_cmd, args.timeout)
                code2, w2, c2 = measure(args.mlir_tblgen, defs_cmd, args.timeout)
                decls.append(w1)
                defs.append(w2)
                theirs_cpu.append(c1 + c2)
                failures += (code1 != 0) + (code2 != 0)
    if failures:
        say("  %d run(s) failed during timing; figures are suspect" % failures)
        results["error"] = True
    theirs_mean = mean(decls) + mean(defs)
    ours_mean = mean(ours)
    ratio = ours_mean / theirs_mean
    verdict = "PASS" if ratio <= 1.0 else "FAIL"
    say("  mlir-tblgen --gen-op-decls + --gen-op-defs: %7.1f ms  "
        "(min %.1f ms; decls %.1f ms + defs %.1f ms; %d + %d lines of C++)"
        % (theirs_mean * 1e3, (min(decls) + min(defs)) * 1e3,
           mean(decls) * 1e3, mean(defs) * 1e3,
           sizes["mlir-tblgen --gen-op-decls"], sizes["mlir-tblgen --gen-op-defs"]))
    say("  ods-tblgen --gen-rust:                      %7.1f ms  "
        "(min %.1f ms; %d lines of Rust)"
        % (ours_mean * 1e3, min(ours) * 1e3, sizes["ods-tblgen --gen-rust"]))
    line = "generation time ratio (ours/mlir-tblgen): %.2f  %s (<= 1.00)" % (ratio, verdict)
    say("  " + line)
    say("  ratio of the fastest runs (less sensitive to a busy machine): %.2f"
        % (min(ours) / (min(decls) + min(defs))))
    say("  CPU time (user + system): ods-tblgen %.1f ms, mlir-tblgen %.1f ms, "
        "ratio %.2f (ods-tblgen uses several threads; mlir-tblgen one)"
        % (mean(ours_cpu) * 1e3, mean(theirs_cpu) * 1e3,
           mean(ours_cpu) / mean(theirs_cpu)))
    summary(results, "[a] " + line)
    if verdict == "FAIL":
        results["fail"] = True


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
    ods_build::compile(&["td/Bench.td"], &["td"]).unwrap();
}
'''

LIB_RS = '''\
//! Synthetic dialect generated by ods-build (scripts/ods_gen_bench.py).

include!(concat!(env!("OUT_DIR"), "/Bench.rs"));
'''


def make_crate(root, name, n_ops, seed):
    os.makedirs(os.path.join(root, "src"))
    os.makedirs(os.path.join(root, "td"))
    with open(os.path.join(root, "Cargo.toml"), "w") as f:
        f.write(CRATE_TOML % {
            "name": name,
            "runtime": os.path.join(REPO_ROOT, "runtime"),
            "build": os.path.join(REPO_ROOT, "ods-build"),
        })
    with open(os.path.join(root, "build.rs"), "w") as f:
        f.write(BUILD_RS)
    with open(os.path.join(root, "src", "lib.rs"), "w") as f:
        f.write(LIB_RS)
    with open(os.path.join(root, "td", "Bench.td"), "w") as f:
        f.write(gen_dialect(n_ops, seed))
    # Same dependency versions as the workspace, and no registry update.
    lock = os.path.join(REPO_ROOT, "Cargo.lock")
    if os.path.isfile(lock):
        shutil.copyfile(lock, os.path.join(root, "Cargo.lock"))


def part_crate(args, tmp, results):
    sizes = sorted(set([min(100, args.ops), args.ops]))
    say("[b] user build cost (dev profile): touch the .td, then `cargo build`, "
        "%d run(s) per size" % args.build_repeat)
    env = dict(os.environ)
    env["CARGO_TARGET_DIR"] = os.path.join(tmp, "target")
    env.pop("RUSTC_WRAPPER", None)
    env["CARGO_TERM_COLOR"] = "never"
    crates = {}
    for n in sizes:
        crate = os.path.join(tmp, "bench-%d" % n)
        make_crate(crate, "ods-bench-%d" % n, n, args.seed)
        crates[n] = crate

    def kept(n):
        outs = glob.glob(os.path.join(tmp, "target", "debug", "build",
                                      "ods-bench-%d-*" % n, "out", "Bench.rs"))
        out = max(outs, key=os.path.getmtime) if outs else None
        return keep([(os.path.join(crates[n], "td", "Bench.td"), "Bench-%d.td" % n),
                     (out, "Bench-%d.rs" % n)])

    # Pre-build the dependencies (and each crate once).
    for n in sizes:
        progress("building the %d-op crate and its dependencies" % n)
        code, _, err, wall = run_capture([args.cargo, "build"], cwd=crates[n],
                                         env=env, timeout=args.build_timeout)
        if code != 0:
            say("  cargo build of the %d-op crate failed (exit %s):" % (n, code))
            say(cargo_errors(err))
            say("  the .td and the generated Rust are kept in %s/" % kept(n))
            say("  user build cost: ERROR")
            summary(results, "[b] user build cost: ERROR (the %d-op crate does not build)" % n)
            results["error"] = True
            return
        progress("  first build took %.1f s" % wall)

    per100 = {}
    for n in sizes:
        td = os.path.join(crates[n], "td", "Bench.td")
        walls = []
        rebuilt = 0
        for rep in range(args.build_repeat):
            os.utime(td, None)
            code, _, err, wall = run_capture([args.cargo, "build"], cwd=crates[n],
                                             env=env, timeout=args.build_timeout)
            if code != 0:
                say("  cargo build of the %d-op crate failed (exit %s):" % (n, code))
                say(cargo_errors(err))
                summary(results, "[b] user build cost: ERROR (a rebuild failed)")
                results["error"] = True
                return
            walls.append(wall)
            if re.search(rb"Compiling ods-bench-%d\b" % n, err):
                rebuilt += 1
        m = mean(walls)
        per100[n] = m / (n / 100.0)
        note = "" if rebuilt == len(walls) else \
            "  (crate recompiled in only %d of %d runs)" % (rebuilt, len(walls))
        say("  %4d ops: cargo build %6.2f s (min %.2f s) = %.2f s per 100 ops%s"
            % (n, m, min(walls), per100[n], note))
        summary(results, "[b] cargo build after touching the .td, %d ops: %.2f s per 100 ops"
                % (n, per100[n]))
    if len(sizes) == 2:
        small, large = sizes
        say("  per-100-ops cost ratio (%d ops / %d ops): %.2f"
            % (large, small, per100[large] / per100[small]))

    # Clippy on the largest crate: the generated code must be clippy clean.
    n = sizes[-1]
    progress("cargo clippy -- -D warnings on the %d-op crate" % n)
    code, _, err, wall = run_capture([args.cargo, "clippy", "--", "-D", "warnings"],
                                     cwd=crates[n], env=env, timeout=args.build_timeout)
    if code == 0:
        say("  cargo clippy -- -D warnings (%d ops): PASS" % n)
        summary(results, "[b] cargo clippy -- -D warnings (%d ops): PASS" % n)
    else:
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
        say("  cargo clippy -- -D warnings (%d ops): FAIL (exit %s)" % (n, code))
        summary(results, "[b] cargo clippy -- -D warnings (%d ops): FAIL" % n)
        if clippy_lints:
            say("  clippy lints (occurrences): " + ", ".join(
                "%s x%d" % kv for kv in sorted(clippy_lints.items(), key=lambda kv: -kv[1])))
        if other:
            say("  rustc lints: " + ", ".join(other))
        say(cargo_errors(err, args.clippy_lines))
        say("  the .td and the generated Rust are kept in %s/" % kept(n))
        results["fail"] = True


# --------------------------------------------------------------------------
# [c] Toy build script
# --------------------------------------------------------------------------

def toy_build_script(args):
    """`cargo build -p sample-dialect`; returns (path of its compiled build
    script or None, cargo's exit code, cargo's stderr).  The path comes from
    Cargo's JSON messages, else the newest target/debug/build/
    sample-dialect-*/build-script-build."""
    code, out, err, _ = run_capture(
        [args.cargo, "build", "-p", "sample-dialect",
         "--message-format=json-render-diagnostics"],
        cwd=REPO_ROOT, timeout=args.build_timeout)
    script = None
    for line in out.splitlines():
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if (msg.get("reason") == "compiler-artifact"
                and msg.get("target", {}).get("kind") == ["custom-build"]
                and msg.get("package_id", "").find("sample-dialect") >= 0):
            for f in msg.get("filenames", []):
                if os.path.basename(f).startswith("build-script-build"):
                    script = f
    if script is None and code == 0:
        target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO_ROOT, "target")
        if not os.path.isabs(target):
            target = os.path.join(REPO_ROOT, target)
        found = glob.glob(os.path.join(target, "debug", "build", "sample-dialect-*",
                                       "build-script-build"))
        found = [s for s in found if os.access(s, os.X_OK)]
        if found:
            script = max(found, key=os.path.getmtime)
    return script, code, err


def part_toy(args, tmp, results):
    say("[c] sample-dialect build script (dev profile), %d run(s)" % args.repeat)
    progress("cargo build -p sample-dialect")
    script, code, err = toy_build_script(args)
    if script is None:
        if code != 0:
            say("  cargo build -p sample-dialect failed (exit %s) before its "
                "build script was built:" % code)
            say(cargo_errors(err))
            say("  toy build.rs: ERROR")
            summary(results, "[c] toy build.rs run time: ERROR (not built)")
            results["error"] = True
        else:
            say("  toy build.rs: SKIPPED (sample-dialect has no build script)")
            summary(results, "[c] toy build.rs run time: SKIPPED (no build script)")
        return
    if code != 0:
        # The build script was built (and run); the crate itself failed.
        say("  note: cargo build -p sample-dialect failed (exit %s) after its "
            "build script was built; timing the build script anyway:" % code)
        say(cargo_errors(err, 12))
    manifest_dir = os.path.join(REPO_ROOT, "sample-dialect")
    saved = dict(os.environ)
    os.environ["CARGO_MANIFEST_DIR"] = manifest_dir
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
                    say("  toy build.rs: ERROR")
                    summary(results, "[c] toy build.rs run time: ERROR (the script failed)")
                    results["error"] = True
                    return
                continue
            code, wall, _ = measure(script, [], args.timeout, cwd=manifest_dir)
            if code != 0:
                say("  build script failed (exit %s) on run %d" % (code, rep))
                summary(results, "[c] toy build.rs run time: ERROR (the script failed)")
                results["error"] = True
                return
            walls.append(wall)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    say("  %s" % os.path.relpath(script, REPO_ROOT))
    say("  toy build.rs run time: mean %.1f ms (min %.1f ms, max %.1f ms)"
        % (mean(walls) * 1e3, min(walls) * 1e3, max(walls) * 1e3))
    summary(results, "[c] toy build.rs run time (dev profile): %.1f ms" % (mean(walls) * 1e3))


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
    ap.add_argument("--write-td", metavar="FILE",
                    help="write the synthetic .td to FILE and exit")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 when a verdict is FAIL (time ratio > 1.0, clippy)")
    args = ap.parse_args(argv)
    if args.ops < 1 or args.repeat < 1 or args.build_repeat < 1:
        ap.error("--ops, --repeat and --build-repeat must be at least 1")

    if args.write_td:
        with open(args.write_td, "w") as f:
            f.write(gen_dialect(args.ops, args.seed))
        return 0

    if not args.skip_gen:
        for label, binary in (("mlir-tblgen", args.mlir_tblgen),
                              ("ods-tblgen", args.ods_tblgen)):
            if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
                print("ods-gen-bench: %s not found or not executable: %s"
                      % (label, binary), file=sys.stderr)
                return 2
        args.ods_tblgen = os.path.abspath(args.ods_tblgen)
        args.mlir_tblgen = os.path.abspath(args.mlir_tblgen)

    results = {}
    say("ods-gen bench: synthetic dialect of %d ops (seed %d)" % (args.ops, args.seed))
    with tempfile.TemporaryDirectory(prefix="ods-gen-bench-") as tmp:
        if not args.skip_gen:
            part_gen(args, tmp, results)
        if not args.skip_crate:
            part_crate(args, tmp, results)
        if not args.skip_toy:
            part_toy(args, tmp, results)
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
