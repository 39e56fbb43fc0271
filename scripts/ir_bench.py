#!/usr/bin/env python3
"""Benchmark `ods-opt --print-generic` against `mlir-opt --mlir-print-op-generic`
on one large generated module.

The module is generated deterministically (seeded) in generic form: at least
--ops operations (default 1,000,000), grouped in unregistered "bench.func"
ops whose regions hold several blocks with arguments and successors, and
nested region ops ("bench.loop", "bench.if", "bench.scope") several levels
deep.  Attributes and types cover integers, floats (decimal, exponent, hex),
strings with escapes, arrays, dictionaries, dense elements, dense arrays,
affine maps, symbol references, unit, and tensor / memref / vector / complex /
tuple / function types; a quarter of the ops carry a location (file:line:col,
names, call sites, fused).

mlir-opt must accept the file (checked first, which also warms the page
cache).  Then both tools print it with output to /dev/null, alternating which
goes first, --repeat times; wall time and peak RSS of each process come from
os.wait4 (ru_maxrss, KiB on Linux).  Prints the absolute figures and
`time ratio (ours/mlir-opt)` and `peak memory ratio (ours/mlir-opt)`
(totals of wall time, maxima of peak RSS).

Standard library only.  Usually run through scripts/ir-bench.sh, which builds
ods-opt first.  Exit status: 0 on success, 1 when ods-opt fails on the file,
2 on a usage or setup error.
"""

import argparse
import os
import random
import shutil
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tablegen_bench import measure  # noqa: E402
from tablegen_conformance import REPO_ROOT  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


# --------------------------------------------------------------------------
# generator


class Gen:
    """Writes one generic-form module, counting operations."""

    CONST_KINDS = [
        ("%d : i32", "i32"),
        ("%d : i64", "i64"),
        ("-1%d : si16", "si16"),
        ("%d : ui16", "ui16"),
        ("%d.5 : f32", "f32"),
        ("%d.25e-3 : f64", "f64"),
        ("0x7F800000 : f32", "f32"),
        ("%d.0e10 : f64", "f64"),
        ("\"str%d \\0A tab\\09 \\22q\\22\"", "none"),
        ("[%d, 2, 3]", "tuple<>"),
        ("dense<[%d, 2, 3, 4]> : tensor<4xi32>", "tensor<4xi32>"),
        ("dense<%d.0> : tensor<2x2xf32>", "tensor<2x2xf32>"),
        ("dense<[[%d.5, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>", "tensor<2x2xf64>"),
        ("dense<[true, false, true]> : vector<3xi1>", "vector<3xi1>"),
        ("array<i64: %d, -1, 7>", "index"),
        ("array<f32: %d.0, 0.5>", "index"),
        ("{a = %d : i64, b = \"x\", c = [unit, @sym]}", "none"),
        ("dense<(%d, 2)> : tensor<2xcomplex<i16>>", "complex<i16>"),
    ]
    ATTR_KINDS = [
        "%d : index",
        "affine_map<(d0, d1)[s0] -> (d1 + s0, d0 * %d)>",
        "affine_map<(d0) -> (d0 floordiv 4)>",
        "@f%d::@inner",
        "tensor<?x%dxf32>",
        "memref<8x?xf16, strided<[?, 1], offset: ?>>",
        "memref<%dx4xi8, 1>", "dense<[%d, -1]> : tensor<2xi32>",
        "vector<[4]x%dxi8>",
        "(i32, f32) -> (i1, index)",
        "tuple<i32, complex<f64>, none>",
        "[%d : i16, \"s\", 1.5 : bf16, [true, false]]",
        "{nested = {k = %d : ui32}, list = []}",
        "unit",
        "dense<%d> : tensor<16xi16>",
        "\"escaped \\\\ backslash %d\"",
        "#bench.opaque<%d>",
    ]
    RESULT_TYPES = ["i64", "f32", "tensor<4xf32>", "memref<?xi8>",
                    "vector<4xf16>", "index", "complex<f32>",
                    "tuple<i32, i1>", "tensor<*xbf16>", "!bench.handle<3>"]

    def __init__(self, out, seed, target):
        self.out = out
        self.rng = random.Random(seed)
        self.target = target
        self.ops = 0
        self.line = 1
        self.buf = []

    def emit(self, indent, text):
        self.buf.append("  " * indent + text + "\n")
        self.line += 1
        if len(self.buf) >= 4096:
            self.flush()

    def flush(self):
        self.out.write("".join(self.buf))
        self.buf = []

    def loc(self):
        r = self.rng.random()
        if r < 0.75:
            return ""
        col = self.rng.randint(1, 80)
        if r < 0.85:
            return ' loc("bench.mlir":%d:%d)' % (self.line, col)
        if r < 0.92:
            return ' loc("op%d"("bench.mlir":%d:%d))' % (col, self.line, col)
        if r < 0.96:
            return (' loc(callsite("callee.mlir":%d:%d at "bench.mlir":%d:1))'
                    % (col, col, self.line))
        return (' loc(fused<"meta">["a.mlir":%d:%d, "b.mlir":%d:1])'
                % (self.line, col, col))

    def leaf(self, indent, scope, names):
        """One leaf op; appends new i32 values to scope."""
        rng = self.rng
        self.ops += 1
        k = rng.randrange(6)
        n = rng.randrange(1, 1000)
        if k == 0 or len(scope) < 2:
            attr, ty = self.CONST_KINDS[rng.randrange(len(self.CONST_KINDS))]
            attr = attr % n if "%d" in attr else attr
            name = names.next()
            self.emit(indent, '%s = "bench.const"() {value = %s, kind = "%s"} : () -> i32%s'
                      % (name, attr, ty.replace('"', ""), self.loc()))
            scope.append(name)
        elif k == 1:
            a, b = rng.choice(scope), rng.choice(scope)
            name = names.next()
            self.emit(indent, '%s = "bench.add"(%s, %s) <{overflow = %d : i32}> : (i32, i32) -> i32%s'
                      % (name, a, b, n % 4, self.loc()))
            scope.append(name)
        elif k == 2:
            name = names.next()
            t1 = rng.choice(self.RESULT_TYPES)
            t2 = rng.choice(self.RESULT_TYPES)
            self.emit(indent, '%s:3 = "bench.multi"(%s) : (i32) -> (i32, %s, %s)%s'
                      % (name, rng.choice(scope), t1, t2, self.loc()))
            scope.append(name + "#0")
        elif k == 3:
            attr = rng.choice(self.ATTR_KINDS)
            attr = attr % n if "%d" in attr else attr
            self.emit(indent, '"bench.use"(%s, %s) {info = %s, flag} : (i32, i32) -> ()%s'
                      % (rng.choice(scope), rng.choice(scope), attr, self.loc()))
        elif k == 4:
            name = names.next()
            self.emit(indent, '%s = "bench.cast"(%s) {to = %s} : (i32) -> i32%s'
                      % (name, rng.choice(scope), rng.choice(self.RESULT_TYPES),
                         self.loc()))
            scope.append(name)
        else:
            a1 = rng.choice(self.ATTR_KINDS)
            a1 = a1 % n if "%d" in a1 else a1
            self.emit(indent, '"bench.store"(%s) <{p = %s}> {q = %d.0 : f32} : (i32) -> ()%s'
                      % (rng.choice(scope), a1, n, self.loc()))

    def leaves(self, indent, scope, names, count):
        for _ in range(count):
            self.leaf(indent, scope, names)

    def func(self, index):
        """One bench.func: about 100 operations, up to five region levels."""
        names = Names()
        rng = self.rng
        self.ops += 1
        self.emit(1, '"bench.func"() <{sym_name = "f%d", function_type = (i32, i32) -> i32}> ({' % index)
        self.emit(1, "^bb0(%a0: i32, %a1: i32):")
        scope = ["%a0", "%a1"]
        self.leaves(2, scope, names, rng.randint(8, 14))
        self.ops += 1
        self.emit(2, '"bench.cond_br"(%s, %s, %s)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()'
                  % (scope[-1], scope[0], scope[1]))
        for blk in (1, 2):
            arg = "%%b%d" % blk
            self.emit(1, "^bb%d(%s: i32):" % (blk, arg))
            bscope = scope + [arg]
            self.leaves(2, bscope, names, rng.randint(3, 6))
            self.ops += 1
            self.emit(2, '"bench.br"(%s)[^bb3] : (i32) -> ()' % bscope[-1])
        self.emit(1, "^bb3(%m: i32):")
        scope = scope + ["%m"]
        # bench.loop: a region with entry arguments, holding bench.if.
        loop = names.next()
        self.ops += 1
        self.emit(2, '%s = "bench.loop"(%%m) ({' % loop)
        iv, acc = "%%i%d" % index, "%%acc%d" % index
        self.emit(2, "^bb0(%s: index, %s: i32):" % (iv, acc))
        lscope = scope + [acc]
        self.leaves(3, lscope, names, rng.randint(10, 16))
        self.ops += 1
        self.emit(3, '"bench.if"(%s) ({' % lscope[-1])
        for branch in range(2):
            if branch:
                self.emit(3, "}, {")
            iscope = list(lscope)
            self.leaves(4, iscope, names, rng.randint(6, 10))
            self.ops += 1
            self.emit(4, '"bench.yield"(%s) : (i32) -> ()' % iscope[-1])
        self.emit(3, "}) {branch_weights = array<i32: 3, 1>} : (i32) -> ()")
        self.ops += 1
        self.emit(3, '"bench.yield"(%s) : (i32) -> ()' % lscope[-1])
        self.emit(2, "}) {step = 1 : index} : (i32) -> i32%s" % self.loc())
        scope.append(loop)
        # Nested scopes: three more levels, graph-like single blocks.
        self.nest(2, scope, names, 3)
        self.leaves(2, scope, names, rng.randint(4, 8))
        self.ops += 1
        self.emit(2, '"bench.return"(%s) : (i32) -> ()' % scope[-1])
        self.emit(1, '}) {bench.visibility = "public", bench.index = %d : i64} : () -> ()%s'
                  % (index, self.loc()))

    def nest(self, indent, scope, names, depth):
        if depth == 0:
            return
        self.ops += 1
        self.emit(indent, '"bench.scope"() ({')
        inner = list(scope)
        self.leaves(indent + 1, inner, names, self.rng.randint(3, 6))
        self.nest(indent + 1, inner, names, depth - 1)
        self.emit(indent, "}) {depth = %d : i8} : () -> ()" % depth)

    def module(self):
        self.emit(0, "// Generated by scripts/ir_bench.py; generic form.")
        self.emit(0, "#alias_map = affine_map<(d0, d1) -> (d0 + d1)>")
        self.emit(0, '"builtin.module"() ({')
        self.emit(1, '"bench.global"() {map = #alias_map, data = dense_resource<blob> : tensor<4xi32>} : () -> ()')
        self.ops += 2  # the module and bench.global
        index = 0
        while self.ops < self.target:
            self.func(index)
            index += 1
        self.emit(0, "}) : () -> ()")
        self.emit(0, "{-#")
        self.emit(0, "  dialect_resources: {")
        self.emit(0, "    builtin: {")
        self.emit(0, '      blob: "0x0400000001000000020000000300000004000000"')
        self.emit(0, "    }")
        self.emit(0, "  }")
        self.emit(0, "#-}")
        self.flush()
        return index


class Names:
    def __init__(self):
        self.n = 0

    def next(self):
        self.n += 1
        return "%%v%d" % self.n


def generate(path, ops, seed):
    with open(path, "w", encoding="utf-8") as out:
        g = Gen(out, seed, ops)
        funcs = g.module()
    return g.ops, funcs, g.line - 1


# --------------------------------------------------------------------------
# main


def fmt_mib(kib):
    return "%.1f MiB" % (kib / 1024.0)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Wall time and peak RSS of ods-opt vs mlir-opt printing a "
        "large generated module in generic form.")
    ap.add_argument("--ods-opt", metavar="PATH",
                    default=os.environ.get("ODS_OPT") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-opt"))
    ap.add_argument("--mlir-opt", metavar="PATH",
                    default=os.environ.get("MLIR_OPT", DEFAULT_MLIR_OPT))
    ap.add_argument("--ops", type=int, default=1000000, metavar="N",
                    help="minimum number of operations (1000000)")
    ap.add_argument("--repeat", type=int, default=3, metavar="N",
                    help="timed runs per tool (3)")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--keep", metavar="FILE",
                    help="also copy the generated module to FILE")
    ap.add_argument("--timeout", type=float, default=600.0,
                    help="per-run timeout in seconds (600)")
    ap.add_argument("--label", default="release",
                    help="build flavour printed with the results")
    args = ap.parse_args(argv)
    if args.repeat < 1 or args.ops < 1:
        ap.error("--repeat and --ops must be at least 1")

    for label, binary in (("mlir-opt", args.mlir_opt), ("ods-opt", args.ods_opt)):
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            print("ir-bench: %s not found or not executable: %s" % (label, binary),
                  file=sys.stderr)
            return 2
    ours_bin = os.path.abspath(args.ods_opt)
    theirs_bin = os.path.abspath(args.mlir_opt)

    tmp = tempfile.mkdtemp(prefix="ods-ir-bench.")
    try:
        path = os.path.join(tmp, "bench.mlir")
        t0 = time.perf_counter()
        ops, funcs, lines = generate(path, args.ops, args.seed)
        size = os.path.getsize(path)
        print("ir-bench: generated %d ops (%d bench.func, %d lines, %.1f MiB) in %.1f s"
              % (ops, funcs, lines, size / 1048576.0, time.perf_counter() - t0),
              flush=True)
        if args.keep:
            shutil.copyfile(path, args.keep)
            print("ir-bench: module kept in %s" % args.keep)

        ours_args = ["--allow-unregistered", "--print-generic", path, "-o", os.devnull]
        theirs_args = ["-allow-unregistered-dialect", "--mlir-print-op-generic",
                       path, "-o", os.devnull]

        code, wall, rss = measure(theirs_bin, theirs_args, args.timeout)
        if code != 0:
            print("ir-bench: mlir-opt rejects the generated module (%s); run with "
                  "--keep FILE and check it" % ("timeout" if code is None
                                                 else "exit %d" % code),
                  file=sys.stderr)
            return 2
        print("ir-bench: mlir-opt accepts it (check run %.2f s, %s)"
              % (wall, fmt_mib(rss)), flush=True)

        stats = {"ours": [], "theirs": []}
        ours_failed = None
        for rep in range(args.repeat):
            order = [("ours", ours_bin, ours_args), ("theirs", theirs_bin, theirs_args)]
            if rep % 2:
                order.reverse()
            for key, binary, bargs in order:
                code, wall, rss = measure(binary, bargs, args.timeout)
                if key == "ours" and code != 0:
                    ours_failed = "timeout" if code is None else "exit %d" % code
                stats[key].append((wall, rss))
            print("ir-bench: run %d/%d: ods-opt %.2f s %s, mlir-opt %.2f s %s" % (
                rep + 1, args.repeat, stats["ours"][-1][0],
                fmt_mib(stats["ours"][-1][1]), stats["theirs"][-1][0],
                fmt_mib(stats["theirs"][-1][1])), file=sys.stderr, flush=True)
            if ours_failed:
                break
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    print("ir bench (%s build): %d ops, %.1f MiB of generic IR, %d run(s) each"
          % (args.label, ops, size / 1048576.0, len(stats["ours"])))
    if ours_failed:
        print("ods-opt failed on the module (%s); no ratios" % ours_failed)
        return 1
    ours_t = sum(w for w, _ in stats["ours"])
    theirs_t = sum(w for w, _ in stats["theirs"])
    ours_m = max(r for _, r in stats["ours"])
    theirs_m = max(r for _, r in stats["theirs"])
    n = len(stats["ours"])
    print("wall time per run: ods-opt %.2f s (best %.2f s), mlir-opt %.2f s (best %.2f s)"
          % (ours_t / n, min(w for w, _ in stats["ours"]),
             theirs_t / n, min(w for w, _ in stats["theirs"])))
    print("peak RSS: ods-opt %s, mlir-opt %s" % (fmt_mib(ours_m), fmt_mib(theirs_m)))
    print("time ratio (ours/mlir-opt): %.2f" % (ours_t / theirs_t))
    print("peak memory ratio (ours/mlir-opt): %.2f" % (ours_m / theirs_m))
    return 0


if __name__ == "__main__":
    sys.exit(main())
